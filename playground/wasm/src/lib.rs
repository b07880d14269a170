//! The playground's bridge: the `rfc1738` crate compiled to
//! `wasm32-unknown-unknown`, answering the page in JSON.
//!
//! No wasm-bindgen: the page writes a request (a JSON object, UTF-8)
//! into the buffer [`request_buffer`] gives, calls [`request`] with its
//! length, and reads the answer (a JSON object) at [`answer_ptr`], of the
//! length [`request`] returned. One request at a time; each answer
//! stands until the next request. Requests, by their `op`:
//!
//! - `{"op": "analyze", "url": U, "base": B}`: `U` under every grammar
//!   ([`analyze`]), with its RFC 3986 normalization (§6), its URI when it
//!   is an IRI of RFC 3987 (§3.1) and, with a base, its targets by RFC
//!   2396 §5.2 and RFC 3986 §5.2–5.3;
//! - `{"op": "explain", "grammar": G, "name": N}`: what `rfc1738
//!   --grammar G explain N` prints ([`explain_answer`]);
//! - `{"op": "generate", "grammar": G, "near_miss": bool, "seed": S}`: a
//!   URL drawn from the grammar, or a near miss ([`generate_answer`]).
//!
//! The JSON of a grammar's verdict, components and error is the
//! command-line tool's own (`cli/src/render.rs`, included here), so that
//! the page shows what `rfc1738 check --format jsonl` says. The
//! explanations are the tool's too (`cli/src/explain.rs`, with the same
//! entries embedded by the tool's `cli/build.rs`).

use std::cell::RefCell;
use std::fmt::Write as _;

use rfc1738::compare::{self, GrammarId, Report};
use rfc1738::rfc1630::Rfc1630;
use rfc1738::rfc2396::{Rfc2396, UriReference};
use rfc1738::rfc3986::{self, Rfc3986};
use rfc1738::rfc3987::{self, Rfc3987};
use rfc1738::syntax::generate::{generate, near_misses};
use rfc1738::syntax::{Components, Described, Follow, Hint, ParseError, Production, Tree};
use rfc1738::{Component, Rfc1738};
use serde_json::{Value, json};

/// The command-line tool's JSON of errors and components (docs/json.md).
#[allow(dead_code)]
#[path = "../../../cli/src/render.rs"]
mod render;

/// The command-line tool's `explain`.
#[allow(dead_code)]
#[path = "../../../cli/src/explain.rs"]
mod explain;

/// The command-line tool's columns (for the error's `column`).
#[allow(dead_code)]
#[path = "../../../cli/src/lines.rs"]
mod lines;

/// The command that explains production `name` of the grammar of `P`,
/// as the tool's diagnostics name it (`render::diagnostic`).
fn explain_command<P: Production>(name: &str) -> String {
    if P::GRAMMAR == <rfc1738::Production as Production>::GRAMMAR {
        format!("rfc1738 explain {name}")
    } else {
        format!("rfc1738 --grammar {} explain {name}", P::GRAMMAR)
    }
}

/// What `explain::run` writes with; the page never calls it.
#[allow(dead_code)]
fn emit(_text: &str) -> bool {
    true
}

