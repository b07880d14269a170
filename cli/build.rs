//! Embeds the reviewed snapshots and the grammar notes, which `explain`
//! quotes (examples and decisions come from the same files the tests pin).
//! Both are arranged per grammar, `snapshots/<grammar>/<stem>.snap` and
//! `grammar-notes/<grammar>/<stem>.md`; each file is embedded as
//! `(grammar, stem, text)`. `snapshots/cli/` holds this tool's own
//! transcripts, not a grammar's, and is left out.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The entries of `dir`, sorted (none if it cannot be read).
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.sort();
    paths
}

fn name(path: &Path) -> String {
    path.file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_owned()
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = PathBuf::from(manifest).join("..");
    let mut out = String::new();
    for (static_name, dir, ext) in [
        ("SNAPSHOTS", "snapshots", "snap"),
        ("NOTES", "grammar-notes", "md"),
    ] {
        let dir = root.join(dir);
        println!("cargo:rerun-if-changed={}", dir.display());
        writeln!(out, "pub static {static_name}: &[(&str, &str, &str)] = &[").unwrap();
        for grammar_dir in entries(&dir) {
            let grammar = name(&grammar_dir);
            if !grammar_dir.is_dir() || grammar == "cli" {
                continue;
            }
            for path in entries(&grammar_dir) {
                if path.extension().is_none_or(|e| e != ext) {
                    continue;
                }
                let stem = name(&path);
                let path = path.canonicalize().unwrap_or(path);
                writeln!(
                    out,
                    "    ({grammar:?}, {stem:?}, include_str!({:?})),",
                    path.display().to_string()
                )
                .unwrap();
            }
        }
        writeln!(out, "];").unwrap();
    }
    let dest =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    std::fs::write(dest, out).expect("write embedded.rs");
}
