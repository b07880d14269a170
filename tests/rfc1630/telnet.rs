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
