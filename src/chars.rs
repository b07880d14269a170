//! RFC 1738 §5 "Miscellaneous definitions" (and §2.2, "URL Character
//! Encoding Issues"): the character classes, `escape`, `uchar`, `xchar`
//! and `digits`.
//!
//! Each single-character class is both a combinator (the production) and
//! an `is_<name>` predicate over one byte, which is what the hot loops use.
//! Non-ASCII bytes belong to no class. Decisions: grammar-notes/chars.md.

use nom::Parser;
use nom::error::context;

use crate::error::Error;
use crate::scan;
use crate::span::{IResult, Input, Span};

/// ```bnf
/// lowalpha       = "a" | "b" | ... | "z"
/// ```
pub const fn is_lowalpha(b: u8) -> bool {
    b.is_ascii_lowercase()
}

/// ```bnf
/// hialpha        = "A" | "B" | ... | "Z"
/// ```
pub const fn is_hialpha(b: u8) -> bool {
    b.is_ascii_uppercase()
}

/// ```bnf
/// alpha          = lowalpha | hialpha
/// ```
pub const fn is_alpha(b: u8) -> bool {
    is_lowalpha(b) || is_hialpha(b)
}

/// ```bnf
/// digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///                  "8" | "9"
/// ```
pub const fn is_digit(b: u8) -> bool {
    b.is_ascii_digit()
}

/// ```bnf
/// safe           = "$" | "-" | "_" | "." | "+"
/// ```
pub const fn is_safe(b: u8) -> bool {
    matches!(b, b'$' | b'-' | b'_' | b'.' | b'+')
}

/// ```bnf
/// extra          = "!" | "*" | "'" | "(" | ")" | ","
/// ```
pub const fn is_extra(b: u8) -> bool {
    matches!(b, b'!' | b'*' | b'\'' | b'(' | b')' | b',')
}

/// ```bnf
/// national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
/// ```
pub const fn is_national(b: u8) -> bool {
    matches!(
        b,
        b'{' | b'}' | b'|' | b'\\' | b'^' | b'~' | b'[' | b']' | b'`'
    )
}

/// ```bnf
/// punctuation    = "<" | ">" | "#" | "%" | <">
/// ```
pub const fn is_punctuation(b: u8) -> bool {
    matches!(b, b'<' | b'>' | b'#' | b'%' | b'"')
}

/// ```bnf
/// reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="
/// ```
pub const fn is_reserved(b: u8) -> bool {
    matches!(b, b';' | b'/' | b'?' | b':' | b'@' | b'&' | b'=')
}

/// ```bnf
/// hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                  "a" | "b" | "c" | "d" | "e" | "f"
/// ```
pub const fn is_hex(b: u8) -> bool {
    b.is_ascii_hexdigit()
}

/// ```bnf
/// unreserved     = alpha | digit | safe | extra
/// ```
///
/// Also the one-byte part of `uchar` (the other part is `escape`).
pub const fn is_unreserved(b: u8) -> bool {
    is_alpha(b) || is_digit(b) || is_safe(b) || is_extra(b)
}

/// `alphadigit = alpha | digit` (RFC 1738 §5, §3.1).
pub const fn is_alphadigit(b: u8) -> bool {
    is_alpha(b) || is_digit(b)
}

/// Matches one byte of the class `pred`, or fails at the input's start.
fn one(pred: fn(u8) -> bool) -> impl Fn(Input<'_>) -> IResult<'_, Span<'_>> {
    move |i: Input<'_>| match i.fragment().as_bytes().first() {
        Some(&b) if pred(b) => Ok(scan::split(i, 1)),
        _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
    }
}

/// ```bnf
/// lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
///                  "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
///                  "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
///                  "y" | "z"
/// ```
pub fn lowalpha(i: Input) -> IResult<Span> {
    context("lowalpha", one(is_lowalpha)).parse(i)
}

