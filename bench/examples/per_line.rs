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
//! One line per reference (blank lines skipped): nanoseconds per call of
//! the grammar's parse (`rfc1738::rfc3986::UriReference::parse`,
//! `rfc1738::rfc3987::IriReference::parse`) and of the peer's (the
//! fastest of 7 rounds of 2,000 calls each, wall time), their
//! difference, whether the grammar accepts it, and the reference as a
//! Rust string literal, tab-separated. Then, on standard error, the mean
//! of both over the accepted and the rejected references.

use std::hint::black_box;
use std::time::Instant;

/// A parse: whether it accepts the line.
type Accepts = fn(&str) -> bool;

/// Nanoseconds per call of `f` on `line`: the fastest of seven rounds.
fn time(line: &str, f: Accepts) -> f64 {
    let calls = 2000;
    (0..7)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..calls {
                black_box(f(black_box(line)));
            }
            start.elapsed().as_nanos() as f64 / f64::from(calls)
        })
        .fold(f64::MAX, f64::min)
}

fn main() -> std::io::Result<()> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let iri = args.first().is_some_and(|a| a == "rfc3987");
    if iri || args.first().is_some_and(|a| a == "rfc3986") {
        args.remove(0);
    }
    let [path] = args.as_slice() else {
        eprintln!("usage: per_line [rfc3986|rfc3987] FILE (one reference per line)");
        std::process::exit(2);
    };
    let (name, peer_name, ours, peer): (_, _, Accepts, Accepts) = if iri {
        (
            "rfc3987",
            "oxiri IriRef",
            |l| rfc1738::rfc3987::IriReference::parse(l).is_ok(),
            |l| oxiri::IriRef::parse(l).is_ok(),
        )
    } else {
        (
            "rfc3986",
            "fluent-uri UriRef",
            |l| rfc1738::rfc3986::UriReference::parse(l).is_ok(),
            |l| fluent_uri::UriRef::parse(l).is_ok(),
        )
    };
    let text = std::fs::read_to_string(path)?;
    // (count, rfc3986's total, UriRef's total) of the rejected and the
    // accepted references.
    let mut sums = [(0u32, 0.0, 0.0); 2];
    for line in text.lines().filter(|l| !l.is_empty()) {
        let (t, u) = (time(line, ours), time(line, peer));
        let ok = ours(line);
        println!("{t:.1}\t{u:.1}\t{:.1}\t{ok}\t{line:?}", t - u);
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
