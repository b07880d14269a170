//! The differences between the grammars' readings of one input: the
//! [`Kind`]s, what each grammar makes of the bytes ([`Reading`]), and how
//! each is found from the grammars' own results and class tables (the
//! comparison's grammar note).

use std::borrow::Cow;
use std::fmt;
use std::sync::LazyLock;

use super::{GrammarId, Report, grammars};
use crate::rfc2396;
use crate::rfc3986;
use crate::rfc3987;
use crate::syntax::{Component, Components, Span};

/// The three families of difference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    /// A character that one grammar's classes admit as itself and
    /// another's do not.
    Character,
    /// A structure one grammar has and another lacks.
    Structure,
    /// A part that grammars which accept the input read differently.
    Reading,
}

/// What a [`Difference`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Kind {
    /// A character that one grammar admits as itself and another does
    /// not (from the grammars' class tables: RFC 1738's `xchar`, RFC
    /// 1630's `xalpha` and `reserved`, RFC 2396's `uric`, RFC 3986's
    /// `unreserved` and `reserved`).
    Character(char),
    /// A character outside US-ASCII that RFC 3987 writes as itself (a
    /// `ucschar`, or an `iprivate` in the query, RFC 3987 §2.2) and
    /// every URI and URL grammar writes as the percent-encoded octets of
    /// its UTF-8 (RFC 3986 §2.5, RFC 3987 §3.1): the input is an IRI.
    /// Found once per input, at the first such character.
    NonAscii,
    /// A fragment after `#`: RFC 2396's and RFC 3986's URI reference has
    /// one (RFC 2396 §4.1, RFC 3986 §3.5), RFC 1738's and RFC 1630's URL
    /// does not.
    Fragment,
    /// An IPv6 literal in brackets as the host (RFC 2732 §3, RFC 3986
    /// §3.2.2).
    Ipv6Literal,
    /// An `IPvFuture` literal in brackets as the host (`[v1.x]`): RFC
    /// 3986 §3.2.2's address of a version not yet defined, which RFC
    /// 2732 and the URL grammars do not have.
    IpvFuture,
    /// A user name (or password) in an http URL: RFC 2396's server and
    /// RFC 3986's authority have one for every scheme, RFC 1738's and RFC 1630's http has none.
    UserInHttp,
    /// The `url:` prefix: RFC 1630's `prefixedurl`; a scheme named `url`
    /// for RFC 1738 (its BNF, with a warning that the Appendix's prefix is
    /// no part of a URL) and RFC 2396.
    UrlPrefix,
    /// An empty port after `host:`: RFC 2396's `*digit` and RFC 3986's
    /// `*DIGIT`, no port in RFC 1738 and RFC 1630 (`digits`).
    EmptyPort,
    /// A host name ending in `.`: RFC 2396's optional trailing dot.
    TrailingDot,
    /// A scheme name that begins with a digit: RFC 1738 allows it.
    SchemeStartsWithDigit,
    /// A scheme that one grammar gives a production of its own and
    /// another reads in its generic syntax, or not at all (RFC 1630 has
    /// no generic form).
    SchemeSyntax,
    /// An upper-case letter in the scheme name of a scheme that RFC 1630
    /// spells in lower case.
    SchemeCase,
    /// A reference without a scheme: RFC 2396's `relativeURI` (or an
    /// empty or fragment-only reference), RFC 3986's `relative-ref`; the
    /// URL grammars have none.
    RelativeReference,
    /// The `/` after the host: no part of RFC 1738's (and RFC 1630's)
    /// path, the first byte of RFC 2396's `abs_path` and RFC 3986's
    /// `path-abempty`.
    PathSlash,
    /// `;type=` after an ftp path: the transfer type of RFC 1738 and RFC
    /// 1630, a segment parameter for RFC 2396.
    FtpTypecode,
    /// A gopher path: type, selector and search for RFC 1738 (type and
    /// command for RFC 1630), one path of segments for RFC 2396.
    GopherSelector,
    /// A `?` that is data in RFC 1738's path of the scheme and starts
    /// RFC 2396's query.
    QueryInPath,
    /// A `+` in a search: a word separator for RFC 1630, data for RFC
    /// 1738, a reserved character of the query for RFC 2396.
    SearchWords,
    /// A part that the grammars accepting the input delimit differently,
    /// where no kind above says why.
    Component(Component),
}

impl Kind {
    /// The family of the difference.
    pub fn category(&self) -> Category {
        match self {
            Kind::Character(_) | Kind::NonAscii => Category::Character,
            Kind::Fragment
            | Kind::Ipv6Literal
            | Kind::IpvFuture
            | Kind::UserInHttp
            | Kind::UrlPrefix
            | Kind::EmptyPort
            | Kind::TrailingDot
            | Kind::SchemeStartsWithDigit
            | Kind::SchemeSyntax
            | Kind::SchemeCase
            | Kind::RelativeReference => Category::Structure,
            Kind::PathSlash
            | Kind::FtpTypecode
            | Kind::GopherSelector
            | Kind::QueryInPath
            | Kind::SearchWords
            | Kind::Component(_) => Category::Reading,
        }
    }

