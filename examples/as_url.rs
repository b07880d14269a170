//! What `UrlBuf::parsed` costs beside `Url::parse` of the same text, over
//! the URLs of each file that parse (one per line):
//! `cargo run --release --example as_url -- FILE...`. Prints ns per URL
//! for `Url::parse(&str)` over the lines of the file, `UrlBuf::parsed()`,
//! `Url::parse(buf.as_str())` over the same `UrlBuf`s (the parse alone,
//! where the texts are), and `UrlBuf::parse(&str)` (which also copies
//! the text): the thread's CPU time, median of 21
//! rounds, the three interleaved in each round so that a busy machine
//! weighs on all three alike.

use std::hint::black_box;

use rfc1738::{Url, UrlBuf};

/// The calling thread's CPU time, in seconds.
fn cpu_now() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID)");
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// ns per URL of one run of `f` over `n` URLs.
fn time(n: usize, f: impl FnOnce() -> usize) -> f64 {
    let start = cpu_now();
    black_box(f());
    (cpu_now() - start) * 1e9 / n as f64
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
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
        let bytes: usize = lines.iter().map(|l| l.len()).sum();
        let (mut parse, mut as_url, mut in_bufs, mut owned) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..21 {
            parse.push(time(n, || {
                lines
                    .iter()
                    .filter_map(|l| Url::parse(black_box(l)).ok())
                    .map(|u| u.production() as usize)
                    .sum()
            }));
            as_url.push(time(n, || {
                bufs.iter()
                    .map(|b| black_box(b).parsed().production() as usize)
                    .sum()
            }));
            in_bufs.push(time(n, || {
                bufs.iter()
                    .filter_map(|b| Url::parse(black_box(b).as_str()).ok())
                    .map(|u| u.production() as usize)
                    .sum()
            }));
            owned.push(time(n, || {
                lines
                    .iter()
                    .filter_map(|l| UrlBuf::parse(black_box(l)).ok())
                    .map(|b| b.as_str().len())
                    .sum()
            }));
        }
        println!(
            "{path}: {n} URLs, {:.0} bytes each; ns per URL: Url::parse {:.1}, \
             UrlBuf::parsed {:.1}, Url::parse(buf.as_str()) {:.1}, UrlBuf::parse {:.1}",
            bytes as f64 / n as f64,
            median(parse),
            median(as_url),
            median(in_bufs),
            median(owned),
        );
    }
    Ok(())
}
