//! The API a program keeps: `UriReference`, its owned form
//! `UriReferenceBuf`, the errors' accessors and message, the grammar as
//! tools see it.

use rfc1738::ParseError;
use rfc1738::rfc2396::{Production, UriReference, UriReferenceBuf};

#[test]
fn owned_form() {
    let text = String::from("http://a/b\n../c\n#f\n");
    let bufs: Vec<UriReferenceBuf> = text
        .lines()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .unwrap();
    drop(text);
    assert_eq!(bufs[0].parsed().host().unwrap().as_str(), "a");
    assert_eq!(bufs[1].parsed().production(), Production::RelativeUri);
    assert_eq!(bufs[2].to_string(), "#f");
    assert!("a b".parse::<UriReferenceBuf>().is_err());
    let u = UriReference::parse("g?y").unwrap();
    assert_eq!(u.to_buf(), "g?y");
    let set: std::collections::HashSet<UriReferenceBuf> = bufs.into_iter().collect();
    assert!(set.contains("../c"));
}

#[test]
fn errors_have_the_accessors_and_message_of_rfc1738() {
    let e: ParseError<Production> = UriReference::parse("http://h/~x y").unwrap_err();
    assert_eq!(e.offset(), 11);
    assert_eq!(e.expected(), Production::Segment);
    assert_eq!(e.found(), Some(' '));
    assert_eq!(
        e.within(),
        [
            Production::PathSegments,
            Production::AbsPath,
            Production::NetPath,
            Production::HierPart,
            Production::AbsoluteUri,
            Production::UriReference
        ]
    );
    assert_eq!(
        e.to_string(),
        "expected segment at byte 11, found ' ' (within path_segments, abs_path, net_path, hier_part, absoluteURI, URI-reference)"
    );
    assert_eq!(e.hint().unwrap().section, "RFC 2396 §2.4.3");
    let e = UriReference::parse("http://h?x#y#z").unwrap_err();
    assert_eq!((e.expected(), e.offset()), (Production::Fragment, 12));
    // A production that matched completely is followed by what may come.
    let e = UriReference::parse("http://a b/").unwrap_err();
    let next: Vec<String> = e.next().map(|n| n.to_string()).collect();
    assert_eq!(next, ["\":\"", "\"/\"", "\"?\"", "\"#\"", "end of input"]);
    assert_eq!(e.after(), Some(Production::Host));
    let long = "a".repeat(100);
    let e =
        UriReference::parse_with(&long, rfc1738::rfc2396::Options::new().max_len(10)).unwrap_err();
    assert_eq!(
        e.kind(),
        rfc1738::ErrorKind::TooLong {
            len: 100,
            max_len: 10
        }
    );
}

/// `Debug` of a reference shows its parts by name, each with its text and
/// byte range: the scheme, the authority (a `server` with its
/// `userinfo` and `hostport`), the path, the query and the fragment.
#[test]
fn debug_names_each_part() {
    let u = UriReference::parse("http://u@h:80/p?q#f").unwrap();
    let hostport = "Hostport { host: Hostname(Hostname { span: \"h\" @ 9..10 }), \
         port: Some(Port { span: \"80\" @ 11..13 }), span: \"h:80\" @ 9..13 }";
    let server = format!(
        "Server {{ userinfo: Some(Userinfo {{ span: \"u\" @ 7..8 }}), \
         hostport: Some({hostport}), span: \"u@h:80\" @ 7..13 }}"
    );
    assert_eq!(
        format!("{u:?}"),
        format!(
            "UriReference {{ span: \"http://u@h:80/p?q#f\" @ 0..19, \
             scheme: Some(Scheme {{ span: \"http\" @ 0..4 }}), \
             authority: Some(Server({server})), path: \"/p\" @ 13..15, \
             query: Some(Query {{ span: \"q\" @ 16..17 }}), \
             fragment: Some(Fragment {{ span: \"f\" @ 18..19 }}) }}"
        )
    );
    let s = u.authority().unwrap().server().unwrap();
    assert_eq!(format!("{s:?}"), server);
    assert_eq!(format!("{:?}", s.hostport().unwrap()), hostport);
    // The empty server of `file:///x`: no userinfo, no hostport.
    let s = UriReference::parse("file:///x")
        .unwrap()
        .authority()
        .unwrap()
        .server()
        .unwrap();
    assert_eq!(
        format!("{s:?}"),
        "Server { userinfo: None, hostport: None, span: \"\" @ 7..7 }"
    );
    // A host without a port.
    let h = UriReference::parse("//10.0.0.1")
        .unwrap()
        .authority()
        .unwrap()
        .server()
        .unwrap()
        .hostport()
        .unwrap();
    assert_eq!(
        format!("{h:?}"),
        "Hostport { host: Ipv4address(Ipv4address { span: \"10.0.0.1\" @ 2..10 }), \
         port: None, span: \"10.0.0.1\" @ 2..10 }"
    );
    // The empty reference (§4.2): every part absent, the path empty.
    assert_eq!(
        format!("{:?}", UriReference::parse("").unwrap()),
        "UriReference { span: \"\" @ 0..0, scheme: None, authority: None, \
         path: \"\" @ 0..0, query: None, fragment: None }"
    );
}

