//! The fast path of `UriReference::parse`: the
//! sequence of `URI-reference`'s parts, read over the grammar's class
//! table with the kernels the combinators call, filling the same
//! [`Shape`] as `reference::reference_at`. An authority of an unusual
//! form (a `reg_name` with `"["` or `"]"`, most failures) is read by the
//! combinators' own function for it. It gives up (`None`) wherever the
//! combinators fail, with their error (an empty `rel_segment`, an
//! `opaque_part` that cannot start, a malformed escape, a malformed IPv6
//! literal, an authority that is none), and declines only an input whose
//! offsets no `Shape` holds, which the combinators then read. A match
//! that stops before the end of the input is
//! returned with its end, as the combinators return it, and its error is
//! read off the shape ([`trailing`]).
//!
//! This module's grammar note says why each step reads exactly what
//! the combinators read; the grammar's differential tests and the fuzz
//! target `rfc2396` hold the two paths to the same tree and error.

use crate::syntax::Follow;
use crate::syntax::class::{escape_len, run_end, run_end_word};
use crate::syntax::error::trailing_error_on;

use super::authority::{HostKind, Ipv6Fault, authority_scan, host_run, ipv6reference_fault};
use super::classes::{CLASSES, bits, class};
use super::production::{ParseError, Production};
use super::reference::{Fail, authority_at, scheme_end};
use super::shape::{self, Auth, NONE, Shape};

/// Reads a `URI-reference` at the start of `b` into `s` (which starts
/// as `Shape::at(0)`): `Some(end)` where the combinators' match ends too,
/// with the same shape, or `None` (and `s` is of no use) where the
/// combinators must decide; but for a failure whose error the fast path
/// has at hand (an authority that the combinators' own reading rejects,
/// an empty `rel_segment`, an `opaque_part` that cannot start), which is
/// left in `fail`: the combinators' error, inside the same productions.
#[inline(always)]
pub(crate) fn reference(b: &[u8], s: &mut Shape, fail: &mut Option<Failure>) -> Option<usize> {
    // Every offset fits a `u32` below `NONE`.
    if b.len() >= NONE as usize {
        return None;
    }
    let e = match scheme_end(b) {
        Some(end) if b.get(end) == Some(&b':') => {
            s.scheme_end = end as u32;
            let k = end + 1;
            if b.get(k) != Some(&b'/') {
                // An opaque_part: its first byte, then the uric run.
                let first = match b.get(k) {
                    Some(&c) if class(c) & bits::URIC_NO_SLASH != 0 => 1,
                    // An escape first (`path::opaque_end`).
                    Some(b'%') => match escape_len(b, k) {
                        // A `%` is at `k`, so the length is 3.
                        Ok(n) => n.unwrap_or(3),
                        Err(at) => return escaped(fail, at, Run::OpaqueFirst),
                    },
                    _ => {
                        // `path::opaque_end`'s error, inside `absolute_at`
                        // and `reference_at`.
                        *fail = Some(Failure::Expected(
                            k,
                            Production::UricNoSlash,
                            &[
                                Production::OpaquePart,
                                Production::AbsoluteUri,
                                Production::UriReference,
                            ],
                        ));
                        return None;
                    }
                };
                let e = match run_end_word(b, k + first, &CLASSES, bits::URIC, true) {
                    Ok(e) => e,
                    Err(at) => {
                        return escaped(fail, at, Run::Opaque);
                    }
                };
                s.flags |= shape::OPAQUE;
                s.path_start = k as u32;
                s.path_end = e as u32;
                return fragment(b, e, s, fail);
            }
            let Some(e) = net_or_abs(b, k, s, fail) else {
                within(fail, &[Production::HierPart, Production::AbsoluteUri]);
                return None;
            };
            query(b, e, s, fail, Run::HierQuery)?
        }
        _ if matches!(b.first(), None | Some(b'#')) => 0,
        _ => {
            let e = if b.first() == Some(&b'/') {
                let Some(e) = net_or_abs(b, 0, s, fail) else {
                    within(fail, &[Production::RelativeUri]);
                    return None;
                };
                e
            } else {
                // rel_path: a rel_segment (at least one byte), then
                // perhaps an abs_path.
                let seg = match run_end_word(b, 0, &CLASSES, bits::REL_SEGMENT, true) {
                    Ok(seg) => seg,
                    Err(at) => {
                        return escaped(fail, at, Run::RelSegment);
                    }
                };
                if seg == 0 {
                    // `reference::rel_path_at`'s error, inside
                    // `relative_at` and `reference_at`.
                    *fail = Some(Failure::Expected(
                        0,
                        Production::RelSegment,
                        &[
                            Production::RelPath,
                            Production::RelativeUri,
                            Production::UriReference,
                        ],
                    ));
                    return None;
                }
                s.flags |= shape::REL_PATH;
                let e = if b.get(seg) == Some(&b'/') {
                    let Some(e) = abs_path(b, seg, s, fail, PathIn::Rel) else {
                        within(
                            fail,
                            &[
                                Production::AbsPath,
                                Production::RelPath,
                                Production::RelativeUri,
                            ],
                        );
                        return None;
                    };
                    e
                } else {
                    seg
                };
                s.path_end = e as u32;
                e
            };
            query(b, e, s, fail, Run::RelativeQuery)?
        }
    };
    fragment(b, e, s, fail)
}

/// The run in which a malformed escape stands ([`escaped`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Run {
    /// The first byte of an `opaque_part` (`path::opaque_end`).
    OpaqueFirst,
    /// The `uric` run of an `opaque_part` (`path::opaque_end`).
    Opaque,
    /// The `rel_segment` of a `rel_path` (`reference::rel_path_at`).
    RelSegment,
    /// The run of an `abs_path` (its `path_segments`,
    /// `path::abs_path_end`) where it stands, in an absolute URI (`true`)
    /// or a relative reference.
    Path(PathIn, bool),
    /// The run of an authority (`authority::authority_scan`), in an
    /// absolute URI (`true`) or a relative reference.
    Authority(bool),
    /// A `query` (`reference::query_at`) of an absolute URI.
    HierQuery,
    /// A `query` of a relative one.
    RelativeQuery,
    /// The `fragment` (`reference::fragment_at`).
    Fragment,
}

/// Where an `abs_path` stands ([`Run::Path`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum PathIn {
    /// After the authority of a `net_path`.
    Net,
    /// Alone, after the scheme or at the start of a relative reference.
    Abs,
    /// After the first segment of a `rel_path`.
    Rel,
}

