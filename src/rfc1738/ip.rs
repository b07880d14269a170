//! RFC 1738 §3.1 "Common Internet Scheme Syntax".
//!
//! ```text
//! //<user>:<password>@<host>:<port>/<url-path>
//! ```
//!
//! Decisions (login's optional `user@`, hostname vs hostnumber, labels
//! without backtracking, the `":"` cut): grammar-notes/ip.md.

use core::fmt;

use nom::combinator::{consumed, cut, opt};
use nom::error::ParseError as _;
use nom::sequence::preceded;
use nom::{Input as _, Parser};

use super::chars::{digits, is_alpha, is_alphadigit};
use crate::syntax::Error;
use crate::syntax::{Input, Span, SplitSpan};
use super::production::IResult;
use super::production::Production;
use crate::syntax::class;
use super::classes;
use crate::syntax::macros::{leaf, named};

/// The node of `ip-schemepart`.
///
/// ```bnf
/// ip-schemepart  = "//" login [ "/" urlpath ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IpSchemepart<'a> {
    pub(crate) login: Login<'a>,
    pub(crate) urlpath: Option<Urlpath<'a>>,
    pub(crate) span: Span<'a>,
}

impl<'a> IpSchemepart<'a> {
    /// The `login` part (user, password, host, port).
    pub fn login(&self) -> Login<'a> {
        self.login
    }
    /// The `urlpath` after the `"/"`; `None` when there is no `"/"`, an
    /// empty path when the `"/"` ends the URL.
    pub fn urlpath(&self) -> Option<Urlpath<'a>> {
        self.urlpath
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// ip-schemepart  = "//" login [ "/" urlpath ]
/// ```
pub fn ip_schemepart(i: Input) -> IResult<IpSchemepart> {
    named!(
        "ip-schemepart",
        consumed((
            class::exact("//"),
            login,
            opt(preceded(nom::character::complete::char('/'), urlpath)),
        )),
    )
    .map(|(all, (_, login, urlpath))| IpSchemepart {
        login,
        urlpath,
        span: all.into(),
    })
    .parse(i)
}

/// The node of `login`: optional user and password, and the host and port.
///
/// ```bnf
/// login          = [ user [ ":" password ] "@" ] hostport
/// ```
///
/// Empty and absent differ (§3.1): `ftp://@host.com/` has an empty user,
/// `ftp://host.com/` none; `ftp://foo:@host.com/` has an empty password.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Login<'a> {
    // Offsets rather than child nodes, to keep the tree small (it is
    // built on every parse, read on demand): the length of the user when
    // there is an `"@"`, and whether a `":" password` follows it. The
    // password runs from after that `":"` to the `"@"` before `hostport`.
    pub(crate) user_len: Option<usize>,
    pub(crate) has_password: bool,
    pub(crate) hostport: Hostport<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Login<'a> {
    /// The node from its parts: `user` and `password` must lie in `span`
    /// before `hostport`, as `login` matches them.
    pub(crate) fn new(
        user: Option<User<'a>>,
        password: Option<Password<'a>>,
        hostport: Hostport<'a>,
        span: Span<'a>,
    ) -> Self {
        Login {
            user_len: user.map(|u| u.span().len()),
            has_password: password.is_some(),
            hostport,
            span,
        }
    }

    /// The user, present (perhaps empty) whenever the login has an `"@"`.
    pub fn user(&self) -> Option<User<'a>> {
        self.user_len.map(|n| User::new(self.span.slice(0, n)))
    }
    /// The password, present (perhaps empty) whenever a `":"` follows the user.
    pub fn password(&self) -> Option<Password<'a>> {
        match (self.user_len, self.has_password) {
            (Some(n), true) => {
                // Up to the `"@"` just before `hostport`.
                let at = self
                    .hostport
                    .span
                    .start()
                    .saturating_sub(self.span.start() + 1);
                Some(Password::new(self.span.slice(n + 1, at)))
            }
            _ => None,
        }
    }
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

impl fmt::Debug for Login<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Login")
            .field("user", &self.user())
            .field("password", &self.password())
            .field("hostport", &self.hostport())
            .field("span", &self.span())
            .finish()
    }
}

