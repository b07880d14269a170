//! [`UriReferenceBuf`]: a URI reference that owns its text, beside
//! [`UriReference`], which borrows it (as `PathBuf` beside `Path`).

use crate::syntax::macros::owned_text;

use super::parse::Options;
use super::production::ParseError;
use super::reference::UriReference;

/// A URI reference that owns its text: the owned form of
/// [`UriReference`], as `PathBuf` is of `Path`, and what
/// [`UriReference::resolve`] returns.
///
/// It holds the text only, checked when it is made;
/// [`parsed`](Self::parsed) parses it again (no
/// allocation, the time of a [`UriReference::parse`]), as
/// [`UrlBuf`](crate::UrlBuf) does and for the same reason: a struct that
/// held the text and a tree borrowing it would borrow from itself.
/// `Eq`, `Ord` and `Hash` are those of the text.
///
/// ```
/// use rfc1738::rfc2396::UriReferenceBuf;
/// let uri: UriReferenceBuf = "https://[2010:836B:4179::836B:4179]/x".parse()?;
/// assert_eq!(uri.parsed().effective_port(), Some(443));
/// assert_eq!(uri.to_string(), "https://[2010:836B:4179::836B:4179]/x");
/// # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
/// ```
///
/// A [`UriReference`] borrows its text, so references parsed from lines
/// read one at a time cannot be kept once the line is gone
/// (`Vec<UriReference>` filled in a loop over `BufRead::lines` fails to
/// compile with error E0597, `line` does not live long enough); keep
/// `UriReferenceBuf`s, and call [`UriReferenceBuf::parsed`] where the
/// parts are needed:
///
/// ```compile_fail,E0597
/// use std::io::BufRead;
/// use rfc1738::rfc2396::UriReference;
///
/// let mut refs: Vec<UriReference> = Vec::new();
/// for line in std::io::Cursor::new("http://h/a\n../b\n").lines() {
///     let line = line?;
///     refs.push(UriReference::parse(&line)?);
/// }
/// println!("{}", refs.len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// ```
/// use std::io::BufRead;
/// use rfc1738::rfc2396::UriReferenceBuf;
///
/// let mut refs: Vec<UriReferenceBuf> = Vec::new();
/// for line in std::io::Cursor::new("http://h/a\n../b\n").lines() {
///     refs.push(UriReferenceBuf::parse(&line?)?);
/// }
/// assert_eq!(refs[1].parsed().path().as_str(), "../b");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct UriReferenceBuf {
    // Invariant: a URI reference under some `Options`, so the widest
    // options read it again without failing.
    text: String,
}

/// The options that accept every text any options accept, with the same
/// tree.
const WIDEST: Options = Options::new().empty_relative_path(true).max_len(usize::MAX);

impl UriReferenceBuf {
    /// Parses `input` as [`UriReference::parse`] does and keeps a copy.
    pub fn parse(input: &str) -> Result<UriReferenceBuf, ParseError> {
        UriReferenceBuf::parse_with(input, Options::new())
    }

    /// [`UriReferenceBuf::parse`] with [`Options`].
    pub fn parse_with(input: &str, options: Options) -> Result<UriReferenceBuf, ParseError> {
        UriReference::parse_with(input, options).map(|_| UriReferenceBuf {
            text: input.to_owned(),
        })
    }

    /// A text known to be a URI reference.
    pub(crate) fn from_valid(text: String) -> Self {
        UriReferenceBuf { text }
    }

    /// The reference with its parts, borrowing this text (parsed again).
    pub fn parsed(&self) -> UriReference<'_> {
        UriReference::parse_with(&self.text, WIDEST).unwrap_or_else(|_| UriReference::unparsed())
    }

    /// The former name of [`parsed`](Self::parsed), the borrow method
    /// every grammar's owned type has under that one name.
    #[deprecated(note = "renamed `parsed`, as in every grammar")]
    pub fn as_uri_reference(&self) -> UriReference<'_> {
        self.parsed()
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, owned.
    pub fn into_string(self) -> String {
        self.text
    }
}

impl UriReference<'_> {
    /// An owned copy of the reference ([`UriReferenceBuf`]).
    pub fn to_buf(&self) -> UriReferenceBuf {
        UriReferenceBuf {
            text: self.as_str().to_owned(),
        }
    }

    /// The empty reference: what `parsed` gives where the
    /// parse of a checked text fails, which it cannot.
    #[cold]
    fn unparsed() -> UriReference<'static> {
        UriReference::parse("").unwrap_or(UriReference {
            span: crate::syntax::Span::new("", 0),
            shape: super::shape::Shape::at(0),
        })
    }
}

impl From<UriReference<'_>> for UriReferenceBuf {
    fn from(u: UriReference<'_>) -> Self {
        u.to_buf()
    }
}

owned_text!(
    UriReferenceBuf,
    ParseError,
    UriReference::parse,
    "an RFC 2396 URI reference"
);

#[cfg(feature = "serde")]
impl serde::Serialize for UriReference<'_> {
    /// The text, as a string (what a [`UriReferenceBuf`] deserializes
    /// from).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
