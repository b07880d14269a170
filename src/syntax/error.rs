//! Errors: the cheap nom-side [`Error`] and the public [`ParseError`],
//! both generic over the grammar's [`Production`] type, and the one
//! [`trailing_error`] of a match that stopped before the end.
//!
//! The nom-side error is `Copy` and fixed-size: `alt` and `opt` build and
//! drop errors on the success path of every URL, so making one must cost
//! no more than a few stores. It records the byte offset where matching
//! stopped and the productions around it, innermost first, as the
//! `context` combinators add them on the way out.

use core::fmt;

use nom::error::ErrorKind as NomErrorKind;

use super::input::Input;
use super::production::Production;

/// How many productions an error remembers (innermost first). The deepest
/// nesting in the grammar is well below this.
pub(super) const DEPTH: usize = 16;

/// A fixed-capacity stack of productions, innermost first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Stack<P> {
    items: [P; DEPTH],
    len: u8,
}

impl<P: Production> Stack<P> {
    pub(super) const EMPTY: Stack<P> = Stack {
        items: [P::FILLER; DEPTH],
        len: 0,
    };

    /// Appends an enclosing production; past the capacity, the outermost
    /// ones are dropped. A production the stack already ends with is not
    /// appended again: where a production is one repetition of a class
    /// with escapes (RFC 2396's `rel_segment` and `uric`, RFC 1630's
    /// `atom`), the escape names it as the production it is in and so
    /// does the production's own `context`, and a trail that reads
    /// "rel_segment, rel_segment" says nothing more than "rel_segment".
    pub(super) fn push(&mut self, p: P) {
        if self.as_slice().last() == Some(&p) {
            return;
        }
        let len = usize::from(self.len);
        if let Some(slot) = self.items.get_mut(len) {
            *slot = p;
            self.len += 1;
        }
    }

    /// Appends `p` as it is (a production equal to the last one too),
    /// while there is room.
    #[inline(always)]
    fn push_unchecked(&mut self, p: P) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = p;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[P] {
        self.items.get(..usize::from(self.len)).unwrap_or_default()
    }
}

/// The productions around a [`ParseError`]: a stack filled by the
/// combinators, or a path written down once in a grammar's fast path
/// (`'static`, so an error on it is made without copying it). Equal,
/// and hashed, by the productions it holds.
#[derive(Clone, Copy)]
pub(super) enum Within<P: 'static> {
    Stack(Stack<P>),
    Path(&'static [P]),
}

impl<P: Production> Within<P> {
    pub(super) fn as_slice(&self) -> &[P] {
        match self {
            Within::Stack(stack) => stack.as_slice(),
            Within::Path(path) => path,
        }
    }
}

impl<P: Production> PartialEq for Within<P> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<P: Production> Eq for Within<P> {}

impl<P: Production> core::hash::Hash for Within<P> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

/// The productions around an [`Error`], as [`Stack`] holds them but
/// packed into one integer, a byte each: the production's
/// [`index`](Production::index) plus one, 0 past the last (every grammar
/// has fewer than 255 productions,
/// `syntax::error::tests::productions_fit_a_byte`). Errors are made,
/// moved and dropped on the way out of every failed rule, by value; as
/// an array of bytes and a length, each production added was a one-byte
/// store that the next move of the error read back inside a wider load,
/// which the processor cannot forward from the store and waits for. As
/// one integer, adding a production is arithmetic on it.
///
/// The production added last, the outermost so far, is in the lowest
/// byte, and the innermost in the highest byte that holds one: adding a
/// production shifts the others up a byte, and whether the trail ends
/// with it or is full reads a fixed byte. (With the innermost in the
/// lowest byte, each addition counted the bytes held and shifted by that
/// count: about twenty instructions each, and a failed IPv6 literal
/// adds eight.) [`Trail::inner_first`] turns it around for reading.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Trail<P> {
    bits: u128,
    grammar: core::marker::PhantomData<fn() -> P>,
}

impl<P: Production> Trail<P> {
    const EMPTY: Trail<P> = Trail {
        bits: 0,
        grammar: core::marker::PhantomData,
    };

    /// The byte of `p`: its index plus one.
    #[inline(always)]
    fn byte(p: P) -> u128 {
        ((p.index() + 1) & 0xff) as u128
    }

    /// [`Stack::push`]: past the capacity the outermost ones are
    /// dropped, and a production the trail already ends with is not
    /// added again.
    #[inline(always)]
    fn push(&mut self, p: P) {
        let byte = Self::byte(p);
        if self.bits >> (128 - 8) != 0 || self.bits & 0xff == byte {
            return;
        }
        self.bits = (self.bits << 8) | byte;
    }

    /// [`push`](Self::push) of a production equal to the last one too.
    #[inline(always)]
    fn push_unchecked(&mut self, p: P) {
        if self.bits >> (128 - 8) == 0 {
            self.bits = (self.bits << 8) | Self::byte(p);
        }
    }

    /// The bytes held, in the other order: `bits` from the innermost
    /// (now in the lowest byte) outward, as [`lowest`](Self::lowest) and
    /// [`iter`](Self::iter) read them.
    #[inline(always)]
    fn inner_first(&self) -> u128 {
        // The bytes held are the lowest ones, the highest of them not 0:
        // reversing all sixteen puts them at the top, in the other order,
        // and the shift brings them down.
        let empty = self.bits.leading_zeros() / 8 * 8;
        self.bits.swap_bytes().checked_shr(empty).unwrap_or(0)
    }

    /// The production of the lowest byte of `bits`, if it holds one.
    #[inline(always)]
    fn lowest(bits: u128) -> Option<P> {
        ((bits & 0xff) as usize)
            .checked_sub(1)
            .and_then(|k| P::all().get(k))
            .copied()
    }

