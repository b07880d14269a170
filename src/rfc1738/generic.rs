//! RFC 1738 §2.1 "The main parts of URLs" and the top of §5: `genericurl`,
//! `url`, `otherurl`, `scheme`, `schemepart`.
//!
//! ```text
//! <scheme>:<scheme-specific-part>
//! ```
//!
//! Decisions (scheme dispatch without fallback, scheme case, the two
//! readings of `schemepart`): this module's grammar note.

use core::fmt;

use nom::Parser;
use nom::combinator::consumed;

use super::classes;
use super::ip::{IpSchemepart, ip_schemepart};
use super::production::IResult;
use super::production::Production;
use super::schemes::scheme_registry;
use super::{file, ftp, gopher, http, mailto, news, nntp, prospero, telnet, wais};
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `genericurl` (and of `otherurl`, which is the same).
///
/// ```bnf
/// genericurl     = scheme ":" schemepart
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Genericurl<'a> {
    pub(crate) scheme: Scheme<'a>,
    pub(crate) schemepart: Schemepart<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Genericurl<'a> {
    /// The scheme name, as written.
    pub fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }
    /// Everything after the first `":"`.
    pub fn schemepart(&self) -> Schemepart<'a> {
        self.schemepart
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// genericurl     = scheme ":" schemepart
/// ```
pub fn genericurl(i: Input) -> IResult<Genericurl> {
    crate::syntax::enter(i, |i| {
        named!(
            "genericurl",
            consumed((scheme, class::exact(":"), schemepart)),
        )
        .map(|(all, (scheme, _, schemepart))| Genericurl {
            scheme,
            schemepart,
            span: all.into(),
        })
        .parse(i)
    })
}

/// A URL that matched its scheme's production of RFC 1738 §5 in full:
/// the node of `url`.
///
/// It borrows the input (nothing is copied) and holds the typed tree.
/// `Display` writes the input unchanged.
///
/// ```
/// use rfc1738::{Production, Url};
/// let url = Url::parse("gopher://gopher.example.org/7search%09rfc")?;
/// assert_eq!(url.production(), Production::Gopherurl);
/// assert_eq!(url.to_string(), "gopher://gopher.example.org/7search%09rfc");
/// let gopher = url.as_gopher().unwrap();
/// assert_eq!(gopher.selector().unwrap().as_str(), "search");
/// assert_eq!(gopher.search().unwrap().as_str(), "rfc");
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
///
/// There is no `FromStr`: a `Url` borrows its input, which `FromStr`
/// cannot express; use [`Url::parse`] or `TryFrom<&str>`, or
/// [`UrlBuf`](crate::UrlBuf), the owned URL, which has one.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Url<'a> {
    // The whole URL's span is its scheme production's: not stored twice.
    pub(crate) kind: UrlKind<'a>,
}

impl fmt::Debug for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Url")
            .field("kind", &self.kind)
            .field("span", &self.span())
            .finish()
    }
}

impl<'a> Url<'a> {
    pub(crate) const fn from_kind(kind: UrlKind<'a>) -> Self {
        Url { kind }
    }

    /// A `Url` over `text` built without parsing it: the opaque reading
    /// of `genericurl` (the scheme up to the first `":"`, the rest one
    /// `*xchar` part), whatever the text is. Only for a text already
    /// known to be a URL, as the answer of a path that cannot be taken
    /// (`UrlBuf::parsed`, whose text was parsed when it was made): a
    /// value there instead of a panic.
    #[cold]
    pub(crate) fn unparsed(text: &'a str) -> Self {
        let (scheme, part) = text.split_once(':').unwrap_or((text, ""));
        let span = Span::new(text, 0);
        Url::from_kind(UrlKind::Other(Genericurl {
            scheme: Scheme::new(Span::new(scheme, 0)),
            schemepart: Schemepart::new(None, Span::new(part, text.len() - part.len())),
            span,
        }))
    }

    /// The production the URL matched: `Httpurl`, `Ftpurl`, ...,
    /// `Genericurl` for other schemes.
    pub fn production(&self) -> Production {
        self.kind.production()
    }

