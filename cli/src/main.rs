//! `rfc1738`: parse, check and explain URLs under the grammars of the
//! `rfc1738` crate (`--grammar`; RFC 1738 by default).
//!
//! ```text
//! rfc1738 parse 'gopher://gopher.example.org/7search%09rfc'
//! rfc1738 check urls.txt --format jsonl
//! rfc1738 explain hostname
//! rfc1738 grammar
//! rfc1738 --grammar rfc2396 check refs.txt --format jsonl
//! rfc1738 resolve http://a/b/c/d;p?q ../g g?y#s
//! ```
//!
//! Exit codes: 0 all valid, 1 some URL invalid, 2 usage or I/O error.

#![forbid(unsafe_code)]

mod check;
mod explain;
mod render;

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use rfc1738::rfc1630::Rfc1630;
use rfc1738::rfc2396::{self, Rfc2396, UriReference};
use rfc1738::syntax::{Grammar, Production};
use rfc1738::{Options, Rfc1738};

/// Parse, check and explain URLs under the URL grammars of the early RFCs
/// (`--grammar`; RFC 1738 by default).
#[derive(Parser, Debug)]
#[command(name = "rfc1738", version, about, long_about = None)]
struct Cli {
    /// The grammar to read URLs with.
    #[arg(long, global = true, value_enum, default_value_t = GrammarName::Rfc1738)]
    grammar: GrammarName,

    /// Read `scheme` literally: lower case only, so `HTTP://h/` is no URL
    /// (by default scheme names compare case-insensitively, RFC 1738 §2.1).
    /// RFC 1738 only.
    #[arg(long, global = true)]
    strict_scheme_case: bool,

    /// RFC 2396: accept a relative reference with an empty path before
    /// its `?` (`?y`), as RFC 3986 and Appendix C.1 do (the grammar does
    /// not).
    #[arg(long, global = true)]
    empty_relative_path: bool,
    /// Compare the letters of scheme names ignoring case, so `HTTP://h/`
    /// is a URL (by default letters are read as the BNF spells them, RFC
    /// 1630 having no case-folding rule). RFC 1630 only.
    #[arg(long, global = true)]
    fold_scheme_case: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the parse tree of each URL, or where and why it is not one.
    Parse {
        /// The URLs to parse.
        #[arg(required = true)]
        urls: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ParseFormat::Text)]
        format: ParseFormat,
    },
    /// Check files of URLs, one per line (standard input if none, or for `-`).
    Check {
        /// Files to read; `-` is standard input.
        files: Vec<PathBuf>,
        /// Output format: `text` prints only invalid lines, `jsonl` one
        /// object per input line.
        #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
        format: CheckFormat,
        /// Never draw the progress bar (it is drawn only when standard
        /// error is a terminal and the input is a file).
        #[arg(long)]
        no_progress: bool,
    },
    /// Show a production: its BNF, RFC section, the grammar note's
    /// decisions, and accepted and rejected examples.
    Explain {
        /// The production's BNF name, e.g. `hostname`, `gopher+_string`.
        production: String,
    },
    /// List every production of the grammar with its BNF.
    Grammar,
    /// Resolve references against an absolute base (RFC 2396 §5.2,
    /// whatever `--grammar` says): one line per reference, its target.
    Resolve {
        /// The absolute base URI.
        base: String,
        /// The references to resolve.
        #[arg(required = true)]
        references: Vec<String>,
    },
}

/// The grammars of the crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum GrammarName {
    /// RFC 1738 §5 (December 1994), with the ten schemes of §3.
    Rfc1738,
    /// RFC 2396 Appendix A (August 1998) with RFC 2732 §3: the generic
    /// syntax of URI references.
    Rfc2396,
    /// RFC 1630 "BNF for specific URL schemes" (June 1994), with
    /// `prefixedurl` and the RFC 822 addr-spec of mid: and cid:.
    Rfc1630,
}

/// What the command line needs of a grammar beyond the library's
/// [`Grammar`]: its options from the command line's flags.
trait CliGrammar: Grammar {
    /// The grammar's options for the global flags.
    fn options(cli: &Cli) -> Self::Options;

    /// The components of a valid input for `check --format jsonl`, if
    /// the grammar has them.
    fn components(_tree: &Self::Node<'_>) -> Option<serde_json::Value> {
        None
    }
}

impl CliGrammar for Rfc1738 {
    fn options(cli: &Cli) -> Options {
        Options::new().strict_scheme_case(cli.strict_scheme_case)
    }
}

impl CliGrammar for Rfc2396 {
    fn options(cli: &Cli) -> rfc2396::Options {
        rfc2396::Options::new().empty_relative_path(cli.empty_relative_path)
    }

    /// `scheme`, `userinfo`, `host`, `port`, `path`, `query`, `fragment`:
    /// each the exact text, `""` when present and empty, `null` when
    /// absent; `path` is never `null` (the opaque part of an opaque URI);
    /// the host of an IPv6 literal has its brackets; a `reg_name`
    /// authority has no userinfo, host or port.
    fn components(tree: &rfc2396::Node<'_>) -> Option<serde_json::Value> {
        let u = tree.uri_reference()?;
        Some(serde_json::json!({
            "scheme": u.scheme().map(|s| s.as_str()),
            "userinfo": u.userinfo().map(|s| s.as_str()),
            "host": u.host().map(|s| s.as_str()),
            "port": u.port().map(|s| s.as_str()),
            "path": u.path().as_str(),
            "query": u.query().map(|s| s.as_str()),
            "fragment": u.fragment().map(|s| s.as_str()),
        }))
    }
}

