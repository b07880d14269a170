//! Human and JSON renderings of trees and errors.

use std::fmt::Write as _;

use rfc1738::ParseError;
use rfc1738::syntax::{Follow, Production, Tree};
use serde_json::{Value, json};

/// The input with a caret under the offending byte, the expected
/// production, the enclosing ones and the RFC section.
pub fn diagnostic<P: Follow>(input: &str, e: &ParseError<P>) -> String {
    let shown: String = input
        .chars()
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .collect();
    let column = input
        .get(..e.offset())
        .map_or(e.offset(), |s| s.chars().count());
    let p = e.expected();
    let mut out = String::new();
    let _ = writeln!(out, "error: {e}");
    let _ = writeln!(out, "  |");
    let _ = writeln!(out, "  | {shown}");
    let wanted = if e.next().next().is_none() {
        p.name().to_owned()
    } else {
        let options: Vec<String> = e.next().map(|n| n.to_string()).collect();
        options.join(" or ")
    };
    let _ = writeln!(out, "  | {:column$}^ expected {wanted}", "");
    if !e.within().is_empty() {
        let within: Vec<&str> = e.within().iter().map(|p| p.name()).collect();
        let _ = writeln!(out, "  = within: {}", within.join(", "));
    }
    let _ = writeln!(
        out,
        "  = {p}: {} §{}, {}",
        P::TITLE,
        p.section(),
        p.bnf().lines().next().unwrap_or_default()
    );
    if let Some(h) = e.hint() {
        let _ = writeln!(out, "  = hint: {h}");
    }
    let _ = writeln!(
        out,
        "  = note: grammar-notes/{}/{}.md",
        P::GRAMMAR,
        p.note()
    );
    out
}

/// The error as the JSON object of `check --format jsonl`.
pub fn error_json<P: Follow>(e: &ParseError<P>) -> Value {
    json!({
        "expected": e.expected().name(),
        "offset": e.offset(),
        "found": e.found().map(String::from),
        "within": e.within().iter().map(|p| p.name()).collect::<Vec<_>>(),
        "message": e.to_string(),
        "next": e.next().map(|n| n.to_string()).collect::<Vec<_>>(),
        "after": e.after().map(|p| p.name()),
        "hint": e.hint().map(|h| h.to_string()),
    })
}

/// A node and its subtree as JSON.
pub fn tree_json<'a, T: Tree<'a>>(node: T) -> Value {
    let mut children: Vec<Value> = Vec::new();
    node.for_each_child(&mut |c| children.push(tree_json(c)));
    json!({
        "production": node.production().name(),
        "text": node.span().as_str(),
        "start": node.span().start(),
        "end": node.span().end(),
        "children": children,
    })
}
