//! RFC 1738 §3.3 "HTTP".
//!
//! ```text
//! http://<host>:<port>/<path>?<searchpart>
//! ```
//!
//! Decisions (no user or password, `?` only after a `/`, `;` in
//! segments): this module's grammar note.

use nom::Parser;
use nom::combinator::{consumed, opt};
use nom::sequence::preceded;

use super::classes;
use super::ip::{Hostport, hostport};
use super::production::IResult;
use super::production::Production;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span, SplitSpan};

/// The node of `httpurl`.
///
/// ```bnf
/// httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Httpurl<'a> {
    pub(crate) hostport: Hostport<'a>,
    pub(crate) hpath: Option<Hpath<'a>>,
    pub(crate) search: Option<Search<'a>>,
    pub(crate) span: Span<'a>,
}

impl<'a> Httpurl<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The path after the `"/"` that follows the host; `None` when there
    /// is no such `"/"` (`http://host`).
    pub fn hpath(&self) -> Option<Hpath<'a>> {
        self.hpath
    }
    /// The search part after `"?"`, if any (present and empty for a
    /// trailing `"?"`).
    pub fn search(&self) -> Option<Search<'a>> {
        self.search
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
/// ```
pub fn httpurl(i: Input) -> IResult<Httpurl> {
    crate::syntax::enter(i, |i| {
        named!(
            "httpurl",
            consumed((
                class::nocase("http://"),
                hostport,
                opt(preceded(
                    class::exact("/"),
                    (hpath, opt(preceded(class::exact("?"), search))),
                )),
            )),
        )
        .map(|(all, (_, hostport, path))| {
            let (hpath, search) = match path {
                Some((hpath, search)) => (Some(hpath), search),
                None => (None, None),
            };
            Httpurl {
                hostport,
                hpath,
                search,
                span: all.into(),
            }
        })
        .parse(i)
    })
}

/// The node of `hpath`; its segments are read from the span on demand.
///
/// ```bnf
/// hpath          = hsegment *[ "/" hsegment ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hpath<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Hpath<'a> {
    /// The segments between the `"/"`s, in order, empty ones included.
    pub fn segments(&self) -> impl Iterator<Item = Hsegment<'a>> + use<'a> {
        SplitSpan::new(self.span, b'/').map(Hsegment::new)
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The path, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }
}

/// ```bnf
/// hpath          = hsegment *[ "/" hsegment ]
/// ```
///
/// One scan over `hsegment`'s characters and `"/"`, as `fpath` is read.
pub fn hpath(i: Input) -> IResult<Hpath> {
    crate::syntax::enter(i, |i| {
        named!("hpath", |i| {
            class::path(i, &classes::HPATH, Production::Hsegment)
        })
        .map(|span| Hpath { span })
        .parse(i)
    })
}

leaf! {
    /// The node of `hsegment`: one path segment, as written.
    ///
    /// ```bnf
    /// hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
    /// ```
    Hsegment
}

/// ```bnf
/// hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// ```
pub fn hsegment(i: Input) -> IResult<Hsegment> {
    crate::syntax::enter(i, |i| {
        named!("hsegment", |i| class::star(i, &classes::HSEGMENT))
            .map(Hsegment::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `search` (shared by http, gopher and wais).
    ///
    /// ```bnf
    /// search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
    /// ```
    Search
}

/// ```bnf
/// search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// ```
pub fn search(i: Input) -> IResult<Search> {
    crate::syntax::enter(i, |i| {
        named!("search", |i| class::star(i, &classes::HSEGMENT))
            .map(Search::new)
            .parse(i)
    })
}
