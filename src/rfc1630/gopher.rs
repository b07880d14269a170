//! RFC 1630, "Gopher" (p. 16) and its BNF lines:
//!
//! ```text
//! gopher://<hostport>[/<gtype>[<gcommand>]]
//! ```
//!
//! Decisions (a `/` needs a type, the command is a `path`, the type `1`
//! when none is written): this module's grammar note.

use core::fmt;

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
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Gopheraddress<'a> {
    // The type and command are read from the span on demand: after the
    // hostport, `/`, one `xalpha` (a character or an escape), the rest.
    pub(crate) hostport: Hostport<'a>,
    pub(crate) span: Span<'a>,
}

impl fmt::Debug for Gopheraddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gopheraddress")
            .field("hostport", &self.hostport)
            .field("gtype", &self.gtype())
            .field("gcommand", &self.gcommand())
            .field("span", &self.span)
            .finish()
    }
}

impl<'a> Gopheraddress<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// Where the type starts and ends, when there is one.
    fn gtype_range(&self) -> Option<(usize, usize)> {
        let from = self.hostport.span.end() - self.span.start() + 1;
        let b = self.span.as_str().as_bytes();
        // A gtype is one `xalpha`, an escape's three bytes for `%`.
        b.get(from)
            .map(|&c| (from, from + if c == b'%' { 3 } else { 1 }))
    }
    /// The gopher type, when the URL writes one.
    pub fn gtype(&self) -> Option<Gtype<'a>> {
        self.gtype_range()
            .map(|(from, to)| Gtype::new(self.span.slice(from, to)))
    }
    /// The command string after the type (perhaps void), when there is a
    /// type.
    pub fn gcommand(&self) -> Option<Gcommand<'a>> {
        self.gtype_range().map(|(_, to)| Gcommand {
            path: Path::new(self.span.slice(to, self.span.len())),
        })
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
    crate::syntax::enter(i, |i| gopheraddress_with(i, false))
}

/// [`gopheraddress`], the scheme's letters in any case when `fold`.
pub(crate) fn gopheraddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Gopheraddress<'a>> {
    named!(
        "gopheraddress",
        move |i: Input<'a>| -> IResult<'a, Gopheraddress<'a>> {
            let (rest, _) = class::literal(i, "gopher://", fold)?;
            let (rest, hostport) = hostport(rest)?;
            let rest = match class::peek(&rest) {
                Some(b'/') => {
                    let (rest, _) = gtype(rest.split(1).0)?;
                    gcommand(rest)?.0
                }
                _ => rest,
            };
            let span = Span::between(i, rest);
            Ok((rest, Gopheraddress { hostport, span }))
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
    crate::syntax::enter(i, |i| named!("gtype", one_xalpha).map(Gtype::new).parse(i))
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
    crate::syntax::enter(i, |i| {
        named!("gcommand", path)
            .map(|path| Gcommand { path })
            .parse(i)
    })
}
