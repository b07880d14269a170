//! RFC 1630, "BNF for specific URL schemes", the character rules (pp.
//! 26-27): `xalpha`, `xalphas`, `xpalpha`, `xpalphas`, `ialpha`, the
//! single-character classes, `escape`, `digits`, `alphanum`, `alphanums`
//! and `void`.
//!
//! Each single-character class is both a combinator (the production) and
//! an `is_<name>` predicate over one byte. Non-ASCII bytes belong to no
//! class. The right recursions (`xalphas xalpha [ xalphas ]`) are read
//! as runs. Decisions: this module's grammar note.

use nom::Parser;

use super::classes;
use super::production::{IResult, Production};
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// ```bnf
/// alpha                  a | b | ... | Z
/// ```
pub const fn is_alpha(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

/// ```bnf
/// digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
/// ```
pub const fn is_digit(b: u8) -> bool {
    b.is_ascii_digit()
}

/// ```bnf
/// safe                   $ | - | _ | @ | . | &  | + | -
/// ```
pub const fn is_safe(b: u8) -> bool {
    matches!(b, b'$' | b'-' | b'_' | b'@' | b'.' | b'&' | b'+')
}

/// ```bnf
/// extra                  ! | * |  " |  ' | ( | )  | ,
/// ```
pub const fn is_extra(b: u8) -> bool {
    matches!(b, b'!' | b'*' | b'"' | b'\'' | b'(' | b')' | b',')
}

/// ```bnf
/// reserved               =  |  ;  |  /  |  #  | ? |  : | space
/// ```
pub const fn is_reserved(b: u8) -> bool {
    matches!(b, b'=' | b';' | b'/' | b'#' | b'?' | b':' | b' ')
}

/// ```bnf
/// hex                    digit | a | b | c | d | e | f | A | B | C |
///                        D | E | F
/// ```
pub const fn is_hex(b: u8) -> bool {
    b.is_ascii_hexdigit()
}

/// ```bnf
/// national               { | } | vline | [ | ] | \ | ^ | ~
/// ```
pub const fn is_national(b: u8) -> bool {
    matches!(b, b'{' | b'}' | b'|' | b'[' | b']' | b'\\' | b'^' | b'~')
}

/// ```bnf
/// punctuation            < | >
/// ```
pub const fn is_punctuation(b: u8) -> bool {
    matches!(b, b'<' | b'>')
}

/// ```bnf
/// alphanum               alpha | digit
/// ```
pub const fn is_alphanum(b: u8) -> bool {
    is_alpha(b) || is_digit(b)
}

/// ```bnf
/// alphanum2              alpha | digit | - | _ | . | +
/// ```
pub const fn is_alphanum2(b: u8) -> bool {
    is_alphanum(b) || matches!(b, b'-' | b'_' | b'.' | b'+')
}

/// The one-byte part of `xalpha`: `alpha | digit | safe | extra` (the
/// other part is `escape`).
pub const fn is_xalpha(b: u8) -> bool {
    is_alphanum(b) || is_safe(b) || is_extra(b)
}

/// The class of the BNF (p. 26) that holds the byte `b`, with the
/// section: what RFC 1630 makes of a character, for `compare`.
pub(crate) const fn class_name(b: u8) -> (&'static str, &'static str) {
    if is_alpha(b) || is_digit(b) {
        ("`alpha` or `digit`", "BNF for specific URL schemes")
    } else if is_safe(b) {
        ("`safe`, an `xalpha`", "BNF for specific URL schemes")
    } else if is_extra(b) {
        ("`extra`, an `xalpha`", "BNF for specific URL schemes")
    } else if b == b' ' {
        (
            "`reserved`, but unsafe and in no production",
            "Unsafe characters",
        )
    } else if is_reserved(b) {
        ("`reserved`", "Reserved characters")
    } else if is_national(b) {
        (
            "`national`, not an `xalpha`",
            "BNF for specific URL schemes",
        )
    } else if is_punctuation(b) {
        (
            "`punctuation`, not an `xalpha`",
            "BNF for specific URL schemes",
        )
    } else if b == b'%' {
        ("the escape character", "Reserved characters")
    } else if b < 0x80 {
        ("in no class", "Unsafe characters")
    } else {
        ("not US-ASCII, unsafe", "Unsafe characters")
    }
}

/// Matches one byte of the class `pred`, or fails at the input's start.
pub(crate) fn one(pred: fn(u8) -> bool) -> impl Fn(Input<'_>) -> IResult<'_, Span<'_>> {
    move |i: Input<'_>| class::one(i, pred)
}

/// One `xalpha` at the start of `i`: a byte of the class or an escape.
pub(crate) fn one_xalpha<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    match class::peek(&i) {
        Some(b'%') => escape(i),
        Some(b) if is_xalpha(b) => Ok(class::split(i, 1)),
        _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
    }
}

