//! The character classes of RFC 2396 (as amended by RFC 2732) as one
//! table: one bit per set that a production repeats (`uric`, `pchar`,
//! the segment and path sets, `userinfo`, `reg_name`, the authority run,
//! host and scheme bytes, ...), and the [`Set`]s that name them.
//!
//! The byte lists are Appendix A's; [`chars`](super::chars) holds the one-byte
//! predicates and productions, and its tests check every set here
//! against them on all 256 bytes.

use crate::syntax::class::{Classes, Escape, Set, union};

use super::production::Production;

/// The bits of [`CLASSES`].
pub(crate) mod bits {
    use crate::syntax::class::union;

    /// `uric`: `reserved | unreserved` (and escapes): `query`,
    /// `fragment`, the rest of an `opaque_part`.
    pub(crate) const URIC: u32 = 1 << 0;
    /// `uric_no_slash` (and escapes).
    pub(crate) const URIC_NO_SLASH: u32 = 1 << 1;
    /// `pchar` (and escapes): `param`, the name of a segment.
    pub(crate) const PCHAR: u32 = 1 << 2;
    /// `segment`: `pchar | ";"`.
    pub(crate) const SEGMENT: u32 = 1 << 3;
    /// `path_segments`: `pchar | ";" | "/"`.
    pub(crate) const PATH: u32 = 1 << 4;
    /// `rel_segment`.
    pub(crate) const REL_SEGMENT: u32 = 1 << 5;
    /// `reg_name`.
    pub(crate) const REG_NAME: u32 = 1 << 6;
    /// `userinfo`.
    pub(crate) const USERINFO: u32 = 1 << 7;
    /// The authority run: `reg_name`'s bytes and `"["`, `"]"` (so also
    /// every byte of a `server`).
    pub(crate) const AUTHORITY: u32 = 1 << 8;
    /// `scheme` after its first byte: `alpha | digit | "+" | "-" | "."`.
    pub(crate) const SCHEME: u32 = 1 << 9;
    /// The bytes of a host run: `alphanum | "-" | "."`.
    pub(crate) const HOST: u32 = 1 << 10;
    /// `alpha`.
    pub(crate) const ALPHA: u32 = 1 << 11;
    /// `digit`.
    pub(crate) const DIGIT: u32 = 1 << 12;
    /// `hex`.
    pub(crate) const HEX: u32 = 1 << 13;
    /// The bytes of an `IPv6address`: `hex | ":" | "."`.
    pub(crate) const IPV6: u32 = 1 << 14;
    /// `"."`.
    pub(crate) const DOT: u32 = 1 << 15;
    /// `"-"`.
    pub(crate) const DASH: u32 = 1 << 16;
    /// What may not follow a `"."` or a `"-"` in a `hostname`: a `"."`
    /// (no empty label, no label ending in `"-"`). Two bits above `DOT`:
    /// the host run checks each byte against the one before with a shift.
    pub(crate) const NO_DOT_AFTER: u32 = DOT << 2;
    /// What may not follow a `"."` in a `hostname`: a `"-"` (no label
    /// starting with one). Two bits above `DASH`.
    pub(crate) const NO_DASH_AFTER: u32 = DASH << 2;

    /// Every set built on `unreserved`.
    pub(crate) const UNRESERVED_SETS: u32 = union(&[
        URIC,
        URIC_NO_SLASH,
        PCHAR,
        SEGMENT,
        PATH,
        REL_SEGMENT,
        REG_NAME,
        USERINFO,
        AUTHORITY,
    ]);
}

/// `lowalpha`.
pub(crate) const LOWALPHA: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
/// `upalpha`.
pub(crate) const UPALPHA: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/// `digit`.
pub(crate) const DIGITS: &[u8] = b"0123456789";
/// `mark`.
pub(crate) const MARK: &[u8] = b"-_.!~*'()";
/// `reserved` (RFC 2732 §3).
pub(crate) const RESERVED: &[u8] = b";/?:@&=+$,[]";

