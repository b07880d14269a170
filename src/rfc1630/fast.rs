//! The fast path of `Url::parse` for `http`: the sequence of
//! `httpaddress`'s parts over the grammar's own class table and the
//! house's scanning kernel, building the tree the combinators build, and
//! the error they give where the input is no
//! `httpaddress`: the same nom-side error, innermost production first,
//! built where the sequence stops, or, for a match that stops short of
//! the end, `syntax::trailing_error` over the productions the combinators'
//! tree has there (its rightmost path), which the shape of the match
//! gives without a tree. `Url::parse` runs no combinator for an input
//! that starts with `http:`. The grammar's differential tests check that
//! `Url::parse` and the combinators give the same tree and the same
//! error on the corpus, on every short suffix of prefixes reaching into
//! each part, and on generated and mutated inputs.
//! This module's grammar note.

use crate::syntax::class::{run_end, zero_bytes};
use crate::syntax::error::trailing_error_on;
use crate::syntax::{Error, Span};

use super::classes::{CLASSES, XALPHA, bits};
use super::generic::{Url, UrlKind};
use super::hints;
use super::http::Httpaddress;
use super::ip::Hostport;
use super::production::{ParseError, Production};

/// The length of the run of digits at `b[k..]`.
#[inline(always)]
fn digits(b: &[u8], k: usize) -> usize {
    b.get(k..)
        .unwrap_or_default()
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count()
}

/// The end of the `hostnumber` at `b[k..]`, or `hostnumber`'s error:
/// `"."` or `digits` expected where the four groups stop.
#[inline(always)]
fn hostnumber_end(b: &[u8], mut k: usize) -> Result<usize, Error<Production>> {
    for group in 0..4 {
        if group > 0 {
            if b.get(k) != Some(&b'.') {
                return Err(Error::literal(k, "."));
            }
            k += 1;
        }
        let n = digits(b, k);
        if n == 0 {
            return Err(Error::expected(k, Production::Digits));
        }
        k += n;
    }
    Ok(k)
}

/// Whether a run of `xalpha` and `/` has an empty segment: a `/` first,
/// or right after another. Eight bytes at a time: the bytes equal to `/`
/// are the [`zero_bytes`] of the word XOR `/`s, and two in a row are
/// that mask and itself shifted by a byte; a `/` that ends a word is
/// carried to the next.
#[inline(always)]
fn has_empty_segment(run: &[u8]) -> bool {
    const SLASHES: u64 = 0x2f2f_2f2f_2f2f_2f2f;
    // As if after a "/": a "/" first starts an empty segment.
    let mut carry = true;
    let mut rest = run;
    while let Some((chunk, after)) = rest.split_first_chunk::<8>() {
        let slash = zero_bytes(u64::from_le_bytes(*chunk) ^ SLASHES);
        if slash & (slash << 8) != 0 || (carry && slash & 0x80 != 0) {
            return true;
        }
        carry = slash >> 63 != 0;
        rest = after;
    }
    for &c in rest {
        let slash = c == b'/';
        if slash && carry {
            return true;
        }
        carry = slash;
    }
    false
}

/// Where the first empty segment of `run` starts (the `/` at its start or
/// right after another), if it has one: where `path` ends.
#[cold]
fn first_empty_segment(run: &[u8]) -> Option<usize> {
    let mut after_slash = true;
    for (k, &c) in run.iter().enumerate() {
        let slash = c == b'/';
        if slash && after_slash {
            return Some(k);
        }
        after_slash = slash;
    }
    None
}

/// Where the parts of an `httpaddress` end, as far as it matched.
#[derive(Clone, Copy)]
struct HttpAt {
    /// Where the host ends, and whether it is a `hostnumber`.
    host_end: usize,
    number: bool,
    /// Where the `hostport` ends (after the port, if any).
    hostport_end: usize,
    /// Where the path ends, after a `/` at `hostport_end`.
    path: Option<usize>,
    /// Where the search ends, after a `?`.
    search: Option<usize>,
}

impl HttpAt {
    /// Where the match ends.
    fn end(&self) -> usize {
        self.search.or(self.path).unwrap_or(self.hostport_end)
    }
}

