//! The generic syntax of RFC 2396 (Uniform Resource Identifiers: Generic
//! Syntax, August 1998), Appendix A production by production, as amended
//! by RFC 2732 §3 (IPv6 literals in brackets), with a scheme table
//! (default ports and each scheme's rules, from its defining RFC) and the
//! resolution of relative references (§5.2) as meaning.
//!
//! ```
//! use rfc1738::rfc2396::UriReference;
//!
//! let uri = UriReference::parse("http://www.hardware.com/hammers;sale=false/index.html;graphics=true?item=12731&color=blue#drills")?;
//! assert_eq!(uri.scheme().unwrap().as_str(), "http");
//! assert_eq!(uri.host().unwrap().as_str(), "www.hardware.com");
//! let segments: Vec<_> = uri.segments().map(|s| s.name().as_str()).collect();
//! assert_eq!(segments, ["hammers", "index.html"]);
//! let param = uri.segments().next().unwrap().params().next().unwrap();
//! assert_eq!(param.name_value().0.as_str(), "sale");
//! assert_eq!(uri.query().unwrap().as_str(), "item=12731&color=blue");
//! assert_eq!(uri.fragment().unwrap().as_str(), "drills");
//! assert_eq!(uri.effective_port(), Some(80));
//! # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
//! ```
//!
//! Two readings of the RFC's own that surprise users:
//!
//! - A reference that is only a query, `?y`, is rejected by default:
//!   the grammar (§5, Appendix A) has `rel_path = rel_segment [ abs_path
//!   ]` and `rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" |
//!   "=" | "+" | "$" | "," )`, so a relative path is never empty, though
//!   Appendix C.1 resolves `?y = http://a/b/c/?y`.
//!   [`Options::empty_relative_path`] accepts it, as RFC 3986 does.
//! - [Resolution](UriReference::resolve) keeps `..` segments above the
//!   root (`../../../g` against `http://a/b/c/d;p?q` is `http://a/../g`,
//!   as Appendix C.2 prints): §5.2 step 6 g) says such a reference "is
//!   considered to be in error. Implementations may handle this error by
//!   retaining these components in the resolved path", and this is
//!   that choice.
//!
//! ```
//! use rfc1738::rfc2396::{Options, UriReference};
//! assert!(UriReference::parse("?y").is_err());
//! let r = UriReference::parse_with("?y", Options::new().empty_relative_path(true))?;
//! let base = UriReference::parse("http://a/b/c/d;p?q")?;
//! assert_eq!(r.resolve(&base)?.as_str(), "http://a/b/c/?y");
//! let up = UriReference::parse("../../../g")?;
//! assert_eq!(up.resolve(&base)?.as_str(), "http://a/../g");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! One RFC section, one module, one grammar note (in the repository,
//! beside the code), one test module. No module imports one that imports it:
//! `shape`, `classes` and `chars` import no other module of the grammar;
//! `authority`, `path`, `query`, `fragment` import only those; `reference`
//! imports them; `fast` (the fast path of [`UriReference::parse`], with
//! a grammar note of its own) imports `reference` and those; `node`,
//! `parse`, `follow`, `hints`, `buf`, `resolve` and `meaning` sit on top.

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
mod shape;

pub mod authority;
pub mod chars;
pub mod fragment;
pub mod meaning;
pub mod path;
pub mod query;
pub mod reference;
pub mod resolve;

#[doc(inline)]
pub use crate::syntax::{ErrorKind, Input, Span};
#[doc(inline)]
pub use authority::{Authority, Host};
pub use buf::UriReferenceBuf;
pub use hints::HINTS;
pub use node::Node;
pub use parse::{Options, Rfc2396, parse_production, parse_production_with};
pub use production::{IResult, ParseError, Production, UnknownProduction};
#[doc(inline)]
pub use reference::{UriKind, UriReference};
#[doc(inline)]
pub use resolve::{Resolution, ResolveError, ResolveWarning};

/// The start production of RFC 2396: `URI-reference`, an absolute URI or
/// a relative reference with an optional fragment, the combinator that
/// [`UriReference::parse`] runs.
#[doc(inline)]
pub use reference::uri_reference;

/// Parses `input` as RFC 2396 reads it: [`UriReference::parse`], as a function
/// beside the grammar's other items (every grammar module has `parse` and
/// `parse_with`).
pub fn parse(input: &str) -> Result<UriReference<'_>, ParseError> {
    UriReference::parse(input)
}

/// [`parse`] with [`Options`]: [`UriReference::parse_with`].
pub fn parse_with(input: &str, options: Options) -> Result<UriReference<'_>, ParseError> {
    UriReference::parse_with(input, options)
}
