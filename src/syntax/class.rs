//! Table-driven scanning, shared by every grammar and by the fast paths:
//! a class table (one bit per character set, for each byte), runs of a
//! set with `%HH` escapes where the set has them, `*set`, `1*set`, one
//! byte of a set, literals, and input splitting.
//!
//! A grammar builds its [`Classes`] once, at compile time, with one bit
//! for every set its productions repeat, and names each set with a
//! [`Set`]: the bit, and the productions a malformed escape is reported
//! in. The kernels return where a run ends; the grammar's combinators wrap
//! them in their `named!` production, and a fast path calls the same
//! functions.

use super::error::Error;
use super::input::Input;
use super::production::Production;
use super::span::Span;

/// The class bits of every byte: bit `k` of entry `b` says whether byte
/// `b` is in the grammar's set `k`. Non-ASCII bytes are in no set unless
/// a grammar puts them there.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Classes {
    bits: [u32; 256],
}

impl Classes {
    /// No byte in any set.
    pub(crate) const EMPTY: Classes = Classes { bits: [0; 256] };

    /// Adds every byte of `bytes` to the sets of `bit`.
    ///
    /// Runs at compile time only (every table is a `static`), so an index
    /// out of bounds here would be a build error, never a panic at run
    /// time; and `bytes[k] as usize < 256` holds anyway.
    #[allow(clippy::indexing_slicing)]
    pub(crate) const fn with(mut self, bit: u32, bytes: &[u8]) -> Classes {
        let mut k = 0;
        while k < bytes.len() {
            self.bits[bytes[k] as usize] |= bit;
            k += 1;
        }
        self
    }

    /// The class bits of `b`.
    // A u8 indexes a 256-entry table: in bounds for every value, so this
    // cannot panic (and the compiler emits no check); `get` is not `const`.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(crate) const fn of(&self, b: u8) -> u32 {
        self.bits[b as usize]
    }
}

/// The union of class bits: `union(&[A, B, C])` is `A | B | C`.
///
/// The class tables name their sets through it rather than with `|`
/// between distinct bits, where `^` would give the same value: one loop
/// that a test holds to the union (`union(&[A, A]) == A`), in place of an
/// operator per bit that no test could tell from its alternative.
#[allow(clippy::indexing_slicing)]
pub(crate) const fn union(bits: &[u32]) -> u32 {
    let mut all = 0;
    let mut k = 0;
    while k < bits.len() {
        all |= bits[k];
        k += 1;
    }
    all
}

/// Where a malformed escape inside a run is reported: `hex` at the first
/// byte after `%` that is not a hex digit, within `escape`, within `via`
/// (the production of the repetition that admits escapes: RFC 1738's
/// `uchar` or `xchar`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Escape<P> {
    pub(crate) hex: P,
    pub(crate) escape: P,
    pub(crate) via: P,
}

/// A set of single bytes in a grammar's class table, and whether
/// `"%" hex hex` is part of its repetition (it is wherever a BNF says
/// `uchar`, `xchar`, `escaped`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Set<P: 'static> {
    pub(crate) classes: &'static Classes,
    pub(crate) mask: u32,
    pub(crate) escape: Option<Escape<P>>,
}

impl<P: Production> Set<P> {
    /// Whether the byte is in the set (escapes aside).
    #[inline(always)]
    pub(crate) const fn has(&self, b: u8) -> bool {
        self.classes.of(b) & self.mask != 0
    }

    /// The error of a malformed escape whose bad byte is at `at`.
    #[cold]
    pub(crate) fn bad_escape(&self, at: usize) -> Error<P> {
        match self.escape {
            Some(e) => Error::expected(at, e.hex).within(e.escape).within(e.via),
            None => Error::at(at),
        }
    }
}

/// Whether `bytes[k]` starts a run of [`run_end`]: a `mask` byte, or a
/// `%` when escapes are read.
#[inline(always)]
fn starts_run(bytes: &[u8], k: usize, classes: &Classes, mask: u32, escapes: bool) -> bool {
    match bytes.get(k) {
        Some(&c) if classes.of(c) & mask != 0 => true,
        Some(b'%') => escapes,
        _ => false,
    }
}

