//! Side-by-side benchmark of `rfc1738::Url::parse` and peer URL/URI
//! parsers over the corpora of `../shared/corpus/` next to the repository,
//! or, on a clone without it, over the sample committed in
//! `tests/data/corpus/` (and it says so). From `bench/` (its own package
//! and workspace, so that the root's `cargo test --workspace` builds no
//! peer):
//!
//! ```console
//! $ cargo bench --bench peers              # full run, Markdown on stdout
//! $ cargo bench --bench peers -- --quick   # fewer rounds, shorter samples
//! ```
//!
//! Without the `--bench` argument that `cargo bench` passes (so under
//! `cargo test --benches` or `--all-targets`) it only runs one round over
//! the first lines of each corpus, as a smoke test.
//!
//! Options (after `--`): `--quick`, `--rounds N`, `--corpus DIR` (default
//! `$RFC1738_CORPUS`, else `../shared/corpus` from the repository root,
//! that is `../../shared/corpus` from `bench/`, else the committed sample
//! `tests/data/corpus/`), and any other word selects the corpora whose
//! file name contains it. Progress goes to stderr.
//!
//! Method (bench/README.md): every corpus is loaded once (lines split at
//! `\n`, one trailing `\r` trimmed, empty lines skipped); which lines each
//! parser accepts is computed first, untimed, and from that the subset of
//! lines that both rfc1738 and a given peer accept. Then every timing task
//! (each parser on the whole corpus; rfc1738 and each peer on their
//! both-accept subset) is calibrated to a sample length and run once per
//! round, all tasks interleaved in one process, the order rotated by one
//! each round. A parser's figure is the median (and the minimum) over the
//! rounds of its per-URL time.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// One parser under test: a name, the crate whose version is reported,
/// what "accepted" means for it, and a pass over a slice of lines that
/// returns how many it accepted.
struct Parser {
    name: &'static str,
    krate: &'static str,
    call: &'static str,
    accepts: &'static str,
    pass: fn(&[&str]) -> usize,
}

/// A monomorphic pass over the lines for one parse expression: each input
/// goes through `black_box`, and so does each whole result (the tree, the
/// owned URL or the error), so neither the call nor what it builds can be
/// optimized away; the result is dropped inside the timed loop, as a
/// caller's would be.
macro_rules! pass {
    (|$s:ident| $parse:expr) => {{
        fn pass(lines: &[&str]) -> usize {
            let mut accepted = 0usize;
            for &line in lines {
                let $s: &str = black_box(line);
                let result = $parse;
                accepted += usize::from(result.is_ok());
                let _ = black_box(result);
            }
            accepted
        }
        pass
    }};
}

const RFC1738: Parser = Parser {
    name: "rfc1738",
    krate: "rfc1738",
    call: "`rfc1738::Url::parse(s)`",
    accepts: "RFC 1738 `url` (§5): the scheme's own production, `genericurl` for other schemes",
    pass: pass!(|s| rfc1738::Url::parse(s)),
};

/// The RFC 1630 grammar (issue 13): a row of its own, timed in the same
/// rounds and compared with fluent-uri in a second table per corpus.
const RFC1630: Parser = Parser {
    name: "rfc1630",
    krate: "rfc1738",
    call: "`rfc1738::rfc1630::Url::parse(s)`",
    accepts: "RFC 1630 `url` or `prefixedurl` (its BNF for specific URL schemes; no generic fallback)",
    pass: pass!(|s| rfc1738::rfc1630::Url::parse(s)),
};

