//! `rfc1738 check`: one URL per line, streamed in bounded batches.
//!
//! Memory stays bounded whatever the input: lines are read into one
//! reusable batch buffer of about `BATCH_BYTES`, a line longer than the
//! grammar's `max_len` (and room for a byte-order mark and a `\r`) is
//! reported invalid and skipped without being kept, and each batch's
//! output is written before the next is read. A batch is split between
//! two threads when it is large enough to pay for them.

use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use rfc1738::ParseError;
use rfc1738::syntax::{Components, ErrorKind, Follow, Grammar, Hint, Production};
use serde_json::{Map, Value, json};

use crate::lines::{self, column, strip_bom, strip_cr};
use crate::meaning::hex;
use crate::render::{
    error_json, hint_text, message, not_utf8_json, not_utf8_message, write_components_json,
};
use crate::{CheckFormat, CliGrammar, SummaryFormat};

/// Bytes of input per batch.
const BATCH_BYTES: usize = 1 << 20;
/// Lines per batch at most.
const BATCH_LINES: usize = 1 << 16;
/// Below this many bytes a batch is checked on one thread.
const PARALLEL_BYTES: usize = 256 << 10;
/// What `input` keeps of a line over the length limit, in JSON.
const LONG_HEAD: usize = 256;

/// What `check` was asked to do.
pub struct Settings {
    /// How each line is reported.
    pub format: CheckFormat,
    /// Blank lines are no URL.
    pub skip_blank: bool,
    /// Lines starting with one of these (after spaces and tabs) are no URL.
    pub comments: Vec<String>,
    /// Whitespace around a URL is no part of it.
    pub trim: bool,
    /// JSONL gives the decoded components of each valid URL.
    pub decoded: bool,
    /// The summary, if any.
    pub summary: Option<SummaryFormat>,
    /// Whether the progress bar may be drawn.
    pub progress: bool,
}

impl Settings {
    /// What of `line` is a URL under `--skip-blank`, `--comments` and
    /// `--trim` (as [`select`] reads it, without counting): `None` for a
    /// line that is none. For `check --grammar all`.
    pub fn select_line<'l>(&self, line: &'l [u8]) -> Option<&'l [u8]> {
        if self.skip_blank && is_blank(line) {
            return None;
        }
        let rest = line.trim_ascii_start();
        if self.comments.iter().any(|c| rest.starts_with(c.as_bytes())) {
            return None;
        }
        Some(if self.trim {
            rest.trim_ascii_end()
        } else {
            line
        })
    }
}

/// Counts for the summary.
struct Stats<P: 'static> {
    lines: u64,
    valid: u64,
    invalid: u64,
    blank: u64,
    comments: u64,
    trimmed: u64,
    not_utf8: u64,
    too_long: u64,
    bytes: u64,
    /// Valid lines by the production they matched.
    valid_by: Vec<u64>,
    /// Syntax errors by the production that failed.
    failed_by: Vec<u64>,
    /// Syntax errors by hint.
    hints: Vec<(&'static Hint, u64)>,
    _grammar: std::marker::PhantomData<P>,
}

impl<P: Production> Stats<P> {
    /// No line yet.
    fn new() -> Self {
        let n = P::all().len();
        Stats {
            lines: 0,
            valid: 0,
            invalid: 0,
            blank: 0,
            comments: 0,
            trimmed: 0,
            not_utf8: 0,
            too_long: 0,
            bytes: 0,
            valid_by: vec![0; n],
            failed_by: vec![0; n],
            hints: Vec::new(),
            _grammar: std::marker::PhantomData,
        }
    }

    fn add(&mut self, other: &Stats<P>) {
        self.lines += other.lines;
        self.valid += other.valid;
        self.invalid += other.invalid;
        self.blank += other.blank;
        self.comments += other.comments;
        self.trimmed += other.trimmed;
        self.not_utf8 += other.not_utf8;
        self.too_long += other.too_long;
        self.bytes += other.bytes;
        for (a, b) in self.valid_by.iter_mut().zip(&other.valid_by) {
            *a += b;
        }
        for (a, b) in self.failed_by.iter_mut().zip(&other.failed_by) {
            *a += b;
        }
        for &(hint, n) in &other.hints {
            self.hint(hint, n);
        }
    }

