//! RFC 1630, "BNF for specific URL schemes": the login, host and port
//! rules the ftp, telnet, http, gopher, wais and prospero addresses share
//! (`login`, `user`, `password`, `alphanum2`, `hostport`, `host`,
//! `hostname`, `hostnumber`, `port`). RFC 1630 has no section of its own
//! for them; they are RFC 1630's own, not RFC 1738's (a `hostname` here
//! is an `ialpha`: `a_b`, `h.com.` and `u@h` are host names, `3com.com`
//! is not).
//!
//! Decisions (the login read as one run then split, the host by its
//! first byte): this module's grammar note.

use core::fmt;

use nom::Parser;

use super::chars::{self, is_alpha, is_digit};
use super::classes;
use super::production::{IResult, Production};
use crate::syntax::Error;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span, SplitSpan};

/// The node of `login`: an optional user and password, and the host and
/// port.
///
/// ```bnf
/// login                  [ user [ : password ] @ ] hostport
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Login<'a> {
    // Offsets rather than child nodes, to keep the tree small (it is
    // built and moved on every parse): the user's length (0: no user; a
    // user is never empty) and, when a `:` follows it, the password up
    // to the `@` before `hostport`.
    pub(crate) hostport: Hostport<'a>,
    pub(crate) span: Span<'a>,
    pub(crate) user_end: usize,
}

impl<'a> Login<'a> {
    /// The user, when the login is read with one (`user@host`).
    pub fn user(&self) -> Option<User<'a>> {
        (self.user_end > 0).then(|| User::new(self.span.slice(0, self.user_end)))
    }
    /// The password, when a `:` follows the user.
    pub fn password(&self) -> Option<Password<'a>> {
        let colon = self.span.as_str().as_bytes().get(self.user_end) == Some(&b':');
        (self.user_end > 0 && colon).then(|| {
            let at = self
                .hostport
                .span
                .start()
                .saturating_sub(self.span.start() + 1);
            Password::new(self.span.slice(self.user_end + 1, at))
        })
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
            .field("hostport", &self.hostport)
            .field("span", &self.span)
            .finish()
    }
}

/// The user's length, the password's range, the offset of the `@`.
type UserInfo = (usize, usize);

/// Where `user [ : password ] @` ends in `b`: the user's length and the
/// offset of the `@`, if the bytes start so (the password is found again
/// from the login's span: `Login::password`);
/// else where that reading stops, as an error (`b` being at byte `base`
/// of the input; `None` when no user starts `b`).
fn userinfo(b: &[u8], base: usize) -> Result<UserInfo, Option<Error<Production>>> {
    let run = |from: usize| {
        b.get(from..)
            .unwrap_or_default()
            .iter()
            .take_while(|&&c| classes::ALPHANUM2.has(c))
            .count()
    };
    let user = run(0);
    if user == 0 {
        return Err(None);
    }
    let at = match b.get(user) {
        Some(b':') => {
            let n = run(user + 1);
            if n == 0 {
                return Err(Some(Error::expected(base + user + 1, Production::Password)));
            }
            user + 1 + n
        }
        _ => user,
    };
    match b.get(at) {
        Some(b'@') => Ok((user, at)),
        _ => Err(Some(Error::literal(base + at, "@"))),
    }
}

/// How far a reading of the login got: where its match ended or its
/// error is.
fn reach(r: &IResult<'_, Hostport<'_>>) -> usize {
    match r {
        Ok((rest, _)) => rest.location_offset(),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => e.offset(),
        Err(nom::Err::Incomplete(_)) => 0,
    }
}

/// ```bnf
/// login                  [ user [ : password ] @ ] hostport
/// ```
///
/// Read, then split. The login is followed by `/` or the end of the URL,
/// and every character of it is an `xalpha` or `:`, so it is the whole
/// run of those characters. The run is a login iff (a) it is a `user`,
/// optionally `:` and a `password`, `@`, and a `hostport` to its end, or
/// (b) all of it is a `hostport` (a `hostname` may hold `@`: `u@h` is
/// both). (a) is reported when both hold. A literal `opt(user ... @)`
/// commits to (a) and rejects `ftp://u@1x/`, which (b) reads as the host
/// `u@1x`. When neither reading reaches the end of the run, the one that
/// got further is returned (so the error is where the input stops making
/// sense). The module's grammar note.
pub fn login<'a>(i: Input<'a>) -> IResult<'a, Login<'a>> {
    crate::syntax::enter(i, |i| {
        named!(
            "login",
            |i: Input<'a>| match class::run_len(&i, &classes::LOGIN) {
                Ok(run) => login_run(i, run),
                Err(e) => Err(nom::Err::Failure(bad_escape_in_login(i, e))),
            }
        )
        .parse(i)
    })
}

