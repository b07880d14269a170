//! The API of the RFC 3987 grammar: the components of an IRI reference
//! with their byte offsets, the owned form, the errors (offset, the
//! character found, the hint) and `AnyError`.

use rfc1738::rfc3987::{self, IriReference, IriReferenceBuf, Options, Production};
use rfc1738::{AnyError, rfc3986};

#[test]
fn components_are_byte_spans_of_the_utf8_text() {
    let text = "https://josé:pw@例え.jp:8080/パス/b?q=東京#история";
    let iri = IriReference::parse(text).unwrap();
    let at = |s: &str| text.find(s).unwrap();
    assert_eq!(iri.scheme().unwrap().span().range(), 0..5);
    assert_eq!(iri.userinfo().unwrap().as_str(), "josé:pw");
    let host = iri.host().unwrap();
    assert_eq!((host.as_str(), host.kind_name()), ("例え.jp", "ireg-name"));
    assert_eq!(host.span().range(), at("例")..at(":8080"));
    assert_eq!(iri.port().unwrap().number(), Some(8080));
    assert_eq!(iri.path().as_str(), "/パス/b");
    assert_eq!(iri.path().kind().name(), "ipath-abempty");
    assert_eq!(iri.query().unwrap().span().range(), at("q=")..at("#"));
    assert_eq!(
        iri.fragment().unwrap().span().range(),
        at("#") + 1..text.len()
    );
    let c = iri.components();
    for (_, span) in c.iter() {
        if let Some(span) = span {
            assert_eq!(text.get(span.range()), Some(span.as_str()));
        }
    }
    assert_eq!(
        (c.user.unwrap().as_str(), c.password.unwrap().as_str()),
        ("josé", "pw")
    );
    let kinds = |s: &str| IriReference::parse(s).unwrap().host().unwrap().kind_name();
    assert_eq!(kinds("//1.2.3.4"), "IPv4address");
    assert_eq!(kinds("//[::1]"), "IP-literal");
    assert_eq!(kinds("//1.2.3.四"), "ireg-name");
    let path = |s: &str| IriReference::parse(s).unwrap().path().kind().name();
    assert_eq!(path("a:ä"), "ipath-rootless");
    assert_eq!(path("ä/b"), "ipath-noscheme");
    assert_eq!(path("/ä"), "ipath-absolute");
    assert_eq!(path(""), "ipath-empty");
}

#[test]
fn every_uri_is_an_iri_with_the_same_components() {
    for s in [
        "http://a/b/c/d;p?q",
        "//[v1.x]:80/a?b#c",
        "mailto:joe@example.com",
        "../g",
        "",
        "#f",
        "file:///etc/hosts",
    ] {
        let u = rfc3986::UriReference::parse(s).unwrap();
        let i = IriReference::parse(s).unwrap();
        assert_eq!(u.components(), i.components(), "{s}");
        assert_eq!(
            u.path().kind().name()[..],
            i.path().kind().name()[1..],
            "{s}"
        );
    }
}

#[test]
fn the_entry_points_and_the_owned_form() {
    assert!(rfc3987::parse("ä").is_ok());
    assert!(rfc3987::parse_with("ä", Options::new()).is_ok());
    let e = rfc3987::parse_with("abcdef", Options::new().max_len(3)).unwrap_err();
    assert!(e.to_string().contains("over the limit"));
    let b: IriReferenceBuf = "http://例え.jp/".parse().unwrap();
    assert_eq!(b.parsed().host().unwrap().as_str(), "例え.jp");
    assert_eq!(b.to_string(), "http://例え.jp/");
    assert_eq!(IriReference::parse("//ä").unwrap().to_buf().as_str(), "//ä");
    assert!(IriReferenceBuf::try_from(String::from("a b")).is_err());
    let any: AnyError = rfc3987::parse("a b").unwrap_err().into();
    assert_eq!(any.offset(), 1);
    assert_eq!(any.grammar(), Some("rfc3987"));
}

