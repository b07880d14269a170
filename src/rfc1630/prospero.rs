//! RFC 1630, "Prospero" (p. 21) and its BNF lines:
//!
//! ```text
//! prospero://<hostport>/<hsoname>[%00<version>[<attributes>]]
//! ```
//!
//! "If present, the version number is separated from the host specific
//! object name by the characters "%00" (percent zero zero), this being an
//! escaped string terminator (null)." Decisions (`%00` is also an escape
//! of the path, so the version is split off after reading the path):
//! This module's grammar note.

use nom::Parser;

use super::chars::{alphanums, digits, is_alphanum};
use super::classes;
use super::ip::{Hostport, hostport};
use super::path::{Path, path};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `prosperoaddress`.
///
/// ```bnf
/// prosperoaddress        prosperolink
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prosperoaddress<'a> {
    pub(crate) link: Prosperolink<'a>,
}

impl<'a> Prosperoaddress<'a> {
    /// The link.
    pub fn prosperolink(&self) -> Prosperolink<'a> {
        self.link
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.link.span
    }
}

/// ```bnf
/// prosperoaddress        prosperolink
/// ```
pub fn prosperoaddress(i: Input) -> IResult<Prosperoaddress> {
    crate::syntax::enter(i, |i| prosperoaddress_with(i, false))
}

/// [`prosperoaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn prosperoaddress_with<'a>(
    i: Input<'a>,
    fold: bool,
) -> IResult<'a, Prosperoaddress<'a>> {
    named!("prosperoaddress", move |i: Input<'a>| -> IResult<
        'a,
        Prosperoaddress<'a>,
    > {
        prosperolink_with(i, fold).map(|(r, link)| (r, Prosperoaddress { link }))
    })
    .parse(i)
}

/// The node of `prosperolink`.
///
/// ```bnf
/// prosperolink           p r o s p e r o : / / hostport / hsoname [ %
///                        0 0 version [ attributes ] ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prosperolink<'a> {
    // Offsets: the name ends at `hsoname_end`; when `version_end` is
    // past it, `%00`, the version up to `version_end`, and the
    // attributes, if any, to the end.
    pub(crate) hostport: Hostport<'a>,
    pub(crate) span: Span<'a>,
    pub(crate) hsoname_end: usize,
    pub(crate) version_end: usize,
}

impl<'a> Prosperolink<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The host specific object name.
    pub fn hsoname(&self) -> Hsoname<'a> {
        let from = self.hostport.span.end() - self.span.start() + 1;
        Hsoname {
            path: Path::new(self.span.slice(from, self.hsoname_end)),
        }
    }
    /// The version after `%00`, if any.
    pub fn version(&self) -> Option<Version<'a>> {
        (self.version_end > self.hsoname_end)
            .then(|| Version::new(self.span.slice(self.hsoname_end + 3, self.version_end)))
    }
    /// The attributes after the version, if any.
    pub fn attributes(&self) -> Option<Attributes<'a>> {
        let len = self.span.len();
        (self.version_end > self.hsoname_end && self.version_end < len).then(|| Attributes {
            span: self.span.slice(self.version_end, len),
        })
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// Where the `%00 version [ attributes ]` suffix of the path text `p`
/// starts, and where its version ends: the last `%00` of `p` when what
/// follows it is `digits`, then `alphanum`s, to the end.
pub(crate) fn version_split(p: &str) -> Option<(usize, usize)> {
    let at = p.rfind("%00")?;
    let tail = p.get(at + 3..)?.as_bytes();
    let digits = tail.iter().take_while(|b| b.is_ascii_digit()).count();
    let rest = tail.get(digits..)?;
    (digits > 0 && rest.iter().all(|&b| is_alphanum(b))).then_some((at, at + 3 + digits))
}

/// ```bnf
/// prosperolink           p r o s p e r o : / / hostport / hsoname [ %
///                        0 0 version [ attributes ] ]
/// ```
///
/// `%00` is an `escape`, so `hsoname`, a `path`, takes it and what
/// follows it: the option adds no string to the language, and reading it
/// literally would never see a version. Read the path, then split off its
/// end when it is `%00`, `digits` and `alphanum`s (the prose's version;
/// the version is all the digits, the attributes the rest: the BNF gives
/// `attributes` no separator).
pub fn prosperolink(i: Input) -> IResult<Prosperolink> {
    crate::syntax::enter(i, |i| prosperolink_with(i, false))
}

/// [`prosperolink`], the scheme's letters in any case when `fold`.
pub(crate) fn prosperolink_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Prosperolink<'a>> {
    named!(
        "prosperolink",
        move |i: Input<'a>| -> IResult<'a, Prosperolink<'a>> {
            let (rest, _) = class::literal(i, "prospero://", fold)?;
            let (rest, hostport) = hostport(rest)?;
            let (rest, _) = class::literal(rest, "/", false)?;
            let (rest, p) = path(rest)?;
            let from = p.span().start() - i.location_offset();
            let (hsoname_end, version_end) = match version_split(p.as_str()) {
                Some((at, v_end)) => (from + at, from + v_end),
                None => (from + p.span().len(), from + p.span().len()),
            };
            let span = Span::between(i, rest);
            Ok((
                rest,
                Prosperolink {
                    hostport,
                    span,
                    hsoname_end,
                    version_end,
                },
            ))
        }
    )
    .parse(i)
}

/// The node of `hsoname`: the host specific object name, a `path`.
///
/// ```bnf
/// hsoname                path
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hsoname<'a> {
    pub(crate) path: Path<'a>,
}

impl<'a> Hsoname<'a> {
    /// The name as a path.
    pub fn path(&self) -> Path<'a> {
        self.path
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.path.span()
    }
    /// The name, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.path.as_str()
    }
}

/// ```bnf
/// hsoname                path
/// ```
pub fn hsoname(i: Input) -> IResult<Hsoname> {
    crate::syntax::enter(i, |i| {
        named!("hsoname", path)
            .map(|path| Hsoname { path })
            .parse(i)
    })
}

leaf! {
    /// The node of `version`.
    ///
    /// ```bnf
    /// version                digits
    /// ```
    Version
}

/// ```bnf
/// version                digits
/// ```
pub fn version(i: Input) -> IResult<Version> {
    crate::syntax::enter(i, |i| named!("version", digits).map(Version::new).parse(i))
}

/// The node of `attributes`.
///
/// ```bnf
/// attributes             attribute [ attributes ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Attributes<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Attributes<'a> {
    /// The attributes. The BNF gives them no separator, so where one ends
    /// and the next begins is unknowable: the run is read as one
    /// `attribute`.
    pub fn attributes(&self) -> impl Iterator<Item = Attribute<'a>> + use<'a> {
        core::iter::once(Attribute::new(self.span))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// attributes             attribute [ attributes ]
/// ```
///
/// `attribute` is `alphanums`, a run with no separator, so
/// `attributes` is one run too, read as one `attribute`.
pub fn attributes(i: Input) -> IResult<Attributes> {
    crate::syntax::enter(i, |i| {
        named!("attributes", alphanums)
            .map(|span| Attributes { span })
            .parse(i)
    })
}

leaf! {
    /// The node of `attribute`.
    ///
    /// ```bnf
    /// attribute              alphanums
    /// ```
    Attribute
}

/// ```bnf
/// attribute              alphanums
/// ```
pub fn attribute(i: Input) -> IResult<Attribute> {
    crate::syntax::enter(i, |i| {
        named!("attribute", |i| class::plus(i, &classes::ALPHANUM))
            .map(Attribute::new)
            .parse(i)
    })
}
