//! [`IriReferenceBuf`]: an IRI reference that owns its text, beside
//! [`IriReference`], which borrows it (as `PathBuf` beside `Path`).

use crate::syntax::macros::owned_text;

use super::parse::Options;
use super::production::ParseError;
use super::reference::IriReference;

/// An IRI reference that owns its text: the owned form of
/// [`IriReference`].
///
/// It holds the text only, checked when it is made;
/// [`parsed`](Self::parsed) parses it again (no allocation). `Eq`, `Ord`
/// and `Hash` are those of the text.
///
/// ```
/// use rfc1738::rfc3987::IriReferenceBuf;
/// let mut kept = Vec::new();
/// for line in ["http://例え.jp/パス", "not an iri", "//h/δ"].map(String::from) {
///     if let Ok(iri) = IriReferenceBuf::parse(&line) {
///         kept.push(iri);
///     }
/// }
/// assert_eq!(kept[0].parsed().host().unwrap().as_str(), "例え.jp");
/// assert_eq!(kept[1].parsed().path().as_str(), "/δ");
/// ```
#[derive(Clone)]
pub struct IriReferenceBuf {
    // Invariant: an IRI reference under some `Options`, so the widest
    // options read it again without failing.
    text: String,
}

/// The options that accept every text any options accept.
const WIDEST: Options = Options::new().max_len(usize::MAX);

impl IriReferenceBuf {
    /// Parses `input` as [`IriReference::parse`] does and keeps a copy.
    pub fn parse(input: &str) -> Result<IriReferenceBuf, ParseError> {
        IriReferenceBuf::parse_with(input, Options::new())
    }

    /// [`IriReferenceBuf::parse`] with [`Options`].
    pub fn parse_with(input: &str, options: Options) -> Result<IriReferenceBuf, ParseError> {
        IriReference::parse_with(input, options).map(|_| IriReferenceBuf {
            text: input.to_owned(),
        })
    }

    /// The reference with its parts, borrowing this text (parsed again).
    pub fn parsed(&self) -> IriReference<'_> {
        // The text was checked when it was made; the empty reference is
        // a stand-in that cannot panic.
        IriReference::parse_with(&self.text, WIDEST).unwrap_or(IriReference::EMPTY)
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

impl IriReference<'_> {
    /// The reference as an owned [`IriReferenceBuf`] (a copy of its text).
    pub fn to_buf(&self) -> IriReferenceBuf {
        IriReferenceBuf {
            text: self.as_str().to_owned(),
        }
    }
}

owned_text!(
    IriReferenceBuf,
    ParseError,
    IriReference::parse,
    "an IRI reference (RFC 3987)"
);

#[cfg(feature = "serde")]
impl serde::Serialize for IriReference<'_> {
    /// The text, as a string (as its owned form serializes).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
