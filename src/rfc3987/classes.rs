//! The ASCII character classes of RFC 3987, one bit per set that a rule
//! repeats, built at compile time from RFC 3986's own one-byte
//! predicates (`unreserved`, `sub-delims`: RFC 3987 §2.2 takes them from
//! RFC 3986 unchanged), and the two classes of characters beyond ASCII
//! that RFC 3987 adds: [`is_ucschar`] and [`is_iprivate`].
//!
//! No non-ASCII byte is in any ASCII set: the scanners decode the
//! character at a non-ASCII byte and ask the two predicates.

use crate::rfc3986::chars::{is_sub_delims, is_unreserved};
use crate::syntax::class::Classes;

/// The bits of [`CLASSES`].
pub(crate) mod bits {
    /// `ipchar`'s ASCII characters: `unreserved / sub-delims / ":" / "@"`.
    pub(crate) const PCHAR: u32 = 1 << 0;
    /// A path's ASCII characters: `ipchar / "/"`.
    pub(crate) const PATH: u32 = 1 << 1;
    /// `iquery` and `ifragment`'s ASCII characters: `ipchar / "/" / "?"`.
    pub(crate) const QUERY: u32 = 1 << 2;
    /// `iuserinfo`'s: `unreserved / sub-delims / ":"`.
    pub(crate) const USERINFO: u32 = 1 << 3;
    /// `ireg-name`'s: `unreserved / sub-delims`.
    pub(crate) const REG_NAME: u32 = 1 << 4;
    /// `isegment-nz-nc`'s: `unreserved / sub-delims / "@"`.
    pub(crate) const SEGMENT_NZ_NC: u32 = 1 << 5;
    /// `iunreserved`'s: `unreserved`.
    pub(crate) const UNRESERVED: u32 = 1 << 6;
}

/// The classes of every ASCII byte, from RFC 3986's predicates.
pub(crate) static CLASSES: Classes = {
    use bits as b;
    let mut c = Classes::EMPTY;
    let mut k = 0u8;
    while k < 128 {
        let mut bit = 0;
        if is_unreserved(k) {
            bit |= b::UNRESERVED;
        }
        if is_unreserved(k) || is_sub_delims(k) {
            bit |= b::PCHAR | b::PATH | b::QUERY | b::USERINFO | b::REG_NAME | b::SEGMENT_NZ_NC;
        }
        match k {
            b':' => bit |= b::PCHAR | b::PATH | b::QUERY | b::USERINFO,
            b'@' => bit |= b::PCHAR | b::PATH | b::QUERY | b::SEGMENT_NZ_NC,
            b'/' => bit |= b::PATH | b::QUERY,
            b'?' => bit |= b::QUERY,
            _ => {}
        }
        c = c.with(bit, &[k]);
        k += 1;
    }
    c
};

/// Whether the ASCII byte `b` is in every set of `mask`.
#[inline(always)]
pub(crate) const fn is(b: u8, mask: u32) -> bool {
    CLASSES.of(b) & mask != 0
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
/// Outside it: ASCII, the C1 controls (U+0080–U+009F), the private use
/// characters (`iprivate`), the noncharacters U+FDD0–U+FDEF and the last
/// two code points of every plane, the specials U+FFF0–U+FFFF (U+FFFD
/// among them), and U+E0000–U+E0FFF (tags and variation selectors).
pub const fn is_ucschar(c: char) -> bool {
    let c = c as u32;
    match c {
        0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF => true,
        0xE1000..=0xEFFFD => true,
        0x10000..=0xDFFFD => c & 0xFFFF <= 0xFFFD,
        _ => false,
    }
}

/// ```bnf
/// iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
/// ```
pub const fn is_iprivate(c: char) -> bool {
    matches!(c as u32, 0xE000..=0xF8FF | 0xF0000..=0xFFFFD | 0x100000..=0x10FFFD)
}
