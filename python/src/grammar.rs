//! The five grammars as the Python functions see them: the name a
//! caller gives (`grammar="rfc2396"`), the keyword options each reads,
//! and what the functions need of each beyond the library's `Grammar`
//! (the production and components of a whole input, its warnings and
//! effective port).

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};

use rfc1738::compare::GrammarId;
use rfc1738::rfc1630::{self, Rfc1630};
use rfc1738::rfc2396::{self, Rfc2396, UriReference};
use rfc1738::rfc3986::{self, Rfc3986};
use rfc1738::rfc3987::{self, Rfc3987};
use rfc1738::syntax::{Components, Described, Grammar, ParseError, Production};
use rfc1738::{Options, Production as Production1738, Rfc1738};

/// The grammars the package reads, the oldest rule first: the crate's
/// five.
pub const GRAMMARS: [GrammarId; 5] = [
    GrammarId::Rfc1738,
    GrammarId::Rfc1630,
    GrammarId::Rfc2396,
    GrammarId::Rfc3986,
    GrammarId::Rfc3987,
];

/// The grammars, as `GRAMMARS` lists them: the oldest rule first.
pub const NAMES: [&str; 5] = [
    GRAMMARS[0].name(),
    GRAMMARS[1].name(),
    GRAMMARS[2].name(),
    GRAMMARS[3].name(),
    GRAMMARS[4].name(),
];

/// The grammar named `name`, or a `ValueError` that lists the names.
pub fn by_name(name: &str) -> PyResult<GrammarId> {
    GRAMMARS
        .into_iter()
        .find(|g| g.name() == name)
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "no grammar is named {} (the grammars: {})",
                quoted(name),
                NAMES.join(", ")
            ))
        })
}

/// `text` in quotes as Python writes a `str` (`'rfc3986'`).
pub fn quoted(text: &str) -> String {
    let debug = format!("{text:?}");
    let inner = debug
        .strip_prefix('"')
        .and_then(|d| d.strip_suffix('"'))
        .unwrap_or(&debug);
    format!("'{}'", inner.replace("\\\"", "\"").replace('\'', "\\'"))
}

/// An option that only one grammar reads, by its keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// `strict_scheme_case` (RFC 1738): scheme names in lower case only.
    StrictSchemeCase,
    /// `fold_scheme_case` (RFC 1630): scheme names without regard to case.
    FoldSchemeCase,
    /// `empty_relative_path` (RFC 2396): `?y` is a relative reference.
    EmptyRelativePath,
    /// `zone_ids` (RFC 3986): RFC 6874's zone identifiers in IPv6
    /// literals (`[fe80::1%25eth0]`).
    ZoneIds,
}

impl Flag {
    const ALL: [Flag; 4] = [
        Flag::StrictSchemeCase,
        Flag::FoldSchemeCase,
        Flag::EmptyRelativePath,
        Flag::ZoneIds,
    ];

    /// The keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            Flag::StrictSchemeCase => "strict_scheme_case",
            Flag::FoldSchemeCase => "fold_scheme_case",
            Flag::EmptyRelativePath => "empty_relative_path",
            Flag::ZoneIds => "zone_ids",
        }
    }

    /// The grammar that reads it.
    fn grammar(self) -> GrammarId {
        match self {
            Flag::StrictSchemeCase => GrammarId::Rfc1738,
            Flag::FoldSchemeCase => GrammarId::Rfc1630,
            Flag::EmptyRelativePath => GrammarId::Rfc2396,
            Flag::ZoneIds => GrammarId::Rfc3986,
        }
    }
}

/// The keyword options of a call: the grammar's own flag and the
/// longest input (`max_len`, which every grammar reads).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// The grammar's flag ([`Flag`]), when given as true.
    pub flag: bool,
    /// `max_len`, when given.
    pub max_len: Option<usize>,
}

