//! The hints of RFC 3986's errors: for the failures that make most real
//! references invalid, a short note with its section that says what to
//! fix, and whether the input is broken or only written to another
//! reading (an IRI of RFC 3987, a zone identifier of RFC 6874, the
//! characters WHATWG's URL Standard percent-encodes for its user).
//!
//! [`refine`] runs once on every error `UriReference::parse` and
//! `parse_production` return; it costs nothing on the success path. It
//! reads what a hint needs of the input before the error, and the error's
//! [`hint`](crate::ParseError::hint) works out the rest ([`hint_of`])
//! when a caller asks for it. Each hint fires only where what it says
//! holds of the input at the error.

use crate::syntax::Hint;
use crate::syntax::macros::hints;

use super::authority::ipv6_scan;
use super::production::{ParseError, Production};

hints! {
    PERCENT = ("malformed-escape", "`%` starts a percent-encoding and is followed by two hex digits: a `%` of its own is written `%25`", "RFC 3986 §2.1, §2.4");
    SPACE = ("space", "a space is no URI character: write it as `%20`", "RFC 3986 §2, Appendix C");
    NOT_ASCII = ("not-ascii", "an IRI (RFC 3987), not a URI: its URI percent-encodes the character's UTF-8", "RFC 3987 §3.1");
    DELIMITER = ("excluded-delimiter", "`\"`, `<` and `>` delimit URIs in text and are no part of them: write them as `%22`, `%3C` and `%3E`", "RFC 3986 §2, Appendix C");
    UNWISE = ("unwise-character", "`{`, `}`, `|`, `^` and `` ` `` are no URI characters (parsers that accept them percent-encode them): write them as `%7B`, `%7D`, `%7C`, `%5E` and `%60`", "RFC 3986 §2");
    BACKSLASH = ("backslash", "`\\` is no URI character, and no path separator (WHATWG's URL Standard reads it as `/` in special schemes): write `/`, or `%5C` for the character", "RFC 3986 §2");
    CONTROL = ("control-character", "control characters are no URI characters: write them as `%HH`", "RFC 3986 §2");
    HASH = ("second-hash", "a URI reference has one `#`, before its fragment, and a fragment holds no `#`: write it as `%23`", "RFC 3986 §3.5");
    BRACKET = ("bracket", "`[` and `]` belong only around an IP literal in the host: elsewhere write `%5B` and `%5D`", "RFC 3986 §3.2.2");
    ZONE = ("ipv6-zone-id", "an IPv6 zone identifier is no part of RFC 3986's IP literal; RFC 6874 adds it, with its `%` percent-encoded (`[fe80::1%25eth0]`), behind `Options::zone_ids`", "RFC 6874 §2");
    COLON_SEGMENT = ("colon-in-first-segment", "a `:` in the first segment of a relative reference would read as a scheme: write `./` before the segment, or the `:` as `%3A` (a scheme starts with a letter)", "RFC 3986 §4.2, §3.1");
    PORT = ("port-not-digits", "a port is digits only: with what follows the `:`, the authority reads as user information, which an `@` would have to end", "RFC 3986 §3.2.3, §3.2.1");
}

/// The error `e` of `input` with its hint, if one applies.
#[cold]
pub(crate) fn refine(input: &str, mut e: ParseError) -> ParseError {
    refine_in_place(input, &mut e);
    e
}

/// [`refine`] in place, inlined into a cold function that makes the
/// error (so that the error is stored once). It reads what the hint
/// needs of the input before the error ([`input_facts`]) and leaves the
/// rest to [`hint_of`], when the hint is asked for.
#[inline(always)]
pub(crate) fn refine_in_place(input: &str, e: &mut ParseError) {
    e.defer_hint(input_facts(input, e.offset(), e.found()));
}

/// What [`hint_of`] needs of the text before the error holds: a `#`
/// before a `#` found, a whole IPv6 address after a `[` before a `%`
/// found, and no `/`, `?`, `#` or `:` before a `:` found.
const HOLDS: u8 = 1;

/// What the hint of the error at byte `at` of `input`, where `found` is,
/// reads of the text before it: [`HOLDS`] or 0.
#[inline(always)]
fn input_facts(input: &str, at: usize, found: Option<char>) -> u8 {
    let before = || input.get(..at).unwrap_or_default();
    let holds = match found {
        Some('#') => before().contains('#'),
        Some('%') => {
            // After a whole IPv6 address in brackets.
            let b = before();
            b.rfind('[').is_some_and(|open| {
                let address = b.get(open + 1..).unwrap_or_default().as_bytes();
                ipv6_scan(address, 0).1 == Some(address.len()) && !address.is_empty()
            })
        }
        // In the first segment of a relative reference: no scheme before
        // it, and no `/`, `?` or `#` (bytes: none is part of another
        // character's UTF-8).
        Some(':') => !before()
            .bytes()
            .any(|c| matches!(c, b'/' | b'?' | b'#' | b':')),
        _ => false,
    };
    if holds { HOLDS } else { 0 }
}

/// The hint for `e`, if what it says holds at the error, from `facts`,
/// what [`input_facts`] read of the input before it.
pub(crate) fn hint_of(e: &ParseError, facts: u8) -> Option<&'static Hint> {
    use Production as P;
    let holds = facts & HOLDS != 0;
    let within = |p: P| e.expected() == p || e.within().contains(&p);
    if e.expected() == P::PctEncoded {
        return Some(&PERCENT);
    }
    if e.literal() == Some("@") && within(P::Userinfo) {
        return Some(&PORT);
    }
    let found = e.found()?;
    if !found.is_ascii() {
        // A character an IRI may hold there (RFC 3987 §2.2); another
        // one is no IRI's either, and gets no hint.
        let iri = crate::rfc3987::chars::is_ucschar(found)
            || (within(P::Query) && crate::rfc3987::chars::is_iprivate(found));
        return iri.then_some(&NOT_ASCII);
    }
    match found {
        ' ' => Some(&SPACE),
        '"' | '<' | '>' => Some(&DELIMITER),
        '{' | '}' | '|' | '^' | '`' => Some(&UNWISE),
        '\\' => Some(&BACKSLASH),
        '\0'..='\x1f' | '\x7f' => Some(&CONTROL),
        '#' => holds.then_some(&HASH),
        '[' | ']' => (!within(P::IpLiteral)).then_some(&BRACKET),
        '%' => holds.then_some(&ZONE),
        // A relative reference that fails at such a `:` is at its
        // `path-noscheme` (the production expected there, or the one its
        // first segment is within).
        ':' => (within(P::PathNoscheme) && holds).then_some(&COLON_SEGMENT),
        _ => None,
    }
}
