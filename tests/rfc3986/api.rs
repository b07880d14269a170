//! The API of the RFC 3986 grammar: the owned form, the options, the
//! module functions, errors on bad input, and the components as written
//! (absent is `None`, empty is `Some("")`).

use rfc1738::rfc3986::{self, Options, Production, UriReference, UriReferenceBuf};

#[test]
fn empty_and_absent_differ() {
    let u = UriReference::parse("file:///x").unwrap();
    assert_eq!(u.host().unwrap().as_str(), "");
    assert_eq!(u.host().unwrap().kind_name(), "reg-name");
    assert!(u.port().is_none());
    let u = UriReference::parse("http://h:?#").unwrap();
    assert_eq!(u.port().unwrap().as_str(), "");
    assert_eq!(u.query().unwrap().as_str(), "");
    assert_eq!(u.fragment().unwrap().as_str(), "");
    assert_eq!(u.path().kind().name(), "path-abempty");
    let u = UriReference::parse("").unwrap();
    assert_eq!(u.production(), Production::RelativeRef);
    assert_eq!(u.path().kind().name(), "path-empty");
}

#[test]
fn path_kinds_by_context() {
    let kind = |s: &str| UriReference::parse(s).unwrap().path().kind().name();
    assert_eq!(kind("a:/b"), "path-absolute");
    assert_eq!(kind("a:b"), "path-rootless");
    assert_eq!(kind("a:"), "path-empty");
    assert_eq!(kind("b/c"), "path-noscheme");
    assert_eq!(kind("/b"), "path-absolute");
    assert_eq!(kind("//h"), "path-abempty");
}

#[test]
fn owned_form_and_module_functions() {
    let buf: UriReferenceBuf = "http://[::1]/x".parse().unwrap();
    assert_eq!(buf.parsed().host().unwrap().kind_name(), "IP-literal");
    assert_eq!(buf.to_string(), "http://[::1]/x");
    assert_eq!(buf.as_str(), "http://[::1]/x");
    let again = UriReference::parse("//h/p?q").unwrap().to_buf();
    assert_eq!(again.parsed().path().as_str(), "/p");
    assert_eq!(again.into_string(), "//h/p?q");
    assert!("a b".parse::<UriReferenceBuf>().is_err());
    assert!(rfc3986::parse("x").is_ok());
    assert!(rfc3986::parse_with("x", Options::new()).is_ok());
    let e = rfc3986::parse_with("abcdef", Options::new().max_len(3)).unwrap_err();
    assert!(e.to_string().contains("over the limit"));
}

#[test]
fn errors_say_where_and_what() {
    let e = UriReference::parse("http://h:x/").unwrap_err();
    assert_eq!(e.offset(), 10);
    assert_eq!(e.hint().unwrap().id, "port-not-digits");
    let e = UriReference::parse("http://[fe860::1]/").unwrap_err();
    assert_eq!(e.offset(), 12);
    let e = UriReference::parse("http://[::1%eth0]/").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (11, "ipv6-zone-id"));
    let e = UriReference::parse("http://h/a#b#c").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (12, "second-hash"));
    let e = UriReference::parse("http://h/a#b").map(|_| ());
    assert!(e.is_ok());
    let e = UriReference::parse("x:#").map(|_| ());
    assert!(e.is_ok());
    let e = UriReference::parse("http://例え.jp/").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (7, "not-ascii"));
    assert_eq!(e.found(), Some('例'));
    let e = UriReference::parse("http://h/{x}").unwrap_err();
    assert_eq!(e.hint().unwrap().id, "unwise-character");
    let e = UriReference::parse("http://h/a\\b").unwrap_err();
    assert_eq!(e.hint().unwrap().id, "backslash");
    let e = UriReference::parse("http://h/%zz").unwrap_err();
    assert_eq!((e.offset(), e.hint().unwrap().id), (10, "malformed-escape"));
}

