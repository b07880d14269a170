//! RFC 1738 §3.9 "WAIS".
//!
//! ```text
//! wais://<host>:<port>/<database>
//! wais://<host>:<port>/<database>?<search>
//! wais://<host>:<port>/<database>/<wtype>/<wpath>
//! ```
//!
//! Decisions (the three forms share a prefix; the byte after `database`
//! decides): this module's grammar note.

use nom::Parser;
use nom::combinator::{consumed, cut};
use nom::sequence::preceded;

use super::classes;
use super::http::{Search, search};
use super::ip::{Hostport, hostport};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `waisurl`: which of the three forms.
///
/// ```bnf
/// waisurl        = waisdatabase | waisindex | waisdoc
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Waisurl<'a> {
    /// A searchable database: `wais://host/db`.
    Database(Waisdatabase<'a>),
    /// A search of a database: `wais://host/db?query`.
    Index(Waisindex<'a>),
    /// One document: `wais://host/db/type/path`.
    Doc(Waisdoc<'a>),
}

impl<'a> Waisurl<'a> {
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            Waisurl::Database(w) => w.span,
            Waisurl::Index(w) => w.span,
            Waisurl::Doc(w) => w.span,
        }
    }
    /// The host and optional port, whatever the form.
    pub fn hostport(&self) -> Hostport<'a> {
        match self {
            Waisurl::Database(w) => w.hostport,
            Waisurl::Index(w) => w.hostport,
            Waisurl::Doc(w) => w.hostport,
        }
    }
    /// The database, whatever the form.
    pub fn database(&self) -> Database<'a> {
        match self {
            Waisurl::Database(w) => w.database,
            Waisurl::Index(w) => w.database,
            Waisurl::Doc(w) => w.database,
        }
    }
}

/// `"wais://" hostport "/" database`, the prefix of all three forms.
fn prefix(i: Input) -> IResult<(Hostport, Database)> {
    (
        class::nocase("wais://"),
        hostport,
        class::exact("/"),
        database,
    )
        .map(|(_, hostport, _, database)| (hostport, database))
        .parse(i)
}

/// `"?" search`, the rest of `waisindex`.
fn index_rest(i: Input) -> IResult<Search> {
    preceded(class::exact("?"), search).parse(i)
}

/// `"/" wtype "/" wpath`, the rest of `waisdoc`; the first `"/"` commits.
fn doc_rest(i: Input) -> IResult<(Wtype, Wpath)> {
    preceded(class::exact("/"), cut((wtype, class::exact("/"), wpath)))
        .map(|(wtype, _, wpath)| (wtype, wpath))
        .parse(i)
}

/// ```bnf
/// waisurl        = waisdatabase | waisindex | waisdoc
/// ```
///
/// The three forms share `"wais://" hostport "/" database`; `database`
/// has neither `"?"` nor `"/"`, so the byte after it decides the form
/// (`"?"` index, `"/"` doc, else database) and the prefix is read once.
/// The module's grammar note.
pub fn waisurl<'a>(i: Input<'a>) -> IResult<'a, Waisurl<'a>> {
    crate::syntax::enter(i, |i| {
        named!("waisurl", |i: Input<'a>| {
            let start = i;
            let (i, (hostport, database)) = prefix(i)?;
            match class::peek(&i) {
                Some(b'?') => {
                    let (rest, search) = named!("waisindex", index_rest).parse(i)?;
                    let span = Span::between(start, rest);
                    Ok((
                        rest,
                        Waisurl::Index(Waisindex {
                            hostport,
                            database,
                            search,
                            span,
                        }),
                    ))
                }
                Some(b'/') => {
                    let (rest, (wtype, wpath)) = named!("waisdoc", doc_rest).parse(i)?;
                    let span = Span::between(start, rest);
                    Ok((
                        rest,
                        Waisurl::Doc(Waisdoc {
                            hostport,
                            database,
                            wtype,
                            wpath,
                            span,
                        }),
                    ))
                }
                _ => {
                    let span = Span::between(start, i);
                    Ok((
                        i,
                        Waisurl::Database(Waisdatabase {
                            hostport,
                            database,
                            span,
                        }),
                    ))
                }
            }
        })
        .parse(i)
    })
}

