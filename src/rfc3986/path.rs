//! RFC 3986 §3.3 "Path": the five forms of a path, the segments, and
//! `pchar`'s use in them.
//!
//! Which form a reference's path is depends on where it stands (§3.3):
//! after an authority only `path-abempty`; in a URI without one
//! `path-absolute`, `path-rootless` or `path-empty`; in a relative
//! reference `path-absolute`, `path-noscheme` (its first segment holds no
//! `:`, which would read as a scheme) or `path-empty`. The `path` rule
//! alone is read as the longest of its alternatives, the first of them
//! that gives it (this module's grammar note).

use super::classes::{self, bits};
use super::production::{IResult, Production as P};
use super::scan::{Fail, Text, Wide, wide_len, within};
use crate::syntax::Input;
use crate::syntax::macros::leaf;

leaf! {
    /// The node of `segment`: perhaps empty.
    ///
    /// ```bnf
    /// segment       = *pchar
    /// ```
    Segment
}

leaf! {
    /// The node of `segment-nz`.
    ///
    /// ```bnf
    /// segment-nz    = 1*pchar
    /// ```
    SegmentNz
}

leaf! {
    /// The node of `segment-nz-nc`: a first segment without `:`.
    ///
    /// ```bnf
    /// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
    ///               ; non-zero-length segment without any colon ":"
    /// ```
    SegmentNzNc
}

leaf! {
    /// The node of `path-abempty`: empty, or `/` and segments.
    ///
    /// ```bnf
    /// path-abempty  = *( "/" segment )
    /// ```
    PathAbempty
}

leaf! {
    /// The node of `path-absolute`: `/`, not followed by `/`.
    ///
    /// ```bnf
    /// path-absolute = "/" [ segment-nz *( "/" segment ) ]
    /// ```
    PathAbsolute
}

leaf! {
    /// The node of `path-noscheme`.
    ///
    /// ```bnf
    /// path-noscheme = segment-nz-nc *( "/" segment )
    /// ```
    PathNoscheme
}

leaf! {
    /// The node of `path-rootless`.
    ///
    /// ```bnf
    /// path-rootless = segment-nz *( "/" segment )
    /// ```
    PathRootless
}

leaf! {
    /// The node of `path-empty`: zero characters.
    ///
    /// ```bnf
    /// path-empty    = 0<pchar>
    /// ```
    PathEmpty
}

/// Which alternative of `path` a path is (§3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// `path-abempty`: after an authority; empty or starting with `/`.
    Abempty,
    /// `path-absolute`: starting with `/` but not `//`, no authority.
    Absolute,
    /// `path-noscheme`: a relative reference's path whose first segment
    /// holds no `:`.
    Noscheme,
    /// `path-rootless`: a URI's path that starts with a segment.
    Rootless,
    /// `path-empty`: no characters, no authority.
    Empty,
}

impl PathKind {
    /// The rule's name: `"path-abempty"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            PathKind::Abempty => "path-abempty",
            PathKind::Absolute => "path-absolute",
            PathKind::Noscheme => "path-noscheme",
            PathKind::Rootless => "path-rootless",
            PathKind::Empty => "path-empty",
        }
    }

    /// The rule.
    pub const fn production(self) -> P {
        match self {
            PathKind::Abempty => P::PathAbempty,
            PathKind::Absolute => P::PathAbsolute,
            PathKind::Noscheme => P::PathNoscheme,
            PathKind::Rootless => P::PathRootless,
            PathKind::Empty => P::PathEmpty,
        }
    }
}

/// The node of `path`: the path of a reference, with the alternative it
/// is.
///
/// ```bnf
/// path          = path-abempty    ; begins with "/" or is empty
///               / path-absolute   ; begins with "/" but not "//"
///               / path-noscheme   ; begins with a non-colon segment
///               / path-rootless   ; begins with a segment
///               / path-empty      ; zero characters
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    span: crate::syntax::Span<'a>,
    kind: PathKind,
}

impl<'a> Path<'a> {
    pub(crate) const fn new(span: crate::syntax::Span<'a>, kind: PathKind) -> Self {
        Path { span, kind }
    }

    /// The matched text and its byte range in the input.
    pub const fn span(&self) -> crate::syntax::Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub const fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// Which alternative it is.
    pub const fn kind(&self) -> PathKind {
        self.kind
    }

    /// The segments, as the rule of its kind delimits them: each `/`
    /// starts one (`/a/` has `a` and an empty one); a path that does not
    /// start with `/` starts with one; `/` alone as `path-absolute` has
    /// none, as `path-abempty` one empty segment; `path-empty` none.
    ///
    /// ```
    /// use rfc1738::rfc3986::UriReference;
    /// let uri = UriReference::parse("http://h/a/b%2Fc/")?;
    /// let segments: Vec<_> = uri.path().segments().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["a", "b%2Fc", ""]);
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3986::Production>>(())
    /// ```
    pub fn segments(&self) -> Segments<'a> {
        let text = self.span.as_str();
        let (start, done) = match self.kind {
            PathKind::Empty => (0, true),
            PathKind::Absolute if text.len() == 1 => (1, true),
            PathKind::Abempty | PathKind::Absolute => (1, text.is_empty()),
            PathKind::Noscheme | PathKind::Rootless => (0, false),
        };
        Segments {
            span: self.span,
            at: start,
            done,
        }
    }
}

