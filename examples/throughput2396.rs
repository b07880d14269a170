//! Rough single-parser throughput of RFC 2396's `UriReference::parse`
//! over files of references (one per line):
//! `cargo run --release --example throughput2396 -- FILE...`. Not the
//! side-by-side benchmark; a quick check of the parse path.

use std::time::Instant;

use rfc1738::rfc2396::UriReference;

fn main() -> std::io::Result<()> {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path)?;
        let lines: Vec<&str> = text.lines().collect();
        let bytes: usize = lines.iter().map(|l| l.len()).sum();
        let mut accepted = 0;
        let rounds = 20;
        let start = Instant::now();
        for _ in 0..rounds {
            accepted = lines
                .iter()
                .filter(|l| UriReference::parse(std::hint::black_box(l)).is_ok())
                .count();
        }
        let secs = start.elapsed().as_secs_f64();
        let per = secs * 1e9 / (rounds * lines.len()) as f64;
        println!(
            "{path}: {} lines, {accepted} accepted, {per:.1} ns/URL, {:.0} MB/s",
            lines.len(),
            (rounds * bytes) as f64 / secs / 1e6
        );
    }
    Ok(())
}
