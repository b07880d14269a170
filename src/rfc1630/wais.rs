//! RFC 1630, "WAIS" (pp. 18-19) and its BNF lines:
//!
//! ```text
//! wais://<hostport>/<database>[?<search>]
//! wais://<hostport>/<database>/<wtype>/<wpath>
//! ```
//!
//! `wpath`'s `=` and `;` are characters ("the identifier field number is
//! the digits before the equals sign, and the field contents follow ...
//! terminated by ";"", p. 19). Decisions (the two forms told apart after
//! their common prefix): this module's grammar note.

use nom::Parser;

use super::chars::digits;
use super::ip::{Hostport, hostport};
use super::path::{Path, Search, path, search};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `waisaddress`: an index (with or without a search) or a
/// document.
///
/// ```bnf
/// waisaddress            waisindex | waisdoc
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Waisaddress<'a> {
    /// A database, perhaps searched.
    Index(Waisindex<'a>),
    /// A document of a database.
    Doc(Waisdoc<'a>),
}

impl<'a> Waisaddress<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        match self {
            Waisaddress::Index(x) => x.hostport,
            Waisaddress::Doc(x) => x.hostport,
        }
    }
    /// The database.
    pub fn database(&self) -> Database<'a> {
        match self {
            Waisaddress::Index(x) => x.database(),
            Waisaddress::Doc(x) => x.database(),
        }
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            Waisaddress::Index(x) => x.span,
            Waisaddress::Doc(x) => x.span,
        }
    }
}

/// The common prefix of `waisindex` and `waisdoc`: `wais://`, `hostport`,
/// `/`, `database`; the hostport and where the database ends, from `i`.
fn prefix<'a>(i: Input<'a>, fold: bool) -> IResult<'a, (Hostport<'a>, usize)> {
    let (rest, _) = class::literal(i, "wais://", fold)?;
    let (rest, hostport) = hostport(rest)?;
    let (rest, _) = class::literal(rest, "/", false)?;
    let (rest, _) = database(rest)?;
    let database_end = rest.location_offset() - i.location_offset();
    Ok((rest, (hostport, database_end)))
}

/// The database of a wais span: from after the `/` that follows the
/// hostport to `end`.
fn database_in<'a>(span: Span<'a>, hostport: &Hostport<'a>, end: usize) -> Database<'a> {
    Database::new(span.slice(hostport.span.end() - span.start() + 1, end))
}

/// ```bnf
/// waisaddress            waisindex | waisdoc
/// ```
///
/// In the RFC's order a literal PEG takes the `waisindex` prefix of every
/// `waisdoc` and fails. The two share `wais://hostport/database`; after
/// it, a `/` means `waisdoc`, anything else `waisindex` (which the input
/// then has to match to the end).
pub fn waisaddress(i: Input) -> IResult<Waisaddress> {
    crate::syntax::enter(i, |i| waisaddress_with(i, false))
}

/// [`waisaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn waisaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Waisaddress<'a>> {
    named!(
        "waisaddress",
        move |i: Input<'a>| -> IResult<'a, Waisaddress<'a>> {
            match prefix(i, fold) {
                Ok((rest, _)) if class::peek(&rest) == Some(b'/') => {
                    waisdoc_with(i, fold).map(|(r, d)| (r, Waisaddress::Doc(d)))
                }
                _ => waisindex_with(i, fold).map(|(r, x)| (r, Waisaddress::Index(x))),
            }
        }
    )
    .parse(i)
}

/// The node of `waisindex`.
///
/// ```bnf
/// waisindex              w a i s : / / hostport / database [ ? search
///                        ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Waisindex<'a> {
    // Offsets: the database ends at `database_end`; a search, if any,
    // follows its `?`.
    pub(crate) hostport: Hostport<'a>,
    pub(crate) span: Span<'a>,
    pub(crate) database_end: usize,
}

impl<'a> Waisindex<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The database.
    pub fn database(&self) -> Database<'a> {
        database_in(self.span, &self.hostport, self.database_end)
    }
    /// The search after `?`, if any.
    pub fn search(&self) -> Option<Search<'a>> {
        let len = self.span.len();
        (self.database_end < len).then(|| Search::new(self.span.slice(self.database_end + 1, len)))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// waisindex              w a i s : / / hostport / database [ ? search
///                        ]
/// ```
pub fn waisindex(i: Input) -> IResult<Waisindex> {
    crate::syntax::enter(i, |i| waisindex_with(i, false))
}

/// [`waisindex`], the scheme's letters in any case when `fold`.
pub(crate) fn waisindex_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Waisindex<'a>> {
    named!(
        "waisindex",
        move |i: Input<'a>| -> IResult<'a, Waisindex<'a>> {
            let (rest, (hostport, database_end)) = prefix(i, fold)?;
            let rest = match class::peek(&rest) {
                Some(b'?') => search(rest.split(1).0)?.0,
                _ => rest,
            };
            let span = Span::between(i, rest);
            Ok((
                rest,
                Waisindex {
                    hostport,
                    span,
                    database_end,
                },
            ))
        }
    )
    .parse(i)
}

