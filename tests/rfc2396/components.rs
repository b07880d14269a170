//! `UriReference::components`: the generic parts of a URI reference, as
//! written (grammar-notes/rfc2396/components.md; issue 14, item 7).

use rfc1738::rfc2396::UriReference;

use crate::common::parts;

/// `(input, [(part, text)])`: every part the reference has, none other.
fn check(cases: &[(&str, &[(&str, &str)])]) {
    for (input, want) in cases {
        let uri = UriReference::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(parts(input, uri.components()), *want, "{input}");
    }
}

#[test]
fn server_authority() {
    check(&[
        (
            "http://joe:pw@[::1]:8080/a;p/b?q=1#f",
            &[
                ("scheme", "http"),
                ("authority", "joe:pw@[::1]:8080"),
                ("userinfo", "joe:pw"),
                ("user", "joe"),
                ("password", "pw"),
                ("host", "[::1]"), // the brackets are the host's (RFC 2732 §3)
                ("port", "8080"),
                ("path", "/a;p/b"), // §3: the `/` is the path's
                ("query", "q=1"),
                ("fragment", "f"),
            ],
        ),
        // Split at the first `:`; the rest is the password.
        (
            "ftp://a:b:c@h/",
            &[
                ("scheme", "ftp"),
                ("authority", "a:b:c@h"),
                ("userinfo", "a:b:c"),
                ("user", "a"),
                ("password", "b:c"),
                ("host", "h"),
                ("path", "/"),
            ],
        ),
        // Present and empty: `""`; the empty port of §3.2.2.
        (
            "http://@h:/?#",
            &[
                ("scheme", "http"),
                ("authority", "@h:"),
                ("userinfo", ""),
                ("user", ""),
                ("host", "h"),
                ("port", ""),
                ("path", "/"),
                ("query", ""),
                ("fragment", ""),
            ],
        ),
        (
            "http://h.example.",
            &[
                ("scheme", "http"),
                ("authority", "h.example."),
                ("host", "h.example."),
                ("path", ""),
            ],
        ),
        // The empty authority: no host.
        (
            "file:///etc/hosts",
            &[
                ("scheme", "file"),
                ("authority", ""),
                ("path", "/etc/hosts"),
            ],
        ),
    ]);
}

#[test]
fn reg_name_authority() {
    // §3.2.1: an authority that is no server has no userinfo, host or port.
    check(&[
        (
            "http://a_b:80/",
            &[("scheme", "http"), ("authority", "a_b:80"), ("path", "/")],
        ),
        // Two `@`: no server.
        (
            "x://a@b@c/p",
            &[("scheme", "x"), ("authority", "a@b@c"), ("path", "/p")],
        ),
    ]);
    let uri = UriReference::parse("http://a_b:80/").unwrap();
    assert!(uri.authority().unwrap().reg_name().is_some());
}

#[test]
fn opaque_and_relative() {
    check(&[
        // The path of an opaque URI is its opaque part, `?` included.
        (
            "mailto:joe@h.example?subject=hi",
            &[("scheme", "mailto"), ("path", "joe@h.example?subject=hi")],
        ),
        (
            "urn:isbn:123#x",
            &[("scheme", "urn"), ("path", "isbn:123"), ("fragment", "x")],
        ),
        ("//g", &[("authority", "g"), ("host", "g"), ("path", "")]),
        ("../a/b?q", &[("path", "../a/b"), ("query", "q")]),
        ("/a", &[("path", "/a")]),
        // The path is never absent.
        ("", &[("path", "")]),
        ("#s", &[("path", ""), ("fragment", "s")]),
    ]);
}

/// The authority, whole: absent, empty, a registry name, a server.
/// These four resolve differently, and their components differ.
#[test]
fn the_authority_is_a_component() {
    check(&[
        ("http:/x", &[("scheme", "http"), ("path", "/x")]),
        (
            "http:///x",
            &[("scheme", "http"), ("authority", ""), ("path", "/x")],
        ),
        (
            "http://a_b/x",
            &[("scheme", "http"), ("authority", "a_b"), ("path", "/x")],
        ),
        // `u@` is no server (a host must follow the `@`): a registry name.
        (
            "http://u@/x",
            &[("scheme", "http"), ("authority", "u@"), ("path", "/x")],
        ),
        (
            "http://u@h:1/x",
            &[
                ("scheme", "http"),
                ("authority", "u@h:1"),
                ("userinfo", "u"),
                ("user", "u"),
                ("host", "h"),
                ("port", "1"),
                ("path", "/x"),
            ],
        ),
    ]);
}
