//! RFC 2396 §3.3 "Path Component": `path`, with the two forms it names
//! (`abs_path` and `opaque_part`, and `opaque_part`'s first character
//! `uric_no_slash`, all from §3), `path_segments`, `segment` with its
//! `;param`s, and `pchar`.
//!
//! Decisions (a segment's params, the runs that are the only candidates,
//! `"["` and `"]"` in no `pchar`): this module's grammar note.

use nom::Parser;

use super::chars::{is_pchar, is_uric_no_slash, one_or_escape};
use super::classes;
use super::production::IResult;
use crate::syntax::class as kernel;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Error, Input, Span, SplitSpan};

/// The node of `path`: an `abs_path`, an `opaque_part`, or nothing.
///
/// ```bnf
/// path          = [ abs_path | opaque_part ]
/// ```
///
/// No other production uses `path` (§3.3 defines it for the prose); it
/// is here as the RFC has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Path<'a> {
    /// No path (the empty string, at this offset).
    Empty(Span<'a>),
    /// A path starting with `"/"`.
    AbsPath(AbsPath<'a>),
    /// Any other non-empty path.
    OpaquePart(OpaquePart<'a>),
}

impl<'a> Path<'a> {
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            Path::Empty(s) => *s,
            Path::AbsPath(p) => p.span(),
            Path::OpaquePart(p) => p.span(),
        }
    }
}

/// ```bnf
/// path          = [ abs_path | opaque_part ]
/// ```
///
/// Disjoint by the first byte: `"/"` starts an `abs_path` and is no
/// `uric_no_slash`.
pub fn path<'a>(i: Input<'a>) -> IResult<'a, Path<'a>> {
    crate::syntax::enter(i, |i| {
        named!("path", |i: Input<'a>| match kernel::peek(&i) {
            Some(b'/') => abs_path.map(Path::AbsPath).parse(i),
            Some(b) if is_uric_no_slash(b) || b == b'%' =>
                opaque_part.map(Path::OpaquePart).parse(i),
            _ => Ok((i, Path::Empty(Span::new("", i.location_offset())))),
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `abs_path`: `"/"` and its `path_segments`.
    ///
    /// ```bnf
    /// abs_path      = "/"  path_segments
    /// ```
    AbsPath
}

impl<'a> AbsPath<'a> {
    /// The segments after the first `"/"`.
    pub fn path_segments(&self) -> PathSegments<'a> {
        PathSegments::new(self.span().slice(1, self.span().len()))
    }
    /// The segments, in order (one, empty, for the path `/`).
    pub fn segments(&self) -> Segments<'a> {
        self.path_segments().segments()
    }
}

/// ```bnf
/// abs_path      = "/"  path_segments
/// ```
pub fn abs_path<'a>(i: Input<'a>) -> IResult<'a, AbsPath<'a>> {
    crate::syntax::enter(i, |i| {
        named!("abs_path", |i: Input<'a>| {
            let n = abs_path_end(i.as_bytes(), 0, i.location_offset())?;
            Ok(kernel::split(i, n))
        })
        .map(AbsPath::new)
        .parse(i)
    })
}

/// The end of the `abs_path` at `b[k..]`, `b` starting at byte `base`
/// of the input (its errors inside `abs_path`, which the caller names).
#[inline]
pub(crate) fn abs_path_end(
    b: &[u8],
    k: usize,
    base: usize,
) -> Result<usize, nom::Err<Error<super::Production>>> {
    if b.get(k) != Some(&b'/') {
        return Err(nom::Err::Error(Error::literal(base + k, "/")));
    }
    kernel::run_end_word(b, k + 1, &classes::CLASSES, classes::bits::PATH, true).map_err(|at| {
        nom::Err::Failure(
            classes::PATH
                .bad_escape(base + at)
                .within(super::Production::Segment)
                .within(super::Production::PathSegments),
        )
    })
}

leaf! {
    /// The node of `path_segments`: segments separated by `"/"`.
    ///
    /// ```bnf
    /// path_segments = segment *( "/" segment )
    /// ```
    PathSegments
}

