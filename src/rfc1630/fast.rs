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

/// Whether a run of `xalpha` and `/` has an empty segment: a `/` first,
/// or right after another. Eight bytes at a time: the bytes equal to `/`
/// are found as the zero bytes of the word XOR `/`s (exactly, with no
/// carry between bytes), and two in a row as that mask and itself
/// shifted by a byte; a `/` that ends a word is carried to the next.
#[inline(always)]
fn has_empty_segment(run: &[u8]) -> bool {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const SLASHES: u64 = 0x2f2f_2f2f_2f2f_2f2f;
    // As if after a "/": a "/" first starts an empty segment.
    let mut carry = true;
    let mut rest = run;
    while let Some((chunk, after)) = rest.split_first_chunk::<8>() {
        let x = u64::from_le_bytes(*chunk) ^ SLASHES;
        let slash = !(((x & LOW7) + LOW7) | x) & HIGH;
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
        if has_empty_segment(b.get(from..end).unwrap_or_default()) {
            return None;
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