    /// The kind's name, in lower case with `_` (as the command-line
    /// tool's JSON gives it): `character`, `fragment`, `ipv6_literal`,
    /// ..., `component`.
    pub fn name(&self) -> &'static str {
        match self {
            Kind::Character(_) => "character",
            Kind::NonAscii => "non_ascii",
            Kind::Fragment => "fragment",
            Kind::Ipv6Literal => "ipv6_literal",
            Kind::IpvFuture => "ipv_future",
            Kind::UserInHttp => "user_in_http",
            Kind::UrlPrefix => "url_prefix",
            Kind::EmptyPort => "empty_port",
            Kind::TrailingDot => "trailing_dot",
            Kind::SchemeStartsWithDigit => "scheme_starts_with_digit",
            Kind::SchemeSyntax => "scheme_syntax",
            Kind::SchemeCase => "scheme_case",
            Kind::RelativeReference => "relative_reference",
            Kind::PathSlash => "path_slash",
            Kind::FtpTypecode => "ftp_typecode",
            Kind::GopherSelector => "gopher_selector",
            Kind::QueryInPath => "query_in_path",
            Kind::SearchWords => "search_words",
            Kind::Component(_) => "component",
        }
    }
}

impl fmt::Display for Kind {
    /// The difference in a few words: "`~`: admitted by some grammars
    /// only", "a fragment", ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Character(_) => {
                f.write_str("a character some grammars admit as itself and others do not")
            }
            Kind::NonAscii => {
                f.write_str("a character outside US-ASCII, written as itself in an IRI")
            }
            Kind::Fragment => f.write_str("a fragment"),
            Kind::Ipv6Literal => f.write_str("an IPv6 literal host"),
            Kind::IpvFuture => f.write_str("an IPvFuture literal host"),
            Kind::UserInHttp => f.write_str("a user name in an http URL"),
            Kind::UrlPrefix => f.write_str("the `url:` prefix"),
            Kind::EmptyPort => f.write_str("an empty port"),
            Kind::TrailingDot => f.write_str("a host name ending in a dot"),
            Kind::SchemeStartsWithDigit => f.write_str("a scheme name beginning with a digit"),
            Kind::SchemeSyntax => f.write_str("a scheme some grammars define and others do not"),
            Kind::SchemeCase => f.write_str("a scheme name in capitals"),
            Kind::RelativeReference => f.write_str("a reference without a scheme"),
            Kind::PathSlash => f.write_str("the `/` after the host: in the path or not"),
            Kind::FtpTypecode => f.write_str("`;type=`: an FTP type code or a segment parameter"),
            Kind::GopherSelector => f.write_str("a gopher selector or a path"),
            Kind::QueryInPath => f.write_str("`?`: data in the path or the start of a query"),
            Kind::SearchWords => f.write_str("`+` in a search: a word separator or data"),
            Kind::Component(c) => write!(f, "the {c}, delimited differently"),
        }
    }
}

/// What one grammar makes of the bytes of a [`Difference`], and the
/// section that says so.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reading {
    /// The grammar.
    pub grammar: GrammarId,
    /// What it makes of the bytes, in a few words.
    pub what: Cow<'static, str>,
    /// The RFC and section (`"RFC 1738 §2.2"`; RFC 1630 has no numbered
    /// sections: its heading, `"RFC 1630 FTP"`).
    pub section: Cow<'static, str>,
}

impl fmt::Display for Reading {
    /// `what (section)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.what, self.section)
    }
}

/// One place where the grammars part ways: what it is, the bytes it is
/// about, and what each grammar makes of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Difference<'a> {
    /// What the difference is.
    pub kind: Kind,
    /// The bytes of the input it is about (for a character, its first
    /// occurrence; the kind is reported once).
    pub span: Span<'a>,
    /// What each grammar makes of them, in the order of
    /// [`GrammarId::ALL`].
    pub readings: [Reading; GrammarId::ALL.len()],
}

impl Difference<'_> {
    /// The reading of `grammar`.
    pub fn reading(&self, grammar: GrammarId) -> &Reading {
        pick(&self.readings, grammar)
    }
}

/// The item of `grammar` in an array in the order of [`GrammarId::ALL`].
fn pick<T>(items: &[T; GrammarId::ALL.len()], grammar: GrammarId) -> &T {
    let [a, b, c, d, e] = items;
    match grammar {
        GrammarId::Rfc1738 => a,
        GrammarId::Rfc1630 => b,
        GrammarId::Rfc2396 => c,
        GrammarId::Rfc3986 => d,
        GrammarId::Rfc3987 => e,
    }
}

/// Where the differences found go: the whole [`Difference`]s, or only
/// their kinds ([`Kinds`]), whose readings are then never built.
pub(super) trait Sink<'a> {
    /// A difference of `kind` about `span`, with the readings `readings`
    /// makes.
    fn push(
        &mut self,
        kind: Kind,
        span: Span<'a>,
        readings: impl FnOnce() -> [Reading; GrammarId::ALL.len()],
    );
}

