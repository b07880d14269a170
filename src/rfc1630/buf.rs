//! [`UrlBuf`]: an RFC 1630 URL that owns its text, beside [`Url`], which
//! borrows it (as `PathBuf` beside `Path`; the same shape as RFC 1738's
//! `UrlBuf`).

use crate::syntax::macros::owned_text;

use super::generic::{Url, UrlKind};
use super::http::Httpaddress;
use super::ip::Hostport;
use super::parse::Options;
use super::production::ParseError;
use crate::syntax::Span;

/// An RFC 1630 URL that owns its text: the owned form of [`Url`].
///
/// It holds the text only, checked when the `UrlBuf` is made;
/// [`UrlBuf::parsed`] parses it again (no allocation, the time of a
/// [`Url::parse`]). A struct holding both the text and a `Url` into it
/// would borrow from itself. The [`Options`] it was made with are not
/// kept: they decide whether a text is accepted (the length limit, the
/// scheme's case), never which tree it gets. `Eq`, `Ord` and `Hash` are
/// the text's. With the `serde` feature it serializes as its text and
/// deserializes only from an RFC 1630 URL.
///
/// ```
/// use rfc1738::rfc1630::{Production, UrlBuf};
///
/// let text = String::from("gopher://gopher.micro.umn.edu/11/Other\nurl:wais://h/db?w\n");
/// let urls: Vec<UrlBuf> = text.lines().map(str::parse).collect::<Result<_, _>>()?;
/// drop(text);
/// assert_eq!(urls[0].parsed().production(), Production::Gopheraddress);
/// assert_eq!(urls[1].parsed().production(), Production::Prefixedurl);
/// assert!("http://h/a?b=c".parse::<UrlBuf>().is_err());
/// # Ok::<(), rfc1738::rfc1630::ParseError>(())
/// ```
///
/// A [`Url`] borrows its text, so URLs parsed from lines read one at a
/// time cannot be kept once the line is gone (`Vec<Url>` filled in a loop
/// over `BufRead::lines` fails to compile with error E0597, `line` does
/// not live long enough); keep `UrlBuf`s, and call [`UrlBuf::parsed`]
/// where the tree is needed:
///
/// ```compile_fail,E0597
/// use std::io::BufRead;
/// use rfc1738::rfc1630::Url;
///
/// let mut urls: Vec<Url> = Vec::new();
/// for line in std::io::Cursor::new("http://h/a\n").lines() {
///     let line = line?;
///     urls.push(Url::parse(&line)?);
/// }
/// println!("{}", urls.len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// ```
/// use std::io::BufRead;
/// use rfc1738::rfc1630::{Production, UrlBuf};
///
/// let mut urls: Vec<UrlBuf> = Vec::new();
/// for line in std::io::Cursor::new("http://h/a\n").lines() {
///     urls.push(UrlBuf::parse(&line?)?);
/// }
/// assert_eq!(urls[0].parsed().production(), Production::Httpaddress);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct UrlBuf {
    text: String,
}

impl UrlBuf {
    /// Parses `input` ([`Url::parse`]) and keeps a copy of it.
    pub fn parse(input: &str) -> Result<UrlBuf, ParseError> {
        UrlBuf::parse_with(input, Options::new())
    }

    /// [`UrlBuf::parse`] with [`Options`].
    pub fn parse_with(input: &str, options: Options) -> Result<UrlBuf, ParseError> {
        Url::parse_with(input, options).map(|_| UrlBuf {
            text: input.to_owned(),
        })
    }

    /// The URL with its typed tree, borrowing this `UrlBuf`'s text (a
    /// parse of the text, under the widest options).
    pub fn parsed(&self) -> Url<'_> {
        match Url::reparse(&self.text) {
            Ok(url) => url,
            Err(_) => unparsed(&self.text),
        }
    }

    /// The former name of [`parsed`](Self::parsed), the borrow method
    /// every grammar's owned type has under that one name.
    #[deprecated(note = "renamed `parsed`, as in every grammar")]
    pub fn as_url(&self) -> Url<'_> {
        self.parsed()
    }

    /// The text of the URL, byte for byte as it was given.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, as a `String` (no copy).
    pub fn into_string(self) -> String {
        self.text
    }
}

/// The answer of the path of [`UrlBuf::parsed`] that cannot be taken (the
/// text was accepted when the `UrlBuf` was made, and parsing is
/// deterministic): the whole text as the host of an `httpaddress`, a
/// value instead of a panic.
#[cold]
fn unparsed(text: &str) -> Url<'_> {
    let span = Span::new(text, 0);
    let hostport = Hostport {
        span,
        host_len: span.len(),
        number: false,
    };
    Url::from_kind(UrlKind::Http(Httpaddress {
        hostport,
        span,
        path_end: span.len(),
        has_path: false,
    }))
}

impl Url<'_> {
    /// The owned form of this URL: a [`UrlBuf`] with a copy of its text.
    pub fn to_buf(&self) -> UrlBuf {
        UrlBuf::from(*self)
    }
}

impl From<Url<'_>> for UrlBuf {
    /// Copies the URL's text.
    fn from(url: Url<'_>) -> Self {
        UrlBuf {
            text: url.as_str().to_owned(),
        }
    }
}

owned_text!(UrlBuf, ParseError, Url::parse, "an RFC 1630 URL");

#[cfg(feature = "serde")]
impl serde::Serialize for Url<'_> {
    /// The text, as a string (what a [`UrlBuf`] deserializes from).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unparsed_url_is_the_text() {
        let url = unparsed("no url");
        assert_eq!(url.as_str(), "no url");
        let buf: UrlBuf = "HTTP://h/".parse::<UrlBuf>().unwrap_or_else(|_| UrlBuf {
            text: "HTTP://h/".into(),
        });
        assert_eq!(buf.parsed().as_str(), "HTTP://h/");
    }
}
