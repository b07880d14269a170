//! The time of one reference at a time, RFC 3986's parse beside
//! fluent-uri's `UriRef::parse` (or, with `rfc3987` first, RFC 3987's
//! beside oxiri's `IriRef::parse`), to find which references cost more
//! than the peer's (the whole-corpus figures of `benches/peers.rs` say
//! how much, not where):
//!
//! ```console
//! $ cargo run --release --example per_line -- ../../shared/corpus/wpt_urltestdata_inputs.txt > per_line.tsv
//! $ cargo run --release --example per_line -- rfc3987 ../../shared/corpus/wpt_urltestdata_inputs.txt > per_line.tsv
//! $ sort -t"$(printf '\t')" -k3 -gr per_line.tsv | head   # the largest excess first
//! ```
//!
//! With `--split` first, it times whole passes instead, as
//! `benches/peers.rs` does (each whole result through `black_box`), over the
//! references the grammar rejects, those it accepts and all of them, in
//! their order in the file: the fastest of 15 rounds of 2,000 passes
//! (of fewer in a file of more than a thousand references: about two
//! million references a round), in nanoseconds per reference, the
//! grammar's beside the peer's, where branch prediction and caches see
//! the corpus as the bench does rather than one reference again and
//! again:
//!
//! ```console
//! $ cargo run --release --example per_line -- --split ../../shared/corpus/wpt_urltestdata_inputs.txt
//! $ cargo run --release --example per_line -- --split rfc3987 ../../shared/corpus/wpt_urltestdata_inputs.txt
//! ```
//!
//! With `--verdict` after `--split`, only whether each parse succeeded
//! goes through `black_box`, not the whole result: the difference is
//! what copying the value a parse returns costs its caller (a copy in
//! 16-byte loads of fields the parse has just stored a few bytes at a
//! time, which the processor cannot forward from those stores):
//!
//! ```console
//! $ cargo run --release --example per_line -- --split --verdict ../../shared/corpus/wpt_urltestdata_inputs.txt
//! ```
//!
//! One line per reference (blank lines skipped): nanoseconds per call of
//! the grammar's parse (`rfc1738::rfc3986::UriReference::parse`,
//! `rfc1738::rfc3987::IriReference::parse`) and of the peer's (the
//! fastest of 7 rounds of 2,000 calls each, wall time, each whole
//! result through `black_box`; figures measured before 2026-12-05's
//! `--split` passed only the verdict through it), their
//! difference, whether the grammar accepts it, and the reference as a
//! Rust string literal, tab-separated. Then, on standard error, the mean
//! of both over the accepted and the rejected references.

use std::hint::black_box;
use std::io::Write;
use std::time::Instant;

/// A parse: whether it accepts the line.
type Accepts = fn(&str) -> bool;

/// Whether `result` is a success, the whole result passed through
/// `black_box` as `benches/peers.rs` passes it (so that the value a parse
/// returns, its error included, is made and moved in full).
#[inline(always)]
fn verdict<T, E>(result: Result<T, E>) -> bool {
    let ok = result.is_ok();
    let _ = black_box(result);
    ok
}

/// Whether `result` is a success, and nothing else of it through
/// `black_box` (`--verdict`).
#[inline(always)]
fn verdict_only<T, E>(result: Result<T, E>) -> bool {
    black_box(result.is_ok())
}

/// The fastest of `rounds` runs of `body`, in nanoseconds per one of the
/// `count` parses a run makes.
fn fastest(rounds: usize, count: f64, mut body: impl FnMut()) -> f64 {
    (0..rounds)
        .map(|_| {
            let start = Instant::now();
            body();
            start.elapsed().as_nanos() as f64 / count
        })
        .fold(f64::MAX, f64::min)
}

/// Nanoseconds per call of `f` on `line`: the fastest of seven rounds.
fn time(line: &str, f: Accepts) -> f64 {
    let calls = 2000;
    fastest(7, f64::from(calls), || {
        for _ in 0..calls {
            black_box(f(black_box(line)));
        }
    })
}

