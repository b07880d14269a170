//! RFC 1738 §5 "Miscellaneous definitions" (and §2.2, "URL Character
//! Encoding Issues"): the character classes, `escape`, `uchar`, `xchar`
//! and `digits`.
//!
//! Each single-character class is both a combinator (the production) and
//! an `is_<name>` predicate over one byte, which is what the hot loops use.
//! Non-ASCII bytes belong to no class. Decisions: this module's grammar note.

use nom::Parser;

use super::classes;
use super::production::{IResult, Production};
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

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

/// The class of §5 (and §2.2's word for it) that holds the byte `b`,
/// with the section: what RFC 1738 makes of a character, for `compare`.
pub(crate) const fn class_name(b: u8) -> (&'static str, &'static str) {
    if is_alpha(b) || is_digit(b) {
        ("`alpha` or `digit`", "§5")
    } else if is_safe(b) {
        ("`safe`", "§2.2")
    } else if is_extra(b) {
        ("`extra`", "§2.2")
    } else if is_reserved(b) {
        ("`reserved`", "§2.2")
    } else if is_national(b) {
        ("`national`, unsafe", "§2.2")
    } else if is_punctuation(b) {
        ("`punctuation`, unsafe", "§2.2")
    } else if b == b' ' {
        ("unsafe (the space)", "§2.2")
    } else if b < 0x80 {
        ("a control character, not allowed", "§2.2")
    } else {
        ("not US-ASCII, not allowed", "§2.2")
    }
}

/// Matches one byte of the class `pred`, or fails at the input's start.
fn one(pred: fn(u8) -> bool) -> impl Fn(Input<'_>) -> IResult<'_, Span<'_>> {
    move |i: Input<'_>| class::one(i, pred)
}

/// ```bnf
/// lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
///                  "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
///                  "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
///                  "y" | "z"
/// ```
pub fn lowalpha(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("lowalpha", one(is_lowalpha)).parse(i))
}

/// ```bnf
/// hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
///                  "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
///                  "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
/// ```
pub fn hialpha(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("hialpha", one(is_hialpha)).parse(i))
}

/// ```bnf
/// alpha          = lowalpha | hialpha
/// ```
pub fn alpha(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("alpha", one(is_alpha)).parse(i))
}

/// ```bnf
/// digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///                  "8" | "9"
/// ```
pub fn digit(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("digit", one(is_digit)).parse(i))
}

/// ```bnf
/// safe           = "$" | "-" | "_" | "." | "+"
/// ```
pub fn safe(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("safe", one(is_safe)).parse(i))
}

/// ```bnf
/// extra          = "!" | "*" | "'" | "(" | ")" | ","
/// ```
pub fn extra(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("extra", one(is_extra)).parse(i))
}

/// ```bnf
/// national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
/// ```
///
/// The RFC's `"\"` is one backslash (RFC 822 literals have no escapes);
/// a copy of the BNF printed `"/"` here by mistake (this module's grammar note).
pub fn national(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("national", one(is_national)).parse(i))
}

/// ```bnf
/// punctuation    = "<" | ">" | "#" | "%" | <">
/// ```
///
/// `<">` is RFC 822's name for the double quote.
pub fn punctuation(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("punctuation", one(is_punctuation)).parse(i))
}

/// ```bnf
/// reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="
/// ```
pub fn reserved(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("reserved", one(is_reserved)).parse(i))
}

/// ```bnf
/// hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                  "a" | "b" | "c" | "d" | "e" | "f"
/// ```
pub fn hex(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("hex", one(is_hex)).parse(i))
}

/// ```bnf
/// escape         = "%" hex hex
/// ```
///
/// A `"%"` commits to the escape (`cut`): `%` is unsafe (§2.2), so no
/// production anywhere can match a `%` that does not start an escape.
/// The error then names `hex` at the first byte that is not a hex digit.
pub fn escape<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    crate::syntax::enter(i, |i| {
        named!("escape", |i: Input<'a>| {
            match class::escape_len(i.as_bytes(), 0) {
                Ok(Some(n)) => Ok(class::split(i, n)),
                Ok(None) => Err(nom::Err::Error(Error::at(i.location_offset()))),
                Err(k) => Err(nom::Err::Failure(Error::expected(
                    i.location_offset() + k,
                    Production::Hex,
                ))),
            }
        })
        .parse(i)
    })
}

/// ```bnf
/// unreserved     = alpha | digit | safe | extra
/// ```
pub fn unreserved(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("unreserved", one(is_unreserved)).parse(i))
}