    fn hint(&mut self, hint: &'static Hint, n: u64) {
        match self.hints.iter_mut().find(|(h, _)| h.id == hint.id) {
            Some((_, count)) => *count += n,
            None => self.hints.push((hint, n)),
        }
    }
}

/// One batch: the lines' bytes back to back, where each ends, the lines
/// cut for being too long (their index in the batch and true length, in
/// order: rare, so kept apart from `ends`, which stays one word a line),
/// and the number of the first line.
#[derive(Default)]
struct Batch {
    bytes: Vec<u8>,
    ends: Vec<usize>,
    cuts: Vec<(usize, usize)>,
    first_line: u64,
}

impl Batch {
    fn clear(&mut self, first_line: u64) {
        self.bytes.clear();
        self.ends.clear();
        self.cuts.clear();
        self.first_line = first_line;
    }

    /// Each line and, for a line cut short, its true length.
    fn lines(&self) -> impl Iterator<Item = (&[u8], Option<usize>)> {
        let mut start = 0;
        self.ends.iter().enumerate().map(move |(k, &end)| {
            let line = self.bytes.get(start..end).unwrap_or_default();
            start = end;
            let cut = match self.cuts.is_empty() {
                true => None,
                false => self
                    .cuts
                    .binary_search_by_key(&k, |&(at, _)| at)
                    .ok()
                    .and_then(|i| self.cuts.get(i))
                    .map(|&(_, len)| len),
            };
            (line, cut)
        })
    }
}

/// Reads one line (without `\n`) onto the end of `batch.bytes`, keeping at
/// most `keep` bytes of it (a longer one is recorded in `batch.cuts` with
/// its true length, without its `\r`). Returns `Ok(false)` at the end of
/// input.
fn read_line(reader: &mut impl BufRead, batch: &mut Batch, keep: usize) -> io::Result<bool> {
    let start = batch.bytes.len();
    let mut dropped = 0usize;
    let mut last = None;
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
        let room = keep.saturating_sub(batch.bytes.len() - start);
        let piece = chunk.get(..take).unwrap_or_default();
        if take > room {
            dropped += take - room;
            last = piece.last().copied().or(last);
        }
        batch
            .bytes
            .extend_from_slice(piece.get(..take.min(room)).unwrap_or_default());
        reader.consume(if done { take + 1 } else { take });
        if done {
            break;
        }
    }
    if any {
        if dropped > 0 {
            let len = batch.bytes.len() - start + dropped - usize::from(last == Some(b'\r'));
            batch.cuts.push((batch.ends.len(), len));
        }
        batch.ends.push(batch.bytes.len());
    }
    Ok(any)
}

/// Why a line is not a URL.
enum Problem<P: Follow> {
    /// The grammar's error; for a line not kept whole, its true length.
    Syntax(ParseError<P>, Option<usize>),
    /// Not UTF-8: the offset of the first byte that is not, and that byte.
    NotUtf8(usize, Option<u8>),
}

/// What one thread needs to check lines.
struct Job<'a, G: Grammar> {
    name: &'a str,
    /// `name` as a JSON string.
    file_json: &'a str,
    settings: &'a Settings,
    options: G::Options,
}

impl<G: Grammar> Clone for Job<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Grammar> Copy for Job<'_, G> {}

/// Whether `line` is blank: nothing, or only ASCII whitespace.
fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

/// What of `line` is a URL under `--skip-blank`, `--comments` and
/// `--trim` (`trim`: whether it may be trimmed, a line not kept whole may
/// not): `None` for a line that is none, else the URL and the byte where
/// it starts. Counts what it skips and trims.
fn select<'l, P: Production>(
    settings: &Settings,
    line: &'l [u8],
    trim: bool,
    stats: &mut Stats<P>,
) -> Option<(usize, &'l [u8])> {
    if settings.skip_blank && is_blank(line) {
        stats.blank += 1;
        return None;
    }
    let rest = line.trim_ascii_start();
    if settings
        .comments
        .iter()
        .any(|c| rest.starts_with(c.as_bytes()))
    {
        stats.comments += 1;
        return None;
    }
    if settings.trim && trim {
        let url = rest.trim_ascii_end();
        if url.len() != line.len() {
            stats.trimmed += 1;
        }
        return Some((line.len() - rest.len(), url));
    }
    Some((0, line))
}

