//! RFC 1630 "NNTP": `nntpaddress`. Trees and errors:
//! snapshots/rfc1630/nntp__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn nntpaddress() {
    cases!(P::Nntpaddress,
        accept: ["nntp:comp.lang.c/42", "nntp:a/0", "nntp:alt.a@b/123"],
        reject: ["nntp://h/g/1", "nntp:comp.lang.c", "nntp:comp/", "nntp:1a/2"],
    );
}

/// `nntpaddress` called from outside the grammar: the match and what
/// follows it; a mismatch is `nom::Err::Error`. The group before the
/// `/`, the article's number after it (NNTP, p. 21).
#[test]
fn nntpaddress_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, nntp};
    assert_eq!(
        outside(nntp::nntpaddress(Input::new("nntp:a/1 c"))),
        "Nntpaddress \"nntp:a/1\" @ 0..8, rest \" c\""
    );
    assert_eq!(
        outside(nntp::nntpaddress(Input::new("nntp:a/"))),
        "error at 7 in Digits < Nntpaddress"
    );
    let (_, n) = nntp::nntpaddress(Input::new("nntp:comp.lang.c/123")).unwrap();
    assert_eq!(format!("{:?}", n.group().span()), "\"comp.lang.c\" @ 5..16");
    assert_eq!(format!("{:?}", n.digits()), "\"123\" @ 17..20");
}
