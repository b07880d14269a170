//! Parsing a whole input: [`Url::parse`] and [`parse_production`], with
//! the grammar's [`Options`], and the error of a match that stopped before
//! the end of the input.

use nom::Parser;

use crate::syntax::tree::{trailing_error_of, whole_input};
use crate::syntax::{Input, Span};

use super::generic::{self, Url};
use super::hints;
use super::node::Node;
use super::production::{IResult, ParseError, Production};
use super::{chars, fast, file, ftp, gopher, http, ip, mailto, news, nntp, prospero, telnet, wais};

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
    /// rejected at once with [`ErrorKind::TooLong`](crate::ErrorKind::TooLong). Parsing is linear
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

impl<'a> Url<'a> {
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
        Url::parse_inline(input, Options::new())
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
        Url::parse_inline(input, options)
    }

    /// The body of [`parse_with`](Self::parse_with), inlined into it and
    /// into [`parse`](Self::parse), which then reads the default options
    /// as constants and makes no call (as `rfc2396::UriReference`'s).
    #[inline(always)]
    fn parse_inline(input: &'a str, options: Options) -> Result<Url<'a>, ParseError> {
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

    /// The tree of `text`, which is known to be a URL (`UrlBuf::parsed`):
    /// [`Url::parse_with`] under the widest options (no length limit,
    /// scheme names in any case), which accept every text any options
    /// accept and give it the same tree. Its answer is the `Url` itself,
    /// built in place as `Url::parse` builds it; where the parse fails,
    /// which it cannot, the text read as an opaque `genericurl`
    /// ([`Url::unparsed`]) instead of a panic.
    pub(crate) fn reparse(text: &'a str) -> Url<'a> {
        let url = |result: Result<Url<'a>, ParseError>| match result {
            Ok(url) => url,
            Err(_) => Url::unparsed(text),
        };
        fast::parse(text, url, || url(Url::parse_combinators(text)))
    }

    /// `Url::parse` by the combinators alone (`generic::url`), for what
    /// the fast path leaves to them.
    #[inline(never)]
    fn parse_combinators(input: &'a str) -> Result<Url<'a>, ParseError> {
        match generic::url.parse(Input::nested(input)) {
            Ok((rest, url)) if rest.fragment().is_empty() => Ok(url),
            Ok((rest, url)) => Err(hints::refine(
                input,
                trailing_error_of(input, Node::from(url), rest.location_offset()),
            )),
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(hints::refine(
                input,
                e.into_parse_error(input, Production::Url),
            )),
            Err(nom::Err::Incomplete(_)) => {
                Err(ParseError::new(input, input.len(), Production::Url, &[]))
            }
        }
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
    if input.len() > options.max_len {
        return Err(ParseError::too_long(input, options.max_len, p));
    }
    if options.strict_scheme_case && is_url_production(p) {
        if let Some(e) = generic::strict_scheme_error(input) {
            return Err(e.within(p).into_parse_error(input, p));
        }
    }
    let result = production(p, Input::nested(input));
    whole_input(input, p, result, hints::refine)
}

/// The combinators of production `p` over `i` (not required to reach
/// the end), their tree as a generic node.
fn production(p: Production, i: Input<'_>) -> IResult<'_, Node<'_>> {
    use Production as P;
    let leaf = |parser: fn(Input<'_>) -> IResult<'_, Span<'_>>| {
        parser.map(move |s| Node::leaf(p, s)).parse(i)
    };
    match p {
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
    }
}

/// The combinators' error for `input` as production `p`, before
/// `hints::refine` (`None` if it matches): what the hints are computed
/// from, for the tests that hold `hints::refine_in_place` to its
/// reference.
#[cfg(test)]
pub(crate) fn unrefined_error(p: Production, input: &str) -> Option<ParseError> {
    match production(p, Input::nested(input)) {
        Ok((rest, _)) if rest.fragment().is_empty() => None,
        Ok((rest, node)) => Some(trailing_error_of(input, node, rest.location_offset())),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Some(e.into_parse_error(input, p)),
        Err(nom::Err::Incomplete(_)) => None,
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

/// The RFC 1738 grammar as tools see it ([`Grammar`](crate::syntax::Grammar)):
/// [`Url::parse_with`] and [`parse_production_with`] behind one trait, for
/// code written once over every grammar of the crate.
///
/// ```
/// use rfc1738::syntax::{Grammar, Production as _};
/// use rfc1738::{Options, Production, Rfc1738};
/// let (p, tree) = Rfc1738::parse("news:comp.lang", Options::new())?;
/// assert_eq!(p, Production::Newsurl);
/// assert_eq!(tree.as_str(), "news:comp.lang");
/// assert_eq!(<Production as rfc1738::syntax::Production>::TITLE, "RFC 1738");
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc1738;

impl crate::syntax::Grammar for Rfc1738 {
    type Production = Production;
    type Options = Options;
    type Node<'a> = Node<'a>;

    fn parse(input: &str, options: Options) -> Result<(Production, Node<'_>), ParseError> {
        Url::parse_with(input, options).map(|url| (url.production(), url.node()))
    }

    fn parse_production(
        p: Production,
        input: &str,
        options: Options,
    ) -> Result<Node<'_>, ParseError> {
        parse_production_with(p, input, options)
    }

    fn max_len(options: Options) -> usize {
        options.max_len
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::outside;

    /// A production called from outside the grammar (on an `Input` of
    /// the caller's) answers as inside the grammar, but for a commitment,
    /// which reaches the caller as `nom::Err::Error`: the same node, rest
    /// and error; and read as the part of a larger text, every offset
    /// counts from that text's start. On every production, over the
    /// committed corpus sample's lines and their suffixes after each
    /// delimiter.
    #[test]
    fn outside_the_grammar_a_production_commits_to_nothing_else() {
        let extra = ["example.com:http", "http://h/a%4", "ftp://h/a;type=x"];
        outside::every_production(&extra, 1_000, |p: Production, text| {
            usize::from(outside::compare(
                p,
                text,
                production(p, Input::new(text)),
                production(p, Input::nested(text)),
                production(p, Input::new_at(text, outside::AT)),
            ))
        });
    }
}
