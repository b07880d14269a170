//! RFC 2396 §4.1 "Fragment Identifier".
//!
//! ```text
//! URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
//! ```
//!
//! A fragment is part of a URI reference, not of a URI (§4.1: "the
//! fragment identifier is not part of the URI"). Decisions:
//! This module's grammar note.

use nom::Parser;

use super::classes;
use super::production::IResult;
use crate::syntax::Input;
use crate::syntax::class as kernel;
use crate::syntax::macros::{leaf, named};

leaf! {
    /// The node of `fragment`, possibly empty (`g#` has an empty
    /// fragment; `g` none).
    ///
    /// ```bnf
    /// fragment      = *uric
    /// ```
    Fragment
}

/// ```bnf
/// fragment      = *uric
/// ```
///
/// The run of `uric`, to the end of the reference: `uric` has no `"#"`,
/// so a second `"#"` ends the run early and the reference is no
/// `URI-reference` (`a#b#c`).
pub fn fragment(i: Input) -> IResult<Fragment> {
    crate::syntax::enter(i, |i| {
        named!("fragment", |i| kernel::star(i, &classes::URIC))
            .map(Fragment::new)
            .parse(i)
    })
}
