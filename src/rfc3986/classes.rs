//! The character classes of RFC 3986 as one table: one bit per set that
//! a rule repeats (`pchar`, the path, `query` and `fragment`, `userinfo`,
//! `reg-name`, `segment-nz-nc`, the scheme, the hex digits, `IPvFuture`'s
//! tail, `ZoneID`), and the [`Set`]s that name them.
//!
//! The byte lists are Appendix A's (§2.2, §2.3); [`chars`](super::chars)
//! holds the one-character rules, and its tests check every set here
//! against them on all 256 bytes.

use crate::syntax::class::{Classes, Escape, Set, union};

use super::production::Production;

/// The bits of [`CLASSES`].
pub(crate) mod bits {
    /// `unreserved` (§2.3).
    pub(crate) const UNRESERVED: u32 = 1 << 0;
    /// `sub-delims` (§2.2).
    pub(crate) const SUB_DELIMS: u32 = 1 << 1;
    /// `gen-delims` (§2.2).
    pub(crate) const GEN_DELIMS: u32 = 1 << 2;
    /// `pchar` but escapes: `unreserved / sub-delims / ":" / "@"`.
    pub(crate) const PCHAR: u32 = 1 << 3;
    /// A path's bytes: `pchar / "/"`.
    pub(crate) const PATH: u32 = 1 << 4;
    /// `query` and `fragment`: `pchar / "/" / "?"`.
    pub(crate) const QUERY: u32 = 1 << 5;
    /// `userinfo`: `unreserved / sub-delims / ":"`; also `IPvFuture`'s
    /// part after its `"."`.
    pub(crate) const USERINFO: u32 = 1 << 6;
    /// `reg-name`: `unreserved / sub-delims`.
    pub(crate) const REG_NAME: u32 = 1 << 7;
    /// `segment-nz-nc`: `unreserved / sub-delims / "@"`.
    pub(crate) const SEGMENT_NZ_NC: u32 = 1 << 8;
    /// `scheme` after its first character: `ALPHA / DIGIT / "+" / "-" / "."`.
    pub(crate) const SCHEME: u32 = 1 << 9;
    /// `ALPHA`.
    pub(crate) const ALPHA: u32 = 1 << 10;
    /// `DIGIT`.
    pub(crate) const DIGIT: u32 = 1 << 11;
    /// `HEXDIG` (RFC 5234 writes `"A"`–`"F"`, and ABNF strings are
    /// case-insensitive, so `a`–`f` too).
    pub(crate) const HEXDIG: u32 = 1 << 12;
    /// `ZoneID` (RFC 6874 §2): `unreserved`.
    pub(crate) const ZONE_ID: u32 = 1 << 13;
}

const ALPHA: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT: &[u8] = b"0123456789";
const UNRESERVED_MARKS: &[u8] = b"-._~";
const SUB_DELIMS: &[u8] = b"!$&'()*+,;=";
const GEN_DELIMS: &[u8] = b":/?#[]@";

/// The class of every byte: the sets above, built from Appendix A's
/// lists at compile time.
pub(crate) static CLASSES: Classes = {
    use bits as b;
    // The sets as unions (`syntax::class::union`, one loop that a unit
    // test holds to `|`): an operator between two distinct bits is the
    // same as `^`, which no test of the sets could tell apart.
    let unreserved = union(&[
        b::UNRESERVED,
        b::PCHAR,
        b::PATH,
        b::QUERY,
        b::USERINFO,
        b::REG_NAME,
        b::SEGMENT_NZ_NC,
        b::ZONE_ID,
    ]);
    let sub_delims = union(&[
        b::SUB_DELIMS,
        b::PCHAR,
        b::PATH,
        b::QUERY,
        b::USERINFO,
        b::REG_NAME,
        b::SEGMENT_NZ_NC,
    ]);
    Classes::EMPTY
        .with(union(&[unreserved, b::ALPHA, b::SCHEME]), ALPHA)
        .with(union(&[unreserved, b::DIGIT, b::SCHEME]), DIGIT)
        .with(unreserved, UNRESERVED_MARKS)
        .with(b::SCHEME, b"+-.")
        .with(sub_delims, SUB_DELIMS)
        .with(b::GEN_DELIMS, GEN_DELIMS)
        .with(union(&[b::PCHAR, b::PATH, b::QUERY, b::USERINFO]), b":")
        .with(
            union(&[b::PCHAR, b::PATH, b::QUERY, b::SEGMENT_NZ_NC]),
            b"@",
        )
        .with(union(&[b::PATH, b::QUERY]), b"/")
        .with(b::QUERY, b"?")
        .with(b::HEXDIG, b"0123456789ABCDEFabcdef")
};