crate::syntax::macros::text!(Path);

/// The segments of a [`Path`], in order ([`Path::segments`]).
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    span: crate::syntax::Span<'a>,
    at: usize,
    done: bool,
}

impl<'a> Iterator for Segments<'a> {
    type Item = Segment<'a>;

    fn next(&mut self) -> Option<Segment<'a>> {
        if self.done {
            return None;
        }
        let text = self.span.as_str().as_bytes();
        let rest = text.get(self.at..).unwrap_or_default();
        let end = match rest.iter().position(|&c| c == b'/') {
            Some(n) => self.at + n,
            None => {
                self.done = true;
                text.len()
            }
        };
        let s = Segment::new(self.span.slice(self.at, end));
        self.at = end + 1;
        Some(s)
    }
}

// ---------------------------------------------------------------------
// The scanners.

/// The end of the path run (`pchar` and `"/"`) from `k`.
#[inline(always)]
pub(crate) fn path_run<const IRI: bool>(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    t.run_in::<IRI>(k, &classes::PATH, P::Segment, Wide::Ucschar)
}

/// `path-abempty` at `k`: the path run if a `/` is there, else empty.
#[inline(always)]
pub(crate) fn abempty_at<const IRI: bool>(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    if t.at(k) == Some(b'/') {
        path_run::<IRI>(t, k).map_err(|e| within(e, P::PathAbempty))
    } else {
        Ok(k)
    }
}

/// `path-absolute` at `k` (at its `/`): `/` alone before another `/`.
#[inline(always)]
pub(crate) fn absolute_at<const IRI: bool>(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    if t.at(k) != Some(b'/') {
        return Err(t.miss(k, P::PathAbsolute));
    }
    if t.at(k + 1) == Some(b'/') {
        return Ok(k + 1);
    }
    path_run::<IRI>(t, k + 1).map_err(|e| within(e, P::PathAbsolute))
}

/// `path-noscheme` at `k`: its first segment stops at a `:`.
#[inline(always)]
pub(crate) fn noscheme_at<const IRI: bool>(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    noscheme_from::<IRI>(t, k, k)
}

/// `path-noscheme` at `k`, whose first segment is known to hold the
/// bytes from `k` to `from` (characters of a `scheme`, which a
/// `segment-nz-nc` holds too: `URI-reference` read them to find no `:`
/// after them): its run is read on from `from`.
#[inline(always)]
pub(crate) fn noscheme_from<const IRI: bool>(
    t: Text<'_>,
    k: usize,
    from: usize,
) -> Result<usize, Fail> {
    let first = t
        .run_in::<IRI>(from, &classes::SEGMENT_NZ_NC, P::SegmentNzNc, Wide::Ucschar)
        .map_err(|e| within(e, P::PathNoscheme))?;
    if first == k {
        return Err(t.miss(k, P::PathNoscheme));
    }
    if t.at(first) == Some(b'/') {
        path_run::<IRI>(t, first).map_err(|e| within(e, P::PathNoscheme))
    } else {
        Ok(first)
    }
}

/// `path-rootless` at `k`.
#[inline(always)]
pub(crate) fn rootless_at<const IRI: bool>(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    let first = t
        .run_in::<IRI>(k, &classes::PCHAR, P::SegmentNz, Wide::Ucschar)
        .map_err(|e| within(e, P::PathRootless))?;
    if first == k {
        return Err(t.miss(k, P::PathRootless));
    }
    if t.at(first) == Some(b'/') {
        path_run::<IRI>(t, first).map_err(|e| within(e, P::PathRootless))
    } else {
        Ok(first)
    }
}

/// Whether a path that is no `path-absolute` or `path-abempty` starts at
/// `k`: a `pchar` or a `%`.
#[inline(always)]
pub(crate) fn starts_segment<const IRI: bool>(t: Text<'_>, k: usize) -> bool {
    let ascii = t
        .at(k)
        .is_some_and(|c| c == b'%' || classes::is(c, bits::PCHAR));
    if IRI {
        ascii || wide_len(t.text, k, Wide::Ucschar).is_some()
    } else {
        ascii
    }
}

/// Runs a scanner from the start of `i`: the leaf of `make` over what
/// it read, and the rest of the input.
fn leaf_of<'a, T>(
    i: Input<'a>,
    scan: impl FnOnce(Text<'a>) -> Result<usize, Fail>,
    make: impl FnOnce(crate::syntax::Span<'a>) -> T,
) -> IResult<'a, T> {
    let t = Text::of(&i);
    let end = scan(t)?;
    Ok((t.rest(i, end), make(t.span(0, end))))
}