    /// The input, byte for byte.
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }

    /// The whole URL as a span (from byte 0).
    pub fn span(&self) -> Span<'a> {
        self.kind.span()
    }

    /// The scheme name as written (before the first `":"`), in its
    /// original case. Compare it with [`Url::scheme_is`], not `==`.
    ///
    /// ```
    /// let url = rfc1738::Url::parse("HTTP://h.example/")?;
    /// assert_eq!(url.scheme(), "HTTP");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn scheme(&self) -> &'a str {
        let s = self.as_str();
        s.split_once(':').map_or(s, |(scheme, _)| scheme)
    }

    /// Whether the scheme is `name` (without the `":"`), compared as
    /// RFC 1738 says scheme names are compared: ignoring ASCII case (§2.1:
    /// "programs interpreting URLs should treat upper case letters as
    /// equivalent to lower case in scheme names"). The name is compared
    /// byte for byte otherwise: no trimming, no `":"`.
    ///
    /// ```
    /// let url = rfc1738::Url::parse("HTTP://h.example/")?;
    /// assert!(url.scheme_is("http"));
    /// assert!(url.scheme_is("Http"));
    /// assert!(!url.scheme_is("https"));
    /// assert!(!url.scheme_is("http:"));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn scheme_is(&self, name: &str) -> bool {
        self.scheme().eq_ignore_ascii_case(name)
    }

    /// The scheme-specific tree.
    pub fn kind(&self) -> UrlKind<'a> {
        self.kind
    }
}

impl fmt::Display for Url<'_> {
    /// Writes the input, unchanged (padded like a `str` when a width is
    /// given).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl AsRef<str> for Url<'_> {
    /// The input, byte for byte ([`Url::as_str`]).
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

