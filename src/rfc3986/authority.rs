//! RFC 3986 §3.2 "Authority": the user information (§3.2.1), the host
//! (§3.2.2: an IP literal in brackets, an IPv4 address or a registered
//! name) and the port (§3.2.3); with RFC 6874's zone identifiers in IPv6
//! literals as an option ([`Options::zone_ids`](super::Options)).
//!
//! ```text
//! authority   = [ userinfo "@" ] host [ ":" port ]
//! ```
//!
//! The rules are read deterministically, in one pass (this module's
//! grammar note):
//!
//! - An authority is split at its one `@` (`userinfo` has none): the run
//!   of `userinfo` characters from its start is the user information
//!   when an `@` ends it, else the host and port. A run that no `@` ends
//!   and that is no `host [ ":" port ]` (`h:x`) is an error where the
//!   run ends: up to there an `@` could still have made it a `userinfo`.
//! - `host = IP-literal / IPv4address / reg-name` is first-match-wins
//!   (§3.2.2: a host that matches `IPv4address` is one, "and not a
//!   reg-name"): the run of `reg-name` characters is read once, then
//!   named an `IPv4address` when all of it is one (`1.2.3.4`), else a
//!   `reg-name` (`1.2.3.400`, `1.2.3`).
//! - `IPv6address` is read by counting groups before and after its one
//!   `::`, not by trying its nine alternatives: its error is at the first
//!   byte that no IPv6 address can have there (a fifth hex digit, a ninth
//!   group, a third `:`).
//! - `dec-octet` matches the longest of its alternatives (the printed
//!   order, `DIGIT` first, would take `2` of `25`).

use super::classes::{self, bits};
use super::production::{IResult, Production as P};
use super::scan::{Fail, Text, Wide, fits, wide_len, within};
use super::shape::{HostTag, NONE, Shape, off, pos};
use crate::syntax::class;
use crate::syntax::macros::{leaf, text};
use crate::syntax::{Input, Span};

leaf! {
    /// The node of `userinfo` (§3.2.1), perhaps empty (`//@h`).
    ///
    /// ```bnf
    /// userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
    /// ```
    Userinfo
}

leaf! {
    /// The node of `port` (§3.2.3): digits, perhaps none (`//h:`). The
    /// grammar sets no upper bound.
    ///
    /// ```bnf
    /// port          = *DIGIT
    /// ```
    Port
}

impl Port<'_> {
    /// The port as a number, if it is one below 65536 (an empty port,
    /// or a larger number, is `None`: §3.2.3 leaves the range to the
    /// scheme, and TCP's ports are 16 bits).
    pub fn number(&self) -> Option<u16> {
        self.as_str().parse().ok()
    }
}

leaf! {
    /// The node of `reg-name` (§3.2.2), perhaps empty (`file:///x`).
    ///
    /// ```bnf
    /// reg-name      = *( unreserved / pct-encoded / sub-delims )
    /// ```
    RegName
}

leaf! {
    /// The node of `IPv4address` (§3.2.2).
    ///
    /// ```bnf
    /// IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
    /// ```
    Ipv4address
}

impl Ipv4address<'_> {
    /// The four octets.
    pub fn octets(&self) -> [u8; 4] {
        let mut out = [0u8; 4];
        for (slot, part) in out.iter_mut().zip(self.as_str().split('.')) {
            *slot = part.parse().unwrap_or(0);
        }
        out
    }
}

leaf! {
    /// The node of `IPv6address` (§3.2.2), without its brackets.
    ///
    /// ```bnf
    /// IPv6address   =                            6( h16 ":" ) ls32
    ///               /                       "::" 5( h16 ":" ) ls32
    ///               / [               h16 ] "::" 4( h16 ":" ) ls32
    ///               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    ///               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    ///               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
    ///               / [ *4( h16 ":" ) h16 ] "::"              ls32
    ///               / [ *5( h16 ":" ) h16 ] "::"              h16
    ///               / [ *6( h16 ":" ) h16 ] "::"
    /// ```
    Ipv6address
}

leaf! {
    /// The node of `IPvFuture` (§3.2.2): `v`, a version in hex, `.`, and
    /// the address.
    ///
    /// ```bnf
    /// IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    /// ```
    IpvFuture
}

leaf! {
    /// The node of `h16` (§3.2.2): 16 bits of an IPv6 address in hex.
    ///
    /// ```bnf
    /// h16           = 1*4HEXDIG
    /// ```
    H16
}

leaf! {
    /// The node of `ls32` (§3.2.2): the last 32 bits of an IPv6 address.
    ///
    /// ```bnf
    /// ls32          = ( h16 ":" h16 ) / IPv4address
    /// ```
    Ls32
}