// ---------------------------------------------------------------------
// The combinators.

/// ```bnf
/// path          = path-abempty    ; begins with "/" or is empty
///               / path-absolute   ; begins with "/" but not "//"
///               / path-noscheme   ; begins with a non-colon segment
///               / path-rootless   ; begins with a segment
///               / path-empty      ; zero characters
/// ```
///
/// The longest alternative, the first that gives it: at a `/`
/// `path-abempty` (as long as `path-absolute`, or longer at `//`); at a
/// segment `path-noscheme` when its first segment holds no `:`, else
/// `path-rootless`; and an empty path is `path-abempty`. In a reference
/// the alternative is the context's (see [`UriReference::path`](super::UriReference::path)).
///
/// ```
/// use rfc1738::rfc3986::{path, Input};
/// let kind = |s| path::path(Input::new(s)).unwrap().1.kind().name();
/// assert_eq!(kind("/a"), "path-abempty");
/// assert_eq!(kind("a/b"), "path-noscheme");
/// assert_eq!(kind("a:b"), "path-rootless");
/// ```
pub fn path(i: Input) -> IResult<Path> {
    crate::syntax::enter(i, |i| {
        let t = Text::of(&i);
        let r = if t.at(0) == Some(b'/') {
            abempty_at::<false>(t, 0).map(|e| (e, PathKind::Abempty))
        } else if starts_segment::<false>(t, 0) {
            let rootless = rootless_at::<false>(t, 0)?;
            match noscheme_at::<false>(t, 0) {
                Ok(e) if e == rootless => Ok((e, PathKind::Noscheme)),
                _ => Ok((rootless, PathKind::Rootless)),
            }
        } else {
            Ok((0, PathKind::Abempty))
        };
        let (end, kind) = r.map_err(|e| within(e, P::Path))?;
        Ok((t.rest(i, end), Path::new(t.span(0, end), kind)))
    })
}

/// ```bnf
/// path-abempty  = *( "/" segment )
/// ```
pub fn path_abempty(i: Input) -> IResult<PathAbempty> {
    crate::syntax::enter(i, |i| {
        leaf_of(i, |t| abempty_at::<false>(t, 0), PathAbempty::new)
    })
}

/// ```bnf
/// path-absolute = "/" [ segment-nz *( "/" segment ) ]
/// ```
///
/// Of `//a` it matches the `/` alone (a reference that starts with `//`
/// has an authority).
pub fn path_absolute(i: Input) -> IResult<PathAbsolute> {
    crate::syntax::enter(i, |i| {
        leaf_of(i, |t| absolute_at::<false>(t, 0), PathAbsolute::new)
    })
}

/// ```bnf
/// path-noscheme = segment-nz-nc *( "/" segment )
/// ```
pub fn path_noscheme(i: Input) -> IResult<PathNoscheme> {
    crate::syntax::enter(i, |i| {
        leaf_of(i, |t| noscheme_at::<false>(t, 0), PathNoscheme::new)
    })
}

/// ```bnf
/// path-rootless = segment-nz *( "/" segment )
/// ```
pub fn path_rootless(i: Input) -> IResult<PathRootless> {
    crate::syntax::enter(i, |i| {
        leaf_of(i, |t| rootless_at::<false>(t, 0), PathRootless::new)
    })
}

/// ```bnf
/// path-empty    = 0<pchar>
/// ```
///
/// Matches nothing, always.
pub fn path_empty(i: Input) -> IResult<PathEmpty> {
    crate::syntax::enter(i, |i| leaf_of(i, |_| Ok(0), PathEmpty::new))
}

/// ```bnf
/// segment       = *pchar
/// ```
pub fn segment(i: Input) -> IResult<Segment> {
    crate::syntax::enter(i, |i| {
        leaf_of(i, |t| t.run(0, &classes::PCHAR, P::Segment), Segment::new)
    })
}

/// ```bnf
/// segment-nz    = 1*pchar
/// ```
pub fn segment_nz(i: Input) -> IResult<SegmentNz> {
    crate::syntax::enter(i, |i| {
        leaf_of(
            i,
            |t| match t.run(0, &classes::PCHAR, P::SegmentNz)? {
                0 => Err(t.miss(0, P::SegmentNz)),
                n => Ok(n),
            },
            SegmentNz::new,
        )
    })
}

/// ```bnf
/// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
///               ; non-zero-length segment without any colon ":"
/// ```
pub fn segment_nz_nc(i: Input) -> IResult<SegmentNzNc> {
    crate::syntax::enter(i, |i| {
        leaf_of(
            i,
            |t| match t.run(0, &classes::SEGMENT_NZ_NC, P::SegmentNzNc)? {
                0 => Err(t.miss(0, P::SegmentNzNc)),
                n => Ok(n),
            },
            SegmentNzNc::new,
        )
    })
}
