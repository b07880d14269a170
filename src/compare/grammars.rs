//! What each grammar makes of each kind of difference: one [`Row`] per
//! grammar in [`ROWS`], in the order of [`GrammarId::ALL`], with its
//! class tables, the sections that define its parts, and its reading of
//! every kind without a value ([`Kind::Character`] and
//! [`Kind::Component`] are read from the class tables and the
//! components). A grammar joins the comparison with a row here; the
//! detection of the differences (`differences`) asks the rows for the
//! words.

use std::borrow::Cow;

use super::differences::{Kind, Reading};
use super::{GrammarId, Report};
use crate::Production as Production1738;
use crate::rfc1630::{self, Production as P1630};
use crate::rfc2396::{self, Production as P2396};
use crate::rfc3986::{self, Production as P3986};
use crate::rfc3987::{self, Production as P3987};
use crate::syntax::Component;
use Production1738 as P1738;

/// One grammar in the comparison.
pub(super) struct Row {
    /// The grammar.
    pub(super) id: GrammarId,
    /// Whether the byte stands for itself in the grammar's classes.
    pub(super) literal: fn(u8) -> bool,
    /// The class that holds the byte, and its section.
    pub(super) class_name: fn(u8) -> (&'static str, &'static str),
    /// Where the grammar defines a part (for [`Kind::Component`]).
    pub(super) part_section: fn(Component) -> &'static str,
    /// What the grammar makes of a difference of a kind without a value
    /// in the report, and the section that says so.
    pub(super) reading: fn(Kind, &Report<'_>) -> (&'static str, Cow<'static, str>),
}

/// The grammars of the comparison, in the order of [`GrammarId::ALL`].
pub(super) const ROWS: [Row; GrammarId::ALL.len()] = [
    Row {
        id: GrammarId::Rfc1738,
        literal: crate::rfc1738::classes::is_literal,
        class_name: crate::rfc1738::chars::class_name,
        part_section: part1738,
        reading: read1738,
    },
    Row {
        id: GrammarId::Rfc1630,
        literal: crate::rfc1630::classes::is_literal,
        class_name: crate::rfc1630::chars::class_name,
        part_section: part1630,
        reading: read1630,
    },
    Row {
        id: GrammarId::Rfc2396,
        literal: crate::rfc2396::classes::is_literal,
        class_name: crate::rfc2396::chars::class_name,
        part_section: part2396,
        reading: read2396,
    },
    Row {
        id: GrammarId::Rfc3986,
        literal: crate::rfc3986::chars::is_literal,
        class_name: crate::rfc3986::chars::class_name,
        part_section: part3986,
        reading: read3986,
    },
    Row {
        id: GrammarId::Rfc3987,
        literal: crate::rfc3986::chars::is_literal,
        class_name: crate::rfc3987::chars::class_name,
        part_section: part3987,
        reading: read3987,
    },
];

/// The readings of every grammar of a difference of `kind` in `report`,
/// in the order of [`GrammarId::ALL`].
pub(super) fn readings(kind: Kind, report: &Report<'_>) -> [Reading; GrammarId::ALL.len()] {
    ROWS.each_ref().map(|row| match kind {
        Kind::Character(c) => character(row, u8::try_from(c).unwrap_or(0)),
        Kind::Component(part) => component(row, part, report),
        k => {
            let (what, section) = (row.reading)(k, report);
            Reading {
                grammar: row.id,
                what: Cow::Borrowed(what),
                section,
            }
        }
    })
}

/// What the grammar of `row` makes of the byte `b`, from its class
/// tables.
fn character(row: &Row, b: u8) -> Reading {
    let (class, section) = (row.class_name)(b);
    let what = match (row.literal)(b) {
        true => format!("{class}: written as itself"),
        false => format!("{class}: must be written `%{b:02X}`"),
    };
    Reading {
        grammar: row.id,
        what: Cow::Owned(what),
        section: Cow::Owned(format!("{} {section}", row.id.title())),
    }
}

/// What the grammar of `row` makes of the part `part` of the report's
/// input: its text, or none.
fn component(row: &Row, part: Component, report: &Report<'_>) -> Reading {
    let what = match report.components(row.id) {
        None => "no reading: the input is no URL of the grammar".to_owned(),
        Some(c) => match c.get(part) {
            Some(s) if s.is_empty() => format!("an empty {part}"),
            Some(s) => format!("the {part} `{}`", s.as_str()),
            None => format!("no {part}"),
        },
    };
    Reading {
        grammar: row.id,
        what: what.into(),
        section: (row.part_section)(part).into(),
    }
}

/// `"<title> <prefix><section>"` for the section of a production, a
/// static string for each section the grammar's productions name
/// (differences are counted on whole corpora: no allocation for them),
/// built for any other.
macro_rules! cite {
    ($section:expr, $title:literal, $prefix:literal, [$($s:literal),* $(,)?]) => {
        match $section {
            $($s => Cow::Borrowed(concat!($title, " ", $prefix, $s)),)*
            s => Cow::Owned(format!(concat!($title, " ", $prefix, "{}"), s)),
        }
    };
}

/// The scheme name at the start of `input` as RFC 1738's `scheme` reads
/// it (letters of both cases, digits, `+ - .`), when a `:` follows.
pub(super) fn scheme_candidate(input: &str) -> Option<&str> {
    let n = input
        .bytes()
        .take_while(|&b| matches!(b, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'+' | b'-' | b'.'))
        .count();
    (n > 0 && input.as_bytes().get(n) == Some(&b':')).then(|| input.get(..n))?
}

/// Whether `name` is the production named after the scheme `s` with
/// `suffix` (`httpurl`, `ftpaddress`), the scheme in any case.
fn named(name: &str, s: &str, suffix: &str) -> bool {
    name.len() == s.len() + suffix.len()
        && name.ends_with(suffix)
        && name
            .get(..s.len())
            .is_some_and(|n| n.eq_ignore_ascii_case(s))
}

// ---------------------------------------------------------------------
// RFC 1738.

/// The citation of RFC 1738's production `p`: `"RFC 1738 §3.1"`.
pub(super) fn cite1738(p: Production1738) -> Cow<'static, str> {
    cite!(
        p.section(),
        "RFC 1738",
        "§",
        [
            "2.1", "2.2", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "3.8", "3.9", "3.10",
            "3.11", "5"
        ]
    )
}

