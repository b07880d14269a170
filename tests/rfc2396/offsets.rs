//! No error after the mistake: over single-edit mutations of the
//! corpus's URLs, every error of `Rfc2396::parse` is at or before the first
//! byte after which no continuation gives a valid input, as an Earley
//! recognizer reads it from the grammar as data
//! (tests/common/viable.rs); and the recognizer and the parser agree on
//! which inputs are valid.

use rfc1738::rfc2396::Rfc2396;

use crate::common::viable::{Exception, check};

/// The errors placed before the mistake on purpose, each documented in
/// grammar-notes/rfc2396/.
const EXCEPTIONS: &[Exception] = &[];

#[test]
fn no_error_after_the_mistake() {
    let n = std::env::var("RFC1738_MUTATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(45_000);
    let found = check::<Rfc2396>("rfc2396::offsets", n, EXCEPTIONS);
    assert!(found.inputs >= n.min(40_000));
}
