//! RFC 1630, "BNF for specific URL schemes" (p. 24): the start symbols
//! `prefixedurl` and `url`, `scheme`, and `fragmentid` ("Fragment-id",
//! pp. 11-12), with [`Url`], the node of `url` that `Url::parse`
//! returns, and [`FragmentAddress`], the form `url # fragmentid` of the
//! generic BNF (p. 22).
//!
//! Decisions (dispatch without fallback, letters case-sensitive, `#`
//! outside the url): this module's grammar note.

use core::fmt;

use nom::Parser;

use super::chars;
use super::ftp::Ftpaddress;
use super::gopher::Gopheraddress;
use super::http::Httpaddress;
use super::mailto::Mailtoaddress;
use super::mid::{Cidaddress, Midaddress};
use super::news::Newsaddress;
use super::nntp::Nntpaddress;
use super::production::{IResult, Production};
use super::prospero::Prosperoaddress;
use super::telnet::Telnetaddress;
use super::wais::Waisaddress;
use super::{ftp, gopher, http, mailto, mid, news, nntp, prospero, telnet, wais};
use crate::syntax::class::{self, below, head_word};
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Error, Input, Span};

/// The address of a [`Url`]: one variant per alternative of `url`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UrlKind<'a> {
    /// `httpaddress`.
    Http(Httpaddress<'a>),
    /// `ftpaddress`.
    Ftp(Ftpaddress<'a>),
    /// `newsaddress`.
    News(Newsaddress<'a>),
    /// `nntpaddress`.
    Nntp(Nntpaddress<'a>),
    /// `prosperoaddress`.
    Prospero(Prosperoaddress<'a>),
    /// `telnetaddress`.
    Telnet(Telnetaddress<'a>),
    /// `gopheraddress`.
    Gopher(Gopheraddress<'a>),
    /// `waisaddress`.
    Wais(Waisaddress<'a>),
    /// `mailtoaddress`.
    Mailto(Mailtoaddress<'a>),
    /// `midaddress`.
    Mid(Midaddress<'a>),
    /// `cidaddress`.
    Cid(Cidaddress<'a>),
}

impl<'a> UrlKind<'a> {
    /// The address's production: `httpaddress`, ..., `cidaddress`.
    pub fn production(&self) -> Production {
        match self {
            UrlKind::Http(_) => Production::Httpaddress,
            UrlKind::Ftp(_) => Production::Ftpaddress,
            UrlKind::News(_) => Production::Newsaddress,
            UrlKind::Nntp(_) => Production::Nntpaddress,
            UrlKind::Prospero(_) => Production::Prosperoaddress,
            UrlKind::Telnet(_) => Production::Telnetaddress,
            UrlKind::Gopher(_) => Production::Gopheraddress,
            UrlKind::Wais(_) => Production::Waisaddress,
            UrlKind::Mailto(_) => Production::Mailtoaddress,
            UrlKind::Mid(_) => Production::Midaddress,
            UrlKind::Cid(_) => Production::Cidaddress,
        }
    }

    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            UrlKind::Http(x) => x.span(),
            UrlKind::Ftp(x) => x.span(),
            UrlKind::News(x) => x.span(),
            UrlKind::Nntp(x) => x.span(),
            UrlKind::Prospero(x) => x.span(),
            UrlKind::Telnet(x) => x.span(),
            UrlKind::Gopher(x) => x.span(),
            UrlKind::Wais(x) => x.span(),
            UrlKind::Mailto(x) => x.span(),
            UrlKind::Mid(x) => x.span(),
            UrlKind::Cid(x) => x.span(),
        }
    }
}

/// An RFC 1630 URL: the node of `url`, or of `prefixedurl` when the
/// input starts with `url:` (the RFC's two start symbols: "The current
/// IETF URI Working Group preference is for the prefixedurl production.
/// (Nov 1993. July 93: url)").
///
/// It borrows the input and holds the typed tree. `Display` writes the
/// input unchanged.
///
/// ```
/// use rfc1738::rfc1630::{Production, Url};
/// let url = Url::parse("http://info.cern.ch:8000/imaginary/test")?;
/// assert_eq!(url.production(), Production::Httpaddress);
/// let http = url.as_http().unwrap();
/// assert_eq!(http.hostport().port().unwrap().as_str(), "8000");
/// assert_eq!(url.to_string(), "http://info.cern.ch:8000/imaginary/test");
/// assert_eq!(Url::parse("url:news:comp.infosystems")?.production(), Production::Prefixedurl);
/// # Ok::<(), rfc1738::rfc1630::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Url<'a> {
    pub(crate) kind: UrlKind<'a>,
    /// The whole URL, `url:` included when there is one.
    pub(crate) span: Span<'a>,
}

impl fmt::Debug for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Url")
            .field("kind", &self.kind)
            .field("span", &self.span)
            .finish()
    }
}

impl<'a> Url<'a> {
    /// The `url` over its address (no prefix).
    pub(crate) fn from_kind(kind: UrlKind<'a>) -> Self {
        Url {
            kind,
            span: kind.span(),
        }
    }

    /// Whether the URL is written `url:` then the URL (`prefixedurl`).
    pub fn is_prefixed(&self) -> bool {
        self.span.start() < self.kind.span().start()
    }

    /// The production the input matched: `prefixedurl` when it starts
    /// with `url:`, else the address's (`httpaddress`, ...,
    /// `cidaddress`).
    pub fn production(&self) -> Production {
        if self.is_prefixed() {
            Production::Prefixedurl
        } else {
            self.kind.production()
        }
    }

    /// The address's production, `url:` or not (`httpaddress`, ...).
    pub fn address_production(&self) -> Production {
        self.kind.production()
    }

    /// The `url` without its `url:` prefix, if it has one.
    pub fn unprefixed(&self) -> Url<'a> {
        Url::from_kind(self.kind)
    }

    /// The input, byte for byte.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The whole URL as a span (from byte 0).
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The scheme name as written (`http`, `mid`; without `url:`).
    pub fn scheme(&self) -> &'a str {
        let s = self.kind.span().as_str();
        s.split_once(':').map_or(s, |(scheme, _)| scheme)
    }

    /// The typed address.
    pub fn kind(&self) -> UrlKind<'a> {
        self.kind
    }

    /// The `httpaddress`, if this is one.
    pub fn as_http(&self) -> Option<Httpaddress<'a>> {
        match self.kind {
            UrlKind::Http(x) => Some(x),
            _ => None,
        }
    }
    /// The `ftpaddress`, if this is one.
    pub fn as_ftp(&self) -> Option<Ftpaddress<'a>> {
        match self.kind {
            UrlKind::Ftp(x) => Some(x),
            _ => None,
        }
    }
    /// The `newsaddress`, if this is one.
    pub fn as_news(&self) -> Option<Newsaddress<'a>> {
        match self.kind {
            UrlKind::News(x) => Some(x),
            _ => None,
        }
    }
    /// The `nntpaddress`, if this is one.
    pub fn as_nntp(&self) -> Option<Nntpaddress<'a>> {
        match self.kind {
            UrlKind::Nntp(x) => Some(x),
            _ => None,
        }
    }
    /// The `prosperoaddress`, if this is one.
    pub fn as_prospero(&self) -> Option<Prosperoaddress<'a>> {
        match self.kind {
            UrlKind::Prospero(x) => Some(x),
            _ => None,
        }
    }
    /// The `telnetaddress`, if this is one.
    pub fn as_telnet(&self) -> Option<Telnetaddress<'a>> {
        match self.kind {
            UrlKind::Telnet(x) => Some(x),
            _ => None,
        }
    }
    /// The `gopheraddress`, if this is one.
    pub fn as_gopher(&self) -> Option<Gopheraddress<'a>> {
        match self.kind {
            UrlKind::Gopher(x) => Some(x),
            _ => None,
        }
    }
    /// The `waisaddress`, if this is one.
    pub fn as_wais(&self) -> Option<Waisaddress<'a>> {
        match self.kind {
            UrlKind::Wais(x) => Some(x),
            _ => None,
        }
    }
    /// The `mailtoaddress`, if this is one.
    pub fn as_mailto(&self) -> Option<Mailtoaddress<'a>> {
        match self.kind {
            UrlKind::Mailto(x) => Some(x),
            _ => None,
        }
    }
    /// The `midaddress`, if this is one.
    pub fn as_mid(&self) -> Option<Midaddress<'a>> {
        match self.kind {
            UrlKind::Mid(x) => Some(x),
            _ => None,
        }
    }
    /// The `cidaddress`, if this is one.
    pub fn as_cid(&self) -> Option<Cidaddress<'a>> {
        match self.kind {
            UrlKind::Cid(x) => Some(x),
            _ => None,
        }
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
    /// The input, byte for byte.
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