/// Checks lines `skip..skip + take` of a batch, appending the report to `out`.
fn check_lines<G: CliGrammar>(
    job: Job<'_, G>,
    batch: &Batch,
    skip: usize,
    take: usize,
    out: &mut Vec<u8>,
) -> Stats<G::Production> {
    let settings = job.settings;
    // Without --skip-blank, --comments and --trim every line is a URL as
    // it is: one test a line instead of three.
    let plain = !settings.skip_blank && settings.comments.is_empty() && !settings.trim;
    let jsonl = settings.format == CheckFormat::Jsonl;
    let mut stats = Stats::new();
    for (k, (raw, cut)) in batch.lines().enumerate().skip(skip).take(take) {
        let line_no = batch.first_line + k as u64;
        stats.lines += 1;
        stats.bytes += cut.unwrap_or(raw.len()) as u64 + 1;
        let line = strip_bom(strip_cr(raw), line_no == 1);
        let (lead, url) = if plain {
            (0, line)
        } else {
            match select(settings, line, cut.is_none(), &mut stats) {
                Some(found) => found,
                None => continue,
            }
        };
        // The generic components of a valid URL, for JSONL.
        let mut components = None;
        let verdict = match cut {
            // Not kept whole: longer than the limit, which the grammar
            // says in its own words (what was kept is over the limit too).
            Some(len) => {
                let kept = String::from_utf8_lossy(url);
                match G::parse(&kept, job.options) {
                    Ok((p, _)) => Ok(p),
                    Err(e) => Err(Problem::Syntax(e, Some(len))),
                }
            }
            None => match std::str::from_utf8(url) {
                Ok(s) if jsonl => match G::read(s, job.options) {
                    Ok((p, c)) => {
                        components = Some(c);
                        Ok(p)
                    }
                    Err(e) => Err(Problem::Syntax(e, None)),
                },
                Ok(s) => G::parse(s, job.options)
                    .map(|(p, _)| p)
                    .map_err(|e| Problem::Syntax(e, None)),
                Err(e) => Err(Problem::NotUtf8(
                    e.valid_up_to(),
                    e.error_len()
                        .and_then(|_| url.get(e.valid_up_to()).copied()),
                )),
            },
        };
        match &verdict {
            Ok(p) => {
                stats.valid += 1;
                if let Some(n) = stats.valid_by.get_mut(p.index()) {
                    *n += 1;
                }
            }
            Err(problem) => {
                stats.invalid += 1;
                match problem {
                    Problem::NotUtf8(..) => stats.not_utf8 += 1,
                    Problem::Syntax(e, _) if matches!(e.kind(), ErrorKind::TooLong { .. }) => {
                        stats.too_long += 1;
                    }
                    Problem::Syntax(e, _) => {
                        if let Some(n) = stats.failed_by.get_mut(e.expected().index()) {
                            *n += 1;
                        }
                        if let Some(h) = e.hint() {
                            stats.hint(h, 1);
                        }
                    }
                }
            }
        }
        // Text reports nothing of a valid line.
        if verdict.is_err() || jsonl {
            report(out, job, line_no, line, lead, url, &verdict, components);
        }
    }
    stats
}

