//! RFC 1738 Appendix "Recommendations for URLs in Context": finding URLs
//! in free text.
//!
//! ```text
//! <URL:ftp://info.cern.ch/pub/www/doc;type=d>
//! ```
//!
//! [`extract`] reads a text from left to right and yields every URL in
//! it: first the wrappers the Appendix recommends, `<URL:...>` and `<...>`
//! (whitespace inside a wrapper is removed, as the Appendix says), then,
//! outside wrappers, bare URLs (a scheme and `":"`, up to a delimiter,
//! without the punctuation that ends a sentence). Each [`Extracted`] keeps
//! its byte ranges in the text, its [`Form`], and parses on request
//! ([`Extracted::parse`]). The Appendix's text and every decision, with
//! its reason: this module's grammar note.
//!
//! ```
//! use rfc1738::extract::Form;
//!
//! let text = "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n      type=d> \
//!             and at http://info.cern.ch/hypertext/WWW/TheProject.html.";
//! let found: Vec<_> = rfc1738::extract(text).collect();
//! assert_eq!(found[0].url(), "ftp://info.cern.ch/pub/www/doc;type=d");
//! assert_eq!(found[0].form(), Form::Wrapped { url_prefix: true });
//! assert_eq!(found[0].parse()?.as_ftp().unwrap().ftptype().unwrap().code(), 'd');
//! assert_eq!(found[1].url(), "http://info.cern.ch/hypertext/WWW/TheProject.html");
//! assert_eq!(found[1].form(), Form::Bare { url_prefix: false });
//! assert_eq!(found.len(), 2);
//! # Ok::<(), rfc1738::ParseError>(())
//! ```

use std::borrow::Cow;
use std::iter::FusedIterator;
use std::ops::Range;

use super::classes;
use super::generic::{Url, known_scheme};
use super::parse::Options;
use super::production::ParseError;

/// Every URL in `text`, from left to right: the wrappers `<URL:...>` and
/// `<...>` of the RFC 1738 Appendix (whitespace inside removed), and bare
/// URLs between them.
///
/// Nothing is allocated except the text of a wrapped URL that was broken
/// by whitespace inside (see [`Extracted::url`]). The scan is linear in
/// the length of `text`. What counts as a wrapper or a bare URL, where a
/// bare URL ends and why: the module's grammar note, "Decisions".
///
/// ```
/// use rfc1738::extract::Form;
///
/// // The Appendix's examples: the whitespace that breaks a URL across
/// // lines is not part of it, and a fragment stays inside the brackets.
/// let text = "you can probably pick it up from <URL:ftp://ds.in\n      \
///             ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.\n      \
///             net/instructions/overview.html#WARNING>.";
/// let found: Vec<_> = rfc1738::extract(text).collect();
/// assert_eq!(found[0].url(), "ftp://ds.internic.net/rfc");
/// assert_eq!(found[0].url_range(), 38..70);
/// assert_eq!(found[0].as_written(), "ftp://ds.in\n      ternic.net/rfc");
/// assert_eq!(found[1].url(), "http://ds.internic.net/instructions/overview.html");
/// assert_eq!(found[1].fragment(), Some("WARNING"));
/// assert!(found[1].parse().is_ok());
///
/// // Bare URLs end at a delimiter; a sentence's punctuation is not theirs.
/// let urls: Vec<_> = rfc1738::extract("See news:comp.infosystems.www, or (mailto:webmaster@example.com).")
///     .map(|e| e.url().to_owned())
///     .collect();
/// assert_eq!(urls, ["news:comp.infosystems.www", "mailto:webmaster@example.com"]);
/// ```
pub fn extract(text: &str) -> Extract<'_> {
    Extract {
        text,
        pos: 0,
        floor: 0,
    }
}

/// The iterator of [`extract`].
#[derive(Clone, Debug)]
pub struct Extract<'a> {
    text: &'a str,
    /// Where the scan goes on.
    pos: usize,
    /// The end of the last URL found: a bare URL's scheme starts here or
    /// later.
    floor: usize,
}

impl<'a> Iterator for Extract<'a> {
    type Item = Extracted<'a>;

