//! The shape of a parsed reference: where its parts begin and end, as
//! byte offsets into the input. Every node of the reference-level
//! productions (`URI-reference`, `absoluteURI`, `relativeURI`,
//! `hier_part`, `net_path`) is its span and one `Shape`, and builds the
//! nodes of its parts on demand: the tree a parse returns stays small
//! (it is copied out of every combinator), and reading a part costs a
//! slice.
//!
//! Offsets are `u32` (the reference combinators refuse an input that
//! reaches past `u32::MAX` bytes); [`NONE`] marks a part that is absent.
//! Imports nothing from the grammar's modules, which all import it.

use crate::syntax::Span;

/// An absent part.
pub(crate) const NONE: u32 = u32::MAX;

/// What the authority is, if there is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub(crate) enum Auth {
    /// No authority (no `"//"`).
    None,
    /// A `reg_name`.
    RegName,
    /// The empty `server`.
    Empty,
    /// A `server` whose host is a `hostname`.
    Hostname,
    /// A `server` whose host is an `IPv4address`.
    Ipv4address,
    /// A `server` whose host is an `IPv6reference`.
    Ipv6reference,
}

/// Where the parts of a reference are (offsets into the whole input).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Shape {
    /// The `":"` after the scheme.
    pub(crate) scheme_end: u32,
    /// The first byte of the authority (after `"//"`).
    pub(crate) auth_start: u32,
    /// One past the authority.
    pub(crate) auth_end: u32,
    /// The `"@"` of a server's userinfo.
    pub(crate) at: u32,
    /// One past a server's host (a `":"` and the port follow when it is
    /// before `auth_end`).
    pub(crate) host_end: u32,
    /// The first byte of the path (of `abs_path`, `rel_path` or
    /// `opaque_part`).
    pub(crate) path_start: u32,
    /// One past the path: the `"?"` of a query, the `"#"` of a fragment,
    /// or the end.
    pub(crate) path_end: u32,
    /// One past the query (which starts after the `"?"` at `path_end`).
    pub(crate) query_end: u32,
    /// The `"#"` of the fragment.
    pub(crate) hash: u32,
    /// The authority's kind.
    pub(crate) auth: Auth,
    /// [`OPAQUE`], [`REL_PATH`], [`EMPTY_PATH`].
    pub(crate) flags: u8,
}

/// The path is an `opaque_part`.
pub(crate) const OPAQUE: u8 = 1;
/// The path is a `rel_path`.
pub(crate) const REL_PATH: u8 = 2;
/// A relative reference with an empty path before its `"?"` (accepted
/// only under `Options::empty_relative_path`).
pub(crate) const EMPTY_PATH: u8 = 4;

impl Shape {
    /// No part yet, everything starting at `at`.
    pub(crate) const fn at(at: u32) -> Shape {
        Shape {
            scheme_end: NONE,
            auth_start: NONE,
            auth_end: NONE,
            at: NONE,
            host_end: NONE,
            path_start: at,
            path_end: at,
            query_end: NONE,
            hash: NONE,
            auth: Auth::None,
            flags: 0,
        }
    }

    pub(crate) fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }
}

/// The sub-span of `span` between the offsets `from` and `to` of the
/// whole input (both within `span`).
pub(crate) fn part<'a>(span: Span<'a>, from: u32, to: u32) -> Span<'a> {
    let start = span.start();
    let from = (from as usize).saturating_sub(start);
    let to = (to as usize).saturating_sub(start);
    span.slice(from, to.max(from))
}

/// `n` as an offset, if it fits.
#[inline(always)]
pub(crate) fn off(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(NONE)
}