/// A malformed escape in `run` into `fail`; `None`. Out of line: the
/// fast path's runs only branch to it.
#[cold]
#[inline(never)]
fn escaped(fail: &mut Option<Failure>, at: usize, run: Run) -> Option<usize> {
    *fail = Some(Failure::Escape(at, run));
    None
}

/// The productions of the combinators' error for a malformed escape in
/// `run`, innermost first: `hex`, expected at the first bad byte, inside
/// `escaped` and the production whose repetition admits escapes there
/// (the `via` of the run's class, `classes::*.bad_escape`; `authority`
/// for the authority run, `authority::authority_scan`), then those the
/// combinators' functions name around the run, to `URI-reference`.
pub(crate) fn escape_path(run: Run) -> &'static [Production] {
    use Production as P;
    macro_rules! path {
        ($via:ident; $($p:ident),*) => {
            &[P::Hex, P::Escaped, P::$via, $(P::$p,)* P::UriReference]
        };
    }
    match run {
        // `path::opaque_end`'s escape first, inside `uric_no_slash`.
        Run::OpaqueFirst => path!(UricNoSlash; OpaquePart, AbsoluteUri),
        Run::Opaque => path!(Uric; OpaquePart, AbsoluteUri),
        Run::RelSegment => path!(RelSegment; RelPath, RelativeUri),
        Run::Path(place, hier) => match (place, hier) {
            (PathIn::Net, true) => path!(
                Pchar; Segment, PathSegments, AbsPath, NetPath, HierPart, AbsoluteUri
            ),
            (PathIn::Net, false) => path!(
                Pchar; Segment, PathSegments, AbsPath, NetPath, RelativeUri
            ),
            (PathIn::Abs, true) => {
                path!(Pchar; Segment, PathSegments, AbsPath, HierPart, AbsoluteUri)
            }
            (PathIn::Abs, false) => path!(Pchar; Segment, PathSegments, AbsPath, RelativeUri),
            (PathIn::Rel, _) => {
                path!(Pchar; Segment, PathSegments, AbsPath, RelPath, RelativeUri)
            }
        },
        Run::Authority(true) => path!(Authority; NetPath, HierPart, AbsoluteUri),
        Run::Authority(false) => path!(Authority; NetPath, RelativeUri),
        Run::HierQuery => path!(Uric; Query, HierPart, AbsoluteUri),
        Run::RelativeQuery => path!(Uric; Query, RelativeUri),
        Run::Fragment => path!(Uric; Fragment),
    }
}