impl<'a> PathSegments<'a> {
    /// The segments, in order (empty ones included: `a//b` has three).
    pub fn segments(&self) -> Segments<'a> {
        Segments::of(Some(self.span()))
    }
}

/// The segments of a path, in order (from [`PathSegments::segments`]).
/// Allocates nothing.
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    inner: Option<SplitSpan<'a>>,
}

impl<'a> Segments<'a> {
    /// The segments of `path` (none when `None`).
    pub(crate) fn of(path: Option<Span<'a>>) -> Self {
        Segments {
            inner: path.map(|p| SplitSpan::new(p, b'/')),
        }
    }
}

impl<'a> Iterator for Segments<'a> {
    type Item = Segment<'a>;
    fn next(&mut self) -> Option<Segment<'a>> {
        self.inner.as_mut()?.next().map(Segment::new)
    }
}

/// ```bnf
/// path_segments = segment *( "/" segment )
/// ```
///
/// Written as one run of the bytes of `pchar`, `";"` and `"/"`: every
/// such string splits uniquely at its `"/"`s into `segment`s, and no byte
/// that may follow a path (`"?"`, `"#"`, the end) is in the run.
pub fn path_segments(i: Input) -> IResult<PathSegments> {
    crate::syntax::enter(i, |i| {
        named!("path_segments", |i| kernel::path(
            i,
            &classes::PATH,
            super::Production::Segment
        ))
        .map(PathSegments::new)
        .parse(i)
    })
}

leaf! {
    /// The node of `segment`: its `pchar`s, then its `;param`s.
    ///
    /// ```bnf
    /// segment       = *pchar *( ";" param )
    /// ```
    ///
    /// Parameters belong to each segment (§3.3: "Each path segment may
    /// include a sequence of parameters"), not to the path as in RFC
    /// 1808: `/hammers;sale=false/index.html;graphics=true` has two
    /// segments with one parameter each.
    Segment
}

impl<'a> Segment<'a> {
    /// The part before the first `";"` (all of it when there is none).
    pub fn name(&self) -> Span<'a> {
        let text = self.as_str();
        self.span().slice(0, text.find(';').unwrap_or(text.len()))
    }
    /// The `param`s after each `";"`, in order (empty ones included:
    /// `a;;b;` has `""`, `"b"`, `""`).
    pub fn params(&self) -> Params<'a> {
        let text = self.as_str();
        Params {
            inner: text
                .find(';')
                .map(|k| SplitSpan::new(self.span().slice(k + 1, text.len()), b';')),
        }
    }
}

/// The `param`s of a segment (from [`Segment::params`]). Allocates
/// nothing.
#[derive(Clone, Debug)]
pub struct Params<'a> {
    inner: Option<SplitSpan<'a>>,
}

impl<'a> Iterator for Params<'a> {
    type Item = Param<'a>;
    fn next(&mut self) -> Option<Param<'a>> {
        self.inner.as_mut()?.next().map(Param::new)
    }
}

