//! RFC 2396 §3 "URI Syntactic Components", §3.1 "Scheme Component", §4
//! "URI References" and §5 "Relative URI References": `URI-reference`,
//! `absoluteURI` and `relativeURI`, `hier_part`, `net_path`, `rel_path`,
//! `rel_segment` and `scheme`.
//!
//! ```text
//! <scheme>:<scheme-specific-part>
//! <scheme>://<authority><path>?<query>
//! ```
//!
//! Decisions (absolute or relative by the scheme prefix, never falling
//! back; `hier_part` or `opaque_part` by the first byte; `"//"` always
//! starts an authority, §4.3; an empty relative path is no `rel_path`):
//! This module's grammar note.

use core::fmt;

use nom::Parser;

use super::authority::{self, Authority, AuthorityShape, HostKind, HostShape, ServerShape};
use super::chars::is_alpha;
use super::classes::{self, bits, class};
use super::fragment::Fragment;
use super::path::{self, AbsPath, OpaquePart};
use super::production::{IResult, Production};
use super::query::Query;
use super::shape::{self, Auth, NONE, Shape, off, part};
use crate::syntax::class as kernel;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Error, Input, Span};

pub(crate) type Fail = nom::Err<Error<Production>>;

/// `e` inside production `p` (the caller names the part it read).
#[inline]
fn inside(p: Production) -> impl Fn(Fail) -> Fail {
    move |e| e.map(|e| e.within(p))
}

/// The input of a reference combinator, refused when it reaches past
/// `u32::MAX` bytes (the offsets of [`Shape`]).
#[inline]
fn bounded(i: &Input<'_>) -> Result<(), Fail> {
    if i.range().end >= NONE as usize {
        return Err(nom::Err::Failure(Error::at(NONE as usize)));
    }
    Ok(())
}

/// The end of the scheme at the start of `b`: a letter, then the run of
/// scheme bytes; `None` if `b` does not start with a letter.
#[inline(always)]
pub(crate) fn scheme_end(b: &[u8]) -> Option<usize> {
    match b.first() {
        Some(&c) if is_alpha(c) => {
            // "http" and "https" read without a branch on which it is
            // (the loop below then stops at once, at the ":"): a loop
            // that ran four or five times would be mispredicted on a
            // mix of both.
            let mut k = match b.first_chunk::<5>() {
                Some([b'h', b't', b't', b'p', s]) => 4 + usize::from(*s == b's'),
                _ => 1,
            };
            while b.get(k).is_some_and(|&c| class(c) & bits::SCHEME != 0) {
                k += 1;
            }
            Some(k)
        }
        _ => None,
    }
}

/// Reads the `net_path` at `b[k..]` (which starts with `"//"`), filling
/// the authority and the path of `shape`; its end. Errors inside
/// `net_path`.
#[inline]
fn net_path_at(b: &[u8], k: usize, base: usize, s: &mut Shape) -> Result<usize, Fail> {
    let e = authority_at(b, k + 2, base, s)?;
    s.path_start = off(base + e);
    if b.get(e) == Some(&b'/') {
        abs_path_at(b, e, base, s).map_err(inside(Production::AbsPath))
    } else {
        s.path_end = off(base + e);
        Ok(e)
    }
}