/// The production of its own that RFC 1738 gives the scheme `s` at the
/// start of the report's input (`httpurl`), if any: the accepted URL
/// says it at once; otherwise the table of schemes does.
pub(super) fn own1738(report: &Report<'_>, s: &str) -> Option<Production1738> {
    match report.rfc1738() {
        Ok(u) => Some(u.production()).filter(|&p| p != P1738::Genericurl),
        Err(_) => crate::rfc1738::generic::known_scheme(report.input().as_bytes()).and_then(|_| {
            P1738::all()
                .iter()
                .copied()
                .find(|p| named(p.name(), s, "url"))
        }),
    }
}

/// Where RFC 1738 defines the part `c`.
fn part1738(c: Component) -> &'static str {
    match c {
        Component::Scheme => "RFC 1738 §2.1",
        Component::Query => "RFC 1738 §3.3",
        _ => "RFC 1738 §3.1",
    }
}

/// What RFC 1738 makes of a difference of `kind`.
fn read1738(kind: Kind, report: &Report<'_>) -> (&'static str, Cow<'static, str>) {
    let c = cite1738;
    match kind {
        Kind::NonAscii => (
            "outside US-ASCII: the octets 80-FF are not used in US-ASCII and must be encoded",
            "RFC 1738 §2.2".into(),
        ),
        Kind::Fragment => (
            "no part of a URL: `#` is unsafe, it delimits a fragment that may follow the URL",
            "RFC 1738 §2.2".into(),
        ),
        Kind::Ipv6Literal => (
            "no IPv6 literal: `host` is `hostname | hostnumber`, and `[` `]` are unsafe",
            c(P1738::Host),
        ),
        Kind::IpvFuture => (
            "no IP literal: `host` is `hostname | hostnumber`, and `[` `]` are unsafe",
            c(P1738::Host),
        ),
        Kind::UserInHttp => (
            "no user or password in an http URL: `httpurl` has a `hostport` only",
            c(P1738::Httpurl),
        ),
        Kind::UrlPrefix => (
            "a scheme named `url` (a `genericurl`), though the Appendix's prefix `URL:` marks a URL in text and is no part of it",
            "RFC 1738 §5, Appendix".into(),
        ),
        Kind::EmptyPort => (
            "no empty port: `port = digits`, and the `:` is left out with the port",
            c(P1738::Port),
        ),
        Kind::TrailingDot => (
            "no `hostname` ends in `.`: a `toplabel` ends it",
            c(P1738::Hostname),
        ),
        Kind::SchemeStartsWithDigit => (
            "a scheme name may begin with a digit: `1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ]`",
            c(P1738::Scheme),
        ),
        Kind::SchemeSyntax => {
            match scheme_candidate(report.input()).and_then(|s| own1738(report, s)) {
                Some(p) => ("a production of the scheme's own", c(p)),
                None => (
                    "`genericurl`: a scheme §3 does not define, read generically",
                    c(P1738::Genericurl),
                ),
            }
        }
        Kind::SchemeCase => ("scheme names compare ignoring case", c(P1738::Scheme)),
        Kind::RelativeReference => (
            "no URL: a URL starts with its scheme and `:`",
            c(P1738::Genericurl),
        ),
        Kind::PathSlash => (
            "the separator after the host, NOT part of the url-path",
            c(P1738::IpSchemepart),
        ),
        Kind::FtpTypecode => (
            "`;type=` and the `ftptype`: the FTP transfer type, no part of a file name",
            c(P1738::Ftptype),
        ),
        Kind::GopherSelector => (
            "the gopher type, the selector and, after `%09`, the search",
            c(P1738::Gopherurl),
        ),
        Kind::QueryInPath => (
            "data in the path: the scheme has no search, its path admits `?`",
            c(report
                .rfc1738()
                .as_ref()
                .map_or(P1738::Genericurl, |u| u.production())),
        ),
        Kind::SearchWords => ("`search`: `+` is `safe`, data", c(P1738::Search)),
        // Read from the class tables and the components (`readings`).
        Kind::Character(_) | Kind::Component(_) => ("", Cow::Borrowed("")),
    }
}

