//! The productions of the crate in a nom parser of your own: a small
//! configuration file whose values are a host and port, a URL in the
//! `<URL:...>` wrapper of RFC 1738's Appendix, an RFC 2396 URI reference,
//! and a value that is a `hostport` or else a plain word.
//!
//! It parses the same text three times: over `&str` (with
//! `compose::adapt_str`), over `nom_locate::LocatedSpan<&str>` and over
//! the crate's `Input` (with `compose::adapt`, and the productions called
//! directly), and prints one line per value,
//! `KIND KEY PRODUCTION "TEXT" @ START..END`, the offsets into the whole
//! text. Then it prints three errors of three grammars through the one
//! error type of every grammar, `AnyError`.
//!
//! ```sh
//! cargo run --example compose --all-features
//! ```

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till1};
use nom::character::complete::{alpha1, line_ending};
use nom::combinator::{all_consuming, eof, map};
use nom::error::{ContextError, FromExternalError, ParseError, context};
use nom::multi::many0;
use nom::sequence::{delimited, terminated};
use nom::{Input as NomInput, Parser};
use nom_locate::LocatedSpan;
use rfc1738::compose::{adapt, adapt_str};
use rfc1738::{AnyError, Input, ip, rfc1630, rfc2396};

const TEXT: &str = "\
proxy = cache.example:3128
mirror = <URL:ftp://ftp.example.org/pub/;type=d>
base = http://[::1]:8080/a;p?q
name = example.com:http
";

/// One value: its key, the production that read it, and its byte range
/// in the whole text.
struct Value<'a> {
    key: &'a str,
    production: &'static str,
    range: core::ops::Range<usize>,
}

/// The end of a value: the end of its line.
fn eol<I, E>(i: I) -> nom::IResult<I, I, E>
where
    I: NomInput + nom::Compare<&'static str>,
    E: ParseError<I>,
{
    alt((line_ending, eof)).parse(i)
}

/// A plain word: the rest of the line.
fn word<I, E>(i: I) -> nom::IResult<I, I, E>
where
    I: NomInput<Item = char>,
    E: ParseError<I>,
{
    take_till1(|c| c == '\n' || c == '\r').parse(i)
}

// ---- over &str --------------------------------------------------------

/// The value of `key` in `whole`, over `&str`.
fn value_str<'a, E>(
    whole: &'a str,
    key: &'a str,
) -> impl Parser<&'a str, Output = (&'static str, core::ops::Range<usize>), Error = E>
where
    E: ParseError<&'a str> + ContextError<&'a str> + FromExternalError<&'a str, AnyError>,
{
    let offset = move |s: &str| s.as_ptr() as usize - whole.as_ptr() as usize;
    move |i: &'a str| match key {
        "mirror" => map(
            delimited(tag("<URL:"), adapt_str(whole, rfc1738::url), tag(">")),
            |u| (rfc1738::Production::Url.name(), u.span().range()),
        )
        .parse(i),
        "base" => map(adapt_str(whole, rfc2396::uri_reference), |u| {
            (rfc2396::Production::UriReference.name(), u.span().range())
        })
        .parse(i),
        // A whole `hostport`, or else a plain word: the production leaves
        // the choice to `alt` when it does not match.
        _ => alt((
            map(terminated(adapt_str(whole, ip::hostport), eol_peek), |h| {
                (rfc1738::Production::Hostport.name(), h.span().range())
            }),
            map(word, |w: &'a str| ("word", offset(w)..offset(w) + w.len())),
        ))
        .parse(i),
    }
}

/// The end of a line, not consumed.
fn eol_peek<I, E>(i: I) -> nom::IResult<I, I, E>
where
    I: NomInput + nom::Compare<&'static str>,
    E: ParseError<I>,
{
    nom::combinator::peek(eol).parse(i)
}

fn parse_str<'a>(whole: &'a str) -> Result<Vec<Value<'a>>, nom::Err<nom::error::Error<&'a str>>> {
    let line = |i: &'a str| {
        let (i, key) = alpha1(i)?;
        let (i, _) = tag(" = ")(i)?;
        let (i, (production, range)) = context("value", value_str(whole, key)).parse(i)?;
        let (i, _) = eol(i)?;
        Ok((
            i,
            Value {
                key,
                production,
                range,
            },
        ))
    };
    all_consuming(many0(line))
        .parse(whole)
        .map(|(_, values)| values)
}

// ---- over LocatedSpan<&str> -------------------------------------------

type Span<'a> = LocatedSpan<&'a str>;

