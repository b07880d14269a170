//! RFC 2396 §3, §3.1, §4 and §5: one test per production of
//! `src/rfc2396/reference.rs`, and the verdicts of the research note's
//! traps T1–T4 and T14 on whole references. Trees and errors:
//! snapshots/rfc2396/reference__*.snap.

use rfc1738::rfc2396::{Options, Production as P, UriReference};

#[test]
fn uri_reference() {
    cases!(P::UriReference,
        accept: [
            "",                 // the empty reference (§4.2)
            "#s",
            "g:h",
            "http://a/b/c/d;p?q#f",
            "../g",
            "//g",
            "mailto:joe@hardware.com",
            "http://[::1]:80/index.html",
        ],
        reject: [
            "?y",               // an empty relative path: not in RFC 2396's grammar
            "##",
            "x:",
            "1a:b",             // a scheme starts with a letter; rel_segment has no ":"
            " http://h/",       // no whitespace (§2.4.3)
            "http://h/\u{e9}",  // non-ASCII is escaped (§2.1)
        ],
    );
}

#[test]
fn absolute_uri() {
    cases!(P::AbsoluteUri,
        accept: ["g:h", "http://h", "HTTP://H/", "x:/", "x:?", "urn:isbn:0-395-36341-1", "foo:x[y]"],
        reject: [
            "x:",               // hier_part needs "/", opaque_part a character
            "foo:[x]",          // uric_no_slash has no "["
            "/g",
            "a b:c",
        ],
    );
}

#[test]
fn relative_uri() {
    cases!(P::RelativeUri,
        accept: ["g", "./g", "g?y", "//g/h", "/g", "g;x", "a/b:c", "g//h"],
        reject: [
            "?y",
            "",
            "a:b",              // a rel_segment has no ":"
            "g#s",              // the fragment is the URI-reference's
        ],
    );
}

#[test]
fn hier_part() {
    cases!(P::HierPart,
        accept: ["//h", "//h/p?q", "/p", "//", "/?"],
        reject: ["h", "?q", "//h/a b"],
    );
}

#[test]
fn net_path() {
    cases!(P::NetPath,
        accept: ["//g", "//", "///x", "//u@h:1/p", "//a_b/c"],
        reject: ["/g", "g", "//[x]"],
    );
}

#[test]
fn rel_path() {
    cases!(P::RelPath, accept: ["g", "g/h", "g//h", "..", ".;x/./y"], reject: ["/g", "", "g:h"]);
}

#[test]
fn rel_segment() {
    cases!(P::RelSegment, accept: ["g", "..", "g;x=1", "a@b&c=d+e$f,g"], reject: ["", "a:b", "a/b"]);
}

#[test]
fn scheme() {
    cases!(P::Scheme,
        accept: ["http", "HTTP", "a+b-c.d", "x1"],
        reject: [
            "1a",               // alpha first
            "+a",
            "",
            "a_b",
        ],
    );
}

/// Trap T1: absolute or relative by the scheme prefix; never one for
/// the other. T2: the empty and fragment-only references, and the
/// empty relative path. T3: hier_part or opaque_part. T4: `//` always
/// starts an authority.
#[test]
fn the_traps_of_the_research_note() {
    fn ok(s: &str) -> UriReference<'_> {
        UriReference::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }
    assert_eq!(ok("g:h").production(), P::AbsoluteUri);
    assert_eq!(ok("a/b:c").production(), P::RelativeUri);
    assert_eq!(ok("HTTP://H/").scheme().unwrap().as_str(), "HTTP");
    assert!(ok("HTTP://H/").scheme_is("http"));
    for bad in [
        "http:", "1a:b", "-a:b", "##", "a#b#c", "x:", "foo:[x]", "?y", "?a[0]", "?q",
    ] {
        assert!(UriReference::parse(bad).is_err(), "{bad}");
    }
    assert_eq!(ok("").production(), P::UriReference);
    assert_eq!(ok("#").production(), P::UriReference);
    assert_eq!(ok("#s").production(), P::UriReference);
    // The option accepts the empty relative path, and says so.
    let opts = Options::new().empty_relative_path(true);
    for s in ["?y", "?a[0]", "?q#f", "?"] {
        let u = UriReference::parse_with(s, opts).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(u.production(), P::RelativeUri, "{s}");
        assert!(u.has_empty_relative_path());
        assert_eq!(u.path().as_str(), "");
        // Its path is none of the three of `relativeURI`.
        let r = u.relative_uri().unwrap();
        assert!(r.net_path().is_none() && r.abs_path().is_none() && r.rel_path().is_none());
    }
    assert!(!ok("g?y").has_empty_relative_path());
    // The option changes nothing else.
    assert_eq!(
        UriReference::parse_with("", opts).unwrap().production(),
        P::UriReference
    );
    assert!(UriReference::parse_with("?a b", opts).is_err());
    // T3: mailto's "?" is in its opaque part.
    let m = ok("mailto:a@b?subject=x");
    assert!(m.is_opaque() && m.query().is_none());
    assert!(!ok("x:/").is_opaque());
    // T4.
    assert_eq!(ok("//g").host().unwrap().as_str(), "g");
    assert_eq!(ok("//g").path().as_str(), "");
    assert_eq!(ok("///x").authority().unwrap().as_str(), "");
    assert_eq!(ok("///x").path().as_str(), "/x");
    assert_eq!(ok("http:////x").path().as_str(), "//x");
    assert!(ok("g//h").authority().is_none());
    assert!(ok("//").authority().is_some());
    assert!(ok("http://").authority().is_some());
}

