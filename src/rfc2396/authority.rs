//! RFC 2396 §3.2 "Authority Component", as amended by RFC 2732 §3 (IPv6
//! literals in brackets, RFC 2373's `IPv4address`).
//!
//! ```text
//! <userinfo>@<host>:<port>
//! ```
//!
//! Decisions (the authority as one run read as `server`, else as
//! `reg_name`; labels and the trailing dot of `hostname` without
//! backtracking; `IPv4address` of one to three digits; the text forms of
//! `IPv6address`): this module's grammar note.

use core::fmt;
use std::net::Ipv6Addr;

use nom::Parser;

use super::chars::{is_alpha, is_alphanum};
use super::classes::{self, bits, class};
use super::production::{IResult, Production};
use crate::syntax::class as kernel;
use crate::syntax::macros::{leaf, named};
use crate::syntax::value::decimal;
use crate::syntax::{Error, Input, OutOfRange, Span, SplitSpan};

/// The node of `authority`: a `server` or a `reg_name`.
///
/// ```bnf
/// authority     = server | reg_name
/// ```
///
/// When the text reads as both (`host`, `u@h:80`), it is a `server`
/// (the module's grammar note, "Decisions").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Authority<'a> {
    /// A server: optional `userinfo "@"`, then host and optional port
    /// (or nothing at all: the empty authority of `http://`).
    Server(Server<'a>),
    /// A registry-based name (§3.2.1): any other run of its characters,
    /// such as `a_b`, `host:port` or `u@h@x`.
    RegName(RegName<'a>),
}

impl<'a> Authority<'a> {
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            Authority::Server(s) => s.span(),
            Authority::RegName(r) => r.span(),
        }
    }
    /// The authority, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }
    /// The server, if the authority is one.
    pub fn server(&self) -> Option<Server<'a>> {
        match self {
            Authority::Server(s) => Some(*s),
            Authority::RegName(_) => None,
        }
    }
    /// The registry-based name, if the authority is one.
    pub fn reg_name(&self) -> Option<RegName<'a>> {
        match self {
            Authority::RegName(r) => Some(*r),
            Authority::Server(_) => None,
        }
    }
}

/// ```bnf
/// authority     = server | reg_name
/// ```
///
/// Deterministic: the authority is the longest run of the bytes that
/// `reg_name` or `server` may hold (no `"/"`, `"?"` or `"#"`, which end
/// it, §3.2); the run is a `server` if all of it reads as one, else a
/// `reg_name` if all of it reads as one, else no authority (the further
/// of the two failures is reported; a server that got as far as a
/// complete host or port is the match, so that the error after it says
/// what may follow there). A literal `alt((server, reg_name))` never
/// reaches `reg_name`: `server` matches the empty string.
pub fn authority<'a>(i: Input<'a>) -> IResult<'a, Authority<'a>> {
    crate::syntax::enter(i, |i| {
        named!("authority", |i: Input<'a>| {
            let b = i.as_bytes();
            let (end, at) = authority_scan(b, i.location_offset())?;
            let run = b.get(..end).unwrap_or_default();
            let (shape, end) =
                read_authority(run, at, i.location_offset()).map_err(nom::Err::Error)?;
            let (rest, span) = kernel::split(i, end);
            Ok((rest, shape.node(span)))
        })
        .parse(i)
    })
}

/// The end of the authority run of `b` (the bytes of `reg_name` and
/// `"["`, `"]"`, with escapes; a `%` that starts no escape is a committed
/// failure), and the first `"@"` of the run, in one pass.
#[inline(always)]
pub(crate) fn authority_scan(
    b: &[u8],
    base: usize,
) -> Result<(usize, Option<usize>), nom::Err<Error<Production>>> {
    let mut k = 0;
    let mut at = None;
    loop {
        match b.get(k) {
            Some(&c) if class(c) & bits::AUTHORITY != 0 => {
                if c == b'@' && at.is_none() {
                    at = Some(k);
                }
                k += 1;
            }
            Some(b'%') => match kernel::escape_len(b, k) {
                Ok(Some(n)) => k += n,
                Ok(None) => return Ok((k, at)),
                Err(bad) => return bad_escape_or_end(b, k, bad, base).map(|end| (end, at)),
            },
            _ => return Ok((k, at)),
        }
    }
}

/// A malformed escape at `b[pct..]` (its first bad byte at `bad`) in an
/// authority run. Before it, a `"["` or `"]"` is in no `reg_name` (RFC
/// 2396 §3.2.1), so the run can only be a `server` with an
/// `IPv6reference` (RFC 2732 §3), whose text holds no `"%"` (the
/// literal's hex pieces, its `"]"`, then an optional `":"` port): the
/// mistake is at the `"%"` or before it, and the run ends there for
/// [`read_authority`] to find it (`http://h]%zz/` at the `"]"`,
/// `http://[fe860::1%eth0]/` at the fifth hex digit, `http://[::1]%zz/`
/// at the `"%"`). Without a bracket the run is a `reg_name` up to the
/// escape, and the escape's own error stands.
#[cold]
fn bad_escape_or_end(
    b: &[u8],
    pct: usize,
    bad: usize,
    base: usize,
) -> Result<usize, nom::Err<Error<Production>>> {
    if b.get(..pct)
        .unwrap_or_default()
        .iter()
        .any(|&c| c == b'[' || c == b']')
    {
        Ok(pct)
    } else {
        Err(nom::Err::Failure(bad_escape(bad, base)))
    }
}

/// The error of a `%` that starts no escape in an authority run without
/// a bracket before it ([`bad_escape_or_end`]), the first bad byte being
/// at `at`: the escape's `hex` (RFC 2396 §2.4.1).
#[cold]
fn bad_escape(at: usize, base: usize) -> Error<Production> {
    Error::expected(base + at, Production::Hex).within(Production::Escaped)
}

/// How an authority run reads: as a server (with the offsets of its
/// parts, relative to the run), or as a `reg_name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum AuthorityShape {
    Server(ServerShape),
    RegName,
}

impl AuthorityShape {
    /// The node over `span`, the run this shape was read from.
    pub(crate) fn node(self, span: Span<'_>) -> Authority<'_> {
        match self {
            AuthorityShape::Server(s) => Authority::Server(s.node(span)),
            AuthorityShape::RegName => Authority::RegName(RegName::new(span)),
        }
    }
}

/// A server read from a run: where its `"@"` is (if any), and its host
/// (if any: the empty server has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ServerShape {
    pub(crate) at: Option<usize>,
    pub(crate) host: Option<HostShape>,
}

