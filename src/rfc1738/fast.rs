//! The fast path of [`Url::parse`](crate::Url::parse): the same typed tree
//! as the combinators, for the schemes that carry most real URLs (`http`,
//! `ftp`, `file` and every scheme RFC 1738 does not define: the scheme
//! registry's `fast: true` rows, beside the [`url`](crate::rfc1738::generic::url)
//! production).
//!
//! What is here is only the sequencing of those URL shapes: one
//! left-to-right pass records where each production starts and ends (a
//! [`Shape`], offsets only), and the typed tree is built from it once, at
//! the end. Every scan is a kernel the combinators call too: the class
//! table and escaped runs (`syntax::class::run_end` over
//! `classes::CLASSES`), the host run (`ip::host_run`), the login pre-scan
//! (`ip::user_part`) and the host number (`ip::hostnumber_len`). When the
//! match stops short of the input's end, the error is the one
//! `syntax::trailing_error` gives the combinators' tree, over the
//! productions the shape says end there (what it makes of each constant
//! spine computed at compile time: `follow::plan`). The commonest
//! failures get the combinators' error built here, from the same
//! kernels (an input with no scheme, a missing `"//"`, an http or file
//! host, port or escape that fails, a genericurl's malformed escape);
//! for the others (ftp's) and for the other seven
//! schemes, the caller runs the combinators, which remain the definition
//! of the grammar.
//!
//! Which productions each shape covers, and why each accepts exactly the
//! strings of its production and reports the same errors:
//! this module's grammar note. The grammar's differential tests check
//! that both paths give the same trees and errors on the URL corpus and
//! on generated inputs.

use crate::syntax::class::{below, head_word, run_end, scheme_lanes};
use crate::syntax::{Error, Follow as _, Span};

use super::classes::bits::{DIGIT, FPATH, HPATH, HSEGMENT, SCHEME, XCHAR};
use super::classes::{self, CLASSES};
use super::file::Fileurl;
use super::follow::{Plan, plan};
use super::ftp::{Fpath, Ftptype, Ftpurl};
use super::generic::{Genericurl, Known, Scheme, Schemepart, Url, UrlKind};
use super::hints;
use super::http::{Hpath, Httpurl, Search};
use super::ip::{
    Host, HostRun, Hostport, IpSchemepart, Login, Urlpath, UserPart, host_end, host_run,
    hostnumber_len, user_part,
};
use super::production::{ParseError, Production};

/// `class::run_end` over RFC 1738's classes for a set with escapes: the
/// end of the run of `mask` bytes and escapes from `k`, or `None` at a
/// malformed escape (where the combinators fail, and report it).
#[inline(always)]
fn run_esc(b: &[u8], k: usize, mask: u32) -> Option<usize> {
    run_end(b, k, &CLASSES, mask, true).ok()
}

/// The span of bytes `from..to` of the input (ASCII boundaries, found
/// by scanning).
#[inline(always)]
fn span(input: &str, from: usize, to: usize) -> Span<'_> {
    Span::new(input.get(from..to).unwrap_or_default(), from)
}

/// `"http://" hostport [ "/" hpath [ "?" search ]]`: where `hpath` and
/// `search` end, when present.
#[derive(Clone, Copy)]
struct HttpAt {
    hostport: HostportAt,
    hpath: Option<usize>,
    search: Option<usize>,
}

/// `"ftp://" login [ "/" fpath [ ";type=" ftptype ]]`: where `fpath`
/// ends, and whether the typecode follows.
#[derive(Clone, Copy)]
struct FtpAt {
    login: LoginAt,
    fpath: Option<usize>,
    ftptype: bool,
}

/// `"file://" [ host ] "/" fpath`: the `"/"` before `fpath`.
#[derive(Clone, Copy)]
struct FileAt {
    host: Option<HostAt>,
    slash: usize,
}

/// `scheme ":" schemepart`: where the scheme ends (at the `":"`), and the
/// `ip-schemepart` reading when it stands.
#[derive(Clone, Copy)]
struct OtherAt {
    scheme: usize,
    ip: Option<IpAt>,
}

/// Where the productions of a URL start and end: everything its typed
/// tree holds, as byte offsets.
trait Shape: Copy {
    /// The typed tree of a match of all of `input`.
    fn build(self, input: &str) -> Url<'_>;
    /// The productions whose match ends where this one stops, innermost
    /// first, from the innermost up to `url` (the rightmost path of the
    /// combinators' tree): one of a few constants per shape, with what
    /// `trailing_error` makes of it computed at compile time.
    fn spine(self) -> &'static Spine;
}

/// `host`: `start..end`, a `hostname` or else a `hostnumber`.
#[derive(Clone, Copy)]
struct HostAt {
    start: usize,
    end: usize,
    hostname: bool,
}

/// The last part of a `hostport` ([`HostportAt::last`]).
#[derive(Clone, Copy)]
enum Last {
    Port,
    Hostname,
    Hostnumber,
}

/// `hostport`: the host, and where the port's digits end.
#[derive(Clone, Copy)]
struct HostportAt {
    host: HostAt,
    port: Option<usize>,
}

impl HostportAt {
    fn end(&self) -> usize {
        self.port.unwrap_or(self.host.end)
    }
}

/// `login` from `start`: the `":"` and `"@"` of `user [ ":" password ] "@"`.
#[derive(Clone, Copy)]
struct LoginAt {
    start: usize,
    user: Option<UserAt>,
    hostport: HostportAt,
}

#[derive(Clone, Copy)]
struct UserAt {
    colon: Option<usize>,
    at: usize,
}

/// `ip-schemepart` (after its `"//"`): where `urlpath` ends.
#[derive(Clone, Copy)]
struct IpAt {
    login: LoginAt,
    urlpath: Option<usize>,
}

