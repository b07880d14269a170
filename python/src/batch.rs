//! `rfc1738.check(texts)`: one `check` object (docs/json.md) per input,
//! the inputs read without holding the GIL.
//!
//! Three steps: with the GIL, each input's UTF-8 text is found (a `str`
//! gives its own buffer, nothing is copied; `bytes` are read as the
//! command-line tool reads a line); without it, every input is parsed
//! (on several threads for a large batch); with it again, the objects
//! are built.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{BuildHasherDefault, Hasher};

use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyModule, PyString};

use std::marker::PhantomData;

use rfc1738::compare::GrammarId;
use rfc1738::syntax::{Components, Follow, Hint, ParseError};

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
    /// Invalid, with where its message is in [`Chunk::messages`]
    /// (written there, without the GIL; for an input over the length
    /// limit that was not kept whole, with its true length).
    Syntax(ParseError<P>, (usize, usize)),
    /// Not UTF-8: the offset of the first byte that is not, and that byte.
    NotUtf8(usize, Option<u8>),
}

/// The outcomes of consecutive inputs, and their errors' messages back
/// to back (one buffer, rather than a `String` each).
struct Chunk<'a, P: Follow> {
    outcomes: Vec<Outcome<'a, P>>,
    messages: String,
}

/// The errors' messages of a chunk, each written once: an error's
/// message is a function of the error (`ParseError`'s `Display`), and
/// the errors of a batch repeat (a list of relative references under RFC
/// 1738 has a few dozen distinct errors in thousands of lines).
struct Messages<P: Follow> {
    text: String,
    written: HashMap<ParseError<P>, (usize, usize), BuildHasherDefault<Fx>>,
}

/// A fast hash for the maps of one call (no untrusted keys can make it
/// slow: a key is an error the grammar made, and a map lives for one
/// call): a word at a time, multiplied and rotated, as rustc's own.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            for (w, b) in word.iter_mut().zip(chunk) {
                *w = *b;
            }
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

impl<P: Follow> Messages<P> {
    /// Where the message of `e` is in `text` (written there if it is not
    /// yet); `len` as for [`objects::message`].
    fn of(&mut self, e: &ParseError<P>, len: Option<usize>) -> (usize, usize) {
        if len.is_none() {
            if let Some(&at) = self.written.get(e) {
                return at;
            }
        }
        let start = self.text.len();
        match len {
            Some(_) => self.text.push_str(&objects::message(e, len)),
            None => {
                let _ = write!(self.text, "{e}");
            }
        }
        let at = (start, self.text.len());
        if len.is_none() {
            self.written.insert(e.clone(), at);
        }
        at
    }
}