/// The class bits of every byte.
pub(crate) static CLASSES: Classes = Classes::EMPTY
    // unreserved = alphanum | mark
    .with(bits::UNRESERVED_SETS, LOWALPHA)
    .with(bits::UNRESERVED_SETS, UPALPHA)
    .with(bits::UNRESERVED_SETS, DIGITS)
    .with(bits::UNRESERVED_SETS, MARK)
    .with(bits::URIC, RESERVED)
    .with(bits::URIC_NO_SLASH, b";?:@&=+$,")
    .with(bits::PCHAR, b":@&=+$,")
    .with(bits::SEGMENT, b":@&=+$,;")
    .with(bits::PATH, b":@&=+$,;/")
    .with(bits::REL_SEGMENT, b";@&=+$,")
    .with(bits::REG_NAME, b"$,;:@&=+")
    .with(bits::USERINFO, b";:&=+$,")
    .with(bits::AUTHORITY, b"$,;:@&=+[]")
    .with(union(&[bits::SCHEME, bits::ALPHA, bits::HOST]), LOWALPHA)
    .with(union(&[bits::SCHEME, bits::ALPHA, bits::HOST]), UPALPHA)
    .with(
        union(&[bits::SCHEME, bits::DIGIT, bits::HOST, bits::HEX, bits::IPV6]),
        DIGITS,
    )
    .with(bits::SCHEME, b"+-.")
    .with(bits::HOST, b"-.")
    .with(union(&[bits::HEX, bits::IPV6]), b"ABCDEFabcdef")
    .with(bits::IPV6, b":.")
    .with(
        union(&[bits::DOT, bits::NO_DOT_AFTER, bits::NO_DASH_AFTER]),
        b".",
    )
    .with(union(&[bits::DASH, bits::NO_DOT_AFTER]), b"-");

/// A set of [`CLASSES`] without escapes.
const fn plain(mask: u32) -> Set<Production> {
    Set {
        classes: &CLASSES,
        mask,
        escape: None,
    }
}

/// A set of [`CLASSES`] whose repetition admits `escaped`, reported
/// inside `via`.
const fn escaped(mask: u32, via: Production) -> Set<Production> {
    Set {
        classes: &CLASSES,
        mask,
        escape: Some(Escape {
            hex: Production::Hex,
            escape: Production::Escaped,
            via,
        }),
    }
}

/// `uric`: `query`, `fragment`, the rest of an `opaque_part`.
pub(crate) static URIC: Set<Production> = escaped(bits::URIC, Production::Uric);
/// `pchar`: `param`.
pub(crate) static PCHAR: Set<Production> = escaped(bits::PCHAR, Production::Pchar);
/// `segment`: `pchar | ";"`.
pub(crate) static SEGMENT: Set<Production> = escaped(bits::SEGMENT, Production::Pchar);
/// `path_segments`: segments and the `"/"` between them.
pub(crate) static PATH: Set<Production> = escaped(bits::PATH, Production::Pchar);
/// `rel_segment`.
pub(crate) static REL_SEGMENT: Set<Production> = escaped(bits::REL_SEGMENT, Production::RelSegment);
/// `reg_name`.
pub(crate) static REG_NAME: Set<Production> = escaped(bits::REG_NAME, Production::RegName);
/// `userinfo`.
pub(crate) static USERINFO: Set<Production> = escaped(bits::USERINFO, Production::Userinfo);
/// `digit`: `port`.
pub(crate) static DIGIT: Set<Production> = plain(bits::DIGIT);

/// The class bits of `b` in [`CLASSES`].
#[inline(always)]
pub(crate) fn class(b: u8) -> u32 {
    CLASSES.of(b)
}

/// Whether `b` may stand for itself in an RFC 2396 URI reference:
/// `uric`'s bytes, `reserved | unreserved` (§2; with `"["` and `"]"`,
/// RFC 2732 §3). `"#"` is a delimiter of the reference (§4.1), not a
/// `uric`. What `compare` reads to find a character one grammar admits
/// and another does not.
pub(crate) fn is_literal(b: u8) -> bool {
    class(b) & bits::URIC != 0
}
