//! RFC 1738 §3.8 "TELNET".
//!
//! ```text
//! telnet://<user>:<password>@<host>:<port>/
//! ```
//!
//! Decisions (nothing may follow the optional `"/"`): this module's grammar note.

use nom::Parser;
use nom::combinator::{consumed, opt};

use super::ip::{Login, login};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// The node of `telneturl`.
///
/// ```bnf
/// telneturl      = "telnet://" login [ "/" ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Telneturl<'a> {
    login: Login<'a>,
    slash: bool,
    span: Span<'a>,
}

impl<'a> Telneturl<'a> {
    /// User, password, host and port.
    pub fn login(&self) -> Login<'a> {
        self.login
    }
    /// Whether the URL ends with the optional `"/"`.
    pub fn has_slash(&self) -> bool {
        self.slash
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// telneturl      = "telnet://" login [ "/" ]
/// ```
pub fn telneturl(i: Input) -> IResult<Telneturl> {
    crate::syntax::enter(i, |i| {
        named!(
            "telneturl",
            consumed((class::nocase("telnet://"), login, opt(class::exact("/")))),
        )
        .map(|(all, (_, login, slash))| Telneturl {
            login,
            slash: slash.is_some(),
            span: all.into(),
        })
        .parse(i)
    })
}