/// Reads the `authority` at `b[a..]` (after the `"//"` of a `net_path`)
/// into the authority fields of `shape` (`auth_start`, `auth_end`, `at`,
/// `host_end`, `auth`); its end. Errors inside `authority`. The fast
/// path's reading of the authorities it does not read itself.
#[inline]
pub(crate) fn authority_at(b: &[u8], a: usize, base: usize, s: &mut Shape) -> Result<usize, Fail> {
    let rest = b.get(a..).unwrap_or_default();
    let (n, at) =
        authority::authority_scan(rest, base + a).map_err(inside(Production::Authority))?;
    let run = rest.get(..n).unwrap_or_default();
    let (shape, n) = authority::read_authority(run, at, base + a)
        .map_err(|e| nom::Err::Error(e.within(Production::Authority)))?;
    let abs = |x: usize| off(base + a + x);
    s.auth_start = abs(0);
    s.auth_end = abs(n);
    match shape {
        AuthorityShape::RegName => s.auth = Auth::RegName,
        AuthorityShape::Server(ServerShape { at, host }) => {
            s.at = at.map_or(NONE, abs);
            match host {
                None => s.auth = Auth::Empty,
                Some(h) => {
                    s.host_end = abs(h.end);
                    s.auth = match h.kind {
                        HostKind::Hostname => Auth::Hostname,
                        HostKind::Ipv4address => Auth::Ipv4address,
                        HostKind::Ipv6reference => Auth::Ipv6reference,
                    };
                }
            }
        }
    }
    Ok(a + n)
}

/// Reads the `abs_path` at `b[k..]` into `shape`; its end. Errors inside
/// `abs_path`.
#[inline]
fn abs_path_at(b: &[u8], k: usize, base: usize, s: &mut Shape) -> Result<usize, Fail> {
    let e = path::abs_path_end(b, k, base)?;
    s.path_start = off(base + k);
    s.path_end = off(base + e);
    Ok(e)
}

/// Reads `( net_path | abs_path )` at `b[k..]` (which starts with `"/"`).
#[inline]
fn net_or_abs_at(b: &[u8], k: usize, base: usize, s: &mut Shape) -> Result<usize, Fail> {
    if b.get(k + 1) == Some(&b'/') {
        net_path_at(b, k, base, s).map_err(inside(Production::NetPath))
    } else {
        abs_path_at(b, k, base, s).map_err(inside(Production::AbsPath))
    }
}

/// Reads `[ "?" query ]` at `b[e..]`; the end.
#[inline]
fn query_at(b: &[u8], e: usize, base: usize, s: &mut Shape) -> Result<usize, Fail> {
    if b.get(e) != Some(&b'?') {
        return Ok(e);
    }
    let q = e + 1;
    match kernel::run_end_word(b, q, &classes::CLASSES, bits::URIC, true) {
        Ok(end) => {
            s.query_end = off(base + end);
            Ok(end)
        }
        Err(at) => Err(nom::Err::Failure(
            classes::URIC
                .bad_escape(base + at)
                .within(Production::Query),
        )),
    }
}

/// [`query_at`] for the empty relative path of the `parse` module (at `b[e..]`,
/// the input starting at byte 0).
pub(crate) fn query_at_pub(b: &[u8], e: usize, s: &mut Shape) -> Result<usize, Fail> {
    query_at(b, e, 0, s)
}

/// Reads `hier_part` at `b[k..]`; errors inside it.
#[inline]
fn hier_part_at(b: &[u8], k: usize, base: usize, s: &mut Shape) -> Result<usize, Fail> {
    if b.get(k) != Some(&b'/') {
        return Err(nom::Err::Error(Error::literal(base + k, "/")));
    }
    let e = net_or_abs_at(b, k, base, s)?;
    query_at(b, e, base, s)
}

/// Reads `absoluteURI` at `b[0..]`; errors inside it.
#[inline]
fn absolute_at(b: &[u8], base: usize, s: &mut Shape) -> Result<usize, Fail> {
    let Some(end) = scheme_end(b) else {
        return Err(nom::Err::Error(Error::expected(base, Production::Scheme)));
    };
    if b.get(end) != Some(&b':') {
        return Err(nom::Err::Error(Error::literal(base + end, ":")));
    }
    s.scheme_end = off(base + end);
    let k = end + 1;
    if b.get(k) == Some(&b'/') {
        hier_part_at(b, k, base, s).map_err(inside(Production::HierPart))
    } else {
        let e = path::opaque_end(b, k, base).map_err(inside(Production::OpaquePart))?;
        s.flags |= shape::OPAQUE;
        s.path_start = off(base + k);
        s.path_end = off(base + e);
        Ok(e)
    }
}

