//! Parsing a whole input: [`Url::parse`], [`FragmentAddress::parse`] and
//! [`parse_production`], with the grammar's [`Options`], and the error of
//! a match that stopped before the end of the input.

use nom::Parser;

use crate::syntax::class::head_word;
use crate::syntax::tree::{trailing_error_of, whole_input};
use crate::syntax::{Input, Span};

use super::fast;
use super::generic::{self, FragmentAddress, Url};
use super::hints;
use super::node::Node;
use super::production::{IResult, ParseError, Production};
use super::{chars, ftp, gopher, http, ip, mailto, mid, news, nntp, path, prospero, telnet, wais};

/// How to read RFC 1630 where it leaves a choice, and how long an input
/// may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Compare the letters of scheme names (and of `url:`) ignoring case,
    /// so `HTTP://h/` is an `httpaddress`. Off by default: RFC 1630 has no
    /// case-folding rule, and its BNF spells the names in lower case
    /// ("Single letters stand for single letters"). Other letters (the ftp
    /// type code, the rest of the URL) are compared as written either way.
    pub fold_scheme_case: bool,
    /// The longest input, in bytes, that is parsed at all; a longer one
    /// is rejected at once with [`ErrorKind::TooLong`](crate::ErrorKind::TooLong).
    /// Default: [`Options::DEFAULT_MAX_LEN`].
    pub max_len: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options::new()
    }
}

impl Options {
    /// The default [`max_len`](Self::max_len): 4 MiB.
    pub const DEFAULT_MAX_LEN: usize = 4 * 1024 * 1024;

    /// The default reading: letters as written, inputs up to
    /// [`Options::DEFAULT_MAX_LEN`] bytes.
    pub const fn new() -> Self {
        Options {
            fold_scheme_case: false,
            max_len: Options::DEFAULT_MAX_LEN,
        }
    }

    /// Sets [`max_len`](Self::max_len).
    pub const fn max_len(mut self, max_len: usize) -> Self {
        self.max_len = max_len;
        self
    }

    /// Sets [`fold_scheme_case`](Self::fold_scheme_case).
    ///
    /// ```
    /// use rfc1738::rfc1630::{Options, Url};
    /// assert!(Url::parse("HTTP://h/").is_err());
    /// assert!(Url::parse_with("HTTP://h/", Options::new().fold_scheme_case(true)).is_ok());
    /// ```
    pub const fn fold_scheme_case(mut self, fold: bool) -> Self {
        self.fold_scheme_case = fold;
        self
    }
}

/// Whether `bytes` start with `url:` (any case when `fold`).
fn is_prefixed(bytes: &[u8], fold: bool) -> bool {
    bytes.get(..4).is_some_and(|p| {
        if fold {
            p.eq_ignore_ascii_case(b"url:")
        } else {
            p == b"url:"
        }
    })
}

/// The error of an input that starts with none of `url`'s schemes (nor
/// `url:`): the one the dispatch of `url` gives, with its hint.
///
/// `w` and `n` are the input's first eight bytes as a word and how many
/// of them are letters, as `Url::parse_with` read them.
#[cold]
#[inline(never)]
fn no_url(input: &str, w: u64, n: usize) -> Result<Url<'_>, ParseError> {
    // An empty path of productions, referred to rather than copied.
    let e = ParseError::on_path(input, 0, Production::Url, &[]);
    Err(match hints::no_url(input, w, n) {
        Some(h) => e.with_hint(h),
        None => e,
    })
}

/// [`is_prefixed`] on the input's first eight bytes as a word (zeros
/// past the end, which the `:` cannot match): setting 0x20 in the three
/// letters' bytes folds their case and maps no other byte onto them.
#[inline(always)]
fn is_prefixed_word(w: u64, fold: bool) -> bool {
    const URL: u64 = generic::word(b"url:");
    let head = w & 0xffff_ffff;
    if fold {
        head | 0x0020_2020 == URL
    } else {
        head == URL
    }
}

/// `Url::parse` of an input that starts with `url:`.
#[inline(never)]
fn parse_prefixed(input: &str, fold: bool) -> Result<Url<'_>, ParseError> {
    #[cfg(test)]
    tests::combinators_ran();
    parse_url(input, input, fold).map_err(|e| hints::refine(input, e))
}