/// Reads one input, writing the message of its error to `messages`.
fn outcome<'a, G: Reader>(
    text: Text<'a>,
    options: G::Options,
    keep: usize,
    messages: &mut Messages<G::Production>,
) -> Outcome<'a, G::Production> {
    let mut syntax = |e: ParseError<G::Production>, len: Option<usize>| {
        let at = messages.of(&e, len);
        Outcome::Syntax(e, at)
    };
    if text.len() > keep {
        // Not kept whole, as the command-line tool reads such a line:
        // its first `keep` bytes, which the grammar rejects for their
        // length in its own words.
        let kept = String::from_utf8_lossy(text.bytes().get(..keep).unwrap_or_default());
        if let Err(e) = G::parse(&kept, options) {
            return syntax(e, Some(text.len()));
        }
    }
    match text {
        Text::Str(s) => match G::read(s, options) {
            Ok((p, c)) => Outcome::Valid(p, c),
            Err(e) => syntax(e, None),
        },
        Text::Bytes(b) => match std::str::from_utf8(b) {
            Ok(s) => match G::read(s, options) {
                Ok((p, c)) => Outcome::Valid(p, c),
                Err(e) => syntax(e, None),
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
) -> Chunk<'a, G::Production> {
    let mut messages = Messages {
        text: String::new(),
        written: HashMap::default(),
    };
    let outcomes = chunk
        .iter()
        .map(|&t| outcome::<G>(t, options, keep, &mut messages))
        .collect();
    Chunk {
        outcomes,
        messages: messages.text,
    }
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
    let chunks: Vec<Chunk<'_, G::Production>> = py.detach(|| {
        let read = |chunk| read::<G>(chunk, options, keep);
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(4);
        if texts.len() < PARALLEL || threads < 2 {
            return vec![read(&texts)];
        }
        let size = texts.len().div_ceil(threads);
        std::thread::scope(|s| {
            let handles: Vec<_> = texts
                .chunks(size)
                .map(|c| s.spawn(move || read(c)))
                .collect();
            // A thread that panicked (which the library does not do) is
            // read again here.
            handles
                .into_iter()
                .zip(texts.chunks(size))
                .map(|(h, c)| h.join().unwrap_or_else(|_| read(c)))
                .collect()
        })
    });

    // With the GIL: the objects. Python's cyclic garbage collector is
    // paused while they are made (every new dict and list counts
    // towards its next run, and each run walks the objects made so far,
    // a third of the time on a large batch; none of these objects forms
    // a cycle), and resumed as it was, whatever happens.
    let _paused = GcPause::new(py)?;
    let mut b = Builder::<G::Production>::new(py, G::ID)?;
    let outcomes = chunks
        .iter()
        .enumerate()
        .flat_map(|(k, c)| c.outcomes.iter().map(move |o| (o, k, c.messages.as_str())));
    // Each message as a Python string, once per chunk and place.
    let mut strings: HashMap<(usize, usize), Bound<'py, PyString>, BuildHasherDefault<Fx>> =
        HashMap::default();
    let mut objects = Vec::with_capacity(texts.len());
    for ((h, text), (outcome, chunk, messages)) in held.iter().zip(&texts).zip(outcomes) {
        let d = b.check.copy()?;
        match (outcome, text) {
            (Outcome::Syntax(e, _), _) if text.len() > keep && objects::kind(e) == "too_long" => {
                // The head of what was kept, as the tool shows it.
                let bytes = text.bytes();
                let head = bytes.get(..keep.min(LONG_HEAD)).unwrap_or(bytes);
                let input = format!("{}…", String::from_utf8_lossy(head));
                d.set_item(intern!(py, "input"), input)?;
            }
            (_, Text::Bytes(bytes)) => {
                d.set_item(intern!(py, "input"), String::from_utf8_lossy(bytes))?;
                d.set_item(intern!(py, "input_hex"), objects::hex(bytes))?;
            }
            (_, Text::Str(s)) => match h.item.cast::<PyString>() {
                Ok(obj) => d.set_item(intern!(py, "input"), obj)?,
                Err(_) => d.set_item(intern!(py, "input"), *s)?,
            },
        }
        match outcome {
            Outcome::Valid(p, c) => {
                d.set_item(intern!(py, "valid"), true)?;
                d.set_item(intern!(py, "production"), b.name(*p))?;
                let components = b.components.copy()?;
                for (key, &k) in b.keys.iter().zip(G::ID.components()) {
                    if let Some(part) = c.get(k) {
                        components.set_item(key, PyString::new(py, part.as_str()))?;
                    }
                }
                d.set_item(intern!(py, "components"), components)?;
            }
            Outcome::Syntax(e, (start, end)) => {
                let message = strings
                    .entry((chunk, *start))
                    .or_insert_with(|| {
                        PyString::new(py, messages.get(*start..*end).unwrap_or_default())
                    })
                    .clone();
                let error = b.error.copy()?;
                // The template's kind is `syntax`.
                if objects::kind(e) != "syntax" {
                    error.set_item(intern!(py, "kind"), objects::kind(e))?;
                }
                error.set_item(intern!(py, "expected"), b.name(e.expected()))?;
                error.set_item(intern!(py, "offset"), e.offset())?;
                if let Some(c) = e.found() {
                    error.set_item(intern!(py, "found"), b.char(c))?;
                }
                let within: Vec<Bound<'_, PyString>> =
                    e.within().iter().map(|&p| b.name(p)).collect();
                error.set_item(intern!(py, "within"), PyList::new(py, within)?)?;
                let next = PyList::empty(py);
                for n in e.next() {
                    next.append(n.to_string())?;
                }
                error.set_item(intern!(py, "next"), next)?;
                if let Some(p) = e.after() {
                    error.set_item(intern!(py, "after"), b.name(p))?;
                }
                error.set_item(intern!(py, "message"), message)?;
                if let Some(h) = e.hint() {
                    error.set_item(intern!(py, "hint"), b.hint(h))?;
                }
                if objects::HINT_ID_IN_JSON {
                    error.set_item(intern!(py, "hint_id"), e.hint().and_then(objects::hint_id))?;
                }
                d.set_item(intern!(py, "error"), error)?;
            }
            Outcome::NotUtf8(at, byte) => {
                d.set_item(intern!(py, "error"), Fields::not_utf8(*at, *byte).dict(py)?)?;
            }
        }
        objects.push(d);
    }
    PyList::new(py, objects)
}

/// Python's garbage collector paused, until dropped (then enabled
/// again if it was).
struct GcPause<'py> {
    gc: Option<Bound<'py, PyModule>>,
}

