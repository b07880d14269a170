//! The fast path of [`Url::parse`](crate::Url::parse): the same typed tree
//! as the combinators, built directly from byte scans over one table of
//! character classes, for the schemes that carry most real URLs (`http`,
//! `ftp`, `file` and every scheme RFC 1738 does not define).
//!
//! [`url`] mirrors what [`generic::url`](crate::generic::url) returns when
//! it succeeds: the tree and the offset where matching stopped (which may
//! fall short of the input's end; [`Url::parse`](crate::Url::parse) then
//! reports the trailing bytes as the combinator path does). Wherever the
//! combinators would fail, or the case is one this path does not handle
//! (the other seven schemes), it returns `None` and the caller runs the
//! combinators, which remain the definition of the grammar and the only
//! source of errors. `tests/fast_path.rs` checks that both paths give the
//! same result on the shared corpus and on generated inputs.
//!
//! Each function below names the combinator it mirrors; the reasoning
//! about the combinators' behaviour is theirs (grammar-notes/).

use crate::file::Fileurl;
use crate::ftp::{Fpath, Ftptype, Ftpurl};
use crate::generic::{Genericurl, Scheme, Schemepart};
use crate::http::{Hpath, Httpurl, Search};
use crate::ip::{
    Host, Hostname, Hostnumber, Hostport, IpSchemepart, Login, Password, Port, Urlpath, User,
};
use crate::scan;
use crate::span::Span;
use crate::{Url, UrlKind};

// The character classes, one bit each, taken from the scanning sets of
// `scan` (so the two paths cannot disagree on a class).
const XCHAR: u16 = 1 << 0;
const LOGIN_SCAN: u16 = 1 << 1;
const LOGIN: u16 = 1 << 2;
const HPATH: u16 = 1 << 3;
const HSEGMENT: u16 = 1 << 4;
const FPATH: u16 = 1 << 5;
const HOST: u16 = 1 << 6;
const DIGIT: u16 = 1 << 7;
const SCHEME: u16 = 1 << 8;
const HEX: u16 = 1 << 9;

/// The class bits of every byte.
static CLASS: [u16; 256] = classes();

const fn classes() -> [u16; 256] {
    let mut table = [0u16; 256];
    let mut k = 0;
    while k < 256 {
        let b = k as u8;
        let sets: [(&scan::Set, u16); 9] = [
            (&scan::XCHAR, XCHAR),
            (&scan::LOGIN_SCAN, LOGIN_SCAN),
            (&scan::LOGIN, LOGIN),
            (&scan::HPATH, HPATH),
            (&scan::HSEGMENT, HSEGMENT),
            (&scan::FPATH, FPATH),
            (&scan::HOST, HOST),
            (&scan::DIGIT, DIGIT),
            (&scan::SCHEME, SCHEME),
        ];
        let mut bits = 0;
        let mut s = 0;
        while s < sets.len() {
            if sets[s].0.has(b) {
                bits |= sets[s].1;
            }
            s += 1;
        }
        if crate::chars::is_hex(b) {
            bits |= HEX;
        }
        table[k] = bits;
        k += 1;
    }
    table
}

#[inline(always)]
fn class(b: u8) -> u16 {
    CLASS[b as usize]
}

/// Why a step did not match.
#[derive(Clone, Copy)]
enum Stop {
    /// The combinator fails here (an `Error` or `Failure` that the
    /// caller may recover from, as `schemepart` recovers from a failed
    /// `ip-schemepart`).
    Reject,
    /// A malformed escape: leave the whole URL to the combinators.
    Bail,
}

type Step<T> = Result<T, Stop>;

/// `scan::run_len` for a set with escapes: the end of the run of `mask`
/// bytes and escapes from `k`; a malformed escape bails out.
#[inline(always)]
fn run_esc(b: &[u8], mut k: usize, mask: u16) -> Step<usize> {
    while let Some(&c) = b.get(k) {
        if class(c) & mask != 0 {
            k += 1;
        } else if c == b'%' {
            let hex = |at: usize| b.get(at).is_some_and(|&h| class(h) & HEX != 0);
            if hex(k + 1) && hex(k + 2) {
                k += 3;
            } else {
                return Err(Stop::Bail);
            }
        } else {
            break;
        }
    }
    Ok(k)
}

/// The end of the run of `mask` bytes from `k` (a set without escapes).
#[inline(always)]
fn run(b: &[u8], mut k: usize, mask: u16) -> usize {
    while let Some(&c) = b.get(k) {
        if class(c) & mask == 0 {
            break;
        }
        k += 1;
    }
    k
}

/// The span of bytes `from..to` of the input (ASCII boundaries, found
/// by scanning).
#[inline(always)]
fn span(input: &str, from: usize, to: usize) -> Span<'_> {
    Span::new(input.get(from..to).unwrap_or_default(), from)
}