/// Nanoseconds per reference of whole passes of `f` over `lines`: the
/// fastest of 15 rounds of 2,000 passes (fewer over more than a thousand
/// lines: about two million references a round), each result through
/// `black_box`.
fn time_passes(lines: &[&str], f: Accepts) -> f64 {
    let passes = u32::try_from(2_000_000 / lines.len().max(1))
        .unwrap_or(u32::MAX)
        .clamp(1, 2000);
    fastest(15, f64::from(passes) * lines.len().max(1) as f64, || {
        for _ in 0..passes {
            for &line in lines {
                black_box(f(black_box(line)));
            }
        }
    })
}

fn main() -> std::io::Result<()> {
    // A reader that stops early (`| head`) ends the run quietly.
    match run() {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        r => r,
    }
}

fn run() -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let split = args.first().is_some_and(|a| a == "--split");
    if split {
        args.remove(0);
    }
    let only = split && args.first().is_some_and(|a| a == "--verdict");
    if only {
        args.remove(0);
    }
    let iri = args.first().is_some_and(|a| a == "rfc3987");
    if iri || args.first().is_some_and(|a| a == "rfc3986") {
        args.remove(0);
    }
    let [path] = args.as_slice() else {
        eprintln!(
            "usage: per_line [--split [--verdict]] [rfc3986|rfc3987] FILE (one reference per line)"
        );
        std::process::exit(2);
    };
    let (name, peer_name, ours, peer): (_, _, Accepts, Accepts) = match (iri, only) {
        (true, false) => (
            "rfc3987",
            "oxiri IriRef",
            |l| verdict(rfc1738::rfc3987::IriReference::parse(l)),
            |l| verdict(oxiri::IriRef::parse(l)),
        ),
        (true, true) => (
            "rfc3987",
            "oxiri IriRef",
            |l| verdict_only(rfc1738::rfc3987::IriReference::parse(l)),
            |l| verdict_only(oxiri::IriRef::parse(l)),
        ),
        (false, false) => (
            "rfc3986",
            "fluent-uri UriRef",
            |l| verdict(rfc1738::rfc3986::UriReference::parse(l)),
            |l| verdict(fluent_uri::UriRef::parse(l)),
        ),
        (false, true) => (
            "rfc3986",
            "fluent-uri UriRef",
            |l| verdict_only(rfc1738::rfc3986::UriReference::parse(l)),
            |l| verdict_only(fluent_uri::UriRef::parse(l)),
        ),
    };
    let text = std::fs::read_to_string(path)?;
    if split {
        let all: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
        let (accepted, rejected): (Vec<&str>, Vec<&str>) = all.iter().partition(|l| ours(l));
        for (which, lines) in [
            ("rejected", &rejected),
            ("accepted", &accepted),
            ("all", &all),
        ] {
            if lines.is_empty() {
                writeln!(out, "{which} (0 references): nothing to time")?;
                continue;
            }
            let (t, u) = (time_passes(lines, ours), time_passes(lines, peer));
            writeln!(
                out,
                "{which} ({} references): {name} {t:.1} ns, {peer_name} {u:.1} ns, ratio {:.2}",
                lines.len(),
                t / u
            )?;
        }
        return Ok(());
    }
    // (count, rfc3986's total, UriRef's total) of the rejected and the
    // accepted references.
    let mut sums = [(0u32, 0.0, 0.0); 2];
    for line in text.lines().filter(|l| !l.is_empty()) {
        let (t, u) = (time(line, ours), time(line, peer));
        let ok = ours(line);
        writeln!(out, "{t:.1}\t{u:.1}\t{:.1}\t{ok}\t{line:?}", t - u)?;
        let sum = &mut sums[usize::from(ok)];
        *sum = (sum.0 + 1, sum.1 + t, sum.2 + u);
    }
    for (which, (n, t, u)) in ["rejected", "accepted"].iter().zip(sums) {
        let n = f64::from(n.max(1));
        eprintln!(
            "{which}: {name} {:.1} ns, {peer_name} {:.1} ns on average",
            t / n,
            u / n
        );
    }
    Ok(())
}
