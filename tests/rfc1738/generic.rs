//! RFC 1738 §2.1 "The main parts of URLs" and the top of §5: one test per
//! production of `src/rfc1738/generic.rs`, and the strict scheme-case
//! option. Trees and errors: snapshots/rfc1738/generic__*.snap.

use rfc1738::Production as P;
use rfc1738::{Options, Url, parse_production, parse_production_with};

#[test]
fn genericurl() {
    cases!(P::Genericurl,
        accept: [
            "https://example.com/",
            "http://host:/",    // *xchar: the generic reading has no port rule (url rejects it)
            "foo:",             // schemepart = *xchar may be empty
            "x-y+z.1:a/b;c?d:e@f&g=h",
            "foo://under_score/", // "_" is no host character: the opaque reading
            "HTTP://example.com/", // §2.1/§5: "interpreters should use case-ignore"
            "mailto:a%40b",
        ],
        reject: [
            ":x",               // scheme = 1*[...]: at least one character
            "foo",              // no ":"
            "fo_o:x",           // "_" is not a scheme character
            "foo:a b",          // space is unsafe (§2.2)
            "foo:a#frag",       // "#" must always be encoded (§2.2)
            "foo:%zz",          // a broken escape
            "foo:~x",           // "~" is national, so unsafe
        ],
    );
}

#[test]
fn url() {
    cases!(P::Url,
        accept: [
            "http://example.com/",
            "HTTP://Example.COM/", // the scheme name is case-insensitive (§2.1)
            "ftp://h/a;type=d",
            "news:comp.infosystems.www",
            "file:///etc/hosts",
            "https://example.com/", // not one of the ten of §3: otherurl
            "foo:",             // otherurl with an empty schemepart
            "httpx://host:/",   // not "http": otherurl, any *xchar
        ],
        reject: [
            "http://host:/",    // §3.1: no empty port; a predefined scheme never falls back to otherurl
            "Http://host:/",    // the dispatch is case-insensitive too
            "ftp://h/a;type=x", // ftptype is A I D a i d only
            "telnet://h/x",     // §5: nothing after telnet's optional "/"
            "http://user@host/", // §3.3: no user name or password in http
            "news:a b",
            "foo:a b",
            "",
        ],
    );
}

#[test]
fn otherurl() {
    cases!(P::Otherurl,
        accept: [
            "https://example.com/",
            "x:y",
            "gopher+x:1",
            "http://host:/",    // otherurl = genericurl: the no-fallback rule is url's
        ],
        reject: [
            "x",                // no ":"
            ":y",               // no scheme
            "x:<y>",            // "<" and ">" are unsafe (§2.2)
        ],
    );
}

#[test]
fn scheme() {
    cases!(P::Scheme,
        accept: [
            "http",
            "x-y+z.1",
            "1a",               // the BNF allows a leading digit (RFC 2396 forbids it)
            "+",
            ".",
            "HTTP",             // §5 comment: "interpreters should use case-ignore"
            "Ftp",
        ],
        reject: [
            "",                 // 1*[...]
            "a_b",              // "_" is not a scheme character
            "a:b",              // ":" ends the scheme
            "a b",
            "é",
            "%68ttp",           // no escape in a scheme
        ],
    );
}

#[test]
fn schemepart() {
    cases!(P::Schemepart,
        accept: [
            "",                 // *xchar may be empty
            "//host/path",      // the ip-schemepart reading: it covers the whole part
            "//u:p@h:21/a;b?c", // the ip-schemepart reading
            "//host:/",         // ip-schemepart fails (no empty port): the *xchar reading
            "//under_score/",   // ip-schemepart fails at "_": the *xchar reading
            "opaque;x?y",       // no "//": the *xchar reading
            "/x",               // one "/" only: the *xchar reading
        ],
        reject: [
            "a b",              // space is unsafe (§2.2)
            "//h/#frag",        // "#" is unsafe, in either reading
            "%2",               // a broken escape
            "~",
        ],
    );
}

