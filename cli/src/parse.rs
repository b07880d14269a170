//! `rfc1738 parse URL...`: the tree of each URL and its meaning, or why
//! it is none; `-` reads URLs from standard input, one per line.

use std::borrow::Cow;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use rfc1738::syntax::{Production, Tree};
use serde_json::Value;

use crate::lines;
use crate::meaning::{Meaning, hex};
use crate::render::{
    self, error_json, not_utf8_json, not_utf8_message, write_components_json, write_tree_json,
};
use crate::{CliGrammar, ParseFormat};

/// One input: its text and, for a line of standard input that is not
/// UTF-8, its bytes.
enum Input<'a> {
    Text(Cow<'a, str>),
    NotUtf8(Vec<u8>, std::str::Utf8Error),
}

/// `rfc1738 parse`.
pub fn run<G: CliGrammar>(urls: &[String], format: ParseFormat, options: G::Options) -> ExitCode {
    let mut invalid = false;
    let mut io_error = false;
    for arg in urls {
        let go_on = if arg == "-" {
            let mut go_on = true;
            for line in lines::read(io::stdin().lock()) {
                let input = match line {
                    Ok(bytes) => match String::from_utf8(bytes) {
                        Ok(s) => Input::Text(Cow::Owned(s)),
                        Err(e) => {
                            let error = e.utf8_error();
                            Input::NotUtf8(e.into_bytes(), error)
                        }
                    },
                    Err(e) => {
                        eprintln!("rfc1738 parse: standard input: {e}");
                        io_error = true;
                        break;
                    }
                };
                go_on = one::<G>(&input, format, options, &mut invalid);
                if !go_on {
                    break;
                }
            }
            go_on
        } else {
            one::<G>(
                &Input::Text(Cow::Borrowed(arg)),
                format,
                options,
                &mut invalid,
            )
        };
        if !go_on {
            break;
        }
    }
    ExitCode::from(match (io_error, invalid) {
        (true, _) => 2,
        (false, true) => 1,
        (false, false) => 0,
    })
}

/// Parses and reports one input; `false` when standard output is closed.
fn one<G: CliGrammar>(
    input: &Input<'_>,
    format: ParseFormat,
    options: G::Options,
    invalid: &mut bool,
) -> bool {
    let grammar = <G::Production as Production>::GRAMMAR;
    let text = match input {
        Input::Text(text) => text.as_ref(),
        Input::NotUtf8(bytes, e) => {
            *invalid = true;
            let at = e.valid_up_to();
            let byte = e.error_len().and_then(|_| bytes.get(at).copied());
            return match format {
                ParseFormat::Text => {
                    eprintln!(
                        "error: {} (in {:?})",
                        not_utf8_message(at, byte),
                        String::from_utf8_lossy(bytes)
                    );
                    true
                }
                ParseFormat::Json => {
                    let lossy = String::from_utf8_lossy(bytes);
                    let column = lines::column(bytes, at);
                    let error = not_utf8_json(at, column, byte);
                    let input_hex = hex(bytes);
                    write_out(|out| {
                        write_document::<G::Node<'_>>(
                            out,
                            grammar,
                            &lossy,
                            Some(&input_hex),
                            None,
                            Some(&error),
                        )
                    })
                }
            };
        }
    };
    let result = G::parse(text, options);
    if result.is_err() {
        *invalid = true;
    }
    match (format, result) {
        (ParseFormat::Text, Ok((_, tree))) => {
            let meaning = G::meaning(text, options).unwrap_or_default();
            // The tree written line by line, not built as one string.
            write_out(|out| writeln!(out, "{tree}{}", meaning.text()))
        }
        (ParseFormat::Text, Err(e)) => {
            eprint!("{}", render::diagnostic(text, &e));
            true
        }
        (ParseFormat::Json, Ok((production, tree))) => {
            let meaning = G::meaning(text, options).unwrap_or_default();
            let mut components = Vec::new();
            if let Ok((_, c)) = G::read(text, options) {
                write_components_json(G::COMPONENTS, &c, &mut components);
            }
            let valid = Valid {
                production: production.name(),
                tree,
                meaning: &meaning,
                components: (!components.is_empty()).then_some(&components[..]),
            };
            write_out(|out| write_document(out, grammar, text, None, Some(valid), None))
        }
        (ParseFormat::Json, Err(e)) => {
            let column = lines::column(text.as_bytes(), e.offset());
            let error = error_json(&e, column, None);
            write_out(|out| {
                write_document::<G::Node<'_>>(out, grammar, text, None, None, Some(&error))
            })
        }
    }
}

/// Runs `write` on standard output, buffered; `false` when standard
/// output is closed (a closed pipe is no error: the reader has what it
/// wanted) or cannot be written (said on standard error).
fn write_out(
    write: impl FnOnce(&mut BufWriter<io::StdoutLock<'static>>) -> io::Result<()>,
) -> bool {
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    match write(&mut out).and_then(|()| out.flush()) {
        Ok(()) => true,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => false,
        Err(e) => {
            eprintln!("rfc1738: cannot write to stdout: {e}");
            false
        }
    }
}

/// What the object of a valid URL has beyond its input.
struct Valid<'m, T> {
    production: &'static str,
    tree: T,
    meaning: &'m Meaning,
    /// The `components` object, written; `None` when not read.
    components: Option<&'m [u8]>,
}

/// Writes the object of one input (docs/json.md, "parse") into `out`,
/// every key, `null` where it does not apply, and a line end: the parts
/// of a valid URL (`valid`), or the error of an invalid one. Streamed:
/// the tree, the warnings and the decoded components are written one
/// node and one item at a time, so that nothing of their size is held.
fn write_document<'t, T: Tree<'t>>(
    out: &mut impl Write,
    grammar: &str,
    input: &str,
    input_hex: Option<&str>,
    valid: Option<Valid<'_, T>>,
    error: Option<&Value>,
) -> io::Result<()> {
    out.write_all(b"{\"grammar\":")?;
    serde_json::to_writer(&mut *out, grammar)?;
    out.write_all(b",\"input\":")?;
    serde_json::to_writer(&mut *out, input)?;
    out.write_all(b",\"input_hex\":")?;
    serde_json::to_writer(&mut *out, &input_hex)?;
    match valid {
        Some(v) => {
            out.write_all(b",\"valid\":true,\"production\":")?;
            serde_json::to_writer(&mut *out, v.production)?;
            out.write_all(b",\"tree\":")?;
            write_tree_json(v.tree, out)?;
            out.write_all(b",\"warnings\":")?;
            v.meaning.write_warnings_json(out)?;
            out.write_all(b",\"effective_port\":")?;
            serde_json::to_writer(&mut *out, &v.meaning.effective_port.map(|(p, _)| p))?;
            out.write_all(b",\"components\":")?;
            out.write_all(v.components.unwrap_or(b"null"))?;
            out.write_all(b",\"decoded\":")?;
            v.meaning.write_components_json(input, out)?;
        }
        None => out.write_all(
            b",\"valid\":false,\"production\":null,\"tree\":null,\"warnings\":null,\"effective_port\":null,\"components\":null,\"decoded\":null",
        )?,
    }
    out.write_all(b",\"error\":")?;
    serde_json::to_writer(&mut *out, &error)?;
    out.write_all(b"}\n")
}
