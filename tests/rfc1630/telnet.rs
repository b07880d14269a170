//! RFC 1630 "Telnet, rlogin, tn3270": `telnetaddress`. Trees and errors:
//! snapshots/rfc1630/telnet__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn telnetaddress() {
    cases!(P::Telnetaddress,
        accept: ["telnet://h", "telnet://u:p@h:23", "telnet://k.@_:23"],
        reject: ["telnet://h/", "telnet://", "rlogin://h", "telnet://u:@h"],
    );
}

/// `telnetaddress` called from outside the grammar: the match and what
/// follows it (nothing follows the login in RFC 1630, so a `/` is left
/// to the caller); a mismatch is `nom::Err::Error`.
#[test]
fn telnetaddress_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, telnet};
    assert_eq!(
        outside(telnet::telnetaddress(Input::new("telnet://u@h/"))),
        "Telnetaddress \"telnet://u@h\" @ 0..12, rest \"/\""
    );
    assert_eq!(
        outside(telnet::telnetaddress(Input::new("telnet://h%4"))),
        "error at 12 in Hex < Escape < Xalpha < Login < Telnetaddress"
    );
    assert_eq!(
        outside(telnet::telnetaddress(Input::new("telnet:"))),
        "error at 7 in Telnetaddress"
    );
    let (_, t) = telnet::telnetaddress(Input::new("telnet://u@h:23")).unwrap();
    assert_eq!(format!("{:?}", t.login().span()), "\"u@h:23\" @ 9..15");
    assert_eq!(format!("{:?}", t.span()), "\"telnet://u@h:23\" @ 0..15");
}