/// A host within a server: where it starts and ends (relative to the
/// server's run) and which kind it is. A port follows its `":"` when the
/// host ends before the run does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct HostShape {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) kind: HostKind,
}

/// The three kinds of `host`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HostKind {
    Hostname,
    Ipv4address,
    Ipv6reference,
}

impl ServerShape {
    fn node(self, span: Span<'_>) -> Server<'_> {
        Server {
            span,
            at: self.at,
            hostport: self.host.map(|h| Hostport {
                span: span.slice(h.start, span.len()),
                host_len: h.end - h.start,
                kind: h.kind,
            }),
        }
    }
}

/// Reads the whole authority run `run` (starting at byte `base` of the
/// input) as a `server`, else as a `reg_name`; else, when a server ends
/// before the run does (after a complete host or port) no earlier than
/// the `reg_name` reading fails, that server, which ends the authority
/// (what follows it is then the error, with what may follow a host or a
/// port). Returns the shape and where the authority ends in the run.
#[inline]
pub(crate) fn read_authority(
    run: &[u8],
    at: Option<usize>,
    base: usize,
) -> Result<(AuthorityShape, usize), Error<Production>> {
    match read_server(run, at, base) {
        Ok(s) => Ok((AuthorityShape::Server(s), run.len())),
        Err(fault) => {
            match kernel::run_end_word(run, 0, &classes::CLASSES, bits::REG_NAME, true) {
                Ok(n) if n == run.len() && n > 0 => Ok((AuthorityShape::RegName, n)),
                Ok(n) => {
                    let by_name = Error::expected(base + n, Production::RegName);
                    match fault {
                        ServerFault::Short(shape, end) if end >= n => {
                            Ok((AuthorityShape::Server(shape), end))
                        }
                        // A server that ends before the `reg_name`
                        // reading fails: that failure is further on.
                        ServerFault::Short(..) => Err(by_name),
                        ServerFault::Error(e) => Err(nom::error::ParseError::or(
                            e.within(Production::Server),
                            by_name,
                        )),
                    }
                }
                Err(at) => Err(classes::REG_NAME.bad_escape(base + at)),
            }
        }
    }
}

/// Why an authority run is no `server` ([`read_server`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum ServerFault {
    /// No server starts the run: the error.
    Error(Error<Production>),
    /// A server (its host complete, and its port if it has one) ends at
    /// byte `.1` of the run, at a byte that no server holds there.
    Short(ServerShape, usize),
}

/// Reads all of `run` as a `server` (the empty run is the empty server);
/// `at` is the first `"@"` of the run, if any. When `userinfo` cannot
/// reach the `"@"`, the run is also read without it (a `hostport` from
/// its start, which stops at the `"@"` at the latest): the fault of the
/// reading that got further (the second on a tie) is returned.
#[inline]
pub(crate) fn read_server(
    run: &[u8],
    at: Option<usize>,
    base: usize,
) -> Result<ServerShape, ServerFault> {
    if run.is_empty() {
        return Ok(ServerShape {
            at: None,
            host: None,
        });
    }
    let from = match at {
        Some(a) => {
            let n = kernel::run_end_word(run, 0, &classes::CLASSES, bits::USERINFO, true)
                .map_err(|k| ServerFault::Error(classes::USERINFO.bad_escape(base + k)))?;
            if n != a {
                let by_user = Error::expected(base + n, Production::Userinfo);
                return Err(match server_tail(run, 0, None, base) {
                    Err(ServerFault::Short(shape, end)) if end >= n => {
                        ServerFault::Short(shape, end)
                    }
                    Err(ServerFault::Error(e)) if e.offset() > base + n => ServerFault::Error(e),
                    _ => ServerFault::Error(by_user),
                });
            }
            a + 1
        }
        None => 0,
    };
    server_tail(run, from, at, base)
}

/// Reads the `hostport` at `run[from..]` (after the `"@"` at `at`, if
/// any), which must end the run.
#[inline(always)]
fn server_tail(
    run: &[u8],
    from: usize,
    at: Option<usize>,
    base: usize,
) -> Result<ServerShape, ServerFault> {
    let host = read_hostport(run, from, base).map_err(ServerFault::Error)?;
    let shape = ServerShape {
        at,
        host: Some(host),
    };
    if host.end < run.len() {
        // After the host, only `":" port` may come in a server.
        if run.get(host.end) != Some(&b':') {
            return Err(ServerFault::Short(shape, host.end));
        }
        let digits = run
            .get(host.end + 1..)
            .unwrap_or_default()
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let port_end = host.end + 1 + digits;
        if port_end < run.len() {
            return Err(ServerFault::Short(shape, port_end));
        }
    }
    Ok(shape)
}

/// Reads the host of a `hostport` at `run[from..]`; the port, if any, is
/// the caller's.
#[inline]
fn read_hostport(run: &[u8], from: usize, base: usize) -> Result<HostShape, Error<Production>> {
    host_at(run, from, base).map_err(|e| e.within(Production::Host).within(Production::Hostport))
}

/// Reads the `host` at `b[k..]`: an `IPv6reference` after `"["`, else the
/// longest run of `alphanum | "-" | "."`, a `hostname` if it has a
/// letter, else an `IPv4address` (the two are disjoint: a `toplabel`
/// starts with a letter, an `IPv4address` has none). The caller names
/// `host` around the errors.
#[inline]
pub(crate) fn host_at(b: &[u8], k: usize, base: usize) -> Result<HostShape, Error<Production>> {
    if b.get(k) == Some(&b'[') {
        let end = ipv6reference_end(b, k, base).map_err(|e| e.within(Production::Ipv6reference))?;
        return Ok(HostShape {
            start: k,
            end,
            kind: HostKind::Ipv6reference,
        });
    }
    let (e, kind) = host_run(b, k);
    if e == k {
        return Err(Error::at(base + k));
    }
    let kind = match kind {
        Some(kind) => kind,
        None => check_host(b.get(k..e).unwrap_or_default(), base + k)?,
    };
    Ok(HostShape {
        start: k,
        end: e,
        kind,
    })
}

