//! The hints of RFC 2396's errors: for the failures that make most real
//! references invalid, a short note with its section that says what to
//! fix, and whether the input is broken or only written to a later
//! grammar (an empty relative path, `"["` outside an IPv6 literal, a zone
//! identifier, the excluded characters of §2.4.3, a `":"` in the first
//! segment of a relative path, the wrappers of Appendix E).
//!
//! [`refine`] runs once on every error `UriReference::parse` and
//! `parse_production` return; it costs nothing on the success path.

use crate::syntax::Hint;
use crate::syntax::macros::hints;

use super::production::{ParseError, Production};

hints! {
    EMPTY_RELATIVE_PATH = ("empty-relative-path", "RFC 2396's grammar has no empty relative path before `?` (`rel_segment` is `1*`), although Appendix C.1 resolves `?y`; RFC 3986 allows it, and so does `Options::empty_relative_path`", "RFC 2396 §5, Appendix C.1");
    BRACKET = ("bracket", "`[` and `]` belong only around an IPv6 address in the host, and in a query, a fragment or an opaque part after its first character: elsewhere write `%5B` and `%5D`", "RFC 2732 §3");
    ZONE = ("ipv6-zone-id", "an IPv6 zone identifier is no part of RFC 2732's IPv6 literal; zone identifiers came later, with RFC 6874, which writes one after `%25` (`[fe80::1%25eth0]`)", "RFC 2732 §3, RFC 6874 §2");
    SPACE = ("excluded-space", "a space is excluded from URIs: write it as `%20`", "RFC 2396 §2.4.3");
    QUOTE = ("excluded-quote", "`\"` is excluded from URIs (it delimits them in text): write it as `%22`", "RFC 2396 §2.4.3");
    ANGLE = ("excluded-angle-bracket", "`<` and `>` are excluded from URIs (they delimit them in text): write them as `%3C` and `%3E`", "RFC 2396 §2.4.3");
    UNWISE = ("unwise-character", "`{`, `}`, `|`, `\\`, `^` and `` ` `` are excluded from URIs as unwise: write them as `%7B`, `%7D`, `%7C`, `%5C`, `%5E` and `%60`", "RFC 2396 §2.4.3");
    HASH = ("second-hash", "a URI reference has one `#`, before its fragment, and a fragment holds no `#`: write it as `%23`", "RFC 2396 §4.1");
    PERCENT = ("malformed-escape", "`%` starts an escape and is followed by two hex digits: a `%` of its own is written `%25`", "RFC 2396 §2.4.1");
    NOT_ASCII = ("not-ascii", "a URI is written in US-ASCII: other characters are written as the `%HH` escapes of their octets (in UTF-8, as a rule)", "RFC 2396 §2.1");
    CONTROL = ("control-character", "control characters are excluded from URIs: write them as `%HH` escapes", "RFC 2396 §2.4.3");
    COLON_SEGMENT = ("colon-in-first-segment", "a `:` in the first segment of a relative path would read as a scheme: write `./` before the segment, or the `:` as `%3A` (a scheme starts with a letter)", "RFC 2396 §5, §3.1");
    NO_PATH = ("no-path", "after `scheme:` comes a path: `/...` (hierarchical) or an opaque part that does not start with `/`", "RFC 2396 §3");
    WRAPPER = ("wrapper", "`<...>` and `\"...\"` mark a URI in text and are no part of it: the URI is what is inside", "RFC 2396 Appendix E");
    URL_PREFIX = ("url-prefix", "the `URL:` prefix marks a URI in text and is no part of it: the URI starts after it", "RFC 2396 Appendix E");
    WHITESPACE = ("surrounding-whitespace", "whitespace around a URI is no part of it (in text, Appendix E says to ignore it when extracting the URI)", "RFC 2396 Appendix E");
}

/// The error `e` of `input` with its hint, if one applies.
#[cold]
pub(crate) fn refine(input: &str, mut e: ParseError) -> ParseError {
    refine_in_place(input, &mut e);
    e
}

/// [`refine`] without moving the error.
#[cold]
pub(crate) fn refine_in_place(input: &str, e: &mut ParseError) {
    if let Some(h) = hint(input, e) {
        e.set_hint(h);
    }
}

