//! The objects of docs/json.md as Python values, built from the
//! library's types: the `components` object, the `error` object, the
//! tree of the vectors (vectors/README.md), the `check` object, and the
//! `ParseError` exception, which carries the error object's fields.
//!
//! The command-line tool writes the same objects as JSON; the tests
//! (python/tests/test_schema.py) hold these to its output, key for key.

use std::fmt::Write as _;

use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;
use pyo3::types::{PyDict, PyList, PyString};

use rfc1738::AnyError;
use rfc1738::compare::GrammarId;
use rfc1738::syntax::{Components, ErrorKind, Follow, Hint, ParseError, Production, Tree};

/// Whether the error objects have the key `hint_id` (after `hint`): the
/// hint's stable id, where `hint` is its text for people. (A constant,
/// so that the place is one if the schema changes again.)
pub const HINT_ID_IN_JSON: bool = true;

/// The stable id of `hint` (`unsafe-tilde`, `fragment`, ...).
pub fn hint_id(hint: &'static Hint) -> Option<&'static str> {
    Some(hint.id)
}

/// A hint for people, as the command-line tool words it (its
/// `render::hint_text`, compiled here): `text (section)`, an option named
/// as the tool's flag (`--fold-scheme-case`, whose keyword here is
/// `fold_scheme_case`), so that the objects are the tool's.
pub fn hint_text(hint: Option<&'static Hint>) -> Option<String> {
    hint.map(crate::render::hint_text)
}

/// Lowercase hex, two digits a byte (`input_hex`).
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(2 * bytes.len());
    for b in bytes {
        let _ = write!(out, "{b:02x}");
    }
    out
}

/// The one-line message of `e`; for an input over the length limit
/// that was not kept whole, `len` is its true length (as the
/// command-line tool says it).
pub fn message<P: Follow>(e: &ParseError<P>, len: Option<usize>) -> String {
    match (e.kind(), len) {
        (ErrorKind::TooLong { max_len, .. }, Some(len)) => {
            format!("input of {len} bytes is over the limit of {max_len} bytes (max_len)")
        }
        _ => e.to_string(),
    }
}

/// The message of an input that is not UTF-8: `byte` is the first byte
/// that is not (`None` for a sequence cut short by the end) at `offset`.
pub fn not_utf8_message(offset: usize, byte: Option<u8>) -> String {
    match byte {
        Some(b) => format!("not UTF-8: byte 0x{b:02X} at byte {offset}"),
        None => format!("not UTF-8: truncated sequence at byte {offset}"),
    }
}

/// The `kind` of an error object.
pub fn kind<P: Follow>(e: &ParseError<P>) -> &'static str {
    match e.kind() {
        ErrorKind::TooLong { .. } => "too_long",
        _ => "syntax",
    }
}

/// The fields of an error, whichever its cause.
pub struct Fields {
    pub kind: &'static str,
    pub expected: Option<&'static str>,
    pub offset: usize,
    pub found: Option<char>,
    pub within: Vec<&'static str>,
    pub next: Vec<String>,
    pub after: Option<&'static str>,
    pub message: String,
    pub hint: Option<String>,
    pub hint_id: Option<&'static str>,
}

impl Fields {
    /// The fields of an input that is not UTF-8.
    pub fn not_utf8(offset: usize, byte: Option<u8>) -> Fields {
        Fields {
            kind: "not_utf8",
            expected: None,
            offset,
            found: None,
            within: Vec::new(),
            next: Vec::new(),
            after: None,
            message: not_utf8_message(offset, byte),
            hint: None,
            hint_id: None,
        }
    }

    /// The `error` object (docs/json.md), without `column`.
    pub fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item(intern!(py, "kind"), PyString::intern(py, self.kind))?;
        d.set_item(intern!(py, "expected"), self.expected)?;
        d.set_item(intern!(py, "offset"), self.offset)?;
        d.set_item(intern!(py, "found"), self.found.map(String::from))?;
        d.set_item(intern!(py, "within"), PyList::new(py, &self.within)?)?;
        d.set_item(intern!(py, "next"), PyList::new(py, &self.next)?)?;
        d.set_item(intern!(py, "after"), self.after)?;
        d.set_item(intern!(py, "message"), &self.message)?;
        d.set_item(intern!(py, "hint"), self.hint.as_deref())?;
        if HINT_ID_IN_JSON {
            d.set_item(intern!(py, "hint_id"), self.hint_id)?;
        }
        Ok(d)
    }
}

/// What the parser answered for a text that is no URL, behind the
/// fields of `rfc1738.ParseError` (pysrc/rfc1738/_error.py), each made
/// when asked for.
#[pyclass(frozen, module = "rfc1738", name = "_Error")]
pub struct ErrorData {
    grammar: GrammarId,
    input: Py<PyAny>,
    cause: Cause,
    message: String,
}

/// Why the text is no URL.
enum Cause {
    /// The grammar's error, and the production it names after.
    Grammar(AnyError, Option<&'static str>, Option<&'static str>),
    /// Not UTF-8: where, and the byte there.
    NotUtf8(usize),
}

