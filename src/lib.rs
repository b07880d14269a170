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
//! ## What a URL means
//!
//! The BNF says which strings are URLs; the prose of §2, §3 and §6 says
//! what they mean. The [`meaning`] layer adds that as methods on [`Url`]
//! and the nodes, each rule with its section: ports and default ports,
//! host numbers, percent-decoding per component, FTP's commands, the
//! gopher type, §2.2 equivalence, and the §6 security notes as warnings.
//!
//! ```
//! use rfc1738::Url;
//!
//! let url = Url::parse("http://h.example/")?;
//! assert_eq!(url.port(), None);                // none written
//! assert_eq!(url.default_port(), Some(80));    // §3.3
//! assert_eq!(url.effective_port(), Some(80));  // so the default applies
//!
//! let url = Url::parse("http://h.example:8080/")?;
//! assert_eq!(url.port().unwrap().as_str(), "8080");
//! assert_eq!(url.effective_port(), Some(8080));
//!
//! // The BNF bounds no port (`port = digits`): 99999 parses, and names
//! // no port to connect to. The default is never put in its place.
//! let url = Url::parse("http://h.example:99999/")?;
//! assert!(url.port_value().unwrap().is_err());
//! assert_eq!(url.effective_port(), None);
//!
//! // §6 as a lint: a gopher URL aimed at an SMTP port, with a CR LF in it.
//! let url = Url::parse("gopher://mail.example:25/1x%0D%0AHELO")?;
//! let warnings: Vec<String> = url.warnings().iter().map(|w| w.to_string()).collect();
//! assert_eq!(warnings[0], "port 25 at byte 22 is not the scheme's default port 70 (§6)");
//! # Ok::<(), rfc1738::ParseError>(())
//! ```
//!
//! ## Errors
//!
//! A [`ParseError`] says where matching stopped and why: the byte
//! [`offset`](ParseError::offset), the production
//! [`expected`](ParseError::expected) there, the productions it was
//! [`within`](ParseError::within) (innermost first), and the character
//! [`found`](ParseError::found) (`None` at the end of the input). Its
//! message is one lowercase line; a caret rendering for people is the
//! command-line tool's (`rfc1738 parse URL`).
//!
//! ```
//! use rfc1738::{Production, Url};
//!
//! let err = Url::parse("http://example.com:/").unwrap_err();
//! assert_eq!(err.offset(), 19);
//! assert_eq!(err.expected(), Production::Digits);
//! assert_eq!(
//!     err.within(),
//!     [Production::Port, Production::Hostport, Production::Httpurl, Production::Url]
//! );
//! assert_eq!(err.found(), Some('/'));
//! assert_eq!(
//!     err.to_string(),
//!     "expected digits at byte 19, found '/' (within port, hostport, httpurl, url)"
//! );
//! ```
//!
//! ## Owned URLs
//!
//! A [`Url`] borrows its input. [`UrlBuf`] owns its text (as `PathBuf`
//! beside `Path`) and gives the `Url` on demand; it is what to keep in a
//! `Vec` or a struct, and what the optional `serde` feature reads and
//! writes.
//!
//! ```
//! use rfc1738::UrlBuf;
//!
//! let text = String::from("ftp://ftp.example.com/pub\nnews:comp.infosystems\n");
//! let urls: Vec<UrlBuf> = text.lines().map(str::parse).collect::<Result<_, _>>()?;
//! drop(text);
//! assert_eq!(urls[0].parsed().effective_port(), Some(21));
//! assert!(urls[1].parsed().scheme_is("NEWS"));
//! # Ok::<(), rfc1738::ParseError>(())
//! ```
//!
//! ## RFC 2396 with RFC 2732
//!
//! The generic syntax of URI references, RFC 2396 Appendix A as RFC 2732
//! amends it, is the crate's second grammar: [`rfc2396`], with
//! [`rfc2396::UriReference`], its productions, seed 002's scheme table
//! and §5.2 resolution.
//!
//! ## One input under every grammar
//!
//! Each grammar's URL type gives the same small set of parts as written
//! ([`Components`]: `Url::components`, `rfc1630::Url::components`,
//! `rfc2396::UriReference::components`), and [`compare::compare`] reads one
//! input under RFC 1738, RFC 1630 and RFC 2396 at once: the verdict of
//! each, the components side by side, and the differences between them,
//! each with its bytes and the section of each grammar.
//!
//! ```
//! use rfc1738::compare::{compare, GrammarId, Kind};
//! let report = compare("ftp://localhost/baz.gif;type=a");
//! let path = |g| report.components(g).unwrap().path.unwrap().as_str();
//! assert_eq!(path(GrammarId::Rfc1738), "baz.gif;type=a");   // §3.1: no leading `/`
//! assert_eq!(path(GrammarId::Rfc2396), "/baz.gif;type=a");
//! assert!(report.differences().iter().any(|d| d.kind == Kind::FtpTypecode));
//! ```
//!
//! ## In your own nom parser
//!
//! Every production of the three grammars is a nom 8 parser over
//! [`Input`] (the text still to parse and its byte offset in the whole
//! input), so it goes into a parser of your own:
//!
//! - **over [`Input`]**, directly: nom's `tag`, `take_until`, `char`,
//!   `digit1`, `map_res` and `context` run on it with the grammar's error
//!   type, and a `context` of yours shows in the error it becomes;
//! - **over `&str`**, through [`compose::adapt_str`], given your whole
//!   text: the nodes' spans are byte offsets into it;
//! - **over `nom_locate::LocatedSpan<&str>`** (feature `nom_locate`),
//!   through [`compose::adapt`]: the spans agree with its
//!   `location_offset()`, so line and column come from your spans;
//! - **across grammars**, with [`AnyError`], the error every grammar's
//!   `ParseError` converts into (with `?`), as the error type of one
//!   parser that mixes the productions of two grammars.
//!
//! The rule: **a production called from outside never takes a decision
//! away from its caller.** Inside the grammar a production commits where
//! the grammar's notes say (a `%` to its escape, a `:` after a host to a
//! port), which is what makes [`Url::parse`]'s errors precise; called from
//! your parser, its mismatch is `nom::Err::Error`, never `Failure`, so your
//! `alt`, `opt` and `many0` go on with their other choices.
//!
//! ```
//! use nom::branch::alt;
//! use nom::bytes::complete::{tag, take_till1};
//! use nom::combinator::{eof, map};
//! use nom::sequence::{preceded, terminated};
//! use nom::Parser;
//! use rfc1738::{compose::adapt_str, ip};
//!
//! let text = "proxy = cache.example:3128\nname = example.com:http\n";
//! let (proxy, name) = text.split_once('\n').unwrap();
//! // `KEY = ` and a value: a whole `hostport`, or else a plain word.
//! let mut entry = preceded(
//!     (take_till1(|c| c == ' '), tag(" = ")),
//!     alt((
//!         map(terminated(adapt_str(text, ip::hostport), eof), |h| ("hostport", h.span().range())),
//!         map(take_till1(|c| c == '\n'), |w: &str| ("word", 0..w.len())),
//!     )),
//! );
//! let r: nom::IResult<_, _, nom::error::Error<&str>> = entry.parse(proxy);
//! assert_eq!(r.unwrap().1, ("hostport", 8..26)); // offsets into `text`
//! let r: nom::IResult<_, _, nom::error::Error<&str>> = entry.parse(name.trim_end());
//! assert_eq!(r.unwrap().1 .0, "word"); // `:http` is no port: `alt` goes on
//! ```
//!
//! `cargo run --example compose --all-features` parses a small
//! configuration file three times, over `&str`, over `LocatedSpan<&str>`
//! and over [`Input`], and prints errors of the three grammars through
//! [`AnyError`].
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

pub mod rfc1630;
pub mod rfc2396;

pub mod compare;

// `rfc1738::compare(input)`, as issue 17 names it: the function beside its
// module (a module and a function do not share a namespace).
pub use self::compare::compare;

// RFC 1738 was the crate's first grammar: its paths stay at the root
// (`rfc1738::Url`, `rfc1738::ip::hostport`, `rfc1738::Production`).
pub use self::rfc1738::*;

// The generic parts of a URL under any grammar, at the root beside `Url`.
pub use self::syntax::{Component, Components};

// The error of every grammar, and the productions in parsers of your own.
#[doc(inline)]
pub use self::syntax::{AnyError, compose};

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