/// `Url::parse` of an input that starts with the name of `known`, a
/// scheme other than http, and `:`: `url` by the combinators, with the
/// scheme read once.
#[inline(never)]
fn parse_known(input: &str, fold: bool, known: generic::Known) -> Result<Url<'_>, ParseError> {
    #[cfg(test)]
    tests::combinators_ran();
    let result = generic::url_known(Input::nested(input), fold, Some(known));
    finish(result, input, input, Production::Url).map_err(|e| hints::refine(input, e))
}

/// `prefixedurl` or `url`, whichever the input starts with.
#[inline]
fn start(i: Input<'_>, fold: bool) -> IResult<'_, Url<'_>> {
    if is_prefixed(i.as_bytes(), fold) {
        generic::prefixedurl_with(i, fold).map(|(rest, p)| (rest, p.as_url()))
    } else {
        generic::url_known(i, fold, generic::known_scheme(i.as_bytes(), fold))
    }
}

/// The URL of `text`, which is all of `input` or the part of it before
/// its first `#`; errors are reported against `input`.
fn parse_url<'a>(text: &'a str, input: &str, fold: bool) -> Result<Url<'a>, ParseError> {
    let root = if is_prefixed(text.as_bytes(), fold) {
        Production::Prefixedurl
    } else {
        Production::Url
    };
    finish(start(Input::nested(text), fold), text, input, root)
}

/// The URL of a match over all of `text`, or the error of one that
/// stopped short or failed, reported against `input` (`text` is all of
/// it or the part before its first `#`); `root` names an error no
/// production named.
#[inline]
fn finish<'a>(
    result: IResult<'a, Url<'a>>,
    text: &str,
    input: &str,
    root: Production,
) -> Result<Url<'a>, ParseError> {
    match result {
        Ok((rest, url)) if rest.fragment().is_empty() => Ok(url),
        Ok((rest, url)) => Err(trailing_error_of(
            input,
            Node::from(url),
            rest.location_offset(),
        )),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(e.into_parse_error(input, root)),
        Err(nom::Err::Incomplete(_)) => Err(ParseError::new(input, text.len(), root, &[])),
    }
}

impl<'a> Url<'a> {
    /// Parses `input` as an RFC 1630 URL: a `url`, or a `prefixedurl`
    /// when it starts with `url:`. The whole input must match the
    /// production of its scheme; letters are compared as written.
    ///
    /// ```
    /// use rfc1738::rfc1630::{Production, Url};
    /// assert_eq!(Url::parse("mailto:timbl@info.cern.ch")?.production(), Production::Mailtoaddress);
    /// // No generic fallback: `https:` is not an RFC 1630 URL.
    /// assert_eq!(Url::parse("https://h/").unwrap_err().expected(), Production::Url);
    /// // A fragment is no part of a URL (see `FragmentAddress`).
    /// let err = Url::parse("http://h/a#b").unwrap_err();
    /// assert_eq!((err.offset(), err.found()), (10, Some('#')));
    /// assert!(err.hint().is_some());
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn parse(input: &'a str) -> Result<Url<'a>, ParseError> {
        Url::parse_inline(input, Options::new())
    }

    /// [`Url::parse`] with [`Options`].
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
        let fold = options.fold_scheme_case;
        let b = input.as_bytes();
        // The first eight bytes as one word: the prefix, the scheme name
        // and the hint of an input with none are read from it.
        let w = head_word(b);
        if is_prefixed_word(w, fold) {
            return parse_prefixed(input, fold);
        }
        let n = generic::letters(w);
        match generic::known_scheme_in(b, w, n, fold) {
            // What `url`'s dispatch answers (`expected url at byte 0`),
            // without running the combinators: most inputs that are no
            // RFC 1630 URL fail here.
            None => no_url(input, w, n),
            // An http URL: the fast path gives the combinators' answer,
            // tree or error.
            Some(generic::Known::Http) => fast::http(input),
            // Else `url`, with its scheme read once.
            Some(known) => parse_known(input, fold, known),
        }
    }

    /// The tree of `text`, which is known to be a URL (`UrlBuf::parsed`):
    /// parsed under the widest options, which accept every text any
    /// options accept and give it the same tree. The failure path cannot
    /// be taken; it answers with a `Url` whose tree is the first scheme
    /// this text could be, read as far as it goes, rather than panicking.
    pub(crate) fn reparse(text: &'a str) -> Result<Url<'a>, ParseError> {
        parse_url(text, text, true)
    }
}

impl<'a> TryFrom<&'a str> for Url<'a> {
    type Error = ParseError;

    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        Url::parse(input)
    }
}

