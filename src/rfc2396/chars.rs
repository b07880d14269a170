//! RFC 2396 §1.6 "Syntax Notation and Common Elements" and §2 "URI
//! Characters and Escape Sequences", as amended by RFC 2732 §3 (`[` and
//! `]` are `reserved`, no longer `unwise`): the character classes,
//! `escaped`, `uric`, and the excluded sets of §2.4.3.
//!
//! Each single-character class is both a combinator (the production) and
//! an `is_<name>` predicate over one byte, which is what the hot loops
//! use (through the grammar's class table). Non-ASCII bytes belong to no
//! class. Decisions: this module's grammar note.

use nom::Parser;

use super::production::IResult;
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// ```bnf
/// lowalpha = "a" | "b" | ... | "z"
/// ```
pub const fn is_lowalpha(b: u8) -> bool {
    b.is_ascii_lowercase()
}

/// ```bnf
/// upalpha  = "A" | "B" | ... | "Z"
/// ```
pub const fn is_upalpha(b: u8) -> bool {
    b.is_ascii_uppercase()
}

/// ```bnf
/// alpha         = lowalpha | upalpha
/// ```
pub const fn is_alpha(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

/// ```bnf
/// digit    = "0" | "1" | ... | "9"
/// ```
pub const fn is_digit(b: u8) -> bool {
    b.is_ascii_digit()
}

/// ```bnf
/// alphanum      = alpha | digit
/// ```
pub const fn is_alphanum(b: u8) -> bool {
    b.is_ascii_alphanumeric()
}

/// ```bnf
/// hex           = digit | "A" | ... | "f"
/// ```
pub const fn is_hex(b: u8) -> bool {
    b.is_ascii_hexdigit()
}

/// ```bnf
/// mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
///                 "(" | ")"
/// ```
pub const fn is_mark(b: u8) -> bool {
    matches!(
        b,
        b'-' | b'_' | b'.' | b'!' | b'~' | b'*' | b'\'' | b'(' | b')'
    )
}

/// ```bnf
/// unreserved    = alphanum | mark
/// ```
pub const fn is_unreserved(b: u8) -> bool {
    is_alphanum(b) || is_mark(b)
}

/// ```bnf
/// reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
///               "$" | "," | "[" | "]"
/// ```
///
/// RFC 2732 §3 (3) added `"["` and `"]"`.
pub const fn is_reserved(b: u8) -> bool {
    matches!(
        b,
        b';' | b'/' | b'?' | b':' | b'@' | b'&' | b'=' | b'+' | b'$' | b',' | b'[' | b']'
    )
}

/// The one-byte part of `uric` (the other part is `escaped`).
pub const fn is_uric(b: u8) -> bool {
    is_reserved(b) || is_unreserved(b)
}

/// The one-byte part of `uric_no_slash` (the other part is `escaped`).
pub const fn is_uric_no_slash(b: u8) -> bool {
    is_unreserved(b)
        || matches!(
            b,
            b';' | b'?' | b':' | b'@' | b'&' | b'=' | b'+' | b'$' | b','
        )
}

/// The one-byte part of `pchar` (the other part is `escaped`).
pub const fn is_pchar(b: u8) -> bool {
    is_unreserved(b) || matches!(b, b':' | b'@' | b'&' | b'=' | b'+' | b'$' | b',')
}

/// ```bnf
/// control     = <US-ASCII coded characters 00-1F and 7F hexadecimal>
/// ```
pub const fn is_control(b: u8) -> bool {
    b < 0x20 || b == 0x7f
}

/// ```bnf
/// space       = <US-ASCII coded character 20 hexadecimal>
/// ```
pub const fn is_space(b: u8) -> bool {
    b == b' '
}

/// ```bnf
/// delims      = "<" | ">" | "#" | "%" | <">
/// ```
pub const fn is_delims(b: u8) -> bool {
    matches!(b, b'<' | b'>' | b'#' | b'%' | b'"')
}

/// ```bnf
/// unwise      = "{" | "}" | "|" | "\" | "^" | "`"
/// ```
///
/// RFC 2732 §3 (3) removed `"["` and `"]"` from the set.
pub const fn is_unwise(b: u8) -> bool {
    matches!(b, b'{' | b'}' | b'|' | b'\\' | b'^' | b'`')
}

/// The class of §2 (RFC 2732 §3 for `"["` and `"]"`) that holds the
/// byte `b`, with the section: what RFC 2396 makes of a character, for
/// `compare`.
pub(crate) const fn class_name(b: u8) -> (&'static str, &'static str) {
    if is_alphanum(b) {
        ("`alphanum`, unreserved", "§2.3")
    } else if is_mark(b) {
        ("`mark`, unreserved", "§2.3")
    } else if b == b'[' || b == b']' {
        ("`reserved` (RFC 2732 §3)", "§2.2")
    } else if is_reserved(b) {
        ("`reserved`", "§2.2")
    } else if is_delims(b) {
        ("`delims`, excluded", "§2.4.3")
    } else if is_unwise(b) {
        ("`unwise`, excluded", "§2.4.3")
    } else if is_space(b) {
        ("`space`, excluded", "§2.4.3")
    } else if is_control(b) {
        ("`control`, excluded", "§2.4.3")
    } else {
        ("not US-ASCII, excluded", "§2.4.3")
    }
}

/// One byte of the class `pred`, or an error at the input's start.
fn one(pred: fn(u8) -> bool) -> impl Fn(Input<'_>) -> IResult<'_, Span<'_>> {
    move |i: Input<'_>| class::one(i, pred)
}

/// One byte of `pred`, or an `escaped` (a `"%"` commits to it: `%` is
/// excluded everywhere else, §2.4.3).
fn one_or_escaped<'a>(pred: fn(u8) -> bool) -> impl Fn(Input<'a>) -> IResult<'a, Span<'a>> {
    move |i: Input<'a>| match class::peek(&i) {
        Some(b'%') => escaped.map(|e: Escaped<'a>| e.span()).parse(i),
        _ => class::one(i, pred),
    }
}

