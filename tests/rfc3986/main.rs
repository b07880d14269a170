//! The tests of the RFC 3986 grammar, one test binary (`rfc3986`): one
//! module per module of src/rfc3986/ (one rule per test, trees and errors
//! in `snapshots/rfc3986/<module>__<rule>.snap`), and the tests across
//! the grammar: `productions` (every rule has a combinator with its ABNF
//! and a snapshot, and the ABNF is the RFC's), `oracle` (an independent
//! reading of Appendix A as a regular expression, compiled to a DFA:
//! every verdict, and every error at the first byte after which no text
//! makes a valid reference), `api`; `resolve` (§5.2–5.4: every example
//! of §5.4, the splitting of Appendix B, §5.2.4 against its literal
//! wording, the warning, linear time) and `normalize` (§6: the RFC's
//! examples, another library's cases, idempotence and resolution kept,
//! on generated strings).

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[macro_use]
mod cases;

mod authority;
mod chars;
mod fragment;
mod path;
mod query;
mod reference;

mod api;
mod components;
#[cfg(feature = "generate")]
mod described;
mod generated;
mod hints;
mod normalize;
mod oracle;
mod productions;
mod resolve;
