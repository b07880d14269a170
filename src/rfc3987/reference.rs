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
use super::fragment::{self, Ifragment};
use super::path::{self, Ipath, IpathKind};
use super::production::{IResult, Production as P};
use super::query::{self, Iquery};
use super::scan::{Fail, Text, within};
use crate::rfc3986;
use crate::rfc3986::authority::Port;
use crate::rfc3986::reference::Scheme;
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IriReference<'a> {
    span: Span<'a>,
    kind: IriKind<'a>,
}

impl IriReference<'static> {
    /// The empty reference (an `irelative-ref` with an `ipath-empty`).
    pub(crate) const EMPTY: IriReference<'static> = {
        let span = Span::new("", 0);
        IriReference {
            span,
            kind: IriKind::IrelativeRef(IrelativeRef {
                span,
                relative_part: IhierPart {
                    span,
                    authority: None,
                    path: Ipath::new(span, IpathKind::Empty),
                },
                query: None,
                fragment: None,
            }),
        }
    };
}

impl<'a> IriReference<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The reference, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// Whether it is an `IRI` or an `irelative-ref`.
    pub const fn kind(&self) -> IriKind<'a> {
        self.kind
    }

    /// The production that names what the reference is: `IRI` or
    /// `irelative-ref`.
    pub const fn production(&self) -> P {
        match self.kind {
            IriKind::Iri(_) => P::Iri,
            IriKind::IrelativeRef(_) => P::IrelativeRef,
        }
    }

    /// Whether it is an `irelative-ref` (it has no scheme).
    pub const fn is_relative(&self) -> bool {
        matches!(self.kind, IriKind::IrelativeRef(_))
    }

    /// The `ihier-part` of an `IRI`, or the `irelative-part` of an
    /// `irelative-ref`.
    pub const fn hier_part(&self) -> IhierPart<'a> {
        match self.kind {
            IriKind::Iri(u) => u.hier_part,
            IriKind::IrelativeRef(r) => r.relative_part,
        }
    }

    /// The scheme, if it is an `IRI`.
    pub const fn scheme(&self) -> Option<Scheme<'a>> {
        match self.kind {
            IriKind::Iri(u) => Some(u.scheme),
            IriKind::IrelativeRef(_) => None,
        }
    }

    /// The authority after `//`, if any (perhaps empty: `file:///x`).
    pub const fn authority(&self) -> Option<Iauthority<'a>> {
        self.hier_part().authority
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
    pub const fn path(&self) -> Ipath<'a> {
        self.hier_part().path
    }

    /// The query after the first `?`, if any (perhaps empty).
    pub const fn query(&self) -> Option<Iquery<'a>> {
        match self.kind {
            IriKind::Iri(u) => u.query,
            IriKind::IrelativeRef(r) => r.query,
        }
    }

    /// The fragment after the `#`, if any (perhaps empty).
    pub const fn fragment(&self) -> Option<Ifragment<'a>> {
        match self.kind {
            IriKind::Iri(u) => u.fragment,
            IriKind::IrelativeRef(r) => r.fragment,
        }
    }
}

text!(Iri, IrelativeRef, IhierPart, IriReference);

// ---------------------------------------------------------------------
// The scanners.

/// The end of RFC 3986's `scheme` at `k` and its node, if one is there.
#[inline(always)]
fn scheme_at<'a>(t: Text<'a>, k: usize) -> Option<(usize, Scheme<'a>)> {
    if !t.at(k).is_some_and(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    t.call(k, rfc3986::reference::scheme).ok()
}

/// The `ihier-part` (`relative == false`) or `irelative-part` at `k`.
#[inline(always)]
pub(crate) fn part_at<'a>(
    t: Text<'a>,
    k: usize,
    relative: bool,
) -> Result<(usize, IhierPart<'a>), Fail> {
    let p = if relative {
        P::IrelativePart
    } else {
        P::IhierPart
    };
    let (end, authority, path) = part_inner(t, k, relative).map_err(|e| within(e, p))?;
    Ok((
        end,
        IhierPart {
            span: t.span(k, end),
            authority,
            path,
        },
    ))
}

#[inline(always)]
fn part_inner<'a>(
    t: Text<'a>,
    k: usize,
    relative: bool,
) -> Result<(usize, Option<Iauthority<'a>>, Ipath<'a>), Fail> {
    if t.at(k) == Some(b'/') && t.at(k + 1) == Some(b'/') {
        let (a_end, a) = authority::iauthority_at(t, k + 2)?;
        let end = path::abempty_at(t, a_end)?;
        return Ok((
            end,
            Some(a),
            Ipath::new(t.span(a_end, end), IpathKind::Abempty),
        ));
    }
    if t.at(k) == Some(b'/') {
        let end = path::absolute_at(t, k)?;
        return Ok((end, None, Ipath::new(t.span(k, end), IpathKind::Absolute)));
    }
    if path::starts_segment(t, k) {
        let (end, kind) = if relative {
            (path::noscheme_at(t, k)?, IpathKind::Noscheme)
        } else {
            (path::rootless_at(t, k)?, IpathKind::Rootless)
        };
        return Ok((end, None, Ipath::new(t.span(k, end), kind)));
    }
    Ok((k, None, Ipath::new(t.span(k, k), IpathKind::Empty)))
}

