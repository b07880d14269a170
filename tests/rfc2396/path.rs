//! RFC 2396 §3.3 "Path Component" (and `abs_path`, `opaque_part`,
//! `uric_no_slash` of §3): one test per production of
//! `src/rfc2396/path.rs`. Trees and errors: snapshots/rfc2396/path__*.snap.

use rfc1738::rfc2396::{Production as P, UriReference};

#[test]
fn path() {
    cases!(P::Path,
        accept: ["", "/a/b", "joe@example.com", "a:b?c", "/"],
        reject: [
            "[x]",              // uric_no_slash has no "[" (RFC 2732 changed reserved only)
            "/a b",
            "%zz",
        ],
    );
}

#[test]
fn abs_path() {
    cases!(P::AbsPath,
        accept: ["/", "/a/b/c", "//x", "/hammers;sale=false/index.html;graphics=true", "/a:b@c"],
        reject: [
            "a/b",
            "/a[0]",            // "[" is no pchar
            "/a?b",             // "?" ends a path
            "/%2",
        ],
    );
}

#[test]
fn opaque_part() {
    cases!(P::OpaquePart,
        accept: ["joe@example.com", "x", "a?subject=x", "x[y]", "%41/b"],
        reject: [
            "",                 // uric_no_slash first
            "/x",               // "/" first is a hier_part
            "[x]",
            "a#b",
        ],
    );
}

#[test]
fn uric_no_slash() {
    cases!(P::UricNoSlash, accept: ["a", "?", ";", "%2F"], reject: ["/", "[", "#"]);
}

#[test]
fn path_segments() {
    cases!(P::PathSegments, accept: ["", "a", "a/b;c/", "a;;b;/;x"], reject: ["a b", "a/[", "a|b"]);
}

#[test]
fn segment() {
    cases!(P::Segment,
        accept: ["", "hammers;sale=false", "a;;b;", "index.html;graphics=true", "%7E"],
        reject: ["a/b", "a?b", "a b"],
    );
}

#[test]
fn param() {
    cases!(P::Param, accept: ["", "sale=false", "type=i", "a:b@c"], reject: ["a;b", "a/b", "a]"]);
}

#[test]
fn pchar() {
    cases!(P::Pchar, accept: ["a", ":", "@", "%20", "~"], reject: [";", "/", "[", "?"]);
}

/// Seed 002's example: parameters on each segment, with `name=value`.
#[test]
fn params_of_each_segment() {
    let uri =
        UriReference::parse("http://www.hardware.com/hammers;sale=false/index.html;graphics=true")
            .unwrap();
    type Params = Vec<(String, Option<String>)>;
    let segs: Vec<(String, Params)> = uri
        .segments()
        .map(|s| {
            let params = s
                .params()
                .map(|p| {
                    let (n, v) = p.name_value();
                    (n.to_string(), v.map(|v| v.to_string()))
                })
                .collect();
            (s.name().to_string(), params)
        })
        .collect();
    assert_eq!(
        segs,
        [
            (
                "hammers".into(),
                vec![("sale".into(), Some("false".into()))]
            ),
            (
                "index.html".into(),
                vec![("graphics".into(), Some("true".into()))]
            ),
        ]
    );
    let uri = UriReference::parse("/a;;b;").unwrap();
    let params: Vec<_> = uri
        .segments()
        .next()
        .unwrap()
        .params()
        .map(|p| p.as_str())
        .collect();
    assert_eq!(params, ["", "b", ""]);
    // Decoding after splitting: %2F stays inside its segment.
    let uri = UriReference::parse("/a%2Fb/c").unwrap();
    let segs: Vec<_> = uri.segments().map(|s| s.decode().into_owned()).collect();
    assert_eq!(segs, [b"a/b".to_vec(), b"c".to_vec()]);
    // A relative path's segments start with its rel_segment.
    let uri = UriReference::parse("g;x/h").unwrap();
    let segs: Vec<_> = uri.segments().map(|s| s.name().as_str()).collect();
    assert_eq!(segs, ["g", "h"]);
    // An opaque URI has no segments.
    assert_eq!(
        UriReference::parse("mailto:a/b")
            .unwrap()
            .segments()
            .count(),
        0
    );
}

/// An `abs_path`'s segments, each with its bytes, and each param split
/// at its first `"="` (or not at all).
#[test]
fn the_segments_of_an_abs_path() {
    let uri = UriReference::parse("http://h/a;x=1=2;y/b/").unwrap();
    let p = uri.abs_path().unwrap();
    assert_eq!(p.path_segments().as_str(), "a;x=1=2;y/b/");
    let segs: Vec<_> = p
        .segments()
        .map(|s| (s.as_str(), s.span().range()))
        .collect();
    assert_eq!(segs, [("a;x=1=2;y", 9..18), ("b", 19..20), ("", 21..21)]);
    let first = p.segments().next().unwrap();
    assert_eq!(first.name().range(), 9..10);
    let params: Vec<_> = first
        .params()
        .map(|p| {
            let (n, v) = p.name_value();
            (n.as_str(), n.range(), v.map(|v| (v.as_str(), v.range())))
        })
        .collect();
    assert_eq!(
        params,
        [("x", 11..12, Some(("1=2", 13..16))), ("y", 17..18, None),]
    );
    // The path "/" is one empty segment.
    let uri = UriReference::parse("x:/").unwrap();
    let segs: Vec<_> = uri
        .abs_path()
        .unwrap()
        .segments()
        .map(|s| (s.as_str(), s.span().start()))
        .collect();
    assert_eq!(segs, [("", 3)]);
}
