//! RFC 1738 §3.1 "Common Internet Scheme Syntax".
//!
//! ```text
//! //<user>:<password>@<host>:<port>/<url-path>
//! ```
//!
//! Decisions (login's optional `user@`, hostname vs hostnumber, labels
//! without backtracking, the `":"` cut): this module's grammar note.

use core::fmt;

use nom::Parser;
use nom::combinator::{consumed, cut, opt};
use nom::error::ParseError as _;
use nom::sequence::preceded;

use super::chars::{digits, is_alpha, is_alphadigit};
use super::classes::{self, CLASSES, bits, class};
use super::production::IResult;
use super::production::Production;
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span, SplitSpan};

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
    crate::syntax::enter(i, |i| {
        named!(
            "ip-schemepart",
            consumed((
                class::exact("//"),
                login,
                opt(preceded(class::exact("/"), urlpath)),
            )),
        )
        .map(|(all, (_, login, urlpath))| IpSchemepart {
            login,
            urlpath,
            span: all.into(),
        })
        .parse(i)
    })
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
/// it is found the user part is committed (`cut`). The module's grammar note.
pub fn login<'a>(i: Input<'a>) -> IResult<'a, Login<'a>> {
    crate::syntax::enter(i, |i| {
        named!("login", |i: Input<'a>| {
            let base = i.location_offset();
            let (user_len, has_password, from) = match user_part(i.as_bytes(), 0, 0) {
                Ok(UserPart::None) => (None, false, 0),
                Ok(UserPart::User { colon, at }) => {
                    (Some(colon.unwrap_or(at)), colon.is_some(), at + 1)
                }
                // A second ":" before the "@": `password` stops there.
                Ok(UserPart::SecondColon(k)) => {
                    let e = Error::expected(base + k, Production::Password);
                    return Err(nom::Err::Failure(e));
                }
                Err(e) => return Err(nom::Err::Failure(e.at(base))),
            };
            let (rest, hostport) = hostport(i.split(from).0)?;
            let span = Span::between(i, rest);
            let login = Login {
                user_len,
                has_password,
                hostport,
                span,
            };
            Ok((rest, login))
        })
        .parse(i)
    })
}

/// What comes before `hostport` in a `login` (`user [ ":" password ] "@"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UserPart {
    /// No `"@"` follows the login's run of user and password bytes: the
    /// login is its `hostport` alone.
    None,
    /// A user (up to the `":"`, if any, else up to the `"@"`) and, when
    /// there is a `":"`, a password up to the `"@"`.
    User { colon: Option<usize>, at: usize },
    /// A second `":"` at this offset, before the `"@"`: `password` cannot
    /// hold it, so the login fails there.
    SecondColon(usize),
}

/// A malformed escape in a login at offset `.0` of its bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BadEscape(usize);

impl BadEscape {
    /// The combinators' error: `hex` within `escape` within `uchar`, the
    /// input starting at `base`.
    fn at(self, base: usize) -> Error<Production> {
        classes::LOGIN_SCAN.bad_escape(base + self.0)
    }
}

/// The login pre-scan, shared by [`login`] and the fast path: one scan of
/// the bytes that `user`, `":"` and `password` may hold, from `from` (at
/// or after the login's start `q`: a caller that has read the host run
/// from `q` starts after it, host bytes being login bytes too), decides
/// whether an `"@"` follows, and so whether there is a user at all; `"@"`
/// is in neither `user` nor `password`, so the first `"@"` is the only one
/// that can end them. Offsets are into `b`.
#[inline(always)]
pub(crate) fn user_part(b: &[u8], q: usize, from: usize) -> Result<UserPart, BadEscape> {
    let run = class::run_end(b, from, &CLASSES, bits::LOGIN_SCAN, true).map_err(BadEscape)?;
    if b.get(run) != Some(&b'@') {
        return Ok(UserPart::None);
    }
    // The run holds `user [ ":" password ]`: at most one ":".
    let head = b.get(q..run).unwrap_or_default();
    let colon = head.iter().position(|&c| c == b':').map(|k| q + k);
    if let Some(colon) = colon {
        let after = b.get(colon + 1..run).unwrap_or_default();
        if let Some(k) = after.iter().position(|&c| c == b':') {
            return Ok(UserPart::SecondColon(colon + 1 + k));
        }
    }
    Ok(UserPart::User { colon, at: run })
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
/// host starts with `":"` (the module's grammar note, "Cuts").
pub fn hostport(i: Input) -> IResult<Hostport> {
    crate::syntax::enter(i, |i| {
        named!(
            "hostport",
            consumed((host, opt(preceded(class::exact(":"), cut(port))),)),
        )
        .map(|(all, (host, _port))| Hostport::new(host, all.into()))
        .parse(i)
    })
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
/// failures is reported (the module's grammar note).
pub fn host<'a>(i: Input<'a>) -> IResult<'a, Host<'a>> {
    crate::syntax::enter(i, |i| {
        named!("host", |i: Input<'a>| {
            let b = i.as_bytes();
            let run = host_run(b, 0);
            match host_end(b, run, i.location_offset()) {
                Ok((n, hostname)) => {
                    let (rest, span) = class::split(i, n);
                    Ok((rest, Host::new(span, hostname)))
                }
                Err(e) => Err(nom::Err::Error(e)),
            }
        })
        .parse(i)
    })
}

