//! What every grammar's `productions` tests check of each rule: its
//! combinator, a `pub fn` named after it, carries the rule's BNF (or
//! ABNF) verbatim in a `bnf` fence of its doc comment, and the rule has a
//! snapshot file.

use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The source of the file at `path` and the offset of the line of `pub
/// fn name` in it, after asserting that the run of `///` lines just
/// above it holds a `bnf` fence with exactly the lines of `bnf` (`what`
/// names the rule in the messages). A caller checks the body from there.
pub fn assert_documented(what: &str, path: &Path, name: &str, bnf: &str) -> (String, usize) {
    let src =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{what}: {}: {e}", path.display()));
    let sig = src
        .find(&format!("\npub fn {name}("))
        .or_else(|| src.find(&format!("\npub fn {name}<")))
        .map(|k| k + 1)
        .unwrap_or_else(|| panic!("{what}: no `pub fn {name}` in {}", path.display()));
    // The doc comment is the run of `///` lines just above the signature.
    let doc: Vec<&str> = src[..sig]
        .lines()
        .rev()
        .take_while(|l| l.trim_start().starts_with("///"))
        .map(|l| {
            l.trim_start()
                .trim_start_matches("///")
                .strip_prefix(' ')
                .unwrap_or("")
        })
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let fence = doc
        .iter()
        .position(|l| *l == "```bnf")
        .unwrap_or_else(|| panic!("{what}: no ```bnf fence"));
    let bnf: Vec<&str> = bnf.lines().collect();
    assert_eq!(
        doc.get(fence + 1..fence + 1 + bnf.len()),
        Some(&bnf[..]),
        "{what}: BNF in the doc comment"
    );
    assert_eq!(
        doc.get(fence + 1 + bnf.len()),
        Some(&"```"),
        "{what}: fence closes after the BNF"
    );
    (src, sig)
}

/// Asserts that `snapshots/<grammar>/<module>__<name>.snap` exists.
pub fn assert_snapshot(what: &str, grammar: &str, module: &str, name: &str) {
    let snap = Path::new(ROOT)
        .join("snapshots")
        .join(grammar)
        .join(format!("{module}__{name}.snap"));
    assert!(snap.is_file(), "{what}: missing {}", snap.display());
}