/// The options of `kwargs` for `grammar`: its flag, `max_len`; any other
/// keyword, or another grammar's flag, is a `TypeError` that says whose
/// it is.
pub fn settings(grammar: GrammarId, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Settings> {
    let mut settings = Settings::default();
    let Some(kwargs) = kwargs else {
        return Ok(settings);
    };
    for (key, value) in kwargs.iter() {
        let key = key.cast::<PyString>()?.to_cow()?;
        if key == "max_len" {
            let Ok(n) = value.cast::<PyInt>() else {
                return Err(PyTypeError::new_err(format!(
                    "max_len is a number of bytes, not {}",
                    value.get_type().name()?
                )));
            };
            let n: usize = n
                .extract()
                .map_err(|_| PyValueError::new_err("max_len is a number of bytes, 0 or more"))?;
            settings.max_len = Some(n);
            continue;
        }
        let Some(flag) = Flag::ALL.into_iter().find(|f| f.keyword() == key) else {
            let keywords: Vec<&str> = Flag::ALL.iter().map(|f| f.keyword()).collect();
            return Err(PyTypeError::new_err(format!(
                "{key} is no option (the options: {}, and max_len for every grammar)",
                keywords.join(", ")
            )));
        };
        if flag.grammar() != grammar {
            return Err(PyTypeError::new_err(format!(
                "{key} is no option of the {} grammar: it is an option of {} (grammar='{}')",
                grammar.title(),
                flag.grammar().title(),
                flag.grammar().name()
            )));
        }
        let Ok(on) = value.cast::<PyBool>() else {
            return Err(PyTypeError::new_err(format!(
                "{key} is True or False, not {}",
                value.get_type().name()?
            )));
        };
        settings.flag = on.is_true();
    }
    Ok(settings)
}

/// What the Python functions need of a grammar beyond [`Grammar`].
pub trait Reader: Described
where
    Self::Production: 'static,
{
    /// The grammar.
    const ID: GrammarId;

    /// The grammar's options for `settings`.
    fn options(settings: Settings) -> Self::Options;

    /// Reads all of `input`: the production it is and its generic
    /// components, as written, or why it is no URL.
    #[allow(clippy::type_complexity)]
    fn read(
        input: &str,
        options: Self::Options,
    ) -> Result<(Self::Production, Components<'_>), ParseError<Self::Production>>;

    /// The warnings (one line each) and the effective port of `input`,
    /// if it is valid.
    fn meaning(input: &str, options: Self::Options) -> Option<(Vec<String>, Option<u16>)>;

    /// The kinds of `input`'s host and path, if it is valid and the
    /// grammar names them (RFC 3986 §3.2.2, §3.3: `IP-literal`,
    /// `IPv4address` or `reg-name`, `None` without an authority; and
    /// `path-abempty`, ..., `path-empty`; RFC 3987 §2.2: the same with
    /// `ireg-name` and `ipath-abempty`, ...); `None` for a grammar that
    /// does not.
    fn kinds(
        _input: &str,
        _options: Self::Options,
    ) -> Option<(Option<&'static str>, &'static str)> {
        None
    }

    /// What `input` is, or why it is no URL.
    fn production(
        input: &str,
        options: Self::Options,
    ) -> Result<Self::Production, ParseError<Self::Production>>;

    /// Whether `input` is valid.
    #[inline]
    fn is_valid(input: &str, options: Self::Options) -> bool {
        Self::production(input, options).is_ok()
    }
}

impl Reader for Rfc1738 {
    const ID: GrammarId = GrammarId::Rfc1738;

    fn options(settings: Settings) -> Options {
        let options = Options::new().strict_scheme_case(settings.flag);
        settings.max_len.map_or(options, |n| options.max_len(n))
    }

    #[inline]
    fn read(
        input: &str,
        options: Options,
    ) -> Result<(Production1738, Components<'_>), ParseError<Production1738>> {
        rfc1738::Url::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    fn meaning(input: &str, options: Options) -> Option<(Vec<String>, Option<u16>)> {
        let url = rfc1738::Url::parse_with(input, options).ok()?;
        let warnings = url.warnings().iter().map(|w| w.to_string()).collect();
        Some((warnings, url.effective_port()))
    }

    #[inline]
    fn production(
        input: &str,
        options: Options,
    ) -> Result<Production1738, ParseError<Production1738>> {
        rfc1738::Url::parse_with(input, options).map(|u| u.production())
    }

    #[inline]
    fn is_valid(input: &str, options: Options) -> bool {
        rfc1738::Url::parse_with(input, options).is_ok()
    }
}

impl Reader for Rfc1630 {
    const ID: GrammarId = GrammarId::Rfc1630;

    fn options(settings: Settings) -> rfc1630::Options {
        let options = rfc1630::Options::new().fold_scheme_case(settings.flag);
        settings.max_len.map_or(options, |n| options.max_len(n))
    }

    #[inline]
    fn read(
        input: &str,
        options: rfc1630::Options,
    ) -> Result<(rfc1630::Production, Components<'_>), ParseError<rfc1630::Production>> {
        rfc1630::Url::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    /// RFC 1630 gives no warnings; its default ports are RFC 1738's for
    /// the same schemes.
    fn meaning(input: &str, options: rfc1630::Options) -> Option<(Vec<String>, Option<u16>)> {
        let url = rfc1630::Url::parse_with(input, options).ok()?;
        Some((Vec::new(), url.effective_port()))
    }

    #[inline]
    fn production(
        input: &str,
        options: rfc1630::Options,
    ) -> Result<rfc1630::Production, ParseError<rfc1630::Production>> {
        rfc1630::Url::parse_with(input, options).map(|u| u.production())
    }

    #[inline]
    fn is_valid(input: &str, options: rfc1630::Options) -> bool {
        rfc1630::Url::parse_with(input, options).is_ok()
    }
}

impl Reader for Rfc2396 {
    const ID: GrammarId = GrammarId::Rfc2396;

    fn options(settings: Settings) -> rfc2396::Options {
        let options = rfc2396::Options::new().empty_relative_path(settings.flag);
        settings.max_len.map_or(options, |n| options.max_len(n))
    }

    #[inline]
    fn read(
        input: &str,
        options: rfc2396::Options,
    ) -> Result<(rfc2396::Production, Components<'_>), ParseError<rfc2396::Production>> {
        UriReference::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    fn meaning(input: &str, options: rfc2396::Options) -> Option<(Vec<String>, Option<u16>)> {
        let uri = UriReference::parse_with(input, options).ok()?;
        let warnings = uri.warnings().iter().map(|w| w.to_string()).collect();
        Some((warnings, uri.effective_port()))
    }

    #[inline]
    fn production(
        input: &str,
        options: rfc2396::Options,
    ) -> Result<rfc2396::Production, ParseError<rfc2396::Production>> {
        UriReference::parse_with(input, options).map(|u| u.production())
    }

    #[inline]
    fn is_valid(input: &str, options: rfc2396::Options) -> bool {
        UriReference::parse_with(input, options).is_ok()
    }
}

impl Reader for Rfc3986 {
    const ID: GrammarId = GrammarId::Rfc3986;

    fn options(settings: Settings) -> rfc3986::Options {
        let options = rfc3986::Options::new().zone_ids(settings.flag);
        settings.max_len.map_or(options, |n| options.max_len(n))
    }

    #[inline]
    fn read(
        input: &str,
        options: rfc3986::Options,
    ) -> Result<(rfc3986::Production, Components<'_>), ParseError<rfc3986::Production>> {
        rfc3986::UriReference::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    /// RFC 3986 gives no warnings. The port to connect to is the written
    /// one (`None` over 65535), or else, when there is an authority, the
    /// scheme's default (§3.2.3 leaves it to the scheme; the defaults
    /// are those RFC 2396's reading knows); `None` without an authority,
    /// as the command-line tool says.
    fn meaning(input: &str, options: rfc3986::Options) -> Option<(Vec<String>, Option<u16>)> {
        let uri = rfc3986::UriReference::parse_with(input, options).ok()?;
        let default_port = || {
            let scheme = uri.scheme()?.as_str().to_ascii_lowercase();
            rfc2396::meaning::scheme_info(&scheme)?.default_port
        };
        let port = match (uri.authority(), uri.port()) {
            (None, _) => None,
            (Some(_), Some(p)) if !p.as_str().is_empty() => p.number(),
            (Some(_), _) => default_port(),
        };
        Some((Vec::new(), port))
    }

    fn kinds(
        input: &str,
        options: rfc3986::Options,
    ) -> Option<(Option<&'static str>, &'static str)> {
        let uri = rfc3986::UriReference::parse_with(input, options).ok()?;
        Some((uri.host().map(|h| h.kind_name()), uri.path().kind().name()))
    }

    #[inline]
    fn production(
        input: &str,
        options: rfc3986::Options,
    ) -> Result<rfc3986::Production, ParseError<rfc3986::Production>> {
        rfc3986::UriReference::parse_with(input, options).map(|u| u.production())
    }

    #[inline]
    fn is_valid(input: &str, options: rfc3986::Options) -> bool {
        rfc3986::UriReference::parse_with(input, options).is_ok()
    }
}

impl Reader for Rfc3987 {
    const ID: GrammarId = GrammarId::Rfc3987;

    /// RFC 3987 has no option of its own (§2.2 has no zone
    /// identifiers): `max_len` only.
    fn options(settings: Settings) -> rfc3987::Options {
        let options = rfc3987::Options::new();
        settings.max_len.map_or(options, |n| options.max_len(n))
    }

    #[inline]
    fn read(
        input: &str,
        options: rfc3987::Options,
    ) -> Result<(rfc3987::Production, Components<'_>), ParseError<rfc3987::Production>> {
        rfc3987::IriReference::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    /// As RFC 3986's: no warnings; the written port (`None` over
    /// 65535), or else, when there is an authority, the scheme's
    /// default; `None` without an authority, as the command-line tool
    /// says.
    fn meaning(input: &str, options: rfc3987::Options) -> Option<(Vec<String>, Option<u16>)> {
        let iri = rfc3987::IriReference::parse_with(input, options).ok()?;
        let default_port = || {
            let scheme = iri.scheme()?.as_str().to_ascii_lowercase();
            rfc2396::meaning::scheme_info(&scheme)?.default_port
        };
        let port = match (iri.authority(), iri.port()) {
            (None, _) => None,
            (Some(_), Some(p)) if !p.as_str().is_empty() => p.number(),
            (Some(_), _) => default_port(),
        };
        Some((Vec::new(), port))
    }

    fn kinds(
        input: &str,
        options: rfc3987::Options,
    ) -> Option<(Option<&'static str>, &'static str)> {
        let iri = rfc3987::IriReference::parse_with(input, options).ok()?;
        Some((iri.host().map(|h| h.kind_name()), iri.path().kind().name()))
    }

    #[inline]
    fn production(
        input: &str,
        options: rfc3987::Options,
    ) -> Result<rfc3987::Production, ParseError<rfc3987::Production>> {
        rfc3987::IriReference::parse_with(input, options).map(|u| u.production())
    }

    #[inline]
    fn is_valid(input: &str, options: rfc3987::Options) -> bool {
        rfc3987::IriReference::parse_with(input, options).is_ok()
    }
}

/// The production type's grammar title (`RFC 1738`).
pub fn title<G: Grammar>() -> &'static str {
    <G::Production as Production>::TITLE
}

/// Calls `$f::<G>(args)` with `G` the grammar of the [`GrammarId`] `$id`,
/// one of [`GRAMMARS`] (`by_name` and the fast path give no other).
macro_rules! dispatch {
    ($id:expr, $f:ident($($arg:expr),* $(,)?)) => {
        match $id {
            ::rfc1738::compare::GrammarId::Rfc1738 => $f::<::rfc1738::Rfc1738>($($arg),*),
            ::rfc1738::compare::GrammarId::Rfc1630 => $f::<::rfc1738::rfc1630::Rfc1630>($($arg),*),
            ::rfc1738::compare::GrammarId::Rfc2396 => $f::<::rfc1738::rfc2396::Rfc2396>($($arg),*),
            ::rfc1738::compare::GrammarId::Rfc3986 => $f::<::rfc1738::rfc3986::Rfc3986>($($arg),*),
            ::rfc1738::compare::GrammarId::Rfc3987 => $f::<::rfc1738::rfc3987::Rfc3987>($($arg),*),
        }
    };
}
pub(crate) use dispatch;
