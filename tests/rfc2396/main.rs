//! The tests of the RFC 2396 grammar (with RFC 2732), one test binary
//! (`rfc2396`): one module per module of src/rfc2396/ (one production
//! per test, trees and errors in
//! `snapshots/rfc2396/<module>__<production>.snap`), and the tests across
//! the grammar: `productions` (every production has a combinator, its
//! BNF, a `named!` and a snapshot), `resolve` (every example of Appendix
//! C), `meaning` (seed 002's parts and scheme table), `api` (the owned
//! form and the API), `grammar_property` (an independent reading of the
//! grammar, hand-written in test code) and `hints`; `fast_path` (the fast path of
//! `UriReference::parse` against the combinators).

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[macro_use]
mod cases;

mod authority;
mod chars;
mod components;
mod fragment;
mod path;
mod query;
mod reference;

mod api;
mod fast_path;
// The generator and the coverage (feature `generate`; the repository's
// `cargo test` turns it on through the dev-dependency on the crate itself).
#[cfg(feature = "generate")]
mod generated;
mod grammar_property;
mod hints;
mod meaning;
#[cfg(feature = "generate")]
mod offsets;
mod productions;
mod resolve;