/// `Options::strict_scheme_case` reads `scheme` and the scheme literals
/// byte for byte: lower case only (§5: `scheme` has only `lowalpha`).
#[test]
fn scheme_strict_case() {
    let strict = Options::new().strict_scheme_case(true);

    // scheme itself
    assert!(parse_production_with(P::Scheme, "http", strict).is_ok());
    assert!(parse_production_with(P::Scheme, "x-y+z.1", strict).is_ok());
    let e = parse_production_with(P::Scheme, "HTTP", strict).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::Scheme, 0));
    let e = parse_production_with(P::Scheme, "httP", strict).unwrap_err();
    assert_eq!(
        (e.expected(), e.offset(), e.found()),
        (P::Scheme, 3, Some('P'))
    );
    // The default reading accepts both.
    assert!(parse_production(P::Scheme, "HTTP").is_ok());

    // genericurl: only the scheme is lower case, the schemepart keeps its case.
    assert!(parse_production_with(P::Genericurl, "foo:X/Y", strict).is_ok());
    let e = parse_production_with(P::Genericurl, "Foo:x", strict).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::Scheme, 0));

    // The scheme literals of the predefined schemes.
    let e = parse_production_with(P::Httpurl, "HTTP://h/", strict).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::Scheme, 0));
    let e = parse_production_with(P::Url, "ftP://h/", strict).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::Scheme, 2));
    assert!(parse_production_with(P::Url, "http://h/", strict).is_ok());

    // Url::parse_with
    assert_eq!(
        Url::parse_with("http://example.com/", strict)
            .unwrap()
            .production(),
        P::Httpurl
    );
    let e = Url::parse_with("HTTP://example.com/", strict).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::Scheme, 0));
    let e = Url::parse_with("Https://example.com/", strict).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::Scheme, 0));
    assert_eq!(
        Url::parse_with("https://example.com/", strict)
            .unwrap()
            .production(),
        P::Genericurl
    );
    // Default: case-insensitive, the scheme kept as written.
    let url = Url::parse("HTTP://example.com/").unwrap();
    assert_eq!((url.production(), url.scheme()), (P::Httpurl, "HTTP"));
}

/// `url` dispatches on the scheme name: a predefined scheme is never read
/// as `otherurl`, whatever its case.
#[test]
fn url_no_fallback_to_otherurl() {
    for input in [
        "http://host:/",
        "HTTP://host:/",
        "ftp://h/a;TYPE=a",
        "file://host",
        "mailto:",
    ] {
        assert!(
            parse_production(P::Genericurl, input).is_ok(),
            "{input:?} is a genericurl"
        );
        assert!(
            Url::parse(input).is_err(),
            "{input:?} must not fall back to otherurl"
        );
    }
    for (input, p) in [
        ("http://h/", P::Httpurl),
        ("ftp://h/", P::Ftpurl),
        ("news:*", P::Newsurl),
        ("nntp://h/g", P::Nntpurl),
        ("telnet://h/", P::Telneturl),
        ("gopher://h/", P::Gopherurl),
        ("wais://h/db", P::Waisurl),
        ("mailto:a@b", P::Mailtourl),
        ("file:///x", P::Fileurl),
        ("prospero://h/p", P::Prosperourl),
        ("https://h/", P::Genericurl),
        ("nntpx://h/", P::Genericurl), // a longer name is another scheme
    ] {
        assert_eq!(
            Url::parse(input).map(|u| u.production()),
            Ok(p),
            "{input:?}"
        );
    }
}

/// The scheme part of an `otherurl`, as written: everything after the
/// first `":"`.
#[test]
fn schemepart_as_str_is_the_text_after_the_colon() {
    for (input, part) in [
        ("x:a%20b", "a%20b"),
        ("foo://u@h:1/p", "//u@h:1/p"),
        ("foo:", ""),
    ] {
        let url = Url::parse(input).unwrap();
        let rfc1738::UrlKind::Other(g) = url.kind() else {
            panic!("{input} is an otherurl")
        };
        assert_eq!(g.schemepart().as_str(), part, "{input}");
        assert_eq!(g.schemepart().span().as_str(), part, "{input}");
    }
}