/// What [`generic::url`](crate::generic::url) returns on success: the tree
/// and the offset where it stopped; `None` where it fails or this path
/// does not handle the scheme.
pub(crate) fn url(input: &str) -> Option<(Url<'_>, usize)> {
    let b = input.as_bytes();
    // `known_scheme`: the scheme run, then ":".
    let n = run(b, 0, SCHEME);
    if n == 0 || b.get(n) != Some(&b':') {
        return None;
    }
    let name = b.get(..n)?;
    let lit = |lit: &[u8]| name.eq_ignore_ascii_case(lit);
    let slashes = b.get(n + 1..n + 3) == Some(b"//");
    let (kind, end) = match n {
        4 if lit(b"http") => {
            if !slashes {
                return None;
            }
            let (u, end) = httpurl(input, n + 3).ok()?;
            (UrlKind::Http(u), end)
        }
        4 if lit(b"file") => {
            if !slashes {
                return None;
            }
            let (u, end) = fileurl(input, n + 3).ok()?;
            (UrlKind::File(u), end)
        }
        3 if lit(b"ftp") => {
            if !slashes {
                return None;
            }
            let (u, end) = ftpurl(input, n + 3).ok()?;
            (UrlKind::Ftp(u), end)
        }
        4 if lit(b"news") || lit(b"nntp") || lit(b"wais") => return None,
        6 if lit(b"telnet") || lit(b"gopher") || lit(b"mailto") => return None,
        8 if lit(b"prospero") => return None,
        _ => {
            let (g, end) = genericurl(input, n).ok()?;
            (UrlKind::Other(g), end)
        }
    };
    Some((Url::from_parts(kind, span(input, 0, end)), end))
}

/// `genericurl` (as `otherurl`), the scheme run being `0..n` and a `":"`
/// at `n`.
fn genericurl(input: &str, n: usize) -> Step<(Genericurl<'_>, usize)> {
    let b = input.as_bytes();
    let p = n + 1;
    // `schemepart`: the ip reading first, then the xchar run from where
    // it stopped; the reading stands iff the run adds nothing.
    let (ip, from) = if b.get(p..p + 2) == Some(b"//") {
        match ip_schemepart(input, p) {
            Ok((ip, end)) => (Some(ip), end),
            Err(Stop::Reject) => (None, p),
            Err(Stop::Bail) => return Err(Stop::Bail),
        }
    } else {
        (None, p)
    };
    let end = run_esc(b, from, XCHAR)?;
    let ip = ip.filter(|_| end == from);
    Ok((
        Genericurl {
            scheme: Scheme::new(span(input, 0, n)),
            schemepart: Schemepart {
                ip,
                span: span(input, p, end),
            },
            span: span(input, 0, end),
        },
        end,
    ))
}

/// `ip-schemepart`, with `"//"` at `p`.
fn ip_schemepart(input: &str, p: usize) -> Step<(IpSchemepart<'_>, usize)> {
    let b = input.as_bytes();
    let (login, l_end) = login(input, p + 2)?;
    let (urlpath, end) = if b.get(l_end) == Some(&b'/') {
        let end = run_esc(b, l_end + 1, XCHAR)?;
        (Some(Urlpath::new(span(input, l_end + 1, end))), end)
    } else {
        (None, l_end)
    };
    Ok((
        IpSchemepart {
            login,
            urlpath,
            span: span(input, p, end),
        },
        end,
    ))
}

/// `login` from `q`.
fn login(input: &str, q: usize) -> Step<(Login<'_>, usize)> {
    let b = input.as_bytes();
    let run = run_esc(b, q, LOGIN_SCAN)?;
    let (user, password, h) = if b.get(run) == Some(&b'@') {
        // The run holds `user [ ":" password ]`: at most one ":".
        let head = b.get(q..run).unwrap_or_default();
        match head.iter().position(|&c| c == b':') {
            None => (Some(User::new(span(input, q, run))), None, run + 1),
            Some(k) => {
                let colon = q + k;
                let rest = b.get(colon + 1..run).unwrap_or_default();
                if rest.contains(&b':') {
                    return Err(Stop::Reject);
                }
                (
                    Some(User::new(span(input, q, colon))),
                    Some(Password::new(span(input, colon + 1, run))),
                    run + 1,
                )
            }
        }
    } else {
        (None, None, q)
    };
    let (hostport, end) = hostport(input, h)?;
    Ok((
        Login {
            user,
            password,
            hostport,
            span: span(input, q, end),
        },
        end,
    ))
}

/// `hostport` from `h`.
fn hostport(input: &str, h: usize) -> Step<(Hostport<'_>, usize)> {
    let b = input.as_bytes();
    let (host, r) = host(input, h)?;
    let (port, end) = if b.get(r) == Some(&b':') {
        let d = run(b, r + 1, DIGIT);
        if d == r + 1 {
            return Err(Stop::Reject);
        }
        (Some(Port::new(span(input, r + 1, d))), d)
    } else {
        (None, r)
    };
    Ok((
        Hostport {
            host,
            port,
            span: span(input, h, end),
        },
        end,
    ))
}

