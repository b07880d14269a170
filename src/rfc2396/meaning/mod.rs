//! What a reference means beyond its grammar: the nine parts of the
//! generic form `<scheme>://<user>:<password>@<host>:<port>/<path>;<params>?<query>#<frag>`
//! ("HTTP: The Definitive Guide", chapter 2) as accessors (user and
//! password split at the first `":"` of `userinfo`, the host with its
//! IPv6 address as [`std::net::Ipv6Addr`], the port as a number), the
//! scheme table of http, https, ftp, rtsp, rtspu, telnet, file and mailto
//! (default ports, and what each scheme allows, checked as [`Warning`]s
//! citing the scheme's defining RFC: RFC 2616 and RFC 2818 for http and
//! https, RFC 2326 for rtsp and rtspu, RFC 1738 for ftp, telnet and file,
//! RFC 2368 for mailto), the
//! query's `name=value` pairs of HTML forms, and percent-decoding per
//! component, after splitting and never before.
//!
//! Nothing here changes what the parser accepts: the book's own example
//! `http://joe:joespasswd@www.joes-hardware.com/sales_info.txt` is a
//! valid reference, with a warning (http has no user or password).
//! The rules and their sources: this module's grammar note.

use std::borrow::Cow;
use std::str::Utf8Error;

mod form;
mod schemes;
mod warning;

pub use form::{QueryPair, QueryPairs, form_decode};
pub use schemes::{SchemeInfo, scheme_info};
pub use warning::{Rule, Warning};

pub use crate::syntax::pct::{percent_decode, percent_decode_utf8};
pub use crate::syntax::value::{Effective, OutOfRange, Source};

use super::authority::{Host, Ipv6address, Port, Userinfo};
use super::reference::UriReference;
use crate::syntax::Span;
use crate::syntax::value::decimal;

/// Adds `decode` and `decode_utf8` to the node types that are one
/// component (never a path of several).
macro_rules! decodable {
    ($($ty:path),* $(,)?) => {$(
        impl<'a> $ty {
            /// The text with its `%HH` escapes decoded (§2.4.1), borrowed
            /// when there is none.
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
    super::authority::Userinfo<'a>,
    super::authority::RegName<'a>,
    super::path::Segment<'a>,
    super::path::Param<'a>,
    super::path::OpaquePart<'a>,
    super::reference::RelSegment<'a>,
    super::query::Query<'a>,
    super::fragment::Fragment<'a>,
);

impl<'a> UriReference<'a> {
    /// The `userinfo` of a server authority, if it has an `"@"`.
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.authority()?.server()?.userinfo()
    }

    /// The user: the `userinfo` up to its first `":"` (the generic form's
    /// `<user>`; RFC 1738 §3.1's convention, which RFC 2396 §3.2.2 leaves
    /// to the scheme and calls NOT RECOMMENDED).
    pub fn user(&self) -> Option<Span<'a>> {
        self.userinfo().map(|u| u.user())
    }

    /// The password: the `userinfo` after its first `":"`, if it has one.
    pub fn password(&self) -> Option<Span<'a>> {
        self.userinfo()?.password()
    }

    /// The host of a server authority (a name, an IPv4 address, or an
    /// IPv6 literal with its brackets); `None` without an authority, for
    /// the empty authority (`file:///x`) and for a `reg_name`.
    pub fn host(&self) -> Option<Host<'a>> {
        self.authority()?.server()?.host()
    }

    /// The IPv6 address of an IPv6 literal host (without brackets).
    pub fn ipv6(&self) -> Option<Ipv6address<'a>> {
        match self.host()? {
            Host::Ipv6reference(r) => Some(r.ipv6address()),
            _ => None,
        }
    }

    /// The port as written, present (perhaps empty) whenever a `":"`
    /// follows the host of a server.
    pub fn port(&self) -> Option<Port<'a>> {
        self.authority()?.server()?.port()
    }

    /// The written port as a number: `None` when no port or an empty
    /// one is written, `Err` when it is over 65535 (the grammar's `port =
    /// *digit` has no bound).
    ///
    /// ```
    /// use rfc1738::rfc2396::UriReference;
    /// let err = UriReference::parse("http://h:70000/")?.port_value().unwrap().unwrap_err();
    /// assert_eq!(err.to_string(), "port at bytes 9..14 is over 65535");
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
    /// ```
    pub fn port_value(&self) -> Option<Result<u16, OutOfRange>> {
        let port = self.port()?;
        (!port.span().is_empty()).then(|| {
            decimal(port.span(), u64::from(u16::MAX), "port")
                .map(|n| u16::try_from(n).unwrap_or(u16::MAX))
        })
    }

    /// The default port of the scheme, from the scheme table (its
    /// defining RFC; RFC 1738 for gopher, nntp, wais and prospero too,
    /// [`scheme_info`]): `None` for a scheme
    /// without one.
    pub fn default_port(&self) -> Option<u16> {
        scheme_info(self.scheme()?.as_str())?.default_port
    }

    /// The port to connect to: the written port when it is a valid
    /// number, the scheme's default when no port is written (or an empty
    /// one: RFC 2396 G.3, RFC 2326 §3.2 "If the port is empty or not
    /// given"), and `None` otherwise: never the default in place of a
    /// written port over 65535, nor for a reference without a host: none
    /// without an authority (`http:foo`, `http:/a`, where there is no
    /// server to connect to), with an empty one (`http:///a`), or with one
    /// read as a registry name (§3.2.1: `http://a_b:1/x` names no server,
    /// and no port).
    ///
    /// ```
    /// use rfc1738::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("https://h/")?.effective_port(), Some(443));
    /// assert_eq!(UriReference::parse("rtsp://h:8554/")?.effective_port(), Some(8554));
    /// assert_eq!(UriReference::parse("http://h:99999/")?.effective_port(), None);
    /// assert_eq!(UriReference::parse("http://a_b:1/x")?.effective_port(), None);
    /// assert_eq!(UriReference::parse("http:foo")?.effective_port(), None);
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
    /// ```
    pub fn effective_port(&self) -> Option<u16> {
        // No host (no authority, an empty one, or a registry name): no
        // server to connect to, so no port.
        self.host()?;
        match self.port_value() {
            Some(Ok(n)) => Some(n),
            Some(Err(_)) => None,
            None => self.default_port(),
        }
    }

    /// The query's `name=value` pairs (see [`QueryPairs`]); none without
    /// a query.
    pub fn query_pairs(&self) -> QueryPairs<'a> {
        QueryPairs::of(self.query().map(|q| q.span()))
    }
}

impl Port<'_> {
    /// The port as a number: `None` for an empty port, `Err` over 65535.
    pub fn value(&self) -> Option<Result<u16, OutOfRange>> {
        (!self.span().is_empty()).then(|| {
            decimal(self.span(), u64::from(u16::MAX), "port")
                .map(|n| u16::try_from(n).unwrap_or(u16::MAX))
        })
    }
}