/// The end of the run of `mask` bytes in `classes` (and of `%HH` escapes
/// when `escapes`) from `bytes[k..]`, or `Err(at)` at a `%` that does not
/// start an escape, `at` being the first byte after it that is not a hex
/// digit. Eight bytes at a time while they are all in the set, then byte
/// by byte up to the next escape or the end of the run.
///
/// The kernel of every run: the combinators' `*set` and `1*set`, and the
/// fast paths' spans. [`run_end_word`] gives the same answers with fewer
/// mispredicted branches and about 5 % more instructions on RFC 1738's
/// URLs (the grammar notes' overview, "The house"); RFC 2396's fast path and
/// its long runs use that one.
#[inline(always)]
pub(crate) fn run_end(
    bytes: &[u8],
    mut k: usize,
    classes: &Classes,
    mask: u32,
    escapes: bool,
) -> Result<usize, usize> {
    // Many runs are empty: say so before reading eight bytes.
    if !starts_run(bytes, k, classes, mask, escapes) {
        return Ok(k);
    }
    loop {
        let mut rest = bytes.get(k..).unwrap_or_default();
        while let Some((chunk, after)) = rest.split_first_chunk::<8>() {
            if chunk.iter().fold(mask, |all, &c| all & classes.of(c)) == 0 {
                break;
            }
            rest = after;
        }
        k = bytes.len() - rest.len();
        loop {
            match bytes.get(k) {
                Some(&c) if classes.of(c) & mask != 0 => k += 1,
                Some(b'%') if escapes => {
                    k = escape_end(bytes, k)?;
                    break;
                }
                _ => return Ok(k),
            }
        }
    }
}

/// The end of the run of `mask` bytes in `classes` (and of `%HH` escapes
/// when `escapes`) from `bytes[k..]`, or `Err(at)` at a `%` that does not
/// start an escape, `at` being the first byte after it that is not a hex
/// digit. Eight bytes at a time while they are all in the set; then the
/// first byte that is not, found in a word of eight bytes (the next
/// eight, or the input's last eight with those before `k` counted in)
/// without a loop whose exit depends on where it is; byte by byte from a
/// `k` in the last eight bytes of the input (all of an input shorter
/// than eight). Read that way rather than by the word, RFC 3986's runs
/// cost 3.8 % fewer instructions on the Web Platform Tests' inputs and
/// 0.6 % to 2.2 % fewer on the other corpora (RFC 3987's 0 % to 3.3 %,
/// RFC 2396's 0.5 % to 1.3 %), and RFC 3986's time per reference on the
/// Web Platform Tests' inputs is about 5 % less.
///
/// [`run_end`]'s answers with fewer mispredicted branches: the kernel of
/// RFC 2396's fast path (see its grammar note).
#[inline(always)]
pub(crate) fn run_end_word(
    bytes: &[u8],
    mut k: usize,
    classes: &Classes,
    mask: u32,
    escapes: bool,
) -> Result<usize, usize> {
    // Many runs are empty: say so before reading eight bytes.
    if !starts_run(bytes, k, classes, mask, escapes) {
        return Ok(k);
    }
    // A run that starts in the last eight bytes of the input (all of a
    // short one) byte by byte: the word below reads eight bytes whatever
    // the length of the run, and most runs near the end of a short
    // reference are a byte or two long.
    let mut rest = bytes.get(k..).unwrap_or_default();
    if rest.len() < 8 {
        return short_run_end(bytes, k, classes, mask, escapes);
    }
    // Eight bytes at a time, as in `run_end`, written out in both: a
    // helper returning the rest of the input cost RFC 2396, RFC 3986 and
    // RFC 3987 up to 19 % more instructions.
    while let Some((chunk, after)) = rest.split_first_chunk::<8>() {
        if chunk.iter().fold(mask, |all, &c| all & classes.of(c)) == 0 {
            break;
        }
        rest = after;
    }
    k = bytes.len() - rest.len();
    // The word that holds the end of the run: the next eight bytes (not
    // all in the set), or the last eight of the input (there are eight
    // from the run's start), the `skip` before `k` (in the run) counted
    // as in the set.
    let (word, skip) = match (rest.first_chunk::<8>(), bytes.last_chunk::<8>()) {
        (Some(word), _) => (word, 0),
        (None, Some(last)) => (last, 8 - rest.len()),
        (None, None) => return short_run_end(bytes, k, classes, mask, escapes),
    };
    let mut members = (1u32 << skip) - 1;
    for (i, &c) in word.iter().enumerate() {
        members |= u32::from(classes.of(c) & mask != 0) << i;
    }
    k = k + members.trailing_ones() as usize - skip;
    match bytes.get(k) {
        Some(b'%') if escapes => escaped_run_end(bytes, k, classes, mask),
        _ => Ok(k),
    }
}