#[test]
fn errors_say_where_and_what() {
    let e = IriReference::parse("http://h/a\u{E000}").unwrap_err();
    assert_eq!(
        (e.offset(), e.found(), e.hint().unwrap().id),
        (10, Some('\u{E000}'), "private-outside-query")
    );
    let e = IriReference::parse("http://例え.jp/a b").unwrap_err();
    assert_eq!(
        (e.offset(), e.found(), e.hint().unwrap().id),
        (18, Some(' '), "space")
    );
    let e = IriReference::parse("http://h/\u{FFFD}").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (9, "not-ucschar"));
    let e = IriReference::parse("http://h:x/").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (10, "port-not-digits"));
    let e = IriReference::parse("http://[::1%eth0]/").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (11, "ipv6-zone-id"));
    let e = IriReference::parse("ä:b").unwrap_err();
    assert_eq!(
        (e.offset(), e.hint().unwrap().id),
        (2, "colon-in-first-segment")
    );
    let e = IriReference::parse("http://h/%zz").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (10, "malformed-escape"));
    let e = IriReference::parse("http://[ä]/").unwrap_err();
    assert_eq!(
        (e.offset(), e.found(), e.expected()),
        (8, Some('ä'), Production::Ipv6address)
    );
    assert_eq!(
        e.within(),
        [
            Production::IpLiteral,
            Production::Ihost,
            Production::Iauthority,
            Production::IhierPart,
            Production::Iri,
            Production::IriReference
        ]
    );
    let e = IriReference::parse("a#b#c").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (3, "second-hash"));
}

/// The hints are true where they fire, on edits of hand-picked IRIs.
#[test]
fn every_hint_is_true_where_it_fires() {
    let seeds = ["http://u@[::1]:80/ä/b?q#f", "ä/b?c#d", "//例/p", "x:y"];
    let alphabet = [
        "%", "#", "[", "]", " ", ":", "\\", "{", "é", "\"", "\t", "\u{E000}", "\u{FFFD}", "\u{85}",
    ];
    let mut checked = 0;
    for s in seeds {
        for (k, _) in s.char_indices().chain([(s.len(), ' ')]) {
            for a in alphabet {
                let input = format!("{}{a}{}", &s[..k], &s[k..]);
                let Err(e) = IriReference::parse(&input) else {
                    continue;
                };
                let Some(h) = e.hint() else { continue };
                checked += 1;
                let at = e.offset();
                let found = e.found();
                let before = &input[..at];
                let ok = match h.id {
                    "malformed-escape" => before.rfind('%').is_some_and(|p| at <= p + 2),
                    "space" => found == Some(' '),
                    "private-outside-query" => found.is_some_and(rfc3987::chars::is_iprivate),
                    "not-ucschar" => found.is_some_and(|c| {
                        !c.is_ascii()
                            && !rfc3987::chars::is_ucschar(c)
                            && !rfc3987::chars::is_iprivate(c)
                    }),
                    "excluded-delimiter" => matches!(found, Some('"' | '<' | '>')),
                    "unwise-character" => matches!(found, Some('{' | '}' | '|' | '^' | '`' | '\\')),
                    "control-character" => found.is_some_and(|c| c.is_ascii_control()),
                    "second-hash" => found == Some('#') && before.contains('#'),
                    "bracket" => matches!(found, Some('[' | ']')),
                    "ipv6-zone-id" => found == Some('%') && before.contains('['),
                    "colon-in-first-segment" => {
                        found == Some(':') && !before.contains(['/', '?', '#'])
                    }
                    "port-not-digits" => before.contains(':'),
                    other => panic!("unknown hint {other}"),
                };
                assert!(ok, "{input:?}: hint {} at {at} is false", h.id);
            }
        }
    }
    assert!(checked > 50, "only {checked} hints");
    assert_eq!(rfc3987::HINTS.len(), 12);
}

/// RFC 3986 says what a character beyond ASCII is: an IRI's, which its
/// URI percent-encodes; where the character is no IRI's, it says nothing.
#[test]
fn rfc3986_names_an_iri_where_it_meets_one() {
    let e = rfc3986::UriReference::parse("http://例え.jp/").unwrap_err();
    let h = e.hint().unwrap();
    assert_eq!((e.offset(), h.id), (7, "not-ascii"));
    assert!(
        h.text.starts_with("an IRI (RFC 3987), not a URI"),
        "{}",
        h.text
    );
    assert!(h.section.contains("RFC 3987 §3.1"));
    let e = rfc3986::UriReference::parse("http://h/\u{FFFD}").unwrap_err();
    assert_eq!(e.hint().map(|h| h.id), None);
}

