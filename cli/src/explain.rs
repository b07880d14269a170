//! `rfc1738 explain`: a production's BNF, section, the grammar note's
//! decisions about it, and examples from its reviewed snapshot.

use std::fmt::Write as _;

use rfc1738::syntax::Production;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// The embedded file `<grammar>/<stem>` of `files` (snapshots or notes).
fn find<'a>(files: &'a [(&str, &str, &str)], grammar: &str, stem: &str) -> Option<&'a str> {
    files
        .iter()
        .find(|(g, s, _)| *g == grammar && *s == stem)
        .map(|(_, _, text)| *text)
}

/// The explanation of `p`, several lines.
pub fn explain<P: Production>(p: P) -> String {
    let grammar = P::GRAMMAR;
    let mut out = String::new();
    let note = format!("grammar-notes/{grammar}/{}.md", p.note());
    let _ = writeln!(
        out,
        "{} ({} §{}; src/{grammar}/{}.rs, `{}::{}`; {note})\n",
        p.name(),
        P::TITLE,
        p.section(),
        p.note(),
        p.note(),
        p.fn_name()
    );
    for line in p.bnf().lines() {
        let _ = writeln!(out, "    {line}");
    }
    if let Some(text) = find(embedded::NOTES, grammar, p.note()) {
        let items = note_items(text, p.name());
        if !items.is_empty() {
            let _ = writeln!(out, "\nFrom {note}:");
            for item in items {
                let _ = writeln!(out, "  - {item}");
            }
        }
    }
    let stem = format!("{}__{}", p.note(), p.fn_name());
    if let Some(snap) = find(embedded::SNAPSHOTS, grammar, &stem) {
        let (accepted, rejected) = examples(snap);
        let _ = writeln!(out, "\nAccepted (snapshots/{grammar}/{stem}.snap):");
        for input in accepted.iter().take(6) {
            let _ = writeln!(out, "  {input}");
        }
        let _ = writeln!(out, "\nRejected:");
        for (input, error) in rejected.iter().take(6) {
            let _ = writeln!(out, "  {input}\n      {error}");
        }
    }
    out
}

/// The note's statements about `name`: its rows of the "BNF to PEG" table
/// and the bullets of "Cuts" and "Decisions" that mention it.
fn note_items(text: &str, name: &str) -> Vec<String> {
    let tick = format!("`{name}`");
    let mut items = Vec::new();
    let mut section = "";
    let mut bullet: Option<String> = None;
    let flush = |bullet: &mut Option<String>, items: &mut Vec<String>| {
        if let Some(b) = bullet.take() {
            if b.contains(&tick) {
                items.push(b);
            }
        }
    };
    for line in text.lines() {
        if let Some(h) = line.strip_prefix("## ") {
            flush(&mut bullet, &mut items);
            section = h.trim();
            continue;
        }
        match section {
            "BNF to PEG" => {
                let cells: Vec<&str> = line
                    .split(" | ")
                    .map(|c| c.trim_matches(|c| c == '|' || c == ' '))
                    .collect();
                if cells.first() == Some(&tick.as_str()) && cells.len() >= 3 {
                    items.push(format!("written as: {}", cells[1]));
                    items.push(format!("why: {}", cells[2..].join(" | ")));
                }
            }
            "Cuts" | "Decisions" => {
                if let Some(b) = line.strip_prefix("- ") {
                    flush(&mut bullet, &mut items);
                    bullet = Some(b.to_string());
                } else if line.trim().is_empty() {
                    flush(&mut bullet, &mut items);
                } else if let Some(b) = bullet.as_mut() {
                    b.push(' ');
                    b.push_str(line.trim());
                }
            }
            _ => {}
        }
    }
    flush(&mut bullet, &mut items);
    items
}

/// The accepted inputs, and the rejected inputs with their errors, of a
/// snapshot written by the `cases!` test macro.
fn examples(snap: &str) -> (Vec<&str>, Vec<(&str, &str)>) {
    let mut accepted = Vec::new();
    let mut rejected = Vec::new();
    let mut in_rejected = false;
    let mut lines = snap.lines().peekable();
    while let Some(line) = lines.next() {
        match line {
            "# accepted" => in_rejected = false,
            "# rejected" => in_rejected = true,
            _ => {
                if let Some(input) = line.strip_prefix("## ") {
                    if in_rejected {
                        let error = lines.peek().copied().unwrap_or_default();
                        rejected.push((input, error));
                    } else {
                        accepted.push(input);
                    }
                }
            }
        }
    }
    (accepted, rejected)
}
