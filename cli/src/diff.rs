//! `rfc1738 diff ANSWERS.jsonl`: where another parser's answers disagree
//! with this crate's, and why (docs/json.md, "The answers `diff` reads").
//!
//! Each line of the answers is `{"input": ..., "valid": ...}` with the
//! components the parser gives, at the top level or nested under
//! `"components"` (the shape `check --format jsonl` writes). A key that
//! is neither a component nor one of the keys the tool's own output has
//! is an error naming the key and the line (`--allow-unknown-keys` turns
//! it into a warning); nothing is dropped in silence. A disagreement is
//! of one of three kinds: they accept what we reject (with our error:
//! the production, offset, hint and section that reject it), they reject
//! what we accept (with our reading: the production and the components),
//! or both accept and a component differs. Which components are compared
//! is the grammar's ([`compared`]); the summary counts, per component,
//! the answers that give it and those where it was compared.

use std::fmt::Write as _;
use std::io::{self, BufRead, BufReader};
use std::path::Path;
use std::process::ExitCode;

use rfc1738::ParseError;
use rfc1738::syntax::{Component, Components, Follow, Production, Tree};
use serde_json::{Map, Value, json};

use crate::lines::column;
use crate::render::{cite, components_json, error_json};
use crate::{CheckFormat, CliGrammar, SummaryFormat, emit, explain_command};

/// Every component an answer may give, in the order they are reported.
pub const NAMES: &[&str] = &[
    "scheme",
    "authority",
    "userinfo",
    "user",
    "password",
    "host",
    "port",
    "path",
    "query",
    "fragment",
];

/// The keys of an answer that are not components: `input` and `valid`,
/// `components` (the components nested), `whole_url` and `production`
/// (a production-level answer, as the published vectors have), and the
/// other keys of the tool's own objects (`check --format jsonl`, the
/// vectors), which are passed over, and `base` (the base URL a parser
/// resolved a relative reference against, which an adapter may name).
/// `error` may hold anything (the tool's error object, or another
/// parser's message).
const OTHER_KEYS: &[&str] = &[
    "input",
    "valid",
    "components",
    "whole_url",
    "production",
    "id",
    "file",
    "line",
    "grammar",
    "input_hex",
    "decoded",
    "error",
    "tree",
    "source",
    "base",
];

/// The components compared under the grammar of `P`. RFC 2396's and RFC
/// 3986's generic parts are exact substrings of the reference (`user` and `password`
/// being `userinfo` split at its first `:`). RFC 1738 and RFC 1630 define
/// the path and the search per scheme (an FTP path is not an HTTP path,
/// a gopher search follows `%09`), so what is compared there is what
/// every scheme that has it writes alike: the scheme, the login (§3.1:
/// `userinfo` being `user` and `:password` as written) and the host and
/// port.
pub fn compared<P: Production>() -> &'static [&'static str] {
    match P::GRAMMAR {
        "rfc2396" | "rfc3986" => NAMES,
        _ => &["scheme", "userinfo", "user", "password", "host", "port"],
    }
}

/// How components compare: exact without options; each option is for
/// what some parsers cannot express (docs/json.md, "Options").
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules {
    /// An empty part counts as absent (`""` equals `null`).
    pub empty_is_absent: bool,
    /// The scheme and the host compare ignoring ASCII case.
    pub ignore_case: bool,
    /// An IPv6 host compares equal with or without its brackets.
    pub ipv6_brackets_optional: bool,
}

impl Rules {
    /// The flags that set these rules, as written on the command line.
    fn flags(self) -> Vec<&'static str> {
        let mut flags = Vec::new();
        if self.empty_is_absent {
            flags.push("--empty-is-absent");
        }
        if self.ignore_case {
            flags.push("--ignore-case");
        }
        if self.ipv6_brackets_optional {
            flags.push("--ipv6-brackets-optional");
        }
        flags
    }
}