/// The run of host bytes (`alphanum | "-" | "."`) at `b[k..]`: its end,
/// and what it reads as: a `hostname` if it has a letter and is one
/// (every label starts and ends with an `alphanum`, the last starts with
/// a letter, one final `"."` allowed), an `IPv4address` if it has no
/// letter and is one, else `None` (`check_host` says why). The kernel of
/// `host` for the combinators and the fast path.
///
/// One pass, eight bytes at a time while all eight are host bytes: each
/// byte's class bits are checked against the byte before without a
/// branch (the `NO_*_AFTER` bits sit two above `DOT` and `DASH`: a `"."`
/// or `"-"` after a `"."`, a `"."` after a `"-"`), and the letters are
/// or-ed together. The first byte of the last label is found after the
/// run, from its end.
#[inline(always)]
pub(crate) fn host_run(b: &[u8], k: usize) -> (usize, Option<HostKind>) {
    use bits::{ALPHA, DASH, DOT, HOST};
    let mut letters = 0;
    let mut prev = class(b'.');
    let mut bad = 0;
    let mut rest = b.get(k..).unwrap_or_default();
    while let Some((chunk, after)) = rest.split_first_chunk::<8>() {
        if chunk.iter().fold(HOST, |all, &c| all & class(c)) == 0 {
            break;
        }
        for &c in chunk {
            let c = class(c);
            letters |= c;
            bad |= (prev >> 2) & c;
            prev = c;
        }
        rest = after;
    }
    let mut n = 0;
    for &c in rest {
        let c = class(c);
        if c & HOST == 0 {
            break;
        }
        letters |= c;
        bad |= (prev >> 2) & c;
        prev = c;
        n += 1;
    }
    let e = b.len() - rest.len() + n;
    // A label may not end with "-" (the last one included).
    const DOT_DASH: u32 = kernel::union(&[DOT, DASH]);
    bad = (bad & DOT_DASH) | (prev & DASH);
    let run = b.get(k..e).unwrap_or_default();
    if letters & ALPHA != 0 {
        // The first byte of the last label (before a final ".").
        let body = match run.split_last() {
            Some((b'.', body)) => body,
            _ => run,
        };
        let top = last_label(body);
        let top_is_alpha = body.get(top).is_some_and(|&c| class(c) & ALPHA != 0);
        (e, (bad == 0 && top_is_alpha).then_some(HostKind::Hostname))
    } else {
        let ipv4 = matches!(ipv4_len(run), Ok(n) if n == run.len());
        (e, ipv4.then_some(HostKind::Ipv4address))
    }
}

/// Where the last label of `body` (a host run without its final `"."`)
/// starts: after its last `"."`, found among its last eight bytes as the
/// highest byte equal to `"."` of the word (the [`kernel::zero_bytes`]
/// of the word XOR `"."`s), without a loop whose exit depends on the
/// label's length; a shorter body, or a last label of eight bytes or
/// more, byte by byte.
#[inline(always)]
fn last_label(body: &[u8]) -> usize {
    const DOTS: u64 = 0x2e2e_2e2e_2e2e_2e2e;
    if let Some((_, word)) = body.split_last_chunk::<8>() {
        let dots = kernel::zero_bytes(u64::from_le_bytes(*word) ^ DOTS);
        if dots != 0 {
            // Byte `i` of the word is `body[len - 8 + i]`.
            let i = (63 - dots.leading_zeros() as usize) / 8;
            return body.len() - 8 + i + 1;
        }
    }
    body.iter().rposition(|&c| c == b'.').map_or(0, |d| d + 1)
}

/// The error of a non-empty run of host bytes (at byte `base`) that is
/// not read as a host by [`host_run`], checked by the definitions: a
/// `hostname` if it has a letter, else an `IPv4address`; the error names
/// the first label or group that is not one.
#[cold]
pub(crate) fn check_host(run: &[u8], base: usize) -> Result<HostKind, Error<Production>> {
    if run.iter().any(|&c| is_alpha(c)) {
        check_hostname(run, base).map_err(|e| e.within(Production::Hostname))?;
        Ok(HostKind::Hostname)
    } else {
        check_ipv4(run, base).map_err(|e| e.within(Production::Ipv4address))?;
        Ok(HostKind::Ipv4address)
    }
}

/// The end of the `IPv6reference` at `b[k..]` (`b[k]` is `"["`).
pub(crate) fn ipv6reference_end(
    b: &[u8],
    k: usize,
    base: usize,
) -> Result<usize, Error<Production>> {
    ipv6reference_fault(b, k).map_err(|fault| match fault {
        Ipv6Fault::Address(at) => Error::expected(base + at, Production::Ipv6address),
        Ipv6Fault::Close(at) => Error::literal(base + at, "]"),
    })
}

/// Why the text after a `"["` is no `IPv6reference` ([`ipv6reference_fault`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ipv6Fault {
    /// The `IPv6address` stops at this byte ([`ipv6_fault`]).
    Address(usize),
    /// The address is whole but no `"]"` follows it at this byte.
    Close(usize),
}

/// The end of the `IPv6reference` at `b[k..]` (`b[k]` is `"["`), or
/// where and why it is none: the kernel of [`ipv6reference_end`], for
/// the fast path to make its error without the combinators' `Error`.
#[inline]
pub(crate) fn ipv6reference_fault(b: &[u8], k: usize) -> Result<usize, Ipv6Fault> {
    let e = ipv6_run(b, k + 1).map_err(Ipv6Fault::Address)?;
    if b.get(e) != Some(&b']') {
        return Err(Ipv6Fault::Close(e));
    }
    Ok(e + 1)
}

/// Checks that the run of host bytes `run` (at byte `base`) is a
/// `hostname`: one trailing `"."` dropped, every label a `domainlabel`,
/// the last a `toplabel`. The error names the first label that is not,
/// at the byte where it cannot go on.
fn check_hostname(run: &[u8], base: usize) -> Result<(), Error<Production>> {
    let body = match run.split_last() {
        Some((b'.', body)) => body,
        _ => run,
    };
    let mut from = 0;
    loop {
        let rest = body.get(from..).unwrap_or_default();
        let dot = rest.iter().position(|&c| c == b'.');
        let label = rest.get(..dot.unwrap_or(rest.len())).unwrap_or_default();
        let top = dot.is_none();
        let first_ok = |c: u8| if top { is_alpha(c) } else { is_alphanum(c) };
        let fault = match (label.first(), label.last()) {
            (Some(&f), Some(&l)) if first_ok(f) && is_alphanum(l) => None,
            (Some(&f), Some(_)) if first_ok(f) => Some(label.len()),
            _ => Some(0),
        };
        if let Some(k) = fault {
            let p = if top {
                Production::Toplabel
            } else {
                Production::Domainlabel
            };
            return Err(Error::expected(base + from + k, p));
        }
        match dot {
            Some(d) => from += d + 1,
            None => return Ok(()),
        }
    }
}

/// Checks that `run` (at byte `base`) is an `IPv4address` of RFC 2373:
/// four groups of one to three digits.
fn check_ipv4(run: &[u8], base: usize) -> Result<(), Error<Production>> {
    match ipv4_len(run) {
        Ok(n) if n == run.len() => Ok(()),
        Ok(n) | Err(n) => Err(Error::at(base + n)),
    }
}

