//! RFC 1630, "FTP" (pp. 14-16) and its BNF lines, with the `afsaddress`
//! the RFC keeps "as historical note":
//!
//! ```text
//! ftp://<login>/<path>[;type=<ftptype>]
//! afs://<cellname>/<path>
//! ```
//!
//! Decisions (`;type=` before `ftptype`, RFC 959's codes without the
//! space, `afsaddress` outside `url`): this module's grammar note.

use core::fmt;

use nom::Parser;

use super::chars::{self, digits};
use super::ip::{Hostname, Login, hostname, login};
use super::path::{Path, path};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Error, Input, Span};

/// The node of `ftpaddress`.
///
/// ```bnf
/// ftpaddress             f t p : / / login / path [  ftptype ]
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ftpaddress<'a> {
    // Offsets rather than child nodes: the path runs from after the `/`
    // that follows the login to `path_end`; a type, if any, from after
    // the `;type=` that follows it to the end.
    pub(crate) login: Login<'a>,
    pub(crate) span: Span<'a>,
    pub(crate) path_end: usize,
}

impl fmt::Debug for Ftpaddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ftpaddress")
            .field("login", &self.login)
            .field("path", &self.path())
            .field("ftptype", &self.ftptype())
            .field("span", &self.span)
            .finish()
    }
}

impl<'a> Ftpaddress<'a> {
    /// The login: optional user and password, host and port.
    pub fn login(&self) -> Login<'a> {
        self.login
    }
    /// The path after the login's `/` (perhaps void).
    pub fn path(&self) -> Path<'a> {
        let from = self.login.span.end() - self.span.start() + 1;
        Path::new(self.span.slice(from, self.path_end))
    }
    /// The type code after `;type=`, if any.
    pub fn ftptype(&self) -> Option<Ftptype<'a>> {
        let len = self.span.len();
        (self.path_end < len).then(|| Ftptype {
            span: self.span.slice(self.path_end + 6, len),
        })
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// ftpaddress             f t p : / / login / path [  ftptype ]
/// ```
///
/// The BNF writes no separator before `ftptype`; the FTP section (p. 16)
/// does: "The data type is specified by a suffix to the URL. Possible
/// suffixes are: `;type = <type-code>`". So the suffix is read as
/// `";type=" ftptype`. `;` and `=` are not `xalpha`s,
/// so the suffix cannot be taken for part of the path.
pub fn ftpaddress(i: Input) -> IResult<Ftpaddress> {
    crate::syntax::enter(i, |i| ftpaddress_with(i, false))
}

/// [`ftpaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn ftpaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Ftpaddress<'a>> {
    named!(
        "ftpaddress",
        move |i: Input<'a>| -> IResult<'a, Ftpaddress<'a>> {
            let (rest, _) = class::literal(i, "ftp://", fold)?;
            let (rest, login) = login(rest)?;
            let (rest, _) = class::literal(rest, "/", false)?;
            let (rest, _) = path(rest)?;
            let path_end = rest.location_offset() - i.location_offset();
            let rest = match class::peek(&rest) {
                Some(b';') => {
                    let (rest, _) = class::literal(rest, ";type=", false)?;
                    ftptype(rest)?.0
                }
                _ => rest,
            };
            let span = Span::between(i, rest);
            Ok((
                rest,
                Ftpaddress {
                    login,
                    span,
                    path_end,
                },
            ))
        }
    )
    .parse(i)
}

/// The node of `ftptype`: an RFC 959 TYPE argument without its space.
///
/// ```bnf
/// ftptype                A formcode | E formcode | I | L digits
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ftptype<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Ftptype<'a> {
    /// The type letter: `A` (ASCII), `E` (EBCDIC), `I` (image) or `L`
    /// (local byte size).
    pub fn code(&self) -> char {
        self.span.as_str().chars().next().unwrap_or('I')
    }
    /// The form code after `A` or `E` (`N`, `T` or `C`).
    pub fn formcode(&self) -> Option<Formcode<'a>> {
        matches!(self.code(), 'A' | 'E').then(|| Formcode {
            span: self.span.slice(1, 2),
        })
    }
    /// The byte size after `L`.
    pub fn digits(&self) -> Option<Span<'a>> {
        (self.code() == 'L').then(|| self.span.slice(1, self.span.len()))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// ftptype                A formcode | E formcode | I | L digits
