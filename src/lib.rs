//! # rfc1738
//!
//! The URL grammar of [RFC 1738] (Uniform Resource Locators, December
//! 1994), production by production, as [nom] 8 parser combinators.
//!
//! Every one of the 67 productions of RFC 1738 §5 is a public function
//! named after it (`-` becomes `_`, `gopher+_string` becomes
//! [`gopher_plus_string`](gopher::gopher_plus_string)), in a module that
//! mirrors the RFC's sections, with its BNF line in its documentation. Each
//! returns a typed node that borrows from the input and carries its byte
//! [`Span`]; errors name the production and the byte where matching stopped.
//!
//! ```
//! use rfc1738::{Production, Url};
//!
//! let url = Url::parse("ftp://joe:secret@ftp.example.com/pub/file.txt;type=i")?;
//! assert_eq!(url.production(), Production::Ftpurl);
//! let ftp = url.as_ftp().unwrap();
//! assert_eq!(ftp.login().user().unwrap().as_str(), "joe");
//! assert_eq!(ftp.login().hostport().host().as_str(), "ftp.example.com");
//! let segments: Vec<_> = ftp.fpath().unwrap().segments().map(|s| s.as_str()).collect();
//! assert_eq!(segments, ["pub", "file.txt"]);
//! assert_eq!(ftp.ftptype().unwrap().code(), 'i');
//!
//! let err = Url::parse("http://example.com:/").unwrap_err();
//! assert_eq!(err.to_string(), "expected digits at byte 19, found '/' (within port, hostport, httpurl, url)");
//! # Ok::<(), rfc1738::ParseError>(())
//! ```
//!
//! Layout: one RFC section, one module, one grammar note
//! (`grammar-notes/<module>.md`, which records every place where the code
//! reads the BNF in a way that is not a literal transcription, and why it
//! accepts the same strings), one test file.
//!
//! [RFC 1738]: https://www.rfc-editor.org/rfc/rfc1738
//! [nom]: https://docs.rs/nom/8

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// No panic paths in the library (issue 6): these lints deny the ways code
// can panic on input. Unit tests may use them (clippy.toml).
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::string_slice,
    clippy::unreachable,
    clippy::todo,
    clippy::unimplemented
)]

mod fast;
mod node_macros;
mod scan;

pub mod chars;
pub mod error;
pub mod file;
pub mod ftp;
pub mod generic;
pub mod gopher;
pub mod http;
pub mod ip;
pub mod mailto;
pub mod meaning;
pub mod news;
pub mod nntp;
mod node;
mod production;
pub mod prospero;
mod span;
pub mod telnet;
pub mod wais;

use core::fmt;

use nom::Parser;

pub use error::{ErrorKind, ParseError};
pub use node::Node;
pub use production::{Production, UnknownProduction};
pub use span::{IResult, Input, Span};

/// How to read the grammar where RFC 1738 leaves a choice, and how long an
/// input may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Read `scheme` literally: lower case only, and the scheme literals
    /// (`"http://"`, `"news:"`) byte for byte, so `HTTP://host/` is no URL.
    /// Off by default: "interpreters should use case-ignore" (§5, §2.1).
    pub strict_scheme_case: bool,
    /// The longest input, in bytes, that is parsed at all; a longer one is
    /// rejected at once with [`ErrorKind::TooLong`]. Parsing is linear
    /// time, so this bounds the work per call. Default:
    /// [`Options::DEFAULT_MAX_LEN`].
    pub max_len: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options::new()
    }
}

impl Options {
    /// The default [`max_len`](Self::max_len): 4 MiB, far above any URL
    /// met in practice and small enough to parse in milliseconds.
    pub const DEFAULT_MAX_LEN: usize = 4 * 1024 * 1024;

    /// The default reading: scheme names compare case-insensitively;
    /// inputs up to [`Options::DEFAULT_MAX_LEN`] bytes.
    pub const fn new() -> Self {
        Options {
            strict_scheme_case: false,
            max_len: Options::DEFAULT_MAX_LEN,
        }
    }

    /// Sets [`max_len`](Self::max_len).
    ///
    /// ```
    /// use rfc1738::{ErrorKind, Options, Url};
    /// let short = Options::new().max_len(16);
    /// let err = Url::parse_with("http://example.com/index.html", short).unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::TooLong { len: 29, max_len: 16 });
    /// assert_eq!(err.to_string(), "input of 29 bytes is over the limit of 16 bytes (max_len)");
    /// assert!(Url::parse_with("http://a.example", short).is_ok());
    /// ```
    pub const fn max_len(mut self, max_len: usize) -> Self {
        self.max_len = max_len;
        self
    }

