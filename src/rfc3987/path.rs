//! RFC 3987 §2.2's paths: the five forms of `ipath` and the segments,
//! RFC 3986's (§3.3) with `ipchar` for `pchar`.
//!
//! Which form a reference's path is depends on where it stands: after an
//! authority only `ipath-abempty`; in an IRI without one
//! `ipath-absolute`, `ipath-rootless` or `ipath-empty`; in a relative
//! reference `ipath-absolute`, `ipath-noscheme` (its first segment holds
//! no `:`) or `ipath-empty`. The `ipath` rule alone is read as the
//! longest of its alternatives, the first of them that gives it.

use super::production::{IResult, Production as P};
use super::scan::{Fail, Text, scan, uri_text, wide_run, within};
use crate::rfc3986::Production as U;
use crate::rfc3986::classes;
use crate::rfc3986::path as uri;
use crate::syntax::Input;
use crate::syntax::macros::leaf;

leaf! {
    /// The node of `isegment`: perhaps empty.
    ///
    /// ```bnf
    /// isegment       = *ipchar
    /// ```
    Isegment
}

leaf! {
    /// The node of `isegment-nz`.
    ///
    /// ```bnf
    /// isegment-nz    = 1*ipchar
    /// ```
    IsegmentNz
}

leaf! {
    /// The node of `isegment-nz-nc`: a first segment without `:`.
    ///
    /// ```bnf
    /// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
    ///                      / "@" )
    ///                ; non-zero-length segment without any colon ":"
    /// ```
    IsegmentNzNc
}

leaf! {
    /// The node of `ipath-abempty`: empty, or `/` and segments.
    ///
    /// ```bnf
    /// ipath-abempty  = *( "/" isegment )
    /// ```
    IpathAbempty
}

leaf! {
    /// The node of `ipath-absolute`: `/`, not followed by `/`.
    ///
    /// ```bnf
    /// ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
    /// ```
    IpathAbsolute
}

leaf! {
    /// The node of `ipath-noscheme`.
    ///
    /// ```bnf
    /// ipath-noscheme = isegment-nz-nc *( "/" isegment )
    /// ```
    IpathNoscheme
}

leaf! {
    /// The node of `ipath-rootless`.
    ///
    /// ```bnf
    /// ipath-rootless = isegment-nz *( "/" isegment )
    /// ```
    IpathRootless
}

leaf! {
    /// The node of `ipath-empty`: zero characters.
    ///
    /// ```bnf
    /// ipath-empty    = 0<ipchar>
    /// ```
    IpathEmpty
}

/// Which alternative of `ipath` a path is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IpathKind {
    /// `ipath-abempty`: after an authority; empty or starting with `/`.
    Abempty,
    /// `ipath-absolute`: starting with `/` but not `//`, no authority.
    Absolute,
    /// `ipath-noscheme`: a relative reference's path whose first
    /// segment holds no `:`.
    Noscheme,
    /// `ipath-rootless`: an IRI's path that starts with a segment.
    Rootless,
    /// `ipath-empty`: no characters, no authority.
    Empty,
}

impl IpathKind {
    /// The rule's name: `"ipath-abempty"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            IpathKind::Abempty => "ipath-abempty",
            IpathKind::Absolute => "ipath-absolute",
            IpathKind::Noscheme => "ipath-noscheme",
            IpathKind::Rootless => "ipath-rootless",
            IpathKind::Empty => "ipath-empty",
        }
    }

    /// The rule.
    pub const fn production(self) -> P {
        match self {
            IpathKind::Abempty => P::IpathAbempty,
            IpathKind::Absolute => P::IpathAbsolute,
            IpathKind::Noscheme => P::IpathNoscheme,
            IpathKind::Rootless => P::IpathRootless,
            IpathKind::Empty => P::IpathEmpty,
        }
    }
}

