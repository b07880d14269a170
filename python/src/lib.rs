//! The Python package `rfc1738` (module `rfc1738._native`): the crate's
//! five grammars from Python, as a thin layer over the library whose
//! values are the objects of docs/json.md, the schema of the
//! command-line tool's JSON.
//!
//! - `parse(text, grammar="rfc1738", **options) -> Url`, raising
//!   `ParseError` (a `ValueError`) with the fields of the JSON error;
//! - `is_valid(text, grammar=..., **options) -> bool`;
//! - `check(texts, grammar=..., **options) -> list[dict]`: the objects
//!   of `rfc1738 check --format jsonl`, read without holding the GIL;
//! - `compare(text) -> dict` (`rfc1738 compat --format jsonl`),
//!   `resolve(base, reference, grammar=...)`, `normalize(text)` (RFC
//!   3986 §6), `to_uri(text)` and `to_iri(text)` (RFC 3987 §3.1, §3.2),
//!   `generate(...)`, `explain(name)`, `GRAMMARS`.
//!
//! Nothing here panics on any input: every error is a Python exception.
//! The stubs are `pysrc/rfc1738/_native.pyi`.

// No panic paths reachable from Python: the library's lints, here too
// (the tool's files compiled below keep their own rules).
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

use std::ffi::c_char;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString, PyTuple};

use rfc1738::compare::GrammarId;
use rfc1738::rfc2396::{Rfc2396, UriReference};
use rfc1738::rfc3986::{self, Rfc3986, resolve::ResolveOptions};
use rfc1738::rfc3987::{self, Rfc3987};
use rfc1738::syntax::{Production, generate as draw, near_misses};

mod batch;
mod compat;
mod fast;
mod grammar;
mod objects;

use batch::check_as;
use grammar::{Reader, Settings, dispatch};
use objects::ErrorData;

// The command-line tool's `explain`, compiled here from its own files
// (cli/src/explain.rs, and cli/src/render.rs for the way it cites a
// section), so that `rfc1738.explain(name)` is `rfc1738 explain NAME`
// word for word. Its embedded data (cli/explain/<grammar>.md, the RFC
// texts, the reviewed snapshots) comes from the tool's build script,
// which this package runs too (Cargo.toml, `build`). The two functions
// after them are the ones those files call at the root of their crate.
#[path = "../../cli/src/render.rs"]
#[allow(dead_code, unused_imports, clippy::all, clippy::restriction)]
mod render;

#[path = "../../cli/src/explain.rs"]
#[allow(dead_code, unused_imports, clippy::all, clippy::restriction)]
mod tool_explain;

// The columns of the tool's `compat` (cli/src/columns.rs): what each
// grammar and each of the two peers makes of an input, compiled here so
// that `rfc1738.compare(text)` gives the tool's objects.
#[path = "../../cli/src/columns.rs"]
mod columns;

/// What `explain.rs` prints with, in the tool: the package prints nothing.
#[allow(dead_code)]
fn emit(_text: &str) -> bool {
    true
}

/// The command that explains production `name` of the grammar of `P`,
/// as the tool names it in its messages.
#[allow(dead_code)]
fn explain_command<P: Production>(name: &str) -> String {
    if P::GRAMMAR == GrammarId::Rfc1738.name() {
        format!("rfc1738 explain {name}")
    } else {
        format!("rfc1738 --grammar {} explain {name}", P::GRAMMAR)
    }
}

unsafe extern "C" {
    /// CPython's UTF-8 view of a `str` (its own buffer, cached in the
    /// object): part of the stable ABI from Python 3.10 on, and exported
    /// with the same signature by every CPython 3 before it, 3.9
    /// included. pyo3 declares it only for a build without the limited
    /// API of 3.9, whose only way is a copy into a new `bytes` per call.
    fn PyUnicode_AsUTF8AndSize(
        unicode: *mut pyo3::ffi::PyObject,
        size: *mut pyo3::ffi::Py_ssize_t,
    ) -> *const c_char;
}

