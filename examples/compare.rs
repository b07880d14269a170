//! One URL under every grammar of the crate: the verdicts, the
//! components side by side and the differences, with their sections.
//!
//! `cargo run --example compare -- 'http://joe@h.example:/~a;type=i?x+y#top'`

use rfc1738::compare::{GrammarId, Verdict, compare};

fn main() {
    for input in std::env::args().skip(1) {
        let report = compare(&input);
        println!("{input}");
        for g in GrammarId::ALL {
            match report.verdict(g) {
                Verdict::Valid {
                    production,
                    components,
                } => {
                    println!("  {}: valid, {production}", g.title());
                    for (part, span) in components.iter() {
                        if let Some(span) = span {
                            println!("    {part:9} {:?}", span);
                        }
                    }
                }
                Verdict::Invalid(r) => println!("  {}: invalid: {}", g.title(), r.message),
            }
        }
        for d in report.differences() {
            println!("  {} at {}..{}", d.kind, d.span.start(), d.span.end());
            for r in &d.readings {
                println!("    {}: {r}", r.grammar.title());
            }
        }
    }
}