    /// The productions, innermost first.
    #[inline(always)]
    fn iter(&self) -> impl Iterator<Item = P> {
        let mut bits = self.inner_first();
        core::iter::from_fn(move || {
            let p = Self::lowest(bits)?;
            bits >>= 8;
            Some(p)
        })
    }

    /// The productions as a [`Stack`].
    fn unpack(&self) -> Stack<P> {
        let mut stack = Stack::EMPTY;
        for p in self.iter() {
            stack.push_unchecked(p);
        }
        stack
    }
}

/// The productions around an [`Error`], innermost first
/// ([`Error::productions`]): a slice of them through
/// [`Deref`](core::ops::Deref), held by value (at most 16).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Productions<P>(Stack<P>);

impl<P: Production> Productions<P> {
    /// The productions, innermost first.
    pub fn as_slice(&self) -> &[P] {
        self.0.as_slice()
    }
}

impl<P: Production> core::ops::Deref for Productions<P> {
    type Target = [P];

    fn deref(&self) -> &[P] {
        self.0.as_slice()
    }
}

impl<P: Production> fmt::Debug for Productions<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<P: Production, const N: usize> PartialEq<[P; N]> for Productions<P> {
    fn eq(&self, other: &[P; N]) -> bool {
        self.as_slice() == other
    }
}

impl<P: Production> PartialEq<[P]> for Productions<P> {
    fn eq(&self, other: &[P]) -> bool {
        self.as_slice() == other
    }
}

impl<P: Production> PartialEq<&[P]> for Productions<P> {
    fn eq(&self, other: &&[P]) -> bool {
        self.as_slice() == *other
    }
}

/// The error type of every combinator: where matching stopped and the
/// productions around that point, innermost first.
///
/// Between failed alternatives it keeps the one that got further; on a
/// tie it forgets both stacks, so that the enclosing choice (the next
/// `context`) is reported as what was expected. It never allocates.
/// Turn it into a [`ParseError`] with [`Error::into_parse_error`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Error<P> {
    offset: usize,
    stack: Trail<P>,
    /// The rest of a literal of the BNF that did not match here (`"//"`
    /// of `"http://"` at the first byte that differs), if that is what
    /// failed; or, when `context`, the innermost `context` of a parser of
    /// the caller's around the failure (nom's `context("proxy", ...)`).
    /// One field for both keeps the error as small as it was before
    /// callers could add contexts: `alt` and `opt` make and drop these
    /// errors on the success path.
    note: Option<&'static str>,
    /// Whether `note` is the caller's context (which then replaces the
    /// literal: the error still names the production that failed).
    context: bool,
}

impl<P: Production> Error<P> {
    /// An error at byte `offset` with no production named yet: the
    /// enclosing `context` will name it.
    pub(crate) const fn at(offset: usize) -> Self {
        Error {
            offset,
            stack: Trail::EMPTY,
            note: None,
            context: false,
        }
    }

    /// An error at byte `offset` where the literal `rest` (what is left
    /// of a literal of the BNF from that byte on) was needed.
    pub(crate) const fn literal(offset: usize, rest: &'static str) -> Self {
        Error {
            offset,
            stack: Trail::EMPTY,
            note: Some(rest),
            context: false,
        }
    }

    /// An error at byte `offset` where production `p` could not continue.
    pub(crate) fn expected(offset: usize, p: P) -> Self {
        Error::at(offset).within(p)
    }

    /// Adds an enclosing production.
    #[inline(always)]
    pub(crate) fn within(mut self, p: P) -> Self {
        self.stack.push(p);
        self
    }

    /// The same error in the productions of another grammar: each
    /// production mapped by `f`, the offset and literal kept. A grammar
    /// that calls another's combinators for the rules they share (RFC
    /// 3987 calls RFC 3986's) reports their errors in its own terms.
    pub(crate) fn map<Q: Production>(self, f: impl Fn(P) -> Q) -> Error<Q> {
        // Slot by slot, as they are: two productions that `f` maps to
        // the same one stay two. From the innermost out, as added.
        let mut stack = Trail::EMPTY;
        for p in self.stack.iter() {
            stack.push_unchecked(f(p));
        }
        Error {
            offset: self.offset,
            stack,
            note: self.note,
            context: self.context,
        }
    }

    /// [`within`](Self::within) in place.
    pub(crate) fn push_within(&mut self, p: P) {
        self.stack.push(p);
    }

    /// The same error `by` bytes further on (the unit tests compare a
    /// production read at an offset with the same one at offset 0).
    #[cfg(test)]
    pub(crate) fn moved_on(mut self, by: usize) -> Self {
        self.offset += by;
        self
    }

    /// The byte offset, in the whole input, where matching stopped.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The productions around the failure, innermost first (a slice
    /// of them, through [`Deref`](core::ops::Deref)).
    ///
    /// ```
    /// use nom::Parser;
    /// use rfc1738::{ip, Input, Production};
    /// let Err(nom::Err::Error(e)) = ip::hostport.parse(Input::new("h:x")) else { panic!() };
    /// assert_eq!(e.productions(), [Production::Digits, Production::Port, Production::Hostport]);
    /// assert_eq!(e.productions().last(), Some(&Production::Hostport));
    /// ```
    pub fn productions(&self) -> Productions<P> {
        Productions(self.stack.unpack())
    }