impl IpAt {
    fn end(&self) -> usize {
        self.urlpath.unwrap_or(self.login.hostport.end())
    }
}

/// `Url::parse` for the URLs this path handles: `done` of the result, or
/// `slow()` where the combinators must run (they fail, or the scheme is
/// not one of ours).
///
/// Continuations rather than an `Option<Result<..>>`: `Url::parse` passes
/// `|r| r` and the combinators, so the tree is built in place in its
/// return value instead of being built here and copied out of an
/// `Option` (a `Url` is some 300 bytes; the copy was a tenth of the time
/// per URL).
#[inline(always)]
pub(crate) fn parse<'a, R>(
    input: &'a str,
    done: impl FnOnce(Result<Url<'a>, ParseError>) -> R,
    slow: impl FnOnce() -> R,
) -> R {
    let b = input.as_bytes();
    // Where the fast path does not read the URL, `reject` answers with
    // the error the fast path knows how to build (`$failure`), else the
    // combinators: one call of a cold function, so that the code of the
    // success path stays as it was.
    macro_rules! answer {
        ($shape:expr, $failure:expr) => {
            match $shape {
                Some(shape) => done(finish(input, shape)),
                None => reject(input, $failure, done, slow),
            }
        };
    }
    match head(b) {
        Some(Head::Https) => return answer!(genericurl(b, 5), |i| generic_failure(i, 5)),
        Some(Head::Http) => return answer!(httpurl(b, 7), http_failure),
        Some(Head::File) => return answer!(fileurl(b, 7), file_failure),
        Some(Head::Ftp) => return answer!(ftpurl(b, 6), |_| None),
        None => {}
    }
    // A first byte outside `scheme` (`/`, `#`, `?`: most relative
    // references in a list of URLs) needs no scan of the word.
    if b.first().is_none_or(|&c| CLASSES.of(c) & SCHEME == 0) {
        return done(Err(no_scheme(input, 0)));
    }
    let (n, name) = scheme_word(b);
    if b.get(n) != Some(&b':') {
        // No scheme: the combinators' error, without running them (most
        // other relative references end here).
        return done(Err(no_scheme(input, n)));
    }
    match Known::from_word(n, name) {
        None => answer!(genericurl(b, n), generic_failure_of),
        // The predefined schemes the registry leaves to the combinators
        // (`fast: false` in generic.rs).
        Some(k) if !k.fast() => slow(),
        // `"ftp://" host` can be seven bytes, too short for `head`.
        Some(Known::Ftp) if b.get(4..6) == Some(b"//") => answer!(ftpurl(b, 6), |_| None),
        // Without the literal `"//"`, the combinators' error: the rest
        // of the scheme's literal at the first byte that differs.
        Some(k @ (Known::Ftp | Known::Http | Known::File))
            if b.get(n + 1..n + 3) != Some(b"//") =>
        {
            let (at, rest) = match b.get(n + 1) {
                Some(b'/') => (n + 2, "/"),
                _ => (n + 1, "//"),
            };
            let p = match k {
                Known::Ftp => Production::Ftpurl,
                Known::Http => Production::Httpurl,
                _ => Production::Fileurl,
            };
            let mut e = ParseError::on_path(input, at, p, &[Production::Url]).with_literal(rest);
            hints::refine_in_place(input, &mut e);
            done(Err(e))
        }
        // With it, `http` and `file` URLs have eight bytes or more and
        // `head` took them: what is left (`"http://"` and `"file://"`
        // alone) fails.
        Some(Known::Http) => reject(input, http_failure, done, slow),
        Some(_) => reject(input, file_failure, done, slow),
    }
}

/// The answer for an input the fast path does not read: `failure`'s
/// error, which the fast path knows how to build for it, else the
/// combinators' answer (`slow`).
#[cold]
#[inline(never)]
fn reject<'a, R>(
    input: &'a str,
    failure: fn(&str) -> Option<ParseError>,
    done: impl FnOnce(Result<Url<'a>, ParseError>) -> R,
    slow: impl FnOnce() -> R,
) -> R {
    match failure(input) {
        Some(e) => done(Err(e)),
        None => slow(),
    }
}

/// The schemes whose common beginnings [`head`] recognizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Head {
    /// `https://`, an `otherurl` (the scheme is 5 bytes).
    Https,
    /// `http://`.
    Http,
    /// `file://`.
    File,
    /// `ftp://`.
    Ftp,
}

/// The common beginnings, eight bytes at once: the letters of the scheme
/// lower-cased (setting 0x20 maps only `A`-`Z` onto `a`-`z`), the rest
/// compared as is. Each is exactly what [`scheme_word`] and the match in
/// [`parse`] find for it; this only gets there sooner.
#[inline(always)]
fn head(b: &[u8]) -> Option<Head> {
    let x = u64::from_le_bytes(*b.first_chunk::<8>()?);
    let is = |lit: &[u8; 8], letters: usize, len: usize| {
        (x | ((LANES * 0x20) & below(letters))) & below(len) == u64::from_le_bytes(*lit)
    };
    if is(b"https://", 5, 8) {
        Some(Head::Https)
    } else if is(b"http://\0", 4, 7) {
        Some(Head::Http)
    } else if is(b"file://\0", 4, 7) {
        Some(Head::File)
    } else if is(b"ftp://\0\0", 3, 6) {
        Some(Head::Ftp)
    } else {
        None
    }
}

