//! RFC 3987 §2.2's characters: `iunreserved` (RFC 3986's `unreserved`
//! and `ucschar`), `ucschar`, `iprivate` (only in a query), and `ipchar`,
//! the character of a path segment. A terminal of RFC 3987's ABNF is a
//! character, not a byte (§2.2: "Terminals in the ABNF are characters,
//! not bytes"): a rule of one character matches all the bytes of its
//! UTF-8 encoding, and offsets stay byte offsets. Decisions: this
//! module's grammar note.

use super::production::{IResult, Production as P};
use super::scan::Text;
use crate::rfc3986;
use crate::rfc3986::classes::{self, bits};
use crate::syntax::Input;
use crate::syntax::macros::leaf;

#[doc(inline)]
pub use super::classes::{is_iprivate, is_ucschar};

/// ```bnf
/// iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
/// ```
pub const fn is_iunreserved(c: char) -> bool {
    if c.is_ascii() {
        rfc3986::chars::is_unreserved(c as u8)
    } else {
        is_ucschar(c)
    }
}

/// The class of §2.2 that holds the ASCII byte `b`, with the section:
/// what RFC 3987 makes of a character, for `compare`. The ASCII
/// characters are RFC 3986's (§2.2 takes `unreserved`, `reserved` and
/// `pct-encoded` from it); `iunreserved` adds only characters outside
/// ASCII.
pub(crate) const fn class_name(b: u8) -> (&'static str, &'static str) {
    if rfc3986::chars::is_unreserved(b) {
        ("`unreserved`, an `iunreserved`", "§2.2")
    } else if rfc3986::chars::is_gen_delims(b) {
        ("`gen-delims`, reserved", "§2.2")
    } else if rfc3986::chars::is_sub_delims(b) {
        ("`sub-delims`, reserved", "§2.2")
    } else if b == b'%' {
        ("the `%` of a `pct-encoded`", "§2.2")
    } else {
        (
            "in no class of the syntax, data only when percent-encoded",
            "§2.2",
        )
    }
}

leaf! {
    /// The node of `ipchar`: one character, or a `pct-encoded` triplet.
    ///
    /// ```bnf
    /// ipchar         = iunreserved / pct-encoded / sub-delims / ":"
    ///                / "@"
    /// ```
    Ipchar
}

leaf! {
    /// The node of `iunreserved`: one character.
    ///
    /// ```bnf
    /// iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
    /// ```
    Iunreserved
}

leaf! {
    /// The node of `ucschar`: one character beyond ASCII.
    ///
    /// ```bnf
    /// ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
    ///                / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
    ///                / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
    ///                / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
    ///                / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
    ///                / %xD0000-DFFFD / %xE1000-EFFFD
    /// ```
    Ucschar
}

leaf! {
    /// The node of `iprivate`: one private use character.
    ///
    /// ```bnf
    /// iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
    /// ```
    Iprivate
}

/// One character at the start of `i` for which `pred` holds, as the
/// leaf `make`; else an error at its first byte in `p`.
fn one<'a, T>(
    i: Input<'a>,
    p: P,
    pred: impl Fn(char) -> bool,
    make: impl FnOnce(crate::syntax::Span<'a>) -> T,
) -> IResult<'a, T> {
    let t = Text::of(&i);
    match t.char_at(0) {
        Some(c) if pred(c) => {
            let n = c.len_utf8();
            Ok((t.rest(n), make(t.span(0, n))))
        }
        _ => Err(t.miss(0, p)),
    }
}

/// ```bnf
/// ipchar         = iunreserved / pct-encoded / sub-delims / ":"
///                / "@"
/// ```
///
/// A `"%"` commits to RFC 3986's `pct-encoded`, as everywhere.
///
/// ```
/// use rfc1738::rfc3987::{chars, Input};
/// let (rest, c) = chars::ipchar(Input::new("é/")).unwrap();
/// assert_eq!((c.as_str(), c.span().range(), rest.as_str()), ("é", 0..2, "/"));
/// assert!(chars::ipchar(Input::new("\u{E000}")).is_err()); // iprivate: only in a query
/// ```
pub fn ipchar(i: Input) -> IResult<Ipchar> {
    crate::syntax::enter(i, |i| {
        let t = Text::of(&i);
        if t.at(0) == Some(b'%') {
            let (end, _) = t
                .call(0, rfc3986::chars::pct_encoded)
                .map_err(|e| super::scan::within(e, P::Ipchar))?;
            return Ok((t.rest(end), Ipchar::new(t.span(0, end))));
        }
        one(
            i,
            P::Ipchar,
            |c| match u8::try_from(c) {
                Ok(b) if b.is_ascii() => classes::is(b, bits::PCHAR),
                _ => is_ucschar(c),
            },
            Ipchar::new,
        )
    })
}

/// ```bnf
/// iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
/// ```
pub fn iunreserved(i: Input) -> IResult<Iunreserved> {
    crate::syntax::enter(i, |i| {
        one(i, P::Iunreserved, is_iunreserved, Iunreserved::new)
    })
}

/// ```bnf
/// ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///                / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///                / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///                / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///                / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///                / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
///
/// ```
/// use rfc1738::rfc3987::{chars, Input};
/// let (_, c) = chars::ucschar(Input::new("𝄞")).unwrap();
/// assert_eq!(c.span().range(), 0..4); // one character, four bytes
/// assert!(chars::ucschar(Input::new("\u{FFFD}")).is_err());
/// ```
pub fn ucschar(i: Input) -> IResult<Ucschar> {
    crate::syntax::enter(i, |i| one(i, P::Ucschar, is_ucschar, Ucschar::new))
}

/// ```bnf
/// iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
/// ```
pub fn iprivate(i: Input) -> IResult<Iprivate> {
    crate::syntax::enter(i, |i| one(i, P::Iprivate, is_iprivate, Iprivate::new))
}

#[cfg(test)]
mod tests {
    use super::class_name;
    use crate::rfc3986;

    /// RFC 3987's ASCII classes are RFC 3986's (§2.2 takes them from
    /// it), each cited at RFC 3987's §2.2; `unreserved` is part of
    /// `iunreserved`.
    #[test]
    fn class_names_are_rfc_3986s() {
        for b in 0..=255u8 {
            let (theirs, _) = rfc3986::chars::class_name(b);
            let (ours, section) = class_name(b);
            assert_eq!(section, "§2.2", "{b:#04x}");
            let want = match theirs {
                "`unreserved`" => "`unreserved`, an `iunreserved`",
                other => other,
            };
            assert_eq!(ours, want, "{b:#04x}");
        }
        assert_eq!(class_name(b'!').0, "`sub-delims`, reserved");
        assert_eq!(class_name(b'%').0, "the `%` of a `pct-encoded`");
    }
}