leaf! {
    /// The node of `dec-octet` (§3.2.2): a decimal number from 0 to 255,
    /// without leading zeros.
    ///
    /// ```bnf
    /// dec-octet     = DIGIT                 ; 0-9
    ///               / %x31-39 DIGIT         ; 10-99
    ///               / "1" 2DIGIT            ; 100-199
    ///               / "2" %x30-34 DIGIT     ; 200-249
    ///               / "25" %x30-35          ; 250-255
    /// ```
    DecOctet
}

leaf! {
    /// The node of `ZoneID` (RFC 6874 §2), after the `%25` of an
    /// `IPv6addrz`.
    ///
    /// ```bnf
    /// ZoneID = 1*( unreserved / pct-encoded )
    /// ```
    ZoneId
}

/// The node of `IPv6addrz` (RFC 6874 §2): an IPv6 address, `%25` (the
/// `%` itself percent-encoded) and a zone identifier.
///
/// ```bnf
/// IPv6addrz = IPv6address "%25" ZoneID
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ipv6addrz<'a> {
    span: Span<'a>,
    address: Ipv6address<'a>,
    zone: ZoneId<'a>,
}

impl<'a> Ipv6addrz<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The address before `%25`.
    pub const fn address(&self) -> Ipv6address<'a> {
        self.address
    }

    /// The zone identifier after `%25`, as written (percent-encoded).
    pub const fn zone_id(&self) -> ZoneId<'a> {
        self.zone
    }
}

/// What is inside the brackets of an [`IpLiteral`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IpLiteralKind<'a> {
    /// An `IPv6address`.
    Ipv6address(Ipv6address<'a>),
    /// An `IPv6addrz` (RFC 6874, with [`Options::zone_ids`](super::Options)).
    Ipv6addrz(Ipv6addrz<'a>),
    /// An `IPvFuture`.
    IpvFuture(IpvFuture<'a>),
}

/// The node of `IP-literal` (§3.2.2), with its brackets.
///
/// ```bnf
/// IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IpLiteral<'a> {
    span: Span<'a>,
    kind: IpLiteralKind<'a>,
}

impl<'a> IpLiteral<'a> {
    /// The matched text (brackets included) and its byte range.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// What is inside the brackets.
    pub const fn kind(&self) -> IpLiteralKind<'a> {
        self.kind
    }
}

/// Which alternative of `host` a host is (§3.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind<'a> {
    /// `IP-literal`: an IPv6 address or a future form, in brackets.
    IpLiteral(IpLiteral<'a>),
    /// `IPv4address`: the whole host is one (first-match-wins).
    Ipv4address(Ipv4address<'a>),
    /// `reg-name`: any other host, perhaps empty.
    RegName(RegName<'a>),
}

/// The node of `host` (§3.2.2).
///
/// ```bnf
/// host          = IP-literal / IPv4address / reg-name
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Host<'a> {
    span: Span<'a>,
    kind: HostKind<'a>,
}

impl<'a> Host<'a> {
    /// The matched text (an IP literal with its brackets) and its range.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// Which alternative the host is.
    pub const fn kind(&self) -> HostKind<'a> {
        self.kind
    }

    /// The alternative's rule name: `"IP-literal"`, `"IPv4address"` or
    /// `"reg-name"`.
    pub const fn kind_name(&self) -> &'static str {
        match self.kind {
            HostKind::IpLiteral(_) => "IP-literal",
            HostKind::Ipv4address(_) => "IPv4address",
            HostKind::RegName(_) => "reg-name",
        }
    }
}

/// The node of `authority` (§3.2).
///
/// ```bnf
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Authority<'a> {
    span: Span<'a>,
    userinfo: Option<Userinfo<'a>>,
    host: Host<'a>,
    port: Option<Port<'a>>,
}

impl<'a> Authority<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The user information before `@`, if there is an `@`.
    pub const fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.userinfo
    }

    /// The host.
    pub const fn host(&self) -> Host<'a> {
        self.host
    }

    /// The port after `:`, if there is a `:` (perhaps empty).
    pub const fn port(&self) -> Option<Port<'a>> {
        self.port
    }
}

text!(Ipv6addrz, IpLiteral, Host, Authority);

// ---------------------------------------------------------------------
// The scanners.