    fn next(&mut self) -> Option<Extracted<'a>> {
        let bytes = self.text.as_bytes();
        while let Some(k) = bytes
            .get(self.pos..)
            .and_then(|rest| rest.iter().position(|&b| b == b'<' || b == b':'))
            .map(|d| self.pos + d)
        {
            let found = if bytes.get(k) == Some(&b'<') {
                wrapped(self.text, k).ok_or(k + 1)
            } else {
                bare(self.text, self.floor, k)
            };
            match found {
                Ok(e) => {
                    self.pos = e.range.end;
                    self.floor = e.range.end;
                    return Some(e);
                }
                Err(resume) => self.pos = resume,
            }
        }
        self.pos = self.text.len();
        None
    }
}

impl FusedIterator for Extract<'_> {}

/// How a URL was written in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// In angle brackets, `<URL:...>` (`url_prefix`) or `<...>`: the
    /// wrapper of the Appendix. Whitespace inside is not part of the URL.
    Wrapped {
        /// Whether the URL had the prefix `URL:` (any case) inside the
        /// brackets.
        url_prefix: bool,
    },
    /// Not in brackets: a scheme and `":"`, up to the first delimiter,
    /// without the punctuation that ends a sentence.
    Bare {
        /// Whether `URL:` (any case) stood right before the scheme (the
        /// Appendix's prefix without the brackets).
        url_prefix: bool,
    },
}

/// A URL found in a text by [`extract`]: where it is, how it was written,
/// its text (whitespace removed) and its parse.
///
/// Ranges are byte ranges in the text given to [`extract`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extracted<'a> {
    text: &'a str,
    range: Range<usize>,
    url_range: Range<usize>,
    fragment_range: Option<Range<usize>>,
    form: Form,
    /// The URL, then `"#"` and the fragment if there is one, whitespace
    /// removed.
    value: Cow<'a, str>,
    /// The length of the URL in `value`.
    url_len: usize,
}

impl<'a> Extracted<'a> {
    /// The whole of what was found: the wrapper from `<` to `>`, or the
    /// bare URL (with its `URL:` prefix and its fragment, if any).
    pub fn range(&self) -> Range<usize> {
        self.range.clone()
    }

    /// The URL in the text, from its first byte to its last: without the
    /// wrapper, the prefix and the fragment, with any whitespace inside.
    pub fn url_range(&self) -> Range<usize> {
        self.url_range.clone()
    }

    /// The fragment identifier after `"#"` in the text, if there is a
    /// `"#"` (the Appendix: "the identifier would be placed within the
    /// brackets as well").
    pub fn fragment_range(&self) -> Option<Range<usize>> {
        self.fragment_range.clone()
    }

    /// How the URL was written.
    pub fn form(&self) -> Form {
        self.form
    }

    /// The URL, without the whitespace that broke it across lines (only a
    /// wrapped URL can have any): what [`parse`](Self::parse) reads.
    pub fn url(&self) -> &str {
        self.value.get(..self.url_len).unwrap_or_default()
    }

    /// The fragment identifier after `"#"`, whitespace removed. RFC 1738
    /// has no fragment in its grammar (§2.2: `"#"` delimits "a URL from a
    /// fragment/anchor identifier that might follow it"), so it is not
    /// part of [`url`](Self::url).
    pub fn fragment(&self) -> Option<&str> {
        self.fragment_range.as_ref()?;
        self.value.get(self.url_len + 1..)
    }

    /// Whether whitespace was removed from the URL or its fragment (then
    /// [`url`](Self::url) is not the text of [`url_range`](Self::url_range)
    /// and owns its bytes).
    pub fn whitespace_removed(&self) -> bool {
        matches!(self.value, Cow::Owned(_))
    }

