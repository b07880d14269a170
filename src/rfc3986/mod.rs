//! The generic syntax of RFC 3986 (Uniform Resource Identifier (URI):
//! Generic Syntax, January 2005, STD 66): the resolution of references
//! (§5.2–5.3, [`resolve`]) and their normalization and comparison (§6,
//! [`normalize`](mod@normalize)), on the five components of §3 as strings, whatever
//! parser found them.
//!
//! ```
//! use rfc1738::rfc3986::normalize::equivalent;
//! use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions};
//!
//! let base = Components::split("http://a/b/c/d;p?q");
//! let target = resolve(&base, &Components::split("../g?y#s"), ResolveOptions::new()).unwrap();
//! assert_eq!(target.as_str(), "http://a/b/g?y#s");
//! assert!(equivalent(
//!     &Components::split("example://a/b/c/%7Bfoo%7D"),
//!     &Components::split("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
//! ));
//! ```

pub mod normalize;
pub mod resolve;
