//! RFC 2396 §3.4 "Query Component".
//!
//! ```text
//! <scheme>://<authority><path>?<query>
//! ```
//!
//! The query is "a string of information to be interpreted by the
//! resource" (§3.4): the grammar gives it no structure. Its `name=value`
//! pairs and `+` for a space are the HTML form convention that "HTTP: The
//! Definitive Guide" (chapter 2) describes ([`Query::pairs`](crate::rfc2396::query::Query), in the
//! meaning layer). Decisions: this module's grammar note.

use nom::Parser;

use super::classes;
use super::production::IResult;
use crate::syntax::Input;
use crate::syntax::class as kernel;
use crate::syntax::macros::{leaf, named};

leaf! {
    /// The node of `query`, possibly empty (`http://h/p?` has an empty
    /// query; `http://h/p` none).
    ///
    /// ```bnf
    /// query         = *uric
    /// ```
    Query
}

/// ```bnf
/// query         = *uric
/// ```
///
/// The run of `uric`; it ends at the `"#"` of a fragment (which no
/// `uric` is) or at the end. `"["`, `"]"`, `"?"` and `"/"` are in it.
pub fn query(i: Input) -> IResult<Query> {
    crate::syntax::enter(i, |i| {
        named!("query", |i| kernel::star(i, &classes::URIC))
            .map(Query::new)
            .parse(i)
    })
}
