//! Internationalized Resource Identifiers: RFC 3987 (January 2005), the
//! grammar of §2.2 rule by rule, and the mappings of §3 between IRIs and
//! URIs.
//!
//! An IRI is an RFC 3986 URI whose unreserved characters take in most of
//! Unicode (`ucschar`), and whose query may hold private use characters
//! (`iprivate`). Every rule of §2.2 that differs from RFC 3986's is a nom
//! 8 combinator here, named after it (`ihost`, `ipath-abempty`,
//! `iquery`, ...); the rules §2.2 lists as the same as RFC 3986's
//! (`scheme`, `port`, `IP-literal`, `IPv4address`, `pct-encoded`, ...)
//! are RFC 3986's combinators, called where they stand ([`shared`]).
//! Offsets are byte offsets into the UTF-8 text; an error's `found` is
//! the character there.
//!
//! ```
//! use rfc1738::rfc3987::{Production, IriReference};
//!
//! let iri = IriReference::parse("http://例え.jp/パス?q=1#top")?;
//! assert_eq!(iri.production(), Production::Iri);
//! assert_eq!(iri.host().unwrap().as_str(), "例え.jp");
//! assert_eq!(iri.host().unwrap().kind_name(), "ireg-name");
//! assert_eq!(iri.path().span().range(), 16..23);
//!
//! // Private use characters stand for themselves in the query only.
//! assert!(IriReference::parse("http://h/?\u{E000}").is_ok());
//! let err = IriReference::parse("http://h/\u{E000}").unwrap_err();
//! assert_eq!((err.offset(), err.found()), (9, Some('\u{E000}')));
//! assert_eq!(err.hint().unwrap().id, "private-outside-query");
//! # Ok::<(), rfc1738::ParseError<Production>>(())
//! ```
//!
//! The mappings of §3 ([`to_uri`], [`to_iri`]) and resolution (§6.5:
//! RFC 3986's algorithm on the IRI's components, [`IriReference::resolve`]):
//!
//! ```
//! use rfc1738::rfc3987::{self, IriReference};
//!
//! assert_eq!(rfc3987::to_uri("http://例え.jp/パス"), "http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9");
//! assert_eq!(rfc3987::to_iri("http://www.example.org/D%C3%BCrst"), "http://www.example.org/Dürst");
//! let base = IriReference::parse("http://例え.jp/a/b/c")?;
//! let target = IriReference::parse("../δ?q")?.resolve(&base).unwrap();
//! assert_eq!(target.as_str(), "http://例え.jp/a/δ?q");
//! # Ok::<(), rfc1738::ParseError<rfc1738::rfc3987::Production>>(())
//! ```
//!
//! One module per part of the grammar, one grammar note (in the
//! repository, beside the code), one test module: [`chars`],
//! [`reference`](mod@reference), [`authority`], [`path`], [`query`],
//! [`fragment`], [`shared`]; [`map`](mod@map) (§3), and resolution.

mod buf;
pub(crate) mod classes;
mod components;
#[cfg(feature = "generate")]
mod describe;
mod follow;
mod hints;
mod node;
mod parse;
mod production;
mod resolve;
pub(crate) mod scan;

pub mod authority;
pub mod chars;
pub mod fragment;
pub mod map;
pub mod path;
pub mod query;
pub mod reference;
pub mod shared;

#[doc(inline)]
pub use crate::syntax::{ErrorKind, Input, Span};
pub use buf::IriReferenceBuf;
pub use hints::HINTS;
pub use map::{to_iri, to_uri};
pub use node::Node;
pub use parse::{Options, Rfc3987, parse_production, parse_production_with};
pub use production::{IResult, ParseError, Production, UnknownProduction};
#[doc(inline)]
pub use reference::{IriKind, IriReference};

/// The start rule of RFC 3987: `IRI-reference`, an `IRI` or an
/// `irelative-ref`, the combinator that matches the longest prefix of
/// its input that is one.
#[doc(inline)]
pub use reference::iri_reference;

/// Parses `input` as RFC 3987 reads it: [`IriReference::parse`], as a
/// function beside the grammar's other items.
pub fn parse(input: &str) -> Result<IriReference<'_>, ParseError> {
    IriReference::parse(input)
}

/// [`parse`] with [`Options`]: [`IriReference::parse_with`].
pub fn parse_with(input: &str, options: Options) -> Result<IriReference<'_>, ParseError> {
    IriReference::parse_with(input, options)
}