/// Appends the report of one URL to `out`: `url` is the part of `line`
/// (the line without its end and byte-order mark) from byte `lead` on;
/// `components` are those of a valid URL, for JSONL.
#[allow(clippy::too_many_arguments)]
fn report<G: CliGrammar>(
    out: &mut Vec<u8>,
    job: Job<'_, G>,
    line_no: u64,
    line: &[u8],
    lead: usize,
    url: &[u8],
    verdict: &Result<G::Production, Problem<G::Production>>,
    components: Option<Components<'_>>,
) {
    let offset = |problem: &Problem<G::Production>| match problem {
        Problem::Syntax(e, _) => e.offset(),
        Problem::NotUtf8(at, _) => *at,
    };
    match job.settings.format {
        CheckFormat::Text => {
            if let Err(problem) = verdict {
                let col = column(line, lead + offset(problem));
                out.extend_from_slice(job.name.as_bytes());
                let _ = write!(out, ":{line_no}:{col}: ");
                let _ = match problem {
                    // The message written in place, without a String.
                    Problem::Syntax(e, None) => write!(out, "{e}"),
                    Problem::Syntax(e, len) => out.write_all(message(e, *len).as_bytes()),
                    Problem::NotUtf8(at, b) => out.write_all(not_utf8_message(*at, *b).as_bytes()),
                };
                // The hint's id, which `--summary` counts by.
                if let Problem::Syntax(e, _) = problem {
                    if let Some(id) = e.hint_id() {
                        let _ = write!(out, "; hint: {id}");
                    }
                }
                out.push(b'\n');
            }
        }
        CheckFormat::Jsonl => {
            // Written directly, not built as a `Value` (which would cost a
            // map and a copy of each string per line): the keys of
            // docs/json.md, "check", in its order.
            let too_long = matches!(verdict, Err(Problem::Syntax(_, Some(_))));
            let input = if too_long {
                let head = url.get(..LONG_HEAD).unwrap_or(url);
                std::borrow::Cow::Owned(format!("{}…", String::from_utf8_lossy(head)))
            } else {
                String::from_utf8_lossy(url)
            };
            let not_utf8 = matches!(verdict, Err(Problem::NotUtf8(..)));
            out.extend_from_slice(b"{\"file\":");
            out.extend_from_slice(job.file_json.as_bytes());
            let grammar = <G::Production as Production>::GRAMMAR;
            let _ = write!(
                out,
                ",\"line\":{line_no},\"grammar\":\"{grammar}\",\"input\":"
            );
            let _ = serde_json::to_writer(&mut *out, input.as_ref());
            out.extend_from_slice(b",\"input_hex\":");
            if not_utf8 {
                let _ = serde_json::to_writer(&mut *out, &hex(url));
            } else {
                out.extend_from_slice(b"null");
            }
            match verdict {
                Ok(p) => {
                    out.extend_from_slice(b",\"valid\":true,\"production\":");
                    let _ = serde_json::to_writer(&mut *out, p.name());
                    out.extend_from_slice(b",\"components\":");
                    match components {
                        Some(c) => write_components_json(G::COMPONENTS, &c, out),
                        None => out.extend_from_slice(b"null"),
                    }
                    out.extend_from_slice(b",\"decoded\":");
                    let meaning = std::str::from_utf8(url)
                        .ok()
                        .filter(|_| job.settings.decoded)
                        .and_then(|text| Some((text, G::meaning(text, job.options)?)));
                    match meaning {
                        Some((text, m)) => {
                            let _ = m.write_components_json(text, out);
                        }
                        None => out.extend_from_slice(b"null"),
                    }
                    out.extend_from_slice(b",\"error\":null}\n");
                }
                Err(problem) => {
                    let col = column(line, lead + offset(problem));
                    let error = match problem {
                        Problem::Syntax(e, len) => error_json(e, col, *len),
                        Problem::NotUtf8(at, b) => not_utf8_json(*at, col, *b),
                    };
                    out.extend_from_slice(
                        b",\"valid\":false,\"production\":null,\"components\":null,\"decoded\":null,\"error\":",
                    );
                    let _ = serde_json::to_writer(&mut *out, &error);
                    out.extend_from_slice(b"}\n");
                }
            }
        }
    }
}

/// The progress bar on standard error, erased before anything else is
/// written to the terminal, so that it never shares a line with a result.
struct Progress {
    /// Whether to draw it at all.
    enabled: bool,
    /// Whether standard output is a terminal (then each write to it
    /// erases the bar first).
    stdout_tty: bool,
    /// Whether the bar is on the screen.
    drawn: bool,
}

impl Progress {
    fn draw(&mut self, name: &str, done: u64, size: u64, lines: u64) {
        if !self.enabled || size == 0 {
            return;
        }
        let pct = (done.saturating_mul(100) / size).min(100) as usize;
        let full = pct * 30 / 100;
        let bar = format!("{}{}", "#".repeat(full), " ".repeat(30 - full));
        eprint!("\r\x1b[2K{name} [{bar}] {pct:3}% {lines} lines");
        self.drawn = true;
    }

    /// Erases the bar if it is drawn.
    fn erase(&mut self) {
        if self.drawn {
            eprint!("\r\x1b[2K");
            self.drawn = false;
        }
    }