/// The node of `waisdoc`.
///
/// ```bnf
/// waisdoc                w a i s : / / hostport / database / wtype  /
///                        wpath
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Waisdoc<'a> {
    // Offsets: the database ends at `database_end`, the type at
    // `wtype_end`; the wpath follows its `/`.
    pub(crate) hostport: Hostport<'a>,
    pub(crate) span: Span<'a>,
    pub(crate) database_end: usize,
    pub(crate) wtype_end: usize,
}

impl<'a> Waisdoc<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The database.
    pub fn database(&self) -> Database<'a> {
        database_in(self.span, &self.hostport, self.database_end)
    }
    /// The document's WAIS type.
    pub fn wtype(&self) -> Wtype<'a> {
        Wtype::new(self.span.slice(self.database_end + 1, self.wtype_end))
    }
    /// The fields of the document's WAIS identifier.
    pub fn wpath(&self) -> Wpath<'a> {
        Wpath {
            span: self.span.slice(self.wtype_end + 1, self.span.len()),
        }
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// waisdoc                w a i s : / / hostport / database / wtype  /
///                        wpath
/// ```
///
/// The RFC indents `wpath` as the end of this rule (a copy of the BNF
/// that loses the indentation loses this line with it).
pub fn waisdoc(i: Input) -> IResult<Waisdoc> {
    crate::syntax::enter(i, |i| waisdoc_with(i, false))
}

/// [`waisdoc`], the scheme's letters in any case when `fold`.
pub(crate) fn waisdoc_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Waisdoc<'a>> {
    named!("waisdoc", move |i: Input<'a>| -> IResult<'a, Waisdoc<'a>> {
        let (rest, (hostport, database_end)) = prefix(i, fold)?;
        let (rest, _) = class::literal(rest, "/", false)?;
        let (rest, _) = wtype(rest)?;
        let wtype_end = rest.location_offset() - i.location_offset();
        let (rest, _) = class::literal(rest, "/", false)?;
        let (rest, _) = wpath(rest)?;
        let span = Span::between(i, rest);
        Ok((
            rest,
            Waisdoc {
                hostport,
                span,
                database_end,
                wtype_end,
            },
        ))
    })
    .parse(i)
}

/// The node of `wpath`: the fields of a WAIS document identifier.
///
/// ```bnf
/// wpath                  digits = path ;  [ wpath ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wpath<'a> {
    pub(crate) span: Span<'a>,
}

/// One field of a [`Wpath`]: its number and its contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WpathField<'a> {
    /// The field number: the digits before the `=`.
    pub digits: Span<'a>,
    /// The contents, a `path`, up to the `;`.
    pub path: Path<'a>,
}

impl<'a> Wpath<'a> {
    /// The fields, in order.
    pub fn fields(&self) -> impl Iterator<Item = WpathField<'a>> + use<'a> {
        let span = self.span;
        let text = span.as_str().as_bytes();
        let mut k = 0;
        core::iter::from_fn(move || {
            let rest = text.get(k..)?;
            let eq = rest.iter().position(|&c| c == b'=')?;
            let semi = rest.iter().position(|&c| c == b';')?;
            let field = WpathField {
                digits: span.slice(k, k + eq),
                path: Path::new(span.slice(k + eq + 1, k + semi)),
            };
            k += semi + 1;
            Some(field)
        })
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// wpath                  digits = path ;  [ wpath ]
/// ```
///
/// `=` and `;` are characters here, not BNF notation. A loop over the
/// fields: `digits`, `=`, a `path`, `;`; a digit after the `;` starts
/// another field, which must then be complete (a `wpath` ends a
/// `waisdoc`, so nothing but another field can follow a `;`).
pub fn wpath<'a>(i: Input<'a>) -> IResult<'a, Wpath<'a>> {
    crate::syntax::enter(i, |i| {
        named!("wpath", |i: Input<'a>| {
            let mut rest = i;
            loop {
                let (r, _) = digits(rest)?;
                let (r, _) = class::literal(r, "=", false)?;
                let (r, _) = path(r)?;
                let (r, _) = class::literal(r, ";", false)?;
                rest = r;
                if !class::peek(&rest).is_some_and(|b| b.is_ascii_digit()) {
                    break;
                }
            }
            let span = Span::between(i, rest);
            Ok((rest, Wpath { span }))
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `database`.
    ///
    /// ```bnf
    /// database               xalphas
    /// ```
    Database
}

/// ```bnf
/// database               xalphas
/// ```
pub fn database(i: Input) -> IResult<Database> {
    crate::syntax::enter(i, |i| {
        named!("database", |i| crate::syntax::class::plus(
            i,
            &super::classes::XALPHA
        ))
        .map(Database::new)
        .parse(i)
    })
}

leaf! {
    /// The node of `wtype`.
    ///
    /// ```bnf
    /// wtype                  xalphas
    /// ```
    Wtype
}

/// ```bnf
/// wtype                  xalphas
/// ```
pub fn wtype(i: Input) -> IResult<Wtype> {
    crate::syntax::enter(i, |i| {
        named!("wtype", |i| crate::syntax::class::plus(
            i,
            &super::classes::XALPHA
        ))
        .map(Wtype::new)
        .parse(i)
    })
}
