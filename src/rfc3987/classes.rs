//! The two classes of characters beyond ASCII that RFC 3987 adds to RFC
//! 3986's: [`is_ucschar`] and [`is_iprivate`]. The ASCII classes are RFC
//! 3986's own (`src/rfc3986/classes.rs`: §2.2 takes `unreserved`,
//! `sub-delims` and the rest from RFC 3986 unchanged); no non-ASCII byte
//! is in any of them, and the scanners decode the character at a
//! non-ASCII byte and ask these two predicates.

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
