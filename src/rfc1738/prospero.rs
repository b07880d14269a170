//! RFC 1738 §3.11 "PROSPERO".
//!
//! ```text
//! prospero://<host>:<port>/<hsoname>;<field>=<value>
//! ```
//!
//! Decisions (fields start at the first `";"`, the `//hsoname` form):
//! This module's grammar note.

use nom::Parser;
use nom::combinator::{consumed, cut};
use nom::multi::many0_count;
use nom::sequence::preceded;

use super::classes;
use super::ip::{Hostport, hostport};
use super::production::IResult;
use super::production::Production;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span, SplitSpan};

/// The node of `prosperourl`.
///
/// ```bnf
/// prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prosperourl<'a> {
    hostport: Hostport<'a>,
    ppath: Ppath<'a>,
    fields: Span<'a>,
    span: Span<'a>,
}

impl<'a> Prosperourl<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The path (the hsoname), as written.
    pub fn ppath(&self) -> Ppath<'a> {
        self.ppath
    }
    /// The `;name=value` field specs, in order; read from the span on
    /// demand (allocates nothing).
    pub fn fieldspecs(&self) -> impl Iterator<Item = Fieldspec<'a>> + use<'a> {
        let fields = self.fields;
        let body = (!fields.is_empty()).then(|| fields.slice(1, fields.len()));
        body.into_iter()
            .flat_map(|b| SplitSpan::new(b, b';'))
            .map(move |body| {
                let from = (body.start() - fields.start()).saturating_sub(1);
                Fieldspec::from_parts(fields.slice(from, body.end() - fields.start()), body)
            })
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
/// ```
///
/// `psegment` has no `";"`, so the field specs start at the first `";"`;
/// they are matched one by one and kept as one span.
pub fn prosperourl(i: Input) -> IResult<Prosperourl> {
    crate::syntax::enter(i, |i| {
        named!(
            "prosperourl",
            consumed((
                class::nocase("prospero://"),
                hostport,
                class::exact("/"),
                ppath,
                consumed(many0_count(fieldspec)),
            )),
        )
        .map(|(all, (_, hostport, _, ppath, (fields, _)))| Prosperourl {
            hostport,
            ppath,
            fields: fields.into(),
            span: all.into(),
        })
        .parse(i)
    })
}

/// The node of `ppath`; its segments are read from the span on demand.
///
/// ```bnf
/// ppath          = psegment *[ "/" psegment ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ppath<'a> {
    span: Span<'a>,
}

impl<'a> Ppath<'a> {
    /// The segments between the `"/"`s, in order, empty ones included.
    pub fn segments(&self) -> impl Iterator<Item = Psegment<'a>> + use<'a> {
        SplitSpan::new(self.span, b'/').map(Psegment::new)
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The path, exactly as written (§3.11: the hsoname; a path that
    /// starts with `"/"` gives the `//hsoname` form).
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }
}

/// ```bnf
/// ppath          = psegment *[ "/" psegment ]
/// ```
pub fn ppath(i: Input) -> IResult<Ppath> {
    crate::syntax::enter(i, |i| {
        named!("ppath", |i| {
            class::path(i, &classes::FPATH, Production::Psegment)
        })
        .map(|span| Ppath { span })
        .parse(i)
    })
}

leaf! {
    /// The node of `psegment`, as written.
    ///
    /// ```bnf
    /// psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
    /// ```
    Psegment
}

/// ```bnf
/// psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// ```
pub fn psegment(i: Input) -> IResult<Psegment> {
    crate::syntax::enter(i, |i| {
        named!("psegment", |i| class::star(i, &classes::FSEGMENT))
            .map(Psegment::new)
            .parse(i)
    })
}

/// The node of `fieldspec`.
///
/// ```bnf
/// fieldspec      = ";" fieldname "=" fieldvalue
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fieldspec<'a> {
    fieldname: Fieldname<'a>,
    fieldvalue: Fieldvalue<'a>,
    span: Span<'a>,
}

impl<'a> Fieldspec<'a> {
    /// Rebuilds a field spec from its text (`spec`, from the `";"`) and
    /// the text after the `";"` (`body`), which the parser has already
    /// checked is `fieldname "=" fieldvalue`; neither part has `"="`, so
    /// the first `"="` splits it.
    fn from_parts(spec: Span<'a>, body: Span<'a>) -> Self {
        let text = body.as_str();
        let eq = text.find('=').unwrap_or(text.len());
        Fieldspec {
            fieldname: Fieldname::new(body.slice(0, eq)),
            fieldvalue: Fieldvalue::new(body.slice((eq + 1).min(text.len()), text.len())),
            span: spec,
        }
    }
    /// The field name, as written.
    pub fn fieldname(&self) -> Fieldname<'a> {
        self.fieldname
    }
    /// The field value, as written.
    pub fn fieldvalue(&self) -> Fieldvalue<'a> {
        self.fieldvalue
    }
    /// The matched text (from the `";"`) and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// fieldspec      = ";" fieldname "=" fieldvalue
/// ```
///
/// A `";"` commits to the field spec (`cut`): after a `ppath` nothing
/// else starts with `";"`.
pub fn fieldspec(i: Input) -> IResult<Fieldspec> {
    crate::syntax::enter(i, |i| {
        named!(
            "fieldspec",
            consumed(preceded(
                class::exact(";"),
                cut((fieldname, class::exact("="), fieldvalue))
            )),
        )
        .map(|(all, (fieldname, _, fieldvalue))| Fieldspec {
            fieldname,
            fieldvalue,
            span: all.into(),
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `fieldname`, as written.
    ///
    /// ```bnf
    /// fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
    /// ```
    Fieldname
}

/// ```bnf
/// fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
/// ```
pub fn fieldname(i: Input) -> IResult<Fieldname> {
    crate::syntax::enter(i, |i| {
        named!("fieldname", |i| class::star(i, &classes::FIELD))
            .map(Fieldname::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `fieldvalue`, as written.
    ///
    /// ```bnf
    /// fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
    /// ```
    Fieldvalue
}

/// ```bnf
/// fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
/// ```
pub fn fieldvalue(i: Input) -> IResult<Fieldvalue> {
    crate::syntax::enter(i, |i| {
        named!("fieldvalue", |i| class::star(i, &classes::FIELD))
            .map(Fieldvalue::new)
            .parse(i)
    })
}