impl<'a> Sink<'a> for Vec<Difference<'a>> {
    fn push(
        &mut self,
        kind: Kind,
        span: Span<'a>,
        readings: impl FnOnce() -> [Reading; GrammarId::ALL.len()],
    ) {
        Vec::push(
            self,
            Difference {
                kind,
                span,
                readings: readings(),
            },
        );
    }
}

impl<'a> Sink<'a> for Kinds {
    fn push(
        &mut self,
        kind: Kind,
        _: Span<'a>,
        _: impl FnOnce() -> [Reading; GrammarId::ALL.len()],
    ) {
        self.insert(kind);
    }
}

/// Every difference of the report, in the order of the input.
pub(super) fn find<'a>(report: &Report<'a>) -> Vec<Difference<'a>> {
    let mut out = Vec::new();
    find_into(report, &mut out);
    out.sort_by_key(|d| (d.span.start(), d.span.end(), d.kind));
    out
}

/// Every difference of the report, into `out` (in the order found).
pub(super) fn find_into<'a>(report: &Report<'a>, out: &mut impl Sink<'a>) {
    let uri = report.rfc2396().as_ref().ok();
    let uri3986 = report.rfc3986().as_ref().ok();
    let authority = uri.and_then(|u| u.authority());
    let facts = Facts {
        report,
        uri,
        uri3986,
        has_authority: authority.is_some() || uri3986.is_some_and(|u| u.authority().is_some()),
        server: authority.and_then(|a| a.server()),
        prefixed: report
            .input()
            .get(..4)
            .is_some_and(|p| p.eq_ignore_ascii_case("url:")),
    };
    characters(report, out);
    non_ascii(report, out);
    structures(&facts, out);
    readings(&facts, out);
}

/// The unit kinds, in the order of [`Kind`] (a bit each in [`Kinds`]).
const UNITS: [Kind; 17] = [
    Kind::NonAscii,
    Kind::Fragment,
    Kind::Ipv6Literal,
    Kind::IpvFuture,
    Kind::UserInHttp,
    Kind::UrlPrefix,
    Kind::EmptyPort,
    Kind::TrailingDot,
    Kind::SchemeStartsWithDigit,
    Kind::SchemeSyntax,
    Kind::SchemeCase,
    Kind::RelativeReference,
    Kind::PathSlash,
    Kind::FtpTypecode,
    Kind::GopherSelector,
    Kind::QueryInPath,
    Kind::SearchWords,
];

/// The place of a kind without a value in [`UNITS`] (a match, so that a
/// new kind is not forgotten).
fn unit(kind: Kind) -> Option<usize> {
    Some(match kind {
        Kind::Character(_) | Kind::Component(_) => return None,
        Kind::NonAscii => 0,
        Kind::Fragment => 1,
        Kind::Ipv6Literal => 2,
        Kind::IpvFuture => 3,
        Kind::UserInHttp => 4,
        Kind::UrlPrefix => 5,
        Kind::EmptyPort => 6,
        Kind::TrailingDot => 7,
        Kind::SchemeStartsWithDigit => 8,
        Kind::SchemeSyntax => 9,
        Kind::SchemeCase => 10,
        Kind::RelativeReference => 11,
        Kind::PathSlash => 12,
        Kind::FtpTypecode => 13,
        Kind::GopherSelector => 14,
        Kind::QueryInPath => 15,
        Kind::SearchWords => 16,
    })
}

/// A set of [`Kind`]s, without allocation: a bit for each ASCII
/// character, each kind without a value, and each component.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Kinds {
    characters: u128,
    units: u32,
    components: u16,
}

impl Kinds {
    /// Adds `kind`. Every [`Kind::Character`] the comparison finds is
    /// ASCII (every byte over 127 is in no class of any grammar).
    pub fn insert(&mut self, kind: Kind) {
        match kind {
            Kind::Character(c) => {
                self.characters |= 1u128.checked_shl(u32::from(c)).unwrap_or(0);
            }
            Kind::Component(c) => self.components |= 1 << (c as u16),
            k => {
                if let Some(i) = unit(k) {
                    self.units |= 1 << i;
                }
            }
        }
    }

    /// Whether the set holds `kind`.
    pub fn contains(&self, kind: Kind) -> bool {
        let mut one = Kinds::default();
        one.insert(kind);
        one != Kinds::default()
            && (self.characters & one.characters) == one.characters
            && (self.units & one.units) == one.units
            && (self.components & one.components) == one.components
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        *self == Kinds::default()
    }

    /// The kinds in the set, in the order of [`Kind`].
    pub fn iter(&self) -> impl Iterator<Item = Kind> + '_ {
        let characters = bits(self.characters).map(|b| Kind::Character(char::from(b)));
        let units = bits(u128::from(self.units)).filter_map(|i| UNITS.get(usize::from(i)).copied());
        let components = bits(u128::from(self.components)).filter_map(|i| {
            Component::ALL
                .get(usize::from(i))
                .map(|&c| Kind::Component(c))
        });
        characters.chain(units).chain(components)
    }
}