/// The end of the `dec-octet` at `k`, the longest of its alternatives
/// (`25` of `256`, `0` of `01`), or `None` when no digit is there.
fn dec_octet_end(b: &[u8], k: usize) -> Option<usize> {
    let d = |j: usize| b.get(j).filter(|c| c.is_ascii_digit()).map(|c| c - b'0');
    let first = d(k)?;
    if first == 0 {
        return Some(k + 1);
    }
    let Some(second) = d(k + 1) else {
        return Some(k + 1);
    };
    let Some(third) = d(k + 2) else {
        return Some(k + 2);
    };
    let value = u16::from(first) * 100 + u16::from(second) * 10 + u16::from(third);
    Some(if value <= 255 { k + 3 } else { k + 2 })
}

/// The end of the `IPv4address` at `k` (its `dec-octet`s the longest),
/// or the position where it fails.
fn ipv4_end(b: &[u8], k: usize) -> Result<usize, usize> {
    let mut at = k;
    for n in 0..4 {
        if n > 0 {
            if b.get(at) != Some(&b'.') {
                return Err(at);
            }
            at += 1;
        }
        at = dec_octet_end(b, at).ok_or(at)?;
    }
    Ok(at)
}

/// Whether all of `s` is an `IPv4address`. Most hosts are names: one
/// that is not seven to fifteen bytes long (`0.0.0.0` to
/// `255.255.255.255`), or does not start and end with a digit, is none,
/// and is told so without reading its octets.
#[inline(always)]
pub(crate) fn is_ipv4address(s: &[u8]) -> bool {
    matches!(s.len(), 7..=15)
        && s.first().is_some_and(u8::is_ascii_digit)
        && s.last().is_some_and(u8::is_ascii_digit)
        && ipv4_end(s, 0) == Ok(s.len())
}

/// The end of the run of `h16` hex digits at `k`, at most four.
fn h16_end(b: &[u8], k: usize) -> usize {
    let mut at = k;
    while at < k + 4 && b.get(at).is_some_and(|c| c.is_ascii_hexdigit()) {
        at += 1;
    }
    at
}

/// Where an `IPv6address` read from position `k` stops: the first byte
/// that is not part of it, or that no IPv6 address can have after what
/// precedes it; and the longest prefix from `k` that is a whole
/// `IPv6address`, if any.
///
/// The nine alternatives of §3.2.2 are one language: eight groups
/// (`h16`, the last two of which may be one `IPv4address`), or at most
/// seven around one `::` that stands for the rest. It is read by
/// counting the groups; a prefix can go on while the groups it has leave
/// room for one more.
pub(crate) fn ipv6_scan(b: &[u8], k: usize) -> (usize, Option<usize>) {
    let hex = |j: usize| b.get(j).is_some_and(u8::is_ascii_hexdigit);
    let mut groups = 0u8;
    let mut double = false;
    let mut complete = None;
    let mut at = k;
    if b.get(at) == Some(&b':') {
        // Only `::` starts with a `:`.
        if b.get(at + 1) != Some(&b':') {
            return (at + 1, None);
        }
        double = true;
        at += 2;
        complete = Some(at);
        if !hex(at) {
            return (at, complete);
        }
    }
    loop {
        // A group starts at `at`: up to four hex digits, or the dotted
        // `IPv4address` of the last 32 bits.
        let end = h16_end(b, at);
        if end == at {
            return (at, complete);
        }
        if b.get(end) == Some(&b'.') {
            // `ls32` as an `IPv4address`: where two groups remain, and
            // when the digits read so far are its first `dec-octet`.
            let fits = if double { groups + 2 <= 7 } else { groups == 6 };
            if !fits || dec_octet_end(b, at) != Some(end) {
                return (end, complete);
            }
            let stop = ipv4_stop(b, at);
            let whole = ipv4_end(b, at).ok().filter(|&e| e == stop);
            return (stop, whole.or(complete));
        }
        if hex(end) {
            // A fifth hex digit: the four before it are a group.
            let c = if double || groups + 1 == 8 {
                Some(end)
            } else {
                complete
            };
            return (end, c);
        }
        groups += 1;
        if double || groups == 8 {
            complete = Some(end);
        }
        at = end;
        if b.get(at) != Some(&b':') {
            return (at, complete);
        }
        if !double && b.get(at + 1) == Some(&b':') {
            // `::`, standing for one group at least.
            if groups >= 8 {
                return (at, complete);
            }
            double = true;
            at += 2;
            complete = Some(at);
            // A group after it, if there is room for one.
            if groups >= 7 || !hex(at) {
                return (at, complete);
            }
            continue;
        }
        // `:` and another group, if there is room for one.
        let max = if double { 7 } else { 8 };
        if groups >= max {
            return (at, complete);
        }
        at += 1;
        if !hex(at) {
            return (at, complete);
        }
    }
}

