//! `rfc1738.check(texts)`: one `check` object (docs/json.md) per input,
//! the inputs read without holding the GIL.
//!
//! Three steps: with the GIL, each input's UTF-8 text is found (a `str`
//! gives its own buffer, nothing is copied; `bytes` are read as the
//! command-line tool reads a line); without it, every input is parsed
//! (on several threads for a large batch); with it again, the objects
//! are built.

use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString};

use rfc1738::syntax::{Components, ParseError, Production as _};

use crate::grammar::{Reader, Settings};
use crate::objects::{self, Fields};
use crate::utf8;

/// Room for a byte-order mark and a `\r` that the command-line tool
/// keeps of a line beyond the length limit before it stops keeping it.
const ROOM: usize = 4;
/// What `input` keeps of an input over the length limit, in bytes.
const LONG_HEAD: usize = 256;
/// Below this many inputs a batch is parsed on one thread.
const PARALLEL: usize = 4096;

/// One input as held during the call: the object given, and its bytes
/// when it is a `str` that is not UTF-8 (lone surrogates), as
/// `surrogateescape` gives them.
struct Held<'py> {
    item: Bound<'py, PyAny>,
    encoded: Option<Bound<'py, PyBytes>>,
}

/// The text of one input.
#[derive(Clone, Copy)]
enum Text<'a> {
    /// UTF-8 (a `str`, or `bytes` that are UTF-8).
    Str(&'a str),
    /// Bytes that are not UTF-8.
    Bytes(&'a [u8]),
}

impl Text<'_> {
    fn len(self) -> usize {
        match self {
            Text::Str(s) => s.len(),
            Text::Bytes(b) => b.len(),
        }
    }

    fn bytes(&self) -> &[u8] {
        match self {
            Text::Str(s) => s.as_bytes(),
            Text::Bytes(b) => b,
        }
    }
}

/// What the grammar makes of one input.
enum Outcome<'a, P: rfc1738::syntax::Follow> {
    /// Valid: its production and components.
    Valid(P, Components<'a>),
    /// Invalid; for an input over the length limit that was not kept
    /// whole, its true length.
    Syntax(ParseError<P>, Option<usize>),
    /// Not UTF-8: the offset of the first byte that is not, and that byte.
    NotUtf8(usize, Option<u8>),
}

/// Reads one input.
fn outcome<'a, G: Reader>(
    text: Text<'a>,
    options: G::Options,
    keep: usize,
) -> Outcome<'a, G::Production> {
    if text.len() > keep {
        // Not kept whole, as the command-line tool reads such a line:
        // its first `keep` bytes, which the grammar rejects for their
        // length in its own words.
        let kept = String::from_utf8_lossy(text.bytes().get(..keep).unwrap_or_default());
        if let Err(e) = G::parse(&kept, options) {
            return Outcome::Syntax(e, Some(text.len()));
        }
    }
    match text {
        Text::Str(s) => match G::read(s, options) {
            Ok((p, c)) => Outcome::Valid(p, c),
            Err(e) => Outcome::Syntax(e, None),
        },
        Text::Bytes(b) => match std::str::from_utf8(b) {
            Ok(s) => match G::read(s, options) {
                Ok((p, c)) => Outcome::Valid(p, c),
                Err(e) => Outcome::Syntax(e, None),
            },
            Err(e) => Outcome::NotUtf8(
                e.valid_up_to(),
                e.error_len().and_then(|_| b.get(e.valid_up_to()).copied()),
            ),
        },
    }
}

/// Reads each input of `chunk`.
fn read<'a, G: Reader>(
    chunk: &[Text<'a>],
    options: G::Options,
    keep: usize,
) -> Vec<Outcome<'a, G::Production>> {
    chunk
        .iter()
        .map(|&t| outcome::<G>(t, options, keep))
        .collect()
}

