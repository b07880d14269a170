//! The tests of the RFC 3987 grammar, one test binary (`rfc3987`): one
//! module per module of src/rfc3987/ (one rule per test, trees and errors
//! in `snapshots/rfc3987/<module>__<rule>.snap`), and the tests across
//! the grammar: `productions` (every rule of §2.2 has a combinator with
//! its ABNF and a snapshot, the ABNF is the RFC's, and the shared rules
//! are RFC 3986's combinators), `oracle` (RFC 3987 read as one regular
//! expression: every verdict agrees), `api`, `map` (§3's mappings and
//! their examples) and `resolve` (§6.5).

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[macro_use]
mod cases;

mod authority;
mod chars;
#[cfg(feature = "generate")]
mod described;
mod fragment;
mod path;
mod query;
mod reference;
mod shared;

mod api;
mod hints;
mod map;
mod oracle;
mod productions;
mod resolve;
