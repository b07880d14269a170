//! `rfc1738 resolve BASE REFERENCE...`: the target of each reference
//! against the base (RFC 2396 §5.2), one line on standard output per
//! reference, in order, and an empty line for a reference that has
//! none; `-` reads references from standard input, one per line. Errors
//! and warnings go to standard error with where the reference is. The
//! base, each reference and each target are held to `--max-len`, and no
//! error prints a whole input: a long one is cut, with its length.

use std::fmt;
use std::io;
use std::process::ExitCode;

use rfc1738::rfc2396::{self, UriReference};

use crate::lines::{self, column};
use crate::{emit, render};

/// Where a reference is: the Nth argument, or a line of standard input.
#[derive(Clone, Copy)]
enum Place {
    Argument(usize),
    Line(usize),
}

/// A place and a column in the reference.
struct At(Place, Option<usize>);

impl fmt::Display for At {
    /// `argument 2, column 3` or `-:4:3` (without a column: `argument 2`,
    /// `-:4`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0, self.1) {
            (Place::Argument(n), None) => write!(f, "argument {n}"),
            (Place::Argument(n), Some(c)) => write!(f, "argument {n}, column {c}"),
            (Place::Line(n), None) => write!(f, "-:{n}"),
            (Place::Line(n), Some(c)) => write!(f, "-:{n}:{c}"),
        }
    }
}

/// `rfc1738 resolve`: an invalid base is a usage error (2); a reference
/// without a target makes the exit code 1; an error reading standard
/// input, 2.
pub fn run(base: &str, references: &[String], options: rfc2396::Options) -> ExitCode {
    let base_ref = match UriReference::parse_with(base, options) {
        Ok(b) if b.is_absolute() => b,
        Ok(_) => {
            // The library's message: a long base is cut, with its length.
            let e = rfc2396::ResolveError::BaseNotAbsolute(base.to_owned());
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprint!("{}", render::diagnostic(base, &e));
            return ExitCode::from(2);
        }
    };
    let mut failed = false;
    let mut argument = 0;
    for r in references {
        if r != "-" {
            argument += 1;
            if !one(
                &base_ref,
                Place::Argument(argument),
                r.as_bytes(),
                options,
                &mut failed,
            ) {
                break;
            }
            continue;
        }
        for (k, line) in lines::read(io::stdin().lock()).enumerate() {
            let line = match line {
                Ok(line) => line,
                Err(e) => {
                    eprintln!("rfc1738 resolve: standard input: {e}");
                    return ExitCode::from(2);
                }
            };
            if !one(&base_ref, Place::Line(k + 1), &line, options, &mut failed) {
                return exit(failed);
            }
        }
    }
    exit(failed)
}

fn exit(failed: bool) -> ExitCode {
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Resolves one reference and prints its line; `false` when standard
/// output is closed.
fn one(
    base: &UriReference<'_>,
    place: Place,
    reference: &[u8],
    options: rfc2396::Options,
    failed: &mut bool,
) -> bool {
    let target = match std::str::from_utf8(reference) {
        Err(e) => {
            let at = e.valid_up_to();
            let byte = e.error_len().and_then(|_| reference.get(at).copied());
            let col = column(reference, at);
            eprintln!(
                "error: {}: {}",
                At(place, Some(col)),
                render::not_utf8_message(at, byte)
            );
            None
        }
        Ok(text) => match UriReference::parse_with(text, options) {
            Err(e) => {
                let col = column(reference, e.offset());
                eprintln!("error: {}: {e}", At(place, Some(col)));
                if let Some(h) = e.hint() {
                    eprintln!("  = hint: {}", render::hint_text(h));
                }
                None
            }
            Ok(r) => match r.resolve_with_warnings(base) {
                // The target is held to `--max-len` (the default, 4 MiB,
                // without it) as the base and the reference are.
                Ok(resolution) if resolution.target().as_str().len() > options.max_len => {
                    eprintln!(
                        "error: {}: the target of {} bytes is over the limit of {} bytes (max_len)",
                        At(place, None),
                        resolution.target().as_str().len(),
                        options.max_len
                    );
                    None
                }
                Ok(resolution) => {
                    for w in resolution.warnings() {
                        eprintln!("warning: {}: {w}", At(place, None));
                    }
                    Some(resolution.into_target())
                }
                Err(e) => {
                    eprintln!("error: {}: {e}", At(place, None));
                    None
                }
            },
        },
    };
    if target.is_none() {
        *failed = true;
    }
    match target {
        Some(t) => emit(&format!("{t}\n")),
        None => emit("\n"),
    }
}
