//! Errors that say what to fix (issue 15, items 1 and 2): each failure
//! that makes most real URLs invalid gets a hint with its section, and
//! the inputs of the issue get an error whose production and offset point
//! at the real mistake. Every case: snapshots/rfc1738/hints__errors.snap.

use crate::common::hints::Grammar;
use std::fmt::Write as _;

use rfc1738::{Production as P, Url};

/// (input, the hint's section, a word of the hint's text).
const HINTED: &[(&str, &str, &str)] = &[
    ("http://example.com/~joe", "RFC 1738 §2.2", "%7E"),
    ("http://h/a#frag", "RFC 1738 §2.2", "fragment"),
    ("https://h/#f", "RFC 1738 §2.2", "fragment"),
    ("http://[::1]/", "RFC 1738 §3.1, RFC 2732", "IPv6"),
    ("http://h/a[1]", "RFC 1738 §2.2", "%5B"),
    ("http://user@h/", "RFC 1738 §3.3", "user name"),
    ("http://u:p@h/", "RFC 1738 §3.3", "user name"),
    ("http://h/a?b/c", "RFC 1738 §3.3", "%2F"),
    ("http://h/a?b?c", "RFC 1738 §3.3", "%3F"),
    ("ftp://h/a;b", "RFC 1738 §3.2.2", "%3B"),
    ("www.example.com", "RFC 1738 §2.1", "scheme"),
    ("g.test.com/", "RFC 1738 §2.1", "scheme"),
    ("/images/a.gif", "RFC 1738 §2.1", "scheme"),
    ("", "RFC 1738 §2.1", "scheme"),
    ("<URL:http://h/>", "RFC 1738 Appendix", "<URL:"),
    ("<http://h/>", "RFC 1738 Appendix", "<URL:"),
    ("URL: http://h/", "RFC 1738 Appendix", "URL:"),
    (" http://h/", "RFC 1738 Appendix", "whitespace"),
    ("http://h/ ", "RFC 1738 Appendix", "whitespace"),
    ("http://h/a b", "RFC 1738 §2.2", "%20"),
    ("http://h/caf\u{e9}", "RFC 1738 §2.2", "ASCII"),
    ("http://h/a%2", "RFC 1738 §2.2", "%25"),
    ("http://www.dovecot.org?query", "RFC 1738 §3.3", "`/?`"),
    ("http://3com/", "RFC 1738 §3.1", "letter"),
    ("http://www.3com/", "RFC 1738 §3.1", "letter"),
];

#[test]
fn the_common_failures_get_a_hint_with_its_section() {
    for &(input, section, word) in HINTED {
        let err = Url::parse(input).unwrap_err();
        let hint = err
            .hint()
            .unwrap_or_else(|| panic!("{input:?}: no hint for {err}"));
        assert_eq!(hint.section, section, "{input:?}: {hint}");
        assert!(hint.text.contains(word), "{input:?}: {hint}");
        assert!(
            !err.to_string().contains(hint.text),
            "the hint is not in the message"
        );
    }
}