const PEERS: &[Parser] = &[
    Parser {
        name: "fluent-uri",
        krate: "fluent-uri",
        call: "`fluent_uri::Uri::parse(s)`",
        accepts: "RFC 3986 `URI` (absolute, optional fragment), validating parse",
        pass: pass!(|s| fluent_uri::Uri::parse(s)),
    },
    Parser {
        name: "rfc2396",
        krate: "rfc1738",
        call: "`rfc1738::rfc2396::UriReference::parse(s)`",
        accepts: "RFC 2396 `URI-reference` with RFC 2732 (absolute or relative, optional fragment)",
        pass: pass!(|s| rfc1738::rfc2396::UriReference::parse(s)),
    },
    Parser {
        name: "fluent-uri UriRef",
        krate: "fluent-uri",
        call: "`fluent_uri::UriRef::parse(s)`",
        accepts: "RFC 3986 `URI-reference` (absolute or relative), validating parse",
        pass: pass!(|s| fluent_uri::UriRef::parse(s)),
    },
    Parser {
        name: "rfc3986",
        krate: "rfc1738",
        call: "`rfc1738::rfc3986::UriReference::parse(s)`",
        accepts: "RFC 3986 `URI-reference` (absolute or relative, optional fragment)",
        pass: pass!(|s| rfc1738::rfc3986::UriReference::parse(s)),
    },
    Parser {
        name: "oxiri",
        krate: "oxiri",
        call: "`oxiri::Iri::parse(s)`",
        accepts: "RFC 3987 `IRI` (absolute; `Iri`, not `IriRef`), validating parse",
        pass: pass!(|s| oxiri::Iri::parse(s)),
    },
    Parser {
        name: "oxiri IriRef",
        krate: "oxiri",
        call: "`oxiri::IriRef::parse(s)`",
        accepts: "RFC 3987 `IRI-reference` (absolute or relative), validating parse",
        pass: pass!(|s| oxiri::IriRef::parse(s)),
    },
    Parser {
        name: "rfc3987",
        krate: "rfc1738",
        call: "`rfc1738::rfc3987::IriReference::parse(s)`",
        accepts: "RFC 3987 `IRI-reference` (absolute or relative, optional fragment)",
        pass: pass!(|s| rfc1738::rfc3987::IriReference::parse(s)),
    },
    Parser {
        name: "iri-string",
        krate: "iri-string",
        call: "`iri_string::types::UriStr::new(s)`",
        accepts: "RFC 3986 `URI` (absolute, optional fragment), validation only",
        pass: pass!(|s| iri_string::types::UriStr::new(s)),
    },
    Parser {
        name: "url",
        krate: "url",
        call: "`url::Url::parse(s)`",
        accepts: "WHATWG URL, no base; builds a normalized owned serialization",
        pass: pass!(|s| url::Url::parse(s)),
    },
    Parser {
        name: "ada-url",
        krate: "ada-url",
        call: "`ada_url::Url::parse(s, None)`",
        accepts: "WHATWG URL, no base (C++ ada via FFI); builds a normalized URL",
        pass: pass!(|s| ada_url::Url::parse(s, None)),
    },
    Parser {
        name: "http",
        krate: "http",
        call: "`http::Uri::from_str(s)`",
        accepts: "HTTP request-target forms (absolute, origin `/p?q`, authority, `*`); copies into `Bytes`",
        pass: pass!(|s| http::Uri::from_str(s)),
    },
];

/// What a sample measures. The thread's CPU time by default: on a
/// shared machine it leaves out the time the thread waited for a core
/// (other processes still disturb the caches); `--wall` for wall time.
#[derive(Clone, Copy, PartialEq)]
enum Clock {
    ThreadCpu,
    Wall,
}

impl Clock {
    /// Seconds since an arbitrary origin.
    fn now(self, origin: Instant) -> f64 {
        match self {
            Clock::Wall => origin.elapsed().as_secs_f64(),
            Clock::ThreadCpu => {
                let mut ts = libc::timespec {
                    tv_sec: 0,
                    tv_nsec: 0,
                };
                // SAFETY: `ts` is a valid, writable timespec.
                let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
                assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID)");
                ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
            }
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Clock::ThreadCpu => {
                "thread CPU time (`CLOCK_THREAD_CPUTIME_ID`; `--wall` for wall time)"
            }
            Clock::Wall => "wall time (`--wall`)",
        }
    }
}

