//! The hints of RFC 3987's errors: for the failures that make most real
//! IRI references invalid, a short note with its section that says what
//! to fix. [`refine`] runs once on every error that
//! `IriReference::parse` and `parse_production` return; it costs nothing
//! on the success path. Each hint fires only where what it says holds of
//! the input at the error.

use crate::syntax::Hint;
use crate::syntax::macros::hints;

use super::classes::{is_iprivate, is_ucschar};
use super::production::{ParseError, Production};

hints! {
    PERCENT = ("malformed-escape", "`%` starts a percent-encoding and is followed by two hex digits: a `%` of its own is written `%25`", "RFC 3986 §2.1, RFC 3987 §2.2");
    SPACE = ("space", "a space is no IRI character: write it as `%20`", "RFC 3987 §2.2, §3.1");
    PRIVATE = ("private-outside-query", "a private use character stands for itself only in the query: elsewhere percent-encode its UTF-8 octets", "RFC 3987 §2.2");
    NOT_UCSCHAR = ("not-ucschar", "this character is in no class of IRI characters (a control, a noncharacter, a special such as U+FFFD, or a tag): percent-encode its UTF-8 octets", "RFC 3987 §2.2");
    DELIMITER = ("excluded-delimiter", "`\"`, `<` and `>` delimit IRIs in text and are no part of them: write them as `%22`, `%3C` and `%3E`", "RFC 3987 §3.1");
    UNWISE = ("unwise-character", "`{`, `}`, `|`, `^`, `` ` `` and `\\` are no IRI characters: write them as `%7B`, `%7D`, `%7C`, `%5E`, `%60` and `%5C`", "RFC 3987 §3.1");
    CONTROL = ("control-character", "control characters are no IRI characters: write them as `%HH`", "RFC 3987 §2.2");
    HASH = ("second-hash", "an IRI reference has one `#`, before its fragment, and a fragment holds no `#`: write it as `%23`", "RFC 3986 §3.5, RFC 3987 §2.2");
    BRACKET = ("bracket", "`[` and `]` belong only around an IP literal in the host: elsewhere write `%5B` and `%5D`", "RFC 3986 §3.2.2, RFC 3987 §2.2");
    ZONE = ("ipv6-zone-id", "RFC 3987 has no IPv6 zone identifiers (§2.2); RFC 3986's reading with RFC 6874 has, with the `%` percent-encoded (`[fe80::1%25eth0]`)", "RFC 3987 §2.2");
    COLON_SEGMENT = ("colon-in-first-segment", "a `:` in the first segment of a relative reference would read as a scheme: write `./` before the segment, or the `:` as `%3A` (a scheme starts with a letter)", "RFC 3986 §4.2, RFC 3987 §2.2");
    PORT = ("port-not-digits", "a port is digits only: with what follows the `:`, the authority reads as user information, which an `@` would have to end", "RFC 3986 §3.2.3, RFC 3987 §2.2");
}

/// The error `e` of `input` with its hint, if one applies.
#[cold]
pub(crate) fn refine(input: &str, mut e: ParseError) -> ParseError {
    refine_in_place(input, &mut e);
    e
}

/// [`refine`] in place, inlined into a cold function that makes the
/// error (so that the error is stored once, hint included).
#[inline(always)]
pub(crate) fn refine_in_place(input: &str, e: &mut ParseError) {
    if let Some(h) = hint(input, e) {
        e.set_hint(h);
    }
}

/// The hint for `e`, if what it says holds at the error.
#[inline(always)]
fn hint(input: &str, e: &ParseError) -> Option<&'static Hint> {
    use Production as P;
    let at = e.offset();
    let before = input.get(..at).unwrap_or_default();
    let within = |p: P| e.expected() == p || e.within().contains(&p);
    if e.expected() == P::PctEncoded {
        return Some(&PERCENT);
    }
    if e.literal() == Some("@") && within(P::Iuserinfo) {
        return Some(&PORT);
    }
    let found = e.found()?;
    if !found.is_ascii() {
        // A private use character is an `iprivate` in a query only; a
        // `ucschar` stops a run only where no character of it may stand
        // (a scheme, a port, an IP literal), which no hint names.
        return if is_iprivate(found) {
            Some(&PRIVATE)
        } else if is_ucschar(found) {
            None
        } else {
            Some(&NOT_UCSCHAR)
        };
    }
    match found {
        ' ' => Some(&SPACE),
        '"' | '<' | '>' => Some(&DELIMITER),
        '{' | '}' | '|' | '^' | '`' | '\\' => Some(&UNWISE),
        '\0'..='\x1f' | '\x7f' => Some(&CONTROL),
        '#' => before.contains('#').then_some(&HASH),
        '[' | ']' => (!within(P::IpLiteral)).then_some(&BRACKET),
        '%' => {
            // After a whole IPv6 address in brackets.
            let open = before.rfind('[')?;
            let address = before.get(open + 1..)?;
            crate::rfc3986::authority::ipv6address(crate::syntax::Input::new(address))
                .is_ok_and(|(rest, _)| rest.as_str().is_empty() && !address.is_empty())
                .then_some(&ZONE)
        }
        ':' => {
            // In the first segment of a relative reference, at its
            // `ipath-noscheme` (as in RFC 3986's hints).
            (within(P::IpathNoscheme) && !before.contains(['/', '?', '#', ':']))
                .then_some(&COLON_SEGMENT)
        }
        _ => None,
    }
}
