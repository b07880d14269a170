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

/// The grammar whose hint is checked: a few ids are shared by two
/// grammars whose rules differ (a user name in http, a wrapper).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grammar {
    /// RFC 1738.
    Rfc1738,
    /// RFC 1630.
    Rfc1630,
    /// RFC 2396 with RFC 2732.
    Rfc2396,
}

/// Where an error is and what it says: its offset, the character there
/// and its hint's id.
pub type Fault = (usize, Option<char>, Option<&'static str>);

/// Whether a `%` at byte `k` of `b` starts a well-formed escape.
fn escape_at(b: &[u8], k: usize) -> bool {
    matches!(b.get(k..k + 3), Some([b'%', h, l]) if h.is_ascii_hexdigit() && l.is_ascii_hexdigit())
}

/// Whether `s` starts with `prefix`, ASCII letters in either case.
fn starts_ci(s: &str, prefix: &str) -> bool {
    s.as_bytes()
        .get(..prefix.len())
        .is_some_and(|p| p.eq_ignore_ascii_case(prefix.as_bytes()))
}

/// Whether `s` is a scheme name as RFC 2396 §3.1 writes it: a letter,
/// then letters, digits, `+`, `-` and `.`.
fn is_scheme(s: &str) -> bool {
    let b = s.as_bytes();
    b.first().is_some_and(u8::is_ascii_alphabetic)
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || b"+-.".contains(c))
}

/// The length of the run of scheme characters (letters, digits, `+`,
/// `-`, `.`; RFC 1738 §2.1) that starts `s`.
fn scheme_run(s: &str) -> usize {
    s.bytes()
        .take_while(|c| c.is_ascii_alphanumeric() || b"+-.".contains(c))
        .count()
}

/// Whether `c` may stand in a user name or password (RFC 1738 §3.1:
/// letters, digits, `$-_.+!*'(),`, `;&=`, escapes, and the `:` between
/// the two).
fn userinfo_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || b"$-_.+!*'(),;&=:%".contains(&c)
}

/// Where the host starts, if `input` has an authority: after
/// `scheme://` (or a leading `//`, a network-path reference of RFC 2396),
/// and after a user name and password and their `@` when the authority
/// has them.
fn host_start(input: &str) -> Option<usize> {
    let b = input.as_bytes();
    let a = if b.starts_with(b"//") {
        2
    } else {
        let n = scheme_run(input);
        if n == 0 || b.get(n..n + 3) != Some(b"://") {
            return None;
        }
        n + 3
    };
    let rest = b.get(a..)?;
    let end = rest
        .iter()
        .position(|c| b"/?#".contains(c))
        .unwrap_or(rest.len());
    let authority = &rest[..end];
    Some(match authority.iter().position(|&c| c == b'@') {
        Some(k) if authority[..k].iter().all(|&c| userinfo_byte(c)) => a + k + 1,
        _ => a,
    })
}

/// Whether an IPv6 literal of RFC 2732 (`"[" IPv6address "]"`, the
/// address as RFC 2373 §2.2 writes it) starts at byte `k` of `input`.
fn ipv6_literal_at(input: &str, k: usize) -> bool {
    let Some(rest) = input.get(k..).and_then(|r| r.strip_prefix('[')) else {
        return false;
    };
    rest.find(']')
        .is_some_and(|close| rest[..close].parse::<std::net::Ipv6Addr>().is_ok())
}

/// Whether byte `offset` of `input` is in the whitespace around it:
/// before its first other character or after its last.
fn at_surrounding_whitespace(input: &str, offset: usize) -> bool {
    let lead = input.len() - input.trim_start().len();
    let trail = input.trim_end().len();
    !input.trim().is_empty() && offset < input.len() && (offset < lead || offset >= trail)
}

/// The `url` of an RFC 1630 input and where it starts: after a `url:`
/// prefix, if there is one.
fn rfc1630_url(input: &str) -> (usize, &str) {
    if starts_ci(input, "url:") {
        (4, &input[4..])
    } else {
        (0, input)
    }
}

/// The schemes of RFC 1630's `url`.
const RFC1630_SCHEMES: &[&str] = &[
    "http", "ftp", "news", "nntp", "prospero", "telnet", "gopher", "wais", "mailto", "mid", "cid",
];