impl CliGrammar for Rfc1630 {
    fn options(cli: &Cli) -> rfc1738::rfc1630::Options {
        rfc1738::rfc1630::Options::new().fold_scheme_case(cli.fold_scheme_case)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ParseFormat {
    /// The tree, one node per line.
    Text,
    /// One JSON document per URL.
    Json,
}

/// How `check` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CheckFormat {
    /// One line per invalid URL.
    Text,
    /// One JSON object per input line.
    Jsonl,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Command::Resolve { base, references } = &cli.command {
        return resolve(base, references, <Rfc2396 as CliGrammar>::options(&cli));
    }
    match cli.grammar {
        GrammarName::Rfc1738 => run::<Rfc1738>(&cli),
        GrammarName::Rfc2396 => run::<Rfc2396>(&cli),
        GrammarName::Rfc1630 => run::<Rfc1630>(&cli),
    }
}

/// Runs the command of `cli` under the grammar `G`.
fn run<G: CliGrammar>(cli: &Cli) -> ExitCode {
    let options = G::options(cli);
    match &cli.command {
        Command::Parse { urls, format } => parse::<G>(urls, *format, options),
        Command::Check {
            files,
            format,
            no_progress,
        } => check::run::<G>(files, *format, options, !no_progress),
        Command::Explain { production } => match G::Production::from_name(production) {
            Some(p) => {
                emit(&explain::explain(p));
                ExitCode::SUCCESS
            }
            None => {
                eprintln!(
                    "error: no {} production is named {production:?}; `rfc1738 grammar` lists them",
                    <G::Production as Production>::TITLE
                );
                ExitCode::from(2)
            }
        },
        Command::Resolve { .. } => ExitCode::from(2),
        Command::Grammar => {
            for &p in G::Production::all() {
                let entry = format!(
                    "{} ({} §{}, module {})\n{}\n\n",
                    p.name(),
                    <G::Production as Production>::TITLE,
                    p.section(),
                    p.note(),
                    p.bnf()
                );
                if !emit(&entry) {
                    break;
                }
            }
            ExitCode::SUCCESS
        }
    }
}

/// `rfc1738 resolve BASE REFERENCE...`: the target of each reference
/// (RFC 2396 §5.2), one line each; an invalid base is a usage error (2),
/// an invalid reference is reported on stderr and makes the exit code 1.
fn resolve(base: &str, references: &[String], options: rfc2396::Options) -> ExitCode {
    let base_ref = match UriReference::parse_with(base, options) {
        Ok(b) if b.is_absolute() => b,
        Ok(_) => {
            eprintln!("error: the base {base:?} is not an absolute URI (it has no scheme)");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprint!("{}", render::diagnostic(base, &e));
            return ExitCode::from(2);
        }
    };
    let mut status = ExitCode::SUCCESS;
    for r in references {
        match UriReference::parse_with(r, options).map_err(|e| e.to_string()) {
            Ok(reference) => match reference.resolve(&base_ref) {
                Ok(target) => {
                    if !emit(&format!("{target}\n")) {
                        return status;
                    }
                }
                Err(e) => {
                    eprintln!("error: {r:?}: {e}");
                    status = ExitCode::FAILURE;
                }
            },
            Err(e) => {
                eprintln!("error: {r:?}: {e}");
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}

/// Writes `text` to stdout. A closed pipe (`rfc1738 grammar | head`) is
/// not an error: the reader has what it wanted, so the caller stops
/// quietly (`false`). Any other write error is reported on stderr.
fn emit(text: &str) -> bool {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => true,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => false,
        Err(e) => {
            eprintln!("rfc1738: cannot write to stdout: {e}");
            false
        }
    }
}

fn parse<G: Grammar>(urls: &[String], format: ParseFormat, options: G::Options) -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for input in urls {
        let result = G::parse(input, options);
        match format {
            ParseFormat::Text => match result {
                Ok((_, tree)) => {
                    if !emit(&tree.to_string()) {
                        return status;
                    }
                }
                Err(e) => {
                    eprint!("{}", render::diagnostic(input, &e));
                    status = ExitCode::FAILURE;
                }
            },
            ParseFormat::Json => {
                let doc = match result {
                    Ok((production, tree)) => serde_json::json!({
                        "input": input,
                        "valid": true,
                        "production": production.name(),
                        "tree": render::tree_json(tree),
                    }),
                    Err(e) => {
                        status = ExitCode::FAILURE;
                        serde_json::json!({ "input": input, "valid": false, "error": render::error_json(&e) })
                    }
                };
                let text = serde_json::to_string_pretty(&doc).unwrap_or_default();
                if !emit(&(text + "\n")) {
                    return status;
                }
            }
        }
    }
    status
}
