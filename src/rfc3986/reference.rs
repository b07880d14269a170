//! RFC 3986 §3 "Syntax Components" and §4 "Usage": `URI`, `hier-part`,
//! `scheme` (§3.1), and the references of §4: `URI-reference`,
//! `relative-ref`, `relative-part`, `absolute-URI`.
//!
//! ```text
//! URI         = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//! ```
//!
//! `URI-reference = URI / relative-ref` is read without trying both: a
//! reference that starts with a `scheme` and a `:` is a `URI` (no
//! `relative-ref` can: its first segment holds no `:`, §4.2), any other a
//! `relative-ref`. Decisions: this module's grammar note.

use super::authority::{self, Authority, Host, Port, Userinfo};
use super::classes::{self, bits};
use super::fragment::{self, Fragment};
use super::path::{self, Path, PathKind};
use super::production::{IResult, Production as P};
use super::query::{self, Query};
use super::scan::{Fail, Text, within};
use crate::syntax::macros::{leaf, text};
use crate::syntax::{Input, Span};

leaf! {
    /// The node of `scheme` (§3.1): a letter, then letters, digits, `+`,
    /// `-` and `.`; compared case-insensitively.
    ///
    /// ```bnf
    /// scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    /// ```
    Scheme
}

/// The node of `hier-part` (§3), or of `relative-part` (§4.2): an
/// authority and its `path-abempty`, or a path of another form.
///
/// ```bnf
/// hier-part     = "//" authority path-abempty
///               / path-absolute
///               / path-rootless
///               / path-empty
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HierPart<'a> {
    span: Span<'a>,
    authority: Option<Authority<'a>>,
    path: Path<'a>,
}

impl<'a> HierPart<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The authority after `//`, if there is one.
    pub const fn authority(&self) -> Option<Authority<'a>> {
        self.authority
    }

    /// The path, with its form.
    pub const fn path(&self) -> Path<'a> {
        self.path
    }
}

/// The node of `relative-part` (§4.2): the same parts as a `hier-part`.
///
/// ```bnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
pub type RelativePart<'a> = HierPart<'a>;

/// The node of `URI` (§3): a scheme, a `hier-part`, perhaps a query and
/// a fragment; also of `absolute-URI` (§4.3), which has no fragment.
///
/// ```bnf
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    span: Span<'a>,
    scheme: Scheme<'a>,
    hier_part: HierPart<'a>,
    query: Option<Query<'a>>,
    fragment: Option<Fragment<'a>>,
}

impl<'a> Uri<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The scheme.
    pub const fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    /// The `hier-part`.
    pub const fn hier_part(&self) -> HierPart<'a> {
        self.hier_part
    }

    /// The query after `?`, if any.
    pub const fn query(&self) -> Option<Query<'a>> {
        self.query
    }

    /// The fragment after `#`, if any.
    pub const fn fragment(&self) -> Option<Fragment<'a>> {
        self.fragment
    }
}

/// The node of `absolute-URI` (§4.3): a [`Uri`] without a fragment.
///
/// ```bnf
/// absolute-URI  = scheme ":" hier-part [ "?" query ]
/// ```
pub type AbsoluteUri<'a> = Uri<'a>;

/// The node of `relative-ref` (§4.2).
///
/// ```bnf
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelativeRef<'a> {
    span: Span<'a>,
    relative_part: RelativePart<'a>,
    query: Option<Query<'a>>,
    fragment: Option<Fragment<'a>>,
}

impl<'a> RelativeRef<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The `relative-part`.
    pub const fn relative_part(&self) -> RelativePart<'a> {
        self.relative_part
    }

    /// The query after `?`, if any.
    pub const fn query(&self) -> Option<Query<'a>> {
        self.query
    }

    /// The fragment after `#`, if any.
    pub const fn fragment(&self) -> Option<Fragment<'a>> {
        self.fragment
    }
}