/// A failure whose error the fast path has at hand.
#[derive(Debug)]
pub(crate) enum Failure {
    /// An error of the combinators' own functions (for the authority),
    /// inside the productions around it up to `URI-reference` (not
    /// included).
    Combinators(Fail),
    /// The production expected at a byte, within these productions
    /// (innermost first, `URI-reference` included): the error that
    /// `Error::into_parse_error` makes of the combinators' error there.
    Expected(usize, Production, &'static [Production]),
    /// A literal of the BNF that did not match at a byte (what is left of
    /// it from there), inside these productions (innermost first, the
    /// first the one expected, `URI-reference` included): the error that
    /// `Error::into_parse_error` makes of the combinators' error there.
    Literal(usize, &'static str, &'static [Production]),
    /// A malformed escape in a run, the first bad byte at the offset:
    /// [`escape_path`] gives the productions of the combinators' error.
    /// (Written as it is, not built, where the runs fail: building the
    /// error there, or calling a function that does, costs the success
    /// path of the common references about 1 % more instructions.)
    Escape(usize, Run),
}

/// The error in `fail`, if any, inside the productions `ps` (innermost
/// first), as the combinators' functions of those productions name it.
#[cold]
fn within(fail: &mut Option<Failure>, ps: &[Production]) {
    if let Some(Failure::Combinators(nom::Err::Error(e) | nom::Err::Failure(e))) = fail {
        for &p in ps {
            e.push_within(p);
        }
    }
}

/// `( net_path | abs_path )` at `b[k..]`, which starts with `"/"`.
#[inline(always)]
fn net_or_abs(b: &[u8], k: usize, s: &mut Shape, fail: &mut Option<Failure>) -> Option<usize> {
    let e = if b.get(k + 1) == Some(&b'/') {
        let Some(e) = authority(b, k + 2, s, fail) else {
            within(fail, &[Production::NetPath]);
            return None;
        };
        s.path_start = e as u32;
        if b.get(e) != Some(&b'/') {
            s.path_end = e as u32;
            return Some(e);
        }
        let Some(e) = abs_path(b, e, s, fail, PathIn::Net) else {
            within(fail, &[Production::AbsPath, Production::NetPath]);
            return None;
        };
        e
    } else {
        s.path_start = k as u32;
        let Some(e) = abs_path(b, k, s, fail, PathIn::Abs) else {
            within(fail, &[Production::AbsPath]);
            return None;
        };
        e
    };
    s.path_end = e as u32;
    Some(e)
}

/// The end of the `abs_path` at `b[k..]` (`b[k]` is `"/"`), which stands
/// where `place` says in the reference read into `s` (absolute if it has
/// a scheme); a malformed escape gives `path::abs_path_end`'s error
/// inside the productions around it there.
#[inline(always)]
fn abs_path(
    b: &[u8],
    k: usize,
    s: &Shape,
    fail: &mut Option<Failure>,
    place: PathIn,
) -> Option<usize> {
    match run_end_word(b, k + 1, &CLASSES, bits::PATH, true) {
        Ok(e) => Some(e),
        Err(at) => escaped(fail, at, Run::Path(place, s.scheme_end != NONE)),
    }
}

/// The authority at `b[a..]` into `s`: its end. Read here: a `server`
/// of a `hostname`, an `IPv4address` or an `IPv6reference`, with an
/// optional port and an optional `userinfo "@"` before it, the empty
/// server, and a `reg_name` of `userinfo` bytes; any other (a `reg_name`
/// with `"@"`, `"["` or `"]"`, a failure) by the combinators' own
/// reading, `reference::authority_at`; `None` where that fails, with its
/// error in `fail`.
#[inline(always)]
fn authority(b: &[u8], a: usize, s: &mut Shape, fail: &mut Option<Failure>) -> Option<usize> {
    let read = match host_port(b, a) {
        Some(read) => Some(read),
        None => server_or_reg_name(b, a, s, fail),
    };
    match read {
        Some((e, host_end, auth)) => {
            s.auth_start = a as u32;
            s.auth_end = e as u32;
            s.host_end = host_end;
            s.auth = auth;
            Some(e)
        }
        // An error already decided (a malformed IPv6 literal).
        None if fail.is_some() => None,
        None => match authority_at(b, a, 0, s) {
            Ok(e) => Some(e),
            Err(e) => {
                *fail = Some(Failure::Combinators(e));
                None
            }
        },
    }
}

/// The authority at `b[a..]` when it is empty or a `server` of a host (a
/// `hostname` or an `IPv4address`) and an optional port: its end, the
/// host's end (`NONE` for the empty server) and its kind.
#[inline(always)]
fn host_port(b: &[u8], a: usize) -> Option<(usize, u32, Auth)> {
    let (host_end, kind) = host_run(b, a);
    let e = port_end(b, host_end)?;
    if host_end == a {
        // The empty server; `":80"` alone is a `reg_name`.
        return (e == a).then_some((e, NONE, Auth::Empty));
    }
    let auth = match kind? {
        HostKind::Hostname => Auth::Hostname,
        HostKind::Ipv4address => Auth::Ipv4address,
        HostKind::Ipv6reference => return None,
    };
    Some((e, host_end as u32, auth))
}

/// After a host ending at `b[h]`: the end of the authority when it is
/// `[ ":" port ]` and then a byte that no authority run holds (nor an
/// escape), or the end of the input.
#[inline(always)]
fn port_end(b: &[u8], h: usize) -> Option<usize> {
    let mut e = h;
    if b.get(e) == Some(&b':') {
        e += 1;
        while b.get(e).is_some_and(u8::is_ascii_digit) {
            e += 1;
        }
    }
    match b.get(e) {
        Some(&c) if class(c) & bits::AUTHORITY != 0 || c == b'%' => None,
        _ => Some(e),
    }
}

/// The authorities [`host_port`] leaves, where they are one of: an
/// `IPv6reference` and an optional port; `userinfo "@"` then a host
/// (any of the three) and an optional port; a `reg_name` of `userinfo`
/// bytes (`a_b`, `h%41`, `h:x`, `:80`). Records the `"@"` in `s`. An
/// authority that starts with a malformed IPv6 literal leaves the
/// combinators' error in `fail` ([`ipv6_failure`]).
#[cold]
fn server_or_reg_name(
    b: &[u8],
    a: usize,
    s: &mut Shape,
    fail: &mut Option<Failure>,
) -> Option<(usize, u32, Auth)> {
    if b.get(a) == Some(&b'[') {
        return match ipv6reference_fault(b, a) {
            Ok(host_end) => {
                let e = port_end(b, host_end)?;
                Some((e, host_end as u32, Auth::Ipv6reference))
            }
            Err(fault) => {
                ipv6_failure(b, a, fault, s.scheme_end != NONE, fail);
                None
            }
        };
    }
    // The userinfo run: up to the first "@" of the authority, if it is
    // there (no userinfo byte is an "@").
    let u = match run_end(b, a, &CLASSES, bits::USERINFO, true) {
        Ok(u) => u,
        // The authority run's first malformed escape: every `userinfo`
        // byte is in the run and none is a `"["`, so `authority_scan`
        // fails there too, with the escape's own error.
        Err(at) => {
            escaped(fail, at, Run::Authority(s.scheme_end != NONE));
            return None;
        }
    };
    match b.get(u) {
        Some(b'@') => {
            let h = u + 1;
            let read = if b.get(h) == Some(&b'[') {
                ipv6_port(b, h)
            } else {
                // `userinfo "@"` needs a host after it.
                host_port(b, h).filter(|read| read.1 != NONE)
            };
            match read {
                Some(read) => {
                    s.at = u as u32;
                    Some(read)
                }
                // No `server` (its `userinfo` is all before the first
                // "@", and no host and port end the run after it): a
                // `reg_name` if it is the whole authority run.
                None => reg_name(b, a, s, fail),
            }
        }
        // The whole run is userinfo bytes, which `host_port` did not
        // read as a server: a `reg_name`.
        Some(&c) if class(c) & bits::AUTHORITY != 0 || c == b'%' => None,
        _ => (u > a).then_some((u, NONE, Auth::RegName)),
    }
}

/// The authority at `b[a..]` as a `reg_name` (one not read as a
/// `server`): the run of `reg_name` bytes and escapes, when it is the
/// whole authority run (it ends at a byte that neither holds, nor an
/// escape: `read_authority`'s reading then) and not empty.
#[inline]
fn reg_name(
    b: &[u8],
    a: usize,
    s: &Shape,
    fail: &mut Option<Failure>,
) -> Option<(usize, u32, Auth)> {
    let e = match run_end(b, a, &CLASSES, bits::REG_NAME, true) {
        Ok(e) => e,
        // As for the `userinfo` run: no `reg_name` byte is a `"["`.
        Err(at) => {
            escaped(fail, at, Run::Authority(s.scheme_end != NONE));
            return None;
        }
    };
    match b.get(e) {
        Some(&c) if class(c) & bits::AUTHORITY != 0 || c == b'%' => None,
        _ => (e > a).then_some((e, NONE, Auth::RegName)),
    }
}

/// The `IPv6reference` at `b[k..]` (`b[k]` is `"["`) and an optional
/// port, ending the authority.
#[inline]
fn ipv6_port(b: &[u8], k: usize) -> Option<(usize, u32, Auth)> {
    let host_end = ipv6reference_fault(b, k).ok()?;
    let e = port_end(b, host_end)?;
    Some((e, host_end as u32, Auth::Ipv6reference))
}

/// The combinators' error for the authority at `b[a..]`, which starts
/// with `"["` and an `IPv6reference` that fails with `fault`
/// (`ipv6reference_end`'s error, which `authority::host_at` gives there
/// too: the literal's bytes and the `"]"` after them are all in the
/// authority run), in the `net_path` of an absolute URI (`hier`) or of a
/// relative one: a malformed escape in the authority run is the scan's
/// error; a run without `"@"` is read as a `server`, whose host fails
/// with `fault`, and as a `reg_name`, which fails at once at the `"["`,
/// before `fault` (so `read_authority` keeps the server's error). A run
/// with an `"@"` is left to the combinators (`fail` stays `None`).
#[cold]
fn ipv6_failure(b: &[u8], a: usize, fault: Ipv6Fault, hier: bool, fail: &mut Option<Failure>) {
    use Production as P;
    // The productions around the literal's error, innermost first, to
    // the reference: those `host_at`, `read_hostport` and
    // `read_authority` name, then `net_or_abs`'s and `reference`'s.
    macro_rules! around {
        ($($p:ident),*) => {
            &[P::Ipv6reference, P::Host, P::Hostport, P::Server, P::Authority,
              P::NetPath, $(P::$p),*, P::UriReference]
        };
    }
    static HIER: &[P] = around!(HierPart, AbsoluteUri);
    static RELATIVE: &[P] = around!(RelativeUri);
    // The authority run up to its first "@" or "%": when neither is in
    // it, the scan finds no "@" and no malformed escape. The bytes before
    // the fault are the `"["` and the literal's, neither.
    let (Ipv6Fault::Address(mut k) | Ipv6Fault::Close(mut k)) = fault;
    while b
        .get(k)
        .is_some_and(|&c| class(c) & bits::AUTHORITY != 0 && c != b'@')
    {
        k += 1;
    }
    if matches!(b.get(k), Some(b'@' | b'%')) {
        match authority_scan(b.get(a..).unwrap_or_default(), a) {
            Err(scan) => {
                *fail = Some(Failure::Combinators(scan.map(|e| e.within(P::Authority))));
                return;
            }
            Ok((_, Some(_))) => return,
            Ok((_, None)) => {}
        }
    }
    let path = if hier { HIER } else { RELATIVE };
    *fail = Some(match fault {
        Ipv6Fault::Address(at) => Failure::Expected(at, P::Ipv6address, path),
        Ipv6Fault::Close(at) => Failure::Literal(at, "]", path),
    });
}

/// `[ "?" query ]` at `b[e..]`: the end. A malformed escape gives
/// `reference::query_at`'s error, inside the productions of `run`.
#[inline(always)]
fn query(b: &[u8], e: usize, s: &mut Shape, fail: &mut Option<Failure>, run: Run) -> Option<usize> {
    if b.get(e) != Some(&b'?') {
        return Some(e);
    }
    match run_end_word(b, e + 1, &CLASSES, bits::URIC, true) {
        Ok(end) => {
            s.query_end = end as u32;
            Some(end)
        }
        Err(at) => {
            *fail = Some(Failure::Escape(at, run));
            None
        }
    }
}

/// `[ "#" fragment ]` at `b[e..]`: the end. A malformed escape gives
/// `reference::fragment_at`'s error.
#[inline(always)]
fn fragment(b: &[u8], e: usize, s: &mut Shape, fail: &mut Option<Failure>) -> Option<usize> {
    if b.get(e) != Some(&b'#') {
        return Some(e);
    }
    s.hash = e as u32;
    match run_end_word(b, e + 1, &CLASSES, bits::URIC, true) {
        Ok(end) => Some(end),
        Err(at) => {
            *fail = Some(Failure::Escape(at, Run::Fragment));
            None
        }
    }
}

/// The productions of the tree's rightmost path down to byte `end` (where
/// the match of `input[..end]`, read into `s`, ends), innermost first,
/// as `syntax::tree::spine_at` finds them by walking the tree's nodes
/// (the last child that ends at `end`, at each level), read off the
/// shape instead; and what `syntax::trailing_error` makes of them (the
/// production expected, and whether as the one that could go on or as
/// what follows a complete one), which is fixed for each of these
/// paths. The error of a match that stopped before the end of the
/// input, without building a node or searching the path.
#[cold]
pub(crate) fn trailing(input: &str, s: &Shape, end: usize) -> Trailing {
    use Production as P;
    // Each path, innermost first, ending with the reference level.
    macro_rules! path {
        ($($p:ident),* ; hier) => {
            &[$(P::$p,)* P::HierPart, P::AbsoluteUri, P::UriReference]
        };
        ($($p:ident),* ; relative) => {
            &[$(P::$p,)* P::RelativeUri, P::UriReference]
        };
        ($($p:ident),*) => {
            &[$(P::$p),*]
        };
    }
    // The innermost production is a run with escapes: it could have gone
    // on (the character found needs escaping).
    let run = |spine| Trailing {
        spine,
        expected: 0,
        follow: false,
    };
    // The innermost production is complete: after the one before
    // `expected`, what `expected` may hold next.
    let follow = |spine, expected| Trailing {
        spine,
        expected,
        follow: true,
    };
    let b = input.as_bytes();
    if s.hash != NONE {
        return run(path!(Fragment, UriReference));
    }
    let hier = if s.scheme_end != NONE {
        if s.has(shape::OPAQUE) {
            return run(path!(OpaquePart, AbsoluteUri, UriReference));
        }
        true
    } else if end > 0 || s.has(shape::EMPTY_PATH) {
        false
    } else {
        return follow(path!(UriReference), 1);
    };
    let path = b.get(s.path_start as usize..end).unwrap_or_default();
    // Whether the last segment has a `";"`, and so a last `param`.
    let param = || {
        let from = path.iter().rposition(|&c| c == b'/').map_or(0, |k| k + 1);
        path.get(from..).unwrap_or_default().contains(&b';')
    };
    macro_rules! pick {
        ($($p:ident),*) => {
            if hier { path!($($p),* ; hier) } else { path!($($p),* ; relative) }
        };
    }
    if s.query_end != NONE {
        return run(pick!(Query));
    }
    if s.has(shape::REL_PATH) {
        return run(if !path.contains(&b'/') {
            path!(RelSegment, RelPath; relative)
        } else if param() {
            path!(Param, Segment, PathSegments, AbsPath, RelPath; relative)
        } else {
            path!(Segment, PathSegments, AbsPath, RelPath; relative)
        });
    }
    match s.auth {
        Auth::None if param() => run(pick!(Param, Segment, PathSegments, AbsPath)),
        Auth::None => run(pick!(Segment, PathSegments, AbsPath)),
        _ if s.path_end > s.auth_end => {
            if param() {
                run(pick!(Param, Segment, PathSegments, AbsPath, NetPath))
            } else {
                run(pick!(Segment, PathSegments, AbsPath, NetPath))
            }
        }
        Auth::RegName => run(pick!(RegName, Authority, NetPath)),
        // After the authority: "/" (or the reference's "?", "#").
        Auth::Empty => follow(pick!(Server, Authority, NetPath), 2),
        _ if (s.host_end as usize) < end => {
            follow(pick!(Port, Hostport, Server, Authority, NetPath), 4)
        }
        // After the host: ":" (or what follows the authority).
        Auth::Hostname if b.get(end.wrapping_sub(1)) == Some(&b'.') => follow(
            pick!(Hostname, Host, Hostport, Server, Authority, NetPath),
            2,
        ),
        Auth::Hostname => follow(
            pick!(
                Toplabel, Hostname, Host, Hostport, Server, Authority, NetPath
            ),
            3,
        ),
        Auth::Ipv4address => follow(
            pick!(Ipv4address, Host, Hostport, Server, Authority, NetPath),
            2,
        ),
        Auth::Ipv6reference => follow(
            pick!(Ipv6reference, Host, Hostport, Server, Authority, NetPath),
            2,
        ),
    }
}

/// A rightmost path and its trailing error ([`trailing`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Trailing {
    /// The productions, innermost first.
    pub(crate) spine: &'static [Production],
    /// The index of the production expected, unless the innermost one
    /// could go on with the byte found.
    expected: usize,
    /// Whether the one before `expected` is complete and the error says
    /// what may follow it; else `expected` could have gone on.
    follow: bool,
}