// ---------------------------------------------------------------------
// RFC 1630.

/// The citation of RFC 1630's production `p`: `"RFC 1630 FTP"` (its
/// sections are headings).
pub(super) fn cite1630(p: rfc1630::Production) -> Cow<'static, str> {
    cite!(
        p.section(),
        "RFC 1630",
        "",
        [
            "BNF for specific URL schemes",
            "Content-Id",
            "FTP",
            "Fragment-id",
            "Gopher",
            "HTTP",
            "Mailto",
            "Message-Id",
            "NNTP",
            "News",
            "Prospero",
            "Reserved characters",
            "Telnet, rlogin, tn3270",
            "WAIS",
        ]
    )
}

/// The production of its own that RFC 1630 gives the scheme `s` at the
/// start of the report's input (`httpaddress`), if any.
pub(super) fn own1630(report: &Report<'_>, s: &str) -> Option<rfc1630::Production> {
    crate::rfc1630::generic::known_scheme(report.input().as_bytes(), true).and_then(
        |_| match report.rfc1630() {
            Ok(u) => Some(u.address_production()),
            Err(_) => P1630::all()
                .iter()
                .copied()
                .find(|p| named(p.name(), s, "address")),
        },
    )
}

/// Where RFC 1630 defines the part `c`.
fn part1630(_: Component) -> &'static str {
    "RFC 1630 BNF for specific URL schemes"
}

