//! The calls a program makes once per URL, `is_valid(text)` and
//! `parse(text)`, entered the way CPython's own built-in functions are
//! (`METH_FASTCALL`: the arguments as an array, no tuple, no dict).
//!
//! The common call, one `str` and no keyword, is answered here; every
//! other call (a grammar, options, a wrong type) is passed whole to the
//! function pyo3 made, which reads the arguments and raises the errors.
//! Both give the same answers: the tests call each both ways.
//!
//! Why: pyo3 enters a function of the limited API of Python 3.9 with a
//! tuple of the arguments and reads them through its generic argument
//! parser, some 40 ns a call, a third of the time of `is_valid` on a
//! short URL. `METH_FASTCALL` is in the stable ABI from Python 3.10 on,
//! and every CPython 3 since 3.7 calls it so.

use std::ffi::{CStr, c_int};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::OnceLock;

use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use rfc1738::compare::GrammarId;

use crate::grammar::{Reader, Settings, dispatch};
use crate::objects::ErrorData;
use crate::utf8;

/// `METH_FASTCALL` (CPython's `methodobject.h`).
const METH_FASTCALL: c_int = 0x0080;

/// A `METH_FASTCALL | METH_KEYWORDS` function.
type FastFn = unsafe extern "C" fn(
    *mut ffi::PyObject,
    *const *mut ffi::PyObject,
    ffi::Py_ssize_t,
    *mut ffi::PyObject,
) -> *mut ffi::PyObject;

/// The functions pyo3 made, which the calls that are not the common one
/// go to.
static IS_VALID: OnceLock<Py<PyAny>> = OnceLock::new();
static PARSE: OnceLock<Py<PyAny>> = OnceLock::new();

/// The UTF-8 text of the `str` at `arg`, if it is one and is UTF-8.
///
/// # Safety
/// The GIL is held and `arg` is a live object that outlives the use of
/// the text.
unsafe fn text<'a>(
    py: Python<'a>,
    arg: *mut ffi::PyObject,
) -> Option<(Borrowed<'a, 'a, PyString>, &'a str)> {
    // SAFETY: `arg` is a live object (the caller's argument).
    let any = unsafe { Borrowed::from_ptr(py, arg) };
    let s = any.cast::<PyString>().ok()?;
    // SAFETY: the borrow lives as long as the caller's argument.
    let text: &'a str = unsafe { &*(utf8(&s)? as *const str) };
    Some((s, text))
}

/// The grammar of a common call, `f(text)`, `f(text, "rfc2396")` or
/// `f(text, grammar="rfc2396")` (an exact grammar name), and the text;
/// `None` for any other call.
///
/// # Safety
/// As CPython calls a `METH_FASTCALL | METH_KEYWORDS` function.
unsafe fn common<'a>(
    py: Python<'a>,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> Option<(GrammarId, Borrowed<'a, 'a, PyString>, &'a str)> {
    let named = |arg: *mut ffi::PyObject| -> Option<GrammarId> {
        // SAFETY: a live argument.
        let name = unsafe { Borrowed::from_ptr(py, arg) };
        let name = name.cast::<PyString>().ok()?;
        let name = utf8(&name)?;
        crate::grammar::GRAMMARS
            .into_iter()
            .find(|g| g.name() == name)
    };
    let grammar = match (nargs, kwnames.is_null()) {
        (1, true) => GrammarId::Rfc1738,
        // SAFETY: two arguments.
        (2, true) => named(unsafe { *args.add(1) })?,
        (1, false) => {
            // SAFETY: `kwnames` is a tuple of names, one value each after
            // the positional arguments.
            let names = unsafe { Borrowed::from_ptr(py, kwnames) };
            let names = names.cast::<PyTuple>().ok()?;
            if names.len() != 1 {
                return None;
            }
            let key = names.get_borrowed_item(0).ok()?;
            if utf8(&*key.cast::<PyString>().ok()?)? != "grammar" {
                return None;
            }
            // SAFETY: the value of the one keyword.
            named(unsafe { *args.add(1) })?
        }
        _ => return None,
    };
    // SAFETY: the first argument.
    let (s, text) = unsafe { text(py, *args) }?;
    Some((grammar, s, text))
}

fn valid_as<G: Reader>(text: &str) -> bool {
    G::is_valid(text, G::options(Settings::default()))
}

/// `is_valid(text[, grammar])`: the common call here, any other to
/// pyo3's function.
unsafe extern "C" fn is_valid(
    module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let answer = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: CPython calls with the GIL held; only borrowed
        // references are made here, none kept.
        let py = unsafe { Python::assume_attached() };
        // SAFETY: as CPython called us.
        let (grammar, _, text) = unsafe { common(py, args, nargs, kwnames) }?;
        Some(dispatch!(grammar, valid_as(text)))
    }));
    if let Ok(Some(valid)) = answer {
        // SAFETY: the GIL is held; a new reference to a bool.
        unsafe {
            let b = if valid {
                ffi::Py_True()
            } else {
                ffi::Py_False()
            };
            ffi::Py_IncRef(b);
            return b;
        }
    }
    // SAFETY: as CPython called us.
    unsafe { general(&IS_VALID, module, args, nargs, kwnames) }
}

/// `parse` of the common call: the `Url`, or the exception.
fn parse_as<G: Reader>(
    py: Python<'_>,
    s: Borrowed<'_, '_, PyString>,
    text: &str,
) -> PyResult<*mut ffi::PyObject> {
    match G::production(text, G::options(Settings::default())) {
        Ok(production) => {
            let url = crate::url(s.to_owned(), G::ID, Settings::default(), production);
            Py::new(py, url).map(|u| u.into_any().into_ptr())
        }
        Err(e) => Err(ErrorData::raise(py, G::ID, s.to_owned().into_any(), e)),
    }
}