    /// Sets [`strict_scheme_case`](Self::strict_scheme_case).
    pub const fn strict_scheme_case(mut self, strict: bool) -> Self {
        self.strict_scheme_case = strict;
        self
    }
}

/// A URL that matched its scheme's production of RFC 1738 §5 in full.
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
/// cannot express; use [`Url::parse`] or `TryFrom<&str>`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Url<'a> {
    // The whole URL's span is its scheme production's: not stored twice.
    kind: UrlKind<'a>,
}

impl fmt::Debug for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Url")
            .field("kind", &self.kind)
            .field("span", &self.span())
            .finish()
    }
}

/// The scheme-specific tree of a [`Url`]: one variant per predefined
/// scheme of §3, and `Other` for every other scheme (`otherurl`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UrlKind<'a> {
    /// `httpurl` (§3.3).
    Http(http::Httpurl<'a>),
    /// `ftpurl` (§3.2).
    Ftp(ftp::Ftpurl<'a>),
    /// `newsurl` (§3.6).
    News(news::Newsurl<'a>),
    /// `nntpurl` (§3.7).
    Nntp(nntp::Nntpurl<'a>),
    /// `telneturl` (§3.8).
    Telnet(telnet::Telneturl<'a>),
    /// `gopherurl` (§3.4).
    Gopher(gopher::Gopherurl<'a>),
    /// `waisurl` (§3.9).
    Wais(wais::Waisurl<'a>),
    /// `mailtourl` (§3.5).
    Mailto(mailto::Mailtourl<'a>),
    /// `fileurl` (§3.10).
    File(file::Fileurl<'a>),
    /// `prosperourl` (§3.11).
    Prospero(prospero::Prosperourl<'a>),
    /// `otherurl`: a `genericurl` of a scheme RFC 1738 does not define.
    Other(generic::Genericurl<'a>),
}

impl<'a> Url<'a> {
    pub(crate) const fn from_kind(kind: UrlKind<'a>) -> Self {
        Url { kind }
    }

    /// Parses `input` as a URL: reads the scheme and requires the whole
    /// input to match that scheme's production (`genericurl` for schemes
    /// RFC 1738 does not define). Scheme names compare case-insensitively.
    ///
    /// ```
    /// use rfc1738::{Production, Url};
    /// assert_eq!(Url::parse("HTTP://example.com/")?.production(), Production::Httpurl);
    /// assert_eq!(Url::parse("https://example.com/")?.production(), Production::Genericurl);
    /// // A predefined scheme never falls back to `otherurl`:
    /// assert_eq!(Url::parse("http://example.com:/").unwrap_err().expected(), Production::Digits);
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn parse(input: &'a str) -> Result<Url<'a>, ParseError> {
        Url::parse_with(input, Options::new())
    }

    /// [`Url::parse`] with [`Options`].
    ///
    /// ```
    /// use rfc1738::{Options, Production, Url};
    /// let strict = Options::new().strict_scheme_case(true);
    /// let err = Url::parse_with("HTTP://example.com/", strict).unwrap_err();
    /// assert_eq!((err.expected(), err.offset()), (Production::Scheme, 0));
    /// ```
    pub fn parse_with(input: &'a str, options: Options) -> Result<Url<'a>, ParseError> {
        if input.len() > options.max_len {
            return Err(ParseError::too_long(
                input,
                options.max_len,
                Production::Url,
            ));
        }
        if options.strict_scheme_case {
            if let Some(e) = generic::strict_scheme_error(input) {
                return Err(e
                    .within(Production::Url)
                    .into_parse_error(input, Production::Url));
            }
        }
        // The fast path builds the tree the combinators would; where they
        // would fail (or for a scheme it leaves to them), they run.
        fast::parse(input, |result| result, || Url::parse_combinators(input))
    }

    /// `Url::parse` by the combinators alone (`generic::url`), for what
    /// the fast path leaves to them.
    #[inline(never)]
    fn parse_combinators(input: &'a str) -> Result<Url<'a>, ParseError> {
        match generic::url.parse(Input::new(input)) {
            Ok((rest, url)) if rest.fragment().is_empty() => Ok(url),
            Ok((rest, url)) => Err(trailing_error(
                input,
                Node::from(url),
                rest.location_offset(),
            )),
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
                Err(e.into_parse_error(input, Production::Url))
            }
            Err(nom::Err::Incomplete(_)) => {
                Err(ParseError::new(input, input.len(), Production::Url, &[]))
            }
        }
    }

    /// The production the URL matched: `Httpurl`, `Ftpurl`, ...,
    /// `Genericurl` for other schemes.
    pub fn production(&self) -> Production {
        match self.kind {
            UrlKind::Http(_) => Production::Httpurl,
            UrlKind::Ftp(_) => Production::Ftpurl,
            UrlKind::News(_) => Production::Newsurl,
            UrlKind::Nntp(_) => Production::Nntpurl,
            UrlKind::Telnet(_) => Production::Telneturl,
            UrlKind::Gopher(_) => Production::Gopherurl,
            UrlKind::Wais(_) => Production::Waisurl,
            UrlKind::Mailto(_) => Production::Mailtourl,
            UrlKind::File(_) => Production::Fileurl,
            UrlKind::Prospero(_) => Production::Prosperourl,
            UrlKind::Other(_) => Production::Genericurl,
        }
    }

    /// The input, byte for byte.
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }

    /// The whole URL as a span (from byte 0).
    pub fn span(&self) -> Span<'a> {
        match &self.kind {
            UrlKind::Http(u) => u.span(),
            UrlKind::Ftp(u) => u.span(),
            UrlKind::News(u) => u.span(),
            UrlKind::Nntp(u) => u.span(),
            UrlKind::Telnet(u) => u.span(),
            UrlKind::Gopher(u) => u.span(),
            UrlKind::Wais(u) => u.span(),
            UrlKind::Mailto(u) => u.span(),
            UrlKind::File(u) => u.span(),
            UrlKind::Prospero(u) => u.span(),
            UrlKind::Other(u) => u.span(),
        }
    }

    /// The scheme name as written (before the first `":"`), in its
    /// original case.
    pub fn scheme(&self) -> &'a str {
        let s = self.as_str();
        s.split_once(':').map_or(s, |(scheme, _)| scheme)
    }

    /// The scheme-specific tree.
    pub fn kind(&self) -> UrlKind<'a> {
        self.kind
    }

    /// The generic view of the tree, rooted at `url`.
    pub fn node(&self) -> Node<'a> {
        Node::from(*self)
    }

    /// The `httpurl` tree, if this is an http URL.
    pub fn as_http(&self) -> Option<&http::Httpurl<'a>> {
        match &self.kind {
            UrlKind::Http(x) => Some(x),
            _ => None,
        }
    }

    /// The `ftpurl` tree, if this is an ftp URL.
    pub fn as_ftp(&self) -> Option<&ftp::Ftpurl<'a>> {
        match &self.kind {
            UrlKind::Ftp(x) => Some(x),
            _ => None,
        }
    }

    /// The `gopherurl` tree, if this is a gopher URL.
    pub fn as_gopher(&self) -> Option<&gopher::Gopherurl<'a>> {
        match &self.kind {
            UrlKind::Gopher(x) => Some(x),
            _ => None,
        }
    }

    /// The `mailtourl` tree, if this is a mailto URL.
    pub fn as_mailto(&self) -> Option<&mailto::Mailtourl<'a>> {
        match &self.kind {
            UrlKind::Mailto(x) => Some(x),
            _ => None,
        }
    }

    /// The `newsurl` tree, if this is a news URL.
    pub fn as_news(&self) -> Option<&news::Newsurl<'a>> {
        match &self.kind {
            UrlKind::News(x) => Some(x),
            _ => None,
        }
    }

    /// The `nntpurl` tree, if this is an nntp URL.
    pub fn as_nntp(&self) -> Option<&nntp::Nntpurl<'a>> {
        match &self.kind {
            UrlKind::Nntp(x) => Some(x),
            _ => None,
        }
    }

    /// The `telneturl` tree, if this is a telnet URL.
    pub fn as_telnet(&self) -> Option<&telnet::Telneturl<'a>> {
        match &self.kind {
            UrlKind::Telnet(x) => Some(x),
            _ => None,
        }
    }

    /// The `waisurl` tree, if this is a wais URL.
    pub fn as_wais(&self) -> Option<&wais::Waisurl<'a>> {
        match &self.kind {
            UrlKind::Wais(x) => Some(x),
            _ => None,
        }
    }

    /// The `fileurl` tree, if this is a file URL.
    pub fn as_file(&self) -> Option<&file::Fileurl<'a>> {
        match &self.kind {
            UrlKind::File(x) => Some(x),
            _ => None,
        }
    }

    /// The `prosperourl` tree, if this is a prospero URL.
    pub fn as_prospero(&self) -> Option<&prospero::Prosperourl<'a>> {
        match &self.kind {
            UrlKind::Prospero(x) => Some(x),
            _ => None,
        }
    }

    /// The `genericurl` tree, if the scheme is not one of the ten of §3.
    pub fn as_generic(&self) -> Option<&generic::Genericurl<'a>> {
        match &self.kind {
            UrlKind::Other(x) => Some(x),
            _ => None,
        }
    }
}