/// The node of `prefixedurl`: `url:` and a `url`.
///
/// ```bnf
/// prefixedurl            u r l : url
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prefixedurl<'a> {
    pub(crate) url: Url<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Prefixedurl<'a> {
    /// The `url` after `url:`.
    pub fn url(&self) -> Url<'a> {
        self.url
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The whole as a [`Url`] whose production is `prefixedurl`.
    pub fn as_url(&self) -> Url<'a> {
        Url {
            kind: self.url.kind,
            span: self.span,
        }
    }
}

/// ```bnf
/// prefixedurl            u r l : url
/// ```
///
/// `url:` in lower case (the scheme-case option folds it too); `url:url:`
/// is no URL (`url` has no `url:` alternative).
pub fn prefixedurl(i: Input) -> IResult<Prefixedurl> {
    crate::syntax::enter(i, |i| prefixedurl_with(i, false))
}

/// [`prefixedurl`], the letters of `url:` and of the scheme in any case
/// when `fold`.
pub(crate) fn prefixedurl_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Prefixedurl<'a>> {
    named!(
        "prefixedurl",
        move |i: Input<'a>| -> IResult<'a, Prefixedurl<'a>> {
            let (rest, _) = class::literal(i, "url:", fold)?;
            let (rest, url) = url_with(rest, fold)?;
            let span = Span::between(i, rest);
            Ok((rest, Prefixedurl { url, span }))
        }
    )
    .parse(i)
}

