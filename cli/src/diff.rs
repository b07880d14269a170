//! `rfc1738 diff ANSWERS.jsonl`: where another parser's answers disagree
//! with this crate's, and why (docs/json.md, "diff").
//!
//! Each line of the answers is `{"input": ..., "valid": ...}` with
//! optional components (`scheme`, `userinfo`, `user`, `password`, `host`,
//! `port`, `path`, `query`, `fragment`: strings or null, `port` also a
//! number). A disagreement is of one of three kinds: they accept what we
//! reject (with our error: the production, offset, hint and section that
//! reject it), they reject what we accept (with what it is to us), or
//! both accept and a component differs. Which components are compared is
//! the grammar's ([`compared`]); the others are counted, not compared.

use std::fmt::Write as _;
use std::io::{self, BufRead, BufReader};
use std::path::Path;
use std::process::ExitCode;

use rfc1738::ParseError;
use rfc1738::syntax::{Follow, Production};
use serde_json::{Map, Value, json};

use crate::lines::column;
use crate::render::{cite, error_json};
use crate::{CheckFormat, CliGrammar, SummaryFormat, emit, explain_command};

/// Every component an answer may give, in the order they are reported.
pub const NAMES: &[&str] = &[
    "scheme", "userinfo", "user", "password", "host", "port", "path", "query", "fragment",
];

/// The components compared under the grammar of `P`. RFC 2396's generic
/// parts are exact substrings of the reference (`user` and `password`
/// being `userinfo` split at its first `:`); RFC 1738 and RFC 1630 define
/// their parts per scheme, and the parts every scheme that has them
/// writes alike are the scheme, the host and the port, as written.
pub fn compared<P: Production>() -> &'static [&'static str] {
    match P::GRAMMAR {
        "rfc2396" => NAMES,
        _ => &["scheme", "host", "port"],
    }
}

/// One component as we read it and as they did.
struct Difference<P> {
    name: &'static str,
    ours: Option<String>,
    theirs: Option<String>,
    production: P,
}

/// The kinds of disagreement.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    TheyAccept,
    TheyReject,
    Components,
}

impl Kind {
    fn key(self) -> &'static str {
        match self {
            Kind::TheyAccept => "they_accept",
            Kind::TheyReject => "they_reject",
            Kind::Components => "components",
        }
    }

    fn words(self) -> &'static str {
        match self {
            Kind::TheyAccept => "they accept, we reject",
            Kind::TheyReject => "they reject, we accept",
            Kind::Components => "components differ",
        }
    }
}