/// What a [`UriReference`] is (§4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UriKind<'a> {
    /// A `URI`: it has a scheme.
    Uri(Uri<'a>),
    /// A `relative-ref`.
    RelativeRef(RelativeRef<'a>),
}

/// A URI reference of RFC 3986 (§4.1), borrowed from its text: a `URI`
/// or a `relative-ref`, with every component as written and its byte
/// span. [`UriReference::parse`] reads one; [`UriReferenceBuf`](super::UriReferenceBuf)
/// is the owned form.
///
/// ```bnf
/// URI-reference = URI / relative-ref
/// ```
///
/// ```
/// use rfc1738::rfc3986::{Production, UriReference};
/// let uri = UriReference::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
/// assert_eq!(uri.production(), Production::Uri);
/// assert_eq!(uri.scheme().unwrap().as_str(), "foo");
/// assert_eq!(uri.authority().unwrap().as_str(), "example.com:8042");
/// assert_eq!(uri.host().unwrap().kind_name(), "reg-name");
/// assert_eq!(uri.port().unwrap().as_str(), "8042");
/// assert_eq!(uri.path().as_str(), "/over/there");
/// assert_eq!(uri.path().kind().name(), "path-abempty");
/// assert_eq!(uri.query().unwrap().as_str(), "name=ferret");
/// assert_eq!(uri.fragment().unwrap().span().range(), 46..50);
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UriReference<'a> {
    span: Span<'a>,
    kind: UriKind<'a>,
}

impl UriReference<'static> {
    /// The empty reference (a `relative-ref` with a `path-empty`).
    pub(crate) const EMPTY: UriReference<'static> = {
        let span = Span::new("", 0);
        UriReference {
            span,
            kind: UriKind::RelativeRef(RelativeRef {
                span,
                relative_part: HierPart {
                    span,
                    authority: None,
                    path: Path::new(span, PathKind::Empty),
                },
                query: None,
                fragment: None,
            }),
        }
    };
}

impl<'a> UriReference<'a> {
    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> Span<'a> {
        self.span
    }

    /// The reference, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// Whether it is a `URI` or a `relative-ref`.
    pub const fn kind(&self) -> UriKind<'a> {
        self.kind
    }

    /// The production that names what the reference is: `URI` or
    /// `relative-ref`.
    pub const fn production(&self) -> P {
        match self.kind {
            UriKind::Uri(_) => P::Uri,
            UriKind::RelativeRef(_) => P::RelativeRef,
        }
    }

    /// Whether it is a `relative-ref` (it has no scheme).
    pub const fn is_relative(&self) -> bool {
        matches!(self.kind, UriKind::RelativeRef(_))
    }

    /// The `hier-part` of a `URI`, or the `relative-part` of a
    /// `relative-ref`.
    pub const fn hier_part(&self) -> HierPart<'a> {
        match self.kind {
            UriKind::Uri(u) => u.hier_part,
            UriKind::RelativeRef(r) => r.relative_part,
        }
    }

    /// The scheme, if it is a `URI`.
    pub const fn scheme(&self) -> Option<Scheme<'a>> {
        match self.kind {
            UriKind::Uri(u) => Some(u.scheme),
            UriKind::RelativeRef(_) => None,
        }
    }

    /// The authority after `//`, if any (perhaps empty: `file:///x`).
    pub const fn authority(&self) -> Option<Authority<'a>> {
        self.hier_part().authority
    }

    /// The user information before the authority's `@`, if any.
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.authority().and_then(|a| a.userinfo())
    }

    /// The host, if there is an authority (perhaps an empty `reg-name`).
    pub fn host(&self) -> Option<Host<'a>> {
        self.authority().map(|a| a.host())
    }

    /// The port after the host's `:`, if any (perhaps empty).
    pub fn port(&self) -> Option<Port<'a>> {
        self.authority().and_then(|a| a.port())
    }

    /// The path, always present (perhaps empty), with its form: the
    /// context's (§3.3): `path-abempty` after an authority, else
    /// `path-absolute`, `path-rootless` (a `URI`) or `path-noscheme` (a
    /// `relative-ref`), or `path-empty`.
    pub const fn path(&self) -> Path<'a> {
        self.hier_part().path
    }

    /// The query after the first `?`, if any (perhaps empty).
    pub const fn query(&self) -> Option<Query<'a>> {
        match self.kind {
            UriKind::Uri(u) => u.query,
            UriKind::RelativeRef(r) => r.query,
        }
    }

    /// The fragment after the `#`, if any (perhaps empty).
    pub const fn fragment(&self) -> Option<Fragment<'a>> {
        match self.kind {
            UriKind::Uri(u) => u.fragment,
            UriKind::RelativeRef(r) => r.fragment,
        }
    }
}

text!(Uri, RelativeRef, HierPart, UriReference);

// ---------------------------------------------------------------------
// The scanners.

