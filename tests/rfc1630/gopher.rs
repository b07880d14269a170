//! RFC 1630 "Gopher": one test per production of `src/rfc1630/gopher.rs`.
//! Trees and errors: snapshots/rfc1630/gopher__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn gopheraddress() {
    cases!(P::Gopheraddress,
        accept: [
            "gopher://h",
            "gopher://gopher.micro.umn.edu/11/Other",
            "gopher://h:70/0about",
            "gopher://h/1",
            "gopher://h/%3F",
        ],
        reject: [
            "gopher://h/",              // a "/" needs a type
            "gopher://h/1/x",           // gcommand is a path: no leading "/"
            "gopher://h/1a//b",
            "gopher://h/1x%09y z",
        ],
    );
}

#[test]
fn gtype() {
    cases!(P::Gtype,
        accept: ["0", "1", "h", "%3F"],
        reject: ["", "01", "/", "%3"],
    );
}

#[test]
fn gcommand() {
    cases!(P::Gcommand,
        accept: ["", "1/Other", "search%09rfc", "a/b/"],
        reject: ["/x", "a//b", "a b"],
    );
}

/// `gopheraddress` called from outside the grammar: the match and what
/// follows it; a mismatch is `nom::Err::Error`.
#[test]
fn gopheraddress_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, gopher};
    assert_eq!(
        outside(gopher::gopheraddress(Input::new("gopher://h/1x y"))),
        "Gopheraddress \"gopher://h/1x\" @ 0..13, rest \" y\""
    );
    assert_eq!(
        outside(gopher::gopheraddress(Input::new("gopher://h/%4"))),
        "error at 13 in Hex < Escape < Gtype < Gopheraddress"
    );
    assert_eq!(
        outside(gopher::gopheraddress(Input::new("gopher://"))),
        "error at 9 in Host < Hostport < Gopheraddress"
    );
}

/// The type is the one `xalpha` after the `/` (three bytes when it is
/// an escape), the command the rest (Gopher, p. 16); neither without a
/// `/`.
#[test]
fn gopher_parts() {
    use rfc1738::rfc1630::Url;
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("gopher://h:70/%307search").unwrap();
    let g = url.as_gopher().unwrap();
    assert_eq!(at(g.hostport().span()), "\"h:70\" @ 9..13");
    assert_eq!(at(g.gtype().unwrap().span()), "\"%30\" @ 14..17");
    let c = g.gcommand().unwrap();
    assert_eq!(c.as_str(), "7search");
    assert_eq!(at(c.span()), "\"7search\" @ 17..24");
    assert_eq!(at(c.path().span()), "\"7search\" @ 17..24");
    assert_eq!(g.gopher_type().value, b'0');
    let url = Url::parse("gopher://h/1").unwrap();
    let g = url.as_gopher().unwrap();
    assert_eq!(at(g.gtype().unwrap().span()), "\"1\" @ 11..12");
    assert_eq!(at(g.gcommand().unwrap().span()), "\"\" @ 12..12");
    let url = Url::parse("gopher://h").unwrap();
    let g = url.as_gopher().unwrap();
    assert_eq!((g.gtype(), g.gcommand()), (None, None));
}