/// ```bnf
/// login          = [ user [ ":" password ] "@" ] hostport
/// ```
///
/// Deterministic: one scan over the characters that `user`, `":"` and
/// `password` may contain decides whether an `"@"` follows, and so
/// whether there is a user at all; `"@"` is in neither `user` nor
/// `password`, so the first `"@"` is the only one that can end them. Once
/// it is found the user part is committed (`cut`). grammar-notes/ip.md.
pub fn login<'a>(i: Input<'a>) -> IResult<'a, Login<'a>> {
    named!("login", |i: Input<'a>| {
        let start = i;
        let bytes = i.fragment().as_bytes();
        let run = class::run_len(&i, &classes::LOGIN_SCAN)
            .map_err(nom::Err::Failure)?;
        let (i, user, password) = if bytes.get(run) == Some(&b'@') {
            let (i, user) = user(i)?;
            let (i, password) =
                opt(preceded(nom::character::complete::char(':'), password)).parse(i)?;
            match class::peek(&i) {
                Some(b'@') => (i.take_from(1), Some(user), password),
                // A second ":" before the "@": `password` stops there.
                _ => {
                    let p = if password.is_some() {
                        Production::Password
                    } else {
                        Production::User
                    };
                    return Err(nom::Err::Failure(Error::expected(i.location_offset(), p)));
                }
            }
        } else {
            (i, None, None)
        };
        let (rest, hostport) = hostport(i)?;
        let span = Span::between(start, rest);
        Ok((rest, Login::new(user, password, hostport, span)))
    })
    .parse(i)
}

/// The node of `hostport`.
///
/// ```bnf
/// hostport       = host [ ":" port ]
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hostport<'a> {
    // Offsets rather than child nodes (see `Login`): the host is the
    // first `host_len` bytes of the span, a hostname or a hostnumber; a
    // port, if any, is the rest after the `":"`.
    pub(crate) host_len: usize,
    pub(crate) hostname: bool,
    pub(crate) span: Span<'a>,
}

impl<'a> Hostport<'a> {
    /// The node from its parts: `host` must start `span`, and `port`, if
    /// any, end it, as `hostport` matches them.
    pub(crate) fn new(host: Host<'a>, span: Span<'a>) -> Self {
        Hostport {
            host_len: host.span().len(),
            hostname: matches!(host, Host::Hostname(_)),
            span,
        }
    }

    /// The host name or number.
    pub fn host(&self) -> Host<'a> {
        Host::new(self.span.slice(0, self.host_len), self.hostname)
    }
    /// The port as written, if the URL has one (§3.1: when the port is
    /// omitted, so is the colon).
    pub fn port(&self) -> Option<Port<'a>> {
        (self.host_len < self.span.len())
            .then(|| Port::new(self.span.slice(self.host_len + 1, self.span.len())))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

impl fmt::Debug for Hostport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hostport")
            .field("host", &self.host())
            .field("port", &self.port())
            .field("span", &self.span())
            .finish()
    }
}

/// ```bnf
/// hostport       = host [ ":" port ]
/// ```
///
/// A `":"` commits to `port` (`cut`): nothing else that may follow a
/// host starts with `":"` (grammar-notes/ip.md, "Cuts").
pub fn hostport(i: Input) -> IResult<Hostport> {
    named!(
        "hostport",
        consumed((
            host,
            opt(preceded(nom::character::complete::char(':'), cut(port))),
        )),
    )
    .map(|(all, (host, _port))| Hostport::new(host, all.into()))
    .parse(i)
}

/// The node of `host`: a name or a number.
///
/// ```bnf
/// host           = hostname | hostnumber
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A domain name: `ftp.example.com`, `localhost`.
    Hostname(Hostname<'a>),
    /// A dotted-decimal host number: `10.0.0.1`.
    Hostnumber(Hostnumber<'a>),
}

impl<'a> Host<'a> {
    /// The node for a host matched as `span`: a `hostname` if `hostname`,
    /// else a `hostnumber`.
    pub(crate) const fn new(span: Span<'a>, hostname: bool) -> Self {
        match hostname {
            true => Host::Hostname(Hostname { span }),
            false => Host::Hostnumber(Hostnumber { span }),
        }
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        match self {
            Host::Hostname(h) => h.span(),
            Host::Hostnumber(h) => h.span(),
        }
    }
    /// The host, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span().as_str()
    }
}

/// ```bnf
/// host           = hostname | hostnumber
/// ```
///
/// The two languages are disjoint (a `toplabel` starts with a letter, a
/// `hostnumber` ends in digits): `hostname` first, then `hostnumber`. A
/// host number followed by another host byte (`1.2.3.4.5`, `1.2.3.4x`)
/// is not taken: no production lets a host be followed by one of those
/// bytes, so that match could never complete, and the further of the two
/// failures is reported (grammar-notes/ip.md).
pub fn host<'a>(i: Input<'a>) -> IResult<'a, Host<'a>> {
    named!("host", |i: Input<'a>| match hostname(i) {
        Ok((rest, h)) => Ok((rest, Host::Hostname(h))),
        Err(nom::Err::Error(by_name)) => match hostnumber(i) {
            Ok((rest, n)) if !class::peek(&rest).is_some_and(|b| classes::HOST.has(b)) => {
                Ok((rest, Host::Hostnumber(n)))
            }
            Ok((rest, _)) => {
                let by_number = Error::expected(rest.location_offset(), Production::Hostnumber);
                Err(nom::Err::Error(by_name.or(by_number)))
            }
            Err(nom::Err::Error(by_number)) => Err(nom::Err::Error(by_name.or(by_number))),
            Err(e) => Err(e),
        },
        Err(e) => Err(e),
    })
    .parse(i)
}

