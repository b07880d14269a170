//! Errors that say what to fix: each hint of RFC 3986's errors on an
//! input it names (id, text and section pinned), and the places next to
//! them where what a hint says would be false, which get none.

use rfc1738::rfc3986::{self, Production, UriReference, parse_production};

/// One input per hint, with the hint as a user reads it.
const PINNED: &[crate::common::hints::Pinned] = &[
    (
        "http://h/%zz",
        "malformed-escape",
        "`%` starts a percent-encoding and is followed by two hex digits: a `%` of its own is written `%25`",
        "RFC 3986 §2.1, §2.4",
    ),
    (
        "http://h/a b",
        "space",
        "a space is no URI character: write it as `%20`",
        "RFC 3986 §2, Appendix C",
    ),
    (
        "http://例え.jp/",
        "not-ascii",
        "an IRI (RFC 3987), not a URI: its URI percent-encodes the character's UTF-8",
        "RFC 3987 §3.1",
    ),
    (
        "http://h/<x>",
        "excluded-delimiter",
        "`\"`, `<` and `>` delimit URIs in text and are no part of them: write them as `%22`, `%3C` and `%3E`",
        "RFC 3986 §2, Appendix C",
    ),
    (
        "http://h/{x}",
        "unwise-character",
        "`{`, `}`, `|`, `^` and `` ` `` are no URI characters (parsers that accept them percent-encode them): write them as `%7B`, `%7D`, `%7C`, `%5E` and `%60`",
        "RFC 3986 §2",
    ),
    (
        "http://h/a\\b",
        "backslash",
        "`\\` is no URI character, and no path separator (WHATWG's URL Standard reads it as `/` in special schemes): write `/`, or `%5C` for the character",
        "RFC 3986 §2",
    ),
    (
        "http://h/\t",
        "control-character",
        "control characters are no URI characters: write them as `%HH`",
        "RFC 3986 §2",
    ),
    (
        "a#b#c",
        "second-hash",
        "a URI reference has one `#`, before its fragment, and a fragment holds no `#`: write it as `%23`",
        "RFC 3986 §3.5",
    ),
    (
        "http://h/a[0]",
        "bracket",
        "`[` and `]` belong only around an IP literal in the host: elsewhere write `%5B` and `%5D`",
        "RFC 3986 §3.2.2",
    ),
    (
        "http://[fe80::1%25eth0]/",
        "ipv6-zone-id",
        "an IPv6 zone identifier is no part of RFC 3986's IP literal; RFC 6874 adds it, with its `%` percent-encoded (`[fe80::1%25eth0]`), behind `Options::zone_ids`",
        "RFC 6874 §2",
    ),
    (
        "1a:b",
        "colon-in-first-segment",
        "a `:` in the first segment of a relative reference would read as a scheme: write `./` before the segment, or the `:` as `%3A` (a scheme starts with a letter)",
        "RFC 3986 §4.2, §3.1",
    ),
    (
        "http://h:port/",
        "port-not-digits",
        "a port is digits only: with what follows the `:`, the authority reads as user information, which an `@` would have to end",
        "RFC 3986 §3.2.3, §3.2.1",
    ),
];

#[test]
fn every_hint_is_pinned_by_id_and_text() {
    crate::common::hints::every_hint_is_pinned(PINNED, rfc3986::HINTS, |s| {
        UriReference::parse(s).err()
    });
}

/// Where a hint's condition does not hold the error has no hint: a
/// bracket inside an IP literal (it belongs there), a `%` after
/// something other than a whole IPv6 address, a private use character
/// outside the query (no IRI holds it there), a first `#`, and a `:`
/// after a host (no relative reference's first segment).
#[test]
fn no_hint_where_it_would_be_false() {
    for input in [
        "http://[::1[",
        "http://[v1.x%25]/",
        "http://[%25]/",
        "http://[::1#",
        "http://h/\u{E000}",
        "//[::1]x",
    ] {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!(e.hint_id(), None, "{input:?}: {e}");
    }
    // A `:` in the first segment, read by the rules around it.
    for (p, input) in [
        (Production::PathNoscheme, "1a:b"),
        (Production::RelativePart, "1a:b"),
        (Production::RelativePart, ":a"),
        (Production::RelativeRef, ":a"),
    ] {
        let e = parse_production(p, input).unwrap_err();
        assert_eq!(
            e.hint_id(),
            Some("colon-in-first-segment"),
            "{p:?} {input:?}: {e}"
        );
    }
    let e = parse_production(Production::Host, "a:b").unwrap_err();
    assert_eq!((e.offset(), e.hint_id()), (1, None), "{e}");
    // A `userinfo` read alone that stops short names the rule, with no
    // `@` to say a port was read as one: the hint is the character's.
    let e = parse_production(Production::Userinfo, "a b").unwrap_err();
    assert_eq!(
        (e.expected(), e.literal(), e.hint_id()),
        (Production::Userinfo, None, Some("space")),
        "{e}"
    );
    // A private use character in the query is an IRI's (`iprivate`).
    let e = UriReference::parse("http://h/?\u{E000}").unwrap_err();
    assert_eq!(e.hint_id(), Some("not-ascii"));
}
