//! RFC 1630, "HTTP" (p. 13) and its BNF line:
//!
//! ```text
//! http://<hostport>[/<path>][?<search>]
//! ```
//!
//! Decisions (search without a path, no login, no fragment):
//! This module's grammar note.

use nom::Parser;

use super::ip::{Hostport, hostport};
use super::path::{Path, Search, path, search};
use super::production::IResult;
use core::fmt;

use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// The node of `httpaddress`.
///
/// ```bnf
/// httpaddress            h t t p :   / / hostport [  / path ] [ ?
///                        search ]
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Httpaddress<'a> {
    // Offsets rather than child nodes (a small tree is cheap to move):
    // the path, when `has_path`, runs from after the `/` that follows the
    // hostport to `path_end`; a search, if any, from after the `?` that
    // follows (the path or the hostport) to the end.
    pub(crate) hostport: Hostport<'a>,
    pub(crate) span: Span<'a>,
    pub(crate) path_end: usize,
    pub(crate) has_path: bool,
}

impl<'a> Httpaddress<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The path after the `/`; `None` when there is no `/`.
    pub fn path(&self) -> Option<Path<'a>> {
        let from = self.hostport_end() + 1;
        self.has_path
            .then(|| Path::new(self.span.slice(from, self.path_end)))
    }
    /// The search after the `?`, if any.
    pub fn search(&self) -> Option<Search<'a>> {
        let after = if self.has_path {
            self.path_end
        } else {
            self.hostport_end()
        };
        let len = self.span.len();
        (after < len).then(|| Search::new(self.span.slice(after + 1, len)))
    }
    /// Where the hostport ends, from the start of the span.
    fn hostport_end(&self) -> usize {
        self.hostport.span.end() - self.span.start()
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

impl fmt::Debug for Httpaddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Httpaddress")
            .field("hostport", &self.hostport)
            .field("path", &self.path())
            .field("search", &self.search())
            .field("span", &self.span)
            .finish()
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
    crate::syntax::enter(i, |i| httpaddress_with(i, false))
}

/// [`httpaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn httpaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Httpaddress<'a>> {
    named!(
        "httpaddress",
        move |i: Input<'a>| -> IResult<'a, Httpaddress<'a>> {
            let (rest, _) = class::literal(i, "http://", fold)?;
            let (rest, hostport) = hostport(rest)?;
            let (rest, has_path) = match class::peek(&rest) {
                Some(b'/') => (path(rest.split(1).0)?.0, true),
                _ => (rest, false),
            };
            let path_end = rest.location_offset() - i.location_offset();
            let rest = match class::peek(&rest) {
                Some(b'?') => search(rest.split(1).0)?.0,
                _ => rest,
            };
            let span = Span::between(i, rest);
            Ok((
                rest,
                Httpaddress {
                    hostport,
                    span,
                    path_end,
                    has_path,
                },
            ))
        }
    )
    .parse(i)
}
