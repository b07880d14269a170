//! RFC 2396 §3.4 "Query Component": `src/rfc2396/query.rs`, and the
//! query's `name=value` pairs (the HTML form convention of seed 002).
//! Trees and errors: snapshots/rfc2396/query__*.snap.

use rfc1738::rfc2396::{Production as P, UriReference};

#[test]
fn query() {
    cases!(P::Query,
        accept: ["", "item=12731&color=blue&size=large", "a[0]=1", "x/y?z", "%41+b"],
        reject: [
            "a#b",              // "#" ends the query
            "a b",
            "{x}",
            "%g",
        ],
    );
}

#[test]
fn query_pairs_split_then_decode() {
    let uri = UriReference::parse(
        "http://www.hardware.com/inventory-check.cgi?item=12731&color=blue&size=large",
    )
    .unwrap();
    let pairs: Vec<(String, Option<String>)> = uri
        .query_pairs()
        .map(|p| {
            (
                p.decode_name().into_owned(),
                p.decode_value().map(|v| v.into_owned()),
            )
        })
        .collect();
    assert_eq!(
        pairs,
        [
            ("item".into(), Some("12731".into())),
            ("color".into(), Some("blue".into())),
            ("size".into(), Some("large".into())),
        ]
    );
    let uri = UriReference::parse("?a=1+2&&b=%26%3D&c=&d").unwrap_err();
    assert_eq!(uri.expected(), P::RelSegment); // no empty relative path by default
    let opts = rfc1738::rfc2396::Options::new().empty_relative_path(true);
    let uri = UriReference::parse_with("?a=1+2&&b=%26%3D&c=&d&=e", opts).unwrap();
    let pairs: Vec<(String, Option<String>)> = uri
        .query_pairs()
        .map(|p| {
            (
                p.decode_name().into_owned(),
                p.decode_value().map(|v| v.into_owned()),
            )
        })
        .collect();
    assert_eq!(
        pairs,
        [
            ("a".into(), Some("1 2".into())),
            ("b".into(), Some("&=".into())),
            ("c".into(), Some("".into())),
            ("d".into(), None),
            ("".into(), Some("e".into())),
        ]
    );
    assert_eq!(
        UriReference::parse("http://h/")
            .unwrap()
            .query_pairs()
            .count(),
        0
    );
    // An opaque URI has no query: its "?" is part of the opaque part.
    let uri = UriReference::parse("mailto:a@b?subject=x").unwrap();
    assert!(uri.query().is_none());
    assert_eq!(uri.path().as_str(), "a@b?subject=x");
}
