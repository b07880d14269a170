//! The RFC 1738 helpers of the per-module test files: `render` and
//! `accepted_set` are the shared ones of tests/common/cases.rs over
//! RFC 1738, which the `cases!` macro there calls through this file;
//! `fn_name` gives the snapshot's name.

#![allow(dead_code)]

use rfc1738::rfc1738::{Production, Rfc1738};

/// The shared `render` over RFC 1738 (tests/common/cases.rs).
pub fn render(p: Production, accept: &[&str], reject: &[&str], language: usize) -> String {
    crate::common::cases::render::<Rfc1738>(p, accept, reject, language)
}

/// `gopher+_string` → `gopher_plus_string`, `ip-schemepart` →
/// `ip_schemepart`: the production's combinator, test and snapshot name.
pub fn fn_name(p: Production) -> String {
    p.name().replace('+', "_plus").replace('-', "_")
}

/// The shared `accepted_set` over RFC 1738 (tests/common/cases.rs).
pub fn accepted_set(p: Production) -> (String, bool) {
    crate::common::cases::accepted_set::<Rfc1738>(p)
}