/// Reads `rel_path` at the start of `b` (byte `base` of the input: a
/// `rel_path` starts its reference, or the production read alone);
/// errors inside it.
#[inline]
fn rel_path_at(b: &[u8], base: usize, s: &mut Shape) -> Result<usize, Fail> {
    let seg = match kernel::run_end_word(b, 0, &classes::CLASSES, bits::REL_SEGMENT, true) {
        Ok(e) if e > 0 => e,
        Ok(_) => {
            return Err(nom::Err::Error(Error::expected(
                base,
                Production::RelSegment,
            )));
        }
        Err(at) => {
            return Err(nom::Err::Failure(
                classes::REL_SEGMENT.bad_escape(base + at),
            ));
        }
    };
    s.flags |= shape::REL_PATH;
    s.path_start = off(base);
    if b.get(seg) == Some(&b'/') {
        let e = abs_path_at(b, seg, base, s).map_err(inside(Production::AbsPath))?;
        s.path_start = off(base);
        Ok(e)
    } else {
        s.path_end = off(base + seg);
        Ok(seg)
    }
}

/// Reads `relativeURI` at `b[0..]`; errors inside it.
#[inline]
fn relative_at(b: &[u8], base: usize, s: &mut Shape) -> Result<usize, Fail> {
    let e = if b.first() == Some(&b'/') {
        net_or_abs_at(b, 0, base, s)?
    } else {
        rel_path_at(b, base, s).map_err(inside(Production::RelPath))?
    };
    query_at(b, e, base, s)
}

/// Reads a whole `URI-reference` at `b[0..]` (the body of
/// [`uri_reference`]); its end. Errors inside it.
#[inline]
pub(crate) fn reference_at(b: &[u8], base: usize, s: &mut Shape) -> Result<usize, Fail> {
    let e = match scheme_end(b) {
        Some(end) if b.get(end) == Some(&b':') => {
            absolute_at(b, base, s).map_err(inside(Production::AbsoluteUri))?
        }
        _ if matches!(b.first(), None | Some(b'#')) => 0,
        _ => relative_at(b, base, s).map_err(inside(Production::RelativeUri))?,
    };
    fragment_at(b, e, base, s)
}

/// Reads `[ "#" fragment ]` at `b[e..]`; the end.
#[inline]
pub(crate) fn fragment_at(b: &[u8], e: usize, base: usize, s: &mut Shape) -> Result<usize, Fail> {
    if b.get(e) != Some(&b'#') {
        return Ok(e);
    }
    s.hash = off(base + e);
    kernel::run_end_word(b, e + 1, &classes::CLASSES, bits::URIC, true).map_err(|at| {
        nom::Err::Failure(
            classes::URIC
                .bad_escape(base + at)
                .within(Production::Fragment),
        )
    })
}

/// The authority of `shape` over `span` (which holds it), if any.
pub(crate) fn authority_of<'a>(span: Span<'a>, s: &Shape) -> Option<Authority<'a>> {
    let rel = |x: u32| (x.saturating_sub(s.auth_start)) as usize;
    let kind = match s.auth {
        Auth::None => return None,
        Auth::RegName => AuthorityShape::RegName,
        Auth::Empty => AuthorityShape::Server(ServerShape {
            at: None,
            host: None,
        }),
        Auth::Hostname | Auth::Ipv4address | Auth::Ipv6reference => {
            let start = if s.at == NONE { 0 } else { rel(s.at) + 1 };
            AuthorityShape::Server(ServerShape {
                at: (s.at != NONE).then(|| rel(s.at)),
                host: Some(HostShape {
                    start,
                    end: rel(s.host_end),
                    kind: match s.auth {
                        Auth::Hostname => HostKind::Hostname,
                        Auth::Ipv4address => HostKind::Ipv4address,
                        _ => HostKind::Ipv6reference,
                    },
                }),
            })
        }
    };
    Some(kind.node(part(span, s.auth_start, s.auth_end)))
}

