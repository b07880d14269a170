//! RFC 1630, "News" (p. 17) and its BNF lines:
//!
//! ```text
//! news:<group>
//! news:<message-id>
//! news:*
//! ```
//!
//! Decisions (an article read as a run, then split at an `@`; an article
//! before a group, as the prose says): this module's grammar note.

use nom::Parser;

use super::chars::{self, is_alpha};
use super::classes;
use super::ip::{Host, Hostname, Hostnumber, host};
use super::production::{IResult, Production};
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Error, Input, Span};

/// The node of `newsaddress`.
///
/// ```bnf
/// newsaddress            n e w s : groupart
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Newsaddress<'a> {
    pub(crate) groupart: Groupart<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Newsaddress<'a> {
    /// What the URL names: every group, one group, or one article.
    pub fn groupart(&self) -> Groupart<'a> {
        self.groupart
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// newsaddress            n e w s : groupart
/// ```
pub fn newsaddress(i: Input) -> IResult<Newsaddress> {
    crate::syntax::enter(i, |i| newsaddress_with(i, false))
}

/// [`newsaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn newsaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Newsaddress<'a>> {
    named!(
        "newsaddress",
        move |i: Input<'a>| -> IResult<'a, Newsaddress<'a>> {
            let (rest, _) = class::literal(i, "news:", fold)?;
            let (rest, groupart) = groupart(rest)?;
            let span = Span::between(i, rest);
            Ok((rest, Newsaddress { groupart, span }))
        }
    )
    .parse(i)
}

/// The node of `groupart`.
///
/// ```bnf
/// groupart               * | group | article
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Groupart<'a> {
    /// `*`: every group.
    All(Span<'a>),
    /// A news group name.
    Group(Group<'a>),
    /// A message identifier, without its `<>`.
    Article(Article<'a>),
}

impl<'a> Groupart<'a> {
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            Groupart::All(s) => *s,
            Groupart::Group(g) => g.span(),
            Groupart::Article(a) => a.span(),
        }
    }
}

/// Where an `article` read over the `xalpha` run `b[..run]` splits: the
/// offset of its `@`. The part after it must be a `host` to the end of
/// the run: a `hostname` (a letter, then `xalpha`s: any `@` followed by
/// a letter) or a `hostnumber` (only after the last `@`, a hostnumber
/// holding none). The rightmost `@` that works, at offset 1 or more.
pub(crate) fn article_split(b: &[u8], run: usize) -> Option<usize> {
    let head = b.get(..run)?;
    let last = head.iter().rposition(|&c| c == b'@')?;
    if last == 0 {
        return None;
    }
    let tail = head.get(last + 1..).unwrap_or_default();
    if tail.first().is_some_and(|&c| is_alpha(c)) || is_hostnumber(tail) {
        return Some(last);
    }
    head.get(..last)?
        .iter()
        .enumerate()
        .skip(1)
        .rev()
        .find(|&(k, &c)| c == b'@' && head.get(k + 1).is_some_and(|&c| is_alpha(c)))
        .map(|(k, _)| k)
}

/// Whether all of `b` is `digits . digits . digits . digits`.
fn is_hostnumber(b: &[u8]) -> bool {
    let mut groups = 0;
    for piece in b.split(|&c| c == b'.') {
        if piece.is_empty() || !piece.iter().all(u8::is_ascii_digit) {
            return false;
        }
        groups += 1;
    }
    groups == 4
}