/// The UTF-8 text of `s`, without a copy; `None` when it holds a lone
/// surrogate (which UTF-8 cannot encode).
pub(crate) fn utf8<'a>(s: &'a Bound<'_, PyString>) -> Option<&'a str> {
    let mut size: pyo3::ffi::Py_ssize_t = 0;
    // SAFETY: `s` is a live `str` (the GIL is held: `Bound`); the buffer
    // CPython returns is owned by `s` and lives as long as it, which the
    // lifetime `'a` of the borrow of `s` ties the slice to.
    let data = unsafe { PyUnicode_AsUTF8AndSize(s.as_ptr(), &mut size) };
    if data.is_null() {
        // A lone surrogate: the UnicodeEncodeError is not ours to raise.
        // SAFETY: the GIL is held.
        unsafe { pyo3::ffi::PyErr_Clear() };
        return None;
    }
    let len = usize::try_from(size).ok()?;
    // SAFETY: CPython's UTF-8 buffer of `s`: `len` bytes at `data`,
    // alive while `s` is (above), and UTF-8: CPython encodes it so (a
    // `str` it cannot encode gave null, above).
    Some(unsafe {
        std::str::from_utf8_unchecked(std::slice::from_raw_parts(data.cast::<u8>(), len))
    })
}

/// The bytes of a `str` that is not UTF-8, as `surrogateescape` (or,
/// for a surrogate it cannot map, `surrogatepass`) encodes them.
fn encoded<'py>(s: &Bound<'py, PyString>) -> PyResult<Bound<'py, PyBytes>> {
    let py = s.py();
    s.call_method1(intern!(py, "encode"), ("utf-8", "surrogateescape"))
        .or_else(|_| s.call_method1(intern!(py, "encode"), ("utf-8", "surrogatepass")))?
        .cast_into::<PyBytes>()
        .map_err(Into::into)
}

/// The `str` `text`, or a `TypeError` that names `what` takes.
fn text_arg<'a, 'py>(
    text: &'a Bound<'py, PyAny>,
    what: &str,
) -> PyResult<&'a Bound<'py, PyString>> {
    text.cast::<PyString>().map_err(|_| {
        let name = text
            .get_type()
            .name()
            .map_or_else(|_| "this type".to_owned(), |n| n.to_string());
        PyTypeError::new_err(format!("{what} reads a str, not {name}"))
    })
}

/// The grammar named by `grammar` (RFC 1738 when not given).
fn grammar_arg(grammar: Option<&Bound<'_, PyAny>>) -> PyResult<GrammarId> {
    let Some(g) = grammar.filter(|g| !g.is_none()) else {
        return Ok(GrammarId::Rfc1738);
    };
    let name = text_arg(g, "grammar=")?;
    grammar::by_name(utf8(name).unwrap_or_default())
}

/// The error for a `str` that is not UTF-8 (a lone surrogate).
fn not_utf8(py: Python<'_>, grammar: GrammarId, text: &Bound<'_, PyString>) -> PyErr {
    match encoded(text) {
        Ok(bytes) => {
            let b = bytes.as_bytes();
            let (at, byte) = match std::str::from_utf8(b) {
                Ok(_) => (b.len(), None),
                Err(e) => (
                    e.valid_up_to(),
                    e.error_len().and_then(|_| b.get(e.valid_up_to()).copied()),
                ),
            };
            ErrorData::not_utf8(py, grammar, text.clone().into_any(), at, byte)
        }
        Err(e) => e,
    }
}

/// A URL of one of the grammars: the text as given, the grammar and
/// options it was read with, and what it is.
#[pyclass(frozen, module = "rfc1738", name = "Url")]
pub struct Url {
    text: Py<PyString>,
    grammar: GrammarId,
    settings: Settings,
    production: &'static str,
}

/// `Url`'s text read again under its grammar: the components, tree,
/// warnings and port are worked out when asked for.
fn components_of<'py, G: Reader>(
    py: Python<'py>,
    text: &str,
    settings: Settings,
) -> PyResult<Bound<'py, PyAny>> {
    match G::read(text, G::options(settings)) {
        Ok((_, c)) => Ok(objects::components(py, G::ID, &c)?.into_any()),
        Err(e) => Err(objects::value_error(e.to_string())),
    }
}

fn tree_of<'py, G: Reader>(
    py: Python<'py>,
    text: &str,
    settings: Settings,
) -> PyResult<Bound<'py, PyAny>> {
    match G::parse(text, G::options(settings)) {
        Ok((_, node)) => Ok(objects::tree(py, node)?.into_any()),
        Err(e) => Err(objects::value_error(e.to_string())),
    }
}

