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
use super::scan::{Fail, Text, fits, within};
use super::shape::{NONE, Shape, off, pos};
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
///
/// It holds its text and where each part is; the nodes of the parts are
/// made when asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct UriReference<'a> {
    span: Span<'a>,
    shape: Shape,
}

impl UriReference<'static> {
    /// The empty reference (a `relative-ref` with a `path-empty`).
    pub(crate) const EMPTY: UriReference<'static> = UriReference {
        span: Span::new("", 0),
        shape: Shape::EMPTY,
    };
}

impl<'a> UriReference<'a> {
    /// The reference over all of `text` (its first byte at `start` of the
    /// input) whose parts `shape` places.
    pub(crate) const fn of(text: &'a str, start: usize, shape: Shape) -> Self {
        UriReference {
            span: Span::new(text, start),
            shape,
        }
    }

    /// The text the shape's offsets count in.
    fn text(&self) -> Text<'a> {
        Text {
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

    /// Whether it is a `URI` or a `relative-ref`.
    pub fn kind(&self) -> UriKind<'a> {
        let (t, end) = (self.text(), self.span.len());
        if self.is_relative() {
            UriKind::RelativeRef(relative_ref_of(t, &self.shape, 0, end))
        } else {
            UriKind::Uri(uri_of(t, &self.shape, 0, end))
        }
    }

    /// The production that names what the reference is: `URI` or
    /// `relative-ref`.
    pub const fn production(&self) -> P {
        if self.is_relative() {
            P::RelativeRef
        } else {
            P::Uri
        }
    }

    /// Whether it is a `relative-ref` (it has no scheme).
    pub const fn is_relative(&self) -> bool {
        self.shape.scheme_end == NONE
    }

    /// The `hier-part` of a `URI`, or the `relative-part` of a
    /// `relative-ref`.
    pub fn hier_part(&self) -> HierPart<'a> {
        hier_part_of(self.text(), &self.shape)
    }

    /// The scheme, if it is a `URI`.
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        (!self.is_relative()).then(|| Scheme::new(self.text().span(0, pos(self.shape.scheme_end))))
    }

    /// The authority after `//`, if any (perhaps empty: `file:///x`).
    pub fn authority(&self) -> Option<Authority<'a>> {
        authority::authority_of(self.text(), &self.shape)
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
    pub fn path(&self) -> Path<'a> {
        path_of(self.text(), &self.shape)
    }

    /// The query after the first `?`, if any (perhaps empty).
    pub fn query(&self) -> Option<Query<'a>> {
        query_of(self.text(), &self.shape)
    }

    /// The fragment after the `#`, if any (perhaps empty).
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        fragment_of(self.text(), &self.shape, self.span.len())
    }
}

impl core::fmt::Debug for UriReference<'_> {
    /// As its nodes: its span, and what it is with all its parts.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("UriReference")
            .field("span", &self.span)
            .field("kind", &self.kind())
            .finish()
    }
}

text!(Uri, RelativeRef, HierPart, UriReference);

// ---------------------------------------------------------------------
// The nodes of a shape, made on demand.

/// The path of `s` in `t`.
fn path_of<'a>(t: Text<'a>, s: &Shape) -> Path<'a> {
    Path::new(t.span(pos(s.path_start), pos(s.path_end)), s.path)
}

/// The `hier-part` (or `relative-part`) of `s` in `t`: from the `//` of
/// its authority, or from its path.
fn hier_part_of<'a>(t: Text<'a>, s: &Shape) -> HierPart<'a> {
    let start = if s.auth_start == NONE {
        pos(s.path_start)
    } else {
        pos(s.auth_start).saturating_sub(2)
    };
    HierPart {
        span: t.span(start, pos(s.path_end)),
        authority: authority::authority_of(t, s),
        path: path_of(t, s),
    }
}

/// The query of `s` in `t`, if it has one.
fn query_of<'a>(t: Text<'a>, s: &Shape) -> Option<Query<'a>> {
    (s.query_end != NONE).then(|| Query::new(t.span(pos(s.path_end) + 1, pos(s.query_end))))
}

/// The fragment of `s` in `t` (a reference ending at `end`), if it has
/// one.
fn fragment_of<'a>(t: Text<'a>, s: &Shape, end: usize) -> Option<Fragment<'a>> {
    (s.hash != NONE).then(|| Fragment::new(t.span(pos(s.hash) + 1, end)))
}

/// The `URI` (or `absolute-URI`) `k..end` of `t` that `s` shapes.
fn uri_of<'a>(t: Text<'a>, s: &Shape, k: usize, end: usize) -> Uri<'a> {
    Uri {
        span: t.span(k, end),
        scheme: Scheme::new(t.span(k, pos(s.scheme_end))),
        hier_part: hier_part_of(t, s),
        query: query_of(t, s),
        fragment: fragment_of(t, s, end),
    }
}

/// The `relative-ref` `k..end` of `t` that `s` shapes.
fn relative_ref_of<'a>(t: Text<'a>, s: &Shape, k: usize, end: usize) -> RelativeRef<'a> {
    RelativeRef {
        span: t.span(k, end),
        relative_part: hier_part_of(t, s),
        query: query_of(t, s),
        fragment: fragment_of(t, s, end),
    }
}

