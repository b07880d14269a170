//! The columns of `compat` (docs/json.md, "compat"): what each of the
//! crate's grammars makes of one input (RFC 3986 among them, read by the
//! crate's own grammar), and beside them, as peer checks, RFC 3986 as the
//! fluent-uri crate reads it and the WHATWG URL Standard as the url crate
//! reads it. The command-line tool's `compat` and `check --grammar all`
//! write these columns, and so does the Python package's `compare`
//! (python/src/compat.rs compiles this file), so that the two give the
//! same objects.
//!
//! The two peers are the tool's and the package's dependencies, never the
//! library's: their columns are labelled as computed by those crates.

use std::borrow::Cow;

use rfc1738::compare::{GrammarId, Report, Verdict};
use rfc1738::syntax::Component;

/// The columns of a comparison: the crate's grammars, then the peers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Column {
    /// One of the crate's grammars.
    Grammar(GrammarId),
    /// RFC 3986, as fluent-uri's `UriRef::parse` reads it: a peer check
    /// beside the crate's own RFC 3986.
    FluentUri,
    /// The WHATWG URL Standard, as url's `Url::parse` reads it.
    Whatwg,
}

impl Column {
    /// The key of the column in JSON: `rfc1738`, ..., `rfc3986`,
    /// `fluent-uri`, `whatwg`.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Column::Grammar(g) => g.name(),
            Column::FluentUri => "fluent-uri",
            Column::Whatwg => "whatwg",
        }
    }

    /// What computed the column: this crate, or the peer crate.
    pub(crate) fn computed_by(self) -> &'static str {
        match self {
            Column::Grammar(_) => "rfc1738",
            Column::FluentUri => "fluent-uri",
            Column::Whatwg => "url",
        }
    }

    /// The keys of the column's `components` object (docs/json.md).
    pub(crate) fn keys(self) -> &'static [Component] {
        match self {
            Column::Grammar(g) => g.components(),
            Column::FluentUri => GrammarId::Rfc3986.components(),
            Column::Whatwg => GrammarId::Rfc1738.components(),
        }
    }
}

/// What one column makes of the input.
pub(crate) struct Outcome<'a> {
    pub(crate) column: Column,
    /// The production matched (the peers: `URI` or `relative-ref`,
    /// `URL`); `None` when invalid.
    pub(crate) production: Option<&'static str>,
    /// The parts, in the order of [`Column::keys`], when valid.
    pub(crate) parts: Option<Vec<(Component, Option<Cow<'a, str>>)>>,
    /// Why it is invalid.
    pub(crate) error: Option<Failure>,
}

/// Why a column rejects the input.
pub(crate) struct Failure {
    pub(crate) expected: Option<&'static str>,
    pub(crate) offset: Option<usize>,
    pub(crate) found: Option<char>,
    pub(crate) hint: Option<String>,
    pub(crate) hint_id: Option<&'static str>,
    pub(crate) message: String,
}

/// The outcome of each column for `report`'s input: the crate's
/// grammars, and the peers when `peers`.
pub(crate) fn outcomes<'a>(report: &Report<'a>, peers: bool) -> Vec<Outcome<'a>> {
    let input = report.input();
    let mut out: Vec<Outcome<'a>> = GrammarId::ALL
        .iter()
        .map(|&g| {
            let column = Column::Grammar(g);
            match report.verdict(g) {
                Verdict::Valid {
                    production,
                    components,
                } => Outcome {
                    column,
                    production: Some(production),
                    parts: Some(
                        column
                            .keys()
                            .iter()
                            .map(|&k| (k, components.get(k).map(|s| Cow::Borrowed(s.as_str()))))
                            .collect(),
                    ),
                    error: None,
                },
                Verdict::Invalid(r) => Outcome {
                    column,
                    production: None,
                    parts: None,
                    error: Some(Failure {
                        expected: Some(r.expected),
                        offset: Some(r.offset),
                        found: r.found,
                        hint: r.hint.map(crate::render::hint_text),
                        hint_id: r.hint.map(|h| h.id),
                        message: r.message,
                    }),
                },
            }
        })
        .collect();
    if !peers {
        return out;
    }
    out.push(match fluent_uri::UriRef::parse(input) {
        Ok(r) => {
            let authority = r.authority();
            let get = |k: Component| -> Option<Cow<'a, str>> {
                let s: Option<&str> = match k {
                    Component::Scheme => r.scheme().map(|s| s.as_str()),
                    Component::Authority => authority.map(|a| a.as_str()),
                    Component::Userinfo => authority.and_then(|a| a.userinfo()).map(|u| u.as_str()),
                    Component::Host => authority.map(|a| a.host()),
                    Component::Port => authority.and_then(|a| a.port()).map(|p| p.as_str()),
                    Component::Path => Some(r.path().as_str()),
                    Component::Query => r.query().map(|q| q.as_str()),
                    Component::Fragment => r.fragment().map(|f| f.as_str()),
                    Component::User | Component::Password => None,
                };
                s.map(|s| Cow::Owned(s.to_owned()))
            };
            Outcome {
                column: Column::FluentUri,
                production: Some(if r.has_scheme() {
                    "URI"
                } else {
                    "relative-ref"
                }),
                parts: Some(
                    Column::FluentUri
                        .keys()
                        .iter()
                        .map(|&k| (k, get(k)))
                        .collect(),
                ),
                error: None,
            }
        }
        Err(e) => Outcome {
            column: Column::FluentUri,
            production: None,
            parts: None,
            error: Some(Failure {
                expected: None,
                offset: Some(e.index()),
                found: input.get(e.index()..).and_then(|s| s.chars().next()),
                hint: None,
                hint_id: None,
                message: e.to_string(),
            }),
        },
    });
    out.push(match url::Url::parse(input) {
        Ok(u) => {
            let get = |k: Component| -> Option<String> {
                match k {
                    Component::Scheme => Some(u.scheme().to_owned()),
                    Component::User => Some(u.username().to_owned()).filter(|s| !s.is_empty()),
                    Component::Password => u.password().map(str::to_owned),
                    Component::Host => u.host_str().map(str::to_owned),
                    Component::Port => u.port().map(|p| p.to_string()),
                    Component::Path => Some(u.path().to_owned()),
                    Component::Query => u.query().map(str::to_owned),
                    Component::Fragment => u.fragment().map(str::to_owned),
                    Component::Userinfo | Component::Authority => None,
                }
            };
            Outcome {
                column: Column::Whatwg,
                production: Some("URL"),
                parts: Some(
                    Column::Whatwg
                        .keys()
                        .iter()
                        .map(|&k| (k, get(k).map(Cow::Owned)))
                        .collect(),
                ),
                error: None,
            }
        }
        Err(e) => Outcome {
            column: Column::Whatwg,
            production: None,
            parts: None,
            error: Some(Failure {
                expected: None,
                offset: None,
                found: None,
                hint: None,
                hint_id: None,
                message: e.to_string(),
            }),
        },
    });
    out
}