/// The parts every reference-level node has, from its span and shape.
macro_rules! shaped {
    ($($ty:ident),*) => {$(
        impl<'a> $ty<'a> {
            /// The matched text and its byte range in the input.
            pub fn span(&self) -> Span<'a> {
                self.span
            }
            /// The matched text, exactly as written.
            pub fn as_str(&self) -> &'a str {
                self.span.as_str()
            }
        }
    )*};
}

/// The node of `URI-reference`, and the type a program parses with
/// ([`UriReference::parse`]): an absolute or relative URI, or neither,
/// and a fragment.
///
/// ```bnf
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// It holds its text and where each part is; the nodes of the parts are
/// made when asked for. The accessors of the generic form's nine parts (scheme,
/// user and password, host, port, path, params, query, fragment) are
/// here and in the meaning layer.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct UriReference<'a> {
    pub(crate) span: Span<'a>,
    pub(crate) shape: Shape,
}

/// What a `URI-reference` holds before its fragment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UriKind<'a> {
    /// An absolute URI (it starts with a scheme name and `":"`).
    Absolute(AbsoluteUri<'a>),
    /// A relative URI.
    Relative(RelativeUri<'a>),
    /// Neither: the empty reference, or a fragment alone (§4.2: a
    /// reference to the current document).
    None,
}

impl<'a> UriReference<'a> {
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The reference, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// What the reference is before its fragment.
    pub fn kind(&self) -> UriKind<'a> {
        let s = &self.shape;
        let end = self.before_fragment();
        if s.scheme_end != NONE {
            UriKind::Absolute(AbsoluteUri {
                span: part(self.span, self.span.start() as u32, end),
                shape: *s,
            })
        } else if end > self.span.start() as u32 || s.has(shape::EMPTY_PATH) {
            UriKind::Relative(RelativeUri {
                span: part(self.span, self.span.start() as u32, end),
                shape: *s,
            })
        } else {
            UriKind::None
        }
    }

    /// The end of the part before the fragment.
    fn before_fragment(&self) -> u32 {
        if self.shape.hash == NONE {
            off(self.span.end())
        } else {
            self.shape.hash
        }
    }

    /// The absolute URI, if the reference is one.
    pub fn absolute_uri(&self) -> Option<AbsoluteUri<'a>> {
        match self.kind() {
            UriKind::Absolute(a) => Some(a),
            _ => None,
        }
    }

    /// The relative URI, if the reference is one.
    pub fn relative_uri(&self) -> Option<RelativeUri<'a>> {
        match self.kind() {
            UriKind::Relative(r) => Some(r),
            _ => None,
        }
    }

    /// Whether the reference starts with a scheme name (an
    /// `absoluteURI`).
    pub fn is_absolute(&self) -> bool {
        self.shape.scheme_end != NONE
    }

    /// The production that names what the reference is: `absoluteURI`,
    /// `relativeURI`, or `URI-reference` for the empty reference and a
    /// fragment alone.
    pub fn production(&self) -> Production {
        match self.kind() {
            UriKind::Absolute(_) => Production::AbsoluteUri,
            UriKind::Relative(_) => Production::RelativeUri,
            UriKind::None => Production::UriReference,
        }
    }

    /// The scheme name as written (§3.1: compare it without regard to
    /// case, as [`scheme_is`](Self::scheme_is) does).
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        (self.shape.scheme_end != NONE).then(|| {
            Scheme::new(part(
                self.span,
                self.span.start() as u32,
                self.shape.scheme_end,
            ))
        })
    }

    /// Whether the scheme is `name`, ignoring case (§3.1: "programs
    /// interpreting URI should treat upper case letters as equivalent to
    /// lower case in scheme names").
    pub fn scheme_is(&self, name: &str) -> bool {
        self.scheme()
            .is_some_and(|s| s.as_str().eq_ignore_ascii_case(name))
    }

    /// The authority (after `"//"`), if the reference has one: a
    /// `server` or a `reg_name`.
    pub fn authority(&self) -> Option<Authority<'a>> {
        authority_of(self.span, &self.shape)
    }

    /// The text of the authority, if the reference has one (without
    /// making its node).
    pub(crate) fn authority_span(&self) -> Option<Span<'a>> {
        (self.shape.auth != Auth::None)
            .then(|| part(self.span, self.shape.auth_start, self.shape.auth_end))
    }

    /// The path as written: an `abs_path`, a `rel_path`, an
    /// `opaque_part`, or empty (never absent, §5.2: "the path component
    /// is never undefined, though it may be empty").
    pub fn path(&self) -> Span<'a> {
        part(self.span, self.shape.path_start, self.shape.path_end)
    }

    /// Whether the path is an `opaque_part` (`mailto:joe@example.com`).
    pub fn is_opaque(&self) -> bool {
        self.shape.has(shape::OPAQUE)
    }

    /// The `abs_path`, when the path is one (it starts with `"/"`).
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        let p = self.path();
        (!self.is_opaque() && !self.shape.has(shape::REL_PATH) && !p.is_empty())
            .then(|| AbsPath::new(p))
    }

    /// The `rel_path`, when the path is one.
    pub fn rel_path(&self) -> Option<RelPath<'a>> {
        self.shape
            .has(shape::REL_PATH)
            .then(|| RelPath::new(self.path()))
    }

    /// The `opaque_part`, when the path is one.
    pub fn opaque_part(&self) -> Option<OpaquePart<'a>> {
        self.is_opaque().then(|| OpaquePart::new(self.path()))
    }

    /// The segments of the path, in order, with their params: those of
    /// the `abs_path`, or of the `rel_path` (its `rel_segment` first);
    /// none for an opaque or empty path.
    pub fn segments(&self) -> path::Segments<'a> {
        let p = self.path();
        let from = usize::from(p.as_str().starts_with('/'));
        path::Segments::of((!self.is_opaque() && !p.is_empty()).then(|| p.slice(from, p.len())))
    }

    /// The query (after `"?"`), if there is one; perhaps empty. An
    /// opaque URI has none (a `"?"` in it is part of the opaque part).
    pub fn query(&self) -> Option<Query<'a>> {
        (self.shape.query_end != NONE).then(|| {
            Query::new(part(
                self.span,
                self.shape.path_end + 1,
                self.shape.query_end,
            ))
        })
    }

    /// The fragment (after `"#"`), if there is one; perhaps empty.
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        (self.shape.hash != NONE)
            .then(|| Fragment::new(part(self.span, self.shape.hash + 1, off(self.span.end()))))
    }

    /// Whether this is a relative reference with an empty path before
    /// its `"?"` (`?y`): not a `URI-reference` under RFC 2396's grammar,
    /// accepted only under
    /// [`Options::empty_relative_path`](super::Options::empty_relative_path),
    /// as RFC 3986 and Appendix C.1 have it. A deviation from the grammar,
    /// named here.
    pub fn has_empty_relative_path(&self) -> bool {
        self.shape.has(shape::EMPTY_PATH)
    }
}