// ---------------------------------------------------------------------
// The scanners: each reads its rule at `k` of a text into the offsets
// of a shape, and returns its end.

/// The end of the `scheme` at `k`, if one is there.
pub(crate) fn scheme_end(b: &[u8], k: usize) -> Option<usize> {
    let rest = b.get(k..)?;
    if !rest.first().is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    // "http" and "https" read without a branch on which it is (the loop
    // below then stops at once, at the ":"): a loop that ran four or five
    // times would be mispredicted on a mix of both.
    let mut at = k + match rest.first_chunk::<5>() {
        Some([b'h', b't', b't', b'p', s]) => 4 + usize::from(*s == b's'),
        _ => 1,
    };
    while b.get(at).is_some_and(|&c| classes::is(c, bits::SCHEME)) {
        at += 1;
    }
    Some(at)
}

/// The `hier-part` (`relative == false`) or `relative-part` at `k`,
/// into `s`.
#[inline(always)]
pub(crate) fn part_shape<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    relative: bool,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    part_from::<IRI>(t, k, k, relative, zones, s)
}

/// [`part_shape`], whose first segment, if it starts with one, is known
/// to hold the bytes from `k` to `from` ([`path::noscheme_from`]).
#[inline(always)]
fn part_from<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    from: usize,
    relative: bool,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    let p = if relative {
        P::RelativePart
    } else {
        P::HierPart
    };
    part_inner::<IRI>(t, k, from, relative, zones, s).map_err(|e| within(e, p))
}

/// [`part_from`]'s reading, before the error is put within its
/// production.
#[inline(always)]
fn part_inner<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    from: usize,
    relative: bool,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    let rest = t.bytes().get(k..).unwrap_or_default();
    let (start, end, kind) = if rest.starts_with(b"//") {
        let a_end = authority::authority_shape::<IRI>(t, k + 2, zones, s)?;
        (a_end, path::abempty_at::<IRI>(t, a_end)?, PathKind::Abempty)
    } else if rest.first() == Some(&b'/') {
        (k, path::absolute_at::<IRI>(t, k)?, PathKind::Absolute)
    } else if path::starts_segment::<IRI>(t, k) {
        if relative {
            (
                k,
                path::noscheme_from::<IRI>(t, k, from)?,
                PathKind::Noscheme,
            )
        } else {
            (k, path::rootless_at::<IRI>(t, k)?, PathKind::Rootless)
        }
    } else {
        (k, k, PathKind::Empty)
    };
    s.path_start = off(start);
    s.path_end = off(end);
    s.path = kind;
    Ok(end)
}

/// The optional `"?" query` at `k`, into `s`: its end.
#[inline(always)]
fn opt_query<const IRI: bool>(t: Text<'_>, k: usize, s: &mut Shape) -> Result<usize, Fail> {
    if t.at(k) != Some(b'?') {
        return Ok(k);
    }
    let end = query::query_at::<IRI>(t, k + 1)?;
    s.query_end = off(end);
    Ok(end)
}

/// The optional `"#" fragment` at `k`, into `s`: its end.
#[inline(always)]
fn opt_fragment<const IRI: bool>(t: Text<'_>, k: usize, s: &mut Shape) -> Result<usize, Fail> {
    if t.at(k) != Some(b'#') {
        return Ok(k);
    }
    s.hash = off(k);
    fragment::fragment_at::<IRI>(t, k + 1)
}

/// The `URI` at `k` (with its fragment when `with_fragment`, else the
/// `absolute-URI`), into `s`.
#[inline(always)]
pub(crate) fn uri_shape<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    with_fragment: bool,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    let p = if with_fragment {
        P::Uri
    } else {
        P::AbsoluteUri
    };
    uri_inner::<IRI>(t, k, with_fragment, zones, s).map_err(|e| within(e, p))
}

/// [`uri_shape`]'s reading, before the error is put within its
/// production.
#[inline(always)]
fn uri_inner<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    with_fragment: bool,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    let Some(colon) = scheme_end(t.bytes(), k) else {
        return Err(t.miss(k, P::Scheme));
    };
    if t.at(colon) != Some(b':') {
        return Err(nom::Err::Error(crate::syntax::Error::literal(
            t.base + colon,
            ":",
        )));
    }
    uri_after_scheme::<IRI>(t, colon, with_fragment, zones, s)
}

/// The rest of a `URI` whose `scheme` ends at the `:` at `colon`: its
/// `hier-part`, query and (when `with_fragment`) fragment, before the
/// error is put within its production. `uri_reference_shape`, which has
/// found the scheme to choose `URI`, goes on from here rather than read
/// it again.
#[inline(always)]
fn uri_after_scheme<const IRI: bool>(
    t: Text<'_>,
    colon: usize,
    with_fragment: bool,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    s.scheme_end = off(colon);
    let h_end = part_shape::<IRI>(t, colon + 1, false, zones, s)?;
    let q_end = opt_query::<IRI>(t, h_end, s)?;
    if with_fragment {
        opt_fragment::<IRI>(t, q_end, s)
    } else {
        Ok(q_end)
    }
}

