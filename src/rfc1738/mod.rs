//! The URL grammar of RFC 1738 (December 1994), §5 production by
//! production, with the ten schemes of §3 and their meaning.
//!
//! Every path here is also at the crate root (`rfc1738::Url`,
//! `rfc1738::ip::hostport`): RFC 1738 is the crate's first grammar.
//!
//! One RFC section, one module, one grammar note (in the repository,
//! beside the code), one test module.

mod buf;
pub(crate) mod classes;
mod components;
#[cfg(feature = "generate")]
mod describe;
mod fast;
mod follow;
mod hints;
mod node;
mod parse;
mod production;
mod schemes;

pub mod chars;
pub mod extract;
pub mod file;
pub mod ftp;
pub mod generic;
pub mod gopher;
pub mod http;
pub mod ip;
pub mod mailto;
pub mod meaning;
pub mod news;
pub mod nntp;
pub mod prospero;
pub mod telnet;
pub mod wais;

/// The errors of the RFC 1738 grammar: the shared error types of
/// [`syntax`](crate::syntax::error), for RFC 1738's productions.
pub mod error {
    pub use crate::syntax::ErrorKind;

    /// The nom-side error of every RFC 1738 combinator (see
    /// [`syntax::Error`](crate::syntax::Error)).
    pub type Error<P = super::Production> = crate::syntax::Error<P>;

    pub use super::production::ParseError;
}

#[doc(inline)]
pub use crate::syntax::{ErrorKind, Input, Span};
pub use buf::UrlBuf;
#[doc(inline)]
pub use extract::{Extracted, extract};
#[doc(inline)]
pub use generic::{Url, UrlKind};
pub use hints::HINTS;
pub use node::Node;
pub use parse::{Options, Rfc1738, parse_production, parse_production_with};
pub use production::{IResult, ParseError, Production, UnknownProduction};

/// The start production of RFC 1738: `url`, one URL of any scheme
/// (`url = genericurl | httpurl | ftpurl | ...`), the combinator that
/// [`Url::parse`] runs.
#[doc(inline)]
pub use generic::url;

/// Parses `input` as RFC 1738 reads it: [`Url::parse`], as a function
/// beside the grammar's other items (every grammar module has `parse` and
/// `parse_with`).
pub fn parse(input: &str) -> Result<Url<'_>, ParseError> {
    Url::parse(input)
}

/// [`parse`] with [`Options`]: [`Url::parse_with`].
pub fn parse_with(input: &str, options: Options) -> Result<Url<'_>, ParseError> {
    Url::parse_with(input, options)
}