#[test]
fn errors_point_at_the_real_mistake() {
    // (input, offset, expected, what the message says is needed).
    let cases: &[(&str, usize, P, &str)] = &[
        // `org` is a complete toplabel: a "/", a port or the end was needed.
        (
            "http://www.dovecot.org?query",
            22,
            P::Hostport,
            "expected \":\", \"/\" or end of input",
        ),
        // `a` is a complete ftptype.
        ("ftp://h/a;type=aa", 16, P::Ftpurl, "expected end of input"),
        // The user name is the mistake (§3.3), not the port or the host.
        ("http://u:p@h/", 7, P::Hostport, "expected hostport"),
        ("http://user@h/", 7, P::Hostport, "expected hostport"),
        // One rule (§3.1, the last label starts with a letter), one name.
        ("http://3com/", 7, P::Toplabel, "expected toplabel"),
        ("http://www.3com/", 11, P::Toplabel, "expected toplabel"),
        // An article with nothing before its "@".
        ("news:@b.c", 5, P::Article, "expected article"),
        // After the "/" of a gopher URL, a gtype or the end.
        (
            "gopher://h/~",
            11,
            P::Gopherurl,
            "expected gtype or end of input",
        ),
        // The ":" after a scheme name, not a production starting at 0.
        ("g.test.com/", 10, P::Genericurl, "expected \":\""),
        // The unencoded ";" itself.
        ("ftp://h/a;b", 9, P::Fsegment, "expected fsegment"),
        // A literal that does not match is named.
        ("HTTP:foo", 5, P::Httpurl, "expected \"//\""),
    ];
    for &(input, offset, expected, says) in cases {
        let err = Url::parse(input).unwrap_err();
        assert_eq!(
            (err.offset(), err.expected()),
            (offset, expected),
            "{input:?}: {err}"
        );
        assert!(err.to_string().starts_with(says), "{input:?}: {err}");
    }
}

/// No message names, as what was expected, a production that matched
/// completely right before the offset (the `after` production).
#[test]
fn no_message_names_a_complete_production_as_expected() {
    for input in [
        "http://www.dovecot.org?query",
        "ftp://h/a;type=aa",
        "telnet://h/x",
        "news:a b",
        "nntp://h/g/12a",
        "http://h:80 x",
    ] {
        let err = Url::parse(input).unwrap_err();
        let after = err.after().unwrap_or_else(|| panic!("{input:?}: {err}"));
        let named = format!("expected {after} at");
        assert!(!err.to_string().starts_with(&named), "{input:?}: {err}");
    }
}

#[test]
fn errors() {
    let mut out = String::new();
    let inputs = HINTED.iter().map(|h| h.0).chain([
        "ftp://h/a;type=aa",
        "news:@b.c",
        "gopher://h/~",
        "HTTP:foo",
    ]);
    for input in inputs {
        let err = Url::parse(input).unwrap_err();
        writeln!(out, "## {input:?}\nerror: {err}").unwrap();
        if let Some(h) = err.hint() {
            writeln!(out, "hint: {h}").unwrap();
        }
        out.push('\n');
    }
    snapshot!("errors", out);
}

/// Hints that were false where they fired, and the faults that had
/// none: (input, the error's offset, the hint's id).
const TRUE_HINTS: &[(&str, usize, Option<&str>)] = &[
    // A well-formed escape where the grammar has none is no malformed one.
    ("http://%77ww.cern.ch/", 7, Some("escape-not-allowed")),
    ("http://h%41/", 8, Some("escape-not-allowed")),
    ("news:%41", 5, Some("escape-not-allowed")),
    ("http://h/a%2", 12, Some("malformed-escape")),
    // The `@` is in the fragment, not in the authority.
    ("http://h#@x", 8, Some("fragment")),
    ("http://u@h#@/", 7, Some("http-userinfo")),
    // The type after `;type=`.
    ("ftp://h/f;type=", 15, Some("ftp-type")),
    ("ftp://h/f;type=x", 15, Some("ftp-type")),
    // A message id without its `<>` (§3.6).
    ("news:<id@h>", 5, Some("news-message-id-brackets")),
    ("news:a<b", 6, Some("unsafe-angle-bracket")),
    // Whitespace around the URL only where the error is at it (the
    // Appendix); an error elsewhere gets its own hint, or none.
    ("http://h/%zz ", 10, Some("malformed-escape")),
    ("http://h/{ ", 9, Some("unsafe-brace")),
    ("http://h:x/ ", 9, None),
    ("!foo:bar ", 0, Some("no-scheme")),
    (" http://h/", 0, Some("surrounding-whitespace")),
    ("http://h/ ", 9, Some("surrounding-whitespace")),
    ("a:\t foo.com\u{a0}", 2, Some("control-character")),
    // An IPv6 literal of RFC 2732 only where a host starts, and there
    // after a user name too; other brackets are unsafe (§2.2).
    ("file:///[x]", 8, Some("unsafe-bracket")),
    ("http://h/a//[x]", 12, Some("unsafe-bracket")),
    ("mailto://[a@b]", 9, Some("unsafe-bracket")),
    ("http://[x]/", 7, Some("unsafe-bracket")),
    ("http://]www.example.com/", 7, Some("unsafe-bracket")),
    ("ftp://u@[::1]/", 8, Some("ipv6-literal")),
    ("ftp://u:p@[::1]:21/", 10, Some("ipv6-literal")),
    ("http://[::1]/", 7, Some("ipv6-literal")),
    ("x://u@[::1]", 6, Some("ipv6-literal")),
];