/// The error of a login run with a malformed escape, `e` (its first bad
/// byte): the escape's own, unless the run up to its `"%"` is already no
/// login there or before (`ftp://%3@h/`: a `user` is `alphanum2`s and a
/// `host` starts with a letter or digit, so nothing valid has a `"%"` at
/// byte 6), whose error is then at the mistake.
#[cold]
fn bad_escape_in_login(i: Input<'_>, e: Error<Production>) -> Error<Production> {
    let base = i.location_offset();
    let before = i
        .as_bytes()
        .get(..e.offset().saturating_sub(base))
        .unwrap_or_default();
    let Some(pct) = before.iter().rposition(|&c| c == b'%') else {
        return e;
    };
    match login_run(i, pct) {
        Err(nom::Err::Error(first) | nom::Err::Failure(first)) if first.offset() <= base + pct => {
            first
        }
        // A `":"` after the run's last `"@"` starts a port (or a
        // password whose `"@"` is still to come): digits or
        // `alphanum2`s, no escape (`ftp://foo:21%/` at the `%`).
        Ok(_)
            if before.get(..pct).is_some_and(|t| {
                let host = t.iter().rposition(|&c| c == b'@').map_or(0, |a| a + 1);
                t.get(host..).is_some_and(|h| h.contains(&b':'))
            }) =>
        {
            Error::expected(base + pct, Production::Digits).within(Production::Port)
        }
        _ => e,
    }
}

/// [`login`] over its run, the first `run` bytes of `i`.
fn login_run<'a>(i: Input<'a>, run: usize) -> IResult<'a, Login<'a>> {
    {
        {
            let base = i.location_offset();
            let b = i.as_bytes();
            let end = base + run;
            let read_user = userinfo(b.get(..run).unwrap_or_default(), base);
            let with_user = read_user.ok().map(|(user, at)| {
                let r = hostport(i.split(at + 1).0);
                (user, r)
            });
            // `user`: the user's length, 0 for none.
            let make = |user: usize, rest: Input<'a>, hostport: Hostport<'a>| Login {
                hostport,
                span: Span::between(i, rest),
                user_end: user,
            };
            if let Some((user, Ok((rest, hp)))) = with_user {
                if rest.location_offset() == end {
                    return Ok((rest, make(user, rest, hp)));
                }
            }
            let whole = hostport(i);
            match whole {
                Ok((rest, hp)) if rest.location_offset() == end => Ok((rest, make(0, rest, hp))),
                whole => match with_user {
                    Some((user, r)) if reach(&r) >= reach(&whole) => match r {
                        Ok((rest, hp)) => Ok((rest, make(user, rest, hp))),
                        Err(e) => Err(e),
                    },
                    // A user (and password) that stops before its `@`, where
                    // the run has an `@` after it (`u:joe%40h@h`): its error,
                    // if that reading got further.
                    _ => match read_user {
                        Err(Some(e))
                            if e.offset() > reach(&whole)
                                && b.get(e.offset() - base..run)
                                    .is_some_and(|t| t.contains(&b'@')) =>
                        {
                            Err(nom::Err::Error(e))
                        }
                        _ => whole.map(|(rest, hp)| (rest, make(0, rest, hp))),
                    },
                },
            }
        }
    }
}

leaf! {
    /// The node of `user`: a non-empty run of `alphanum2`.
    ///
    /// ```bnf
    /// user                   alphanum2 [ user ]
    /// ```
    User
}

/// ```bnf
/// user                   alphanum2 [ user ]
/// ```
pub fn user(i: Input) -> IResult<User> {
    crate::syntax::enter(i, |i| {
        named!("user", |i| class::plus(i, &classes::ALPHANUM2))
            .map(User::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `password`: a non-empty run of `alphanum2`.
    ///
    /// ```bnf
    /// password               alphanum2 [ password ]
    /// ```
    Password
}

/// ```bnf
/// password               alphanum2 [ password ]
/// ```
pub fn password(i: Input) -> IResult<Password> {
    crate::syntax::enter(i, |i| {
        named!("password", |i| class::plus(i, &classes::ALPHANUM2))
            .map(Password::new)
            .parse(i)
    })
}

/// ```bnf
/// alphanum2              alpha | digit | - | _ | . | +
/// ```
pub fn alphanum2(i: Input) -> IResult<Span> {
    crate::syntax::enter(i, |i| {
        named!("alphanum2", chars::one(chars::is_alphanum2)).parse(i)
    })
}

/// The node of `hostport`.
///
/// ```bnf
/// hostport               host [ : port ]
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hostport<'a> {
    // Offsets rather than child nodes (see `Login`): the host is the
    // first `host_len` bytes, a number when `number`; a port, if any, is
    // the rest after the `:`.
    pub(crate) span: Span<'a>,
    pub(crate) host_len: usize,
    pub(crate) number: bool,
}

impl<'a> Hostport<'a> {
    /// The host name or number.
    pub fn host(&self) -> Host<'a> {
        let span = self.span.slice(0, self.host_len);
        match self.number {
            true => Host::Hostnumber(Hostnumber { span }),
            false => Host::Hostname(Hostname::new(span)),
        }
    }
    /// The port as written, if any.
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
            .field("span", &self.span)
            .finish()
    }
}

