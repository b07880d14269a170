//! Errors that say what to fix: the hints of RFC 2396's errors, each
//! with its section, on the inputs that most often fail.

use crate::common::hints::Grammar;
use rfc1738::rfc2396::UriReference;

#[test]
fn hints_name_the_mistake_and_the_section() {
    let mut out = String::new();
    for input in [
        "?y",
        "http://h/a[0]",
        "foo:[x]",
        "http://[fe80::1%eth0]/",
        "http://h/a b",
        "http://h/\"x\"",
        "http://h/<x>",
        "http://h/a|b",
        "a#b#c",
        "http://h/%zz",
        "http://h/\u{e9}",
        "http://h/\t",
        "1a:b",
        "x:",
        "<http://h/>",
        " http://h/",
    ] {
        let e = UriReference::parse(input).unwrap_err();
        let hint = e
            .hint()
            .unwrap_or_else(|| panic!("{input:?}: no hint for {e}"));
        out.push_str(&format!("## {input:?}\nerror: {e}\nhint: {hint}\n\n"));
    }
    snapshot!("hints", out);
}

/// Errors at the mistake: (input, the error's offset, the hint's id, the
/// start of its message).
const AT_THE_MISTAKE: &[(&str, usize, Option<&str>, &str)] = &[
    // An IPv6 host cannot be followed by `@`: the error is there, and the
    // brackets are where they belong.
    (
        "http://[::1]@h/",
        12,
        None,
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    ("//[::1]@h", 7, None, "expected \":\", \"/\""),
    // After `]`, what may follow a host, as after a host name.
    (
        "http://[::1]x/",
        12,
        None,
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    (
        "http://h x/",
        8,
        Some("excluded-space"),
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    (
        "http://[::1]]/",
        12,
        Some("bracket"),
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    ("http://a[b/", 8, Some("bracket"), "expected \":\", \"/\""),
    ("http://[::1]:8x/", 14, None, "expected \"/\", \"?\", \"#\""),
    // A well-formed escape is no malformed one.
    ("http://[::1]%41/", 12, None, "expected \":\""),
    ("http://h/%4", 11, Some("malformed-escape"), "expected hex"),
];

/// Hints that were false where they fired: (input, the error's offset,
/// the hint's id).
const TRUE_HINTS: &[(&str, usize, Option<&str>)] = &[
    // Whitespace around the reference only where the error is at it
    // (Appendix E); an error elsewhere gets its own hint, or none.
    ("http://h/%zz ", 10, Some("malformed-escape")),
    ("http://h/{ ", 9, Some("unwise-character")),
    ("http://h:x/ ", 11, Some("surrounding-whitespace")),
    ("!foo:bar ", 4, Some("colon-in-first-segment")),
    (" http://h/", 0, Some("surrounding-whitespace")),
    // A second `#` only after a first (§4.1); a `#` right after
    // `scheme:` leaves the reference without a path (§3).
    ("x:#f", 2, Some("no-path")),
    ("http:#", 5, Some("no-path")),
    ("http://[::1#x]", 11, None),
    ("a#b#c", 3, Some("second-hash")),
    // The "." where no dotted address fits (six groups must precede one).
    ("http://[1.2.3.4]/", 9, None),
    // The `]` that closes a literal with a malformed address: the
    // address is at fault, not the bracket.
    ("http://[FE80]/", 12, None),
    ("http://[]/", 8, None),
    // A zone identifier only after an address (RFC 6874 §2).
    ("http://[%]/", 8, None),
    ("http://[fe80::1%25eth0]/", 15, Some("ipv6-zone-id")),
];

#[test]
fn hints_that_are_true() {
    for &(input, offset, id) in TRUE_HINTS {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!((e.offset(), e.hint_id()), (offset, id), "{input:?}: {e}");
    }
}

#[test]
fn errors_at_the_mistake() {
    for &(input, offset, id, says) in AT_THE_MISTAKE {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!((e.offset(), e.hint_id()), (offset, id), "{input:?}: {e}");
        assert!(e.to_string().starts_with(says), "{input:?}: {e}");
    }
}

/// The hints of the ends of the input, each where it fires and where it
/// does not: whitespace before or after the reference, ASCII or not
/// (Appendix E); a reference in quotes, and a lone quote; the `URL:`
/// prefix, where the error is in it or right after it, and not for a
/// word that only starts with `u` or an error further on.
#[test]
fn hints_of_the_ends_of_the_input() {
    for (input, id) in [
        ("\u{a0}http://h/", "surrounding-whitespace"),
        ("http://h/\u{3000}", "surrounding-whitespace"),
        ("\u{3000}", "not-ascii"),
        (" http://h/", "surrounding-whitespace"),
        ("http://h/ ", "surrounding-whitespace"),
        ("\"http://h/\"", "wrapper"),
        ("\"a b", "wrapper"),
        ("\"", "excluded-quote"),
        ("url: x", "url-prefix"),
        ("URL:x y", "excluded-space"),
        ("u b", "excluded-space"),
        ("ux b", "excluded-space"),
    ] {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!(e.hint_id(), Some(id), "{input:?}: {e}");
    }
}

/// The hint of `input`'s error, if any, is true of `input`.
fn hint_is_true(input: &str) -> Result<(), String> {
    crate::common::hints::is_true(Grammar::Rfc2396, input, UriReference::parse(input).err())
}

/// Every hint's claim, checked on the input wherever it fires
/// (`common::hints`).
#[test]
fn hints_are_true_where_they_fire() {
    let cases = AT_THE_MISTAKE
        .iter()
        .map(|c| c.0)
        .chain(TRUE_HINTS.iter().map(|c| c.0));
    let inputs = crate::common::hints::inputs("hints::hints_are_true_where_they_fire", cases);
    crate::common::differential::check_all("rfc2396 hints", inputs, hint_is_true);
}

/// Every hint that fires on 48,000 single edits of corpus lines (a
/// character inserted, deleted or replaced) is true of its input
/// (`common::hints::check`).
#[test]
fn hints_are_true_over_mutations() {
    crate::common::hints::true_over_mutations(
        Grammar::Rfc2396,
        "hints::hints_are_true_over_mutations",
        &[
            "surrounding-whitespace",
            "second-hash",
            "bracket",
            "ipv6-zone-id",
            "no-path",
        ],
        |s| UriReference::parse(s).err(),
    );
}

/// Every hint of the grammar, each with an input whose error carries it:
/// (input, id, text, section), as a user reads them. A hint reworded,
/// renamed or moved to another section fails here, and so does a hint
/// added without a case.
const PINNED: &[crate::common::hints::Pinned] = &[
    (
        "?",
        "empty-relative-path",
        "RFC 2396's grammar has no empty relative path before `?` (`rel_segment` is `1*`), although Appendix C.1 resolves `?y`; RFC 3986 allows it, and so does `Options::empty_relative_path`",
        "RFC 2396 §5, Appendix C.1",
    ),
    (
        "[",
        "bracket",
        "`[` and `]` belong only around an IPv6 address in the host, and in a query, a fragment or an opaque part after its first character: elsewhere write `%5B` and `%5D`",
        "RFC 2732 §3",
    ),
    (
        "http://[fe80::1%eth0]/",
        "ipv6-zone-id",
        "an IPv6 zone identifier is no part of RFC 2732's IPv6 literal; zone identifiers came later, with RFC 6874, which writes one after `%25` (`[fe80::1%25eth0]`)",
        "RFC 2732 §3, RFC 6874 §2",
    ),
    (
        " ",
        "excluded-space",
        "a space is excluded from URIs: write it as `%20`",
        "RFC 2396 §2.4.3",
    ),
    (
        "\"",
        "excluded-quote",
        "`\"` is excluded from URIs (it delimits them in text): write it as `%22`",
        "RFC 2396 §2.4.3",
    ),
    (
        ">",
        "excluded-angle-bracket",
        "`<` and `>` are excluded from URIs (they delimit them in text): write them as `%3C` and `%3E`",
        "RFC 2396 §2.4.3",
    ),
    (
        "\\",
        "unwise-character",
        "`{`, `}`, `|`, `\\`, `^` and `` ` `` are excluded from URIs as unwise: write them as `%7B`, `%7D`, `%7C`, `%5C`, `%5E` and `%60`",
        "RFC 2396 §2.4.3",
    ),
    (
        "##",
        "second-hash",
        "a URI reference has one `#`, before its fragment, and a fragment holds no `#`: write it as `%23`",
        "RFC 2396 §4.1",
    ),
    (
        "%",
        "malformed-escape",
        "`%` starts an escape and is followed by two hex digits: a `%` of its own is written `%25`",
        "RFC 2396 §2.4.1",
    ),
    (
        "§",
        "not-ascii",
        "a URI is written in US-ASCII: other characters are written as the `%HH` escapes of their octets (in UTF-8, as a rule)",
        "RFC 2396 §2.1",
    ),
    (
        "\t",
        "control-character",
        "control characters are excluded from URIs: write them as `%HH` escapes",
        "RFC 2396 §2.4.3",
    ),
    (
        ":",
        "colon-in-first-segment",
        "a `:` in the first segment of a relative path would read as a scheme: write `./` before the segment, or the `:` as `%3A` (a scheme starts with a letter)",
        "RFC 2396 §5, §3.1",
    ),
    (
        "c:",
        "no-path",
        "after `scheme:` comes a path: `/...` (hierarchical) or an opaque part that does not start with `/`",
        "RFC 2396 §3",
    ),
    (
        "<",
        "wrapper",
        "`<...>` and `\"...\"` mark a URI in text and are no part of it: the URI is what is inside",
        "RFC 2396 Appendix E",
    ),
    (
        "URL:",
        "url-prefix",
        "the `URL:` prefix marks a URI in text and is no part of it: the URI starts after it",
        "RFC 2396 Appendix E",
    ),
    (
        " )",
        "surrounding-whitespace",
        "whitespace around a URI is no part of it (in text, Appendix E says to ignore it when extracting the URI)",
        "RFC 2396 Appendix E",
    ),
];

#[test]
fn every_hint_is_pinned_by_id_and_text() {
    crate::common::hints::every_hint_is_pinned(PINNED, rfc1738::rfc2396::HINTS, |s| {
        rfc1738::rfc2396::UriReference::parse(s).err()
    });
}
