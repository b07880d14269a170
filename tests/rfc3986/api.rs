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
