//! One `Url::parse` per line of each file, for instruction counts under
//! `valgrind --tool=callgrind --toggle-collect='rfc1738::Url::parse_with*'`
//! (`cargo build --release --example instructions`). Prints how many
//! lines were parsed and accepted; the per-URL figure is callgrind's
//! total divided by the line count.

use rfc1738::Url;

fn main() -> std::io::Result<()> {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path)?;
        let lines: Vec<&str> = text.lines().collect();
        let accepted = lines
            .iter()
            .filter(|l| Url::parse(std::hint::black_box(l)).is_ok())
            .count();
        println!("{path}: {} lines, {accepted} accepted", lines.len());
    }
    Ok(())
}