/// `known_scheme`'s reading of the scheme: the length of the run of
/// scheme bytes from the start, and its first eight bytes lower-cased as a
/// little-endian word. Every scheme byte has the 0x20 bit set except the
/// upper-case letters, so setting it lower-cases the name. The first
/// eight bytes are classified at once ([`scheme_lanes`]); a run that
/// fills them goes on with the class table's kernel.
#[inline(always)]
fn scheme_word(b: &[u8]) -> (usize, u64) {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let w = head_word(b);
    let n = (!scheme_lanes(w) & HIGH).trailing_zeros() as usize / 8;
    let name = (w | (LANES * 0x20)) & below(n);
    // A run that fills the word goes on with the class table's kernel
    // (`scheme_run_end` here, a loop of words, costs the accepted URLs
    // of `parse` a few instructions each in register spills).
    let n = if n == 8 {
        run_end(b, 8, &CLASSES, SCHEME, false).unwrap_or(8)
    } else {
        n
    };
    (n, name)
}

/// The result for a match that stops at `end`: the tree if that is the
/// end of the input, else the error `trailing_error` gives for it.
#[inline(always)]
fn finish<S: Shape>(input: &str, (shape, end): (S, usize)) -> Result<Url<'_>, ParseError> {
    if end == input.len() {
        Ok(shape.build(input))
    } else {
        Err(trailing(input, end, shape.spine()))
    }
}

/// The combinators' error for an `http` URL that the fast path does not
/// read: its host or port fails (`http://[::1]/`, `http://3com/`,
/// `http://h:/`), from the kernels of `ip::host` and `port`, within
/// `hostport`; or an escape in its path or search is malformed
/// (`http://h/a%2`), within `hpath` or `search`; and within `httpurl` and
/// `url`. `None` for anything else, which the combinators report.
#[cold]
fn http_failure(input: &str) -> Option<ParseError> {
    use Production as P;
    let b = input.as_bytes();
    let rest = b.get(7..)?;
    let e = match host_end(rest, host_run(rest, 0), 7) {
        Err(e) => e.within(P::Host).within(P::Hostport),
        Ok((n, _)) => {
            let mut k = 7 + n;
            if b.get(k) == Some(&b':') {
                let digits = run_end(b, k + 1, &CLASSES, DIGIT, false).unwrap_or(k + 1);
                if digits == k + 1 {
                    let e = Error::expected(k + 1, P::Digits).within(P::Port);
                    return Some(failure(input, e.within(P::Hostport).within(P::Httpurl)));
                }
                k = digits;
            }
            // `"/" hpath [ "?" search ]`: a malformed escape in either.
            if b.get(k) != Some(&b'/') {
                return None;
            }
            match run_end(b, k + 1, &CLASSES, HPATH, true) {
                Err(at) => classes::HPATH
                    .bad_escape(at)
                    .within(P::Hsegment)
                    .within(P::Hpath),
                Ok(a) if b.get(a) == Some(&b'?') => {
                    let at = run_end(b, a + 1, &CLASSES, HSEGMENT, true).err()?;
                    classes::HSEGMENT.bad_escape(at).within(P::Search)
                }
                Ok(_) => return None,
            }
        }
    };
    Some(failure(input, e.within(P::Httpurl)))
}

/// The combinators' error for a `file` URL (`"file://"` read) that the
/// fast path does not read: its host fails (within `host`), the `"/"`
/// after it is missing, or an escape in its path is malformed (within
/// `fsegment` and `fpath`); within `fileurl` and `url`. `None` for
/// anything else, which the combinators report.
#[cold]
fn file_failure(input: &str) -> Option<ParseError> {
    use Production as P;
    let b = input.as_bytes();
    let rest = b.get(7..)?;
    let slash = match rest.first() {
        Some(b'/') => 7,
        _ => match host_end(rest, host_run(rest, 0), 7) {
            Err(e) => return Some(failure(input, e.within(P::Host).within(P::Fileurl))),
            Ok((n, _)) => 7 + n,
        },
    };
    if b.get(slash) != Some(&b'/') {
        return Some(failure(
            input,
            Error::literal(slash, "/").within(P::Fileurl),
        ));
    }
    let at = run_end(b, slash + 1, &CLASSES, FPATH, true).err()?;
    let e = classes::FPATH
        .bad_escape(at)
        .within(P::Fsegment)
        .within(P::Fpath);
    Some(failure(input, e.within(P::Fileurl)))
}

/// The combinators' error for a `genericurl` (scheme `0..n` and `":"`
/// read) that the fast path does not read because an escape is
/// malformed: the first malformed escape of the `xchar` run from the
/// scheme part's start (the `ip-schemepart` reading holds only `xchar`s,
/// so wherever that reading stops, this run reaches the same escape),
/// within `schemepart`, `genericurl`, `otherurl` and `url`. `None` for
/// anything else, which the combinators report.
#[cold]
fn generic_failure(input: &str, n: usize) -> Option<ParseError> {
    use Production as P;
    let at = run_end(input.as_bytes(), n + 1, &CLASSES, XCHAR, true).err()?;
    let e = classes::XCHAR
        .bad_escape(at)
        .within(P::Schemepart)
        .within(P::Genericurl)
        .within(P::Otherurl);
    Some(failure(input, e))
}

/// [`generic_failure`] for the scheme name that starts `input`.
#[cold]
fn generic_failure_of(input: &str) -> Option<ParseError> {
    generic_failure(input, scheme_word(input.as_bytes()).0)
}

/// The error `Url::parse` reports for the nom-side error `e`, whose
/// productions go up to the scheme's: within `url`, with its hint.
fn failure(input: &str, e: Error<Production>) -> ParseError {
    let mut e = e
        .within(Production::Url)
        .into_parse_error(input, Production::Url);
    hints::refine_in_place(input, &mut e);
    e
}