/// The node of `ipath`: the path of a reference, with the alternative
/// it is.
///
/// ```bnf
/// ipath          = ipath-abempty   ; begins with "/" or is empty
///                / ipath-absolute  ; begins with "/" but not "//"
///                / ipath-noscheme  ; begins with a non-colon segment
///                / ipath-rootless  ; begins with a segment
///                / ipath-empty     ; zero characters
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ipath<'a> {
    span: crate::syntax::Span<'a>,
    kind: IpathKind,
}

impl<'a> Ipath<'a> {
    pub(crate) const fn new(span: crate::syntax::Span<'a>, kind: IpathKind) -> Self {
        Ipath { span, kind }
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
    pub const fn kind(&self) -> IpathKind {
        self.kind
    }

    /// The segments, as the rule of its kind delimits them: each `/`
    /// starts one; a path that does not start with `/` starts with one;
    /// `/` alone as `ipath-absolute` has none, as `ipath-abempty` one
    /// empty segment; `ipath-empty` none.
    ///
    /// ```
    /// use rfc1738::rfc3987::IriReference;
    /// let iri = IriReference::parse("http://例え.jp/パス/b%2Fc/")?;
    /// let segments: Vec<_> = iri.path().segments().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["パス", "b%2Fc", ""]);
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3987::Production>>(())
    /// ```
    pub fn segments(&self) -> Segments<'a> {
        let text = self.span.as_str();
        let (start, done) = match self.kind {
            IpathKind::Empty => (0, true),
            IpathKind::Absolute if text.len() == 1 => (1, true),
            IpathKind::Abempty | IpathKind::Absolute => (1, text.is_empty()),
            IpathKind::Noscheme | IpathKind::Rootless => (0, false),
        };
        Segments {
            span: self.span,
            at: start,
            done,
        }
    }
}

crate::syntax::macros::text!(Ipath);

/// The segments of an [`Ipath`], in order ([`Ipath::segments`]).
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    span: crate::syntax::Span<'a>,
    at: usize,
    done: bool,
}

impl<'a> Iterator for Segments<'a> {
    type Item = Isegment<'a>;

    fn next(&mut self) -> Option<Isegment<'a>> {
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
        let s = Isegment::new(self.span.slice(self.at, end));
        self.at = end + 1;
        Some(s)
    }
}

// ---------------------------------------------------------------------
// The scanners.

/// `ipath-abempty` at `k`: the path run if a `/` is there, else empty.
pub(crate) fn abempty_at(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    scan(&t, |u| uri::abempty_at::<true>(u, k))
}

/// `ipath-absolute` at `k` (at its `/`): `/` alone before another `/`.
pub(crate) fn absolute_at(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    scan(&t, |u| uri::absolute_at::<true>(u, k))
}

/// `ipath-noscheme` at `k`: its first segment stops at a `:`.
pub(crate) fn noscheme_at(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    scan(&t, |u| uri::noscheme_at::<true>(u, k))
}

/// `ipath-rootless` at `k`.
pub(crate) fn rootless_at(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    scan(&t, |u| uri::rootless_at::<true>(u, k))
}

/// Whether a path that is no `ipath-absolute` or `ipath-abempty` starts
/// at `k`: an `ipchar` or a `%`.
pub(crate) fn starts_segment(t: Text<'_>, k: usize) -> bool {
    uri::starts_segment::<true>(uri_text(&t), k)
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
    Ok((t.rest(end), make(t.span(0, end))))
}

// ---------------------------------------------------------------------
// The combinators.