/// The places of the bits set in `set`, the lowest first (one step a
/// bit set, not one a bit).
fn bits(mut set: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let at = set.trailing_zeros();
        set &= set.wrapping_sub(1);
        u8::try_from(at).ok().filter(|&at| at < 128)
    })
}

/// Whether the byte `b` stands for itself in each grammar, in the order
/// of [`GrammarId::ALL`], from the grammars' class tables.
fn literal(b: u8) -> [bool; GrammarId::ALL.len()] {
    grammars::ROWS.each_ref().map(|row| (row.literal)(b))
}

/// Whether the grammars' class tables disagree on the byte ([`literal`]),
/// `%` and `#` aside; every byte over 127 is in no class of any grammar.
static DIFFERS: LazyLock<[bool; 256]> = LazyLock::new(|| {
    let mut table = [false; 256];
    for (b, slot) in (0u8..128).zip(table.iter_mut()) {
        let l = literal(b);
        *slot = b != b'%' && b != b'#' && l.windows(2).any(|w| w.first() != w.last());
    }
    table
});

/// The bytes [`DIFFERS`] marks when they are at most four (they are
/// four: `"` `[` `]` `~`), the last repeated to fill the four, how many
/// there are, and a byte it does not mark (to pad a short input): a
/// scan for them compares sixteen bytes at a time ([`any_differs`];
/// with more than four it reads the table).
static FOUR: LazyLock<(usize, [u8; 4], u8)> = LazyLock::new(|| {
    let marked: Vec<u8> = (0u8..128)
        .filter(|&b| DIFFERS.get(usize::from(b)).copied().unwrap_or(false))
        .collect();
    let mut four = [0u8; 4];
    if let Some(&last) = marked.last() {
        for (k, slot) in four.iter_mut().enumerate() {
            *slot = marked.get(k).copied().unwrap_or(last);
        }
    }
    let unmarked = (0u8..=255)
        .find(|&b| !DIFFERS.get(usize::from(b)).copied().unwrap_or(false))
        .unwrap_or(0);
    (marked.len(), four, unmarked)
});

/// Whether some byte of `input` is one [`DIFFERS`] marks.
fn any_differs(input: &[u8]) -> bool {
    let (count, [a, b, c, d], unmarked) = *FOUR;
    let is = |x: u8| (x == a) | (x == b) | (x == c) | (x == d);
    // Sixteen bytes at a time, without a branch between them.
    let hit = |chunk: &[u8; 16]| chunk.iter().fold(0u8, |any, &x| any | u8::from(is(x))) != 0;
    match count {
        0 => false,
        1..=4 => {
            let mut chunks = input.chunks_exact(16);
            if chunks
                .by_ref()
                .any(|chunk| <&[u8; 16]>::try_from(chunk).is_ok_and(hit))
            {
                return true;
            }
            let rest = chunks.remainder();
            if rest.is_empty() {
                return false;
            }
            // The bytes left: the last sixteen of the input (read again
            // in part), or a shorter input padded with a byte the
            // tables agree on; sixteen at a time as well.
            let mut last = [unmarked; 16];
            match input
                .len()
                .checked_sub(16)
                .and_then(|from| input.get(from..))
            {
                Some(tail) => last.copy_from_slice(tail),
                None => {
                    if let Some(head) = last.get_mut(..rest.len()) {
                        head.copy_from_slice(rest);
                    }
                }
            }
            hit(&last)
        }
        _ => {
            let differs = &*DIFFERS;
            input
                .iter()
                .any(|&x| differs.get(usize::from(x)).copied().unwrap_or(false))
        }
    }
}

/// Category (a): for each character of the input that the class tables
/// admit as itself in some grammars and not in others, one difference at
/// its first occurrence. `%` (the escape of all five) and `#` (the
/// fragment, a structure) are left to the other categories.
fn characters<'a>(report: &Report<'a>, out: &mut impl Sink<'a>) {
    let differs = &*DIFFERS;
    let is = |b: u8| differs.get(usize::from(b)).copied().unwrap_or(false);
    let input = report.input().as_bytes();
    // Most inputs have none: one pass says so.
    if !any_differs(input) {
        return;
    }
    let mut seen = [false; 128];
    for (at, &b) in input.iter().enumerate() {
        if !is(b) {
            continue;
        }
        let Some(slot) = seen.get_mut(usize::from(b)) else {
            continue;
        };
        if *slot {
            continue;
        }
        *slot = true;
        put(
            report,
            out,
            Kind::Character(char::from(b)),
            report.span(at, at + 1),
        );
    }
}