macro_rules! char_leaves {
    ($($(#[$doc:meta])* $name:ident,)*) => {$(
        leaf! {
            $(#[$doc])*
            $name
        }
    )*};
}

char_leaves! {
    /// The node of `lowalpha`: one lower-case letter.
    Lowalpha,
    /// The node of `upalpha`: one upper-case letter.
    Upalpha,
    /// The node of `alpha`: one letter.
    Alpha,
    /// The node of `digit`: one decimal digit.
    Digit,
    /// The node of `alphanum`: one letter or digit.
    Alphanum,
    /// The node of `hex`: one hex digit.
    Hex,
    /// The node of `escaped`: `%` and two hex digits.
    Escaped,
    /// The node of `mark`: one of `-_.!~*'()`.
    Mark,
    /// The node of `unreserved`: one `alphanum` or `mark`.
    Unreserved,
    /// The node of `reserved`: one of `;/?:@&=+$,[]`.
    Reserved,
    /// The node of `uric`: one `reserved` or `unreserved` character, or
    /// an `escaped`.
    Uric,
    /// The node of `control`: one excluded control character.
    Control,
    /// The node of `space`: the excluded space.
    Space,
    /// The node of `delims`: one excluded delimiter.
    Delims,
    /// The node of `unwise`: one excluded "unwise" character.
    Unwise,
}

/// ```bnf
/// lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
///            "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
///            "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"
/// ```
pub fn lowalpha(i: Input) -> IResult<Lowalpha> {
    crate::syntax::enter(i, |i| {
        named!("lowalpha", one(is_lowalpha))
            .map(Lowalpha::new)
            .parse(i)
    })
}

/// ```bnf
/// upalpha  = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
///            "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
///            "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
/// ```
pub fn upalpha(i: Input) -> IResult<Upalpha> {
    crate::syntax::enter(i, |i| {
        named!("upalpha", one(is_upalpha))
            .map(Upalpha::new)
            .parse(i)
    })
}

/// ```bnf
/// alpha         = lowalpha | upalpha
/// ```
pub fn alpha(i: Input) -> IResult<Alpha> {
    crate::syntax::enter(i, |i| {
        named!("alpha", one(is_alpha)).map(Alpha::new).parse(i)
    })
}

/// ```bnf
/// digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///            "8" | "9"
/// ```
pub fn digit(i: Input) -> IResult<Digit> {
    crate::syntax::enter(i, |i| {
        named!("digit", one(is_digit)).map(Digit::new).parse(i)
    })
}

/// ```bnf
/// alphanum      = alpha | digit
/// ```
pub fn alphanum(i: Input) -> IResult<Alphanum> {
    crate::syntax::enter(i, |i| {
        named!("alphanum", one(is_alphanum))
            .map(Alphanum::new)
            .parse(i)
    })
}

/// ```bnf
/// hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                         "a" | "b" | "c" | "d" | "e" | "f"
/// ```
pub fn hex(i: Input) -> IResult<Hex> {
    crate::syntax::enter(i, |i| named!("hex", one(is_hex)).map(Hex::new).parse(i))
}

/// ```bnf
/// escaped       = "%" hex hex
/// ```
///
/// A `"%"` commits to the escape: `%` is excluded (§2.4.3, `delims`), so
/// no production can match a `%` that does not start an escape. The
/// error names `hex` at the first byte that is not a hex digit.
pub fn escaped<'a>(i: Input<'a>) -> IResult<'a, Escaped<'a>> {
    crate::syntax::enter(i, |i| {
        named!("escaped", |i: Input<'a>| {
            let base = i.location_offset();
            match class::escape_len(i.as_bytes(), 0) {
                Ok(Some(n)) => Ok(class::split(i, n)),
                Ok(None) => Err(nom::Err::Error(Error::literal(base, "%"))),
                Err(at) => Err(nom::Err::Failure(Error::expected(
                    base + at,
                    super::Production::Hex,
                ))),
            }
        })
        .map(Escaped::new)
        .parse(i)
    })
}