fn meaning_of<G: Reader>(text: &str, settings: Settings) -> (Vec<String>, Option<u16>) {
    G::meaning(text, G::options(settings)).unwrap_or_default()
}

fn kinds_of<G: Reader>(
    text: &str,
    settings: Settings,
) -> (Option<&'static str>, Option<&'static str>) {
    G::kinds(text, G::options(settings)).map_or((None, None), |(host, path)| (host, Some(path)))
}

impl Url {
    fn text<'a>(&'a self, py: Python<'a>) -> &'a str {
        utf8(self.text.bind(py)).unwrap_or_default()
    }
}

#[pymethods]
impl Url {
    /// The URL as given.
    #[getter(text)]
    fn get_text(&self, py: Python<'_>) -> Py<PyString> {
        self.text.clone_ref(py)
    }

    /// The grammar it was read with: `rfc1738`, `rfc1630`, `rfc2396`,
    /// `rfc3986` or `rfc3987`.
    #[getter]
    fn grammar(&self) -> &'static str {
        self.grammar.name()
    }

    /// What it is: the production that names it (RFC 1738: the scheme's,
    /// `httpurl`, ..., `genericurl`; RFC 2396: `absoluteURI`, ...; RFC
    /// 3986: `URI` or `relative-ref`; RFC 3987: `IRI` or
    /// `irelative-ref`).
    #[getter]
    fn production(&self) -> &'static str {
        self.production
    }

    /// Its generic parts, as written: the `components` object of
    /// docs/json.md (a part the URL lacks is `None`, an empty one `""`).
    #[getter]
    fn components<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let text = self.text(py);
        dispatch!(self.grammar, components_of(py, text, self.settings))
    }

    /// The parse tree, as the conformance vectors give it: `production`,
    /// `start` and `end` (byte offsets) and `children`, from the root.
    #[getter]
    fn tree<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let text = self.text(py);
        dispatch!(self.grammar, tree_of(py, text, self.settings))
    }

    /// What a careful program should know before using the URL, one
    /// line each, with its section (RFC 1738 §6, ...).
    #[getter]
    fn warnings(&self, py: Python<'_>) -> Vec<String> {
        let text = self.text(py);
        dispatch!(self.grammar, meaning_of(text, self.settings)).0
    }

    /// The port to connect to: the written port, or the scheme's
    /// default; `None` when the scheme has none, the written port is
    /// over 65535, or there is no host to connect to (`http:foo` under
    /// RFC 2396).
    #[getter]
    fn effective_port(&self, py: Python<'_>) -> Option<u16> {
        let text = self.text(py);
        dispatch!(self.grammar, meaning_of(text, self.settings)).1
    }

    /// RFC 3986: the kind of the host (§3.2.2), the first of its
    /// alternatives that matches it: `IP-literal`, `IPv4address` or
    /// `reg-name` (an empty host is an empty `reg-name`); RFC 3987
    /// (§2.2): `IP-literal`, `IPv4address` or `ireg-name`. `None`
    /// without an authority, and under the other grammars.
    #[getter]
    fn host_kind(&self, py: Python<'_>) -> Option<&'static str> {
        let text = self.text(py);
        dispatch!(self.grammar, kinds_of(text, self.settings)).0
    }

    /// RFC 3986: the kind of the path (§3.3), by its context:
    /// `path-abempty` after an authority, else `path-absolute`,
    /// `path-noscheme` (a relative reference), `path-rootless` (a URI)
    /// or `path-empty`; RFC 3987 (§2.2): the same with an `i` in front
    /// (`ipath-abempty`, ...). `None` under the other grammars.
    #[getter]
    fn path_kind(&self, py: Python<'_>) -> Option<&'static str> {
        let text = self.text(py);
        dispatch!(self.grammar, kinds_of(text, self.settings)).1
    }

    fn __str__(&self, py: Python<'_>) -> Py<PyString> {
        self.text.clone_ref(py)
    }

    /// Equal when read under the same grammar from the same text, as the
    /// Rust crate's owned URLs compare (`UrlBuf`): the text decides the
    /// tree, whatever the options that let it be read. Not the
    /// equivalence of RFC 1738 §2.2 (`HTTP://h/%41` and `http://h/A` are
    /// different `Url`s), and never equal to a `str`.
    /// (Another type than `Url` gives `NotImplemented`.)
    fn __eq__(&self, py: Python<'_>, other: PyRef<'_, Self>) -> PyResult<bool> {
        let (mine, theirs) = (self.text.bind(py).as_any(), other.text.bind(py));
        Ok(self.grammar == other.grammar && PyAnyMethods::eq(mine, theirs)?)
    }

    /// The hash of the grammar's name and the text, so that equal `Url`s
    /// hash alike (a `set` or `dict` key).
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        (self.grammar.name(), self.text.bind(py))
            .into_pyobject(py)?
            .hash()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = self.text.bind(py).repr()?;
        Ok(format!(
            "Url({text}, grammar='{}', production='{}')",
            self.grammar.name(),
            self.production
        ))
    }
}

