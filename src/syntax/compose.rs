//! The productions in a nom parser of your own: over `&str`
//! ([`adapt_str`]), over `nom_locate::LocatedSpan<&str>` and over the
//! crate's [`Input`] ([`adapt`]).
//!
//! Every production is a nom 8 parser over [`Input`], the text still to
//! parse with its byte offset in the whole input. Called directly on an
//! `Input`, it works with nom's own parsers (`tag`, `take_until`,
//! `digit1`, `map_res`, `context`), its error type being its grammar's
//! [`Error`]. The adapters here call a production
//! from a parser over another input type or with another error type:
//!
//! - the nodes come back with spans that are byte offsets into your whole
//!   input (the `&str` you passed to [`adapt_str`], or the `LocatedSpan`'s
//!   `location_offset()`), not into the slice the production saw;
//! - a mismatch is `nom::Err::Error`: a production never takes the
//!   decision away from its caller, so `alt`, `opt` and `many0` go on with
//!   their other choices (inside the grammar the productions still commit
//!   where the grammar says, which is what makes their errors precise);
//! - the failure reaches your error type through nom's traits: the
//!   position (`ParseError::from_error_kind`'s input starts at the byte
//!   where matching stopped), the name of the production expected there
//!   (`ContextError::add_context`), and the whole error as an
//!   [`AnyError`] (`FromExternalError<I, AnyError>`, which nom's own
//!   error types accept and drop). With `AnyError` as your error type,
//!   productions of several grammars mix in one parser.
//!
//! ```
//! use nom::branch::alt;
//! use nom::bytes::complete::{tag, take_till1};
//! use nom::combinator::{eof, map, recognize};
//! use nom::sequence::{preceded, terminated};
//! use nom::Parser;
//! use rfc1738::{compose::adapt_str, ip};
//!
//! let text = "proxy=cache.example:3128\nname=example.com:http\n";
//! let line = text.lines().nth(1).unwrap();
//! let value = &line[5..];
//!
//! // A value is a whole `hostport`, or else a plain word.
//! let mut value_parser = alt((
//!     map(terminated(adapt_str(text, ip::hostport), eof), |h| ("hostport", h.span().range())),
//!     map(recognize(take_till1(|c| c == '\n')), |w: &str| ("word", 0..w.len())),
//! ));
//! let (_, (kind, _)) = value_parser
//!     .parse(value)
//!     .map_err(|e: nom::Err<nom::error::Error<&str>>| e.to_string())
//!     .unwrap();
//! assert_eq!(kind, "word"); // `:http` is no port: the caller's choice goes on
//!
//! let first = text.lines().next().unwrap();
//! let (_, hostport) = preceded(tag("proxy="), adapt_str(text, ip::hostport))
//!     .parse(first)
//!     .map_err(|e: nom::Err<nom::error::Error<&str>>| e.to_string())
//!     .unwrap();
//! assert_eq!(hostport.span().range(), 6..24); // offsets into `text`
//! ```

use core::marker::PhantomData;

use nom::error::{ContextError, ErrorKind as NomErrorKind, FromExternalError, ParseError};
use nom::{Mode, OutputMode, PResult, Parser};

use super::any::AnyError;
use super::error::{Error, Follow};
use super::input::Input;

/// An input type that knows where it is in the whole input: the crate's
/// [`Input`] and, with the feature `nom_locate`,
/// `nom_locate::LocatedSpan<&str, X>`. [`adapt`] runs a production on any
/// of them.
pub trait Located<'a>: Clone {
    /// The text still to parse.
    fn text(&self) -> &'a str;
    /// Its byte offset in the whole input.
    fn location(&self) -> usize;
    /// The input after its first `n` bytes (a character boundary).
    fn advance(&self, n: usize) -> Self;
}

impl<'a> Located<'a> for Input<'a> {
    fn text(&self) -> &'a str {
        self.as_str()
    }

    fn location(&self) -> usize {
        self.location_offset()
    }

    fn advance(&self, n: usize) -> Self {
        self.split(n).0
    }
}

#[cfg(feature = "nom_locate")]
impl<'a, X: Clone> Located<'a> for nom_locate::LocatedSpan<&'a str, X> {
    fn text(&self) -> &'a str {
        self.fragment()
    }

    fn location(&self) -> usize {
        self.location_offset()
    }

    fn advance(&self, n: usize) -> Self {
        nom::Input::take_from(self, n.min(self.fragment().len()))
    }
}

/// A production as a parser over a [`Located`] input (the crate's
/// [`Input`], or `nom_locate::LocatedSpan<&str>` with the feature
/// `nom_locate`) with the caller's error type `E`: made by [`adapt`].
pub struct Adapt<'a, F, E> {
    production: F,
    error: PhantomData<fn(&'a str) -> E>,
}

/// A production (any of the crate's grammars) as a parser over a
/// [`Located`] input with your error type `E`.
///
/// The nodes' spans agree with the input's location (with
/// `LocatedSpan`, its `location_offset()`, so that line and column come
/// from your own spans); a mismatch is `nom::Err::Error`, never
/// `Failure`; the failure reaches `E` as described in the
/// [module](self). With [`AnyError`] as `E`, one parser mixes the
/// productions of several grammars:
///
/// ```
/// use nom::bytes::complete::tag;
/// use nom::Parser;
/// use rfc1738::{compose::adapt, ip, rfc2396, AnyError, Input};
///
/// let text = "cache.example:3128 http://[::1]:8080/a;p?q";
/// let mut both = (
///     adapt::<_, AnyError>(ip::hostport),
///     tag(" "),
///     adapt(rfc2396::uri_reference),
/// );
/// let (_, (proxy, _, base)) = both.parse(Input::new(text))?;
/// assert_eq!(proxy.span().range(), 0..18);
/// assert_eq!(base.span().range(), 19..42);
///
/// // `:` commits to a port inside `hostport`; from outside, it is an
/// // error of the caller's parser, which says where and why.
/// let Err(nom::Err::Error(e)) = both.parse(Input::new("cache.example:http http://h/")) else {
///     panic!("a port is digits");
/// };
/// assert_eq!((e.grammar(), e.expected(), e.offset()), (Some("rfc1738"), "digits", 14));
/// assert_eq!(e.to_string(), "expected digits at byte 14, found 'h' (within port, hostport)");
/// # Ok::<(), nom::Err<AnyError>>(())
/// ```
pub fn adapt<'a, F, E>(production: F) -> Adapt<'a, F, E> {
    Adapt {
        production,
        error: PhantomData,
    }
}

