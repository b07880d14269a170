//! Table-driven scanning shared by the combinators: runs of a character
//! set (with `escape`s where the set is built on `uchar`), literals, and
//! input splitting. Crate-private; every public production wraps these in
//! its own `context`.

use nom::Input as _;

use crate::Production;
use crate::chars::{is_hex, is_unreserved};
use crate::error::Error;
use crate::span::{IResult, Input, Span};

/// A set of single bytes, and whether `escape` (`"%" hex hex`) is part of
/// the repetition (it is wherever the BNF says `uchar` or `xchar`).
pub(crate) struct Set {
    table: [bool; 256],
    /// The production an escape belongs to here (`uchar` or `xchar`), or
    /// `None` when the set admits no escape.
    escape_via: Option<Production>,
}

impl Set {
    /// `unreserved` (when `unreserved` is true) plus the bytes of `extra`.
    ///
    /// Runs at compile time only (every `Set` is a `static`), so an index
    /// out of bounds here would be a build error, never a panic at run
    /// time; and `b < 256`, `extra[k] as usize < 256` hold anyway.
    #[allow(clippy::indexing_slicing)]
    const fn build(unreserved: bool, extra: &[u8], escape_via: Option<Production>) -> Set {
        let mut table = [false; 256];
        let mut b = 0;
        while b < 256 {
            table[b] = unreserved && is_unreserved(b as u8);
            b += 1;
        }
        let mut k = 0;
        while k < extra.len() {
            table[extra[k] as usize] = true;
            k += 1;
        }
        Set { table, escape_via }
    }

    /// Whether the byte is in the set (escapes aside).
    #[inline(always)]
    // A u8 indexes a 256-entry table: in bounds for every value, so this
    // cannot panic (and the compiler emits no check); `get` is not `const`.
    #[allow(clippy::indexing_slicing)]
    pub(crate) const fn has(&self, b: u8) -> bool {
        self.table[b as usize]
    }
}

const U: Option<Production> = Some(Production::Uchar);

/// `uchar`: `database`, `wtype`, `wpath`.
pub(crate) static UCHAR: Set = Set::build(true, b"", U);
/// `xchar`: `urlpath`, `selector`, `gopher+_string`, `encoded822addr`, schemepart.
pub(crate) static XCHAR: Set = Set::build(true, b";/?:@&=", Some(Production::Xchar));
/// `user`, `password`: `uchar | ";" | "?" | "&" | "="`.
pub(crate) static LOGIN: Set = Set::build(true, b";?&=", U);
/// The pre-scan of `login`: user and password characters and the `":"` between them.
pub(crate) static LOGIN_SCAN: Set = Set::build(true, b";?&=:", U);
/// `fsegment`, `psegment`: `uchar | "?" | ":" | "@" | "&" | "="`.
pub(crate) static FSEGMENT: Set = Set::build(true, b"?:@&=", U);
/// `fpath`, `ppath`: segments and the `"/"` between them.
pub(crate) static FPATH: Set = Set::build(true, b"?:@&=/", U);
/// `hsegment`, `search`: `uchar | ";" | ":" | "@" | "&" | "="`.
pub(crate) static HSEGMENT: Set = Set::build(true, b";:@&=", U);
/// `hpath`: segments and the `"/"` between them.
pub(crate) static HPATH: Set = Set::build(true, b";:@&=/", U);
/// `fieldname`, `fieldvalue`: `uchar | "?" | ":" | "@" | "&"`.
pub(crate) static FIELD: Set = Set::build(true, b"?:@&", U);
/// The part of `article` before `"@"`: `uchar | ";" | "/" | "?" | ":" | "&" | "="`.
pub(crate) static ARTICLE: Set = Set::build(true, b";/?:&=", U);
/// `digit`.
pub(crate) static DIGIT: Set = Set::build(false, b"0123456789", None);
/// The bytes a `hostname` or `hostnumber` is made of: `alphadigit | "-" | "."`.
pub(crate) static HOST: Set = Set::build(
    false,
    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.",
    None,
);
/// `scheme`: `lowalpha | digit | "+" | "-" | "."`, plus `hialpha`: scheme
/// names compare case-insensitively (§2.1; strict case is an option).
pub(crate) static SCHEME: Set = Set::build(
    false,
    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.",
    None,
);
/// The bytes after the first of a `group`: `alpha | digit | "-" | "." | "+" | "_"`.
pub(crate) static GROUP: Set = Set::build(
    false,
    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.+_",
    None,
);

/// Splits off the first `n` bytes: `(rest, span of the n bytes)`.
/// `n` is always an ASCII boundary found by scanning.
#[inline]
pub(crate) fn split(i: Input<'_>, n: usize) -> (Input<'_>, Span<'_>) {
    let (rest, taken) = i.take_split(n);
    (rest, Span::from(taken))
}

/// The length of the escape at `bytes[at..]`: `Ok(Some(3))` for a valid
/// escape, `Ok(None)` if no `%` is there, and a committed error naming
/// `hex` at the first byte after `%` that is not a hex digit (the caller
/// adds `escape` around it). `base` is the offset of `bytes[0]` in the whole input.
#[inline]
pub(crate) fn escape_len(bytes: &[u8], at: usize, base: usize) -> Result<Option<usize>, Error> {
    if bytes.get(at) != Some(&b'%') {
        return Ok(None);
    }
    for k in 1..3 {
        match bytes.get(at + k) {
            Some(&b) if is_hex(b) => {}
            _ => return Err(Error::expected(base + at + k, Production::Hex)),
        }
    }
    Ok(Some(3))
}

