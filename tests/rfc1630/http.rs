//! RFC 1630 "HTTP": `httpaddress`. Trees and errors:
//! snapshots/rfc1630/http__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn httpaddress() {
    cases!(P::Httpaddress,
        accept: [
            "http://info.cern.ch:8000/imaginary/test",
            "http://info.my.org/AboutUs/Index/Phonebook?dobbins",
            "http://h?q",                   // a search without a path
            "http://h",
            "http://h/",
            "http://a_b.example./\"x\"",
        ],
        reject: [
            "http://h/a?b=c",               // "=" is reserved
            "http://h//",
            "http://u:p@h/",                // no login in http
            "http://h/~u",
            "HTTP://h/",                    // letters as written
            "http:/h",
            "http://h/?",
        ],
    );
}

/// `httpaddress` called from outside the grammar: the match and what
/// follows it; a mismatch is `nom::Err::Error`.
#[test]
fn httpaddress_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, http};
    assert_eq!(
        outside(http::httpaddress(Input::new("http://h/a?b c"))),
        "Httpaddress \"http://h/a?b\" @ 0..12, rest \" c\""
    );
    assert_eq!(
        outside(http::httpaddress(Input::new("http://h/a%4"))),
        "error at 12 in Hex < Escape < Xalpha < Segment < Path < Httpaddress"
    );
    assert_eq!(
        outside(http::httpaddress(Input::new("http:/h"))),
        "error at 6 in Httpaddress"
    );
}

/// The path after the hostport's `/`, the search after the `?` that
/// follows the path or, without a path, the hostport (HTTP, p. 13).
#[test]
fn http_parts() {
    use rfc1738::rfc1630::Url;
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("http://h:80/a/b?c+d").unwrap();
    let h = url.as_http().unwrap();
    assert_eq!(at(h.hostport().span()), "\"h:80\" @ 7..11");
    assert_eq!(at(h.path().unwrap().span()), "\"a/b\" @ 12..15");
    assert_eq!(at(h.search().unwrap().span()), "\"c+d\" @ 16..19");
    let url = Url::parse("http://h:80?q").unwrap();
    let h = url.as_http().unwrap();
    assert_eq!(h.path(), None);
    assert_eq!(at(h.search().unwrap().span()), "\"q\" @ 12..13");
    let url = Url::parse("http://h/").unwrap();
    let h = url.as_http().unwrap();
    assert_eq!(at(h.path().unwrap().span()), "\"\" @ 9..9");
    assert_eq!(h.search(), None);
}
