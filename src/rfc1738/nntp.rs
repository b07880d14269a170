//! RFC 1738 §3.7 "NNTP".
//!
//! ```text
//! nntp://<host>:<port>/<newsgroup-name>/<article-number>
//! ```
//!
//! Decisions (the article number is optional in the BNF):
//! This module's grammar note.

use nom::Parser;
use nom::combinator::{consumed, opt};
use nom::sequence::preceded;

use super::chars::digits;
use super::ip::{Hostport, hostport};
use super::news::{Group, group};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// The node of `nntpurl`.
///
/// ```bnf
/// nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nntpurl<'a> {
    hostport: Hostport<'a>,
    group: Group<'a>,
    article: Option<Span<'a>>,
    span: Span<'a>,
}

impl<'a> Nntpurl<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The newsgroup name.
    pub fn group(&self) -> Group<'a> {
        self.group
    }
    /// The article number (`digits`), if given.
    pub fn article(&self) -> Option<Span<'a>> {
        self.article
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
/// ```
///
/// A `"/"` after the group commits to `digits` (`cut`): nothing else may
/// follow there.
pub fn nntpurl(i: Input) -> IResult<Nntpurl> {
    crate::syntax::enter(i, |i| {
        named!(
            "nntpurl",
            consumed((
                class::nocase("nntp://"),
                hostport,
                class::exact("/"),
                group,
                opt(preceded(class::exact("/"), nom::combinator::cut(digits))),
            )),
        )
        .map(|(all, (_, hostport, _, group, article))| Nntpurl {
            hostport,
            group,
            article,
            span: all.into(),
        })
        .parse(i)
    })
}