/// The length of the `IPv4address` at the start of `b`, or the offset
/// where it cannot go on (a group of no digit or of more than three, a
/// missing `"."`).
fn ipv4_len(b: &[u8]) -> Result<usize, usize> {
    let mut k = 0;
    for group in 0..4 {
        if group > 0 {
            if b.get(k) != Some(&b'.') {
                return Err(k);
            }
            k += 1;
        }
        let n = b
            .get(k..)
            .unwrap_or_default()
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if n == 0 {
            return Err(k);
        }
        if n > 3 {
            return Err(k + 3);
        }
        k += n;
    }
    Ok(k)
}

/// Checks that `text` (at byte `base`) is an `IPv6address` in one of
/// RFC 2373 §2.2's text forms: pieces of one to four hex digits
/// separated by `":"`, at most one `"::"` standing for one or more zero
/// pieces, the last piece possibly an `IPv4address` counting as two;
/// eight pieces without `"::"`, at most seven with it. The error is at
/// [`ipv6_fault`]'s byte.
#[inline]
fn check_ipv6(text: &[u8], base: usize) -> Result<(), Error<Production>> {
    match ipv6_fault(text) {
        None => Ok(()),
        Some(at) => Err(Error::at(base + at)),
    }
}

/// Where `text` (a run of `hex | ":" | "."`) stops being an
/// `IPv6address` ([`check_ipv6`]), if it does ([`ipv6_run`]'s fault).
#[inline]
pub(crate) fn ipv6_fault(text: &[u8]) -> Option<usize> {
    match ipv6_run(text, 0) {
        Ok(end) => (end != text.len()).then_some(end),
        Err(at) => Some(at),
    }
}

/// The run of `hex | ":" | "."` at `b[start..]` read as an
/// `IPv6address`: the end of the run, or the byte where it stops being
/// one: in the first piece that is none, the first byte past its hex
/// digits (past four of them; past the `IPv4address` of a last piece
/// with a `"."`); at the `":"` that would start a piece or a `"::"`
/// where no more fit (after eight pieces, or seven beside a `"::"`),
/// just after a `"::"` that leaves no room for what follows it, at the
/// `"."` of an `IPv4address` that does not fit; at the end of the run
/// when the pieces are too few. Each is the first byte after which no
/// text continues it to an `IPv6address`.
///
/// One pass over the pieces from the left, which finds the end of the
/// run on the way: the first `"::"` ends the pieces before it (as
/// splitting the run there would), a later one shows up as an empty
/// piece, and the last piece of the run is the only one where an
/// `IPv4address` may stand (a piece with a `"."` is looked ahead of for
/// a `":"`). The tests hold it to the split-then-count reading on every
/// run of up to seven bytes over `"0"`, `"a"`, `":"` and `"."`, and on
/// longer runs of pieces that need more.
#[inline]
pub(crate) fn ipv6_run(b: &[u8], start: usize) -> Result<usize, usize> {
    let in_run = |k: usize| b.get(k).is_some_and(|&c| class(c) & bits::IPV6 != 0);
    let at = |k: usize| b.get(k).copied();
    if !in_run(start) {
        return Err(start);
    }
    let mut double = at(start) == Some(b':') && at(start + 1) == Some(b':');
    let mut k = if double { start + 2 } else { start };
    if double && !in_run(k) {
        return Ok(k);
    }
    let mut count = 0u32;
    loop {
        let piece = k;
        while b.get(k).is_some_and(|&c| class(c) & bits::HEX != 0) {
            k += 1;
        }
        let hex = k - piece;
        if at(k) == Some(b'.') {
            // An `IPv4address` if this is the last piece of the run, else
            // a piece of hex digits that stops at the ".".
            let mut j = k;
            while in_run(j) {
                if at(j) == Some(b':') {
                    return Err(piece + hex.min(4));
                }
                j += 1;
            }
            // The `IPv4address` counts as two pieces, and ends the
            // address: beside a "::" at most five pieces may stand
            // before it, without one exactly six (RFC 2373 §2.2, 3.).
            // Where it does not fit, the "." is where the text stops
            // being an address.
            let fits = if double { count + 2 <= 7 } else { count == 6 };
            let text = b.get(piece..j).unwrap_or_default();
            match ipv4_len(text) {
                Ok(len) if len == text.len() && fits => count += 2,
                Ok(len) | Err(len) if fits => return Err(piece + len),
                Ok(len) | Err(len) => return Err((piece + len).min(k)),
            }
            k = j;
        } else {
            if hex == 0 || hex > 4 {
                return Err(piece + hex.min(4));
            }
            count += 1;
        }
        if count > 8 {
            return Err(piece);
        }
        // `b[k]` is ":" or the end of the run.
        if at(k) != Some(b':') {
            break;
        }
        // A ":" starts another piece or a "::": only where the pieces
        // leave room for one, eight in all, seven beside a "::" (which
        // stands for at least one).
        if count >= if double { 7 } else { 8 } {
            return Err(k);
        }
        k += 1;
        if !double && at(k) == Some(b':') {
            double = true;
            k += 1;
            if !in_run(k) {
                break;
            }
            if count >= 7 {
                return Err(k);
            }
        }
    }
    let wrong = if double { count > 7 } else { count != 8 };
    if wrong { Err(k) } else { Ok(k) }
}

/// The node of `server`: an optional `userinfo "@"`, then a `hostport`;
/// or nothing (the empty authority of `http://` or `file:///x`).
///
/// ```bnf
/// server        = [ [ userinfo "@" ] hostport ]
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Server<'a> {
    span: Span<'a>,
    // The offset of the "@" in the span, if there is one; the hostport
    // is the rest of the span after it (or all of it).
    at: Option<usize>,
    hostport: Option<Hostport<'a>>,
}

impl<'a> Server<'a> {
    /// The `userinfo`, present (perhaps empty) whenever the server has an
    /// `"@"`.
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.at.map(|a| Userinfo::new(self.span.slice(0, a)))
    }
    /// The host and optional port; `None` for the empty server.
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        self.hostport
    }
    /// The host; `None` for the empty server.
    pub fn host(&self) -> Option<Host<'a>> {
        self.hostport.map(|h| h.host())
    }
    /// The port as written, if the server has a `":"` after its host.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport.and_then(|h| h.port())
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

impl fmt::Debug for Server<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Server")
            .field("userinfo", &self.userinfo())
            .field("hostport", &self.hostport())
            .field("span", &self.span())
            .finish()
    }
}