/// The class `rfc1738.ParseError` (pysrc/rfc1738/_error.py).
static PARSE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// The class `rfc1738.ParseError`, from the package's `_error` module.
pub fn parse_error_class(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    PARSE_ERROR
        .get_or_try_init(py, || {
            Ok(py
                .import(intern!(py, "rfc1738._error"))?
                .getattr(intern!(py, "ParseError"))?
                .cast_into::<PyType>()?
                .unbind())
        })
        .map(|t| t.bind(py))
}

impl ErrorData {
    /// The exception for `e`, the error of `input` under `grammar`.
    pub fn raise<P: Follow>(
        py: Python<'_>,
        grammar: GrammarId,
        input: Bound<'_, PyAny>,
        e: ParseError<P>,
    ) -> PyErr {
        let message = e.to_string();
        let after = e.after().map(|p| p.name());
        let hint_id = e.hint().and_then(hint_id);
        let cause = Cause::Grammar(AnyError::from(e), after, hint_id);
        Self::make(py, grammar, input, cause, message)
    }

    /// The exception for a text that is not UTF-8.
    pub fn not_utf8(
        py: Python<'_>,
        grammar: GrammarId,
        input: Bound<'_, PyAny>,
        offset: usize,
        byte: Option<u8>,
    ) -> PyErr {
        let message = not_utf8_message(offset, byte);
        Self::make(py, grammar, input, Cause::NotUtf8(offset), message)
    }

    fn make(
        py: Python<'_>,
        grammar: GrammarId,
        input: Bound<'_, PyAny>,
        cause: Cause,
        message: String,
    ) -> PyErr {
        let build = || -> PyResult<PyErr> {
            let e = parse_error_class(py)?.call1((message.as_str(),))?;
            let data = ErrorData {
                grammar,
                input: input.unbind(),
                cause,
                message,
            };
            e.setattr(intern!(py, "_error"), Py::new(py, data)?)?;
            Ok(PyErr::from_value(e))
        };
        build().unwrap_or_else(|e| e)
    }

    fn error(&self) -> Option<&AnyError> {
        match &self.cause {
            Cause::Grammar(e, ..) => Some(e),
            Cause::NotUtf8(..) => None,
        }
    }
}

#[pymethods]
impl ErrorData {
    #[getter]
    fn grammar(&self) -> &'static str {
        self.grammar.name()
    }

    #[getter]
    fn input(&self, py: Python<'_>) -> Py<PyAny> {
        self.input.clone_ref(py)
    }

    #[getter]
    fn kind(&self) -> &'static str {
        match self.error().map(AnyError::kind) {
            None => "not_utf8",
            Some(ErrorKind::TooLong { .. }) => "too_long",
            Some(_) => "syntax",
        }
    }

    #[getter]
    fn expected(&self) -> Option<&'static str> {
        self.error().and_then(AnyError::production)
    }

    #[getter]
    fn offset(&self) -> usize {
        match &self.cause {
            Cause::Grammar(e, ..) => e.offset(),
            Cause::NotUtf8(at) => *at,
        }
    }

    #[getter]
    fn found(&self) -> Option<String> {
        self.error().and_then(AnyError::found).map(String::from)
    }

    #[getter]
    fn within(&self) -> Vec<&'static str> {
        self.error()
            .map(|e| e.within().collect())
            .unwrap_or_default()
    }

    #[getter]
    fn next(&self) -> Vec<String> {
        self.error()
            .map(|e| e.next().iter().map(|n| n.to_string()).collect())
            .unwrap_or_default()
    }

    #[getter]
    fn after(&self) -> Option<&'static str> {
        match &self.cause {
            Cause::Grammar(_, after, _) => *after,
            Cause::NotUtf8(..) => None,
        }
    }

    #[getter]
    fn hint(&self) -> Option<String> {
        hint_text(self.error().and_then(AnyError::hint))
    }

    #[getter]
    fn hint_id(&self) -> Option<&'static str> {
        match &self.cause {
            Cause::Grammar(_, _, id) => *id,
            Cause::NotUtf8(..) => None,
        }
    }

    #[getter]
    fn message(&self) -> &str {
        &self.message
    }
}

/// The `components` object (docs/json.md): every key of `grammar`, in
/// order, each the part as written or `None`.
pub fn components<'py>(
    py: Python<'py>,
    grammar: GrammarId,
    c: &Components<'_>,
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for &k in grammar.components() {
        let key = PyString::intern(py, k.name());
        match c.get(k) {
            Some(s) => d.set_item(key, PyString::new(py, s.as_str()))?,
            None => d.set_item(key, py.None())?,
        }
    }
    Ok(d)
}

/// A node and its subtree as the vectors give it: `production`, `start`,
/// `end`, `children` (vectors/README.md).
pub fn tree<'a, 'py, T: Tree<'a>>(py: Python<'py>, node: T) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let span = node.span();
    d.set_item(intern!(py, "production"), node.production().name())?;
    d.set_item(intern!(py, "start"), span.start())?;
    d.set_item(intern!(py, "end"), span.end())?;
    let children = PyList::empty(py);
    let mut failed = None;
    node.for_each_child(&mut |child| {
        if failed.is_none() {
            if let Err(e) = tree(py, child).and_then(|c| children.append(c)) {
                failed = Some(e);
            }
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    d.set_item(intern!(py, "children"), children)?;
    Ok(d)
}

/// A `ValueError`.
pub fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}
