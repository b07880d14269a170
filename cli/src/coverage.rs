//! `rfc1738 check --coverage`: the grammar coverage of files of URLs, one
//! per line. For every alternative of every production the URLs can
//! reach, how many valid lines exercised it, read from their parse trees
//! against the grammar's description (the library's `syntax::Coverage`),
//! and the alternatives no line exercised: what a test suite misses.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use rfc1738::syntax::{Coverage, CoverageRow, Production};
use serde_json::{Value, json};

use crate::check::Settings;
use crate::lines::{strip_bom, strip_cr};
use crate::{CheckFormat, CliGrammar, SummaryFormat, emit};

/// The counts of a run besides the coverage.
#[derive(Default)]
struct Counts {
    lines: u64,
    valid: u64,
    invalid: u64,
    skipped: u64,
}

/// Reads `reader` line by line into `coverage`.
fn read<G: CliGrammar>(
    reader: &mut impl BufRead,
    settings: &Settings,
    options: G::Options,
    coverage: &mut Coverage<G>,
    counts: &mut Counts,
) -> io::Result<()> {
    let mut buf = Vec::new();
    let mut first = true;
    loop {
        buf.clear();
        if reader.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        counts.lines += 1;
        let raw = buf.strip_suffix(b"\n").unwrap_or(&buf);
        let mut line = strip_bom(strip_cr(raw), first);
        first = false;
        if settings.skip_blank && line.iter().all(u8::is_ascii_whitespace) {
            counts.skipped += 1;
            continue;
        }
        let rest = line.trim_ascii_start();
        if settings
            .comments
            .iter()
            .any(|c| rest.starts_with(c.as_bytes()))
        {
            counts.skipped += 1;
            continue;
        }
        if settings.trim {
            line = line.trim_ascii();
        }
        let parsed = std::str::from_utf8(line)
            .ok()
            .and_then(|s| G::parse(s, options).ok());
        match parsed {
            Some((_, tree)) => {
                counts.valid += 1;
                coverage.add(&tree);
            }
            None => counts.invalid += 1,
        }
    }
}

/// `rfc1738 check --coverage [FILE...]`: the report on standard output,
/// text, or one JSON object (`--summary json` or `--format jsonl`).
pub fn run<G: CliGrammar>(files: &[PathBuf], settings: &Settings, options: G::Options) -> ExitCode {
    let stdin_only = [PathBuf::from("-")];
    let inputs = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    let mut coverage = Coverage::<G>::new();
    let mut counts = Counts::default();
    let mut failed = false;
    for path in inputs {
        let result = if path == Path::new("-") {
            read::<G>(
                &mut io::stdin().lock(),
                settings,
                options,
                &mut coverage,
                &mut counts,
            )
        } else {
            File::open(path).and_then(|f| {
                read::<G>(
                    &mut BufReader::with_capacity(1 << 16, f),
                    settings,
                    options,
                    &mut coverage,
                    &mut counts,
                )
            })
        };
        if let Err(e) = result {
            eprintln!("rfc1738 check: {}: {e}", path.to_string_lossy());
            failed = true;
        }
    }
    let json =
        settings.format == CheckFormat::Jsonl || settings.summary == Some(SummaryFormat::Json);
    let report = if json {
        format!("{}\n", report_json(&coverage, &counts, !failed))
    } else {
        report_text(&coverage, &counts, !failed)
    };
    emit(&report);
    if failed {
        ExitCode::from(2)
    } else if counts.invalid > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The rows of reachable productions, grouped by production in the
/// grammar's order.
fn by_production<P: Production>(rows: &[CoverageRow<P>]) -> Vec<(P, Vec<&CoverageRow<P>>)> {
    let mut groups: BTreeMap<usize, (P, Vec<&CoverageRow<P>>)> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.reachable) {
        groups
            .entry(r.production.index())
            .or_insert_with(|| (r.production, Vec::new()))
            .1
            .push(r);
    }
    groups.into_values().collect()
}

fn report_text<G: CliGrammar>(coverage: &Coverage<G>, counts: &Counts, complete: bool) -> String {
    let mut out = String::new();
    let title = <G::Production as Production>::TITLE;
    if !complete {
        out.push_str("incomplete: an I/O error stopped the reading; the counts are of the lines read before it\n");
    }
    let _ = writeln!(
        out,
        "{title} grammar coverage: {} lines read, {} valid, {} invalid, {} skipped",
        counts.lines, counts.valid, counts.invalid, counts.skipped
    );
    let rows = coverage.rows();
    let groups = by_production(&rows);
    let width = counts.valid.to_string().len();
    out.push_str("valid lines that exercise each alternative, by production:\n");
    for (p, alts) in &groups {
        let _ = writeln!(out, "{}", p.name());
        for r in alts {
            let _ = writeln!(out, "  {:>width$}  {}", r.lines, r.name);
        }
    }
    let unreachable = rows
        .iter()
        .filter(|r| !r.reachable)
        .map(|r| r.production.index())
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    if unreachable > 0 {
        let roots: Vec<&str> = G::ROOTS.iter().map(|p| p.name()).collect();
        let _ = writeln!(
            out,
            "({unreachable} productions that no {} reaches are not shown)",
            roots.join(" or ")
        );
    }
    let missing = coverage.unexercised();
    let reachable = rows.iter().filter(|r| r.reachable).count();
    let _ = writeln!(
        out,
        "never exercised: {} of {reachable} alternatives",
        missing.len()
    );
    for (p, alts) in by_production(&missing) {
        let names: Vec<&str> = alts.iter().map(|r| r.name.as_str()).collect();
        let _ = writeln!(out, "  {}: {}", p.name(), names.join(" | "));
    }
    if coverage.unmatched() > 0 {
        let _ = writeln!(
            out,
            "warning: {} valid lines the grammar's description does not match (counted as far as it does): \
             it follows the RFC's BNF, which --fold-scheme-case and --empty-relative-path widen; \
             with neither, the description is at fault (please report the lines)",
            coverage.unmatched()
        );
    }
    out
}

fn report_json<G: CliGrammar>(coverage: &Coverage<G>, counts: &Counts, complete: bool) -> Value {
    let rows = coverage.rows();
    let alternative = |r: &CoverageRow<G::Production>| {
        json!({
            "production": r.production.name(),
            "alternative": r.name,
            "lines": r.lines,
        })
    };
    let alternatives: Vec<Value> = rows
        .iter()
        .filter(|r| r.reachable)
        .map(alternative)
        .collect();
    let unexercised: Vec<Value> = coverage.unexercised().iter().map(alternative).collect();
    json!({
        "grammar": <G::Production as Production>::GRAMMAR,
        "complete": complete,
        "lines": counts.lines,
        "valid": counts.valid,
        "invalid": counts.invalid,
        "skipped": counts.skipped,
        "unmatched": coverage.unmatched(),
        "alternatives": alternatives,
        "unexercised": unexercised,
    })
}
