//! Embeds the reviewed snapshots and the grammar notes, which `explain`
//! quotes (examples and decisions come from the same files the tests pin).

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = PathBuf::from(manifest).join("..");
    let mut out = String::new();
    for (name, dir, ext) in [
        ("SNAPSHOTS", "snapshots", "snap"),
        ("NOTES", "grammar-notes", "md"),
    ] {
        let dir = root.join(dir);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == ext));
        files.sort();
        writeln!(out, "pub static {name}: &[(&str, &str)] = &[").unwrap();
        for path in files {
            let stem = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_owned();
            let path = path.canonicalize().unwrap_or(path);
            writeln!(
                out,
                "    ({stem:?}, include_str!({:?})),",
                path.display().to_string()
            )
            .unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    let dest =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    std::fs::write(dest, out).expect("write embedded.rs");
}
