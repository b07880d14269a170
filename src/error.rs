//! Errors: the cheap nom-side [`Error`] and the public [`ParseError`].
//!
//! The nom-side error is `Copy` and fixed-size: `alt` and `opt` build and
//! drop errors on the success path of every URL, so making one must cost
//! no more than a few stores. It records the byte offset where matching
//! stopped and the productions around it, innermost first, as the
//! `context` combinators add them on the way out.

use core::fmt;

use nom::error::{ContextError, ErrorKind as NomErrorKind};

use crate::Production;
use crate::span::Input;

/// How many productions an error remembers (innermost first). The deepest
/// nesting in the grammar is well below this.
const DEPTH: usize = 16;

/// A fixed-capacity stack of productions, innermost first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Stack {
    items: [Production; DEPTH],
    len: u8,
}

impl Stack {
    const EMPTY: Stack = Stack {
        items: [Production::Url; DEPTH],
        len: 0,
    };

    /// Appends an enclosing production; past the capacity, the outermost
    /// ones are dropped.
    fn push(&mut self, p: Production) {
        let len = usize::from(self.len);
        if let Some(slot) = self.items.get_mut(len) {
            *slot = p;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Production] {
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
pub struct Error {
    offset: usize,
    stack: Stack,
}

impl Error {
    /// An error at byte `offset` with no production named yet: the
    /// enclosing `context` will name it.
    pub(crate) const fn at(offset: usize) -> Self {
        Error {
            offset,
            stack: Stack::EMPTY,
        }
    }

    /// An error at byte `offset` where production `p` could not continue.
    pub(crate) fn expected(offset: usize, p: Production) -> Self {
        Error::at(offset).within(p)
    }

    /// Adds an enclosing production.
    pub(crate) fn within(mut self, p: Production) -> Self {
        self.stack.push(p);
        self
    }

    /// The byte offset, in the whole input, where matching stopped.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The productions around the failure, innermost first.
    pub fn productions(&self) -> &[Production] {
        self.stack.as_slice()
    }

    /// The public error for `input`, the whole text that was parsed.
    /// `outermost` names the expected production if no `context` did.
    pub fn into_parse_error(self, input: &str, outermost: Production) -> ParseError {
        let stack = self.stack.as_slice();
        match stack.split_first() {
            Some((&expected, within)) => ParseError::new(input, self.offset, expected, within),
            None => ParseError::new(input, self.offset, outermost, &[]),
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("offset", &self.offset)
            .field("productions", &self.productions())
            .finish()
    }
}

impl<'a> nom::error::ParseError<Input<'a>> for Error {
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

impl<'a> ContextError<Input<'a>> for Error {
    fn add_context(_input: Input<'a>, ctx: &'static str, other: Self) -> Self {
        match Production::from_name(ctx) {
            Some(p) => other.within(p),
            None => other,
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
/// let err = Url::parse("http://h/~x").unwrap_err();
/// assert_eq!(err.to_string(), "expected hsegment at byte 9, found '~' (within hpath, httpurl, url)");
/// assert_eq!(err.offset(), 9);
/// assert_eq!(err.found(), Some('~'));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{}", Message(self))]
pub struct ParseError {
    offset: usize,
    expected: Production,
    within: Stack,
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
    /// The input is longer than [`Options::max_len`](crate::Options::max_len)
    /// and was not parsed. [`ParseError::offset`] is then `max_len`, and
    /// [`ParseError::expected`] the production asked for.
    TooLong {
        /// The input's length in bytes.
        len: usize,
        /// The limit it is over.
        max_len: usize,
    },
}

impl ParseError {
    pub(crate) fn new(
        input: &str,
        offset: usize,
        expected: Production,
        within: &[Production],
    ) -> Self {
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
    pub(crate) fn too_long(input: &str, max_len: usize, expected: Production) -> Self {
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
    pub fn expected(&self) -> Production {
        self.expected
    }

    /// The enclosing productions, innermost first (not including
    /// [`expected`](Self::expected)).
    pub fn within(&self) -> &[Production] {
        self.within.as_slice()
    }

    /// The character at [`offset`](Self::offset); `None` at the end of the input.
    pub fn found(&self) -> Option<char> {
        self.found
    }
}

impl fmt::Debug for ParseError {
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
struct Message<'e>(&'e ParseError);

impl fmt::Display for Message<'_> {
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
