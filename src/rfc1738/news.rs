//! RFC 1738 §3.6 "NEWS".
//!
//! ```text
//! news:<newsgroup-name>
//! news:<message-id>
//! news:*
//! ```
//!
//! Decisions (group vs article decided by `"@"`, the article's host):
//! This module's grammar note.

use nom::Parser;
use nom::combinator::consumed;

use super::chars::is_alpha;
use super::classes;
use super::ip::{Host, host};
use super::production::{IResult, Production};
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `newsurl`.
///
/// ```bnf
/// newsurl        = "news:" grouppart
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Newsurl<'a> {
    grouppart: Grouppart<'a>,
    span: Span<'a>,
}

impl<'a> Newsurl<'a> {
    /// What the URL names: all groups, one group, or one article.
    pub fn grouppart(&self) -> Grouppart<'a> {
        self.grouppart
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// newsurl        = "news:" grouppart
/// ```
pub fn newsurl(i: Input) -> IResult<Newsurl> {
    crate::syntax::enter(i, |i| {
        named!("newsurl", consumed((class::nocase("news:"), grouppart)),)
            .map(|(all, (_, grouppart))| Newsurl {
                grouppart,
                span: all.into(),
            })
            .parse(i)
    })
}

/// The node of `grouppart`.
///
/// ```bnf
/// grouppart      = "*" | group | article
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grouppart<'a> {
    /// `"*"`: every group (§3.6).
    All(Span<'a>),
    /// A newsgroup name.
    Group(Group<'a>),
    /// A message-id, without its angle brackets.
    Article(Article<'a>),
}

impl<'a> Grouppart<'a> {
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            Grouppart::All(s) => *s,
            Grouppart::Group(g) => g.span(),
            Grouppart::Article(a) => a.span(),
        }
    }
}

/// ```bnf
/// grouppart      = "*" | group | article
/// ```
///
/// Decided by `"@"`, as §3.6 says ("A message identifier may be
/// distinguished from a news group name by the presence of the commercial
/// at "@" character"): every `article` has one, no `group` or `"*"` does. Scan the characters an article may have before its `"@"`; if an
/// `"@"` follows, it is an article, else `"*"` or a group by the first
/// byte. The module's grammar note.
pub fn grouppart<'a>(i: Input<'a>) -> IResult<'a, Grouppart<'a>> {
    crate::syntax::enter(i, |i| {
        named!("grouppart", |i: Input<'a>| {
            let bytes = i.fragment().as_bytes();
            let run = class::run_len(&i, &classes::ARTICLE).map_err(nom::Err::Failure)?;
            if bytes.get(run) == Some(&b'@') {
                if run == 0 {
                    // An article with nothing before its "@" (`news:@b.c`): an
                    // `article` needs a character there, and no `group` or
                    // `"*"` holds an "@".
                    let e = Error::expected(i.location_offset(), Production::Article);
                    return Err(nom::Err::Error(e));
                }
                return article.map(Grouppart::Article).parse(i);
            }
            match bytes.first() {
                Some(b'*') => Ok(class::split(i, 1)).map(|(rest, s)| (rest, Grouppart::All(s))),
                _ => group.map(Grouppart::Group).parse(i),
            }
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `group`: a newsgroup name.
    ///
    /// ```bnf
    /// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
    /// ```
    Group
}

/// ```bnf
/// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
/// ```
pub fn group<'a>(i: Input<'a>) -> IResult<'a, Group<'a>> {
    crate::syntax::enter(i, |i| {
        named!("group", |i: Input<'a>| {
            let bytes = i.fragment().as_bytes();
            match bytes.first() {
                Some(&b) if is_alpha(b) => {
                    let n = 1 + bytes
                        .iter()
                        .skip(1)
                        .take_while(|&&b| classes::GROUP.has(b))
                        .count();
                    Ok(class::split(i, n))
                }
                _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
            }
        })
        .map(Group::new)
        .parse(i)
    })
}

/// The node of `article`: a message-id such as `123@host.example`.
///
/// ```bnf
/// article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Article<'a> {
    local: Span<'a>,
    host: Host<'a>,
    span: Span<'a>,
}

impl<'a> Article<'a> {
    /// The part before the `"@"` (not a production of its own).
    pub fn local_part(&self) -> Span<'a> {
        self.local
    }
    /// The host after the `"@"`.
    pub fn host(&self) -> Host<'a> {
        self.host
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
/// ```
///
/// `"@"` is not among the characters before it, so the first `"@"`
/// splits the article; the right side must be a `host`.
pub fn article(i: Input) -> IResult<Article> {
    crate::syntax::enter(i, |i| {
        named!(
            "article",
            consumed((
                |i| class::plus(i, &classes::ARTICLE),
                class::exact("@"),
                host,
            )),
        )
        .map(|(all, (local, _, host))| Article {
            local,
            host,
            span: all.into(),
        })
        .parse(i)
    })
}