impl Trailing {
    /// The error at byte `end` of `input`: `syntax::trailing_error`'s for
    /// this path. Inlined into its one caller, which builds the error in
    /// place (out of line, the 88-byte error is copied once more).
    #[inline(always)]
    pub(crate) fn error(&self, input: &str, end: usize) -> ParseError {
        let s = self.spine;
        if let Some((&inner, within)) = s.split_first() {
            // The innermost production stopped at a byte it could have
            // gone on with (a port, a label, an IPv4 group).
            if input
                .as_bytes()
                .get(end)
                .is_some_and(|&c| inner.continues_with(c))
            {
                return ParseError::on_path(input, end, inner, within);
            }
        }
        let expected = s.get(self.expected).copied();
        let within = s.get(self.expected + 1..).unwrap_or_default();
        match (expected, self.follow) {
            (Some(p), false) => ParseError::on_path(input, end, p, within),
            (Some(p), true) => {
                let after = self.expected.checked_sub(1).and_then(|k| s.get(k)).copied();
                ParseError::on_path(input, end, p, within).following(after)
            }
            // Only the end of the input may follow the whole reference.
            (None, _) => trailing_error_on(input, end, Production::UriReference, s),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{reference, trailing};
    use crate::rfc2396::Production;
    use crate::rfc2396::authority::{HostKind, host_run};
    use crate::rfc2396::reference::{UriReference, reference_at};
    use crate::rfc2396::shape::Shape;
    use crate::syntax::Span;
    use crate::syntax::error::trailing_error_on;
    use crate::syntax::tree::spine_at;

    /// The fast path answers (does not decline) the shapes it was written
    /// for, to the end of the input.
    #[test]
    fn answers_the_common_shapes() {
        for input in [
            "https://www.example.com/a/b.html?q=1&r=2#top",
            "http://example.com",
            "http://example.com.",
            "http://10.0.0.1:8080/",
            "http://h:/",
            "HTTP://WWW.EXAMPLE.COM/A%20B;p=1/c;d",
            "file:///usr/share/doc/x.html",
            "file://localhost/etc/hosts",
            "mailto:joe@example.com",
            "x:%41",
            "x:%41%42/",
            "news:comp.infosystems.www.servers.unix",
            "x-y.z+1:/a",
            "http://u:p@h:80/",
            "http://[::1]/",
            "http://[::FFFF:129.144.52.38]:80/index.html",
            "http://a_b/",
            "http://h%41/",
            "http://:80/",
            "http://u:p@/",
            "http://a@b@c:1/",
            "https://@@@example",
            "http://u@h..x/",
            "http://h:8a/",
            "http://1.2.3/",
            "http://a..b/",
            "//h/p?q",
            "/a/b;p?q#f",
            "g;x=1/../y?z#s",
            "../g",
            "#s",
            "",
        ] {
            let mut s = Shape::at(0);
            assert_eq!(
                reference(input.as_bytes(), &mut s, &mut None),
                Some(input.len()),
                "{input:?}"
            );
        }
    }

    /// It gives up with the combinators' error at hand on these failures
    /// (the differential tests of the fast path check that it is theirs).
    #[test]
    fn declines_the_rest() {
        for (input, error_at_hand) in [
            ("http://h%g/", true),
            ("http://h/%g", true),
            ("x:%4", true),
            ("x:/a?%", true),
            ("x:/a#%g", true),
            ("x:a%g", true),
            ("g%/", true),
            ("g/%", true),
            ("//h/%", true),
            ("http://[::1.2.]/", true),
            ("http://[::1.2.]@h/", true),
            ("http://[::1.2.]%g/", true),
            ("?y", true),
            (":g", true),
            ("x: ", true),
            ("http://[1::2::3]/", true),
            ("http://u@h@[/", true),
        ] {
            let (mut s, mut fail) = (Shape::at(0), None);
            assert_eq!(
                reference(input.as_bytes(), &mut s, &mut fail),
                None,
                "{input:?}"
            );
            assert_eq!(fail.is_some(), error_at_hand, "{input:?}");
        }
    }

    /// An error on a fast path's static productions (`on_path`) is the
    /// error on the same productions copied into a stack (`new`): equal,
    /// hashed alike, written alike; and unequal to one on other
    /// productions.
    #[test]
    fn on_path_is_new_on_the_same_productions() {
        use crate::rfc2396::Production as P;
        use std::hash::{BuildHasher, RandomState};
        static PATH: &[P] = &[P::Segment, P::PathSegments, P::AbsPath, P::UriReference];
        let hasher = RandomState::new();
        let input = "/a b";
        for k in 0..=PATH.len() {
            let (path, copied) = (PATH.get(k..).unwrap(), PATH.get(k..).unwrap().to_vec());
            let fast = crate::syntax::error::ParseError::on_path(input, 2, P::Pchar, path);
            let stack = crate::syntax::error::ParseError::new(input, 2, P::Pchar, &copied);
            assert_eq!(fast, stack);
            assert_eq!(hasher.hash_one(&fast), hasher.hash_one(&stack));
            assert_eq!(fast.to_string(), stack.to_string());
            assert_eq!(fast.within(), path);
            if k > 0 {
                let other = crate::syntax::error::ParseError::new(
                    input,
                    2,
                    P::Pchar,
                    PATH.get(k - 1..).unwrap(),
                );
                assert_ne!(fast, other);
            }
        }
        let literal =
            crate::syntax::error::ParseError::on_path(input, 2, P::Segment, PATH).with_literal("/");
        assert_eq!(literal.literal(), Some("/"));
    }

    /// `escape_path` starts with the productions the class of each run
    /// names around a malformed escape (`bad_escape`), and the authority
    /// run with those of `authority_scan`'s error inside `authority`.
    #[test]
    fn escape_paths_start_with_the_classes_errors() {
        use super::{PathIn, Run, escape_path};
        use crate::rfc2396::authority::authority_scan;
        use crate::rfc2396::classes;
        let uric = classes::URIC.bad_escape(0);
        for (run, class) in [
            (Run::Opaque, uric),
            (Run::HierQuery, uric),
            (Run::RelativeQuery, uric),
            (Run::Fragment, uric),
            (Run::RelSegment, classes::REL_SEGMENT.bad_escape(0)),
            (Run::Path(PathIn::Net, true), classes::PATH.bad_escape(0)),
            (Run::Path(PathIn::Rel, false), classes::PATH.bad_escape(0)),
        ] {
            let path = escape_path(run);
            assert!(path.starts_with(&class.productions()), "{run:?}");
            assert_eq!(path.last(), Some(&Production::UriReference), "{run:?}");
        }
        let scan = match authority_scan(b"a%g", 0) {
            Err(nom::Err::Failure(e)) => e.within(Production::Authority),
            other => panic!("{other:?}"),
        };
        for hier in [true, false] {
            assert!(escape_path(Run::Authority(hier)).starts_with(&scan.productions()));
        }
    }

    /// `trailing`'s path is `spine_at` over the tree's nodes, and its
    /// error the shared one, on every string of up
    /// to three characters after prefixes reaching into each production
    /// (the match of the combinators, wherever it stops).
    #[test]
    fn spine_is_the_tree_walk() {
        let alphabet = b"/:@?;=&.-a1[]# ";
        let prefixes = [
            "",
            "g",
            "g/a;",
            "/",
            "/a;b",
            "//",
            "//h",
            "x:",
            "x:o",
            "x://",
            "x://h.",
            "x://h.a",
            "x://1.2.3.4",
            "x://h:",
            "x://u@h",
            "x://[::1]",
            "x://a_b",
            "x://h/a;p",
            "x://h?",
            "x:/a",
        ];
        let mut checked = 0;
        for prefix in prefixes {
            let mut pending = vec![Vec::new()];
            while let Some(suffix) = pending.pop() {
                let mut bytes = prefix.as_bytes().to_vec();
                bytes.extend_from_slice(&suffix);
                let input = String::from_utf8(bytes).unwrap();
                let mut s = Shape::at(0);
                if let Ok(n) = reference_at(input.as_bytes(), 0, &mut s) {
                    let uri = UriReference {
                        span: Span::new(input.get(..n).unwrap(), 0),
                        shape: s,
                    };
                    let mut walked = Vec::new();
                    spine_at(&uri.node(), n, &mut |p: Production| walked.push(p));
                    let t = trailing(&input, &s, n);
                    assert_eq!(t.spine, walked, "{input:?}");
                    // The error made of the path is the shared one's.
                    assert_eq!(
                        t.error(&input, n),
                        trailing_error_on(&input, n, Production::UriReference, &walked),
                        "{input:?}"
                    );
                    checked += 1;
                }
                if suffix.len() < 3 {
                    pending.extend(alphabet.iter().map(|&c| {
                        let mut next = suffix.clone();
                        next.push(c);
                        next
                    }));
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// Every path `trailing` gives, with every character at the byte
    /// where the match stopped (whether or not the grammar could stop
    /// there), gives the shared `trailing_error`'s error.
    #[test]
    fn trailing_errors_are_the_shared_ones() {
        let inputs = [
            "#f",
            "x:o",
            "x:/a",
            "x:/a;p",
            "x://",
            "x://h",
            "x://h.",
            "x://1.2.3.4",
            "x://[::1]",
            "x://h:",
            "x://h:1",
            "x://a_b",
            "x://h/a",
            "x://h/a;p",
            "x://h?q",
            "g",
            "g/a",
            "g/a;p",
            "/a",
            "/a;p",
            "//",
            "//h",
            "//h:1",
            "//h/a",
            "//h?q",
            "g?q",
        ];
        let mut chars: Vec<char> = (0u8..128).map(char::from).collect();
        chars.extend(['é', '\u{a0}', '\u{2028}']);
        for prefix in inputs {
            let mut s = Shape::at(0);
            let n = reference_at(prefix.as_bytes(), 0, &mut s).unwrap();
            assert_eq!(n, prefix.len(), "{prefix:?}");
            let t = trailing(prefix, &s, n);
            for &c in &chars {
                let input = format!("{prefix}{c}");
                assert_eq!(
                    t.error(&input, n),
                    trailing_error_on(&input, n, Production::UriReference, t.spine),
                    "{input:?}"
                );
            }
        }
    }

    /// `host_run` reads a run as the definitions do: a `hostname` or an
    /// `IPv4address` exactly when `check_hostname` or `check_ipv4`
    /// accepts it, on every string of host bytes up to seven long, over
    /// a letter, a digit, `"-"` and `"."` (crossing no word edge) and
    /// with a prefix of nine letters (crossing one).
    #[test]
    fn host_run_is_the_definition() {
        use crate::rfc2396::authority::check_host;
        let alphabet = b"a1-.";
        for pad in ["", "abcdefghi."] {
            let mut pending = vec![pad.as_bytes().to_vec()];
            while let Some(run) = pending.pop() {
                if run.len() > pad.len() {
                    let mut input = run.clone();
                    input.push(b'/');
                    let (end, kind) = host_run(&input, 0);
                    assert_eq!(end, run.len(), "{:?}", String::from_utf8_lossy(&run));
                    let want: Option<HostKind> = check_host(&run, 0).ok();
                    assert_eq!(kind, want, "{:?}", String::from_utf8_lossy(&run));
                }
                if run.len() < pad.len() + 7 {
                    pending.extend(alphabet.iter().map(|&c| {
                        let mut next = run.clone();
                        next.push(c);
                        next
                    }));
                }
            }
        }
    }
}

/// The shapes the fast path's grammar note says it answers,
/// each with inputs that have it, and how each is answered: a match of
/// the whole input, a match that stops short (its error read off the
/// shape), or a failure whose error the fast path has at hand. A fast
/// path that declines one of them (leaves it to the combinators' scan,
/// `reference_at`) answers the same, only slower, and fails this test.
#[cfg(test)]
mod shapes {
    use super::{Failure, authority, host_port, reference, server_or_reg_name};
    use crate::rfc2396::parse_production;
    use crate::rfc2396::production::Production;
    use crate::rfc2396::reference::{UriReference, reference_at};
    use crate::rfc2396::shape::Shape;

    /// How the fast path answers an input.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Answer {
        /// A match of the whole input.
        Whole,
        /// A match that stops at this byte, before the end.
        Stops(usize),
        /// The combinators' error, at hand (`fail` set).
        Fails,
    }
    use Answer::{Fails, Stops, Whole};

    /// Which tier of the authority reading answers
    /// (the fast path's grammar note, "What it covers").
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Tier {
        /// `host_port`: the empty server, a `hostname` or `IPv4address`
        /// and an optional port.
        One,
        /// `server_or_reg_name`: an IPv6 literal, `userinfo "@"`, a
        /// `reg_name` of `userinfo` bytes or with an `"@"`, a malformed
        /// IPv6 literal or escape.
        Two,
        /// `reference::authority_at`, the combinators' reading of the
        /// authority, called from the fast path.
        Three,
    }

    /// The shapes of the note's table "What it covers", and of its
    /// section "Errors", with the tier that reads the authority (if any).
    /// An input, how the fast path answers it, and the tier that reads
    /// its authority (if it has one).
    type Case = (&'static str, Answer, Option<Tier>);

    const SHAPES: &[(&str, &[Case])] = &[
        (
            "scheme \"://\" authority [ abs_path ] [ \"?\" query ]",
            &[
                ("http://example.com", Whole, Some(Tier::One)),
                ("http://example.com.", Whole, Some(Tier::One)),
                (
                    "https://www.example.com/a/b.html?q=1&r=2",
                    Whole,
                    Some(Tier::One),
                ),
                ("http://10.0.0.1:8080/", Whole, Some(Tier::One)),
                ("http://h:/", Whole, Some(Tier::One)),
                (
                    "HTTP://WWW.EXAMPLE.COM/A%20B;p=1/c;d",
                    Whole,
                    Some(Tier::One),
                ),
                ("file:///usr/share/doc/x.html", Whole, Some(Tier::One)),
                ("x://", Whole, Some(Tier::One)),
                ("x://h?", Whole, Some(Tier::One)),
            ],
        ),
        (
            "tier 2: IPv6 literal, userinfo, reg_name",
            &[
                ("http://[::1]/", Whole, Some(Tier::Two)),
                (
                    "http://[::FFFF:129.144.52.38]:80/index.html",
                    Whole,
                    Some(Tier::Two),
                ),
                ("http://u:p@h:80/", Whole, Some(Tier::Two)),
                ("http://u@[::1]:8/", Whole, Some(Tier::Two)),
                ("http://u@1.2.3.4/", Whole, Some(Tier::Two)),
                ("http://a_b/", Whole, Some(Tier::Two)),
                ("http://h%41/", Whole, Some(Tier::Two)),
                ("http://h:x/", Whole, Some(Tier::Two)),
                ("http://:80/", Whole, Some(Tier::Two)),
                ("http://h:8a/", Whole, Some(Tier::Two)),
                ("http://1.2.3/", Whole, Some(Tier::Two)),
                ("http://a..b/", Whole, Some(Tier::Two)),
                ("http://u:p@/", Whole, Some(Tier::Two)),
                ("http://a@b@c:1/", Whole, Some(Tier::Two)),
                ("https://@@@example", Whole, Some(Tier::Two)),
                ("http://u@h..x/", Whole, Some(Tier::Two)),
                ("//u@h/p", Whole, Some(Tier::Two)),
            ],
        ),
        (
            "tier 3: any other authority (no reg_name holds \"[\" or \"]\": the authority \
             ends before one, or fails)",
            &[
                ("http://a]b/", Stops(8), Some(Tier::Three)),
                ("http://u@[::1]x/", Stops(14), Some(Tier::Three)),
                ("http://u@[/", Fails, Some(Tier::Three)),
                ("http://[::1.2.]@h/", Fails, Some(Tier::Three)),
            ],
        ),
        (
            "scheme \":\" abs_path [ \"?\" query ]",
            &[
                ("x-y.z+1:/a", Whole, None),
                ("x:/a;p/b?q", Whole, None),
                ("x:/", Whole, None),
            ],
        ),
        (
            "scheme \":\" opaque_part",
            &[
                ("mailto:joe@example.com", Whole, None),
                ("news:comp.infosystems.www.servers.unix", Whole, None),
                ("x:%41", Whole, None),
                ("x:%41%42/", Whole, None),
                ("x:a?b", Whole, None),
            ],
        ),
        (
            "relativeURI: net_path, abs_path, rel_path [ \"?\" query ]",
            &[
                ("//h/p?q", Whole, Some(Tier::One)),
                ("//", Whole, Some(Tier::One)),
                ("/a/b;p?q", Whole, None),
                ("g;x=1/../y?z", Whole, None),
                ("../g", Whole, None),
                ("g?", Whole, None),
            ],
        ),
        (
            "[ \"#\" fragment ], the empty reference, #fragment",
            &[
                ("http://h/a#top", Whole, Some(Tier::One)),
                ("x:o#f", Whole, None),
                ("g#s", Whole, None),
                ("#s", Whole, None),
                ("#", Whole, None),
                ("", Whole, None),
            ],
        ),
        (
            "a match that stops before the end of the input",
            &[
                ("#f g", Stops(2), None),
                ("x:o o", Stops(3), None),
                ("x:/a b", Stops(4), None),
                ("http://h/a b", Stops(10), Some(Tier::One)),
                ("http://h/a;p b", Stops(12), Some(Tier::One)),
                ("http://h?q q", Stops(10), Some(Tier::One)),
                ("http://f: /c", Stops(9), Some(Tier::One)),
                ("http://h:1 ", Stops(10), Some(Tier::One)),
                ("http://h. ", Stops(9), Some(Tier::One)),
                ("http://1.2.3.4 ", Stops(14), Some(Tier::One)),
                ("http://[::1] ", Stops(12), Some(Tier::Two)),
                ("http://a_b ", Stops(10), Some(Tier::Two)),
                ("g h", Stops(1), None),
                ("g/a h", Stops(3), None),
                ("/a h", Stops(2), None),
            ],
        ),
        (
            "a failure inside a production",
            &[
                // An empty rel_segment; an opaque_part that cannot start.
                ("?y", Fails, None),
                (":g", Fails, None),
                ("[61:24:74]", Fails, None),
                ("x: ", Fails, None),
                // A malformed escape in each run.
                ("x:%4", Fails, None),
                ("x:a%g", Fails, None),
                ("x:/a?%", Fails, None),
                ("x:/a#%g", Fails, None),
                ("x:/%g", Fails, None),
                ("g%/", Fails, None),
                ("g/%", Fails, None),
                ("/a%", Fails, None),
                ("g?%", Fails, None),
                ("http://h/%g", Fails, Some(Tier::One)),
                ("//h/%", Fails, Some(Tier::One)),
                ("http://h%g/", Fails, Some(Tier::Two)),
                ("http://u@h%g/", Fails, Some(Tier::Two)),
                ("//h%/", Fails, Some(Tier::Two)),
                // A malformed IPv6 literal, without an "@".
                ("http://[::1.2.]/", Fails, Some(Tier::Two)),
                ("http://[1::2::3]/", Fails, Some(Tier::Two)),
                ("http://[::1/", Fails, Some(Tier::Two)),
                ("//[::1.2.]/", Fails, Some(Tier::Two)),
                ("http://[::1.2.]%g/", Fails, Some(Tier::Two)),
            ],
        ),
    ];

    /// Where the authority of `input` starts, if it has one.
    fn authority_start(input: &str) -> Option<usize> {
        let b = input.as_bytes();
        let k = match super::scheme_end(b) {
            Some(end) if b.get(end) == Some(&b':') => end + 1,
            _ => 0,
        };
        (b.get(k..k + 2) == Some(b"//")).then_some(k + 2)
    }

    /// The fast path answers each shape as the note says, with the
    /// combinators' answer: the same shape and end for a match, the same
    /// error (every field) for a failure.
    #[test]
    fn it_answers_every_shape_it_claims() {
        let mut checked = 0;
        for &(shape, cases) in SHAPES {
            for &(input, answer, _) in cases {
                let b = input.as_bytes();
                let (mut s, mut fail) = (Shape::at(0), None);
                let got = match reference(b, &mut s, &mut fail) {
                    Some(n) if n == b.len() => Whole,
                    Some(n) => Stops(n),
                    None if fail.is_some() => Fails,
                    None => panic!("{shape}: the fast path declines {input:?}"),
                };
                assert_eq!(got, answer, "{shape}: {input:?}");
                // What the combinators answer: the same shape and end.
                let mut c = Shape::at(0);
                match reference_at(b, 0, &mut c) {
                    Ok(n) => {
                        assert_ne!(answer, Fails, "{shape}: {input:?}");
                        assert_eq!((s, n), (c, got_end(got, b.len())), "{shape}: {input:?}");
                    }
                    Err(_) => assert_eq!(answer, Fails, "{shape}: {input:?}"),
                }
                // And `UriReference::parse` (this path) gives the error of
                // `parse_production` (the combinators and the tree walk).
                let fast = UriReference::parse(input).map(|u| u.node());
                let slow = parse_production(Production::UriReference, input);
                assert_eq!(fast, slow, "{shape}: {input:?}");
                assert_eq!(fast.is_ok(), answer == Whole, "{shape}: {input:?}");
                checked += 1;
            }
        }
        assert!(checked > 80, "{checked}");
    }

    fn got_end(a: Answer, len: usize) -> usize {
        match a {
            Stops(n) => n,
            _ => len,
        }
    }

    /// The authority of each shape is read by the tier the note names:
    /// tier 1 (`host_port`) answers its authorities itself, tier 2
    /// (`server_or_reg_name`) the ones tier 1 leaves, without the
    /// combinators' reading (tier 3), which answers only the rest.
    #[test]
    fn each_authority_is_read_by_its_tier() {
        let mut checked = 0;
        for &(shape, cases) in SHAPES {
            for &(input, _, tier) in cases {
                let Some(tier) = tier else {
                    assert_eq!(authority_start(input), None, "{shape}: {input:?}");
                    continue;
                };
                let b = input.as_bytes();
                let a = authority_start(input).expect(input);
                let one = host_port(b, a);
                assert_eq!(one.is_some(), tier == Tier::One, "{shape}: {input:?}");
                if tier == Tier::One {
                    checked += 1;
                    continue;
                }
                let mut s = Shape::at(0);
                s.scheme_end = super::scheme_end(b)
                    .filter(|&e| b.get(e) == Some(&b':'))
                    .map_or(super::NONE, |e| e as u32);
                let mut fail = None;
                let two = server_or_reg_name(b, a, &mut s, &mut fail);
                let answered = two.is_some() || fail.is_some();
                assert_eq!(answered, tier == Tier::Two, "{shape}: {input:?}");
                if tier == Tier::Two && fail.is_some() {
                    // The failure tier 2 decided is the one the authority
                    // reports: the combinators' reading is not asked.
                    let mut again_s = Shape::at(0);
                    again_s.scheme_end = s.scheme_end;
                    let mut again = None;
                    assert_eq!(authority(b, a, &mut again_s, &mut again), None);
                    assert_eq!(
                        format!("{again:?}"),
                        format!("{fail:?}"),
                        "{shape}: {input:?}"
                    );
                }
                if tier == Tier::Three {
                    // The combinators' reading, from the fast path: a
                    // match, or their error at hand.
                    let mut s = Shape::at(0);
                    let mut fail = None;
                    let read = authority(b, a, &mut s, &mut fail);
                    assert!(
                        read.is_some() || matches!(fail, Some(Failure::Combinators(_))),
                        "{shape}: {input:?}"
                    );
                }
                checked += 1;
            }
        }
        assert!(checked > 40, "{checked}");
    }
}
