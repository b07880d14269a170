//! RFC 3987 §2.2's references: `IRI`, `ihier-part`, `IRI-reference`,
//! `absolute-IRI`, `irelative-ref`, `irelative-part`; RFC 3986's (§3,
//! §4) with the IRI rules inside, and RFC 3986's `scheme`.
//!
//! ```text
//! IRI            = scheme ":" ihier-part [ "?" iquery ]
//!                       [ "#" ifragment ]
//! ```
//!
//! `IRI-reference = IRI / irelative-ref` is read without trying both: a
//! reference that starts with a `scheme` and a `:` is an `IRI` (no
//! `irelative-ref` can: its first segment holds no `:`), any other an
//! `irelative-ref`. Decisions: this module's grammar note.

use super::authority::{self, Iauthority, Ihost, Iuserinfo};
use super::fragment::Ifragment;
use super::path::{Ipath, IpathKind};
use super::production::{IResult, Production as P};
use super::query::Iquery;
use super::scan::{Fail, Text, shaped};
use crate::rfc3986;
use crate::rfc3986::authority::Port;
use crate::rfc3986::path::PathKind;
use crate::rfc3986::reference::Scheme;
use crate::rfc3986::scan::Text as UriText;
use crate::rfc3986::shape::{NONE, Shape, pos};
use crate::syntax::macros::text;
use crate::syntax::{Input, Span};

/// The node of `ihier-part`, or of `irelative-part`: an authority and
/// its `ipath-abempty`, or a path of another form.
///
/// ```bnf
/// ihier-part     = "//" iauthority ipath-abempty
///                / ipath-absolute
///                / ipath-rootless
///                / ipath-empty
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IhierPart<'a> {
    span: Span<'a>,
    authority: Option<Iauthority<'a>>,
    path: Ipath<'a>,
}

impl<'a> IhierPart<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The authority after `//`, if there is one.
    pub const fn authority(&self) -> Option<Iauthority<'a>> {
        self.authority
    }

    /// The path, with its form.
    pub const fn path(&self) -> Ipath<'a> {
        self.path
    }
}

/// The node of `irelative-part`: the same parts as an `ihier-part`.
///
/// ```bnf
/// irelative-part = "//" iauthority ipath-abempty
///                     / ipath-absolute
///                / ipath-noscheme
///                / ipath-empty
/// ```
pub type IrelativePart<'a> = IhierPart<'a>;

/// The node of `IRI`: a scheme, an `ihier-part`, perhaps a query and a
/// fragment; also of `absolute-IRI`, which has no fragment.
///
/// ```bnf
/// IRI            = scheme ":" ihier-part [ "?" iquery ]
///                       [ "#" ifragment ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Iri<'a> {
    span: Span<'a>,
    scheme: Scheme<'a>,
    hier_part: IhierPart<'a>,
    query: Option<Iquery<'a>>,
    fragment: Option<Ifragment<'a>>,
}

impl<'a> Iri<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The scheme (RFC 3986's `scheme`).
    pub const fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    /// The `ihier-part`.
    pub const fn hier_part(&self) -> IhierPart<'a> {
        self.hier_part
    }

    /// The query after `?`, if any.
    pub const fn query(&self) -> Option<Iquery<'a>> {
        self.query
    }

    /// The fragment after `#`, if any.
    pub const fn fragment(&self) -> Option<Ifragment<'a>> {
        self.fragment
    }
}

/// The node of `absolute-IRI`: an [`Iri`] without a fragment.
///
/// ```bnf
/// absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
/// ```
pub type AbsoluteIri<'a> = Iri<'a>;

/// The node of `irelative-ref`.
///
/// ```bnf
/// irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IrelativeRef<'a> {
    span: Span<'a>,
    relative_part: IrelativePart<'a>,
    query: Option<Iquery<'a>>,
    fragment: Option<Ifragment<'a>>,
}

impl<'a> IrelativeRef<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The `irelative-part`.
    pub const fn relative_part(&self) -> IrelativePart<'a> {
        self.relative_part
    }

    /// The query after `?`, if any.
    pub const fn query(&self) -> Option<Iquery<'a>> {
        self.query
    }

    /// The fragment after `#`, if any.
    pub const fn fragment(&self) -> Option<Ifragment<'a>> {
        self.fragment
    }
}