    /// The innermost `context` that a parser of the caller's put around
    /// the failure (nom's `context("proxy", ...)`), if any. The
    /// [`AnyError`](super::AnyError) the error becomes
    /// ([`into_any_error`](Self::into_any_error)) keeps it and starts its
    /// message with it; a grammar's [`ParseError`], which every parse
    /// returns, stays as small as it is without it.
    pub fn context(&self) -> Option<&'static str> {
        self.note.filter(|_| self.context)
    }

    /// The rest of the literal of the BNF that did not match, if that is
    /// what failed (and no context of the caller's replaced it).
    fn literal_rest(&self) -> Option<&'static str> {
        self.note.filter(|_| !self.context)
    }

    /// The error as the one error type of every grammar, for `input`,
    /// the whole text that was parsed (as
    /// [`into_parse_error`](Self::into_parse_error)), with the caller's
    /// [`context`](Self::context):
    ///
    /// ```
    /// use nom::{error::context, Parser};
    /// use rfc1738::{ip, Input, Production};
    ///
    /// let text = "cache.example:http";
    /// let Err(nom::Err::Error(e)) = context("proxy", ip::hostport).parse(Input::new(text)) else {
    ///     panic!("no port");
    /// };
    /// let e = e.into_any_error(text, Production::Hostport);
    /// assert_eq!(e.to_string(), "proxy: expected digits at byte 14, found 'h' (within port, hostport)");
    /// ```
    pub fn into_any_error(self, input: &str, outermost: P) -> super::AnyError
    where
        P: Follow,
    {
        let context = self.context();
        super::AnyError::from(self.into_parse_error(input, outermost)).with_context(context)
    }

    /// The public error for a match that started at `input` (an
    /// [`Input`] that may start at any byte of a larger text): offsets
    /// stay those of the larger text. `outermost` names the expected
    /// production if no production did.
    pub fn into_parse_error_from(self, input: Input<'_>, outermost: P) -> ParseError<P>
    where
        P: Follow,
    {
        let base = input.location_offset();
        let at = self.offset.saturating_sub(base);
        let mut e = Error { offset: at, ..self }.into_parse_error(input.as_str(), outermost);
        e.offset = self.offset;
        e
    }

    /// The public error for `input`, the whole text that was parsed.
    /// `outermost` names the expected production if no `context` did.
    pub fn into_parse_error(self, input: &str, outermost: P) -> ParseError<P>
    where
        P: Follow,
    {
        self.into_parse_error_as(input, outermost, |p| p)
    }

    /// [`into_parse_error`](Self::into_parse_error) in the productions
    /// of another grammar, each production mapped by `f` (RFC 3987's
    /// errors from RFC 3986's scanners), in one reading of the trail.
    #[inline(always)]
    pub(crate) fn into_parse_error_as<Q: Follow>(
        self,
        input: &str,
        outermost: Q,
        f: impl Fn(P) -> Q,
    ) -> ParseError<Q> {
        // The innermost production is the one expected, the others the
        // productions it is within: the trail shifted by one production.
        let at = |bits: u128| Trail::<P>::lowest(bits).map(&f);
        let inner_first = self.stack.inner_first();
        let expected = at(inner_first).unwrap_or(outermost);
        // The productions and their count in locals, put into the stack
        // at once: pushed one at a time, the count lived in the stack's
        // memory, stored and read back for each production.
        let mut items = [Q::FILLER; DEPTH];
        let mut len = 0;
        let mut bits = inner_first >> 8;
        while let (Some(p), Some(slot)) = (at(bits), items.get_mut(len)) {
            *slot = p;
            len += 1;
            bits >>= 8;
        }
        let within = Stack {
            items,
            len: len as u8,
        };
        let mut e = ParseError::around(input, self.offset, expected, Within::Stack(within));
        e.literal = self.literal_rest();
        e
    }
}

impl<P: Production> fmt::Debug for Error<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Error");
        d.field("offset", &self.offset)
            .field("productions", &self.productions().as_slice());
        if let Some(c) = self.context() {
            d.field("context", &c);
        }
        d.finish()
    }
}

impl<'a, P: Production> nom::error::ParseError<Input<'a>> for Error<P> {
    fn from_error_kind(input: Input<'a>, _kind: NomErrorKind) -> Self {
        Error::at(input.location_offset())
    }

    fn append(_input: Input<'a>, _kind: NomErrorKind, other: Self) -> Self {
        other
    }

    fn or(self, other: Self) -> Self {
        match self.offset.cmp(&other.offset) {
            core::cmp::Ordering::Greater => self,
            core::cmp::Ordering::Less => other,
            core::cmp::Ordering::Equal => Error::at(self.offset),
        }
    }
}

impl<'a, P: Production> nom::error::ContextError<Input<'a>> for Error<P> {
    /// Keeps the innermost context of the caller's parsers
    /// ([`Error::context`]), shown in the [`AnyError`](super::AnyError)
    /// the error becomes ([`Error::into_any_error`]).
    fn add_context(_input: Input<'a>, ctx: &'static str, mut other: Self) -> Self {
        if !other.context {
            other.note = Some(ctx);
            other.context = true;
        }
        other
    }
}

impl<'a, P: Production, E> nom::error::FromExternalError<Input<'a>, E> for Error<P> {
    /// An error at the input's offset (nom's `map_res`): the external
    /// error itself is not kept, so that this error stays `Copy`.
    fn from_external_error(input: Input<'a>, _kind: NomErrorKind, _e: E) -> Self {
        Error::at(input.location_offset())
    }
}

/// `g` applied to the error inside a nom error, whether it is an
/// `Error` or a `Failure`: a `match`, inlined, where `nom::Err::map` is
/// a function of its own in a release build, through which each level
/// of a failure copied the error out to memory and back. The scanners
/// of RFC 3986 and RFC 3987 add the productions a failure goes out of,
/// and name RFC 3986's errors in RFC 3987's productions, with it.
#[inline(always)]
pub(crate) fn map_fail<P, Q>(
    e: nom::Err<Error<P>>,
    g: impl FnOnce(Error<P>) -> Error<Q>,
) -> nom::Err<Error<Q>> {
    match e {
        nom::Err::Failure(e) => nom::Err::Failure(g(e)),
        nom::Err::Error(e) => nom::Err::Error(g(e)),
        nom::Err::Incomplete(n) => nom::Err::Incomplete(n),
    }
}