/// `parse(text[, grammar])`: the common call here, any other to pyo3's
/// function.
unsafe extern "C" fn parse(
    module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let answer = catch_unwind(AssertUnwindSafe(|| {
        Python::attach(|py| {
            // SAFETY: as CPython called us.
            let (grammar, s, text) = unsafe { common(py, args, nargs, kwnames) }?;
            Some(dispatch!(grammar, parse_as(py, s, text)))
        })
    }));
    match answer {
        Ok(Some(Ok(url))) => url,
        Ok(Some(Err(e))) => {
            Python::attach(|py| e.restore(py));
            std::ptr::null_mut()
        }
        // SAFETY: as CPython called us.
        _ => unsafe { general(&PARSE, module, args, nargs, kwnames) },
    }
}

/// Calls pyo3's function in `slot` with the arguments CPython gave.
///
/// # Safety
/// As CPython calls a `METH_FASTCALL | METH_KEYWORDS` function: the GIL
/// held, `nargs` arguments at `args` followed by one per name of the
/// tuple `kwnames` (or null).
unsafe fn general(
    slot: &OnceLock<Py<PyAny>>,
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    Python::attach(|py| {
        let call = || -> PyResult<Bound<'_, PyAny>> {
            let f = slot
                .get()
                .ok_or_else(|| {
                    pyo3::exceptions::PySystemError::new_err("rfc1738 is not initialized")
                })?
                .bind(py);
            let nargs = usize::try_from(nargs).unwrap_or(0);
            // SAFETY: the caller's contract.
            let names = (!kwnames.is_null()).then(|| unsafe { Borrowed::from_ptr(py, kwnames) });
            let names = match names {
                Some(n) => Some(n.cast::<PyTuple>()?.to_owned()),
                None => None,
            };
            let nkw = names.as_ref().map_or(0, |n| n.len());
            // SAFETY: the caller's contract: `nargs + nkw` arguments.
            let all = unsafe { std::slice::from_raw_parts(args, nargs + nkw) };
            // SAFETY: each is a live object.
            let item = |p: *mut ffi::PyObject| unsafe { Borrowed::from_ptr(py, p) }.to_owned();
            let positional = PyTuple::new(py, all.iter().take(nargs).map(|&p| item(p)))?;
            let keywords = match &names {
                Some(names) => {
                    let d = PyDict::new(py);
                    for (name, &value) in names.iter().zip(all.iter().skip(nargs)) {
                        d.set_item(name, item(value))?;
                    }
                    Some(d)
                }
                None => None,
            };
            f.call(positional, keywords.as_ref())
        };
        match call() {
            Ok(r) => r.into_ptr(),
            Err(e) => {
                e.restore(py);
                std::ptr::null_mut()
            }
        }
    })
}

/// Adds `name` to `m`: `fast`, which passes the calls it does not
/// answer to `general` (pyo3's function of the same name), kept in
/// `slot`.
fn add(
    m: &Bound<'_, PyModule>,
    name: &'static CStr,
    fast: FastFn,
    general: Bound<'_, PyAny>,
    slot: &'static OnceLock<Py<PyAny>>,
) -> PyResult<()> {
    let py = m.py();
    let doc = general.getattr("__doc__")?;
    let signature = general.getattr("__text_signature__")?;
    let _ = slot.set(general.unbind());
    // The doc string as CPython reads a built-in's: the signature line,
    // `--`, then the text (`__text_signature__`, `inspect.signature`).
    let name_str = name.to_str().unwrap_or_default();
    let doc = format!(
        "{name_str}{}\n--\n\n{}",
        signature
            .extract::<String>()
            .unwrap_or_else(|_| "(*args, **kwargs)".to_owned()),
        doc.extract::<String>().unwrap_or_default()
    );
    let doc: &'static CStr = Box::leak(
        std::ffi::CString::new(doc)
            .map_err(|e| pyo3::exceptions::PyValueError::new_err(e.to_string()))?
            .into_boxed_c_str(),
    );
    let def: &'static mut ffi::PyMethodDef = Box::leak(Box::new(ffi::PyMethodDef {
        ml_name: name.as_ptr(),
        ml_meth: ffi::PyMethodDefPointer {
            // SAFETY: CPython calls a function flagged `METH_FASTCALL |
            // METH_KEYWORDS` with the four arguments of `FastFn`; the
            // union's field only carries the pointer.
            PyCFunctionWithKeywords: unsafe {
                std::mem::transmute::<FastFn, ffi::PyCFunctionWithKeywords>(fast)
            },
        },
        ml_flags: METH_FASTCALL | ffi::METH_KEYWORDS,
        ml_doc: doc.as_ptr(),
    }));
    let module_name = m.name()?;
    // SAFETY: `def` lives for ever; `m` and its name are live objects.
    let f = unsafe { ffi::PyCFunction_NewEx(def, m.as_ptr(), module_name.as_ptr()) };
    // SAFETY: a new reference, or null with an exception set.
    let f = unsafe { Bound::from_owned_ptr_or_err(py, f) }?;
    m.add(name_str, f)
}

/// Adds `is_valid` and `parse` to `m`, with pyo3's `general_is_valid`
/// and `general_parse` behind them.
pub fn add_all(
    m: &Bound<'_, PyModule>,
    general_is_valid: Bound<'_, PyAny>,
    general_parse: Bound<'_, PyAny>,
) -> PyResult<()> {
    add(m, c"is_valid", is_valid, general_is_valid, &IS_VALID)?;
    add(m, c"parse", parse, general_parse, &PARSE)
}