impl<'a> FragmentAddress<'a> {
    /// Parses `url [ # [ fragmentid ] ]`: the URL before the first `#`
    /// (which no URL holds), then the fragment identifier, if any.
    pub fn parse(input: &'a str) -> Result<FragmentAddress<'a>, ParseError> {
        FragmentAddress::parse_with(input, Options::new())
    }

    /// [`FragmentAddress::parse`] with [`Options`].
    pub fn parse_with(input: &'a str, options: Options) -> Result<FragmentAddress<'a>, ParseError> {
        if input.len() > options.max_len {
            return Err(ParseError::too_long(
                input,
                options.max_len,
                Production::Url,
            ));
        }
        let (text, hash) = match input.find('#') {
            Some(k) => (input.get(..k).unwrap_or(input), true),
            None => (input, false),
        };
        let url = parse_url(text, input, options.fold_scheme_case).map_err(|e| {
            let e = hints::refine(input, e);
            if e.found() == Some('#') {
                // The `#` is where it belongs here: no fragment hint.
                ParseError::new(input, e.offset(), e.expected(), e.within())
            } else {
                e
            }
        })?;
        let rest = Input::nested(input).split(text.len() + usize::from(hash)).0;
        let fragmentid = if rest.fragment().is_empty() {
            None
        } else {
            match generic::fragmentid(rest) {
                Ok((r, f)) if r.fragment().is_empty() => Some(f),
                Ok((r, f)) => {
                    return Err(hints::refine(
                        input,
                        trailing_error_of(input, Node::from(f), r.location_offset()),
                    ));
                }
                Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
                    return Err(hints::refine(
                        input,
                        e.into_parse_error(input, Production::Fragmentid),
                    ));
                }
                Err(nom::Err::Incomplete(_)) => None,
            }
        };
        Ok(FragmentAddress {
            url,
            hash,
            fragmentid,
            span: Span::new(input, 0),
        })
    }
}

/// Matches one production against the whole input and returns its tree.
///
/// ```
/// use rfc1738::rfc1630::{parse_production, Production};
/// // `afsaddress` is no `url` production, but it is a production:
/// let node = parse_production(Production::Afsaddress, "afs://transarc.com/public")?;
/// assert_eq!(node.children().len(), 2);
/// let err = parse_production(Production::Hostname, "3com.com").unwrap_err();
/// assert_eq!((err.expected(), err.offset()), (Production::Hostname, 0));
/// # Ok::<(), rfc1738::rfc1630::ParseError>(())
/// ```
pub fn parse_production(p: Production, input: &str) -> Result<Node<'_>, ParseError> {
    parse_production_with(p, input, Options::new())
}

/// [`parse_production`] with [`Options`]: `fold_scheme_case` applies to
/// the productions that start with a scheme name.
pub fn parse_production_with(
    p: Production,
    input: &str,
    options: Options,
) -> Result<Node<'_>, ParseError> {
    if input.len() > options.max_len {
        return Err(ParseError::too_long(input, options.max_len, p));
    }
    let result = production(p, Input::nested(input), options.fold_scheme_case);
    whole_input(input, p, result, hints::refine)
}

