//! The time of one reference at a time, RFC 3986's parse beside
//! fluent-uri's `UriRef::parse`, to find which references cost more
//! than the peer's (the whole-corpus figures of `benches/peers.rs` say
//! how much, not where):
//!
//! ```console
//! $ cargo run --release --example per_line -- ../../shared/corpus/wpt_urltestdata_inputs.txt > per_line.tsv
//! $ sort -t"$(printf '\t')" -k3 -gr per_line.tsv | head   # the largest excess first
//! ```
//!
//! One line per reference (blank lines skipped): nanoseconds per call of
//! `rfc1738::rfc3986::UriReference::parse` and of `fluent_uri::UriRef::parse`
//! (the fastest of 7 rounds of 2,000 calls each, wall time), their
//! difference, whether RFC 3986 accepts it, and the reference as a Rust
//! string literal, tab-separated. Then, on standard error, the mean of
//! both over the accepted and the rejected references.

use std::hint::black_box;
use std::time::Instant;

/// Nanoseconds per call of `f` on `line`: the fastest of seven rounds.
fn time(line: &str, f: impl Fn(&str) -> bool) -> f64 {
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
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: per_line FILE (one reference per line)");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(path)?;
    // (count, rfc3986's total, UriRef's total) of the rejected and the
    // accepted references.
    let mut sums = [(0u32, 0.0, 0.0); 2];
    for line in text.lines().filter(|l| !l.is_empty()) {
        let ours = time(line, |l| rfc1738::rfc3986::UriReference::parse(l).is_ok());
        let peer = time(line, |l| fluent_uri::UriRef::parse(l).is_ok());
        let ok = rfc1738::rfc3986::UriReference::parse(line).is_ok();
        println!("{ours:.1}\t{peer:.1}\t{:.1}\t{ok}\t{line:?}", ours - peer);
        let sum = &mut sums[usize::from(ok)];
        *sum = (sum.0 + 1, sum.1 + ours, sum.2 + peer);
    }
    for (name, (n, ours, peer)) in ["rejected", "accepted"].iter().zip(sums) {
        let n = f64::from(n.max(1));
        eprintln!(
            "{name}: rfc3986 {:.1} ns, fluent-uri UriRef {:.1} ns on average",
            ours / n,
            peer / n
        );
    }
    Ok(())
}
