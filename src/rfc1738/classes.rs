//! The character classes of RFC 1738 as one table, for the combinators
//! and the fast path alike: one bit per set that a production repeats
//! (`xchar`, the segment sets of §3.2–§3.11, host and scheme bytes, ...),
//! and the [`Set`]s that name them.
//!
//! The byte lists are §5's "Miscellaneous definitions"; [`chars`](super::chars) holds
//! the one-byte predicates and productions, and its tests check every set
//! here against them on all 256 bytes.

use crate::syntax::class::{Classes, Escape, Set};

use super::production::Production;

/// The bits of [`CLASSES`]. `NO_DOT_AFTER` and `NO_DASH_AFTER` sit two
/// bits above `DOT` and `DASH`: the host run (`ip::host_run`) checks
/// each byte against the one before with a shift.
pub(crate) mod bits {
    /// `xchar`: `unreserved | reserved` (and escapes).
    pub(crate) const XCHAR: u32 = 1 << 0;
    /// The pre-scan of `login`: user and password bytes and `":"`.
    pub(crate) const LOGIN_SCAN: u32 = 1 << 1;
    /// `hpath`: `hsegment` bytes and `"/"`.
    pub(crate) const HPATH: u32 = 1 << 2;
    /// `hsegment`, `search`.
    pub(crate) const HSEGMENT: u32 = 1 << 3;
    /// `fpath`, `ppath`: segment bytes and `"/"`.
    pub(crate) const FPATH: u32 = 1 << 4;
    /// `scheme` (both cases: §2.1).
    pub(crate) const SCHEME: u32 = 1 << 5;
    /// `hex`.
    pub(crate) const HEX: u32 = 1 << 6;
    /// The bytes of a host run: `alphadigit | "-" | "."`.
    pub(crate) const HOST: u32 = 1 << 7;
    /// `"."`.
    pub(crate) const DOT: u32 = 1 << 8;
    /// `"-"`.
    pub(crate) const DASH: u32 = 1 << 9;
    /// What may not follow a `"."` or a `"-"` in a `hostname`: a `"."`
    /// (no empty label, no label ending in `"-"`).
    pub(crate) const NO_DOT_AFTER: u32 = DOT << 2;
    /// What may not follow a `"."` in a `hostname`: a `"-"` (no label
    /// starting with one).
    pub(crate) const NO_DASH_AFTER: u32 = DASH << 2;
    /// `alpha`.
    pub(crate) const ALPHA: u32 = 1 << 12;
    /// `uchar`'s bytes: `unreserved`.
    pub(crate) const UCHAR: u32 = 1 << 13;
    /// `user`, `password`: `uchar | ";" | "?" | "&" | "="`.
    pub(crate) const LOGIN: u32 = 1 << 14;
    /// `fsegment`, `psegment`.
    pub(crate) const FSEGMENT: u32 = 1 << 15;
    /// `fieldname`, `fieldvalue`.
    pub(crate) const FIELD: u32 = 1 << 16;
    /// The part of `article` before `"@"`.
    pub(crate) const ARTICLE: u32 = 1 << 17;
    /// `digit`.
    pub(crate) const DIGIT: u32 = 1 << 18;
    /// The bytes after the first of a `group`.
    pub(crate) const GROUP: u32 = 1 << 19;

    /// Every set built on `unreserved` (so on `uchar` or `xchar`).
    pub(crate) const UNRESERVED_SETS: u32 =
        XCHAR | LOGIN_SCAN | HPATH | HSEGMENT | FPATH | UCHAR | LOGIN | FSEGMENT | FIELD | ARTICLE;
}

/// `lowalpha`.
pub(crate) const LOWALPHA: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
/// `hialpha`.
pub(crate) const HIALPHA: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/// `digit`.
pub(crate) const DIGITS: &[u8] = b"0123456789";
/// `safe`.
pub(crate) const SAFE: &[u8] = b"$-_.+";
/// `extra`.
pub(crate) const EXTRA: &[u8] = b"!*'(),";
/// `reserved`.
pub(crate) const RESERVED: &[u8] = b";/?:@&=";