/// The combinators of production `p` over `i` (not required to reach
/// the end), their tree as a generic node; `fold` is the option
/// `fold_scheme_case`.
fn production(p: Production, i: Input<'_>, fold: bool) -> IResult<'_, Node<'_>> {
    use Production as P;
    let leaf = |parser: fn(Input<'_>) -> IResult<'_, Span<'_>>| {
        parser.map(move |s| Node::leaf(p, s)).parse(i)
    };
    fn node<'a, T: Into<Node<'a>>>(r: IResult<'a, T>) -> IResult<'a, Node<'a>> {
        r.map(|(rest, t)| (rest, t.into()))
    }
    match p {
        P::Prefixedurl => node(generic::prefixedurl_with(i, fold)),
        P::Url => node(generic::url_with(i, fold)),
        P::Scheme => node(generic::scheme(i)),
        P::Httpaddress => node(http::httpaddress_with(i, fold)),
        P::Ftpaddress => node(ftp::ftpaddress_with(i, fold)),
        P::Afsaddress => node(ftp::afsaddress_with(i, fold)),
        P::Newsaddress => node(news::newsaddress_with(i, fold)),
        P::Nntpaddress => node(nntp::nntpaddress_with(i, fold)),
        P::Midaddress => node(mid::midaddress_with(i, fold)),
        P::Cidaddress => node(mid::cidaddress_with(i, fold)),
        P::ContentIdentifier => node(mid::content_identifier(i)),
        P::AddrSpec => node(mid::addr_spec(i)),
        P::LocalPart => node(mid::local_part(i)),
        P::Domain => node(mid::domain(i)),
        P::SubDomain => node(mid::sub_domain(i)),
        P::DomainRef => node(mid::domain_ref(i)),
        P::Word => node(mid::word(i)),
        P::Atom => node(mid::atom(i)),
        P::QuotedString => node(mid::quoted_string(i)),
        P::Qtext => leaf(mid::qtext),
        P::Mailtoaddress => node(mailto::mailtoaddress_with(i, fold)),
        P::Waisaddress => node(wais::waisaddress_with(i, fold)),
        P::Waisindex => node(wais::waisindex_with(i, fold)),
        P::Waisdoc => node(wais::waisdoc_with(i, fold)),
        P::Wpath => node(wais::wpath(i)),
        P::Groupart => node(news::groupart(i)),
        P::Group => node(news::group(i)),
        P::Article => node(news::article(i)),
        P::Database => node(wais::database(i)),
        P::Wtype => node(wais::wtype(i)),
        P::Prosperoaddress => node(prospero::prosperoaddress_with(i, fold)),
        P::Prosperolink => node(prospero::prosperolink_with(i, fold)),
        P::Hsoname => node(prospero::hsoname(i)),
        P::Version => node(prospero::version(i)),
        P::Attributes => node(prospero::attributes(i)),
        P::Attribute => node(prospero::attribute(i)),
        P::Telnetaddress => node(telnet::telnetaddress_with(i, fold)),
        P::Gopheraddress => node(gopher::gopheraddress_with(i, fold)),
        P::Login => node(ip::login(i)),
        P::Hostport => node(ip::hostport(i)),
        P::Host => node(ip::host(i)),
        P::Ftptype => node(ftp::ftptype(i)),
        P::Formcode => node(ftp::formcode(i)),
        P::Cellname => node(ftp::cellname(i)),
        P::Hostname => node(ip::hostname(i)),
        P::Hostnumber => node(ip::hostnumber(i)),
        P::Port => node(ip::port(i)),
        P::Gcommand => node(gopher::gcommand(i)),
        P::Path => node(path::path(i)),
        P::Segment => node(path::segment(i)),
        P::Search => node(path::search(i)),
        P::User => node(ip::user(i)),
        P::Password => node(ip::password(i)),
        P::Fragmentid => node(generic::fragmentid(i)),
        P::Gtype => node(gopher::gtype(i)),
        P::Alphanum2 => leaf(ip::alphanum2),
        P::Xalpha => leaf(chars::xalpha),
        P::Xalphas => leaf(chars::xalphas),
        P::Xpalpha => leaf(chars::xpalpha),
        P::Xpalphas => leaf(chars::xpalphas),
        P::Ialpha => leaf(chars::ialpha),
        P::Alpha => leaf(chars::alpha),
        P::Digit => leaf(chars::digit),
        P::Safe => leaf(chars::safe),
        P::Extra => leaf(chars::extra),
        P::Reserved => leaf(chars::reserved),
        P::Escape => leaf(chars::escape),
        P::Hex => leaf(chars::hex),
        P::National => leaf(chars::national),
        P::Punctuation => leaf(chars::punctuation),
        P::Digits => leaf(chars::digits),
        P::Alphanum => leaf(chars::alphanum),
        P::Alphanums => leaf(chars::alphanums),
        P::Void => leaf(chars::void),
    }
}

/// The RFC 1630 grammar as tools see it ([`Grammar`](crate::syntax::Grammar)).
///
/// ```
/// use rfc1738::syntax::Grammar;
/// use rfc1738::rfc1630::{Options, Production, Rfc1630};
/// let (p, tree) = Rfc1630::parse("url:gopher://h/1", Options::new())?;
/// assert_eq!(p, Production::Prefixedurl);
/// assert_eq!(tree.as_str(), "url:gopher://h/1");
/// # Ok::<(), rfc1738::rfc1630::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc1630;

