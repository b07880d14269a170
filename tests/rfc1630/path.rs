//! RFC 1630's `path`, `segment` and `search`: one test per production of
//! `src/rfc1630/path.rs`. Trees and errors: snapshots/rfc1630/path__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn path() {
    cases!(P::Path,
        accept: [
            "",                 // void
            "a",
            "a/b/c",
            "a/b/",             // "The trailing slash indicates a void segment"
            "a+b/%2F/\"q\"",
        ],
        reject: [
            "/a",               // an empty segment only at the end
            "a//b",
            "a;b",
            "a?b",
            "~u",
        ],
    );
}

#[test]
fn segment() {
    cases!(P::Segment,
        accept: ["a", "a+b", "%2Fx"],
        reject: ["", "a/b", "a=b"],
    );
}

#[test]
fn search() {
    cases!(P::Search,
        accept: ["dobbins", "a+b", "+a+", "*%20where", "a&b"],
        reject: ["", "a=b", "a/b", "a?b", "a b"],
    );
}