/// The nodes of a reference and of its parts: production, span, text,
/// `Display`, `AsRef<str>`, the reference at the root, the children of a
/// host and of an IP literal; the kinds and the owned text.
#[test]
fn the_nodes_and_parts_answer_what_they_hold() {
    use rfc1738::rfc3987::IriKind;
    use rfc1738::syntax::Grammar;

    let text = "http://josé@[::1]:8/ä?q#f";
    let iri = IriReference::parse(text).unwrap();
    let node = iri.node();
    assert_eq!(node.production(), Production::IriReference);
    assert_eq!((node.span().range(), node.as_str()), (0..text.len(), text));
    // `Display` draws the tree: a line a node, with its text and bytes.
    let drawn = node.to_string();
    assert!(
        drawn.starts_with("IRI-reference \"http://josé@[::1]:8/ä?q#f\" @ 0..27\n  IRI "),
        "{drawn}"
    );
    assert!(
        drawn.contains("\n            IPv6address \"::1\" @ 14..17\n"),
        "{drawn}"
    );
    assert_eq!(AsRef::<str>::as_ref(&node), text);
    assert_eq!(node.iri_reference(), Some(iri));
    let mut kids = Vec::new();
    node.for_each_child(|c| kids.push(c.production()));
    assert_eq!(kids, [Production::Iri]);
    assert!(node.children().next().unwrap().iri_reference().is_none());
    // Down to the host's alternatives and the literal's address.
    let mut names = Vec::new();
    fn walk(n: rfc3987::Node<'_>, names: &mut Vec<String>) {
        names.push(format!("{} {:?}", n.production(), n.as_str()));
        n.for_each_child(|c| walk(c, names));
    }
    walk(node, &mut names);
    for want in [
        "ihost \"[::1]\"",
        "IP-literal \"[::1]\"",
        "IPv6address \"::1\"",
        "iuserinfo \"josé\"",
        "port \"8\"",
        "iquery \"q\"",
        "ifragment \"f\"",
    ] {
        assert!(names.iter().any(|n| n == want), "{want}: {names:?}");
    }
    let future = IriReference::parse("http://[v7.ü]/").err();
    assert!(future.is_some(), "IPvFuture holds ASCII only");
    let host = IriReference::parse("http://[v7.x]/")
        .unwrap()
        .host()
        .unwrap();
    let mut under = Vec::new();
    rfc3987::Node::from(host)
        .for_each_child(|c| c.for_each_child(|d| under.push((d.production(), d.as_str()))));
    assert_eq!(under, [(Production::IpvFuture, "v7.x")]);

    match iri.kind() {
        IriKind::Iri(i) => {
            assert_eq!(i.as_str(), text);
            assert_eq!(i.span().range(), 0..text.len());
            assert_eq!(i.scheme().as_str(), "http");
            assert_eq!(i.hier_part().as_str(), "//josé@[::1]:8/ä");
            assert_eq!(i.hier_part().span().start(), 5);
            assert_eq!(i.hier_part().authority().unwrap().as_str(), "josé@[::1]:8");
            assert_eq!(i.hier_part().path().as_str(), "/ä");
            assert_eq!(i.query().unwrap().as_str(), "q");
            assert_eq!(i.fragment().unwrap().as_str(), "f");
        }
        other => panic!("{other:?}"),
    }
    assert!(!iri.is_relative());
    let rel = IriReference::parse("//h/ö?q#f").unwrap();
    assert!(rel.is_relative());
    match rel.kind() {
        IriKind::IrelativeRef(r) => {
            assert_eq!((r.as_str(), r.span().range()), ("//h/ö?q#f", 0..10));
            assert_eq!(r.relative_part().as_str(), "//h/ö");
            assert_eq!(r.relative_part().span().range(), 0..6);
            assert_eq!(r.relative_part().authority().unwrap().as_str(), "h");
            assert_eq!(r.relative_part().path().as_str(), "/ö");
            assert_eq!(r.query().unwrap().as_str(), "q");
            assert_eq!(r.fragment().unwrap().as_str(), "f");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(rel.hier_part().as_str(), "//h/ö");

    // The owned form gives its text back.
    let owned = IriReferenceBuf::parse("http://例え.jp/").unwrap();
    assert_eq!(owned.into_string(), "http://例え.jp/");
    // `TryFrom`, and the grammar's entry points.
    assert_eq!(IriReference::try_from("ä").unwrap().as_str(), "ä");
    assert!(IriReference::try_from("a b").is_err());
    assert_eq!(rfc3987::Rfc3987::max_len(Options::new().max_len(9)), 9);
    let n = <rfc3987::Rfc3987 as Grammar>::parse_production(
        Production::Ihost,
        "例え.jp",
        Options::new(),
    )
    .unwrap();
    assert_eq!(n.production(), Production::Ihost);
}

/// What may come where a reference stops short after a complete rule:
/// RFC 3987's follow table (elsewhere the error names the rule that
/// could have gone on, as the other tests show).
#[test]
fn what_may_follow_where_a_reference_stops() {
    use rfc1738::syntax::Next;
    let next = |p: Production, s: &str| {
        let e = rfc3987::parse_production(p, s).unwrap_err();
        (e.offset(), e.next().collect::<Vec<_>>())
    };
    let lit = Next::Literal;
    // An empty `ipath-abempty` may go on with a `/`.
    assert_eq!(
        next(Production::IriReference, "//h\u{FFFE}"),
        (3, vec![lit("/"), lit("?"), lit("#"), Next::End])
    );
    assert_eq!(
        next(Production::IrelativePart, "//h?"),
        (3, vec![lit("/"), Next::End])
    );
    assert_eq!(
        next(Production::IhierPart, "//h?"),
        (3, vec![lit("/"), Next::End])
    );
    // The `/` of an `ipath-absolute` with its first segment, an empty
    // path with either (no `:` in a relative reference's first one).
    let seg = |p| Next::Production(p);
    assert_eq!(
        next(Production::IriReference, "x:/\u{FFFE}"),
        (
            3,
            vec![seg(Production::IsegmentNz), lit("?"), lit("#"), Next::End]
        )
    );
    assert_eq!(
        next(Production::IriReference, "x:\u{FFFE}"),
        (
            2,
            vec![
                lit("/"),
                seg(Production::IsegmentNz),
                lit("?"),
                lit("#"),
                Next::End
            ]
        )
    );
    assert_eq!(
        next(Production::IriReference, "\u{FFFE}"),
        (
            0,
            vec![
                lit("/"),
                seg(Production::IsegmentNzNc),
                lit("?"),
                lit("#"),
                Next::End
            ]
        )
    );
    // A `userinfo` run that no `@` ends, where no port can be read.
    assert_eq!(next(Production::Iauthority, "h:1x"), (4, vec![lit("@")]));
    // A host that is no run (an IP literal) may go on with a port.
    assert_eq!(
        next(Production::Iauthority, "[::1]x"),
        (5, vec![lit(":"), Next::End])
    );
    // An `absolute-IRI` may go on with a query, but not a fragment.
    assert_eq!(
        next(Production::AbsoluteIri, "x://h#f"),
        (5, vec![lit("/"), lit("?"), Next::End])
    );
    let e = rfc3987::parse_production(Production::AbsoluteIri, "a:b#c").unwrap_err();
    assert_eq!((e.offset(), e.expected()), (3, Production::IsegmentNz));
}

/// An `IriReference` prints as its nodes: its span, and what it is with
/// all its parts.
#[test]
fn an_iri_reference_debugs_as_its_nodes() {
    let r = rfc1738::rfc3987::IriReference::parse("//例え.jp/δ?q").unwrap();
    let debug = format!("{r:?}");
    assert!(
        debug.starts_with("IriReference { span: ")
            && debug.contains("IrelativeRef")
            && debug.contains("例え.jp")
            && debug.contains("Ipath"),
        "{debug}"
    );
}