/// The class bits of every byte.
pub(crate) static CLASSES: Classes = Classes::EMPTY
    // unreserved = alpha | digit | safe | extra
    .with(bits::UNRESERVED_SETS, LOWALPHA)
    .with(bits::UNRESERVED_SETS, HIALPHA)
    .with(bits::UNRESERVED_SETS, DIGITS)
    .with(bits::UNRESERVED_SETS, SAFE)
    .with(bits::UNRESERVED_SETS, EXTRA)
    .with(bits::XCHAR, RESERVED)
    .with(bits::LOGIN, b";?&=")
    .with(bits::LOGIN_SCAN, b";?&=:")
    .with(bits::FSEGMENT, b"?:@&=")
    .with(bits::FPATH, b"?:@&=/")
    .with(bits::HSEGMENT, b";:@&=")
    .with(bits::HPATH, b";:@&=/")
    .with(bits::FIELD, b"?:@&")
    .with(bits::ARTICLE, b";/?:&=")
    .with(bits::DIGIT, DIGITS)
    .with(bits::HEX, b"0123456789ABCDEFabcdef")
    .with(bits::ALPHA, LOWALPHA)
    .with(bits::ALPHA, HIALPHA)
    .with(bits::HOST | bits::SCHEME | bits::GROUP, LOWALPHA)
    .with(bits::HOST | bits::SCHEME | bits::GROUP, HIALPHA)
    .with(bits::HOST | bits::SCHEME | bits::GROUP, DIGITS)
    .with(bits::HOST | bits::SCHEME | bits::GROUP, b"-.")
    .with(bits::SCHEME | bits::GROUP, b"+")
    .with(bits::GROUP, b"_")
    .with(bits::DOT | bits::NO_DOT_AFTER | bits::NO_DASH_AFTER, b".")
    .with(bits::DASH | bits::NO_DOT_AFTER, b"-");

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

/// `uchar`: `database`, `wtype`, `wpath`.
pub(crate) static UCHAR: Set<Production> = escaped(bits::UCHAR, Production::Uchar);
/// `xchar`: `urlpath`, `selector`, `gopher+_string`, `encoded822addr`, schemepart.
pub(crate) static XCHAR: Set<Production> = escaped(bits::XCHAR, Production::Xchar);
/// `user`, `password`: `uchar | ";" | "?" | "&" | "="`.
pub(crate) static LOGIN: Set<Production> = escaped(bits::LOGIN, Production::Uchar);
/// The pre-scan of `login`: user and password characters and the `":"` between them.
pub(crate) static LOGIN_SCAN: Set<Production> = escaped(bits::LOGIN_SCAN, Production::Uchar);
/// `fsegment`, `psegment`: `uchar | "?" | ":" | "@" | "&" | "="`.
pub(crate) static FSEGMENT: Set<Production> = escaped(bits::FSEGMENT, Production::Uchar);
/// `fpath`, `ppath`: segments and the `"/"` between them.
pub(crate) static FPATH: Set<Production> = escaped(bits::FPATH, Production::Uchar);
/// `hsegment`, `search`: `uchar | ";" | ":" | "@" | "&" | "="`.
pub(crate) static HSEGMENT: Set<Production> = escaped(bits::HSEGMENT, Production::Uchar);
/// `hpath`: segments and the `"/"` between them.
pub(crate) static HPATH: Set<Production> = escaped(bits::HPATH, Production::Uchar);
/// `fieldname`, `fieldvalue`: `uchar | "?" | ":" | "@" | "&"`.
pub(crate) static FIELD: Set<Production> = escaped(bits::FIELD, Production::Uchar);
/// The part of `article` before `"@"`: `uchar | ";" | "/" | "?" | ":" | "&" | "="`.
pub(crate) static ARTICLE: Set<Production> = escaped(bits::ARTICLE, Production::Uchar);
/// `digit`.
pub(crate) static DIGIT: Set<Production> = plain(bits::DIGIT);
/// `scheme`: `lowalpha | digit | "+" | "-" | "."`, plus `hialpha`: scheme
/// names compare case-insensitively (§2.1; strict case is an option).
pub(crate) static SCHEME: Set<Production> = plain(bits::SCHEME);
/// The bytes after the first of a `group`: `alpha | digit | "-" | "." | "+" | "_"`.
pub(crate) static GROUP: Set<Production> = plain(bits::GROUP);

/// The class bits of `b` in [`CLASSES`].
#[inline(always)]
pub(crate) fn class(b: u8) -> u32 {
    CLASSES.of(b)
}

/// Whether `b` may stand for itself in an RFC 1738 URL: `xchar`'s bytes,
/// `unreserved | reserved` (§2.2: "only alphanumerics, the special
/// characters "$-_.+!*'(),", and reserved characters used for their
/// reserved purposes may be used unencoded within a URL"). What
/// `compare` reads to find a character one grammar admits and another
/// does not.
pub(crate) fn is_literal(b: u8) -> bool {
    class(b) & bits::XCHAR != 0
}