impl crate::syntax::Grammar for Rfc1630 {
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

/// What `Url::parse` answers without the combinators
/// (the fast path's grammar note): an input with no scheme of `url`
/// (`no_url`) and an `http:` URL (`fast::http`), tree or error. The
/// combinators answer the same, only slower, so these tests count how
/// often `Url::parse` hands an input to them (`combinators_ran`, called
/// by `parse_prefixed` and `parse_known` in test builds only) and hold
/// the fast path's answers to theirs.
#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::{Options, Url, fast, no_url, parse_production_with};
    use crate::rfc1630::generic;
    use crate::rfc1630::production::Production;
    use crate::syntax::class::head_word;

    thread_local! {
        static COMBINATORS: Cell<usize> = const { Cell::new(0) };
    }

    /// `Url::parse` handed an input to the combinators.
    pub(super) fn combinators_ran() {
        COMBINATORS.with(|c| c.set(c.get() + 1));
    }

    /// `Url::parse_with`, and whether the combinators ran for it.
    fn parse(input: &str, options: Options) -> (Result<Url<'_>, super::ParseError>, bool) {
        let before = COMBINATORS.with(Cell::get);
        let result = Url::parse_with(input, options);
        (result, COMBINATORS.with(Cell::get) != before)
    }

    /// What the combinators alone give for `input` (`url`, or
    /// `prefixedurl` for `url:`), as a tree or an error.
    fn combinators(input: &str, options: Options) -> Result<String, super::ParseError> {
        let p = if input
            .get(..4)
            .is_some_and(|h| h.eq_ignore_ascii_case("url:"))
        {
            Production::Prefixedurl
        } else {
            Production::Url
        };
        parse_production_with(p, input, options).map(|n| n.to_string())
    }

    fn both() -> [Options; 2] {
        [Options::new(), Options::new().fold_scheme_case(true)]
    }

    /// The rows of the tables of the fast path's grammar note: each shape of an `http:` URL that
    /// `fast::http` reads to the end, and each place where it stops, with
    /// inputs of it.
    const HTTP: &[(&str, &[&str])] = &[
        (
            "an httpaddress to the end",
            &[
                "http://h",
                "http://h.example.com/",
                "http://h:80/a/b?s+t",
                "http://1.2.3.4:8/",
                "http://h/a%41b",
                "http://h/a/",
                "http://h/?x",
                "http://h?x",
                "http://h%41/",
            ],
        ),
        (
            "`http:` not followed by `//`",
            &["http:", "http:h", "http:/h", "http:/"],
        ),
        (
            "a host name's malformed escape",
            &["http://h%g/", "http://h%4"],
        ),
        (
            "a host number that stops",
            &[
                "http://1.2/",
                "http://1.2.3./",
                "http://1./",
                "http://1.2.3",
            ],
        ),
        (
            "neither a letter nor a digit at the host",
            &["http://-h/", "http:///", "http://", "http://%41/"],
        ),
        (
            "`:` without digits",
            &["http://h:/", "http://h:", "http://1.2.3.4:x"],
        ),
        (
            "a malformed escape in the path, before its first empty segment",
            &["http://h/a%4", "http://h/a/%zz", "http://h:1/%"],
        ),
        (
            "`?` without an `xalpha`",
            &["http://h/a?", "http://h?", "http://h/?"],
        ),
        (
            "a malformed escape in the search",
            &["http://h/a?%zz", "http://h?a%4"],
        ),
        (
            "a match that stops short: after the search",
            &["http://h?a b", "http://h/a?b#c"],
        ),
        (
            "a match that stops short: after a segment",
            &["http://h/a b", "http://h/a#f", "http://h/a//b/%zz"],
        ),
        (
            "a match that stops short: after a void (empty or `/`-ended path)",
            &["http://h/ b", "http://h/a/ b", "http://h//a"],
        ),
        (
            "a match that stops short: after the port",
            &["http://h:80 ", "http://h:8#"],
        ),
        (
            "a match that stops short: after a host name",
            &["http://h ", "http://h.com#f", "http://h@i/"],
        ),
        (
            "a match that stops short: after a host number",
            &["http://1.2.3.4 ", "http://1.2.3.45#", "http://1.2.3.4.5/"],
        ),
    ];