/// Counts for the summary.
#[derive(Default)]
struct Stats {
    answers: u64,
    agree: u64,
    blank: u64,
    unreadable: u64,
    they_accept: Vec<(&'static str, u64)>,
    they_reject: Vec<(&'static str, u64)>,
    components: u64,
    by_component: Vec<(&'static str, u64)>,
    /// Components given on some line that the grammar does not compare.
    not_compared: Vec<(&'static str, u64)>,
}

fn bump(rows: &mut Vec<(&'static str, u64)>, name: &'static str) {
    match rows.iter_mut().find(|(n, _)| *n == name) {
        Some((_, count)) => *count += 1,
        None => rows.push((name, 1)),
    }
}

/// The rows, the largest count first (ties in the order first met).
fn ranked(rows: &[(&'static str, u64)]) -> Vec<(&'static str, u64)> {
    let mut rows = rows.to_vec();
    rows.sort_by_key(|row| std::cmp::Reverse(row.1));
    rows
}

impl Stats {
    fn disagree(&self) -> u64 {
        let sum = |rows: &[(&str, u64)]| rows.iter().map(|r| r.1).sum::<u64>();
        sum(&self.they_accept) + sum(&self.they_reject) + self.components
    }
}

/// Our components of a valid `input`: for each compared name, the text
/// as written (`None` when the URL has no such part), from the meaning
/// layer's components. A `file:` URL of RFC 1738 without a host has the
/// empty host (§3.10), which the meaning layer gives as `local`'s text.
fn ours<G: CliGrammar>(input: &str, options: G::Options) -> Vec<(&'static str, Option<String>)> {
    let components = G::meaning(input, options)
        .map(|m| m.components)
        .unwrap_or_default();
    let written = |name: &str| -> Option<String> {
        components
            .iter()
            .find(|c| c.name == name)
            .and_then(|c| c.written)
            .and_then(|(start, end)| input.get(start..end))
            .map(str::to_owned)
    };
    let userinfo = written("userinfo");
    compared::<G::Production>()
        .iter()
        .map(|&name| {
            let value = match name {
                "user" => userinfo
                    .as_deref()
                    .map(|u| u.split_once(':').map_or(u, |(user, _)| user).to_owned()),
                "password" => userinfo
                    .as_deref()
                    .and_then(|u| u.split_once(':'))
                    .map(|(_, p)| p.to_owned()),
                "host" => written("host").or_else(|| written("local")),
                _ => written(name),
            };
            (name, value)
        })
        .collect()
}

/// Whether our `ours` and their `theirs` agree on component `name`: the
/// scheme ignoring ASCII case (RFC 1738 §2.1, RFC 2396 §3.1), a port
/// they give as a number by its value, everything else as written.
fn same(name: &str, ours: Option<&str>, theirs: &Value) -> bool {
    match (ours, theirs) {
        (None, Value::Null) => true,
        (Some(o), Value::String(t)) if name == "scheme" => o.eq_ignore_ascii_case(t),
        (Some(o), Value::String(t)) => o == t,
        (Some(o), Value::Number(n)) => o.parse::<u64>().ok() == n.as_u64() && !o.is_empty(),
        _ => false,
    }
}

/// Their component as a string for the report (a number as written in
/// decimal).
fn shown(theirs: &Value) -> Option<String> {
    match theirs {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// One line of the answers, read.
struct Answer {
    input: String,
    valid: bool,
    /// The components they give, by name.
    components: Vec<(&'static str, Value)>,
}

/// An answer from one line of JSON, or why it is none.
fn answer(line: &str) -> Result<Answer, String> {
    let value: Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
    let Value::Object(object) = value else {
        return Err("not a JSON object".to_owned());
    };
    let input = match object.get("input") {
        Some(Value::String(s)) => s.clone(),
        _ => return Err("no `input` string".to_owned()),
    };
    let valid = match object.get("valid") {
        Some(Value::Bool(b)) => *b,
        _ => return Err("no `valid` boolean".to_owned()),
    };
    let mut components = Vec::new();
    for &name in NAMES {
        let Some(v) = object.get(name) else { continue };
        let ok = match v {
            Value::Null | Value::String(_) => true,
            Value::Number(n) => name == "port" && n.is_u64(),
            _ => false,
        };
        if !ok {
            return Err(format!(
                "`{name}` is {v}: a component is a string or null (a port also a number)"
            ));
        }
        components.push((name, v.clone()));
    }
    Ok(Answer {
        input,
        valid,
        components,
    })
}

/// What `diff` was asked to do.
pub struct Settings {
    /// One line per disagreement as text, or one JSON object.
    pub format: CheckFormat,
    /// The summary on standard error, if any.
    pub summary: Option<SummaryFormat>,
}

/// `rfc1738 diff ANSWERS`: `-` reads standard input.
pub fn run<G: CliGrammar>(answers: &Path, settings: &Settings, options: G::Options) -> ExitCode {
    let name = answers.display().to_string();
    let reader: Box<dyn BufRead> = if name == "-" {
        Box::new(io::stdin().lock())
    } else {
        match std::fs::File::open(answers) {
            Ok(f) => Box::new(BufReader::new(f)),
            Err(e) => {
                eprintln!("rfc1738 diff: {name}: {e}");
                return ExitCode::from(2);
            }
        }
    };
    let mut stats = Stats::default();
    let mut io_error = None;
    for (k, line) in crate::lines::read(reader).enumerate() {
        let line_no = k + 1;
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                io_error = Some(e);
                break;
            }
        };
        if line.iter().all(u8::is_ascii_whitespace) {
            stats.blank += 1;
            continue;
        }
        let parsed = std::str::from_utf8(&line)
            .map_err(|e| format!("not UTF-8: {e}"))
            .and_then(answer);
        let a = match parsed {
            Ok(a) => a,
            Err(why) => {
                stats.unreadable += 1;
                eprintln!("{name}:{line_no}: not an answer: {why}");
                continue;
            }
        };
        stats.answers += 1;
        if let Some(text) = compare::<G>(&name, line_no, &a, settings, options, &mut stats) {
            if !emit(&text) {
                return ExitCode::from(2);
            }
        }
    }
    if let Some(e) = &io_error {
        eprintln!("rfc1738 diff: {name}: {e}");
    }
    if let Some(format) = settings.summary {
        let title = <G::Production as Production>::TITLE;
        let text = match format {
            SummaryFormat::Text => summary_text::<G::Production>(&stats, io_error.is_some(), title),
            SummaryFormat::Json => {
                format!(
                    "{}\n",
                    summary_json::<G::Production>(&stats, io_error.is_some())
                )
            }
        };
        eprint!("{text}");
    }
    if io_error.is_some() || stats.unreadable > 0 {
        ExitCode::from(2)
    } else if stats.disagree() > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Compares one answer with our reading; the report of a disagreement.
fn compare<G: CliGrammar>(
    file: &str,
    line_no: usize,
    a: &Answer,
    settings: &Settings,
    options: G::Options,
    stats: &mut Stats,
) -> Option<String> {
    let compared = compared::<G::Production>();
    for (name, _) in &a.components {
        if !compared.contains(name) {
            bump(&mut stats.not_compared, name);
        }
    }
    let verdict = G::parse(&a.input, options);
    let (kind, production, differences) = match (&verdict, a.valid) {
        (Err(e), true) => {
            bump(&mut stats.they_accept, e.expected().name());
            (Kind::TheyAccept, e.expected(), Vec::new())
        }
        (Ok((p, _)), false) => {
            bump(&mut stats.they_reject, p.name());
            (Kind::TheyReject, *p, Vec::new())
        }
        (Err(_), false) => {
            stats.agree += 1;
            return None;
        }
        (Ok((p, _)), true) => {
            let ours = ours::<G>(&a.input, options);
            let differences: Vec<Difference<G::Production>> = a
                .components
                .iter()
                .filter(|(name, _)| compared.contains(name))
                .filter_map(|(name, theirs)| {
                    let mine = ours.iter().find(|(n, _)| n == name)?.1.clone();
                    (!same(name, mine.as_deref(), theirs)).then(|| Difference {
                        name,
                        ours: mine,
                        theirs: shown(theirs),
                        production: part_production(name, *p),
                    })
                })
                .collect();
            if differences.is_empty() {
                stats.agree += 1;
                return None;
            }
            stats.components += 1;
            for d in &differences {
                bump(&mut stats.by_component, d.name);
            }
            (Kind::Components, *p, differences)
        }
    };
    let error = verdict.as_ref().err();
    Some(match settings.format {
        CheckFormat::Text => text_report(file, line_no, a, kind, production, error, &differences),
        CheckFormat::Jsonl => {
            let mut line =
                json_report(file, line_no, a, kind, production, error, &differences).to_string();
            line.push('\n');
            line
        }
    })
}

/// The production that holds component `name` (`host`, `port`; a user
/// and a password are RFC 2396's `userinfo`), or `url`'s production
/// when the grammar has none of that name.
fn part_production<P: Production>(name: &str, url: P) -> P {
    let name = match name {
        "user" | "password" if P::GRAMMAR == "rfc2396" => "userinfo",
        _ => name,
    };
    P::from_name(name).unwrap_or(url)
}

fn text_report<P: Follow>(
    file: &str,
    line_no: usize,
    a: &Answer,
    kind: Kind,
    production: P,
    error: Option<&ParseError<P>>,
    differences: &[Difference<P>],
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{file}:{line_no}: {}: {:?}", kind.words(), a.input);
    if let Some(e) = error {
        let _ = writeln!(out, "  = error: {e}");
    }
    if differences.is_empty() {
        let _ = writeln!(
            out,
            "  = {}: {}",
            production.name(),
            cite(P::TITLE, production.section())
        );
    }
    for d in differences {
        let show = |v: &Option<String>| v.as_ref().map_or("none".to_owned(), |s| format!("{s:?}"));
        let _ = writeln!(
            out,
            "  = {}: ours {}, theirs {} ({}: {})",
            d.name,
            show(&d.ours),
            show(&d.theirs),
            d.production.name(),
            cite(P::TITLE, d.production.section())
        );
    }
    if let Some(h) = error.and_then(ParseError::hint) {
        let _ = writeln!(out, "  = hint: {}", crate::render::hint_text(h));
    }
    let _ = writeln!(out, "  = see: {}", explain_command::<P>(production.name()));
    out
}

fn json_report<P: Follow>(
    file: &str,
    line_no: usize,
    a: &Answer,
    kind: Kind,
    production: P,
    error: Option<&ParseError<P>>,
    differences: &[Difference<P>],
) -> Value {
    let components: Vec<Value> = differences
        .iter()
        .map(|d| {
            json!({
                "name": d.name,
                "ours": d.ours,
                "theirs": d.theirs,
                "production": d.production.name(),
                "section": cite(P::TITLE, d.production.section()),
            })
        })
        .collect();
    json!({
        "file": file,
        "line": line_no,
        "grammar": P::GRAMMAR,
        "input": a.input,
        "kind": kind.key(),
        "valid": error.is_none(),
        "their_valid": a.valid,
        "production": production.name(),
        "offset": error.map(ParseError::offset),
        "hint": error.and_then(ParseError::hint).map(crate::render::hint_text),
        "section": cite(P::TITLE, production.section()),
        "error": error.map(|e| error_json(e, column(a.input.as_bytes(), e.offset()), None)),
        "components": components,
    })
}

fn summary_text<P: Production>(stats: &Stats, incomplete: bool, title: &str) -> String {
    let mut out = String::new();
    if incomplete {
        out.push_str(
            "incomplete: an I/O error stopped the reading; the counts are of the lines read before it\n",
        );
    }
    let _ = writeln!(
        out,
        "answers: {} read, {} agree, {} disagree",
        stats.answers,
        stats.agree,
        stats.disagree()
    );
    if stats.blank > 0 || stats.unreadable > 0 {
        let _ = writeln!(
            out,
            "skipped: {} blank, {} not an answer",
            stats.blank, stats.unreadable
        );
    }
    let _ = writeln!(
        out,
        "compared: the verdict, and the components {}",
        compared::<P>().join(", ")
    );
    if !stats.not_compared.is_empty() {
        let given: Vec<String> = stats
            .not_compared
            .iter()
            .map(|(n, k)| format!("{n} (on {k} line{})", if *k == 1 { "" } else { "s" }))
            .collect();
        let _ = writeln!(out, "not compared under {title}: {}", given.join(", "));
    }
    let width = stats.answers.to_string().len();
    let mut block = |label: &str, total: u64, by: &str, rows: &[(&'static str, u64)]| {
        let _ = writeln!(out, "{label}: {total}");
        if total > 0 {
            let _ = writeln!(out, "  by {by}:");
            for (name, n) in ranked(rows) {
                let _ = writeln!(out, "    {n:>width$}  {name}");
            }
        }
    };
    let sum = |rows: &[(&str, u64)]| rows.iter().map(|r| r.1).sum::<u64>();
    block(
        Kind::TheyAccept.words(),
        sum(&stats.they_accept),
        "the production that rejects it",
        &stats.they_accept,
    );
    block(
        Kind::TheyReject.words(),
        sum(&stats.they_reject),
        "what it is to us",
        &stats.they_reject,
    );
    block(
        Kind::Components.words(),
        stats.components,
        "component",
        &stats.by_component,
    );
    out
}

fn summary_json<P: Production>(stats: &Stats, incomplete: bool) -> Value {
    let counts = |rows: &[(&'static str, u64)]| -> Map<String, Value> {
        ranked(rows)
            .into_iter()
            .map(|(k, n)| (k.to_owned(), n.into()))
            .collect()
    };
    let sum = |rows: &[(&str, u64)]| rows.iter().map(|r| r.1).sum::<u64>();
    json!({
        "complete": !incomplete,
        "answers": stats.answers,
        "agree": stats.agree,
        "disagree": stats.disagree(),
        "blank": stats.blank,
        "unreadable": stats.unreadable,
        "compared": compared::<P>(),
        "not_compared": counts(&stats.not_compared),
        "they_accept": sum(&stats.they_accept),
        "they_reject": sum(&stats.they_reject),
        "components": stats.components,
        "they_accept_by_production": counts(&stats.they_accept),
        "they_reject_by_production": counts(&stats.they_reject),
        "components_by_name": counts(&stats.by_component),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_compare_as_written() {
        assert!(same("scheme", Some("HTTP"), &json!("http")));
        assert!(!same("host", Some("H"), &json!("h")));
        assert!(same("port", Some("0080"), &json!(80)));
        assert!(!same("port", Some(""), &json!(0)));
        assert!(same("port", Some("80"), &json!("80")));
        assert!(!same("port", Some("0080"), &json!("80")));
        assert!(same("query", None, &Value::Null));
        assert!(!same("query", Some(""), &Value::Null));
        assert!(!same("query", None, &json!("")));
    }

    #[test]
    fn answers_are_read_or_refused() {
        let a = answer(r#"{"input":"http://h/","valid":true,"host":"h","port":80,"href":"x"}"#)
            .unwrap();
        assert_eq!(a.input, "http://h/");
        assert!(a.valid);
        assert_eq!(a.components.len(), 2, "unknown keys are ignored");
        for bad in [
            "",
            "[]",
            r#"{"valid":true}"#,
            r#"{"input":"x","valid":"yes"}"#,
            r#"{"input":"x","valid":true,"host":1}"#,
            r#"{"input":"x","valid":true,"port":-1}"#,
        ] {
            assert!(answer(bad).is_err(), "{bad}");
        }
    }
}
