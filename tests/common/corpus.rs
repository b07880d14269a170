//! Where the tests find the data that lives outside the repository, the
//! URL corpus of `../shared/corpus/` and the RFC texts of
//! `../shared/spec/`, and what they use in its place on a clone without
//! `../shared`: the sample and the RFC text committed in `tests/data/`
//! (tests/data/corpus/README.md). A test never skips itself: it runs on
//! the full data or on the committed data, and says which, or it fails
//! naming the file that is missing.
//!
//! - `RFC1738_SHARED=DIR` stands for `../shared` (a directory that does
//!   not exist simulates a clone without it);
//! - `RFC1738_CORPUS=DIR` names the corpus directory itself (as for the
//!   benchmark in bench/);
//! - `RFC1738_REQUIRE_SHARED=1` makes a missing `../shared` an error
//!   instead of a fallback to `tests/data/`.
//!
//! Shared by the test binaries (`tests/common/mod.rs` declares it; the
//! binaries of their own include it with `#[path]`) and by the unit tests
//! of the library (src/syntax/mod.rs declares it as `test_corpus`).

#![allow(dead_code)]

use std::io::Write as _;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The shared directory: `$RFC1738_SHARED`, else `../shared` next to the
/// crate.
pub fn shared_dir() -> PathBuf {
    std::env::var_os("RFC1738_SHARED")
        .map_or_else(|| Path::new(ROOT).join("../shared"), PathBuf::from)
}

/// The committed stand-ins for `../shared`: `tests/data/<what>`.
pub fn committed_dir(what: &str) -> PathBuf {
    Path::new(ROOT).join("tests/data").join(what)
}

/// Prints a line past the test harness's capture (straight to the
/// process's standard error), so that a plain `cargo test` shows which
/// data each test ran on.
fn say(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Panics unless a fallback to the committed data is allowed.
pub fn fallback_allowed(test: &str, missing: &Path) {
    assert!(
        std::env::var_os("RFC1738_REQUIRE_SHARED").is_none(),
        "{test}: {} is missing and RFC1738_REQUIRE_SHARED is set",
        missing.display()
    );
}

/// A corpus directory: one URL per line in each `*.txt` file.
#[derive(Clone, Debug)]
pub struct Corpus {
    /// The directory.
    pub dir: PathBuf,
    /// Whether it is the committed sample (tests/data/corpus/) rather
    /// than the full corpus.
    pub sample: bool,
}

impl Corpus {
    /// The corpus `test` runs on: `$RFC1738_CORPUS`, else the shared
    /// corpus, else the committed sample; prints which.
    pub fn find(test: &str) -> Corpus {
        let corpus = if let Some(dir) = std::env::var_os("RFC1738_CORPUS") {
            let dir = PathBuf::from(dir);
            assert!(
                dir.is_dir(),
                "{test}: RFC1738_CORPUS={} is not a directory",
                dir.display()
            );
            Corpus { dir, sample: false }
        } else {
            let shared = shared_dir().join("corpus");
            if shared.is_dir() {
                Corpus {
                    dir: shared,
                    sample: false,
                }
            } else {
                fallback_allowed(test, &shared);
                let dir = committed_dir("corpus");
                assert!(
                    dir.is_dir(),
                    "{test}: no corpus: neither {} nor the committed sample {} exists",
                    shared.display(),
                    dir.display()
                );
                say(&format!(
                    "note: {test}: no corpus at {}; runs on the committed sample {}",
                    shared.display(),
                    dir.display()
                ));
                Corpus { dir, sample: true }
            }
        };
        if !corpus.sample {
            say(&format!(
                "note: {test}: runs on the corpus at {}",
                corpus.dir.display()
            ));
        }
        corpus
    }

    /// Every `*.txt` file of the corpus, sorted; panics if there is none.
    pub fn files(&self) -> Vec<PathBuf> {
        let entries = std::fs::read_dir(&self.dir)
            .unwrap_or_else(|e| panic!("corpus {}: {e}", self.dir.display()));
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        files.sort();
        assert!(!files.is_empty(), "no *.txt in {}", self.dir.display());
        files
    }

    /// The text of the corpus file `name` (invalid UTF-8 replaced);
    /// panics, naming it, if it is missing.
    pub fn read(&self, name: &str) -> String {
        read_lossy(&self.dir.join(name))
    }
}

/// The text of `path`, invalid UTF-8 replaced by U+FFFD; panics, naming
/// the file, if it cannot be read.
pub fn read_lossy(path: &Path) -> String {
    let bytes =
        std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The text of the RFC `name` (`rfc1738.txt`) for `test`: from
/// `../shared/spec/`, else the copy committed in tests/data/spec/; prints
/// which, and panics naming both paths if neither exists.
pub fn spec(test: &str, name: &str) -> String {
    let shared = shared_dir().join("spec").join(name);
    if shared.is_file() {
        say(&format!("note: {test}: runs on {}", shared.display()));
        return read_lossy(&shared);
    }
    fallback_allowed(test, &shared);
    let committed = committed_dir("spec").join(name);
    assert!(
        committed.is_file(),
        "{test}: the RFC text is missing: neither {} nor {} exists",
        shared.display(),
        committed.display()
    );
    say(&format!(
        "note: {test}: no {}; runs on the committed copy {}",
        shared.display(),
        committed.display()
    ));
    read_lossy(&committed)
}