/// The schemes of `url`'s alternatives, in the RFC's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Known {
    Http,
    Ftp,
    News,
    Nntp,
    Prospero,
    Telnet,
    Gopher,
    Wais,
    Mailto,
    Mid,
    Cid,
}

impl Known {
    /// Every scheme of `url` with its name (the tests' reference for
    /// the word comparisons of [`scheme_of_word`]).
    #[cfg(test)]
    pub(crate) const ALL: &'static [(&'static str, Known)] = &[
        ("http", Known::Http),
        ("ftp", Known::Ftp),
        ("news", Known::News),
        ("nntp", Known::Nntp),
        ("prospero", Known::Prospero),
        ("telnet", Known::Telnet),
        ("gopher", Known::Gopher),
        ("wais", Known::Wais),
        ("mailto", Known::Mailto),
        ("mid", Known::Mid),
        ("cid", Known::Cid),
    ];
}

/// The scheme of `url` that `bytes` start with (its name, then `:`), in
/// lower case or, when `fold`, in any case.
///
/// The letters at the start are found eight bytes at once
/// ([`letters`]): most inputs that are no URL here stop at their first
/// byte, most others at a byte past a short name.
#[inline(always)]
pub(crate) fn known_scheme(bytes: &[u8], fold: bool) -> Option<Known> {
    let w = head_word(bytes);
    known_scheme_in(bytes, w, letters(w), fold)
}

