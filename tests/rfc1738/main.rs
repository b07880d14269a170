//! The tests of the RFC 1738 grammar, one test binary (`rfc1738`): one
//! module per module of src/rfc1738/ (one production per test, trees and
//! errors in `snapshots/rfc1738/<module>__<production>.snap`), and the
//! tests across the grammar: `url` (dispatch, case, every §3 example),
//! `meaning` (the meaning layer), `productions` (every production has a
//! combinator, its BNF and a snapshot), `fast_path` (the fast path agrees
//! with the combinators), `grammar_property` (an independent
//! regular-expression reading of §5), `error_paths`, `hints` (errors
//! that say what to fix), `api` (the owned `UrlBuf` and the API a program
//! keeps) and `extract` (URLs in free text, the Appendix).
//!
//! The tests that read the corpus and the RFC text of `../shared` run on
//! the copies committed in tests/data/ when it is missing, and say so
//! (tests/common/corpus.rs).
//!
//! The tests that must run alone stay binaries of their own at the top of
//! tests/: `alloc` and `alloc_corpus` (a counting global allocator),
//! `linear_time` (timings); `limits` (the input length limit) is not
//! specific to a grammar.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[macro_use]
mod cases;

mod chars;
mod components;
mod file;
mod ftp;
mod generic;
mod gopher;
mod http;
mod ip;
mod mailto;
mod news;
mod nntp;
mod prospero;
mod telnet;
mod wais;

mod api;
mod error_paths;
mod extract;
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