/// The owned form gives back its text, borrowed or owned, and its
/// reference (under the deprecated name too); a reference becomes one
/// with `From`.
#[test]
fn the_owned_form_gives_back_its_text() {
    let buf = UriReferenceBuf::parse("http://a/b?c#d").unwrap();
    assert_eq!(buf.as_str(), "http://a/b?c#d");
    #[allow(deprecated)]
    let u = buf.as_uri_reference();
    assert_eq!(u, buf.parsed());
    assert_eq!(u.query().unwrap().as_str(), "c");
    assert_eq!(buf.clone().into_string(), "http://a/b?c#d");
    let from: UriReferenceBuf = UriReference::parse("../g;x").unwrap().into();
    assert_eq!(from.as_str(), "../g;x");
    assert_eq!(from.parsed().production(), Production::RelativeUri);
    // An empty reference is a text too.
    assert_eq!(UriReferenceBuf::parse("").unwrap().into_string(), "");
}

/// The generic view: the root's production, text and reference; a
/// child has no reference of its own.
#[test]
fn the_node_of_a_reference() {
    let u = UriReference::parse("g:h#f").unwrap();
    let root = u.node();
    assert_eq!(root.production(), Production::UriReference);
    assert_eq!(root.as_str(), "g:h#f");
    assert_eq!(AsRef::<str>::as_ref(&root), "g:h#f");
    assert_eq!(root.span().range(), 0..5);
    assert_eq!(root.uri_reference(), Some(u));
    let children: Vec<_> = root.children().collect();
    assert_eq!(children.len(), 2);
    assert_eq!(children[0].production(), Production::AbsoluteUri);
    assert_eq!(children[0].as_str(), "g:h");
    assert_eq!(AsRef::<str>::as_ref(&children[1]), "f");
    assert_eq!(children[1].production(), Production::Fragment);
    assert_eq!(children[0].uri_reference(), None);
    assert_eq!(children[1].uri_reference(), None);
    // The root of `parse_production` for `URI-reference` holds it too.
    let node = rfc1738::rfc2396::parse_production(Production::UriReference, "//h").unwrap();
    assert_eq!(node.uri_reference().unwrap().host().unwrap().as_str(), "h");
}

#[test]
fn try_from_str_is_parse() {
    let u = UriReference::try_from("//h:8/p").unwrap();
    assert_eq!(u, UriReference::parse("//h:8/p").unwrap());
    assert_eq!(u.port().unwrap().as_str(), "8");
    let e = UriReference::try_from("a b").unwrap_err();
    assert_eq!(
        e.to_string(),
        UriReference::parse("a b").unwrap_err().to_string()
    );
    assert_eq!(e.offset(), 1);
}