/// A production as a parser over `&str` with the caller's error type
/// `E`: made by [`adapt_str`].
pub struct AdaptStr<'w, F, E> {
    whole: &'w str,
    production: F,
    error: PhantomData<fn() -> E>,
}

/// A production (any of the crate's grammars) as a parser over `&str`,
/// for a nom parser of your own over slices of `whole`, your whole input:
/// the nodes' spans are byte offsets into `whole`.
///
/// The `&str` the parser is called on must be a slice of `whole` (nom's
/// parsers over `&str` only ever pass such slices on); any other is
/// refused with a `nom::Err::Failure` of kind `Verify`, rather than given
/// wrong offsets. See the [module](self) for how failures reach `E`.
pub fn adapt_str<'w, F, E>(whole: &'w str, production: F) -> AdaptStr<'w, F, E> {
    AdaptStr {
        whole,
        production,
        error: PhantomData,
    }
}

/// Runs `production` on `input` (a production's whole error, as an
/// [`AnyError`], when it fails).
fn run<'a, F, O, P>(production: &mut F, input: Input<'a>) -> Result<(usize, O), AnyError>
where
    F: Parser<Input<'a>, Output = O, Error = Error<P>>,
    P: Follow,
{
    let start = input.location_offset();
    match production.parse(input) {
        Ok((rest, o)) => Ok((rest.location_offset().saturating_sub(start), o)),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => match e.productions().last() {
            Some(&outermost) => {
                let context = e.context();
                let any = AnyError::from(e.into_parse_error_from(input, outermost));
                Err(any.with_context(context))
            }
            // Only a production's error is expected here: each names itself.
            None => Err(AnyError::caller(e.offset(), input, NomErrorKind::Verify)),
        },
        // The productions parse complete input: they never ask for more.
        Err(nom::Err::Incomplete(_)) => Err(AnyError::caller(
            input.range().end,
            input.split(input.as_str().len()).0,
            NomErrorKind::Complete,
        )),
    }
}

/// The caller's error for `e`, at the byte where matching stopped.
fn caller_error<'a, I, E>(input: &I, e: AnyError) -> E
where
    I: Located<'a>,
    E: ParseError<I> + ContextError<I> + FromExternalError<I, AnyError>,
{
    let at = input.advance(e.offset().saturating_sub(input.location()));
    let name = e.production();
    let error = E::from_external_error(at.clone(), NomErrorKind::Verify, e);
    match name {
        Some(name) => E::add_context(at, name, error),
        None => error,
    }
}

impl<'a, I, F, O, P, E> Parser<I> for Adapt<'a, F, E>
where
    I: Located<'a>,
    F: Parser<Input<'a>, Output = O, Error = Error<P>>,
    P: Follow,
    E: ParseError<I> + ContextError<I> + FromExternalError<I, AnyError>,
{
    type Output = O;
    type Error = E;

    fn process<OM: OutputMode>(&mut self, input: I) -> PResult<OM, I, O, E> {
        let i = Input::new_at(input.text(), input.location());
        match run(&mut self.production, i) {
            Ok((n, o)) => Ok((input.advance(n), OM::Output::bind(|| o))),
            Err(e) => Err(nom::Err::Error(OM::Error::bind(|| caller_error(&input, e)))),
        }
    }
}

impl<'a, F, O, P, E> Parser<&'a str> for AdaptStr<'a, F, E>
where
    F: Parser<Input<'a>, Output = O, Error = Error<P>>,
    P: Follow,
    E: ParseError<&'a str> + ContextError<&'a str> + FromExternalError<&'a str, AnyError>,
{
    type Output = O;
    type Error = E;

    fn process<OM: OutputMode>(&mut self, input: &'a str) -> PResult<OM, &'a str, O, E> {
        // Where `input` starts in `whole`: pointer arithmetic on the two
        // addresses, checked to lie inside `whole`.
        let start = (input.as_ptr() as usize).wrapping_sub(self.whole.as_ptr() as usize);
        let inside = start
            .checked_add(input.len())
            .is_some_and(|end| end <= self.whole.len());
        if !inside {
            return Err(nom::Err::Failure(E::from_error_kind(
                input,
                NomErrorKind::Verify,
            )));
        }
        match run(&mut self.production, Input::new_at(input, start)) {
            Ok((n, o)) => Ok((input.get(n..).unwrap_or_default(), OM::Output::bind(|| o))),
            Err(e) => Err(nom::Err::Error(OM::Error::bind(|| {
                let at = input
                    .get(e.offset().saturating_sub(start)..)
                    .unwrap_or_default();
                let name = e.production();
                let error = E::from_external_error(at, NomErrorKind::Verify, e);
                match name {
                    Some(name) => E::add_context(at, name, error),
                    None => error,
                }
            }))),
        }
    }
}