/// The combinators' error for an input whose scheme run (`scheme`'s
/// bytes) is `0..n` and is not followed by `":"`: `scheme` fails at byte
/// 0 when the run is empty, else `genericurl`'s `":"` at byte `n`, within
/// `otherurl` and `url` (the dispatch of `url` finds no known scheme
/// without a `":"`).
/// With its hint ([`hints::no_scheme_hint`]): one call answers the line.
#[cold]
#[inline(never)]
fn no_scheme(input: &str, n: usize) -> ParseError {
    use Production as P;
    let e = if n == 0 {
        ParseError::on_path(input, 0, P::Scheme, &[P::Genericurl, P::Otherurl, P::Url])
    } else {
        ParseError::on_path(input, n, P::Genericurl, &[P::Otherurl, P::Url]).with_literal(":")
    };
    e.with_hint(hints::no_scheme_hint(input, n))
}

/// The error for a match that stops at `end`, before the end of `input`:
/// the one `trailing_error` of the combinators, over the productions the
/// shape says end there.
#[cold]
#[inline(never)]
fn trailing(input: &str, end: usize, spine: &Spine) -> ParseError {
    hints::refine(input, spine.error(input, end))
}

/// A spine of the fast path's trees ([`Shape::spine`]) and its [`Plan`].
pub(crate) struct Spine {
    productions: &'static [Production],
    plan: Plan,
}

impl Spine {
    const fn new(productions: &'static [Production]) -> Spine {
        Spine {
            productions,
            plan: plan(productions),
        }
    }

    /// `syntax::trailing_error` over this spine for a match that stops at
    /// `end`: the innermost production when it could go on with the byte
    /// there, else what the plan says.
    fn error(&self, input: &str, end: usize) -> ParseError {
        let s = self.productions;
        let (Some(&inner), rest) = (s.first(), s.get(1..).unwrap_or_default()) else {
            return ParseError::new(input, end, Production::Url, &[]);
        };
        if input
            .as_bytes()
            .get(end)
            .is_some_and(|&b| inner.continues_with(b))
        {
            return ParseError::on_path(input, end, inner, rest);
        }
        let at = |k: usize| s.get(k).copied().unwrap_or(inner);
        let plan = self.plan;
        let within = plan.within.and_then(|k| s.get(k..)).unwrap_or_default();
        let e = ParseError::on_path(input, end, at(plan.expected), within);
        if plan.follow {
            e.following(plan.after.map(at))
        } else {
            e
        }
    }
}

/// A [`Spine`] constant: `spine![P::Search, P::Httpurl, P::Url]`.
macro_rules! spine {
    ($($p:expr),+ $(,)?) => {{
        const SPINE: Spine = Spine::new(&[$($p),+]);
        &SPINE
    }};
}

/// Every lane of a word.
const LANES: u64 = 0x0101_0101_0101_0101;

/// `genericurl` (as `otherurl`), the scheme being `0..n` and a `":"` at `n`.
#[inline(always)]
fn genericurl(b: &[u8], n: usize) -> Option<(OtherAt, usize)> {
    let p = n + 1;
    // `schemepart`: the ip reading first, then the xchar run from where
    // it stopped; the reading stands iff the run adds nothing.
    let ip = if b.get(p..p + 2) == Some(b"//") {
        ip_schemepart(b, p)?
    } else {
        None
    };
    let from = ip.map_or(p, |ip| ip.end());
    let end = run_esc(b, from, XCHAR)?;
    let ip = ip.filter(|_| end == from);
    Some((OtherAt { scheme: n, ip }, end))
}

/// `ip-schemepart`, with `"//"` at `p`: `Some(None)` where it fails,
/// `None` at a malformed escape.
#[inline(always)]
fn ip_schemepart(b: &[u8], p: usize) -> Option<Option<IpAt>> {
    let Some(login) = login(b, p + 2)? else {
        return Some(None);
    };
    let l_end = login.hostport.end();
    let urlpath = match b.get(l_end) {
        Some(b'/') => Some(run_esc(b, l_end + 1, XCHAR)?),
        _ => None,
    };
    Some(Some(IpAt { login, urlpath }))
}

/// `login` from `q`: `Some(None)` where it fails, `None` at a malformed
/// escape.
#[inline(always)]
fn login(b: &[u8], q: usize) -> Option<Option<LoginAt>> {
    // Host bytes are login bytes too, so the host run is the start of the
    // login run: read it first and go on with the login run from there,
    // which for most URLs (no user) stops at once.
    let first = host_run(b, q);
    let (user, hostport) = match user_part(b, q, first.end).ok()? {
        UserPart::None => (None, hostport(b, first)),
        UserPart::User { colon, at } => {
            (Some(UserAt { colon, at }), hostport(b, host_run(b, at + 1)))
        }
        UserPart::SecondColon(_) => return Some(None),
    };
    Some(hostport.map(|hostport| LoginAt {
        start: q,
        user,
        hostport,
    }))
}

/// `hostport`, its host run read: `None` where it fails.
#[inline(always)]
fn hostport(b: &[u8], run: HostRun) -> Option<HostportAt> {
    let host = host(b, run)?;
    let port = match b.get(host.end) {
        // `port = digits`: the kernel of `chars::digits`.
        Some(b':') => match run_end(b, host.end + 1, &CLASSES, DIGIT, false) {
            Ok(d) if d > host.end + 1 => Some(d),
            _ => return None,
        },
        _ => None,
    };
    Some(HostportAt { host, port })
}

/// `host`, its run read: the run must be a whole `hostname` or a whole
/// `hostnumber` (see `ip::host`); `None` where it fails.
#[inline(always)]
fn host(b: &[u8], run: HostRun) -> Option<HostAt> {
    let at = HostAt {
        start: run.start,
        end: run.end,
        hostname: true,
    };
    if run.hostname {
        Some(at)
    } else if hostnumber_len(b.get(run.start..).unwrap_or_default()).ok()
        == Some(run.end - run.start)
    {
        Some(HostAt {
            hostname: false,
            ..at
        })
    } else {
        None
    }
}

