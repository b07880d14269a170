//! The published conformance vectors (`vectors/<grammar>.jsonl`, issue 18
//! item 3) as the grammar tests read them, to hold them against each
//! grammar's independent reading (`grammar_property.rs`): "the vectors
//! agree with an independent reading of each grammar for at least 99.5 %
//! of their inputs".

use std::path::Path;

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
/// except in the published crate, which has no vectors: there it says so
/// and gives none (and `hold` holds nothing).
pub fn whole_urls(grammar: &str) -> Vec<WholeUrl> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("vectors")
        .join(format!("{grammar}.jsonl"));
    if !path.exists() && published_crate() {
        eprintln!(
            "note: {}: the published crate leaves the vectors out; they are held in the repository",
            path.display()
        );
        return Vec::new();
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
    if vectors.is_empty() && published_crate() {
        return;
    }
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
