//! [`UriReferenceBuf`]: a URI reference that owns its text, beside
//! [`UriReference`], which borrows it (as `PathBuf` beside `Path`).

use crate::syntax::macros::owned_text;

use super::parse::Options;
use super::production::ParseError;
use super::reference::UriReference;

/// A URI reference that owns its text: the owned form of
/// [`UriReference`], as `PathBuf` is of `Path`.
///
/// It holds the text only, checked when it is made;
/// [`parsed`](Self::parsed) parses it again (no allocation, the time of a
/// [`UriReference::parse`]): a struct that held the text and a tree
/// borrowing it would borrow from itself. `Eq`, `Ord` and `Hash` are
/// those of the text. Keep one where the text does not outlive the
/// parse, as in a loop over lines:
///
/// ```
/// use rfc1738::rfc3986::UriReferenceBuf;
/// let mut kept = Vec::new();
/// for line in ["http://a/b", "not a uri", "//h/p"].map(String::from) {
///     // `UriReference::parse(&line)` would borrow `line`, dropped at
///     // the end of each turn (error E0597 when kept).
///     if let Ok(uri) = UriReferenceBuf::parse(&line) {
///         kept.push(uri);
///     }
/// }
/// assert_eq!(kept[1].parsed().host().unwrap().as_str(), "h");
/// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3986::Production>>(())
/// ```
#[derive(Clone)]
pub struct UriReferenceBuf {
    // Invariant: a URI reference under some `Options`, so the widest
    // options read it again without failing.
    text: String,
}

/// The options that accept every text any options accept, with the same
/// tree.
const WIDEST: Options = Options::new().zone_ids(true).max_len(usize::MAX);

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

    /// The reference with its parts, borrowing this text (parsed again).
    pub fn parsed(&self) -> UriReference<'_> {
        // The text was checked when it was made; the empty reference is
        // a stand-in that cannot panic.
        UriReference::parse_with(&self.text, WIDEST).unwrap_or(UriReference::EMPTY)
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
    /// The reference as an owned [`UriReferenceBuf`] (a copy of its text).
    pub fn to_buf(&self) -> UriReferenceBuf {
        UriReferenceBuf {
            text: self.as_str().to_owned(),
        }
    }
}

owned_text!(
    UriReferenceBuf,
    ParseError,
    UriReference::parse,
    "a URI reference (RFC 3986)"
);