/// `host` from `h`: the run of host bytes must be a whole `hostname` or a
/// whole `hostnumber` (see `ip::host`).
fn host(input: &str, h: usize) -> Step<(Host<'_>, usize)> {
    let b = input.as_bytes();
    let r = run(b, h, HOST);
    let text = b.get(h..r).unwrap_or_default();
    let s = span(input, h, r);
    if is_hostname(text) {
        Ok((Host::Hostname(Hostname { span: s }), r))
    } else if is_hostnumber(text) {
        Ok((Host::Hostnumber(Hostnumber { span: s }), r))
    } else {
        Err(Stop::Reject)
    }
}

/// Whether a run of host bytes is a `hostname`: labels that start and
/// end with an `alphadigit`, the last one starting with an `alpha`.
fn is_hostname(text: &[u8]) -> bool {
    let mut labels = text.rsplit(|&c| c == b'.');
    let top_ok = labels
        .next()
        .is_some_and(|top| top.first().is_some_and(u8::is_ascii_alphabetic) && label_ends(top));
    top_ok && labels.all(|l| l.first().is_some_and(|&c| c != b'-') && label_ends(l))
}

/// A label is not empty and does not end with `"-"`.
fn label_ends(label: &[u8]) -> bool {
    label.last().is_some_and(|&c| c != b'-')
}

/// Whether a run of host bytes is `digits "." digits "." digits "." digits`.
fn is_hostnumber(text: &[u8]) -> bool {
    let mut groups = 0;
    for g in text.split(|&c| c == b'.') {
        if g.is_empty() || !g.iter().all(u8::is_ascii_digit) {
            return false;
        }
        groups += 1;
    }
    groups == 4
}

/// `httpurl`, from after `"http://"` at `h`.
fn httpurl(input: &str, h: usize) -> Step<(Httpurl<'_>, usize)> {
    let b = input.as_bytes();
    let (hostport, hp_end) = hostport(input, h)?;
    let (hpath, search, end) = if b.get(hp_end) == Some(&b'/') {
        let a = run_esc(b, hp_end + 1, HPATH)?;
        let hpath = Some(Hpath {
            span: span(input, hp_end + 1, a),
        });
        if b.get(a) == Some(&b'?') {
            let s = run_esc(b, a + 1, HSEGMENT)?;
            (hpath, Some(Search::new(span(input, a + 1, s))), s)
        } else {
            (hpath, None, a)
        }
    } else {
        (None, None, hp_end)
    };
    Ok((
        Httpurl {
            hostport,
            hpath,
            search,
            span: span(input, 0, end),
        },
        end,
    ))
}

/// `fileurl`, from after `"file://"` at `h`.
fn fileurl(input: &str, h: usize) -> Step<(Fileurl<'_>, usize)> {
    let b = input.as_bytes();
    let (host, slash) = if b.get(h) == Some(&b'/') {
        (None, h)
    } else {
        let (host, r) = host(input, h)?;
        (Some(host), r)
    };
    if b.get(slash) != Some(&b'/') {
        return Err(Stop::Reject);
    }
    let end = run_esc(b, slash + 1, FPATH)?;
    Ok((
        Fileurl {
            host,
            fpath: Fpath {
                span: span(input, slash + 1, end),
            },
            span: span(input, 0, end),
        },
        end,
    ))
}

/// `ftpurl`, from after `"ftp://"` at `q`.
fn ftpurl(input: &str, q: usize) -> Step<(Ftpurl<'_>, usize)> {
    let b = input.as_bytes();
    let (login, l_end) = login(input, q)?;
    let (fpath, ftptype, end) = if b.get(l_end) == Some(&b'/') {
        let f = run_esc(b, l_end + 1, FPATH)?;
        let fpath = Some(Fpath {
            span: span(input, l_end + 1, f),
        });
        if b.get(f) == Some(&b';') {
            // `";"` commits to `";type=" ftptype`.
            if b.get(f + 1..f + 6) != Some(b"type=") {
                return Err(Stop::Reject);
            }
            match b.get(f + 6) {
                Some(b'A' | b'I' | b'D' | b'a' | b'i' | b'd') => {
                    (fpath, Some(Ftptype::new(span(input, f + 6, f + 7))), f + 7)
                }
                _ => return Err(Stop::Reject),
            }
        } else {
            (fpath, None, f)
        }
    } else {
        (None, None, l_end)
    };
    Ok((
        Ftpurl {
            login,
            fpath,
            ftptype,
            span: span(input, 0, end),
        },
        end,
    ))
}