/// Why a string is not a URL (or not the production asked for): the byte
/// where matching stopped, the production that could not continue there,
/// the productions around it, and the character found.
///
/// Its message is one lowercase line:
///
/// ```
/// use rfc1738::Url;
/// let err: rfc1738::ParseError = Url::parse("http://h/~x").unwrap_err();
/// assert_eq!(err.to_string(), "expected hsegment at byte 9, found '~' (within hpath, httpurl, url)");
/// assert_eq!(err.offset(), 9);
/// assert_eq!(err.found(), Some('~'));
/// ```
#[derive(Clone, thiserror::Error)]
#[error("{}", Message(self))]
pub struct ParseError<P: Follow> {
    pub(super) offset: usize,
    pub(super) expected: P,
    pub(super) within: Within<P>,
    pub(super) found: Option<char>,
    pub(super) kind: ErrorKind,
    /// The rest of a literal of the BNF that did not match at `offset`,
    /// when the error names it as what may come next.
    pub(super) literal: Option<&'static str>,
    /// Whether the error names what may follow a production that matched
    /// completely before `offset`, which [`ParseError::next`] reads from
    /// the grammar's [`Follow`] tables along the productions the error
    /// holds. (A field of its own, not one struct with `literal`: the flag
    /// then packs with the error's other small fields, where as the tail
    /// of a struct it left seven bytes of padding that every error made
    /// copied through the stack, and the error is 88 bytes, not 96.)
    pub(super) follow: bool,
    /// The production that matched completely just before `offset`, when
    /// the input goes on after it.
    pub(super) after: Option<P>,
    /// The hint; or one of [`LATER`], which stands for a hint the grammar
    /// works out when it is asked for ([`Follow::hint_of`]), from the
    /// error and the facts of the input it reads, read when the error
    /// was made (the place in `LATER`: [`ParseError::defer_hint`]).
    /// Most callers of a parse only ask whether it failed: RFC 3986's
    /// rejections of the Web Platform Tests' inputs took 25.3-25.5 ns
    /// each instead of 27.2-27.4 with the hint worked out at once. (The facts
    /// are a place in `LATER` rather than a field of their own: with one
    /// more field, RFC 1738's `Url::parse` compiled to code 11 % to 13 %
    /// slower on two of the corpora, though it never makes such an
    /// error.)
    pub(super) hint: Option<&'static Hint>,
}

/// The hints that stand for one left for later
/// ([`ParseError::defer_hint`]): never a hint a caller sees, each told
/// apart by its address.
static LATER: [Hint; 4] = {
    const LATER: Hint = Hint {
        id: "",
        text: "",
        section: "",
    };
    [LATER; 4]
};

impl<P: Follow> PartialEq for ParseError<P> {
    /// Equal when every part reads the same, whether the hint was worked
    /// out when the error was made or is worked out now.
    fn eq(&self, other: &Self) -> bool {
        self.offset == other.offset
            && self.expected == other.expected
            && self.within == other.within
            && self.found == other.found
            && self.kind == other.kind
            && self.literal == other.literal
            && self.follow == other.follow
            && self.after == other.after
            && self.hint() == other.hint()
    }
}

impl<P: Follow> Eq for ParseError<P> {}

impl<P: Follow> core::hash::Hash for ParseError<P> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.offset.hash(state);
        self.expected.hash(state);
        self.within.hash(state);
        self.found.hash(state);
        self.kind.hash(state);
        self.literal.hash(state);
        self.follow.hash(state);
        self.after.hash(state);
        self.hint().hash(state);
    }
}

/// What may come at a place of the input: a production, a literal of the
/// BNF, or the end of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Next<P> {
    /// A production (a character of its set, for one that repeats a set).
    Production(P),
    /// A literal of the BNF, from the byte where it did not match on.
    Literal(&'static str),
    /// The end of the input.
    End,
}

impl<P: fmt::Display> fmt::Display for Next<P> {
    /// `hostport`, `"/"`, `end of input`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Next::Production(p) => write!(f, "{p}"),
            Next::Literal(l) => write!(f, "{l:?}"),
            Next::End => f.write_str("end of input"),
        }
    }
}

/// The iterator of [`ParseError::next`]: at most this many options.
const NEXT: usize = 8;

/// What may come at an error's offset ([`ParseError::next`]).
#[derive(Clone, Debug)]
pub struct NextIter<P> {
    items: [Next<P>; NEXT],
    len: usize,
    at: usize,
}

impl<P: Copy + PartialEq> NextIter<P> {
    fn push(&mut self, n: Next<P>) {
        let seen = self.items.get(..self.len).is_some_and(|s| s.contains(&n));
        if let (false, Some(slot)) = (seen, self.items.get_mut(self.len)) {
            *slot = n;
            self.len += 1;
        }
    }
}

impl<P: Copy> Iterator for NextIter<P> {
    type Item = Next<P>;

    fn next(&mut self) -> Option<Next<P>> {
        let n = *self.items.get(self.at).filter(|_| self.at < self.len)?;
        self.at += 1;
        Some(n)
    }
}