/// ```bnf
/// xalpha                 alpha | digit | safe | extra | escape
/// ```
pub fn xalpha(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("xalpha", one_xalpha).parse(i))
}

/// ```bnf
/// xalphas                xalpha [ xalphas ]
/// ```
///
/// A non-empty run (the right recursion read as a loop: one stack frame
/// per character would overflow on a long input).
pub fn xalphas(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| {
        named!("xalphas", |i| class::plus(i, &classes::XALPHA)).parse(i)
    })
}

/// ```bnf
/// xpalpha                xalpha | +
/// ```
///
/// `+` is `safe` in this section, so an `xalpha` already: the class is
/// `xalpha`'s (it differs only in the generic BNF of p. 22, whose `safe`
/// has no `+`).
pub fn xpalpha(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("xpalpha", one_xalpha).parse(i))
}

/// ```bnf
/// xpalphas               xpalpha [ xpalphas ]
/// ```
pub fn xpalphas(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| {
        named!("xpalphas", |i| class::plus(i, &classes::XALPHA)).parse(i)
    })
}

/// The length of `ialpha` at the start of `i`: an `alpha`, then the run
/// of `xalpha`; `Ok(0)` when no `alpha` starts it.
pub(crate) fn ialpha_len(i: &Input<'_>) -> Result<usize, Error<Production>> {
    match class::peek(i) {
        Some(b) if is_alpha(b) => {
            let (rest, _) = i.split(1);
            class::run_len(&rest, &classes::XALPHA).map(|n| n + 1)
        }
        _ => Ok(0),
    }
}

/// ```bnf
/// ialpha                 alpha [ xalphas ]
/// ```
pub fn ialpha<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    crate::syntax::enter(i, |i| {
        named!("ialpha", |i: Input<'a>| match ialpha_len(&i) {
            Ok(0) => Err(nom::Err::Error(Error::at(i.location_offset()))),
            Ok(n) => Ok(class::split(i, n)),
            Err(e) => Err(nom::Err::Failure(e)),
        })
        .parse(i)
    })
}

/// ```bnf
/// alpha                  a | b | c | d | e | f | g | h | i | j | k |
///                        l | m | n | o  | p | q | r | s | t | u | v |
///                        w | x | y | z | A | B | C  | D | E | F | G |
///                        H | I | J | K | L | M | N | O | P |  Q | R |
///                        S | T | U | V | W | X | Y | Z
/// ```
pub fn alpha(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("alpha", one(is_alpha)).parse(i))
}

/// ```bnf
/// digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
/// ```
pub fn digit(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("digit", one(is_digit)).parse(i))
}

/// ```bnf
/// safe                   $ | - | _ | @ | . | &  | + | -
/// ```
///
/// `-` is listed twice; `@`, `&` and `+` are data characters here (RFC
/// 1738 makes `@` and `&` reserved).
pub fn safe(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("safe", one(is_safe)).parse(i))
}

/// ```bnf
/// extra                  ! | * |  " |  ' | ( | )  | ,
/// ```
///
/// `"` is the double-quote character (nothing in this BNF is quoted).
pub fn extra(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("extra", one(is_extra)).parse(i))
}

/// ```bnf
/// reserved               =  |  ;  |  /  |  #  | ? |  : | space
/// ```
///
/// `space` is the character SP. Used by no production.
pub fn reserved(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("reserved", one(is_reserved)).parse(i))
}

/// ```bnf
/// escape                 % hex hex
/// ```
///
/// A `%` commits to the escape: `%` is in no class, so no production can
/// match a `%` that does not start an escape. The error names `hex` at
/// the first byte that is not a hex digit.
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
/// hex                    digit | a | b | c | d | e | f | A | B | C |
///                        D | E | F
/// ```
pub fn hex(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("hex", one(is_hex)).parse(i))
}