/// What RFC 1630 makes of a difference of `kind`.
fn read1630(kind: Kind, report: &Report<'_>) -> (&'static str, Cow<'static, str>) {
    let c = cite1630;
    match kind {
        Kind::NonAscii => (
            "no character of the syntax: written as `%` and two hexadecimal digits",
            "RFC 1630 Encoding reserved characters".into(),
        ),
        Kind::Fragment => (
            "no part of a `url`: the fragment identifier follows the URL after `#`",
            c(P1630::Fragmentid),
        ),
        Kind::Ipv6Literal => (
            "no IPv6 literal: `host` is `hostname | hostnumber`",
            c(P1630::Host),
        ),
        Kind::IpvFuture => (
            "no IP literal: `host` is `hostname | hostnumber`",
            c(P1630::Host),
        ),
        Kind::UserInHttp => (
            "no login in an http URL: `httpaddress` has a `hostport` only",
            c(P1630::Httpaddress),
        ),
        Kind::UrlPrefix => (
            "`prefixedurl`: `url:` (in lower case) before a `url`, the form the URI working group preferred",
            c(P1630::Prefixedurl),
        ),
        Kind::EmptyPort => ("no empty port: `port = digits`", c(P1630::Port)),
        Kind::TrailingDot => (
            "part of the `ialpha` of the `hostname`: `.` is `safe`, an `xalpha`",
            c(P1630::Hostname),
        ),
        Kind::SchemeStartsWithDigit => (
            "no such scheme: each of `url`'s schemes is a word of letters",
            c(P1630::Url),
        ),
        Kind::SchemeSyntax => {
            match scheme_candidate(report.input()).and_then(|s| own1630(report, s)) {
                Some(p) => ("a production of the scheme's own", c(p)),
                None => (
                    "no such scheme: `url` has eleven and no generic form",
                    c(P1630::Url),
                ),
            }
        }
        Kind::SchemeCase => (
            "no such scheme: the BNF spells scheme names in lower case",
            c(P1630::Url),
        ),
        Kind::RelativeReference => ("no URL: each address starts with its scheme", c(P1630::Url)),
        Kind::PathSlash => (
            "the `/` of `hostport [ / path ]`, no part of the `path`",
            c(P1630::Hostport),
        ),
        Kind::FtpTypecode => (
            "the `ftptype` suffix: the data type of the transfer",
            c(P1630::Ftptype),
        ),
        Kind::GopherSelector => (
            "the gopher type, then a command (`gcommand`, a `path`)",
            c(P1630::Gopheraddress),
        ),
        Kind::QueryInPath => (
            "`?` starts a `search` of http and wais only",
            c(P1630::Search),
        ),
        Kind::SearchWords => (
            "`search`: words joined by `+`, which stands for a space",
            c(P1630::Search),
        ),
        // Read from the class tables and the components (`readings`).
        Kind::Character(_) | Kind::Component(_) => ("", Cow::Borrowed("")),
    }
}

// ---------------------------------------------------------------------
// RFC 2396.

/// The citation of RFC 2396's production `p`: `"RFC 2396 §3.2.2"`.
pub(super) fn cite2396(p: rfc2396::Production) -> Cow<'static, str> {
    cite!(
        p.section(),
        "RFC 2396",
        "§",
        [
            "1.6",
            "2",
            "2.2, RFC 2732 §3",
            "2.3",
            "2.4.1",
            "2.4.3",
            "2.4.3, RFC 2732 §3",
            "3",
            "3.1",
            "3.2",
            "3.2.1",
            "3.2.2",
            "3.2.2, RFC 2732 §3",
            "3.2.2, RFC 2732 §3 (2), RFC 2373 Appendix B",
            "3.2.2, RFC 2732 §3, RFC 2373 §2.2 (as RFC 3986 §3.2.2 writes it)",
            "3.3",
            "3.4",
            "4",
            "4.1",
            "5",
        ]
    )
}

/// Where RFC 2396 defines the part `c`.
fn part2396(c: Component) -> &'static str {
    match c {
        Component::Scheme => "RFC 2396 §3.1",
        Component::Path => "RFC 2396 §3.3",
        Component::Query => "RFC 2396 §3.4",
        Component::Fragment => "RFC 2396 §4.1",
        _ => "RFC 2396 §3.2.2",
    }
}