/// What the hint `id` says of `input` at the error (`offset`, `found`)
/// under `grammar`, checked on the input: `Err` with why it is false
/// there. Every id of every grammar has its case; an id without one
/// fails.
pub fn check(grammar: Grammar, input: &str, (offset, found, id): Fault) -> Result<(), String> {
    use Grammar::*;
    let Some(id) = id else { return Ok(()) };
    let b = input.as_bytes();
    let before = offset.checked_sub(1).and_then(|k| b.get(k)).copied();
    let head = input.get(..offset).unwrap_or_default();
    let is = |set: &str| found.is_some_and(|c| set.contains(c));
    let ok = match (grammar, id) {
        // A `%` at the error, or up to two bytes before it, that starts
        // no escape.
        (_, "malformed-escape") => {
            (offset.saturating_sub(2)..=offset).any(|k| b.get(k) == Some(&b'%') && !escape_at(b, k))
        }
        // A well-formed escape at the error.
        (Rfc1738, "escape-not-allowed") => escape_at(b, offset),
        // A well-formed escape at the start of a host name or a news
        // group.
        (Rfc1630, "ialpha-start") => {
            escape_at(b, offset) && before.is_some_and(|c| b"/:.@".contains(&c))
        }
        // A well-formed escape in a user name or password: before an `@`
        // of the authority.
        (Rfc1630, "login-escape") => {
            escape_at(b, offset)
                && input.find("//").is_some_and(|k| {
                    let rest = &b[k + 2..];
                    let end = rest.iter().position(|&c| c == b'/').unwrap_or(rest.len());
                    k + 2 <= offset
                        && rest[..end]
                            .iter()
                            .rposition(|&c| c == b'@')
                            .is_some_and(|at| offset < k + 2 + at)
                })
        }
        // RFC 1738: the error moved to the user name, right after
        // `http://`, and an `@` in the authority (before any `/`, `?` or
        // `#`).
        (Rfc1738, "http-userinfo") => {
            starts_ci(input, "http://")
                && offset == 7
                && b[7..].iter().find(|c| b"@/?#".contains(c)) == Some(&b'@')
        }
        // RFC 1630: the error is in a user name (and password) of user
        // name characters and escapes, or at the `@` that ends them in
        // the authority: the user name read as a host name is the fault.
        (Rfc1630, "http-userinfo") => {
            let (start, url) = rfc1630_url(input);
            let ub = url.as_bytes();
            starts_ci(url, "http://")
                && ub[7..]
                    .iter()
                    .position(|c| b"@/?#".contains(c))
                    .is_some_and(|k| {
                        let login = &ub[7..7 + k];
                        ub[7 + k] == b'@'
                            && login.iter().enumerate().all(|(j, &c)| {
                                userinfo_byte(c) && (c != b'%' || escape_at(login, j))
                            })
                            && start + 7 <= offset
                            && offset <= start + 7 + k
                    })
        }
        // A `//`.
        (Rfc1630, "empty-segment") => found == Some('/') && before == Some(b'/'),
        // A `/` right after the gopher type, which follows the host's `/`.
        (Rfc1630, "gopher-command-slash") => {
            let (start, url) = rfc1630_url(input);
            found == Some('/')
                && starts_ci(url, "gopher://")
                && offset >= start + 11
                && b[start + 9..offset - 1].iter().position(|&c| c == b'/')
                    == Some(offset - 2 - (start + 9))
        }
        // A `/` after a telnet address.
        (Rfc1630, "telnet-path") => {
            let (start, url) = rfc1630_url(input);
            found == Some('/') && starts_ci(url, "telnet://") && offset > start + 9
        }
        (Rfc1738 | Rfc1630, "fragment") => found == Some('#'),
        (Rfc1738, "unsafe-tilde") => found == Some('~'),
        // A message id in `<>`, right after `news:`, `mid:` or `cid:`.
        (Rfc1738 | Rfc1630, "news-message-id-brackets") => {
            found == Some('<') && head.to_ascii_lowercase().ends_with("news:")
        }
        (Rfc1630, "mid-brackets") => {
            found == Some('<') && {
                let h = head.to_ascii_lowercase();
                h.ends_with("mid:") || h.ends_with("cid:")
            }
        }
        // RFC 1738: the type after `;type=` is missing or not one code.
        (Rfc1738, "ftp-type") => input.match_indices(";type=").any(|(k, _)| {
            let code = &input[k + 6..];
            (offset == k + 6 || offset == k + 7)
                && !matches!(code, "a" | "i" | "d" | "A" | "I" | "D")
        }),
        // RFC 1630: the error is in the type after `;type=`.
        (Rfc1630, "ftp-type") => input.match_indices(";type=").any(|(k, _)| k + 6 <= offset),
        (Rfc1630, "space") | (Rfc1738, "unsafe-space") | (Rfc2396, "excluded-space") => {
            found == Some(' ')
        }
        (Rfc1738, "unsafe-quote") | (Rfc2396, "excluded-quote") => found == Some('"'),
        (Rfc1738, "unsafe-angle-bracket")
        | (Rfc1630, "angle-bracket")
        | (Rfc2396, "excluded-angle-bracket") => is("<>"),
        (Rfc1738, "unsafe-brace") => is("{}"),
        (Rfc1738, "unsafe-bar") => found == Some('|'),
        (Rfc1738, "unsafe-backslash") => found == Some('\\'),
        (Rfc1738, "unsafe-caret") => found == Some('^'),
        (Rfc1738, "unsafe-backtick") => found == Some('`'),
        (Rfc1738, "unsafe-bracket") => is("[]"),
        (Rfc2396, "unwise-character") => is("{}|\\^`"),
        (Rfc1630, "national-character") => is("{}|[]\\^~"),
        (Rfc1630, "reserved-character") => is("=;:"),
        (_, "not-ascii") => found.is_some_and(|c| !c.is_ascii()),
        (_, "control-character") => found.is_some_and(|c| c.is_ascii_control()),
        // An RFC 2732 literal where the host starts, the error at its `[`.
        (Rfc1738, "ipv6-literal") => {
            found == Some('[')
                && host_start(input) == Some(offset)
                && ipv6_literal_at(input, offset)
        }
        // A `?` where the authority of an http URL ends.
        (Rfc1738, "http-search-without-path") => {
            found == Some('?')
                && starts_ci(input, "http://")
                && offset >= 7
                && !b[7..offset].iter().any(|c| b"/?#".contains(c))
        }
        // A `/` or `?` after the `?` that starts an http search.
        (Rfc1738, "http-search-reserved") => {
            is("/?") && starts_ci(input, "http://") && offset > 7 && b[7..offset].contains(&b'?')
        }
        // A digit that starts the last label of a host name.
        (Rfc1738, "toplabel-digit") => {
            let label = b[offset..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'-')
                .count();
            let after = &b[offset + label..];
            found.is_some_and(|c| c.is_ascii_digit())
                && before.is_some_and(|c| b"/.@".contains(&c))
                && !(after.first() == Some(&b'.')
                    && after.get(1).is_some_and(u8::is_ascii_alphanumeric))
        }
        // A `;` in the path of an ftp URL that starts no `;type=` code.
        (Rfc1738, "ftp-semicolon") => {
            let rest = &input[offset..];
            found == Some(';')
                && starts_ci(input, "ftp://")
                && offset > 6
                && b[6..offset].contains(&b'/')
                && !(rest.len() == 7 && starts_ci(rest, ";type=") && "aidAID".contains(&rest[6..]))
        }
        // RFC 1738: no scheme name and `:` start the input.
        (Rfc1738, "no-scheme") => {
            let n = scheme_run(input);
            n == 0 || b.get(n) != Some(&b':')
        }
        // `<` first, after any whitespace, and the error at or before it.
        (Rfc1738, "wrapper") => {
            let lead = input.len() - input.trim_start().len();
            input.trim_start().starts_with('<') && offset <= lead
        }
        // `<` first, or `"` and more, after any whitespace, and the error
        // at or before it.
        (Rfc2396, "wrapper") => {
            let lead = input.len() - input.trim_start().len();
            let t = input.trim_start();
            (t.starts_with('<') || (t.starts_with('"') && t.len() > 1)) && offset <= lead
        }
        // `URL:` first, after any whitespace, and the error in it or
        // right after it.
        (Rfc1738 | Rfc2396, "url-prefix") => {
            let lead = input.len() - input.trim_start().len();
            starts_ci(input.trim_start(), "url:") && offset <= lead + 4
        }
        // The error at whitespace before or after the rest of the input.
        (Rfc1738 | Rfc2396, "surrounding-whitespace") => {
            found.is_some_and(char::is_whitespace) && at_surrounding_whitespace(input, offset)
        }
        // RFC 1630: the scheme name of the `url`, at the error, is none
        // of the eleven, `afs` or `url` (in any case).
        (Rfc1630, "unknown-scheme" | "afs-address" | "scheme-case") => {
            let (start, url) = rfc1630_url(input);
            let n = scheme_run(url);
            let name = &url[..n];
            let lower = name.to_ascii_lowercase();
            let known = RFC1630_SCHEMES.contains(&lower.as_str()) || (lower == "url" && start == 0);
            offset == start
                && n > 0
                && url.as_bytes().get(n) == Some(&b':')
                && match id {
                    "afs-address" => lower == "afs",
                    "scheme-case" => known && name != lower,
                    _ => !known && lower != "afs",
                }
        }
        // A letter in a host that starts with a digit (a host number).
        (Rfc1630, "hostname-digit") => {
            let run = b[..offset]
                .iter()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric() || b".-".contains(c))
                .count();
            found.is_some_and(|c| c.is_ascii_alphabetic())
                && b.get(offset - run).is_some_and(u8::is_ascii_digit)
        }
        // A `?` first.
        (Rfc2396, "empty-relative-path") => offset == 0 && found == Some('?'),
        // RFC 2396: a bracket other than the `[` of the host and the `]`
        // that closes it.
        (Rfc2396, "bracket") => {
            is("[]") && {
                let host = host_start(input).filter(|&h| b.get(h) == Some(&b'['));
                let closes = host.is_some_and(|h| {
                    b[h..].iter().position(|&c| c == b']').map(|k| h + k) == Some(offset)
                });
                host != Some(offset) && !closes
            }
        }
        // An IPv6 address between the `[` of the host and the `%`.
        (Rfc2396, "ipv6-zone-id") => {
            found == Some('%')
                && host_start(input).is_some_and(|h| {
                    b.get(h) == Some(&b'[')
                        && h < offset
                        && input
                            .get(h + 1..offset)
                            .is_some_and(|a| a.parse::<std::net::Ipv6Addr>().is_ok())
                })
        }
        // An earlier `#`.
        (Rfc2396, "second-hash") => found == Some('#') && head.contains('#'),
        // A `:` in the first segment of a relative path: before it no
        // `/`, `?`, `#` or `:`, and no scheme name.
        (Rfc2396, "colon-in-first-segment") => {
            found == Some(':') && !head.contains(['/', '?', '#', ':']) && !is_scheme(head)
        }
        // Nothing, or a `#`, right after `scheme:`.
        (Rfc2396, "no-path") => {
            (found.is_none() || found == Some('#')) && head.strip_suffix(':').is_some_and(is_scheme)
        }
        _ => {
            return Err(format!(
                "{input:?}: hint {id} has no truth check under {grammar:?}"
            ));
        }
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{input:?}: hint {id} at byte {offset} (found {found:?}) is false"
        ))
    }
}