/// ```bnf
/// groupart               * | group | article
/// ```
///
/// The three overlap: an alpha-initial article is also a `group` (`@` is
/// an `xalpha`), and `*` is an `xalpha` too. Read the run of `xalpha`;
/// if it is an `article` (an `@` at offset 1 or more followed by a
/// `host` to the run's end), that is the reading ("A message identifier
/// may be distinguished from a news group name by the presence of the
/// commercial at "@" character", p. 17); else `*`, else a `group`. A
/// literal PEG takes `news:a@b` for a group and rejects
/// `news:1234@a.sn.no`. A run that no group can be (it starts with no
/// letter) but that has an `@` after its first byte is read as an
/// article, whose error (in its host) is further than the group's at
/// the first byte. The module's grammar note.
pub fn groupart<'a>(i: Input<'a>) -> IResult<'a, Groupart<'a>> {
    crate::syntax::enter(i, |i| {
        named!("groupart", |i: Input<'a>| {
            let run = class::run_len(&i, &classes::XALPHA).map_err(nom::Err::Failure)?;
            let b = i.as_bytes();
            if article_split(b, run).is_some() {
                return article.map(Groupart::Article).parse(i);
            }
            // No group starts without a letter: with an `@` after its first
            // byte, the reading as an article gets further (to its host).
            let head = b.get(..run).unwrap_or_default();
            let at = head.iter().rposition(|&c| c == b'@');
            if !b.first().is_some_and(|&c| is_alpha(c)) && at.is_some_and(|k| k > 0) {
                return article.map(Groupart::Article).parse(i);
            }
            match class::peek(&i) {
                Some(b'*') => {
                    let (rest, s) = class::split(i, 1);
                    Ok((rest, Groupart::All(s)))
                }
                _ => group.map(Groupart::Group).parse(i),
            }
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `group`: a news group name, an `ialpha`.
    ///
    /// ```bnf
    /// group                  ialpha [ . group ]
    /// ```
    Group
}

impl<'a> Group<'a> {
    /// The components between the dots (`comp`, `infosystems`, `www`).
    pub fn components(&self) -> impl Iterator<Item = Span<'a>> + use<'a> {
        crate::syntax::SplitSpan::new(self.span(), b'.')
    }
}

/// ```bnf
/// group                  ialpha [ . group ]
/// ```
///
/// `.` is an `xalpha`, so the `ialpha` already holds the dots: a `group`
/// is an `ialpha` (a letter, then `xalpha`s).
pub fn group<'a>(i: Input<'a>) -> IResult<'a, Group<'a>> {
    crate::syntax::enter(i, |i| {
        named!("group", |i: Input<'a>| match chars::ialpha_len(&i) {
            Ok(0) => Err(nom::Err::Error(Error::at(i.location_offset()))),
            Ok(n) => Ok(class::split(i, n)),
            Err(e) => Err(nom::Err::Failure(e)),
        })
        .map(Group::new)
        .parse(i)
    })
}

/// The node of `article`: a message identifier.
///
/// ```bnf
/// article                xalphas @ host
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Article<'a> {
    // Offsets: the `@` that splits it, and whether the host after it is
    // a `hostnumber`.
    pub(crate) span: Span<'a>,
    pub(crate) at: usize,
    pub(crate) number: bool,
}

impl<'a> Article<'a> {
    /// The `xalphas` before the `@`.
    pub fn local_part(&self) -> Span<'a> {
        self.span.slice(0, self.at)
    }
    /// The host after the `@`.
    pub fn host(&self) -> Host<'a> {
        let span = self.span.slice(self.at + 1, self.span.len());
        match self.number {
            true => Host::Hostnumber(Hostnumber { span }),
            false => Host::Hostname(Hostname::new(span)),
        }
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// article                xalphas @ host
/// ```
///
/// Read, then split: `xalphas` holds `@` and everything a host holds, so
/// a literal PEG's `xalphas` eats the `@` and the host and every article
/// fails. Take the run of `xalpha`, and split it at the rightmost `@`
/// (offset 1 or more) after which a `host` takes the rest of the run.
/// When there is none, the article is read up to the last `@` and the
/// host after it: the host's error, or an article that ends before the
/// run does (what follows it is then the error).
pub fn article<'a>(i: Input<'a>) -> IResult<'a, Article<'a>> {
    crate::syntax::enter(i, |i| {
        named!("article", |i: Input<'a>| {
            let base = i.location_offset();
            let b = i.as_bytes();
            let run = class::run_len(&i, &classes::XALPHA).map_err(nom::Err::Failure)?;
            let Some(at) = article_split(b, run) else {
                let head = b.get(..run).unwrap_or_default();
                let e = match head.iter().rposition(|&c| c == b'@') {
                    // The host after the last `@` is none, or no more than a
                    // prefix of the run: its error, or the article it ends.
                    Some(k) if k > 0 => {
                        let (rest, host) = host(i.split(k + 1).0)?;
                        let span = Span::between(i, rest);
                        let number = matches!(host, Host::Hostnumber(_));
                        return Ok((
                            rest,
                            Article {
                                span,
                                at: k,
                                number,
                            },
                        ));
                    }
                    Some(_) => Error::expected(base, Production::Xalphas),
                    None if run == 0 => Error::expected(base, Production::Xalphas),
                    None => Error::literal(base + run, "@"),
                };
                return Err(nom::Err::Error(e));
            };
            let (rest, host) = host(i.split(at + 1).0)?;
            let span = Span::between(i, rest);
            let number = matches!(host, Host::Hostnumber(_));
            Ok((rest, Article { span, at, number }))
        })
        .parse(i)
    })
}