/// A `Url` of `text`, read as `production` under `grammar` with
/// `settings`.
pub(crate) fn url(
    text: Bound<'_, PyString>,
    grammar: GrammarId,
    settings: Settings,
    production: impl Production,
) -> Url {
    Url {
        text: text.unbind(),
        grammar,
        settings,
        production: production.name(),
    }
}

fn parse_as<G: Reader>(
    py: Python<'_>,
    text: &Bound<'_, PyString>,
    settings: Settings,
) -> PyResult<Url> {
    let Some(s) = utf8(text) else {
        return Err(not_utf8(py, G::ID, text));
    };
    match G::production(s, G::options(settings)) {
        Ok(p) => Ok(url(text.clone(), G::ID, settings, p)),
        Err(e) => Err(ErrorData::raise(py, G::ID, text.clone().into_any(), e)),
    }
}

/// Reads `text` as a URL of the grammar (`rfc1738`, `rfc1630`,
/// `rfc2396`, `rfc3986`, `rfc3987`): a `Url`, or `ParseError` with where
/// and why it is none.
#[pyfunction]
#[pyo3(signature = (text, grammar = None, **options), text_signature = "(text, grammar='rfc1738', **options)")]
fn parse(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    grammar: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Url> {
    let text = text_arg(text, "parse")?;
    let grammar = grammar_arg(grammar)?;
    let settings = grammar::settings(grammar, options)?;
    dispatch!(grammar, parse_as(py, text, settings))
}

fn is_valid_as<G: Reader>(text: &Bound<'_, PyString>, settings: Settings) -> bool {
    utf8(text).is_some_and(|s| G::is_valid(s, G::options(settings)))
}

/// Whether `text` is a URL of the grammar.
#[pyfunction]
#[pyo3(signature = (text, grammar = None, **options), text_signature = "(text, grammar='rfc1738', **options)")]
fn is_valid(
    text: &Bound<'_, PyAny>,
    grammar: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<bool> {
    let text = text_arg(text, "is_valid")?;
    if grammar.is_none() && options.is_none() {
        return Ok(is_valid_as::<rfc1738::Rfc1738>(text, Settings::default()));
    }
    let grammar = grammar_arg(grammar)?;
    let settings = grammar::settings(grammar, options)?;
    Ok(dispatch!(grammar, is_valid_as(text, settings)))
}

/// One `check` object (docs/json.md) per input of `texts`, in order:
/// what `rfc1738 check --format jsonl` prints for the line, without
/// `file`, `line` and the error's `column`.
#[pyfunction]
#[pyo3(signature = (texts, grammar = None, **options), text_signature = "(texts, grammar='rfc1738', **options)")]
fn check<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
    grammar: Option<&Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyList>> {
    if texts.is_instance_of::<PyString>() || texts.is_instance_of::<PyBytes>() {
        return Err(PyTypeError::new_err(
            "check reads an iterable of str (a list of URLs), not one str: use check([text])",
        ));
    }
    let grammar = grammar_arg(grammar)?;
    let settings = grammar::settings(grammar, options)?;
    dispatch!(grammar, check_as(py, texts, settings))
}

/// The `compat` object (docs/json.md) of `text`: what each grammar of
/// the crate makes of it, RFC 3986 and the WHATWG URL Standard beside
/// them, and the differences between the grammars with their sections.
#[pyfunction]
fn compare<'py>(py: Python<'py>, text: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    if let Ok(b) = text.cast::<PyBytes>() {
        let b = b.as_bytes();
        return match std::str::from_utf8(b) {
            Ok(s) => compat::compare(py, s, None),
            Err(_) => compat::compare(py, &String::from_utf8_lossy(b), Some(objects::hex(b))),
        };
    }
    let text = text_arg(text, "compare")?;
    match utf8(text) {
        Some(s) => compat::compare(py, s, None),
        None => {
            let b = encoded(text)?;
            let b = b.as_bytes();
            compat::compare(py, &String::from_utf8_lossy(b), Some(objects::hex(b)))
        }
    }
}

/// The target of `reference` against the absolute URI `base`, by RFC
/// 2396 §5.2 (`rfc1738 resolve BASE REFERENCE`), or with
/// `grammar="rfc3986"` by RFC 3986 §5.2–5.3 (`rfc1738 --grammar rfc3986
/// resolve`), or with `grammar="rfc3987"` on IRIs by RFC 3987 §6.5 (RFC
/// 3986's algorithm, the characters beyond ASCII kept as written);
/// strict unless `non_strict=True` (RFC 3986 §5.2.2).
#[pyfunction]
#[pyo3(signature = (base, reference, grammar = None, *, non_strict = false, **options), text_signature = "(base, reference, grammar='rfc2396', *, non_strict=False, **options)")]
fn resolve(
    py: Python<'_>,
    base: &Bound<'_, PyAny>,
    reference: &Bound<'_, PyAny>,
    grammar: Option<&Bound<'_, PyAny>>,
    non_strict: bool,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let grammar = match grammar.filter(|g| !g.is_none()) {
        None => GrammarId::Rfc2396,
        Some(g) => grammar_arg(Some(g))?,
    };
    let base_obj = text_arg(base, "resolve")?;
    let reference_obj = text_arg(reference, "resolve")?;
    let Some(base_text) = utf8(base_obj) else {
        return Err(not_utf8(py, grammar, base_obj));
    };
    let Some(reference_text) = utf8(reference_obj) else {
        return Err(not_utf8(py, grammar, reference_obj));
    };
    match grammar {
        GrammarId::Rfc2396 if !non_strict => {}
        GrammarId::Rfc2396 => {
            return Err(PyTypeError::new_err(
                "non_strict is RFC 3986's (§5.2.2): give grammar='rfc3986' or grammar='rfc3987' (RFC 2396 §5.2 has no such reading)",
            ));
        }
        GrammarId::Rfc3986 => {
            let settings = grammar::settings(grammar, options)?;
            let options = <Rfc3986 as Reader>::options(settings);
            let base_ref = rfc3986::UriReference::parse_with(base_text, options)
                .map_err(|e| ErrorData::raise(py, grammar, base.clone(), e))?;
            if base_ref.scheme().is_none() {
                return Err(PyValueError::new_err(format!(
                    "the base {base_text:?} is not an absolute URI (it has no scheme)"
                )));
            }
            let target = rfc3986::UriReference::parse_with(reference_text, options)
                .map_err(|e| ErrorData::raise(py, grammar, reference.clone(), e))?;
            let how = if non_strict {
                ResolveOptions::non_strict()
            } else {
                ResolveOptions::new()
            };
            return target
                .resolve_with(&base_ref, how)
                .map(|t| t.into_string())
                .map_err(|e| PyValueError::new_err(e.to_string()));
        }
        GrammarId::Rfc3987 => {
            let settings = grammar::settings(grammar, options)?;
            let options = <Rfc3987 as Reader>::options(settings);
            let base_ref = rfc3987::IriReference::parse_with(base_text, options)
                .map_err(|e| ErrorData::raise(py, grammar, base.clone(), e))?;
            if base_ref.scheme().is_none() {
                return Err(PyValueError::new_err(format!(
                    "the base {base_text:?} is not an absolute IRI (it has no scheme)"
                )));
            }
            let target = rfc3987::IriReference::parse_with(reference_text, options)
                .map_err(|e| ErrorData::raise(py, grammar, reference.clone(), e))?;
            let how = if non_strict {
                ResolveOptions::non_strict()
            } else {
                ResolveOptions::new()
            };
            return target
                .resolve_with(&base_ref, how)
                .map(|t| t.into_string())
                .map_err(|e| PyValueError::new_err(e.to_string()));
        }
        other => {
            return Err(PyValueError::new_err(format!(
                "resolve reads RFC 2396 (grammar='rfc2396'), RFC 3986 (grammar='rfc3986') or RFC 3987 (grammar='rfc3987'), not {} (grammar='{}')",
                other.title(),
                other.name()
            )));
        }
    }
    let settings = grammar::settings(GrammarId::Rfc2396, options)?;
    let options = <Rfc2396 as Reader>::options(settings);
    let base_ref = UriReference::parse_with(base_text, options)
        .map_err(|e| ErrorData::raise(py, GrammarId::Rfc2396, base.clone(), e))?;
    if !base_ref.is_absolute() {
        return Err(PyValueError::new_err(format!(
            "the base {base_text:?} is not an absolute URI (it has no scheme)"
        )));
    }
    let target = UriReference::parse_with(reference_text, options)
        .map_err(|e| ErrorData::raise(py, GrammarId::Rfc2396, reference.clone(), e))?;
    target
        .resolve(&base_ref)
        .map(|t| t.to_string())
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

/// `text` normalized by RFC 3986 §6 (`rfc1738 normalize TEXT`): the
/// syntax-based normalization of §6.2.2 (the case of the scheme, the
/// host and percent-encodings; percent-encoded unreserved characters
/// decoded; dot segments removed) and the scheme-based one of §6.2.3 for
/// http and https. Two references are equivalent when their
/// normalizations are equal.
#[pyfunction]
#[pyo3(signature = (text, **options), text_signature = "(text, **options)")]
fn normalize(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let settings = grammar::settings(GrammarId::Rfc3986, options)?;
    let options = <Rfc3986 as Reader>::options(settings);
    let text_obj = text_arg(text, "normalize")?;
    let Some(s) = utf8(text_obj) else {
        return Err(not_utf8(py, GrammarId::Rfc3986, text_obj));
    };
    rfc3986::UriReference::parse_with(s, options)
        .map(|uri| uri.normalize())
        .map_err(|e| ErrorData::raise(py, GrammarId::Rfc3986, text.clone(), e))
}

/// The URI of the IRI reference `text` (RFC 3987 §3.1, `rfc1738 to-uri
/// TEXT`): every character beyond ASCII as the percent-encoded octets of
/// its UTF-8, in uppercase hex; every ASCII character kept, so a URI is
/// its own URI. `text` must be an IRI reference (RFC 3987 §2.2), else
/// `ParseError` says where it is none; the result is a URI reference of
/// RFC 3986. Host names are not converted to punycode.
#[pyfunction]
#[pyo3(signature = (text, **options), text_signature = "(text, **options)")]
fn to_uri(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let settings = grammar::settings(GrammarId::Rfc3987, options)?;
    let options = <Rfc3987 as Reader>::options(settings);
    let text_obj = text_arg(text, "to_uri")?;
    let Some(s) = utf8(text_obj) else {
        return Err(not_utf8(py, GrammarId::Rfc3987, text_obj));
    };
    rfc3987::IriReference::parse_with(s, options)
        .map(|iri| iri.to_uri())
        .map_err(|e| ErrorData::raise(py, GrammarId::Rfc3987, text.clone(), e))
}

/// The IRI of the URI reference `text` (RFC 3987 §3.2, `rfc1738 to-iri
/// TEXT`): percent-encoded UTF-8 decoded where the character may stand
/// in an IRI there; kept encoded: `%25`, reserved characters, octets
/// that are no strictly legal UTF-8, and characters an IRI may not hold
/// there (private use characters outside the query, those that are no
/// `ucschar`). `text` must be a URI reference (RFC 3986), else
/// `ParseError` says where it is none; options as for
/// `parse(text, "rfc3986")`. Punycode labels are kept as written.
#[pyfunction]
#[pyo3(signature = (text, **options), text_signature = "(text, **options)")]
fn to_iri(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let settings = grammar::settings(GrammarId::Rfc3986, options)?;
    let options = <Rfc3986 as Reader>::options(settings);
    let text_obj = text_arg(text, "to_iri")?;
    let Some(s) = utf8(text_obj) else {
        return Err(not_utf8(py, GrammarId::Rfc3986, text_obj));
    };
    rfc3986::UriReference::parse_with(s, options)
        .map(|uri| rfc3987::to_iri(uri.as_str()))
        .map_err(|e| ErrorData::raise(py, GrammarId::Rfc3986, text.clone(), e))
}

/// The production of grammar `G` named `name` in any case and spelling,
/// or a `ValueError` with the names that come near it.
fn production_named<G: Reader>(name: &str) -> PyResult<G::Production> {
    tool_explain::lookup::<G::Production>(name).map_err(|near| {
        let mut message = format!(
            "no {} production is named {}",
            grammar::title::<G>(),
            grammar::quoted(name)
        );
        if !near.is_empty() {
            let names: Vec<&str> = near.iter().map(|p| p.name()).collect();
            message.push_str(&format!(" (did you mean {}?)", names.join(", ")));
        }
        PyValueError::new_err(message)
    })
}

fn generate_as<'py, G: Reader>(
    py: Python<'py>,
    production: Option<&str>,
    count: usize,
    seed: u64,
    invalid: bool,
) -> PyResult<Bound<'py, PyList>> {
    let production = production.map(production_named::<G>).transpose()?;
    let grammar = G::ID.name();
    let out = PyList::empty(py);
    if invalid {
        let run = py.detach(|| near_misses::<G>(production, seed, count));
        if run.misses.len() < count {
            return Err(PyValueError::new_err(format!(
                "only {} of {count} near misses could be made",
                run.misses.len()
            )));
        }
        for m in &run.misses {
            let d = PyDict::new(py);
            d.set_item("grammar", grammar)?;
            d.set_item("input", &m.input)?;
            d.set_item("offset", m.offset)?;
            d.set_item("expected", m.expected.name())?;
            out.append(d)?;
        }
    } else {
        let run = py.detach(|| draw::<G>(production, seed, count));
        if run.urls.len() < count {
            return Err(PyValueError::new_err(format!(
                "only {} of {count} strings could be drawn",
                run.urls.len()
            )));
        }
        for g in &run.urls {
            let d = PyDict::new(py);
            d.set_item("grammar", grammar)?;
            d.set_item("input", &g.input)?;
            d.set_item("production", g.production.name())?;
            out.append(d)?;
        }
    }
    Ok(out)
}