    /// The URL as written in the text: the bytes of
    /// [`url_range`](Self::url_range), whitespace included.
    pub fn as_written(&self) -> &'a str {
        self.text.get(self.url_range.clone()).unwrap_or_default()
    }

    /// The offset in the text of the byte at `offset` in
    /// [`url`](Self::url) (for example a [`ParseError::offset`]): the
    /// removed whitespace counted back in. An offset at or past the end of
    /// the URL maps to the end of [`url_range`](Self::url_range).
    ///
    /// ```
    /// let text = "<URL:http://example.com/a\n  b~c>";
    /// let found = rfc1738::extract(text).next().unwrap();
    /// let err = found.parse().unwrap_err();
    /// assert_eq!(err.offset(), 21); // the "~" in "http://example.com/ab~c"
    /// assert_eq!(found.text_offset(err.offset()), 29);
    /// assert_eq!(&text[29..30], "~");
    /// ```
    pub fn text_offset(&self, offset: usize) -> usize {
        let bytes = self.text.as_bytes();
        let mut seen = 0;
        for at in self.url_range.clone() {
            if bytes.get(at).is_some_and(|&b| !is_space(b)) {
                if seen == offset {
                    return at;
                }
                seen += 1;
            }
        }
        self.url_range.end
    }

    /// The offsets in the text of every `"-"` of the URL or its fragment
    /// that a line break follows (after any spaces). The Appendix: "the
    /// interpreter of a URL containing a line break immediately after a
    /// hyphen should ignore all unencoded whitespace around the line
    /// break, and should be aware that the hyphen may or may not actually
    /// be part of the URL." [`url`](Self::url) keeps such a hyphen;
    /// [`url_without_break_hyphens`](Self::url_without_break_hyphens) is
    /// the other reading.
    pub fn break_hyphens(&self) -> impl Iterator<Item = usize> + '_ {
        let bytes = self.text.as_bytes();
        let end = self
            .fragment_range
            .as_ref()
            .map_or(self.url_range.end, |f| f.end);
        (self.url_range.start..end).filter(move |&at| {
            bytes.get(at) == Some(&b'-')
                && bytes
                    .get(at + 1..end)
                    .unwrap_or_default()
                    .iter()
                    .take_while(|&&b| is_space(b))
                    .any(|&b| b == b'\n' || b == b'\r')
        })
    }

    /// The URL without the hyphens of
    /// [`break_hyphens`](Self::break_hyphens) (the reading in which a
    /// typesetter put them there), or `None` if the URL has none.
    ///
    /// ```
    /// let text = "<URL:http://www.example.org/hyper-\n   text/index.html>";
    /// let found = rfc1738::extract(text).next().unwrap();
    /// assert_eq!(found.url(), "http://www.example.org/hyper-text/index.html");
    /// assert_eq!(found.break_hyphens().collect::<Vec<_>>(), [33]);
    /// assert_eq!(
    ///     found.url_without_break_hyphens().as_deref(),
    ///     Some("http://www.example.org/hypertext/index.html")
    /// );
    /// ```
    pub fn url_without_break_hyphens(&self) -> Option<String> {
        let mut hyphens = self
            .break_hyphens()
            .filter(|&at| at < self.url_range.end)
            .peekable();
        hyphens.peek()?;
        let bytes = self.text.as_bytes();
        let mut out = Vec::with_capacity(self.url_len);
        for at in self.url_range.clone() {
            let Some(&b) = bytes.get(at) else { break };
            if hyphens.peek() == Some(&at) {
                hyphens.next();
            } else if !is_space(b) {
                out.push(b);
            }
        }
        // Only ASCII bytes were left out, so `out` is UTF-8.
        String::from_utf8(out).ok()
    }

    /// Parses [`url`](Self::url) with [`Url::parse`]. The tree borrows
    /// from this `Extracted`; offsets in it and in an error are offsets in
    /// [`url`](Self::url) (see [`text_offset`](Self::text_offset)).
    pub fn parse(&self) -> Result<Url<'_>, ParseError> {
        Url::parse(self.url())
    }

    /// [`parse`](Self::parse) with [`Options`].
    pub fn parse_with(&self, options: Options) -> Result<Url<'_>, ParseError> {
        Url::parse_with(self.url(), options)
    }
}

/// Whitespace that the Appendix's "(spaces, linebreaks, tabs, etc.)"
/// covers: the ASCII space, tab, line feed, vertical tab, form feed and
/// carriage return.
const fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// Whether a bare URL ends before `b`: whitespace and control characters,
/// the three characters that §2.2 names as the delimiters of URLs in text
/// (`<`, `>`, `"`), and any byte outside US-ASCII.
const fn ends_bare(b: u8) -> bool {
    b <= b' ' || b >= 0x7f || matches!(b, b'<' | b'>' | b'"')
}

