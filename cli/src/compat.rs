//! `rfc1738 compat URL...`: one URL under every grammar of the crate
//! (`rfc1738::compare`, RFC 3986 among them) and, beside them as peer
//! checks, RFC 3986 as fluent-uri reads it and the WHATWG URL Standard as
//! url reads it; and `rfc1738 check
//! --grammar all`, which reads lists of URLs that way and summarizes.
//! The columns themselves are computed in `columns`.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use rfc1738::compare::{Category, Difference, GrammarId, Kind, Kinds, Report, compare, survey};
use rfc1738::syntax::Component;
use serde_json::{Map, Value, json};

use crate::columns::{Column, Outcome, outcomes};
use crate::lines::{self, strip_bom, strip_cr};
use crate::meaning::hex;
use crate::{CheckFormat, SummaryFormat, emit};

impl Column {
    /// The heading of the column.
    fn title(self) -> &'static str {
        match self {
            Column::Grammar(g) => g.title(),
            Column::FluentUri => "fluent-uri *",
            Column::Whatwg => "WHATWG *",
        }
    }
}

/// The JSON of one difference (docs/json.md, "difference").
fn difference_json(d: &Difference<'_>) -> Value {
    let category = match d.kind.category() {
        Category::Character => "character",
        Category::Structure => "structure",
        Category::Reading => "reading",
    };
    let readings: Map<String, Value> = d
        .readings
        .iter()
        .map(|r| {
            (
                r.grammar.name().to_owned(),
                json!({"reading": r.what, "section": r.section}),
            )
        })
        .collect();
    json!({
        "kind": d.kind.name(),
        "category": category,
        "character": match d.kind { Kind::Character(c) => Some(c.to_string()), _ => None },
        "component": match d.kind { Kind::Component(c) => Some(c.name()), _ => None },
        "summary": d.kind.to_string(),
        "start": d.span.start(),
        "end": d.span.end(),
        "text": d.span.as_str(),
        "readings": readings,
    })
}