/// ```bnf
/// server        = [ [ userinfo "@" ] hostport ]
/// ```
///
/// Written as: the authority run (see [`authority`]), all of which must
/// read as a server; the empty run is the empty server. At most one
/// `"@"` (neither `userinfo` nor `host` has one), and `userinfo` is all
/// that comes before it. A server whose host (and port) end before the
/// run does is the match, which then stops there.
pub fn server<'a>(i: Input<'a>) -> IResult<'a, Server<'a>> {
    crate::syntax::enter(i, |i| {
        named!("server", |i: Input<'a>| {
            let b = i.as_bytes();
            let (end, at) = authority_scan(b, i.location_offset())?;
            let run = b.get(..end).unwrap_or_default();
            // A server that ends before the run does ends the match there.
            let (shape, end) = match read_server(run, at, i.location_offset()) {
                Ok(shape) => (shape, end),
                Err(ServerFault::Short(shape, short)) => (shape, short),
                Err(ServerFault::Error(e)) => return Err(nom::Err::Error(e)),
            };
            let (rest, span) = kernel::split(i, end);
            Ok((rest, shape.node(span)))
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `userinfo`, possibly empty. RFC 2396 leaves its
    /// structure to the scheme (§3.2.2); [`user`](Userinfo::user) and
    /// [`password`](Userinfo::password) split it at its first `":"`, the
    /// `user:password` convention of RFC 1738 §3.1, which
    /// §3.2.2 calls NOT RECOMMENDED.
    ///
    /// ```bnf
    /// userinfo      = *( unreserved | escaped |
    ///                    ";" | ":" | "&" | "=" | "+" | "$" | "," )
    /// ```
    Userinfo
}

impl<'a> Userinfo<'a> {
    /// The part before the first `":"` (all of it when there is none):
    /// the user of `user:password` (RFC 1738 §3.1).
    pub fn user(&self) -> Span<'a> {
        let text = self.as_str();
        let n = text.find(':').unwrap_or(text.len());
        self.span().slice(0, n)
    }
    /// The part after the first `":"`, if there is one (perhaps empty,
    /// perhaps with more `":"`): the password of `user:password`.
    pub fn password(&self) -> Option<Span<'a>> {
        let text = self.as_str();
        text.find(':').map(|n| self.span().slice(n + 1, text.len()))
    }
}

/// ```bnf
/// userinfo      = *( unreserved | escaped |
///                    ";" | ":" | "&" | "=" | "+" | "$" | "," )
/// ```
pub fn userinfo(i: Input) -> IResult<Userinfo> {
    crate::syntax::enter(i, |i| {
        named!("userinfo", |i| kernel::star(i, &classes::USERINFO))
            .map(Userinfo::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `reg_name`: a registry-based naming authority
    /// (§3.2.1), whose meaning is the scheme's.
    ///
    /// ```bnf
    /// reg_name      = 1*( unreserved | escaped | "$" | "," |
    ///                     ";" | ":" | "@" | "&" | "=" | "+" )
    /// ```
    RegName
}

/// ```bnf
/// reg_name      = 1*( unreserved | escaped | "$" | "," |
///                     ";" | ":" | "@" | "&" | "=" | "+" )
/// ```
pub fn reg_name(i: Input) -> IResult<RegName> {
    crate::syntax::enter(i, |i| {
        named!("reg_name", |i| kernel::plus(i, &classes::REG_NAME))
            .map(RegName::new)
            .parse(i)
    })
}

/// The node of `hostport`.
///
/// ```bnf
/// hostport      = host [ ":" port ]
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hostport<'a> {
    // The host is the first `host_len` bytes of the span; a port, if
    // any, the rest after the ":".
    span: Span<'a>,
    host_len: usize,
    kind: HostKind,
}

impl<'a> Hostport<'a> {
    /// The host: a name, an IPv4 address, or an IPv6 literal in brackets.
    pub fn host(&self) -> Host<'a> {
        let span = self.span.slice(0, self.host_len);
        match self.kind {
            HostKind::Hostname => Host::Hostname(Hostname::new(span)),
            HostKind::Ipv4address => Host::Ipv4address(Ipv4address::new(span)),
            HostKind::Ipv6reference => Host::Ipv6reference(Ipv6reference::new(span)),
        }
    }
    /// The port as written, present (perhaps empty: `http://h:/`, §3.2.2
    /// `port = *digit`) whenever a `":"` follows the host.
    pub fn port(&self) -> Option<Port<'a>> {
        (self.host_len < self.span.len())
            .then(|| Port::new(self.span.slice(self.host_len + 1, self.span.len())))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

impl fmt::Debug for Hostport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hostport")
            .field("host", &self.host())
            .field("port", &self.port())
            .field("span", &self.span())
            .finish()
    }
}

/// ```bnf
/// hostport      = host [ ":" port ]
/// ```
///
/// `port = *digit`: a `":"` may be followed by no digit at all.
pub fn hostport<'a>(i: Input<'a>) -> IResult<'a, Hostport<'a>> {
    crate::syntax::enter(i, |i| {
        named!("hostport", |i: Input<'a>| {
            let b = i.as_bytes();
            let h = host_at(b, 0, i.location_offset()).map_err(nom::Err::Error)?;
            let end = if b.get(h.end) == Some(&b':') {
                let digits = b
                    .get(h.end + 1..)
                    .unwrap_or_default()
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                h.end + 1 + digits
            } else {
                h.end
            };
            let (rest, span) = kernel::split(i, end);
            Ok((
                rest,
                Hostport {
                    span,
                    host_len: h.end,
                    kind: h.kind,
                },
            ))
        })
        .parse(i)
    })
}

