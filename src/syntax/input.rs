//! The input of every combinator: the text still to parse and its byte
//! offset into the whole input.
//!
//! A lean replacement for `nom_locate::LocatedSpan`: the combinators need
//! the byte offset (for spans and errors) and nothing else, while
//! `LocatedSpan` also counts the lines of every piece it splits off (the
//! measurement is in the benchmark's notes, "Where the time goes").
//!
//! It implements the input traits of nom that `&str` implements, so that
//! nom's own parsers (`tag`, `take_until`, `char`, `digit1`, ...) run on
//! it beside the grammars' productions.

use core::fmt;
use core::ops::Range;
use core::str::{CharIndices, Chars, FromStr};

use nom::{
    AsBytes, Compare, CompareResult, ExtendInto, FindSubstring, FindToken, IResult, Needed, Offset,
    ParseTo,
};

/// The bit of [`Input`]'s `offset` field that says the input is inside a
/// production (see [`enter`]). A byte offset never has it: no text is
/// longer than `isize::MAX` bytes, so offsets stay below it.
const NESTED: usize = 1 << (usize::BITS - 1);

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
///
/// A production called on an `Input` from outside the grammar (from a
/// parser of your own) never takes the decision away from its caller: a
/// mismatch is `nom::Err::Error`, never `nom::Err::Failure`, so `alt`,
/// `opt` and `many0` around it go on with their other choices. Inside
/// the grammar, the productions still commit where the grammar's notes
/// say (a `"%"` to its escape, a `":"` to the port), which is what makes
/// their errors precise.
///
/// It implements the input traits of nom that `&str` implements
/// (`Compare<&str>`, `FindSubstring<&str>`, `FindToken<char>`, `Offset`,
/// `AsBytes`, `ParseTo`, `ExtendInto`), so nom's parsers run on it:
///
/// ```
/// use nom::bytes::complete::tag;
/// use nom::character::complete::digit1;
/// use nom::Parser;
/// use rfc1738::{ip, Input};
///
/// type Error = rfc1738::error::Error;
/// let (rest, (_, hostport)) = (tag::<_, _, Error>("proxy="), ip::hostport)
///     .parse(Input::new("proxy=cache.example:3128 # note"))
///     .unwrap();
/// assert_eq!(hostport.span().range(), 6..24);
/// assert_eq!(rest.location_offset(), 24);
/// let (_, port) = digit1::<_, Error>(Input::new("3128")).unwrap();
/// assert_eq!(port.as_str(), "3128");
/// ```
#[derive(Clone, Copy)]
pub struct Input<'a> {
    text: &'a str,
    /// The byte offset of `text`, with the bit [`NESTED`] set inside a
    /// production.
    offset: usize,
}

impl<'a> Input<'a> {
    /// The whole of `text`, at offset 0.
    pub const fn new(text: &'a str) -> Self {
        Input { text, offset: 0 }
    }

    /// `text` as the part of a larger text that starts at byte `offset`
    /// of it: spans and errors count bytes from the start of the larger
    /// text. (An offset is below `isize::MAX`, as every text's length
    /// is; a larger one is taken as `isize::MAX`.)
    ///
    /// ```
    /// use rfc1738::{ip, Input};
    /// let line = "proxy = cache.example:3128";
    /// let (_, hostport) = ip::hostport(Input::new_at(&line[8..], 8)).unwrap();
    /// assert_eq!(hostport.span().range(), 8..26);
    /// ```
    pub const fn new_at(text: &'a str, offset: usize) -> Self {
        // `offset + text.len()` stays below the bit that marks a nested
        // input, however far `split` goes.
        let max = (NESTED - 1).saturating_sub(text.len());
        let offset = if offset > max { max } else { offset };
        Input { text, offset }
    }

    /// The whole of `text` at offset 0, as the grammar's own entry
    /// points start a parse: inside the grammar, where productions
    /// commit (see [`enter`]).
    pub(crate) const fn nested(text: &'a str) -> Self {
        Input {
            text,
            offset: NESTED,
        }
    }

    /// Whether the input is inside a production.
    #[inline(always)]
    const fn is_nested(&self) -> bool {
        self.offset & NESTED != 0
    }

    /// The same input, inside (`true`) or outside the grammar.
    #[inline(always)]
    const fn with_nested(self, nested: bool) -> Self {
        Input {
            text: self.text,
            offset: if nested {
                self.offset | NESTED
            } else {
                self.offset & !NESTED
            },
        }
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
        self.offset & !NESTED
    }

    /// The bytes still to parse.
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    /// `location_offset()..location_offset() + len`.
    pub const fn range(&self) -> Range<usize> {
        self.location_offset()..self.location_offset() + self.text.len()
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
        second
            .location_offset()
            .saturating_sub(self.location_offset())
    }
}

impl PartialEq for Input<'_> {
    /// The same text at the same offset.
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text && self.location_offset() == other.location_offset()
    }
}

impl Eq for Input<'_> {}

impl core::hash::Hash for Input<'_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.text.hash(state);
        self.location_offset().hash(state);
    }
}

