//! RFC 1630 "Prospero": one test per production of
//! `src/rfc1630/prospero.rs`. Trees and errors:
//! snapshots/rfc1630/prospero__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn prosperoaddress() {
    cases!(P::Prosperoaddress,
        accept: ["prospero://h/a", "prospero://h/a%00123", "prospero://h:1525/a/b%001x"],
        reject: ["prospero://h", "prospero://h/a;f=v", "prospero://h//a"],
    );
}

#[test]
fn prosperolink() {
    cases!(P::Prosperolink,
        accept: [
            "prospero://h/",
            "prospero://h/a%00123",         // version 123
            "prospero://h/a%0012ab",        // version 12, attributes "ab"
            "prospero://h/a%00x",           // no digit after %00: an escape of the name
            "prospero://h/%00%001",         // the last %00 splits
        ],
        reject: ["prospero://h/a%0", "prospero://h/a b", "PROSPERO://h/"],
    );
}

#[test]
fn hsoname() {
    cases!(P::Hsoname,
        accept: ["", "a/b", "a%00"],
        reject: ["/a", "a//b", "a;b"],
    );
}

#[test]
fn version() {
    cases!(P::Version,
        accept: ["1", "123", "007"],
        reject: ["", "1a", "v1"],
    );
}

#[test]
fn attributes() {
    cases!(P::Attributes,
        accept: ["a", "abc", "a1b2"],
        reject: ["", "a-b", "a b"],
    );
}

#[test]
fn attribute() {
    cases!(P::Attribute,
        accept: ["a", "Z9", "123"],
        reject: ["", "_", "a.b"],
    );
}

/// `prosperoaddress` and `prosperolink` called from outside the grammar:
/// the match and what follows it; a mismatch is `nom::Err::Error`.
#[test]
fn prospero_productions_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, prospero};
    assert_eq!(
        outside(prospero::prosperoaddress(Input::new(
            "prospero://h/a%001x y"
        ))),
        "Prosperoaddress \"prospero://h/a%001x\" @ 0..19, rest \" y\""
    );
    assert_eq!(
        outside(prospero::prosperoaddress(Input::new("prospero://h"))),
        "error at 12 in Prosperolink < Prosperoaddress"
    );
    assert_eq!(
        outside(prospero::prosperolink(Input::new("prospero://h/a%001x y"))),
        "Prosperolink \"prospero://h/a%001x\" @ 0..19, rest \" y\""
    );
    assert_eq!(
        outside(prospero::prosperolink(Input::new("prospero://h/%4"))),
        "error at 15 in Hex < Escape < Xalpha < Segment < Path < Prosperolink"
    );
}

/// The name before the last `%00`, the version's digits after it, the
/// attributes after the digits ("If present, the version number is
/// separated from the host specific object name by the characters
/// "%00"", p. 21); without a version, neither.
#[test]
fn prospero_parts() {
    use rfc1738::rfc1630::Url;
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("prospero://h:1/a/b%0012xy").unwrap();
    let p = url.as_prospero().unwrap();
    assert_eq!(at(p.span()), "\"prospero://h:1/a/b%0012xy\" @ 0..25");
    let link = p.prosperolink();
    assert_eq!(at(link.hostport().span()), "\"h:1\" @ 11..14");
    let name = link.hsoname();
    assert_eq!(name.as_str(), "a/b");
    assert_eq!(at(name.span()), "\"a/b\" @ 15..18");
    assert_eq!(at(name.path().span()), "\"a/b\" @ 15..18");
    assert_eq!(at(link.version().unwrap().span()), "\"12\" @ 21..23");
    let attributes = link.attributes().unwrap();
    assert_eq!(at(attributes.span()), "\"xy\" @ 23..25");
    let each: Vec<_> = attributes.attributes().map(|a| at(a.span())).collect();
    assert_eq!(each, ["\"xy\" @ 23..25"]);
    // A version without attributes.
    let url = Url::parse("prospero://h/a%0012").unwrap();
    let link = url.as_prospero().unwrap().prosperolink();
    assert_eq!(at(link.version().unwrap().span()), "\"12\" @ 17..19");
    assert_eq!(link.attributes(), None);
    // The last `%00` splits; an earlier one is part of the name.
    let url = Url::parse("prospero://h/a%001b%007").unwrap();
    let link = url.as_prospero().unwrap().prosperolink();
    assert_eq!(link.hsoname().as_str(), "a%001b");
    assert_eq!(at(link.version().unwrap().span()), "\"7\" @ 22..23");
    // No version: the whole path is the name.
    let url = Url::parse("prospero://h/a%00").unwrap();
    let link = url.as_prospero().unwrap().prosperolink();
    assert_eq!(link.hsoname().as_str(), "a%00");
    assert_eq!((link.version(), link.attributes()), (None, None));
}
