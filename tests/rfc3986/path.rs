//! RFC 3986 §3.3 "Path": one test per rule of `src/rfc3986/path.rs`.
//! Trees and errors: snapshots/rfc3986/path__*.snap.

use rfc1738::rfc3986::Production as P;

#[test]
fn path() {
    cases!(P::Path,
        accept: ["", "/", "/a/b", "//a", "a/b", "a:b/c", "a/b:c"],
        reject: ["a b", "/%", "?", "#x"],
    );
}

#[test]
fn path_abempty() {
    cases!(P::PathAbempty, accept: ["", "/", "/a//b/", "/a:b@c"], reject: ["a", "/a b", "/%4x"]);
}

#[test]
fn path_absolute() {
    cases!(P::PathAbsolute,
        accept: ["/", "/a", "/a/", "/a//b"],
        reject: [
            "",
            "//a",              // "/" then no segment-nz: `//` starts an authority
            "a",
            "/a?",
        ],
    );
}

#[test]
fn path_noscheme() {
    cases!(P::PathNoscheme,
        accept: ["a", "a/b:c", "@x/", "%3A"],
        reject: [
            "a:b",              // no ":" in the first segment
            ":",
            "",
            "/a",
        ],
    );
}

#[test]
fn path_rootless() {
    cases!(P::PathRootless, accept: ["a", "a:b", "a/", "joe@example.com"], reject: ["", "/a", "a b"]);
}

#[test]
fn path_empty() {
    cases!(P::PathEmpty, accept: [""], reject: ["a", "/"], language: 1);
}

#[test]
fn segment() {
    cases!(P::Segment, accept: ["", "a", "a:b@c", "%2F"], reject: ["a/b", "a?", "%"]);
}

#[test]
fn segment_nz() {
    cases!(P::SegmentNz, accept: ["a", ":", "@@"], reject: ["", "/", "a/"]);
}

#[test]
fn segment_nz_nc() {
    cases!(P::SegmentNzNc, accept: ["a", "@", "a%3Ab"], reject: ["", ":", "a:b"]);
}
