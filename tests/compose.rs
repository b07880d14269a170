//! The productions in a nom parser of the caller's: nom's parsers over
//! `Input`, the crate's error type with `context` and `map_res`,
//! productions that leave the decision to their caller, the adapters over
//! `&str` and `LocatedSpan`, the one error type of every grammar, and the
//! names that are the same in every grammar.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_until, take_while1};
use nom::character::complete::{char, digit1};
use nom::combinator::{eof, map, map_res, opt, recognize};
use nom::error::context;
use nom::multi::many0;
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};
use rfc1738::compose::{adapt, adapt_str};
use rfc1738::syntax::Next;
use rfc1738::{AnyError, Input, ip, rfc1630, rfc2396, rfc3987};

type Error = rfc1738::error::Error;

/// nom's own parsers run on `Input`, with the grammar's error type.
#[test]
fn noms_parsers_run_on_input() {
    let text = "port 8080; rest # comment";
    let i = Input::new_at(text, 100);
    let (i, _) = tag::<_, _, Error>("port ").parse(i).unwrap();
    assert_eq!(i.location_offset(), 105);
    let (i, n) = map_res(digit1::<_, Error>, |d: Input<'_>| d.as_str().parse::<u16>())
        .parse(i)
        .unwrap();
    assert_eq!(n, 8080);
    let (i, _) = char::<_, Error>(';').parse(i).unwrap();
    let (i, before) = take_until::<_, _, Error>("#").parse(i).unwrap();
    assert_eq!(before.as_str(), " rest ");
    assert_eq!(before.range(), 110..116);
    assert_eq!(i.as_str(), "# comment");
    let mut spaced = take_while1::<_, _, Error>(|c: char| c == '#' || c == ' ');
    let (i, _) = spaced.parse(i).unwrap();
    assert_eq!(
        nom::ParseTo::<String>::parse_to(&i).as_deref(),
        Some("comment")
    );
    assert_eq!(i.to_string(), "comment");

    // `map_res` that fails: an error at the input's offset.
    let Err(nom::Err::Error(e)) =
        map_res(digit1::<_, Error>, |d: Input<'_>| d.as_str().parse::<u8>())
            .parse(Input::new_at("999", 7))
    else {
        panic!("999 is no u8");
    };
    assert_eq!(e.offset(), 7);
}

/// A `context` of the caller's around a production shows in the error it
/// becomes.
#[test]
fn a_context_of_the_callers_shows_in_the_error() {
    let text = "proxy=cache.example:http";
    let r = preceded(tag("proxy="), context("proxy", ip::hostport)).parse(Input::new(text));
    let Err(nom::Err::Error(e)) = r else {
        panic!("no port");
    };
    assert_eq!(e.context(), Some("proxy"));
    assert!(format!("{e:?}").contains("context: \"proxy\""));
    let parse_error = e.into_parse_error(text, rfc1738::Production::Hostport);
    assert_eq!(
        parse_error.to_string(),
        "expected digits at byte 20, found 'h' (within port, hostport)"
    );
    let e = e.into_any_error(text, rfc1738::Production::Hostport);
    assert_eq!(e.context(), Some("proxy"));
    assert_eq!(
        e.to_string(),
        "proxy: expected digits at byte 20, found 'h' (within port, hostport)"
    );
    // Without a context, the message is the grammar's as before.
    assert_eq!(
        rfc1738::parse("http://h:x/").unwrap_err().to_string(),
        "expected digits at byte 9, found 'x' (within port, hostport, httpurl, url)"
    );
}

/// An error of a production that started at byte 6 of a larger text:
/// `into_parse_error_from` gives the character found there and offsets in
/// the larger text; the combinators' own error says where and within what.
#[test]
fn an_error_inside_a_larger_text_keeps_its_offsets() {
    let text = "proxy=cache:http";
    let input = Input::new_at(&text[6..], 6);
    let Err(nom::Err::Error(e)) = ip::hostport(input) else {
        panic!("no port");
    };
    assert_eq!(e.offset(), 12);
    assert_eq!(
        e.productions(),
        [
            rfc1738::Production::Digits,
            rfc1738::Production::Port,
            rfc1738::Production::Hostport
        ]
    );
    assert_eq!(e.context(), None);
    assert_eq!(
        format!("{e:?}"),
        "Error { offset: 12, productions: [Digits, Port, Hostport] }"
    );
    let p = e.into_parse_error_from(input, rfc1738::Production::Hostport);
    assert_eq!((p.offset(), p.found()), (12, Some('h')));
    assert_eq!(
        p.to_string(),
        "expected digits at byte 12, found 'h' (within port, hostport)"
    );
}

/// A plain word, over any input of characters.
fn word<I: nom::Input<Item = char>, E: nom::error::ParseError<I>>(i: I) -> IResult<I, I, E> {
    take_while1(|c: char| !c.is_whitespace()).parse(i)
}

/// A production never takes the decision away from its caller: inside the
/// grammar a `":"` commits `hostport` to a port, but from outside its
/// mismatch is `nom::Err::Error`, and `alt` goes on to the word.
#[test]
fn a_production_leaves_the_choice_to_its_caller() {
    let value = |text| {
        alt((
            map(terminated(ip::hostport, eof), |h| {
                ("hostport", h.span().range())
            }),
            map(word::<_, Error>, |w: Input<'_>| ("word", w.range())),
        ))
        .parse(Input::new(text))
        .map(|(_, v)| v)
    };
    assert_eq!(value("example.com:80"), Ok(("hostport", 0..14)));
    assert_eq!(value("example.com:http"), Ok(("word", 0..16)));
    // Inside a URL the same `:` commits: the error is the port's.
    let e = rfc1738::parse("http://example.com:http/").unwrap_err();
    assert_eq!(e.expected(), rfc1738::Production::Digits);

    // Over many lines: `many0` is not stopped by a failed `hostport`.
    let (_, hosts) = many0(terminated(
        alt((
            map(terminated(ip::hostport, tag(";")), |h| h.span().range()),
            map(
                terminated(recognize(take_until(";")), tag(";")),
                |w: Input<'_>| w.range(),
            ),
        )),
        opt(char::<_, Error>(' ')),
    ))
    .parse(Input::new("a:1; b:x; c.d;"))
    .unwrap();
    assert_eq!(hosts, [0..3, 5..8, 10..13]);

    // The other grammars' productions likewise: RFC 2396's authority
    // commits to an IPv6 literal at `[`, RFC 1630's escape at `%`.
    let r = rfc2396::authority::authority(Input::new("[::1"));
    assert!(matches!(r, Err(nom::Err::Error(_))), "{r:?}");
    let r = rfc1630::chars::escape(Input::new("%4"));
    assert!(matches!(r, Err(nom::Err::Error(_))), "{r:?}");
}

/// Over `&str`, with nom's error type: spans are offsets into the whole
/// text, a mismatch falls back, and the failure's place and production
/// reach the caller's error.
#[test]
fn over_str_spans_count_from_the_whole_text() {
    let text = "a\nproxy=cache.example:3128\nname=example.com:http\n";
    let line = |i| {
        preceded(
            (take_until("="), tag("=")),
            alt((
                map(terminated(adapt_str(text, ip::hostport), tag("\n")), |h| {
                    h.span().range()
                }),
                map(terminated(take_until("\n"), tag("\n")), |w: &str| {
                    let start = w.as_ptr() as usize - text.as_ptr() as usize;
                    start..start + w.len()
                }),
            )),
        )
        .parse(i)
    };
    let (_, ranges) = preceded(tag::<_, _, nom::error::Error<&str>>("a\n"), many0(line))
        .parse(text)
        .unwrap();
    assert_eq!(ranges, [8..26, 32..48]);
    assert_eq!(&text[8..26], "cache.example:3128");

    // The error: at the byte where matching stopped, the production named
    // through `ContextError` (kept by nom's `VerboseError`).
    let r: IResult<&str, _, nom_language::error::VerboseError<&str>> =
        adapt_str(text, ip::hostport).parse(&text[32..]);
    let Err(nom::Err::Error(e)) = r else {
        panic!("no port")
    };
    let (at, kind) = e.errors.last().unwrap();
    assert_eq!(
        text.len() - at.len(),
        44,
        "the error's input starts at the fault"
    );
    assert_eq!(
        format!("{kind:?}"),
        format!(
            "{:?}",
            nom_language::error::VerboseErrorKind::Context("digits")
        )
    );

    // A `&str` that is no part of the whole text is refused, not given
    // wrong offsets.
    let other = String::from("cache.example:3128");
    let r: IResult<&str, _, nom::error::Error<&str>> = adapt_str(text, ip::hostport).parse(&other);
    assert!(matches!(r, Err(nom::Err::Failure(_))));
}

/// A parser of the caller's over `Input` with the grammar's error type
/// (no production of its own to name) adapts too: its mismatch is nom's
/// `Verify` at the byte where it stopped, and a parser that asks for more
/// input (nom's streaming parsers) fails with `Complete` at the end.
#[test]
fn an_adapted_parser_of_the_callers_own() {
    use nom::bytes::{complete, streaming};
    let text = "key=value";
    let value = &text[4..];

    type StrError<'a> = nom::error::Error<&'a str>;
    let r = adapt_str::<_, StrError>(text, complete::tag::<_, Input, Error>("val")).parse(value);
    assert_eq!(r.map(|(rest, v)| (rest, v.range())), Ok(("ue", 4..7)));
    let r = adapt_str::<_, StrError>(text, complete::tag::<_, Input, Error>("x")).parse(value);
    assert_eq!(
        r.map(|(rest, v)| (rest, v.range())),
        Err(nom::Err::Error(StrError::new(
            "value",
            nom::error::ErrorKind::Verify
        )))
    );
    let r =
        adapt_str::<_, StrError>(text, streaming::tag::<_, Input, Error>("values")).parse(value);
    assert_eq!(
        r.map(|(rest, v)| (rest, v.range())),
        Err(nom::Err::Error(StrError::new(
            "",
            nom::error::ErrorKind::Verify
        )))
    );

    let input = Input::new_at(value, 4);
    let r = adapt::<_, AnyError>(complete::tag::<_, Input, Error>("x")).parse(input);
    let Err(nom::Err::Error(e)) = r else {
        panic!("{r:?}")
    };
    assert_eq!(
        e.to_string(),
        "expected predicate verification at byte 4, found 'v'"
    );
    let r = adapt::<_, AnyError>(streaming::tag::<_, Input, Error>("values")).parse(input);
    let Err(nom::Err::Error(e)) = r else {
        panic!("{r:?}")
    };
    assert_eq!(
        e.to_string(),
        "expected Complete at byte 9, found end of input"
    );
}

/// With `AnyError`, productions of two grammars mix in one parser over
/// `Input`, beside nom's parsers and the caller's contexts.
#[test]
fn any_error_mixes_the_grammars() {
    let mut both = (
        adapt::<_, AnyError>(ip::hostport),
        tag(" "),
        context("base", adapt(rfc2396::uri_reference)),
        eof,
    );
    let (_, (proxy, _, base, _)) = both
        .parse(Input::new("cache.example:3128 http://[::1]:8080/a;p?q"))
        .unwrap();
    assert_eq!(proxy.span().range(), 0..18);
    assert_eq!(base.host().unwrap().as_str(), "[::1]");
    assert_eq!(base.span().range(), 19..42);

    // A production's error: its grammar, production, offset, found.
    let Err(nom::Err::Error(e)) = both.parse(Input::new("cache.example:3128 http://[::1/")) else {
        panic!("an unclosed IPv6 literal");
    };
    assert_eq!(e.grammar(), Some("rfc2396"));
    assert_eq!(e.offset(), 30);
    assert_eq!(e.context(), Some("base"));
    assert!(e.to_string().starts_with("base: expected "), "{e}");

    // An error of nom's parsers of the caller's: no grammar.
    let Err(nom::Err::Error(e)) = both.parse(Input::new("cache.example:3128_x")) else {
        panic!("no space");
    };
    assert_eq!(e.grammar(), None);
    assert_eq!(e.offset(), 18);
    assert_eq!(e.nom_kind(), Some(nom::error::ErrorKind::Tag));
    assert_eq!(e.to_string(), "expected Tag at byte 18, found '_'");
}

/// Every grammar's `ParseError` converts into `AnyError` with `?`, which
/// keeps its message, production, offset, character, enclosing
/// productions and hint.
#[test]
fn every_grammars_error_converts_into_any_error() {
    fn all(a: &str, b: &str, c: &str) -> Result<(), AnyError> {
        rfc1738::parse(a)?;
        rfc1630::parse(b)?;
        rfc2396::parse(c)?;
        Ok(())
    }
    let e = all("http://example.com/~joe", "", "").unwrap_err();
    let original = rfc1738::parse("http://example.com/~joe").unwrap_err();
    assert_eq!(e.grammar(), Some("rfc1738"));
    assert_eq!(e.grammar_title(), Some("RFC 1738"));
    assert_eq!(e.expected(), "hsegment");
    assert_eq!(e.production(), Some("hsegment"));
    assert_eq!(e.offset(), 19);
    assert_eq!(e.found(), Some('~'));
    assert_eq!(e.within().collect::<Vec<_>>(), ["hpath", "httpurl", "url"]);
    assert_eq!(e.to_string(), original.to_string());
    assert_eq!(e.hint(), original.hint());
    assert!(e.hint().is_some());
    assert_eq!(e.hint_id(), original.hint_id());
    assert!(e.hint_id().is_some());
    assert_eq!(
        format!("{e:#}"),
        format!("{original}; hint: {}", original.hint().unwrap())
    );

    let e = all("http://h/", "http://h/a?b=c", "").unwrap_err();
    assert_eq!(
        (e.grammar(), e.expected(), e.offset()),
        (Some("rfc1630"), "search", 12)
    );
    let e = all("http://h/", "http://h/", "http://h/a b").unwrap_err();
    assert_eq!(
        (e.grammar(), e.expected(), e.offset()),
        (Some("rfc2396"), "segment", 10)
    );
    assert_eq!(
        e.to_string(),
        rfc2396::parse("http://h/a b").unwrap_err().to_string()
    );

    // An error that says what may follow keeps that list.
    let original = rfc1738::parse("http://h?x").unwrap_err();
    let e = AnyError::from(original.clone());
    assert_eq!(e.to_string(), original.to_string());
    assert_eq!(e.next().len(), original.next().count());

    // Equal errors are equal and hash alike; the type is what `?` and
    // threads need.
    use std::collections::HashSet;
    let a = AnyError::from(rfc2396::parse("a b").unwrap_err());
    let b = AnyError::from(rfc2396::parse("a b").unwrap_err());
    let c = AnyError::from(rfc1738::parse("a b").unwrap_err());
    assert_eq!(a, b);
    assert_ne!(a, c);
    // The hash follows the fields, so unequal errors spread over a set's
    // buckets rather than sharing one.
    let hash = |e: &AnyError| {
        use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
        BuildHasherDefault::<DefaultHasher>::default().hash_one(e)
    };
    assert_eq!(hash(&a), hash(&b));
    assert_ne!(hash(&a), hash(&c));
    assert_eq!(HashSet::from([a, b, c]).len(), 2);
    // Small enough to return by value (clippy's `result_large_err`
    // stops at 128 bytes), its productions kept as bytes.
    assert!(size_of::<AnyError>() <= 128, "{}", size_of::<AnyError>());
    assert!(rfc1738::Production::all().len() < 255);
    assert!(rfc1630::Production::all().len() < 255);
    assert!(rfc2396::Production::all().len() < 255);
    fn is_error<E: std::error::Error + Send + Sync + Clone + Eq + std::hash::Hash + 'static>() {}
    is_error::<AnyError>();
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(a);
    assert_eq!(boxed.to_string(), a.to_string());
}

/// The grammar-free `Production` trait answers as each grammar's own
/// production type, and an owned URL compares equal to its text.
#[test]
fn the_production_trait_is_each_grammars_own() {
    use rfc1738::syntax::Production as Any;
    fn check<P: Any + std::fmt::Debug>(
        own: impl Fn(P) -> [&'static str; 5],
        grammar: &str,
        title: &str,
    ) {
        assert_eq!((P::GRAMMAR, P::TITLE), (grammar, title));
        for (k, &p) in P::all().iter().enumerate() {
            assert_eq!(p.index(), k, "{p:?}");
            assert_eq!(
                [p.name(), p.bnf(), p.section(), p.note(), p.fn_name()],
                own(p),
                "{p:?}"
            );
        }
    }
    check::<rfc1738::Production>(
        |p| [p.name(), p.bnf(), p.section(), p.module(), p.fn_name()],
        "rfc1738",
        "RFC 1738",
    );
    check::<rfc1630::Production>(
        |p| [p.name(), p.bnf(), p.section(), p.module(), p.fn_name()],
        "rfc1630",
        "RFC 1630",
    );
    check::<rfc2396::Production>(
        |p| [p.name(), p.bnf(), p.section(), p.module(), p.fn_name()],
        "rfc2396",
        "RFC 2396",
    );
    // The trait's `note` is the module of the grammar note.
    assert_eq!(Any::note(rfc2396::Production::Segment), "path");
    assert_eq!(Any::section(rfc2396::Production::Segment), "3.3");

    let a: rfc1738::UrlBuf = "http://h/".parse().unwrap();
    let b: rfc1630::UrlBuf = "news:a".parse().unwrap();
    let c: rfc2396::UriReferenceBuf = "a/b".parse().unwrap();
    assert!(a == *"http://h/" && a != *"http://h");
    assert!(b == *"news:a" && b != *"news:b");
    assert!(c == *"a/b" && c != *"a/c");
}

/// The same names in every grammar: the start combinator at the module's
/// root, `parse` and `parse_with`, the owned type's `parsed`.
#[test]
fn every_grammar_has_the_same_names() {
    let (_, u) = rfc1738::url(Input::new("http://h/")).unwrap();
    assert_eq!(u.as_str(), "http://h/");
    let (_, u) = rfc1630::url(Input::new("http://h/")).unwrap();
    assert_eq!(u.as_str(), "http://h/");
    let (_, u) = rfc2396::uri_reference(Input::new("http://h/")).unwrap();
    assert_eq!(u.as_str(), "http://h/");

    assert!(rfc1738::parse("http://h/").is_ok());
    assert!(rfc1630::parse("http://h/").is_ok());
    assert!(rfc2396::parse("http://h/").is_ok());
    assert!(
        rfc1738::parse_with(
            "HTTP://h/",
            rfc1738::Options::new().strict_scheme_case(true)
        )
        .is_err()
    );
    assert!(rfc1630::parse_with("http://h/", rfc1630::Options::new()).is_ok());
    assert!(rfc2396::parse_with("http://h/", rfc2396::Options::new()).is_ok());

    let a: rfc1738::UrlBuf = "http://h/".parse().unwrap();
    let b: rfc1630::UrlBuf = "http://h/".parse().unwrap();
    let c: rfc2396::UriReferenceBuf = "http://h/".parse().unwrap();
    assert_eq!(
        [
            a.parsed().as_str(),
            b.parsed().as_str(),
            c.parsed().as_str()
        ],
        ["http://h/"; 3]
    );
}

/// A node's children are an iterator.
#[test]
fn children_are_an_iterator() {
    let url = rfc1738::parse("http://h:1/a").unwrap();
    let node = url.node();
    let names: Vec<String> = node
        .children()
        .flat_map(|c| c.children())
        .map(|c| c.production().to_string())
        .collect();
    assert_eq!(names, ["hostport", "hpath"]);
    assert_eq!(node.children().len(), 1);
    let u = rfc2396::parse("http://h/a").unwrap();
    assert_eq!(
        u.node().children().rev().count(),
        u.node().children().count()
    );
}

/// `compare::Report` writes `compat`'s table for the five grammars.
#[test]
fn a_report_writes_its_table() {
    let report = rfc1738::compare("http://h:1/a");
    let table = report.to_string();
    assert!(
        table.starts_with(
            "http://h:1/a\n             RFC 1738  RFC 1630     RFC 2396     RFC 3986  RFC 3987\n"
        ),
        "{table}"
    );
    assert!(
        table.contains(
            "\n  port       \"1\"       \"1\"          \"1\"          \"1\"       \"1\"\n"
        ),
        "{table}"
    );
    // A row for a part some grammars have: blank where the others have none.
    assert!(
        table
            .contains("\n  authority                         \"h:1\"        \"h:1\"     \"h:1\"\n"),
        "{table}"
    );
    assert!(table.contains("differences:\n  10..11 \"/\""), "{table}");
    let table = rfc1738::compare("http://h/a#f").to_string();
    assert!(table.contains("errors:\n  RFC 1738: expected"), "{table}");
}

/// Over `LocatedSpan`, the spans agree with the span's own offsets, and
/// line and column come from it.
#[cfg(feature = "nom_locate")]
#[test]
fn over_located_span_offsets_agree() {
    use nom_locate::LocatedSpan;
    type Span<'a> = LocatedSpan<&'a str>;
    let text = "# urls\nhttp://h/a\nftp://f/x;type=i\n";
    let mut line = terminated(
        alt((
            map(adapt::<_, nom::error::Error<Span<'_>>>(rfc1738::url), |u| {
                u.span().range()
            }),
            map(preceded(tag("#"), take_until("\n")), |s: Span<'_>| {
                s.location_offset()..s.location_offset() + s.fragment().len()
            }),
        )),
        tag("\n"),
    );
    let (rest, a) = line.parse(Span::new(text)).unwrap();
    let (rest, b) = line.parse(rest).unwrap();
    assert_eq!(rest.location_line(), 3);
    let (rest, c) = line.parse(rest).unwrap();
    assert_eq!((a, b.clone(), c.clone()), (1..6, 7..17, 18..34));
    assert_eq!(&text[c], "ftp://f/x;type=i");
    assert_eq!(rest.location_offset(), text.len());

    // The error's span is at the fault, with its line and column.
    let start = nom::Input::take_from(&Span::new("x\nhttp://h:x/\n"), 2);
    let r = adapt::<_, nom::error::Error<Span<'_>>>(rfc1738::url).parse(start);
    let Err(nom::Err::Error(e)) = r else {
        panic!("no port")
    };
    assert_eq!(e.input.location_offset(), 11);
    assert_eq!((e.input.location_line(), e.input.get_column()), (2, 10));
}

/// Each of nom's traits on `Input` answers as on the `&str` it holds,
/// with offsets counted from the start of the whole text.
#[test]
fn input_answers_noms_traits_as_its_text() {
    use nom::{
        AsBytes, Compare, CompareResult, ExtendInto, FindSubstring, FindToken, Input as _, Offset,
    };
    let i = Input::new_at("Http://h/a", 4);
    assert_eq!(i.input_len(), 10);
    let (rest, taken) = i.take_split(4);
    assert_eq!((taken.as_str(), taken.location_offset()), ("Http", 4));
    assert_eq!((rest.as_str(), rest.location_offset()), ("://h/a", 8));
    assert_eq!(i.take(2).as_str(), "Ht");
    let from = i.take_from(7);
    assert_eq!((from.as_str(), from.location_offset()), ("h/a", 11));
    // Past the end, or inside a character: nothing is taken.
    let (rest, taken) = i.take_split(11);
    assert_eq!(
        (rest.as_str(), taken.as_str(), taken.location_offset()),
        ("Http://h/a", "", 4)
    );
    assert_eq!(i.position(|c| c == ':'), Some(4));
    assert_eq!(
        i.iter_indices().take(3).collect::<Vec<_>>(),
        [(0, 'H'), (1, 't'), (2, 't')]
    );
    assert_eq!(i.iter_elements().nth(4), Some(':'));
    assert_eq!(i.slice_index(4), Ok(4));
    assert!(i.slice_index(11).is_err());
    assert_eq!(AsBytes::as_bytes(&i), b"Http://h/a");
    assert_eq!(i.compare("Http"), CompareResult::Ok);
    assert_eq!(i.compare("http"), CompareResult::Error);
    assert_eq!(i.compare_no_case("hTTP:"), CompareResult::Ok);
    assert_eq!(i.compare_no_case("ftp"), CompareResult::Error);
    assert_eq!(i.compare(&b"Http:"[..]), CompareResult::Ok);
    assert_eq!(i.compare(&b"http:"[..]), CompareResult::Error);
    assert_eq!(i.compare(&b"Http://h/a/b"[..]), CompareResult::Incomplete);
    assert_eq!(i.compare_no_case(&b"HTTP://"[..]), CompareResult::Ok);
    assert_eq!(i.compare_no_case(&b"HTTPS"[..]), CompareResult::Error);
    assert_eq!(i.find_substring("/"), Some(5));
    assert_eq!(i.find_substring("?"), None);
    assert!(i.find_token('h'));
    assert!(!i.find_token('?'));
    assert!(i.find_token(b'/'));
    assert!(!i.find_token(b'#'));
    let mut acc = i.new_builder();
    assert_eq!(acc, "");
    acc.push('<');
    i.take(4).extend_into(&mut acc);
    assert_eq!(acc, "<Http");
    assert_eq!(i.offset(&i.take_from(4)), 4);
    // Equal inputs are the same text at the same offset, and hash alike.
    use std::collections::HashSet;
    let set = HashSet::from([
        Input::new_at("ab", 1),
        Input::new_at("ab", 1),
        Input::new_at("ab", 2),
        Input::new_at("ac", 1),
    ]);
    assert_eq!(set.len(), 3);
    assert_eq!(
        format!("{:?}", Input::new_at("ab", 1)),
        "Input { text: \"ab\", offset: 1 }"
    );
    assert_eq!(Input::new_at("ab", 1).to_string(), "ab");
}

/// An error of a parser of the caller's, carried as `AnyError`: nom's
/// kind and name, the caller's context, the character found, and which
/// of two errors `or` keeps.
#[test]
fn any_error_of_a_callers_parser() {
    use nom::Input as _;
    use nom::error::{ContextError, ErrorKind, FromExternalError, ParseError};
    let text = Input::new_at("key=value", 10);
    let e = <AnyError as ParseError<Input>>::from_error_kind(text.take_from(3), ErrorKind::Tag);
    assert_eq!(e.grammar(), None);
    assert_eq!(e.grammar_title(), None);
    assert_eq!(e.production(), None);
    assert_eq!(e.nom_kind(), Some(ErrorKind::Tag));
    assert_eq!(e.kind(), rfc1738::syntax::ErrorKind::Syntax);
    assert_eq!(e.expected(), "Tag");
    assert_eq!((e.offset(), e.found()), (13, Some('=')));
    assert_eq!(e.within().len(), 0);
    assert!(e.next().is_empty());
    assert_eq!((e.hint(), e.hint_id(), e.context()), (None, None, None));
    assert_eq!(e.to_string(), "expected Tag at byte 13, found '='");
    assert_eq!(
        format!("{e:?}"),
        "AnyError { grammar: None, offset: 13, expected: \"Tag\", within: [], found: Some('='), hint: None, context: None }"
    );
    // `append` keeps the inner error; a context names what was expected.
    let e = <AnyError as ParseError<Input>>::append(text, ErrorKind::Many0, e);
    assert_eq!(e.offset(), 13);
    let e = AnyError::add_context(text, "pair", e);
    assert_eq!(e.context(), Some("pair"));
    assert_eq!(e.expected(), "pair");
    assert_eq!(e.to_string(), "pair: expected Tag at byte 13, found '='");
    // The innermost context is kept.
    assert_eq!(
        AnyError::add_context(text, "line", e).context(),
        Some("pair")
    );
    // At the end of the input.
    let end = <AnyError as ParseError<Input>>::from_error_kind(text.take_from(9), ErrorKind::Eof);
    assert_eq!(end.found(), None);
    assert_eq!(
        end.to_string(),
        "expected End of file at byte 19, found end of input"
    );
    // `or` keeps the error that got further, and the later one on a tie.
    assert_eq!(ParseError::<Input>::or(e, end).offset(), 19);
    assert_eq!(ParseError::<Input>::or(end, e).offset(), 19);
    let other =
        <AnyError as ParseError<Input>>::from_error_kind(text.take_from(3), ErrorKind::Digit);
    assert_eq!(
        ParseError::<Input>::or(e, other).nom_kind(),
        Some(ErrorKind::Digit)
    );
    // An external error that is not an `AnyError` becomes one at the
    // input's offset; an `AnyError` passes as it is.
    let ext = AnyError::from_external_error(text.take_from(4), ErrorKind::MapRes, "bad number");
    assert_eq!(
        (ext.offset(), ext.found(), ext.nom_kind()),
        (14, Some('v'), Some(ErrorKind::MapRes))
    );
    let grammar = AnyError::from(rfc2396::parse("a b").unwrap_err());
    assert_eq!(
        AnyError::from_external_error(text, ErrorKind::MapRes, grammar),
        grammar
    );
    // A grammar's error names what may follow by production.
    let original = rfc1630::parse("http://h/a/ x").unwrap_err();
    let e = AnyError::from(original.clone());
    assert_eq!(
        e.to_string(),
        "expected segment, \"?\" or end of input at byte 11, found ' ' \
         (after void, within path, httpaddress, url)"
    );
    assert_eq!(
        e.next(),
        [Next::Production("segment"), Next::Literal("?"), Next::End]
    );
}

/// RFC 3987's productions in a parser of the caller's: an IRI after a
/// label, its offsets bytes of the whole UTF-8 text, and an error inside
/// a rule RFC 3987 shares with RFC 3986 in RFC 3987's terms.
#[test]
fn rfc3987_composes_with_byte_offsets() {
    let mut link = (
        tag("链接 "),
        adapt::<_, AnyError>(rfc3987::iri_reference),
        eof,
    );
    let (_, (_, iri, _)) = link.parse(Input::new("链接 http://例え.jp/パス")).unwrap();
    assert_eq!(iri.span().range(), 7..30);
    assert_eq!(iri.host().unwrap().span().range(), 14..23);
    let Err(nom::Err::Error(e)) = link.parse(Input::new("链接 http://[ä]/")) else {
        panic!("no IPv6 address");
    };
    assert_eq!(e.grammar(), Some("rfc3987"));
    assert_eq!(e.offset(), 15);
    assert!(
        e.to_string()
            .contains("expected IPv6address at byte 15, found 'ä' (within IP-literal, ihost"),
        "{e}"
    );
}