/// ```bnf
/// hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
///                  "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
///                  "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
/// ```
pub fn hialpha(i: Input) -> IResult<Span> {
    context("hialpha", one(is_hialpha)).parse(i)
}

/// ```bnf
/// alpha          = lowalpha | hialpha
/// ```
pub fn alpha(i: Input) -> IResult<Span> {
    context("alpha", one(is_alpha)).parse(i)
}

/// ```bnf
/// digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///                  "8" | "9"
/// ```
pub fn digit(i: Input) -> IResult<Span> {
    context("digit", one(is_digit)).parse(i)
}

/// ```bnf
/// safe           = "$" | "-" | "_" | "." | "+"
/// ```
pub fn safe(i: Input) -> IResult<Span> {
    context("safe", one(is_safe)).parse(i)
}

/// ```bnf
/// extra          = "!" | "*" | "'" | "(" | ")" | ","
/// ```
pub fn extra(i: Input) -> IResult<Span> {
    context("extra", one(is_extra)).parse(i)
}

/// ```bnf
/// national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
/// ```
///
/// The RFC's `"\"` is one backslash (RFC 822 literals have no escapes);
/// a seed copy printed `"/"` here by mistake (grammar-notes/chars.md).
pub fn national(i: Input) -> IResult<Span> {
    context("national", one(is_national)).parse(i)
}

/// ```bnf
/// punctuation    = "<" | ">" | "#" | "%" | <">
/// ```
///
/// `<">` is RFC 822's name for the double quote.
pub fn punctuation(i: Input) -> IResult<Span> {
    context("punctuation", one(is_punctuation)).parse(i)
}

/// ```bnf
/// reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="
/// ```
pub fn reserved(i: Input) -> IResult<Span> {
    context("reserved", one(is_reserved)).parse(i)
}

/// ```bnf
/// hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                  "a" | "b" | "c" | "d" | "e" | "f"
/// ```
pub fn hex(i: Input) -> IResult<Span> {
    context("hex", one(is_hex)).parse(i)
}

/// ```bnf
/// escape         = "%" hex hex
/// ```
///
/// A `"%"` commits to the escape (`cut`): `%` is unsafe (§2.2), so no
/// production anywhere can match a `%` that does not start an escape.
/// The error then names `hex` at the first byte that is not a hex digit.
pub fn escape<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    context("escape", |i: Input<'a>| {
        match scan::escape_len(i.fragment().as_bytes(), 0, i.location_offset()) {
            Ok(Some(n)) => Ok(scan::split(i, n)),
            Ok(None) => Err(nom::Err::Error(Error::at(i.location_offset()))),
            Err(e) => Err(nom::Err::Failure(e)),
        }
    })
    .parse(i)
}

/// ```bnf
/// unreserved     = alpha | digit | safe | extra
/// ```
pub fn unreserved(i: Input) -> IResult<Span> {
    context("unreserved", one(is_unreserved)).parse(i)
}

/// ```bnf
/// uchar          = unreserved | escape
/// ```
pub fn uchar<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    context("uchar", |i: Input<'a>| {
        match i.fragment().as_bytes().first() {
            Some(&b'%') => escape(i),
            Some(&b) if is_unreserved(b) => Ok(scan::split(i, 1)),
            _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
        }
    })
    .parse(i)
}

/// ```bnf
/// xchar          = unreserved | reserved | escape
/// ```
pub fn xchar<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    context("xchar", |i: Input<'a>| {
        match i.fragment().as_bytes().first() {
            Some(&b'%') => escape(i),
            Some(&b) if is_unreserved(b) || is_reserved(b) => Ok(scan::split(i, 1)),
            _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
        }
    })
    .parse(i)
}

/// ```bnf
/// digits         = 1*digit
/// ```
pub fn digits(i: Input) -> IResult<Span> {
    context("digits", |i| scan::plus(i, &scan::DIGIT)).parse(i)
}
