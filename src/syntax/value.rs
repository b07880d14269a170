//! Values the meaning layers of every grammar share: where a value came
//! from ([`Effective`], [`Source`]) and a number too large for what it
//! denotes ([`OutOfRange`]).

use std::ops::Range;

use super::span::Span;

/// Where a value came from: written in the URL, or a default of the RFC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The URL says so.
    Written,
    /// The URL says nothing; the RFC gives this value.
    Default,
}

/// A value with its [`Source`]: the gopher type `1` of an empty gopher
/// path is `Effective { value: b'1', source: Source::Default }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Effective<T> {
    /// The value.
    pub value: T,
    /// Whether the URL wrote it or the RFC supplied it.
    pub source: Source,
}

impl<T> Effective<T> {
    /// A value written in the URL.
    pub const fn written(value: T) -> Self {
        Effective {
            value,
            source: Source::Written,
        }
    }

    /// A value the RFC supplies because the URL is silent.
    pub const fn default(value: T) -> Self {
        Effective {
            value,
            source: Source::Default,
        }
    }

    /// Whether the value is the RFC's default rather than written.
    pub fn is_default(&self) -> bool {
        self.source == Source::Default
    }
}

/// A number the BNF accepts (it has no upper bound) that is too large for
/// what it denotes: a port over 65535, a host number group over 255, an
/// nntp article number over `u64::MAX`.
///
/// ```
/// let url = rfc1738::Url::parse("http://example.com:70000/")?;
/// let err = url.port_value().unwrap().unwrap_err();
/// assert_eq!(err.to_string(), "port at bytes 19..24 is over 65535");
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{what} at bytes {}..{} is over {max}", range.start, range.end)]
pub struct OutOfRange {
    what: &'static str,
    range: Range<usize>,
    max: u64,
}

impl OutOfRange {
    /// What the number is: `"port"`, `"host number group"`,
    /// `"article number"`.
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// Where the digits are in the input.
    pub fn range(&self) -> Range<usize> {
        self.range.clone()
    }

    /// The largest value allowed.
    pub fn max(&self) -> u64 {
        self.max
    }
}

/// Reads the decimal digits of `span` (any number of them: leading zeros
/// do not count against the bound) as a number up to `max`.
pub(crate) fn decimal(span: Span<'_>, max: u64, what: &'static str) -> Result<u64, OutOfRange> {
    let too_big = || OutOfRange {
        what,
        range: span.range(),
        max,
    };
    let mut n: u64 = 0;
    for b in span.as_str().bytes() {
        let digit = u64::from(b.wrapping_sub(b'0'));
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(digit))
            .filter(|&n| n <= max)
            .ok_or_else(too_big)?;
    }
    Ok(n)
}