impl fmt::Debug for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UriReference")
            .field("span", &self.span)
            .field("scheme", &self.scheme())
            .field("authority", &self.authority())
            .field("path", &self.path())
            .field("query", &self.query())
            .field("fragment", &self.fragment())
            .finish()
    }
}

/// ```bnf
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// Deterministic: an input that starts with `alpha *( alpha | digit |
/// "+" | "-" | "." ) ":"` is an `absoluteURI` and nothing else (a
/// `relativeURI` has no `":"` before its first `"/"`, `"?"` or `"#"`), an
/// empty input or one starting with `"#"` has neither, and any other
/// input is a `relativeURI`. No branch falls back on another.
pub fn uri_reference<'a>(i: Input<'a>) -> IResult<'a, UriReference<'a>> {
    crate::syntax::enter(i, |i| {
        named!("URI-reference", |i: Input<'a>| {
            bounded(&i)?;
            let mut s = Shape::at(off(i.location_offset()));
            let n = reference_at(i.as_bytes(), i.location_offset(), &mut s)?;
            let (rest, span) = kernel::split(i, n);
            Ok((rest, UriReference { span, shape: s }))
        })
        .parse(i)
    })
}

/// The node of `absoluteURI`.
///
/// ```bnf
/// absoluteURI   = scheme ":" ( hier_part | opaque_part )
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AbsoluteUri<'a> {
    span: Span<'a>,
    shape: Shape,
}