/// ```bnf
/// mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
///                 "(" | ")"
/// ```
pub fn mark(i: Input) -> IResult<Mark> {
    crate::syntax::enter(i, |i| named!("mark", one(is_mark)).map(Mark::new).parse(i))
}

/// ```bnf
/// unreserved    = alphanum | mark
/// ```
pub fn unreserved(i: Input) -> IResult<Unreserved> {
    crate::syntax::enter(i, |i| {
        named!("unreserved", one(is_unreserved))
            .map(Unreserved::new)
            .parse(i)
    })
}

/// ```bnf
/// reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
///               "$" | "," | "[" | "]"
/// ```
///
/// RFC 2732 §3 (3) replaces RFC 2396's line, adding `"["` and `"]"`.
pub fn reserved(i: Input) -> IResult<Reserved> {
    crate::syntax::enter(i, |i| {
        named!("reserved", one(is_reserved))
            .map(Reserved::new)
            .parse(i)
    })
}

/// ```bnf
/// uric          = reserved | unreserved | escaped
/// ```
pub fn uric(i: Input) -> IResult<Uric> {
    crate::syntax::enter(i, |i| {
        named!("uric", one_or_escaped(is_uric))
            .map(Uric::new)
            .parse(i)
    })
}

/// ```bnf
/// control     = <US-ASCII coded characters 00-1F and 7F hexadecimal>
/// ```
///
/// An excluded set (§2.4.3): no production of the grammar holds one.
pub fn control(i: Input) -> IResult<Control> {
    crate::syntax::enter(i, |i| {
        named!("control", one(is_control))
            .map(Control::new)
            .parse(i)
    })
}

/// ```bnf
/// space       = <US-ASCII coded character 20 hexadecimal>
/// ```
///
/// An excluded set (§2.4.3).
pub fn space(i: Input) -> IResult<Space> {
    crate::syntax::enter(i, |i| {
        named!("space", one(is_space)).map(Space::new).parse(i)
    })
}

/// ```bnf
/// delims      = "<" | ">" | "#" | "%" | <">
/// ```
///
/// An excluded set (§2.4.3); `#` and `%` are nonetheless used, as the
/// fragment's delimiter and as the start of an `escaped`.
pub fn delims(i: Input) -> IResult<Delims> {
    crate::syntax::enter(i, |i| {
        named!("delims", one(is_delims)).map(Delims::new).parse(i)
    })
}

