//! RFC 1630 "News": one test per production of `src/rfc1630/news.rs`.
//! Trees and errors: snapshots/rfc1630/news__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn newsaddress() {
    cases!(P::Newsaddress,
        accept: [
            "news:*",
            "news:comp.infosystems.www",
            "news:1234@a.sn.no",        // a digit-initial message id
            "news:a@b",                 // an article (the prose), also a group
            "news:a@1",                 // a group: "1" is no host
            "news:a@b@c",
        ],
        reject: ["news:", "news:1comp", "news:<a@b>", "news:*x", "News:a"],
    );
}

#[test]
fn groupart() {
    cases!(P::Groupart,
        accept: ["*", "alt.hypertext", "x@y.z", "12@1.2.3.4"],
        reject: ["", "1a", "**", "a/b"],
    );
}

#[test]
fn group() {
    cases!(P::Group,
        accept: ["comp", "comp.infosystems.www", "a.b@", "a-b+c_d"],
        reject: ["", "1comp", ".a", "a b"],
    );
}

#[test]
fn article() {
    cases!(P::Article,
        accept: ["1234@a.sn.no", "a@b", "x@1.2.3.4", "a@b@c", "a@b@1x"],
        reject: ["@a", "a@", "a@1", "abc", "a@1.2.3"],
    );
}

/// `newsaddress` called from outside the grammar: the match and what
/// follows it; a mismatch is `nom::Err::Error`.
#[test]
fn newsaddress_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, news};
    assert_eq!(
        outside(news::newsaddress(Input::new("news:a.b c"))),
        "Newsaddress \"news:a.b\" @ 0..8, rest \" c\""
    );
    assert_eq!(
        outside(news::newsaddress(Input::new("news:a%4"))),
        "error at 8 in Hex < Escape < Xalpha < Groupart < Newsaddress"
    );
    assert_eq!(
        outside(news::newsaddress(Input::new("news:"))),
        "error at 5 in Group < Groupart < Newsaddress"
    );
}
