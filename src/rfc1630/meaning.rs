//! What an RFC 1630 URL means, where the RFC's prose gives a meaning the
//! BNF does not: default ports (those RFC 1738 gives the same schemes),
//! the ftp type and form codes, the gopher type (`1` when none is
//! written) and command, the WAIS fields, the Prospero version, search
//! words split at `+` (a space), the news group or article, and
//! percent-decoding per component, after splitting.
//! grammar-notes/rfc1630/meaning.md.

pub use crate::syntax::pct::{percent_decode, percent_decode_utf8};
