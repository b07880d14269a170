//! `rfc1738.compare(text)`: the `compat` object of docs/json.md. The
//! crate's five grammars (`rfc1738::compare`, RFC 3986 and RFC 3987
//! among them, read by the crate's own `rfc1738::rfc3986` and
//! `rfc1738::rfc3987`) and, beside them, RFC 3986 as
//! the fluent-uri crate reads it (a peer check) and the WHATWG URL
//! Standard as the url crate reads it, as the command-line tool's
//! `compat` gives them.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use rfc1738::compare::{Category, Difference, Kind};

use crate::columns::outcomes;
use crate::objects;

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
    for o in outcomes(&report, true) {
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