// The scheme registry: one row per predefined scheme of §3 (the
// alternatives of `url` below), then the fallback. Columns: the name, the
// node, the combinator, the production, the accessor on `Url`, the default
// port (§3), the section, whether the fast path reads it.
scheme_registry! {
    /// `httpurl` (§3.3).
    Http = ("http", http::Httpurl<'a>, http::httpurl, Httpurl, as_http, Some(80), "3.3", fast: true),
    /// `ftpurl` (§3.2).
    Ftp = ("ftp", ftp::Ftpurl<'a>, ftp::ftpurl, Ftpurl, as_ftp, Some(21), "3.2", fast: true),
    /// `newsurl` (§3.6).
    News = ("news", news::Newsurl<'a>, news::newsurl, Newsurl, as_news, None, "3.6", fast: false),
    /// `nntpurl` (§3.7).
    Nntp = ("nntp", nntp::Nntpurl<'a>, nntp::nntpurl, Nntpurl, as_nntp, Some(119), "3.7", fast: false),
    /// `telneturl` (§3.8).
    Telnet = ("telnet", telnet::Telneturl<'a>, telnet::telneturl, Telneturl, as_telnet, Some(23), "3.8", fast: false),
    /// `gopherurl` (§3.4).
    Gopher = ("gopher", gopher::Gopherurl<'a>, gopher::gopherurl, Gopherurl, as_gopher, Some(70), "3.4", fast: false),
    /// `waisurl` (§3.9).
    Wais = ("wais", wais::Waisurl<'a>, wais::waisurl, Waisurl, as_wais, Some(210), "3.9", fast: false),
    /// `mailtourl` (§3.5).
    Mailto = ("mailto", mailto::Mailtourl<'a>, mailto::mailtourl, Mailtourl, as_mailto, None, "3.5", fast: false),
    /// `fileurl` (§3.10).
    File = ("file", file::Fileurl<'a>, file::fileurl, Fileurl, as_file, None, "3.10", fast: true),
    /// `prosperourl` (§3.11).
    Prospero = ("prospero", prospero::Prosperourl<'a>, prospero::prosperourl, Prosperourl, as_prospero, Some(1525), "3.11", fast: false),
    ;
    /// `otherurl`: a `genericurl` of a scheme RFC 1738 does not define.
    Other = (Genericurl<'a>, otherurl, Genericurl, as_generic),
}

/// ```bnf
/// url            = httpurl | ftpurl | newsurl |
///                  nntpurl | telneturl | gopherurl |
///                  waisurl | mailtourl | fileurl |
///                  prosperourl | otherurl
/// ```
///
/// Dispatched on the scheme name, not tried in order: a URL of one of the
/// ten predefined schemes must match that scheme's production, and its
/// failure is the error (never a fallback to `otherurl`, which would
/// accept `http://host:/` as a generic URL). Other schemes are
/// `otherurl`, `url` among them: `URL:http://h/` is a `genericurl` of
/// scheme `URL`, as the BNF reads it (its meaning warns that the
/// Appendix's prefix `URL:` is no part of a URL). Scheme names compare
/// case-insensitively (§2.1). The module's grammar note,
/// "Decisions".
pub fn url<'a>(i: Input<'a>) -> IResult<'a, Url<'a>> {
    crate::syntax::enter(i, |i| {
        named!("url", |i: Input<'a>| dispatch(
            known_scheme(i.as_bytes()),
            i
        ))
        .map(Url::from_kind)
        .parse(i)
    })
}

pub(crate) use crate::syntax::class::word;

/// The predefined scheme that `bytes` starts with (its name, any case,
/// then `":"`), if any.
pub(crate) fn known_scheme(bytes: &[u8]) -> Option<Known> {
    let n = bytes
        .iter()
        .take_while(|&&b| classes::SCHEME.has(b))
        .count();
    if bytes.get(n) != Some(&b':') {
        return None;
    }
    let name = bytes.get(..n)?;
    Known::ALL
        .iter()
        .find(|(known, _)| known.eq_ignore_ascii_case(name))
        .map(|&(_, k)| k)
}

/// ```bnf
/// otherurl       = genericurl
/// ```
///
/// Returns the [`Genericurl`] node; in the generic tree it appears as an
/// `otherurl` node over a `genericurl` node.
pub fn otherurl(i: Input) -> IResult<Genericurl> {
    crate::syntax::enter(i, |i| named!("otherurl", genericurl).parse(i))
}

leaf! {
    /// The node of `scheme`: the scheme name as written.
    ///
    /// ```bnf
    /// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
    /// ```
    Scheme
}

/// ```bnf
/// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
/// ```
///
/// Accepts `hialpha` too: "the scheme is in lower case; interpreters
/// should use case-ignore" (§5 comment, §2.1). [`Options::strict_scheme_case`](crate::Options::strict_scheme_case)
/// reads the BNF literally.
pub fn scheme(i: Input) -> IResult<Scheme> {
    crate::syntax::enter(i, |i| {
        named!("scheme", |i| class::plus(i, &classes::SCHEME))
            .map(Scheme::new)
            .parse(i)
    })
}

/// The node of `schemepart`: which of its two readings applies.
///
/// ```bnf
/// schemepart     = *xchar | ip-schemepart
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Schemepart<'a> {
    reading: Reading<'a>,
}

/// The two readings of a `schemepart`. The `ip-schemepart` node spans the
/// whole part, so it holds the span for both.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Reading<'a> {
    Ip(IpSchemepart<'a>),
    Xchars(Span<'a>),
}

impl<'a> Schemepart<'a> {
    /// The node for the text `span`, with its `ip-schemepart` reading
    /// when there is one, which must then cover all of `span`.
    pub(crate) fn new(ip: Option<IpSchemepart<'a>>, span: Span<'a>) -> Self {
        let reading = match ip {
            Some(ip) => Reading::Ip(ip),
            None => Reading::Xchars(span),
        };
        Schemepart { reading }
    }

    /// The `ip-schemepart` reading, when the whole scheme part is one
    /// (`//host/path`); `None` for the opaque `*xchar` reading.
    pub fn ip_schemepart(&self) -> Option<IpSchemepart<'a>> {
        match self.reading {
            Reading::Ip(ip) => Some(ip),
            Reading::Xchars(_) => None,
        }
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self.reading {
            Reading::Ip(ip) => ip.span,
            Reading::Xchars(span) => span,
        }
    }
    /// The text, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }
}

impl fmt::Debug for Schemepart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Schemepart")
            .field("ip", &self.ip_schemepart())
            .field("span", &self.span())
            .finish()
    }
}

/// ```bnf
/// schemepart     = *xchar | ip-schemepart
/// ```
///
/// Every `ip-schemepart` is also a `*xchar` string, so the language is
/// `*xchar`'s and the alternative only changes the tree: take the longest
/// run of `xchar`; if it starts with `"//"` and `ip-schemepart` matches all
/// of it, that is the reading, else the opaque one. The module's grammar note.
pub fn schemepart<'a>(i: Input<'a>) -> IResult<'a, Schemepart<'a>> {
    crate::syntax::enter(i, |i| {
        named!("schemepart", |i: Input<'a>| {
            // The ip reading first, when "//" starts the part; the xchar run
            // then goes on from where it stopped, so each byte is scanned
            // once. Every byte of an ip-schemepart is an xchar, so the
            // reading covers the whole run iff nothing is left to scan.
            let (from, ip) = match i.fragment().starts_with("//").then(|| ip_schemepart(i)) {
                Some(Ok((r, ip))) => (r, Some(ip)),
                _ => (i, None),
            };
            let (rest, tail) = class::star(from, &classes::XCHAR)?;
            let ip = ip.filter(|_| tail.is_empty());
            Ok((rest, Schemepart::new(ip, Span::between(i, rest))))
        })
        .parse(i)
    })
}

/// The error for a scheme name that is not in lower case, under
/// [`Options::strict_scheme_case`](crate::Options::strict_scheme_case): at
/// the first `hialpha` of the scheme, `scheme` could not continue.
pub(crate) fn strict_scheme_error(text: &str) -> Option<Error<Production>> {
    let k = text
        .bytes()
        .take_while(|&b| classes::SCHEME.has(b))
        .position(|b| b.is_ascii_uppercase())?;
    Some(Error::expected(k, Production::Scheme))
}