/// ```bnf
/// hostport               host [ : port ]
/// ```
///
/// A `:` after the host must start a `port`: no production lets a
/// `hostport` be followed by `:` (in a `login`, the `:` of a password
/// comes before the `@`, which `login` finds first).
pub fn hostport<'a>(i: Input<'a>) -> IResult<'a, Hostport<'a>> {
    crate::syntax::enter(i, |i| {
        named!("hostport", |i: Input<'a>| {
            let (rest, host) = host(i)?;
            let rest = match class::peek(&rest) {
                Some(b':') => port(rest.split(1).0)?.0,
                _ => rest,
            };
            let hostport = Hostport {
                span: Span::between(i, rest),
                host_len: host.span().len(),
                number: matches!(host, Host::Hostnumber(_)),
            };
            Ok((rest, hostport))
        })
        .parse(i)
    })
}

/// The node of `host`: a name or a number.
///
/// ```bnf
/// host                   hostname | hostnumber
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A host name: a letter, then `xalpha`s (`info.cern.ch`).
    Hostname(Hostname<'a>),
    /// Four groups of digits: `128.141.77.12`.
    Hostnumber(Hostnumber<'a>),
}

impl<'a> Host<'a> {
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
/// host                   hostname | hostnumber
/// ```
///
/// Chosen by the first byte: a `hostname` starts with an `alpha`, a
/// `hostnumber` with a `digit`.
pub fn host<'a>(i: Input<'a>) -> IResult<'a, Host<'a>> {
    crate::syntax::enter(i, |i| {
        named!("host", |i: Input<'a>| match class::peek(&i) {
            Some(b) if is_alpha(b) => hostname.map(Host::Hostname).parse(i),
            Some(b) if is_digit(b) => hostnumber.map(Host::Hostnumber).parse(i),
            _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `hostname`: an `alpha`, then any run of `xalpha`.
    ///
    /// ```bnf
    /// hostname               ialpha [  .  hostname ]
    /// ```
    Hostname
}

/// ```bnf
/// hostname               ialpha [  .  hostname ]
/// ```
///
/// `.` is an `xalpha`, so `ialpha` already holds the dots and the
/// recursion adds no string: a `hostname` is an `ialpha` (a letter, then
/// `xalpha`s: `h.com.`, `a_b`, `u@h`, `h%41`).
pub fn hostname<'a>(i: Input<'a>) -> IResult<'a, Hostname<'a>> {
    crate::syntax::enter(i, |i| {
        named!("hostname", |i: Input<'a>| match chars::ialpha_len(&i) {
            Ok(0) => Err(nom::Err::Error(Error::at(i.location_offset()))),
            Ok(n) => Ok(class::split(i, n)),
            Err(e) => Err(nom::Err::Failure(e)),
        })
        .map(Hostname::new)
        .parse(i)
    })
}

/// The node of `hostnumber`: four groups of digits, unbounded.
///
/// ```bnf
/// hostnumber             digits . digits . digits . digits
/// ```
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
/// hostnumber             digits . digits . digits . digits
/// ```
pub fn hostnumber<'a>(i: Input<'a>) -> IResult<'a, Hostnumber<'a>> {
    crate::syntax::enter(i, |i| {
        named!("hostnumber", |i: Input<'a>| {
            let b = i.as_bytes();
            let base = i.location_offset();
            let mut k = 0;
            for group in 0..4 {
                if group > 0 {
                    if b.get(k) != Some(&b'.') {
                        return Err(nom::Err::Error(Error::literal(base + k, ".")));
                    }
                    k += 1;
                }
                let n = b
                    .get(k..)
                    .unwrap_or_default()
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                if n == 0 {
                    return Err(nom::Err::Error(Error::expected(
                        base + k,
                        Production::Digits,
                    )));
                }
                k += n;
            }
            let (rest, span) = class::split(i, k);
            Ok((rest, Hostnumber { span }))
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `port`: the digits as written (the BNF sets no bound).
    ///
    /// ```bnf
    /// port                   digits
    /// ```
    Port
}

/// ```bnf
/// port                   digits
/// ```
pub fn port(i: Input) -> IResult<Port> {
    crate::syntax::enter(i, |i| named!("port", chars::digits).map(Port::new).parse(i))
}