/// What an [`IriReference`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IriKind<'a> {
    /// An `IRI`: it has a scheme.
    Iri(Iri<'a>),
    /// An `irelative-ref`.
    IrelativeRef(IrelativeRef<'a>),
}

/// An IRI reference of RFC 3987 (§2.2), borrowed from its text: an `IRI`
/// or an `irelative-ref`, with every component as written and its byte
/// span (offsets are bytes of the UTF-8 text). [`IriReference::parse`]
/// reads one; [`IriReferenceBuf`](super::IriReferenceBuf) is the owned
/// form.
///
/// ```bnf
/// IRI-reference  = IRI / irelative-ref
/// ```
///
/// ```
/// use rfc1738::rfc3987::{Production, IriReference};
/// let iri = IriReference::parse("https://ru.wikipedia.org/wiki/Москва?q=1#история")?;
/// assert_eq!(iri.production(), Production::Iri);
/// assert_eq!(iri.scheme().unwrap().as_str(), "https");
/// assert_eq!(iri.host().unwrap().as_str(), "ru.wikipedia.org");
/// assert_eq!(iri.path().as_str(), "/wiki/Москва");
/// assert_eq!(iri.path().kind().name(), "ipath-abempty");
/// assert_eq!(iri.query().unwrap().as_str(), "q=1");
/// assert_eq!(iri.fragment().unwrap().span().range(), 47..61);
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
///
/// It holds its text and where each part is (the offsets of RFC 3986's
/// reading, which RFC 3987's runs widen); the nodes of the parts are made
/// when asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct IriReference<'a> {
    span: Span<'a>,
    shape: Shape,
}

impl IriReference<'static> {
    /// The empty reference (an `irelative-ref` with an `ipath-empty`).
    pub(crate) const EMPTY: IriReference<'static> = IriReference {
        span: Span::new("", 0),
        shape: Shape::EMPTY,
    };
}

impl<'a> IriReference<'a> {
    /// The reference over all of `text` (its first byte at `start` of the
    /// input) whose parts `shape` places.
    pub(crate) const fn of(text: &'a str, start: usize, shape: Shape) -> Self {
        IriReference {
            span: Span::new(text, start),
            shape,
        }
    }

    /// The text the shape's offsets count in.
    fn text(&self) -> UriText<'a> {
        UriText {
            text: self.span.as_str(),
            base: self.span.start(),
        }
    }

    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The reference, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// Whether it is an `IRI` or an `irelative-ref`.
    pub fn kind(&self) -> IriKind<'a> {
        let (t, end) = (self.text(), self.span.len());
        if self.is_relative() {
            IriKind::IrelativeRef(irelative_ref_of(t, &self.shape, 0, end))
        } else {
            IriKind::Iri(iri_of(t, &self.shape, 0, end))
        }
    }

    /// The production that names what the reference is: `IRI` or
    /// `irelative-ref`.
    pub const fn production(&self) -> P {
        if self.is_relative() {
            P::IrelativeRef
        } else {
            P::Iri
        }
    }

    /// Whether it is an `irelative-ref` (it has no scheme).
    pub const fn is_relative(&self) -> bool {
        self.shape.scheme_end == NONE
    }

    /// The `ihier-part` of an `IRI`, or the `irelative-part` of an
    /// `irelative-ref`.
    pub fn hier_part(&self) -> IhierPart<'a> {
        hier_part_of(self.text(), &self.shape)
    }

    /// The scheme, if it is an `IRI`.
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        (!self.is_relative()).then(|| Scheme::new(self.text().span(0, pos(self.shape.scheme_end))))
    }

    /// The authority after `//`, if any (perhaps empty: `file:///x`).
    pub fn authority(&self) -> Option<Iauthority<'a>> {
        authority::iauthority_of(self.text(), &self.shape)
    }

    /// The user information before the authority's `@`, if any.
    pub fn userinfo(&self) -> Option<Iuserinfo<'a>> {
        self.authority().and_then(|a| a.userinfo())
    }

    /// The host, if there is an authority (perhaps an empty `ireg-name`).
    pub fn host(&self) -> Option<Ihost<'a>> {
        self.authority().map(|a| a.host())
    }

    /// The port after the host's `:`, if any (perhaps empty).
    pub fn port(&self) -> Option<Port<'a>> {
        self.authority().and_then(|a| a.port())
    }

    /// The path, always present (perhaps empty), with its form: the
    /// context's: `ipath-abempty` after an authority, else
    /// `ipath-absolute`, `ipath-rootless` (an `IRI`) or `ipath-noscheme`
    /// (an `irelative-ref`), or `ipath-empty`.
    pub fn path(&self) -> Ipath<'a> {
        path_of(self.text(), &self.shape)
    }

    /// The query after the first `?`, if any (perhaps empty).
    pub fn query(&self) -> Option<Iquery<'a>> {
        query_of(self.text(), &self.shape)
    }

    /// The fragment after the `#`, if any (perhaps empty).
    pub fn fragment(&self) -> Option<Ifragment<'a>> {
        fragment_of(self.text(), &self.shape, self.span.len())
    }
}

