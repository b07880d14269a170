//! The house for several grammars (issue 12): the grammar-free layer
//! `src/syntax/` names no grammar in its code. (Its doc comments use RFC
//! 1738 as the example: the doctests must call the crate by its name; so
//! do the unit tests at the end of a file, `#[cfg(test)] mod ...`, which
//! exercise the layer on a real grammar's descriptions and trees and are
//! not compiled into the library.)
//! And the data committed in tests/data/ in place of `../shared` is what
//! its READMEs say: a sample of each corpus file, a copy of the RFC.

use std::path::Path;

#[path = "common/corpus.rs"]
mod corpus;

#[test]
fn the_syntax_layer_names_no_grammar() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/syntax");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("src/syntax is readable") {
        let path = entry.expect("a directory entry").path();
        let text = std::fs::read_to_string(&path).expect("a source file");
        files += 1;
        let lines: Vec<&str> = text.lines().collect();
        // The unit tests, which end the file.
        let tests = lines
            .windows(2)
            .position(|w| w[0].trim() == "#[cfg(test)]" && w[1].starts_with("mod "))
            .unwrap_or(lines.len());
        // Nothing but test modules after the first.
        for (k, line) in lines.iter().enumerate().skip(tests) {
            let top = !line.starts_with(' ') && !line.is_empty();
            let allowed = ["#[cfg(test)]", "mod ", "}", "//"];
            assert!(
                !top || allowed.iter().any(|a| line.starts_with(a)),
                "{}:{}: code after the unit tests: {line}",
                path.display(),
                k + 1
            );
        }
        for (k, line) in lines[..tests].iter().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for grammar in [
                "rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987", "Rfc1738",
            ] {
                assert!(
                    !code.contains(grammar),
                    "{}:{}: the grammar-free layer names {grammar}: {line}",
                    path.display(),
                    k + 1
                );
            }
        }
    }
    assert!(files >= 8, "src/syntax/ has its files ({files})");
}

/// Every public production of every grammar runs its body through
/// `syntax::enter`, so that called from outside the grammar it commits
/// to nothing (a mismatch is `nom::Err::Error`; `src/syntax/input.rs`).
#[test]
fn every_public_production_enters_the_grammar() {
    let mut productions = 0;
    for grammar in ["rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src")
            .join(grammar);
        for entry in std::fs::read_dir(&dir).expect("the grammar's folder is readable") {
            let path = entry.expect("a directory entry").path();
            if path.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            let lines: Vec<&str> = text.lines().collect();
            for (k, line) in lines.iter().enumerate() {
                let public = line.starts_with("pub fn ") && line.contains("(i: Input");
                if !public {
                    continue;
                }
                productions += 1;
                let body = lines.get(k + 1).copied().unwrap_or_default();
                assert!(
                    body.trim_start().starts_with("crate::syntax::enter(i, |i|"),
                    "{}:{}: a public production that does not enter the grammar: {line}",
                    path.display(),
                    k + 1
                );
            }
        }
    }
    assert!(productions >= 180, "{productions} public productions");
}

/// The lines of `text` as the corpus tests split them.
fn lines(text: &str) -> Vec<&str> {
    text.split_terminator('\n').collect()
}

/// Each file of tests/data/corpus/ is a sample of the shared file of the
/// same name (its lines in order, the first and the last included), and
/// each RFC text of tests/data/spec/ is the shared one. Without
/// `../shared`, the sample's line counts are checked against its README.
#[test]
fn the_committed_data_is_a_sample_of_the_shared_data() {
    let sample_dir = corpus::committed_dir("corpus");
    let sample = corpus::Corpus {
        dir: sample_dir.clone(),
        sample: true,
    };
    let files = sample.files();
    assert!(files.len() >= 7, "{} sample files", files.len());
    let shared = corpus::shared_dir();
    if !shared.join("corpus").is_dir() {
        corpus::fallback_allowed("house", &shared.join("corpus"));
        let readme = corpus::read_lossy(&sample_dir.join("README.md"));
        for path in &files {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let n = lines(&corpus::read_lossy(path)).len();
            let row = format!("| `{name}` | {n} |");
            assert!(readme.contains(&row), "README.md has no row {row:?}");
        }
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            format!(
                "note: house: no {}: the samples were checked against their README only\n",
                shared.display()
            )
            .as_bytes(),
        );
        return;
    }
    for path in &files {
        let name = path.file_name().unwrap();
        let full_text = corpus::read_lossy(&shared.join("corpus").join(name));
        let full = lines(&full_text);
        let part_text = corpus::read_lossy(path);
        let part = lines(&part_text);
        assert_eq!(part.first(), full.first(), "{}: first line", path.display());
        assert_eq!(part.last(), full.last(), "{}: last line", path.display());
        let mut rest = full.iter();
        for line in &part {
            assert!(
                rest.any(|l| l == line),
                "{}: {line:?} is not a later line of the shared file",
                path.display()
            );
        }
    }
    // Every RFC text committed is the shared one.
    let committed = corpus::committed_dir("spec");
    let mut texts = 0;
    for entry in std::fs::read_dir(&committed).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let name = path.file_name().unwrap();
        let spec = |dir: &Path| std::fs::read(dir.join(name)).unwrap();
        assert!(
            spec(&shared.join("spec")) == spec(&committed),
            "{} differs from {}",
            path.display(),
            shared.join("spec").join(name).display()
        );
        texts += 1;
    }
    assert!(texts >= 1, "no RFC text in {}", committed.display());
}
