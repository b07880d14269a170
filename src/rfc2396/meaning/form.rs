//! The query as `name=value` pairs: the HTML form convention
//! (`application/x-www-form-urlencoded`, RFC 1866 §8.2.1, HTML 4.01
//! §17.13.4.1) that "HTTP: The Definitive Guide" (chapter 2) describes,
//! not RFC 2396's, whose query is
//! "a string of information to be interpreted by the resource" (§3.4).

use std::borrow::Cow;

use crate::syntax::pct::escape_at;
use crate::syntax::{Span, SplitSpan};

/// The `name=value` pairs of a query, split at each `"&"` and then at the
/// first `"="` of each piece (from [`UriReference::query_pairs`] or
/// [`Query::pairs`]). Empty pieces (`a&&b`, a trailing `&`) are skipped.
/// Splitting comes first and decoding after, one part at a time, so an
/// escaped `%26` or `%3D` stays inside its part.
///
/// ```
/// use rfc1738::rfc2396::UriReference;
/// let uri = UriReference::parse("http://h/cgi?item=12731&color=blue+green&q=%26x&flag")?;
/// let pairs: Vec<(String, Option<String>)> = uri
///     .query_pairs()
///     .map(|p| (p.decode_name().into_owned(), p.decode_value().map(|v| v.into_owned())))
///     .collect();
/// assert_eq!(pairs, [
///     ("item".into(), Some("12731".into())),
///     ("color".into(), Some("blue green".into())),
///     ("q".into(), Some("&x".into())),
///     ("flag".into(), None),
/// ]);
/// # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
/// ```
///
/// [`UriReference::query_pairs`]: crate::rfc2396::UriReference::query_pairs
/// [`Query::pairs`]: crate::rfc2396::query::Query::pairs
#[derive(Clone, Debug)]
pub struct QueryPairs<'a> {
    inner: Option<SplitSpan<'a>>,
}

impl<'a> QueryPairs<'a> {
    pub(crate) fn of(query: Option<Span<'a>>) -> Self {
        QueryPairs {
            inner: query.map(|q| SplitSpan::new(q, b'&')),
        }
    }
}

impl<'a> Iterator for QueryPairs<'a> {
    type Item = QueryPair<'a>;
    fn next(&mut self) -> Option<QueryPair<'a>> {
        loop {
            let piece = self.inner.as_mut()?.next()?;
            if piece.is_empty() {
                continue;
            }
            let text = piece.as_str();
            return Some(match text.find('=') {
                Some(k) => QueryPair {
                    name: piece.slice(0, k),
                    value: Some(piece.slice(k + 1, text.len())),
                },
                None => QueryPair {
                    name: piece,
                    value: None,
                },
            });
        }
    }
}

/// One `name=value` pair of a query, as written; decoded on request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QueryPair<'a> {
    /// The name, as written.
    pub name: Span<'a>,
    /// The value after the first `"="`, as written; `None` without `"="`.
    pub value: Option<Span<'a>>,
}

impl<'a> QueryPair<'a> {
    /// The name, `+` read as a space and escapes decoded (the form
    /// convention; bytes that are not UTF-8 become U+FFFD).
    pub fn decode_name(&self) -> Cow<'a, str> {
        lossy(form_decode(self.name.as_str()))
    }
    /// The value, decoded as [`decode_name`](Self::decode_name) does.
    pub fn decode_value(&self) -> Option<Cow<'a, str>> {
        self.value.map(|v| lossy(form_decode(v.as_str())))
    }
}

fn lossy(bytes: Cow<'_, [u8]>) -> Cow<'_, str> {
    match bytes {
        Cow::Borrowed(b) => String::from_utf8_lossy(b),
        Cow::Owned(v) => Cow::Owned(String::from_utf8_lossy(&v).into_owned()),
    }
}

/// Decodes one part of a form query: `+` is a space, `%HH` its octet
/// (HTML 4.01 §17.13.4.1: "Space characters are replaced by `+`").
/// Borrowed when there is nothing to decode.
///
/// ```
/// use rfc1738::rfc2396::meaning::form_decode;
/// assert_eq!(form_decode("a+b%2Bc"), b"a b+c".as_slice());
/// ```
pub fn form_decode(text: &str) -> Cow<'_, [u8]> {
    let bytes = text.as_bytes();
    if !bytes.iter().any(|&b| b == b'%' || b == b'+') {
        return Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        match (b, escape_at(bytes, at)) {
            (b'%', Some(octet)) => {
                out.push(octet);
                at += 3;
            }
            (b'+', _) => {
                out.push(b' ');
                at += 1;
            }
            _ => {
                out.push(b);
                at += 1;
            }
        }
    }
    Cow::Owned(out)
}

impl<'a> crate::rfc2396::query::Query<'a> {
    /// The `name=value` pairs of the query (the HTML form convention, see
    /// [`QueryPairs`]).
    pub fn pairs(&self) -> QueryPairs<'a> {
        QueryPairs::of(Some(self.span()))
    }
}