/// ```bnf
/// ipath          = ipath-abempty   ; begins with "/" or is empty
///                / ipath-absolute  ; begins with "/" but not "//"
///                / ipath-noscheme  ; begins with a non-colon segment
///                / ipath-rootless  ; begins with a segment
///                / ipath-empty     ; zero characters
/// ```
///
/// The longest alternative, the first that gives it: at a `/`
/// `ipath-abempty`; at a segment `ipath-noscheme` when its first segment
/// holds no `:`, else `ipath-rootless`; an empty path is
/// `ipath-abempty`.
///
/// ```
/// use rfc1738::rfc3987::{path, Input};
/// let kind = |s| path::ipath(Input::new(s)).unwrap().1.kind().name();
/// assert_eq!(kind("/ä"), "ipath-abempty");
/// assert_eq!(kind("ä/b"), "ipath-noscheme");
/// assert_eq!(kind("ä:b"), "ipath-rootless");
/// ```
pub fn ipath(i: Input) -> IResult<Ipath> {
    crate::syntax::enter(i, |i| {
        let t = Text::of(&i);
        let r = if t.at(0) == Some(b'/') {
            abempty_at(t, 0).map(|e| (e, IpathKind::Abempty))
        } else if starts_segment(t, 0) {
            let rootless = rootless_at(t, 0)?;
            match noscheme_at(t, 0) {
                Ok(e) if e == rootless => Ok((e, IpathKind::Noscheme)),
                _ => Ok((rootless, IpathKind::Rootless)),
            }
        } else {
            Ok((0, IpathKind::Abempty))
        };
        let (end, kind) = r.map_err(|e| within(e, P::Ipath))?;
        Ok((t.rest(end), Ipath::new(t.span(0, end), kind)))
    })
}

/// ```bnf
/// ipath-abempty  = *( "/" isegment )
/// ```
pub fn ipath_abempty(i: Input) -> IResult<IpathAbempty> {
    crate::syntax::enter(i, |i| leaf_of(i, |t| abempty_at(t, 0), IpathAbempty::new))
}

/// ```bnf
/// ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
/// ```
///
/// Of `//a` it matches the `/` alone (a reference that starts with `//`
/// has an authority).
pub fn ipath_absolute(i: Input) -> IResult<IpathAbsolute> {
    crate::syntax::enter(i, |i| leaf_of(i, |t| absolute_at(t, 0), IpathAbsolute::new))
}

/// ```bnf
/// ipath-noscheme = isegment-nz-nc *( "/" isegment )
/// ```
pub fn ipath_noscheme(i: Input) -> IResult<IpathNoscheme> {
    crate::syntax::enter(i, |i| leaf_of(i, |t| noscheme_at(t, 0), IpathNoscheme::new))
}

/// ```bnf
/// ipath-rootless = isegment-nz *( "/" isegment )
/// ```
pub fn ipath_rootless(i: Input) -> IResult<IpathRootless> {
    crate::syntax::enter(i, |i| leaf_of(i, |t| rootless_at(t, 0), IpathRootless::new))
}

/// ```bnf
/// ipath-empty    = 0<ipchar>
/// ```
///
/// Matches nothing, always.
pub fn ipath_empty(i: Input) -> IResult<IpathEmpty> {
    crate::syntax::enter(i, |i| leaf_of(i, |_| Ok(0), IpathEmpty::new))
}

/// ```bnf
/// isegment       = *ipchar
/// ```
pub fn isegment(i: Input) -> IResult<Isegment> {
    crate::syntax::enter(i, |i| {
        leaf_of(
            i,
            |t| wide_run(&t, &classes::PCHAR, U::Segment),
            Isegment::new,
        )
    })
}

/// ```bnf
/// isegment-nz    = 1*ipchar
/// ```
pub fn isegment_nz(i: Input) -> IResult<IsegmentNz> {
    crate::syntax::enter(i, |i| {
        leaf_of(
            i,
            |t| match wide_run(&t, &classes::PCHAR, U::SegmentNz)? {
                0 => Err(t.miss(0, P::IsegmentNz)),
                n => Ok(n),
            },
            IsegmentNz::new,
        )
    })
}

/// ```bnf
/// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
///                      / "@" )
///                ; non-zero-length segment without any colon ":"
/// ```
pub fn isegment_nz_nc(i: Input) -> IResult<IsegmentNzNc> {
    crate::syntax::enter(i, |i| {
        leaf_of(
            i,
            |t| match wide_run(&t, &classes::SEGMENT_NZ_NC, U::SegmentNzNc)? {
                0 => Err(t.miss(0, P::IsegmentNzNc)),
                n => Ok(n),
            },
            IsegmentNzNc::new,
        )
    })
}