impl core::fmt::Debug for IriReference<'_> {
    /// As its nodes: its span, and what it is with all its parts.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("IriReference")
            .field("span", &self.span)
            .field("kind", &self.kind())
            .finish()
    }
}

text!(Iri, IrelativeRef, IhierPart, IriReference);

// ---------------------------------------------------------------------
// The nodes of a shape, made on demand.

/// The path of `s` in `t`.
fn path_of<'a>(t: UriText<'a>, s: &Shape) -> Ipath<'a> {
    let kind = match s.path {
        PathKind::Abempty => IpathKind::Abempty,
        PathKind::Absolute => IpathKind::Absolute,
        PathKind::Noscheme => IpathKind::Noscheme,
        PathKind::Rootless => IpathKind::Rootless,
        PathKind::Empty => IpathKind::Empty,
    };
    Ipath::new(t.span(pos(s.path_start), pos(s.path_end)), kind)
}

/// The `ihier-part` (or `irelative-part`) of `s` in `t`: from the `//`
/// of its authority, or from its path.
fn hier_part_of<'a>(t: UriText<'a>, s: &Shape) -> IhierPart<'a> {
    let start = if s.auth_start == NONE {
        pos(s.path_start)
    } else {
        pos(s.auth_start).saturating_sub(2)
    };
    IhierPart {
        span: t.span(start, pos(s.path_end)),
        authority: authority::iauthority_of(t, s),
        path: path_of(t, s),
    }
}

/// The query of `s` in `t`, if it has one.
fn query_of<'a>(t: UriText<'a>, s: &Shape) -> Option<Iquery<'a>> {
    (s.query_end != NONE).then(|| Iquery::new(t.span(pos(s.path_end) + 1, pos(s.query_end))))
}

/// The fragment of `s` in `t` (a reference ending at `end`), if it has
/// one.
fn fragment_of<'a>(t: UriText<'a>, s: &Shape, end: usize) -> Option<Ifragment<'a>> {
    (s.hash != NONE).then(|| Ifragment::new(t.span(pos(s.hash) + 1, end)))
}

/// The `IRI` (or `absolute-IRI`) `k..end` of `t` that `s` shapes.
fn iri_of<'a>(t: UriText<'a>, s: &Shape, k: usize, end: usize) -> Iri<'a> {
    Iri {
        span: t.span(k, end),
        scheme: Scheme::new(t.span(k, pos(s.scheme_end))),
        hier_part: hier_part_of(t, s),
        query: query_of(t, s),
        fragment: fragment_of(t, s, end),
    }
}

/// The `irelative-ref` `k..end` of `t` that `s` shapes.
fn irelative_ref_of<'a>(t: UriText<'a>, s: &Shape, k: usize, end: usize) -> IrelativeRef<'a> {
    IrelativeRef {
        span: t.span(k, end),
        relative_part: hier_part_of(t, s),
        query: query_of(t, s),
        fragment: fragment_of(t, s, end),
    }
}

// ---------------------------------------------------------------------
// The scanners: RFC 3986's reading of a reference into a shape, its
// runs widened to RFC 3987's (`ucschar`, and `iprivate` in the query),
// its errors in RFC 3987's productions.

