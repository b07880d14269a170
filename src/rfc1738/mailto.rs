//! RFC 1738 §3.5 "MAILTO".
//!
//! ```text
//! mailto:<rfc822-addr-spec>
//! ```
//!
//! Decisions (the address is `1*xchar`, not checked against RFC 822
//! here): this module's grammar note.

use nom::Parser;
use nom::combinator::consumed;

use super::classes;
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `mailtourl`.
///
/// ```bnf
/// mailtourl      = "mailto:" encoded822addr
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mailtourl<'a> {
    encoded822addr: Encoded822addr<'a>,
    span: Span<'a>,
}

impl<'a> Mailtourl<'a> {
    /// The address, as written (percent-escapes not decoded).
    pub fn encoded822addr(&self) -> Encoded822addr<'a> {
        self.encoded822addr
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// mailtourl      = "mailto:" encoded822addr
/// ```
pub fn mailtourl(i: Input) -> IResult<Mailtourl> {
    crate::syntax::enter(i, |i| {
        named!(
            "mailtourl",
            consumed((class::nocase("mailto:"), encoded822addr)),
        )
        .map(|(all, (_, encoded822addr))| Mailtourl {
            encoded822addr,
            span: all.into(),
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `encoded822addr`.
    ///
    /// ```bnf
    /// encoded822addr = 1*xchar               ; further defined in RFC822
    /// ```
    Encoded822addr
}

/// ```bnf
/// encoded822addr = 1*xchar               ; further defined in RFC822
/// ```
pub fn encoded822addr(i: Input) -> IResult<Encoded822addr> {
    crate::syntax::enter(i, |i| {
        named!("encoded822addr", |i| class::plus(i, &classes::XCHAR))
            .map(Encoded822addr::new)
            .parse(i)
    })
}