/// The first character of `input` outside US-ASCII that RFC 3987 writes
/// as itself somewhere (a `ucschar`, or an `iprivate`), and its byte
/// offset.
pub(super) fn first_iri_char(input: &str) -> Option<(usize, char)> {
    if input.is_ascii() {
        return None;
    }
    input
        .char_indices()
        .find(|&(_, c)| rfc3987::classes::is_ucschar(c) || rfc3987::classes::is_iprivate(c))
}

/// [`Kind::NonAscii`]: the first character outside US-ASCII that RFC
/// 3987 writes as itself; no other grammar writes any such character so
/// (a character in no class of RFC 3987's either is no difference).
fn non_ascii<'a>(report: &Report<'a>, out: &mut impl Sink<'a>) {
    if let Some((at, c)) = first_iri_char(report.input()) {
        put(
            report,
            out,
            Kind::NonAscii,
            report.span(at, at + c.len_utf8()),
        );
    }
}

/// A difference of `kind` about `span`, with the readings of every
/// grammar ([`ROWS`](grammars::ROWS)), built only when `out` keeps them.
fn put<'a>(report: &Report<'a>, out: &mut impl Sink<'a>, kind: Kind, span: Span<'a>) {
    out.push(kind, span, || grammars::readings(kind, report));
}

/// What the detection of the structures and readings reads once: RFC
/// 2396's reference and server (their nodes are made on demand), RFC
/// 3986's reference, and whether the input starts with the `url:`
/// prefix.
struct Facts<'r, 'a> {
    report: &'r Report<'a>,
    uri: Option<&'r rfc2396::UriReference<'a>>,
    uri3986: Option<&'r rfc3986::UriReference<'a>>,
    has_authority: bool,
    server: Option<rfc2396::authority::Server<'a>>,
    /// After `url:`, the scheme is RFC 1630's next word for one grammar
    /// and `url` for another: the prefix is the difference, said once.
    prefixed: bool,
}

/// Category (b): structures one grammar has and another lacks, each
/// found by its own detector.
fn structures<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    fragment(facts, out);
    ip_literal(facts, out);
    user_in_http(facts, out);
    if facts.prefixed {
        put(facts.report, out, Kind::UrlPrefix, facts.report.span(0, 4));
    }
    empty_port(facts, out);
    trailing_dot(facts, out);
    schemes(facts, out);
    relative_reference(facts, out);
}

/// [`Kind::Fragment`]: RFC 2396's or RFC 3986's reference has a
/// fragment.
fn fragment<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    let fragment = facts.uri.and_then(|u| u.fragment()).map(|f| f.span());
    let fragment = fragment.or_else(|| facts.uri3986.and_then(|u| u.fragment()).map(|f| f.span()));
    if let Some(f) = fragment {
        let hash = f.start().saturating_sub(1);
        let span = facts.report.span(hash, facts.report.input().len());
        put(facts.report, out, Kind::Fragment, span);
    }
}

/// [`Kind::Ipv6Literal`]: RFC 2396's host is an `IPv6reference`, or RFC
/// 3986's an `IP-literal` with an IPv6 address; [`Kind::IpvFuture`]: RFC
/// 3986's is an `IPvFuture`.
fn ip_literal<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    use rfc3986::authority::{HostKind, IpLiteralKind};
    if let Some(rfc2396::Host::Ipv6reference(h)) = facts.server.and_then(|s| s.host()) {
        put(facts.report, out, Kind::Ipv6Literal, h.span());
        return;
    }
    let Some(host) = facts.uri3986.and_then(|u| u.host()) else {
        return;
    };
    if let HostKind::IpLiteral(l) = host.kind() {
        let kind = match l.kind() {
            IpLiteralKind::IpvFuture(_) => Kind::IpvFuture,
            IpLiteralKind::Ipv6address(_) | IpLiteralKind::Ipv6addrz(_) => Kind::Ipv6Literal,
        };
        put(facts.report, out, kind, host.span());
    }
}

/// [`Kind::UserInHttp`]: an http URI with RFC 2396's or RFC 3986's
/// `userinfo`.
fn user_in_http<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    let info = facts
        .server
        .and_then(|s| s.userinfo())
        .filter(|_| facts.uri.is_some_and(|u| u.scheme_is("http")))
        .map(|u| u.span());
    let info = info.or_else(|| {
        facts
            .uri3986
            .filter(|u| {
                u.scheme()
                    .is_some_and(|s| s.as_str().eq_ignore_ascii_case("http"))
            })
            .and_then(|u| u.userinfo())
            .map(|u| u.span())
    });
    if let Some(info) = info {
        let span = facts.report.span(info.start(), info.end() + 1);
        put(facts.report, out, Kind::UserInHttp, span);
    }
}

/// [`Kind::EmptyPort`]: RFC 2396's server or RFC 3986's authority has
/// an empty port.
fn empty_port<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    let port = facts.server.and_then(|s| s.port()).map(|p| p.span());
    let port = port.or_else(|| facts.uri3986.and_then(|u| u.port()).map(|p| p.span()));
    if let Some(port) = port.filter(|p| p.as_str().is_empty()) {
        let colon = port.start().saturating_sub(1);
        put(
            facts.report,
            out,
            Kind::EmptyPort,
            facts.report.span(colon, colon + 1),
        );
    }
}

