//! RFC 1738 §3.10 "FILES".
//!
//! ```text
//! file://<host>/<path>
//! ```
//!
//! Decisions (the redundant `"localhost"` alternative, the empty host):
//! This module's grammar note.

use nom::Parser;
use nom::combinator::consumed;

use super::ftp::{Fpath, fpath};
use super::ip::{Host, host};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Input, Span};

/// The node of `fileurl`.
///
/// ```bnf
/// fileurl        = "file://" [ host | "localhost" ] "/" fpath
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fileurl<'a> {
    pub(crate) host: Option<Host<'a>>,
    pub(crate) fpath: Fpath<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Fileurl<'a> {
    /// The host; `None` for `file:///path` (§3.10: the empty host, like
    /// `localhost`, means the machine the URL is being interpreted on).
    /// `localhost` is a `hostname` like any other here.
    pub fn host(&self) -> Option<Host<'a>> {
        self.host
    }
    /// The path after the `"/"`, which is always there.
    pub fn fpath(&self) -> Fpath<'a> {
        self.fpath
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// fileurl        = "file://" [ host | "localhost" ] "/" fpath
/// ```
///
/// `"localhost"` is itself a `hostname`, so the alternative adds no
/// string: it is parsed as a `host` (the module's grammar note).
pub fn fileurl(i: Input) -> IResult<Fileurl> {
    crate::syntax::enter(i, |i| {
        named!(
            "fileurl",
            consumed((
                class::nocase("file://"),
                file_host,
                class::exact("/"),
                fpath
            )),
        )
        .map(|(all, (_, host, _, fpath))| Fileurl {
            host,
            fpath,
            span: all.into(),
        })
        .parse(i)
    })
}

/// `[ host | "localhost" ]`: no host when the `"/"` comes at once,
/// otherwise a host that must match (so its error, not the `"/"`'s, is
/// reported for `file://a-/`).
fn file_host<'a>(i: Input<'a>) -> IResult<'a, Option<Host<'a>>> {
    match class::peek(&i) {
        Some(b'/') => Ok((i, None)),
        _ => host.map(Some).parse(i),
    }
}
