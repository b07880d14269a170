//! `Url` and `parse_production` through the public API: scheme dispatch
//! (§5, no fallback to `otherurl`), scheme case (§2.1), every example URL
//! of RFC 1738 §3, empty vs absent (§3.1), errors, and the API contract.

use rfc1738::{Options, ParseError, Production as P, Url, parse_production, parse_production_with};

fn production(input: &str) -> Result<P, String> {
    Url::parse(input)
        .map(|u| u.production())
        .map_err(|e| e.to_string())
}

#[test]
fn every_example_of_section_3_has_its_production() {
    for (input, expected) in [
        // §3.1
        ("ftp://@host.com/", P::Ftpurl),
        ("ftp://host.com/", P::Ftpurl),
        ("ftp://foo:@host.com/", P::Ftpurl),
        // §3.2.2
        ("ftp://myname@host.dom/%2Fetc/motd", P::Ftpurl),
        ("ftp://myname@host.dom/etc/motd", P::Ftpurl),
        ("ftp://myname@host.dom//etc/motd", P::Ftpurl),
        // Appendix references, joined where the RFC folds them
        ("ftp://ds.internic.net/rfc/rfc1436.txt;type=a", P::Ftpurl),
        ("ftp://info.cern.ch/pub/www/doc;type=d", P::Ftpurl),
        (
            "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
            P::Httpurl,
        ),
        // §3.4 (the forms of gopher-path)
        ("gopher://host.example/", P::Gopherurl),
        ("gopher://host.example", P::Gopherurl),
        ("gopher://host.example:70/1", P::Gopherurl),
        ("gopher://host.example/7selector%09search", P::Gopherurl),
        ("gopher://host.example/1sel%09%09+", P::Gopherurl),
        ("gopher://host.example/1sel%09%09?", P::Gopherurl),
        ("gopher://host.example/1sel%09%09!", P::Gopherurl),
        ("gopher://host.example/1sel%09%09$", P::Gopherurl),
        ("gopher://host.example/1sel%09%09!+ABSTRACT", P::Gopherurl),
        (
            "gopher://host.example/1sel%09%09!+ABSTRACT%20+SMELL",
            P::Gopherurl,
        ),
        (
            "gopher://host.example/1sel%09%09+application/postscript%20Es",
            P::Gopherurl,
        ),
        // §3.5–§3.9
        ("mailto:someone@example.com", P::Mailtourl),
        ("news:comp.infosystems.www", P::Newsurl),
        ("news:*", P::Newsurl),
        ("news:1234@host.example", P::Newsurl),
        (
            "nntp://news.example:119/comp.infosystems.www/42",
            P::Nntpurl,
        ),
        ("telnet://user:password@host.example:23/", P::Telneturl),
        ("wais://wais.example:210/database", P::Waisurl),
        ("wais://wais.example/database?search", P::Waisurl),
        ("wais://wais.example/database/wtype/wpath", P::Waisurl),
        // §3.10
        (
            "file://vms.host.edu/disk$user/my/notes/note12345.txt",
            P::Fileurl,
        ),
        ("file:///etc/hosts", P::Fileurl),
        ("file://localhost/etc/hosts", P::Fileurl),
        // §3.11
        ("prospero://host.dom//pros/name", P::Prosperourl),
        (
            "prospero://host.dom:1525/pros/name;field=value",
            P::Prosperourl,
        ),
    ] {
        assert_eq!(production(input), Ok(expected), "{input}");
    }
}

#[test]
fn empty_and_absent_user_and_password_differ() {
    // §3.1: "<URL:ftp://@host.com/> has an empty user name and no
    // password, <URL:ftp://host.com/> has no user name, while
    // <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty
    // password."
    let login = |s| Url::parse(s).unwrap().as_ftp().unwrap().login();
    let l = login("ftp://@host.com/");
    assert_eq!(l.user().map(|u| u.as_str()), Some(""));
    assert!(l.password().is_none());
    let l = login("ftp://host.com/");
    assert!(l.user().is_none() && l.password().is_none());
    let l = login("ftp://foo:@host.com/");
    assert_eq!(l.user().map(|u| u.as_str()), Some("foo"));
    assert_eq!(l.password().map(|p| p.as_str()), Some(""));
}

