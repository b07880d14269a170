//! `rfc1738.compare(text)`: the `compat` object of docs/json.md. The
//! crate's three grammars (`rfc1738::compare`) and, beside them, RFC
//! 3986 as the fluent-uri crate reads it and the WHATWG URL Standard as
//! the url crate reads it, as the command-line tool's `compat` gives
//! them.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use rfc1738::compare::{Category, Difference, GrammarId, Kind, Report, Verdict};
use rfc1738::syntax::Component;

use crate::objects::{self, hint_text};

/// A column of the comparison.
#[derive(Clone, Copy)]
enum Column {
    Grammar(GrammarId),
    Rfc3986,
    Whatwg,
}

impl Column {
    fn key(self) -> &'static str {
        match self {
            Column::Grammar(g) => g.name(),
            Column::Rfc3986 => "rfc3986",
            Column::Whatwg => "whatwg",
        }
    }

    fn computed_by(self) -> &'static str {
        match self {
            Column::Grammar(_) => "rfc1738",
            Column::Rfc3986 => "fluent-uri",
            Column::Whatwg => "url",
        }
    }
}

/// What one column makes of the input.
struct Outcome {
    column: Column,
    production: Option<&'static str>,
    parts: Option<Vec<(Component, Option<String>)>>,
    error: Option<Failure>,
}

/// Why a column rejects the input.
struct Failure {
    expected: Option<&'static str>,
    offset: Option<usize>,
    found: Option<char>,
    hint: Option<String>,
    hint_id: Option<&'static str>,
    message: String,
}

/// RFC 2396's keys, which RFC 3986's column has too.
const URI_KEYS: &[Component] = GrammarId::Rfc2396.components();
/// RFC 1738's keys, which the WHATWG column has too.
const LOGIN_KEYS: &[Component] = GrammarId::Rfc1738.components();

fn outcomes(report: &Report<'_>) -> Vec<Outcome> {
    let input = report.input();
    let mut out: Vec<Outcome> = GrammarId::ALL
        .iter()
        .map(|&g| match report.verdict(g) {
            Verdict::Valid {
                production,
                components,
            } => Outcome {
                column: Column::Grammar(g),
                production: Some(production),
                parts: Some(
                    g.components()
                        .iter()
                        .map(|&k| (k, components.get(k).map(|s| s.as_str().to_owned())))
                        .collect(),
                ),
                error: None,
            },
            Verdict::Invalid(r) => Outcome {
                column: Column::Grammar(g),
                production: None,
                parts: None,
                error: Some(Failure {
                    expected: Some(r.expected),
                    offset: Some(r.offset),
                    found: r.found,
                    hint: hint_text(r.hint),
                    hint_id: r.hint.and_then(objects::hint_id),
                    message: r.message,
                }),
            },
        })
        .collect();
    out.push(match fluent_uri::UriRef::parse(input) {
        Ok(r) => {
            let authority = r.authority();
            // Each of RFC 2396's keys as fluent-uri gives it.
            let get = |k: Component| -> Option<String> {
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
                s.map(str::to_owned)
            };
            Outcome {
                column: Column::Rfc3986,
                production: Some(if r.has_scheme() {
                    "URI"
                } else {
                    "relative-ref"
                }),
                parts: Some(URI_KEYS.iter().map(|&k| (k, get(k))).collect()),
                error: None,
            }
        }
        Err(e) => Outcome {
            column: Column::Rfc3986,
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
                parts: Some(LOGIN_KEYS.iter().map(|&k| (k, get(k))).collect()),
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

/// The `difference` object.
fn difference<'py>(py: Python<'py>, d: &Difference<'_>) -> PyResult<Bound<'py, PyDict>> {
    let category = match d.kind.category() {
        Category::Character => "character",
        Category::Structure => "structure",
        Category::Reading => "reading",
    };
    let readings = PyDict::new(py);
    for r in &d.readings {
        let reading = PyDict::new(py);
        reading.set_item(intern!(py, "reading"), r.what.as_ref())?;
        reading.set_item(intern!(py, "section"), r.section.as_ref())?;
        readings.set_item(r.grammar.name(), reading)?;
    }
    let o = PyDict::new(py);
    o.set_item("kind", d.kind.name())?;
    o.set_item("category", category)?;
    o.set_item(
        "character",
        match d.kind {
            Kind::Character(c) => Some(c.to_string()),
            _ => None,
        },
    )?;
    o.set_item(
        "component",
        match d.kind {
            Kind::Component(c) => Some(c.name()),
            _ => None,
        },
    )?;
    o.set_item("summary", d.kind.to_string())?;
    o.set_item("start", d.span.start())?;
    o.set_item("end", d.span.end())?;
    o.set_item("text", d.span.as_str())?;
    o.set_item("readings", readings)?;
    Ok(o)
}

/// The `compat` object of `input`; `input_hex` is the hex of the bytes
/// it was decoded from when they are not UTF-8 (each bad sequence is
/// U+FFFD in `input`, which is what the grammars read).
pub fn compare<'py>(
    py: Python<'py>,
    input: &str,
    input_hex: Option<String>,
) -> PyResult<Bound<'py, PyDict>> {
    let report = rfc1738::compare(input);
    let grammars = PyDict::new(py);
    for o in outcomes(&report) {
        let components = match &o.parts {
            Some(parts) => {
                let c = PyDict::new(py);
                for (k, v) in parts {
                    c.set_item(k.name(), v.as_deref())?;
                }
                Some(c)
            }
            None => None,
        };
        let error = match &o.error {
            Some(e) => {
                let d = PyDict::new(py);
                d.set_item("expected", e.expected)?;
                d.set_item("offset", e.offset)?;
                d.set_item("found", e.found.map(String::from))?;
                d.set_item("hint", e.hint.as_deref())?;
                if objects::HINT_ID_IN_JSON {
                    d.set_item("hint_id", e.hint_id)?;
                }
                d.set_item("message", &e.message)?;
                Some(d)
            }
            None => None,
        };
        let verdict = PyDict::new(py);
        verdict.set_item("grammar", o.column.key())?;
        verdict.set_item("computed_by", o.column.computed_by())?;
        verdict.set_item("valid", o.production.is_some())?;
        verdict.set_item("production", o.production)?;
        verdict.set_item("components", components)?;
        verdict.set_item("error", error)?;
        grammars.set_item(o.column.key(), verdict)?;
    }
    let differences = PyList::empty(py);
    for d in report.differences() {
        differences.append(difference(py, d)?)?;
    }
    let out = PyDict::new(py);
    out.set_item("input", input)?;
    out.set_item("input_hex", input_hex)?;
    out.set_item("grammars", grammars)?;
    out.set_item("differences", differences)?;
    Ok(out)
}
