//! RFC 2396 §4.1 "Fragment Identifier": `src/rfc2396/fragment.rs`.
//! Trees and errors: snapshots/rfc2396/fragment__*.snap.

use rfc1738::rfc2396::{Production as P, UriReference};

#[test]
fn fragment() {
    cases!(P::Fragment,
        accept: ["", "drills", "[x]", "a/b?c", "%23"],
        reject: [
            "a#b",              // one "#" (§4.1): the fragment holds none
            "é",
            "a b",
        ],
    );
}

#[test]
fn fragments_of_references() {
    let uri = UriReference::parse("http://www.hardware.com/tools.html#drills").unwrap();
    assert_eq!(uri.fragment().unwrap().as_str(), "drills");
    assert_eq!(
        UriReference::parse("g#")
            .unwrap()
            .fragment()
            .unwrap()
            .as_str(),
        ""
    );
    assert!(UriReference::parse("g").unwrap().fragment().is_none());
    for bad in ["##", "a#b#c", "#a#"] {
        let e = UriReference::parse(bad).unwrap_err();
        assert_eq!(e.expected(), P::Fragment, "{bad}");
    }
}
