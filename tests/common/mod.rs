//! Helpers shared by the grammars' test binaries (`tests/<grammar>/main.rs`
//! declares `#[macro_use] #[path = "../common/mod.rs"] mod common;` first):
//! `snapshot!` pins a text in `snapshots/<grammar>/<module>__<name>.snap`,
//! `sorted` orders the characters of a list transcribed from an RFC, and
//! `corpus` finds the corpus and the RFC texts (`../shared`, or the copies
//! committed in tests/data/).

#![allow(dead_code)]

#[macro_use]
pub mod cases;
pub mod corpus;
pub mod differential;
#[cfg(feature = "generate")]
pub mod generated;
pub mod hints;
pub mod productions;
pub mod vectors;
#[cfg(feature = "generate")]
pub mod viable;

/// The grammar and the module of a `module_path!()` inside a grammar's
/// test binary: `("rfc1738", "ip")` for `rfc1738::ip` (the binary is
/// named after its directory, `tests/rfc1738/`; the module is the file
/// the assertion is in, `tests/rfc1738/ip.rs`).
pub fn grammar_and_module(module_path: &str) -> (&str, &str) {
    let grammar = module_path.split("::").next().unwrap_or(module_path);
    let module = module_path.rsplit("::").next().unwrap_or(module_path);
    (grammar, module)
}

/// `snapshot!(name, text)`: asserts `text` against the reviewed snapshot
/// `snapshots/<grammar>/<module>__<name>.snap` (see `grammar_and_module`),
/// the same file name whatever binary the test file is compiled into.
macro_rules! snapshot {
    ($name:expr, $text:expr $(,)?) => {{
        let (grammar, module) = $crate::common::grammar_and_module(module_path!());
        insta::with_settings!({
            snapshot_path => format!("{}/snapshots/{grammar}", env!("CARGO_MANIFEST_DIR")),
            prepend_module_to_snapshot => false,
        }, {
            insta::assert_snapshot!(format!("{module}__{}", $name), $text);
        });
    }};
}

/// Sorts the characters of `s` (the RFC's list, in its own order).
pub fn sorted(s: &str) -> String {
    let mut v: Vec<char> = s.chars().collect();
    v.sort_unstable();
    v.into_iter().collect()
}

/// The parts of `c` that are present, as `(name, text)` in URL order,
/// each checked to be the exact substring of `input` at its byte range.
pub fn parts<'a>(input: &str, c: rfc1738::Components<'a>) -> Vec<(&'static str, &'a str)> {
    c.iter()
        .filter_map(|(name, span)| {
            let span = span?;
            assert_eq!(
                Some(span.as_str()),
                input.get(span.range()),
                "{input}: {name}"
            );
            Some((name.name(), span.as_str()))
        })
        .collect()
}