/// Whether a valid `%HH` escape starts at byte `at` of `input`.
fn valid_escape(input: &str, at: usize) -> bool {
    crate::syntax::pct::escape_at(input.as_bytes(), at).is_some()
}

/// The hint for `e`, if the input or the character found is one the
/// grammar recognizes.
///
/// The order of the checks is the definition (`tests::hint_is_the_reference_*`
/// hold it to the hints as first written); the character found is read
/// once, through [`BY_CHARACTER`], rather than by a chain of comparisons.
fn hint(input: &str, e: &ParseError) -> Option<&'static Hint> {
    use Production as P;
    let bytes = input.as_bytes();
    // Most inputs start and end with a printable ASCII character that
    // begins neither a wrapper nor the `URL:` prefix: none of the hints
    // of the ends applies.
    if !plain_ends(bytes) {
        if let Some(h) = hint_ends(input, e.offset()) {
            return Some(h);
        }
    }
    if e.expected() == P::Hex {
        return Some(&PERCENT);
    }
    let within = |p: P| e.expected() == p || e.within().contains(&p);
    // Nothing, or a `#`, right after `scheme:`: no path.
    let no_path = || {
        let before = input.get(..e.offset()).unwrap_or_default();
        within(P::OpaquePart) && before.ends_with(':')
    };
    let Some(found) = e.found() else {
        return no_path().then_some(&NO_PATH);
    };
    if !found.is_ascii() {
        return Some(&NOT_ASCII);
    }
    // The characters whose hint depends on where they stand; the others'
    // hints are the character's alone.
    match found {
        '?' => (e.offset() == 0).then_some(&EMPTY_RELATIVE_PATH),
        ':' => {
            let rel = |p: P| p == P::RelSegment || p == P::RelPath;
            (rel(e.expected()) || e.within().iter().any(|&p| rel(p))).then_some(&COLON_SEGMENT)
        }
        // In a literal, a zone identifier after an address; else no
        // escape, well formed or not, belongs there.
        '%' if within(P::Ipv6reference) => address_before(input, e.offset()).then_some(&ZONE),
        '%' => (!valid_escape(input, e.offset())).then_some(&PERCENT),
        // A second `#` only after a first (§4.1).
        '#' if earlier_hash(input, e.offset()) => Some(&HASH),
        '#' => no_path().then_some(&NO_PATH),
        // The `]` that closes a literal whose address is malformed: the
        // bracket is where it belongs, the address is at fault.
        ']' if within(P::Ipv6reference) => None,
        c => BY_CHARACTER.get(c as usize).copied().flatten(),
    }
}

/// Whether a `#` stands before byte `offset` of `input`.
fn earlier_hash(input: &str, offset: usize) -> bool {
    input
        .as_bytes()
        .get(..offset)
        .is_some_and(|b| b.contains(&b'#'))
}

/// Whether an `IPv6address` (RFC 2373 §2.2) stands between the last `[`
/// before byte `offset` of `input` and the `%` there, and that `[` starts
/// the host (right after `//` or a user information's `@`, or first when
/// the input is a production's, as `IPv6reference`): a zone identifier
/// follows the address of a literal (RFC 6874 §2).
fn address_before(input: &str, offset: usize) -> bool {
    let b = input.as_bytes().get(..offset).unwrap_or_default();
    b.iter().rposition(|&c| c == b'[').is_some_and(|open| {
        let head = b.get(..open).unwrap_or_default();
        let address = b.get(open + 1..).unwrap_or_default();
        (head.is_empty() || head.ends_with(b"//") || head.ends_with(b"@"))
            && super::authority::ipv6_fault(address).is_none()
    })
}