/// The rest of a run of [`run_end_word`] from the `%` at `bytes[k]`,
/// byte by byte. Escapes come in rows and runs with one have more (a
/// character's UTF-8, a name written in escapes): going back to reading
/// eight bytes at a time after each, the word's reading cost a hundred
/// instructions an escape; byte by byte a byte costs about five. Out of
/// line: the kernel inlined in every run stays as small as it was. It
/// is [`short_run_end`]'s loop with escapes read, kept apart from it:
/// one function for both (cold, or not) cost RFC 3986 0.6 % to 1.9 %
/// more instructions on the committed sample.
#[inline(never)]
fn escaped_run_end(
    bytes: &[u8],
    mut k: usize,
    classes: &Classes,
    mask: u32,
) -> Result<usize, usize> {
    loop {
        match bytes.get(k) {
            Some(&c) if classes.of(c) & mask != 0 => k += 1,
            Some(b'%') => k = escape_end(bytes, k)?,
            _ => return Ok(k),
        }
    }
}

/// A name of up to eight bytes as a little-endian word, zeros past its
/// end: the grammars' scheme names as constants, to compare with
/// [`head_word`] of the input (compile time only).
#[allow(clippy::indexing_slicing)]
pub(crate) const fn word(name: &[u8]) -> u64 {
    assert!(name.len() <= 8, "a word holds eight bytes");
    let mut w = 0;
    let mut k = 0;
    while k < name.len() {
        w |= (name[k] as u64) << (8 * k);
        k += 1;
    }
    w
}

/// The first eight bytes of `bytes` as a little-endian word, zeros past
/// the end: one load for an input of eight bytes or more, two
/// overlapping loads of four for four to seven (the bytes they share are
/// the same, so or-ing them is exact), and the bytes themselves for one
/// to three. No zero byte is in any grammar's scheme name, so the padding
/// never reads as part of one. (A copy into a zeroed word for every
/// length under eight is shorter to write, but it is a call to `memcpy`
/// of a length known only at run time: 4 % to 9 % more instructions per
/// URL of RFC 1630, whose scheme detection reads this word first.)
#[inline(always)]
pub(crate) fn head_word(bytes: &[u8]) -> u64 {
    if let Some(chunk) = bytes.first_chunk::<8>() {
        return u64::from_le_bytes(*chunk);
    }
    match (bytes.first_chunk::<4>(), bytes.last_chunk::<4>()) {
        (Some(lo), Some(hi)) => {
            let shift = 8 * (bytes.len() - 4);
            u64::from(u32::from_le_bytes(*lo)) | u64::from(u32::from_le_bytes(*hi)) << shift
        }
        _ => match *bytes {
            [a, b, c] => u64::from(u32::from_le_bytes([a, b, c, 0])),
            [a, b] => u64::from(u16::from_le_bytes([a, b])),
            [a] => u64::from(a),
            _ => 0,
        },
    }
}

/// The end of the escape whose `%` is at `bytes[k]`, or `Err(at)` at the
/// first of the two bytes after it that is not a hex digit.
#[inline(always)]
fn escape_end(bytes: &[u8], k: usize) -> Result<usize, usize> {
    let hex = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_hexdigit);
    if !hex(k + 1) {
        return Err(k + 1);
    }
    if !hex(k + 2) {
        return Err(k + 2);
    }
    Ok(k + 3)
}

