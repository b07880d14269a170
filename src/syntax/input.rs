//! The input of every combinator: the text still to parse and its byte
//! offset into the whole input.
//!
//! A lean replacement for `nom_locate::LocatedSpan`: the combinators need
//! the byte offset (for spans and errors) and nothing else, while
//! `LocatedSpan` also counts the lines of every piece it splits off (the
//! measurement is in the benchmark's notes, "Where the time goes").

use core::ops::Range;
use core::str::{CharIndices, Chars};

use nom::{Needed, Offset};

/// The input of every combinator: the text still to parse, with its byte
/// offset into the whole input.
///
/// Build one with [`Input::new`]:
///
/// ```
/// use rfc1738::{ip, Input};
/// let (rest, hostport) = ip::hostport(Input::new("example.com:80/x")).unwrap();
/// assert_eq!(hostport.span().range(), 0..14);
/// assert_eq!(*rest.fragment(), "/x");
/// assert_eq!(rest.location_offset(), 14);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Input<'a> {
    text: &'a str,
    offset: usize,
}

impl<'a> Input<'a> {
    /// The whole of `text`, at offset 0.
    pub const fn new(text: &'a str) -> Self {
        Input { text, offset: 0 }
    }

    /// The text still to parse (a reference, as `nom_locate`'s
    /// `fragment()` returns, so `*rest.fragment()` is the `&str`).
    pub const fn fragment(&self) -> &&'a str {
        &self.text
    }

    /// The text still to parse.
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// The byte offset of the text still to parse in the whole input.
    pub const fn location_offset(&self) -> usize {
        self.offset
    }

    /// The bytes still to parse.
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    /// `location_offset()..location_offset() + len`.
    pub const fn range(&self) -> Range<usize> {
        self.offset..self.offset + self.text.len()
    }

    /// Splits off the first `n` bytes: `(rest, taken)`. `n` must be a
    /// character boundary (the kernels only split at ASCII bytes they
    /// scanned); past the end or off a boundary, nothing is taken.
    #[inline(always)]
    pub fn split(self, n: usize) -> (Input<'a>, Input<'a>) {
        match (self.text.get(n..), self.text.get(..n)) {
            (Some(rest), Some(taken)) => (
                Input {
                    text: rest,
                    offset: self.offset + n,
                },
                Input {
                    text: taken,
                    offset: self.offset,
                },
            ),
            _ => (
                self,
                Input {
                    text: "",
                    offset: self.offset,
                },
            ),
        }
    }
}

impl<'a> nom::Input for Input<'a> {
    type Item = char;
    type Iter = Chars<'a>;
    type IterIndices = CharIndices<'a>;

    #[inline(always)]
    fn input_len(&self) -> usize {
        self.text.len()
    }

    #[inline(always)]
    fn take(&self, index: usize) -> Self {
        self.split(index).1
    }

    #[inline(always)]
    fn take_from(&self, index: usize) -> Self {
        self.split(index).0
    }

    #[inline(always)]
    fn take_split(&self, index: usize) -> (Self, Self) {
        self.split(index)
    }

    #[inline]
    fn position<P>(&self, predicate: P) -> Option<usize>
    where
        P: Fn(Self::Item) -> bool,
    {
        self.text.find(predicate)
    }

    #[inline]
    fn iter_elements(&self) -> Self::Iter {
        self.text.chars()
    }

    #[inline]
    fn iter_indices(&self) -> Self::IterIndices {
        self.text.char_indices()
    }

    #[inline]
    fn slice_index(&self, count: usize) -> Result<usize, Needed> {
        self.text.slice_index(count)
    }
}

impl Offset for Input<'_> {
    #[inline(always)]
    fn offset(&self, second: &Self) -> usize {
        second.offset.saturating_sub(self.offset)
    }
}