#[test]
fn hints_and_offsets_of_the_faults() {
    for &(input, offset, id) in TRUE_HINTS {
        let e = Url::parse(input).unwrap_err();
        assert_eq!((e.offset(), e.hint_id()), (offset, id), "{input:?}: {e}");
    }
}

/// The hint of `input`'s error, if any, is true of `input`.
fn hint_is_true(input: &str) -> Result<(), String> {
    crate::common::hints::is_true(Grammar::Rfc1738, input, Url::parse(input).err())
}

/// Every hint's claim, checked on the input wherever it fires
/// (`common::hints`).
#[test]
fn hints_are_true_where_they_fire() {
    let cases = TRUE_HINTS.iter().map(|c| c.0);
    let inputs = crate::common::hints::inputs("hints::hints_are_true_where_they_fire", cases);
    crate::common::differential::check_all("rfc1738 hints", inputs, hint_is_true);
}

/// Every hint that fires on 48,000 single edits of corpus lines (a
/// character inserted, deleted or replaced) is true of its input
/// (`common::hints::check`).
#[test]
fn hints_are_true_over_mutations() {
    crate::common::hints::true_over_mutations(
        Grammar::Rfc1738,
        "hints::hints_are_true_over_mutations",
        &[
            "surrounding-whitespace",
            "ipv6-literal",
            "unsafe-bracket",
            "malformed-escape",
        ],
        |s| Url::parse(s).err(),
    );
}