/// [`run_end`] byte by byte: an input shorter than eight bytes, or a
/// run of [`run_end_word`] that starts in the last eight bytes of its
/// input. Cold, though common on short references: inlined into every
/// run, or only kept out of line, RFC 3986's and RFC 3987's instructions
/// on every corpus but the Web Platform Tests' and `cc10k_relative`
/// were 0.5 % to 5 % more than with a cold call, and their time on
/// those two no lower (measured when the test of the last eight bytes
/// was written, in a slightly different form).
#[cold]
fn short_run_end(
    bytes: &[u8],
    mut k: usize,
    classes: &Classes,
    mask: u32,
    escapes: bool,
) -> Result<usize, usize> {
    loop {
        match bytes.get(k) {
            Some(&c) if classes.of(c) & mask != 0 => k += 1,
            Some(b'%') if escapes => k = escape_end(bytes, k)?,
            _ => return Ok(k),
        }
    }
}

/// The bytes below byte `n` of a word (all of them for 8 or more).
#[inline(always)]
pub(crate) fn below(n: usize) -> u64 {
    u32::try_from(8 * n)
        .ok()
        .and_then(|bits| 1u64.checked_shl(bits))
        .map_or(u64::MAX, |bit| bit - 1)
}

/// The bytes of the little-endian word `w` that are scheme bytes
/// (`alpha`, `digit`, `+`, `-`, `.`), as the top bit of each byte. Each
/// byte at once, with no carry between bytes (every sum below stays
/// under 0x100 for a byte of at most 0x7f): a letter is a byte that, with
/// 0x20 set, is in `0x61..=0x7a`; the others are `0x2b..=0x39` but for
/// `,` (0x2c) and `/` (0x2f); a byte of 0x80 or more is none.
#[inline(always)]
pub(crate) fn scheme_lanes(w: u64) -> u64 {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // The bytes equal to `c * LANES`'s, of a word of 7-bit bytes: a byte
    // of `y` is at most 0x7f, so adding 0x7f sets its top bit (with no
    // carry out) exactly when it is not 0.
    let equal = |low: u64, c: u64| {
        let y = low ^ (c * LANES);
        !(y + LANES * 0x7f) & HIGH
    };
    let low = w & !HIGH;
    let folded = low | (LANES * 0x20);
    let letter = (folded + LANES * 0x1f) & !(folded + LANES * 0x05);
    let range = (low + LANES * 0x55) & !(low + LANES * 0x46);
    let other = range & !equal(low, 0x2c) & !equal(low, 0x2f);
    (letter | other) & !w & HIGH
}

/// The end of the run of scheme bytes (`alpha`, `digit`, `+`, `-`, `.`:
/// every grammar's scheme name) from `bytes[k..]`, eight bytes at a time
/// ([`scheme_lanes`]).
#[inline]
pub(crate) fn scheme_run_end(bytes: &[u8], mut k: usize) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    loop {
        let lanes = scheme_lanes(head_word(bytes.get(k..).unwrap_or_default()));
        let n = (!lanes & HIGH).trailing_zeros() as usize / 8;
        if n < 8 {
            return k + n;
        }
        k += 8;
    }
}

/// Every byte of a word.
const LANES: u64 = 0x0101_0101_0101_0101;

/// The length of the escape at `bytes[at..]`: `Ok(Some(3))` for a valid
/// escape, `Ok(None)` if no `%` is there, and `Err(k)` with the offset
/// (from `at`'s base) of the first byte after `%` that is not a hex digit.
#[inline]
pub(crate) fn escape_len(bytes: &[u8], at: usize) -> Result<Option<usize>, usize> {
    if bytes.get(at) != Some(&b'%') {
        return Ok(None);
    }
    for k in 1..3 {
        match bytes.get(at + k) {
            Some(b) if b.is_ascii_hexdigit() => {}
            _ => return Err(at + k),
        }
    }
    Ok(Some(3))
}

/// The length of the longest run of `set` at the start of `i`, escapes
/// included when the set has them; a malformed escape is a committed
/// error (`%` is unsafe in every grammar here, so no production can match
/// a `%` that does not start an escape).
#[inline]
pub(crate) fn run_len<P: Production>(i: &Input<'_>, set: &Set<P>) -> Result<usize, Error<P>> {
    let base = i.location_offset();
    run_end(i.as_bytes(), 0, set.classes, set.mask, set.escape.is_some())
        .map_err(|at| set.bad_escape(base + at))
}