/// `httpurl`, from after `"http://"` at `h`.
#[inline(always)]
fn httpurl(b: &[u8], h: usize) -> Option<(HttpAt, usize)> {
    let hostport = hostport(b, host_run(b, h))?;
    let hp_end = hostport.end();
    let (hpath, search, end) = match b.get(hp_end) {
        Some(b'/') => {
            let a = run_esc(b, hp_end + 1, HPATH)?;
            match b.get(a) {
                Some(b'?') => {
                    let s = run_esc(b, a + 1, HSEGMENT)?;
                    (Some(a), Some(s), s)
                }
                _ => (Some(a), None, a),
            }
        }
        _ => (None, None, hp_end),
    };
    let shape = HttpAt {
        hostport,
        hpath,
        search,
    };
    Some((shape, end))
}

/// `fileurl`, from after `"file://"` at `h`.
#[inline(always)]
fn fileurl(b: &[u8], h: usize) -> Option<(FileAt, usize)> {
    let host = match b.get(h) {
        Some(b'/') => None,
        _ => Some(host(b, host_run(b, h))?),
    };
    let slash = host.map_or(h, |x| x.end);
    if b.get(slash) != Some(&b'/') {
        return None;
    }
    let end = run_esc(b, slash + 1, FPATH)?;
    Some((FileAt { host, slash }, end))
}

/// `ftpurl`, from after `"ftp://"` at `q`.
#[inline(always)]
fn ftpurl(b: &[u8], q: usize) -> Option<(FtpAt, usize)> {
    let login = login(b, q)??;
    let l_end = login.hostport.end();
    let (fpath, ftptype, end) = match b.get(l_end) {
        Some(b'/') => {
            let f = run_esc(b, l_end + 1, FPATH)?;
            match b.get(f) {
                // `";"` commits to `";type=" ftptype`.
                Some(b';') => match (b.get(f + 1..f + 6), b.get(f + 6)) {
                    (Some(b"type="), Some(b'A' | b'I' | b'D' | b'a' | b'i' | b'd')) => {
                        (Some(f), true, f + 7)
                    }
                    _ => return None,
                },
                _ => (Some(f), false, f),
            }
        }
        _ => (None, false, l_end),
    };
    Some((
        FtpAt {
            login,
            fpath,
            ftptype,
        },
        end,
    ))
}

/// The span of bytes `from..` of the input, up to its end.
#[inline(always)]
fn tail(input: &str, from: usize) -> Span<'_> {
    Span::new(input.get(from..).unwrap_or_default(), from)
}

// The trees are built only for matches of the whole input, so the spans
// that end where the match does are `tail`s and the whole URL's is the
// input itself; spans that coincide are computed once.

impl Shape for HttpAt {
    #[inline(always)]
    fn build(self, input: &str) -> Url<'_> {
        let whole = Span::new(input, 0);
        let path_start = self.hostport.end() + 1;
        let (hpath, search) = match (self.hpath, self.search) {
            (Some(a), Some(_)) => (
                Some(Hpath {
                    span: span(input, path_start, a),
                }),
                Some(Search::new(tail(input, a + 1))),
            ),
            (Some(_), None) => (
                Some(Hpath {
                    span: tail(input, path_start),
                }),
                None,
            ),
            _ => (None, None),
        };
        let http = Httpurl {
            hostport: self.hostport.build(input),
            hpath,
            search,
            span: whole,
        };
        Url::from_kind(UrlKind::Http(http))
    }

    fn spine(self) -> &'static Spine {
        use Production as P;
        match (self.hpath, self.search) {
            (Some(_), Some(_)) => spine![P::Search, P::Httpurl, P::Url],
            (Some(_), None) => spine![P::Hsegment, P::Hpath, P::Httpurl, P::Url],
            _ => match self.hostport.last() {
                Last::Port => spine![P::Port, P::Hostport, P::Httpurl, P::Url],
                Last::Hostname => spine![
                    P::Toplabel,
                    P::Hostname,
                    P::Host,
                    P::Hostport,
                    P::Httpurl,
                    P::Url,
                ],
                Last::Hostnumber => spine![
                    P::Digits,
                    P::Hostnumber,
                    P::Host,
                    P::Hostport,
                    P::Httpurl,
                    P::Url,
                ],
            },
        }
    }
}

impl Shape for FtpAt {
    #[inline(always)]
    fn build(self, input: &str) -> Url<'_> {
        let whole = Span::new(input, 0);
        let path_start = self.login.hostport.end() + 1;
        let (fpath, ftptype) = match (self.fpath, self.ftptype) {
            (Some(f), true) => (
                Some(Fpath {
                    span: span(input, path_start, f),
                }),
                Some(Ftptype::new(tail(input, f + 6))),
            ),
            (Some(_), false) => (
                Some(Fpath {
                    span: tail(input, path_start),
                }),
                None,
            ),
            _ => (None, None),
        };
        let ftp = Ftpurl {
            login: self.login.build(input),
            fpath,
            ftptype,
            span: whole,
        };
        Url::from_kind(UrlKind::Ftp(ftp))
    }

    fn spine(self) -> &'static Spine {
        use Production as P;
        match (self.fpath, self.ftptype) {
            (Some(_), true) => spine![P::Ftptype, P::Ftpurl, P::Url],
            (Some(_), false) => spine![P::Fsegment, P::Fpath, P::Ftpurl, P::Url],
            _ => match self.login.hostport.last() {
                Last::Port => spine![P::Port, P::Hostport, P::Login, P::Ftpurl, P::Url],
                Last::Hostname => spine![
                    P::Toplabel,
                    P::Hostname,
                    P::Host,
                    P::Hostport,
                    P::Login,
                    P::Ftpurl,
                    P::Url,
                ],
                Last::Hostnumber => spine![
                    P::Digits,
                    P::Hostnumber,
                    P::Host,
                    P::Hostport,
                    P::Login,
                    P::Ftpurl,
                    P::Url,
                ],
            },
        }
    }
}

