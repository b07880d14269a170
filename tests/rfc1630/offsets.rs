//! No error after the mistake: over single-edit mutations of the
//! corpus's URLs, every error of `Rfc1630::parse` is at or before the first
//! byte after which no continuation gives a valid input, as an Earley
//! recognizer reads it from the grammar as data
//! (tests/common/viable.rs); and the recognizer and the parser agree on
//! which inputs are valid. `RFC1738_MUTATIONS=N` checks `N` mutations
//! instead of 45,000.

use rfc1738::rfc1630::Rfc1630;

use crate::common::viable::{Exception, check};

/// The errors placed after the mistake on purpose, each documented in
/// grammar-notes/rfc1630/: none. A malformed escape in a login run is
/// reported at the escape only when the run before its `%` can still be
/// a login (grammar-notes/rfc1630/ip.md).
const EXCEPTIONS: &[Exception] = &[];

/// The inputs of issue 40 checked with the mutations.
const ALSO: &[&str] = &[
    "ftp://%3@h/",
    "ftp://%41@h/",
    "ftp://u@%3/",
    "http://u@h~x/",
    "http://u@h#/",
];

#[test]
fn no_error_after_the_mistake() {
    let n = std::env::var("RFC1738_MUTATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(45_000);
    let found = check::<Rfc1630>("rfc1630::offsets", n, ALSO, EXCEPTIONS);
    assert_eq!(found.inputs, n + ALSO.len());
    assert!(found.invalid > n / 20, "{found:?}");
}