/// [`Kind::TrailingDot`]: RFC 2396's host name ends in `.`.
fn trailing_dot<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    if let Some(rfc2396::Host::Hostname(h)) = facts.server.and_then(|s| s.host()) {
        if h.has_trailing_dot() {
            let dot = h.span().end().saturating_sub(1);
            put(
                facts.report,
                out,
                Kind::TrailingDot,
                facts.report.span(dot, dot + 1),
            );
        }
    }
}

/// [`Kind::SchemeStartsWithDigit`], [`Kind::SchemeSyntax`] (one grammar
/// has a production of its own for the scheme, another reads it
/// generically or not at all) and [`Kind::SchemeCase`].
fn schemes<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    let report = facts.report;
    let Some(s) = grammars::scheme_candidate(report.input()).filter(|_| !facts.prefixed) else {
        return;
    };
    let span = report.span(0, s.len());
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        put(report, out, Kind::SchemeStartsWithDigit, span);
    }
    if !s.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return;
    }
    let own1738 = grammars::own1738(report, s);
    let own1630 = grammars::own1630(report, s);
    if own1738.is_none() || own1630.is_none() {
        put(report, out, Kind::SchemeSyntax, span);
    }
    if own1630.is_some() && s.bytes().any(|b| b.is_ascii_uppercase()) {
        put(report, out, Kind::SchemeCase, span);
    }
}

/// [`Kind::RelativeReference`]: RFC 2396's or RFC 3986's reference has
/// no scheme.
fn relative_reference<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    if facts.uri.is_some_and(|u| !u.is_absolute()) || facts.uri3986.is_some_and(|u| u.is_relative())
    {
        let span = facts.report.span(0, facts.report.input().len());
        put(facts.report, out, Kind::RelativeReference, span);
    }
}

/// The components of the grammars that accept the input, in the order of
/// [`GrammarId::ALL`] (RFC 2396's or RFC 3986's there), and the parts a
/// specific difference of category (c) explains, left out of the generic
/// one ([`Kind::Component`]).
struct Parts<'a> {
    all: [Option<Components<'a>>; GrammarId::ALL.len()],
    explained: [bool; Component::ALL.len()],
}

impl<'a> Parts<'a> {
    /// The components of `grammar`, if it accepts the input.
    fn of(&self, grammar: GrammarId) -> Option<&Components<'a>> {
        self.all.get(grammar.index()).and_then(Option::as_ref)
    }

    /// The components of the URI grammars: RFC 2396's, or RFC 3986's
    /// when RFC 2396 rejects the input.
    fn uri(&self) -> Option<&Components<'a>> {
        self.of(GrammarId::Rfc2396)
            .or_else(|| self.of(GrammarId::Rfc3986))
    }

    /// Marks `parts` as explained by a specific difference.
    fn explain(&mut self, parts: &[Component]) {
        for &p in parts {
            if let Some(slot) = self.explained.get_mut(p as usize) {
                *slot = true;
            }
        }
    }
}

/// Category (c): parts that grammars which accept the input read
/// differently, each kind found by its own detector.
fn readings<'a>(facts: &Facts<'_, 'a>, out: &mut impl Sink<'a>) {
    let report = facts.report;
    if facts.uri.is_none() && facts.uri3986.is_none() {
        return;
    }
    let mut parts = Parts {
        all: GrammarId::ALL.map(|g| match g {
            GrammarId::Rfc2396 => facts.uri.map(|u| u.components_of(facts.server)),
            g => report.components(g),
        }),
        explained: [false; Component::ALL.len()],
    };
    path_slash(facts, &mut parts, out);
    ftp_typecode(report, out);
    gopher_selector(report, &mut parts, out);
    query_in_path(report, &mut parts, out);
    search_words(report, &parts, out);
    // Any other part delimited differently.
    if facts.prefixed {
        // The prefix shifts every part: one difference says it.
        return;
    }
    let all = parts.all.each_ref().map(Option::as_ref);
    // Each part with its field read directly (a call per part, not a
    // match per part and grammar), in the order of `Component`.
    let mut part = |part: Component, field: fn(&Components<'a>) -> Option<Span<'a>>| {
        if parts.explained.get(part as usize).copied().unwrap_or(false) {
            return;
        }
        component(report, &all, part, field, out);
    };
    part(Component::Scheme, |c| c.scheme);
    part(Component::User, |c| c.user);
    part(Component::Password, |c| c.password);
    part(Component::Host, |c| c.host);
    part(Component::Port, |c| c.port);
    part(Component::Path, |c| c.path);
    part(Component::Query, |c| c.query);
}

/// [`Kind::PathSlash`]: the `/` after the host, where an older grammar's
/// path starts after it. Where each such path is the rest of the URI
/// grammars' (RFC 2396's, else RFC 3986's),
/// the `/` is all that differs in the path; where one ends elsewhere (RFC
/// 1738's `fpath` reads `?` as data), the path is left to the kinds
/// below.
fn path_slash<'a>(facts: &Facts<'_, 'a>, parts: &mut Parts<'a>, out: &mut impl Sink<'a>) {
    let Some(path) = parts.uri().and_then(|c| c.path) else {
        return;
    };
    if !facts.has_authority {
        return;
    }
    let old_paths = [GrammarId::Rfc1738, GrammarId::Rfc1630].map(|g| {
        parts
            .of(g)
            .and_then(|c| c.path)
            .filter(|p| p.start() == path.start() + 1)
    });
    if path.as_str().starts_with('/') && old_paths.iter().any(Option::is_some) {
        if old_paths
            .iter()
            .flatten()
            .all(|p| path.as_str().get(1..) == Some(p.as_str()))
        {
            parts.explain(&[Component::Path]);
        }
        let span = facts.report.span(path.start(), path.start() + 1);
        put(facts.report, out, Kind::PathSlash, span);
    }
}