/// What RFC 2396 makes of a difference of `kind`.
fn read2396(kind: Kind, report: &Report<'_>) -> (&'static str, Cow<'static, str>) {
    let c = cite2396;
    match kind {
        Kind::NonAscii => (
            "no character of the syntax: a non-ASCII character is escaped as the octets that stand for it",
            "RFC 2396 §2.1".into(),
        ),
        Kind::Fragment => ("the `fragment` of a URI reference", c(P2396::Fragment)),
        Kind::Ipv6Literal => (
            "`IPv6reference`, a `host`: an IPv6 address in brackets",
            "RFC 2732 §3".into(),
        ),
        Kind::IpvFuture => (
            "no IPvFuture: an `IPv6reference` holds an IPv6 address only",
            "RFC 2732 §3".into(),
        ),
        Kind::UserInHttp => (
            "the `userinfo` of a `server`, which any scheme may have",
            c(P2396::Userinfo),
        ),
        Kind::UrlPrefix => (
            "a scheme named `url`, the rest its hierarchical or opaque part",
            c(P2396::Scheme),
        ),
        Kind::EmptyPort => ("an empty port: `port = *digit`", c(P2396::Port)),
        Kind::TrailingDot => (
            "the optional `.` that ends a `hostname`",
            c(P2396::Hostname),
        ),
        Kind::SchemeStartsWithDigit => (
            "no scheme name begins with a digit: `alpha *( alpha | digit | \"+\" | \"-\" | \".\" )`",
            c(P2396::Scheme),
        ),
        Kind::SchemeSyntax => (
            "`absoluteURI`: the generic syntax, the same for every scheme",
            c(P2396::AbsoluteUri),
        ),
        Kind::SchemeCase => ("scheme names compare ignoring case", c(P2396::Scheme)),
        Kind::RelativeReference => match report.rfc2396().as_ref().map(|u| u.production()) {
            Ok(P2396::RelativeUri) => (
                "a `relativeURI`, read against a base URI",
                c(P2396::RelativeUri),
            ),
            p => (
                "a reference to the current document (empty, or a fragment alone)",
                c(p.unwrap_or(P2396::UriReference)),
            ),
        },
        Kind::PathSlash => ("the first byte of the `abs_path`", c(P2396::AbsPath)),
        Kind::FtpTypecode => (
            "a `param` of the last path segment, its meaning the scheme's",
            c(P2396::Param),
        ),
        Kind::GopherSelector => (
            "one `abs_path` of segments (`%09` an escaped octet in a segment)",
            c(P2396::AbsPath),
        ),
        Kind::QueryInPath => ("the `query`, after `?`", c(P2396::Query)),
        Kind::SearchWords => (
            "`query`: `+` is `reserved`, its meaning the scheme's",
            c(P2396::Query),
        ),
        // Read from the class tables and the components (`readings`).
        Kind::Character(_) | Kind::Component(_) => ("", Cow::Borrowed("")),
    }
}

// ---------------------------------------------------------------------
// RFC 3986.

/// The citation of RFC 3986's production `p`: `"RFC 3986 §3.2.2"`.
pub(super) fn cite3986(p: rfc3986::Production) -> Cow<'static, str> {
    cite!(
        p.section(),
        "RFC 3986",
        "§",
        [
            "2.1",
            "2.2",
            "2.3",
            "3",
            "3.1",
            "3.2",
            "3.2.1",
            "3.2.2",
            "3.2.2, RFC 6874 §2",
            "3.2.3",
            "3.3",
            "3.4",
            "3.5",
            "4.1",
            "4.2",
            "4.3",
        ]
    )
}

/// Where RFC 3986 defines the part `c`.
fn part3986(c: Component) -> &'static str {
    match c {
        Component::Scheme => "RFC 3986 §3.1",
        Component::Authority => "RFC 3986 §3.2",
        Component::Userinfo | Component::User | Component::Password => "RFC 3986 §3.2.1",
        Component::Host => "RFC 3986 §3.2.2",
        Component::Port => "RFC 3986 §3.2.3",
        Component::Path => "RFC 3986 §3.3",
        Component::Query => "RFC 3986 §3.4",
        Component::Fragment => "RFC 3986 §3.5",
    }
}

/// What RFC 3986 makes of a difference of `kind`.
fn read3986(kind: Kind, _: &Report<'_>) -> (&'static str, Cow<'static, str>) {
    let c = cite3986;
    match kind {
        Kind::NonAscii => (
            "in no class of the syntax: percent-encoded as the octets of its UTF-8",
            "RFC 3986 §2.5".into(),
        ),
        Kind::Fragment => (
            "the `fragment` of a URI reference, after `#`",
            c(P3986::Fragment),
        ),
        Kind::Ipv6Literal => (
            "an `IP-literal`, a `host`: an IPv6 address in brackets",
            c(P3986::IpLiteral),
        ),
        Kind::IpvFuture => (
            "an `IPvFuture` in an `IP-literal`: an address of a version not yet defined",
            c(P3986::IpvFuture),
        ),
        Kind::UserInHttp => (
            "the `userinfo` of an `authority`, which any scheme may have (`user:password` deprecated)",
            c(P3986::Userinfo),
        ),
        Kind::UrlPrefix => (
            "a scheme named `url`, the rest its `hier-part`",
            c(P3986::Scheme),
        ),
        Kind::EmptyPort => ("an empty port: `port = *DIGIT`", c(P3986::Port)),
        Kind::TrailingDot => (
            "part of the `reg-name`: `.` is `unreserved`",
            c(P3986::RegName),
        ),
        Kind::SchemeStartsWithDigit => (
            "no scheme name begins with a digit: `ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )`",
            c(P3986::Scheme),
        ),
        Kind::SchemeSyntax => (
            "`URI`: the generic syntax, the same for every scheme",
            c(P3986::Uri),
        ),
        Kind::SchemeCase => ("scheme names compare ignoring case", c(P3986::Scheme)),
        Kind::RelativeReference => (
            "a `relative-ref`, resolved against a base URI",
            c(P3986::RelativeRef),
        ),
        Kind::PathSlash => (
            "the first byte of the `path-abempty`",
            c(P3986::PathAbempty),
        ),
        Kind::FtpTypecode => (
            "part of the last path segment (`;` and `=` are `sub-delims`), its meaning the scheme's",
            c(P3986::Segment),
        ),
        Kind::GopherSelector => (
            "one `path-abempty` of segments (`%09` a percent-encoded octet in a segment)",
            c(P3986::PathAbempty),
        ),
        Kind::QueryInPath => ("the `query`, after the first `?`", c(P3986::Query)),
        Kind::SearchWords => (
            "`query`: `+` is a `sub-delims`, its meaning the scheme's",
            c(P3986::Query),
        ),
        // Read from the class tables and the components (`readings`).
        Kind::Character(_) | Kind::Component(_) => ("", Cow::Borrowed("")),
    }
}

