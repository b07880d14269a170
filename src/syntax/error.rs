//! Errors: the cheap nom-side [`Error`] and the public [`ParseError`],
//! both generic over the grammar's [`Production`] type, and the one
//! [`trailing_error`] of a match that stopped before the end.
//!
//! The nom-side error is `Copy` and fixed-size: `alt` and `opt` build and
//! drop errors on the success path of every URL, so making one must cost
//! no more than a few stores. It records the byte offset where matching
//! stopped and the productions around it, innermost first, as the
//! `context` combinators add them on the way out.

use core::fmt;

use nom::error::ErrorKind as NomErrorKind;

use super::input::Input;
use super::production::Production;

/// How many productions an error remembers (innermost first). The deepest
/// nesting in the grammar is well below this.
const DEPTH: usize = 16;

/// A fixed-capacity stack of productions, innermost first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Stack<P> {
    items: [P; DEPTH],
    len: u8,
}

impl<P: Production> Stack<P> {
    const EMPTY: Stack<P> = Stack {
        items: [P::FILLER; DEPTH],
        len: 0,
    };

    /// Appends an enclosing production; past the capacity, the outermost
    /// ones are dropped.
    fn push(&mut self, p: P) {
        let len = usize::from(self.len);
        if let Some(slot) = self.items.get_mut(len) {
            *slot = p;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[P] {
        self.items.get(..usize::from(self.len)).unwrap_or_default()
    }
}

/// The error type of every combinator: where matching stopped and the
/// productions around that point, innermost first.
///
/// Between failed alternatives it keeps the one that got further; on a
/// tie it forgets both stacks, so that the enclosing choice (the next
/// `context`) is reported as what was expected. It never allocates.
/// Turn it into a [`ParseError`] with [`Error::into_parse_error`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Error<P> {
    offset: usize,
    stack: Stack<P>,
}

impl<P: Production> Error<P> {
    /// An error at byte `offset` with no production named yet: the
    /// enclosing `context` will name it.
    pub(crate) const fn at(offset: usize) -> Self {
        Error {
            offset,
            stack: Stack::EMPTY,
        }
    }

    /// An error at byte `offset` where production `p` could not continue.
    pub(crate) fn expected(offset: usize, p: P) -> Self {
        Error::at(offset).within(p)
    }

    /// Adds an enclosing production.
    pub(crate) fn within(mut self, p: P) -> Self {
        self.stack.push(p);
        self
    }

    /// The byte offset, in the whole input, where matching stopped.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The productions around the failure, innermost first.
    pub fn productions(&self) -> &[P] {
        self.stack.as_slice()
    }

    /// The public error for `input`, the whole text that was parsed.
    /// `outermost` names the expected production if no `context` did.
    pub fn into_parse_error(self, input: &str, outermost: P) -> ParseError<P> {
        let stack = self.stack.as_slice();
        match stack.split_first() {
            Some((&expected, within)) => ParseError::new(input, self.offset, expected, within),
            None => ParseError::new(input, self.offset, outermost, &[]),
        }
    }
}

impl<P: Production> fmt::Debug for Error<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("offset", &self.offset)
            .field("productions", &self.productions())
            .finish()
    }
}

impl<'a, P: Production> nom::error::ParseError<Input<'a>> for Error<P> {
    fn from_error_kind(input: Input<'a>, _kind: NomErrorKind) -> Self {
        Error::at(input.location_offset())
    }

    fn append(_input: Input<'a>, _kind: NomErrorKind, other: Self) -> Self {
        other
    }

    fn or(self, other: Self) -> Self {
        match self.offset.cmp(&other.offset) {
            core::cmp::Ordering::Greater => self,
            core::cmp::Ordering::Less => other,
            core::cmp::Ordering::Equal => Error::at(self.offset),
        }
    }
}