/// [`Kind::FtpTypecode`]: `;type=` of ftp.
fn ftp_typecode<'a>(report: &Report<'a>, out: &mut impl Sink<'a>) {
    let type1738 = report
        .rfc1738()
        .as_ref()
        .ok()
        .and_then(|u| u.as_ftp())
        .and_then(|f| f.ftptype())
        .map(|t| t.span());
    let type1630 = report
        .rfc1630()
        .as_ref()
        .ok()
        .and_then(|u| u.as_ftp())
        .and_then(|f| f.ftptype())
        .map(|t| t.span());
    if let Some(t) = type1738.or(type1630) {
        let semicolon = t.start().saturating_sub(";type=".len());
        put(
            report,
            out,
            Kind::FtpTypecode,
            report.span(semicolon, t.end()),
        );
    }
}

/// [`Kind::GopherSelector`]: a gopher path of RFC 1738 or RFC 1630.
fn gopher_selector<'a>(report: &Report<'a>, parts: &mut Parts<'a>, out: &mut impl Sink<'a>) {
    let gopher1738 = report
        .rfc1738()
        .as_ref()
        .ok()
        .and_then(|u| u.as_gopher())
        .filter(|g| g.gtype().is_some());
    let gopher1630 = report
        .rfc1630()
        .as_ref()
        .ok()
        .and_then(|u| u.as_gopher())
        .filter(|g| g.gtype().is_some());
    if gopher1738.is_some() || gopher1630.is_some() {
        parts.explain(&[Component::Path, Component::Query]);
        let from = gopher1738
            .and_then(|g| g.gtype().map(|t| t.span().start()))
            .or_else(|| gopher1630.and_then(|g| g.gtype().map(|t| t.span().start())))
            .unwrap_or(0);
        let span = report.span(from, report.input().len());
        put(report, out, Kind::GopherSelector, span);
    }
}

/// [`Kind::QueryInPath`]: a `?` that RFC 1738 reads as data in a path.
fn query_in_path<'a>(report: &Report<'a>, parts: &mut Parts<'a>, out: &mut impl Sink<'a>) {
    let q1738 = parts.of(GrammarId::Rfc1738).map(|c| c.query);
    let q2396 = parts.uri().and_then(|c| c.query);
    if let (Some(None), Some(q)) = (q1738, q2396) {
        parts.explain(&[Component::Path, Component::Query]);
        let span = report.span(q.start().saturating_sub(1), q.end());
        put(report, out, Kind::QueryInPath, span);
    }
}

/// [`Kind::SearchWords`]: `+` in an RFC 1630 search.
fn search_words<'a>(report: &Report<'a>, parts: &Parts<'a>, out: &mut impl Sink<'a>) {
    if let Some(q) = parts
        .of(GrammarId::Rfc1630)
        .and_then(|c| c.query)
        .filter(|q| q.as_str().contains('+'))
    {
        put(report, out, Kind::SearchWords, q);
    }
}

/// The difference of kind [`Kind::Component`] for `part`, whose field
/// `field` reads, if the grammars that accept the input (`all`, in the
/// order of [`GrammarId::ALL`]; RFC 2396's or RFC 3986's there) give it
/// different texts.
#[inline(always)]
fn component<'a>(
    report: &Report<'a>,
    all: &[Option<&Components<'a>>; GrammarId::ALL.len()],
    part: Component,
    field: fn(&Components<'a>) -> Option<Span<'a>>,
    out: &mut impl Sink<'a>,
) {
    // A path that is absent and one that is empty agree (RFC 2396's
    // path is never absent, §5.2).
    let text = |c: &Components<'a>| match (part, field(c)) {
        (Component::Path, None) => Some(""),
        (_, s) => s.map(|s| s.as_str()),
    };
    let mut texts = all.iter().flatten().map(|c| text(c));
    let first = texts.next().flatten();
    if texts.all(|t| same_text(t, first)) {
        return;
    }
    let span = all
        .iter()
        .rev()
        .flatten()
        .find_map(|c| c.get(part))
        .unwrap_or_else(|| report.span(0, 0));
    put(report, out, Kind::Component(part), span);
}