struct Config {
    clock: Clock,
    corpus_dir: PathBuf,
    /// Whether `corpus_dir` is the committed sample, in place of a
    /// missing `../shared/corpus`.
    sample: bool,
    filters: Vec<String>,
    rounds: usize,
    /// Each sample runs its task enough times to last about this long.
    target: Duration,
    quick: bool,
    /// Without `--bench` (`cargo test --benches`, `--all-targets`): one
    /// short round over the first lines of each corpus, a smoke test.
    smoke: bool,
}

fn config() -> Config {
    let (corpus_dir, sample) = default_corpus();
    let mut c = Config {
        clock: Clock::ThreadCpu,
        corpus_dir,
        sample,
        filters: Vec::new(),
        rounds: 11,
        target: Duration::from_millis(20),
        quick: false,
        smoke: true,
    };
    let mut rounds: Option<usize> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--bench" => c.smoke = false, // passed by `cargo bench`
            "--quick" => c.quick = true,
            "--wall" => c.clock = Clock::Wall,
            "--rounds" => rounds = args.next().and_then(|n| n.parse().ok()),
            "--corpus" => {
                if let Some(d) = args.next() {
                    c.corpus_dir = PathBuf::from(d);
                    c.sample = false;
                }
            }
            s if s.starts_with("--") => eprintln!("peers: ignoring option {s}"),
            s => c.filters.push(s.to_owned()),
        }
    }
    if c.quick {
        c.rounds = 3;
        c.target = Duration::from_millis(4);
    }
    if let Some(r) = rounds {
        c.rounds = r.max(1);
    }
    if c.smoke {
        c.rounds = 1;
        c.target = Duration::ZERO;
    }
    c
}

/// The corpus directory when `--corpus` is not given: `$RFC1738_CORPUS`,
/// else `../shared/corpus` from the repository root (this package is
/// `bench/` inside it), else the sample committed in `tests/data/corpus/`
/// (the one the tests fall back to), with `true` for the sample.
fn default_corpus() -> (PathBuf, bool) {
    if let Some(dir) = std::env::var_os("RFC1738_CORPUS") {
        return (PathBuf::from(dir), false);
    }
    let bench = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = bench.parent().unwrap_or(bench);
    let shared = root.join("../shared/corpus");
    if shared.is_dir() {
        (shared, false)
    } else {
        (root.join("tests/data/corpus"), true)
    }
}

/// Lines per corpus in a smoke run.
const SMOKE_LINES: usize = 500;

/// The lines of a corpus file: split at `\n`, one trailing `\r` trimmed,
/// empty lines skipped; everything else verbatim (a BOM, spaces, ...).
fn lines(text: &str) -> Vec<&str> {
    text.split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .filter(|l| !l.is_empty())
        .collect()
}

fn bytes(lines: &[&str]) -> usize {
    lines.iter().map(|l| l.len()).sum()
}

/// A timed unit: one parser over one slice of lines.
struct Task<'a> {
    parser: &'a Parser,
    lines: &'a [&'a str],
    reps: usize,
    /// How many of `lines` the parser accepts (from the untimed pass);
    /// every timed pass is checked against it.
    expect: usize,
    /// Seconds per pass over `lines`, one entry per round.
    samples: Vec<f64>,
}

