//! One parse per line of each file, by the parser named first, for
//! instruction counts under callgrind (repeatable whatever else the
//! machine is doing, unlike timings):
//!
//! ```console
//! $ cargo build --release --example instructions
//! $ valgrind --tool=callgrind --toggle-collect='instructions::run*' \
//!     target/release/examples/instructions rfc1738 ../../shared/corpus/cc10k_relative.txt
//! ```
//!
//! Parsers: `rfc1738` (`Url::parse`), `rfc1630`
//! (`rfc1738::rfc1630::Url::parse`), `rfc2396`
//! (`rfc2396::UriReference::parse`), `rfc3986`
//! (`rfc3986::UriReference::parse`), `rfc3987`
//! (`rfc3987::IriReference::parse`), `fluent-uri` (`Uri::parse`),
//! `fluent-uri-ref` (`UriRef::parse`), `oxiri-ref` (oxiri's
//! `IriRef::parse`, an RFC 3987 parser). Prints how many lines were read
//! and accepted; the per-line figure is callgrind's total divided by the
//! line count.

use std::hint::black_box;

#[inline(never)]
fn run_rfc1738(line: &str) -> bool {
    rfc1738::Url::parse(black_box(line)).is_ok()
}

#[inline(never)]
fn run_rfc2396(line: &str) -> bool {
    rfc1738::rfc2396::UriReference::parse(black_box(line)).is_ok()
}

#[inline(never)]
fn run_rfc3986(line: &str) -> bool {
    rfc1738::rfc3986::UriReference::parse(black_box(line)).is_ok()
}

#[inline(never)]
fn run_rfc3987(line: &str) -> bool {
    rfc1738::rfc3987::IriReference::parse(black_box(line)).is_ok()
}

#[inline(never)]
fn run_oxiri_ref(line: &str) -> bool {
    oxiri::IriRef::parse(black_box(line)).is_ok()
}

#[inline(never)]
fn run_rfc1630(line: &str) -> bool {
    rfc1738::rfc1630::Url::parse(black_box(line)).is_ok()
}

#[inline(never)]
fn run_fluent(line: &str) -> bool {
    fluent_uri::Uri::parse(black_box(line)).is_ok()
}

#[inline(never)]
fn run_fluent_ref(line: &str) -> bool {
    fluent_uri::UriRef::parse(black_box(line)).is_ok()
}

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let parser = args.next().unwrap_or_default();
    let run: fn(&str) -> bool = match parser.as_str() {
        "rfc1738" => run_rfc1738,
        "rfc2396" => run_rfc2396,
        "rfc1630" => run_rfc1630,
        "rfc3986" => run_rfc3986,
        "rfc3987" => run_rfc3987,
        "oxiri-ref" => run_oxiri_ref,
        "fluent-uri" => run_fluent,
        "fluent-uri-ref" => run_fluent_ref,
        other => {
            eprintln!(
                "unknown parser {other:?}: rfc1738, rfc1630, rfc2396, rfc3986, rfc3987, fluent-uri, fluent-uri-ref or oxiri-ref"
            );
            std::process::exit(2);
        }
    };
    for path in args {
        let text = std::fs::read_to_string(&path)?;
        let lines: Vec<&str> = text.lines().collect();
        let accepted = lines.iter().filter(|l| run(l)).count();
        println!(
            "{path}: {} lines, {accepted} accepted by {parser}",
            lines.len()
        );
    }
    Ok(())
}