/// Where the dotted address that starts at `start` stops: at the first
/// byte that no `IPv4address` can have there (a fourth digit, a value
/// over 255, a leading zero, a fifth octet, anything else).
fn ipv4_stop(b: &[u8], start: usize) -> usize {
    let mut at = start;
    let mut dots = 0;
    loop {
        let o = at;
        let mut value = 0u16;
        while let Some(c) = b.get(at).filter(|c| c.is_ascii_digit()) {
            // A digit after a leading zero, or one that takes the value
            // over 255 (a fourth digit always does, the first being no
            // zero).
            let leading_zero = at > o && b.get(o) == Some(&b'0');
            let next = value * 10 + u16::from(c - b'0');
            if leading_zero || next > 255 {
                return at;
            }
            value = next;
            at += 1;
        }
        if at == o || dots == 3 || b.get(at) != Some(&b'.') {
            return at;
        }
        dots += 1;
        at += 1;
    }
}

/// The end of the `IPvFuture` at `k` (at its `v`), or the position of
/// its first byte that no `IPvFuture` can have.
fn ipv_future_end(b: &[u8], k: usize) -> Result<usize, usize> {
    if !matches!(b.get(k), Some(b'v' | b'V')) {
        return Err(k);
    }
    let mut at = k + 1;
    let hex = at;
    while b.get(at).is_some_and(|c| c.is_ascii_hexdigit()) {
        at += 1;
    }
    if at == hex || b.get(at) != Some(&b'.') {
        return Err(at);
    }
    at += 1;
    let tail = at;
    while b.get(at).is_some_and(|&c| classes::is(c, bits::USERINFO)) {
        at += 1;
    }
    if at == tail {
        return Err(at);
    }
    Ok(at)
}

/// The `IP-literal` at `k` (at its `[`), with RFC 6874's zone
/// identifiers when `zones`: its end after the `]`, what it holds, and
/// where its `ZoneID` starts ([`NONE`] when it has none); or the error
/// at the first byte that no IP literal can have.
#[inline(always)]
pub(crate) fn ip_literal_scan(
    t: Text<'_>,
    k: usize,
    zones: bool,
) -> Result<(usize, HostTag, u32), Fail> {
    let b = t.bytes();
    if b.get(k) != Some(&b'[') {
        return Err(t.miss(k, P::IpLiteral));
    }
    let inner = k + 1;
    let (end, tag, zone_at) = if matches!(b.get(inner), Some(b'v' | b'V')) {
        let end = ipv_future_end(b, inner)
            .map_err(|at| within(t.fail(at, P::IpvFuture), P::IpLiteral))?;
        (end, HostTag::IpvFuture, NONE)
    } else {
        let (stop, complete) = ipv6_scan(b, inner);
        if complete != Some(stop) {
            return Err(within(t.fail(stop, P::Ipv6address), P::IpLiteral));
        }
        if zones && b.get(stop) == Some(&b'%') {
            // `%25`, then `ZoneID`.
            for (j, want) in [(1, b'2'), (2, b'5')] {
                if b.get(stop + j) != Some(&want) {
                    let rest = if j == 1 { "25" } else { "5" };
                    return Err(within(
                        t.fail_literal(stop + j, rest, P::Ipv6addrz),
                        P::IpLiteral,
                    ));
                }
            }
            let zone = stop + 3;
            let end = t
                .run(zone, &classes::ZONE_ID, P::ZoneId)
                .map_err(|e| within(within(e, P::Ipv6addrz), P::IpLiteral))?;
            if end == zone {
                return Err(within(
                    within(t.fail(zone, P::ZoneId), P::Ipv6addrz),
                    P::IpLiteral,
                ));
            }
            (end, HostTag::Ipv6addrz, off(zone))
        } else {
            (stop, HostTag::Ipv6address, NONE)
        }
    };
    if b.get(end) != Some(&b']') {
        return Err(t.fail_literal(end, "]", P::IpLiteral));
    }
    Ok((end + 1, tag, zone_at))
}