/// The end of the `scheme` at `k`, if one is there.
pub(crate) fn scheme_end(b: &[u8], k: usize) -> Option<usize> {
    if !b.get(k).is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let mut at = k + 1;
    while b.get(at).is_some_and(|&c| classes::is(c, bits::SCHEME)) {
        at += 1;
    }
    Some(at)
}

/// The `hier-part` (`relative == false`) or `relative-part` at `k`.
#[inline(always)]
pub(crate) fn part_at<'a>(
    t: Text<'a>,
    k: usize,
    relative: bool,
    zones: bool,
) -> Result<(usize, HierPart<'a>), Fail> {
    let p = if relative {
        P::RelativePart
    } else {
        P::HierPart
    };
    let r = part_inner(t, k, relative, zones);
    let (end, authority, path) = r.map_err(|e| within(e, p))?;
    Ok((
        end,
        HierPart {
            span: t.span(k, end),
            authority,
            path,
        },
    ))
}

/// [`part_at`]'s reading, before the error is put within its production.
#[inline(always)]
fn part_inner<'a>(
    t: Text<'a>,
    k: usize,
    relative: bool,
    zones: bool,
) -> Result<(usize, Option<Authority<'a>>, Path<'a>), Fail> {
    let b = t.bytes();
    {
        if b.get(k) == Some(&b'/') && b.get(k + 1) == Some(&b'/') {
            let (a_end, a) = authority::authority_at(t, k + 2, zones)?;
            let end = path::abempty_at(t, a_end)?;
            return Ok((
                end,
                Some(a),
                Path::new(t.span(a_end, end), PathKind::Abempty),
            ));
        }
        if b.get(k) == Some(&b'/') {
            let end = path::absolute_at(t, k)?;
            return Ok((end, None, Path::new(t.span(k, end), PathKind::Absolute)));
        }
        if path::starts_segment(t, k) {
            let (end, kind) = if relative {
                (path::noscheme_at(t, k)?, PathKind::Noscheme)
            } else {
                (path::rootless_at(t, k)?, PathKind::Rootless)
            };
            return Ok((end, None, Path::new(t.span(k, end), kind)));
        }
        Ok((k, None, Path::new(t.span(k, k), PathKind::Empty)))
    }
}

/// The optional `"?" query` at `k`: its end and node.
#[inline(always)]
fn opt_query<'a>(t: Text<'a>, k: usize) -> Result<(usize, Option<Query<'a>>), Fail> {
    if t.at(k) != Some(b'?') {
        return Ok((k, None));
    }
    let end = query::query_at(t, k + 1)?;
    Ok((end, Some(Query::new(t.span(k + 1, end)))))
}

/// The optional `"#" fragment` at `k`: its end and node.
#[inline(always)]
fn opt_fragment<'a>(t: Text<'a>, k: usize) -> Result<(usize, Option<Fragment<'a>>), Fail> {
    if t.at(k) != Some(b'#') {
        return Ok((k, None));
    }
    let end = fragment::fragment_at(t, k + 1)?;
    Ok((end, Some(Fragment::new(t.span(k + 1, end)))))
}

/// The `URI` at `k` (with its fragment when `fragment`, else the
/// `absolute-URI`).
#[inline(always)]
pub(crate) fn uri_at<'a>(
    t: Text<'a>,
    k: usize,
    with_fragment: bool,
    zones: bool,
) -> Result<(usize, Uri<'a>), Fail> {
    let p = if with_fragment {
        P::Uri
    } else {
        P::AbsoluteUri
    };
    uri_inner(t, k, with_fragment, zones).map_err(|e| within(e, p))
}

/// [`uri_at`]'s reading, before the error is put within its production.
#[inline(always)]
fn uri_inner<'a>(
    t: Text<'a>,
    k: usize,
    with_fragment: bool,
    zones: bool,
) -> Result<(usize, Uri<'a>), Fail> {
    {
        let Some(s) = scheme_end(t.bytes(), k) else {
            return Err(t.miss(k, P::Scheme));
        };
        if t.at(s) != Some(b':') {
            return Err(nom::Err::Error(crate::syntax::Error::literal(
                t.base + s,
                ":",
            )));
        }
        let (h_end, hier_part) = part_at(t, s + 1, false, zones)?;
        let (q_end, query) = opt_query(t, h_end)?;
        let (end, fragment) = if with_fragment {
            opt_fragment(t, q_end)?
        } else {
            (q_end, None)
        };
        Ok((
            end,
            Uri {
                span: t.span(k, end),
                scheme: Scheme::new(t.span(k, s)),
                hier_part,
                query,
                fragment,
            },
        ))
    }
}

