//! The published conformance vectors (`vectors/<grammar>.jsonl`, issue 18
//! item 3) as the grammar tests read them, to hold them against each
//! grammar's independent reading (`grammar_property.rs`): "the vectors
//! agree with an independent reading of each grammar for at least 99.5 %
//! of their inputs".

use std::path::Path;

use rfc1738::syntax::{Grammar, Production, Tree};
use serde_json::Value;

/// One whole-URL vector: the input, its verdict, and its parse tree
/// (`Value::Null` when invalid).
pub struct WholeUrl {
    /// The input.
    pub input: String,
    /// The vector's verdict.
    pub valid: bool,
    /// The vector's tree, from the start symbol down.
    pub tree: Value,
}

/// Whether the tests run in the published crate (the directory
/// `cargo package` made, with its `Cargo.toml.orig`), which leaves
/// `vectors/` out (Cargo.toml, `exclude`).
fn published_crate() -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("Cargo.toml.orig")
        .is_file()
}

/// The vectors of `grammar` that are whole URLs (`"whole_url":true`), read
/// from the committed file; a missing or unreadable file fails the test,
/// except in the published crate, which has no vectors: there the vectors
/// are the library's answers for the inputs of the committed corpus
/// sample (tests/data/corpus/), computed as `tests/vectors.rs` writes
/// them (the start symbol's tree), so that the test holds the library to
/// its reading on those inputs and says so.
pub fn whole_urls(grammar: &str) -> Vec<WholeUrl> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("vectors")
        .join(format!("{grammar}.jsonl"));
    if !path.exists() && published_crate() {
        let vectors = match grammar {
            "rfc1738" => of_sample::<rfc1738::Rfc1738>(|_| "url"),
            "rfc1630" => of_sample::<rfc1738::rfc1630::Rfc1630>(|input| {
                if input.starts_with("url:") {
                    "prefixedurl"
                } else {
                    "url"
                }
            }),
            "rfc2396" => of_sample::<rfc1738::rfc2396::Rfc2396>(|_| "URI-reference"),
            _ => panic!("no grammar {grammar}"),
        };
        eprintln!(
            "note: {}: the published crate leaves the vectors out; runs on the library's answers for the {} inputs of the committed corpus sample {}",
            path.display(),
            vectors.len(),
            super::corpus::committed_dir("corpus").display()
        );
        return vectors;
    }
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (the vectors are committed)", path.display()));
    text.lines()
        .map(|line| serde_json::from_str::<Value>(line).expect("a vector is JSON"))
        .filter(|v| v["whole_url"] == true)
        .map(|v| WholeUrl {
            input: v["input"].as_str().expect("input").to_owned(),
            valid: v["valid"].as_bool().expect("valid"),
            tree: v["tree"].clone(),
        })
        .collect()
}

/// The whole-URL vectors of the grammar `G` for the lines of the
/// committed corpus sample, each once: the verdict and the tree of the
/// start symbol `start` names for the input (the grammar's default
/// options).
fn of_sample<G: Grammar>(start: fn(&str) -> &'static str) -> Vec<WholeUrl> {
    let corpus = super::corpus::Corpus {
        dir: super::corpus::committed_dir("corpus"),
        sample: true,
    };
    let mut seen = std::collections::HashSet::new();
    let mut vectors = Vec::new();
    for file in corpus.files() {
        for line in super::corpus::read_lossy(&file).lines() {
            if !seen.insert(line.to_owned()) {
                continue;
            }
            let p = G::Production::from_name(start(line)).expect("the start symbol");
            let result = G::parse_production(p, line, G::Options::default());
            vectors.push(WholeUrl {
                input: line.to_owned(),
                valid: result.is_ok(),
                tree: result.map_or(Value::Null, tree),
            });
        }
    }
    vectors
}

/// A node as the vectors write it: `{"production", "start", "end",
/// "children"}`.
fn tree<'a, T: Tree<'a>>(node: T) -> Value {
    let mut children = Vec::new();
    node.for_each_child(&mut |c| children.push(tree(c)));
    serde_json::json!({
        "production": node.production().name(),
        "start": node.span().start(),
        "end": node.span().end(),
        "children": children,
    })
}

/// The production of a tree node.
pub fn production(node: &Value) -> &str {
    node["production"].as_str().unwrap_or("")
}

/// The first child of a tree node (`Value::Null` for a leaf).
pub fn first_child(node: &Value) -> &Value {
    &node["children"][0]
}

/// Counts the vectors for which `compare` names a disagreement (a verdict
/// or production other than the independent reading's), prints the
/// figure under `label` with the first ten disagreements, and fails
/// below 99.5 % agreement or with fewer than `min` vectors.
pub fn hold(
    label: &str,
    vectors: &[WholeUrl],
    min: usize,
    mut compare: impl FnMut(&WholeUrl) -> Option<String>,
) {
    assert!(
        vectors.len() >= min,
        "{label}: only {} whole-URL vectors",
        vectors.len()
    );
    let disagreements: Vec<String> = vectors.iter().filter_map(&mut compare).collect();
    let agree = vectors.len() - disagreements.len();
    let share = agree as f64 / vectors.len() as f64;
    eprintln!(
        "note: {label}: {agree} of {} whole-URL vectors ({:.2} %) agree with the independent reading; {} do not",
        vectors.len(),
        share * 100.0,
        disagreements.len()
    );
    for d in disagreements.iter().take(10) {
        eprintln!("  {d}");
    }
    assert!(
        share >= 0.995,
        "{label}: {:.2} % agreement (at least 99.5 %): {:?}",
        share * 100.0,
        &disagreements[..disagreements.len().min(10)]
    );
}
