//! RFC 1738 §2.1 "The main parts of URLs" and the top of §5: `genericurl`,
//! `url`, `otherurl`, `scheme`, `schemepart`.
//!
//! ```text
//! <scheme>:<scheme-specific-part>
//! ```
//!
//! Decisions (scheme dispatch without fallback, scheme case, the two
//! readings of `schemepart`): grammar-notes/generic.md.

use core::fmt;

use nom::Parser;
use nom::combinator::consumed;
use nom::error::context;

use crate::error::Error;
use crate::ip::{IpSchemepart, ip_schemepart};
use crate::node_macros::leaf;
use crate::span::{IResult, Input, Span};
use crate::{
    Url, UrlKind, file, ftp, gopher, http, mailto, news, nntp, prospero, scan, telnet, wais,
};

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
    context(
        "genericurl",
        consumed((scheme, nom::character::complete::char(':'), schemepart)),
    )
    .map(|(all, (scheme, _, schemepart))| Genericurl {
        scheme,
        schemepart,
        span: all.into(),
    })
    .parse(i)
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
/// `otherurl`. Scheme names compare case-insensitively (§2.1).
/// grammar-notes/generic.md, "Decisions".
pub fn url<'a>(i: Input<'a>) -> IResult<'a, Url<'a>> {
    context("url", |i: Input<'a>| match known_scheme(i.fragment()) {
        Some(Known::Http) => http::httpurl.map(UrlKind::Http).parse(i),
        Some(Known::Ftp) => ftp::ftpurl.map(UrlKind::Ftp).parse(i),
        Some(Known::News) => news::newsurl.map(UrlKind::News).parse(i),
        Some(Known::Nntp) => nntp::nntpurl.map(UrlKind::Nntp).parse(i),
        Some(Known::Telnet) => telnet::telneturl.map(UrlKind::Telnet).parse(i),
        Some(Known::Gopher) => gopher::gopherurl.map(UrlKind::Gopher).parse(i),
        Some(Known::Wais) => wais::waisurl.map(UrlKind::Wais).parse(i),
        Some(Known::Mailto) => mailto::mailtourl.map(UrlKind::Mailto).parse(i),
        Some(Known::File) => file::fileurl.map(UrlKind::File).parse(i),
        Some(Known::Prospero) => prospero::prosperourl.map(UrlKind::Prospero).parse(i),
        None => otherurl.map(UrlKind::Other).parse(i),
    })
    .map(Url::from_kind)
    .parse(i)
}

/// The ten predefined schemes of §3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Known {
    Http,
    Ftp,
    News,
    Nntp,
    Telnet,
    Gopher,
    Wais,
    Mailto,
    File,
    Prospero,
}

/// The predefined scheme that `text` starts with (its name, any case,
/// then `":"`), if any.
pub(crate) fn known_scheme(text: &str) -> Option<Known> {
    let bytes = text.as_bytes();
    let n = bytes.iter().take_while(|&&b| scan::SCHEME.has(b)).count();
    if bytes.get(n) != Some(&b':') {
        return None;
    }
    let name = bytes.get(..n)?;
    const NAMES: [(&[u8], Known); 10] = [
        (b"http", Known::Http),
        (b"ftp", Known::Ftp),
        (b"news", Known::News),
        (b"nntp", Known::Nntp),
        (b"telnet", Known::Telnet),
        (b"gopher", Known::Gopher),
        (b"wais", Known::Wais),
        (b"mailto", Known::Mailto),
        (b"file", Known::File),
        (b"prospero", Known::Prospero),
    ];
    NAMES
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
    context("otherurl", genericurl).parse(i)
}

leaf! {
    /// The node of `scheme`: the scheme name as written.
    ///
    /// ```bnf
    /// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
    /// ```
    Scheme => Scheme
}

/// ```bnf
/// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
/// ```
///
/// Accepts `hialpha` too: "the scheme is in lower case; interpreters
/// should use case-ignore" (§5 comment, §2.1). [`Options::strict_scheme_case`](crate::Options::strict_scheme_case)
/// reads the BNF literally.
pub fn scheme(i: Input) -> IResult<Scheme> {
    context("scheme", |i| scan::plus(i, &scan::SCHEME))
        .map(Scheme::new)
        .parse(i)
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
/// of it, that is the reading, else the opaque one. grammar-notes/generic.md.
pub fn schemepart<'a>(i: Input<'a>) -> IResult<'a, Schemepart<'a>> {
    context("schemepart", |i: Input<'a>| {
        // The ip reading first, when "//" starts the part; the xchar run
        // then goes on from where it stopped, so each byte is scanned
        // once. Every byte of an ip-schemepart is an xchar, so the
        // reading covers the whole run iff nothing is left to scan.
        let (from, ip) = match i.fragment().starts_with("//").then(|| ip_schemepart(i)) {
            Some(Ok((r, ip))) => (r, Some(ip)),
            _ => (i, None),
        };
        let (rest, tail) = scan::star(from, &scan::XCHAR)?;
        let ip = ip.filter(|_| tail.is_empty());
        Ok((rest, Schemepart::new(ip, Span::between(i, rest))))
    })
    .parse(i)
}

/// The error for a scheme name that is not in lower case, under
/// [`Options::strict_scheme_case`](crate::Options::strict_scheme_case): at
/// the first `hialpha` of the scheme, `scheme` could not continue.
pub(crate) fn strict_scheme_error(text: &str) -> Option<Error> {
    let k = text
        .bytes()
        .take_while(|&b| scan::SCHEME.has(b))
        .position(|b| b.is_ascii_uppercase())?;
    Some(Error::expected(k, crate::Production::Scheme))
}