/// The hints of the grammar are true where they fire, on the edits of
/// hand-picked references: a space at a space, a `#` after a `#`, a zone
/// hint after a whole IPv6 address, ...
#[test]
fn every_hint_is_true_where_it_fires() {
    let seeds = ["http://u@[::1]:80/a/b?q#f", "a/b?c#d", "//h/p", "x:y"];
    let alphabet = [
        "%", "#", "[", "]", " ", ":", "\\", "{", "é", "\"", "\t", "\u{E000}", "\u{FFFD}",
    ];
    let mut checked = 0;
    for s in seeds {
        for k in 0..=s.len() {
            for a in alphabet {
                let input = format!("{}{a}{}", &s[..k], &s[k..]);
                let Err(e) = UriReference::parse(&input) else {
                    continue;
                };
                let Some(h) = e.hint() else { continue };
                checked += 1;
                let at = e.offset();
                let found = e.found();
                let before = &input[..at];
                let ok = match h.id {
                    "malformed-escape" => input[..=at.min(input.len() - 1)]
                        .rfind('%')
                        .is_some_and(|p| at <= p + 2),
                    "space" => found == Some(' '),
                    "not-ascii" => found.is_some_and(|c| {
                        rfc1738::rfc3987::chars::is_ucschar(c)
                            || (rfc1738::rfc3987::chars::is_iprivate(c) && before.contains('?'))
                    }),
                    "excluded-delimiter" => matches!(found, Some('"' | '<' | '>')),
                    "unwise-character" => matches!(found, Some('{' | '}' | '|' | '^' | '`')),
                    "backslash" => found == Some('\\'),
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
    assert_eq!(rfc3986::HINTS.len(), 12);
}

/// The public combinators of the reference-level and authority rules,
/// called from a caller's parser as nom combinators: each matches the
/// longest text its rule allows and leaves the rest, and each refuses a
/// text its rule does not start, as `nom::Err::Error` (so that the
/// caller's `alt` goes on).
#[test]
fn the_public_combinators_read_from_a_callers_text() {
    use rfc3986::Input;
    use rfc3986::authority::{authority, host, ip_literal, ip_literal_rfc6874};
    use rfc3986::reference::{absolute_uri, hier_part, relative_part, relative_ref, uri};

    macro_rules! reads {
        ($f:expr, $input:expr, $matched:expr, $rest:expr) => {{
            let (rest, node) = $f(Input::new($input))
                .unwrap_or_else(|e| panic!("{} should read {:?}: {e:?}", stringify!($f), $input));
            assert_eq!(
                (node.as_str(), rest.as_str()),
                ($matched, $rest),
                "{} on {:?}",
                stringify!($f),
                $input
            );
        }};
    }
    macro_rules! refuses {
        ($f:expr, $input:expr, $offset:expr) => {{
            match $f(Input::new($input)) {
                Err(nom::Err::Error(e)) => {
                    assert_eq!(e.offset(), $offset, "{} on {:?}", stringify!($f), $input)
                }
                other => panic!(
                    "{} should refuse {:?} as nom::Err::Error, got {other:?}",
                    stringify!($f),
                    $input
                ),
            }
        }};
    }

    reads!(uri, "http://a/b?c#d e", "http://a/b?c#d", " e");
    refuses!(uri, "//a/b", 0);
    reads!(absolute_uri, "http://a/b?c#d", "http://a/b?c", "#d");
    refuses!(absolute_uri, "?q", 0);
    reads!(relative_ref, "../a?b#c d", "../a?b#c", " d");
    reads!(relative_ref, "//h:8/p q", "//h:8/p", " q");
    reads!(hier_part, "//u@h/p?q", "//u@h/p", "?q");
    reads!(hier_part, "a:b/c#f", "a:b/c", "#f");
    reads!(relative_part, "a/b:c?q", "a/b:c", "?q");
    reads!(relative_part, "/x y", "/x", " y");
    reads!(authority, "u:p@[::1]:80/x", "u:p@[::1]:80", "/x");
    reads!(authority, "h.example:/", "h.example:", "/");
    reads!(host, "192.0.2.1:80", "192.0.2.1", ":80");
    reads!(host, "[v7.x]/", "[v7.x]", "/");
    reads!(ip_literal, "[2001:db8::7]:1", "[2001:db8::7]", ":1");
    refuses!(ip_literal, "2001:db8::7", 0);
    reads!(
        ip_literal_rfc6874,
        "[fe80::1%25eth0]/",
        "[fe80::1%25eth0]",
        "/"
    );
}

/// What the nodes say of themselves: a port's number, an IPv4 address's
/// octets, a percent-encoding's octet, a host's kind by its RFC name, and
/// an IP literal's kind; each node's text is the exact text of its part.
#[test]
fn the_nodes_answer_what_they_hold() {
    use rfc3986::Input;
    use rfc3986::authority::{HostKind, IpLiteralKind};
    use rfc3986::chars::pct_encoded;

    let number = |s: &str| UriReference::parse(s).unwrap().port().unwrap().number();
    assert_eq!(number("http://h:8080/"), Some(8080));
    assert_eq!(number("http://h:0/"), Some(0));
    assert_eq!(number("http://h:65535/"), Some(65535));
    assert_eq!(number("http://h:65536/"), None, "TCP's ports are 16 bits");
    assert_eq!(number("http://h:/"), None, "an empty port is no number");

    let r = UriReference::parse("http://u@192.0.2.255:1/p").unwrap();
    let host = r.host().unwrap();
    assert_eq!(
        (host.as_str(), host.kind_name()),
        ("192.0.2.255", "IPv4address")
    );
    match host.kind() {
        HostKind::Ipv4address(a) => assert_eq!(a.octets(), [192, 0, 2, 255]),
        other => panic!("{other:?}"),
    }
    assert_eq!(r.userinfo().unwrap().as_str(), "u");
    assert_eq!(r.authority().unwrap().as_str(), "u@192.0.2.255:1");
    assert_eq!(r.hier_part().as_str(), "//u@192.0.2.255:1/p");

    for (input, kind) in [
        ("http://[::1]/", "IP-literal"),
        ("http://[v1.x]/", "IP-literal"),
        ("http://192.0.2.256/", "reg-name"),
        ("http:///", "reg-name"),
    ] {
        let r = UriReference::parse(input).unwrap();
        assert_eq!(r.host().unwrap().kind_name(), kind, "{input}");
    }

    let z =
        UriReference::parse_with("http://[fe80::1%25en0]/", Options::new().zone_ids(true)).unwrap();
    match z.host().unwrap().kind() {
        HostKind::IpLiteral(lit) => {
            assert_eq!(lit.as_str(), "[fe80::1%25en0]");
            match lit.kind() {
                IpLiteralKind::Ipv6addrz(a) => {
                    assert_eq!(a.as_str(), "fe80::1%25en0");
                    assert_eq!(a.address().as_str(), "fe80::1");
                    assert_eq!(a.zone_id().as_str(), "en0");
                }
                other => panic!("{other:?}"),
            }
        }
        other => panic!("{other:?}"),
    }

    for (text, octet) in [
        ("%7E", 0x7e),
        ("%7e", 0x7e),
        ("%00", 0),
        ("%fF", 0xff),
        ("%A0", 0xa0),
    ] {
        let (_, p) = pct_encoded(Input::new(text)).unwrap();
        assert_eq!(p.octet(), octet, "{text}");
    }

    let r = UriReference::parse("a:b?q#f").unwrap();
    match r.kind() {
        rfc3986::UriKind::Uri(u) => {
            assert_eq!(u.as_str(), "a:b?q#f");
            assert_eq!(u.scheme().as_str(), "a");
            assert_eq!(u.hier_part().as_str(), "b");
            assert_eq!(u.query().unwrap().as_str(), "q");
            assert_eq!(u.fragment().unwrap().as_str(), "f");
        }
        other => panic!("{other:?}"),
    }
    let r = UriReference::parse("//h/p?q#f").unwrap();
    match r.kind() {
        rfc3986::UriKind::RelativeRef(rr) => {
            assert_eq!(rr.as_str(), "//h/p?q#f");
            assert_eq!(rr.relative_part().as_str(), "//h/p");
            assert_eq!(rr.query().unwrap().as_str(), "q");
            assert_eq!(rr.fragment().unwrap().as_str(), "f");
        }
        other => panic!("{other:?}"),
    }
}

/// An empty zone identifier is no `ZoneID` (`1*( unreserved /
/// pct-encoded )`, RFC 6874 §2): the error is at the byte after `%25`.
#[test]
fn an_empty_zone_id_is_refused_where_it_should_start() {
    let e = UriReference::parse_with("http://[fe80::1%25]/", Options::new().zone_ids(true))
        .unwrap_err();
    assert_eq!((e.offset(), e.expected()), (18, Production::ZoneId), "{e}");
}

/// The generic tree: each node's production, span and text, its
/// children in input order (an `IPv6addrz` has its address and its zone
/// identifier), and the reference at the root only.
#[test]
fn the_generic_tree_of_a_rule_and_of_a_reference() {
    let zone = Options::new().zone_ids(true);
    let node =
        rfc3986::parse_production_with(Production::Authority, "u@[fe80::1%25x]:80", zone).unwrap();
    assert_eq!(node.production(), Production::Authority);
    assert_eq!(
        (node.as_str(), node.span().range()),
        ("u@[fe80::1%25x]:80", 0..18)
    );
    assert_eq!(AsRef::<str>::as_ref(&node), "u@[fe80::1%25x]:80");
    assert!(
        node.uri_reference().is_none(),
        "only a reference's root is one"
    );

    let mut seen = Vec::new();
    let mut todo = vec![node];
    while let Some(n) = todo.pop() {
        seen.push((n.production(), n.as_str()));
        let mut children: Vec<_> = n.children().collect();
        children.reverse();
        todo.extend(children);
    }
    assert_eq!(
        seen,
        [
            (Production::Authority, "u@[fe80::1%25x]:80"),
            (Production::Userinfo, "u"),
            (Production::Host, "[fe80::1%25x]"),
            (Production::IpLiteral, "[fe80::1%25x]"),
            (Production::Ipv6addrz, "fe80::1%25x"),
            (Production::Ipv6address, "fe80::1"),
            (Production::ZoneId, "x"),
            (Production::Port, "80"),
        ]
    );

    let root = rfc3986::parse_production(Production::UriReference, "//h/p").unwrap();
    let r = root
        .uri_reference()
        .expect("the root of a URI-reference is one");
    assert_eq!(
        (r.as_str(), r.production()),
        ("//h/p", Production::RelativeRef)
    );
    let debug = format!("{r:?}");
    assert!(
        debug.starts_with("UriReference") && debug.contains("RelativeRef"),
        "{debug}"
    );
}

/// A rule read alone errs where the same text errs inside a whole
/// reference, shifted by what comes before it there; `max_len` holds
/// for a rule as for a reference.
#[test]
fn a_rule_alone_errs_where_it_errs_in_a_reference() {
    for authority in [
        "h:8x", "h:x", "a:b:c", "u@h@", "[::1", "h%4", "[v1.]", "u:p@h:1:",
    ] {
        let alone = rfc3986::parse_production(Production::Authority, authority).unwrap_err();
        let whole = UriReference::parse(&format!("http://{authority}/")).unwrap_err();
        assert_eq!(
            alone.offset() + "http://".len(),
            whole.offset(),
            "{authority}: alone {alone}; in a reference {whole}"
        );
    }
    let e = rfc3986::parse_production_with(Production::Path, "/abcdef", Options::new().max_len(3))
        .unwrap_err();
    assert!(e.to_string().contains("over the limit"), "{e}");
}

/// The method and the module function of §6 give the same text.
#[test]
fn normalize_as_a_method() {
    let text = "HTTP://Example.COM:80/%7euser/./a/../b";
    let r = UriReference::parse(text).unwrap();
    assert_eq!(r.normalize(), "http://example.com/~user/b");
    assert_eq!(r.normalize(), rfc3986::normalize::normalize_str(text));
}

/// The entry points a caller may reach for beside `parse`: `TryFrom`,
/// the combinator at the module's root on a caller's text, the grammar's
/// `max_len`, a resolution's target as a `String`; and the error where a
/// reference stops short at a character no rule takes.
#[test]
fn the_other_entry_points() {
    use rfc1738::syntax::Grammar;
    assert_eq!(UriReference::try_from("a").unwrap().as_str(), "a");
    assert!(UriReference::try_from("a b").is_err());
    let (rest, r) = rfc3986::uri_reference(rfc3986::Input::new("../a?b c")).unwrap();
    assert_eq!((r.as_str(), rest.as_str()), ("../a?b", " c"));
    assert_eq!(rfc3986::Rfc3986::max_len(Options::new().max_len(7)), 7);
    let base = UriReference::parse("http://a/b/c").unwrap();
    let target = UriReference::parse("../g").unwrap().resolve(&base).unwrap();
    assert_eq!(target.into_string(), "http://a/g");

    // Where a reference stops short at a character no rule takes, the
    // error names the rule that could have gone on (a space may be no
    // part of a query, of a segment or of a host).
    for (s, at, msg) in [
        ("http://h?q x", 10, "expected query at byte 10"),
        ("a x", 1, "expected segment-nz-nc at byte 1"),
        ("?q x", 2, "expected query at byte 2"),
    ] {
        let e = UriReference::parse(s).unwrap_err();
        assert_eq!(e.offset(), at, "{s}");
        assert!(e.to_string().starts_with(msg), "{s}: {e}");
        assert_eq!(e.hint().map(|h| h.id), Some("space"), "{s}");
    }
}

/// What may come where a reference stops short after a path with no
/// segment (RFC 3986's follow table; elsewhere the error names the rule
/// that could have gone on): a `/` after an empty `path-abempty`, the
/// first segment after a `path-absolute`'s `/`, either after an empty
/// path, then what the reference offers. The same from the whole
/// reference's parse (read off its shape) and from the rule's (off its
/// tree).
#[test]
fn what_may_follow_a_path_without_segments() {
    use rfc1738::rfc3986::{Production as P, UriReference, parse_production};
    use rfc1738::syntax::Next;
    let lit = Next::Literal;
    let rule = Next::Production;
    let cases: [(&str, usize, Vec<Next<P>>); 6] = [
        (
            "http://h x",
            8,
            vec![lit("/"), lit("?"), lit("#"), Next::End],
        ),
        ("//h:80 x", 6, vec![lit("/"), lit("?"), lit("#"), Next::End]),
        (
            "http:/ x",
            6,
            vec![rule(P::SegmentNz), lit("?"), lit("#"), Next::End],
        ),
        (
            "http: x",
            5,
            vec![lit("/"), rule(P::SegmentNz), lit("?"), lit("#"), Next::End],
        ),
        (
            " x",
            0,
            vec![
                lit("/"),
                rule(P::SegmentNzNc),
                lit("?"),
                lit("#"),
                Next::End,
            ],
        ),
        ("?a b", 2, vec![]),
    ];
    for (input, at, want) in cases {
        let whole = UriReference::parse(input).unwrap_err();
        let top = if input.starts_with("http") {
            P::Uri
        } else {
            P::RelativeRef
        };
        let rule = parse_production(top, input).unwrap_err();
        assert_eq!(
            (rule.offset(), rule.next().collect::<Vec<_>>()),
            (whole.offset(), whole.next().collect::<Vec<_>>()),
            "{input:?}"
        );
        assert_eq!(
            (whole.offset(), whole.next().collect::<Vec<_>>()),
            (at, want),
            "{input:?}"
        );
    }
    // Without a query part: the absolute URI of a base.
    let e = parse_production(P::AbsoluteUri, "http://h#f").unwrap_err();
    assert_eq!(
        (e.offset(), e.next().collect::<Vec<_>>()),
        (8, vec![lit("/"), lit("?"), Next::End])
    );
}

/// A rule that does not start where a caller's parser calls it refuses
/// there, as `nom::Err::Error` at the caller's offset in its text (what
/// the caller's `alt` reads to pick the furthest error).
#[test]
fn a_rule_refuses_at_the_callers_offset() {
    use rfc3986::Input;
    use rfc3986::authority::{
        dec_octet, h16, ip_literal, ipv_future, ipv4address, ipv6address, ls32, zone_id,
    };
    use rfc3986::path::path_absolute;
    macro_rules! refuses_at {
        ($($f:ident),*) => {$(
            match $f(Input::new_at("(", 100)) {
                Err(nom::Err::Error(e)) => assert_eq!(e.offset(), 100, stringify!($f)),
                other => panic!("{} should refuse \"(\": {other:?}", stringify!($f)),
            }
        )*};
    }
    refuses_at!(
        ip_literal,
        ipv_future,
        ipv6address,
        zone_id,
        h16,
        ls32,
        ipv4address,
        dec_octet,
        path_absolute
    );
}
