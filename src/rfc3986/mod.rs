//! The generic syntax in force: RFC 3986 (Uniform Resource Identifier
//! (URI): Generic Syntax, January 2005, STD 66), Appendix A rule by rule,
//! with RFC 6874's zone identifiers in IPv6 literals as an option.
//!
//! ```
//! use rfc1738::rfc3986::{Production, UriReference};
//!
//! let uri = UriReference::parse("https://joe@[2001:db8::7]:8443/a/b?q=1#top")?;
//! assert_eq!(uri.production(), Production::Uri);
//! assert_eq!(uri.scheme().unwrap().as_str(), "https");
//! assert_eq!(uri.userinfo().unwrap().as_str(), "joe");
//! assert_eq!(uri.host().unwrap().kind_name(), "IP-literal");
//! assert_eq!(uri.port().unwrap().number(), Some(8443));
//! assert_eq!(uri.path().as_str(), "/a/b");
//! assert_eq!(uri.query().unwrap().as_str(), "q=1");
//! assert_eq!(uri.fragment().unwrap().as_str(), "top");
//!
//! // A relative reference: its first segment may not hold a `:` (§4.2).
//! let err = UriReference::parse("a:b/c:d e").unwrap_err();
//! assert_eq!(err.offset(), 7);
//! let err = UriReference::parse("1a:b").unwrap_err();
//! assert_eq!((err.offset(), err.hint().unwrap().id), (2, "colon-in-first-segment"));
//! # Ok::<(), rfc1738::ParseError<Production>>(())
//! ```
//!
//! Resolution (§5.2–5.4) and normalization (§6) work on the five
//! components as strings ([`resolve`], [`normalize`](mod@normalize)), and
//! [`UriReference::resolve`] and [`UriReference::normalize`] on a parsed
//! reference:
//!
//! ```
//! use rfc1738::rfc3986::UriReference;
//!
//! let base = UriReference::parse("http://a/b/c/d;p?q")?;
//! let target = UriReference::parse("../g?y#s")?.resolve(&base).unwrap();
//! assert_eq!(target.as_str(), "http://a/b/g?y#s");
//! let a = UriReference::parse("example://a/b/c/%7Bfoo%7D")?;
//! let b = UriReference::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?;
//! assert_eq!(a.normalize(), b.normalize());
//! # Ok::<(), rfc1738::ParseError<rfc1738::rfc3986::Production>>(())
//! ```
//!
//! One RFC section, one module, one grammar note (in the repository,
//! beside the code), one test module: [`chars`] (§2), [`reference`](mod@reference) (§3,
//! §3.1, §4), [`authority`] (§3.2), [`path`] (§3.3), [`query`] (§3.4),
//! [`fragment`] (§3.5). Every rule is a nom 8 combinator over
//! [`Input`] named after it; they share one deterministic reading, in
//! which an error is at the first byte after which no text could make
//! the input valid.

mod buf;
pub(crate) mod classes;
mod components;
#[cfg(feature = "generate")]
mod describe;
mod follow;
mod hints;
mod node;
pub(crate) mod parse;
mod production;
pub(crate) mod scan;
pub(crate) mod shape;

pub mod authority;
pub mod chars;
pub mod fragment;
pub mod normalize;
pub mod path;
pub mod query;
pub mod reference;
pub mod resolve;

#[doc(inline)]
pub use crate::syntax::{ErrorKind, Input, Span};
pub use buf::UriReferenceBuf;
pub use hints::HINTS;
pub use node::Node;
pub use parse::{Options, Rfc3986, parse_production, parse_production_with};
pub use production::{IResult, ParseError, Production, UnknownProduction};
#[doc(inline)]
pub use reference::{UriKind, UriReference};

/// The start rule of RFC 3986: `URI-reference`, a `URI` or a
/// `relative-ref`, the combinator that matches the longest prefix of its
/// input that is one.
#[doc(inline)]
pub use reference::uri_reference;

/// Parses `input` as RFC 3986 reads it: [`UriReference::parse`], as a
/// function beside the grammar's other items (every grammar module has
/// `parse` and `parse_with`).
pub fn parse(input: &str) -> Result<UriReference<'_>, ParseError> {
    UriReference::parse(input)
}

/// [`parse`] with [`Options`]: [`UriReference::parse_with`].
pub fn parse_with(input: &str, options: Options) -> Result<UriReference<'_>, ParseError> {
    UriReference::parse_with(input, options)
}
