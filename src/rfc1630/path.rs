//! RFC 1630, "BNF for specific URL schemes": `path`, `segment` and
//! `search`, which the http, ftp, afs, gopher (`gcommand`), wais
//! (`wpath`) and prospero (`hsoname`) addresses share.
//!
//! Decisions (the path as a loop of segments, search as one run):
//! This module's grammar note.

use nom::Parser;

use super::classes::{self, CLASSES, bits};
use super::production::{IResult, Production};
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Error, Input, Span, SplitSpan};

/// The node of `path`: segments separated by `/`, the last perhaps void.
///
/// ```bnf
/// path                   void |  segment  [  / path ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Path<'a> {
    /// The path over `span`, which the caller has read as a path.
    pub(crate) const fn new(span: Span<'a>) -> Self {
        Path { span }
    }
    /// The segments, in order: the non-empty pieces between the `/`s
    /// (only the last piece can be empty, and it is then the `void` path
    /// that ends the recursion, not a segment).
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + use<'a> {
        SplitSpan::new(self.span, b'/')
            .filter(|s| !s.is_empty())
            .map(Segment::new)
    }
    /// Whether the path ends with its `void` alternative: it is empty or
    /// ends with `/` ("The trailing slash indicates a void segment of the
    /// path", p. 10).
    pub fn ends_void(&self) -> bool {
        self.span.is_empty() || self.span.as_str().ends_with('/')
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

/// The length of the `path` at the start of `i`: segments, each followed
/// by `/` but the last, stopping at the first empty segment. A malformed
/// escape is reported inside `segment`.
pub(crate) fn path_len(i: &Input<'_>) -> Result<usize, Error<Production>> {
    let b = i.as_bytes();
    // One scan over the segments and their "/"s, then the first empty
    // segment (a "/" first or after another "/") ends the path there.
    let (run, bad) = match class::run_end(b, 0, &CLASSES, bits::PATH, true) {
        Ok(end) => (end, None),
        Err(at) => (at, Some(at)),
    };
    let head = b.get(..run).unwrap_or_default();
    let mut after_slash = true;
    for (k, &c) in head.iter().enumerate() {
        let slash = c == b'/';
        if slash && after_slash {
            return Ok(k);
        }
        after_slash = slash;
    }
    match bad {
        // A malformed escape inside the path's last segment.
        Some(at) => Err(classes::XALPHA
            .bad_escape(i.location_offset() + at)
            .within(Production::Segment)),
        None => Ok(run),
    }
}

/// ```bnf
/// path                   void |  segment  [  / path ]
/// ```
///
/// A loop: a segment (a run of `xalpha`), and while a `/` follows it,
/// another; an empty segment ends the path (it is the `void`
/// alternative). The literal reading tries `void` first, which always
/// succeeds, so `path` would never consume anything; the reordered
/// recursion takes one stack frame per segment. The language is
/// `*( 1*xalpha "/" ) [ 1*xalpha ]`: an empty segment only at the end
/// (`a/b/`, not `a//b`). The module's grammar note.
pub fn path<'a>(i: Input<'a>) -> IResult<'a, Path<'a>> {
    crate::syntax::enter(i, |i| {
        named!("path", |i: Input<'a>| match path_len(&i) {
            Ok(n) => {
                let (rest, span) = class::split(i, n);
                Ok((rest, Path { span }))
            }
            Err(e) => Err(nom::Err::Failure(e)),
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `segment`: a non-empty run of `xpalpha`.
    ///
    /// ```bnf
    /// segment                xpalphas
    /// ```
    Segment
}

/// ```bnf
/// segment                xpalphas
/// ```
pub fn segment(i: Input) -> IResult<Segment> {
    crate::syntax::enter(i, |i| {
        named!("segment", |i| class::plus(i, &classes::XALPHA))
            .map(Segment::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `search`: a non-empty run of `xalpha`, whose words are
    /// separated by `+` ("Within the query string, the plus sign is
    /// reserved as shorthand notation for a space", p. 7).
    ///
    /// ```bnf
    /// search                 xalphas [ + search ]
    /// ```
    Search
}

impl<'a> Search<'a> {
    /// The words: the pieces between the `+`s, as written (empty pieces
    /// included: `a++b` has an empty word between two spaces).
    pub fn words(&self) -> impl Iterator<Item = Span<'a>> + use<'a> {
        SplitSpan::new(self.span(), b'+')
    }
}

/// ```bnf
/// search                 xalphas [ + search ]
/// ```
///
/// `+` is `safe` in this section, so an `xalpha`: `xalphas` already takes
/// the `+`s and the recursion adds no string. One run; the words are
/// split on demand ([`Search::words`]).
pub fn search(i: Input) -> IResult<Search> {
    crate::syntax::enter(i, |i| {
        named!("search", |i| class::plus(i, &classes::XALPHA))
            .map(Search::new)
            .parse(i)
    })
}