    /// Inputs with no scheme of `url` (nor `url:`): `expected url at byte
    /// 0` and its hint, from `no_url`.
    const NO_URL: &[&str] = &[
        "",
        "/a/b",
        "#f",
        "?q",
        "a",
        "https://h/",
        "file:///etc",
        "httpx://h/",
        "ftpx:a",
        "afs:/x",
        "ur:",
        "urn:x",
        "<http://h/>",
        " http://h/",
        "%41",
        "\u{e9}t\u{e9}:",
        "1http://h/",
        "abcdefghijkl:x",
    ];

    /// Every http shape is answered by `Url::parse` without the
    /// combinators, in both scheme-case readings, with their answer; and
    /// `fast::http` itself gives it.
    #[test]
    fn http_shapes_are_answered_without_the_combinators() {
        let mut checked = 0;
        for &(shape, inputs) in HTTP {
            for &input in inputs {
                for (options, upper) in both().into_iter().zip([false, true]) {
                    let input = if upper {
                        format!("HtTp{}", input.get(4..).unwrap())
                    } else {
                        input.to_owned()
                    };
                    let (got, ran) = parse(&input, options);
                    assert!(!ran, "{shape}: the combinators ran for {input:?}");
                    let got = got.map(|u| u.node().to_string());
                    assert_eq!(got, combinators(&input, options), "{shape}: {input:?}");
                    let direct = fast::http(&input).map(|u| u.node().to_string());
                    assert_eq!(direct, got, "{shape}: {input:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 90, "{checked}");
    }

    /// Every input with no scheme of `url` is answered by `no_url`, with
    /// the combinators' error and hint.
    #[test]
    fn no_url_is_answered_without_the_combinators() {
        for &input in NO_URL {
            for options in both() {
                let (got, ran) = parse(input, options);
                assert!(!ran, "the combinators ran for {input:?}");
                let want = combinators(input, options);
                assert!(want.is_err(), "{input:?}");
                assert_eq!(got.map(|u| u.node().to_string()), want, "{input:?}");
                let w = head_word(input.as_bytes());
                let direct = no_url(input, w, generic::letters(w));
                assert_eq!(direct.map(|u| u.node().to_string()), want, "{input:?}");
            }
        }
        // Scheme names in upper case are no scheme of `url` unless the
        // case is folded; folded, they are, and the combinators or the
        // http path answer.
        let (_, ran) = parse("FTP://h/", Options::new());
        assert!(!ran);
        let (_, ran) = parse("FTP://h/", Options::new().fold_scheme_case(true));
        assert!(ran);
    }

    /// The rest goes to the combinators: `url:` and the other schemes.
    #[test]
    fn the_rest_goes_to_the_combinators() {
        for input in [
            "url:http://h/",
            "URL:http://h/",
            "ftp://h/",
            "news:a.b",
            "nntp://h/g/1",
            "mid:a@b",
            "cid:a@b",
            "mailto:a@b",
            "wais://h/d",
            "prospero://h/p",
            "telnet://h",
            "gopher://h/1",
        ] {
            let options = Options::new().fold_scheme_case(true);
            let (got, ran) = parse(input, options);
            assert!(ran, "{input:?}");
            assert_eq!(
                got.map(|u| u.node().to_string()),
                combinators(input, options),
                "{input:?}"
            );
        }
    }

    /// A production called from outside the grammar (on an `Input` of
    /// the caller's) answers as inside the grammar, but for a commitment,
    /// which reaches the caller as `nom::Err::Error`: the same node, rest
    /// and error; and read as the part of a larger text, every offset
    /// counts from that text's start. On every production, with and
    /// without `fold_scheme_case`, over the committed corpus sample's
    /// lines and their suffixes after each delimiter, and addresses of
    /// RFC 1630's own schemes.
    #[test]
    fn outside_the_grammar_a_production_commits_to_nothing_else() {
        use crate::syntax::{Input, outside};
        let extra = [
            "url:HTTP://h:80/a/b?q#f",
            "wais://h/db/t/p",
            "prospero://h/a;v=1",
            "mid:a.b@c.d/e",
            "cid:\"q\"@d",
            "gopher://h/1sel",
            "ftp://u:p@h/a%4",
            "afs://cell/a",
        ];
        outside::every_production(&extra, 50, |p: Production, text| {
            [false, true]
                .into_iter()
                .map(|fold| {
                    usize::from(outside::compare(
                        p,
                        text,
                        super::production(p, Input::new(text), fold),
                        super::production(p, Input::nested(text), fold),
                        super::production(p, Input::new_at(text, outside::AT), fold),
                    ))
                })
                .sum()
        });
    }
}
