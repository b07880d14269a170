//! RFC 1630 "Mailto": `mailtoaddress`. Trees and errors:
//! snapshots/rfc1630/mailto__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn mailtoaddress() {
    cases!(P::Mailtoaddress,
        accept: [
            "mailto:timbl@info.cern.ch",
            "mailto:a%25b@h",           // "%" written %25 (p. 17)
            "mailto:a@b@c",             // the rightmost "@" before a letter
            "mailto:a@b@1",             // hostname "b@1"
            "mailto:\"x\"@h",
        ],
        reject: [
            "mailto:joe",
            "mailto:joe@1.2.3.4",       // a hostname starts with a letter
            "mailto:a@b?subject=x",
            "mailto:@a",
            "mailto:a@",
        ],
    );
}

/// `mailtoaddress` called from outside the grammar: the match and what
/// follows it; a mismatch is `nom::Err::Error`.
#[test]
fn mailtoaddress_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, mailto};
    assert_eq!(
        outside(mailto::mailtoaddress(Input::new("mailto:a@b c"))),
        "Mailtoaddress \"mailto:a@b\" @ 0..10, rest \" c\""
    );
    assert_eq!(
        outside(mailto::mailtoaddress(Input::new("mailto:a%4"))),
        "error at 10 in Hex < Escape < Xalpha < Mailtoaddress"
    );
    assert_eq!(
        outside(mailto::mailtoaddress(Input::new("mailto:a"))),
        "error at 8 in Mailtoaddress"
    );
}

/// The `xalphas` before the `@` that splits the address (the rightmost
/// before a letter) and the host name after it.
#[test]
fn mailto_parts() {
    use rfc1738::rfc1630::Url;
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("mailto:a@b@cd").unwrap();
    let m = url.as_mailto().unwrap();
    assert_eq!(at(m.xalphas()), "\"a@b\" @ 7..10");
    assert_eq!(at(m.hostname().span()), "\"cd\" @ 11..13");
    assert_eq!(at(m.span()), "\"mailto:a@b@cd\" @ 0..13");
}