/// The `grammars` object of one input (docs/json.md, "grammars").
fn grammars_json(outcomes: &[Outcome<'_>]) -> Value {
    let map: Map<String, Value> = outcomes
        .iter()
        .map(|o| {
            let components = o.parts.as_ref().map(|parts| {
                let m: Map<String, Value> = parts
                    .iter()
                    .map(|(k, v)| (k.name().to_owned(), v.as_deref().into()))
                    .collect();
                Value::Object(m)
            });
            let error = o.error.as_ref().map(|e| {
                json!({
                    "expected": e.expected,
                    "offset": e.offset,
                    "found": e.found.map(String::from),
                    "hint": e.hint,
                    "hint_id": e.hint_id,
                    "message": e.message,
                })
            });
            (
                o.column.key().to_owned(),
                json!({
                    "grammar": o.column.key(),
                    "computed_by": o.column.computed_by(),
                    "valid": o.production.is_some(),
                    "production": o.production,
                    "components": components,
                    "error": error,
                }),
            )
        })
        .collect();
    Value::Object(map)
}

/// The `compat` object of one input (docs/json.md, "compat"), with the
/// `file` and `line` of `check --grammar all` first when given.
fn object(
    at: Option<(&str, u64)>,
    input: &str,
    input_hex: Option<String>,
    report: &Report<'_>,
    outcomes: &[Outcome<'_>],
) -> Value {
    let mut map = Map::new();
    if let Some((file, line)) = at {
        map.insert("file".into(), file.into());
        map.insert("line".into(), line.into());
    }
    map.insert("input".into(), input.into());
    map.insert("input_hex".into(), input_hex.into());
    map.insert("grammars".into(), grammars_json(outcomes));
    map.insert(
        "differences".into(),
        report.differences().iter().map(difference_json).collect(),
    );
    Value::Object(map)
}

/// The table of one input, for people.
fn table(report: &Report<'_>, outcomes: &[Outcome<'_>]) -> String {
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    rows.push((
        "verdict".into(),
        outcomes
            .iter()
            .map(|o| o.production.unwrap_or("invalid").to_owned())
            .collect(),
    ));
    for part in Component::ALL {
        let cells: Vec<String> = outcomes
            .iter()
            .map(|o| {
                let Some(parts) = &o.parts else {
                    return String::new();
                };
                match parts.iter().find(|(k, _)| *k == part) {
                    Some((_, Some(v))) => format!("{v:?}"),
                    Some((_, None)) => "-".into(),
                    None => String::new(),
                }
            })
            .collect();
        if cells.iter().any(|c| !c.is_empty() && c != "-") {
            rows.push((part.name().into(), cells));
        }
    }
    let label = rows.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
    let widths: Vec<usize> = outcomes
        .iter()
        .enumerate()
        .map(|(k, o)| {
            rows.iter()
                .map(|(_, cells)| cells.get(k).map_or(0, |c| c.chars().count()))
                .chain([o.column.title().len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    let _ = writeln!(out, "{}", report.input());
    let mut line = format!("  {:label$}", "");
    for (o, w) in outcomes.iter().zip(&widths) {
        let _ = write!(line, "  {:w$}", o.column.title());
    }
    let _ = writeln!(out, "{}", line.trim_end());
    for (name, cells) in &rows {
        let mut line = format!("  {name:label$}");
        for (c, w) in cells.iter().zip(&widths) {
            let _ = write!(line, "  {c:w$}");
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let failures: Vec<&Outcome<'_>> = outcomes.iter().filter(|o| o.error.is_some()).collect();
    if !failures.is_empty() {
        out.push_str("errors:\n");
        for o in failures {
            if let Some(e) = &o.error {
                let _ = writeln!(out, "  {}: {}", o.column.title(), e.message);
                if let Some(h) = &e.hint {
                    let _ = writeln!(out, "    hint: {h}");
                }
            }
        }
    }
    if report.differences().is_empty() {
        out.push_str("differences: none\n");
    } else {
        out.push_str("differences:\n");
        for d in report.differences() {
            let _ = writeln!(
                out,
                "  {}..{} {:?}: {}",
                d.span.start(),
                d.span.end(),
                d.span.as_str(),
                d.kind
            );
            for r in &d.readings {
                let _ = writeln!(out, "    {}: {r}", r.grammar.title());
            }
        }
    }
    out.push_str(
        "* computed by fluent-uri (RFC 3986 URI-reference, a peer check) and url (the WHATWG URL Standard, its values normalized), not by this crate\n",
    );
    out
}

/// `rfc1738 compat URL...`: exit 0 when every input is valid under the
/// five grammars of the crate, 1 otherwise, 2 on an I/O error.
pub fn run(urls: &[String], format: CheckFormat) -> ExitCode {
    let mut all_valid = true;
    let mut io_error = false;
    let mut one = |bytes: Cow<'_, [u8]>| -> bool {
        let (text, input_hex) = match String::from_utf8_lossy(&bytes) {
            Cow::Borrowed(s) => (Cow::Borrowed(s), None),
            Cow::Owned(s) => (Cow::Owned(s), Some(hex(&bytes))),
        };
        let report = compare(&text);
        if !GrammarId::ALL.iter().all(|&g| report.is_valid(g)) {
            all_valid = false;
        }
        let outcomes = outcomes(&report, true);
        match format {
            CheckFormat::Text => emit(&table(&report, &outcomes)),
            CheckFormat::Jsonl => {
                let o = object(None, &text, input_hex, &report, &outcomes);
                emit(&format!("{o}\n"))
            }
        }
    };
    'args: for arg in urls {
        if arg == "-" {
            for line in lines::read(io::stdin().lock()) {
                match line {
                    Ok(bytes) => {
                        if !one(Cow::Owned(bytes)) {
                            break 'args;
                        }
                    }
                    Err(e) => {
                        eprintln!("rfc1738 compat: standard input: {e}");
                        io_error = true;
                        break 'args;
                    }
                }
            }
        } else if !one(Cow::Borrowed(arg.as_bytes())) {
            break;
        }
    }
    ExitCode::from(match (io_error, all_valid) {
        (true, _) => 2,
        (false, false) => 1,
        (false, true) => 0,
    })
}

/// The counts of `check --grammar all`.
#[derive(Default)]
struct Tally {
    lines: u64,
    bytes: u64,
    skipped: u64,
    /// Valid lines, per grammar of [`GrammarId::ALL`].
    valid: [u64; GrammarId::ALL.len()],
    /// Lines valid under the five grammars.
    all: u64,
    /// Lines valid under none of them.
    none: u64,
    /// Lines with each kind of difference.
    kinds: Vec<Seen>,
}

/// One kind of difference in [`Tally::kinds`]: how many lines have it,
/// and the first of them (`FILE:LINE: input`).
struct Seen {
    kind: Kind,
    lines: u64,
    example: String,
    example_line: u64,
}

/// The name of a kind in the summary: `path_slash`, `character ~`,
/// `component host`.
fn key(kind: Kind) -> String {
    match kind {
        Kind::Character(c) => format!("character {c}"),
        Kind::Component(c) => format!("component {c}"),
        k => k.name().to_owned(),
    }
}

impl Tally {
    /// Counts the kinds of difference of the line `input`, once each.
    fn differences(&mut self, kinds: Kinds, input: &str, file: &str, line: u64) {
        for kind in kinds.iter() {
            match self.kinds.iter_mut().find(|s| s.kind == kind) {
                Some(s) => s.lines += 1,
                None => self.kinds.push(Seen {
                    kind,
                    lines: 1,
                    example: format!("{file}:{line}: {input}"),
                    example_line: line,
                }),
            }
        }
    }

    /// The kinds, the commonest first.
    fn ranked(&self) -> Vec<&Seen> {
        let mut rows: Vec<&Seen> = self.kinds.iter().collect();
        rows.sort_by(|a, b| b.lines.cmp(&a.lines).then_with(|| a.kind.cmp(&b.kind)));
        rows
    }
}

impl Tally {
    /// Adds the counts of `later`, lines read after this tally's: an
    /// example stays the first line that has its kind.
    fn add(&mut self, later: Tally) {
        self.lines += later.lines;
        self.bytes += later.bytes;
        self.skipped += later.skipped;
        for (a, b) in self.valid.iter_mut().zip(later.valid) {
            *a += b;
        }
        self.all += later.all;
        self.none += later.none;
        for seen in later.kinds {
            match self.kinds.iter_mut().find(|s| s.kind == seen.kind) {
                Some(s) => s.lines += seen.lines,
                None => self.kinds.push(seen),
            }
        }
    }
}

/// Bytes of input per batch.
const BATCH_BYTES: usize = 1 << 20;
/// Lines per batch at most.
const BATCH_LINES: usize = 1 << 16;
/// Below this many bytes a batch is checked on one thread.
const PARALLEL_BYTES: usize = 256 << 10;

/// What one thread needs to check lines.
#[derive(Clone, Copy)]
struct Job<'a> {
    name: &'a str,
    format: CheckFormat,
    filter: &'a crate::check::Settings,
}

/// Checks the lines `lines` (numbered from `first`) under every grammar,
/// appending the report of each to `out`.
fn check_lines(job: Job<'_>, lines: &[&[u8]], first: u64, out: &mut Vec<u8>) -> Tally {
    let mut tally = Tally::default();
    // The end of a text line for each set of verdicts, made once.
    let ends = verdict_ends();
    // The line number in decimal, counted up a line at a time.
    let mut number = LineNumber::new(first);
    // The last set of kinds counted and where each is in `tally.kinds`:
    // the next line most often has the same.
    let mut last: (Kinds, Vec<usize>) = (Kinds::default(), Vec::new());
    for (k, raw) in lines.iter().enumerate() {
        let line_no = first + k as u64;
        if k > 0 {
            number.increment();
        }
        tally.lines += 1;
        tally.bytes += raw.len() as u64 + 1;
        let line = strip_bom(strip_cr(raw), line_no == 1);
        let Some(url) = job.filter.select_line(line) else {
            tally.skipped += 1;
            continue;
        };
        let (text, input_hex) = match std::str::from_utf8(url) {
            Ok(s) => (Cow::Borrowed(s), None),
            Err(_) => (String::from_utf8_lossy(url), Some(hex(url))),
        };
        // JSONL needs the whole report; text and the summary only the
        // verdicts and the kinds of difference, which `survey` finds
        // without building the readings.
        let report = (job.format == CheckFormat::Jsonl).then(|| compare(&text));
        let (valid, kinds) = match &report {
            Some(report) => {
                let mut kinds = Kinds::default();
                for d in report.differences() {
                    kinds.insert(d.kind);
                }
                (GrammarId::ALL.map(|g| report.is_valid(g)), kinds)
            }
            None => {
                let s = survey(&text);
                (GrammarId::ALL.map(|g| s.is_valid(g)), s.kinds())
            }
        };
        for (n, v) in tally.valid.iter_mut().zip(valid) {
            *n += u64::from(v);
        }
        tally.all += u64::from(valid.iter().all(|&v| v));
        tally.none += u64::from(valid.iter().all(|&v| !v));
        if kinds == last.0 {
            for &i in &last.1 {
                if let Some(seen) = tally.kinds.get_mut(i) {
                    seen.lines += 1;
                }
            }
        } else {
            tally.differences(kinds, &text, job.name, line_no);
            last.1.clear();
            last.1.extend(
                kinds
                    .iter()
                    .filter_map(|kind| tally.kinds.iter().position(|s| s.kind == kind)),
            );
            last.0 = kinds;
        }
        match (job.format, &report) {
            (CheckFormat::Jsonl, Some(report)) => {
                let outcomes = outcomes(report, false);
                let o = object(
                    Some((job.name, line_no)),
                    &text,
                    input_hex,
                    report,
                    &outcomes,
                );
                let _ = serde_json::to_writer(&mut *out, &o);
                out.push(b'\n');
            }
            (CheckFormat::Jsonl, None) => {}
            (CheckFormat::Text, _) if !valid.iter().all(|&v| v) => {
                out.extend_from_slice(job.name.as_bytes());
                out.push(b':');
                out.extend_from_slice(number.as_bytes());
                let set = valid
                    .iter()
                    .enumerate()
                    .fold(0, |set, (g, &v)| set | (usize::from(v) << g));
                out.extend_from_slice(ends.get(set).map_or(&[][..], |e| e.as_slice()));
            }
            (CheckFormat::Text, _) => {}
        }
    }
    tally
}

/// The end of the text line of `check --grammar all` after `FILE:LINE`
/// for each set of verdicts (bit `g` set when the grammar of index `g`
/// in [`GrammarId::ALL`] accepts the line): `": invalid under rfc1630
/// (valid under rfc1738, rfc2396, rfc3986)\n"`. The set where all accept has no
/// line; its end is empty.
fn verdict_ends() -> Vec<Vec<u8>> {
    (0..1usize << GrammarId::ALL.len())
        .map(|set| {
            let valid = |g: usize| set & (1 << g) != 0;
            let list = |out: &mut Vec<u8>, want: bool| {
                let mut sep = "";
                for (k, g) in GrammarId::ALL.iter().enumerate() {
                    if valid(k) == want {
                        out.extend_from_slice(sep.as_bytes());
                        out.extend_from_slice(g.name().as_bytes());
                        sep = ", ";
                    }
                }
            };
            let mut out = Vec::new();
            if (0..GrammarId::ALL.len()).all(valid) {
                return out;
            }
            out.extend_from_slice(b": invalid under ");
            list(&mut out, false);
            if (0..GrammarId::ALL.len()).any(valid) {
                out.extend_from_slice(b" (valid under ");
                list(&mut out, true);
                out.push(b')');
            }
            out.push(b'\n');
            out
        })
        .collect()
}

/// A line number in decimal, counted up by one without dividing (one
/// line of output per URL).
struct LineNumber {
    /// The digits, right-aligned, `0` before the first.
    digits: [u8; 20],
    /// Where the first digit is.
    from: usize,
}

impl LineNumber {
    /// The number `n`.
    fn new(n: u64) -> Self {
        let mut digits = [b'0'; 20];
        let mut written = Vec::new();
        push_decimal(&mut written, n);
        let from = digits.len().saturating_sub(written.len());
        if let Some(tail) = digits.get_mut(from..) {
            tail.copy_from_slice(&written);
        }
        LineNumber { digits, from }
    }

    /// Adds one.
    fn increment(&mut self) {
        for (k, d) in self.digits.iter_mut().enumerate().rev() {
            if *d == b'9' {
                *d = b'0';
            } else {
                *d += 1;
                self.from = self.from.min(k);
                return;
            }
        }
    }

    /// The digits.
    fn as_bytes(&self) -> &[u8] {
        self.digits.get(self.from..).unwrap_or_default()
    }
}

/// Appends `n` in decimal (without the formatting machinery: one line
/// of output per URL).
fn push_decimal(out: &mut Vec<u8>, n: u64) {
    let mut digits = [0u8; 20];
    let mut k = digits.len();
    let mut n = n;
    loop {
        k -= 1;
        if let Some(d) = digits.get_mut(k) {
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || k == 0 {
            break;
        }
    }
    out.extend_from_slice(digits.get(k..).unwrap_or_default());
}

/// `rfc1738 check --grammar all [FILE...]`: every line under the five
/// grammars of the crate (the peers are `compat`'s), one line per URL
/// that some grammar rejects (text) or one object per URL (JSONL), and a
/// summary. Lines are read in batches, each checked on two threads when
/// it is large enough, as `check` does.
pub fn check_all(
    files: &[PathBuf],
    format: CheckFormat,
    filter: &crate::check::Settings,
    summary: Option<SummaryFormat>,
) -> ExitCode {
    let started = Instant::now();
    let stdin_only = [PathBuf::from("-")];
    let inputs = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    let mut tally = Tally::default();
    let mut errors: Vec<(String, String)> = Vec::new();
    let stdout = io::stdout();
    for path in inputs {
        let name = path.to_string_lossy().into_owned();
        let job = Job {
            name: &name,
            format,
            filter,
        };
        let reader: io::Result<Box<dyn BufRead>> = if path == Path::new("-") {
            Ok(Box::new(io::stdin().lock()))
        } else {
            File::open(path)
                .map(|f| Box::new(BufReader::with_capacity(1 << 16, f)) as Box<dyn BufRead>)
        };
        let result = reader.and_then(|mut reader| {
            let mut next_line = 1;
            let mut outs = [Vec::new(), Vec::new()];
            // The batch: its lines back to back, and where each ends.
            let mut buffer: Vec<u8> = Vec::new();
            let mut ends: Vec<usize> = Vec::new();
            loop {
                buffer.clear();
                ends.clear();
                while buffer.len() < BATCH_BYTES && ends.len() < BATCH_LINES {
                    if reader.read_until(b'\n', &mut buffer)? == 0 {
                        break;
                    }
                    if buffer.last() == Some(&b'\n') {
                        buffer.pop();
                    }
                    ends.push(buffer.len());
                }
                if ends.is_empty() {
                    return Ok(());
                }
                let mut start = 0;
                let lines: Vec<&[u8]> = ends
                    .iter()
                    .map(|&end| {
                        let line = buffer.get(start..end).unwrap_or_default();
                        start = end;
                        line
                    })
                    .collect();
                let bytes = buffer.len() + ends.len();
                let [a, b] = &mut outs;
                a.clear();
                b.clear();
                if bytes >= PARALLEL_BYTES && lines.len() > 1 {
                    let (left, right) = lines.split_at(lines.len() / 2);
                    let middle = next_line + left.len() as u64;
                    let (ta, tb) = std::thread::scope(|s| {
                        let h = s.spawn(move || check_lines(job, right, middle, b));
                        let ta = check_lines(job, left, next_line, a);
                        (ta, h.join().unwrap_or_default())
                    });
                    tally.add(ta);
                    tally.add(tb);
                } else {
                    tally.add(check_lines(job, &lines, next_line, a));
                }
                next_line += lines.len() as u64;
                let mut lock = stdout.lock();
                lock.write_all(&outs[0])?;
                lock.write_all(&outs[1])?;
                lock.flush()?;
            }
        });
        if let Err(e) = result {
            if e.kind() == io::ErrorKind::BrokenPipe {
                return ExitCode::from(if tally.all + tally.skipped < tally.lines {
                    1
                } else {
                    0
                });
            }
            eprintln!("rfc1738 check: {name}: {e}");
            errors.push((name, e.to_string()));
        }
    }
    let read_any = tally.lines > 0 || errors.len() < inputs.len();
    if let (Some(format), true) = (summary, read_any) {
        let secs = started.elapsed().as_secs_f64();
        let text = match format {
            SummaryFormat::Text => summary_text(&tally, &errors, secs),
            SummaryFormat::Json => format!("{}\n", summary_json(&tally, &errors, secs)),
        };
        eprint!("{text}");
    }
    if !errors.is_empty() {
        ExitCode::from(2)
    } else if tally.all + tally.skipped < tally.lines {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// How many differences the summary lists.
const TOP: usize = 15;

fn summary_text(tally: &Tally, errors: &[(String, String)], secs: f64) -> String {
    let mut out = String::new();
    if !errors.is_empty() {
        let names: Vec<&str> = errors.iter().map(|(n, _)| n.as_str()).collect();
        let _ = writeln!(
            out,
            "incomplete: an I/O error stopped reading {}; the counts are of the lines read before it",
            names.join(", ")
        );
    }
    let urls = tally.lines - tally.skipped;
    let _ = writeln!(
        out,
        "lines: {} read, {} skipped, {urls} checked under every grammar",
        tally.lines, tally.skipped
    );
    let width = tally.lines.to_string().len();
    out.push_str("valid lines by grammar:\n");
    for (g, n) in GrammarId::ALL.iter().zip(tally.valid) {
        let _ = writeln!(out, "  {n:>width$}  {}", g.name());
    }
    let _ = writeln!(
        out,
        "  {:>width$}  all of {}\n  {:>width$}  none of them",
        tally.all,
        GrammarId::ALL.map(|g| g.name()).join(", "),
        tally.none
    );
    let ranked = tally.ranked();
    if ranked.is_empty() {
        out.push_str("differences: none\n");
    } else {
        let _ = writeln!(
            out,
            "differences (lines with each, the commonest first{}):",
            if ranked.len() > TOP {
                format!("; {TOP} of {}", ranked.len())
            } else {
                String::new()
            }
        );
        for s in ranked.iter().take(TOP) {
            let _ = writeln!(out, "  {:>width$}  {}: {}", s.lines, key(s.kind), s.kind);
            let _ = writeln!(out, "  {:>width$}    e.g. {}", "", s.example);
        }
    }
    let secs = secs.max(1e-9);
    let _ = writeln!(
        out,
        "throughput: {:.1} MB/s, {:.0} lines/s ({:.3} s)",
        tally.bytes as f64 / secs / 1e6,
        tally.lines as f64 / secs,
        secs
    );
    out
}

fn summary_json(tally: &Tally, errors: &[(String, String)], secs: f64) -> Value {
    let valid: Map<String, Value> = GrammarId::ALL
        .iter()
        .zip(tally.valid)
        .map(|(g, n)| (g.name().to_owned(), n.into()))
        .collect();
    let differences: Vec<Value> = tally
        .ranked()
        .iter()
        .map(|s| {
            json!({
                "kind": s.kind.name(),
                "character": match s.kind { Kind::Character(c) => Some(c.to_string()), _ => None },
                "component": match s.kind { Kind::Component(c) => Some(c.name()), _ => None },
                "summary": s.kind.to_string(),
                "lines": s.lines,
                "example": s.example,
                "example_line": s.example_line,
            })
        })
        .collect();
    json!({
        "complete": errors.is_empty(),
        "errors": errors.iter().map(|(f, m)| json!({"file": f, "message": m})).collect::<Vec<_>>(),
        "lines": tally.lines,
        "skipped": tally.skipped,
        "valid_by_grammar": valid,
        "valid_under_all": tally.all,
        "valid_under_none": tally.none,
        "differences": differences,
        "bytes": tally.bytes,
        "seconds": secs,
    })
}

#[cfg(test)]
mod tests {
    use super::{LineNumber, push_decimal};

    #[test]
    fn decimals() {
        for n in [0, 7, 10, 99, 12345, u64::MAX] {
            let mut out = Vec::new();
            push_decimal(&mut out, n);
            assert_eq!(String::from_utf8(out).unwrap(), n.to_string());
        }
    }

    /// A line number counted up is the number written afresh.
    #[test]
    fn line_numbers() {
        for start in [0, 1, 8, 9, 98, 99, 999, 1_000_000 - 3, u64::MAX - 5] {
            let mut number = LineNumber::new(start);
            for n in start..start.saturating_add(5) {
                assert_eq!(number.as_bytes(), n.to_string().as_bytes(), "{start} {n}");
                number.increment();
            }
        }
    }
}
