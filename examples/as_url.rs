//! What `UrlBuf::as_url` costs beside `Url::parse` of the same text, over
//! the URLs of each file that parse (one per line):
//! `cargo run --release --example as_url -- FILE...`. Prints ns per URL
//! (the median of 21 rounds) for `Url::parse(&str)`, `UrlBuf::as_url()`
//! and `UrlBuf::parse(&str)` (which also copies the text).

use std::hint::black_box;
use std::time::Instant;

use rfc1738::{Url, UrlBuf};

/// The median over `rounds` rounds of `f` over `n` URLs, in ns per URL.
fn median_ns(rounds: usize, n: usize, mut f: impl FnMut() -> usize) -> f64 {
    let mut times: Vec<f64> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed().as_secs_f64() * 1e9 / n as f64
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times.get(rounds / 2).copied().unwrap_or(f64::NAN)
}

fn main() -> std::io::Result<()> {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path)?;
        let lines: Vec<&str> = text.lines().filter(|l| Url::parse(l).is_ok()).collect();
        let bufs: Vec<UrlBuf> = lines.iter().filter_map(|l| l.parse().ok()).collect();
        if lines.is_empty() {
            println!("{path}: no URLs");
            continue;
        }
        let n = lines.len();
        let rounds = 21;
        let parse = median_ns(rounds, n, || {
            lines
                .iter()
                .filter_map(|l| Url::parse(black_box(l)).ok())
                .map(|u| u.production() as usize)
                .sum()
        });
        let as_url = median_ns(rounds, n, || {
            bufs.iter()
                .map(|b| black_box(b).as_url().production() as usize)
                .sum()
        });
        let owned = median_ns(rounds, n, || {
            lines
                .iter()
                .filter_map(|l| UrlBuf::parse(black_box(l)).ok())
                .map(|b| b.as_str().len())
                .sum()
        });
        println!(
            "{path}: {} URLs; ns per URL: Url::parse {parse:.1}, UrlBuf::as_url {as_url:.1}, UrlBuf::parse {owned:.1}",
            lines.len()
        );
    }
    Ok(())
}