/// `httpaddress` at the start of `b`, whose `http:` the caller has
/// checked (in the case the options allow): where its parts end, or the
/// combinators' nom-side error (its productions up to `httpaddress`).
#[inline(always)]
fn read(b: &[u8]) -> Result<HttpAt, Error<Production>> {
    use Production as P;
    // The rest of the literal "http://", at the first byte that differs.
    if b.get(5) != Some(&b'/') {
        return Err(Error::literal(5, "//").within(P::Httpaddress));
    }
    if b.get(6) != Some(&b'/') {
        return Err(Error::literal(6, "/").within(P::Httpaddress));
    }
    let around = |e: Error<P>| e.within(P::Hostport).within(P::Httpaddress);
    // hostport: a host name (a letter, then `xalpha`s) or number, then an
    // optional `:` and digits.
    let h = 7;
    let (host_end, number) = match b.get(h) {
        Some(c) if c.is_ascii_alphabetic() => match run_end(b, h + 1, &CLASSES, bits::XALPHA, true)
        {
            Ok(end) => (end, false),
            Err(at) => {
                let e = XALPHA.bad_escape(at).within(P::Hostname).within(P::Host);
                return Err(around(e));
            }
        },
        Some(c) if c.is_ascii_digit() => match hostnumber_end(b, h) {
            Ok(end) => (end, true),
            Err(e) => return Err(around(e.within(P::Hostnumber).within(P::Host))),
        },
        _ => return Err(around(Error::expected(h, P::Host))),
    };
    let mut k = host_end;
    if b.get(k) == Some(&b':') {
        let n = digits(b, k + 1);
        if n == 0 {
            return Err(around(Error::expected(k + 1, P::Digits).within(P::Port)));
        }
        k += 1 + n;
    }
    let hostport_end = k;
    // [ / path ]: one run of `xalpha` and `/`, ending at its first empty
    // segment (a malformed escape before that is `segment`'s error).
    let path = if b.get(k) == Some(&b'/') {
        let from = k + 1;
        let (run, bad) = match run_end(b, from, &CLASSES, bits::PATH, true) {
            Ok(end) => (end, None),
            Err(at) => (at, Some(at)),
        };
        let segments = b.get(from..run).unwrap_or_default();
        k = if has_empty_segment(segments) {
            from + first_empty_segment(segments).unwrap_or(0)
        } else if let Some(at) = bad {
            let e = XALPHA.bad_escape(at).within(P::Segment).within(P::Path);
            return Err(e.within(P::Httpaddress));
        } else {
            run
        };
        Some(k)
    } else {
        None
    };
    // [ ? search ]: a run of `xalpha`, at least one.
    let search = if b.get(k) == Some(&b'?') {
        match run_end(b, k + 1, &CLASSES, bits::XALPHA, true) {
            Ok(end) if end > k + 1 => Some(end),
            Ok(_) => return Err(Error::expected(k + 1, P::Search).within(P::Httpaddress)),
            Err(at) => {
                let e = XALPHA.bad_escape(at).within(P::Search);
                return Err(e.within(P::Httpaddress));
            }
        }
    } else {
        None
    };
    Ok(HttpAt {
        host_end,
        number,
        hostport_end,
        path,
        search,
    })
}

/// `Url::parse` of an input whose scheme is `http` (its letters checked
/// by the caller, in the case the options allow): the combinators'
/// answer, tree or error, without running them. Not inlined, so that the
/// caller's rejections before it (no scheme of `url`) stay a small
/// function's work.
#[inline(never)]
pub(crate) fn http(input: &str) -> Result<Url<'_>, ParseError> {
    let b = input.as_bytes();
    match read(b) {
        Ok(at) if at.end() == b.len() => Ok(build(input, at)),
        Ok(at) => Err(trailing(input, at)),
        Err(e) => Err(failure(input, e)),
    }
}

/// The tree of a match of all of `input`.
#[inline(always)]
fn build(input: &str, at: HttpAt) -> Url<'_> {
    let h = 7;
    let span = Span::new(input, 0);
    let hostport = Hostport {
        span: span.slice(h, at.hostport_end),
        host_len: at.host_end - h,
        number: at.number,
    };
    Url::from_kind(UrlKind::Http(Httpaddress {
        hostport,
        span,
        path_end: at.path.unwrap_or(at.hostport_end),
        has_path: at.path.is_some(),
    }))
}

/// The error of a failure inside `httpaddress` (`e` holds the
/// productions up to it), as `Url::parse` reports it.
#[cold]
#[inline(never)]
fn failure(input: &str, e: Error<Production>) -> ParseError {
    let e = e
        .within(Production::Url)
        .into_parse_error(input, Production::Url);
    hints::refine(input, e)
}

/// The error of a match that stops at `at.end()`, before the end of the
/// input: `trailing_error` over the productions of the combinators'
/// tree that end there, innermost first (the rightmost path of the tree:
/// the search; else the path's last segment, or its `void` when the path
/// is empty or ends with `/`; else the port; else the host's last part).
#[cold]
#[inline(never)]
fn trailing(input: &str, at: HttpAt) -> ParseError {
    use Production as P;
    let b = input.as_bytes();
    let spine: &[P] = match (at.path, at.search) {
        (_, Some(_)) => &[P::Search, P::Httpaddress, P::Url],
        (Some(end), None) => {
            // The path is empty or ends with `/` when the byte before its
            // end is a `/` (the one at `hostport_end` for an empty path).
            if end.checked_sub(1).and_then(|k| b.get(k)) == Some(&b'/') {
                &[P::Void, P::Path, P::Httpaddress, P::Url]
            } else {
                &[P::Segment, P::Path, P::Httpaddress, P::Url]
            }
        }
        (None, None) if at.hostport_end > at.host_end => {
            &[P::Port, P::Hostport, P::Httpaddress, P::Url]
        }
        (None, None) if at.number => &[
            P::Digits,
            P::Hostnumber,
            P::Host,
            P::Hostport,
            P::Httpaddress,
            P::Url,
        ],
        (None, None) => &[P::Hostname, P::Host, P::Hostport, P::Httpaddress, P::Url],
    };
    let e = trailing_error_on(input, at.end(), P::Url, spine);
    hints::refine(input, e)
}

#[cfg(test)]
mod tests {
    use super::has_empty_segment;

    /// The word-at-a-time test is the byte-by-byte definition, on every
    /// string of `a` and `/` up to 19 bytes (crossing two word edges).
    #[test]
    fn empty_segments_word_at_a_time() {
        for len in 0..=19 {
            for bits in 0u32..(1 << len) {
                let s: Vec<u8> = (0..len)
                    .map(|k| if bits >> k & 1 == 1 { b'/' } else { b'a' })
                    .collect();
                let want = s.first() == Some(&b'/') || s.windows(2).any(|w| w == b"//");
                assert_eq!(
                    has_empty_segment(&s),
                    want,
                    "{:?}",
                    String::from_utf8_lossy(&s)
                );
            }
        }
    }
}