/// `host` on `b`, its host run from 0 read: where the host ends and
/// whether it is a `hostname`, or the error (without the `host` around
/// it); `base` is the offset of `b` in the whole input. The kernel of
/// [`host`] and of the fast path's errors.
pub(crate) fn host_end(
    b: &[u8],
    run: HostRun,
    base: usize,
) -> Result<(usize, bool), Error<Production>> {
    if run.hostname {
        return Ok((run.end, true));
    }
    let by_name = hostname_error(b, run.end, base).within(Production::Hostname);
    // A run with a byte that is neither a digit nor a "." can only be
    // meant as a name: its error is the name's (`3com` and `www.3com`
    // both break §3.1's rule that the last label starts with a
    // letter, and both say `toplabel`).
    let run_bytes = b.get(..run.end).unwrap_or_default();
    if run_bytes.iter().any(|&c| c != b'.' && !c.is_ascii_digit()) {
        return Err(by_name);
    }
    let by_number = match hostnumber_len(b) {
        Ok(n) if n == run.end => return Ok((n, false)),
        // A host number followed by another host byte.
        Ok(n) => Error::expected(base + n, Production::Hostnumber),
        Err(e) => e.error(base).within(Production::Hostnumber),
    };
    Err(by_name.or(by_number))
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
/// the module's grammar note, "BNF to PEG". A bad label is reported as
/// `domainlabel` or `toplabel` at the byte where it cannot continue.
pub fn hostname<'a>(i: Input<'a>) -> IResult<'a, Hostname<'a>> {
    crate::syntax::enter(i, |i| {
        named!("hostname", |i: Input<'a>| {
            let b = i.as_bytes();
            let run = host_run(b, 0);
            if run.hostname {
                let (rest, span) = class::split(i, run.end);
                Ok((rest, Hostname { span }))
            } else {
                let e = hostname_error(b, run.end, i.location_offset());
                Err(nom::Err::Error(e))
            }
        })
        .parse(i)
    })
}

/// The run of host bytes (`alphadigit | "-" | "."`) from `start` to
/// `end`, and whether it is a `hostname`, found in the same pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HostRun {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) hostname: bool,
}

/// Reads the host run of `b` from `h`: the kernel of [`hostname`],
/// [`host`] and the fast path. It is a `hostname` iff every label starts
/// and ends with an `alphadigit` (so none is empty or has a `"-"` first
/// or last) and the last one starts with an `alpha`. Checked byte by byte
/// against the byte before, without a branch, so that the loop has one
/// exit (at the end of the run) rather than one per label: the label ends
/// were most of the fast path's mispredicted branches. Why this is the
/// BNF's `hostname`: the module's grammar note, "BNF to PEG".
#[inline(always)]
pub(crate) fn host_run(b: &[u8], h: usize) -> HostRun {
    use bits::{ALPHA, DASH, DOT, HOST};
    let mut k = h;
    // As if after a ".": the first byte starts a label.
    let mut prev = class(b'.');
    let mut bad = 0;
    let mut top = 0;
    while let Some(&c) = b.get(k) {
        let t = class(c);
        if t & HOST == 0 {
            break;
        }
        bad |= (prev >> 2) & t & (DOT | DASH);
        // The first byte of the last label so far.
        top = if prev & DOT != 0 { t } else { top };
        prev = t;
        k += 1;
    }
    // The last label ends in an `alphadigit`; an empty run is `bad` too,
    // `prev` being the "." before it.
    bad |= prev & (DOT | DASH);
    HostRun {
        start: h,
        end: k,
        hostname: bad == 0 && top & ALPHA != 0,
    }
}

