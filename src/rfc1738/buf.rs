//! [`UrlBuf`]: a URL that owns its text, beside [`Url`], which borrows
//! it (as `PathBuf` beside `Path`).

use crate::syntax::macros::owned_text;

use super::generic::Url;
use super::parse::Options;
use super::production::ParseError;

/// A URL that owns its text: the owned form of [`Url`], as `PathBuf` is of
/// `Path`. Keep it in a `Vec`, a map or a struct without a lifetime, send
/// it to another thread, read it from a config file; [`UrlBuf::parsed`]
/// gives the typed tree when it is needed.
///
/// ```
/// use rfc1738::{Production, UrlBuf};
///
/// let text = String::from("gopher://gopher.example.org/7search%09rfc\nhttp://h.example:8080/a\n");
/// let urls: Vec<UrlBuf> = text.lines().map(str::parse).collect::<Result<_, _>>()?;
/// drop(text); // the URLs own their text
///
/// assert_eq!(urls[0].as_str(), "gopher://gopher.example.org/7search%09rfc");
/// assert_eq!(urls[0].parsed().production(), Production::Gopherurl);
/// assert_eq!(urls[0].parsed().as_gopher().unwrap().selector().unwrap().as_str(), "search");
/// assert_eq!(urls[1].parsed().effective_port(), Some(8080));
/// assert_eq!(urls[1].to_string(), "http://h.example:8080/a");
///
/// let err = "http://h.example:/".parse::<UrlBuf>().unwrap_err();
/// assert_eq!((err.expected(), err.offset()), (Production::Digits, 17));
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
///
/// **Keeping URLs beyond their text.** A [`Url`] borrows the text it was
/// parsed from, so it cannot outlive it: URLs parsed from lines read one
/// at a time cannot be kept once the line is gone. This fails to compile
/// with error E0597 (`line` does not live long enough):
///
/// ```compile_fail,E0597
/// use std::io::BufRead;
/// use rfc1738::Url;
///
/// let input = std::io::Cursor::new("http://a.example/\nftp://b.example/pub\n");
/// let mut urls: Vec<Url> = Vec::new();
/// for line in input.lines() {
///     let line = line?;
///     urls.push(Url::parse(&line)?); // `line` is dropped at the end of the loop's body
/// }
/// println!("{} URLs", urls.len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Keep `UrlBuf`s instead, which own their text, and take the typed tree
/// with [`UrlBuf::parsed`] where it is needed (or keep the whole text
/// alive, and parse `Url`s that borrow from it, as the first example
/// does):
///
/// ```
/// use std::io::BufRead;
/// use rfc1738::{Production, UrlBuf};
///
/// let input = std::io::Cursor::new("http://a.example/\nftp://b.example/pub\n");
/// let mut urls: Vec<UrlBuf> = Vec::new();
/// for line in input.lines() {
///     urls.push(UrlBuf::parse(&line?)?);
/// }
/// assert_eq!(urls[1].parsed().production(), Production::Ftpurl);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// **What it holds.** The text only (a `String`, so a `UrlBuf` is as
/// small as one), checked when the `UrlBuf` is made. A `Url` borrows the
/// text it was parsed from, and a struct that held both the text and a
/// `Url` into it would borrow from itself, which safe Rust cannot
/// express; so [`UrlBuf::parsed`] parses the text again, which allocates
/// nothing and costs what [`Url::parse`] costs (see there). The
/// [`Options`] a `UrlBuf` was made with are not kept: they decide whether
/// a text is accepted (the length limit, the scheme's case), never which
/// tree it gets, so any accepted text has one tree.
///
/// **Comparison.** `Eq`, `Ord` and `Hash` are those of the text, byte for
/// byte (so `Borrow<str>` holds: a `HashSet<UrlBuf>` can be asked for a
/// `&str`). That is neither the §2.2 equivalence of
/// [`Url::equivalent`] (`HTTP://h/%41` and `http://h/A` are equivalent
/// URLs but different `UrlBuf`s) nor a comparison of the trees.
///
/// **From a `Url`.** `UrlBuf::from(url)` and [`Url::to_buf`] copy the
/// URL's text. (Not `Url::to_owned`: `Url` is `Copy`, and `to_owned`
/// already means the `ToOwned` of every `Clone` type, which returns
/// another `Url`.)
///
/// With the `serde` feature, a `UrlBuf` serializes as its text and
/// deserializes from a string that must parse: an invalid one is a
/// deserialization error carrying the [`ParseError`]'s message.
#[derive(Clone)]
pub struct UrlBuf {
    // Invariant: the text is a URL under some `Options`, so `Url::reparse`
    // (the widest options) reads it without failing.
    text: String,
}

impl UrlBuf {
    /// Parses `input` as [`Url::parse`] does and keeps a copy of it. The
    /// copy is made only when `input` is a URL.
    ///
    /// ```
    /// use rfc1738::UrlBuf;
    /// let url = UrlBuf::parse("news:comp.infosystems.www")?;
    /// assert_eq!(url.as_str(), "news:comp.infosystems.www");
    /// assert!(UrlBuf::parse("news:").is_err());
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn parse(input: &str) -> Result<UrlBuf, ParseError> {
        UrlBuf::parse_with(input, Options::new())
    }