/// [`known_scheme`] with the first eight bytes read as the word `w`
/// ([`head_word`]) and the letters counted (`n`, [`letters`]): the name
/// is the `n` letters (the longest, "prospero", has 8), then `:`. No
/// branch on the first byte: half the inputs of a list of relative
/// references start with a letter, and a branch on it would be
/// mispredicted as often.
#[inline(always)]
pub(crate) fn known_scheme_in(bytes: &[u8], w: u64, n: usize, fold: bool) -> Option<Known> {
    if bytes.get(n) != Some(&b':') {
        return None;
    }
    // Setting 0x20 in a letter's byte lower-cases it.
    let keep = below(n);
    let name = if fold {
        (w | 0x2020_2020_2020_2020) & keep
    } else {
        w & keep
    };
    scheme_of_word(name)
}

pub(crate) use crate::syntax::class::word;

/// The scheme of `url` whose name, in lower case, is the word `name`
/// (zeros past its end): one comparison of words per name, no
/// byte-string comparisons.
#[inline(always)]
pub(crate) fn scheme_of_word(name: u64) -> Option<Known> {
    const HTTP: u64 = word(b"http");
    const FTP: u64 = word(b"ftp");
    const NEWS: u64 = word(b"news");
    const NNTP: u64 = word(b"nntp");
    const PROSPERO: u64 = word(b"prospero");
    const TELNET: u64 = word(b"telnet");
    const GOPHER: u64 = word(b"gopher");
    const WAIS: u64 = word(b"wais");
    const MAILTO: u64 = word(b"mailto");
    const MID: u64 = word(b"mid");
    const CID: u64 = word(b"cid");
    Some(match name {
        HTTP => Known::Http,
        FTP => Known::Ftp,
        NEWS => Known::News,
        NNTP => Known::Nntp,
        PROSPERO => Known::Prospero,
        TELNET => Known::Telnet,
        GOPHER => Known::Gopher,
        WAIS => Known::Wais,
        MAILTO => Known::Mailto,
        MID => Known::Mid,
        CID => Known::Cid,
        _ => return None,
    })
}

/// How many of the bytes of the little-endian word `w`, from its first,
/// are ASCII letters (0 to 8). Each byte at once, with no carry between
/// bytes: with 0x20 set and the top bit cleared, a byte is a letter iff
/// it is in `a..=z` (`0x61..=0x7a`) and its top bit was clear; adding
/// 0x1f sets the top bit iff the byte is at least 0x61, adding 0x05 iff
/// it is at least 0x7b (neither sum leaves the byte).
#[inline(always)]
pub(crate) fn letters(w: u64) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let low = (w | 0x2020_2020_2020_2020) & !HIGH;
    let from_a = low + 0x1f1f_1f1f_1f1f_1f1f;
    let past_z = low + 0x0505_0505_0505_0505;
    let letter = from_a & !past_z & !w & HIGH;
    (!letter & HIGH).trailing_zeros() as usize / 8
}

/// ```bnf
/// url                    httpaddress | ftpaddress | newsaddress |
///                        nntpaddress | prosperoaddress | telnetaddress
///                        | gopheraddress | waisaddress |
///                        mailtoaddress  | midaddress | cidaddress
/// ```
///
/// Dispatched on the scheme name: the eleven alternatives start with
/// eleven different literals, so at most one can match, and a URL of one
/// of these schemes must match that scheme's production. There is no
/// generic fallback (RFC 1630 has no `otherurl`): `file:`, `https:`,
/// `afs:` are no URLs here. Letters are case-sensitive, as the BNF
/// spells them; `Options::fold_scheme_case` folds the scheme's.
pub fn url(i: Input) -> IResult<Url> {
    crate::syntax::enter(i, |i| url_with(i, false))
}

