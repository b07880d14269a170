//! The RFC 3987 helpers of the per-module test files: `render` and
//! `accepted_set` are the shared ones of tests/common/cases.rs over
//! RFC 3987, which the `cases!` macro there calls through this file;
//! `fn_name` gives the snapshot's name.

#![allow(dead_code)]

use rfc1738::rfc3987::{Production, Rfc3987};

/// The shared `render` over RFC 3987 (tests/common/cases.rs).
pub fn render(p: Production, accept: &[&str], reject: &[&str], language: usize) -> String {
    crate::common::cases::render::<Rfc3987>(p, accept, reject, language)
}

/// `URI-reference` → `uri_reference`, `IPv6reference` →
/// `ipv6reference`: the production's combinator, test and snapshot name
/// (the table's, which is not mechanical for this grammar's spellings).
pub fn fn_name(p: Production) -> String {
    p.fn_name().to_owned()
}

/// The shared `accepted_set` over RFC 3987 (tests/common/cases.rs).
pub fn accepted_set(p: Production) -> (String, bool) {
    crate::common::cases::accepted_set::<Rfc3987>(p)
}
