//! RFC 3987 §2.2's authority: `iuserinfo` and `ireg-name` are RFC
//! 3986's (§3.2.1, §3.2.2) with `iunreserved` for `unreserved`; the port,
//! the IP literals and the IPv4 addresses are RFC 3986's rules, read by
//! RFC 3986's combinators ([`rfc3986::authority`](crate::rfc3986::authority)).
//!
//! ```text
//! iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
//! ```
//!
//! Read as RFC 3986's authority is, in one pass (this module's grammar
//! note): split at its one `@`; `ihost` first-match-wins (an
//! `IPv4address` when all of the `ireg-name` run is one); and a run of
//! `iuserinfo` characters that no `@` ends must be all of
//! `ihost [ ":" port ]`, else the error is where the run ends.

use super::production::{IResult, Production as P};
use super::scan::{Fail, Text, shaped, wide_run};
use crate::rfc3986::Production as U;
use crate::rfc3986::authority::{self as uri, IpLiteral, Ipv4address, Port};
use crate::rfc3986::classes;
use crate::rfc3986::scan::Text as UriText;
use crate::rfc3986::shape::{HostTag, NONE, Shape, pos};
use crate::syntax::macros::{leaf, text};
use crate::syntax::{Input, Span};

leaf! {
    /// The node of `iuserinfo`, perhaps empty (`//@h`).
    ///
    /// ```bnf
    /// iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
    /// ```
    Iuserinfo
}

leaf! {
    /// The node of `ireg-name`, perhaps empty (`file:///x`).
    ///
    /// ```bnf
    /// ireg-name      = *( iunreserved / pct-encoded / sub-delims )
    /// ```
    IregName
}

/// Which alternative of `ihost` a host is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IhostKind<'a> {
    /// `IP-literal` (RFC 3986's): an IPv6 address or a future form, in
    /// brackets.
    IpLiteral(IpLiteral<'a>),
    /// `IPv4address` (RFC 3986's): the whole host is one.
    Ipv4address(Ipv4address<'a>),
    /// `ireg-name`: any other host, perhaps empty.
    IregName(IregName<'a>),
}

/// The node of `ihost`.
///
/// ```bnf
/// ihost          = IP-literal / IPv4address / ireg-name
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ihost<'a> {
    span: Span<'a>,
    kind: IhostKind<'a>,
}

impl<'a> Ihost<'a> {
    /// The matched text (an IP literal with its brackets) and its range.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// Which alternative the host is.
    pub const fn kind(&self) -> IhostKind<'a> {
        self.kind
    }

    /// The alternative's rule name: `"IP-literal"`, `"IPv4address"` or
    /// `"ireg-name"`.
    pub const fn kind_name(&self) -> &'static str {
        match self.kind {
            IhostKind::IpLiteral(_) => "IP-literal",
            IhostKind::Ipv4address(_) => "IPv4address",
            IhostKind::IregName(_) => "ireg-name",
        }
    }
}

/// The node of `iauthority`.
///
/// ```bnf
/// iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Iauthority<'a> {
    span: Span<'a>,
    userinfo: Option<Iuserinfo<'a>>,
    host: Ihost<'a>,
    port: Option<Port<'a>>,
}

impl<'a> Iauthority<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The user information before `@`, if there is an `@`.
    pub const fn userinfo(&self) -> Option<Iuserinfo<'a>> {
        self.userinfo
    }

    /// The host.
    pub const fn host(&self) -> Ihost<'a> {
        self.host
    }

    /// The port after `:` (RFC 3986's `port`), if there is a `:`
    /// (perhaps empty).
    pub const fn port(&self) -> Option<Port<'a>> {
        self.port
    }
}

text!(Ihost, Iauthority);

// ---------------------------------------------------------------------
// The nodes of a shape (RFC 3986's, read with RFC 3987's runs), made on
// demand.

/// The node of the host at `k..end` of `t` that is `tag`.
pub(crate) fn ihost_of<'a>(
    t: UriText<'a>,
    k: usize,
    end: usize,
    tag: HostTag,
    zone: u32,
) -> Ihost<'a> {
    let span = t.span(k, end);
    let kind = match tag {
        HostTag::RegName => IhostKind::IregName(IregName::new(span)),
        HostTag::Ipv4address => IhostKind::Ipv4address(Ipv4address::new(span)),
        _ => IhostKind::IpLiteral(uri::ip_literal_of(t, k, end, tag, zone)),
    };
    Ihost { span, kind }
}