impl Task<'_> {
    fn sample(&mut self, clock: Clock, origin: Instant) {
        let mut n = 0;
        let start = clock.now(origin);
        for _ in 0..self.reps {
            n = black_box((self.parser.pass)(black_box(self.lines)));
        }
        let secs = clock.now(origin) - start;
        self.samples.push(secs / self.reps as f64);
        assert_eq!(
            n, self.expect,
            "{}: accepted count changed",
            self.parser.name
        );
    }
    fn min(&self) -> f64 {
        self.samples.iter().copied().fold(f64::INFINITY, f64::min)
    }
    fn median(&self) -> f64 {
        let mut s = self.samples.clone();
        s.sort_by(f64::total_cmp);
        match s.len() {
            0 => f64::NAN,
            n if n % 2 == 1 => s[n / 2],
            n => (s[n / 2 - 1] + s[n / 2]) / 2.0,
        }
    }
    fn ns_per_url(&self, secs: f64) -> f64 {
        secs * 1e9 / self.lines.len() as f64
    }
}

/// Calibrates every task (one untimed warm-up pass, then enough
/// repetitions per sample to last about `target`), then runs `rounds`
/// rounds; round `r` runs the tasks starting at task `r`, in order,
/// wrapping around.
fn run(tasks: &mut [Task<'_>], rounds: usize, target: Duration, clock: Clock) {
    let origin = Instant::now();
    for t in tasks.iter_mut() {
        let start = clock.now(origin);
        black_box((t.parser.pass)(black_box(t.lines)));
        let once = (clock.now(origin) - start).max(1e-7);
        t.reps = ((target.as_secs_f64() / once).ceil() as usize).clamp(1, 100_000);
    }
    let n = tasks.len();
    for r in 0..rounds {
        eprint!("\r  round {}/{rounds}", r + 1);
        for k in 0..n {
            tasks[(r + k) % n].sample(clock, origin);
        }
    }
    eprintln!();
}

fn fmt_ns(ns: f64) -> String {
    if ns >= 100.0 {
        format!("{ns:.0}")
    } else {
        format!("{ns:.1}")
    }
}

fn fmt_ratio(r: f64) -> String {
    format!("{r:.2}")
}

fn mb_per_s(bytes: usize, secs: f64) -> f64 {
    bytes as f64 / secs / 1e6
}

/// One corpus: acceptance first (untimed), then every task interleaved,
/// then its Markdown section.
fn bench_corpus(name: &str, text: &str, cfg: &Config, out: &mut String) {
    let mut all = lines(text);
    if cfg.smoke {
        all.truncate(SMOKE_LINES);
    }
    let total_bytes = bytes(&all);
    let parsers: Vec<&Parser> = std::iter::once(&RFC1738).chain(PEERS.iter()).collect();
    // accepted[p][i]: whether parser p accepts line i.
    let accepted: Vec<Vec<bool>> = parsers
        .iter()
        .map(|p| all.iter().map(|l| (p.pass)(&[l]) == 1).collect())
        .collect();
    let rfc = &accepted[0];
    // The lines both rfc1738 and peer q accept (q indexes PEERS).
    let both: Vec<Vec<&str>> = (0..PEERS.len())
        .map(|q| {
            all.iter()
                .zip(rfc.iter().zip(&accepted[q + 1]))
                .filter(|(_, (a, b))| **a && **b)
                .map(|(l, _)| *l)
                .collect()
        })
        .collect();

    // Tasks 0..parsers.len(): each parser on the whole corpus; then for
    // each peer with a non-empty subset, rfc1738 and the peer on it.
    let mut tasks: Vec<Task<'_>> = parsers
        .iter()
        .zip(&accepted)
        .map(|(p, acc)| Task {
            parser: p,
            lines: &all,
            reps: 1,
            expect: acc.iter().filter(|&&a| a).count(),
            samples: Vec::new(),
        })
        .collect();
    let mut subset_tasks = Vec::new(); // (peer index, rfc task, peer task)
    for (q, subset) in both.iter().enumerate() {
        if subset.is_empty() {
            continue;
        }
        let k = tasks.len();
        for p in [&RFC1738, &PEERS[q]] {
            tasks.push(Task {
                parser: p,
                lines: subset,
                reps: 1,
                expect: subset.len(),
                samples: Vec::new(),
            });
        }
        subset_tasks.push((q, k, k + 1));
    }
    // RFC 2396 and RFC 3986 beside their closest peer, fluent-uri's
    // `UriRef`, and RFC 3987 beside oxiri's `IriRef`: each grammar and
    // its peer on the lines both accept.
    let idx = |n: &str| parsers.iter().position(|p| p.name == n).unwrap_or(0);
    let grammar_pairs: Vec<(usize, usize, Vec<&str>)> = [
        ("rfc2396", "fluent-uri UriRef"),
        ("rfc3986", "fluent-uri UriRef"),
        ("rfc3987", "oxiri IriRef"),
    ]
    .iter()
    .map(|&(g, peer)| {
        let (r, q) = (idx(g), idx(peer));
        let pair = all
            .iter()
            .zip(accepted[r].iter().zip(&accepted[q]))
            .filter(|(_, (a, b))| **a && **b)
            .map(|(l, _)| *l)
            .collect();
        (r, q, pair)
    })
    .collect();
    let mut pair_tasks = Vec::new(); // (grammar's and peer's whole-corpus tasks, subset tasks)
    for (r, q, pair) in &grammar_pairs {
        let subset = (!pair.is_empty()).then(|| {
            let k = tasks.len();
            for p in [parsers[*r], parsers[*q]] {
                tasks.push(Task {
                    parser: p,
                    lines: pair,
                    reps: 1,
                    expect: pair.len(),
                    samples: Vec::new(),
                });
            }
            (k, k + 1)
        });
        pair_tasks.push((*r, *q, subset, pair.len()));
    }
    // RFC 1630: its whole-corpus task, and it and fluent-uri (PEERS[0])
    // on the lines both accept.
    let acc1630: Vec<bool> = all.iter().map(|l| (RFC1630.pass)(&[l]) == 1).collect();
    let both1630: Vec<&str> = all
        .iter()
        .zip(acc1630.iter().zip(&accepted[1]))
        .filter(|(_, (a, b))| **a && **b)
        .map(|(l, _)| *l)
        .collect();
    let t1630 = tasks.len();
    tasks.push(Task {
        parser: &RFC1630,
        lines: &all,
        reps: 1,
        expect: acc1630.iter().filter(|&&a| a).count(),
        samples: Vec::new(),
    });
    let subset1630 = (!both1630.is_empty()).then(|| {
        let k = tasks.len();
        for p in [&RFC1630, &PEERS[0]] {
            tasks.push(Task {
                parser: p,
                lines: &both1630,
                reps: 1,
                expect: both1630.len(),
                samples: Vec::new(),
            });
        }
        (k, k + 1)
    });
    eprintln!(
        "{name}: {} lines, {} tasks, {} rounds",
        all.len(),
        tasks.len(),
        cfg.rounds
    );
    run(&mut tasks, cfg.rounds, cfg.target, cfg.clock);

    let _ = writeln!(
        out,
        "\n### `{name}`: {} lines, {:.2} MB, {} bytes/line on average\n",
        all.len(),
        total_bytes as f64 / 1e6,
        total_bytes / all.len().max(1)
    );
    let _ = writeln!(
        out,
        "| parser | accepted | ns/URL | (min) | MB/s | rfc1738 ÷ peer | both accept | rfc1738 ns/URL | peer ns/URL | rfc1738 ÷ peer |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let rfc_med = tasks[0].median();
    for (i, p) in parsers.iter().enumerate() {
        let t = &tasks[i];
        let med = t.median();
        let mut row = format!(
            "| {} | {} | {} | {} | {:.0} |",
            p.name,
            t.expect,
            fmt_ns(t.ns_per_url(med)),
            fmt_ns(t.ns_per_url(t.min())),
            mb_per_s(total_bytes, med),
        );
        if i == 0 {
            row.push_str(" — | — | — | — | — |");
        } else {
            let _ = write!(row, " {} |", fmt_ratio(rfc_med / med));
            match subset_tasks.iter().find(|(q, _, _)| *q == i - 1) {
                Some(&(q, a, b)) => {
                    let (ta, tb) = (&tasks[a], &tasks[b]);
                    let (ma, mb) = (ta.median(), tb.median());
                    let _ = write!(
                        row,
                        " {} | {} | {} | {} |",
                        both[q].len(),
                        fmt_ns(ta.ns_per_url(ma)),
                        fmt_ns(tb.ns_per_url(mb)),
                        fmt_ratio(ma / mb)
                    );
                }
                None => row.push_str(" 0 | — | — | — |"),
            }
        }
        let _ = writeln!(out, "{row}");
    }
    for &(r, q, subset, n) in &pair_tasks {
        let (ma, mb) = (tasks[r].median(), tasks[q].median());
        let peer = tasks[q].parser.name;
        let (krate, call) = peer.split_once(' ').unwrap_or((peer, ""));
        let _ = write!(
            out,
            "\n{} ÷ {krate} `{call}`: {} on the whole corpus ({} and {} ns/URL; {} and {} accepted)",
            tasks[r].parser.name,
            fmt_ratio(ma / mb),
            fmt_ns(tasks[r].ns_per_url(ma)),
            fmt_ns(tasks[q].ns_per_url(mb)),
            tasks[r].expect,
            tasks[q].expect,
        );
        match subset {
            Some((a, b)) => {
                let (ma, mb) = (tasks[a].median(), tasks[b].median());
                let _ = writeln!(
                    out,
                    "; {} on the {n} lines both accept ({} and {} ns/URL)",
                    fmt_ratio(ma / mb),
                    fmt_ns(tasks[a].ns_per_url(ma)),
                    fmt_ns(tasks[b].ns_per_url(mb)),
                );
            }
            None => {
                let _ = writeln!(out, "; no line both accept");
            }
        }
    }

    // The grammars against fluent-uri (the bar of every grammar: at most
    // its time on every corpus).
    let _ = writeln!(
        out,
        "\n| grammar | accepted | ns/URL | (min) | MB/s | ÷ fluent-uri | both accept | grammar ns/URL | fluent-uri ns/URL | ÷ fluent-uri |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let fluent_med = tasks[1].median();
    let rfc1738_subset = subset_tasks.iter().find(|(q, _, _)| *q == 0);
    let rows = [
        (0, rfc1738_subset.map(|&(_, a, b)| (a, b)), both[0].len()),
        (t1630, subset1630, both1630.len()),
    ];
    for (t, subset, n) in rows {
        let task = &tasks[t];
        let med = task.median();
        let mut row = format!(
            "| {} | {} | {} | {} | {:.0} | {} |",
            task.parser.name,
            task.expect,
            fmt_ns(task.ns_per_url(med)),
            fmt_ns(task.ns_per_url(task.min())),
            mb_per_s(total_bytes, med),
            fmt_ratio(med / fluent_med),
        );
        match subset {
            Some((a, b)) => {
                let (ta, tb) = (&tasks[a], &tasks[b]);
                let (ma, mb) = (ta.median(), tb.median());
                let _ = write!(
                    row,
                    " {n} | {} | {} | {} |",
                    fmt_ns(ta.ns_per_url(ma)),
                    fmt_ns(tb.ns_per_url(mb)),
                    fmt_ratio(ma / mb)
                );
            }
            None => row.push_str(" 0 | — | — | — |"),
        }
        let _ = writeln!(out, "{row}");
    }
}

/// `YYYY-MM-DD HH:MM UTC` from the system clock (civil-from-days).
fn utc_now() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs()) as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, m)| m.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown".to_owned())
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|| "unknown".to_owned())
}