/// ```bnf
/// national               { | } | vline | [ | ] | \ | ^ | ~
/// ```
///
/// `vline` is `|`. Used by no production: "The "national" and
/// "punctuation" characters do not appear in any productions and
/// therefore may not appear in URLs."
pub fn national(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("national", one(is_national)).parse(i))
}

/// ```bnf
/// punctuation            < | >
/// ```
pub fn punctuation(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("punctuation", one(is_punctuation)).parse(i))
}

/// ```bnf
/// digits                 digit [ digits ]
/// ```
pub fn digits(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| {
        named!("digits", |i| class::plus(i, &classes::DIGIT)).parse(i)
    })
}

/// ```bnf
/// alphanum               alpha | digit
/// ```
pub fn alphanum(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| named!("alphanum", one(is_alphanum)).parse(i))
}

/// ```bnf
/// alphanums              alphanum [ alphanums ]
/// ```
pub fn alphanums(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| {
        named!("alphanums", |i| class::plus(i, &classes::ALPHANUM)).parse(i)
    })
}

/// ```bnf
/// void
/// ```
///
/// The empty string: always matches, consuming nothing.
pub fn void<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    crate::syntax::enter(i, |i| {
        named!("void", |i: Input<'a>| -> IResult<'a, Span<'a>> {
            Ok(class::split(i, 0))
        })
        .parse(i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc1630::classes::{self, bits, class};

    /// Every set of the class table (`classes`, written as byte lists)
    /// is what its BNF says, on every byte, in terms of the predicates
    /// above.
    #[test]
    fn the_class_table_is_the_bnf() {
        for b in 0..=255u8 {
            let has = |bit: u32| class(b) & bit != 0;
            let atom = is_alphanum(b) || b"!$&'*+-_".contains(&b);
            let cases = [
                (bits::XALPHA, is_xalpha(b), "xalpha"),
                (bits::LOGIN, is_xalpha(b) || b == b':', "login"),
                (bits::PATH, is_xalpha(b) || b == b'/', "path"),
                (
                    bits::SCHEME,
                    is_alphanum(b) || b"+-.".contains(&b),
                    "scheme",
                ),
                (bits::ALPHA, is_alpha(b), "alpha"),
                (bits::DIGIT, is_digit(b), "digit"),
                (bits::HEX, is_hex(b), "hex"),
                (bits::ALPHANUM, is_alphanum(b), "alphanum"),
                (bits::ALPHANUM2, is_alphanum2(b), "alphanum2"),
                (bits::ATOM, atom, "atom"),
                (bits::QTEXT, is_xalpha(b) && b != b'"', "qtext"),
                (bits::RESERVED, is_reserved(b) && b != b' ', "reserved"),
            ];
            for (bit, want, name) in cases {
                assert_eq!(has(bit), want, "{name}, byte {b:#04x}");
            }
            // RFC 822's atom: any CHAR but specials, SPACE and CTLs.
            let special = b"()<>@,;:\\\".[]".contains(&b);
            let rfc822_atom = b < 0x80 && b > 0x20 && b != 0x7f && !special;
            assert_eq!(atom, rfc822_atom && is_xalpha(b), "atom {b:#04x}");
            assert_eq!(classes::XALPHA.has(b), is_xalpha(b));
            // What `compare` reads: a byte stands for itself iff it is
            // an `xalpha` or a delimiter of `reserved` (not the space).
            let literal = is_xalpha(b) || (is_reserved(b) && b != b' ');
            assert_eq!(classes::is_literal(b), literal, "{b:#04x}");
            let (name, _) = class_name(b);
            assert_eq!(
                literal,
                !name.contains("not")
                    && !name.contains("unsafe")
                    && !name.contains("no class")
                    && b != b'%',
                "{b:#04x}"
            );
            // Past US-ASCII, and only there, a byte is "not US-ASCII".
            assert_eq!(name.starts_with("not US-ASCII"), b >= 0x80, "{b:#04x}");
        }
        // A byte of each branch, by name.
        for (b, name) in [
            (b'a', "`alpha` or `digit`"),
            (b'%', "the escape character"),
            (0x01, "in no class"),
            (0x7f, "in no class"),
            (0xe9, "not US-ASCII, unsafe"),
        ] {
            assert_eq!(class_name(b).0, name, "{b:#04x}");
        }
    }
}