/// A short note that a grammar attaches to an error it recognizes: what
/// the failure most likely is, with the RFC section that says so (for
/// example that `~` is unsafe under RFC 1738 §2.2 and is written `%7E`,
/// or that a fragment is no part of an RFC 1738 URL). It tells a user
/// whether the input is broken or only newer than the grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hint {
    /// A stable name for the hint, in kebab case (`unsafe-tilde`,
    /// `fragment`, `ipv6-literal`): what a program keys on, where people
    /// read [`text`](Self::text). docs/json.md lists every id with its
    /// grammar and text; an id keeps its meaning when the text is
    /// reworded.
    pub id: &'static str,
    /// The note, one lowercase line without a final period.
    pub text: &'static str,
    /// The RFC and section it rests on (`"RFC 1738 §2.2"`).
    pub section: &'static str,
}

impl Hint {
    /// Whether the ends of `input` cannot hold what the hints of a
    /// grammar's Appendix look for there (whitespace around the URL, a
    /// wrapper, the `URL:` prefix): it starts and ends with printable
    /// ASCII and starts with none of `openers` nor `u`/`U`. Most inputs
    /// do, and their hints skip those checks.
    #[inline(always)]
    // `<[u8]>::contains` calls `memchr`, dearer on one or two bytes than
    // the comparisons (measured: +0.2-0.4 % instructions on wpt).
    #[allow(clippy::manual_contains)]
    pub(crate) fn plain_ends(input: &[u8], openers: &[u8]) -> bool {
        match (input.first(), input.last()) {
            (Some(&f), Some(&l)) => {
                f.is_ascii_graphic()
                    && l.is_ascii_graphic()
                    && f | 0x20 != b'u'
                    && !openers.iter().any(|&o| o == f)
            }
            _ => false,
        }
    }
}

impl fmt::Display for Hint {
    /// `text (section)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.text, self.section)
    }
}

/// What kind of failure a [`ParseError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input does not match the grammar at
    /// [`ParseError::offset`].
    Syntax,
    /// The input is longer than the grammar's `max_len` option
    /// and was not parsed. [`ParseError::offset`] is then `max_len`, and
    /// [`ParseError::expected`] the production asked for.
    TooLong {
        /// The input's length in bytes.
        len: usize,
        /// The limit it is over.
        max_len: usize,
    },
}

impl<P: Follow> ParseError<P> {
    pub(crate) fn new(input: &str, offset: usize, expected: P, within: &[P]) -> Self {
        let mut stack = Stack::EMPTY;
        let n = within.len().min(DEPTH);
        if let (Some(to), Some(from)) = (stack.items.get_mut(..n), within.get(..n)) {
            to.copy_from_slice(from);
            stack.len = n as u8;
        }
        ParseError::around(input, offset, expected, Within::Stack(stack))
    }

    /// [`new`](Self::new) with productions written down once (a fast
    /// path's): the error refers to them rather than copying them.
    pub(crate) fn on_path(input: &str, offset: usize, expected: P, within: &'static [P]) -> Self {
        let within = within.get(..DEPTH).unwrap_or(within);
        ParseError::around(input, offset, expected, Within::Path(within))
    }

    /// The same error, saying that what was needed at its byte is `rest`,
    /// what is left of a literal of the BNF from there (the error
    /// `Error::into_parse_error` makes of a literal that did not match).
    pub(crate) fn with_literal(mut self, rest: &'static str) -> Self {
        self.literal = Some(rest);
        self
    }

    fn around(input: &str, offset: usize, expected: P, within: Within<P>) -> Self {
        // An ASCII byte is its own character: read it without the UTF-8
        // decoder, which every rejection would otherwise run (about 3
        // instructions more per rejected URL). The decoder gives the same
        // character, so the test `b.is_ascii()` only takes a shortcut.
        let found = match input.as_bytes().get(offset) {
            Some(&b) if b.is_ascii() => Some(char::from(b)),
            _ => input.get(offset..).and_then(|rest| rest.chars().next()),
        };
        ParseError {
            offset,
            expected,
            within,
            found,
            kind: ErrorKind::Syntax,
            literal: None,
            follow: false,
            after: None,
            hint: None,
        }
    }

    /// The same error saying what may follow where it is, after the
    /// complete production `after`: the form [`trailing_error`] gives
    /// when the productions there matched completely (for a fast path
    /// that computed at compile time which production it names).
    pub(crate) fn following(mut self, after: Option<P>) -> Self {
        self.after = after;
        self.follow = true;
        self
    }

    /// Whether the error names only a production at its byte, and not
    /// what may come next there ([`next`](Self::next) is empty).
    fn next_is_empty(&self) -> bool {
        self.literal.is_none() && !self.follow
    }

    /// The same error with `hint` attached.
    pub(crate) fn with_hint(mut self, hint: &'static Hint) -> Self {
        self.set_hint(hint);
        self
    }

    /// Attaches `hint`.
    pub(crate) fn set_hint(&mut self, hint: &'static Hint) {
        self.hint = Some(hint);
    }

    /// Leaves the hint to [`Follow::hint_of`], on `facts` (below 4; a
    /// greater one keeps the hint as it is): what the grammar's hints
    /// read of the input, read now. A hint the error had is replaced
    /// (`Follow::hint_of` says all there is to say).
    pub(crate) fn defer_hint(&mut self, facts: u8) {
        self.hint = LATER.get(usize::from(facts)).or(self.hint);
    }

    /// The facts of a hint left for later ([`defer_hint`](Self::defer_hint)).
    fn later(&self) -> Option<u8> {
        let h = self.hint?;
        LATER
            .iter()
            .position(|l| core::ptr::eq(l, h))
            .map(|k| k as u8)
    }

    /// The error for an input over the length limit.
    pub(crate) fn too_long(input: &str, max_len: usize, expected: P) -> Self {
        ParseError {
            kind: ErrorKind::TooLong {
                len: input.len(),
                max_len,
            },
            ..ParseError::new(input, max_len, expected, &[])
        }
    }

