//! `rfc1738 check`: one URL per line, streamed in bounded batches.
//!
//! Memory stays bounded whatever the input: lines are read into one
//! reusable batch buffer of about `BATCH_BYTES`, a line longer than
//! `MAX_LINE` is reported invalid and skipped without being kept, and
//! each batch's output is written before the next is read. A batch is
//! split between two threads when it is large enough to pay for them.

use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use rfc1738::ParseError;
use rfc1738::syntax::{Grammar, Production};
use serde_json::json;

use crate::CheckFormat;
use crate::render::error_json;

/// Bytes of input per batch.
const BATCH_BYTES: usize = 1 << 20;
/// Lines per batch at most.
const BATCH_LINES: usize = 1 << 16;
/// The longest line kept; longer ones are reported invalid.
pub const MAX_LINE: usize = 2 << 20;
/// Below this many bytes a batch is checked on one thread.
const PARALLEL_BYTES: usize = 256 << 10;

/// Counts for the summary.
struct Stats {
    lines: u64,
    valid: u64,
    invalid: u64,
    bytes: u64,
    per_production: Vec<u64>,
}

impl Stats {
    /// No line yet, for a grammar of `productions` productions.
    fn new(productions: usize) -> Self {
        Stats {
            lines: 0,
            valid: 0,
            invalid: 0,
            bytes: 0,
            per_production: vec![0; productions],
        }
    }
}

impl Stats {
    fn add(&mut self, other: &Stats) {
        self.lines += other.lines;
        self.valid += other.valid;
        self.invalid += other.invalid;
        self.bytes += other.bytes;
        for (a, b) in self
            .per_production
            .iter_mut()
            .zip(other.per_production.iter())
        {
            *a += b;
        }
    }
}

/// One batch: the lines' bytes back to back, where each ends, whether it
/// was cut for being too long, and the number of the first line.
#[derive(Default)]
struct Batch {
    bytes: Vec<u8>,
    ends: Vec<(usize, bool)>,
    first_line: u64,
}

impl Batch {
    fn clear(&mut self, first_line: u64) {
        self.bytes.clear();
        self.ends.clear();
        self.first_line = first_line;
    }

    fn lines(&self) -> impl Iterator<Item = (&[u8], bool)> {
        let mut start = 0;
        self.ends.iter().map(move |&(end, too_long)| {
            let line = self.bytes.get(start..end).unwrap_or_default();
            start = end;
            (line, too_long)
        })
    }
}

/// Reads one line (without `\n`) onto the end of `batch.bytes`, keeping at
/// most `MAX_LINE` bytes of it. Returns `Ok(false)` at the end of input.
fn read_line(reader: &mut impl BufRead, batch: &mut Batch) -> io::Result<bool> {
    let start = batch.bytes.len();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(k) => (k, true),
            None => (chunk.len(), false),
        };
        let room = MAX_LINE.saturating_sub(batch.bytes.len() - start);
        if take > room {
            too_long = true;
        }
        batch
            .bytes
            .extend_from_slice(chunk.get(..take.min(room)).unwrap_or_default());
        reader.consume(if done { take + 1 } else { take });
        if done {
            break;
        }
    }
    if any {
        batch.ends.push((batch.bytes.len(), too_long));
    }
    Ok(any)
}

