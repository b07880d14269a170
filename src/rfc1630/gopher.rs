//! RFC 1630, "Gopher" (p. 16) and its BNF lines:
//!
//! ```text
//! gopher://<hostport>[/<gtype>[<gcommand>]]
//! ```
//!
//! Decisions (a `/` needs a type, the command is a `path`, the type `1`
//! when none is written): grammar-notes/rfc1630/gopher.md.

use nom::Parser;

use super::chars::one_xalpha;
use super::ip::{Hostport, hostport};
use super::path::{Path, path};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `gopheraddress`.
///
/// ```bnf
/// gopheraddress          g o p h e r : / / hostport [/ gtype  [
///                        gcommand ] ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gopheraddress<'a> {
    pub(crate) hostport: Hostport<'a>,
    pub(crate) gtype: Option<Gtype<'a>>,
    pub(crate) gcommand: Option<Gcommand<'a>>,
    pub(crate) span: Span<'a>,
}

impl<'a> Gopheraddress<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The gopher type, when the URL writes one.
    pub fn gtype(&self) -> Option<Gtype<'a>> {
        self.gtype
    }
    /// The command string after the type (perhaps void), when there is a
    /// type.
    pub fn gcommand(&self) -> Option<Gcommand<'a>> {
        self.gcommand
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// gopheraddress          g o p h e r : / / hostport [/ gtype  [
///                        gcommand ] ]
/// ```
///
/// `[/` is `[` then the character `/`. A `/` must be followed by a
/// `gtype` (`gopher://h/` is no URL here); the `gcommand` after the type
/// is a `path`, so possibly void.
pub fn gopheraddress(i: Input) -> IResult<Gopheraddress> {
    gopheraddress_with(i, false)
}

/// [`gopheraddress`], the scheme's letters in any case when `fold`.
pub(crate) fn gopheraddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Gopheraddress<'a>> {
    named!(
        "gopheraddress",
        move |i: Input<'a>| -> IResult<'a, Gopheraddress<'a>> {
            let (rest, _) = class::literal(i, "gopher://", fold)?;
            let (rest, hostport) = hostport(rest)?;
            let (rest, gtype, gcommand) = match class::peek(&rest) {
                Some(b'/') => {
                    let (rest, t) = gtype(rest.split(1).0)?;
                    let (rest, c) = gcommand(rest)?;
                    (rest, Some(t), Some(c))
                }
                _ => (rest, None, None),
            };
            let span = Span::between(i, rest);
            Ok((
                rest,
                Gopheraddress {
                    hostport,
                    gtype,
                    gcommand,
                    span,
                },
            ))
        }
    )
    .parse(i)
}

leaf! {
    /// The node of `gtype`: one `xalpha`, the gopher type code.
    ///
    /// ```bnf
    /// gtype                  xalpha
    /// ```
    Gtype
}

/// ```bnf
/// gtype                  xalpha
/// ```
pub fn gtype(i: Input) -> IResult<Gtype> {
    named!("gtype", one_xalpha).map(Gtype::new).parse(i)
}

/// The node of `gcommand`: the command string, a `path`.
///
/// ```bnf
/// gcommand               path
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gcommand<'a> {
    pub(crate) path: Path<'a>,
}

impl<'a> Gcommand<'a> {
    /// The command as a path.
    pub fn path(&self) -> Path<'a> {
        self.path
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.path.span()
    }
    /// The command, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.path.as_str()
    }
}

/// ```bnf
/// gcommand               path
/// ```
pub fn gcommand(i: Input) -> IResult<Gcommand> {
    named!("gcommand", path)
        .map(|path| Gcommand { path })
        .parse(i)
}