/// Every example reference of RFC 2396 Appendix C parses (with the
/// option for `?y`, which Appendix C.1 lists and the grammar does not
/// have), and so does its printed target.
#[test]
fn the_examples_of_appendix_c_parse() {
    let opts = Options::new().empty_relative_path(true);
    for (r, target) in crate::resolve::APPENDIX_C {
        UriReference::parse_with(r, opts).unwrap_or_else(|e| panic!("{r}: {e}"));
        if !target.starts_with('(') {
            UriReference::parse(target).unwrap_or_else(|e| panic!("{target}: {e}"));
        }
    }
}

/// What a reference is before its fragment (§4), each accessor `Some`
/// on its own shape and `None` on the others.
#[test]
fn the_accessors_of_each_shape() {
    fn ok(s: &str) -> UriReference<'_> {
        UriReference::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }
    let a = ok("g:h#f").absolute_uri().unwrap();
    assert_eq!((a.as_str(), a.span().range()), ("g:h", 0..3));
    assert_eq!(a.scheme().as_str(), "g");
    assert_eq!(a.opaque_part().unwrap().as_str(), "h");
    assert_eq!(a.hier_part(), None);
    for s in ["g", "//h", "#f", ""] {
        assert_eq!(ok(s).absolute_uri(), None, "{s}");
    }
    let r = ok("g/h?q#f").relative_uri().unwrap();
    assert_eq!((r.as_str(), r.span().range()), ("g/h?q", 0..5));
    assert_eq!(r.rel_path().unwrap().as_str(), "g/h");
    assert_eq!(r.query().unwrap().as_str(), "q");
    assert_eq!((r.net_path(), r.abs_path()), (None, None));
    for s in ["g:h", "http://h/", "#f", ""] {
        assert_eq!(ok(s).relative_uri(), None, "{s}");
    }

    // The path: an abs_path, a rel_path or an opaque_part, or empty.
    for (s, abs, rel, opaque) in [
        ("http://h/p/q?x", Some("/p/q"), None, None),
        ("/p", Some("/p"), None, None),
        ("x:/", Some("/"), None, None),
        ("g/h;p?x", None, Some("g/h;p"), None),
        ("g", None, Some("g"), None),
        ("mailto:a@b?x", None, None, Some("a@b?x")),
        ("http://h", None, None, None),
        ("//h?x", None, None, None),
        ("#f", None, None, None),
        ("", None, None, None),
    ] {
        let u = ok(s);
        assert_eq!(u.abs_path().map(|p| p.as_str()), abs, "{s}");
        assert_eq!(u.rel_path().map(|p| p.as_str()), rel, "{s}");
        assert_eq!(u.opaque_part().map(|p| p.as_str()), opaque, "{s}");
    }
    let p = ok("g;x/h/i").rel_path().unwrap();
    assert_eq!(p.span().range(), 0..7);
    assert_eq!(p.rel_segment().as_str(), "g;x");
    assert_eq!(p.abs_path().unwrap().as_str(), "/h/i");
    assert_eq!(ok("..").rel_path().unwrap().abs_path(), None);

    // hier_part, net_path and their parts.
    let a = ok("http://u@h:8/a/b?q#f").absolute_uri().unwrap();
    assert_eq!(a.opaque_part(), None);
    let h = a.hier_part().unwrap();
    assert_eq!((h.as_str(), h.span().range()), ("//u@h:8/a/b?q", 5..18));
    assert_eq!(h.query().unwrap().as_str(), "q");
    assert_eq!(h.abs_path(), None);
    let n = h.net_path().unwrap();
    assert_eq!((n.as_str(), n.span().range()), ("//u@h:8/a/b", 5..16));
    assert_eq!(n.authority().as_str(), "u@h:8");
    assert_eq!(n.abs_path().unwrap().as_str(), "/a/b");
    let h = ok("x:/p?q").absolute_uri().unwrap().hier_part().unwrap();
    assert_eq!(h.net_path(), None);
    assert_eq!(h.abs_path().unwrap().as_str(), "/p");
    assert_eq!(
        ok("x:/p")
            .absolute_uri()
            .unwrap()
            .hier_part()
            .unwrap()
            .query(),
        None
    );
    let r = ok("//h?q").relative_uri().unwrap();
    let n = r.net_path().unwrap();
    assert_eq!(
        (n.as_str(), n.authority().as_str(), n.abs_path()),
        ("//h", "h", None)
    );
    assert_eq!((r.abs_path(), r.rel_path()), (None, None));
    let r = ok("/a?q").relative_uri().unwrap();
    assert_eq!(r.abs_path().unwrap().as_str(), "/a");
    assert_eq!((r.net_path(), r.rel_path()), (None, None));
    // The empty authority of a net_path: the empty server.
    let n = ok("///x").relative_uri().unwrap().net_path().unwrap();
    assert_eq!(n.authority().server().unwrap().span().range(), 2..2);
    assert_eq!(n.abs_path().unwrap().as_str(), "/x");
}

/// `empty_relative_path` applies to `URI-reference` alone when a single
/// production is matched: `relativeURI` keeps RFC 2396's `rel_segment`.
#[test]
fn the_option_in_parse_production_with() {
    use rfc1738::rfc2396::parse_production_with;
    let opts = Options::new().empty_relative_path(true);
    let node = parse_production_with(P::UriReference, "?y#f", opts).unwrap();
    let u = node.uri_reference().unwrap();
    assert!(u.has_empty_relative_path());
    assert_eq!(u.query().unwrap().as_str(), "y");
    assert_eq!(u.fragment().unwrap().as_str(), "f");
    let e = parse_production_with(P::UriReference, "?y", Options::new()).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::RelSegment, 0));
    let e = parse_production_with(P::RelativeUri, "?y", opts).unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::RelSegment, 0));
}