/// The node of `host`.
///
/// ```bnf
/// host          = hostname | IPv4address | IPv6reference
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A domain name.
    Hostname(Hostname<'a>),
    /// A dotted IPv4 address (RFC 2373's: one to three digits per group,
    /// no range).
    Ipv4address(Ipv4address<'a>),
    /// An IPv6 literal in brackets (RFC 2732).
    Ipv6reference(Ipv6reference<'a>),
}

impl<'a> Host<'a> {
    /// The matched text and its byte range in the input (brackets
    /// included for an IPv6 literal).
    pub fn span(&self) -> Span<'a> {
        match self {
            Host::Hostname(h) => h.span(),
            Host::Ipv4address(h) => h.span(),
            Host::Ipv6reference(h) => h.span(),
        }
    }
    /// The host, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }
}

/// ```bnf
/// host          = hostname | IPv4address | IPv6reference
/// ```
///
/// RFC 2732 §3 (1) replaces RFC 2396's line. The three are disjoint (a
/// `toplabel` starts with a letter, an `IPv4address` has none, an
/// `IPv6reference` starts with `"["`): the first byte and the presence
/// of a letter in the run of host bytes decide, with no backtracking.
pub fn host<'a>(i: Input<'a>) -> IResult<'a, Host<'a>> {
    crate::syntax::enter(i, |i| {
        named!("host", |i: Input<'a>| {
            let h = host_at(i.as_bytes(), 0, i.location_offset()).map_err(nom::Err::Error)?;
            let (rest, span) = kernel::split(i, h.end);
            Ok((
                rest,
                Hostport {
                    span,
                    host_len: h.end,
                    kind: h.kind,
                }
                .host(),
            ))
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `IPv6reference`: an IPv6 literal in brackets.
    ///
    /// ```bnf
    /// ipv6reference = "[" IPv6address "]"
    /// ```
    Ipv6reference
}

impl<'a> Ipv6reference<'a> {
    /// The address inside the brackets.
    pub fn ipv6address(&self) -> Ipv6address<'a> {
        Ipv6address::new(self.span().slice(1, self.span().len().saturating_sub(1)))
    }
}

/// ```bnf
/// ipv6reference = "[" IPv6address "]"
/// ```
///
/// RFC 2732 §3 (1). It spells the name `ipv6reference` here and
/// `IPv6reference` in `host`; the production table uses the latter.
pub fn ipv6reference<'a>(i: Input<'a>) -> IResult<'a, Ipv6reference<'a>> {
    crate::syntax::enter(i, |i| {
        named!("IPv6reference", |i: Input<'a>| {
            let base = i.location_offset();
            if kernel::peek(&i) != Some(b'[') {
                return Err(nom::Err::Error(Error::literal(base, "[")));
            }
            let end = ipv6reference_end(i.as_bytes(), 0, base).map_err(nom::Err::Error)?;
            let (rest, span) = kernel::split(i, end);
            Ok((rest, Ipv6reference::new(span)))
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `IPv6address`: RFC 2373 §2.2's text form, without a
    /// zone identifier (which came later, with RFC 6874).
    ///
    /// ```bnf
    /// IPv6address =                            6( h16 ":" ) ls32
    ///             /                       "::" 5( h16 ":" ) ls32
    ///             / [               h16 ] "::" 4( h16 ":" ) ls32
    ///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    ///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    ///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
    ///             / [ *4( h16 ":" ) h16 ] "::"              ls32
    ///             / [ *5( h16 ":" ) h16 ] "::"              h16
    ///             / [ *6( h16 ":" ) h16 ] "::"
    /// ```
    Ipv6address
}

impl Ipv6address<'_> {
    /// The address as a [`std::net::Ipv6Addr`]. The grammar bounds
    /// neither the groups of an embedded `IPv4address` (RFC 2373's
    /// `1*3DIGIT`), so `::ffff:1.2.3.256` parses and names no address:
    /// that group is [`OutOfRange`].
    ///
    /// ```
    /// use rfc1738::rfc2396::UriReference;
    /// let uri = UriReference::parse("http://[::FFFF:129.144.52.38]:80/index.html")?;
    /// let v6 = uri.ipv6().unwrap().to_std()?;
    /// assert_eq!(v6, "::ffff:129.144.52.38".parse::<std::net::Ipv6Addr>().unwrap());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_std(&self) -> Result<Ipv6Addr, OutOfRange> {
        let text = self.span();
        let mut head = [0u16; 8];
        let mut tail = [0u16; 8];
        let (mut nh, mut nt) = (0, 0);
        let s = text.as_str();
        let (left, right) = match s.find("::") {
            Some(d) => (text.slice(0, d), Some(text.slice(d + 2, s.len()))),
            None => (text, None),
        };
        let fill = |part: Span<'_>, out: &mut [u16; 8], n: &mut usize| -> Result<(), OutOfRange> {
            if part.is_empty() {
                return Ok(());
            }
            for piece in SplitSpan::new(part, b':') {
                if piece.as_str().contains('.') {
                    let mut octets = [0u8; 4];
                    for (slot, g) in octets.iter_mut().zip(SplitSpan::new(piece, b'.')) {
                        *slot = u8::try_from(decimal(g, 255, "IPv4 group")?).unwrap_or(0);
                    }
                    for pair in [[octets[0], octets[1]], [octets[2], octets[3]]] {
                        if let Some(slot) = out.get_mut(*n) {
                            *slot = u16::from_be_bytes(pair);
                        }
                        *n += 1;
                    }
                } else {
                    let v = u16::from_str_radix(piece.as_str(), 16).unwrap_or(0);
                    if let Some(slot) = out.get_mut(*n) {
                        *slot = v;
                    }
                    *n += 1;
                }
            }
            Ok(())
        };
        fill(left, &mut head, &mut nh)?;
        if let Some(right) = right {
            fill(right, &mut tail, &mut nt)?;
        }
        let mut all = [0u16; 8];
        for (slot, v) in all.iter_mut().zip(head.iter().take(nh)) {
            *slot = *v;
        }
        let skip = 8usize.saturating_sub(nt);
        for (slot, v) in all.iter_mut().skip(skip).zip(tail.iter().take(nt)) {
            *slot = *v;
        }
        Ok(Ipv6Addr::from(all))
    }
}

/// ```bnf
/// IPv6address =                            6( h16 ":" ) ls32
///             /                       "::" 5( h16 ":" ) ls32
///             / [               h16 ] "::" 4( h16 ":" ) ls32
///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///             / [ *4( h16 ":" ) h16 ] "::"              ls32
///             / [ *5( h16 ":" ) h16 ] "::"              h16
///             / [ *6( h16 ":" ) h16 ] "::"
/// ```
///
/// RFC 2732 §3 defers to RFC 2373, whose Appendix B grammar rejects
/// `::192.9.5.5` (an example of RFC 2732 §2) and has no bound on the
/// pieces; its §2.2 text forms are the ones written here, as RFC 3986
/// §3.2.2 writes them (`h16 = 1*4HEXDIG`, `ls32 = ( h16 ":" h16 ) /
/// IPv4address`, with RFC 2373's `IPv4address`). Deterministic: the run
/// of `hex | ":" | "."`, split once at `"::"`, pieces counted
/// (the module's grammar note).
pub fn ipv6address<'a>(i: Input<'a>) -> IResult<'a, Ipv6address<'a>> {
    crate::syntax::enter(i, |i| {
        named!("IPv6address", |i: Input<'a>| {
            let b = i.as_bytes();
            let mut e = 0;
            while b.get(e).is_some_and(|&c| class(c) & bits::IPV6 != 0) {
                e += 1;
            }
            check_ipv6(b.get(..e).unwrap_or_default(), i.location_offset())
                .map_err(nom::Err::Error)?;
            let (rest, span) = kernel::split(i, e);
            Ok((rest, Ipv6address::new(span)))
        })
        .parse(i)
    })
}

