//! The fast path of `Url::parse` for `http` (issue 13, item 5: the
//! side-by-side benchmark asked for one): the sequence of
//! `httpaddress`'s parts over the grammar's own class table and the
//! house's scanning kernel, building the tree the combinators build.
//! Anything it does not read to the end (a malformed escape, an empty
//! path segment, a host number followed by more, a byte no part
//! allows) is left to the combinators, which give the answer and the
//! error (tests/rfc1630/grammar_property.rs checks that both give the
//! same `Url` on every generated, mutated and corpus input).
//! grammar-notes/rfc1630/http.md, "Fast path".

use crate::syntax::Span;
use crate::syntax::class::run_end;

use super::classes::{CLASSES, bits};
use super::generic::{Url, UrlKind};
use super::http::Httpaddress;
use super::ip::Hostport;

/// The length of the run of digits at `b[k..]`.
#[inline(always)]
fn digits(b: &[u8], k: usize) -> usize {
    b.get(k..)
        .unwrap_or_default()
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count()
}

/// The end of a `hostnumber` at `b[k..]`, if one is there.
#[inline(always)]
fn hostnumber_end(b: &[u8], mut k: usize) -> Option<usize> {
    for group in 0..4 {
        if group > 0 {
            if b.get(k) != Some(&b'.') {
                return None;
            }
            k += 1;
        }
        let n = digits(b, k);
        if n == 0 {
            return None;
        }
        k += n;
    }
    Some(k)
}

/// `input` read as an `httpaddress` whose `http:` the caller has
/// checked (in the case the options allow), if the fast path reads it
/// to the end; `None` leaves it to the combinators.
#[inline]
pub(crate) fn http(input: &str) -> Option<Url<'_>> {
    let b = input.as_bytes();
    if b.get(4..7) != Some(b"://") {
        return None;
    }
    // hostport: a host name (a letter, then `xalpha`s) or number, then
    // an optional `:` and digits.
    let h = 7;
    let (host_end, number) = match b.get(h) {
        Some(c) if c.is_ascii_alphabetic() => {
            (run_end(b, h + 1, &CLASSES, bits::XALPHA, true).ok()?, false)
        }
        Some(c) if c.is_ascii_digit() => (hostnumber_end(b, h)?, true),
        _ => return None,
    };
    let mut k = host_end;
    if b.get(k) == Some(&b':') {
        let n = digits(b, k + 1);
        if n == 0 {
            return None;
        }
        k += 1 + n;
    }
    let hostport_end = k;
    // [ / path ]: one run of `xalpha` and `/`, with no empty segment but
    // a last one.
    let has_path = b.get(k) == Some(&b'/');
    if has_path {
        let from = k + 1;
        let end = run_end(b, from, &CLASSES, bits::PATH, true).ok()?;
        // A "/" first, or after another, starts an empty segment.
        let mut prev = b'/';
        for &c in b.get(from..end).unwrap_or_default() {
            if c == b'/' && prev == b'/' {
                return None;
            }
            prev = c;
        }
        k = end;
    }
    let path_end = k;
    // [ ? search ]: a run of `xalpha`, at least one.
    if b.get(k) == Some(&b'?') {
        let end = run_end(b, k + 1, &CLASSES, bits::XALPHA, true).ok()?;
        if end == k + 1 {
            return None;
        }
        k = end;
    }
    if k != b.len() {
        return None;
    }
    let span = Span::new(input, 0);
    let hostport = Hostport {
        span: span.slice(h, hostport_end),
        host_len: host_end - h,
        number,
    };
    Some(Url::from_kind(UrlKind::Http(Httpaddress {
        hostport,
        span,
        path_end,
        has_path,
    })))
}
