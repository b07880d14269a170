//! The meaning of a URL: the prose rules of RFC 1738 §2, §3 and §6 on top
//! of the parse tree.
//!
//! The BNF of §5 says which strings are URLs; the prose says what they
//! mean. This module adds that meaning as methods on [`Url`](crate::Url)
//! and on the node types, each rule traced to its section:
//!
//! - ports as numbers, the default port of each scheme and the effective
//!   port ([`Url::default_port`](crate::Url::default_port),
//!   [`Url::effective_port`](crate::Url::effective_port));
//! - host numbers as four octets, with leading zeros flagged
//!   ([`Hostnumber::octets`](crate::ip::Hostnumber::octets)), and the
//!   three kinds of file host ([`FileHost`]);
//! - percent-decoding, one component at a time, after splitting and never
//!   before ([`percent_decode`] and the `decode` methods of the leaf nodes);
//! - FTP's defaults and its command sequence ([`FtpCommand`]);
//! - the gopher type, selector and typed Gopher+ string ([`GopherPlus`]);
//! - news, nntp, telnet, wais, file and prospero accessors;
//! - §2.2 equivalence ([`Url::normalized`](crate::Url::normalized),
//!   [`Url::equivalent`](crate::Url::equivalent));
//! - the §6 security considerations as a lint ([`Warning`]).
//!
//! Nothing here changes what the parser accepts: a value the BNF allows
//! but the prose does not (a port over 65535, a host number group over
//! 255) is a value error of this layer, never a syntax error.
//!
//! The walk through the 80 prose rules P1–P80, with where each one is
//! implemented and tested or why it is not, is in
//! `grammar-notes/prose-rules.md`.

use std::borrow::Cow;
use std::ops::Range;
use std::str::Utf8Error;

mod equivalence;
mod ftp;
mod gopher;
mod host;
mod port;
mod schemes;
mod warning;

pub use ftp::FtpCommand;
pub use gopher::{AttributeScope, ForbiddenByte, GopherPlus};
pub use host::FileHost;
pub use warning::Warning;

/// Where a value came from: written in the URL, or a default of the RFC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The URL says so.
    Written,
    /// The URL says nothing; the RFC gives this value.
    Default,
}

/// A value with its [`Source`]: the gopher type `1` of an empty gopher
/// path is `Effective { value: b'1', source: Source::Default }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Effective<T> {
    /// The value.
    pub value: T,
    /// Whether the URL wrote it or the RFC supplied it.
    pub source: Source,
}

impl<T> Effective<T> {
    /// A value written in the URL.
    pub const fn written(value: T) -> Self {
        Effective {
            value,
            source: Source::Written,
        }
    }

    /// A value the RFC supplies because the URL is silent.
    pub const fn default(value: T) -> Self {
        Effective {
            value,
            source: Source::Default,
        }
    }

    /// Whether the value is the RFC's default rather than written.
    pub fn is_default(&self) -> bool {
        self.source == Source::Default
    }
}

/// A number the BNF accepts (it has no upper bound) that is too large for
/// what it denotes: a port over 65535, a host number group over 255, an
/// nntp article number over `u64::MAX`.
///
/// ```
/// let url = rfc1738::Url::parse("http://example.com:70000/")?;
/// let err = url.port_value().unwrap().unwrap_err();
/// assert_eq!(err.to_string(), "port at bytes 19..24 is over 65535");
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{what} at bytes {}..{} is over {max}", range.start, range.end)]
pub struct OutOfRange {
    what: &'static str,
    range: Range<usize>,
    max: u64,
}

impl OutOfRange {
    /// What the number is: `"port"`, `"host number group"`,
    /// `"article number"`.
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// Where the digits are in the input.
    pub fn range(&self) -> Range<usize> {
        self.range.clone()
    }

    /// The largest value allowed.
    pub fn max(&self) -> u64 {
        self.max
    }
}

/// Reads the decimal digits of `span` (any number of them: leading zeros
/// do not count against the bound) as a number up to `max`.
pub(crate) fn decimal(
    span: crate::Span<'_>,
    max: u64,
    what: &'static str,
) -> Result<u64, OutOfRange> {
    let too_big = || OutOfRange {
        what,
        range: span.range(),
        max,
    };
    let mut n: u64 = 0;
    for b in span.as_str().bytes() {
        let digit = u64::from(b.wrapping_sub(b'0'));
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(digit))
            .filter(|&n| n <= max)
            .ok_or_else(too_big)?;
    }
    Ok(n)
}