/// The node of the `IP-literal` at `k..end` of `t` that holds `tag`
/// (its `ZoneID` at `zone`, for an `IPv6addrz`).
pub(crate) fn ip_literal_of<'a>(
    t: Text<'a>,
    k: usize,
    end: usize,
    tag: HostTag,
    zone: u32,
) -> IpLiteral<'a> {
    let inner = k + 1;
    let close = end.saturating_sub(1);
    let kind = match tag {
        HostTag::IpvFuture => IpLiteralKind::IpvFuture(IpvFuture::new(t.span(inner, close))),
        HostTag::Ipv6addrz => {
            let zone = pos(zone);
            IpLiteralKind::Ipv6addrz(Ipv6addrz {
                span: t.span(inner, close),
                address: Ipv6address::new(t.span(inner, zone.saturating_sub(3))),
                zone: ZoneId::new(t.span(zone, close)),
            })
        }
        _ => IpLiteralKind::Ipv6address(Ipv6address::new(t.span(inner, close))),
    };
    IpLiteral {
        span: t.span(k, end),
        kind,
    }
}

/// The `IP-literal` at `k`: [`ip_literal_scan`], and its node.
pub(crate) fn ip_literal_at<'a>(
    t: Text<'a>,
    k: usize,
    zones: bool,
) -> Result<(usize, IpLiteral<'a>), Fail> {
    fits(t)?;
    let (end, tag, zone) = ip_literal_scan(t, k, zones)?;
    Ok((end, ip_literal_of(t, k, end, tag, zone)))
}

/// The `host` at `k`: an IP literal at a `[`, else the `reg-name` run,
/// named an `IPv4address` when all of it is one; its end, its
/// alternative and `ZoneID` into `s`.
#[inline(always)]
pub(crate) fn host_shape<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    if t.at(k) == Some(b'[') {
        let (end, tag, zone) = ip_literal_scan(t, k, zones).map_err(|e| within(e, P::Host))?;
        s.host = tag;
        s.zone = zone;
        return Ok(end);
    }
    let end = t
        .run_in::<IRI>(k, &classes::REG_NAME, P::RegName, Wide::Ucschar)
        .map_err(|e| within(e, P::Host))?;
    s.host = if is_ipv4address(t.bytes().get(k..end).unwrap_or_default()) {
        HostTag::Ipv4address
    } else {
        HostTag::RegName
    };
    Ok(end)
}

/// The node of the host at `k..end` of `t` that is `tag`.
pub(crate) fn host_of<'a>(t: Text<'a>, k: usize, end: usize, tag: HostTag, zone: u32) -> Host<'a> {
    let span = t.span(k, end);
    let kind = match tag {
        HostTag::RegName => HostKind::RegName(RegName::new(span)),
        HostTag::Ipv4address => HostKind::Ipv4address(Ipv4address::new(span)),
        _ => HostKind::IpLiteral(ip_literal_of(t, k, end, tag, zone)),
    };
    Host { span, kind }
}

/// The `host` at `k`: [`host_shape`], and its node.
pub(crate) fn host_at<'a>(t: Text<'a>, k: usize, zones: bool) -> Result<(usize, Host<'a>), Fail> {
    fits(t)?;
    let mut s = Shape::EMPTY;
    let end = host_shape::<false>(t, k, zones, &mut s)?;
    Ok((end, host_of(t, k, end, s.host, s.zone)))
}

/// The end of the `port` at `k`.
fn port_end(b: &[u8], k: usize) -> usize {
    let mut at = k;
    while b.get(at).is_some_and(u8::is_ascii_digit) {
        at += 1;
    }
    at
}

/// The `authority` at `k`, read as this module's documentation says,
/// into the authority's fields of `s`: its end, or the error at the
/// first byte no authority can have.
#[inline(always)]
pub(crate) fn authority_shape<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    authority_inner::<IRI>(t, k, zones, s).map_err(|e| within(e, P::Authority))
}

#[inline(always)]
fn authority_inner<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    let b = t.bytes();
    // The run of `reg-name` characters from `k` is the start of the run
    // of `userinfo` ones (the two classes differ by `:` alone): read
    // once, it is the host when neither a `:` nor an `@` ends it (most
    // authorities), and where a `:` ends it the `userinfo` run goes on
    // from there. An `@`, a `[` at `k` and an error are read below.
    let run = match reg_name_run::<IRI>(t, k) {
        Ok(r) => match b.get(r) {
            Some(b'@') => r,
            Some(b':') => {
                let run = t.run_in::<IRI>(r, &classes::USERINFO, P::Userinfo, Wide::Ucschar)?;
                if b.get(run) != Some(&b'@') {
                    // `host ":" port`, the host the `reg-name` run.
                    let end = port_end(b, r + 1);
                    if run > end {
                        return Err(t.fail_literal(run, "@", P::Userinfo));
                    }
                    return Ok(host_alone(b, k, r, end, s));
                }
                run
            }
            Some(b'[') if r == k => k,
            _ => return Ok(host_alone(b, k, r, r, s)),
        },
        // The error, as the `userinfo` run meets it.
        Err(_) => t.run_in::<IRI>(k, &classes::USERINFO, P::Userinfo, Wide::Ucschar)?,
    };
    let has_at = b.get(run) == Some(&b'@');
    let host_start = if has_at { run + 1 } else { k };
    let host_end = host_shape::<IRI>(t, host_start, zones, s)?;
    let end = if b.get(host_end) == Some(&b':') {
        port_end(b, host_end + 1)
    } else {
        host_end
    };
    // Without an `@` the run is `k` (an IP literal at `k`): a run of
    // `userinfo` that went on past `host [ ":" port ]` without one was
    // refused above, and a malformed escape in it is an error there.
    s.auth_start = off(k);
    s.at = if has_at { off(run) } else { NONE };
    s.host_end = off(host_end);
    s.auth_end = off(end);
    Ok(end)
}

