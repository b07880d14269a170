//! RFC 1630, "NNTP" (p. 21) and its BNF line:
//!
//! ```text
//! nntp:<group>/<digits>
//! ```
//!
//! No `//` and no host: the prose names a news server the BNF does not
//! have, and the BNF is kept. This module's grammar note.

use nom::Parser;

use super::chars::digits;
use super::news::{Group, group};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// The node of `nntpaddress`.
///
/// ```bnf
/// nntpaddress            n n t p : group /  digits
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nntpaddress<'a> {
    // Offsets: the group runs from after `nntp:` to `group_end`, the
    // digits from after the `/` to the end.
    pub(crate) span: Span<'a>,
    pub(crate) group_end: usize,
}

impl<'a> Nntpaddress<'a> {
    /// The news group.
    pub fn group(&self) -> Group<'a> {
        Group::new(self.span.slice("nntp:".len(), self.group_end))
    }
    /// The article's number in the group, as written.
    pub fn digits(&self) -> Span<'a> {
        self.span.slice(self.group_end + 1, self.span.len())
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// nntpaddress            n n t p : group /  digits
/// ```
///
/// The group's run of `xalpha` stops at the `/` (not an `xalpha`).
pub fn nntpaddress(i: Input) -> IResult<Nntpaddress> {
    crate::syntax::enter(i, |i| nntpaddress_with(i, false))
}

/// [`nntpaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn nntpaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Nntpaddress<'a>> {
    named!(
        "nntpaddress",
        move |i: Input<'a>| -> IResult<'a, Nntpaddress<'a>> {
            let (rest, _) = class::literal(i, "nntp:", fold)?;
            let (rest, _) = group(rest)?;
            let group_end = rest.location_offset() - i.location_offset();
            let (rest, _) = class::literal(rest, "/", false)?;
            let (rest, _) = digits(rest)?;
            let span = Span::between(i, rest);
            Ok((rest, Nntpaddress { span, group_end }))
        }
    )
    .parse(i)
}