    /// [`UrlBuf::parse`] with [`Options`] (which decide what is accepted;
    /// the `UrlBuf` does not keep them).
    ///
    /// ```
    /// use rfc1738::{Options, UrlBuf};
    /// let strict = Options::new().strict_scheme_case(true);
    /// assert!(UrlBuf::parse_with("HTTP://h.example/", strict).is_err());
    /// assert!(UrlBuf::parse_with("http://h.example/", strict).is_ok());
    /// ```
    pub fn parse_with(input: &str, options: Options) -> Result<UrlBuf, ParseError> {
        Url::parse_with(input, options).map(|_| UrlBuf {
            text: input.to_owned(),
        })
    }

    /// The URL with its typed tree, borrowing this `UrlBuf`'s text.
    ///
    /// It parses the text again (see [`UrlBuf`], "What it holds"): no
    /// allocation, and about the time of a [`Url::parse`] of the same
    /// text. Call it once and keep the `Url` where a loop reads many
    /// parts.
    ///
    /// Measured with the repository's example `as_url` (`cargo run
    /// --release --example as_url -- FILE...`, over the benchmark's URL
    /// corpora: thread CPU time, median of 21 rounds, on a 2-core machine
    /// shared with other work, so only the ratios mean much), ns per URL
    /// for `parsed()` and, over
    /// the same texts, `Url::parse`: 55 and 54 on `local_usr_files`
    /// (`file`, 79 bytes), 81 and 75 on `ada_kasztp` (`https`, 45
    /// bytes); 185 and 175 on 20,000 generated gopher, news, mailto and
    /// wais URLs (49 bytes), which the combinators read rather than the
    /// fast path. So a parse, plus 0–10 %.
    ///
    /// ```
    /// use rfc1738::UrlBuf;
    /// let buf: UrlBuf = "ftp://joe@ftp.example.com/pub/file.txt;type=i".parse()?;
    /// let url = buf.parsed();
    /// let ftp = url.as_ftp().unwrap();
    /// assert_eq!(ftp.login().user().unwrap().as_str(), "joe");
    /// assert_eq!(ftp.ftptype().unwrap().code(), 'i');
    /// assert_eq!(url.effective_port(), Some(21));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn parsed(&self) -> Url<'_> {
        // The text was parsed when the `UrlBuf` was made, and parsing is
        // deterministic: this parse succeeds (its failure path, not
        // taken, answers without a panic).
        Url::reparse(&self.text)
    }

    /// The former name of [`parsed`](Self::parsed), the borrow method
    /// every grammar's owned type has under that one name.
    #[deprecated(note = "renamed `parsed`, as in every grammar")]
    pub fn as_url(&self) -> Url<'_> {
        self.parsed()
    }

    /// The text of the URL, byte for byte as it was given.
    ///
    /// ```
    /// let url: rfc1738::UrlBuf = "HTTP://h.example/%41".parse()?;
    /// assert_eq!(url.as_str(), "HTTP://h.example/%41");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, as a `String` (no copy).
    ///
    /// ```
    /// let url: rfc1738::UrlBuf = "telnet://bbs.example".parse()?;
    /// assert_eq!(url.into_string(), "telnet://bbs.example");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text
    }
}

impl Url<'_> {
    /// The owned form of this URL: a [`UrlBuf`] with a copy of its text
    /// (the same as `UrlBuf::from(url)`).
    ///
    /// Named `to_buf`, not `to_owned`: `Url` is `Copy`, so `url.to_owned()`
    /// is already `ToOwned::to_owned` (which every `Clone` type has) and
    /// returns another `Url`; a method of the same name returning
    /// something else would depend on which one the compiler picks.
    ///
    /// ```
    /// use rfc1738::{Url, UrlBuf};
    /// fn first_url(text: &str) -> Option<UrlBuf> {
    ///     text.split_whitespace().find_map(|w| Url::parse(w).ok()).map(|u| u.to_buf())
    /// }
    /// let found = first_url(&String::from("see gopher://h.example/1 now"));
    /// assert_eq!(found.unwrap().as_str(), "gopher://h.example/1");
    /// ```
    pub fn to_buf(&self) -> UrlBuf {
        UrlBuf::from(*self)
    }
}

impl From<Url<'_>> for UrlBuf {
    /// Copies the URL's text ([`Url::as_str`]). The `UrlBuf`'s tree is
    /// the URL's, with spans counted from the start of that text.
    fn from(url: Url<'_>) -> Self {
        UrlBuf {
            text: url.as_str().to_owned(),
        }
    }
}

owned_text!(UrlBuf, ParseError, Url::parse, "an RFC 1738 URL");

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
    use crate::Production;

    /// The answer of the branch of `parsed` that is not taken: the text,
    /// whatever it is, as an opaque `genericurl`; the parse's own tree for
    /// a URL whose scheme part is opaque.
    #[test]
    fn the_unparsed_url_is_the_text() {
        for text in ["http://h.example/", "no colon", "", ":", "a:b:c", "é:ü"] {
            let url = Url::unparsed(text);
            assert_eq!(url.as_str(), text);
            assert_eq!(url.production(), Production::Genericurl);
            let g = url.as_generic().unwrap();
            let (scheme, part) = text.split_once(':').unwrap_or((text, ""));
            assert_eq!(g.scheme().as_str(), scheme);
            assert_eq!(g.schemepart().as_str(), part);
            assert_eq!(g.schemepart().span().end(), text.len());
        }
        for text in ["x-y:abc", "foo:", "foo:a:b"] {
            assert_eq!(Url::unparsed(text), Url::parse(text).unwrap(), "{text}");
        }
    }
}
