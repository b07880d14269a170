//! The rules that RFC 3987 §2.2 lists as "the same as those in
//! \[RFC3986\]": RFC 3986's combinators themselves, re-exported here (not
//! copies), with RFC 3986's nodes and errors. An IRI's combinators call
//! them where the rule stands (`port` in `iauthority`, `IP-literal` and
//! `IPv4address` in `ihost`, `scheme` in `IRI`, `pct-encoded` in every
//! run) and report their errors in RFC 3987's productions, which have a
//! row of the same name for each.
//!
//! ```bnf
//! scheme         = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
//! port           = *DIGIT
//! IP-literal     = "[" ( IPv6address / IPvFuture  ) "]"
//! IPvFuture      = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
//! h16            = 1*4HEXDIG
//! ls32           = ( h16 ":" h16 ) / IPv4address
//! IPv4address    = dec-octet "." dec-octet "." dec-octet "." dec-octet
//! pct-encoded    = "%" HEXDIG HEXDIG
//! unreserved     = ALPHA / DIGIT / "-" / "." / "_" / "~"
//! reserved       = gen-delims / sub-delims
//! gen-delims     = ":" / "/" / "?" / "#" / "[" / "]" / "@"
//! sub-delims     = "!" / "$" / "&" / "'" / "(" / ")"
//!                / "*" / "+" / "," / ";" / "="
//! ```
//!
//! (`IPv6address` and `dec-octet`: their RFC 3986 documentation.) RFC
//! 3987 has no zone identifiers (§2.2: "This syntax does not support
//! IPv6 scoped addressing zone identifiers"): its `IP-literal` is RFC
//! 3986's without RFC 6874's option.

#[doc(no_inline)]
pub use crate::rfc3986::authority::{
    dec_octet, h16, ip_literal, ipv_future, ipv4address, ipv6address, ls32, port,
};
#[doc(no_inline)]
pub use crate::rfc3986::chars::{gen_delims, pct_encoded, reserved, sub_delims, unreserved};
#[doc(no_inline)]
pub use crate::rfc3986::reference::scheme;