/// Every hint of the grammar, each with an input whose error carries it:
/// (input, id, text, section), as a user reads them. A hint reworded,
/// renamed or moved to another section fails here, and so does a hint
/// added without a case.
const PINNED: &[crate::common::hints::Pinned] = &[
    (
        "foo:~x",
        "unsafe-tilde",
        "`~` is unsafe in a URL: write it as `%7E`",
        "RFC 1738 §2.2",
    ),
    (
        "foo:#",
        "fragment",
        "a fragment (`#...`) is no part of an RFC 1738 URL: it follows the URL, and `#` inside one is written `%23`",
        "RFC 1738 §2.2",
    ),
    (
        "x://u@[::1]",
        "ipv6-literal",
        "IPv6 literals in brackets came later, with RFC 2732: an RFC 1738 host is a name or a dotted number",
        "RFC 1738 §3.1, RFC 2732",
    ),
    (
        "foo:[x]",
        "unsafe-bracket",
        "`[` and `]` are unsafe in a URL: write them as `%5B` and `%5D`",
        "RFC 1738 §2.2",
    ),
    (
        "x:o o",
        "unsafe-space",
        "a space is unsafe in a URL: write it as `%20`",
        "RFC 1738 §2.2",
    ),
    (
        "mid:\"a\"",
        "unsafe-quote",
        "`\"` is unsafe in a URL: write it as `%22`",
        "RFC 1738 §2.2",
    ),
    (
        "x:<y>",
        "unsafe-angle-bracket",
        "`<` and `>` are unsafe in a URL (they delimit URLs in text): write them as `%3C` and `%3E`",
        "RFC 1738 §2.2",
    ),
    (
        "cid:{}",
        "unsafe-brace",
        "`{` and `}` are unsafe in a URL: write them as `%7B` and `%7D`",
        "RFC 1738 §2.2",
    ),
    (
        "file:///a|b",
        "unsafe-bar",
        "`|` is unsafe in a URL: write it as `%7C`",
        "RFC 1738 §2.2",
    ),
    (
        "file://\\0",
        "unsafe-backslash",
        "`\\` is unsafe in a URL: write it as `%5C`",
        "RFC 1738 §2.2",
    ),
    (
        "http://h/^",
        "unsafe-caret",
        "`^` is unsafe in a URL: write it as `%5E`",
        "RFC 1738 §2.2",
    ),
    (
        "http://h/`",
        "unsafe-backtick",
        "`` ` `` is unsafe in a URL: write it as `%60`",
        "RFC 1738 §2.2",
    ),
    (
        "x:%",
        "malformed-escape",
        "`%` starts an escape and must be followed by two hex digits: a `%` of its own is written `%25`",
        "RFC 1738 §2.2",
    ),
    (
        "mailto:é",
        "not-ascii",
        "a URL is written in ASCII: other characters are written as the `%HH` escapes of their octets (UTF-8 is one choice; RFC 1738 names none)",
        "RFC 1738 §2.2",
    ),
    (
        "a:\t foo.com",
        "control-character",
        "control characters are no part of a URL: write them as `%HH` escapes",
        "RFC 1738 §2.2",
    ),
    (
        "HtTp://u@",
        "http-userinfo",
        "an http URL has no user name or password: `user:password@` is §3.1's syntax, which §3.3 leaves out of http",
        "RFC 1738 §3.3",
    ),
    (
        "http://h?",
        "http-search-without-path",
        "in an http URL `?` starts the search, which follows a path: write `/?` after the host",
        "RFC 1738 §3.3",
    ),
    (
        "http://0a/",
        "toplabel-digit",
        "the last label of a host name starts with a letter: `3com` and `www.3com` are neither host names nor host numbers",
        "RFC 1738 §3.1",
    ),
    (
        "http://h/?a/b",
        "http-search-reserved",
        "`/` and `?` are reserved in an http search: write them as `%2F` and `%3F`",
        "RFC 1738 §3.3",
    ),
    (
        "ftp://h/a;",
        "ftp-semicolon",
        "`;` is reserved in an ftp path: write it as `%3B`, or end the path with `;type=a`, `;type=i` or `;type=d`",
        "RFC 1738 §3.2.2",
    ),
    (
        "",
        "no-scheme",
        "a URL starts with its scheme name and `:` (as `http:` or `ftp:`); this one has none",
        "RFC 1738 §2.1",
    ),
    (
        "<",
        "wrapper",
        "`<URL:...>` and `<...>` mark a URL in text and are no part of it: the URL is what is inside",
        "RFC 1738 Appendix",
    ),
    (
        "URL: http://h/",
        "url-prefix",
        "the `URL:` prefix marks a URL in text and is no part of it: the URL starts after it",
        "RFC 1738 Appendix",
    ),
    (
        "news:%41",
        "escape-not-allowed",
        "a `%HH` escape stands for an octet only where the BNF has `escape` (in `uchar` and `xchar`): a scheme name, a host, a port and a news group have none",
        "RFC 1738 §5",
    ),
    (
        "ftp://h/a;type=",
        "ftp-type",
        "after `;type=` comes one type code, `a`, `i` or `d` (in either case)",
        "RFC 1738 §3.2.2",
    ),
    (
        "news:<a@b>",
        "news-message-id-brackets",
        "a news message id is written without the `<` and `>` around it in RFC 1036: `news:id@host`",
        "RFC 1738 §3.6",
    ),
    (
        " )",
        "surrounding-whitespace",
        "whitespace around a URL is no part of it (in text, the Appendix says to ignore it when extracting the URL)",
        "RFC 1738 Appendix",
    ),
];

#[test]
fn every_hint_is_pinned_by_id_and_text() {
    crate::common::hints::every_hint_is_pinned(PINNED, rfc1738::HINTS, |s| {
        rfc1738::Url::parse(s).err()
    });
}
