//! `rfc1738 to-uri IRI...` and `rfc1738 to-iri URI...`: the mappings of
//! RFC 3987 §3 between IRIs and URIs (the library's `rfc3987::to_uri`,
//! §3.1, and `rfc3987::to_iri`, §3.2), one line on standard output per
//! input, in order; `-` reads one per line from standard input. An input
//! that is no IRI reference (to-uri, RFC 3987 §2.2) or no URI reference
//! (to-iri, RFC 3986) gets an empty line, and why it is invalid goes to
//! standard error with where it is (`argument N, column C`, or
//! `-:LINE:COLUMN`); then the exit status is 1.

use std::process::ExitCode;

use rfc1738::{rfc3986, rfc3987};

use crate::resolve::{Outcome, each, invalid};

/// `rfc1738 to-uri`: 0 when every input is an IRI reference, 1 when
/// some is not, 2 for an error reading standard input.
pub fn to_uri(iris: &[String], options: rfc3987::Options) -> ExitCode {
    each(
        "to-uri",
        iris,
        &mut |text| match rfc3987::IriReference::parse_with(text, options) {
            Ok(iri) => Outcome::Target(iri.to_uri(), Vec::new()),
            Err(e) => invalid(&e),
        },
    )
}

/// `rfc1738 to-iri`: 0 when every input is a URI reference, 1 when some
/// is not, 2 for an error reading standard input.
pub fn to_iri(uris: &[String], options: rfc3986::Options) -> ExitCode {
    each(
        "to-iri",
        uris,
        &mut |text| match rfc3986::UriReference::parse_with(text, options) {
            Ok(uri) => Outcome::Target(rfc3987::to_iri(uri.as_str()), Vec::new()),
            Err(e) => invalid(&e),
        },
    )
}