/// An input over `Options::max_len` is refused before it is read, by
/// `parse_with` and by `parse_production_with`, at the limit's byte and
/// naming the production asked for; one of exactly `max_len` bytes is read.
#[test]
fn the_length_limit() {
    use rfc1738::rfc2396::{Options, parse_production_with};
    use rfc1738::syntax::Grammar;
    let opts = Options::new().max_len(3);
    let e = parse_production_with(Production::Hostport, "h:8080", opts).unwrap_err();
    assert_eq!(
        e.to_string(),
        "input of 6 bytes is over the limit of 3 bytes (max_len)"
    );
    assert_eq!(e.kind(), rfc1738::ErrorKind::TooLong { len: 6, max_len: 3 });
    assert_eq!((e.offset(), e.expected()), (3, Production::Hostport));
    let e = UriReference::parse_with("http://h/", opts).unwrap_err();
    assert_eq!(
        e.to_string(),
        "input of 9 bytes is over the limit of 3 bytes (max_len)"
    );
    assert_eq!((e.offset(), e.expected()), (3, Production::UriReference));
    // At the limit: read, and judged by the grammar.
    let node = parse_production_with(Production::Hostport, "h:8", opts).unwrap();
    assert_eq!(node.as_str(), "h:8");
    assert_eq!(
        UriReference::parse_with("a/b", opts).unwrap().as_str(),
        "a/b"
    );
    let e = parse_production_with(Production::Port, "8o", opts).unwrap_err();
    assert_eq!(e.kind(), rfc1738::ErrorKind::Syntax);
    // The grammar as tools see it reports the same limit and results.
    assert_eq!(rfc1738::rfc2396::Rfc2396::max_len(opts), 3);
    assert_eq!(
        rfc1738::rfc2396::Rfc2396::max_len(Options::new()),
        Options::DEFAULT_MAX_LEN
    );
    assert_eq!(Options::DEFAULT_MAX_LEN, 4 * 1024 * 1024);
    let (p, node) = rfc1738::rfc2396::Rfc2396::parse("#f", Options::new()).unwrap();
    assert_eq!((p, node.as_str()), (Production::UriReference, "#f"));
    let node = rfc1738::rfc2396::Rfc2396::parse_production(Production::Port, "80", Options::new())
        .unwrap();
    assert_eq!((node.production(), node.as_str()), (Production::Port, "80"));
}

/// The reference combinators hold offsets as `u32`: an input that
/// reaches byte `u32::MAX` of the caller's text is refused there, and
/// one that ends just before it is read.
#[test]
fn the_combinators_refuse_offsets_past_u32() {
    use rfc1738::rfc2396::{Input, uri_reference};
    let last = u32::MAX as usize;
    let (rest, u) = uri_reference(Input::new_at("g", last - 2)).unwrap();
    assert_eq!(rest.as_str(), "");
    assert_eq!(u.span().range(), last - 2..last - 1);
    assert_eq!(u.path().as_str(), "g");
    for offset in [last - 1, last] {
        let Err(nom::Err::Error(e)) = uri_reference(Input::new_at("g", offset)) else {
            panic!("{offset}: no error");
        };
        assert_eq!(e.offset(), last, "{offset}");
        assert_eq!(e.productions(), [Production::UriReference], "{offset}");
    }
}

/// A reference read at byte 5 of the caller's text: every part's range
/// counts from the start of that text, a relative path's included.
#[test]
fn parts_of_a_reference_read_at_an_offset() {
    use rfc1738::rfc2396::{Input, uri_reference};
    let (_, u) = uri_reference(Input::new_at("a/b?q", 5)).unwrap();
    assert_eq!(u.span().range(), 5..10);
    assert_eq!(u.path().range(), 5..8);
    assert_eq!(u.rel_path().map(|p| p.span().range()), Some(5..8));
    assert_eq!(u.query().map(|q| q.span().range()), Some(9..10));
    let (_, u) = uri_reference(Input::new_at("a;p", 5)).unwrap();
    assert_eq!(u.path().range(), 5..8);
}

/// The grammar coverage of a set of references (`syntax::Coverage`,
/// feature `generate`).
#[cfg(feature = "generate")]
mod coverage {
    use rfc1738::rfc2396::{Options, Production, Rfc2396};
    use rfc1738::syntax::{Coverage, Described, Grammar};

    fn add_line(c: &mut Coverage<Rfc2396>, url: &str) {
        let (_, tree) = Rfc2396::parse(url, Options::new()).unwrap_or_else(|e| panic!("{e}"));
        assert!(c.add(&tree));
    }

    fn coverage_lines(c: &Coverage<Rfc2396>, p: Production) -> Vec<(String, u64)> {
        c.rows()
            .into_iter()
            .filter(|r| r.production == p)
            .map(|r| (r.name, r.lines))
            .collect()
    }