/// `rfc1738.check(texts, grammar, **options)` under `G`.
pub fn check_as<'py, G: Reader>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
    settings: Settings,
) -> PyResult<Bound<'py, PyList>> {
    let options = G::options(settings);
    let keep = G::max_len(options).saturating_add(ROOM);

    // With the GIL: every input, and its text.
    let mut held: Vec<Held<'py>> = Vec::new();
    for item in texts.try_iter()? {
        let item = item?;
        let encoded = if let Ok(s) = item.cast::<PyString>() {
            match utf8(s) {
                Some(_) => None,
                None => Some(
                    s.call_method1(intern!(py, "encode"), ("utf-8", "surrogateescape"))
                        .or_else(|_| {
                            s.call_method1(intern!(py, "encode"), ("utf-8", "surrogatepass"))
                        })?
                        .cast_into::<PyBytes>()?,
                ),
            }
        } else if item.is_instance_of::<PyBytes>() {
            None
        } else {
            return Err(PyTypeError::new_err(format!(
                "check reads str (or bytes, as lines of a file), not {}",
                item.get_type().name()?
            )));
        };
        held.push(Held { item, encoded });
    }
    let mut texts: Vec<Text<'_>> = Vec::with_capacity(held.len());
    for h in &held {
        let text = match (&h.encoded, h.item.cast::<PyString>()) {
            (Some(b), _) => Text::Bytes(b.as_bytes()),
            (None, Ok(s)) => Text::Str(utf8(s).unwrap_or_default()),
            (None, Err(_)) => {
                let b = h.item.cast::<PyBytes>()?.as_bytes();
                match std::str::from_utf8(b) {
                    Ok(s) => Text::Str(s),
                    Err(_) => Text::Bytes(b),
                }
            }
        };
        texts.push(text);
    }

    // Without the GIL: the grammar's answers.
    let outcomes: Vec<Outcome<'_, G::Production>> = py.detach(|| {
        let read = |chunk| read::<G>(chunk, options, keep);
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(4);
        if texts.len() < PARALLEL || threads < 2 {
            return read(&texts);
        }
        let size = texts.len().div_ceil(threads);
        std::thread::scope(|s| {
            let handles: Vec<_> = texts
                .chunks(size)
                .map(|c| s.spawn(move || read(c)))
                .collect();
            let mut all = Vec::with_capacity(texts.len());
            for (h, c) in handles.into_iter().zip(texts.chunks(size)) {
                // A thread that panicked (which the library does not
                // do) is read again here.
                all.extend(h.join().unwrap_or_else(|_| read(c)));
            }
            all
        })
    });

    // With the GIL: the objects.
    let grammar = PyString::intern(py, G::ID.name());
    let out = PyList::empty(py);
    for ((h, text), outcome) in held.iter().zip(&texts).zip(&outcomes) {
        let d = PyDict::new(py);
        d.set_item(intern!(py, "grammar"), &grammar)?;
        match (outcome, text) {
            (Outcome::Syntax(_, Some(_)), _) => {
                let head = text.bytes().get(..LONG_HEAD).unwrap_or(text.bytes());
                let input = format!("{}…", String::from_utf8_lossy(head));
                d.set_item(intern!(py, "input"), input)?;
                d.set_item(intern!(py, "input_hex"), py.None())?;
            }
            (_, Text::Bytes(b)) => {
                d.set_item(intern!(py, "input"), String::from_utf8_lossy(b))?;
                d.set_item(intern!(py, "input_hex"), objects::hex(b))?;
            }
            (_, Text::Str(s)) => {
                match h.item.cast::<PyString>() {
                    Ok(obj) => d.set_item(intern!(py, "input"), obj)?,
                    Err(_) => d.set_item(intern!(py, "input"), *s)?,
                }
                d.set_item(intern!(py, "input_hex"), py.None())?;
            }
        }
        match outcome {
            Outcome::Valid(p, c) => {
                d.set_item(intern!(py, "valid"), true)?;
                d.set_item(intern!(py, "production"), PyString::intern(py, p.name()))?;
                d.set_item(
                    intern!(py, "components"),
                    objects::components(py, G::ID, c)?,
                )?;
                d.set_item(intern!(py, "decoded"), py.None())?;
                d.set_item(intern!(py, "error"), py.None())?;
            }
            Outcome::Syntax(e, len) => {
                invalid(py, &d, Fields::of(e, *len))?;
            }
            Outcome::NotUtf8(at, byte) => {
                invalid(py, &d, Fields::not_utf8(*at, *byte))?;
            }
        }
        out.append(d)?;
    }
    Ok(out)
}

/// The keys of an invalid input's object after `input_hex`.
fn invalid(py: Python<'_>, d: &Bound<'_, PyDict>, fields: Fields) -> PyResult<()> {
    d.set_item(intern!(py, "valid"), false)?;
    d.set_item(intern!(py, "production"), py.None())?;
    d.set_item(intern!(py, "components"), py.None())?;
    d.set_item(intern!(py, "decoded"), py.None())?;
    d.set_item(intern!(py, "error"), fields.dict(py)?)?;
    Ok(())
}
