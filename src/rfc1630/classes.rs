//! The character classes of RFC 1630 as one table: one bit per set that
//! a production repeats or tests (`xalpha`, the login run, `alphanum2`,
//! RFC 822's atom and qtext restricted to RFC 1630's characters, ...),
//! and the [`Set`]s that name them.
//!
//! The byte lists are the RFC's "BNF for specific URL schemes" (p. 26):
//! `safe` holds `@`, `&` and `+`, `extra` holds `"`. [`chars`](super::chars) holds the
//! one-byte predicates and productions, and its tests check every set
//! here against them on all 256 bytes.

use crate::syntax::class::{Classes, Escape, Set, union};

use super::production::Production;

/// The bits of [`CLASSES`].
pub(crate) mod bits {
    /// `xalpha`'s bytes: `alpha | digit | safe | extra` (and escapes).
    pub(crate) const XALPHA: u32 = 1 << 0;
    /// The run of a `login`: `xalpha` bytes and `":"`.
    pub(crate) const LOGIN: u32 = 1 << 1;
    /// `alpha`.
    pub(crate) const ALPHA: u32 = 1 << 2;
    /// `digit`.
    pub(crate) const DIGIT: u32 = 1 << 3;
    /// `hex`.
    pub(crate) const HEX: u32 = 1 << 4;
    /// `alphanum`: `alpha | digit`.
    pub(crate) const ALPHANUM: u32 = 1 << 5;
    /// `alphanum2`: `alpha | digit | - | _ | . | +`.
    pub(crate) const ALPHANUM2: u32 = 1 << 6;
    /// RFC 822's `atom` characters that are `xalpha` bytes: `alpha`,
    /// `digit`, ``! $ & ' * + - _`` (and escapes).
    pub(crate) const ATOM: u32 = 1 << 7;
    /// RFC 822's `qtext` characters that are `xalpha` bytes: every
    /// `xalpha` byte but `"` (and escapes).
    pub(crate) const QTEXT: u32 = 1 << 8;
    /// The run of a `path`: `xalpha` bytes and `/`.
    pub(crate) const PATH: u32 = 1 << 9;
    /// The bytes of a scheme name in any grammar (`alpha digit + - .`):
    /// what the hints read to name a scheme RFC 1630 does not have.
    pub(crate) const SCHEME: u32 = 1 << 10;
    /// `reserved` without the space: the delimiters the BNF writes as
    /// literals (`=`, `;`, `/`, `#`, `?`, `:`). The space is in the
    /// class (p. 26) but in no production, and "spaces ... shall not be
    /// used unencoded" (p. 7, "Unsafe characters").
    pub(crate) const RESERVED: u32 = 1 << 11;
}

/// `alpha`, lower case.
pub(crate) const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
/// `alpha`, upper case.
pub(crate) const UPPER: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/// `digit`.
pub(crate) const DIGITS: &[u8] = b"0123456789";
/// `safe` (the RFC lists `-` twice).
pub(crate) const SAFE: &[u8] = b"$-_@.&+";
/// `extra`.
pub(crate) const EXTRA: &[u8] = b"!*\"'(),";
/// `reserved` without the space (see [`bits::RESERVED`]).
pub(crate) const RESERVED: &[u8] = b"=;/#?:";

/// Every set whose bytes include `alpha` and `digit`.
const ALNUM_SETS: u32 = union(&[
    bits::XALPHA,
    bits::LOGIN,
    bits::PATH,
    bits::ALPHANUM,
    bits::ALPHANUM2,
    bits::ATOM,
    bits::QTEXT,
]);

/// The class bits of every byte.
pub(crate) static CLASSES: Classes = Classes::EMPTY
    // xalpha = alpha | digit | safe | extra | escape
    .with(union(&[ALNUM_SETS, bits::ALPHA]), LOWER)
    .with(union(&[ALNUM_SETS, bits::ALPHA]), UPPER)
    .with(union(&[ALNUM_SETS, bits::DIGIT]), DIGITS)
    .with(
        union(&[bits::XALPHA, bits::LOGIN, bits::PATH, bits::QTEXT]),
        SAFE,
    )
    .with(union(&[bits::XALPHA, bits::LOGIN, bits::PATH]), EXTRA)
    .with(bits::PATH, b"/")
    .with(bits::SCHEME, LOWER)
    .with(bits::SCHEME, UPPER)
    .with(bits::SCHEME, DIGITS)
    .with(bits::SCHEME, b"+-.")
    .with(bits::QTEXT, b"!*'(),")
    .with(bits::LOGIN, b":")
    .with(bits::ALPHANUM2, b"-_.+")
    .with(bits::ATOM, b"!$&'*+-_")
    .with(bits::HEX, b"0123456789ABCDEFabcdef")
    .with(bits::RESERVED, RESERVED);

/// A set of [`CLASSES`] without escapes.
const fn plain(mask: u32) -> Set<Production> {
    Set {
        classes: &CLASSES,
        mask,
        escape: None,
    }
}

/// A set of [`CLASSES`] whose repetition admits `escape` through `via`.
const fn escaped(mask: u32, via: Production) -> Set<Production> {
    Set {
        classes: &CLASSES,
        mask,
        escape: Some(Escape {
            hex: Production::Hex,
            escape: Production::Escape,
            via,
        }),
    }
}

/// `xalpha` (and `xpalpha`, the same class here: `+` is `safe`).
pub(crate) static XALPHA: Set<Production> = escaped(bits::XALPHA, Production::Xalpha);
/// The run of a `login`: `xalpha` and `":"`.
pub(crate) static LOGIN: Set<Production> = escaped(bits::LOGIN, Production::Xalpha);
/// `digit`.
pub(crate) static DIGIT: Set<Production> = plain(bits::DIGIT);
/// `alphanum`.
pub(crate) static ALPHANUM: Set<Production> = plain(bits::ALPHANUM);
/// `alphanum2`.
pub(crate) static ALPHANUM2: Set<Production> = plain(bits::ALPHANUM2);
/// RFC 822's `atom`, restricted.
pub(crate) static ATOM: Set<Production> = escaped(bits::ATOM, Production::Atom);
/// RFC 822's `qtext`, restricted.
pub(crate) static QTEXT: Set<Production> = escaped(bits::QTEXT, Production::Qtext);

/// The class bits of `b` in [`CLASSES`].
#[inline(always)]
pub(crate) fn class(b: u8) -> u32 {
    CLASSES.of(b)
}

/// Whether `b` may stand for itself in an RFC 1630 URL: an `xalpha`
/// byte (`alpha | digit | safe | extra`) or a `reserved` delimiter of
/// the BNF (the space aside: [`bits::RESERVED`]). What `compare` reads
/// to find a character one grammar admits and another does not.
pub(crate) fn is_literal(b: u8) -> bool {
    const LITERAL: u32 = union(&[bits::XALPHA, bits::RESERVED]);
    class(b) & LITERAL != 0
}