/// The end of the run of `reg-name` characters from `k` (and, in an IRI,
/// of `ucschar`), or the position of a malformed escape in it.
#[inline(always)]
fn reg_name_run<const IRI: bool>(t: Text<'_>, k: usize) -> Result<usize, usize> {
    let b = t.bytes();
    let mut r = class::run_end_word(b, k, &classes::CLASSES, bits::REG_NAME, true)?;
    if IRI {
        while let Some(n) = wide_len(t.text, r, Wide::Ucschar) {
            r = class::run_end_word(b, r + n, &classes::CLASSES, bits::REG_NAME, true)?;
        }
    }
    Ok(r)
}

/// Writes into `s` the authority `k..end` with no `userinfo`, whose host
/// is the `reg-name` run `k..host_end` (an `IPv4address` when all of it
/// is one); its end.
#[inline(always)]
fn host_alone(b: &[u8], k: usize, host_end: usize, end: usize, s: &mut Shape) -> usize {
    s.host = if is_ipv4address(b.get(k..host_end).unwrap_or_default()) {
        HostTag::Ipv4address
    } else {
        HostTag::RegName
    };
    s.auth_start = off(k);
    s.at = NONE;
    s.host_end = off(host_end);
    s.auth_end = off(end);
    end
}

/// The node of the authority of `s` in `t`, if there is one.
pub(crate) fn authority_of<'a>(t: Text<'a>, s: &Shape) -> Option<Authority<'a>> {
    if s.auth_start == NONE {
        return None;
    }
    let (k, host_end, end) = (pos(s.auth_start), pos(s.host_end), pos(s.auth_end));
    let (userinfo, host_start) = if s.at == NONE {
        (None, k)
    } else {
        (Some(Userinfo::new(t.span(k, pos(s.at)))), pos(s.at) + 1)
    };
    Some(Authority {
        span: t.span(k, end),
        userinfo,
        host: host_of(t, host_start, host_end, s.host, s.zone),
        port: (host_end < end).then(|| Port::new(t.span(host_end + 1, end))),
    })
}

/// The `authority` at `k`: [`authority_shape`], and its node.
pub(crate) fn authority_at<'a>(
    t: Text<'a>,
    k: usize,
    zones: bool,
) -> Result<(usize, Authority<'a>), Fail> {
    fits(t)?;
    let mut s = Shape::EMPTY;
    let end = authority_shape::<false>(t, k, zones, &mut s)?;
    let a = authority_of(t, &s).ok_or_else(|| t.fail(k, P::Authority))?;
    Ok((end, a))
}

// ---------------------------------------------------------------------
// The combinators.

/// Runs a scanner from the start of `i` as a combinator: its node and the
/// rest of the input after it.
fn run_scanner<'a, T>(
    i: Input<'a>,
    f: impl FnOnce(Text<'a>) -> Result<(usize, T), Fail>,
) -> IResult<'a, T> {
    let t = Text::of(&i);
    let (end, node) = f(t)?;
    Ok((t.rest(i, end), node))
}

/// ```bnf
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// Split at its one `@`; a run of `userinfo` characters that no `@` ends
/// must be all of `host [ ":" port ]`, or the error is where the run
/// ends (`h:x/` at the `/`: an `@` there would have made `h:x` a
/// `userinfo`). Zone identifiers are not read here (see
/// [`Options::zone_ids`](super::Options)).
///
/// ```
/// use rfc1738::rfc3986::{authority, Input};
/// let (rest, a) = authority::authority(Input::new("joe:pw@[::1]:8080/x")).unwrap();
/// assert_eq!(a.userinfo().unwrap().as_str(), "joe:pw");
/// assert_eq!(a.host().kind_name(), "IP-literal");
/// assert_eq!(a.port().unwrap().number(), Some(8080));
/// assert_eq!(rest.as_str(), "/x");
/// ```
pub fn authority(i: Input) -> IResult<Authority> {
    crate::syntax::enter(i, |i| run_scanner(i, |t| authority_at(t, 0, false)))
}