impl fmt::Debug for Input<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Input")
            .field("text", &self.text)
            .field("offset", &self.location_offset())
            .finish()
    }
}

impl fmt::Display for Input<'_> {
    /// The text still to parse.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.text)
    }
}

impl AsBytes for Input<'_> {
    #[inline(always)]
    fn as_bytes(&self) -> &[u8] {
        self.text.as_bytes()
    }
}

impl<'b> Compare<&'b str> for Input<'_> {
    #[inline(always)]
    fn compare(&self, t: &'b str) -> CompareResult {
        self.text.compare(t)
    }

    #[inline(always)]
    fn compare_no_case(&self, t: &'b str) -> CompareResult {
        self.text.compare_no_case(t)
    }
}

impl<'b> Compare<&'b [u8]> for Input<'_> {
    #[inline(always)]
    fn compare(&self, t: &'b [u8]) -> CompareResult {
        self.text.compare(t)
    }

    #[inline(always)]
    fn compare_no_case(&self, t: &'b [u8]) -> CompareResult {
        self.text.compare_no_case(t)
    }
}

impl<'b> FindSubstring<&'b str> for Input<'_> {
    #[inline]
    fn find_substring(&self, substr: &'b str) -> Option<usize> {
        self.text.find_substring(substr)
    }
}

impl FindToken<char> for Input<'_> {
    #[inline]
    fn find_token(&self, token: char) -> bool {
        self.text.find_token(token)
    }
}

impl FindToken<u8> for Input<'_> {
    #[inline]
    fn find_token(&self, token: u8) -> bool {
        self.text.find_token(token)
    }
}

impl<R: FromStr> ParseTo<R> for Input<'_> {
    fn parse_to(&self) -> Option<R> {
        self.text.parse().ok()
    }
}

impl ExtendInto for Input<'_> {
    type Item = char;
    type Extender = String;

    fn new_builder(&self) -> String {
        String::new()
    }

    fn extend_into(&self, acc: &mut String) {
        acc.push_str(self.text);
    }
}

/// Runs the production `f` on `i`, committing where the grammar commits
/// when `i` is already inside a production, and otherwise as a parser of
/// the caller's: `f` runs inside the grammar, and a commitment it made
/// (`nom::Err::Failure`) reaches the caller as `nom::Err::Error`, the
/// rest of the input outside the grammar again. Every public production
/// runs its body through it.
#[inline(always)]
pub(crate) fn enter<'a, O, E>(
    i: Input<'a>,
    f: impl FnOnce(Input<'a>) -> IResult<Input<'a>, O, E>,
) -> IResult<Input<'a>, O, E> {
    if i.is_nested() {
        return f(i);
    }
    outside(f(i.with_nested(true)))
}

/// The result of a production called from outside the grammar, as its
/// caller sees it.
#[inline]
fn outside<'a, O, E>(r: IResult<Input<'a>, O, E>) -> IResult<Input<'a>, O, E> {
    match r {
        Ok((rest, o)) => Ok((rest.with_nested(false), o)),
        Err(nom::Err::Failure(e)) => Err(nom::Err::Error(e)),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::{Input, NESTED};

    /// An offset past the largest a text can have is taken as the
    /// largest that leaves the text's end below the nesting bit.
    #[test]
    fn a_huge_offset_is_clamped_below_the_nesting_bit() {
        for text in ["", "abc"] {
            let top = NESTED - 1 - text.len();
            assert_eq!(Input::new_at(text, usize::MAX).location_offset(), top);
            assert_eq!(Input::new_at(text, top).location_offset(), top);
            assert_eq!(Input::new_at(text, top - 1).location_offset(), top - 1);
        }
    }

    /// Inputs are equal when they are the same text at the same offset.
    #[test]
    fn inputs_are_equal_by_text_and_offset() {
        assert_eq!(Input::new_at("ab", 3), Input::new_at("ab", 3));
        assert_ne!(Input::new_at("ab", 3), Input::new_at("ab", 4));
        assert_ne!(Input::new_at("ab", 3), Input::new_at("ac", 3));
        assert_ne!(Input::new("ab"), Input::new("a"));
    }

    /// Equal inputs hash alike, and inputs that differ in their text or
    /// their offset hash apart (so they can key a map or a memo table);
    /// the nesting bit is in neither.
    #[test]
    fn inputs_hash_by_text_and_offset() {
        use std::hash::BuildHasher;
        let h = std::hash::RandomState::new();
        let hash = |i: Input<'_>| h.hash_one(i);
        assert_eq!(hash(Input::new_at("ab", 3)), hash(Input::new_at("ab", 3)));
        let nested = Input::new_at("ab", 3).with_nested(true);
        assert_eq!(nested, Input::new_at("ab", 3));
        assert_eq!(hash(nested), hash(Input::new_at("ab", 3)));
        assert_ne!(hash(Input::new_at("ab", 3)), hash(Input::new_at("ab", 4)));
        assert_ne!(hash(Input::new_at("ab", 3)), hash(Input::new_at("ac", 3)));
        assert_ne!(hash(Input::new("ab")), hash(Input::new("a")));
    }
}