shaped!(AbsoluteUri, RelativeUri, HierPart, NetPath);

impl<'a> AbsoluteUri<'a> {
    /// The scheme name, as written.
    pub fn scheme(&self) -> Scheme<'a> {
        Scheme::new(part(
            self.span,
            self.span.start() as u32,
            self.shape.scheme_end,
        ))
    }
    /// The `hier_part`, unless the URI is opaque.
    pub fn hier_part(&self) -> Option<HierPart<'a>> {
        (!self.shape.has(shape::OPAQUE)).then(|| HierPart {
            span: part(self.span, self.shape.scheme_end + 1, off(self.span.end())),
            shape: self.shape,
        })
    }
    /// The `opaque_part`, if the URI is opaque.
    pub fn opaque_part(&self) -> Option<OpaquePart<'a>> {
        self.shape
            .has(shape::OPAQUE)
            .then(|| OpaquePart::new(part(self.span, self.shape.path_start, self.shape.path_end)))
    }
}

/// ```bnf
/// absoluteURI   = scheme ":" ( hier_part | opaque_part )
/// ```
///
/// After `":"`, a `"/"` starts a `hier_part` and any other byte an
/// `opaque_part` (whose first character, `uric_no_slash`, is never
/// `"/"`): the choice is the first byte's.
pub fn absolute_uri<'a>(i: Input<'a>) -> IResult<'a, AbsoluteUri<'a>> {
    crate::syntax::enter(i, |i| {
        named!("absoluteURI", |i: Input<'a>| {
            bounded(&i)?;
            let mut s = Shape::at(off(i.location_offset()));
            let n = absolute_at(i.as_bytes(), i.location_offset(), &mut s)?;
            let (rest, span) = kernel::split(i, n);
            Ok((rest, AbsoluteUri { span, shape: s }))
        })
        .parse(i)
    })
}

/// The node of `relativeURI`.
///
/// ```bnf
/// relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelativeUri<'a> {
    span: Span<'a>,
    shape: Shape,
}

impl<'a> RelativeUri<'a> {
    /// The `net_path`, if the reference starts with `"//"`.
    pub fn net_path(&self) -> Option<NetPath<'a>> {
        net_path_of(self.span, &self.shape)
    }
    /// The `abs_path`, if the reference starts with one `"/"`.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        (self.shape.auth == Auth::None
            && !self.shape.has(shape::REL_PATH)
            && !self.shape.has(shape::EMPTY_PATH))
        .then(|| AbsPath::new(part(self.span, self.shape.path_start, self.shape.path_end)))
    }
    /// The `rel_path`, if the reference starts with a `rel_segment`.
    pub fn rel_path(&self) -> Option<RelPath<'a>> {
        self.shape
            .has(shape::REL_PATH)
            .then(|| RelPath::new(part(self.span, self.shape.path_start, self.shape.path_end)))
    }
    /// The query, if there is one.
    pub fn query(&self) -> Option<Query<'a>> {
        query_of(self.span, &self.shape)
    }
}

