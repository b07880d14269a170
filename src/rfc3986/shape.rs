//! The shape of a parsed reference: where its parts begin and end, as
//! byte offsets from the reference's first byte. A [`UriReference`](super::UriReference)
//! is its span and one `Shape`, and builds the nodes of its parts
//! (`hier-part`, `authority`, `host`, `path`, ...) when asked for: the
//! scan writes offsets and makes no node, and the value a parse returns
//! stays small.
//!
//! Offsets are `u32` (the reference scanners refuse a text that reaches
//! past `u32::MAX` bytes); [`NONE`] marks a part that is absent.

use super::path::PathKind;

/// An absent part.
pub(crate) const NONE: u32 = u32::MAX;

/// Which alternative of `host` (and of `IP-literal`) a host is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub(crate) enum HostTag {
    /// A `reg-name`.
    RegName,
    /// An `IPv4address`.
    Ipv4address,
    /// An `IP-literal` holding an `IPv6address`.
    Ipv6address,
    /// An `IP-literal` holding an `IPv6addrz` (RFC 6874).
    Ipv6addrz,
    /// An `IP-literal` holding an `IPvFuture`.
    IpvFuture,
}

/// Where the parts of a reference are, in bytes from its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Shape {
    /// The `":"` after the scheme; [`NONE`] in a `relative-ref`.
    pub(crate) scheme_end: u32,
    /// The first byte of the authority (after `"//"`), if there is one.
    pub(crate) auth_start: u32,
    /// The `"@"` after the `userinfo`, if there is one.
    pub(crate) at: u32,
    /// One past the host (a `":"` and the port follow when it is before
    /// `auth_end`).
    pub(crate) host_end: u32,
    /// One past the authority.
    pub(crate) auth_end: u32,
    /// The first byte of the `ZoneID` of an `IPv6addrz` host.
    pub(crate) zone: u32,
    /// The first byte of the path.
    pub(crate) path_start: u32,
    /// One past the path: the `"?"` of a query, the `"#"` of a fragment,
    /// or the end.
    pub(crate) path_end: u32,
    /// One past the query (which starts after the `"?"` at `path_end`).
    pub(crate) query_end: u32,
    /// The `"#"` before the fragment.
    pub(crate) hash: u32,
    /// The host's alternative, when there is an authority.
    pub(crate) host: HostTag,
    /// The path's alternative.
    pub(crate) path: PathKind,
}

impl Shape {
    /// No part read yet: no scheme, authority, query or fragment, and an
    /// empty path at the start.
    pub(crate) const EMPTY: Shape = Shape {
        scheme_end: NONE,
        auth_start: NONE,
        at: NONE,
        host_end: NONE,
        auth_end: NONE,
        zone: NONE,
        path_start: 0,
        path_end: 0,
        query_end: NONE,
        hash: NONE,
        host: HostTag::RegName,
        path: PathKind::Empty,
    };
}

/// `n` as an offset. Every scan starts with [`fits`], so `n`, at most
/// the text's length, is below [`NONE`] and the cast keeps it whole; a
/// checked conversion here ran on each offset a scan writes (without
/// it, RFC 3986's instructions are up to 1.4 % fewer per corpus, RFC
/// 3987's up to 2.1 %).
#[inline(always)]
pub(crate) fn off(n: usize) -> u32 {
    n as u32
}

/// An offset as a position.
#[inline(always)]
pub(crate) fn pos(n: u32) -> usize {
    n as usize
}

/// Whether every offset into `text` fits a `u32` other than [`NONE`].
#[inline(always)]
pub(crate) fn fits(text: &str) -> bool {
    text.len() < NONE as usize
}
