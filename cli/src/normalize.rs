//! `rfc1738 normalize URL...`: the normal form of each URI reference
//! under RFC 3986 §6 (syntax-based normalization, §6.2.2, and for http
//! and https the scheme-based one, §6.2.3: the library's
//! `UriReference::normalize`), one line on standard output per input, in
//! order; `-` reads one reference per line from standard input. An
//! invalid input gets an empty line, and why it is invalid goes to
//! standard error with where it is (`argument N, column C`, or
//! `-:LINE:COLUMN`); then the exit status is 1.

use std::process::ExitCode;

use rfc1738::rfc3986::{Options, UriReference};

use crate::resolve::{Outcome, each, invalid};

/// `rfc1738 normalize`: 0 when every input is a URI reference, 1 when
/// some is not, 2 for an error reading standard input.
pub fn run(urls: &[String], options: Options) -> ExitCode {
    each(
        "normalize",
        urls,
        &mut |text| match UriReference::parse_with(text, options) {
            Ok(uri) => Outcome::Target(uri.normalize(), Vec::new()),
            Err(e) => invalid(&e),
        },
    )
}