/// The `net_path` of a shape, if it has an authority.
fn net_path_of<'a>(span: Span<'a>, s: &Shape) -> Option<NetPath<'a>> {
    (s.auth != Auth::None).then(|| NetPath {
        span: part(span, s.auth_start - 2, s.path_end),
        shape: *s,
    })
}

/// The query of a shape over `span`, if it has one.
fn query_of<'a>(span: Span<'a>, s: &Shape) -> Option<Query<'a>> {
    (s.query_end != NONE).then(|| Query::new(part(span, s.path_end + 1, s.query_end)))
}

/// ```bnf
/// relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]
/// ```
///
/// The first bytes choose: `"//"` a `net_path` (§4.3: "the authority
/// component wins"), `"/"` an `abs_path`, anything else a `rel_path`. An
/// empty path before `"?"` is no `rel_path` (`rel_segment` is `1*`):
/// `?y` is no `relativeURI` (the module's grammar note).
pub fn relative_uri<'a>(i: Input<'a>) -> IResult<'a, RelativeUri<'a>> {
    crate::syntax::enter(i, |i| {
        named!("relativeURI", |i: Input<'a>| {
            bounded(&i)?;
            let mut s = Shape::at(off(i.location_offset()));
            let n = relative_at(i.as_bytes(), i.location_offset(), &mut s)?;
            let (rest, span) = kernel::split(i, n);
            Ok((rest, RelativeUri { span, shape: s }))
        })
        .parse(i)
    })
}

/// The node of `hier_part`.
///
/// ```bnf
/// hier_part     = ( net_path | abs_path ) [ "?" query ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HierPart<'a> {
    span: Span<'a>,
    shape: Shape,
}

impl<'a> HierPart<'a> {
    /// The `net_path`, if the part starts with `"//"`.
    pub fn net_path(&self) -> Option<NetPath<'a>> {
        net_path_of(self.span, &self.shape)
    }
    /// The `abs_path`, if the part starts with one `"/"`.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        (self.shape.auth == Auth::None)
            .then(|| AbsPath::new(part(self.span, self.shape.path_start, self.shape.path_end)))
    }
    /// The query, if there is one.
    pub fn query(&self) -> Option<Query<'a>> {
        query_of(self.span, &self.shape)
    }
}

/// ```bnf
/// hier_part     = ( net_path | abs_path ) [ "?" query ]
/// ```
///
/// `"//"` starts a `net_path`, a single `"/"` an `abs_path` (§4.3).
pub fn hier_part<'a>(i: Input<'a>) -> IResult<'a, HierPart<'a>> {
    crate::syntax::enter(i, |i| {
        named!("hier_part", |i: Input<'a>| {
            bounded(&i)?;
            let mut s = Shape::at(off(i.location_offset()));
            let n = hier_part_at(i.as_bytes(), 0, i.location_offset(), &mut s)?;
            let (rest, span) = kernel::split(i, n);
            Ok((rest, HierPart { span, shape: s }))
        })
        .parse(i)
    })
}

/// The node of `net_path`.
///
/// ```bnf
/// net_path      = "//" authority [ abs_path ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NetPath<'a> {
    span: Span<'a>,
    shape: Shape,
}

impl<'a> NetPath<'a> {
    /// The authority (possibly the empty server).
    pub fn authority(&self) -> Authority<'a> {
        authority_of(self.span, &self.shape).unwrap_or_else(|| {
            Authority::RegName(authority::RegName::new(Span::new("", self.span.start())))
        })
    }
    /// The `abs_path` after the authority, if any.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        (self.shape.path_end > self.shape.auth_end)
            .then(|| AbsPath::new(part(self.span, self.shape.auth_end, self.shape.path_end)))
    }
}