/// The node of `hostname`; its labels are read from the span on demand.
///
/// ```bnf
/// hostname       = *[ domainlabel "." ] toplabel
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hostname<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Hostname<'a> {
    /// The `domainlabel`s before the last `"."`, in order (none for a
    /// one-label name such as `localhost`).
    pub fn domainlabels(&self) -> impl Iterator<Item = Domainlabel<'a>> + use<'a> {
        let head = self.span.as_str().rfind('.').map(|k| self.span.slice(0, k));
        head.into_iter()
            .flat_map(|h| SplitSpan::new(h, b'.'))
            .map(Domainlabel::new)
    }
    /// The last label.
    pub fn toplabel(&self) -> Toplabel<'a> {
        let text = self.span.as_str();
        let from = text.rfind('.').map_or(0, |k| k + 1);
        Toplabel::new(self.span.slice(from, text.len()))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The name, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }
}

/// Where the label at `bytes[..]` (one `.`-free piece) stops being valid:
/// `Ok(())` if the whole piece is a `domainlabel` (or a `toplabel` when
/// `top`), else `Err(k)` with the byte offset, within the piece, where
/// the production could not continue.
fn check_label(piece: &[u8], top: bool) -> Result<(), usize> {
    let first_ok = |b: u8| if top { is_alpha(b) } else { is_alphadigit(b) };
    match (piece.first(), piece.last()) {
        (Some(&f), Some(&l)) if first_ok(f) && is_alphadigit(l) => Ok(()),
        (Some(&f), Some(_)) if first_ok(f) => Err(piece.len()),
        _ => Err(0),
    }
}

/// ```bnf
/// hostname       = *[ domainlabel "." ] toplabel
/// ```
///
/// Deterministic, without backtracking: take the longest run of
/// `alphadigit | "-" | "."`, split it at the dots, and check every label
/// but the last as a `domainlabel` and the last as a `toplabel`. No
/// production lets a host be followed by one of those bytes, so the run
/// is the only candidate; why this accepts exactly the BNF's strings:
/// grammar-notes/ip.md, "BNF to PEG". A bad label is reported as
/// `domainlabel` or `toplabel` at the byte where it cannot continue.
pub fn hostname<'a>(i: Input<'a>) -> IResult<'a, Hostname<'a>> {
    named!("hostname", |i: Input<'a>| {
        let base = i.location_offset();
        let bytes = i.fragment().as_bytes();
        let run = bytes.iter().take_while(|&&b| classes::HOST.has(b)).count();
        let text = bytes.get(..run).unwrap_or_default();
        let mut from = 0;
        loop {
            let to = text
                .get(from..)
                .and_then(|t| t.iter().position(|&b| b == b'.'))
                .map(|k| from + k);
            let top = to.is_none();
            let piece = text.get(from..to.unwrap_or(run)).unwrap_or_default();
            if let Err(k) = check_label(piece, top) {
                let p = if top {
                    Production::Toplabel
                } else {
                    Production::Domainlabel
                };
                return Err(nom::Err::Error(Error::expected(base + from + k, p)));
            }
            match to {
                Some(dot) => from = dot + 1,
                None => break,
            }
        }
        let (rest, span) = class::split(i, run);
        Ok((rest, Hostname { span }))
    })
    .parse(i)
}

/// The longest prefix of `bytes` that is a label: the run of
/// `alphadigit | "-"` without its trailing `"-"`s, if it starts right.
fn label_len(bytes: &[u8], top: bool) -> Option<usize> {
    let first = *bytes.first()?;
    if !(if top {
        is_alpha(first)
    } else {
        is_alphadigit(first)
    }) {
        return None;
    }
    let run = bytes
        .iter()
        .take_while(|&&b| is_alphadigit(b) || b == b'-')
        .count();
    let trimmed = bytes.get(..run)?.iter().rposition(|&b| is_alphadigit(b))?;
    Some(trimmed + 1)
}

leaf! {
    /// The node of `domainlabel`.
    ///
    /// ```bnf
    /// domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
    /// ```
    Domainlabel
}

