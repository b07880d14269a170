//! Byte spans into the input, and the iterator that splits them.

use core::fmt;
use core::ops::Range;

use super::input::Input;

/// A piece of the input: its text (borrowed, never copied) and where it
/// starts, in bytes from the start of the whole input.
///
/// `Debug` shows it as `"text" @ start..end`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span<'a> {
    start: usize,
    text: &'a str,
}

impl<'a> Span<'a> {
    /// A span of `text` starting at byte `start` of the whole input.
    pub const fn new(text: &'a str, start: usize) -> Self {
        Span { start, text }
    }

    /// The matched text, exactly as written in the input.
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// The byte offset of the first byte.
    pub const fn start(&self) -> usize {
        self.start
    }

    /// The byte offset one past the last byte.
    pub const fn end(&self) -> usize {
        self.start + self.text.len()
    }

    /// `start()..end()`.
    pub const fn range(&self) -> Range<usize> {
        self.start..self.end()
    }

    /// The length in bytes.
    pub const fn len(&self) -> usize {
        self.text.len()
    }

    /// Whether the span is empty (an empty production is still present:
    /// `ftp://@host/` has an empty user, which differs from no user).
    pub const fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The span of everything `start` has that `end` no longer has: `end`
    /// must be a suffix of `start` (the rest after parsing from `start`).
    pub(crate) fn between(start: Input<'a>, end: Input<'a>) -> Self {
        let len = end
            .location_offset()
            .saturating_sub(start.location_offset());
        let text = start.fragment().get(..len).unwrap_or_default();
        Span::new(text, start.location_offset())
    }

    /// The sub-span of bytes `from..to`, relative to this span's start.
    /// Callers pass ASCII boundaries found by scanning this span.
    pub(crate) fn slice(&self, from: usize, to: usize) -> Self {
        Span::new(
            self.text.get(from..to).unwrap_or_default(),
            self.start + from,
        )
    }
}

impl<'a> From<Input<'a>> for Span<'a> {
    fn from(i: Input<'a>) -> Self {
        Span::new(i.as_str(), i.location_offset())
    }
}

impl fmt::Debug for Span<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} @ {}..{}", self.text, self.start, self.end())
    }
}

impl fmt::Display for Span<'_> {
    /// Writes the text, unchanged (padded like a `str` when a width is
    /// given).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.text)
    }
}

impl AsRef<str> for Span<'_> {
    /// The text, as written.
    fn as_ref(&self) -> &str {
        self.text
    }
}

/// Splits `span` at every byte `sep`, yielding the pieces (empty ones
/// included) as sub-spans: the iterator behind `segments()`, `labels()`
/// and `fieldspecs()`. Allocates nothing.
#[derive(Clone, Debug)]
pub(crate) struct SplitSpan<'a> {
    rest: Option<Span<'a>>,
    sep: u8,
}

impl<'a> SplitSpan<'a> {
    /// The pieces of `span` between the bytes `sep`.
    pub(crate) fn new(span: Span<'a>, sep: u8) -> Self {
        SplitSpan {
            rest: Some(span),
            sep,
        }
    }
}

impl<'a> Iterator for SplitSpan<'a> {
    type Item = Span<'a>;

    fn next(&mut self) -> Option<Span<'a>> {
        let rest = self.rest?;
        match rest.as_str().bytes().position(|b| b == self.sep) {
            Some(k) => {
                self.rest = Some(rest.slice(k + 1, rest.len()));
                Some(rest.slice(0, k))
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}
