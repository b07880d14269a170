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