fn command_line(cmd: &str, args: &[&str]) -> Option<String> {
    let out = std::process::Command::new(cmd)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The version of `krate` in the Cargo.lock this bench was built with.
fn locked_version(krate: &str) -> &'static str {
    const LOCK: &str = include_str!("../Cargo.lock");
    let needle = format!("name = \"{krate}\"\nversion = \"");
    LOCK.find(&needle)
        .map(|k| &LOCK[k + needle.len()..])
        .and_then(|rest| rest.split('"').next())
        .unwrap_or("?")
}

fn main() {
    let cfg = config();
    if cfg.sample {
        eprintln!(
            "peers: no ../shared/corpus next to the repository: runs on the committed sample {} (400 to 860 lines per file; figures on it are not those of the full corpora)",
            cfg.corpus_dir.display()
        );
    }
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&cfg.corpus_dir) {
        Ok(d) => d
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .filter(|p| {
                let n = p.file_name().unwrap_or_default().to_string_lossy();
                cfg.filters.is_empty() || cfg.filters.iter().any(|f| n.contains(f.as_str()))
            })
            .collect(),
        Err(e) => {
            eprintln!("peers: cannot read {}: {e}", cfg.corpus_dir.display());
            std::process::exit(2);
        }
    };
    files.sort();

    let mut out = String::new();
    let started = Instant::now();
    let load_before = loadavg();
    let _ = writeln!(out, "## rfc1738 and peers, side by side\n");
    let nproc = std::thread::available_parallelism().map_or(0, |n| n.get());
    let _ = writeln!(
        out,
        "- date: {}; machine: {} (`nproc` = {nproc}); {}",
        utc_now(),
        cpu_model(),
        command_line("rustc", &["--version"]).unwrap_or_default()
    );
    let _ = writeln!(
        out,
        "- rfc1738 at `{}`{}; bench profile (release, opt-level 3)",
        command_line("git", &["rev-parse", "--short", "HEAD"]).unwrap_or_else(|| "?".into()),
        match command_line("git", &["status", "--porcelain", "--untracked-files=no"]) {
            Some(s) if !s.is_empty() => " (with uncommitted changes)",
            _ => "",
        }
    );
    let _ = writeln!(
        out,
        "- {} rounds{}, samples of about {} ms, tasks rotated each round; ns/URL is the median over rounds, (min) the fastest round; MB/s from the median",
        cfg.rounds,
        if cfg.quick { " (`--quick`)" } else { "" },
        cfg.target.as_millis()
    );
    let _ = writeln!(out, "- clock: {}", cfg.clock.describe());
    let _ = writeln!(
        out,
        "- corpus: {}{}",
        cfg.corpus_dir.display(),
        if cfg.sample {
            " (the committed sample: no `../shared/corpus` next to the repository)"
        } else {
            ""
        }
    );
    if cfg.smoke {
        let _ = writeln!(
            out,
            "- **smoke run** (no `--bench` argument, as under `cargo test --benches`): one round over the first {SMOKE_LINES} lines of each corpus; not a measurement, use `cargo bench --bench peers`"
        );
    }
    let _ = writeln!(
        out,
        "- rfc1738 ÷ peer: rfc1738's time over the peer's (below 1: rfc1738 is faster); on the whole corpus, and on the lines both accept"
    );
    let _ = writeln!(
        out,
        "\n| parser | version | call | accepts |\n|---|---|---|---|"
    );
    for p in [&RFC1738, &RFC1630].into_iter().chain(PEERS.iter()) {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} |",
            p.name,
            locked_version(p.krate),
            p.call,
            p.accepts
        );
    }

    for path in &files {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        match std::fs::read_to_string(path) {
            Ok(text) => bench_corpus(&name, &text, &cfg, &mut out),
            Err(e) => {
                let _ = writeln!(out, "\n### `{name}`: not read ({e})");
            }
        }
    }
    let _ = writeln!(
        out,
        "\nLoad average (1, 5, 15 min) before: {load_before}; after: {}. Run time {:.0} s.",
        loadavg(),
        started.elapsed().as_secs_f64()
    );
    print!("{out}");
}
