//! RFC 1738 §3.2 "FTP".
//!
//! ```text
//! ftp://<user>:<password>@<host>:<port>/<cwd1>/<cwd2>/.../<cwdN>/<name>;type=<typecode>
//! ```
//!
//! Decisions (`;` commits to `;type=`, the typecode's case, `?` in
//! segments): this module's grammar note.

use nom::Parser;
use nom::combinator::{consumed, cut, opt};
use nom::sequence::preceded;

use super::classes;
use super::ip::{Login, login};
use super::production::{IResult, Production};
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span, SplitSpan};

/// The node of `ftpurl`.
///
/// ```bnf
/// ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ftpurl<'a> {
    pub(crate) login: Login<'a>,
    pub(crate) fpath: Option<Fpath<'a>>,
    pub(crate) ftptype: Option<Ftptype<'a>>,
    pub(crate) span: Span<'a>,
}

impl<'a> Ftpurl<'a> {
    /// User, password, host and port.
    pub fn login(&self) -> Login<'a> {
        self.login
    }
    /// The path after the `"/"` that follows the host; `None` when there
    /// is no such `"/"`.
    pub fn fpath(&self) -> Option<Fpath<'a>> {
        self.fpath
    }
    /// The typecode after `";type="`, if any.
    pub fn ftptype(&self) -> Option<Ftptype<'a>> {
        self.ftptype
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// ```
///
/// A `";"` after the path commits to `";type=" ftptype` (`cut`): `fsegment`
/// has no `";"`, so nothing else can follow there (the module's grammar note).
pub fn ftpurl(i: Input) -> IResult<Ftpurl> {
    crate::syntax::enter(i, |i| {
        named!(
            "ftpurl",
            consumed((
                class::nocase("ftp://"),
                login,
                opt(preceded(class::exact("/"), (fpath, typecode),)),
            )),
        )
        .map(|(all, (_, login, path))| {
            let (fpath, ftptype) = match path {
                Some((fpath, ftptype)) => (Some(fpath), ftptype),
                None => (None, None),
            };
            Ftpurl {
                login,
                fpath,
                ftptype,
                span: all.into(),
            }
        })
        .parse(i)
    })
}

/// `[ ";type=" ftptype ]` after `fpath`. A `";"` that does not start
/// `";type="` is reported where it is, as a character `fsegment` cannot
/// hold (it would be written `%3B`), rather than at the first byte that
/// differs from `";type="`: no production lets anything else follow an
/// `fpath` (the module's grammar note, "Cuts").
fn typecode<'a>(i: Input<'a>) -> IResult<'a, Option<Ftptype<'a>>> {
    let bytes = i.as_bytes();
    if bytes.starts_with(b";type=") {
        let (rest, _) = class::split(i, 6);
        return cut(ftptype).map(Some).parse(rest);
    }
    match bytes.first() {
        Some(b';') => {
            let at = i.location_offset();
            let e = Error::expected(at, Production::Fsegment).within(Production::Fpath);
            Err(nom::Err::Failure(e))
        }
        _ => Ok((i, None)),
    }
}

/// The node of `fpath`; its segments are read from the span on demand.
///
/// ```bnf
/// fpath          = fsegment *[ "/" fsegment ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fpath<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Fpath<'a> {
    /// The segments between the `"/"`s, in order, empty ones included
    /// (an `fpath` always has at least one, perhaps empty, segment).
    pub fn segments(&self) -> impl Iterator<Item = Fsegment<'a>> + use<'a> {
        SplitSpan::new(self.span, b'/').map(Fsegment::new)
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
/// fpath          = fsegment *[ "/" fsegment ]
/// ```
///
/// One scan over `fsegment`'s characters and `"/"`: the segments are the
/// pieces between the slashes, which is exactly the BNF's reading.
pub fn fpath(i: Input) -> IResult<Fpath> {
    crate::syntax::enter(i, |i| {
        named!("fpath", |i| {
            class::path(i, &classes::FPATH, crate::Production::Fsegment)
        })
        .map(|span| Fpath { span })
        .parse(i)
    })
}

leaf! {
    /// The node of `fsegment`: one directory or file name, as written.
    ///
    /// ```bnf
    /// fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
    /// ```
    Fsegment
}

/// ```bnf
/// fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// ```
pub fn fsegment(i: Input) -> IResult<Fsegment> {
    crate::syntax::enter(i, |i| {
        named!("fsegment", |i| class::star(i, &classes::FSEGMENT))
            .map(Fsegment::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `ftptype`: the typecode letter as written.
    ///
    /// ```bnf
    /// ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
    /// ```
    Ftptype
}

impl Ftptype<'_> {
    /// The typecode letter, as written (`'A'`, `'i'`, ...).
    pub fn code(&self) -> char {
        self.as_str().chars().next().unwrap_or('I')
    }
}

/// ```bnf
/// ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
/// ```
pub fn ftptype<'a>(i: Input<'a>) -> IResult<'a, Ftptype<'a>> {
    crate::syntax::enter(i, |i| {
        named!("ftptype", |i: Input<'a>| match class::peek(&i) {
            Some(b'A' | b'I' | b'D' | b'a' | b'i' | b'd') => Ok(class::split(i, 1)),
            _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
        })
        .map(Ftptype::new)
        .parse(i)
    })
}