/// [`url`], the scheme's letters in any case when `fold`.
pub(crate) fn url_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Url<'a>> {
    url_known(i, fold, known_scheme(i.as_bytes(), fold))
}

/// [`url_with`] for an input whose scheme the caller has read already
/// (`known_scheme(i.as_bytes(), fold)`).
#[inline]
pub(crate) fn url_known<'a>(
    i: Input<'a>,
    fold: bool,
    known: Option<Known>,
) -> IResult<'a, Url<'a>> {
    named!("url", move |i: Input<'a>| -> IResult<'a, Url<'a>> {
        let kind = |r: IResult<'a, UrlKind<'a>>| r.map(|(rest, k)| (rest, Url::from_kind(k)));
        match known {
            Some(Known::Http) => {
                kind(http::httpaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Http(x))))
            }
            Some(Known::Ftp) => {
                kind(ftp::ftpaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Ftp(x))))
            }
            Some(Known::News) => {
                kind(news::newsaddress_with(i, fold).map(|(r, x)| (r, UrlKind::News(x))))
            }
            Some(Known::Nntp) => {
                kind(nntp::nntpaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Nntp(x))))
            }
            Some(Known::Prospero) => kind(
                prospero::prosperoaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Prospero(x))),
            ),
            Some(Known::Telnet) => {
                kind(telnet::telnetaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Telnet(x))))
            }
            Some(Known::Gopher) => {
                kind(gopher::gopheraddress_with(i, fold).map(|(r, x)| (r, UrlKind::Gopher(x))))
            }
            Some(Known::Wais) => {
                kind(wais::waisaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Wais(x))))
            }
            Some(Known::Mailto) => {
                kind(mailto::mailtoaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Mailto(x))))
            }
            Some(Known::Mid) => {
                kind(mid::midaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Mid(x))))
            }
            Some(Known::Cid) => {
                kind(mid::cidaddress_with(i, fold).map(|(r, x)| (r, UrlKind::Cid(x))))
            }
            None => Err(nom::Err::Error(Error::at(i.location_offset()))),
        }
    })
    .parse(i)
}

leaf! {
    /// The node of `scheme`: an `ialpha`.
    ///
    /// ```bnf
    /// scheme                 ialpha
    /// ```
    Scheme
}

/// ```bnf
/// scheme                 ialpha
/// ```
///
/// Used by no production of this section (each address writes its
/// scheme as a literal). As a production it is an `ialpha`: a letter,
/// then `xalpha`s, so it stops at the first `:`.
pub fn scheme(i: Input) -> IResult<Scheme> {
    crate::syntax::enter(i, |i| {
        named!("scheme", chars::ialpha).map(Scheme::new).parse(i)
    })
}

leaf! {
    /// The node of `fragmentid`.
    ///
    /// ```bnf
    /// fragmentid             xalphas
    /// ```
    Fragmentid
}

/// ```bnf
/// fragmentid             xalphas
/// ```
///
/// Used by no production of this section: it belongs to the generic
/// BNF's `fragmentaddress uri [ # fragmentid ]` (p. 22), which
/// [`FragmentAddress`] reads.
pub fn fragmentid(i: Input) -> IResult<Fragmentid> {
    crate::syntax::enter(i, |i| {
        named!("fragmentid", |i| class::plus(i, &super::classes::XALPHA))
            .map(Fragmentid::new)
            .parse(i)
    })
}