/// The `IRI-reference` at the start of `t`, into `s`: its end. The
/// offsets count from the start of `t`, which must be shorter than
/// `u32::MAX` bytes. (`IriReference::parse_with` reads RFC 3986's
/// scanner itself and names its error in RFC 3987's productions as it
/// makes the public one; the unit tests read this.)
#[cfg(test)]
pub(crate) fn iri_reference_shape(t: UriText<'_>, s: &mut Shape) -> Result<usize, Fail> {
    rfc3986::reference::uri_reference_shape::<true>(t, false, s).map_err(super::scan::from_rfc3986)
}

/// The `IRI-reference` at the start of `t`: its end and node.
pub(crate) fn iri_reference_at<'a>(t: Text<'a>) -> Result<(usize, IriReference<'a>), Fail> {
    let (u, end, s) = shaped(&t, |u, s| {
        rfc3986::reference::uri_reference_shape::<true>(u, false, s)
    })?;
    let text = u.text.get(..end).unwrap_or_default();
    Ok((end, IriReference::of(text, u.base, s)))
}

/// The `IRI` (`absolute-IRI` unless `with_fragment`) at the start of
/// `t`: its end and node.
pub(crate) fn iri_at<'a>(t: Text<'a>, with_fragment: bool) -> Result<(usize, Iri<'a>), Fail> {
    let (u, end, s) = shaped(&t, |u, s| {
        rfc3986::reference::uri_shape::<true>(u, 0, with_fragment, false, s)
    })?;
    Ok((end, iri_of(u, &s, 0, end)))
}

/// The `irelative-ref` at the start of `t`: its end and node.
pub(crate) fn irelative_ref_at<'a>(t: Text<'a>) -> Result<(usize, IrelativeRef<'a>), Fail> {
    let (u, end, s) = shaped(&t, |u, s| {
        rfc3986::reference::relative_ref_shape::<true>(u, 0, false, s)
    })?;
    Ok((end, irelative_ref_of(u, &s, 0, end)))
}

/// The `ihier-part` (`irelative-part` when `relative`) at the start of
/// `t`: its end and node.
pub(crate) fn part_at<'a>(t: Text<'a>, relative: bool) -> Result<(usize, IhierPart<'a>), Fail> {
    let (u, end, s) = shaped(&t, |u, s| {
        rfc3986::reference::part_shape::<true>(u, 0, relative, false, s)
    })?;
    Ok((end, hier_part_of(u, &s)))
}

/// Runs a scanner from the start of `i` as a combinator.
fn run<'a, T>(
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
/// IRI-reference  = IRI / irelative-ref
/// ```
///
/// An `IRI` when a `scheme` and a `:` start the input, else an
/// `irelative-ref`. The longest prefix that is a reference:
/// [`IriReference::parse`] requires all of the input.
///
/// ```
/// use rfc1738::rfc3987::{iri_reference, Input};
/// let (rest, r) = iri_reference(Input::new("../δ?b c")).unwrap();
/// assert_eq!((r.as_str(), rest.as_str()), ("../δ?b", " c"));
/// ```
pub fn iri_reference(i: Input) -> IResult<IriReference> {
    crate::syntax::enter(i, |i| run(i, iri_reference_at))
}

/// ```bnf
/// IRI            = scheme ":" ihier-part [ "?" iquery ]
///                       [ "#" ifragment ]
/// ```
pub fn iri(i: Input) -> IResult<Iri> {
    crate::syntax::enter(i, |i| run(i, |t| iri_at(t, true)))
}

/// ```bnf
/// absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
/// ```
pub fn absolute_iri(i: Input) -> IResult<AbsoluteIri> {
    crate::syntax::enter(i, |i| run(i, |t| iri_at(t, false)))
}

/// ```bnf
/// irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
/// ```
pub fn irelative_ref(i: Input) -> IResult<IrelativeRef> {
    crate::syntax::enter(i, |i| run(i, irelative_ref_at))
}

/// ```bnf
/// ihier-part     = "//" iauthority ipath-abempty
///                / ipath-absolute
///                / ipath-rootless
///                / ipath-empty
/// ```
///
/// `//` commits to the authority.
pub fn ihier_part(i: Input) -> IResult<IhierPart> {
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, false)))
}

/// ```bnf
/// irelative-part = "//" iauthority ipath-abempty
///                     / ipath-absolute
///                / ipath-noscheme
///                / ipath-empty
/// ```
pub fn irelative_part(i: Input) -> IResult<IrelativePart> {
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, true)))
}