/// The node of `hostname`; its labels are read from the span on demand.
///
/// ```bnf
/// hostname      = *( domainlabel "." ) toplabel [ "." ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hostname<'a> {
    span: Span<'a>,
}

impl<'a> Hostname<'a> {
    const fn new(span: Span<'a>) -> Self {
        Hostname { span }
    }
    /// The name without its trailing `"."`, if it has one.
    fn body(&self) -> Span<'a> {
        let text = self.span.as_str();
        match text.strip_suffix('.') {
            Some(body) => self.span.slice(0, body.len()),
            None => self.span,
        }
    }
    /// Whether the name ends with the optional `"."` (a fully qualified
    /// name, `host.example.`).
    pub fn has_trailing_dot(&self) -> bool {
        self.span.as_str().ends_with('.')
    }
    /// The `domainlabel`s before the `toplabel`, in order.
    pub fn domainlabels(&self) -> impl Iterator<Item = Domainlabel<'a>> + use<'a> {
        let body = self.body();
        let head = body.as_str().rfind('.').map(|k| body.slice(0, k));
        head.into_iter()
            .flat_map(|h| SplitSpan::new(h, b'.'))
            .map(Domainlabel::new)
    }
    /// The last label (before the trailing `"."`, if any).
    pub fn toplabel(&self) -> Toplabel<'a> {
        let body = self.body();
        let text = body.as_str();
        let from = text.rfind('.').map_or(0, |k| k + 1);
        Toplabel::new(body.slice(from, text.len()))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The name, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }
}

/// ```bnf
/// hostname      = *( domainlabel "." ) toplabel [ "." ]
/// ```
///
/// Deterministic: the longest run of `alphanum | "-" | "."`, one final
/// `"."` dropped, split at the dots; every label but the last must be a
/// `domainlabel`, the last a `toplabel`. No production lets a host be
/// followed by one of those bytes, so the run is the only candidate. A
/// literal PEG reading fails every label longer than one character and
/// every name with the trailing dot (the module's grammar note).
pub fn hostname<'a>(i: Input<'a>) -> IResult<'a, Hostname<'a>> {
    crate::syntax::enter(i, |i| {
        named!("hostname", |i: Input<'a>| {
            let b = i.as_bytes();
            let e = b
                .iter()
                .take_while(|&&c| class(c) & bits::HOST != 0)
                .count();
            check_hostname(b.get(..e).unwrap_or_default(), i.location_offset())
                .map_err(nom::Err::Error)?;
            let (rest, span) = kernel::split(i, e);
            Ok((rest, Hostname::new(span)))
        })
        .parse(i)
    })
}

/// The longest prefix of `bytes` that is a label: the run of
/// `alphanum | "-"` without its trailing `"-"`s, if it starts right.
fn label_len(bytes: &[u8], top: bool) -> Option<usize> {
    let first = *bytes.first()?;
    if !(if top {
        is_alpha(first)
    } else {
        is_alphanum(first)
    }) {
        return None;
    }
    let run = bytes
        .iter()
        .take_while(|&&b| is_alphanum(b) || b == b'-')
        .count();
    let last = bytes.get(..run)?.iter().rposition(|&b| is_alphanum(b))?;
    Some(last + 1)
}

leaf! {
    /// The node of `domainlabel`.
    ///
    /// ```bnf
    /// domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum
    /// ```
    Domainlabel
}

/// ```bnf
/// domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum
/// ```
///
/// Written as: the run of `alphanum | "-"` less its trailing `"-"`s,
/// which must start with an `alphanum`. In RFC order a PEG takes the
/// one-character alternative and stops; reversed, the greedy repetition
/// eats the final `alphanum`.
pub fn domainlabel<'a>(i: Input<'a>) -> IResult<'a, Domainlabel<'a>> {
    crate::syntax::enter(i, |i| {
        named!(
            "domainlabel",
            |i: Input<'a>| match label_len(i.as_bytes(), false) {
                Some(n) => Ok(kernel::split(i, n)),
                None => Err(nom::Err::Error(Error::at(i.location_offset()))),
            }
        )
        .map(Domainlabel::new)
        .parse(i)
    })
}

leaf! {
    /// The node of `toplabel`.
    ///
    /// ```bnf
    /// toplabel      = alpha | alpha *( alphanum | "-" ) alphanum
    /// ```
    Toplabel
}

/// ```bnf
/// toplabel      = alpha | alpha *( alphanum | "-" ) alphanum
/// ```
///
/// Written as `domainlabel` is, with a letter first.
pub fn toplabel<'a>(i: Input<'a>) -> IResult<'a, Toplabel<'a>> {
    crate::syntax::enter(i, |i| {
        named!(
            "toplabel",
            |i: Input<'a>| match label_len(i.as_bytes(), true) {
                Some(n) => Ok(kernel::split(i, n)),
                None => Err(nom::Err::Error(Error::at(i.location_offset()))),
            }
        )
        .map(Toplabel::new)
        .parse(i)
    })
}

leaf! {
    /// The node of `IPv4address`: four groups of one to three digits (RFC
    /// 2373's definition, which RFC 2732 §3 (2) puts in place of RFC
    /// 2396's `1*digit`). The grammar bounds no group: `999.1.1.1` is one.
    ///
    /// ```bnf
    /// IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
    /// ```
    Ipv4address
}

impl<'a> Ipv4address<'a> {
    /// The four groups of digits, as written.
    pub fn groups(&self) -> [Span<'a>; 4] {
        let mut out = [self.span().slice(0, 0); 4];
        for (slot, piece) in out.iter_mut().zip(SplitSpan::new(self.span(), b'.')) {
            *slot = piece;
        }
        out
    }
}

/// ```bnf
/// IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
/// ```
///
/// RFC 2732 §3 (2): "Replace the definition of 'IPv4address' with that
/// of RFC 2373" (Appendix B's line, above). A group of four digits is no
/// group (`1.2.3.1234` is no `IPv4address`: the error is at the fourth
/// digit).
pub fn ipv4address<'a>(i: Input<'a>) -> IResult<'a, Ipv4address<'a>> {
    crate::syntax::enter(i, |i| {
        named!("IPv4address", |i: Input<'a>| match ipv4_len(i.as_bytes()) {
            Ok(n) => Ok(kernel::split(i, n)),
            Err(at) => Err(nom::Err::Error(Error::at(i.location_offset() + at))),
        })
        .map(Ipv4address::new)
        .parse(i)
    })
}