/// Whether `b` is in every set of `mask` (one bit: in the set).
#[inline(always)]
pub(crate) const fn is(b: u8, mask: u32) -> bool {
    CLASSES.of(b) & mask != 0
}

const fn escaped(mask: u32, via: Production) -> Set<Production> {
    Set {
        classes: &CLASSES,
        mask,
        escape: Some(Escape {
            hex: Production::PctEncoded,
            escape: Production::PctEncoded,
            via,
        }),
    }
}

/// `segment`'s bytes with `"/"`: a path's run (a malformed escape is
/// reported in `segment`).
pub(crate) static PATH: Set<Production> = escaped(bits::PATH, Production::Segment);
/// `segment-nz-nc`.
pub(crate) static SEGMENT_NZ_NC: Set<Production> =
    escaped(bits::SEGMENT_NZ_NC, Production::SegmentNzNc);
/// `query`.
pub(crate) static QUERY: Set<Production> = escaped(bits::QUERY, Production::Query);
/// `fragment`.
pub(crate) static FRAGMENT: Set<Production> = escaped(bits::QUERY, Production::Fragment);
/// `userinfo`.
pub(crate) static USERINFO: Set<Production> = escaped(bits::USERINFO, Production::Userinfo);
/// `reg-name`.
pub(crate) static REG_NAME: Set<Production> = escaped(bits::REG_NAME, Production::RegName);
/// `ZoneID`.
pub(crate) static ZONE_ID: Set<Production> = escaped(bits::ZONE_ID, Production::ZoneId);
/// `segment`: `*pchar`.
pub(crate) static PCHAR: Set<Production> = escaped(bits::PCHAR, Production::Segment);

#[cfg(test)]
mod tests {
    use super::{PCHAR, Production, bits, escaped, is};

    /// The bits of RFC 5234's core rules (Appendix B.1) hold exactly
    /// their bytes, on all 256 (the sets of Appendix A are held to the
    /// one-character rules by the tests of [`chars`](super::super::chars)).
    #[test]
    fn the_core_rules_bits_hold_their_bytes() {
        for b in 0..=255u8 {
            assert_eq!(
                is(b, bits::ALPHA),
                b.is_ascii_alphabetic(),
                "ALPHA {b:#04x}"
            );
            assert_eq!(is(b, bits::DIGIT), b.is_ascii_digit(), "DIGIT {b:#04x}");
            assert_eq!(
                is(b, bits::HEXDIG),
                b.is_ascii_hexdigit(),
                "HEXDIG {b:#04x}"
            );
            assert_eq!(
                is(b, bits::ZONE_ID),
                b.is_ascii_alphanumeric() || b"-._~".contains(&b),
                "ZoneID {b:#04x}"
            );
        }
    }

    /// A set with escapes names `pct-encoded` for a malformed escape
    /// and the repetition it is in (made at run time here; the statics
    /// are made at compile time, where no test sees the code run).
    #[test]
    fn an_escaped_set_names_its_repetition() {
        let set = escaped(bits::PCHAR, Production::Segment);
        let e = set.escape.unwrap();
        assert_eq!(
            (e.hex, e.escape, e.via),
            (
                Production::PctEncoded,
                Production::PctEncoded,
                Production::Segment
            )
        );
        assert_eq!(set.mask, PCHAR.mask);
        for b in 0..=255u8 {
            assert_eq!(set.has(b), PCHAR.has(b), "{b:#04x}");
        }
    }
}
