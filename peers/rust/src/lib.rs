//! The loop both adapters share: URLs one per line on standard input
//! (UTF-8, a sequence that is not UTF-8 replaced by U+FFFD, without the
//! `\n` and one `\r` before it), one answer per line on standard output
//! (the answers `rfc1738 diff` reads, docs/json.md), `--version` for the
//! parser's version.

use std::io::{self, BufRead, Write};

use serde_json::{Map, Value};

/// Answers each line of standard input with `answer`: the components
/// (the parser accepts the line) or the parser's error message.
pub fn run(version: &str, answer: impl Fn(&str) -> Result<Map<String, Value>, String>) {
    if std::env::args().nth(1).as_deref() == Some("--version") {
        println!("{version}");
        return;
    }
    let stdin = io::stdin().lock();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in stdin.split(b'\n') {
        let mut line = line.expect("standard input");
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        let text = String::from_utf8_lossy(&line);
        let mut object = Map::new();
        object.insert("input".into(), Value::from(text.as_ref()));
        match answer(&text) {
            Ok(components) => {
                object.insert("valid".into(), Value::Bool(true));
                object.extend(components);
                object.insert("error".into(), Value::Null);
            }
            Err(message) => {
                object.insert("valid".into(), Value::Bool(false));
                object.insert("error".into(), Value::from(message));
            }
        }
        writeln!(out, "{}", Value::Object(object)).expect("standard output");
    }
    out.flush().expect("standard output");
}

/// A component: its text, or `null`.
pub fn part(text: Option<&str>) -> Value {
    text.map_or(Value::Null, Value::from)
}
