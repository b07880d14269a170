//! The scanning under the combinators: byte offsets into one text, the
//! runs of a class with their `pct-encoded` triplets, and the errors at
//! the first byte that no valid reference can have there. Every rule's
//! combinator is a thin wrapper over these functions, so the rules and
//! [`UriReference::parse`](super::UriReference::parse) share one reading.

use crate::syntax::class::{self, Set};
use crate::syntax::{Error, Input, Span};

use super::production::Production;

/// The error of the scanners: nom's, committed (the reading of RFC 3986
/// here is deterministic, so a failure inside a rule is final; a caller
/// outside the grammar sees `nom::Err::Error`, see `syntax::enter`).
pub(crate) type Fail = nom::Err<Error<Production>>;

/// One text being read, and the offset of its first byte in the whole
/// input: positions are offsets into `text`, spans and errors count from
/// the whole input.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Text<'a> {
    pub(crate) text: &'a str,
    pub(crate) base: usize,
}

impl<'a> Text<'a> {
    pub(crate) fn of(i: &Input<'a>) -> Self {
        Text {
            text: i.as_str(),
            base: i.location_offset(),
        }
    }

    #[inline(always)]
    pub(crate) fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    #[inline(always)]
    pub(crate) fn at(&self, k: usize) -> Option<u8> {
        self.bytes().get(k).copied()
    }

    /// The span of `from..to` (ASCII boundaries found by scanning).
    #[inline(always)]
    pub(crate) fn span(&self, from: usize, to: usize) -> Span<'a> {
        Span::new(
            self.text.get(from..to).unwrap_or_default(),
            self.base + from,
        )
    }

    /// A committed error at position `k`, in production `p`.
    #[cold]
    pub(crate) fn fail(&self, k: usize, p: Production) -> Fail {
        nom::Err::Failure(Error::expected(self.base + k, p))
    }

    /// A committed error at position `k` where the literal `rest` was
    /// needed, within `p`.
    #[cold]
    pub(crate) fn fail_literal(&self, k: usize, rest: &'static str, p: Production) -> Fail {
        nom::Err::Failure(Error::literal(self.base + k, rest).within(p))
    }

    /// An error at position `k` that a caller's `alt` may pass over (the
    /// rule does not start there), in production `p`.
    #[cold]
    pub(crate) fn miss(&self, k: usize, p: Production) -> Fail {
        nom::Err::Error(Error::expected(self.base + k, p))
    }

    /// The end of the run of `set` from position `k`, its `pct-encoded`
    /// triplets included; a `%` that starts none is an error at the first
    /// byte after it that is not a hex digit, within `pct-encoded` and
    /// the run's production.
    #[inline(always)]
    pub(crate) fn run(
        &self,
        k: usize,
        set: &Set<Production>,
        p: Production,
    ) -> Result<usize, Fail> {
        class::run_end_word(self.bytes(), k, set.classes, set.mask, true).map_err(|at| {
            nom::Err::Failure(Error::expected(self.base + at, Production::PctEncoded).within(p))
        })
    }

    /// The input from position `k` on (its nesting as `i`'s).
    /// [`Text::run`] in a URI (`IRI` false); in an IRI (RFC 3987 §2.2)
    /// the run goes on over the characters beyond ASCII that `wide`
    /// admits: `ucschar` in every run that holds `unreserved`, and
    /// `iprivate` too in a query.
    #[inline(always)]
    pub(crate) fn run_in<const IRI: bool>(
        &self,
        k: usize,
        set: &Set<Production>,
        p: Production,
        wide: Wide,
    ) -> Result<usize, Fail> {
        if !IRI {
            return self.run(k, set, p);
        }
        let mut at = self.run(k, set, p)?;
        while let Some(n) = wide_len(self.text, at, wide) {
            at = self.run(at + n, set, p)?;
        }
        Ok(at)
    }

    pub(crate) fn rest(&self, i: Input<'a>, k: usize) -> Input<'a> {
        i.split(k).0
    }
}

/// Refuses a text too long for the offsets of a
/// [`Shape`](super::shape::Shape) (`u32::MAX` bytes or more): an error
/// at the first byte that no offset reaches.
#[inline(always)]
pub(crate) fn fits(t: Text<'_>) -> Result<(), Fail> {
    if super::shape::fits(t.text) {
        Ok(())
    } else {
        Err(t.fail(super::shape::NONE as usize, Production::UriReference))
    }
}

/// Adds the enclosing production `p` to an error
/// ([`map_fail`](crate::syntax::error::map_fail), inlined).
#[inline(always)]
pub(crate) fn within(e: Fail, p: Production) -> Fail {
    crate::syntax::error::map_fail(e, |e| e.within(p))
}

/// Which characters beyond ASCII an IRI's run admits (RFC 3987 §2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Wide {
    /// `ucschar` (through `iunreserved`).
    Ucschar,
    /// `ucschar` and `iprivate` (`iquery`).
    Private,
}

/// The length in bytes of the character at `at` of `text` when it is
/// beyond ASCII and `wide` admits it.
#[inline(always)]
pub(crate) fn wide_len(text: &str, at: usize, wide: Wide) -> Option<usize> {
    use crate::rfc3987::classes::{is_iprivate, is_ucschar};
    if text.as_bytes().get(at).is_none_or(|&c| c < 0x80) {
        return None;
    }
    let c = text.get(at..)?.chars().next()?;
    (is_ucschar(c) || (wide == Wide::Private && is_iprivate(c))).then(|| c.len_utf8())
}