/// Why a string is not a URL (or not the production asked for): the byte
/// where matching stopped, the production that could not continue there,
/// the productions around it, and the character found.
///
/// Its message is one lowercase line:
///
/// ```
/// use rfc1738::Url;
/// let err: rfc1738::ParseError = Url::parse("http://h/~x").unwrap_err();
/// assert_eq!(err.to_string(), "expected hsegment at byte 9, found '~' (within hpath, httpurl, url)");
/// assert_eq!(err.offset(), 9);
/// assert_eq!(err.found(), Some('~'));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{}", Message(self))]
pub struct ParseError<P: Production> {
    offset: usize,
    expected: P,
    within: Stack<P>,
    found: Option<char>,
    kind: ErrorKind,
}

/// What kind of failure a [`ParseError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input does not match the grammar at
    /// [`ParseError::offset`].
    Syntax,
    /// The input is longer than the grammar's `max_len` option
    /// and was not parsed. [`ParseError::offset`] is then `max_len`, and
    /// [`ParseError::expected`] the production asked for.
    TooLong {
        /// The input's length in bytes.
        len: usize,
        /// The limit it is over.
        max_len: usize,
    },
}

impl<P: Production> ParseError<P> {
    pub(crate) fn new(input: &str, offset: usize, expected: P, within: &[P]) -> Self {
        let mut stack = Stack::EMPTY;
        for &p in within {
            stack.push(p);
        }
        ParseError {
            offset,
            expected,
            within: stack,
            found: input.get(offset..).and_then(|rest| rest.chars().next()),
            kind: ErrorKind::Syntax,
        }
    }

    /// The error for an input over the length limit.
    pub(crate) fn too_long(input: &str, max_len: usize, expected: P) -> Self {
        ParseError {
            kind: ErrorKind::TooLong {
                len: input.len(),
                max_len,
            },
            ..ParseError::new(input, max_len, expected, &[])
        }
    }

    /// Whether the input failed the grammar or the length limit.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The byte offset, in the input, where matching stopped: the
    /// furthest byte any alternative reached.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The innermost production that could not continue at [`offset`](Self::offset).
    pub fn expected(&self) -> P {
        self.expected
    }

    /// The enclosing productions, innermost first (not including
    /// [`expected`](Self::expected)).
    pub fn within(&self) -> &[P] {
        self.within.as_slice()
    }

    /// The character at [`offset`](Self::offset); `None` at the end of the input.
    pub fn found(&self) -> Option<char> {
        self.found
    }
}

impl<P: Production> fmt::Debug for ParseError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseError")
            .field("offset", &self.offset)
            .field("expected", &self.expected)
            .field("within", &self.within())
            .field("found", &self.found)
            .field("kind", &self.kind)
            .finish()
    }
}

/// The one-line message of a [`ParseError`].
struct Message<'e, P: Production>(&'e ParseError<P>);

impl<P: Production> fmt::Display for Message<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.0;
        if let ErrorKind::TooLong { len, max_len } = e.kind {
            return write!(
                f,
                "input of {len} bytes is over the limit of {max_len} bytes (max_len)"
            );
        }
        write!(f, "expected {} at byte {}, found ", e.expected, e.offset)?;
        match e.found {
            Some(c) => write!(f, "{c:?}")?,
            None => f.write_str("end of input")?,
        }
        if let Some((first, rest)) = e.within().split_first() {
            write!(f, " (within {first}")?;
            for p in rest {
                write!(f, ", {p}")?;
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

/// The error for a match that stopped at byte `end`, before the end of
/// `input`: the innermost production of the tree that ends there could
/// not continue (`http://h/~x`: `hsegment` at byte 9, within `hpath`,
/// `httpurl`, `url`).
///
/// `spine` calls its argument with the productions of the tree's
/// rightmost path down to `end`, innermost first: the combinators' tree
/// ([`Tree::spine_at`](super::tree::spine_at)) and a fast path's record
/// of offsets give the same sequence, so both report the same error.
/// `root` names the error when `spine` gives nothing.
#[cold]
pub fn trailing_error<P: Production>(
    input: &str,
    end: usize,
    root: P,
    spine: impl FnOnce(&mut dyn FnMut(P)),
) -> ParseError<P> {
    let mut stack = Stack::<P>::EMPTY;
    spine(&mut |p| stack.push(p));
    match stack.as_slice().split_first() {
        Some((&expected, within)) => ParseError::new(input, end, expected, within),
        None => ParseError::new(input, end, root, &[]),
    }
}
