//! The URL grammar of RFC 1630 ("Universal Resource Identifiers in WWW",
//! June 1994): its "BNF for specific URL schemes" (pages 24-27)
//! production by production, the grammar the early web clients were
//! written against, with the rules of RFC 822 that `mid:` and `cid:`
//! name.
//!
//! One part of the RFC, one module, one grammar note (in the repository,
//! beside the code), one test module. The house is RFC 1738's
//! ([`syntax`](crate::syntax)); no production here calls one of RFC
//! 1738's.
//!
//! ```
//! use rfc1738::rfc1630::{parse_production, FragmentAddress, Production, Url};
//!
//! let url = Url::parse("ftp://anonymous@ftp.example.org/pub/rfc;type=AN")?;
//! assert_eq!(url.production(), Production::Ftpaddress);
//! let ftp = url.as_ftp().unwrap();
//! assert_eq!(ftp.login().user().unwrap().as_str(), "anonymous");
//! assert_eq!(ftp.ftptype().unwrap().code(), 'A');
//!
//! // RFC 1630's own character classes: `@`, `&`, `+`, `"` are data.
//! assert!(Url::parse("http://a_b.example./q\"x\"?a+b&c").is_ok());
//! // ... and `=` is not: the common query is no RFC 1630 URL.
//! assert!(Url::parse("http://h/a?b=c").is_err());
//!
//! let f = FragmentAddress::parse("http://h/doc#section2")?;
//! assert_eq!(f.fragmentid().unwrap().as_str(), "section2");
//!
//! let node = parse_production(Production::AddrSpec, "960830.1639@XIson.com")?;
//! assert_eq!(node.production(), Production::AddrSpec);
//! # Ok::<(), rfc1738::rfc1630::ParseError>(())
//! ```

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

pub mod chars;
pub mod ftp;
pub mod generic;
pub mod gopher;
pub mod http;
pub mod ip;
pub mod mailto;
pub mod meaning;
pub mod mid;
pub mod news;
pub mod nntp;
pub mod path;
pub mod prospero;
pub mod telnet;
pub mod wais;

#[doc(inline)]
pub use crate::syntax::{ErrorKind, Input, Span};
pub use buf::UrlBuf;
#[doc(inline)]
pub use generic::{FragmentAddress, Url, UrlKind};
pub use hints::HINTS;
pub use node::Node;
pub use parse::{Options, Rfc1630, parse_production, parse_production_with};
pub use production::{IResult, ParseError, Production, UnknownProduction};

/// The start production of RFC 1630: `url`, a URL without the `url:` prefix
/// (the combinator of the RFC's start symbol; `prefixedurl` reads the
/// prefixed form).
#[doc(inline)]
pub use generic::url;

/// Parses `input` as RFC 1630 reads it: [`Url::parse`], as a function
/// beside the grammar's other items (every grammar module has `parse` and
/// `parse_with`).
pub fn parse(input: &str) -> Result<Url<'_>, ParseError> {
    Url::parse(input)
}

/// [`parse`] with [`Options`]: [`Url::parse_with`].
pub fn parse_with(input: &str, options: Options) -> Result<Url<'_>, ParseError> {
    Url::parse_with(input, options)
}
