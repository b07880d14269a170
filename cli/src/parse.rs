//! `rfc1738 parse URL...`: the tree of each URL and its meaning, or why
//! it is none; `-` reads URLs from standard input, one per line.

use std::borrow::Cow;
use std::io;
use std::process::ExitCode;

use rfc1738::syntax::Production;
use serde_json::{Value, json};

use crate::lines;
use crate::meaning::hex;
use crate::render::{
    self, components_json, error_json, not_utf8_json, not_utf8_message, tree_json,
};
use crate::{CliGrammar, ParseFormat, emit};

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
                    let doc = document(grammar, &lossy, Some(hex(bytes)), None, None, None, None);
                    let doc = with_error(doc, not_utf8_json(at, column, byte));
                    emit(&format!("{doc}\n"))
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
            emit(&format!("{tree}{}\n", meaning.text()))
        }
        (ParseFormat::Text, Err(e)) => {
            eprint!("{}", render::diagnostic(text, &e));
            true
        }
        (ParseFormat::Json, Ok((production, tree))) => {
            let meaning = G::meaning(text, options).unwrap_or_default();
            let components = G::read(text, options)
                .ok()
                .map(|(_, c)| components_json(G::COMPONENTS, &c));
            let doc = document(
                grammar,
                text,
                None,
                Some(production.name()),
                Some(tree_json(tree)),
                Some(&meaning),
                components,
            );
            emit(&format!("{doc}\n"))
        }
        (ParseFormat::Json, Err(e)) => {
            let column = lines::column(text.as_bytes(), e.offset());
            let doc = document(grammar, text, None, None, None, None, None);
            let doc = with_error(doc, error_json(&e, column, None));
            emit(&format!("{doc}\n"))
        }
    }
}

/// The object of one input (docs/json.md, "parse"): every key, `null`
/// where it does not apply.
fn document(
    grammar: &str,
    input: &str,
    input_hex: Option<String>,
    production: Option<&str>,
    tree: Option<Value>,
    meaning: Option<&crate::meaning::Meaning>,
    components: Option<Value>,
) -> Value {
    json!({
        "grammar": grammar,
        "input": input,
        "input_hex": input_hex,
        "valid": production.is_some(),
        "production": production,
        "tree": tree,
        "warnings": meaning.map(|m| m.warnings_json()),
        "effective_port": meaning.and_then(|m| m.effective_port).map(|(p, _)| p),
        "components": components,
        "decoded": meaning.map(|m| m.components_json(input)),
        "error": null,
    })
}

/// `doc` with its error.
fn with_error(mut doc: Value, error: Value) -> Value {
    if let Some(slot) = doc.get_mut("error") {
        *slot = error;
    }
    doc
}
