//! # rfc1738
//!
//! The URL grammars of three early RFCs, production by production, as
//! [nom] 8 parser combinators: [RFC 1738] (Uniform Resource Locators,
//! December 1994), [RFC 1630] (Universal Resource Identifiers in WWW, June
//! 1994) and [RFC 2396] (URI Generic Syntax, August 1998) with [RFC 2732]'s
//! IPv6 literals. Every production is a public function named after it,
//! with its BNF in its documentation; it returns a typed node that borrows
//! from the input and carries its byte [`Span`], and allocates nothing. An
//! error names the production and the byte where matching stopped, with a
//! hint when a URL is only newer than the grammar. One URL can be read
//! under every grammar at once, and the crate generates URLs, near
//! misses and grammar coverage for testing other URL parsers. It is for
//! programs that meet historic URLs (gopher and ftp clients, crawlers and
//! web archives, link checkers, security tools) and for people who check
//! a parser against the RFCs.
//!
//! The crate is not published on crates.io yet (`cargo add rfc1738`
//! fails): depend on a clone, by path or through git, in your
//! `Cargo.toml`:
//!
//! ```toml
//! [dependencies]
//! rfc1738 = { path = "../rfc1738" }
//! # or: rfc1738 = { git = "file:///home/you/src/rfc1738", branch = "main" }
//! ```
//!
//! ## RFC 1738
//!
//! The 67 productions of RFC 1738 §5 and the ten schemes of §3 (http, ftp
//! with `;type=`, gopher with Gopher+, mailto, news, nntp, telnet, wais,
//! file, prospero), with the generic syntax for every other scheme. Its
//! paths are at the crate root ([`Url`], [`Production`], [`ip::hostport`],
//! [`gopher::gopher_plus_string`]) and in [`rfc1738`](mod@crate::rfc1738). A URL of a
//! predefined scheme must match that scheme's production; scheme names
//! compare case-insensitively (§2.1). The prose of §2, §3 and §6 is the
//! [`meaning`] layer: default ports, percent-decoding per component,
//! FTP's commands, §2.2 equivalence, and the §6 security notes as
//! warnings. [`UrlBuf`] owns its text (as `PathBuf` beside `Path`), and
//! [`UrlBuf::parsed`] gives its tree: keep `UrlBuf`s where URLs must
//! outlive the text they were read from (a line read in a loop; see
//! [`UrlBuf`] for error E0597 and its fix).
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
//! assert_eq!(url.effective_port(), Some(21)); // §3.2: none written, the default
//!
//! // §6 as a lint: a gopher URL aimed at an SMTP port, with a CR LF in it.
//! let url = Url::parse("gopher://mail.example:25/1x%0D%0AHELO")?;
//! let warnings: Vec<String> = url.warnings().iter().map(|w| w.to_string()).collect();
//! assert_eq!(warnings[0], "port 25 at byte 22 is not the scheme's default port 70 (§6)");
//! # Ok::<(), rfc1738::ParseError>(())
//! ```
//!
//! ## RFC 1630
//!
//! [`rfc1630`] is the URL grammar of RFC 1630's "BNF for specific URL
//! schemes", the one the early web clients were written against: its own
//! character classes (`@ & + "` are data, `=` is not), the `url:` prefix,
//! `mid:` and `cid:` with the RFC 822 rules they name, and the fragment
//! outside the URL ([`rfc1630::FragmentAddress`]). There is no generic
//! form: `https:` and `file:` are no RFC 1630 URLs.
//!
//! ```
//! use rfc1738::rfc1630::{FragmentAddress, Production, Url};
//!
//! let url = Url::parse("ftp://anonymous@ftp.example.org/pub/rfc;type=AN")?;
//! assert_eq!(url.production(), Production::Ftpaddress);
//! assert_eq!(url.as_ftp().unwrap().ftptype().unwrap().code(), 'A');
//! assert_eq!(Url::parse("url:news:1234@a.sn.no")?.production(), Production::Prefixedurl);
//! assert!(Url::parse("http://h/a?b=c").is_err()); // "=" is reserved in RFC 1630
//! let f = FragmentAddress::parse("http://www.myu.edu/org/admin/people#andy")?;
//! assert_eq!(f.fragmentid().unwrap().as_str(), "andy");
//! # Ok::<(), rfc1738::rfc1630::ParseError>(())
//! ```
//!
//! ## RFC 2396 with RFC 2732
//!
//! [`rfc2396`] is the generic syntax of URI references, RFC 2396 Appendix
//! A as RFC 2732 §3 amends it (IPv6 literals in brackets):
//! [`rfc2396::UriReference`] with its nine parts (user and password,
//! per-segment `;params`, the query's pairs), the default ports and rules
//! of http, https, ftp, rtsp, rtspu, telnet, file and mailto as warnings
//! citing each scheme's RFC, and the resolution of relative references
//! (§5.2).
//!
//! ```
//! use rfc1738::rfc2396::UriReference;
//!
//! let uri = UriReference::parse("http://[::1]:8080/hammers;sale=false/index.html?item=1&color=blue#drills")?;
//! assert_eq!(uri.host().unwrap().as_str(), "[::1]");
//! assert_eq!(uri.ipv6().unwrap().to_std().unwrap(), std::net::Ipv6Addr::LOCALHOST);
//! assert_eq!(uri.effective_port(), Some(8080));
//! let params: Vec<_> = uri.segments().flat_map(|s| s.params()).map(|p| p.as_str()).collect();
//! assert_eq!(params, ["sale=false"]);
//! assert_eq!(uri.query_pairs().count(), 2);
//!
//! // §5.2 resolution, with Appendix C's results:
//! let base = UriReference::parse("http://a/b/c/d;p?q")?;
//! assert_eq!(UriReference::parse("../g")?.resolve(&base).unwrap(), "http://a/b/g");
//! # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
//! ```
//!
//! ## One URL under every grammar
//!
//! Each grammar's URL type gives the same small set of parts as written
//! ([`Components`]: [`Url::components`], [`rfc1630::Url::components`],
//! [`rfc2396::UriReference::components`]), and [`compare()`] reads one
//! input under RFC 1738, RFC 1630 and RFC 2396 at once: the verdict of
//! each, the components side by side, and the differences between them,
//! each with its bytes and the section of each grammar.
//!
//! ```
//! use rfc1738::compare::{compare, GrammarId, Kind};
//!
//! let report = compare("http://h.example/~joe/");
//! assert!(!report.is_valid(GrammarId::Rfc1738)); // `~` is unsafe
//! assert!(report.is_valid(GrammarId::Rfc2396));  // `~` is a `mark`
//! let tilde = &report.differences()[0];
//! assert_eq!(tilde.kind, Kind::Character('~'));
//! assert_eq!(tilde.reading(GrammarId::Rfc1738).section, "RFC 1738 §2.2");
//!
//! let report = compare("ftp://localhost/baz.gif;type=a");
//! let path = |g| report.components(g).unwrap().path.unwrap().as_str();
//! assert_eq!(path(GrammarId::Rfc1738), "baz.gif;type=a"); // §3.1: no leading `/`
//! assert_eq!(path(GrammarId::Rfc2396), "/baz.gif;type=a");
//! ```
//!
//! ## Errors and hints
//!
//! A [`ParseError`] (one type per grammar, [`syntax::ParseError`] over
//! its productions) says where matching stopped and why: the byte
//! [`offset`](ParseError::offset), the production
//! [`expected`](ParseError::expected) there, the productions it was
//! [`within`](ParseError::within) (innermost first), and the character
//! [`found`](ParseError::found) (`None` at the end of the input). When a
//! production has matched completely and the input goes on, it names what
//! may follow there instead. Its message is one lowercase line. For the
//! failures that make most real URLs invalid (`~`, a fragment, an IPv6
//! literal, a user name in http, a missing scheme, the `<URL:...>`
//! wrapper), [`hint`](ParseError::hint) says, with its section, whether
//! the URL is broken or only newer than the grammar. A caret rendering
//! for people is the command-line tool's.
//!
//! ```
//! use rfc1738::{Production, Url};
//!
//! let err = Url::parse("http://example.com:/").unwrap_err();
//! assert_eq!((err.offset(), err.expected(), err.found()), (19, Production::Digits, Some('/')));
//! assert_eq!(
//!     err.within(),
//!     [Production::Port, Production::Hostport, Production::Httpurl, Production::Url]
//! );
//! assert_eq!(
//!     err.to_string(),
//!     "expected digits at byte 19, found '/' (within port, hostport, httpurl, url)"
//! );
//!
//! let err = Url::parse("http://example.com/~joe").unwrap_err();
//! let hint = err.hint().unwrap();
//! assert_eq!(hint.section, "RFC 1738 §2.2");
//! assert!(hint.text.contains("%7E"));
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
//! ## Tools for testing another parser
//!
//! - With the feature `generate` (off by default), each grammar is also
//!   data (`syntax::Described`): `syntax::generate` draws URLs from any
//!   production, the same for the same seed, each accepted by the parser;
//!   `syntax::near_misses` changes such URLs at one place so that the
//!   grammar rejects them, with the offset and production of the error;
//!   `syntax::Coverage` counts which alternative of every production a
//!   list of URLs exercised, and which none did.
//! - The command-line tool `rfc1738` (the package `rfc1738-cli` of the
//!   repository: `cargo install --path cli`) checks URL lists
//!   (`rfc1738 check urls.txt`), explains productions, compares the
//!   grammars (`rfc1738 compat URL`), generates URLs, and sets another
//!   parser's answers against a grammar (`rfc1738 diff answers.jsonl`).
//! - The repository also holds conformance vectors: every input of the
//!   test suites with the library's verdict, production, error and tree,
//!   as JSON Lines, for each grammar (not in the published crate).
//!
//! ```
//! # #[cfg(feature = "generate")] {
//! use rfc1738::syntax::{generate, near_misses};
//! use rfc1738::{Production, Rfc1738, Url};
//!
//! let run = generate::<Rfc1738>(Some(Production::Gopherurl), 7, 3);
//! for g in &run.urls {
//!     assert_eq!(Url::parse(&g.input).unwrap().production(), Production::Gopherurl);
//! }
//! for m in &near_misses::<Rfc1738>(None, 1, 5).misses {
//!     let err = Url::parse(&m.input).unwrap_err();
//!     assert_eq!((err.offset(), err.expected()), (m.offset, m.expected));
//! }
//! # }
//! ```
//!
//! Each module mirrors one part of its RFC. Every place where the code
//! is not a literal transcription of the BNF, why it accepts the same
//! strings, and each decision with its section, is written down in the
//! grammar notes of the repository (one per module, beside the code).
//!
//! [RFC 1738]: https://www.rfc-editor.org/rfc/rfc1738
//! [RFC 1630]: https://www.rfc-editor.org/rfc/rfc1630
//! [RFC 2396]: https://www.rfc-editor.org/rfc/rfc2396
//! [RFC 2732]: https://www.rfc-editor.org/rfc/rfc2732
//! [nom]: https://docs.rs/nom/8

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// No panic paths in the library: these lints deny the ways code
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
pub mod rfc3986;
pub mod rfc3987;

pub mod compare;

// `rfc1738::compare(input)`: the function beside its module (a module and
// a function do not share a namespace).
#[doc(inline)]
pub use self::compare::compare;

// RFC 1738 was the crate's first grammar: its paths stay at the root
// (`rfc1738::Url`, `rfc1738::ip::hostport`, `rfc1738::Production`), and
// the docs show them there, as users write them.
#[doc(inline)]
pub use self::rfc1738::*;

// The generic parts of a URL under any grammar, at the root beside `Url`.
#[doc(inline)]
pub use self::syntax::{Component, Components};

// The error of every grammar, and the productions in parsers of your own.
#[doc(inline)]
pub use self::syntax::{AnyError, compose};

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