/// A URL followed by a fragment identifier: the generic BNF's
/// `fragmentaddress uri [ # fragmentid ]` (p. 22), with `uri` read as this
/// section's `url` or `prefixedurl`. "The fragment-id follows the URL of
/// the whole object from which it is separated by a hash sign (#). If the
/// fragment-id is void, the hash sign may be omitted" (p. 12), so the `#`
/// and the fragment identifier are both optional.
///
/// [`Url::parse`] rejects `url#frag` at the `#`: a fragment is no part of
/// the URL. [`FragmentAddress::parse`] reads both.
///
/// ```
/// use rfc1738::rfc1630::FragmentAddress;
/// let f = FragmentAddress::parse("http://www.myu.edu/org/admin/people#andy")?;
/// assert_eq!(f.url().as_str(), "http://www.myu.edu/org/admin/people");
/// assert_eq!(f.fragmentid().unwrap().as_str(), "andy");
/// assert!(FragmentAddress::parse("http://h/#")?.fragmentid().is_none());
/// # Ok::<(), rfc1738::rfc1630::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FragmentAddress<'a> {
    pub(crate) url: Url<'a>,
    pub(crate) hash: bool,
    pub(crate) fragmentid: Option<Fragmentid<'a>>,
    pub(crate) span: Span<'a>,
}

impl<'a> FragmentAddress<'a> {
    /// The URL before the `#`.
    pub fn url(&self) -> Url<'a> {
        self.url
    }
    /// Whether a `#` follows the URL.
    pub fn has_hash(&self) -> bool {
        self.hash
    }
    /// The fragment identifier after the `#`; `None` when it is void.
    pub fn fragmentid(&self) -> Option<Fragmentid<'a>> {
        self.fragmentid
    }
    /// The whole input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The input, byte for byte.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }
}

impl fmt::Display for FragmentAddress<'_> {
    /// Writes the input, unchanged.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::{Known, known_scheme, letters};

    /// `known_scheme` as it was written first, byte by byte: the
    /// definition the word-at-a-time reading is held to.
    fn bytewise(bytes: &[u8], fold: bool) -> Option<Known> {
        let n = bytes
            .iter()
            .take(8)
            .take_while(|b| b.is_ascii_alphabetic())
            .count();
        if bytes.get(n) != Some(&b':') {
            return None;
        }
        let name = bytes.get(..n)?;
        Known::ALL
            .iter()
            .find(|(k, _)| {
                if fold {
                    k.as_bytes().eq_ignore_ascii_case(name)
                } else {
                    k.as_bytes() == name
                }
            })
            .map(|&(_, k)| k)
    }

    #[test]
    fn letters_is_the_bytewise_count_for_every_byte_in_every_lane() {
        for lane in 0..8 {
            for b in 0..=255u8 {
                let mut bytes = *b"abcdefgh";
                bytes[lane] = b;
                let want = bytes.iter().take_while(|c| c.is_ascii_alphabetic()).count();
                assert_eq!(letters(u64::from_le_bytes(bytes)), want, "{bytes:?}");
            }
        }
        assert_eq!(letters(0), 0);
    }

    #[test]
    fn known_scheme_is_the_bytewise_reading() {
        let mut inputs: Vec<Vec<u8>> = vec![Vec::new()];
        let names = Known::ALL.iter().map(|(n, _)| *n).chain([
            "url",
            "afs",
            "https",
            "prosperox",
            "prosper",
            "h",
            "mi",
            "MID",
            "HtTp",
            "a1",
            "",
        ]);
        for name in names {
            for variant in [name.to_owned(), name.to_ascii_uppercase()] {
                for tail in [
                    "", ":", "://h", ":x", "x:", "1:", " :", ";", "::", ":\u{e9}", "\u{e9}",
                ] {
                    inputs.push(format!("{variant}{tail}").into_bytes());
                }
            }
        }
        // Every byte in every place of a short name and around its ":".
        for k in 0..10 {
            for b in 0..=255u8 {
                let mut v = b"gopher:/h".to_vec();
                if k < v.len() {
                    v[k] = b;
                } else {
                    v.push(b);
                }
                inputs.push(v);
            }
        }
        for input in &inputs {
            for fold in [false, true] {
                assert_eq!(
                    known_scheme(input, fold),
                    bytewise(input, fold),
                    "{:?} fold {fold}",
                    String::from_utf8_lossy(input)
                );
            }
        }
    }
}
