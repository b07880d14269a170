//! `rfc1738 generate`: URLs drawn from the grammar (or from one of its
//! productions), deterministic for a seed, or near misses with where the
//! parser stops on them (the library's `syntax::generate`).

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::ValueEnum;
use rfc1738::syntax::{Production, generate, near_misses};
use serde_json::json;

use crate::{CliGrammar, emit, explain};

/// How `generate` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GenerateFormat {
    /// One URL per line.
    Text,
    /// JSON Lines: one object per URL (docs/json.md).
    Jsonl,
}

/// What `generate` was asked for.
pub struct Request<'a> {
    /// The production's name, as the user wrote it (`None`: the grammar's
    /// URLs).
    pub production: Option<&'a str>,
    pub count: usize,
    pub seed: u64,
    pub invalid: bool,
    pub format: GenerateFormat,
}

/// `rfc1738 generate`.
pub fn run<G: CliGrammar>(request: &Request<'_>) -> ExitCode {
    let production = match request.production {
        None => None,
        Some(name) => match explain::lookup::<G::Production>(name) {
            Ok(p) => Some(p),
            Err(near) => {
                let title = <G::Production as Production>::TITLE;
                let mut message = format!("error: no {title} production is named {name:?}");
                if !near.is_empty() {
                    let names: Vec<&str> = near.iter().map(|p| p.name()).collect();
                    let _ = write!(message, " (did you mean {}?)", names.join(", "));
                }
                eprintln!("{message}");
                return ExitCode::from(2);
            }
        },
    };
    let grammar = <G::Production as Production>::GRAMMAR;
    let mut out = String::new();
    if request.invalid {
        let run = near_misses::<G>(production, request.seed, request.count);
        for m in &run.misses {
            match request.format {
                GenerateFormat::Text => {
                    out.push_str(&m.input);
                    out.push('\n');
                }
                GenerateFormat::Jsonl => {
                    let object = json!({
                        "grammar": grammar,
                        "input": m.input,
                        "offset": m.offset,
                        "expected": m.expected.name(),
                    });
                    let _ = writeln!(out, "{object}");
                }
            }
        }
        eprintln!(
            "{} near misses; dropped {} changes the grammar still accepts and {} where the parser named another offset or production than the rule",
            run.misses.len(),
            run.still_valid,
            run.disagreed
        );
        if run.misses.len() < request.count {
            eprintln!(
                "error: only {} of {} near misses could be made",
                run.misses.len(),
                request.count
            );
            emit(&out);
            return ExitCode::FAILURE;
        }
    } else {
        let run = generate::<G>(production, request.seed, request.count);
        for g in &run.urls {
            match request.format {
                GenerateFormat::Text => {
                    out.push_str(&g.input);
                    out.push('\n');
                }
                GenerateFormat::Jsonl => {
                    let object = json!({
                        "grammar": grammar,
                        "input": g.input,
                        "production": g.production.name(),
                    });
                    let _ = writeln!(out, "{object}");
                }
            }
        }
        if run.rejected > 0 {
            eprintln!(
                "warning: the parser rejected {} drawn strings (drawn again): the description says more than the parser reads",
                run.rejected
            );
        }
        if run.urls.len() < request.count {
            eprintln!(
                "error: only {} of {} strings could be drawn",
                run.urls.len(),
                request.count
            );
            emit(&out);
            return ExitCode::FAILURE;
        }
    }
    emit(&out);
    ExitCode::SUCCESS
}
