//! `rfc1738 resolve BASE REFERENCE...`: the target of each reference
//! against the base (RFC 2396 §5.2; with `--grammar rfc3986` RFC 3986
//! §5.2–5.3, strict or not; with `--grammar rfc3987` the same on IRI
//! references, RFC 3987 §6.5), one line on standard output per
//! reference, in order, and an empty line for a reference that has
//! none; `-` reads references from standard input, one per line. Errors
//! and warnings go to standard error with where the reference is. The
//! base, each reference and each target are held to `--max-len`, and no
//! error prints a whole input: a long one is cut, with its length.

use std::fmt;
use std::io;
use std::process::ExitCode;

use rfc1738::rfc2396;
use rfc1738::rfc3986::{
    self,
    resolve::{Resolution, ResolveError, ResolveOptions},
};
use rfc1738::rfc3987;
use rfc1738::syntax::{Follow, ParseError};

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

/// What became of one reference.
pub(crate) enum Outcome {
    /// Its target, and the warnings of the resolution.
    Target(String, Vec<String>),
    /// It is no reference: where (a byte offset), why, and the hint.
    Invalid(usize, String, Option<String>),
    /// It is a reference without a target, and why.
    NoTarget(String),
}

/// The outcome of a parse error of a reference.
pub(crate) fn invalid<P: Follow>(e: &ParseError<P>) -> Outcome {
    Outcome::Invalid(e.offset(), e.to_string(), e.hint().map(render::hint_text))
}

/// `rfc1738 resolve` (RFC 2396 §5.2): an invalid base is a usage error
/// (2); a reference without a target makes the exit code 1; an error
/// reading standard input, 2.
pub fn run(base: &str, references: &[String], options: rfc2396::Options) -> ExitCode {
    let base_ref = match rfc2396::UriReference::parse_with(base, options) {
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
    each(
        "resolve",
        references,
        &mut |text| match rfc2396::UriReference::parse_with(text, options) {
            Err(e) => invalid(&e),
            Ok(r) => match r.resolve_with_warnings(&base_ref) {
                // The target is held to `--max-len` (the default, 4 MiB,
                // without it) as the base and the reference are.
                Ok(resolution) if resolution.target().as_str().len() > options.max_len => {
                    too_long(resolution.target().as_str().len(), options.max_len)
                }
                Ok(resolution) => {
                    let warnings = resolution
                        .warnings()
                        .iter()
                        .map(|w| w.to_string())
                        .collect();
                    Outcome::Target(resolution.into_target().to_string(), warnings)
                }
                Err(e) => Outcome::NoTarget(e.to_string()),
            },
        },
    )
}

/// `rfc1738 --grammar rfc3986 resolve` (RFC 3986 §5.2–5.3; `strict`
/// false for §5.2.2's non-strict reading): exit codes as [`run`].
pub fn run_rfc3986(
    base: &str,
    references: &[String],
    options: rfc3986::Options,
    strict: bool,
) -> ExitCode {
    let base_ref = match rfc3986::UriReference::parse_with(base, options) {
        Ok(b) if b.scheme().is_some() => b,
        other => return bad_base(base, other.err(), ResolveError::BaseNotAbsolute),
    };
    let how = how(strict);
    each(
        "resolve",
        references,
        &mut |text| match rfc3986::UriReference::parse_with(text, options) {
            Err(e) => invalid(&e),
            Ok(r) => target(r.resolve_with(&base_ref, how), options.max_len),
        },
    )
}

/// `rfc1738 --grammar rfc3987 resolve`: IRI references resolved by RFC
/// 3986's algorithm on the IRIs' components (RFC 3987 §6.5), the
/// characters beyond ASCII kept as written; exit codes as [`run`].
pub fn run_rfc3987(
    base: &str,
    references: &[String],
    options: rfc3987::Options,
    strict: bool,
) -> ExitCode {
    let base_ref = match rfc3987::IriReference::parse_with(base, options) {
        Ok(b) if b.scheme().is_some() => b,
        other => return bad_base(base, other.err(), ResolveError::BaseNotAbsoluteIri),
    };
    let how = how(strict);
    each(
        "resolve",
        references,
        &mut |text| match rfc3987::IriReference::parse_with(text, options) {
            Err(e) => invalid(&e),
            Ok(r) => target(r.resolve_with(&base_ref, how), options.max_len),
        },
    )
}

/// The usage error (2) of a base that is no reference (`error`) or one
/// without a scheme (no error: then `not_absolute`'s, the URI's or the
/// IRI's).
fn bad_base<P: Follow>(
    base: &str,
    error: Option<ParseError<P>>,
    not_absolute: fn(String) -> ResolveError,
) -> ExitCode {
    match error {
        Some(e) => eprint!("{}", render::diagnostic(base, &e)),
        None => eprintln!("error: {}", not_absolute(base.to_owned())),
    }
    ExitCode::from(2)
}

/// RFC 3986 §5.2.2, strict or not.
fn how(strict: bool) -> ResolveOptions {
    if strict {
        ResolveOptions::new()
    } else {
        ResolveOptions::non_strict()
    }
}

/// The outcome of an RFC 3986 resolution: its target, held to
/// `max_len`, with its warnings; or why there is none.
fn target(result: Result<Resolution, ResolveError>, max_len: usize) -> Outcome {
    match result {
        Ok(resolution) if resolution.as_str().len() > max_len => {
            too_long(resolution.as_str().len(), max_len)
        }
        Ok(resolution) => {
            let warnings = resolution
                .warnings()
                .iter()
                .map(|w| w.to_string())
                .collect();
            Outcome::Target(resolution.into_string(), warnings)
        }
        Err(e) => Outcome::NoTarget(e.to_string()),
    }
}

/// A target over `--max-len`: no target.
fn too_long(len: usize, max_len: usize) -> Outcome {
    Outcome::NoTarget(format!(
        "the target of {len} bytes is over the limit of {max_len} bytes (max_len)"
    ))
}

/// Runs `resolve` on each reference (each line of standard input for
/// `-`) and prints its line: for `rfc1738 resolve` and `rfc1738
/// normalize` (`command`, named in an error reading standard input).
pub(crate) fn each(
    command: &str,
    references: &[String],
    resolve: &mut dyn FnMut(&str) -> Outcome,
) -> ExitCode {
    let mut failed = false;
    let mut argument = 0;
    for r in references {
        if r != "-" {
            argument += 1;
            if !one(
                Place::Argument(argument),
                r.as_bytes(),
                resolve,
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
                    eprintln!("rfc1738 {command}: standard input: {e}");
                    return ExitCode::from(2);
                }
            };
            if !one(Place::Line(k + 1), &line, resolve, &mut failed) {
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
    place: Place,
    reference: &[u8],
    resolve: &mut dyn FnMut(&str) -> Outcome,
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
        Ok(text) => match resolve(text) {
            Outcome::Invalid(offset, message, hint) => {
                let col = column(reference, offset);
                eprintln!("error: {}: {message}", At(place, Some(col)));
                if let Some(h) = hint {
                    eprintln!("  = hint: {h}");
                }
                None
            }
            Outcome::Target(target, warnings) => {
                for w in warnings {
                    eprintln!("warning: {}: {w}", At(place, None));
                }
                Some(target)
            }
            Outcome::NoTarget(why) => {
                eprintln!("error: {}: {why}", At(place, None));
                None
            }
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
