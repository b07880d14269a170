//! RFC 3986 §3.4 "Query": after the first `?`, up to a `#` or the end;
//! `/` and `?` are data in it (§3.4: "The characters slash ("/") and
//! question mark ("?") may represent data within the query component").

use super::classes;
use super::production::{IResult, Production as P};
use super::scan::Text;
use crate::syntax::Input;
use crate::syntax::macros::leaf;

leaf! {
    /// The node of `query`, perhaps empty (`http://h/?` has an empty
    /// query; `http://h/` none).
    ///
    /// ```bnf
    /// query         = *( pchar / "/" / "?" )
    /// ```
    Query
}

/// The end of the `query` at `k`.
#[inline(always)]
pub(crate) fn query_at<const IRI: bool>(t: Text<'_>, k: usize) -> Result<usize, super::scan::Fail> {
    t.run_in::<IRI>(k, &classes::QUERY, P::Query, super::scan::Wide::Private)
}

/// ```bnf
/// query         = *( pchar / "/" / "?" )
/// ```
///
/// ```
/// use rfc1738::rfc3986::{query, Input};
/// let (rest, q) = query::query(Input::new("a=1/?b#f")).unwrap();
/// assert_eq!((q.as_str(), rest.as_str()), ("a=1/?b", "#f"));
/// ```
pub fn query(i: Input) -> IResult<Query> {
    crate::syntax::enter(i, |i| {
        let t = Text::of(&i);
        let end = query_at::<false>(t, 0)?;
        Ok((t.rest(i, end), Query::new(t.span(0, end))))
    })
}