/// Splits off the first `n` bytes: `(rest, span of the n bytes)`.
/// `n` is always an ASCII boundary found by scanning.
#[inline(always)]
pub(crate) fn split(i: Input<'_>, n: usize) -> (Input<'_>, Span<'_>) {
    let (rest, taken) = i.split(n);
    (rest, Span::from(taken))
}

/// `*set`: zero or more.
#[inline]
pub(crate) fn star<'a, P: Production>(
    i: Input<'a>,
    set: &Set<P>,
) -> nom::IResult<Input<'a>, Span<'a>, Error<P>> {
    match run_len(&i, set) {
        Ok(n) => Ok(split(i, n)),
        Err(e) => Err(nom::Err::Failure(e)),
    }
}

/// `1*set`: one or more; fails at the input's start when there is none.
#[inline]
pub(crate) fn plus<'a, P: Production>(
    i: Input<'a>,
    set: &Set<P>,
) -> nom::IResult<Input<'a>, Span<'a>, Error<P>> {
    match run_len(&i, set) {
        Ok(0) => Err(nom::Err::Error(Error::at(i.location_offset()))),
        Ok(n) => Ok(split(i, n)),
        Err(e) => Err(nom::Err::Failure(e)),
    }
}

/// One byte for which `pred` holds, or an error at the input's start.
#[inline]
pub(crate) fn one<'a, P: Production>(
    i: Input<'a>,
    pred: impl Fn(u8) -> bool,
) -> nom::IResult<Input<'a>, Span<'a>, Error<P>> {
    match i.as_bytes().first() {
        Some(&b) if pred(b) => Ok(split(i, 1)),
        _ => Err(nom::Err::Error(Error::at(i.location_offset()))),
    }
}

/// A literal of the BNF. Letters compare case-insensitively when `nocase`
/// (scheme names, RFC 1738 §2.1); everything else byte for byte. The
/// error is at the first byte that differs, so `http:/x` fails at byte 6,
/// not 0.
#[inline]
pub(crate) fn literal<'a, P: Production>(
    i: Input<'a>,
    lit: &'static str,
    nocase: bool,
) -> nom::IResult<Input<'a>, Span<'a>, Error<P>> {
    let bytes = i.as_bytes();
    for (k, &want) in lit.as_bytes().iter().enumerate() {
        match bytes.get(k) {
            Some(&b) if b == want || (nocase && b.eq_ignore_ascii_case(&want)) => {}
            _ => {
                let rest = lit.get(k..).unwrap_or(lit);
                return Err(nom::Err::Error(Error::literal(
                    i.location_offset() + k,
                    rest,
                )));
            }
        }
    }
    Ok(split(i, lit.len()))
}

/// The next byte, if any.
#[inline(always)]
pub(crate) fn peek(i: &Input<'_>) -> Option<u8> {
    i.as_bytes().first().copied()
}

/// A literal compared byte for byte (`";type="`, `"%09"`).
pub(crate) fn exact<'a, P: Production>(
    lit: &'static str,
) -> impl Fn(Input<'a>) -> nom::IResult<Input<'a>, Span<'a>, Error<P>> {
    move |i| literal(i, lit, false)
}

/// A literal whose letters compare case-insensitively (the scheme names
/// of `"http://"`, `"news:"`, RFC 1738 §2.1).
pub(crate) fn nocase<'a, P: Production>(
    lit: &'static str,
) -> impl Fn(Input<'a>) -> nom::IResult<Input<'a>, Span<'a>, Error<P>> {
    move |i| literal(i, lit, true)
}

/// `segment *[ "/" segment ]`: one scan over the bytes of `set`, which
/// holds the segment bytes and `"/"`; a bad escape is reported inside
/// `segment`, the production the BNF puts it in.
pub(crate) fn path<'a, P: Production>(
    i: Input<'a>,
    set: &Set<P>,
    segment: P,
) -> nom::IResult<Input<'a>, Span<'a>, Error<P>> {
    star(i, set).map_err(|e| e.map(|e| e.within(segment)))
}