/// ```bnf
/// segment       = *pchar *( ";" param )
/// ```
///
/// Written as one run of `pchar | ";"`: such a string splits uniquely,
/// at its first `";"`, into the `*pchar` and the `;param`s (`param` is
/// `*pchar`, which has no `";"`).
pub fn segment(i: Input) -> IResult<Segment> {
    crate::syntax::enter(i, |i| {
        named!("segment", |i| kernel::star(i, &classes::SEGMENT))
            .map(Segment::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `param`: RFC 2396 gives it no structure
    /// (`name=value` is a scheme's convention: see `name_value`).
    ///
    /// ```bnf
    /// param         = *pchar
    /// ```
    Param
}

impl<'a> Param<'a> {
    /// The `name=value` split at the first `"="` of the param, the
    /// convention of ftp's `;type=` (RFC 1738 §3.2.2) and of "HTTP: The
    /// Definitive Guide", chapter 2,
    /// not RFC 2396's: the name, and the value if there is an `"="`.
    pub fn name_value(&self) -> (Span<'a>, Option<Span<'a>>) {
        let text = self.as_str();
        match text.find('=') {
            Some(k) => (
                self.span().slice(0, k),
                Some(self.span().slice(k + 1, text.len())),
            ),
            None => (self.span(), None),
        }
    }
}

/// ```bnf
/// param         = *pchar
/// ```
pub fn param(i: Input) -> IResult<Param> {
    crate::syntax::enter(i, |i| {
        named!("param", |i| kernel::star(i, &classes::PCHAR))
            .map(Param::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `pchar`: one character of a path segment, or an
    /// escape.
    ///
    /// ```bnf
    /// pchar         = unreserved | escaped |
    ///                 ":" | "@" | "&" | "=" | "+" | "$" | ","
    /// ```
    Pchar
}

/// ```bnf
/// pchar         = unreserved | escaped |
///                 ":" | "@" | "&" | "=" | "+" | "$" | ","
/// ```
///
/// No `"["` or `"]"`: RFC 2732 added them to `reserved`, and `pchar` is a
/// list of its own (the module's grammar note).
pub fn pchar(i: Input) -> IResult<Pchar> {
    crate::syntax::enter(i, |i| {
        named!("pchar", one_or_escape(is_pchar))
            .map(Pchar::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `opaque_part`: the rest of a URI that is not
    /// hierarchical (`mailto:joe@example.com`, `news:comp.lang`); it has
    /// no query (a `"?"` in it is part of it).
    ///
    /// ```bnf
    /// opaque_part   = uric_no_slash *uric
    /// ```
    OpaquePart
}

/// ```bnf
/// opaque_part   = uric_no_slash *uric
/// ```
pub fn opaque_part<'a>(i: Input<'a>) -> IResult<'a, OpaquePart<'a>> {
    crate::syntax::enter(i, |i| {
        named!("opaque_part", |i: Input<'a>| {
            let n = opaque_end(i.as_bytes(), 0, i.location_offset())?;
            Ok(kernel::split(i, n))
        })
        .map(OpaquePart::new)
        .parse(i)
    })
}

/// The end of the `opaque_part` at `b[k..]`, `b` starting at byte
/// `base` of the input (errors inside it, which the caller names).
#[inline]
pub(crate) fn opaque_end(
    b: &[u8],
    k: usize,
    base: usize,
) -> Result<usize, nom::Err<Error<super::Production>>> {
    use super::Production as P;
    let first = match b.get(k) {
        Some(&c) if is_uric_no_slash(c) => 1,
        Some(b'%') => match kernel::escape_len(b, k) {
            // A `%` is at `k`, so the length is 3.
            Ok(n) => n.unwrap_or(3),
            Err(at) => {
                return Err(nom::Err::Failure(
                    Error::expected(base + at, P::Hex)
                        .within(P::Escaped)
                        .within(P::UricNoSlash),
                ));
            }
        },
        _ => return Err(nom::Err::Error(Error::expected(base + k, P::UricNoSlash))),
    };
    kernel::run_end_word(b, k + first, &classes::CLASSES, classes::bits::URIC, true)
        .map_err(|at| nom::Err::Failure(classes::URIC.bad_escape(base + at)))
}

leaf! {
    /// The node of `uric_no_slash`: the first character of an
    /// `opaque_part`.
    ///
    /// ```bnf
    /// uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
    ///                 "&" | "=" | "+" | "$" | ","
    /// ```
    UricNoSlash
}

/// ```bnf
/// uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
///                 "&" | "=" | "+" | "$" | ","
/// ```
///
/// No `"["` or `"]"`: RFC 2732 added them to `reserved` (so to `uric`),
/// and this is a list of its own, so `foo:[x]` is no URI while `foo:x[y]`
/// is (the module's grammar note).
pub fn uric_no_slash(i: Input) -> IResult<UricNoSlash> {
    crate::syntax::enter(i, |i| {
        named!("uric_no_slash", one_or_escape(is_uric_no_slash))
            .map(UricNoSlash::new)
            .parse(i)
    })
}