// ---------------------------------------------------------------------
// RFC 3987.

/// The citation of RFC 3987's production `p`: `"RFC 3987 §2.2"` (the
/// rules RFC 3987 takes from RFC 3986 are cited where §2.2 lists them).
pub(super) fn cite3987(p: rfc3987::Production) -> Cow<'static, str> {
    cite!(p.section(), "RFC 3987", "§", ["2.2"])
}

/// Where RFC 3987 defines the part `c`: its §2.2, the grammar.
fn part3987(_: Component) -> &'static str {
    "RFC 3987 §2.2"
}

/// What RFC 3987 makes of a difference of `kind`: RFC 3986's reading
/// with RFC 3987's rules (§2.2), and its own of a character outside
/// US-ASCII.
fn read3987(kind: Kind, report: &Report<'_>) -> (&'static str, Cow<'static, str>) {
    let c = cite3987;
    match kind {
        Kind::NonAscii => match super::differences::first_iri_char(report.input()) {
            Some((_, ch)) if rfc3987::classes::is_iprivate(ch) => (
                "an `iprivate`: written as itself in an `iquery` only, elsewhere percent-encoded",
                c(P3987::Iprivate),
            ),
            _ => (
                "a `ucschar`, an `iunreserved`: written as itself",
                c(P3987::Ucschar),
            ),
        },
        Kind::Fragment => (
            "the `ifragment` of an IRI reference, after `#`",
            c(P3987::Ifragment),
        ),
        Kind::Ipv6Literal => (
            "an `IP-literal`, an `ihost`: an IPv6 address in brackets",
            c(P3987::IpLiteral),
        ),
        Kind::IpvFuture => (
            "an `IPvFuture` in an `IP-literal`: an address of a version not yet defined",
            c(P3987::IpvFuture),
        ),
        Kind::UserInHttp => (
            "the `iuserinfo` of an `iauthority`, which any scheme may have",
            c(P3987::Iuserinfo),
        ),
        Kind::UrlPrefix => (
            "a scheme named `url`, the rest its `ihier-part`",
            c(P3987::Scheme),
        ),
        Kind::EmptyPort => ("an empty port: `port = *DIGIT`", c(P3987::Port)),
        Kind::TrailingDot => (
            "part of the `ireg-name`: `.` is `iunreserved`",
            c(P3987::IregName),
        ),
        Kind::SchemeStartsWithDigit => (
            "no scheme name begins with a digit: RFC 3986's `scheme`",
            c(P3987::Scheme),
        ),
        Kind::SchemeSyntax => (
            "`IRI`: the generic syntax, the same for every scheme",
            c(P3987::Iri),
        ),
        Kind::SchemeCase => ("scheme names compare ignoring case", c(P3987::Scheme)),
        Kind::RelativeReference => (
            "an `irelative-ref`, resolved against a base IRI",
            c(P3987::IrelativeRef),
        ),
        Kind::PathSlash => (
            "the first byte of the `ipath-abempty`",
            c(P3987::IpathAbempty),
        ),
        Kind::FtpTypecode => (
            "part of the last path segment (`;` and `=` are `sub-delims`), its meaning the scheme's",
            c(P3987::Isegment),
        ),
        Kind::GopherSelector => (
            "one `ipath-abempty` of segments (`%09` a percent-encoded octet in a segment)",
            c(P3987::IpathAbempty),
        ),
        Kind::QueryInPath => ("the `iquery`, after the first `?`", c(P3987::Iquery)),
        Kind::SearchWords => (
            "`iquery`: `+` is a `sub-delims`, its meaning the scheme's",
            c(P3987::Iquery),
        ),
        // Read from the class tables and the components (`readings`).
        Kind::Character(_) | Kind::Component(_) => ("", Cow::Borrowed("")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows are in the order of [`GrammarId::ALL`].
    #[test]
    fn rows_are_in_order() {
        assert_eq!(ROWS.each_ref().map(|r| r.id), GrammarId::ALL);
    }

    /// The section each grammar gives a part in a difference of kind
    /// [`Kind::Component`], for every grammar and part.
    #[test]
    fn every_part_has_its_section() {
        let mut got = Vec::new();
        for row in &ROWS {
            for c in Component::ALL {
                got.push(format!("{:?} {c}: {}", row.id, (row.part_section)(c)));
            }
        }
        let mut want = Vec::new();
        for (g, scheme, query, other) in [
            ("Rfc1738", "RFC 1738 §2.1", "RFC 1738 §3.3", "RFC 1738 §3.1"),
            (
                "Rfc1630",
                "RFC 1630 BNF for specific URL schemes",
                "RFC 1630 BNF for specific URL schemes",
                "RFC 1630 BNF for specific URL schemes",
            ),
            (
                "Rfc2396",
                "RFC 2396 §3.1",
                "RFC 2396 §3.4",
                "RFC 2396 §3.2.2",
            ),
            (
                "Rfc3986",
                "RFC 3986 §3.1",
                "RFC 3986 §3.4",
                "RFC 3986 §3.2.1",
            ),
            ("Rfc3987", "RFC 3987 §2.2", "RFC 3987 §2.2", "RFC 3987 §2.2"),
        ] {
            for c in Component::ALL {
                let section = match (g, c) {
                    (_, Component::Scheme) => scheme,
                    (_, Component::Query) => query,
                    ("Rfc2396", Component::Path) => "RFC 2396 §3.3",
                    ("Rfc2396", Component::Fragment) => "RFC 2396 §4.1",
                    ("Rfc3986", Component::Authority) => "RFC 3986 §3.2",
                    ("Rfc3986", Component::Host) => "RFC 3986 §3.2.2",
                    ("Rfc3986", Component::Port) => "RFC 3986 §3.2.3",
                    ("Rfc3986", Component::Path) => "RFC 3986 §3.3",
                    ("Rfc3986", Component::Fragment) => "RFC 3986 §3.5",
                    _ => other,
                };
                want.push(format!("{g} {c}: {section}"));
            }
        }
        assert_eq!(got, want);
    }

    /// A production's citation is its grammar's title and its section,
    /// borrowed for every section the grammar has.
    #[test]
    fn citations_name_the_section() {
        for &p in Production1738::all() {
            let c = cite1738(p);
            assert_eq!(c, format!("RFC 1738 §{}", p.section()), "{p:?}");
            assert!(matches!(c, Cow::Borrowed(_)), "{p:?}");
        }
        for &p in rfc1630::Production::all() {
            let c = cite1630(p);
            assert_eq!(c, format!("RFC 1630 {}", p.section()), "{p:?}");
            assert!(matches!(c, Cow::Borrowed(_)), "{p:?}");
        }
        for &p in rfc2396::Production::all() {
            let c = cite2396(p);
            assert_eq!(c, format!("RFC 2396 §{}", p.section()), "{p:?}");
            assert!(matches!(c, Cow::Borrowed(_)), "{p:?}");
        }
        for &p in rfc3986::Production::all() {
            let c = cite3986(p);
            assert_eq!(c, format!("RFC 3986 §{}", p.section()), "{p:?}");
            assert!(matches!(c, Cow::Borrowed(_)), "{p:?}");
        }
        for &p in rfc3987::Production::all() {
            let c = cite3987(p);
            assert_eq!(c, format!("RFC 3987 §{}", p.section()), "{p:?}");
            assert!(matches!(c, Cow::Borrowed(_)), "{p:?}");
        }
    }
}
