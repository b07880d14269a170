//! Gopher (§3.4): the default type, the selector's forbidden octets and
//! the typed Gopher+ string.

use std::borrow::Cow;

use super::{Effective, escape_at};
use crate::Span;
use crate::gopher::{GopherPlusString, Gopherurl};
use crate::ip::{Host, Port};

/// An octet a gopher selector may not hold (§3.4.1: "any octets except 09
/// hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character
/// LF), and 0D (US-ASCII character CR)"), found after decoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error(
    "the escape at byte {offset} decodes to 0x{octet:02X}, which a gopher selector may not hold (§3.4.1)"
)]
pub struct ForbiddenByte {
    /// The octet: 0x09, 0x0A or 0x0D.
    pub octet: u8,
    /// The byte offset of its `%` in the input.
    pub offset: usize,
}

/// Whose attributes a Gopher+ attribute request asks for (§3.4.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttributeScope {
    /// `!`: the item's attributes.
    Item,
    /// `$`: the attributes of every item of the directory.
    Directory,
}

/// What a Gopher+ string asks for (§3.4.4 to §3.4.9). The string is read
/// one octet at a time after decoding (no character is reserved in a
/// gopher path, §3.4.1, so `%2B` is a `+`); the spans are the text as
/// written: decode them with [`percent_decode`](super::percent_decode).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GopherPlus<'a> {
    /// `+`: the default view of the item (§3.4.4).
    DefaultView,
    /// `?`: an item with a `+ASK` form (§3.4.4, §3.4.5).
    Ask,
    /// `!` or `$` alone: all attributes (§3.4.6).
    AllAttributes(AttributeScope),
    /// `!<names>` or `$<names>`: the named attributes, separated by coded
    /// spaces, `!+ABSTRACT%20+SMELL` (§3.4.7). See
    /// [`GopherPlus::attribute_names`].
    Attributes {
        /// `!` or `$`.
        scope: AttributeScope,
        /// Everything after the `!` or `$`.
        names: Span<'a>,
    },
    /// `+<view_name>%20<language_name>`: an alternate view (§3.4.8), as
    /// in `+application/postscript%20Es_ES`. The language is `None` when
    /// there is no coded space.
    AlternateView {
        /// The view name, after the `+`.
        view: Span<'a>,
        /// The language name, after the first coded space.
        language: Option<Span<'a>>,
    },
    /// `+%09...`: a filled-in electronic form (§3.4.9), "a coded version
    /// of what the client sends to the server"; decode it to get that.
    Form(Span<'a>),
    /// Anything else (including the empty string).
    Other(Span<'a>),
}

impl<'a> GopherPlus<'a> {
    /// The attribute names of [`GopherPlus::Attributes`], split at each
    /// coded space (`%20`); nothing for the other variants.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("gopher://h.example/0doc%09%09!+ABSTRACT%20+SMELL")?;
    /// let plus = url.as_gopher().unwrap().gopher_plus().unwrap();
    /// let names: Vec<_> = plus.attribute_names().map(|s| s.as_str()).collect();
    /// assert_eq!(names, ["+ABSTRACT", "+SMELL"]);
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn attribute_names(&self) -> impl Iterator<Item = Span<'a>> + use<'a> {
        let names = match self {
            GopherPlus::Attributes { names, .. } => Some(*names),
            _ => None,
        };
        names.into_iter().flat_map(split_coded_spaces)
    }
}

/// The first octet of `text` after decoding, and how many bytes of `text`
/// it takes.
fn first_octet(text: &str) -> Option<(u8, usize)> {
    let bytes = text.as_bytes();
    match escape_at(bytes, 0) {
        Some(octet) => Some((octet, 3)),
        None => bytes.first().map(|&b| (b, 1)),
    }
}

/// Where the first coded space (`%20`) of `span` is.
fn coded_space(span: Span<'_>) -> Option<usize> {
    span.as_str().find("%20")
}

/// Splits `span` at every coded space.
fn split_coded_spaces(span: Span<'_>) -> impl Iterator<Item = Span<'_>> {
    let mut rest = Some(span);
    std::iter::from_fn(move || {
        let r = rest?;
        match coded_space(r) {
            Some(at) => {
                rest = Some(r.slice(at + 3, r.len()));
                Some(r.slice(0, at))
            }
            None => {
                rest = None;
                Some(r)
            }
        }
    })
}

impl<'a> GopherPlusString<'a> {
    /// What the Gopher+ string asks for (§3.4.4–§3.4.9).
    ///
    /// ```
    /// use rfc1738::{Url, meaning::GopherPlus};
    /// let plus = |s| Url::parse(s).map(|u| u.as_gopher().unwrap().gopher_plus().unwrap());
    /// assert_eq!(plus("gopher://h.example/1d%09%09+")?, GopherPlus::DefaultView);
    /// assert_eq!(plus("gopher://h.example/1d%09%09?")?, GopherPlus::Ask);
    /// let GopherPlus::AlternateView { view, language } =
    ///     plus("gopher://h.example/0d%09%09+application/postscript%20Es_ES")?
    /// else { panic!() };
    /// assert_eq!((view.as_str(), language.unwrap().as_str()), ("application/postscript", "Es_ES"));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn meaning(&self) -> GopherPlus<'a> {
        let span = self.span();
        let Some((first, len)) = first_octet(span.as_str()) else {
            return GopherPlus::Other(span);
        };
        let rest = span.slice(len, span.len());
        let scope = match first {
            b'!' => Some(AttributeScope::Item),
            b'$' => Some(AttributeScope::Directory),
            _ => None,
        };
        match (first, scope) {
            (b'+', _) if rest.is_empty() => GopherPlus::DefaultView,
            (b'+', _) if first_octet(rest.as_str()).map(|(b, _)| b) == Some(b'\t') => {
                GopherPlus::Form(span)
            }
            (b'+', _) => match coded_space(rest) {
                Some(at) => GopherPlus::AlternateView {
                    view: rest.slice(0, at),
                    language: Some(rest.slice(at + 3, rest.len())),
                },
                None => GopherPlus::AlternateView {
                    view: rest,
                    language: None,
                },
            },
            (b'?', _) if rest.is_empty() => GopherPlus::Ask,
            (_, Some(scope)) if rest.is_empty() => GopherPlus::AllAttributes(scope),
            (_, Some(scope)) => GopherPlus::Attributes { scope, names: rest },
            _ => GopherPlus::Other(span),
        }
    }
}

impl<'a> Gopherurl<'a> {
    /// The host.
    pub fn host(&self) -> Host<'a> {
        self.hostport().host()
    }

    /// The port as written.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().port()
    }

    /// The gopher type as an octet (decoded: the type is one `xchar`, so
    /// possibly an escape). When the gopher path is empty the type
    /// "defaults to "1"" (§3.4.1), marked as a default.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let t = Url::parse("gopher://h.example")?.as_gopher().unwrap().gopher_type();
    /// assert_eq!((t.value, t.is_default()), (b'1', true));
    /// let t = Url::parse("gopher://h.example/0about")?.as_gopher().unwrap().gopher_type();
    /// assert_eq!((t.value, t.is_default()), (b'0', false));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn gopher_type(&self) -> Effective<u8> {
        match self.gtype().and_then(|t| first_octet(t.as_str())) {
            Some((octet, _)) => Effective::written(octet),
            None => Effective::default(b'1'),
        }
    }

    /// The selector string to send (§3.4.1), decoded; empty when there is
    /// none (the top-level directory). An octet a selector may not hold
    /// (tab, LF, CR) is an error naming where its escape is.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("gopher://h.example/11/pub%20docs")?;
    /// assert_eq!(url.as_gopher().unwrap().selector_bytes().unwrap(), b"1/pub docs".as_slice());
    /// let url = Url::parse("gopher://h.example/1a%0Db")?;
    /// assert_eq!(url.as_gopher().unwrap().selector_bytes().unwrap_err().offset, 21);
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn selector_bytes(&self) -> Result<Cow<'a, [u8]>, ForbiddenByte> {
        let Some(selector) = self.selector() else {
            return Ok(Cow::Borrowed(&[]));
        };
        if let Some(bad) = forbidden_in_selector(selector.span()) {
            return Err(bad);
        }
        Ok(selector.decode())
    }

    /// Whether the URL names a Gopher+ item (it has a Gopher+ string,
    /// §3.4.3).
    pub fn is_gopher_plus(&self) -> bool {
        self.gopher_plus_string().is_some()
    }

    /// The Gopher+ string, typed (§3.4.4–§3.4.9).
    pub fn gopher_plus(&self) -> Option<GopherPlus<'a>> {
        self.gopher_plus_string().map(|g| g.meaning())
    }
}

/// The first escape of `span` that decodes to tab, LF or CR.
pub(crate) fn forbidden_in_selector(span: Span<'_>) -> Option<ForbiddenByte> {
    let bytes = span.as_str().as_bytes();
    (0..bytes.len()).find_map(|at| match escape_at(bytes, at) {
        Some(octet @ (b'\t' | b'\n' | b'\r')) => Some(ForbiddenByte {
            octet,
            offset: span.start() + at,
        }),
        _ => None,
    })
}