/// The `relative-ref` at `k`, into `s`.
#[inline(always)]
pub(crate) fn relative_ref_shape<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    relative_ref_from::<IRI>(t, k, k, zones, s)
}

/// [`relative_ref_shape`], whose first segment, if it starts with one,
/// is known to hold the bytes from `k` to `from` ([`path::noscheme_from`]).
#[inline(always)]
fn relative_ref_from<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    from: usize,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    relative_ref_inner::<IRI>(t, k, from, zones, s).map_err(|e| within(e, P::RelativeRef))
}

/// [`relative_ref_shape`]'s reading, before the error is put within
/// `relative-ref`.
#[inline(always)]
fn relative_ref_inner<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    from: usize,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    let p_end = part_from::<IRI>(t, k, from, true, zones, s)?;
    let q_end = opt_query::<IRI>(t, p_end, s)?;
    opt_fragment::<IRI>(t, q_end, s)
}

/// The `URI-reference` at the start of `t`, into `s` (a `URI` when a
/// scheme and `:` start it): its end. The offsets count from the start
/// of `t`, which must be shorter than `u32::MAX` bytes ([`fits`]).
#[inline(always)]
pub(crate) fn uri_reference_shape<const IRI: bool>(
    t: Text<'_>,
    zones: bool,
    s: &mut Shape,
) -> Result<usize, Fail> {
    let b = t.bytes();
    let r = match scheme_end(b, 0) {
        Some(colon) if b.get(colon) == Some(&b':') => {
            uri_after_scheme::<IRI>(t, colon, true, zones, s).map_err(|e| within(e, P::Uri))
        }
        // Characters of a scheme with no `:` after them: the start of
        // the first segment of a `path-noscheme`, not read again.
        other => relative_ref_from::<IRI>(t, 0, other.unwrap_or(0), zones, s),
    };
    r.map_err(|e| within(e, P::UriReference))
}

/// The `URI-reference` at the start of `t`: its end and node.
pub(crate) fn uri_reference_at<'a>(
    t: Text<'a>,
    zones: bool,
) -> Result<(usize, UriReference<'a>), Fail> {
    fits(t)?;
    let mut s = Shape::EMPTY;
    let end = uri_reference_shape::<false>(t, zones, &mut s)?;
    let text = t.text.get(..end).unwrap_or_default();
    Ok((end, UriReference::of(text, t.base, s)))
}

/// The `URI` (`absolute-URI` unless `with_fragment`) at the start of
/// `t`: its end and node.
pub(crate) fn uri_at<'a>(
    t: Text<'a>,
    with_fragment: bool,
    zones: bool,
) -> Result<(usize, Uri<'a>), Fail> {
    fits(t)?;
    let mut s = Shape::EMPTY;
    let end = uri_shape::<false>(t, 0, with_fragment, zones, &mut s)?;
    Ok((end, uri_of(t, &s, 0, end)))
}

/// The `relative-ref` at the start of `t`: its end and node.
pub(crate) fn relative_ref_at<'a>(
    t: Text<'a>,
    zones: bool,
) -> Result<(usize, RelativeRef<'a>), Fail> {
    fits(t)?;
    let mut s = Shape::EMPTY;
    let end = relative_ref_shape::<false>(t, 0, zones, &mut s)?;
    Ok((end, relative_ref_of(t, &s, 0, end)))
}

/// The `hier-part` (`relative-part` when `relative`) at the start of
/// `t`: its end and node.
pub(crate) fn part_at<'a>(
    t: Text<'a>,
    relative: bool,
    zones: bool,
) -> Result<(usize, HierPart<'a>), Fail> {
    fits(t)?;
    let mut s = Shape::EMPTY;
    let end = part_shape::<false>(t, 0, relative, zones, &mut s)?;
    Ok((end, hier_part_of(t, &s)))
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
    crate::syntax::enter(i, |i| run(i, |t| uri_reference_at(t, false)))
}

/// ```bnf
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// ```
pub fn uri(i: Input) -> IResult<Uri> {
    crate::syntax::enter(i, |i| run(i, |t| uri_at(t, true, false)))
}

/// ```bnf
/// absolute-URI  = scheme ":" hier-part [ "?" query ]
/// ```
///
/// A base URI (§5.1) is one: no fragment.
pub fn absolute_uri(i: Input) -> IResult<AbsoluteUri> {
    crate::syntax::enter(i, |i| run(i, |t| uri_at(t, false, false)))
}

/// ```bnf
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// ```
pub fn relative_ref(i: Input) -> IResult<RelativeRef> {
    crate::syntax::enter(i, |i| run(i, |t| relative_ref_at(t, false)))
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
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, false, false)))
}

/// ```bnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
pub fn relative_part(i: Input) -> IResult<RelativePart> {
    crate::syntax::enter(i, |i| run(i, |t| part_at(t, true, false)))
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