/// URLs drawn from the grammar (or from one production), the same for
/// the same seed, each accepted by the parser; with `invalid=True`, near
/// misses. The objects of `rfc1738 generate --format jsonl`.
#[pyfunction]
#[pyo3(signature = (grammar = None, *, count = 10, seed = 0, production = None, invalid = false), text_signature = "(grammar='rfc1738', *, count=10, seed=0, production=None, invalid=False)")]
fn generate<'py>(
    py: Python<'py>,
    grammar: Option<&Bound<'py, PyAny>>,
    count: usize,
    seed: u64,
    production: Option<&Bound<'py, PyAny>>,
    invalid: bool,
) -> PyResult<Bound<'py, PyList>> {
    let grammar = grammar_arg(grammar)?;
    let production = match production.filter(|p| !p.is_none()) {
        Some(p) => Some(
            utf8(text_arg(p, "production=")?)
                .unwrap_or_default()
                .to_owned(),
        ),
        None => None,
    };
    let production = production.as_deref();
    dispatch!(grammar, generate_as(py, production, count, seed, invalid))
}

fn explain_as<G: Reader>(name: &str) -> PyResult<String> {
    production_named::<G>(name).map(tool_explain::explain)
}

/// A production for people, as `rfc1738 explain NAME` shows it: its
/// BNF, its RFC section and the RFC's words, in plain words what it
/// accepts, what it is made of and where it is used, examples.
#[pyfunction]
#[pyo3(signature = (name, grammar = None), text_signature = "(name, grammar='rfc1738')")]
fn explain(name: &Bound<'_, PyAny>, grammar: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    let grammar = grammar_arg(grammar)?;
    let name = utf8(text_arg(name, "explain")?).unwrap_or_default();
    dispatch!(grammar, explain_as(name))
}

#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    fast::add_all(
        m,
        wrap_pyfunction!(is_valid, m)?.into_any(),
        wrap_pyfunction!(parse, m)?.into_any(),
    )?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(resolve, m)?)?;
    m.add_function(wrap_pyfunction!(normalize, m)?)?;
    m.add_function(wrap_pyfunction!(to_uri, m)?)?;
    m.add_function(wrap_pyfunction!(to_iri, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_class::<Url>()?;
    m.add("ParseError", objects::parse_error_class(py)?)?;
    m.add_class::<ErrorData>()?;
    m.add("GRAMMARS", PyTuple::new(py, grammar::NAMES)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