#[test]
fn predefined_schemes_never_fall_back_to_otherurl() {
    // Each of these is a `genericurl` under the bare BNF, but fails its
    // scheme's own production: the error comes from that production.
    for (input, within) in [
        ("http://host:/", P::Httpurl),
        ("http://user@host/", P::Httpurl),
        ("http://h?q", P::Httpurl),
        ("ftp://h/a;type=x", P::Ftpurl),
        ("ftp://h/a;TYPE=a", P::Ftpurl),
        ("telnet://h/x", P::Telneturl),
        ("news:a@b@c", P::Newsurl),
        ("nntp://h/", P::Nntpurl),
        ("wais://h/db/t", P::Waisurl),
        ("file://h", P::Fileurl),
        ("mailto:", P::Mailtourl),
        ("prospero://h/p;a", P::Prosperourl),
        ("gopher://h:/", P::Gopherurl),
        ("http:x", P::Httpurl),
    ] {
        assert!(
            parse_production(P::Genericurl, input).is_ok(),
            "{input} is a genericurl"
        );
        let err = Url::parse(input).unwrap_err();
        // `after`: the scheme's production matched completely and the
        // input goes on (`telnet://h/x`).
        assert!(
            err.expected() == within
                || err.within().contains(&within)
                || err.after() == Some(within),
            "{input}: {err} does not come from {within}"
        );
        let outermost = err.within().last().copied().unwrap_or(err.expected());
        assert_eq!(outermost, P::Url, "{input}: {err}");
    }
}

#[test]
fn other_schemes_are_genericurl() {
    for input in [
        "https://example.com/",
        "urn:isbn:0451450523",
        "x-y+z.1:",
        "tn3270://h/",
        "ftps://h/",
    ] {
        assert_eq!(production(input), Ok(P::Genericurl), "{input}");
    }
    let url = Url::parse("https://example.com/a").unwrap();
    assert_eq!(url.scheme(), "https");
    let g = url.as_generic().unwrap();
    assert_eq!(
        g.schemepart()
            .ip_schemepart()
            .unwrap()
            .urlpath()
            .unwrap()
            .as_str(),
        "a"
    );
    // An opaque scheme part: "//" present but not an ip-schemepart.
    let url = Url::parse("foo://under_score/").unwrap();
    assert!(
        url.as_generic()
            .unwrap()
            .schemepart()
            .ip_schemepart()
            .is_none()
    );
}

#[test]
fn scheme_names_compare_case_insensitively() {
    // §2.1: "programs interpreting URLs should treat upper case letters as
    // equivalent to lower case in scheme names"
    for input in [
        "HTTP://h/",
        "Ftp://h/",
        "GOPHER://h/",
        "MailTo:a@b",
        "NEWS:*",
        "File:///x",
        "wAIS://h/d",
    ] {
        let url = Url::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_ne!(url.production(), P::Genericurl, "{input}");
        assert_eq!(url.scheme(), &input[..input.find(':').unwrap()]);
    }
    // Only the scheme name: other literals keep the BNF's case.
    assert!(Url::parse("ftp://h/a;TYPE=i").is_err());
    // Hex digits in escapes are either case, as `hex` says.
    assert!(Url::parse("http://h/%7e%7E").is_ok());
}

#[test]
fn strict_scheme_case_reads_the_bnf_literally() {
    let strict = Options::new().strict_scheme_case(true);
    assert!(Url::parse_with("http://h/", strict).is_ok());
    assert!(Url::parse_with("x-y+z.1:a", strict).is_ok());
    for (input, offset) in [
        ("HTTP://h/", 0),
        ("hTTP://h/", 1),
        ("Https://h", 0),
        ("ftP://h/", 2),
    ] {
        let err = Url::parse_with(input, strict).unwrap_err();
        assert_eq!(
            (err.expected(), err.offset()),
            (P::Scheme, offset),
            "{input}: {err}"
        );
        assert_eq!(err.within(), &[P::Url]);
    }
    assert!(parse_production_with(P::Scheme, "Http", strict).is_err());
    assert!(parse_production_with(P::Httpurl, "HTTP://h", strict).is_err());
    assert!(parse_production_with(P::Hostname, "EXAMPLE.COM", strict).is_ok());
}