impl<'py> GcPause<'py> {
    fn new(py: Python<'py>) -> PyResult<Self> {
        let gc = py.import(intern!(py, "gc"))?;
        if !gc.call_method0(intern!(py, "isenabled"))?.is_truthy()? {
            return Ok(GcPause { gc: None });
        }
        gc.call_method0(intern!(py, "disable"))?;
        Ok(GcPause { gc: Some(gc) })
    }
}

impl Drop for GcPause<'_> {
    fn drop(&mut self) {
        if let Some(gc) = &self.gc {
            let py = gc.py();
            if let Err(e) = gc.call_method0(intern!(py, "enable")) {
                e.restore(py);
            }
        }
    }
}

/// What the objects of one call share, made once: the templates they
/// are copied from (every key in its place, `None` where it does not
/// apply), the component keys, and the grammar's names and hints as
/// Python strings.
struct Builder<'py, P: Follow> {
    py: Python<'py>,
    /// The `check` object of an invalid input, without its `input` and
    /// `error`.
    check: Bound<'py, PyDict>,
    /// The `components` object with every part `None`.
    components: Bound<'py, PyDict>,
    /// The `error` object with nothing found, within, after or hinted.
    error: Bound<'py, PyDict>,
    /// The component keys of the grammar, in order.
    keys: Vec<Bound<'py, PyString>>,
    /// Each production's name, by its index, once asked for.
    names: Vec<Option<Bound<'py, PyString>>>,
    /// Each hint met, with its text.
    hints: Vec<(&'static Hint, Bound<'py, PyString>)>,
    /// Each ASCII character, once found.
    chars: Vec<Option<Bound<'py, PyString>>>,
    _grammar: PhantomData<P>,
}

impl<'py, P: Follow> Builder<'py, P> {
    fn new(py: Python<'py>, grammar: GrammarId) -> PyResult<Self> {
        let none = py.None();
        let check = PyDict::new(py);
        check.set_item(intern!(py, "grammar"), PyString::intern(py, grammar.name()))?;
        for key in [intern!(py, "input"), intern!(py, "input_hex")] {
            check.set_item(key, &none)?;
        }
        check.set_item(intern!(py, "valid"), false)?;
        for key in [
            intern!(py, "production"),
            intern!(py, "components"),
            intern!(py, "decoded"),
            intern!(py, "error"),
        ] {
            check.set_item(key, &none)?;
        }
        let keys: Vec<Bound<'py, PyString>> = grammar
            .components()
            .iter()
            .map(|k| PyString::intern(py, k.name()))
            .collect();
        let components = PyDict::new(py);
        for k in &keys {
            components.set_item(k, &none)?;
        }
        let error = PyDict::new(py);
        error.set_item(intern!(py, "kind"), intern!(py, "syntax"))?;
        error.set_item(intern!(py, "expected"), &none)?;
        error.set_item(intern!(py, "offset"), 0)?;
        error.set_item(intern!(py, "found"), &none)?;
        error.set_item(intern!(py, "within"), &none)?;
        error.set_item(intern!(py, "next"), &none)?;
        error.set_item(intern!(py, "after"), &none)?;
        error.set_item(intern!(py, "message"), &none)?;
        error.set_item(intern!(py, "hint"), &none)?;
        if objects::HINT_ID_IN_JSON {
            error.set_item(intern!(py, "hint_id"), &none)?;
        }
        Ok(Builder {
            py,
            check,
            components,
            error,
            keys,
            names: vec![None; P::all().len()],
            hints: Vec::new(),
            chars: vec![None; 128],
            _grammar: PhantomData,
        })
    }

    /// The name of `p`.
    fn name(&mut self, p: P) -> Bound<'py, PyString> {
        let py = self.py;
        match self.names.get_mut(p.index()) {
            Some(slot) => slot
                .get_or_insert_with(|| PyString::intern(py, p.name()))
                .clone(),
            None => PyString::new(py, p.name()),
        }
    }

    /// `c` as a string.
    fn char(&mut self, c: char) -> Bound<'py, PyString> {
        let py = self.py;
        match self.chars.get_mut(c as usize) {
            Some(slot) => slot
                .get_or_insert_with(|| PyString::new(py, c.encode_utf8(&mut [0; 4])))
                .clone(),
            None => PyString::new(py, c.encode_utf8(&mut [0; 4])),
        }
    }

    /// The text of `hint`: `text (section)`.
    fn hint(&mut self, hint: &'static Hint) -> Bound<'py, PyString> {
        if let Some((_, s)) = self.hints.iter().find(|(h, _)| std::ptr::eq(*h, hint)) {
            return s.clone();
        }
        let s = PyString::new(self.py, &crate::render::hint_text(hint));
        self.hints.push((hint, s.clone()));
        s
    }
}
