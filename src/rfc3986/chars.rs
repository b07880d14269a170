//! RFC 3986 §2 "Characters": percent-encoding (§2.1), the reserved
//! characters (§2.2) and the unreserved ones (§2.3), and `pchar` (§3.3),
//! the character of a path segment that the other components build on.
//!
//! Each single-character rule is both a combinator (the rule) and an
//! `is_<name>` predicate over one byte, which is what the hot loops use
//! (through the grammar's class table). Non-ASCII bytes belong to no
//! rule: a URI is ASCII (§2; an IRI, RFC 3987, is not). Decisions: this
//! module's grammar note.

use nom::Parser;

use super::classes::{self, bits};
use super::production::IResult;
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// ```bnf
/// unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
/// ```
pub const fn is_unreserved(b: u8) -> bool {
    classes::is(b, bits::UNRESERVED)
}

/// ```bnf
/// sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
///               / "*" / "+" / "," / ";" / "="
/// ```
pub const fn is_sub_delims(b: u8) -> bool {
    classes::is(b, bits::SUB_DELIMS)
}

/// ```bnf
/// gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
/// ```
pub const fn is_gen_delims(b: u8) -> bool {
    classes::is(b, bits::GEN_DELIMS)
}

/// ```bnf
/// reserved      = gen-delims / sub-delims
/// ```
pub const fn is_reserved(b: u8) -> bool {
    is_gen_delims(b) || is_sub_delims(b)
}

/// Whether `b` may stand for itself in an RFC 3986 URI reference, in
/// some component: `unreserved` or `reserved` (§2.2, §2.3; every other
/// octet is percent-encoded, §2.1). What `compare` reads to find a
/// character one grammar admits and another does not.
pub(crate) const fn is_literal(b: u8) -> bool {
    is_unreserved(b) || is_reserved(b)
}

/// The class of §2 that holds the byte `b`, with the section: what RFC
/// 3986 makes of a character, for `compare`.
pub(crate) const fn class_name(b: u8) -> (&'static str, &'static str) {
    if is_unreserved(b) {
        ("`unreserved`", "§2.3")
    } else if is_gen_delims(b) {
        ("`gen-delims`, reserved", "§2.2")
    } else if is_sub_delims(b) {
        ("`sub-delims`, reserved", "§2.2")
    } else if b == b'%' {
        ("the `%` of a `pct-encoded`", "§2.1")
    } else {
        (
            "in no class of the syntax, data only when percent-encoded",
            "§2.1",
        )
    }
}

/// `pchar` without its escapes: one byte that is a `pchar` by itself.
///
/// ```bnf
/// pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
/// ```
pub const fn is_pchar(b: u8) -> bool {
    classes::is(b, bits::PCHAR)
}

leaf! {
    /// The node of `pct-encoded`: `%` and two hex digits.
    ///
    /// ```bnf
    /// pct-encoded   = "%" HEXDIG HEXDIG
    /// ```
    PctEncoded
}

impl PctEncoded<'_> {
    /// The octet it encodes (`%7E` is `0x7E`).
    pub fn octet(&self) -> u8 {
        let b = self.as_str().as_bytes();
        match (b.get(1), b.get(2)) {
            (Some(&h), Some(&l)) => (hex_value(h) << 4) | hex_value(l),
            _ => 0,
        }
    }
}

/// The value of a hex digit (0 for any other byte).
pub(crate) const fn hex_value(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        b'A'..=b'F' => b - b'A' + 10,
        _ => 0,
    }
}

leaf! {
    /// The node of `unreserved`.
    ///
    /// ```bnf
    /// unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
    /// ```
    Unreserved
}

leaf! {
    /// The node of `reserved`.
    ///
    /// ```bnf
    /// reserved      = gen-delims / sub-delims
    /// ```
    Reserved
}

leaf! {
    /// The node of `gen-delims`.
    ///
    /// ```bnf
    /// gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
    /// ```
    GenDelims
}

leaf! {
    /// The node of `sub-delims`.
    ///
    /// ```bnf
    /// sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
    ///               / "*" / "+" / "," / ";" / "="
    /// ```
    SubDelims
}

leaf! {
    /// The node of `pchar`: one character, or a `pct-encoded` triplet.
    ///
    /// ```bnf
    /// pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
    /// ```
    Pchar
}

/// One byte for which `pred` holds.
fn one<'a>(
    pred: impl Fn(u8) -> bool,
) -> impl Fn(Input<'a>) -> nom::IResult<Input<'a>, Span<'a>, Error<super::Production>> {
    move |i| class::one(i, &pred)
}

