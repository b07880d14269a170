//! `Url::components`: the generic parts of a URL of each scheme, as
//! written (grammar-notes/rfc1738/components.md).

use rfc1738::Url;

use crate::common::parts;

/// `(input, [(part, text)])`: every part the URL has, none other.
fn check(cases: &[(&str, &[(&str, &str)])]) {
    for (input, want) in cases {
        let url = Url::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(parts(input, url.components()), *want, "{input}");
    }
}

#[test]
fn http() {
    check(&[
        // §3.3; the `/` after the host is no part of the path (§3.1).
        (
            "http://h.example:8080/a/b?q=1",
            &[
                ("scheme", "http"),
                ("host", "h.example"),
                ("port", "8080"),
                ("path", "a/b"),
                ("query", "q=1"),
            ],
        ),
        (
            "http://h.example",
            &[("scheme", "http"), ("host", "h.example")],
        ),
        (
            "http://h.example/",
            &[("scheme", "http"), ("host", "h.example"), ("path", "")],
        ),
        (
            "http://h/?",
            &[
                ("scheme", "http"),
                ("host", "h"),
                ("path", ""),
                ("query", ""),
            ],
        ),
        (
            "HTTP://10.0.0.1/x",
            &[("scheme", "HTTP"), ("host", "10.0.0.1"), ("path", "x")],
        ),
    ]);
}

#[test]
fn ftp() {
    check(&[
        // §3.2: the url-path is `<cwd1>/.../<name>;type=<typecode>`.
        (
            "ftp://joe:pw@ftp.example:21/pub/f.txt;type=i",
            &[
                ("scheme", "ftp"),
                ("user", "joe"),
                ("password", "pw"),
                ("host", "ftp.example"),
                ("port", "21"),
                ("path", "pub/f.txt;type=i"),
            ],
        ),
        // Empty user and password differ from none (§3.1).
        (
            "ftp://@h/",
            &[("scheme", "ftp"), ("user", ""), ("host", "h"), ("path", "")],
        ),
        (
            "ftp://u:@h/%2Fetc",
            &[
                ("scheme", "ftp"),
                ("user", "u"),
                ("password", ""),
                ("host", "h"),
                ("path", "%2Fetc"),
            ],
        ),
        ("ftp://h", &[("scheme", "ftp"), ("host", "h")]),
        // A `?` is data in an fsegment: no query.
        (
            "ftp://h/a?b",
            &[("scheme", "ftp"), ("host", "h"), ("path", "a?b")],
        ),
    ]);
}

#[test]
fn gopher() {
    check(&[
        (
            "gopher://h.example",
            &[("scheme", "gopher"), ("host", "h.example")],
        ),
        (
            "gopher://h.example/",
            &[("scheme", "gopher"), ("host", "h.example"), ("path", "")],
        ),
        (
            "gopher://h/1",
            &[("scheme", "gopher"), ("host", "h"), ("path", "1")],
        ),
        // §3.4: the path is the gopher type and the selector; the search
        // follows the first %09; the Gopher+ string is neither.
        (
            "gopher://h:70/7sel/x%09words%09+",
            &[
                ("scheme", "gopher"),
                ("host", "h"),
                ("port", "70"),
                ("path", "7sel/x"),
                ("query", "words"),
            ],
        ),
        // A %09 followed by `/` cannot start a search: still the selector.
        (
            "gopher://h/1a%09b/c",
            &[("scheme", "gopher"), ("host", "h"), ("path", "1a%09b/c")],
        ),
    ]);
}

#[test]
fn mailto_news_nntp() {
    check(&[
        // No `//`: the path is the part after the `:` (§3.5, §3.6).
        (
            "mailto:joe@h.example",
            &[("scheme", "mailto"), ("path", "joe@h.example")],
        ),
        (
            "news:comp.infosystems.www",
            &[("scheme", "news"), ("path", "comp.infosystems.www")],
        ),
        ("news:*", &[("scheme", "news"), ("path", "*")]),
        (
            "news:123@h.example",
            &[("scheme", "news"), ("path", "123@h.example")],
        ),
        // §3.7: the group and the article number after the host's `/`.
        (
            "nntp://h.example:119/comp.lang/42",
            &[
                ("scheme", "nntp"),
                ("host", "h.example"),
                ("port", "119"),
                ("path", "comp.lang/42"),
            ],
        ),
    ]);
}

#[test]
fn telnet_wais_file_prospero() {
    check(&[
        (
            "telnet://u:p@h.example:23/",
            &[
                ("scheme", "telnet"),
                ("user", "u"),
                ("password", "p"),
                ("host", "h.example"),
                ("port", "23"),
                ("path", ""),
            ],
        ),
        ("telnet://h", &[("scheme", "telnet"), ("host", "h")]),
        // §3.9: the database, its search after `?`, or the document.
        (
            "wais://h/db",
            &[("scheme", "wais"), ("host", "h"), ("path", "db")],
        ),
        (
            "wais://h/db?w",
            &[
                ("scheme", "wais"),
                ("host", "h"),
                ("path", "db"),
                ("query", "w"),
            ],
        ),
        (
            "wais://h:210/db/t/p",
            &[
                ("scheme", "wais"),
                ("host", "h"),
                ("port", "210"),
                ("path", "db/t/p"),
            ],
        ),
        // §3.10: no host written, no host.
        (
            "file:///etc/motd",
            &[("scheme", "file"), ("path", "etc/motd")],
        ),
        (
            "file://localhost/etc",
            &[("scheme", "file"), ("host", "localhost"), ("path", "etc")],
        ),
        // §3.11: the fields are part of the url-path.
        (
            "prospero://h/a/b;f=v",
            &[("scheme", "prospero"), ("host", "h"), ("path", "a/b;f=v")],
        ),
    ]);
}

#[test]
fn other_schemes() {
    check(&[
        // The common syntax of §3.1 ...
        (
            "x-y://u@h.example:1/p/q",
            &[
                ("scheme", "x-y"),
                ("user", "u"),
                ("host", "h.example"),
                ("port", "1"),
                ("path", "p/q"),
            ],
        ),
        ("https://h", &[("scheme", "https"), ("host", "h")]),
        // ... or not: the whole scheme part.
        ("urn:isbn:123", &[("scheme", "urn"), ("path", "isbn:123")]),
        ("x:", &[("scheme", "x"), ("path", "")]),
        (
            "x://h/p?",
            &[("scheme", "x"), ("host", "h"), ("path", "p?")],
        ),
    ]);
}

/// No RFC 1738 URL has user information as one part, or a fragment.
#[test]
fn no_userinfo_and_no_fragment() {
    for input in ["ftp://u:p@h/", "x://u:p@h/", "http://h/"] {
        let c = Url::parse(input).unwrap().components();
        assert_eq!((c.userinfo, c.fragment), (None, None), "{input}");
    }
}