/// [`check`] on `e`, the error of `input`, if it has one.
pub fn is_true<P: Follow>(
    grammar: Grammar,
    input: &str,
    e: Option<ParseError<P>>,
) -> Result<(), String> {
    e.map_or(Ok(()), |e| {
        check(grammar, input, (e.offset(), e.found(), e.hint_id()))
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
        "x://",
        "ftp://u@",
        "http://u@h",
        "http://[::1",
        "http://h/a ",
        " ",
    ];
    lines
        .into_iter()
        .chain(short_suffixes(PREFIXES, "%4@/#?<:.a1~ []\t"))
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

/// A xorshift generator (Marsaglia, 2003): the same mutations on every
/// run, without a dependency.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The characters the mutations insert or put in place of another: the
/// ones hints look at (whitespace, `%`, `#`, brackets, the delimiters of
/// an authority, the unsafe and unwise characters, non-ASCII), a few
/// that make escapes and IPv6 literals, and plain ones.
const MUTATION_ALPHABET: &[&str] = &[
    " ", "\t", "%", "#", "[", "]", "@", ":", "/", "?", "~", "{", "}", "\\", "|", "^", "`", "\"",
    "<", ">", ";", "=", ".", "a", "Z", "1", "é", "\u{a0}", "\u{3000}", "\u{7f}", "%4", "%41",
    "::1", "[::1]", "[::1%", "@h", ";type=", "##",
];

/// `count` inputs, each a line of the corpus (of at most 200 bytes) with
/// one edit: a character of [`MUTATION_ALPHABET`] inserted, one deleted,
/// or one replaced by a character of the alphabet. Every other input is
/// an edit of a line `valid` accepts (the grammar's own URLs, whose
/// errors are those of the edit), the others of any line. The same
/// inputs on every run for a given corpus.
pub fn mutations(test: &str, count: usize, valid: impl Fn(&str) -> bool) -> Vec<String> {
    let corpus = Corpus::find(test);
    let mut lines = Vec::new();
    for path in &corpus.files() {
        lines.extend(
            read_lossy(path)
                .split_terminator('\n')
                .map(|l| l.trim_end_matches('\r'))
                .filter(|l| !l.is_empty() && l.len() <= 200)
                .map(str::to_owned),
        );
    }
    let good: Vec<&String> = lines.iter().filter(|l| valid(l)).collect();
    assert!(
        lines.len() > 1000 && good.len() > 100,
        "{test}: only {} corpus lines, {} valid",
        lines.len(),
        good.len()
    );
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let line = if out.len() % 2 == 0 {
            good[rng.below(good.len())]
        } else {
            &lines[rng.below(lines.len())]
        };
        // A character boundary, the end included; one edit in four at
        // an end of the line, where whitespace and wrappers are.
        let bounds: Vec<usize> = line
            .char_indices()
            .map(|(k, _)| k)
            .chain([line.len()])
            .collect();
        let k = match rng.below(8) {
            0 => 0,
            1 => line.len(),
            _ => bounds[rng.below(bounds.len())],
        };
        let next = line[k..].chars().next().map_or(k, |c| k + c.len_utf8());
        let piece = MUTATION_ALPHABET[rng.below(MUTATION_ALPHABET.len())];
        let (keep_to, resume, with) = match rng.below(3) {
            0 => (k, k, piece),
            1 => (k, next, ""),
            _ => (k, next, piece),
        };
        out.push(format!("{}{with}{}", &line[..keep_to], &line[resume..]));
    }
    out
}

/// Every hint that fires on [`mutations`] is true of its input
/// ([`check`]): prints how many errors had each id and panics with the
/// first twenty false firings, or if an id of `must_fire` (the hints
/// that were once false where they fired) never fires, which would
/// leave its check unexercised. `error` is the grammar's parse (`None`
/// for a valid input).
pub fn true_over_mutations<P: Follow>(
    grammar: Grammar,
    test: &str,
    must_fire: &[&str],
    error: impl Fn(&str) -> Option<ParseError<P>>,
) {
    const COUNT: usize = 48_000;
    let inputs = mutations(test, COUNT, |s| error(s).is_none());
    let mut fired: std::collections::BTreeMap<&str, (usize, usize)> = Default::default();
    let mut failures = Vec::new();
    for input in &inputs {
        let Some(e) = error(input) else { continue };
        let Some(id) = e.hint_id() else { continue };
        let verdict = check(grammar, input, (e.offset(), e.found(), Some(id)));
        let n = fired.entry(id).or_default();
        n.0 += 1;
        if let Err(why) = verdict {
            n.1 += 1;
            failures.push(why);
        }
    }
    let total: usize = fired.values().map(|n| n.0).sum();
    println!("{grammar:?}: {} mutations, {total} hints", inputs.len());
    for (id, (n, false_)) in &fired {
        println!("  {id}: {n} fired, {false_} false");
    }
    assert!(
        inputs.len() >= 40_000 && total > 1000,
        "{grammar:?}: too few"
    );
    for id in must_fire {
        assert!(fired.contains_key(id), "{grammar:?}: {id} never fired");
    }
    assert!(
        failures.is_empty(),
        "{grammar:?}: {} of {total} hints are false:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}