/// Checks every line of a batch, appending the report to `out`.
fn check_lines<G: Grammar>(
    batch: &Batch,
    skip: usize,
    take: usize,
    name: Option<&str>,
    format: CheckFormat,
    options: G::Options,
    out: &mut String,
) -> Stats {
    let mut stats = Stats::new(G::Production::all().len());
    for (k, (raw, too_long)) in batch.lines().enumerate().skip(skip).take(take) {
        let line_no = batch.first_line + k as u64;
        let line = raw.strip_suffix(b"\r").unwrap_or(raw);
        stats.lines += 1;
        stats.bytes += raw.len() as u64 + 1;
        let verdict = if too_long {
            Err(Problem::TooLong)
        } else {
            match std::str::from_utf8(line) {
                Ok(s) => G::parse(s, options)
                    .map(|(p, _)| p)
                    .map_err(Problem::Syntax),
                Err(e) => Err(Problem::NotUtf8(
                    e.valid_up_to(),
                    line.get(e.valid_up_to()).copied(),
                )),
            }
        };
        match &verdict {
            Ok(p) => {
                stats.valid += 1;
                if let Some(n) = stats.per_production.get_mut(p.index()) {
                    *n += 1;
                }
            }
            Err(_) => stats.invalid += 1,
        }
        report(out, name, line_no, line, &verdict, format);
    }
    stats
}

/// Why a line is not a URL.
enum Problem<P: Production> {
    Syntax(ParseError<P>),
    NotUtf8(usize, Option<u8>),
    TooLong,
}

impl<P: Production> Problem<P> {
    fn message(&self) -> String {
        match self {
            Problem::Syntax(e) => e.to_string(),
            Problem::NotUtf8(at, b) => match b {
                Some(b) => format!("not UTF-8: byte 0x{b:02X} at byte {at}"),
                None => format!("not UTF-8: truncated sequence at byte {at}"),
            },
            Problem::TooLong => format!("line longer than {MAX_LINE} bytes"),
        }
    }
}

fn report<P: Production>(
    out: &mut String,
    name: Option<&str>,
    line_no: u64,
    line: &[u8],
    verdict: &Result<P, Problem<P>>,
    format: CheckFormat,
) {
    match format {
        CheckFormat::Text => {
            if let Err(problem) = verdict {
                let _ = match name {
                    Some(name) => writeln!(out, "{name}:{line_no}: {}", problem.message()),
                    None => writeln!(out, "{line_no}: {}", problem.message()),
                };
            }
        }
        CheckFormat::Jsonl => {
            let input = match verdict {
                Err(Problem::TooLong) => {
                    let head = line.get(..256).unwrap_or(line);
                    format!("{}…", String::from_utf8_lossy(head))
                }
                _ => String::from_utf8_lossy(line).into_owned(),
            };
            let mut obj = json!({ "line": line_no, "input": input, "grammar": P::GRAMMAR, "valid": verdict.is_ok() });
            if let Some(map) = obj.as_object_mut() {
                if let Some(name) = name {
                    map.insert("file".into(), name.into());
                }
                match verdict {
                    Ok(p) => {
                        map.insert("production".into(), p.name().into());
                    }
                    Err(Problem::Syntax(e)) => {
                        map.insert("error".into(), error_json(e));
                    }
                    Err(problem) => {
                        let offset = match problem {
                            Problem::NotUtf8(at, _) => *at,
                            _ => MAX_LINE,
                        };
                        map.insert(
                            "error".into(),
                            json!({ "expected": null, "offset": offset, "found": null, "within": [], "message": problem.message(), "next": [], "after": null, "hint": null }),
                        );
                    }
                }
            }
            let _ = writeln!(out, "{obj}");
        }
    }
}