/// The optional `"?" iquery` at `k`.
#[inline(always)]
fn opt_query<'a>(t: Text<'a>, k: usize) -> Result<(usize, Option<Iquery<'a>>), Fail> {
    if t.at(k) != Some(b'?') {
        return Ok((k, None));
    }
    let end = query::iquery_at(t, k + 1)?;
    Ok((end, Some(Iquery::new(t.span(k + 1, end)))))
}

/// The optional `"#" ifragment` at `k`.
#[inline(always)]
fn opt_fragment<'a>(t: Text<'a>, k: usize) -> Result<(usize, Option<Ifragment<'a>>), Fail> {
    if t.at(k) != Some(b'#') {
        return Ok((k, None));
    }
    let end = fragment::ifragment_at(t, k + 1)?;
    Ok((end, Some(Ifragment::new(t.span(k + 1, end)))))
}

/// The `IRI` at `k` (with its fragment when `with_fragment`, else the
/// `absolute-IRI`).
#[inline(always)]
pub(crate) fn iri_at<'a>(
    t: Text<'a>,
    k: usize,
    with_fragment: bool,
) -> Result<(usize, Iri<'a>), Fail> {
    let p = if with_fragment {
        P::Iri
    } else {
        P::AbsoluteIri
    };
    iri_inner(t, k, scheme_at(t, k), with_fragment).map_err(|e| within(e, p))
}

#[inline(always)]
fn iri_inner<'a>(
    t: Text<'a>,
    k: usize,
    scheme: Option<(usize, Scheme<'a>)>,
    with_fragment: bool,
) -> Result<(usize, Iri<'a>), Fail> {
    let Some((s, scheme)) = scheme else {
        return Err(t.miss(k, P::Scheme));
    };
    if t.at(s) != Some(b':') {
        return Err(nom::Err::Error(crate::syntax::Error::literal(
            t.base() + s,
            ":",
        )));
    }
    let (h_end, hier_part) = part_at(t, s + 1, false)?;
    let (q_end, query) = opt_query(t, h_end)?;
    let (end, fragment) = if with_fragment {
        opt_fragment(t, q_end)?
    } else {
        (q_end, None)
    };
    Ok((
        end,
        Iri {
            span: t.span(k, end),
            scheme,
            hier_part,
            query,
            fragment,
        },
    ))
}

/// The `irelative-ref` at `k`.
#[inline(always)]
pub(crate) fn irelative_ref_at<'a>(
    t: Text<'a>,
    k: usize,
) -> Result<(usize, IrelativeRef<'a>), Fail> {
    irelative_ref_inner(t, k).map_err(|e| within(e, P::IrelativeRef))
}

#[inline(always)]
fn irelative_ref_inner<'a>(t: Text<'a>, k: usize) -> Result<(usize, IrelativeRef<'a>), Fail> {
    let (p_end, relative_part) = part_at(t, k, true)?;
    let (q_end, query) = opt_query(t, p_end)?;
    let (end, fragment) = opt_fragment(t, q_end)?;
    Ok((
        end,
        IrelativeRef {
            span: t.span(k, end),
            relative_part,
            query,
            fragment,
        },
    ))
}

/// The `IRI-reference` at `k`: an `IRI` when a scheme and `:` start it.
#[inline(always)]
pub(crate) fn iri_reference_at<'a>(
    t: Text<'a>,
    k: usize,
) -> Result<(usize, IriReference<'a>), Fail> {
    let r = match scheme_at(t, k) {
        // The scheme read once: the `IRI`'s.
        scheme @ Some((s, _)) if t.at(s) == Some(b':') => iri_inner(t, k, scheme, true)
            .map_err(|e| within(e, P::Iri))
            .map(|(e, u)| (e, IriKind::Iri(u))),
        _ => irelative_ref_at(t, k).map(|(e, r)| (e, IriKind::IrelativeRef(r))),
    };
    let (end, kind) = r.map_err(|e| within(e, P::IriReference))?;
    Ok((
        end,
        IriReference {
            span: t.span(k, end),
            kind,
        },
    ))
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
    crate::syntax::enter(i, |i| run(i, |t| iri_reference_at(t, 0)))
}

/// ```bnf
/// IRI            = scheme ":" ihier-part [ "?" iquery ]
///                       [ "#" ifragment ]
/// ```
pub fn iri(i: Input) -> IResult<Iri> {
    crate::syntax::enter(i, |i| run(i, |t| iri_at(t, 0, true)))
}

/// ```bnf
/// absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
/// ```
pub fn absolute_iri(i: Input) -> IResult<AbsoluteIri> {
    crate::syntax::enter(i, |i| run(i, |t| iri_at(t, 0, false)))
}

/// ```bnf
/// irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
/// ```
pub fn irelative_ref(i: Input) -> IResult<IrelativeRef> {
    crate::syntax::enter(i, |i| run(i, |t| irelative_ref_at(t, 0)))
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
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, 0, false)))
}

/// ```bnf
/// irelative-part = "//" iauthority ipath-abempty
///                     / ipath-absolute
///                / ipath-noscheme
///                / ipath-empty
/// ```
pub fn irelative_part(i: Input) -> IResult<IrelativePart> {
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, 0, true)))
}