/// What `diff` was asked to do.
pub struct Settings {
    /// One line per disagreement as text, or one JSON object.
    pub format: CheckFormat,
    /// The summary on standard error, if any.
    pub summary: Option<SummaryFormat>,
    /// How components compare.
    pub rules: Rules,
    /// Pass over unknown keys with a warning instead of refusing the line.
    pub allow_unknown_keys: bool,
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

/// Counts by name, in the order first met.
type Counts = Vec<(&'static str, u64)>;

/// Counts for the summary.
#[derive(Default)]
struct Stats {
    answers: u64,
    agree: u64,
    blank: u64,
    unreadable: u64,
    they_accept: Counts,
    they_reject: Counts,
    components: u64,
    /// Answers where the component differs, by component.
    by_component: Counts,
    /// Answers that give the component (a value or `null`), by component.
    given: Counts,
    /// Answers where the component was compared (both accept, whole
    /// URLs, a component the grammar compares), by component.
    compared: Counts,
    /// Production-level answers compared against their own production.
    level_compared: u64,
    /// Production-level answers of a production the grammar lacks.
    level_skipped: u64,
    /// Unknown keys passed over (`--allow-unknown-keys`), with their
    /// lines.
    unknown: Vec<(String, u64)>,
}

fn bump(rows: &mut Counts, name: &'static str) {
    match rows.iter_mut().find(|(n, _)| *n == name) {
        Some((_, count)) => *count += 1,
        None => rows.push((name, 1)),
    }
}

fn count(rows: &Counts, name: &str) -> u64 {
    rows.iter().find(|(n, _)| *n == name).map_or(0, |r| r.1)
}

fn sum(rows: &Counts) -> u64 {
    rows.iter().map(|r| r.1).sum()
}

/// The rows, the largest count first (ties in the order first met).
fn ranked(rows: &Counts) -> Counts {
    let mut rows = rows.clone();
    rows.sort_by_key(|row| std::cmp::Reverse(row.1));
    rows
}

impl Stats {
    fn disagree(&self) -> u64 {
        sum(&self.they_accept) + sum(&self.they_reject) + self.components
    }
}

/// Our reading of a valid whole URL.
struct Reading {
    /// Each name of [`NAMES`] with its text as written, `None` when the
    /// URL has no such part (or the grammar none of that name).
    parts: Vec<(&'static str, Option<String>)>,
    /// The `components` object, as `check --format jsonl` writes it.
    object: Value,
    /// RFC 2396: `server` or `reg_name`, the production the authority is
    /// read as (§3.2); `None` without an authority and under the other
    /// grammars.
    authority: Option<&'static str>,
}

impl Reading {
    fn part(&self, name: &str) -> Option<&str> {
        self.parts
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.as_deref())
    }
}

/// The first node of `tree` (itself included) whose production is named
/// `name`, depth first.
fn find<'a, T: Tree<'a>>(node: T, name: &str) -> Option<T> {
    if node.production().name() == name {
        return Some(node);
    }
    let mut found = None;
    node.for_each_child(&mut |c| {
        if found.is_none() {
            found = find(c, name);
        }
    });
    found
}

/// Our reading of `input`, valid under the grammar, with its tree.
fn reading<'a, G: CliGrammar>(
    input: &'a str,
    components: &Components<'a>,
    tree: G::Node<'a>,
) -> Reading {
    let text = |c: Component| components.get(c).map(|s| s.as_str().to_owned());
    let authority_node = find(tree, "authority");
    let authority_kind = authority_node.and_then(|a| {
        let mut kind = None;
        a.for_each_child(&mut |c| {
            let name = c.production().name();
            if kind.is_none() && (name == "server" || name == "reg_name") {
                kind = Some(name);
            }
        });
        kind
    });
    let userinfo = components
        .userinfo
        .map(|s| s.as_str().to_owned())
        .or_else(|| {
            // The login of RFC 1738 and RFC 1630: `user [":" password]`, as
            // written.
            let user = components.user?;
            let end = components.password.map_or(user.end(), |p| p.end());
            input.get(user.start()..end).map(str::to_owned)
        });
    let parts = NAMES
        .iter()
        .map(|&name| {
            let value = match name {
                "scheme" => text(Component::Scheme),
                "authority" => authority_node.map(|a| a.span().as_str().to_owned()),
                "userinfo" => userinfo.clone(),
                "user" if components.userinfo.is_some() => userinfo
                    .as_deref()
                    .map(|u| u.split_once(':').map_or(u, |(user, _)| user).to_owned()),
                "password" if components.userinfo.is_some() => userinfo
                    .as_deref()
                    .and_then(|u| u.split_once(':'))
                    .map(|(_, p)| p.to_owned()),
                "user" => text(Component::User),
                "password" => text(Component::Password),
                "host" => text(Component::Host),
                "port" => text(Component::Port),
                "path" => text(Component::Path),
                "query" => text(Component::Query),
                _ => text(Component::Fragment),
            };
            (name, value)
        })
        .collect();
    Reading {
        parts,
        object: components_json(G::COMPONENTS, components),
        authority: authority_kind,
    }
}

/// `s` without the brackets of an IPv6 literal.
fn unbracketed(s: &str) -> &str {
    s.strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .unwrap_or(s)
}

/// Whether our `ours` and their `theirs` agree on component `name` under
/// `rules`: exactly as written (a port they give as a number by its
/// value), unless an option says otherwise.
fn same(name: &str, ours: Option<&str>, theirs: &Value, rules: Rules) -> bool {
    let present = |v: Option<&str>| -> Option<String> {
        let v = v.filter(|s| !(rules.empty_is_absent && s.is_empty()))?;
        let v = if rules.ipv6_brackets_optional && name == "host" {
            unbracketed(v)
        } else {
            v
        };
        let fold = rules.ignore_case && (name == "scheme" || name == "host");
        Some(if fold {
            v.to_ascii_lowercase()
        } else {
            v.to_owned()
        })
    };
    match theirs {
        Value::Number(n) => ours
            .filter(|o| !o.is_empty())
            .is_some_and(|o| o.parse::<u64>().ok() == n.as_u64()),
        _ => present(ours) == present(theirs.as_str()),
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
#[derive(Debug)]
struct Answer {
    input: String,
    valid: bool,
    /// The components they give, by name, in the order of [`NAMES`].
    components: Vec<(&'static str, Value)>,
    /// The production of a production-level answer (`"whole_url":
    /// false`), to be matched by the whole input.
    production: Option<String>,
    /// Keys that are neither components nor the tool's, when allowed.
    unknown: Vec<String>,
}

/// Checks one component's value: a string or null, a port also a number.
fn component(name: &'static str, v: &Value, place: &str) -> Result<(), String> {
    match v {
        Value::Null | Value::String(_) => Ok(()),
        Value::Number(n) if name == "port" && n.is_u64() => Ok(()),
        _ => Err(format!(
            "`{place}{name}` is {v}: a component is a string or null (a port also a number)"
        )),
    }
}

/// The message for an unknown key.
fn unknown_key(key: &str) -> String {
    format!(
        "unknown key `{key}` (an answer gives `input`, `valid` and components: {}; --allow-unknown-keys passes over other keys)",
        NAMES.join(", ")
    )
}

/// An answer from one line of JSON, or why it is none.
fn answer(line: &str, allow_unknown: bool) -> Result<Answer, String> {
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
    let mut unknown = Vec::new();
    let mut refuse = |key: String| -> Result<(), String> {
        if allow_unknown {
            unknown.push(key);
            Ok(())
        } else {
            Err(unknown_key(&key))
        }
    };
    for key in object.keys() {
        if !NAMES.contains(&key.as_str()) && !OTHER_KEYS.contains(&key.as_str()) {
            refuse(key.clone())?;
        }
    }
    let nested = match object.get("components") {
        None | Some(Value::Null) => None,
        Some(Value::Object(nested)) => {
            for key in nested.keys() {
                if !NAMES.contains(&key.as_str()) {
                    refuse(format!("components.{key}"))?;
                }
            }
            Some(nested)
        }
        Some(v) => return Err(format!("`components` is {v}: an object or null")),
    };
    let mut components = Vec::new();
    for &name in NAMES {
        let top = object.get(name);
        let inner = nested.and_then(|n| n.get(name));
        if let Some(v) = top {
            component(name, v, "")?;
        }
        if let Some(v) = inner {
            component(name, v, "components.")?;
        }
        match (top, inner) {
            (Some(a), Some(b)) if a != b => {
                return Err(format!(
                    "`{name}` is given twice, {a} at the top level and {b} under `components`"
                ));
            }
            (Some(v), _) | (None, Some(v)) => components.push((name, v.clone())),
            (None, None) => {}
        }
    }
    let production = match (object.get("whole_url"), object.get("production")) {
        (None | Some(Value::Bool(true)), _) => None,
        (Some(Value::Bool(false)), Some(Value::String(p))) => Some(p.clone()),
        (Some(Value::Bool(false)), _) => {
            return Err(
                "`whole_url` is false without a `production` string: the production the input is read as"
                    .to_owned(),
            );
        }
        (Some(v), _) => return Err(format!("`whole_url` is {v}: a boolean")),
    };
    Ok(Answer {
        input,
        valid,
        components,
        production,
        unknown,
    })
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
            .and_then(|l| answer(l, settings.allow_unknown_keys));
        let a = match parsed {
            Ok(a) => a,
            Err(why) => {
                stats.unreadable += 1;
                eprintln!("{name}:{line_no}: not an answer: {why}");
                continue;
            }
        };
        for key in &a.unknown {
            match stats.unknown.iter_mut().find(|(k, _)| k == key) {
                Some((_, n)) => *n += 1,
                None => {
                    eprintln!(
                        "{name}:{line_no}: warning: unknown key `{key}` passed over (the summary counts the lines that give it)"
                    );
                    stats.unknown.push((key.clone(), 1));
                }
            }
        }
        stats.answers += 1;
        for (component, _) in &a.components {
            bump(&mut stats.given, component);
        }
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
        let text = match format {
            SummaryFormat::Text => {
                summary_text::<G::Production>(&stats, settings.rules, io_error.is_some())
            }
            SummaryFormat::Json => {
                format!(
                    "{}\n",
                    summary_json::<G::Production>(&stats, settings.rules, io_error.is_some())
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

/// What one disagreement is, for the report.
struct Report<'r, P: Follow> {
    kind: Kind,
    /// The production that decides (see docs/json.md, "diff").
    production: P,
    /// Whether the answer is of a whole URL (not of one production).
    whole_url: bool,
    error: Option<&'r ParseError<P>>,
    /// Our reading, for an input we accept as a whole URL.
    reading: Option<Reading>,
    differences: Vec<Difference<P>>,
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
    if let Some(name) = &a.production {
        let Some(p) = G::Production::from_name(name) else {
            stats.level_skipped += 1;
            return None;
        };
        stats.level_compared += 1;
        let verdict = G::parse_production(p, &a.input, options);
        let (kind, production) = match (&verdict, a.valid) {
            (Err(e), true) => {
                bump(&mut stats.they_accept, e.expected().name());
                (Kind::TheyAccept, e.expected())
            }
            (Ok(_), false) => {
                bump(&mut stats.they_reject, p.name());
                (Kind::TheyReject, p)
            }
            _ => {
                stats.agree += 1;
                return None;
            }
        };
        let report = Report {
            kind,
            production,
            whole_url: false,
            error: verdict.as_ref().err(),
            reading: None,
            differences: Vec::new(),
        };
        return Some(render(file, line_no, a, &report, settings.format));
    }
    let verdict = G::parse(&a.input, options);
    // The components `check` prints (`G::read` accepts what `G::parse`
    // accepts).
    let components = G::read(&a.input, options)
        .map(|(_, c)| c)
        .unwrap_or_default();
    let read = |tree| reading::<G>(&a.input, &components, tree);
    let report = match (&verdict, a.valid) {
        (Err(e), true) => {
            bump(&mut stats.they_accept, e.expected().name());
            Report {
                kind: Kind::TheyAccept,
                production: e.expected(),
                whole_url: true,
                error: Some(e),
                reading: None,
                differences: Vec::new(),
            }
        }
        (Ok((p, tree)), false) => {
            bump(&mut stats.they_reject, p.name());
            Report {
                kind: Kind::TheyReject,
                production: *p,
                whole_url: true,
                error: None,
                reading: Some(read(*tree)),
                differences: Vec::new(),
            }
        }
        (Err(_), false) => {
            stats.agree += 1;
            return None;
        }
        (Ok((p, tree)), true) => {
            let ours = read(*tree);
            let compared = compared::<G::Production>();
            let mut differences = Vec::new();
            for (name, theirs) in &a.components {
                if !compared.contains(name) {
                    continue;
                }
                bump(&mut stats.compared, name);
                let mine = ours.part(name);
                if !same(name, mine, theirs, settings.rules) {
                    differences.push(Difference {
                        name,
                        ours: mine.map(str::to_owned),
                        theirs: shown(theirs),
                        production: part_production(name, *p),
                    });
                }
            }
            if differences.is_empty() {
                stats.agree += 1;
                return None;
            }
            stats.components += 1;
            for d in &differences {
                bump(&mut stats.by_component, d.name);
            }
            Report {
                kind: Kind::Components,
                production: *p,
                whole_url: true,
                error: None,
                reading: Some(ours),
                differences,
            }
        }
    };
    Some(render(file, line_no, a, &report, settings.format))
}

fn render<P: Follow>(
    file: &str,
    line_no: usize,
    a: &Answer,
    report: &Report<'_, P>,
    format: CheckFormat,
) -> String {
    match format {
        CheckFormat::Text => text_report(file, line_no, a, report),
        CheckFormat::Jsonl => {
            let mut line = json_report(file, line_no, a, report).to_string();
            line.push('\n');
            line
        }
    }
}

/// The production that holds component `name` (`host`, `port`; a user
/// and a password are RFC 2396's `userinfo`), or `url`'s production
/// when the grammar has none of that name.
fn part_production<P: Production>(name: &str, url: P) -> P {
    let name = match name {
        "user" | "password" if matches!(P::GRAMMAR, "rfc2396" | "rfc3986") => "userinfo",
        _ => name,
    };
    P::from_name(name).unwrap_or(url)
}

/// What an RFC 2396 authority is read as, in words, with its section.
fn authority_words<P: Production>(kind: &str) -> String {
    let words = if kind == "server" {
        "a server (user information, host and port)"
    } else {
        "a registry name, not a server (no host or port)"
    };
    let section = P::from_name(kind).map_or("", |p| p.section());
    format!("{kind}, {words} ({})", cite(P::TITLE, section))
}

fn text_report<P: Follow>(file: &str, line_no: usize, a: &Answer, r: &Report<'_, P>) -> String {
    let mut out = String::new();
    let as_production = if r.whole_url {
        String::new()
    } else {
        format!(" (as {})", a.production.as_deref().unwrap_or_default())
    };
    let _ = writeln!(
        out,
        "{file}:{line_no}: {}: {:?}{as_production}",
        r.kind.words(),
        a.input
    );
    if let Some(e) = r.error {
        let _ = writeln!(out, "  = error: {e}");
    }
    if r.differences.is_empty() {
        let _ = writeln!(
            out,
            "  = {}: {}",
            r.production.name(),
            cite(P::TITLE, r.production.section())
        );
    }
    let show = |v: Option<&str>| v.map_or("none".to_owned(), |s| format!("{s:?}"));
    for d in &r.differences {
        let _ = writeln!(
            out,
            "  = {}: ours {}, theirs {} ({}: {})",
            d.name,
            show(d.ours.as_deref()),
            show(d.theirs.as_deref()),
            d.production.name(),
            cite(P::TITLE, d.production.section())
        );
    }
    if let (Kind::TheyReject, Some(reading)) = (r.kind, &r.reading) {
        let parts: Vec<String> = reading
            .object
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(k, v)| v.as_str().map(|s| format!("{k} {s:?}")))
            .collect();
        let parts = if parts.is_empty() {
            "none".to_owned()
        } else {
            parts.join(", ")
        };
        let _ = writeln!(out, "  = our components: {parts}");
    }
    if let Some(kind) = r.reading.as_ref().and_then(|g| g.authority) {
        let about_authority = |d: &Difference<P>| {
            ["authority", "userinfo", "user", "password", "host", "port"].contains(&d.name)
        };
        if r.kind == Kind::TheyReject || r.differences.iter().any(about_authority) {
            let _ = writeln!(out, "  = authority: {}", authority_words::<P>(kind));
        }
    }
    if let Some(h) = r.error.and_then(ParseError::hint) {
        let _ = writeln!(out, "  = hint: {}", crate::render::hint_text(h));
    }
    let _ = writeln!(
        out,
        "  = see: {}",
        explain_command::<P>(r.production.name())
    );
    out
}

fn json_report<P: Follow>(file: &str, line_no: usize, a: &Answer, r: &Report<'_, P>) -> Value {
    let components: Vec<Value> = r
        .differences
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
    let error = r.error;
    json!({
        "file": file,
        "line": line_no,
        "grammar": P::GRAMMAR,
        "input": a.input,
        "kind": r.kind.key(),
        "whole_url": r.whole_url,
        "valid": error.is_none(),
        "their_valid": a.valid,
        "production": r.production.name(),
        "offset": error.map(ParseError::offset),
        "hint": error.and_then(ParseError::hint).map(crate::render::hint_text),
        "hint_id": error.and_then(ParseError::hint_id),
        "section": cite(P::TITLE, r.production.section()),
        "error": error.map(|e| error_json(e, column(a.input.as_bytes(), e.offset()), None)),
        "reading": r.reading.as_ref().map(|g| g.object.clone()),
        "authority": r.reading.as_ref().and_then(|g| g.authority),
        "components": components,
    })
}

/// The lines of `n` (`1 line`, `2 lines`).
fn lines(n: u64) -> String {
    format!("{n} line{}", if n == 1 { "" } else { "s" })
}

fn summary_text<P: Production>(stats: &Stats, rules: Rules, incomplete: bool) -> String {
    let title = P::TITLE;
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
    if stats.level_compared + stats.level_skipped > 0 {
        let _ = writeln!(
            out,
            "production-level answers (\"whole_url\": false): {} compared with their own production (the verdict only), {} skipped (a production {title} does not have)",
            stats.level_compared, stats.level_skipped
        );
    }
    if !stats.unknown.is_empty() {
        let keys: Vec<String> = stats
            .unknown
            .iter()
            .map(|(k, n)| format!("{k} (on {})", lines(*n)))
            .collect();
        let _ = writeln!(out, "unknown keys passed over: {}", keys.join(", "));
    }
    let flags = rules.flags();
    let _ = writeln!(
        out,
        "comparison: {}",
        if flags.is_empty() {
            "exact (no options)".to_owned()
        } else {
            flags.join(", ")
        }
    );
    if stats.given.is_empty() {
        let _ = writeln!(
            out,
            "components: none given; only the verdicts were compared"
        );
    } else {
        let compared = compared::<P>();
        let w = stats.answers.to_string().len().max(5);
        let _ = writeln!(
            out,
            "components: {:<9}  {:>w$}  {:>8}  {:>6}",
            "", "given", "compared", "differ"
        );
        for &name in NAMES {
            let given = count(&stats.given, name);
            if given == 0 {
                continue;
            }
            if compared.contains(&name) {
                let _ = writeln!(
                    out,
                    "  {name:<19}  {given:>w$}  {:>8}  {:>6}",
                    count(&stats.compared, name),
                    count(&stats.by_component, name)
                );
            } else {
                let _ = writeln!(out, "  {name:<19}  {given:>w$}  not compared under {title}");
            }
        }
    }
    let width = stats.answers.to_string().len();
    let mut block = |label: &str, total: u64, by: &str, rows: &Counts| {
        let _ = writeln!(out, "{label}: {total}");
        if total > 0 {
            let _ = writeln!(out, "  by {by}:");
            for (name, n) in ranked(rows) {
                let _ = writeln!(out, "    {n:>width$}  {name}");
            }
        }
    };
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

fn summary_json<P: Production>(stats: &Stats, rules: Rules, incomplete: bool) -> Value {
    let counts = |rows: &Counts| -> Map<String, Value> {
        ranked(rows)
            .into_iter()
            .map(|(k, n)| (k.to_owned(), n.into()))
            .collect()
    };
    let in_order = |rows: &Counts| -> Map<String, Value> {
        NAMES
            .iter()
            .filter_map(|&k| Some((k.to_owned(), rows.iter().find(|r| r.0 == k)?.1.into())))
            .collect()
    };
    let compared = compared::<P>();
    let not_compared: Counts = stats
        .given
        .iter()
        .filter(|(n, _)| !compared.contains(n))
        .copied()
        .collect();
    let unknown: Map<String, Value> = stats
        .unknown
        .iter()
        .map(|(k, n)| (k.clone(), (*n).into()))
        .collect();
    json!({
        "complete": !incomplete,
        "answers": stats.answers,
        "agree": stats.agree,
        "disagree": stats.disagree(),
        "blank": stats.blank,
        "unreadable": stats.unreadable,
        "options": rules.flags(),
        "production_level": stats.level_compared,
        "production_level_skipped": stats.level_skipped,
        "unknown_keys": unknown,
        "compared": compared,
        "given": in_order(&stats.given),
        "compared_by_name": in_order(&stats.compared),
        "not_compared": in_order(&not_compared),
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

    const EXACT: Rules = Rules {
        empty_is_absent: false,
        ignore_case: false,
        ipv6_brackets_optional: false,
    };

    #[test]
    fn components_compare_as_written() {
        let same = |n, o, t: &Value| same(n, o, t, EXACT);
        assert!(!same("scheme", Some("HTTP"), &json!("http")));
        assert!(same("scheme", Some("http"), &json!("http")));
        assert!(!same("host", Some("H"), &json!("h")));
        assert!(same("port", Some("0080"), &json!(80)));
        assert!(!same("port", Some(""), &json!(0)));
        assert!(!same("port", None, &json!(0)));
        assert!(same("port", Some("80"), &json!("80")));
        assert!(!same("port", Some("0080"), &json!("80")));
        assert!(same("query", None, &Value::Null));
        assert!(!same("query", Some(""), &Value::Null));
        assert!(!same("query", None, &json!("")));
        assert!(!same("host", Some("[::1]"), &json!("::1")));
    }

    #[test]
    fn each_option_relaxes_one_thing() {
        let empty = Rules {
            empty_is_absent: true,
            ..EXACT
        };
        assert!(same("query", Some(""), &Value::Null, empty));
        assert!(same("query", None, &json!(""), empty));
        assert!(same("port", Some(""), &Value::Null, empty));
        assert!(!same("query", Some("a"), &json!(""), empty));
        assert!(!same("host", Some("H"), &json!("h"), empty));
        let case = Rules {
            ignore_case: true,
            ..EXACT
        };
        assert!(same("scheme", Some("HTTP"), &json!("http"), case));
        assert!(same(
            "host",
            Some("Example.COM"),
            &json!("example.com"),
            case
        ));
        assert!(!same("path", Some("/A"), &json!("/a"), case));
        assert!(!same("query", Some(""), &Value::Null, case));
        let brackets = Rules {
            ipv6_brackets_optional: true,
            ..EXACT
        };
        assert!(same("host", Some("[::1]"), &json!("::1"), brackets));
        assert!(same("host", Some("[::1]"), &json!("[::1]"), brackets));
        assert!(!same("host", Some("[::A]"), &json!("::a"), brackets));
        assert!(!same("path", Some("[x]"), &json!("x"), brackets));
        let all = Rules {
            empty_is_absent: true,
            ignore_case: true,
            ipv6_brackets_optional: true,
        };
        assert!(same("host", Some("[::A]"), &json!("::a"), all));
    }

    #[test]
    fn answers_are_read_or_refused() {
        let a = answer(
            r#"{"input":"http://h/","valid":true,"host":"h","port":80,"id":"x","components":{"path":"/"}}"#,
            false,
        )
        .unwrap();
        assert_eq!(a.input, "http://h/");
        assert!(a.valid);
        let names: Vec<&str> = a.components.iter().map(|c| c.0).collect();
        assert_eq!(names, ["host", "port", "path"]);
        for bad in [
            "",
            "[]",
            r#"{"valid":true}"#,
            r#"{"input":"x","valid":"yes"}"#,
            r#"{"input":"x","valid":true,"host":1}"#,
            r#"{"input":"x","valid":true,"port":-1}"#,
            r#"{"input":"x","valid":true,"href":"x"}"#,
            r#"{"input":"x","valid":true,"components":{"href":"x"}}"#,
            r#"{"input":"x","valid":true,"components":[]}"#,
            r#"{"input":"x","valid":true,"host":"a","components":{"host":"b"}}"#,
            r#"{"input":"x","valid":true,"whole_url":false}"#,
            r#"{"input":"x","valid":true,"whole_url":"no","production":"host"}"#,
        ] {
            assert!(answer(bad, false).is_err(), "{bad}");
        }
        let e = answer(r#"{"input":"x","valid":true,"href":"x"}"#, false).unwrap_err();
        assert!(e.starts_with("unknown key `href`"), "{e}");
        let a = answer(
            r#"{"input":"x","valid":true,"href":"x","components":{"origin":null}}"#,
            true,
        )
        .unwrap();
        assert_eq!(a.unknown, ["href", "components.origin"]);
        let a = answer(
            r#"{"input":"x","valid":true,"whole_url":false,"production":"host"}"#,
            false,
        )
        .unwrap();
        assert_eq!(a.production.as_deref(), Some("host"));
    }
}
