//! RFC 1738 §3.3 "HTTP": one test per production of
//! `src/rfc1738/http.rs`. Trees and errors:
//! snapshots/rfc1738/http__*.snap.

use rfc1738::Production as P;

#[test]
fn httpurl() {
    cases!(P::Httpurl,
        accept: [
            "http://h",         // §3.3: with neither path nor search, the "/" may be omitted
            "http://h/",
            "http://example.com:80/a/b;c?q=1&r=2",
            "http://h/?",       // an empty search
            "http://h/?x",      // an empty hpath, then a search
            "http://10.0.0.1:8080/x",
            "http://h/a;b:c@d&e=f", // ";" is in hsegment (§5; RFC 1808 gives it ;params)
            "http://h/%7Euser", // "~" encoded
            "HTTP://H/",        // the scheme name is case-insensitive (§2.1)
        ],
        reject: [
            "http://h?x",       // "?" search only after "/" hpath
            "http://h/~user",   // "~" is national, so unsafe (§2.2)
            "http://h/a#frag",  // "#" is unsafe: a fragment is not part of the URL
            "http://user@h/",   // §3.3: "No user name or password is allowed"
            "http://u:p@h/",
            "http://h/?a/b",    // "/" is reserved in the searchpart (§3.3)
            "http://h/?a?b",    // so is "?"
            "http://h:/",       // §3.1: no empty port
            "http:h",
            "http://h/a b",     // space is unsafe
        ],
    );
}

#[test]
fn hpath() {
    cases!(P::Hpath,
        accept: [
            "",                 // one empty hsegment
            "a/b",
            "a;b/c:d@e&f=g",
            "a//b/",            // empty segments
            "%7E/%2F",
        ],
        reject: [
            "a?b",              // "?" starts the search, it is not in hpath
            "~u",
            "a#b",
            "a b",
            "a/%zz",            // a broken escape, in the second segment
        ],
    );
}

#[test]
fn hsegment() {
    cases!(P::Hsegment,
        accept: [
            "",
            "index.html",
            "a;b",              // ";" is in hsegment
            "%2F",              // an encoded "/" stays in the segment
            "u:p@h&x=y",
        ],
        reject: [
            "a/b",              // "/" separates segments
            "a?b",
            "~",
            "{x}",              // national
        ],
    );
}

#[test]
fn search() {
    cases!(P::Search,
        accept: [
            "",
            "q=1&r=2",
            "a;b:c@d",
            "%2F%3F",           // "/" and "?" encoded
            "x+y",
        ],
        reject: [
            "a/b",              // "/" is reserved in the searchpart (§3.3), not in search
            "a?b",              // so is "?"
            "#x",               // "#" is unsafe
            "a b",
            "~",
            "%4",
        ],
    );
}

/// The path of an `httpurl`, as written: after the `"/"`, up to `"?"`.
#[test]
fn hpath_as_str_is_the_path_as_written() {
    for (input, path) in [
        ("http://h/a%2Fb/c;d?q", "a%2Fb/c;d"),
        ("http://h/", ""),
        ("http://h:8/x/?", "x/"),
    ] {
        let url = rfc1738::Url::parse(input).unwrap();
        let hpath = url.as_http().unwrap().hpath().unwrap();
        assert_eq!(hpath.as_str(), path, "{input}");
    }
}