/// Why the host run `b[..run]` is not a `hostname`: the first label that
/// is not a `domainlabel` (or, last, a `toplabel`), reported at the byte
/// where it cannot continue. `base` is the offset of `b` in the whole
/// input.
#[cold]
fn hostname_error(b: &[u8], run: usize, base: usize) -> Error<Production> {
    let text = b.get(..run).unwrap_or_default();
    // One pass: each label is checked where the "." after it is found,
    // the last one at the end of the run.
    let mut from = 0;
    for (k, &c) in text.iter().enumerate() {
        if c == b'.' {
            let piece = text.get(from..k).unwrap_or_default();
            if let Err(at) = check_label(piece, false) {
                return Error::expected(base + from + at, Production::Domainlabel);
            }
            from = k + 1;
        }
    }
    match check_label(text.get(from..).unwrap_or_default(), true) {
        Err(at) => Error::expected(base + from + at, Production::Toplabel),
        // Every label passed: not reached for a run `host_run` does not
        // call a hostname (the two readings agree, which the tests
        // check); the enclosing `hostname` names it.
        Ok(()) => Error::at(base + run),
    }
}

/// Where `digits "." digits "." digits "." digits` stops matching `b`:
/// at which byte, and whether `digits` (else the `"."`) was expected
/// there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NumberFault {
    at: usize,
    digits: bool,
}

impl NumberFault {
    /// The combinators' error (`hostnumber` around it is the caller's);
    /// `b` starts at `base`.
    fn error(self, base: usize) -> Error<Production> {
        if self.digits {
            Error::expected(base + self.at, Production::Digits)
        } else {
            Error::at(base + self.at)
        }
    }
}

/// The length of the `hostnumber` at the start of `b`: the kernel of
/// [`hostnumber`], [`host`] and the fast path.
#[inline]
pub(crate) fn hostnumber_len(b: &[u8]) -> Result<usize, NumberFault> {
    let mut k = 0;
    for group in 0..4 {
        if group > 0 {
            if b.get(k) != Some(&b'.') {
                return Err(NumberFault {
                    at: k,
                    digits: false,
                });
            }
            k += 1;
        }
        let start = k;
        while b.get(k).is_some_and(u8::is_ascii_digit) {
            k += 1;
        }
        if k == start {
            return Err(NumberFault {
                at: k,
                digits: true,
            });
        }
    }
    Ok(k)
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
/// eats the final `alphadigit`): the module's grammar note.
pub fn domainlabel<'a>(i: Input<'a>) -> IResult<'a, Domainlabel<'a>> {
    crate::syntax::enter(i, |i| {
        named!("domainlabel", |i: Input<'a>| {
            match label_len(i.fragment().as_bytes(), false) {
                Some(n) => Ok(class::split(i, n)),
                None => Err(nom::Err::Error(Error::at(i.location_offset()))),
            }
        })
        .map(Domainlabel::new)
        .parse(i)
    })
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
    crate::syntax::enter(i, |i| {
        named!("toplabel", |i: Input<'a>| {
            match label_len(i.fragment().as_bytes(), true) {
                Some(n) => Ok(class::split(i, n)),
                None => Err(nom::Err::Error(Error::at(i.location_offset()))),
            }
        })
        .map(Toplabel::new)
        .parse(i)
    })
}

/// ```bnf
/// alphadigit     = alpha | digit
/// ```
pub fn alphadigit<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    crate::syntax::enter(i, |i| {
        named!("alphadigit", |i: Input<'a>| match class::peek(&i) {
            Some(b) if is_alphadigit(b) => Ok(class::split(i, 1)),
            _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
        })
        .parse(i)
    })
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
pub fn hostnumber<'a>(i: Input<'a>) -> IResult<'a, Hostnumber<'a>> {
    crate::syntax::enter(i, |i| {
        named!(
            "hostnumber",
            |i: Input<'a>| match hostnumber_len(i.as_bytes()) {
                Ok(n) => {
                    let (rest, span) = class::split(i, n);
                    Ok((rest, Hostnumber { span }))
                }
                Err(e) => Err(nom::Err::Error(e.error(i.location_offset()))),
            }
        )
        .parse(i)
    })
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
    crate::syntax::enter(i, |i| named!("port", digits).map(Port::new).parse(i))
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
    crate::syntax::enter(i, |i| {
        named!("user", |i| class::star(i, &classes::LOGIN))
            .map(User::new)
            .parse(i)
    })
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
    crate::syntax::enter(i, |i| {
        named!("password", |i| class::star(i, &classes::LOGIN))
            .map(Password::new)
            .parse(i)
    })
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
    crate::syntax::enter(i, |i| {
        named!("urlpath", |i| class::star(i, &classes::XCHAR))
            .map(Urlpath::new)
            .parse(i)
    })
}
