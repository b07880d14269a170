//! The differential tests of every grammar's fast path
//! (`tests/<grammar>/fast_path.rs`): each grammar says what "the two
//! readings agree" means for one input (`agree`, its tree or its error,
//! message and what may follow); the inputs come from here, the same for
//! all three: every corpus line, every short suffix of prefixes that
//! reach into each production, strings of a regular expression, and
//! valid inputs with one or two characters changed.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

use super::corpus::{Corpus, read_lossy};

/// A grammar's test of one input: `Err` with what differs.
pub type Agree = fn(&str) -> Result<(), String>;

/// `agree` on every input: prints how many were checked and panics with
/// the first twenty that differ, or when there was no input at all.
/// Returns how many inputs were checked.
pub fn check_all(what: &str, inputs: impl IntoIterator<Item = String>, agree: Agree) -> usize {
    let (mut total, mut failures) = (0usize, Vec::new());
    for input in inputs {
        total += 1;
        if let Err(e) = agree(&input) {
            failures.push(e);
        }
    }
    println!("{what}: {total} inputs, {} differ", failures.len());
    assert!(total > 0, "{what}: no input");
    assert!(
        failures.is_empty(),
        "{what}: {} inputs differ:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
    total
}

/// Every line of every corpus file (`Corpus::find` names `test` when the
/// corpus is missing).
pub fn corpus_lines(test: &str) -> Vec<String> {
    let corpus = Corpus::find(test);
    let mut lines = Vec::new();
    for path in &corpus.files() {
        let text = read_lossy(path);
        lines.extend(text.split_terminator('\n').map(str::to_owned));
    }
    lines
}

/// Each prefix followed by every string of up to three characters of
/// `alphabet` (the empty one too).
pub fn short_suffixes<'a>(
    prefixes: &'a [&'a str],
    alphabet: &'a str,
) -> impl Iterator<Item = String> + 'a {
    let alphabet: Vec<char> = alphabet.chars().collect();
    prefixes.iter().flat_map(move |prefix| {
        let alphabet = alphabet.clone();
        let mut pending = vec![String::new()];
        std::iter::from_fn(move || {
            let suffix = pending.pop()?;
            if suffix.chars().count() < 3 {
                pending.extend(alphabet.iter().map(|&c| format!("{suffix}{c}")));
            }
            Some(format!("{prefix}{suffix}"))
        })
    })
}

/// proptest's configuration for `cases` cases, without regression files:
/// these tests must add no files to the crate.
pub fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// `agree` on `cases` strings of the regular expression `regex`.
pub fn strings(regex: &str, cases: u32, agree: Agree) {
    let mut runner = TestRunner::new(config(cases));
    let result = runner.run(&proptest::string::string_regex(regex).unwrap(), |input| {
        agree(&input).map_err(TestCaseError::fail)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// `agree` on `cases` inputs made from one of `valid` by one edit, and
/// on each of those edited once more: a character of `chars` inserted,
/// or one deleted or replaced, anywhere.
pub fn mutations(valid: Vec<&'static str>, chars: &str, cases: u32, agree: Agree) {
    let valid = prop::sample::select(valid);
    let chars = prop::sample::select(chars.chars().collect::<Vec<_>>());
    let edit = (0usize..3, any::<prop::sample::Index>(), chars);
    let mut runner = TestRunner::new(config(cases));
    let result = runner.run(&(valid, edit.clone(), edit), |(input, first, second)| {
        let once = mutate(input, first);
        agree(&once).map_err(TestCaseError::fail)?;
        agree(&mutate(&once, second)).map_err(TestCaseError::fail)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

fn mutate(input: &str, (edit, at, c): (usize, prop::sample::Index, char)) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    match edit {
        0 => chars.insert(at.index(chars.len() + 1), c),
        _ if chars.is_empty() => {}
        1 => {
            chars.remove(at.index(chars.len()));
        }
        _ => {
            let k = at.index(chars.len());
            chars[k] = c;
        }
    }
    chars.into_iter().collect()
}