/// ```
///
/// Chosen by the first letter. Capitals only, and the form code is
/// required after `A` and `E` (RFC 959 makes it optional; the BNF does
/// not). RFC 1738's `a`, `i`, `d` are not RFC 1630 codes.
pub fn ftptype<'a>(i: Input<'a>) -> IResult<'a, Ftptype<'a>> {
    crate::syntax::enter(i, |i| {
        named!("ftptype", |i: Input<'a>| {
            let rest = match class::peek(&i) {
                Some(b'A' | b'E') => formcode(i.split(1).0)?.0,
                Some(b'I') => i.split(1).0,
                Some(b'L') => digits(i.split(1).0)?.0,
                _ => return Err(nom::Err::Error(Error::at(i.location_offset()))),
            };
            let span = Span::between(i, rest);
            Ok((rest, Ftptype { span }))
        })
        .parse(i)
    })
}

/// The node of `formcode`.
///
/// ```bnf
/// formcode               N | T | C
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Formcode<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Formcode<'a> {
    /// The code: `N` (non-print), `T` (Telnet format effectors) or `C`
    /// (carriage control, ASA), as RFC 959 names them.
    pub fn code(&self) -> char {
        self.span.as_str().chars().next().unwrap_or('N')
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// formcode               N | T | C
/// ```
pub fn formcode<'a>(i: Input<'a>) -> IResult<'a, Formcode<'a>> {
    crate::syntax::enter(i, |i| {
        named!("formcode", chars::one(|b| matches!(b, b'N' | b'T' | b'C')))
            .map(|span| Formcode { span })
            .parse(i)
    })
}

/// The node of `afsaddress`.
///
/// ```bnf
/// afsaddress             a f s : / / cellname / path
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Afsaddress<'a> {
    pub(crate) cellname: Cellname<'a>,
    pub(crate) path: Path<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Afsaddress<'a> {
    /// The AFS cell.
    pub fn cellname(&self) -> Cellname<'a> {
        self.cellname
    }
    /// The path in the cell.
    pub fn path(&self) -> Path<'a> {
        self.path
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// afsaddress             a f s : / / cellname / path
/// ```
///
/// "The "afsaddress" is left in as historical note, but is not a url
/// production" (p. 24): `url` never reaches it, so `afs:` URLs are no
/// URLs; `parse_production` can still match it.
pub fn afsaddress(i: Input) -> IResult<Afsaddress> {
    crate::syntax::enter(i, |i| afsaddress_with(i, false))
}

/// [`afsaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn afsaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Afsaddress<'a>> {
    named!(
        "afsaddress",
        move |i: Input<'a>| -> IResult<'a, Afsaddress<'a>> {
            let (rest, _) = class::literal(i, "afs://", fold)?;
            let (rest, cellname) = cellname(rest)?;
            let (rest, _) = class::literal(rest, "/", false)?;
            let (rest, path) = path(rest)?;
            let span = Span::between(i, rest);
            Ok((
                rest,
                Afsaddress {
                    cellname,
                    path,
                    span,
                },
            ))
        }
    )
    .parse(i)
}

/// The node of `cellname`: a host name.
///
/// ```bnf
/// cellname               hostname
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cellname<'a> {
    pub(crate) hostname: Hostname<'a>,
}

impl<'a> Cellname<'a> {
    /// The cell's host name.
    pub fn hostname(&self) -> Hostname<'a> {
        self.hostname
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.hostname.span()
    }
}

/// ```bnf
/// cellname               hostname
/// ```
pub fn cellname(i: Input) -> IResult<Cellname> {
    crate::syntax::enter(i, |i| {
        named!("cellname", hostname)
            .map(|hostname| Cellname { hostname })
            .parse(i)
    })
}