impl fmt::Display for Url<'_> {
    /// Writes the input, unchanged.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> TryFrom<&'a str> for Url<'a> {
    type Error = ParseError;

    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        Url::parse(input)
    }
}

/// Matches one production against the whole input and returns its tree.
///
/// ```
/// use rfc1738::{parse_production, Production};
/// let node = parse_production(Production::Hostport, "example.com:8080")?;
/// assert_eq!(node.children().len(), 2);
/// let err = parse_production(Production::Hostname, "example.123").unwrap_err();
/// assert_eq!((err.expected(), err.offset()), (Production::Toplabel, 8));
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
pub fn parse_production(p: Production, input: &str) -> Result<Node<'_>, ParseError> {
    parse_production_with(p, input, Options::new())
}

/// [`parse_production`] with [`Options`]: under `strict_scheme_case`,
/// `scheme` and the URL productions reject an upper-case scheme name.
pub fn parse_production_with(
    p: Production,
    input: &str,
    options: Options,
) -> Result<Node<'_>, ParseError> {
    use Production as P;
    if input.len() > options.max_len {
        return Err(ParseError::too_long(input, options.max_len, p));
    }
    if options.strict_scheme_case && is_url_production(p) {
        if let Some(e) = generic::strict_scheme_error(input) {
            return Err(e.within(p).into_parse_error(input, p));
        }
    }
    let i = Input::new(input);
    let leaf = |parser: fn(Input<'_>) -> IResult<'_, Span<'_>>| {
        parser.map(move |s| Node::leaf(p, s)).parse(i)
    };
    let result = match p {
        P::Genericurl => generic::genericurl.map(Node::from).parse(i),
        P::Url => generic::url.map(Node::from).parse(i),
        P::Otherurl => generic::otherurl.map(Node::otherurl).parse(i),
        P::Scheme => generic::scheme.map(Node::from).parse(i),
        P::Schemepart => generic::schemepart.map(Node::from).parse(i),
        P::IpSchemepart => ip::ip_schemepart.map(Node::from).parse(i),
        P::Login => ip::login.map(Node::from).parse(i),
        P::Hostport => ip::hostport.map(Node::from).parse(i),
        P::Host => ip::host.map(Node::from).parse(i),
        P::Hostname => ip::hostname.map(Node::from).parse(i),
        P::Domainlabel => ip::domainlabel.map(Node::from).parse(i),
        P::Toplabel => ip::toplabel.map(Node::from).parse(i),
        P::Alphadigit => leaf(ip::alphadigit),
        P::Hostnumber => ip::hostnumber.map(Node::from).parse(i),
        P::Port => ip::port.map(Node::from).parse(i),
        P::User => ip::user.map(Node::from).parse(i),
        P::Password => ip::password.map(Node::from).parse(i),
        P::Urlpath => ip::urlpath.map(Node::from).parse(i),
        P::Ftpurl => ftp::ftpurl.map(Node::from).parse(i),
        P::Fpath => ftp::fpath.map(Node::from).parse(i),
        P::Fsegment => ftp::fsegment.map(Node::from).parse(i),
        P::Ftptype => ftp::ftptype.map(Node::from).parse(i),
        P::Fileurl => file::fileurl.map(Node::from).parse(i),
        P::Httpurl => http::httpurl.map(Node::from).parse(i),
        P::Hpath => http::hpath.map(Node::from).parse(i),
        P::Hsegment => http::hsegment.map(Node::from).parse(i),
        P::Search => http::search.map(Node::from).parse(i),
        P::Gopherurl => gopher::gopherurl.map(Node::from).parse(i),
        P::Gtype => gopher::gtype.map(Node::from).parse(i),
        P::Selector => gopher::selector.map(Node::from).parse(i),
        P::GopherPlusString => gopher::gopher_plus_string.map(Node::from).parse(i),
        P::Mailtourl => mailto::mailtourl.map(Node::from).parse(i),
        P::Encoded822addr => mailto::encoded822addr.map(Node::from).parse(i),
        P::Newsurl => news::newsurl.map(Node::from).parse(i),
        P::Grouppart => news::grouppart.map(Node::from).parse(i),
        P::Group => news::group.map(Node::from).parse(i),
        P::Article => news::article.map(Node::from).parse(i),
        P::Nntpurl => nntp::nntpurl.map(Node::from).parse(i),
        P::Telneturl => telnet::telneturl.map(Node::from).parse(i),
        P::Waisurl => wais::waisurl.map(Node::from).parse(i),
        P::Waisdatabase => wais::waisdatabase.map(Node::from).parse(i),
        P::Waisindex => wais::waisindex.map(Node::from).parse(i),
        P::Waisdoc => wais::waisdoc.map(Node::from).parse(i),
        P::Database => wais::database.map(Node::from).parse(i),
        P::Wtype => wais::wtype.map(Node::from).parse(i),
        P::Wpath => wais::wpath.map(Node::from).parse(i),
        P::Prosperourl => prospero::prosperourl.map(Node::from).parse(i),
        P::Ppath => prospero::ppath.map(Node::from).parse(i),
        P::Psegment => prospero::psegment.map(Node::from).parse(i),
        P::Fieldspec => prospero::fieldspec.map(Node::from).parse(i),
        P::Fieldname => prospero::fieldname.map(Node::from).parse(i),
        P::Fieldvalue => prospero::fieldvalue.map(Node::from).parse(i),
        P::Lowalpha => leaf(chars::lowalpha),
        P::Hialpha => leaf(chars::hialpha),
        P::Alpha => leaf(chars::alpha),
        P::Digit => leaf(chars::digit),
        P::Safe => leaf(chars::safe),
        P::Extra => leaf(chars::extra),
        P::National => leaf(chars::national),
        P::Punctuation => leaf(chars::punctuation),
        P::Reserved => leaf(chars::reserved),
        P::Hex => leaf(chars::hex),
        P::Escape => leaf(chars::escape),
        P::Unreserved => leaf(chars::unreserved),
        P::Uchar => leaf(chars::uchar),
        P::Xchar => leaf(chars::xchar),
        P::Digits => leaf(chars::digits),
    };
    match result {
        Ok((rest, node)) if rest.fragment().is_empty() => Ok(node),
        Ok((rest, node)) => Err(trailing_error(input, node, rest.location_offset())),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(e.into_parse_error(input, p)),
        Err(nom::Err::Incomplete(_)) => Err(ParseError::new(input, input.len(), p, &[])),
    }
}

