//! RFC 1630, "HTTP" (p. 13) and its BNF line:
//!
//! ```text
//! http://<hostport>[/<path>][?<search>]
//! ```
//!
//! Decisions (search without a path, no login, no fragment):
//! grammar-notes/rfc1630/http.md.

use nom::Parser;

use super::ip::{Hostport, hostport};
use super::path::{Path, Search, path, search};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// The node of `httpaddress`.
///
/// ```bnf
/// httpaddress            h t t p :   / / hostport [  / path ] [ ?
///                        search ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Httpaddress<'a> {
    pub(crate) hostport: Hostport<'a>,
    pub(crate) path: Option<Path<'a>>,
    pub(crate) search: Option<Search<'a>>,
    pub(crate) span: Span<'a>,
}

impl<'a> Httpaddress<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The path after the `/`; `None` when there is no `/`.
    pub fn path(&self) -> Option<Path<'a>> {
        self.path
    }
    /// The search after the `?`, if any.
    pub fn search(&self) -> Option<Search<'a>> {
        self.search
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// httpaddress            h t t p :   / / hostport [  / path ] [ ?
///                        search ]
/// ```
///
/// The two options are independent: `http://h?q` (a search without a
/// path) is an `httpaddress`. The scheme's letters are lower case, as
/// written; `Options::fold_scheme_case` accepts any case.
pub fn httpaddress(i: Input) -> IResult<Httpaddress> {
    httpaddress_with(i, false)
}

/// [`httpaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn httpaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Httpaddress<'a>> {
    named!(
        "httpaddress",
        move |i: Input<'a>| -> IResult<'a, Httpaddress<'a>> {
            let (rest, _) = class::literal(i, "http://", fold)?;
            let (rest, hostport) = hostport(rest)?;
            let (rest, path) = match class::peek(&rest) {
                Some(b'/') => {
                    let (rest, p) = path(rest.split(1).0)?;
                    (rest, Some(p))
                }
                _ => (rest, None),
            };
            let (rest, search) = match class::peek(&rest) {
                Some(b'?') => {
                    let (rest, s) = search(rest.split(1).0)?;
                    (rest, Some(s))
                }
                _ => (rest, None),
            };
            let span = Span::between(i, rest);
            Ok((
                rest,
                Httpaddress {
                    hostport,
                    path,
                    search,
                    span,
                },
            ))
        }
    )
    .parse(i)
}
