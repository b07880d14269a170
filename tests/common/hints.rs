//! Hints that are true where they fire, for every grammar: what a hint
//! says of the input (a malformed escape, an `@` in the authority, a
//! `//`, ...) is checked on the input itself, independently of the code
//! that chose the hint, on every error of the corpus and of short
//! suffixes after prefixes that reach each hint (each grammar runs
//! [`is_true`] through `differential::check_all`).

use std::collections::BTreeSet;

use rfc1738::syntax::{Follow, Hint, ParseError};

use super::corpus::{Corpus, read_lossy};
use super::differential::short_suffixes;

/// Where an error is and what it says: its offset, the character there
/// and its hint's id.
pub type Fault = (usize, Option<char>, Option<&'static str>);

/// Whether a `%` at byte `k` of `b` starts a well-formed escape.
fn escape_at(b: &[u8], k: usize) -> bool {
    matches!(b.get(k..k + 3), Some([b'%', h, l]) if h.is_ascii_hexdigit() && l.is_ascii_hexdigit())
}

/// What the hint `id` says of `input` at the error (`offset`, `found`),
/// checked on the input: `Err` with why it is false there.
pub fn check(input: &str, (offset, found, id): Fault) -> Result<(), String> {
    let Some(id) = id else { return Ok(()) };
    let b = input.as_bytes();
    let before = offset.checked_sub(1).and_then(|k| b.get(k)).copied();
    let ok = match id {
        // A `%` at the error, or up to two bytes before it, that starts
        // no escape.
        "malformed-escape" => (offset.saturating_sub(2)..=offset)
            .rev()
            .find(|&k| b.get(k) == Some(&b'%'))
            .is_some_and(|k| !escape_at(b, k)),
        // A well-formed escape at the error.
        "escape-not-allowed" | "ialpha-start" | "login-escape" => escape_at(b, offset),
        // An `@` in the authority: after the first `//`, before any `/`,
        // `?` or `#`.
        "http-userinfo" => input.find("//").is_some_and(|k| {
            b.get(k + 2..)
                .unwrap_or_default()
                .iter()
                .find(|c| matches!(c, b'@' | b'/' | b'?' | b'#'))
                == Some(&b'@')
        }),
        // A `//`.
        "empty-segment" => found == Some('/') && before == Some(b'/'),
        // A `/` that starts the gopher command, right after the type.
        "gopher-command-slash" => {
            found == Some('/') && before.is_some_and(|c| c != b'/') && offset >= 2
        }
        "fragment" | "second-hash" => found == Some('#'),
        "unsafe-tilde" => found == Some('~'),
        // A message id in `<>`, right after the scheme's `:`.
        "news-message-id-brackets" | "mid-brackets" => found == Some('<') && before == Some(b':'),
        // The type after `;type=`.
        "ftp-type" => input.contains(";type="),
        "space" | "unsafe-space" | "excluded-space" => found == Some(' '),
        _ => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{input:?}: hint {id} at byte {offset} (found {found:?}) is false"
        ))
    }
}

/// [`check`] on `e`, the error of `input`, if it has one: a grammar's
/// `Agree` for `differential::check_all`.
pub fn is_true<P: Follow>(input: &str, e: Option<ParseError<P>>) -> Result<(), String> {
    e.map_or(Ok(()), |e| {
        check(input, (e.offset(), e.found(), e.hint_id()))
    })
}

/// Every line of the corpus, short suffixes of the characters the hints
/// look at after prefixes that reach each part of a URL, and `extra`.
pub fn inputs<'a>(
    test: &str,
    extra: impl Iterator<Item = &'a str> + 'a,
) -> impl Iterator<Item = String> + 'a {
    let corpus = Corpus::find(test);
    let mut lines = Vec::new();
    for path in &corpus.files() {
        lines.extend(read_lossy(path).split_terminator('\n').map(str::to_owned));
    }
    const PREFIXES: &[&str] = &[
        "http://",
        "http://h",
        "http://u:p",
        "http://h:x",
        "http://h/a",
        "url:http://u",
        "ftp://a:b",
        "ftp://h/f;type=",
        "telnet://u:p",
        "gopher://h/1",
        "news:",
        "news:1",
        "mid:",
        "nntp:",
        "x:",
    ];
    lines
        .into_iter()
        .chain(short_suffixes(PREFIXES, "%4@/#?<:.a1~ "))
        .chain(extra.map(str::to_owned))
}

/// One case of a grammar's hint as a user reads it: an input whose error
/// carries the hint, then the hint's id, text and section.
pub type Pinned = (&'static str, &'static str, &'static str, &'static str);

/// Each case of `pinned` fails with its hint (id, text and section, and
/// `hint_id`; `error` is the grammar's error of an input), and the cases name each hint of `hints` (the grammar's
/// `HINTS`) exactly once: a hint reworded, renamed or moved to another
/// section fails here, and so does a hint added without a case.
pub fn every_hint_is_pinned<P: Follow>(
    pinned: &[Pinned],
    hints: &[&Hint],
    error: impl Fn(&str) -> Option<ParseError<P>>,
) {
    for &(input, id, text, section) in pinned {
        let Some(e) = error(input) else {
            panic!("{input:?} is valid, yet it is the case of hint {id}");
        };
        let hint = e
            .hint()
            .unwrap_or_else(|| panic!("{input:?}: no hint for {e}"));
        assert_eq!(
            (hint.id, hint.text, hint.section),
            (id, text, section),
            "{input:?}"
        );
        assert_eq!(e.hint_id(), Some(id), "{input:?}");
    }
    let named: BTreeSet<&str> = pinned.iter().map(|c| c.1).collect();
    let all: BTreeSet<&str> = hints.iter().map(|h| h.id).collect();
    assert_eq!(named, all);
    assert_eq!(pinned.len(), all.len(), "one case per hint");
}