/// Checks one input stream; `name` labels its lines when several inputs are given.
fn check_stream<G: Grammar>(
    reader: &mut impl BufRead,
    size: Option<u64>,
    name: Option<&str>,
    format: CheckFormat,
    options: G::Options,
    progress: bool,
    stats: &mut Stats,
) -> io::Result<()> {
    let stdout = io::stdout();
    let mut stdout = stdout.lock();
    let mut batch = Batch::default();
    let mut next_line = 1;
    let mut outs = [String::new(), String::new()];
    let base = stats.bytes;
    loop {
        batch.clear(next_line);
        let mut more = true;
        while batch.bytes.len() < BATCH_BYTES && batch.ends.len() < BATCH_LINES {
            if !read_line(reader, &mut batch)? {
                more = false;
                break;
            }
        }
        if batch.ends.is_empty() {
            break;
        }
        next_line += batch.ends.len() as u64;
        let n = batch.ends.len();
        let [first, second] = &mut outs;
        first.clear();
        second.clear();
        if batch.bytes.len() >= PARALLEL_BYTES && n > 1 {
            let half = n / 2;
            let batch = &batch;
            let (a, b) = std::thread::scope(|s| {
                let h = s.spawn(move || {
                    check_lines::<G>(batch, half, n - half, name, format, options, second)
                });
                let a = check_lines::<G>(batch, 0, half, name, format, options, first);
                (
                    a,
                    h.join()
                        .unwrap_or_else(|_| Stats::new(G::Production::all().len())),
                )
            });
            stats.add(&a);
            stats.add(&b);
        } else {
            stats.add(&check_lines::<G>(
                &batch, 0, n, name, format, options, first,
            ));
        }
        stdout.write_all(outs[0].as_bytes())?;
        stdout.write_all(outs[1].as_bytes())?;
        if progress {
            if let Some(size) = size.filter(|&s| s > 0) {
                let pct = ((stats.bytes - base) * 100 / size).min(100) as usize;
                let done = pct * 30 / 100;
                let bar = format!("{}{}", "#".repeat(done), " ".repeat(30 - done));
                eprint!(
                    "\r{} [{bar}] {pct:3}% {} lines",
                    name.unwrap_or("input"),
                    stats.lines
                );
            }
        }
        if !more {
            break;
        }
    }
    if progress && size.is_some() {
        eprint!("\r\x1b[2K");
    }
    stdout.flush()
}

/// `rfc1738 check [FILE...]`.
pub fn run<G: Grammar>(
    files: &[PathBuf],
    format: CheckFormat,
    options: G::Options,
    progress: bool,
) -> ExitCode {
    let started = Instant::now();
    let stdin_only = [PathBuf::from("-")];
    let inputs = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    let label = inputs.len() > 1;
    let draw = progress && io::stderr().is_terminal();
    let mut stats = Stats::new(G::Production::all().len());
    let mut io_error = false;
    for path in inputs {
        let name = path.to_string_lossy();
        let name_opt = label.then_some(name.as_ref());
        let result = if path == Path::new("-") {
            let stdin = io::stdin();
            let mut lock = stdin.lock();
            check_stream::<G>(
                &mut lock, None, name_opt, format, options, false, &mut stats,
            )
        } else {
            match File::open(path) {
                Ok(file) => {
                    let size = file
                        .metadata()
                        .ok()
                        .filter(|m| m.is_file())
                        .map(|m| m.len());
                    let mut reader = BufReader::with_capacity(1 << 16, file);
                    check_stream::<G>(
                        &mut reader,
                        size,
                        name_opt,
                        format,
                        options,
                        draw,
                        &mut stats,
                    )
                }
                Err(e) => Err(e),
            }
        };
        if let Err(e) = result {
            if e.kind() == io::ErrorKind::BrokenPipe {
                return ExitCode::from(if stats.invalid > 0 { 1 } else { 0 });
            }
            eprintln!("rfc1738 check: {name}: {e}");
            io_error = true;
        }
    }
    summary::<G::Production>(&stats, started.elapsed().as_secs_f64());
    if io_error {
        ExitCode::from(2)
    } else if stats.invalid > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn summary<P: Production>(stats: &Stats, secs: f64) {
    let mut out = format!(
        "{} lines: {} valid, {} invalid\n",
        stats.lines, stats.valid, stats.invalid
    );
    for (p, n) in P::all().iter().zip(stats.per_production.iter()) {
        if *n > 0 {
            let _ = writeln!(out, "  {:<12} {n}", p.name());
        }
    }
    let secs = secs.max(1e-9);
    let _ = writeln!(
        out,
        "throughput: {:.1} MB/s, {:.0} lines/s ({:.3} s)",
        stats.bytes as f64 / secs / 1e6,
        stats.lines as f64 / secs,
        secs
    );
    eprint!("{out}");
}