/// The length of the longest run of `set` at the start of `bytes`,
/// escapes included when the set has them; a malformed escape is a
/// committed error (see [`crate::chars::escape`] for why that is sound).
#[inline]
pub(crate) fn run_len(bytes: &[u8], set: &Set, base: usize) -> Result<usize, Error> {
    let mut k = 0;
    while let Some(&b) = bytes.get(k) {
        if set.has(b) {
            k += 1;
        } else if let (b'%', Some(via)) = (b, set.escape_via) {
            match escape_len(bytes, k, base) {
                Ok(n) => k += n.unwrap_or(1),
                Err(e) => return Err(e.within(Production::Escape).within(via)),
            }
        } else {
            break;
        }
    }
    Ok(k)
}

/// `*set`: zero or more.
#[inline]
pub(crate) fn star<'a>(i: Input<'a>, set: &Set) -> IResult<'a, Span<'a>> {
    match run_len(i.fragment().as_bytes(), set, i.location_offset()) {
        Ok(n) => Ok(split(i, n)),
        Err(e) => Err(nom::Err::Failure(e)),
    }
}

/// `1*set`: one or more; fails at the input's start when there is none.
#[inline]
pub(crate) fn plus<'a>(i: Input<'a>, set: &Set) -> IResult<'a, Span<'a>> {
    match run_len(i.fragment().as_bytes(), set, i.location_offset()) {
        Ok(0) => Err(nom::Err::Error(Error::at(i.location_offset()))),
        Ok(n) => Ok(split(i, n)),
        Err(e) => Err(nom::Err::Failure(e)),
    }
}

/// `segment *[ "/" segment ]` (`fpath`, `hpath`, `ppath`): one scan over
/// the segment bytes of `set` and `"/"`; a bad escape is reported inside
/// `segment`, the production the BNF puts it in.
pub(crate) fn path<'a>(i: Input<'a>, set: &Set, segment: Production) -> IResult<'a, Span<'a>> {
    star(i, set).map_err(|e| e.map(|e| e.within(segment)))
}

/// A literal of the BNF. Letters compare case-insensitively when `nocase`
/// (the scheme names of `"http://"` and the like, §2.1); everything else
/// byte for byte. The error is at the first byte that differs, so
/// `http:/x` fails at byte 6, not 0.
#[inline]
pub(crate) fn literal<'a>(i: Input<'a>, lit: &'static str, nocase: bool) -> IResult<'a, Span<'a>> {
    let bytes = i.fragment().as_bytes();
    for (k, &want) in lit.as_bytes().iter().enumerate() {
        match bytes.get(k) {
            Some(&b) if b == want || (nocase && b.eq_ignore_ascii_case(&want)) => {}
            _ => return Err(nom::Err::Error(Error::at(i.location_offset() + k))),
        }
    }
    Ok(split(i, lit.len()))
}

/// The scheme literal of a predefined scheme (`"http://"`, `"news:"`),
/// compared case-insensitively.
pub(crate) fn scheme_literal(lit: &'static str) -> impl Fn(Input<'_>) -> IResult<'_, Span<'_>> {
    move |i| literal(i, lit, true)
}

/// A literal compared byte for byte (`";type="`, `"%09"`).
pub(crate) fn exact(lit: &'static str) -> impl Fn(Input<'_>) -> IResult<'_, Span<'_>> {
    move |i| literal(i, lit, false)
}

/// The next byte, if any.
#[inline]
pub(crate) fn peek(i: &Input<'_>) -> Option<u8> {
    i.fragment().as_bytes().first().copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chars::{is_alpha, is_alphadigit, is_digit, is_reserved};

    /// The sets written out as byte strings agree with the predicates of
    /// the classes they are made of, on every byte.
    #[test]
    fn tables_match_the_class_predicates() {
        for b in 0..=255u8 {
            assert_eq!(DIGIT.has(b), is_digit(b), "digit {b}");
            assert_eq!(
                HOST.has(b),
                is_alphadigit(b) || b == b'-' || b == b'.',
                "host {b}"
            );
            assert_eq!(
                SCHEME.has(b),
                is_alphadigit(b) || b"+-.".contains(&b),
                "scheme {b}"
            );
            assert_eq!(
                GROUP.has(b),
                is_alpha(b) || is_digit(b) || b"-.+_".contains(&b),
                "group {b}"
            );
            assert_eq!(UCHAR.has(b), is_unreserved(b), "uchar {b}");
            assert_eq!(
                XCHAR.has(b),
                is_unreserved(b) || is_reserved(b),
                "xchar {b}"
            );
            assert_eq!(
                LOGIN.has(b),
                is_unreserved(b) || b";?&=".contains(&b),
                "login {b}"
            );
            assert_eq!(
                FSEGMENT.has(b),
                is_unreserved(b) || b"?:@&=".contains(&b),
                "fsegment {b}"
            );
            assert_eq!(
                HSEGMENT.has(b),
                is_unreserved(b) || b";:@&=".contains(&b),
                "hsegment {b}"
            );
            assert_eq!(
                FIELD.has(b),
                is_unreserved(b) || b"?:@&".contains(&b),
                "field {b}"
            );
            assert_eq!(
                ARTICLE.has(b),
                is_unreserved(b) || b";/?:&=".contains(&b),
                "article {b}"
            );
        }
    }
}