/// ```bnf
/// userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
/// ```
pub fn userinfo(i: Input) -> IResult<Userinfo> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let end = t.run(0, &classes::USERINFO, P::Userinfo)?;
            Ok((end, Userinfo::new(t.span(0, end))))
        })
    })
}

/// ```bnf
/// host          = IP-literal / IPv4address / reg-name
/// ```
///
/// First-match-wins (§3.2.2): the `reg-name` run is an `IPv4address`
/// when all of it is one.
///
/// ```
/// use rfc1738::rfc3986::{authority, Input};
/// let kind = |s| authority::host(Input::new(s)).unwrap().1.kind_name();
/// assert_eq!(kind("1.2.3.4"), "IPv4address");
/// assert_eq!(kind("1.2.3.400"), "reg-name");
/// assert_eq!(kind("[v7.x]"), "IP-literal");
/// ```
pub fn host(i: Input) -> IResult<Host> {
    crate::syntax::enter(i, |i| run_scanner(i, |t| host_at(t, 0, false)))
}

/// ```bnf
/// port          = *DIGIT
/// ```
pub fn port(i: Input) -> IResult<Port> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let end = port_end(t.bytes(), 0);
            Ok((end, Port::new(t.span(0, end))))
        })
    })
}

/// ```bnf
/// IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
///
/// A `v` (or `V`: ABNF strings are case-insensitive) after the `[`
/// starts an `IPvFuture`; anything else an `IPv6address`. RFC 6874's
/// `IPv6addrz` is [`ip_literal_rfc6874`].
pub fn ip_literal(i: Input) -> IResult<IpLiteral> {
    crate::syntax::enter(i, |i| run_scanner(i, |t| ip_literal_at(t, 0, false)))
}

/// `IP-literal` as RFC 6874 §2 amends it, with zone identifiers:
///
/// ```bnf
/// IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"
/// ```
///
/// ```
/// use rfc1738::rfc3986::{authority, Input};
/// let (_, lit) = authority::ip_literal_rfc6874(Input::new("[fe80::1%25eth0]")).unwrap();
/// assert!(matches!(lit.kind(), authority::IpLiteralKind::Ipv6addrz(z) if z.zone_id().as_str() == "eth0"));
/// assert!(authority::ip_literal_rfc6874(Input::new("[fe80::1%eth0]")).is_err());
/// ```
pub fn ip_literal_rfc6874(i: Input) -> IResult<IpLiteral> {
    crate::syntax::enter(i, |i| run_scanner(i, |t| ip_literal_at(t, 0, true)))
}

/// ```bnf
/// IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// ```
pub fn ipv_future(i: Input) -> IResult<IpvFuture> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| match ipv_future_end(t.bytes(), 0) {
            Ok(end) => Ok((end, IpvFuture::new(t.span(0, end)))),
            Err(0) => Err(t.miss(0, P::IpvFuture)),
            Err(at) => Err(t.fail(at, P::IpvFuture)),
        })
    })
}

/// ```bnf
/// IPv6address   =                            6( h16 ":" ) ls32
///               /                       "::" 5( h16 ":" ) ls32
///               / [               h16 ] "::" 4( h16 ":" ) ls32
///               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///               / [ *4( h16 ":" ) h16 ] "::"              ls32
///               / [ *5( h16 ":" ) h16 ] "::"              h16
///               / [ *6( h16 ":" ) h16 ] "::"
/// ```
///
/// The longest prefix that is an address (counted, not tried
/// alternative by alternative: the module's documentation).
///
/// ```
/// use rfc1738::rfc3986::{authority, Input};
/// let (rest, a) = authority::ipv6address(Input::new("::ffff:192.0.2.1]")).unwrap();
/// assert_eq!((a.as_str(), rest.as_str()), ("::ffff:192.0.2.1", "]"));
/// assert!(authority::ipv6address(Input::new("1:2:3")).is_err());
/// ```
pub fn ipv6address(i: Input) -> IResult<Ipv6address> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| match ipv6_scan(t.bytes(), 0) {
            (_, Some(end)) => Ok((end, Ipv6address::new(t.span(0, end)))),
            (stop, None) => Err(if stop == 0 {
                t.miss(0, P::Ipv6address)
            } else {
                t.fail(stop, P::Ipv6address)
            }),
        })
    })
}

