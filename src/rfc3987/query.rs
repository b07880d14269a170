//! RFC 3987 §2.2's `iquery`: RFC 3986's query (§3.4) with `ucschar`, and
//! the one place where the private use characters (`iprivate`) may
//! stand for themselves.

use super::production::IResult;
use super::scan::{Fail, Text};
use crate::syntax::Input;
use crate::syntax::macros::leaf;

leaf! {
    /// The node of `iquery`, perhaps empty.
    ///
    /// ```bnf
    /// iquery         = *( ipchar / iprivate / "/" / "?" )
    /// ```
    Iquery
}

/// The end of the `iquery` at `k`.
#[inline(always)]
pub(crate) fn iquery_at(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    super::scan::scan(&t, |u| crate::rfc3986::query::query_at::<true>(u, k))
}

/// ```bnf
/// iquery         = *( ipchar / iprivate / "/" / "?" )
/// ```
///
/// ```
/// use rfc1738::rfc3987::{query, Input};
/// let (rest, q) = query::iquery(Input::new("q=東京\u{E000}#f")).unwrap();
/// assert_eq!((q.as_str(), rest.as_str()), ("q=東京\u{E000}", "#f"));
/// ```
pub fn iquery(i: Input) -> IResult<Iquery> {
    crate::syntax::enter(i, |i| {
        let t = Text::of(&i);
        let end = iquery_at(t, 0)?;
        Ok((t.rest(end), Iquery::new(t.span(0, end))))
    })
}