/// The zero bytes of the word `x`, as the top bit of each byte, exactly:
/// the low seven bits of a byte plus 0x7f set its top bit (with no carry
/// out of the byte) when they are not all 0, and a byte's own top bit
/// marks it not zero. (Without the `| x`, a byte of 0x80 would count as
/// zero; without the `& LOW7`, a carry could cross into the next byte.)
/// The bytes equal to `c` are the zero bytes of `x ^ (c * 0x0101…)`.
#[inline(always)]
pub(crate) const fn zero_bytes(x: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    !(((x & LOW7) + LOW7) | x) & HIGH
}

/// The first byte of `b` that is `/`, `?`, `#` or `@` (after `//`, the
/// first that is not `@` ends an authority; an `@` first is in it),
/// eight bytes at a time: in each word, the bytes equal to each are the
/// [`zero_bytes`] of the word XOR that byte repeated; the lowest of them
/// is the first.
pub(crate) fn first_of_authority_end(b: &[u8]) -> Option<u8> {
    const LANES: u64 = 0x0101_0101_0101_0101;
    let mut rest = b;
    while let Some((chunk, after)) = rest.split_first_chunk::<8>() {
        let w = u64::from_le_bytes(*chunk);
        let hits = zero_bytes(w ^ (LANES * u64::from(b'/')))
            | zero_bytes(w ^ (LANES * u64::from(b'?')))
            | zero_bytes(w ^ (LANES * u64::from(b'#')))
            | zero_bytes(w ^ (LANES * u64::from(b'@')));
        if hits != 0 {
            return chunk.get(hits.trailing_zeros() as usize / 8).copied();
        }
        rest = after;
    }
    rest.iter()
        .copied()
        .find(|c| matches!(c, b'/' | b'?' | b'#' | b'@'))
}

#[cfg(test)]
mod tests {
    use super::{
        Classes, first_of_authority_end, run_end, run_end_word, short_run_end, union, zero_bytes,
    };

    /// `union` is `|` over its bits, a bit given twice included.
    #[test]
    fn union_is_the_bits_together() {
        assert_eq!(union(&[]), 0);
        assert_eq!(union(&[1 << 3]), 1 << 3);
        assert_eq!(union(&[1, 1 << 4, 1 << 9]), 0b10_0001_0001);
        assert_eq!(union(&[1 << 2, 1 << 2, 1]), 0b101);
        assert_eq!(union(&[0b110, 0b011]), 0b111);
    }

