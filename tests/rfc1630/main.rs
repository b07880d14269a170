//! The tests of the RFC 1630 grammar, one test binary (`rfc1630`): one
//! module per module of src/rfc1630/ (one production per test, trees and
//! errors in `snapshots/rfc1630/<module>__<production>.snap`), and the
//! tests across the grammar: `url` (dispatch, case, the RFC's examples,
//! the research note's valid and invalid inputs, fragments),
//! `productions` (every production has a combinator, its BNF and a
//! snapshot), `grammar_property` (an independent regular-expression
//! reading of the BNF), `meaning` (the meaning layer) and `api`
//! (`UrlBuf`, the owned URL, and the API a program keeps).
//!
//! The allocation and timing tests are the top-level binaries
//! `tests/alloc.rs` and `tests/linear_time.rs`, which cover both
//! grammars.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[macro_use]
mod cases;

mod chars;
mod components;
mod ftp;
mod generic;
mod gopher;
mod http;
mod ip;
mod mailto;
mod mid;
mod news;
mod nntp;
mod path;
mod prospero;
mod telnet;
mod wais;

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
mod url;