fn value_located<'a, E>(
    key: &'a str,
) -> impl Parser<Span<'a>, Output = (&'static str, core::ops::Range<usize>), Error = E>
where
    E: ParseError<Span<'a>> + ContextError<Span<'a>> + FromExternalError<Span<'a>, AnyError>,
{
    move |i: Span<'a>| match key {
        "mirror" => map(
            delimited(tag("<URL:"), adapt(rfc1738::url), tag(">")),
            |u| (rfc1738::Production::Url.name(), u.span().range()),
        )
        .parse(i),
        "base" => map(adapt(rfc2396::uri_reference), |u| {
            (rfc2396::Production::UriReference.name(), u.span().range())
        })
        .parse(i),
        _ => alt((
            map(terminated(adapt(ip::hostport), eol_peek), |h| {
                (rfc1738::Production::Hostport.name(), h.span().range())
            }),
            map(word, |w: Span<'a>| {
                let start = w.location_offset();
                ("word", start..start + w.fragment().len())
            }),
        ))
        .parse(i),
    }
}

fn parse_located<'a>(
    whole: &'a str,
) -> Result<Vec<Value<'a>>, nom::Err<nom::error::Error<Span<'a>>>> {
    let line = |i: Span<'a>| {
        let (i, key) = alpha1(i)?;
        let (i, _) = tag(" = ")(i)?;
        let key = *key.fragment();
        let (i, (production, range)) = value_located(key).parse(i)?;
        let (i, _) = eol(i)?;
        Ok((
            i,
            Value {
                key,
                production,
                range,
            },
        ))
    };
    all_consuming(many0(line))
        .parse(Span::new(whole))
        .map(|(_, values)| values)
}

// ---- over the crate's Input ---------------------------------------------

/// The error type of RFC 1738's productions, used by nom's parsers too.
type Error = rfc1738::error::Error;

fn value_input<'a>(
    key: &'a str,
) -> impl Parser<Input<'a>, Output = (&'static str, core::ops::Range<usize>), Error = Error> {
    move |i: Input<'a>| match key {
        // RFC 1738's productions, called directly.
        "mirror" => map(delimited(tag("<URL:"), rfc1738::url, tag(">")), |u| {
            (rfc1738::Production::Url.name(), u.span().range())
        })
        .parse(i),
        // Another grammar's production, with RFC 1738's error type.
        "base" => map(adapt(rfc2396::uri_reference), |u| {
            (rfc2396::Production::UriReference.name(), u.span().range())
        })
        .parse(i),
        _ => alt((
            map(terminated(ip::hostport, eol_peek), |h| {
                (rfc1738::Production::Hostport.name(), h.span().range())
            }),
            map(word, |w: Input<'a>| ("word", w.range())),
        ))
        .parse(i),
    }
}

fn parse_input<'a>(whole: &'a str) -> Result<Vec<Value<'a>>, nom::Err<Error>> {
    let line = |i: Input<'a>| {
        let (i, key) = alpha1(i)?;
        let (i, _) = tag(" = ")(i)?;
        let key = key.as_str();
        let (i, (production, range)) = context("value", value_input(key)).parse(i)?;
        let (i, _) = eol(i)?;
        Ok((
            i,
            Value {
                key,
                production,
                range,
            },
        ))
    };
    all_consuming(many0(line))
        .parse(Input::new(whole))
        .map(|(_, values)| values)
}

fn print(kind: &str, values: &[Value<'_>]) {
    for v in values {
        let text = TEXT.get(v.range.clone()).unwrap_or_default();
        println!(
            "{kind} {} {} {text:?} @ {}..{}",
            v.key, v.production, v.range.start, v.range.end
        );
    }
}

/// The error of `parse` as the one error type of every grammar.
fn any<E: Into<AnyError>>(r: Result<impl Sized, E>) -> Option<AnyError> {
    r.err().map(Into::into)
}

fn main() -> Result<(), String> {
    print("str", &parse_str(TEXT).map_err(|e| e.to_string())?);
    print("located", &parse_located(TEXT).map_err(|e| e.to_string())?);
    print("input", &parse_input(TEXT).map_err(|e| format!("{e:?}"))?);

    let errors = [
        any(rfc2396::parse("http://h/a b")),
        any(rfc1738::parse("http://example.com/~joe")),
        any(rfc1630::parse("http://h/a?b=c")),
    ];
    for e in errors.into_iter().flatten() {
        println!(
            "error {} {} @ {}",
            e.grammar().unwrap_or("-"),
            e.expected(),
            e.offset()
        );
    }
    Ok(())
}
