//! No error after the mistake: over single-edit mutations of the
//! corpus's URLs, every error of `Rfc2396::parse` is at or before the first
//! byte after which no continuation gives a valid input, as an Earley
//! recognizer reads it from the grammar as data
//! (tests/common/viable.rs); and the recognizer and the parser agree on
//! which inputs are valid. `RFC1738_MUTATIONS=N` checks `N` mutations
//! instead of 45,000.

use rfc1738::rfc2396::Rfc2396;

use crate::common::viable::{Exception, check};

/// The errors placed after the mistake on purpose, each documented in
/// grammar-notes/rfc2396/: none. A malformed escape after a bracket in
/// an authority ends the run at its `%`, and an IPv6 literal's pieces
/// stop where no more fit (grammar-notes/rfc2396/authority.md, "Cuts").
const EXCEPTIONS: &[Exception] = &[];

/// The inputs of issue 40 checked with the mutations.
const ALSO: &[&str] = &[
    "http://h]%zz/",
    "http://h]%41/",
    "http://[::1]%zz/",
    "http://[fe860::1%eth0]/",
    "http://[fe80::1%eth0]/",
    "http://[1:2:3:4:5:6:7:8:9]/",
    "http://[1:2:3:4:5:6:7::8]/",
    "http://[0:1:2:3:4:5:6:7:8]",
    "https://[0:1.23.23]",
];

#[test]
fn no_error_after_the_mistake() {
    let n = std::env::var("RFC1738_MUTATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(45_000);
    let found = check::<Rfc2396>("rfc2396::offsets", n, ALSO, EXCEPTIONS);
    assert_eq!(found.inputs, n + ALSO.len());
    assert!(found.invalid > n / 20, "{found:?}");
}