    /// Counts add up line by line, across clones and merges.
    #[test]
    fn coverage_counts_lines_and_merges() {
        let mut a = Coverage::<Rfc2396>::default();
        assert_eq!((a.lines(), a.unmatched()), (0, 0));
        add_line(&mut a, "http://h/a/b/c");
        add_line(&mut a, "mailto:a@b");
        let mut b = a.clone();
        assert_eq!(b.lines(), 2);
        add_line(&mut b, "//h?q");
        let named = |v: &[(&str, u64)]| -> Vec<(String, u64)> {
            v.iter().map(|&(n, k)| (n.to_owned(), k)).collect()
        };
        assert_eq!(
            coverage_lines(&a, Production::UriReference),
            named(&[
                ("(empty)", 0),
                ("absoluteURI", 2),
                ("relativeURI", 0),
                ("\"#\" fragment", 0),
                ("absoluteURI \"#\" fragment", 0),
                ("relativeURI \"#\" fragment", 0),
            ])
        );
        a.merge(&b);
        assert_eq!((a.lines(), a.unmatched()), (5, 0));
        assert_eq!(
            coverage_lines(&a, Production::UriReference),
            named(&[
                ("(empty)", 0),
                ("absoluteURI", 4),
                ("relativeURI", 1),
                ("\"#\" fragment", 0),
                ("absoluteURI \"#\" fragment", 0),
                ("relativeURI \"#\" fragment", 0),
            ])
        );
        assert_eq!(format!("{a:?}"), "Coverage { lines: 5, unmatched: 0, .. }");
        // What no line exercised, from the roots and from one production:
        // `port` has two alternatives (`*digit`, empty or not), and no
        // line has a port.
        let port = |rows: Vec<rfc1738::syntax::CoverageRow<Production>>| {
            rows.into_iter()
                .filter(|r| r.production == Production::Port)
                .count()
        };
        assert!(port(a.unexercised()) > 0);
        assert_eq!(
            port(a.unexercised_from(&[Production::Port])),
            port(a.unexercised())
        );
        let from_port = a.unexercised_from(&[Production::Port]);
        assert!(
            from_port
                .iter()
                .all(|r| r.production == Production::Port || r.production == Production::Digit),
            "{from_port:?}"
        );
        assert!(a.unexercised_from(&[Production::Port]).len() < a.unexercised().len());
        let d = Rfc2396::describe(Production::UriReference);
        assert_eq!((d.len(), d.is_empty()), (6, false));
        assert_eq!(d.name(6), "");
    }
}

/// An escape inside a production that is one repetition of a class
/// (`rel_segment`, the `*uric` of `opaque_part`) names that production
/// once: it is both where the escape is and the production's own
/// context. The trail is the same whether the fast path or the
/// combinators answer (the whole reference, then the production alone).
#[test]
fn a_bad_escape_names_its_production_once() {
    use Production as P;
    let cases: &[(&str, &[P])] = &[
        (
            "%zz",
            &[
                P::Escaped,
                P::RelSegment,
                P::RelPath,
                P::RelativeUri,
                P::UriReference,
            ],
        ),
        (
            "a%4/b",
            &[
                P::Escaped,
                P::RelSegment,
                P::RelPath,
                P::RelativeUri,
                P::UriReference,
            ],
        ),
        (
            "mailto:fred%4",
            &[
                P::Escaped,
                P::Uric,
                P::OpaquePart,
                P::AbsoluteUri,
                P::UriReference,
            ],
        ),
        (
            "news:a%zz",
            &[
                P::Escaped,
                P::Uric,
                P::OpaquePart,
                P::AbsoluteUri,
                P::UriReference,
            ],
        ),
    ];
    for &(input, within) in cases {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!(
            (e.expected(), e.within()),
            (P::Hex, within),
            "{input:?}: {e}"
        );
    }
    let e = rfc1738::rfc2396::parse_production(P::RelSegment, "a%zz").unwrap_err();
    assert_eq!(
        (e.expected(), e.within()),
        (P::Hex, &[P::Escaped, P::RelSegment][..]),
        "{e}"
    );
    assert!(
        e.to_string().ends_with("(within escaped, rel_segment)"),
        "{e}"
    );
}
