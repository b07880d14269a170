//! RFC 3986 §3.5 "Fragment": after the first `#`, to the end. A fragment
//! holds no `#`: a second one is written `%23`.

use super::classes;
use super::production::{IResult, Production as P};
use super::scan::Text;
use crate::syntax::Input;
use crate::syntax::macros::leaf;

leaf! {
    /// The node of `fragment`, perhaps empty (`x#` has an empty
    /// fragment; `x` none).
    ///
    /// ```bnf
    /// fragment      = *( pchar / "/" / "?" )
    /// ```
    Fragment
}

/// The end of the `fragment` at `k`.
#[inline(always)]
pub(crate) fn fragment_at<const IRI: bool>(
    t: Text<'_>,
    k: usize,
) -> Result<usize, super::scan::Fail> {
    t.run_in::<IRI>(
        k,
        &classes::FRAGMENT,
        P::Fragment,
        super::scan::Wide::Ucschar,
    )
}

/// ```bnf
/// fragment      = *( pchar / "/" / "?" )
/// ```
pub fn fragment(i: Input) -> IResult<Fragment> {
    crate::syntax::enter(i, |i| {
        let t = Text::of(&i);
        let end = fragment_at::<false>(t, 0)?;
        Ok((t.rest(i, end), Fragment::new(t.span(0, end))))
    })
}
