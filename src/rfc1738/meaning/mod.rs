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
//! implemented and tested or why it is not, is a grammar note of its own
//! ("prose rules").

use std::borrow::Cow;
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

pub(crate) use crate::syntax::pct::escape_at;
pub use crate::syntax::pct::{percent_decode, percent_decode_utf8};
pub(crate) use crate::syntax::value::decimal;
pub use crate::syntax::value::{Effective, OutOfRange, Source};

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