/// The hint of each ASCII character found where the grammar wanted
/// another, but for `?`, `:`, `%`, `#` and `]`, whose hints depend on
/// where they stand ([`hint`]).
static BY_CHARACTER: [Option<&Hint>; 128] = {
    let mut t: [Option<&Hint>; 128] = [None; 128];
    let mut c = 0;
    while c < 128 {
        // `c < 128`: compile time, and an index out of bounds would be a
        // build error.
        #[allow(clippy::indexing_slicing)]
        {
            t[c] = match c as u8 {
                b'[' | b']' => Some(&BRACKET),
                b' ' => Some(&SPACE),
                b'"' => Some(&QUOTE),
                b'<' | b'>' => Some(&ANGLE),
                b'{' | b'}' | b'|' | b'\\' | b'^' | b'`' => Some(&UNWISE),
                0..=0x1f | 0x7f => Some(&CONTROL),
                _ => None,
            };
        }
        c += 1;
    }
    t
};

/// Whether the input starts and ends with a printable ASCII character
/// and starts with none of `<`, `"`, `u`, `U`: then [`hint_ends`] finds
/// nothing.
fn plain_ends(bytes: &[u8]) -> bool {
    Hint::plain_ends(bytes, b"<\"")
}

/// The hints of the ends of the input: a wrapper, the `URL:` prefix
/// (where the error at byte `offset` is in it or right after it: after
/// it, the grammar reads a scheme named `URL` and the error is the
/// rest's), or whitespace around the reference (Appendix E) where the
/// error is at it: an error elsewhere is the reference's own.
#[inline(never)]
fn hint_ends(input: &str, offset: usize) -> Option<&'static Hint> {
    // `char::is_whitespace` of the first and the last character, without
    // decoding an ASCII one.
    let ascii_space = |b: u8| b == b' ' || (b'\t'..=b'\r').contains(&b);
    let space = |c: Option<char>| c.is_some_and(char::is_whitespace);
    let bytes = input.as_bytes();
    let lead = match bytes.first() {
        Some(&b) if b.is_ascii() => ascii_space(b),
        _ => space(input.chars().next()),
    };
    let trail = match bytes.last() {
        Some(&b) if b.is_ascii() => ascii_space(b),
        _ => space(input.chars().next_back()),
    };
    let start = if lead { input.trim_start() } else { input };
    match start.as_bytes().first() {
        Some(b'<') => return Some(&WRAPPER),
        Some(b'"') if start.len() > 1 => return Some(&WRAPPER),
        Some(b'u' | b'U')
            if start
                .get(..4)
                .is_some_and(|p| p.eq_ignore_ascii_case("url:"))
                && offset <= input.len() - start.len() + 4 =>
        {
            return Some(&URL_PREFIX);
        }
        _ => {}
    }
    let in_space = offset < input.len() - start.len()
        || (trail && offset >= input.trim_end().len() && offset < input.len());
    if (lead || trail) && !start.is_empty() && in_space {
        return Some(&WHITESPACE);
    }
    None
}

/// The hint as written before the table of characters (a verbatim copy,
/// with the later corrections made to both: whitespace only where the
/// error is, a second `#` only after a first, no `#` right after
/// `scheme:` but the missing path, no zone identifier without an address
/// before it (and no escape hint in a literal), no bracket hint on the `]` that closes a malformed
/// literal): the definition [`hint`] is held to by
/// `tests::hint_is_the_reference_*`.
#[cfg(test)]
mod reference {
    use super::*;

