//! RFC 3987 §2.2's `ifragment`: RFC 3986's fragment (§3.5) with
//! `ucschar`; no `iprivate` (§2.2: private use characters "can occur
//! only in query parts").

use super::production::IResult;
use super::scan::{Fail, Text};
use crate::syntax::Input;
use crate::syntax::macros::leaf;

leaf! {
    /// The node of `ifragment`, perhaps empty.
    ///
    /// ```bnf
    /// ifragment      = *( ipchar / "/" / "?" )
    /// ```
    Ifragment
}

/// The end of the `ifragment` at `k`.
#[inline(always)]
pub(crate) fn ifragment_at(t: Text<'_>, k: usize) -> Result<usize, Fail> {
    super::scan::scan(&t, |u| crate::rfc3986::fragment::fragment_at::<true>(u, k))
}

/// ```bnf
/// ifragment      = *( ipchar / "/" / "?" )
/// ```
pub fn ifragment(i: Input) -> IResult<Ifragment> {
    crate::syntax::enter(i, |i| {
        let t = Text::of(&i);
        let end = ifragment_at(t, 0)?;
        Ok((t.rest(end), Ifragment::new(t.span(0, end))))
    })
}