#[test]
fn errors_name_the_production_the_byte_and_the_character() {
    for (input, message) in [
        (
            "http://h/~x",
            "expected hsegment at byte 9, found '~' (within hpath, httpurl, url)",
        ),
        (
            "http://example.com:/",
            "expected digits at byte 19, found '/' (within port, hostport, httpurl, url)",
        ),
        (
            "http://h/a%zz",
            "expected hex at byte 11, found 'z' (within escape, uchar, hsegment, hpath, httpurl, url)",
        ),
        (
            "http:/x",
            "expected \"/\" at byte 6, found 'x' (within httpurl, url)",
        ),
        (
            "ftp://a:b:c@h/",
            "expected password at byte 9, found ':' (within login, ftpurl, url)",
        ),
        (
            "ftp://h/f;type=x",
            "expected ftptype at byte 15, found 'x' (within ftpurl, url)",
        ),
        (
            "http://a-.com/",
            "expected domainlabel at byte 9, found '.' (within hostname, host, hostport, httpurl, url)",
        ),
        (
            "http://h/é",
            "expected hsegment at byte 9, found 'é' (within hpath, httpurl, url)",
        ),
        (
            "",
            "expected scheme at byte 0, found end of input (within genericurl, otherurl, url)",
        ),
        (
            "no colon",
            "expected \":\" at byte 2, found ' ' (within genericurl, otherurl, url)",
        ),
    ] {
        let err = Url::parse(input).unwrap_err();
        assert_eq!(err.to_string(), message, "{input}");
        let line = err.to_string();
        assert!(
            !line.contains('\n') && !line.ends_with('.'),
            "one line, no period"
        );
        assert_eq!(
            err.found(),
            input.get(err.offset()..).and_then(|s| s.chars().next())
        );
    }
}

#[test]
fn the_api_contract() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Url<'static>>();
    send_sync::<ParseError>();
    send_sync::<rfc1738::Node<'static>>();
    fn error<E: std::error::Error + Send + Sync + 'static>() {}
    error::<ParseError>();

    let input = "gopher://gopher.example.org/7search%09rfc";
    let url = Url::parse(input).unwrap();
    assert_eq!(url.as_str(), input);
    assert_eq!(url.to_string(), input);
    assert_eq!(Url::try_from(input), Ok(url));
    assert_eq!(url.span().range(), 0..input.len());
    assert_eq!(url.node().production(), P::Url);
    assert_eq!(
        url.node().children().next().unwrap().production(),
        P::Gopherurl
    );
}

#[test]
fn spans_borrow_the_input_and_nest() {
    let input = "ftp://joe:secret@ftp.example.com:2121/pub/a%20b/file.txt;type=i";
    let url = Url::parse(input).unwrap();
    fn walk(node: rfc1738::Node<'_>, input: &str) {
        assert_eq!(&input[node.span().range()], node.as_str());
        let mut at = node.span().start();
        for child in node.children() {
            assert!(child.span().start() >= at, "{child:?} in order");
            assert!(child.span().end() <= node.span().end(), "{child:?} inside");
            at = child.span().end();
            walk(child, input);
        }
    }
    walk(url.node(), input);
    let ftp = url.as_ftp().unwrap();
    let segs: Vec<_> = ftp
        .fpath()
        .unwrap()
        .segments()
        .map(|s| (s.as_str(), s.span().range()))
        .collect();
    assert_eq!(
        segs,
        [("pub", 38..41), ("a%20b", 42..47), ("file.txt", 48..56)]
    );
    assert_eq!(
        ftp.login().hostport().port().unwrap().span().range(),
        33..37
    );
}

/// A span displays as its text, unchanged (and debugs with its range).
#[test]
fn span_display_is_the_text() {
    let url = rfc1738::Url::parse("http://H.example:80/a%20b?q").unwrap();
    let hostport = url.as_http().unwrap().hostport();
    assert_eq!(hostport.span().to_string(), "H.example:80");
    assert_eq!(format!("{:?}", hostport.span()), "\"H.example:80\" @ 7..19");
    assert_eq!(url.span().to_string(), "http://H.example:80/a%20b?q");
}

/// `Debug` shows the whole tree, every node with its span, as the
/// accessors give it (the tree stores offsets for some children).
#[test]
fn debug_shows_the_tree_with_spans() {
    let ftp = Url::parse("ftp://u:p@h:21/x").unwrap();
    let other = Url::parse("x://u@1.2.3.4").unwrap();
    snapshot!(
        "debug_shows_the_tree_with_spans",
        format!("{ftp:#?}\n{other:#?}")
    );
}