/// The value of one hex digit, if `b` is one.
const fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The octet of the escape `%HH` starting at `at` in `bytes`, if there is
/// one there.
pub(crate) fn escape_at(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3)? {
        [b'%', h, l] => Some(hex_value(*h)? << 4 | hex_value(*l)?),
        _ => None,
    }
}

/// Decodes every `%HH` escape of `text` (§2.2), borrowing when there is
/// none. A `%` not followed by two hex digits is kept as it is (the
/// grammar never lets one through).
///
/// Decode one component at a time, after splitting: `%2F` in an FTP
/// segment is a `/` inside one directory name (§3.2.2), which decoding
/// the whole path first would lose.
///
/// ```
/// use rfc1738::meaning::percent_decode;
/// assert_eq!(percent_decode("a%2Fb"), b"a/b".as_slice());
/// assert!(matches!(percent_decode("plain"), std::borrow::Cow::Borrowed(_)));
/// ```
pub fn percent_decode(text: &str) -> Cow<'_, [u8]> {
    let bytes = text.as_bytes();
    if !bytes.contains(&b'%') {
        return Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        match escape_at(bytes, at) {
            Some(octet) => {
                out.push(octet);
                at += 3;
            }
            None => {
                out.push(b);
                at += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// [`percent_decode`], then UTF-8: `Err` when the decoded octets are not
/// UTF-8 (§2.2 makes no promise that they are).
///
/// ```
/// use rfc1738::meaning::percent_decode_utf8;
/// assert_eq!(percent_decode_utf8("caf%C3%A9").unwrap(), "café");
/// assert!(percent_decode_utf8("%FF").is_err());
/// ```
pub fn percent_decode_utf8(text: &str) -> Result<Cow<'_, str>, Utf8Error> {
    match percent_decode(text) {
        Cow::Borrowed(b) => std::str::from_utf8(b).map(Cow::Borrowed),
        Cow::Owned(v) => match String::from_utf8(v) {
            Ok(s) => Ok(Cow::Owned(s)),
            Err(e) => Err(e.utf8_error()),
        },
    }
}

/// Adds `decode` and `decode_utf8` to the node types whose text may hold
/// escapes and is one component (never a path of several).
macro_rules! decodable {
    ($($ty:path),* $(,)?) => {$(
        impl<'a> $ty {
            /// The text with its `%HH` escapes decoded (§2.2), borrowed
            /// when there is no escape.
            pub fn decode(&self) -> Cow<'a, [u8]> {
                percent_decode(self.as_str())
            }

            /// [`decode`](Self::decode), as UTF-8 if it is.
            pub fn decode_utf8(&self) -> Result<Cow<'a, str>, Utf8Error> {
                percent_decode_utf8(self.as_str())
            }
        }
    )*};
}

decodable!(
    crate::ip::User<'a>,
    crate::ip::Password<'a>,
    crate::ftp::Fsegment<'a>,
    crate::http::Hsegment<'a>,
    crate::http::Search<'a>,
    crate::gopher::Gtype<'a>,
    crate::gopher::Selector<'a>,
    crate::gopher::GopherPlusString<'a>,
    crate::mailto::Encoded822addr<'a>,
    crate::prospero::Psegment<'a>,
    crate::prospero::Fieldname<'a>,
    crate::prospero::Fieldvalue<'a>,
    crate::wais::Database<'a>,
    crate::wais::Wtype<'a>,
    crate::wais::Wpath<'a>,
);

/// The escapes of `text` whose octet is CR, LF or NUL (§6), as
/// `(offset in text, octet)`.
pub(crate) fn encoded_controls(text: &str) -> impl Iterator<Item = (usize, u8)> + '_ {
    let bytes = text.as_bytes();
    bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'%')
        .filter_map(move |(at, _)| escape_at(bytes, at).map(|o| (at, o)))
        .filter(|&(_, o)| matches!(o, b'\r' | b'\n' | 0))
}