/// ```bnf
/// pct-encoded   = "%" HEXDIG HEXDIG
/// ```
///
/// A `"%"` commits to the triplet: `%` is no data character anywhere in
/// a URI (§2.4: "the percent ("%") character ... must be
/// percent-encoded"), so no rule can match a `%` that does not start one.
/// The error is at the first byte after `%` that is not a hex digit.
///
/// ```
/// use rfc1738::rfc3986::{chars, Input};
/// let (_, pct) = chars::pct_encoded(Input::new("%7e")).unwrap();
/// assert_eq!(pct.octet(), 0x7e);
/// let err = chars::pct_encoded(Input::new("%7g")).unwrap_err();
/// assert!(matches!(err, nom::Err::Error(e) if e.offset() == 2));
/// ```
pub fn pct_encoded<'a>(i: Input<'a>) -> IResult<'a, PctEncoded<'a>> {
    crate::syntax::enter(i, |i| {
        named!("pct-encoded", |i: Input<'a>| {
            let base = i.location_offset();
            match class::escape_len(i.as_bytes(), 0) {
                Ok(Some(n)) => Ok(class::split(i, n)),
                Ok(None) => Err(nom::Err::Error(Error::literal(base, "%"))),
                Err(at) => Err(nom::Err::Failure(Error::at(base + at))),
            }
        })
        .map(PctEncoded::new)
        .parse(i)
    })
}

/// ```bnf
/// unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
/// ```
pub fn unreserved(i: Input) -> IResult<Unreserved> {
    crate::syntax::enter(i, |i| {
        named!("unreserved", one(is_unreserved))
            .map(Unreserved::new)
            .parse(i)
    })
}

/// ```bnf
/// reserved      = gen-delims / sub-delims
/// ```
pub fn reserved(i: Input) -> IResult<Reserved> {
    crate::syntax::enter(i, |i| {
        named!("reserved", one(is_reserved))
            .map(Reserved::new)
            .parse(i)
    })
}

/// ```bnf
/// gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
/// ```
pub fn gen_delims(i: Input) -> IResult<GenDelims> {
    crate::syntax::enter(i, |i| {
        named!("gen-delims", one(is_gen_delims))
            .map(GenDelims::new)
            .parse(i)
    })
}

/// ```bnf
/// sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
///               / "*" / "+" / "," / ";" / "="
/// ```
pub fn sub_delims(i: Input) -> IResult<SubDelims> {
    crate::syntax::enter(i, |i| {
        named!("sub-delims", one(is_sub_delims))
            .map(SubDelims::new)
            .parse(i)
    })
}

/// ```bnf
/// pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
/// ```
///
/// A `"%"` commits to `pct-encoded`, as everywhere.
pub fn pchar<'a>(i: Input<'a>) -> IResult<'a, Pchar<'a>> {
    crate::syntax::enter(i, |i| {
        named!("pchar", |i: Input<'a>| {
            if i.as_bytes().first() == Some(&b'%') {
                pct_encoded.map(|p| p.span()).parse(i)
            } else {
                class::one(i, is_pchar)
            }
        })
        .map(Pchar::new)
        .parse(i)
    })
}

#[cfg(test)]
mod tests {
    use super::{class_name, hex_value};

    /// The class `compare` names for each byte is the one of §2's lists
    /// that holds it, with its section (§2.1, §2.2, §2.3).
    #[test]
    fn class_names_follow_the_rfcs_lists() {
        const UNRESERVED: &str =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
        const GEN_DELIMS: &str = ":/?#[]@";
        const SUB_DELIMS: &str = "!$&'()*+,;=";
        for b in 0..=255u8 {
            let c = char::from(b);
            let want = if UNRESERVED.contains(c) && b.is_ascii() {
                ("`unreserved`", "§2.3")
            } else if GEN_DELIMS.contains(c) && b.is_ascii() {
                ("`gen-delims`, reserved", "§2.2")
            } else if SUB_DELIMS.contains(c) && b.is_ascii() {
                ("`sub-delims`, reserved", "§2.2")
            } else if b == b'%' {
                ("the `%` of a `pct-encoded`", "§2.1")
            } else {
                (
                    "in no class of the syntax, data only when percent-encoded",
                    "§2.1",
                )
            };
            assert_eq!(class_name(b), want, "{b:#04x}");
        }
    }

    /// `HEXDIG` of either case has its value; any other byte is 0.
    #[test]
    fn hex_values() {
        assert_eq!(
            [b'0', b'9', b'a', b'f', b'A', b'F', b'g', b'G', b'%'].map(hex_value),
            [0, 9, 10, 15, 10, 15, 0, 0, 0]
        );
    }
}