impl Shape for FileAt {
    #[inline(always)]
    fn build(self, input: &str) -> Url<'_> {
        let whole = Span::new(input, 0);
        let file = Fileurl {
            host: self.host.map(|h| h.build(input)),
            fpath: Fpath {
                span: tail(input, self.slash + 1),
            },
            span: whole,
        };
        Url::from_kind(UrlKind::File(file))
    }

    fn spine(self) -> &'static Spine {
        use Production as P;
        spine![P::Fsegment, P::Fpath, P::Fileurl, P::Url]
    }
}

impl Shape for OtherAt {
    #[inline(always)]
    fn build(self, input: &str) -> Url<'_> {
        let whole = Span::new(input, 0);
        // The ip reading stands only when it ends where the scheme part
        // does, so the two share their span.
        let part = tail(input, self.scheme + 1);
        let generic = Genericurl {
            scheme: Scheme::new(span(input, 0, self.scheme)),
            schemepart: Schemepart::new(self.ip.map(|ip| ip.build(input, part)), part),
            span: whole,
        };
        Url::from_kind(UrlKind::Other(generic))
    }

    fn spine(self) -> &'static Spine {
        use Production as P;
        match self.ip {
            Some(IpAt {
                urlpath: Some(_), ..
            }) => spine![
                P::Urlpath,
                P::IpSchemepart,
                P::Schemepart,
                P::Genericurl,
                P::Otherurl,
                P::Url,
            ],
            Some(ip) => match ip.login.hostport.last() {
                Last::Port => spine![
                    P::Port,
                    P::Hostport,
                    P::Login,
                    P::IpSchemepart,
                    P::Schemepart,
                    P::Genericurl,
                    P::Otherurl,
                    P::Url,
                ],
                Last::Hostname => spine![
                    P::Toplabel,
                    P::Hostname,
                    P::Host,
                    P::Hostport,
                    P::Login,
                    P::IpSchemepart,
                    P::Schemepart,
                    P::Genericurl,
                    P::Otherurl,
                    P::Url,
                ],
                Last::Hostnumber => spine![
                    P::Digits,
                    P::Hostnumber,
                    P::Host,
                    P::Hostport,
                    P::Login,
                    P::IpSchemepart,
                    P::Schemepart,
                    P::Genericurl,
                    P::Otherurl,
                    P::Url,
                ],
            },
            None => spine![P::Schemepart, P::Genericurl, P::Otherurl, P::Url],
        }
    }
}

impl IpAt {
    /// The `ip-schemepart` node, which spans `part`, the whole scheme part.
    #[inline(always)]
    fn build<'a>(self, input: &'a str, part: Span<'a>) -> IpSchemepart<'a> {
        let l_end = self.login.hostport.end();
        IpSchemepart {
            login: self.login.build(input),
            urlpath: self.urlpath.map(|_| Urlpath::new(tail(input, l_end + 1))),
            span: part,
        }
    }
}

impl HostAt {
    #[inline(always)]
    fn build(self, input: &str) -> Host<'_> {
        Host::new(span(input, self.start, self.end), self.hostname)
    }
}

impl HostportAt {
    #[inline(always)]
    fn build(self, input: &str) -> Hostport<'_> {
        Hostport {
            host_len: self.host.end.saturating_sub(self.host.start),
            hostname: self.host.hostname,
            span: span(input, self.host.start, self.end()),
        }
    }

    /// What a `hostport` ends with: the spine below it is `port`, or
    /// `toplabel` of `hostname` of `host`, or `digits` of `hostnumber` of
    /// `host`.
    fn last(self) -> Last {
        match (self.port, self.host.hostname) {
            (Some(_), _) => Last::Port,
            (None, true) => Last::Hostname,
            (None, false) => Last::Hostnumber,
        }
    }
}

impl LoginAt {
    #[inline(always)]
    fn build(self, input: &str) -> Login<'_> {
        let hostport = self.hostport.build(input);
        match self.user {
            Some(UserAt { colon, at }) => Login {
                user_len: Some(colon.unwrap_or(at).saturating_sub(self.start)),
                has_password: colon.is_some(),
                hostport,
                span: span(input, self.start, self.hostport.end()),
            },
            None => Login {
                user_len: None,
                has_password: false,
                hostport,
                span: hostport.span,
            },
        }
    }
}

