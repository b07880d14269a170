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

/// A query node's own pairs: split at `&`, then at the first `=`, each
/// part with its bytes in the input.
#[test]
fn the_pairs_of_a_query() {
    use rfc1738::rfc2396::meaning::QueryPair;
    let uri = UriReference::parse("http://h/?a=1&b=x=y&&c&").unwrap();
    let q = uri.query().unwrap();
    let pairs: Vec<QueryPair<'_>> = q.pairs().collect();
    let parts: Vec<(&str, std::ops::Range<usize>, Option<&str>)> = pairs
        .iter()
        .map(|p| (p.name.as_str(), p.name.range(), p.value.map(|v| v.as_str())))
        .collect();
    assert_eq!(
        parts,
        [
            ("a", 10..11, Some("1")),
            ("b", 14..15, Some("x=y")),
            ("c", 21..22, None),
        ]
    );
    assert_eq!(pairs[1].value.unwrap().range(), 16..19);
    assert_eq!(pairs, uri.query_pairs().collect::<Vec<_>>());
    // An empty query has no pairs.
    assert_eq!(
        UriReference::parse("http://h/?")
            .unwrap()
            .query()
            .unwrap()
            .pairs()
            .count(),
        0
    );
}

/// The form convention's decoding: `+` a space, `%HH` its octet, a `%`
/// that starts no escape kept; bytes that are not UTF-8 become U+FFFD.
#[test]
fn form_decoding() {
    use rfc1738::rfc2396::meaning::form_decode;
    use std::borrow::Cow;
    assert!(matches!(form_decode("abc"), Cow::Borrowed(b"abc")));
    assert_eq!(form_decode("a+b"), b"a b".as_slice());
    assert_eq!(form_decode("a%20b%2B"), b"a b+".as_slice());
    assert_eq!(form_decode("100%+x%2"), b"100% x%2".as_slice());
    assert_eq!(form_decode("%41%42+%zz"), b"AB %zz".as_slice());
    let uri = UriReference::parse("http://h/?n%FF=%C3%A9&plain=v").unwrap();
    let pairs: Vec<_> = uri.query_pairs().collect();
    assert_eq!(pairs[0].decode_name(), "n\u{FFFD}");
    assert_eq!(pairs[0].decode_value().unwrap(), "\u{e9}");
    assert!(matches!(pairs[1].decode_name(), Cow::Borrowed("plain")));
    assert_eq!(pairs[1].decode_value().unwrap(), "v");
}