    /// Erases the bar before a write to standard output, if both are the
    /// terminal.
    fn before_stdout(&mut self) {
        if self.stdout_tty {
            self.erase();
        }
    }
}

/// Checks one input stream.
fn check_stream<G: CliGrammar>(
    job: Job<'_, G>,
    reader: &mut impl BufRead,
    size: Option<u64>,
    progress: &mut Progress,
    stats: &mut Stats<G::Production>,
) -> io::Result<()> {
    let stdout = io::stdout();
    let mut stdout = stdout.lock();
    let mut batch = Batch::default();
    let mut next_line = 1;
    let mut outs = [Vec::new(), Vec::new()];
    let keep = G::max_len(job.options).saturating_add(lines::BOM.len() + 1);
    let base = stats.bytes;
    loop {
        batch.clear(next_line);
        let mut more = true;
        while batch.bytes.len() < BATCH_BYTES && batch.ends.len() < BATCH_LINES {
            if !read_line(reader, &mut batch, keep)? {
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
                let h = s.spawn(move || check_lines::<G>(job, batch, half, n - half, second));
                let a = check_lines::<G>(job, batch, 0, half, first);
                (a, h.join().unwrap_or_else(|_| Stats::new()))
            });
            stats.add(&a);
            stats.add(&b);
        } else {
            stats.add(&check_lines::<G>(job, &batch, 0, n, first));
        }
        if !outs[0].is_empty() || !outs[1].is_empty() {
            progress.before_stdout();
            stdout.write_all(&outs[0])?;
            stdout.write_all(&outs[1])?;
            stdout.flush()?;
        }
        if let Some(size) = size {
            progress.draw(job.name, stats.bytes - base, size, stats.lines);
        }
        if !more {
            break;
        }
    }
    progress.erase();
    stdout.flush()
}

