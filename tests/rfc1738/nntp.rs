//! RFC 1738 §3.7 "NNTP": one test per production of
//! `src/rfc1738/nntp.rs`. Trees and errors:
//! snapshots/rfc1738/nntp__*.snap.

use rfc1738::Production as P;

#[test]
fn nntpurl() {
    cases!(P::Nntpurl,
        accept: [
            "nntp://h/comp.lang/123",
            "nntp://h/comp.lang",       // the article number is optional in the BNF
            "nntp://news.example.com:119/comp.infosystems.www.misc/0042",
            "nntp://10.0.0.1/a",
        ],
        reject: [
            "nntp://h/",                // a group is required
            "nntp://h/g/",              // "/" commits to digits
            "nntp://h/g/12a",
            "nntp://h/1g",              // a group starts with alpha
            "nntp://h",
            "nntp://u@h/g",             // hostport, no login
            "nntp://h/g/1/2",
        ],
    );
}
