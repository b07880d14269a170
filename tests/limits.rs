//! The input length limit (issue 6): `Options::max_len`, with a typed
//! error, checked before any parsing.

use rfc1738::{ErrorKind, Options, Production, Url, parse_production_with};

/// A valid http URL of exactly `len` bytes.
fn http_of_len(len: usize) -> String {
    let mut s = String::from("http://h.example/");
    let pad = len - s.len();
    s.extend(std::iter::repeat_n('a', pad));
    s
}

#[test]
fn default_limit_is_4_mib_inclusive() {
    let max = Options::DEFAULT_MAX_LEN;
    assert_eq!(max, 4 * 1024 * 1024);
    assert_eq!(Options::default().max_len, max);
    let at_limit = http_of_len(max);
    assert!(Url::parse(&at_limit).is_ok());
    let over = http_of_len(max + 1);
    let err = Url::parse(&over).unwrap_err();
    assert_eq!(
        err.kind(),
        ErrorKind::TooLong {
            len: max + 1,
            max_len: max
        }
    );
    assert_eq!(err.offset(), max);
    assert_eq!(err.expected(), Production::Url);
    assert!(err.within().is_empty());
}

#[test]
fn a_configured_limit_applies_to_urls_and_productions() {
    let opts = Options::new().max_len(10);
    assert!(Url::parse_with("http://h/x", opts).is_ok());
    let err = Url::parse_with("http://h/xy", opts).unwrap_err();
    assert_eq!(
        err.to_string(),
        "input of 11 bytes is over the limit of 10 bytes (max_len)"
    );
    let err = parse_production_with(Production::Hsegment, "abcdefghijk", opts).unwrap_err();
    assert_eq!(
        (err.kind(), err.expected(), err.offset()),
        (
            ErrorKind::TooLong {
                len: 11,
                max_len: 10
            },
            Production::Hsegment,
            10
        )
    );
    assert!(parse_production_with(Production::Hsegment, "abcdefghij", opts).is_ok());
}

#[test]
fn the_limit_comes_before_the_grammar() {
    // An invalid input over the limit is reported as too long, not as a
    // syntax error, and a limit of 0 still lets the empty input reach the
    // grammar.
    let opts = Options::new().max_len(3);
    let err = Url::parse_with("~~~~", opts).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::TooLong { .. }));
    let err = Url::parse_with("", Options::new().max_len(0)).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Syntax);
    // A limit that falls inside a multi-byte character: no panic.
    let err = Url::parse_with("http://h/é", Options::new().max_len(10)).unwrap_err();
    assert_eq!(err.offset(), 10);
    assert_eq!(err.found(), None);
}

/// RFC 3986's references record where their parts are as 32-bit
/// offsets, and RFC 3987's are read by RFC 3986's scanners into the same
/// shape: a text of `u32::MAX` bytes or more is refused, whatever
/// `max_len` allows, by the parse of either grammar (as too long, at the
/// last byte an offset reaches) and by the combinator (at the first byte
/// none reaches), rather than read with offsets that wrap. It takes 4 GiB
/// of memory for the text (one text for both grammars), and no time.
#[test]
fn rfc3986_and_rfc3987_refuse_a_text_their_offsets_cannot_reach() {
    use rfc1738::{rfc3986, rfc3987};
    let text = "a".repeat(u32::MAX as usize);
    let too_long = (
        ErrorKind::TooLong {
            len: text.len(),
            max_len: u32::MAX as usize - 1,
        },
        u32::MAX as usize - 1,
    );
    let options = rfc3986::Options::new().max_len(usize::MAX);
    let e = rfc3986::UriReference::parse_with(&text, options).unwrap_err();
    assert_eq!((e.kind(), e.offset()), too_long);
    match rfc3986::uri_reference(rfc1738::Input::new(&text)) {
        Err(nom::Err::Error(e)) => assert_eq!(e.offset(), u32::MAX as usize),
        other => panic!(
            "{:?}",
            other.map(|(rest, r)| (rest.as_str().len(), r.as_str().len()))
        ),
    }
    let options = rfc3987::Options::new().max_len(usize::MAX);
    let e = rfc3987::IriReference::parse_with(&text, options).unwrap_err();
    assert_eq!((e.kind(), e.offset()), too_long);
    assert_eq!(e.expected(), rfc3987::Production::IriReference);
    match rfc3987::iri_reference(rfc1738::Input::new(&text)) {
        Err(nom::Err::Error(e)) => assert_eq!(e.offset(), u32::MAX as usize),
        other => panic!(
            "{:?}",
            other.map(|(rest, r)| (rest.as_str().len(), r.as_str().len()))
        ),
    }
}

/// RFC 3986's and RFC 3987's default limits are 4 MiB too, inclusive,
/// with the same typed error naming the grammar's reference rule.
#[test]
fn rfc3986_and_rfc3987_default_limits_are_4_mib_inclusive() {
    use rfc1738::{rfc3986, rfc3987};
    let max = 4 * 1024 * 1024;
    assert_eq!(rfc3986::Options::DEFAULT_MAX_LEN, max);
    assert_eq!(rfc3986::Options::default().max_len, max);
    assert_eq!(rfc3987::Options::DEFAULT_MAX_LEN, max);
    assert_eq!(rfc3987::Options::default().max_len, max);
    let at_limit = http_of_len(max);
    let over = http_of_len(max + 1);
    let too_long = ErrorKind::TooLong {
        len: max + 1,
        max_len: max,
    };
    assert!(rfc3986::UriReference::parse(&at_limit).is_ok());
    let err = rfc3986::UriReference::parse(&over).unwrap_err();
    assert_eq!((err.kind(), err.offset()), (too_long, max));
    assert_eq!(err.expected(), rfc3986::Production::UriReference);
    assert!(rfc3987::IriReference::parse(&at_limit).is_ok());
    let err = rfc3987::IriReference::parse(&over).unwrap_err();
    assert_eq!((err.kind(), err.offset()), (too_long, max));
    assert_eq!(err.expected(), rfc3987::Production::IriReference);
}

/// A configured limit holds RFC 3986's and RFC 3987's rules as their
/// references: a text of `max_len` bytes is read, one byte more is not.
#[test]
fn rfc3986_and_rfc3987_limits_apply_to_productions() {
    use rfc1738::{rfc3986, rfc3987};
    let too_long = ErrorKind::TooLong {
        len: 11,
        max_len: 10,
    };
    let opts = rfc3986::Options::new().max_len(10);
    let p = rfc3986::Production::Segment;
    assert!(rfc3986::parse_production_with(p, "abcdefghij", opts).is_ok());
    let err = rfc3986::parse_production_with(p, "abcdefghijk", opts).unwrap_err();
    assert_eq!(
        (err.kind(), err.expected(), err.offset()),
        (too_long, p, 10)
    );
    let opts = rfc3987::Options::new().max_len(10);
    let p = rfc3987::Production::Isegment;
    assert!(rfc3987::parse_production_with(p, "abcdefghij", opts).is_ok());
    let err = rfc3987::parse_production_with(p, "abcdefghijk", opts).unwrap_err();
    assert_eq!(
        (err.kind(), err.expected(), err.offset()),
        (too_long, p, 10)
    );
}