/// The first offset from `at` (up to `end`) that is not whitespace.
fn skip_spaces(bytes: &[u8], mut at: usize, end: usize) -> usize {
    while at < end && bytes.get(at).is_some_and(|&b| is_space(b)) {
        at += 1;
    }
    at
}

/// The end of `start..end` without its trailing whitespace.
fn trim_spaces_end(bytes: &[u8], start: usize, mut end: usize) -> usize {
    while end > start && bytes.get(end - 1).is_some_and(|&b| is_space(b)) {
        end -= 1;
    }
    end
}

/// Whether `URL:` (any case) is at `at`, before `end`.
fn url_prefix_at(bytes: &[u8], at: usize, end: usize) -> bool {
    at + 4 <= end
        && bytes
            .get(at..at + 4)
            .is_some_and(|p| p.eq_ignore_ascii_case(b"URL:"))
}

/// The end of the scheme name at `at` (a letter, then scheme characters)
/// if a `":"` follows it before `end`.
fn scheme_end(bytes: &[u8], at: usize, end: usize) -> Option<usize> {
    if !bytes.get(at)?.is_ascii_alphabetic() {
        return None;
    }
    let n = bytes
        .get(at..end)?
        .iter()
        .take_while(|&&b| classes::SCHEME.has(b))
        .count();
    (bytes.get(at + n) == Some(&b':') && at + n < end).then_some(at + n)
}

/// Whether the scheme at `at`, whose `":"` is at `colon`, marks a URL
/// without a `URL:` prefix: a scheme of §3 (any case), or `"//"` after the
/// `":"` (§3.1's common syntax).
fn marks_url(bytes: &[u8], at: usize, colon: usize) -> bool {
    bytes.get(at..).and_then(known_scheme).is_some()
        || bytes.get(colon + 1..colon + 3) == Some(b"//".as_slice())
}

/// The wrapper whose `<` is at `lt`, if it is one: a `>` closes it before
/// any other `<`, and inside, after any whitespace, is `URL:` or a scheme
/// name whose `":"` marks a URL ([`marks_url`]).
fn wrapped(text: &str, lt: usize) -> Option<Extracted<'_>> {
    let bytes = text.as_bytes();
    let open = lt + 1;
    let gt = open
        + bytes
            .get(open..)?
            .iter()
            .position(|&b| b == b'>' || b == b'<')?;
    if bytes.get(gt) != Some(&b'>') {
        return None;
    }
    let mut start = skip_spaces(bytes, open, gt);
    let url_prefix = url_prefix_at(bytes, start, gt);
    if url_prefix {
        start = skip_spaces(bytes, start + 4, gt);
    } else {
        let colon = scheme_end(bytes, start, gt)?;
        if !marks_url(bytes, start, colon) {
            return None;
        }
    }
    let end = trim_spaces_end(bytes, start, gt);
    let (url_end, fragment_range) = match bytes.get(start..end)?.iter().position(|&b| b == b'#') {
        Some(d) => {
            let hash = start + d;
            (
                trim_spaces_end(bytes, start, hash),
                Some(skip_spaces(bytes, hash + 1, end)..end),
            )
        }
        None => (end, None),
    };
    let written = text.get(start..end)?;
    let value: Cow<'_, str> = if written.bytes().any(is_space) {
        Cow::Owned(
            written
                .chars()
                .filter(|&c| !(c.is_ascii() && is_space(c as u8)))
                .collect(),
        )
    } else {
        Cow::Borrowed(written)
    };
    let url_len = value.find('#').unwrap_or(value.len());
    Some(Extracted {
        text,
        range: lt..gt + 1,
        url_range: start..url_end,
        fragment_range,
        form: Form::Wrapped { url_prefix },
        value,
        url_len,
    })
}