    pub(super) fn hint(input: &str, e: &ParseError) -> Option<&'static Hint> {
        use Production as P;
        let bytes = input.as_bytes();
        if !plain_ends(bytes) {
            if let Some(h) = hint_ends(input, e.offset()) {
                return Some(h);
            }
        }
        if e.expected() == P::Hex {
            return Some(&PERCENT);
        }
        let within = |p: P| e.expected() == p || e.within().contains(&p);
        let found = e.found();
        if e.offset() == 0 && found == Some('?') {
            return Some(&EMPTY_RELATIVE_PATH);
        }
        let Some(found) = found else {
            let before = input.get(..e.offset()).unwrap_or_default();
            return (within(P::OpaquePart) && before.ends_with(':')).then_some(&NO_PATH);
        };
        Some(match found {
            '%' if within(P::Ipv6reference) && address_before(input, e.offset()) => &ZONE,
            '%' if within(P::Ipv6reference) => return None,
            '#' if input.get(..e.offset()).is_some_and(|b| b.contains('#')) => &HASH,
            '#' if within(P::OpaquePart)
                && input.get(..e.offset()).is_some_and(|b| b.ends_with(':')) =>
            {
                &NO_PATH
            }
            '#' => return None,
            ']' if within(P::Ipv6reference) => return None,
            '[' | ']' => &BRACKET,
            ':' if within(P::RelSegment) || within(P::RelPath) => &COLON_SEGMENT,
            ' ' => &SPACE,
            '"' => &QUOTE,
            '<' | '>' => &ANGLE,
            '{' | '}' | '|' | '\\' | '^' | '`' => &UNWISE,
            '%' if !valid_escape(input, e.offset()) => &PERCENT,
            c if !c.is_ascii() => &NOT_ASCII,
            c if c.is_ascii_control() => &CONTROL,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{hint, hint_ends, plain_ends, reference};
    use crate::rfc2396::{Production, UriReference, parse_production};
    use crate::syntax::held::{self, report};

    /// `hint` is `reference::hint` on the errors of `input` as a
    /// `URI-reference` and as each of `productions`.
    fn check(input: &str, productions: &[Production], failures: &mut Vec<String>) -> usize {
        let errors = productions
            .iter()
            .filter_map(|&p| parse_production(p, input).err())
            .chain(UriReference::parse(input).err());
        let mut n = 0;
        for e in errors {
            n += 1;
            let (ours, want) = (hint(input, &e), reference::hint(input, &e));
            if ours != want {
                failures.push(format!(
                    "{input:?}: {e}\n  ours: {ours:?}\n  want: {want:?}"
                ));
            }
        }
        n
    }

    #[test]
    fn hint_is_the_reference_on_the_corpus() {
        let all = Production::all();
        let mut failures = Vec::new();
        let checked = held::corpus_lines(
            "hints::tests::hint_is_the_reference_on_the_corpus",
            |k, line| {
                // Every production on the first lines of each file,
                // `URI-reference` on all of them.
                check(line, if k < 300 { all } else { &[] }, &mut failures)
            },
        );
        assert!(checked > 10_000, "only {checked} errors");
        report("corpus", checked, &failures);
    }

    /// Every string of up to three characters from the characters the
    /// hints look at, after prefixes that put the error in each part.
    #[test]
    fn hint_is_the_reference_on_short_suffixes() {
        let prefixes = [
            "",
            " ",
            "<",
            "URL:",
            "x",
            "x:",
            "x:/",
            "//",
            "http://",
            "http://[",
            "http://[::1",
            "http://u@",
            "http://h",
            "http://h/a",
            "http://h/a;p",
            "http://h?q",
            "#",
            "g/",
            "g;",
        ];
        let productions = [
            Production::RelSegment,
            Production::OpaquePart,
            Production::Authority,
            Production::Ipv6reference,
            Production::Host,
        ];
        let alphabet = "/:@?;#[] <>\"%a1.\u{a0}\u{e9}\t|^`{\\\u{b}\u{7f}";
        let mut failures = Vec::new();
        let checked = held::short_suffixes(&prefixes, alphabet, |input| {
            check(input, &productions, &mut failures)
        });
        report("short suffixes", checked, &failures);
    }

    /// The prefilter skips only inputs whose ends give no hint: every
    /// input of up to three characters over the ASCII range and a few
    /// others (spaces, non-ASCII), and those characters around `rl:x`.
    #[test]
    fn plain_ends_have_no_hint() {
        let mut chars: Vec<char> = (0u8..0x80).map(char::from).collect();
        chars.extend(['\u{a0}', '\u{3000}', 'é', '\u{feff}']);
        let mut checked = 0;
        let mut check = |s: &str| {
            if plain_ends(s.as_bytes()) {
                assert_eq!(hint_ends(s, 0), None, "{s:?}");
                checked += 1;
            }
        };
        for &a in &chars {
            check(&a.to_string());
            check(&format!("{a}rl:x"));
            for &b in &chars {
                check(&format!("{a}{b}"));
                check(&format!("{a}rl:{b}"));
                for &c in ['a', ' ', '<', '"', 'u', '\u{a0}', ':'].iter() {
                    check(&format!("{a}{b}{c}"));
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
