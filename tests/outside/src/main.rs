//! A parser of the caller's over `rfc1738::Input`, as a user's crate
//! writes it: nom's `tag`, `take_until`, `digit1`, `map_res` and
//! `context` beside RFC 1738's `hostport`, with the crate's error type; a
//! value that is no whole `hostport` falls back to a word; and RFC 2396's
//! `UriReference` and `Components` through `serde_json`. It exits with
//! an error message when any of it does not hold.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_until};
use nom::character::complete::digit1;
use nom::combinator::{eof, map, map_res, rest};
use nom::error::context;
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};
use rfc1738::{Input, Production, ip, rfc2396};

type Error = rfc1738::error::Error;

/// `timeout=SECONDS`.
fn timeout(i: Input<'_>) -> IResult<Input<'_>, u32, Error> {
    preceded(
        tag("timeout="),
        context(
            "seconds",
            map_res(digit1, |d: Input<'_>| d.as_str().parse::<u32>()),
        ),
    )
    .parse(i)
}

/// `KEY=VALUE` where the value is a whole `hostport` or else a word.
fn entry(i: Input<'_>) -> IResult<Input<'_>, (&str, &'static str, std::ops::Range<usize>), Error> {
    let (i, key) = terminated(take_until("="), tag("=")).parse(i)?;
    let (i, (kind, range)) = context(
        "value",
        alt((
            map(terminated(ip::hostport, eof), |h| {
                ("hostport", h.span().range())
            }),
            map(rest, |w: Input<'_>| ("word", w.range())),
        )),
    )
    .parse(i)?;
    Ok((i, (key.as_str(), kind, range)))
}

fn check(what: &str, ok: bool) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(format!("does not hold: {what}"))
    }
}

fn main() -> Result<(), String> {
    let (_, t) = timeout(Input::new("timeout=30")).map_err(|e| e.to_string())?;
    check("timeout=30 reads 30", t == 30)?;

    let Err(nom::Err::Error(e)) = timeout(Input::new("timeout=99999999999")) else {
        return Err("an out-of-range number is an error".into());
    };
    let e = e.into_any_error("timeout=99999999999", Production::Digits);
    check(
        "the context names the value",
        e.to_string().starts_with("seconds: "),
    )?;

    let (_, a) = entry(Input::new("proxy=cache.example:3128")).map_err(|e| e.to_string())?;
    check("proxy is a hostport", a == ("proxy", "hostport", 6..24))?;
    let (_, b) = entry(Input::new_at("name=example.com:http", 100)).map_err(|e| e.to_string())?;
    check("name falls back to a word", b == ("name", "word", 105..121))?;

    let uri = rfc2396::parse("http://joe@[::1]:8080/a;p?q#f").map_err(|e| e.to_string())?;
    let json = serde_json::to_string(&uri).map_err(|e| e.to_string())?;
    check(
        "a UriReference serializes as its text",
        json == r#""http://joe@[::1]:8080/a;p?q#f""#,
    )?;
    let parts = serde_json::to_value(uri.components()).map_err(|e| e.to_string())?;
    check(
        "its components serialize",
        parts["host"] == "[::1]" && parts["port"] == "8080",
    )?;

    println!(
        "outside: a parser over rfc1738::Input with nom's parsers, a fallback past hostport, and serde: ok"
    );
    Ok(())
}