/// The bare URL whose scheme ends at the `":"` at `colon`, if it is one,
/// else where the scan goes on. The scheme is the run of scheme
/// characters before the `":"` (not before `floor`), from its first
/// letter; it must mark a URL ([`marks_url`]) unless `URL:` stands right
/// before it. The URL ends before the first byte of [`ends_bare`], without
/// its trailing sentence punctuation ([`trim_punctuation`]), and has at
/// least one byte after the `":"`.
fn bare(text: &str, floor: usize, colon: usize) -> Result<Extracted<'_>, usize> {
    let bytes = text.as_bytes();
    let not_here = colon + 1;
    let mut start = colon;
    while start > floor
        && bytes
            .get(start - 1)
            .is_some_and(|&b| classes::SCHEME.has(b))
    {
        start -= 1;
    }
    while start < colon && !bytes.get(start).is_some_and(u8::is_ascii_alphabetic) {
        start += 1;
    }
    if start == colon {
        return Err(not_here);
    }
    let url_prefix = start >= floor + 4
        && url_prefix_at(bytes, start - 4, start)
        && !(start > 4
            && bytes
                .get(start - 5)
                .is_some_and(|b| b.is_ascii_alphanumeric()));
    if !url_prefix && !marks_url(bytes, start, colon) {
        return Err(not_here);
    }
    let run_end = colon
        + 1
        + bytes
            .get(colon + 1..)
            .unwrap_or_default()
            .iter()
            .take_while(|&&b| !ends_bare(b))
            .count();
    let end = trim_punctuation(bytes, start, run_end);
    if end <= colon + 1 {
        // Only punctuation after the ":" (no letter, so no scheme starts
        // in it): go on after it.
        return Err(run_end.max(not_here));
    }
    let url_end = bytes
        .get(start..end)
        .unwrap_or_default()
        .iter()
        .position(|&b| b == b'#')
        .map_or(end, |d| start + d);
    let value = text.get(start..end).ok_or(not_here)?;
    Ok(Extracted {
        text,
        range: if url_prefix { start - 4 } else { start }..end,
        url_range: start..url_end,
        fragment_range: (url_end < end).then_some(url_end + 1..end),
        form: Form::Bare { url_prefix },
        value: Cow::Borrowed(value),
        url_len: url_end - start,
    })
}

/// The end of the bare URL `start..end` without the punctuation a
/// sentence puts after it: `.` `,` `;` `:` `!` `?` and the quotes `'`
/// and `` ` ``, and a closing `)`, `]` or `}` that has no opening partner
/// in the URL. Repeated (`"...).`" loses both).
fn trim_punctuation(bytes: &[u8], start: usize, mut end: usize) -> usize {
    // Openers minus closers in the URL, for each pair.
    let pairs = [(b'(', b')'), (b'[', b']'), (b'{', b'}')];
    let mut balance = [0isize; 3];
    for &b in bytes.get(start..end).unwrap_or_default() {
        for (k, &(open, close)) in pairs.iter().enumerate() {
            if let Some(n) = balance.get_mut(k) {
                *n += isize::from(b == open) - isize::from(b == close);
            }
        }
    }
    while end > start {
        let Some(&last) = bytes.get(end - 1) else {
            break;
        };
        let strip = match pairs.iter().position(|&(_, close)| close == last) {
            Some(k) => match balance.get_mut(k) {
                Some(n) if *n < 0 => {
                    *n += 1;
                    true
                }
                _ => false,
            },
            None => matches!(last, b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'`'),
        };
        if !strip {
            break;
        }
        end -= 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn urls(text: &str) -> Vec<String> {
        extract(text).map(|e| e.url().to_owned()).collect()
    }

    #[test]
    fn punctuation() {
        assert_eq!(trim_punctuation(b"a).", 0, 3), 1);
        assert_eq!(trim_punctuation(b"(a).", 0, 4), 3);
        assert_eq!(trim_punctuation(b"a*", 0, 2), 2);
        assert_eq!(urls("(see http://h/a_(b))."), ["http://h/a_(b)"]);
    }

    #[test]
    fn floor_and_resume() {
        assert_eq!(urls("news:.:. http://h"), ["http://h"]);
        assert_eq!(
            urls("http://a<http://b>http://c"),
            ["http://a", "http://b", "http://c"]
        );
        assert_eq!(urls("<URL:>"), [""]);
        assert_eq!(urls("< URL: news:* >"), ["news:*"]);
    }
}
