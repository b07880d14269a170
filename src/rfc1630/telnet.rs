//! RFC 1630, "Telnet, rlogin, tn3270" (p. 17) and its BNF line:
//!
//! ```text
//! telnet://<login>
//! ```
//!
//! Nothing follows the login (RFC 1738 allows a final `/`; RFC 1630 does
//! not). rlogin and tn3270 have no production. This module's grammar note.

use nom::Parser;

use super::ip::{Login, login};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// The node of `telnetaddress`.
///
/// ```bnf
/// telnetaddress          t e l n e t : / / login
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Telnetaddress<'a> {
    pub(crate) login: Login<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Telnetaddress<'a> {
    /// The login: optional user and password, host and port.
    pub fn login(&self) -> Login<'a> {
        self.login
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// telnetaddress          t e l n e t : / / login
/// ```
pub fn telnetaddress(i: Input) -> IResult<Telnetaddress> {
    crate::syntax::enter(i, |i| telnetaddress_with(i, false))
}

/// [`telnetaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn telnetaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Telnetaddress<'a>> {
    named!(
        "telnetaddress",
        move |i: Input<'a>| -> IResult<'a, Telnetaddress<'a>> {
            let (rest, _) = class::literal(i, "telnet://", fold)?;
            let (rest, login) = login(rest)?;
            let span = Span::between(i, rest);
            Ok((rest, Telnetaddress { login, span }))
        }
    )
    .parse(i)
}
