//! RFC 3987 §2.2's paths: one test per rule of `src/rfc3987/path.rs`.
//! Trees and errors: snapshots/rfc3987/path__*.snap.

use rfc1738::rfc3987::Production as P;

#[test]
fn ipath() {
    cases!(P::Ipath,
        accept: ["", "/", "/ä/b", "//a", "パス/b", "a:b/c", "δ/b:c"],
        reject: ["a b", "/%", "?", "#x", "/\u{E000}"],
    );
}

#[test]
fn ipath_abempty() {
    cases!(P::IpathAbempty, accept: ["", "/", "/ä//b/", "/a:b@c"], reject: ["ä", "/a b", "/%4x", "/\u{FFFD}"]);
}

#[test]
fn ipath_absolute() {
    cases!(P::IpathAbsolute,
        accept: ["/", "/ä", "/a/", "/a//b"],
        reject: [
            "",
            "//a",              // "/" then no isegment-nz: `//` starts an authority
            "ä",
            "/a?",
        ],
    );
}

#[test]
fn ipath_noscheme() {
    cases!(P::IpathNoscheme,
        accept: ["ä", "a/b:c", "@x/", "%3A", "例/え"],
        reject: [
            "ä:b",              // no ":" in the first segment
            ":",
            "",
            "/a",
        ],
    );
}

#[test]
fn ipath_rootless() {
    cases!(P::IpathRootless, accept: ["a", "ä:b", "a/", "josé@例え.jp"], reject: ["", "/a", "a b", "\u{E000}"]);
}

#[test]
fn ipath_empty() {
    cases!(P::IpathEmpty, accept: [""], reject: ["a", "/", "é"], language: 1);
}

#[test]
fn isegment() {
    cases!(P::Isegment, accept: ["", "a", "ä:b@c", "%2F", "𝄞"], reject: ["a/b", "a?", "%", "\u{E000}"]);
}

#[test]
fn isegment_nz() {
    cases!(P::IsegmentNz, accept: ["a", ":", "@@", "ü"], reject: ["", "/", "a/", "\u{FFFE}"]);
}

#[test]
fn isegment_nz_nc() {
    cases!(P::IsegmentNzNc, accept: ["a", "@", "a%3Ab", "ñ"], reject: ["", ":", "ä:b"]);
}