/// ```bnf
/// net_path      = "//" authority [ abs_path ]
/// ```
///
/// The authority runs to the next `"/"`, `"?"`, `"#"` or the end (§3.2);
/// a `"/"` there starts the `abs_path`.
pub fn net_path<'a>(i: Input<'a>) -> IResult<'a, NetPath<'a>> {
    crate::syntax::enter(i, |i| {
        named!("net_path", |i: Input<'a>| {
            bounded(&i)?;
            let b = i.as_bytes();
            if b.get(..2) != Some(b"//") {
                let k = usize::from(b.first() == Some(&b'/'));
                return Err(nom::Err::Error(Error::literal(
                    i.location_offset() + k,
                    if k == 0 { "//" } else { "/" },
                )));
            }
            let mut s = Shape::at(off(i.location_offset()));
            let n = net_path_at(b, 0, i.location_offset(), &mut s)?;
            let (rest, span) = kernel::split(i, n);
            Ok((rest, NetPath { span, shape: s }))
        })
        .parse(i)
    })
}

/// The node of `rel_path`: a `rel_segment`, then perhaps an `abs_path`.
///
/// ```bnf
/// rel_path      = rel_segment [ abs_path ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelPath<'a> {
    span: Span<'a>,
}

impl<'a> RelPath<'a> {
    const fn new(span: Span<'a>) -> Self {
        RelPath { span }
    }
    /// The first segment (up to the first `"/"`).
    pub fn rel_segment(&self) -> RelSegment<'a> {
        let text = self.span.as_str();
        RelSegment::new(self.span.slice(0, text.find('/').unwrap_or(text.len())))
    }
    /// The `abs_path` after the first segment, if any.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        let text = self.span.as_str();
        text.find('/')
            .map(|k| AbsPath::new(self.span.slice(k, text.len())))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The path, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }
}

/// ```bnf
/// rel_path      = rel_segment [ abs_path ]
/// ```
///
/// A `"/"` after the `rel_segment` starts the `abs_path`; `g//h` is
/// `g` and `//h` read as an `abs_path` (an empty segment), never an
/// authority (§5).
pub fn rel_path<'a>(i: Input<'a>) -> IResult<'a, RelPath<'a>> {
    crate::syntax::enter(i, |i| {
        named!("rel_path", |i: Input<'a>| {
            bounded(&i)?;
            let mut s = Shape::at(off(i.location_offset()));
            let n = rel_path_at(i.as_bytes(), i.location_offset(), &mut s)?;
            let (rest, span) = kernel::split(i, n);
            Ok((rest, RelPath { span }))
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `rel_segment`: the first segment of a relative path,
    /// which has no `":"` (§5: "a relative URI reference ... cannot begin
    /// with a `:`-containing segment").
    ///
    /// ```bnf
    /// rel_segment   = 1*( unreserved | escaped |
    ///                     ";" | "@" | "&" | "=" | "+" | "$" | "," )
    /// ```
    RelSegment
}

/// ```bnf
/// rel_segment   = 1*( unreserved | escaped |
///                     ";" | "@" | "&" | "=" | "+" | "$" | "," )
/// ```
pub fn rel_segment(i: Input) -> IResult<RelSegment> {
    crate::syntax::enter(i, |i| {
        named!("rel_segment", |i| kernel::plus(i, &classes::REL_SEGMENT))
            .map(RelSegment::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `scheme`: the scheme name as written.
    ///
    /// ```bnf
    /// scheme        = alpha *( alpha | digit | "+" | "-" | "." )
    /// ```
    Scheme
}

/// ```bnf
/// scheme        = alpha *( alpha | digit | "+" | "-" | "." )
/// ```
///
/// Both cases, as the BNF's `alpha` has them (§3.1 says to compare them
/// without regard to case).
pub fn scheme<'a>(i: Input<'a>) -> IResult<'a, Scheme<'a>> {
    crate::syntax::enter(i, |i| {
        named!("scheme", |i: Input<'a>| match scheme_end(i.as_bytes()) {
            Some(n) => Ok(kernel::split(i, n)),
            None => Err(nom::Err::Error(Error::at(i.location_offset()))),
        })
        .map(Scheme::new)
        .parse(i)
    })
}
