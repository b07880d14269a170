//! # rfc1738
//!
//! The URL grammar of [RFC 1738] (Uniform Resource Locators, December
//! 1994), production by production, as [nom] 8 parser combinators.
//!
//! Every one of the 67 productions of RFC 1738 §5 is a public function
//! named after it (`-` becomes `_`, `gopher+_string` becomes
//! [`gopher_plus_string`](gopher::gopher_plus_string)), in a module that
//! mirrors the RFC's sections, with its BNF line in its documentation. Each
//! returns a typed node that borrows from the input and carries its byte
//! [`Span`]; errors name the production and the byte where matching stopped.
//!
//! ```
//! use rfc1738::{Production, Url};
//!
//! let url = Url::parse("ftp://joe:secret@ftp.example.com/pub/file.txt;type=i")?;
//! assert_eq!(url.production(), Production::Ftpurl);
//! let ftp = url.as_ftp().unwrap();
//! assert_eq!(ftp.login().user().unwrap().as_str(), "joe");
//! assert_eq!(ftp.login().hostport().host().as_str(), "ftp.example.com");
//! let segments: Vec<_> = ftp.fpath().unwrap().segments().map(|s| s.as_str()).collect();
//! assert_eq!(segments, ["pub", "file.txt"]);
//! assert_eq!(ftp.ftptype().unwrap().code(), 'i');
//!
//! let err = Url::parse("http://example.com:/").unwrap_err();
//! assert_eq!(err.to_string(), "expected digits at byte 19, found '/' (within port, hostport, httpurl, url)");
//! # Ok::<(), rfc1738::ParseError>(())
//! ```
//!
//! Layout: one RFC section, one module, one grammar note
//! (`grammar-notes/rfc1738/<module>.md`, which records every place where the code
//! reads the BNF in a way that is not a literal transcription, and why it
//! accepts the same strings), one test file.
//!
//! [RFC 1738]: https://www.rfc-editor.org/rfc/rfc1738
//! [nom]: https://docs.rs/nom/8

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// No panic paths in the library (issue 6): these lints deny the ways code
// can panic on input. Unit tests may use them (clippy.toml).
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::string_slice,
    clippy::unreachable,
    clippy::todo,
    clippy::unimplemented
)]

pub mod syntax;

pub mod rfc1738;

// RFC 1738 was the crate's first grammar: its paths stay at the root
// (`rfc1738::Url`, `rfc1738::ip::hostport`, `rfc1738::Production`).
pub use self::rfc1738::*;

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
