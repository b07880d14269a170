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
