//! `Url::components` and `FragmentAddress::components`: the generic parts
//! of an RFC 1630 URL of each scheme, as written
//! (grammar-notes/rfc1630/components.md).

use rfc1738::rfc1630::{FragmentAddress, Url};

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
        (
            "http://info.cern.ch:8000/imaginary/test?w1+w2",
            &[
                ("scheme", "http"),
                ("host", "info.cern.ch"),
                ("port", "8000"),
                ("path", "imaginary/test"),
                ("query", "w1+w2"),
            ],
        ),
        ("http://h", &[("scheme", "http"), ("host", "h")]),
        (
            "http://h/",
            &[("scheme", "http"), ("host", "h"), ("path", "")],
        ),
        // `hostport [ / path ] [ ? search ]`: a search without a path.
        (
            "http://h?w",
            &[("scheme", "http"), ("host", "h"), ("query", "w")],
        ),
        // The `url:` prefix is no part of the scheme.
        (
            "url:http://h/a",
            &[("scheme", "http"), ("host", "h"), ("path", "a")],
        ),
    ]);
}

#[test]
fn login_schemes() {
    check(&[
        // The type suffix is part of the path, as in RFC 1738.
        (
            "ftp://u:p@h.example/pub/rfc;type=AN",
            &[
                ("scheme", "ftp"),
                ("user", "u"),
                ("password", "p"),
                ("host", "h.example"),
                ("path", "pub/rfc;type=AN"),
            ],
        ),
        (
            "ftp://h/",
            &[("scheme", "ftp"), ("host", "h"), ("path", "")],
        ),
        // `telnet://login`: no path at all.
        (
            "telnet://u@h:23",
            &[
                ("scheme", "telnet"),
                ("user", "u"),
                ("host", "h"),
                ("port", "23"),
            ],
        ),
    ]);
}

#[test]
fn server_schemes() {
    check(&[
        // gopher: the type and the command, one path (no search).
        (
            "gopher://h/1sel%09w",
            &[("scheme", "gopher"), ("host", "h"), ("path", "1sel%09w")],
        ),
        ("gopher://h", &[("scheme", "gopher"), ("host", "h")]),
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
            "wais://h/db",
            &[("scheme", "wais"), ("host", "h"), ("path", "db")],
        ),
        (
            "wais://h/db/t/1=p;",
            &[("scheme", "wais"), ("host", "h"), ("path", "db/t/1=p;")],
        ),
        (
            "prospero://h:1525/a/b%0012x",
            &[
                ("scheme", "prospero"),
                ("host", "h"),
                ("port", "1525"),
                ("path", "a/b%0012x"),
            ],
        ),
    ]);
}

#[test]
fn schemes_without_a_server() {
    check(&[
        (
            "news:comp.infosystems",
            &[("scheme", "news"), ("path", "comp.infosystems")],
        ),
        ("news:*", &[("scheme", "news"), ("path", "*")]),
        // `nntp:group/digits`: no host (RFC 1630's nntp names none).
        (
            "nntp:comp.infosystems/1234",
            &[("scheme", "nntp"), ("path", "comp.infosystems/1234")],
        ),
        (
            "mailto:joe@h.example",
            &[("scheme", "mailto"), ("path", "joe@h.example")],
        ),
        (
            "mid:960830.1639@XIson.com",
            &[("scheme", "mid"), ("path", "960830.1639@XIson.com")],
        ),
        (
            "cid:foo@bar.example",
            &[("scheme", "cid"), ("path", "foo@bar.example")],
        ),
        ("url:mid:a@b", &[("scheme", "mid"), ("path", "a@b")]),
    ]);
}

#[test]
fn fragment_address() {
    for (input, fragment) in [
        ("http://h/doc#s2", Some("s2")),
        ("http://h/doc#", Some("")),
        ("http://h/doc", None),
    ] {
        let f = FragmentAddress::parse(input).unwrap();
        let c = f.components();
        assert_eq!(c.fragment.map(|s| s.as_str()), fragment, "{input}");
        assert_eq!(c.path.unwrap().as_str(), "doc", "{input}");
        parts(input, c);
    }
    // The URL alone has none.
    assert_eq!(
        Url::parse("http://h/doc").unwrap().components().fragment,
        None
    );
}