/// The node of `waisdatabase`.
///
/// ```bnf
/// waisdatabase   = "wais://" hostport "/" database
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Waisdatabase<'a> {
    hostport: Hostport<'a>,
    database: Database<'a>,
    span: Span<'a>,
}

impl<'a> Waisdatabase<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The database name, as written.
    pub fn database(&self) -> Database<'a> {
        self.database
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// waisdatabase   = "wais://" hostport "/" database
/// ```
pub fn waisdatabase(i: Input) -> IResult<Waisdatabase> {
    crate::syntax::enter(i, |i| {
        named!("waisdatabase", consumed(prefix))
            .map(|(all, (hostport, database))| Waisdatabase {
                hostport,
                database,
                span: all.into(),
            })
            .parse(i)
    })
}

/// The node of `waisindex`.
///
/// ```bnf
/// waisindex      = "wais://" hostport "/" database "?" search
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Waisindex<'a> {
    hostport: Hostport<'a>,
    database: Database<'a>,
    search: Search<'a>,
    span: Span<'a>,
}

impl<'a> Waisindex<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The database name, as written.
    pub fn database(&self) -> Database<'a> {
        self.database
    }
    /// The search string after `"?"`.
    pub fn search(&self) -> Search<'a> {
        self.search
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// waisindex      = "wais://" hostport "/" database "?" search
/// ```
pub fn waisindex(i: Input) -> IResult<Waisindex> {
    crate::syntax::enter(i, |i| {
        named!("waisindex", consumed((prefix, index_rest)))
            .map(|(all, ((hostport, database), search))| Waisindex {
                hostport,
                database,
                search,
                span: all.into(),
            })
            .parse(i)
    })
}

/// The node of `waisdoc`.
///
/// ```bnf
/// waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Waisdoc<'a> {
    hostport: Hostport<'a>,
    database: Database<'a>,
    wtype: Wtype<'a>,
    wpath: Wpath<'a>,
    span: Span<'a>,
}

impl<'a> Waisdoc<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The database name, as written.
    pub fn database(&self) -> Database<'a> {
        self.database
    }
    /// The document type, as written.
    pub fn wtype(&self) -> Wtype<'a> {
        self.wtype
    }
    /// The document path (opaque to the client, §3.9), as written.
    pub fn wpath(&self) -> Wpath<'a> {
        self.wpath
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
/// ```
pub fn waisdoc(i: Input) -> IResult<Waisdoc> {
    crate::syntax::enter(i, |i| {
        named!("waisdoc", consumed((prefix, doc_rest)))
            .map(|(all, ((hostport, database), (wtype, wpath)))| Waisdoc {
                hostport,
                database,
                wtype,
                wpath,
                span: all.into(),
            })
            .parse(i)
    })
}

leaf! {
    /// The node of `database`, as written.
    ///
    /// ```bnf
    /// database       = *uchar
    /// ```
    Database
}

/// ```bnf
/// database       = *uchar
/// ```
pub fn database(i: Input) -> IResult<Database> {
    crate::syntax::enter(i, |i| {
        named!("database", |i| class::star(i, &classes::UCHAR))
            .map(Database::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `wtype`, as written.
    ///
    /// ```bnf
    /// wtype          = *uchar
    /// ```
    Wtype
}

/// ```bnf
/// wtype          = *uchar
/// ```
pub fn wtype(i: Input) -> IResult<Wtype> {
    crate::syntax::enter(i, |i| {
        named!("wtype", |i| class::star(i, &classes::UCHAR))
            .map(Wtype::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `wpath`, as written.
    ///
    /// ```bnf
    /// wpath          = *uchar
    /// ```
    Wpath
}

/// ```bnf
/// wpath          = *uchar
/// ```
pub fn wpath(i: Input) -> IResult<Wpath> {
    crate::syntax::enter(i, |i| {
        named!("wpath", |i| class::star(i, &classes::UCHAR))
            .map(Wpath::new)
            .parse(i)
    })
}