/// The `relative-ref` at `k`.
#[inline(always)]
pub(crate) fn relative_ref_at<'a>(
    t: Text<'a>,
    k: usize,
    zones: bool,
) -> Result<(usize, RelativeRef<'a>), Fail> {
    relative_ref_inner(t, k, zones).map_err(|e| within(e, P::RelativeRef))
}

/// [`relative_ref_at`]'s reading, before the error is put within
/// `relative-ref`.
#[inline(always)]
fn relative_ref_inner<'a>(
    t: Text<'a>,
    k: usize,
    zones: bool,
) -> Result<(usize, RelativeRef<'a>), Fail> {
    {
        let (p_end, relative_part) = part_at(t, k, true, zones)?;
        let (q_end, query) = opt_query(t, p_end)?;
        let (end, fragment) = opt_fragment(t, q_end)?;
        Ok((
            end,
            RelativeRef {
                span: t.span(k, end),
                relative_part,
                query,
                fragment,
            },
        ))
    }
}

/// The `URI-reference` at `k`: a `URI` when a scheme and `:` start it.
#[inline(always)]
pub(crate) fn uri_reference_at<'a>(
    t: Text<'a>,
    k: usize,
    zones: bool,
) -> Result<(usize, UriReference<'a>), Fail> {
    let b = t.bytes();
    let r = match scheme_end(b, k) {
        Some(s) if b.get(s) == Some(&b':') => {
            uri_at(t, k, true, zones).map(|(e, u)| (e, UriKind::Uri(u)))
        }
        _ => relative_ref_at(t, k, zones).map(|(e, r)| (e, UriKind::RelativeRef(r))),
    };
    let (end, kind) = r.map_err(|e| within(e, P::UriReference))?;
    Ok((
        end,
        UriReference {
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
    Ok((t.rest(i, end), node))
}

// ---------------------------------------------------------------------
// The combinators.

/// ```bnf
/// URI-reference = URI / relative-ref
/// ```
///
/// A `URI` when a `scheme` and a `:` start the input, else a
/// `relative-ref` (the module's documentation). The longest prefix that
/// is a reference: [`UriReference::parse`] requires all of the input.
///
/// ```
/// use rfc1738::rfc3986::{uri_reference, Input};
/// let (rest, r) = uri_reference(Input::new("../a?b c")).unwrap();
/// assert_eq!((r.as_str(), rest.as_str()), ("../a?b", " c"));
/// ```
pub fn uri_reference(i: Input) -> IResult<UriReference> {
    crate::syntax::enter(i, |i| run(i, |t| uri_reference_at(t, 0, false)))
}

/// ```bnf
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// ```
pub fn uri(i: Input) -> IResult<Uri> {
    crate::syntax::enter(i, |i| run(i, |t| uri_at(t, 0, true, false)))
}

/// ```bnf
/// absolute-URI  = scheme ":" hier-part [ "?" query ]
/// ```
///
/// A base URI (§5.1) is one: no fragment.
pub fn absolute_uri(i: Input) -> IResult<AbsoluteUri> {
    crate::syntax::enter(i, |i| run(i, |t| uri_at(t, 0, false, false)))
}

/// ```bnf
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// ```
pub fn relative_ref(i: Input) -> IResult<RelativeRef> {
    crate::syntax::enter(i, |i| run(i, |t| relative_ref_at(t, 0, false)))
}

/// ```bnf
/// hier-part     = "//" authority path-abempty
///               / path-absolute
///               / path-rootless
///               / path-empty
/// ```
///
/// `//` commits to the authority.
pub fn hier_part(i: Input) -> IResult<HierPart> {
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, 0, false, false)))
}

/// ```bnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
pub fn relative_part(i: Input) -> IResult<RelativePart> {
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, 0, true, false)))
}

/// ```bnf
/// scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// ```
pub fn scheme(i: Input) -> IResult<Scheme> {
    crate::syntax::enter(i, |i| {
        run(i, |t| match scheme_end(t.bytes(), 0) {
            Some(end) => Ok((end, Scheme::new(t.span(0, end)))),
            None => Err(t.miss(0, P::Scheme)),
        })
    })
}