/// Whether two parts of the input have the same text: they are the same
/// bytes of the input (then no byte is compared), or equal strings.
fn same_text(a: Option<&str>, b: Option<&str>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => core::ptr::eq(a, b) || a == b,
        (a, b) => a.is_none() && b.is_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`UNITS`] is in the order of [`Kind`], and [`unit`] finds each.
    #[test]
    fn units_are_in_order() {
        for (i, &k) in UNITS.iter().enumerate() {
            assert_eq!(unit(k), Some(i), "{k:?}");
        }
        assert!(UNITS.windows(2).all(|w| w[0] < w[1]));
    }

    /// The fast scan says what the table says.
    #[test]
    fn any_differs_is_the_table() {
        let differs = &*DIFFERS;
        for b in 0..=255u8 {
            for len in [1, 2, 15, 16, 17, 31, 32, 33, 40] {
                for at in [0, len / 2, len - 1] {
                    let mut input = vec![b'a'; len];
                    input[at] = b;
                    assert_eq!(
                        any_differs(&input),
                        differs[usize::from(b)],
                        "{b} {len} {at}"
                    );
                }
            }
        }
        assert!(!any_differs(b""));
        assert_eq!(FOUR.0, 4);
    }

    /// Every kind's name (the tool's JSON) and words (its text).
    #[test]
    fn every_kind_has_its_name_and_words() {
        let want = [
            (
                Kind::Character('~'),
                "character",
                "a character some grammars admit as itself and others do not",
            ),
            (
                Kind::NonAscii,
                "non_ascii",
                "a character outside US-ASCII, written as itself in an IRI",
            ),
            (Kind::Fragment, "fragment", "a fragment"),
            (Kind::Ipv6Literal, "ipv6_literal", "an IPv6 literal host"),
            (Kind::IpvFuture, "ipv_future", "an IPvFuture literal host"),
            (
                Kind::UserInHttp,
                "user_in_http",
                "a user name in an http URL",
            ),
            (Kind::UrlPrefix, "url_prefix", "the `url:` prefix"),
            (Kind::EmptyPort, "empty_port", "an empty port"),
            (
                Kind::TrailingDot,
                "trailing_dot",
                "a host name ending in a dot",
            ),
            (
                Kind::SchemeStartsWithDigit,
                "scheme_starts_with_digit",
                "a scheme name beginning with a digit",
            ),
            (
                Kind::SchemeSyntax,
                "scheme_syntax",
                "a scheme some grammars define and others do not",
            ),
            (Kind::SchemeCase, "scheme_case", "a scheme name in capitals"),
            (
                Kind::RelativeReference,
                "relative_reference",
                "a reference without a scheme",
            ),
            (
                Kind::PathSlash,
                "path_slash",
                "the `/` after the host: in the path or not",
            ),
            (
                Kind::FtpTypecode,
                "ftp_typecode",
                "`;type=`: an FTP type code or a segment parameter",
            ),
            (
                Kind::GopherSelector,
                "gopher_selector",
                "a gopher selector or a path",
            ),
            (
                Kind::QueryInPath,
                "query_in_path",
                "`?`: data in the path or the start of a query",
            ),
            (
                Kind::SearchWords,
                "search_words",
                "`+` in a search: a word separator or data",
            ),
            (
                Kind::Component(Component::Host),
                "component",
                "the host, delimited differently",
            ),
        ];
        // Every kind without a value is in the list, once, and every
        // reading of every grammar has its words and its section.
        let report = super::super::compare("http://h/");
        for row in &grammars::ROWS {
            for &k in &UNITS {
                let (what, section) = (row.reading)(k, &report);
                assert!(
                    !what.is_empty() && !section.is_empty(),
                    "{:?} {k:?}",
                    row.id
                );
            }
        }
        let units: Vec<Kind> = want
            .iter()
            .map(|w| w.0)
            .filter(|k| unit(*k).is_some())
            .collect();
        assert_eq!(units, UNITS);
        for (kind, name, words) in want {
            assert_eq!(kind.name(), name, "{kind:?}");
            assert_eq!(kind.to_string(), words, "{kind:?}");
        }
    }

    /// A set gives back what was put in, in the order of [`Kind`].
    #[test]
    fn kinds_round_trip() {
        let mut all: Vec<Kind> = (0u8..128).map(|b| Kind::Character(char::from(b))).collect();
        all.extend(UNITS);
        all.extend(Component::ALL.map(Kind::Component));
        let mut set = Kinds::default();
        assert!(set.is_empty());
        for &k in all.iter().rev() {
            assert!(!set.contains(k));
            set.insert(k);
            assert!(set.contains(k));
            assert!(!set.is_empty());
        }
        assert_eq!(set.iter().collect::<Vec<_>>(), all);
        let mut sorted = all.clone();
        sorted.sort();
        assert_eq!(sorted, all);
    }
}