/// ```bnf
/// IPv6addrz = IPv6address "%25" ZoneID
/// ```
///
/// RFC 6874 §2: the `%` of the zone is itself percent-encoded
/// (`fe80::1%25eth0`); `fe80::1%eth0` is no `IPv6addrz`.
pub fn ipv6addrz(i: Input) -> IResult<Ipv6addrz> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let b = t.bytes();
            let (stop, complete) = ipv6_scan(b, 0);
            let Some(a) = complete else {
                return Err(within(
                    if stop == 0 {
                        t.miss(0, P::Ipv6address)
                    } else {
                        t.fail(stop, P::Ipv6address)
                    },
                    P::Ipv6addrz,
                ));
            };
            for (j, rest) in [(0, "%25"), (1, "25"), (2, "5")] {
                if b.get(a + j) != rest.as_bytes().first() {
                    return Err(t.fail_literal(a + j, rest, P::Ipv6addrz));
                }
            }
            let zone = a + 3;
            let end = t
                .run(zone, &classes::ZONE_ID, P::ZoneId)
                .map_err(|e| within(e, P::Ipv6addrz))?;
            if end == zone {
                return Err(within(t.fail(zone, P::ZoneId), P::Ipv6addrz));
            }
            Ok((
                end,
                Ipv6addrz {
                    span: t.span(0, end),
                    address: Ipv6address::new(t.span(0, a)),
                    zone: ZoneId::new(t.span(zone, end)),
                },
            ))
        })
    })
}

/// ```bnf
/// ZoneID = 1*( unreserved / pct-encoded )
/// ```
pub fn zone_id(i: Input) -> IResult<ZoneId> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let end = t.run(0, &classes::ZONE_ID, P::ZoneId)?;
            if end == 0 {
                return Err(t.miss(0, P::ZoneId));
            }
            Ok((end, ZoneId::new(t.span(0, end))))
        })
    })
}

/// ```bnf
/// h16           = 1*4HEXDIG
/// ```
///
/// At most four digits: of `12345` it matches `1234`.
pub fn h16(i: Input) -> IResult<H16> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| match h16_end(t.bytes(), 0) {
            0 => Err(t.miss(0, P::H16)),
            end => Ok((end, H16::new(t.span(0, end)))),
        })
    })
}

/// ```bnf
/// ls32          = ( h16 ":" h16 ) / IPv4address
/// ```
pub fn ls32(i: Input) -> IResult<Ls32> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let b = t.bytes();
            let first = h16_end(b, 0);
            if first > 0 && b.get(first) == Some(&b':') {
                let second = h16_end(b, first + 1);
                if second > first + 1 {
                    return Ok((second, Ls32::new(t.span(0, second))));
                }
            }
            match ipv4_end(b, 0) {
                Ok(end) => Ok((end, Ls32::new(t.span(0, end)))),
                Err(0) => Err(t.miss(0, P::Ls32)),
                Err(at) => Err(t.fail(at.max(first), P::Ls32)),
            }
        })
    })
}

/// ```bnf
/// IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// ```
///
/// Each `dec-octet` the longest: of `1.2.3.456` it matches `1.2.3.45`.
pub fn ipv4address(i: Input) -> IResult<Ipv4address> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| match ipv4_end(t.bytes(), 0) {
            Ok(end) => Ok((end, Ipv4address::new(t.span(0, end)))),
            Err(0) => Err(t.miss(0, P::Ipv4address)),
            Err(at) => Err(t.fail(at, P::Ipv4address)),
        })
    })
}

/// ```bnf
/// dec-octet     = DIGIT                 ; 0-9
///               / %x31-39 DIGIT         ; 10-99
///               / "1" 2DIGIT            ; 100-199
///               / "2" %x30-34 DIGIT     ; 200-249
///               / "25" %x30-35          ; 250-255
/// ```
///
/// The longest alternative that matches: `255` whole, `25` of `256`,
/// `0` of `01`.
pub fn dec_octet(i: Input) -> IResult<DecOctet> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| match dec_octet_end(t.bytes(), 0) {
            Some(end) => Ok((end, DecOctet::new(t.span(0, end)))),
            None => Err(t.miss(0, P::DecOctet)),
        })
    })
}

/// ```bnf
/// reg-name      = *( unreserved / pct-encoded / sub-delims )
/// ```
pub fn reg_name(i: Input) -> IResult<RegName> {
    crate::syntax::enter(i, |i| {
        run_scanner(i, |t| {
            let end = t.run(0, &classes::REG_NAME, P::RegName)?;
            Ok((end, RegName::new(t.span(0, end))))
        })
    })
}