/// ```bnf
/// uchar          = unreserved | escape
/// ```
pub fn uchar<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    crate::syntax::enter(i, |i| {
        named!("uchar", |i: Input<'a>| {
            match i.fragment().as_bytes().first() {
                Some(&b'%') => escape(i),
                Some(&b) if is_unreserved(b) => Ok(class::split(i, 1)),
                _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
            }
        })
        .parse(i)
    })
}

/// ```bnf
/// xchar          = unreserved | reserved | escape
/// ```
pub fn xchar<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    crate::syntax::enter(i, |i| {
        named!("xchar", |i: Input<'a>| {
            match i.fragment().as_bytes().first() {
                Some(&b'%') => escape(i),
                Some(&b) if is_unreserved(b) || is_reserved(b) => Ok(class::split(i, 1)),
                _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
            }
        })
        .parse(i)
    })
}

/// ```bnf
/// digits         = 1*digit
/// ```
pub fn digits(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| {
        named!("digits", |i| class::plus(i, &classes::DIGIT)).parse(i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc1738::classes::{self, bits, class};

    /// Every set of the class table (`classes`, written as byte lists)
    /// is what its BNF says, on every byte, in terms of the predicates
    /// above: the combinators and the fast path read these bits.
    #[test]
    fn the_class_table_is_the_bnf() {
        for b in 0..=255u8 {
            let u = is_unreserved(b);
            let has = |bit: u32| class(b) & bit != 0;
            let cases = [
                (bits::XCHAR, u || is_reserved(b), "xchar"),
                (bits::UCHAR, u, "uchar"),
                (bits::LOGIN, u || b";?&=".contains(&b), "login"),
                (bits::LOGIN_SCAN, u || b";?&=:".contains(&b), "login scan"),
                (bits::FSEGMENT, u || b"?:@&=".contains(&b), "fsegment"),
                (bits::FPATH, u || b"?:@&=/".contains(&b), "fpath"),
                (bits::HSEGMENT, u || b";:@&=".contains(&b), "hsegment"),
                (bits::HPATH, u || b";:@&=/".contains(&b), "hpath"),
                (bits::FIELD, u || b"?:@&".contains(&b), "field"),
                (bits::ARTICLE, u || b";/?:&=".contains(&b), "article"),
                (bits::DIGIT, is_digit(b), "digit"),
                (bits::HEX, is_hex(b), "hex"),
                (bits::ALPHA, is_alpha(b), "alpha"),
                (bits::HOST, is_alphadigit(b) || b"-.".contains(&b), "host"),
                (
                    bits::SCHEME,
                    is_alphadigit(b) || b"+-.".contains(&b),
                    "scheme",
                ),
                (
                    bits::GROUP,
                    is_alphadigit(b) || b"-.+_".contains(&b),
                    "group",
                ),
                (bits::DOT, b == b'.', "dot"),
                (bits::DASH, b == b'-', "dash"),
                (bits::NO_DOT_AFTER, b == b'.' || b == b'-', "no dot after"),
                (bits::NO_DASH_AFTER, b == b'.', "no dash after"),
            ];
            for (bit, want, name) in cases {
                assert_eq!(has(bit), want, "{name}, byte {b:#04x}");
            }
            assert_eq!(classes::XCHAR.has(b), u || is_reserved(b));
            assert_eq!(classes::DIGIT.has(b), is_digit(b));
            // What `compare` reads: a byte stands for itself iff it is
            // an `xchar`, and then its class is no unsafe one.
            assert_eq!(classes::is_literal(b), u || is_reserved(b));
            let (name, _) = class_name(b);
            assert_eq!(
                classes::is_literal(b),
                !name.contains("unsafe") && !name.contains("not"),
                "{b:#04x}"
            );
        }
        // Twenty distinct bits.
        let all = [
            bits::XCHAR,
            bits::UCHAR,
            bits::LOGIN,
            bits::LOGIN_SCAN,
            bits::FSEGMENT,
            bits::FPATH,
            bits::HSEGMENT,
            bits::HPATH,
            bits::FIELD,
            bits::ARTICLE,
            bits::DIGIT,
            bits::HEX,
            bits::ALPHA,
            bits::HOST,
            bits::SCHEME,
            bits::GROUP,
            bits::DOT,
            bits::DASH,
            bits::NO_DOT_AFTER,
            bits::NO_DASH_AFTER,
        ];
        assert_eq!(all.iter().fold(0, |a, b| a | b).count_ones(), 20);
    }
}
