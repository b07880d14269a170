//! No error after the mistake: over single-edit mutations of the
//! corpus's URLs, every error of `Rfc1738::parse` is at or before the first
//! byte after which no continuation gives a valid input, as an Earley
//! recognizer reads it from the grammar as data
//! (tests/common/viable.rs); and the recognizer and the parser agree on
//! which inputs are valid. `RFC1738_MUTATIONS=N` checks `N` mutations
//! instead of 45,000.

use rfc1738::rfc1738::Rfc1738;

use crate::common::viable::{Exception, check};

/// The errors placed after the mistake on purpose, each documented in
/// grammar-notes/rfc1738/: none. The errors RFC 1738 places early on
/// purpose are before it, which the check allows: a user name or
/// password in an http URL is reported where `hostport` was needed,
/// byte 7 of `http://u:p@h/` (§3.3 "No user name or password is
/// allowed"; grammar-notes/rfc1738/generic.md, "Errors moved to the
/// real mistake"), a host run with a letter in it is read as a name
/// (`http://3com/` says `toplabel`), an ftp `";"` that starts no
/// `";type="` is reported where it is.
const EXCEPTIONS: &[Exception] = &[];

/// The inputs of issue 40 checked with the mutations.
const ALSO: &[&str] = &[
    "http://u:p@h/",
    "http://h/%zz ",
    "http://h/{ ",
    "http://h:x/ ",
    "!foo:bar ",
    "file:///[x]",
    "http://[x]/",
    "ftp://u@[::1]/",
    "URL:",
    "URL://h/",
];

#[test]
fn no_error_after_the_mistake() {
    let n = std::env::var("RFC1738_MUTATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(45_000);
    let found = check::<Rfc1738>("rfc1738::offsets", n, ALSO, EXCEPTIONS);
    assert_eq!(found.inputs, n + ALSO.len());
    assert!(found.invalid > n / 20, "{found:?}");
}