    /// Whether the input failed the grammar or the length limit.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The byte offset, in the input, where matching stopped: the
    /// furthest byte any alternative reached.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The innermost production that could not continue at [`offset`](Self::offset).
    pub fn expected(&self) -> P {
        self.expected
    }

    /// The enclosing productions, innermost first (not including
    /// [`expected`](Self::expected)). No production stands twice in a
    /// row: `a%zz` read as RFC 2396's `rel_segment` fails within
    /// `escaped, rel_segment`, though `rel_segment` is both the production
    /// around the escape and the one that was asked for.
    pub fn within(&self) -> &[P] {
        self.within.as_slice()
    }

    /// The character at [`offset`](Self::offset); `None` at the end of the input.
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// What may come at [`offset`](Self::offset), when the error says
    /// that rather than naming a production: a literal of the BNF that did
    /// not match (`"//"` after `http:`), or, when a production matched
    /// completely and the input goes on, what may follow it (`":"`, `"/"`
    /// or the end of the input after the host of `http://h?x`). Empty
    /// when [`expected`](Self::expected) is the whole story.
    pub fn next(&self) -> NextIter<P> {
        let mut it = NextIter {
            items: [Next::End; NEXT],
            len: 0,
            at: 0,
        };
        if let Some(lit) = self.literal {
            it.push(Next::Literal(lit));
        }
        if self.follow {
            // The productions from the complete one (`after`) outward;
            // without `after`, the open one ended with its own literal.
            if self.after.is_none() {
                P::next_inside(self.expected)
                    .iter()
                    .for_each(|&n| it.push(n));
            }
            let outer = core::iter::once(self.expected).chain(self.within().iter().copied());
            let mut child = self.after.unwrap_or(self.expected);
            for parent in outer.skip(usize::from(self.after.is_none())) {
                if parent != child {
                    P::next_after(parent, child)
                        .iter()
                        .for_each(|&n| it.push(n));
                }
                child = parent;
            }
            it.push(Next::End);
        }
        it
    }

    /// The literal of the BNF that did not match at
    /// [`offset`](Self::offset) (from that byte on), if that is the error.
    pub fn literal(&self) -> Option<&'static str> {
        self.literal
    }

    /// The production that matched completely just before
    /// [`offset`](Self::offset), when the input goes on after it (`host`
    /// in `http://h?x`).
    pub fn after(&self) -> Option<P> {
        self.after
    }

    /// A note on what the failure most likely is, with its RFC section,
    /// when the grammar recognizes it (`~`, a fragment, an IPv6 literal,
    /// a user name in http, a missing scheme, ...). Not part of the
    /// one-line message.
    pub fn hint(&self) -> Option<&'static Hint> {
        match self.later() {
            Some(facts) => P::hint_of(self, facts),
            None => self.hint,
        }
    }

    /// The stable id of the [`hint`](Self::hint), if there is one
    /// (`unsafe-tilde`, `fragment`, ...): what a program keys on.
    pub fn hint_id(&self) -> Option<&'static str> {
        self.hint().map(|h| h.id)
    }
}

impl<P: Follow> fmt::Debug for ParseError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseError")
            .field("offset", &self.offset)
            .field("expected", &self.expected)
            .field("within", &self.within())
            .field("found", &self.found)
            .field("kind", &self.kind)
            .field("next", &self.next().collect::<Vec<_>>())
            .field("after", &self.after)
            .field("hint", &self.hint())
            .finish()
    }
}

/// The one-line message of a [`ParseError`].
struct Message<'e, P: Follow>(&'e ParseError<P>);

impl<P: Follow> fmt::Display for Message<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.0;
        if let ErrorKind::TooLong { len, max_len } = e.kind {
            return write!(
                f,
                "input of {len} bytes is over the limit of {max_len} bytes (max_len)"
            );
        }
        f.write_str("expected ")?;
        if e.next_is_empty() {
            write!(f, "{}", e.expected)?;
        } else {
            let count = e.next().count();
            for (k, n) in e.next().enumerate() {
                match k {
                    0 => {}
                    k if k + 1 == count => f.write_str(" or ")?,
                    _ => f.write_str(", ")?,
                }
                write!(f, "{n}")?;
            }
        }
        write!(f, " at byte {}, found ", e.offset)?;
        match e.found {
            Some(c) => write!(f, "{c:?}")?,
            None => f.write_str("end of input")?,
        }
        // With `next`, the production `expected` is around the place
        // rather than what was needed there: it is listed with `within`.
        let around: &[P] = if e.next_is_empty() {
            e.within()
        } else {
            core::slice::from_ref(&e.expected)
        };
        let outer = if e.next_is_empty() {
            &[][..]
        } else {
            e.within()
        };
        let mut items = around
            .iter()
            .chain(outer.iter())
            .filter(|&&p| Some(p) != e.after);
        match (e.after, items.next()) {
            (None, None) => {}
            (Some(a), None) => write!(f, " (after {a})")?,
            (after, Some(first)) => {
                match after {
                    Some(a) => write!(f, " (after {a}, within {first}")?,
                    None => write!(f, " (within {first}")?,
                }
                for p in items {
                    write!(f, ", {p}")?;
                }
                f.write_str(")")?;
            }
        }
        Ok(())
    }
}

/// What a grammar says about what may follow its productions, for the
/// errors of a match that stopped before the end of the input.
pub trait Follow: Production {
    /// Whether the production repeats a set of characters that `%HH`
    /// escapes belong to (`hsegment`, `urlpath`, ...): where it stops, the
    /// character found is one it could have held, written as an escape,
    /// so the error names it.
    fn is_escaped_run(self) -> bool;