    /// `run_end_word` (eight bytes at a time, the run's end found in a
    /// word) and `run_end` are the byte-by-byte reading, from every start, on every string of
    /// up to eight bytes over a byte of the set, a hex digit of the set,
    /// a byte of no set and `%`, alone and after eight bytes of the set
    /// (every length across the word's edge and the input's end, escapes
    /// good, bad and cut short), with and without escapes.
    #[test]
    fn run_end_is_the_byte_by_byte_reading() {
        static TABLE: Classes = Classes::EMPTY.with(1, b"a4");
        let alphabet = b"a4/%";
        let mut checked = 0;
        for pad in [&b""[..], b"aaaaaaaa"] {
            for len in 0..=8u32 {
                for code in 0..4usize.pow(len) {
                    let mut s = pad.to_vec();
                    s.extend((0..len).map(|i| alphabet[code / 4usize.pow(i) % 4]));
                    for k in 0..=s.len() {
                        for escapes in [false, true] {
                            let first = s.get(k).copied().unwrap_or(0);
                            let want = if TABLE.of(first) & 1 != 0 || (escapes && first == b'%') {
                                short_run_end(&s, k, &TABLE, 1, escapes)
                            } else {
                                Ok(k)
                            };
                            assert_eq!(
                                run_end_word(&s, k, &TABLE, 1, escapes),
                                want,
                                "{:?} from {k}, escapes {escapes}",
                                String::from_utf8_lossy(&s)
                            );
                            assert_eq!(
                                run_end(&s, k, &TABLE, 1, escapes),
                                want,
                                "{:?} from {k}, escapes {escapes}",
                                String::from_utf8_lossy(&s)
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 1_000_000, "{checked}");
    }

    use super::{below, head_word, scheme_lanes, scheme_run_end};

    /// The scheme bytes of RFC 1738 and RFC 1630 (the same set).
    fn is_scheme_byte(c: u8) -> bool {
        c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')
    }

    /// `scheme_lanes` is the byte test in every lane, for every byte
    /// (the grammars' tests hold their class tables' scheme bytes to it).
    #[test]
    fn scheme_lanes_is_the_byte_test() {
        for lane in 0..8 {
            for c in 0..=255u8 {
                let mut bytes = *b"a.B-9+zz";
                bytes[lane] = c;
                let lanes = scheme_lanes(u64::from_le_bytes(bytes));
                for (k, &b) in bytes.iter().enumerate() {
                    let bit = lanes >> (8 * k + 7) & 1 == 1;
                    assert_eq!(bit, is_scheme_byte(b), "byte {b:#x} in lane {k}");
                }
            }
        }
    }

    #[test]
    fn scheme_run_end_is_the_bytewise_run() {
        let text = b"abc.def+ghi-jkl012mno:pq/rs";
        for cut in 0..=text.len() {
            for stop in [b':', b'/', b'_', 0x80, b' '] {
                let mut v = text.to_vec();
                if cut < v.len() {
                    v[cut] = stop;
                }
                for from in 0..=v.len() {
                    let want = from + v[from..].iter().take_while(|&&c| is_scheme_byte(c)).count();
                    assert_eq!(scheme_run_end(&v, from), want, "{v:?} from {from}");
                }
            }
        }
    }

    /// `head_word` is the first eight bytes padded with zeros, for every
    /// length and distinct bytes in every place.
    #[test]
    fn head_word_is_the_padded_head() {
        let bytes: Vec<u8> = (1..=12).map(|k| 0x11 * k).collect();
        for n in 0..=bytes.len() {
            let b = &bytes[..n];
            let mut padded = [0u8; 8];
            for (slot, &c) in padded.iter_mut().zip(b) {
                *slot = c;
            }
            assert_eq!(head_word(b), u64::from_le_bytes(padded), "{n} bytes");
        }
    }

    #[test]
    fn below_masks_the_low_bytes() {
        assert_eq!(below(0), 0);
        assert_eq!(below(1), 0xff);
        assert_eq!(below(3), 0xff_ffff);
        assert_eq!(below(7), 0x00ff_ffff_ffff_ffff);
        assert_eq!(below(8), u64::MAX);
        assert_eq!(below(9), u64::MAX);
    }

    /// `zero_bytes` marks the zero bytes of a word and no other: every
    /// byte value in every lane, beside neighbours that could carry into
    /// it or borrow its top bit (0x00, 0x01, 0x7f, 0x80, 0xff).
    #[test]
    fn zero_bytes_marks_exactly_the_zero_bytes() {
        for lane in 0..8 {
            for c in 0..=255u8 {
                for n in [0x00u8, 0x01, 0x7f, 0x80, 0xff] {
                    let mut bytes = [n; 8];
                    bytes[lane] = c;
                    let want = bytes
                        .iter()
                        .enumerate()
                        .filter(|(_, b)| **b == 0)
                        .fold(0u64, |m, (i, _)| m | 0x80 << (8 * i));
                    assert_eq!(zero_bytes(u64::from_le_bytes(bytes)), want, "{bytes:02x?}");
                }
            }
        }
    }

    /// The word-at-a-time search is the byte-by-byte one, for every
    /// byte in every place of inputs up to 19 bytes.
    #[test]
    fn first_of_authority_end_is_the_bytewise_search() {
        for len in 0..=19 {
            for k in 0..len {
                for c in 0..=255u8 {
                    let mut v = vec![b'a'; len];
                    v[k] = c;
                    if len > 3 {
                        v[len - 2] = b'@';
                    }
                    let want = v
                        .iter()
                        .copied()
                        .find(|c| matches!(c, b'/' | b'?' | b'#' | b'@'));
                    assert_eq!(first_of_authority_end(&v), want, "{v:?}");
                }
            }
        }
    }
}
