//! RFC 1630, "Mailto" (p. 17) and its BNF line:
//!
//! ```text
//! mailto:<xalphas>@<hostname>
//! ```
//!
//! Decisions (the address read as a run, then split at the rightmost `@`
//! before a letter): this module's grammar note.

use nom::Parser;

use super::chars::is_alpha;
use super::classes;
use super::ip::{Hostname, hostname};
use super::production::{IResult, Production};
use crate::syntax::class;
use crate::syntax::macros::named;
use crate::syntax::{Error, Input, Span};

/// The node of `mailtoaddress`.
///
/// ```bnf
/// mailtoaddress          m a i l t o : xalphas @ hostname
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mailtoaddress<'a> {
    // The offset of the `@` that splits the address.
    pub(crate) span: Span<'a>,
    pub(crate) at: usize,
}

impl<'a> Mailtoaddress<'a> {
    /// The `xalphas` before the `@`: the mailbox's local part, encoded.
    pub fn xalphas(&self) -> Span<'a> {
        self.span.slice("mailto:".len(), self.at)
    }
    /// The host name after the `@`.
    pub fn hostname(&self) -> Hostname<'a> {
        Hostname::new(self.span.slice(self.at + 1, self.span.len()))
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// mailtoaddress          m a i l t o : xalphas @ hostname
/// ```
///
/// Read, then split: `xalphas` holds `@` and every character of a
/// `hostname`, so a literal PEG's `xalphas` eats the address and every
/// mailto URL fails. Take the run of `xalpha` after `mailto:`; it is an
/// address iff an `@` at offset 1 or more is followed by a letter (the
/// `hostname` is then the rest of the run). Which `@` splits it is
/// ambiguous (`mailto:a@b@c`); the rightmost is reported.
pub fn mailtoaddress(i: Input) -> IResult<Mailtoaddress> {
    crate::syntax::enter(i, |i| mailtoaddress_with(i, false))
}

/// [`mailtoaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn mailtoaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Mailtoaddress<'a>> {
    named!(
        "mailtoaddress",
        move |i: Input<'a>| -> IResult<'a, Mailtoaddress<'a>> {
            let (addr, _) = class::literal(i, "mailto:", fold)?;
            let base = addr.location_offset();
            let b = addr.as_bytes();
            let run = class::run_len(&addr, &classes::XALPHA).map_err(nom::Err::Failure)?;
            let head = b.get(..run).unwrap_or_default();
            let at = head
                .iter()
                .enumerate()
                .skip(1)
                .rev()
                .find(|&(k, &c)| c == b'@' && head.get(k + 1).is_some_and(|&c| is_alpha(c)))
                .map(|(k, _)| k);
            let Some(at) = at else {
                let e = match head.iter().rposition(|&c| c == b'@') {
                    Some(k) if k > 0 => Error::expected(base + k + 1, Production::Hostname),
                    Some(_) => Error::expected(base, Production::Xalphas),
                    None if run == 0 => Error::expected(base, Production::Xalphas),
                    _ => Error::literal(base + run, "@"),
                };
                return Err(nom::Err::Error(e));
            };
            let (rest, _) = hostname(addr.split(at + 1).0)?;
            let span = Span::between(i, rest);
            let at = at + "mailto:".len();
            Ok((rest, Mailtoaddress { span, at }))
        }
    )
    .parse(i)
}