/// The fast path must not only agree with the combinators (that is the
/// differential tests' business) but also answer where it is meant to: a fast
/// path that gives up (`None`) gives the same results, only slower, so
/// these tests hold it to taking the URLs it was written for.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc1738::classes::class;
    use crate::rfc1738::generic::word;
    use crate::syntax::error::trailing_error_on;
    use crate::{Node, Production, parse_production};

    /// What the combinators alone give, as the fast path's type.
    fn combinators(input: &str) -> Option<Result<Node<'_>, crate::ParseError>> {
        Some(parse_production(Production::Url, input))
    }

    fn fast(input: &str) -> Option<Result<Node<'_>, crate::ParseError>> {
        parse(input, |r| Some(r.map(|u| u.node())), || None)
    }

    /// Whether the scheme of `input` is one the fast path takes: one the
    /// registry marks `fast` (`http`, `ftp`, `file`, any case), or one RFC
    /// 1738 does not define.
    fn fast_scheme(input: &str) -> bool {
        input.contains(':')
            && crate::rfc1738::generic::known_scheme(input.as_bytes()).is_none_or(|k| k.fast())
    }

    /// Every spine a shape can have: for each, `Spine::error` (the plan
    /// computed at compile time) is `trailing_error_on` (the spine
    /// walked), for every character after the match.
    #[test]
    fn spine_plans_are_the_trailing_error() {
        let host = |hostname| HostAt {
            start: 0,
            end: 1,
            hostname,
        };
        let hostports = [
            HostportAt {
                host: host(true),
                port: Some(2),
            },
            HostportAt {
                host: host(true),
                port: None,
            },
            HostportAt {
                host: host(false),
                port: None,
            },
        ];
        let mut spines: Vec<&'static Spine> = Vec::new();
        for hostport in hostports {
            let login = LoginAt {
                start: 0,
                user: None,
                hostport,
            };
            for (hpath, search) in [(Some(3), Some(4)), (Some(3), None), (None, None)] {
                spines.push(
                    HttpAt {
                        hostport,
                        hpath,
                        search,
                    }
                    .spine(),
                );
            }
            for (fpath, ftptype) in [(Some(3), true), (Some(3), false), (None, false)] {
                spines.push(
                    FtpAt {
                        login,
                        fpath,
                        ftptype,
                    }
                    .spine(),
                );
            }
            for urlpath in [Some(3), None] {
                let ip = Some(IpAt { login, urlpath });
                spines.push(OtherAt { scheme: 1, ip }.spine());
            }
        }
        spines.push(
            OtherAt {
                scheme: 1,
                ip: None,
            }
            .spine(),
        );
        spines.push(
            FileAt {
                host: None,
                slash: 0,
            }
            .spine(),
        );
        let chars = (0u8..0x80).map(char::from).chain(['\u{e9}', '\u{3000}']);
        for c in chars {
            let input = format!("abc{c}xyz");
            for spine in &spines {
                assert_eq!(
                    spine.error(&input, 3),
                    trailing_error_on(&input, 3, Production::Url, spine.productions),
                    "{:?} at {c:?}",
                    spine.productions
                );
            }
        }
    }

    #[test]
    fn head_reads_the_common_beginnings_in_any_case() {
        let cases: [(&[u8], Option<Head>); 16] = [
            (b"https://h", Some(Head::Https)),
            (b"HtTpS://", Some(Head::Https)),
            (b"http://h", Some(Head::Http)),
            (b"HTTP://h/a", Some(Head::Http)),
            (b"file:///", Some(Head::File)),
            (b"FiLe://h", Some(Head::File)),
            (b"ftp://h/", Some(Head::Ftp)),
            (b"FTP://hh", Some(Head::Ftp)),
            (b"ftp://h", None),
            (b"http:/h/", None),
            (b"httpx://", None),
            (b"https:/h", None),
            (b"ftp:///h", Some(Head::Ftp)),
            (b"ftq://hh", None),
            (b"http;//h", None),
            (b"hTTP:\x2f\x2fh", Some(Head::Http)),
        ];
        for (input, want) in cases {
            assert_eq!(head(input), want, "{:?}", String::from_utf8_lossy(input));
        }
        // The letters are lower-cased, nothing else: `:` and `/` have the
        // 0x20 bit set, `\x1a` (`:` without it) does not match.
        assert_eq!(head(b"http\x1a//h"), None);
        assert_eq!(head(b"http:\x0f/h"), None);
    }

    #[test]
    fn scheme_word_reads_the_scheme_run() {
        assert_eq!(scheme_word(b"FTP://h"), (3, word(b"ftp")));
        assert_eq!(scheme_word(b"news:a"), (4, word(b"news")));
        assert_eq!(scheme_word(b"ProsPero:"), (8, word(b"prospero")));
        assert_eq!(scheme_word(b"x-y+z.1:"), (7, word(b"x-y+z.1")));
        assert_eq!(scheme_word(b"prosperox:"), (9, word(b"prospero")));
        assert_eq!(scheme_word(b":a"), (0, 0));
        assert_eq!(scheme_word(b""), (0, 0));
        assert_eq!(scheme_word(b"a b:"), (1, word(b"a")));
    }

    /// `scheme_word` as it was first written, byte by byte: the
    /// definition the word-at-a-time reading is held to.
    fn scheme_word_bytewise(b: &[u8]) -> (usize, u64) {
        let mut n = 0;
        let mut name = 0u64;
        while let Some(&c) = b.get(n) {
            if class(c) & SCHEME == 0 {
                break;
            }
            if n < 8 {
                name |= u64::from(c | 0x20) << (8 * n);
            }
            n += 1;
        }
        (n, name)
    }

    /// Every byte in every place of runs shorter than, as long as and
    /// longer than a word, and every length of input.
    #[test]
    fn scheme_word_is_the_bytewise_reading() {
        for base in [
            &b"aZ9+-.q"[..],
            b"abcdefgh",
            b"x-Y.z+1:ab",
            b"Abcdefghijkl:",
        ] {
            for k in 0..=base.len() {
                for c in 0..=255u8 {
                    let mut v = base.to_vec();
                    if k < v.len() {
                        v[k] = c;
                    } else {
                        v.push(c);
                    }
                    for len in 0..=v.len() {
                        let b = &v[..len];
                        assert_eq!(scheme_word(b), scheme_word_bytewise(b), "{b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn below_masks_the_low_lanes() {
        assert_eq!(below(0), 0);
        assert_eq!(below(1), 0xff);
        assert_eq!(below(3), 0xff_ffff);
        assert_eq!(below(7), 0x00ff_ffff_ffff_ffff);
        assert_eq!(below(8), u64::MAX);
        assert_eq!(word(b"ab"), 0x6261);
    }

    #[test]
    fn it_answers_every_accepted_url_of_its_schemes() {
        let accepted = [
            "http://h",
            "HTTP://h.example.com:8080/a/b;c?d=e&f",
            "http://1.2.3.4/",
            "http://a-b.c9.d/%41%2f?%20",
            "https://user:pw@host.example:443/x?y",
            "https://h",
            "ftp://h",
            "FTP://u:p@ftp.h.com:21/a/b%3Bc;type=d",
            "ftp://u@h/",
            "ftp://h/a;type=I",
            "file:///etc/motd",
            "FILE://localhost/a/b",
            "file://1.2.3.4/",
            "x-y+z.1:anything%20at-all",
            "foo://u:p@h.com:1/path",
            "foo://h",
            "foo:",
            "httpx://h/",
            "ftpx:a",
            "a:b",
        ];
        for input in accepted {
            let expected = combinators(input);
            assert!(matches!(expected, Some(Ok(_))), "{input:?} is a URL");
            assert_eq!(fast(input), expected, "{input:?}");
        }
    }

    /// Each way a match can stop short of the end, for each scheme: the
    /// fast path reads the error off its offsets.
    #[test]
    fn it_answers_trailing_errors() {
        let trailing = [
            "http://h/a b",
            "http://h/a?b c",
            "http://h:80 ",
            "http://h.com ",
            "http://1.2.3.4 ",
            "http://h/a#frag",
            "https://h/#f",
            "ftp://h/a b",
            "ftp://h ",
            "ftp://h:21 ",
            "ftp://u:p@h/a;type=a ",
            "ftp://1.2.3.4 ",
            "file:///a b",
            "file://h/a b",
            "foo://h/a b",
            "foo://h:1 ",
            "foo://h.com ",
            "foo://u@h ",
            "foo:a b",
            "foo:a#b",
            // A missing "//": the error is built without the combinators.
            "http:h",
            "ftp:/h",
            "file:/a",
            "HTTP:",
            "file:",
            // No scheme: the error is built without the combinators.
            ":a",
            "foo",
            "/a/b",
            "a.b/c?d",
            "",
        ];
        for input in trailing {
            let expected = combinators(input);
            assert!(matches!(expected, Some(Err(_))), "{input:?} is not a URL");
            assert_eq!(fast(input), expected, "{input:?}");
        }
    }

    /// An http URL whose host or port fails: the fast path gives the
    /// combinators' error without running them.
    #[test]
    fn it_answers_http_host_and_port_failures() {
        for input in [
            "http://-h/",
            // Two faults of one kind in a host: a fault is remembered,
            // not counted, so the second cannot cancel the first.
            "http://a..b..c/",
            "http://a-.b-.c/",
            "http://a.-b.-c/",
            "http://a..b./",
            "http://a.-b-/",
            "http://h:/",
            "http://h:",
            "http://3com/",
            "http://1.2.3/",
            "http://1.2.3.4.5/",
            "http://[::1]/",
            "http://u:p@h/",
        ] {
            let expected = combinators(input);
            assert!(matches!(expected, Some(Err(_))), "{input:?} is not a URL");
            assert_eq!(fast(input), expected, "{input:?}");
        }
    }

    /// A malformed escape in an http, file or other URL, and a file URL
    /// whose host or `"/"` fails: the fast path gives the combinators'
    /// error without running them.
    #[test]
    fn it_answers_escape_and_file_failures() {
        for input in [
            "http://h/%4",
            "http://h/%zz",
            "http://h/a?%g",
            "http://h:8/a/b%",
            "https://h/%4",
            "foo://h/%g0",
            "foo:%",
            "foo://u%@h/",
            "file://h",
            "file://",
            "file://h:1/",
            "file://-h/",
            "file:///a%2",
            "FILE://h/a%zz",
        ] {
            let expected = combinators(input);
            assert!(matches!(expected, Some(Err(_))), "{input:?} is not a URL");
            assert_eq!(fast(input), expected, "{input:?}");
        }
    }

    /// Where the combinators must run: the other seven schemes, and
    /// failures in an ftp URL (a failed host or login, a malformed
    /// escape, `";"` without a type).
    #[test]
    fn it_leaves_the_rest_to_the_combinators() {
        for input in [
            "gopher://h/1",
            "news:comp.lang",
            "NNTP://h/g/1",
            "wais://h/d",
            "telnet://h",
            "mailto:a@b",
            "prospero://h/p",
            // Two faults of one kind in a host, in ftp (http's host
            // errors are the fast path's: see below).
            "ftp://a..b..c/",
            "ftp://a-.b-.c/",
            "ftp://a:b:c@h/",
            "ftp://h/a;x",
            "ftp://h/a%zz",
        ] {
            assert_eq!(fast(input), None, "{input:?}");
        }
    }

    use crate::syntax::test_corpus as corpus;

    /// Every accepted line of the shared corpus (or of the committed
    /// sample) with a scheme the fast path takes is answered by it, with
    /// the combinators' tree.
    #[test]
    fn it_answers_the_corpus() {
        let corpus = corpus::Corpus::find("fast::tests::it_answers_the_corpus");
        let (mut answered, mut missed) = (0usize, Vec::new());
        for path in corpus.files() {
            let text = corpus::read_lossy(&path);
            for line in text.split_terminator('\n') {
                let expected = combinators(line);
                if !fast_scheme(line) || !matches!(expected, Some(Ok(_))) {
                    continue;
                }
                if fast(line) == expected {
                    answered += 1;
                } else {
                    missed.push(line.to_owned());
                }
            }
        }
        println!("fast path: {answered} corpus URLs answered");
        assert!(answered > 1000, "only {answered} corpus URLs answered");
        assert!(
            missed.is_empty(),
            "{} URLs not answered by the fast path, e.g. {:?}",
            missed.len(),
            &missed[..missed.len().min(10)]
        );
    }
}