/// ```bnf
/// domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
/// ```
///
/// Written as: the run of `alphadigit | "-"` less its trailing `"-"`s,
/// which must start with an `alphadigit`. A literal PEG reading fails
/// here (the one-character alternative wins, or the greedy repetition
/// eats the final `alphadigit`): grammar-notes/ip.md.
pub fn domainlabel<'a>(i: Input<'a>) -> IResult<'a, Domainlabel<'a>> {
    named!("domainlabel", |i: Input<'a>| {
        match label_len(i.fragment().as_bytes(), false) {
            Some(n) => Ok(class::split(i, n)),
            None => Err(nom::Err::Error(Error::at(i.location_offset()))),
        }
    })
    .map(Domainlabel::new)
    .parse(i)
}

leaf! {
    /// The node of `toplabel`.
    ///
    /// ```bnf
    /// toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit
    /// ```
    Toplabel
}

/// ```bnf
/// toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit
/// ```
///
/// Written as `domainlabel` is, with a letter first.
pub fn toplabel<'a>(i: Input<'a>) -> IResult<'a, Toplabel<'a>> {
    named!("toplabel", |i: Input<'a>| {
        match label_len(i.fragment().as_bytes(), true) {
            Some(n) => Ok(class::split(i, n)),
            None => Err(nom::Err::Error(Error::at(i.location_offset()))),
        }
    })
    .map(Toplabel::new)
    .parse(i)
}

/// ```bnf
/// alphadigit     = alpha | digit
/// ```
pub fn alphadigit<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    named!("alphadigit", |i: Input<'a>| match class::peek(&i) {
        Some(b) if is_alphadigit(b) => Ok(class::split(i, 1)),
        _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
    })
    .parse(i)
}

/// The node of `hostnumber`: four groups of digits.
///
/// ```bnf
/// hostnumber     = digits "." digits "." digits "." digits
/// ```
///
/// The BNF bounds neither the groups nor their digits: `999.0.0.1` and
/// `010.0.0.1` match (their meaning is a later layer's business).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hostnumber<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Hostnumber<'a> {
    /// The four groups of `digits`, as written.
    pub fn groups(&self) -> [Span<'a>; 4] {
        let mut out = [self.span.slice(0, 0); 4];
        for (slot, piece) in out.iter_mut().zip(SplitSpan::new(self.span, b'.')) {
            *slot = piece;
        }
        out
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
    /// The number, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }
}

/// ```bnf
/// hostnumber     = digits "." digits "." digits "." digits
/// ```
pub fn hostnumber(i: Input) -> IResult<Hostnumber> {
    let dot = || nom::character::complete::char('.');
    named!(
        "hostnumber",
        consumed((digits, dot(), digits, dot(), digits, dot(), digits)),
    )
    .map(|(all, _)| Hostnumber { span: all.into() })
    .parse(i)
}

leaf! {
    /// The node of `port`: the digits as written (the BNF sets no bound).
    ///
    /// ```bnf
    /// port           = digits
    /// ```
    Port
}

/// ```bnf
/// port           = digits
/// ```
pub fn port(i: Input) -> IResult<Port> {
    named!("port", digits).map(Port::new).parse(i)
}

leaf! {
    /// The node of `user`, possibly empty.
    ///
    /// ```bnf
    /// user           = *[ uchar | ";" | "?" | "&" | "=" ]
    /// ```
    User
}

/// ```bnf
/// user           = *[ uchar | ";" | "?" | "&" | "=" ]
/// ```
pub fn user(i: Input) -> IResult<User> {
    named!("user", |i| class::star(i, &classes::LOGIN))
        .map(User::new)
        .parse(i)
}

leaf! {
    /// The node of `password`, possibly empty.
    ///
    /// ```bnf
    /// password       = *[ uchar | ";" | "?" | "&" | "=" ]
    /// ```
    Password
}

/// ```bnf
/// password       = *[ uchar | ";" | "?" | "&" | "=" ]
/// ```
pub fn password(i: Input) -> IResult<Password> {
    named!("password", |i| class::star(i, &classes::LOGIN))
        .map(Password::new)
        .parse(i)
}

leaf! {
    /// The node of `urlpath`: opaque here, each scheme says more.
    ///
    /// ```bnf
    /// urlpath        = *xchar    ; depends on protocol see section 3.1
    /// ```
    Urlpath
}

/// ```bnf
/// urlpath        = *xchar    ; depends on protocol see section 3.1
/// ```
pub fn urlpath(i: Input) -> IResult<Urlpath> {
    named!("urlpath", |i| class::star(i, &classes::XCHAR))
        .map(Urlpath::new)
        .parse(i)
}