thread_local! {
    /// The request, as the page wrote it.
    static REQUEST: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The answer to the last request.
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the next request: the page writes it
/// there, then calls [`request`].
#[unsafe(no_mangle)]
pub extern "C" fn request_buffer(len: usize) -> *mut u8 {
    REQUEST.with_borrow_mut(|r| {
        r.clear();
        r.resize(len, 0);
        r.as_mut_ptr()
    })
}

/// Answers the request of `len` bytes in the buffer; returns the length
/// of the answer, which starts at [`answer_ptr`].
#[unsafe(no_mangle)]
pub extern "C" fn request(len: usize) -> usize {
    let text = REQUEST.with_borrow(|r| answer(r.get(..len).unwrap_or(r)));
    ANSWER.with_borrow_mut(|a| {
        a.clear();
        a.extend_from_slice(text.as_bytes());
        a.len()
    })
}

/// Where the answer to the last request starts.
#[unsafe(no_mangle)]
pub extern "C" fn answer_ptr() -> *const u8 {
    ANSWER.with_borrow(|a| a.as_ptr())
}

/// The answer to one request, as JSON text.
fn answer(bytes: &[u8]) -> String {
    let request: Value = match serde_json::from_slice(bytes) {
        Ok(v) => v,
        Err(e) => return json!({ "failure": format!("the request is no JSON: {e}") }).to_string(),
    };
    let text = |key: &str| request.get(key).and_then(Value::as_str).unwrap_or_default();
    match text("op") {
        "analyze" => analyze(text("url"), text("base")),
        "explain" => explain_answer(text("grammar"), text("name")).to_string(),
        "generate" => generate_answer(
            text("grammar"),
            request
                .get("near_miss")
                .and_then(Value::as_bool)
                .unwrap_or(false),
            request.get("seed").and_then(Value::as_u64).unwrap_or(0),
        )
        .to_string(),
        op => json!({ "failure": format!("no such request: {op:?}") }).to_string(),
    }
}

/// The grammars the page shows, in its order: the crate's five.
const SHOWN: [GrammarId; 5] = [
    GrammarId::Rfc1738,
    GrammarId::Rfc1630,
    GrammarId::Rfc2396,
    GrammarId::Rfc3986,
    GrammarId::Rfc3987,
];

/// `input` under every grammar: each grammar's reading (the keys of
/// `rfc1738 check --format jsonl`; RFC 3986's with the kinds of its host
/// and path and its normalization, RFC 3987's with the kinds and its
/// URI), the differences between the
/// grammars, the RFC 2396 and RFC 3986 targets of `input` against `base`
/// when a base is given, and the tree of each grammar that accepts it (`trees`, in
/// the order of `grammars`, written by [`write_tree`]).
fn analyze(input: &str, base: &str) -> String {
    let report = compare::compare(input);
    let mut trees = String::from("[");
    let grammars: Vec<Value> = SHOWN
        .iter()
        .map(|&id| {
            if id != GrammarId::Rfc1738 {
                trees.push(',');
            }
            grammar_reading(&report, id, &mut trees)
        })
        .collect();
    trees.push(']');
    let differences: Vec<Value> = report
        .differences()
        .iter()
        .map(|d| {
            json!({
                "kind": d.kind.name(),
                "what": d.kind.to_string(),
                "start": d.span.start(),
                "end": d.span.end(),
                "text": d.span.as_str(),
                "readings": d.readings.iter().filter(|r| SHOWN.contains(&r.grammar)).map(|r| json!({
                    "grammar": r.grammar.name(),
                    "title": r.grammar.title(),
                    "what": r.what,
                    "section": r.section,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let analysis = json!({
        "input": input,
        "grammars": grammars,
        "differences": differences,
        "resolution": resolution(&report, base),
    });
    // The trees as text, not as `Value`s: a 4 kB input has thousands of
    // nodes, which `Value` would allocate one by one.
    let mut out = analysis.to_string();
    out.pop();
    out.push_str(",\"trees\":");
    out.push_str(&trees);
    out.push('}');
    out
}

/// The tree under `node` as JSON, compact: `[production, start, end,
/// [children]]`, the production by name and its bytes by their offsets
/// (the page takes the text from the input).
fn write_tree<'a, T: Tree<'a>>(node: T, out: &mut String) {
    let name = node.production().name();
    if name
        .bytes()
        .all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\')
    {
        out.push('"');
        out.push_str(name);
        out.push('"');
    } else {
        out.push_str(&Value::from(name).to_string());
    }
    let span = node.span();
    let _ = write!(out, ",{},{},[", span.start(), span.end());
    let mut first = true;
    node.for_each_child(&mut |child| {
        if !first {
            out.push(',');
        }
        first = false;
        out.push('[');
        write_tree(child, out);
        out.push(']');
    });
    out.push(']');
}

/// One grammar's reading of the report's input; its tree is appended to
/// `trees` (`null` for an invalid input).
fn grammar_reading(report: &Report<'_>, id: GrammarId, trees: &mut String) -> Value {
    let input = report.input();
    let keys = id.components();
    match id {
        GrammarId::Rfc1738 => reading(
            id,
            input,
            report
                .rfc1738()
                .as_ref()
                .map(|u| (u.production(), u.components(), u.node())),
            keys,
            trees,
        ),
        GrammarId::Rfc1630 => reading(
            id,
            input,
            report
                .rfc1630()
                .as_ref()
                .map(|u| (u.production(), u.components(), u.node())),
            keys,
            trees,
        ),
        GrammarId::Rfc2396 => reading(
            id,
            input,
            report
                .rfc2396()
                .as_ref()
                .map(|u| (u.production(), u.components(), u.node())),
            keys,
            trees,
        ),
        GrammarId::Rfc3986 => {
            let mut value = reading(
                id,
                input,
                report
                    .rfc3986()
                    .as_ref()
                    .map(|u| (u.production(), u.components(), u.node())),
                keys,
                trees,
            );
            if let (Ok(uri), Some(fields)) = (report.rfc3986(), value.as_object_mut()) {
                fields.insert("kinds".to_owned(), kinds(uri));
                fields.insert("normalized".to_owned(), uri.normalize().into());
            }
            value
        }
        GrammarId::Rfc3987 => {
            let mut value = reading(
                id,
                input,
                report
                    .rfc3987()
                    .as_ref()
                    .map(|u| (u.production(), u.components(), u.node())),
                keys,
                trees,
            );
            if let (Ok(iri), Some(fields)) = (report.rfc3987(), value.as_object_mut()) {
                fields.insert("kinds".to_owned(), iri_kinds(iri));
                fields.insert("uri".to_owned(), iri.to_uri().into());
            }
            value
        }
    }
}

/// The kinds of an RFC 3986 reference's host (§3.2.2: `IP-literal`,
/// `IPv4address` or `reg-name`, the first alternative that matches;
/// `null` without an authority) and path (§3.3, by its context), with
/// their bytes.
fn kinds(uri: &rfc3986::UriReference<'_>) -> Value {
    let path = uri.path();
    json!({
        "host": uri.host().map(|h| json!({
            "kind": h.kind_name(),
            "start": h.span().start(),
            "end": h.span().end(),
        })),
        "path": {
            "kind": path.kind().name(),
            "start": path.span().start(),
            "end": path.span().end(),
        },
    })
}

/// The kinds of an RFC 3987 reference's host (§2.2: `IP-literal`,
/// `IPv4address` or `ireg-name`; `null` without an authority) and path
/// (`ipath-abempty`, ..., by its context), with their bytes.
fn iri_kinds(iri: &rfc3987::IriReference<'_>) -> Value {
    let path = iri.path();
    json!({
        "host": iri.host().map(|h| json!({
            "kind": h.kind_name(),
            "start": h.span().start(),
            "end": h.span().end(),
        })),
        "path": {
            "kind": path.kind().name(),
            "start": path.span().start(),
            "end": path.span().end(),
        },
    })
}

/// A grammar's verdict as `rfc1738 --grammar G check --format jsonl`
/// gives it (`grammar`, `input`, `valid`, `production`, `components`,
/// `error`); the tree of a valid input is appended to `trees` (`null`
/// for an invalid one), and an invalid one's error has its hint apart
/// (`hint_detail`) and the command that explains the production that
/// failed (`command`).
fn reading<'a, P: Follow, T: Tree<'a, Production = P>>(
    id: GrammarId,
    input: &str,
    result: Result<(P, Components<'a>, T), &ParseError<P>>,
    keys: &[Component],
    trees: &mut String,
) -> Value {
    match result {
        Ok((production, components, tree)) => {
            trees.push('[');
            write_tree(tree, trees);
            trees.push(']');
            json!({
                "grammar": id.name(),
                "title": id.title(),
                "input": input,
                "valid": true,
                "production": production.name(),
                "components": render::components_json(keys, &components),
                "error": null,
            })
        }
        Err(e) => {
            trees.push_str("null");
            let column = lines::column(input.as_bytes(), e.offset());
            let mut error = render::error_json(e, column, None);
            if let Some(fields) = error.as_object_mut() {
                fields.insert("hint_detail".to_owned(), hint_json(e.hint()));
                fields.insert(
                    "command".to_owned(),
                    explain_command::<P>(e.expected().name()).into(),
                );
            }
            json!({
                "grammar": id.name(),
                "title": id.title(),
                "input": input,
                "valid": false,
                "production": null,
                "components": null,
                "error": error,
            })
        }
    }
}

/// A hint's words and section apart, for the page to set out.
fn hint_json(hint: Option<&Hint>) -> Value {
    match hint {
        Some(h) => json!({
            "text": h.text,
            "section": h.section,
            // The hint's stable id (the command-line tool's `hint_id`).
            "id": h.id,
        }),
        None => Value::Null,
    }
}

/// The targets of the report's input against `base`: by RFC 2396 §5.2
/// (`target`, or why there is none, `failure`) and by RFC 3986
/// §5.2–5.3, strict (`rfc3986`: `target`, `failure` and the
/// resolution's `warnings`); `null` without a base.
fn resolution(report: &Report<'_>, base: &str) -> Value {
    if base.is_empty() {
        return Value::Null;
    }
    let mut out = rfc2396_target(report, base);
    if let Some(fields) = out.as_object_mut() {
        fields.insert("rfc3986".to_owned(), rfc3986_target(report, base));
    }
    out
}

/// The RFC 2396 target of the report's input against `base` (§5.2), or
/// why there is none.
fn rfc2396_target(report: &Report<'_>, base: &str) -> Value {
    let failed = |why: String| json!({ "base": base, "target": null, "failure": why });
    let base_ref = match UriReference::parse(base) {
        Ok(b) if b.is_absolute() => b,
        Ok(_) => {
            return failed(format!(
                "the base {base:?} is not an absolute URI (it has no scheme)"
            ));
        }
        Err(e) => return failed(format!("the base is no URI reference: {e}")),
    };
    let reference = match report.rfc2396() {
        Ok(r) => r,
        Err(e) => return failed(format!("the input is no URI reference: {e}")),
    };
    match reference.resolve(&base_ref) {
        Ok(target) => json!({ "base": base, "target": target.to_string(), "failure": null }),
        Err(e) => failed(e.to_string()),
    }
}

/// The RFC 3986 target of the report's input against `base` (§5.2–5.3,
/// strict), with the resolution's warnings, or why there is none.
fn rfc3986_target(report: &Report<'_>, base: &str) -> Value {
    let failed =
        |why: String| json!({ "target": null, "failure": why, "warnings": Vec::<String>::new() });
    let base_ref = match rfc3986::UriReference::parse(base) {
        Ok(b) if b.scheme().is_some() => b,
        Ok(_) => {
            return failed(format!(
                "the base {base:?} is not an absolute URI (it has no scheme)"
            ));
        }
        Err(e) => return failed(format!("the base is no URI reference: {e}")),
    };
    let reference = match report.rfc3986() {
        Ok(r) => r,
        Err(e) => return failed(format!("the input is no URI reference: {e}")),
    };
    match reference.resolve(&base_ref) {
        Ok(target) => {
            let warnings: Vec<String> = target.warnings().iter().map(|w| w.to_string()).collect();
            json!({ "target": target.as_str(), "failure": null, "warnings": warnings })
        }
        Err(e) => failed(e.to_string()),
    }
}

/// What `rfc1738 --grammar G explain NAME` prints, and the productions
/// the text names (what the production is made of, where it is used), so
/// that the page can link them.
fn explain_answer(grammar: &str, name: &str) -> Value {
    fn one<P: Production>(name: &str) -> Value {
        match P::from_name(name) {
            Some(p) => json!({
                "grammar": P::GRAMMAR,
                "name": p.name(),
                "text": explain::explain(p),
                "made_of": explain::refers_to::<P>(p.bnf()).iter().map(|q| q.name()).collect::<Vec<_>>(),
                "used_in": explain::used_in(p).iter().map(|q| q.name()).collect::<Vec<_>>(),
                "command": explain_command::<P>(p.name()),
            }),
            None => json!({ "failure": format!("no {} production is named {name:?}", P::TITLE) }),
        }
    }
    match grammar {
        "rfc1738" => one::<rfc1738::Production>(name),
        "rfc1630" => one::<rfc1738::rfc1630::Production>(name),
        "rfc2396" => one::<rfc1738::rfc2396::Production>(name),
        "rfc3986" => one::<rfc1738::rfc3986::Production>(name),
        "rfc3987" => one::<rfc1738::rfc3987::Production>(name),
        _ => json!({ "failure": format!("no such grammar: {grammar:?}") }),
    }
}

/// A URL drawn from the grammar's roots with `seed`, or a near miss (a
/// drawn URL changed at one place, with where and what the grammar
/// expects there).
fn generate_answer(grammar: &str, near_miss: bool, seed: u64) -> Value {
    fn one<G: Described>(near_miss: bool, seed: u64) -> Value {
        let grammar = <G::Production as Production>::GRAMMAR;
        if near_miss {
            let run = near_misses::<G>(None, seed, 1);
            match run.misses.first() {
                Some(m) => json!({
                    "grammar": grammar,
                    "input": m.input,
                    "valid": false,
                    "offset": m.offset,
                    "expected": m.expected.name(),
                    "from": m.valid,
                }),
                None => json!({ "failure": "no near miss drawn" }),
            }
        } else {
            let run = generate::<G>(None, seed, 1);
            match run.urls.first() {
                Some(g) => json!({
                    "grammar": grammar,
                    "input": g.input,
                    "valid": true,
                    "production": g.production.name(),
                }),
                None => json!({ "failure": "no URL drawn" }),
            }
        }
    }
    match grammar {
        "rfc1738" => one::<Rfc1738>(near_miss, seed),
        "rfc1630" => one::<Rfc1630>(near_miss, seed),
        "rfc2396" => one::<Rfc2396>(near_miss, seed),
        "rfc3986" => one::<Rfc3986>(near_miss, seed),
        "rfc3987" => one::<Rfc3987>(near_miss, seed),
        _ => json!({ "failure": format!("no such grammar: {grammar:?}") }),
    }
}