    /// Whether byte `b` is one that could extend a match of the
    /// production (a `"-"` after a label, a digit after `digits`): where
    /// the match stops at such a byte, the production itself could not
    /// go on (`a-` is no `domainlabel`), and the error names it.
    fn continues_with(self, b: u8) -> bool;

    /// What may follow `child` inside `parent`, when `child` is the last
    /// part of `parent` matched (the optional parts after it being
    /// absent): `hostport` in `httpurl` may be followed by `"/"`.
    fn next_after(parent: Self, child: Self) -> &'static [Next<Self>];

    /// What may follow inside `p` where it stops with none of its parts
    /// ending there (it ended with a literal of its own, as a gopher URL
    /// ending in its `"/"`).
    fn next_inside(p: Self) -> &'static [Next<Self>];

    /// The hint of the error `e`, worked out when it is asked for from
    /// the error and `facts`, what the grammar's hints read of the input
    /// when the error was made. The grammars that leave their hints to
    /// later say how; the others never do, and have none here.
    #[doc(hidden)]
    fn hint_of(e: &ParseError<Self>, facts: u8) -> Option<&'static Hint> {
        let _ = (e, facts);
        None
    }
}

/// The error for a match that stopped at byte `end`, before the end of
/// `input`.
///
/// `spine` calls its argument with the productions of the tree's
/// rightmost path down to `end`, innermost first: the combinators' tree
/// ([`Tree::spine_at`](super::tree::spine_at)) and a fast path's record
/// of offsets give the same sequence, so both report the same error.
/// `root` names the error when `spine` gives nothing.
///
/// When the innermost production there repeats a set with escapes, it is
/// what could not go on (`http://h/~x`: `hsegment` at byte 9, within
/// `hpath`, `httpurl`, `url`). Otherwise it matched completely, and the
/// error says what may follow it, from the enclosing productions
/// ([`Follow::next_after`]) up to the end of the input
/// (`http://h?x`: `":"`, `"/"` or end of input, after `host`, within
/// `hostport`, `httpurl`, `url`).
#[cold]
pub fn trailing_error<P: Follow>(
    input: &str,
    end: usize,
    root: P,
    spine: impl FnOnce(&mut dyn FnMut(P)),
) -> ParseError<P> {
    let mut stack = Stack::<P>::EMPTY;
    spine(&mut |p| stack.push(p));
    trailing_error_on(input, end, root, stack.as_slice())
}

/// [`trailing_error`] with the productions of the spine as a slice,
/// innermost first (at most the 16 an error holds): what a fast path
/// passes, its spines being constants, without a callback per production.
#[cold]
pub(crate) fn trailing_error_on<P: Follow>(
    input: &str,
    end: usize,
    root: P,
    s: &[P],
) -> ParseError<P> {
    let s = s.get(..DEPTH).unwrap_or(s);
    let Some(&inner) = s.first() else {
        return ParseError::new(input, end, root, &[]);
    };
    // The innermost production stopped at a byte it could have gone on
    // with: it is what was expected.
    if input
        .as_bytes()
        .get(end)
        .is_some_and(|&b| inner.continues_with(b))
    {
        return ParseError::new(input, end, inner, s.get(1..).unwrap_or_default());
    }
    // A run that admits escapes could have gone on (the character found
    // would need escaping): it is what was expected.
    if let Some(k) = s.iter().position(|p| p.is_escaped_run()) {
        let (run, within) = match s.get(k..) {
            Some([run, within @ ..]) => (*run, within),
            _ => (inner, &[][..]),
        };
        return ParseError::new(input, end, run, within);
    }
    // The first enclosing production that offers something after its
    // last part; `after` is that part. When none does, only the end of
    // the input may follow: `after` is the innermost production. When
    // the innermost one ended with a literal of its own and offers more
    // (`next_inside`), it is the open one.
    let inside = P::next_inside(inner);
    let pairs = || s.iter().zip(s.iter().skip(1));
    let j = if inside.is_empty() {
        pairs()
            .position(|(&child, &parent)| !P::next_after(parent, child).is_empty())
            .map_or(1, |k| k + 1)
    } else {
        0
    };
    let after = j.checked_sub(1).and_then(|k| s.get(k)).copied();
    let (expected, within) = match s.get(j..) {
        Some([first, rest @ ..]) => (*first, rest),
        _ => (after.unwrap_or(inner), &[][..]),
    };
    ParseError::new(input, end, expected, within).following(after)
}

/// A spine written down once (a fast path's constant, innermost
/// production first) with what [`trailing_error_on`] finds on it,
/// known when it was written: whether the innermost production is a run
/// with escapes, and so what was expected, or the one around it offers
/// something after it, and so the error says what may follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Spine<P: 'static> {
    /// The productions, innermost first, the root last.
    pub(crate) productions: &'static [P],
    /// Whether the error follows the innermost production (it matched
    /// completely, and the second one offers something after it) rather
    /// than naming it (a run with escapes).
    pub(crate) follows: bool,
}