/// ```bnf
/// unwise      = "{" | "}" | "|" | "\" | "^" | "`"
/// ```
///
/// An excluded set (§2.4.3), as RFC 2732 §3 (3) leaves it (without `"["`
/// and `"]"`). The RFC's `"\"` is one backslash.
pub fn unwise(i: Input) -> IResult<Unwise> {
    crate::syntax::enter(i, |i| {
        named!("unwise", one(is_unwise)).map(Unwise::new).parse(i)
    })
}

/// `one_or_escaped` for the other modules (`uric_no_slash`, `pchar`).
pub(crate) fn one_or_escape<'a>(
    pred: fn(u8) -> bool,
) -> impl Fn(Input<'a>) -> IResult<'a, Span<'a>> {
    one_or_escaped(pred)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc2396::classes;

    /// Every set of the class table (`classes`, written as byte lists)
    /// is what its BNF says (RFC 2396 §2, §3.2, §3.3, §5; RFC 2732 §3),
    /// on every byte, in terms of the predicates above.
    #[test]
    fn the_class_table_is_the_bnf() {
        use crate::rfc2396::classes::{bits, class};
        for b in 0..=255u8 {
            let has = |bit: u32| class(b) & bit != 0;
            let u = is_unreserved(b);
            let cases = [
                (bits::URIC, is_uric(b), "uric"),
                (bits::URIC_NO_SLASH, is_uric_no_slash(b), "uric_no_slash"),
                (bits::PCHAR, is_pchar(b), "pchar"),
                (bits::SEGMENT, is_pchar(b) || b == b';', "segment"),
                (
                    bits::PATH,
                    is_pchar(b) || b";/".contains(&b),
                    "path_segments",
                ),
                (
                    bits::REL_SEGMENT,
                    u || b";@&=+$,".contains(&b),
                    "rel_segment",
                ),
                (bits::REG_NAME, u || b"$,;:@&=+".contains(&b), "reg_name"),
                (bits::USERINFO, u || b";:&=+$,".contains(&b), "userinfo"),
                (
                    bits::AUTHORITY,
                    u || b"$,;:@&=+[]".contains(&b),
                    "authority",
                ),
                (
                    bits::SCHEME,
                    is_alphanum(b) || b"+-.".contains(&b),
                    "scheme",
                ),
                (bits::HOST, is_alphanum(b) || b"-.".contains(&b), "host"),
                (bits::ALPHA, is_alpha(b), "alpha"),
                (bits::DIGIT, is_digit(b), "digit"),
                (bits::HEX, is_hex(b), "hex"),
                (bits::IPV6, is_hex(b) || b":.".contains(&b), "IPv6address"),
                (bits::DOT, b == b'.', "\".\""),
                (bits::DASH, b == b'-', "\"-\""),
                (bits::NO_DOT_AFTER, b".-".contains(&b), "no \".\" after"),
                (bits::NO_DASH_AFTER, b == b'.', "no \"-\" after"),
            ];
            for (bit, want, name) in cases {
                assert_eq!(has(bit), want, "{name}, byte {b:#04x}");
            }
        }
    }

    /// What `compare` reads: a byte stands for itself iff it is a `uric`
    /// (the class table's bit), and then its class is no excluded one.
    #[test]
    fn literal_bytes_are_uric() {
        for b in 0..=255u8 {
            assert_eq!(classes::is_literal(b), is_uric(b), "{b:#04x}");
            let (name, _) = class_name(b);
            assert_eq!(is_uric(b), !name.contains("excluded"), "{b:#04x}");
            assert_eq!(name.starts_with("not US-ASCII"), b >= 0x80, "{b:#04x}");
        }
        // A byte of each branch, by name.
        for (b, name) in [
            (b'a', "`alphanum`, unreserved"),
            (b'~', "`mark`, unreserved"),
            (b'[', "`reserved` (RFC 2732 §3)"),
            (b'/', "`reserved`"),
            (b'<', "`delims`, excluded"),
            (b'{', "`unwise`, excluded"),
            (b' ', "`space`, excluded"),
            (0x7f, "`control`, excluded"),
            (0xe9, "not US-ASCII, excluded"),
        ] {
            assert_eq!(class_name(b).0, name, "{b:#04x}");
        }
    }
}