/// `rfc1738 check [FILE...]`.
pub fn run<G: CliGrammar>(files: &[PathBuf], settings: &Settings, options: G::Options) -> ExitCode {
    let started = Instant::now();
    let stdin_only = [PathBuf::from("-")];
    let inputs = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    let mut progress = Progress {
        enabled: settings.progress && io::stderr().is_terminal(),
        stdout_tty: io::stdout().is_terminal(),
        drawn: false,
    };
    let mut stats = Stats::<G::Production>::new();
    let mut errors: Vec<(String, String)> = Vec::new();
    for path in inputs {
        let name = path.to_string_lossy();
        let file_json = serde_json::to_string(name.as_ref()).unwrap_or_default();
        let job = Job::<G> {
            name: &name,
            file_json: &file_json,
            settings,
            options,
        };
        let result = if path == Path::new("-") {
            let stdin = io::stdin();
            let mut lock = stdin.lock();
            check_stream::<G>(job, &mut lock, None, &mut progress, &mut stats)
        } else {
            match File::open(path) {
                Ok(file) => {
                    let size = file
                        .metadata()
                        .ok()
                        .filter(|m| m.is_file())
                        .map(|m| m.len());
                    let mut reader = BufReader::with_capacity(1 << 16, file);
                    check_stream::<G>(job, &mut reader, size, &mut progress, &mut stats)
                }
                Err(e) => Err(e),
            }
        };
        if let Err(e) = result {
            progress.erase();
            if e.kind() == io::ErrorKind::BrokenPipe {
                return ExitCode::from(if stats.invalid > 0 { 1 } else { 0 });
            }
            eprintln!("rfc1738 check: {name}: {e}");
            errors.push((name.into_owned(), e.to_string()));
        }
    }
    // An I/O error: the summary is of the lines read, and says so; when
    // none was read there is nothing to summarize.
    let read_any = stats.lines > 0 || errors.len() < inputs.len();
    if let (Some(format), true) = (settings.summary, read_any) {
        let secs = started.elapsed().as_secs_f64();
        let text = match format {
            SummaryFormat::Text => summary_text(&stats, settings, &errors, secs),
            SummaryFormat::Json => format!("{}\n", summary_json(&stats, &errors, secs)),
        };
        eprint!("{text}");
    }
    if !errors.is_empty() {
        ExitCode::from(2)
    } else if stats.invalid > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The productions with their counts, the largest count first (ties in
/// the grammar's order).
fn ranked<P: Production>(counts: &[u64]) -> Vec<(&'static str, u64)> {
    let mut rows: Vec<(&'static str, u64)> = P::all()
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(p, &n)| (p.name(), n))
        .collect();
    rows.sort_by_key(|row| std::cmp::Reverse(row.1));
    rows
}

/// The hints with their counts, the largest first (ties by id).
fn ranked_hints(hints: &[(&'static Hint, u64)]) -> Vec<(&'static Hint, u64)> {
    let mut rows = hints.to_vec();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.id.cmp(b.0.id)));
    rows
}

fn summary_text<P: Production>(
    stats: &Stats<P>,
    settings: &Settings,
    errors: &[(String, String)],
    secs: f64,
) -> String {
    let mut out = String::new();
    if !errors.is_empty() {
        let names: Vec<&str> = errors.iter().map(|(n, _)| n.as_str()).collect();
        let _ = writeln!(
            out,
            "incomplete: an I/O error stopped reading {}; the counts are of the lines read before it",
            names.join(", ")
        );
    }
    let _ = writeln!(
        out,
        "lines: {} read, {} valid, {} invalid",
        stats.lines, stats.valid, stats.invalid
    );
    if settings.skip_blank || !settings.comments.is_empty() {
        let _ = writeln!(
            out,
            "skipped: blank {}, comments {}",
            stats.blank, stats.comments
        );
    }
    if settings.trim {
        let _ = writeln!(
            out,
            "trimmed: {} with whitespace around the URL",
            stats.trimmed
        );
    }
    let width = stats.lines.to_string().len();
    let valid = ranked::<P>(&stats.valid_by);
    if !valid.is_empty() {
        out.push_str("valid lines by production:\n");
        for (name, n) in valid {
            let _ = writeln!(out, "  {n:>width$}  {name}");
        }
    }
    if stats.invalid > 0 {
        out.push_str("invalid lines by the production that failed:\n");
        for (name, n) in ranked::<P>(&stats.failed_by) {
            let _ = writeln!(out, "  {n:>width$}  {name}");
        }
        if stats.too_long > 0 {
            let _ = writeln!(out, "  {:>width$}  (over max_len)", stats.too_long);
        }
        if stats.not_utf8 > 0 {
            let _ = writeln!(out, "  {:>width$}  (not UTF-8)", stats.not_utf8);
        }
        out.push_str("invalid lines by hint:\n");
        let hints = ranked_hints(&stats.hints);
        let hinted: u64 = hints.iter().map(|(_, n)| n).sum();
        for (hint, n) in &hints {
            let _ = writeln!(out, "  {n:>width$}  {}: {}", hint.id, hint_text(hint));
        }
        if stats.invalid > hinted {
            let _ = writeln!(out, "  {:>width$}  (no hint)", stats.invalid - hinted);
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
    out
}

fn summary_json<P: Production>(stats: &Stats<P>, errors: &[(String, String)], secs: f64) -> Value {
    let counts = |rows: Vec<(&'static str, u64)>| -> Map<String, Value> {
        rows.into_iter()
            .map(|(k, n)| (k.to_owned(), n.into()))
            .collect()
    };
    let hints: Map<String, Value> = ranked_hints(&stats.hints)
        .into_iter()
        .map(|(h, n)| (h.id.to_owned(), n.into()))
        .collect();
    let hinted: u64 = stats.hints.iter().map(|(_, n)| n).sum();
    json!({
        "complete": errors.is_empty(),
        "errors": errors.iter().map(|(f, m)| json!({"file": f, "message": m})).collect::<Vec<_>>(),
        "lines": stats.lines,
        "valid": stats.valid,
        "invalid": stats.invalid,
        "blank": stats.blank,
        "comments": stats.comments,
        "trimmed": stats.trimmed,
        "too_long": stats.too_long,
        "not_utf8": stats.not_utf8,
        "valid_by_production": counts(ranked::<P>(&stats.valid_by)),
        "invalid_by_production": counts(ranked::<P>(&stats.failed_by)),
        "invalid_by_hint": hints,
        "no_hint": stats.invalid - hinted,
        "bytes": stats.bytes,
        "seconds": secs,
    })
}