/// [`trailing_error_on`] on a [`Spine`] whose place of the error was
/// written down with it: the same error (each grammar's tests make both
/// on every spine its references reach), with no search of the spine
/// and of the follow tables, and referring to the spine's productions
/// rather than copying them. Inlined into its caller, a cold function
/// that makes the whole error, hint included: the error is then
/// assembled in registers and stored once, where a call would store it
/// and its caller reload it with wide loads that wait for the narrow
/// stores. For grammars none of whose
/// productions [continues with](Follow::continues_with) a byte. (A
/// spine holds at least the production its error names and the root;
/// were it shorter, the error would name `root` alone.)
#[inline(always)]
pub(crate) fn trailing_error_on_spine<P: Follow>(
    input: &str,
    end: usize,
    root: P,
    spine: Spine<P>,
) -> ParseError<P> {
    match (spine.follows, spine.productions) {
        (false, [run, within @ ..]) => ParseError::on_path(input, end, *run, within),
        (true, [after, expected, within @ ..]) => {
            ParseError::on_path(input, end, *expected, within).following(Some(*after))
        }
        _ => ParseError::on_path(input, end, root, &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::ParseError;
    use crate::rfc1738::Production as P;
    use core::hash::{BuildHasher, BuildHasherDefault};
    use std::hash::DefaultHasher;

    fn hash(e: &ParseError<P>) -> u64 {
        BuildHasherDefault::<DefaultHasher>::default().hash_one(e)
    }

    /// Every grammar's productions fit the byte a [`Trail`](super::Trail)
    /// gives each (its index plus one, 0 for none), and a trail holds
    /// them as pushed: innermost first, a repeated one once, at most
    /// [`DEPTH`](super::DEPTH), the outermost dropped past that.
    #[test]
    fn productions_fit_a_byte() {
        use super::{DEPTH, Error};
        assert!(crate::rfc1738::Production::all().len() < 255);
        assert!(crate::rfc1630::Production::all().len() < 255);
        assert!(crate::rfc2396::Production::all().len() < 255);
        assert!(crate::rfc3986::Production::all().len() < 255);
        assert!(crate::rfc3987::Production::all().len() < 255);
        let all = P::all();
        let last = *all.last().unwrap();
        let e = Error::expected(3, last).within(last).within(all[0]);
        assert_eq!(e.productions(), [last, all[0]]);
        let mut e = Error::<P>::at(0);
        for p in all.iter().take(DEPTH + 3) {
            e = e.within(*p);
        }
        assert_eq!(e.productions().as_slice(), &all[..DEPTH]);
        // Mapped into another grammar, two productions that become one
        // stay two.
        let m = Error::expected(1, all[0]).within(all[1]).map(|_| last);
        assert_eq!(m.productions(), [last, last]);
        // Mapped one to one, in their order, innermost first; and so in
        // the error made of it.
        let e = Error::expected(1, all[2]).within(all[1]).within(all[0]);
        let m = e.map(|p| all[crate::syntax::Production::index(p) + 3]);
        assert_eq!(m.productions(), [all[5], all[4], all[3]]);
        // A full trail maps whole.
        let mut full = Error::<P>::at(0);
        for p in all.iter().take(DEPTH) {
            full = full.within(*p);
        }
        let m = full.map(|p| all[crate::syntax::Production::index(p) + 1]);
        assert_eq!(m.productions().as_slice(), &all[1..=DEPTH]);
        let made = m.into_parse_error("abc", last);
        assert_eq!((made.expected(), made.within()), (all[1], &all[2..=DEPTH]));
    }

    /// An error whose hint waits to be asked for (RFC 3986's) is equal
    /// to, hashes like and prints as the same error with the hint worked
    /// out when it was made, and becomes the same `AnyError`; a different
    /// hint makes a different error.
    #[test]
    fn a_hint_worked_out_later_is_the_same_hint() {
        use crate::rfc3986::UriReference;
        let cases = [
            ("http://h/a b", Some("space")),
            ("a:b#c#d", Some("second-hash")),
            ("#c#d", Some("second-hash")),
            ("http://[fe80::1%eth0]/", Some("ipv6-zone-id")),
            ("http://[fe80::1%25eth0]/", Some("ipv6-zone-id")),
            ("http://[::1]x", None),
            (":a", Some("colon-in-first-segment")),
            ("//h:80:", Some("port-not-digits")),
            ("ab%zz", Some("malformed-escape")),
            ("http://h:8o/", Some("port-not-digits")),
            ("http://h/\u{e9}", Some("not-ascii")),
            ("http://h/a^b", Some("unwise-character")),
            ("http://h/a\u{fffe}", None),
        ];
        for (input, id) in cases {
            let later = UriReference::parse(input).unwrap_err();
            assert!(later.later().is_some(), "{input:?}");
            assert_eq!(later.hint_id(), id, "{input:?}");
            let mut now = later.clone();
            now.hint = later.hint();
            assert_eq!(now, later, "{input:?}");
            let (h_now, h_later) = (
                BuildHasherDefault::<DefaultHasher>::default().hash_one(&now),
                BuildHasherDefault::<DefaultHasher>::default().hash_one(&later),
            );
            assert_eq!(h_now, h_later, "{input:?}");
            assert_eq!(format!("{now:?}"), format!("{later:?}"));
            assert_eq!(
                crate::AnyError::from(now.clone()),
                crate::AnyError::from(later.clone())
            );
            assert_eq!(crate::AnyError::from(later.clone()).hint_id(), id);
            now.hint = match id {
                Some(_) => None,
                None => Some(crate::rfc3986::HINTS[0]),
            };
            assert_ne!(now, later, "{input:?}");
        }
    }

    /// An error made on a stack of productions and one on a path written
    /// down once (a fast path's) are the same error when they name the
    /// same productions, and hash alike; errors that differ only in the
    /// productions around them differ and hash apart.
    #[test]
    fn within_is_equal_and_hashed_by_its_productions() {
        static PATH: [P; 2] = [P::Hsegment, P::Hpath];
        let input = "http://h/a b";
        let stack = ParseError::new(input, 10, P::Hsegment, &[P::Hsegment, P::Hpath]);
        let path = ParseError::on_path(input, 10, P::Hsegment, &PATH);
        let other = ParseError::new(input, 10, P::Hsegment, &[P::Hpath]);
        assert_eq!(stack, path);
        assert_eq!(hash(&stack), hash(&path));
        assert_ne!(stack, other);
        assert_ne!(hash(&stack), hash(&other));
    }
}