/// The node of the authority of `s` in `t`, if there is one.
pub(crate) fn iauthority_of<'a>(t: UriText<'a>, s: &Shape) -> Option<Iauthority<'a>> {
    if s.auth_start == NONE {
        return None;
    }
    let (k, host_end, end) = (pos(s.auth_start), pos(s.host_end), pos(s.auth_end));
    let (userinfo, host_start) = if s.at == NONE {
        (None, k)
    } else {
        (Some(Iuserinfo::new(t.span(k, pos(s.at)))), pos(s.at) + 1)
    };
    Some(Iauthority {
        span: t.span(k, end),
        userinfo,
        host: ihost_of(t, host_start, host_end, s.host, s.zone),
        port: (host_end < end).then(|| Port::new(t.span(host_end + 1, end))),
    })
}

// ---------------------------------------------------------------------
// The scanners.

/// The `ihost` at `k`: RFC 3986's reading of a `host` (an `IP-literal`
/// at a `[`, else the `reg-name` run, an `IPv4address` when all of it
/// is one) with the run widened to `ucschar`.
pub(crate) fn ihost_at<'a>(t: Text<'a>, k: usize) -> Result<(usize, Ihost<'a>), Fail> {
    let (u, end, s) = shaped(&t, |u, s| uri::host_shape::<true>(u, k, false, s))?;
    Ok((end, ihost_of(u, k, end, s.host, s.zone)))
}

/// The `iauthority` at `k`: RFC 3986's reading of an `authority` with
/// its runs widened to `ucschar`.
pub(crate) fn iauthority_at<'a>(t: Text<'a>, k: usize) -> Result<(usize, Iauthority<'a>), Fail> {
    let (u, end, s) = shaped(&t, |u, s| uri::authority_shape::<true>(u, k, false, s))?;
    let a = iauthority_of(u, &s).ok_or_else(|| t.miss(k, P::Iauthority))?;
    Ok((end, a))
}

/// Runs a scanner from the start of `i` as a combinator.
fn run_scanner<'a, T>(
    i: Input<'a>,
    f: impl FnOnce(Text<'a>) -> Result<(usize, T), Fail>,
) -> IResult<'a, T> {
    let t = Text::of(&i);
    let (end, node) = f(t)?;
    Ok((t.rest(end), node))
}

// ---------------------------------------------------------------------
// The combinators.

/// ```bnf
/// iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
/// ```
///
/// ```
/// use rfc1738::rfc3987::{authority, Input};
/// let (rest, a) = authority::iauthority(Input::new("josé@例え.jp:8080/x")).unwrap();
/// assert_eq!(a.userinfo().unwrap().as_str(), "josé");
/// assert_eq!(a.host().kind_name(), "ireg-name");
/// assert_eq!(a.port().unwrap().number(), Some(8080));
/// assert_eq!(rest.as_str(), "/x");
/// ```
pub fn iauthority(i: Input) -> IResult<Iauthority> {
    crate::syntax::enter(i, |i| run_scanner(i, |t| iauthority_at(t, 0)))
}

/// ```bnf
/// iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
/// ```
pub fn iuserinfo(i: Input) -> IResult<Iuserinfo> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let end = wide_run(&t, &classes::USERINFO, U::Userinfo)?;
            Ok((end, Iuserinfo::new(t.span(0, end))))
        })
    })
}

/// ```bnf
/// ihost          = IP-literal / IPv4address / ireg-name
/// ```
///
/// First-match-wins (RFC 3986 §3.2.2): the `ireg-name` run is an
/// `IPv4address` when all of it is one.
///
/// ```
/// use rfc1738::rfc3987::{authority, Input};
/// let kind = |s| authority::ihost(Input::new(s)).unwrap().1.kind_name();
/// assert_eq!(kind("1.2.3.4"), "IPv4address");
/// assert_eq!(kind("1.2.3.四"), "ireg-name");
/// assert_eq!(kind("[::1]"), "IP-literal");
/// ```
pub fn ihost(i: Input) -> IResult<Ihost> {
    crate::syntax::enter(i, |i| run_scanner(i, |t| ihost_at(t, 0)))
}

/// ```bnf
/// ireg-name      = *( iunreserved / pct-encoded / sub-delims )
/// ```
pub fn ireg_name(i: Input) -> IResult<IregName> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let end = wide_run(&t, &classes::REG_NAME, U::RegName)?;
            Ok((end, IregName::new(t.span(0, end))))
        })
    })
}
