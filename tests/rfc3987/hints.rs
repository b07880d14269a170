//! Errors that say what to fix: each hint of RFC 3987's errors on an
//! input it names (id, text and section pinned), and the places next to
//! them where what a hint says would be false, which get none.

use rfc1738::rfc3987::{self, IriReference, Production, parse_production};

/// One input per hint, with the hint as a user reads it.
const PINNED: &[crate::common::hints::Pinned] = &[
    (
        "http://h/%zz",
        "malformed-escape",
        "`%` starts a percent-encoding and is followed by two hex digits: a `%` of its own is written `%25`",
        "RFC 3986 §2.1, RFC 3987 §2.2",
    ),
    (
        "http://h/a b",
        "space",
        "a space is no IRI character: write it as `%20`",
        "RFC 3987 §2.2, §3.1",
    ),
    (
        "http://h/\u{E000}",
        "private-outside-query",
        "a private use character stands for itself only in the query: elsewhere percent-encode its UTF-8 octets",
        "RFC 3987 §2.2",
    ),
    (
        "http://h/a\u{FFFD}",
        "not-ucschar",
        "this character is in no class of IRI characters (a control, a noncharacter, a special such as U+FFFD, or a tag): percent-encode its UTF-8 octets",
        "RFC 3987 §2.2",
    ),
    (
        "http://h/<x>",
        "excluded-delimiter",
        "`\"`, `<` and `>` delimit IRIs in text and are no part of them: write them as `%22`, `%3C` and `%3E`",
        "RFC 3987 §3.1",
    ),
    (
        "http://h/a\\b",
        "unwise-character",
        "`{`, `}`, `|`, `^`, `` ` `` and `\\` are no IRI characters: write them as `%7B`, `%7D`, `%7C`, `%5E`, `%60` and `%5C`",
        "RFC 3987 §3.1",
    ),
    (
        "http://h/\t",
        "control-character",
        "control characters are no IRI characters: write them as `%HH`",
        "RFC 3987 §2.2",
    ),
    (
        "a#b#c",
        "second-hash",
        "an IRI reference has one `#`, before its fragment, and a fragment holds no `#`: write it as `%23`",
        "RFC 3986 §3.5, RFC 3987 §2.2",
    ),
    (
        "http://h/a[0]",
        "bracket",
        "`[` and `]` belong only around an IP literal in the host: elsewhere write `%5B` and `%5D`",
        "RFC 3986 §3.2.2, RFC 3987 §2.2",
    ),
    (
        "http://[fe80::1%25eth0]/",
        "ipv6-zone-id",
        "RFC 3987 has no IPv6 zone identifiers (§2.2); RFC 3986's reading with RFC 6874 has, with the `%` percent-encoded (`[fe80::1%25eth0]`)",
        "RFC 3987 §2.2",
    ),
    (
        "1a:b",
        "colon-in-first-segment",
        "a `:` in the first segment of a relative reference would read as a scheme: write `./` before the segment, or the `:` as `%3A` (a scheme starts with a letter)",
        "RFC 3986 §4.2, RFC 3987 §2.2",
    ),
    (
        "http://h:port/",
        "port-not-digits",
        "a port is digits only: with what follows the `:`, the authority reads as user information, which an `@` would have to end",
        "RFC 3986 §3.2.3, RFC 3987 §2.2",
    ),
];

#[test]
fn every_hint_is_pinned_by_id_and_text() {
    crate::common::hints::every_hint_is_pinned(PINNED, rfc3987::HINTS, |s| {
        IriReference::parse(s).err()
    });
}

/// Where a hint's condition does not hold the error has no hint: a
/// bracket inside an IP literal (it belongs there), a `%` after
/// something other than a whole IPv6 address, a first `#`, a `:` after
/// a host (no relative reference's first segment), and a `ucschar`
/// where no character beyond ASCII may stand (an IP literal).
#[test]
fn no_hint_where_it_would_be_false() {
    for input in [
        "http://[::1[",
        "http://[v1.x%25]/",
        "http://[%25]/",
        "http://[::1#",
        "//[::1]x",
        "http://[::\u{E9}]/",
        // A `%` after a port, with a whole address in brackets before it.
        "http://[::1]:80%/",
    ] {
        let e = IriReference::parse(input).unwrap_err();
        assert_eq!(e.hint_id(), None, "{input:?}: {e}");
    }
    // A `:` in the first segment, read by the rules around it.
    for (p, input) in [
        (Production::IpathNoscheme, "1a:b"),
        (Production::IrelativePart, "1a:b"),
        (Production::IrelativePart, ":a"),
        (Production::IrelativeRef, ":a"),
    ] {
        let e = parse_production(p, input).unwrap_err();
        assert_eq!(
            e.hint_id(),
            Some("colon-in-first-segment"),
            "{p:?} {input:?}: {e}"
        );
    }
    let e = parse_production(Production::Ihost, "a:b").unwrap_err();
    assert_eq!((e.offset(), e.hint_id()), (1, None), "{e}");
    // An `iuserinfo` read alone that stops short names the rule, with
    // no `@` to say a port was read as one: the hint is that of the
    // character.
    let e = parse_production(Production::Iuserinfo, "a b").unwrap_err();
    assert_eq!(
        (e.expected(), e.literal(), e.hint_id()),
        (Production::Iuserinfo, None, Some("space")),
        "{e}"
    );
    // A private use character in the query is an `iprivate`.
    assert!(IriReference::parse("http://h/?\u{E000}").is_ok());
}