leaf! {
    /// The node of `port`: the digits as written, perhaps none
    /// (`http://h:/`). The grammar sets no bound.
    ///
    /// ```bnf
    /// port          = *digit
    /// ```
    Port
}

/// ```bnf
/// port          = *digit
/// ```
pub fn port(i: Input) -> IResult<Port> {
    crate::syntax::enter(i, |i| {
        named!("port", |i| kernel::star(i, &classes::DIGIT))
            .map(Port::new)
            .parse(i)
    })
}

#[cfg(test)]
mod tests {
    use super::{ServerFault, authority_scan, ipv4_len, ipv6_fault, read_authority, read_server};
    use crate::rfc2396::Production as P;

    /// `authority_scan` ends the run at a `%` that starts no escape (a
    /// committed failure at its first bad byte), so `read_authority`
    /// never meets one in the runs it is given; given one anyway, its
    /// `reg_name` reading reports the same byte.
    #[test]
    fn a_bad_escape_in_an_authority_run() {
        let e = match authority_scan(b"a%zz", 10) {
            Err(nom::Err::Failure(e)) => e,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            (e.offset(), e.productions().as_slice()),
            (12, &[P::Hex, P::Escaped][..])
        );
        assert_eq!(authority_scan(b"u@a%41/x", 10), Ok((6, Some(1))));
        let e = read_authority(b"a_%zz", None, 10).unwrap_err();
        assert_eq!(e.offset(), 13);
        assert_eq!(e.productions(), [P::Hex, P::Escaped, P::RegName]);
        // Likewise the `userinfo` reading of `read_server`.
        let e = match read_server(b"u%zz@h", Some(4), 10) {
            Err(ServerFault::Error(e)) => e,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            (e.offset(), e.productions().as_slice()),
            (12, &[P::Hex, P::Escaped, P::Userinfo][..])
        );
    }

    /// The reading of `check_ipv6` as first written (split once at the
    /// first `"::"`, then each side's pieces counted), kept as the
    /// reference of the one-pass [`ipv6_fault`]; a count that overflows
    /// is reported at the first byte where no more pieces fit (the `":"`
    /// or `"::"` that would start one, the `"."` of an `IPv4address`).
    #[allow(clippy::all)]
    fn split_then_count(text: &[u8]) -> Option<usize> {
        let base = 0;
        let fault = |at: usize| Some(base + at);
        let double = text.windows(2).position(|w| w == b"::");
        let (left, right) = match double {
            Some(d) => (
                text.get(..d).unwrap_or_default(),
                Some((d + 2, text.get(d + 2..).unwrap_or_default())),
            ),
            None => (text, None),
        };
        let mut count = 0;
        // The pieces of one side; `last` says whether its last piece is the
        // last of the address (where an IPv4address may stand).
        let side = |count: &mut i32,
                    piece_bytes: &[u8],
                    offset: usize,
                    last: bool,
                    right_side: bool|
         -> Result<(), usize> {
            if piece_bytes.is_empty() {
                return Ok(());
            }
            let mut from = 0;
            loop {
                let rest = piece_bytes.get(from..).unwrap_or_default();
                let colon = rest.iter().position(|&c| c == b':');
                let piece = rest.get(..colon.unwrap_or(rest.len())).unwrap_or_default();
                let is_last = colon.is_none() && last;
                let at = offset + from;
                if is_last && piece.contains(&b'.') {
                    let fits = if right_side {
                        *count + 2 <= 7
                    } else {
                        *count == 6
                    };
                    let dot = piece.iter().position(|&c| c == b'.').unwrap_or(0);
                    match ipv4_len(piece) {
                        Ok(n) if n == piece.len() && fits => *count += 2,
                        Ok(n) | Err(n) if fits => return Err(at + n),
                        Ok(n) | Err(n) => return Err(at + n.min(dot)),
                    }
                } else {
                    let hex = piece.iter().take_while(|c| c.is_ascii_hexdigit()).count();
                    if hex == 0 || hex > 4 {
                        return Err(at + hex.min(4));
                    }
                    if hex < piece.len() {
                        return Err(at + hex);
                    }
                    *count += 1;
                }
                if *count > 8 {
                    return Err(at);
                }
                match colon {
                    // No room for another piece at this ":".
                    Some(c) if *count >= if right_side { 7 } else { 8 } => return Err(at + c),
                    Some(c) => from += c + 1,
                    None => return Ok(()),
                }
            }
        };
        if let Err(at) = side(&mut count, left, 0, right.is_none(), false) {
            return fault(at);
        }
        if let Some((offset, right)) = right {
            // No room for a "::" after eight pieces, nor for a piece
            // after it beside seven.
            if count >= 8 {
                return fault(offset - 2);
            }
            if count >= 7 && !right.is_empty() {
                return fault(offset);
            }
            if let Err(at) = side(&mut count, right, offset, true, true) {
                return fault(at);
            }
            // A second "::" shows up as an empty piece on the right.
            if count > 7 {
                return fault(text.len());
            }
        } else if count != 8 {
            return fault(text.len());
        }
        None
    }

    /// `ipv6_fault` is the split-then-count reading on every text of up
    /// to seven bytes over a hex digit, a letter, `":"` and `"."`, and on
    /// the pieces of up to five digits and IPv4 tails that need longer
    /// texts.
    #[test]
    fn ipv6_fault_is_the_split_then_count_reading() {
        let alphabet = b"0a:.";
        let mut pending = vec![Vec::new()];
        let mut checked = 0;
        while let Some(text) = pending.pop() {
            assert_eq!(
                ipv6_fault(&text),
                split_then_count(&text),
                "{:?}",
                String::from_utf8_lossy(&text)
            );
            checked += 1;
            if text.len() < 7 {
                pending.extend(alphabet.iter().map(|&c| {
                    let mut next = text.clone();
                    next.push(c);
                    next
                }));
            }
        }
        assert!(checked > 20_000, "{checked}");
        let pieces = [
            "",
            "1",
            "12",
            "1234",
            "12345",
            "abcd",
            "1.2.3.4",
            "1.2.3",
            "1234.1.1.1",
            "1.2.3.4.5",
            "::",
        ];
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    for sep in [":", "::"] {
                        for text in [
                            format!("{a}{sep}{b}{sep}{c}"),
                            format!("1:2:3:4:5:6:{a}{sep}{b}{c}"),
                            format!("{a}:{b}::{c}:1:2:3:4"),
                        ] {
                            let text = text.as_bytes();
                            assert_eq!(
                                ipv6_fault(text),
                                split_then_count(text),
                                "{:?}",
                                String::from_utf8_lossy(text)
                            );
                        }
                    }
                }
            }
        }
    }
}