/// Whether `p` starts with a scheme name (the URL productions and `scheme`).
fn is_url_production(p: Production) -> bool {
    use Production as P;
    matches!(
        p,
        P::Genericurl
            | P::Url
            | P::Otherurl
            | P::Scheme
            | P::Ftpurl
            | P::Fileurl
            | P::Httpurl
            | P::Gopherurl
            | P::Mailtourl
            | P::Newsurl
            | P::Nntpurl
            | P::Telneturl
            | P::Waisurl
            | P::Waisdatabase
            | P::Waisindex
            | P::Waisdoc
            | P::Prosperourl
    )
}

/// The error for a match that stopped at byte `end`, before the end of
/// the input: the innermost production of the tree that ends there could
/// not continue (`http://h/~x`: `hsegment` at byte 9, within `hpath`,
/// `httpurl`, `url`).
fn trailing_error(input: &str, root: Node<'_>, end: usize) -> ParseError {
    let mut spine = [Production::Url; 16];
    let mut len = 0;
    root.spine_at(end, &mut |p| {
        if let Some(slot) = spine.get_mut(len) {
            *slot = p;
            len += 1;
        }
    });
    let spine = spine.get(..len).unwrap_or_default();
    let mut inner_first = [Production::Url; 16];
    for (slot, &p) in inner_first.iter_mut().zip(spine.iter().rev()) {
        *slot = p;
    }
    match inner_first.get(..len).and_then(|s| s.split_first()) {
        Some((&expected, within)) => ParseError::new(input, end, expected, within),
        None => ParseError::new(input, end, root.production(), &[]),
    }
}

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
