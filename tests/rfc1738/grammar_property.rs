//! A second reading of the grammar: RFC 1738 §5 transcribed again, this
//! time as regular expressions (the URL grammar is regular), and checked
//! against [`Url::parse`] on generated, mutated and real-world inputs.
//!
//! The reference reading mirrors the crate's three decisions:
//!
//! 1. dispatch on the scheme name, compared case-insensitively: one of the
//!    ten predefined schemes must match its own production (the scheme
//!    literal's letters in any case), with no fallback to `otherurl`; any
//!    other scheme must match `genericurl` (`scheme` with `hialpha` too);
//! 2. `gopherurl` per erratum EID 5118 (the bare `/` is the literal `"/"`);
//! 3. everything else exactly as the BNF says.
//!
//! The regular expressions are built from named sub-patterns, one per
//! production, and only ever used anchored (`\A...\z`), so they decide
//! membership in the *language* of each production; they share no code
//! with the crate (which reads the ambiguous places of the grammar, such as
//! the gopher `selector` or `domainlabel`, deterministically).

use std::collections::BTreeMap;
use std::sync::LazyLock;
use std::time::Instant;

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::strategy::{Union, W};
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use regex::Regex;
use rfc1738::{Node, Url};

use crate::common::corpus::{Corpus, read_lossy};

// ---------------------------------------------------------------------
// 1. The reference recognizer: §5 as regular expressions.
// ---------------------------------------------------------------------

// The character lists of §5 "Miscellaneous definitions", verbatim.
const LOWALPHA: &str = "abcdefghijklmnopqrstuvwxyz";
const HIALPHA: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGIT: &str = "0123456789";
const SAFE: &str = "$-_.+";
const EXTRA: &str = "!*'(),";
const RESERVED: &str = ";/?:@&=";
const HEX: &str = "0123456789ABCDEFabcdef";

/// A character class of exactly the characters of `chars`, each escaped
/// (so `-`, `&`, `~`, `[` ... are literal, never class syntax).
fn class(chars: &str) -> String {
    let body: String = chars
        .chars()
        .map(|c| regex::escape(&c.to_string()))
        .collect();
    format!("[{body}]")
}

/// `a | b | ...`
fn alt(parts: &[&str]) -> String {
    format!("(?:{})", parts.join("|"))
}

/// `*x` (also `*[ x ]`: "[]" around a repeated element means the same).
fn star(p: &str) -> String {
    format!("(?:{p})*")
}

/// `1*x`
fn plus(p: &str) -> String {
    format!("(?:{p})+")
}

/// `[ x ]`
fn opt(p: &str) -> String {
    format!("(?:{p})?")
}

/// A quoted literal, byte for byte.
fn lit(s: &str) -> String {
    regex::escape(s)
}

/// A scheme literal (`"http://"`) with its letters compared
/// case-insensitively (decision 1). Spelled out as `[hH][tT]...` rather than
/// `(?i)`, whose Unicode case folding would also match `ſ` (U+017F) for `s`.
fn scheme_lit(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphabetic() {
                format!("[{}{}]", c.to_ascii_lowercase(), c.to_ascii_uppercase())
            } else {
                lit(&c.to_string())
            }
        })
        .collect()
}

fn anchored(p: &str) -> Regex {
    Regex::new(&format!(r"\A{p}\z")).expect("reference regex compiles")
}

/// The reference reading: one whole-input regex per URL production.
struct Reference {
    /// `(scheme name, production name, regex)` for the ten schemes of §3.
    predefined: Vec<(&'static str, &'static str, Regex)>,
    genericurl: Regex,
}

static REFERENCE: LazyLock<Reference> = LazyLock::new(build_reference);

fn build_reference() -> Reference {
    // Miscellaneous definitions.
    let lowalpha = class(LOWALPHA);
    let hialpha = class(HIALPHA);
    let alpha = alt(&[&lowalpha, &hialpha]);
    let digit = class(DIGIT);
    let safe = class(SAFE);
    let extra = class(EXTRA);
    let reserved = class(RESERVED);
    let hex = class(HEX);
    let escape = format!("{}{hex}{hex}", lit("%"));
    let unreserved = alt(&[&alpha, &digit, &safe, &extra]);
    let uchar = alt(&[&unreserved, &escape]);
    let xchar = alt(&[&unreserved, &reserved, &escape]);
    let digits = plus(&digit);

    // §5 generic part. Decision 1: `scheme` takes `hialpha` as well.
    let scheme = plus(&alt(&[
        &lowalpha,
        &hialpha,
        &digit,
        &lit("+"),
        &lit("-"),
        &lit("."),
    ]));

    // ip-schemepart and its pieces.
    let alphadigit = alt(&[&alpha, &digit]);
    let domainlabel = alt(&[
        &alphadigit,
        &format!(
            "{alphadigit}{}{alphadigit}",
            star(&alt(&[&alphadigit, &lit("-")]))
        ),
    ]);
    let toplabel = alt(&[
        &alpha,
        &format!(
            "{alpha}{}{alphadigit}",
            star(&alt(&[&alphadigit, &lit("-")]))
        ),
    ]);
    let hostname = format!("{}{toplabel}", star(&format!("{domainlabel}{}", lit("."))));
    let dot = lit(".");
    let hostnumber = format!("{digits}{dot}{digits}{dot}{digits}{dot}{digits}");
    let host = alt(&[&hostname, &hostnumber]);
    let port = digits.clone();
    let hostport = format!("{host}{}", opt(&format!(":{port}")));
    let user = star(&alt(&[&uchar, &lit(";"), &lit("?"), &lit("&"), &lit("=")]));
    let password = user.clone();
    let login = format!(
        "{}{hostport}",
        opt(&format!("{user}{}@", opt(&format!(":{password}"))))
    );
    let urlpath = star(&xchar);
    let ip_schemepart = format!("//{login}{}", opt(&format!("/{urlpath}")));
    let schemepart = alt(&[&star(&xchar), &ip_schemepart]);
    let genericurl = format!("{scheme}:{schemepart}");

    // FTP
    let fsegment = star(&alt(&[
        &uchar,
        &lit("?"),
        &lit(":"),
        &lit("@"),
        &lit("&"),
        &lit("="),
    ]));
    let fpath = format!("{fsegment}{}", star(&format!("/{fsegment}")));
    let ftptype = class("AIDaid");
    let ftpurl = format!(
        "{}{login}{}",
        scheme_lit("ftp://"),
        opt(&format!(
            "/{fpath}{}",
            opt(&format!("{}{ftptype}", lit(";type=")))
        ))
    );

    // FILE
    let fileurl = format!(
        "{}{}/{fpath}",
        scheme_lit("file://"),
        opt(&alt(&[&host, &lit("localhost")]))
    );

    // HTTP
    let hsegment = star(&alt(&[
        &uchar,
        &lit(";"),
        &lit(":"),
        &lit("@"),
        &lit("&"),
        &lit("="),
    ]));
    let hpath = format!("{hsegment}{}", star(&format!("/{hsegment}")));
    let search = star(&alt(&[
        &uchar,
        &lit(";"),
        &lit(":"),
        &lit("@"),
        &lit("&"),
        &lit("="),
    ]));
    let httpurl = format!(
        "{}{hostport}{}",
        scheme_lit("http://"),
        opt(&format!(
            "/{hpath}{}",
            opt(&format!("{}{search}", lit("?")))
        ))
    );

    // GOPHER (EID 5118: the bare / is "/").
    let gtype = xchar.clone();
    let selector = star(&xchar);
    let gopher_plus_string = star(&xchar);
    let gopherurl = format!(
        "{}{hostport}{}",
        scheme_lit("gopher://"),
        opt(&format!(
            "/{}",
            opt(&format!(
                "{gtype}{}",
                opt(&format!(
                    "{selector}{}",
                    opt(&format!(
                        "%09{search}{}",
                        opt(&format!("%09{gopher_plus_string}"))
                    ))
                ))
            ))
        ))
    );

    // MAILTO
    let encoded822addr = plus(&xchar);
    let mailtourl = format!("{}{encoded822addr}", scheme_lit("mailto:"));

    // NEWS
    let group = format!(
        "{alpha}{}",
        star(&alt(&[
            &alpha,
            &digit,
            &lit("-"),
            &lit("."),
            &lit("+"),
            &lit("_")
        ]))
    );
    let article = format!(
        "{}@{host}",
        plus(&alt(&[
            &uchar,
            &lit(";"),
            &lit("/"),
            &lit("?"),
            &lit(":"),
            &lit("&"),
            &lit("=")
        ]))
    );
    let grouppart = alt(&[&lit("*"), &group, &article]);
    let newsurl = format!("{}{grouppart}", scheme_lit("news:"));

    // NNTP
    let nntpurl = format!(
        "{}{hostport}/{group}{}",
        scheme_lit("nntp://"),
        opt(&format!("/{digits}"))
    );

    // TELNET
    let telneturl = format!("{}{login}{}", scheme_lit("telnet://"), opt("/"));

    // WAIS
    let database = star(&uchar);
    let wtype = star(&uchar);
    let wpath = star(&uchar);
    let wais = scheme_lit("wais://");
    let waisdatabase = format!("{wais}{hostport}/{database}");
    let waisindex = format!("{wais}{hostport}/{database}{}{search}", lit("?"));
    let waisdoc = format!("{wais}{hostport}/{database}/{wtype}/{wpath}");
    let waisurl = alt(&[&waisdatabase, &waisindex, &waisdoc]);

    // PROSPERO
    let psegment = star(&alt(&[
        &uchar,
        &lit("?"),
        &lit(":"),
        &lit("@"),
        &lit("&"),
        &lit("="),
    ]));
    let ppath = format!("{psegment}{}", star(&format!("/{psegment}")));
    let fieldname = star(&alt(&[&uchar, &lit("?"), &lit(":"), &lit("@"), &lit("&")]));
    let fieldvalue = fieldname.clone();
    let fieldspec = format!("{}{fieldname}{}{fieldvalue}", lit(";"), lit("="));
    let prosperourl = format!(
        "{}{hostport}/{ppath}{}",
        scheme_lit("prospero://"),
        star(&fieldspec)
    );

    Reference {
        predefined: vec![
            ("http", "httpurl", anchored(&httpurl)),
            ("ftp", "ftpurl", anchored(&ftpurl)),
            ("news", "newsurl", anchored(&newsurl)),
            ("nntp", "nntpurl", anchored(&nntpurl)),
            ("telnet", "telneturl", anchored(&telneturl)),
            ("gopher", "gopherurl", anchored(&gopherurl)),
            ("wais", "waisurl", anchored(&waisurl)),
            ("mailto", "mailtourl", anchored(&mailtourl)),
            ("file", "fileurl", anchored(&fileurl)),
            ("prospero", "prosperourl", anchored(&prosperourl)),
        ],
        genericurl: anchored(&genericurl),
    }
}

/// The production RFC 1738 §5 (with the crate's decisions) assigns to
/// `input`, or `None` if it is no URL.
pub(crate) fn reference(input: &str) -> Option<&'static str> {
    let r = &*REFERENCE;
    // Decision 1: the scheme name is what precedes the first ":" (no
    // scheme character is ":"); a predefined name selects its production,
    // and only that one.
    if let Some((name, _)) = input.split_once(':') {
        if let Some((_, production, re)) = r
            .predefined
            .iter()
            .find(|(n, _, _)| n.eq_ignore_ascii_case(name))
        {
            return re.is_match(input).then_some(*production);
        }
    }
    r.genericurl.is_match(input).then_some("genericurl")
}

/// The library's verdict, in the same terms.
fn library(input: &str) -> Option<&'static str> {
    Url::parse(input).ok().map(|u| u.production().name())
}

#[test]
fn corner_cases() {
    let cases: &[(&str, Option<&str>)] = &[
        // §3 examples and the corner cases of the notes.
        (
            "ftp://joe:secret@ftp.example.com/pub/file.txt;type=i",
            Some("ftpurl"),
        ),
        ("ftp://h/;type=d", Some("ftpurl")),
        ("ftp://h/a;type=x", None),
        ("ftp://h/a;b", None),
        ("ftp://@h/", Some("ftpurl")),
        ("HTTP://example.com/", Some("httpurl")),
        ("http://example.com:/", None),
        ("http://user@host/", None),
        ("http://h?q", None),
        ("http://h/?q", Some("httpurl")),
        ("http://h/~x", None),
        ("http://1.2.3", None),
        ("http://1.2.3.a/", Some("httpurl")),
        ("http://a-.b/", None),
        ("http://1a.b/", Some("httpurl")),
        ("http://a.1b/", None),
        ("http://h/#f", None),
        ("http:foo", None),
        ("https://example.com/", Some("genericurl")),
        ("HTTPS://x/y", Some("genericurl")),
        ("newſ:x", None),
        ("gopher://h", Some("gopherurl")),
        ("gopher://h/", Some("gopherurl")),
        ("gopher://h/7sel%09query%09+", Some("gopherurl")),
        ("gopher://h//sel", Some("gopherurl")),
        ("gopher://h?x", None),
        ("mailto:", None),
        ("mailto:@@@", Some("mailtourl")),
        ("news:*", Some("newsurl")),
        ("news:comp.infosystems.www", Some("newsurl")),
        ("news:abc@def.example", Some("newsurl")),
        ("news:abc@def_x", None),
        ("news:1abc", None),
        ("nntp://h/g", Some("nntpurl")),
        ("nntp://h/g/12", Some("nntpurl")),
        ("nntp://h/g/", None),
        ("telnet://u:p@h:23/", Some("telneturl")),
        ("telnet://h/x", None),
        ("wais://h/db", Some("waisurl")),
        ("wais://h/db?s", Some("waisurl")),
        ("wais://h///", Some("waisurl")),
        ("wais://h/db/t", None),
        ("file:///", Some("fileurl")),
        ("file://localhost/etc", Some("fileurl")),
        ("file://h", None),
        ("file://h:1/", None),
        ("prospero://h/a;b=c", Some("prosperourl")),
        ("prospero://h/a;b=c=d", None),
        ("prospero://h//x;=", Some("prosperourl")),
        ("foo:", Some("genericurl")),
        ("+.-:x", Some("genericurl")),
        ("foo://under_score/", Some("genericurl")),
        (":x", None),
        ("", None),
        // More corners, production by production.
        ("ftp://h;type=i", None),
        ("ftp://u:p:x@h/", None),
        ("ftp://h/a/;type=a", Some("ftpurl")),
        ("ftp://h/a;type=a/b", None),
        ("ftp://h/a;type=", None),
        ("ftp://h/a;TYPE=a", None),
        ("ftp://h/a?b:c@d&e=f", Some("ftpurl")),
        ("file://localhost", None),
        ("file://1.2.3.4/x", Some("fileurl")),
        ("file://@h/", None),
        ("file://c:/x", None),
        ("file:///c:/x", Some("fileurl")),
        ("telnet://h:/", None),
        ("telnet://:@h", Some("telneturl")),
        ("telnet://h//", None),
        ("nntp://h/a.b-c+d_e/123", Some("nntpurl")),
        ("nntp://h/a/1/2", None),
        ("nntp://h/1a", None),
        ("nntp://h/a/x", None),
        ("wais://h", None),
        ("wais://h/", Some("waisurl")),
        ("wais://h/d?s/x", None),
        ("wais://h/d?s?x", None),
        ("wais://h/d?", Some("waisurl")),
        ("wais://h/d/t/p/q", None),
        ("wais://h/d%2F/t/p", Some("waisurl")),
        ("wais://h/d;x", None),
        ("prospero://h", None),
        ("prospero://h/", Some("prosperourl")),
        ("prospero://h/a;b", None),
        ("prospero://h/a;b=c;d=e", Some("prosperourl")),
        ("prospero://h/a;b=c/d", None),
        ("prospero://h/a=b;c=d", Some("prosperourl")),
        ("prospero://u@h/a", None),
        ("mailto:a b", None),
        ("mailto:a#b", None),
        ("mailto:a%2", None),
        ("news:a@b@c", None),
        ("news:a/b@c.d", Some("newsurl")),
        ("news:@h", None),
        ("news:a@1.2.3.4", Some("newsurl")),
        ("news:a@h:80", None),
        ("news:a@", None),
        ("news:a.", Some("newsurl")),
        ("news:a..b+_-", Some("newsurl")),
        ("news:*x", None),
        ("news:*@h", Some("newsurl")),
        ("news:a_b@c", Some("newsurl")),
        ("news://h/a", None),
        ("http://h:080", Some("httpurl")),
        ("http://h:99999999/", Some("httpurl")),
        ("http://-a.b/", None),
        ("http://a.-b/", None),
        ("http://a..b/", None),
        ("http://a.b./", None),
        ("http://0/", None),
        ("http://0a/", None),
        ("http://1.2.3.4.5/", None),
        ("http://999.0.0.01/", Some("httpurl")),
        ("http://h/a?b?c", None),
        ("http://h/a?b/c", None),
        ("http://h//", Some("httpurl")),
        ("http://%41/", None),
        ("http://h/%zz", None),
        ("http://h/%Aa", Some("httpurl")),
        ("http://h/a;b:c@d&e=f?g;h:i@j&k=l", Some("httpurl")),
        ("gopher://h/%", None),
        ("gopher://h/%4", None),
        ("gopher://h/%41", Some("gopherurl")),
        ("gopher://h/1sel%09a/b", Some("gopherurl")),
        ("gopher://h/1sel%09a?b%09c%09d", Some("gopherurl")),
        ("gopher://h:70", Some("gopherurl")),
        ("gopher://h:/", None),
        ("gopher://u@h/", None),
        ("x:%zz", None),
        ("x:%aF", Some("genericurl")),
        ("a:b:c", Some("genericurl")),
        ("a b:c", None),
        ("HTTP:", None),
        ("ftp:", None),
        ("é:x", None),
        ("http://h/é", None),
        ("foo://h:/", Some("genericurl")),
        ("foo:#", None),
        ("\u{feff}http://h/", None),
    ];
    for &(input, expected) in cases {
        assert_eq!(
            reference(input),
            expected,
            "reference verdict for {input:?}"
        );
    }
    let disagreements: Vec<_> = cases
        .iter()
        .filter(|&&(input, _)| library(input) != reference(input))
        .map(|&(input, expected)| {
            format!(
                "{input:?}: library {:?}, reference {expected:?}",
                library(input)
            )
        })
        .collect();
    assert!(
        disagreements.is_empty(),
        "the readings disagree:\n{}",
        disagreements.join("\n")
    );
}

// ---------------------------------------------------------------------
// 2. A generator from the BNF.
// ---------------------------------------------------------------------

type Gen = BoxedStrategy<String>;

/// One character of `chars`.
fn one_of(chars: &str) -> Gen {
    prop::sample::select(chars.chars().collect::<Vec<_>>())
        .prop_map(String::from)
        .boxed()
}

fn just(s: &str) -> Gen {
    Just(s.to_owned()).boxed()
}

/// Concatenation.
fn cat(parts: Vec<Gen>) -> Gen {
    parts.prop_map(|v| v.concat()).boxed()
}

/// `min`..=`max` repetitions.
fn rep(g: Gen, min: usize, max: usize) -> Gen {
    prop::collection::vec(g, min..=max)
        .prop_map(|v| v.concat())
        .boxed()
}

/// `[ x ]`
fn maybe(g: Gen) -> Gen {
    prop::option::of(g)
        .prop_map(Option::unwrap_or_default)
        .boxed()
}

/// Weighted alternatives.
fn choice(options: Vec<W<Gen>>) -> Gen {
    Union::new_weighted(options).boxed()
}

/// A scheme literal, mostly in lower case, sometimes in random case.
fn scheme_case(literal: &'static str) -> Gen {
    let mixed = prop::collection::vec(any::<bool>(), literal.len())
        .prop_map(move |upper| {
            literal
                .chars()
                .zip(upper)
                .map(|(c, u)| if u { c.to_ascii_uppercase() } else { c })
                .collect::<String>()
        })
        .boxed();
    choice(vec![(3, just(literal)), (1, mixed)])
}

/// The character-level productions.
struct Chars;

impl Chars {
    fn alpha() -> Gen {
        one_of(&[LOWALPHA, HIALPHA].concat())
    }
    fn digit() -> Gen {
        one_of(DIGIT)
    }
    fn alphadigit() -> Gen {
        one_of(&[LOWALPHA, HIALPHA, DIGIT].concat())
    }
    fn unreserved() -> Gen {
        one_of(&[LOWALPHA, HIALPHA, DIGIT, SAFE, EXTRA].concat())
    }
    /// `"%" hex hex`, either case, with `%09` (the gopher separator) and
    /// escaped reserved characters (`%2F`, `%3b`, `%40`) made likely.
    fn escape() -> Gen {
        choice(vec![
            (4, cat(vec![just("%"), one_of(HEX), one_of(HEX)])),
            (1, one_of("0123").prop_map(|_| "%09".to_owned()).boxed()),
            (
                1,
                prop::sample::select(vec!["%2F", "%2f", "%3B", "%3b", "%40", "%3A", "%25", "%20"])
                    .prop_map(str::to_owned)
                    .boxed(),
            ),
        ])
    }
    fn uchar() -> Gen {
        choice(vec![(6, Chars::unreserved()), (1, Chars::escape())])
    }
    /// `uchar` or one of `extra_chars` (the `*[ uchar | ";" | ... ]` runs).
    fn uchar_or(extra_chars: &str) -> Gen {
        choice(vec![
            (6, Chars::unreserved()),
            (1, Chars::escape()),
            (3, one_of(extra_chars)),
        ])
    }
    fn xchar() -> Gen {
        choice(vec![
            (6, Chars::unreserved()),
            (3, one_of(RESERVED)),
            (1, Chars::escape()),
        ])
    }
    fn digits(max: usize) -> Gen {
        rep(Chars::digit(), 1, max)
    }
}

/// The productions of §5, as generators of their language.
struct Bnf;

impl Bnf {
    fn label_tail(first: Gen) -> Gen {
        choice(vec![
            (1, first.clone()),
            (
                3,
                cat(vec![
                    first,
                    rep(choice(vec![(4, Chars::alphadigit()), (1, just("-"))]), 0, 6),
                    Chars::alphadigit(),
                ]),
            ),
        ])
    }
    fn domainlabel() -> Gen {
        Bnf::label_tail(Chars::alphadigit())
    }
    fn toplabel() -> Gen {
        Bnf::label_tail(Chars::alpha())
    }
    fn hostname() -> Gen {
        (
            prop::collection::vec(Bnf::domainlabel(), 0..=3),
            Bnf::toplabel(),
        )
            .prop_map(|(labels, top)| {
                labels.iter().map(|l| format!("{l}.")).collect::<String>() + &top
            })
            .boxed()
    }
    fn hostnumber() -> Gen {
        prop::collection::vec(Chars::digits(4), 4)
            .prop_map(|g| g.join("."))
            .boxed()
    }
    fn host() -> Gen {
        choice(vec![
            (3, Bnf::hostname()),
            (1, Bnf::hostnumber()),
            (1, just("localhost")),
        ])
    }
    fn hostport() -> Gen {
        cat(vec![
            Bnf::host(),
            maybe(cat(vec![just(":"), Chars::digits(6)])),
        ])
    }
    fn user() -> Gen {
        rep(Chars::uchar_or(";?&="), 0, 8)
    }
    fn login() -> Gen {
        cat(vec![
            maybe(cat(vec![
                Bnf::user(),
                maybe(cat(vec![just(":"), Bnf::user()])),
                just("@"),
            ])),
            Bnf::hostport(),
        ])
    }
    /// `x *[ "/" x ]` for a segment generator.
    fn path(segment: Gen) -> Gen {
        cat(vec![
            segment.clone(),
            rep(cat(vec![just("/"), segment]), 0, 4),
        ])
    }
    fn fsegment() -> Gen {
        rep(Chars::uchar_or("?:@&="), 0, 8)
    }
    fn hsegment() -> Gen {
        rep(Chars::uchar_or(";:@&="), 0, 8)
    }
    fn search() -> Gen {
        rep(Chars::uchar_or(";:@&="), 0, 12)
    }
    fn group() -> Gen {
        cat(vec![
            Chars::alpha(),
            rep(
                choice(vec![(6, Chars::alphadigit()), (2, one_of("-.+_"))]),
                0,
                12,
            ),
        ])
    }
    fn xchars(max: usize) -> Gen {
        rep(Chars::xchar(), 0, max)
    }
    fn field() -> Gen {
        rep(Chars::uchar_or("?:@&"), 0, 6)
    }
}

/// The scheme productions, each with the production name it must parse as.
fn url_generators() -> Vec<(&'static str, Gen)> {
    let httpurl = cat(vec![
        scheme_case("http"),
        just("://"),
        Bnf::hostport(),
        maybe(cat(vec![
            just("/"),
            Bnf::path(Bnf::hsegment()),
            maybe(cat(vec![just("?"), Bnf::search()])),
        ])),
    ]);
    let ftpurl = cat(vec![
        scheme_case("ftp"),
        just("://"),
        Bnf::login(),
        maybe(cat(vec![
            just("/"),
            Bnf::path(Bnf::fsegment()),
            maybe(cat(vec![just(";type="), one_of("AIDaid")])),
        ])),
    ]);
    let gopherurl = cat(vec![
        scheme_case("gopher"),
        just("://"),
        Bnf::hostport(),
        maybe(cat(vec![
            just("/"),
            maybe(cat(vec![
                Chars::xchar(),
                maybe(cat(vec![
                    Bnf::xchars(10),
                    maybe(cat(vec![
                        just("%09"),
                        Bnf::search(),
                        maybe(cat(vec![just("%09"), Bnf::xchars(10)])),
                    ])),
                ])),
            ])),
        ])),
    ]);
    let mailtourl = cat(vec![
        scheme_case("mailto"),
        just(":"),
        rep(Chars::xchar(), 1, 16),
    ]);
    let article = cat(vec![
        rep(Chars::uchar_or(";/?:&="), 1, 10),
        just("@"),
        Bnf::host(),
    ]);
    let newsurl = cat(vec![
        scheme_case("news"),
        just(":"),
        choice(vec![(1, just("*")), (3, Bnf::group()), (3, article)]),
    ]);
    let nntpurl = cat(vec![
        scheme_case("nntp"),
        just("://"),
        Bnf::hostport(),
        just("/"),
        Bnf::group(),
        maybe(cat(vec![just("/"), Chars::digits(8)])),
    ]);
    let telneturl = cat(vec![
        scheme_case("telnet"),
        just("://"),
        Bnf::login(),
        maybe(just("/")),
    ]);
    let uchars = || rep(Chars::uchar(), 0, 8);
    let wais_prefix = || {
        cat(vec![
            scheme_case("wais"),
            just("://"),
            Bnf::hostport(),
            just("/"),
            uchars(),
        ])
    };
    let waisurl = choice(vec![
        (1, wais_prefix()),
        (1, cat(vec![wais_prefix(), just("?"), Bnf::search()])),
        (
            1,
            cat(vec![
                wais_prefix(),
                just("/"),
                uchars(),
                just("/"),
                uchars(),
            ]),
        ),
    ]);
    let fileurl = cat(vec![
        scheme_case("file"),
        just("://"),
        maybe(choice(vec![(3, Bnf::host()), (1, just("localhost"))])),
        just("/"),
        Bnf::path(Bnf::fsegment()),
    ]);
    let prosperourl = cat(vec![
        scheme_case("prospero"),
        just("://"),
        Bnf::hostport(),
        just("/"),
        Bnf::path(rep(Chars::uchar_or("?:@&="), 0, 8)),
        rep(
            cat(vec![just(";"), Bnf::field(), just("="), Bnf::field()]),
            0,
            3,
        ),
    ]);
    let scheme = choice(vec![
        (
            3,
            rep(one_of(&[LOWALPHA, HIALPHA, DIGIT, "+-."].concat()), 1, 8),
        ),
        (
            1,
            prop::sample::select(vec![
                "https", "HTTPS", "ftps", "http+x", "x-ftp", "news.x", "NNTPS", "file2", "mailto1",
            ])
            .prop_map(str::to_owned)
            .boxed(),
        ),
    ])
    .prop_filter("a predefined scheme is not otherurl", |s| {
        ![
            "http", "ftp", "news", "nntp", "telnet", "gopher", "wais", "mailto", "file", "prospero",
        ]
        .iter()
        .any(|k| k.eq_ignore_ascii_case(s))
    })
    .boxed();
    let ip_schemepart = cat(vec![
        just("//"),
        Bnf::login(),
        maybe(cat(vec![just("/"), Bnf::xchars(16)])),
    ]);
    let genericurl = cat(vec![
        scheme,
        just(":"),
        choice(vec![(1, Bnf::xchars(20)), (1, ip_schemepart)]),
    ]);
    vec![
        ("httpurl", httpurl),
        ("ftpurl", ftpurl),
        ("gopherurl", gopherurl),
        ("mailtourl", mailtourl),
        ("newsurl", newsurl),
        ("nntpurl", nntpurl),
        ("telneturl", telneturl),
        ("waisurl", waisurl),
        ("fileurl", fileurl),
        ("prosperourl", prosperourl),
        ("genericurl", genericurl),
    ]
}

/// Any valid URL, with the production it must parse as.
fn any_url() -> BoxedStrategy<(&'static str, String)> {
    let options: Vec<_> = url_generators()
        .into_iter()
        .map(|(p, g)| g.prop_map(move |s| (p, s)).boxed())
        .collect();
    Union::new(options).boxed()
}

/// The tree covers the input in order: root span = whole input; every
/// child inside its parent; siblings in order, not overlapping; every
/// span's text is the input's bytes at its range.
fn check_tree(input: &str, url: &Url<'_>) -> Result<(), TestCaseError> {
    prop_assert_eq!(url.as_str(), input);
    let root = url.node();
    prop_assert_eq!((root.span().start(), root.span().end()), (0, input.len()));
    fn walk(input: &str, node: &Node<'_>) -> Result<(), TestCaseError> {
        let span = node.span();
        prop_assert_eq!(
            Some(span.as_str()),
            input.get(span.start()..span.end()),
            "span text of {}",
            node.production()
        );
        let mut previous_end = span.start();
        for child in node.children() {
            let c = child.span();
            prop_assert!(
                c.start() >= previous_end && c.end() <= span.end() && c.start() <= c.end(),
                "{} {:?} is not inside {} {:?} after byte {}",
                child.production(),
                c,
                node.production(),
                span,
                previous_end
            );
            previous_end = c.end();
            walk(input, &child)?;
        }
        Ok(())
    }
    walk(input, &root)
}

fn config(cases: u32) -> Config {
    // No regression files: this test must add no files to the crate.
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// Generated valid URLs of one production: the reference agrees (a check
/// of the generator), the library accepts with that production, and the
/// tree covers the input.
fn valid_property(production: &'static str) {
    let (_, generator) = url_generators()
        .into_iter()
        .find(|(p, _)| *p == production)
        .expect("a generator");
    let mut runner = TestRunner::new(config(2000));
    let result = runner.run(&generator, |input| {
        prop_assert_eq!(
            reference(&input),
            Some(production),
            "generator vs reference for {:?}",
            input
        );
        match Url::parse(&input) {
            Ok(url) => {
                prop_assert_eq!(
                    url.production().name(),
                    production,
                    "production of {:?}",
                    input
                );
                check_tree(&input, &url)
            }
            Err(e) => Err(TestCaseError::fail(format!(
                "library rejects valid {production} {input:?}: {e}"
            ))),
        }
    });
    if let Err(e) = result {
        panic!("{production}: {e}");
    }
}

#[test]
fn valid_httpurl() {
    valid_property("httpurl");
}

#[test]
fn valid_ftpurl() {
    valid_property("ftpurl");
}

#[test]
fn valid_gopherurl() {
    valid_property("gopherurl");
}

#[test]
fn valid_mailtourl() {
    valid_property("mailtourl");
}

#[test]
fn valid_newsurl() {
    valid_property("newsurl");
}

#[test]
fn valid_nntpurl() {
    valid_property("nntpurl");
}

#[test]
fn valid_telneturl() {
    valid_property("telneturl");
}

#[test]
fn valid_waisurl() {
    valid_property("waisurl");
}

#[test]
fn valid_fileurl() {
    valid_property("fileurl");
}

#[test]
fn valid_prosperourl() {
    valid_property("prosperourl");
}

#[test]
fn valid_genericurl() {
    valid_property("genericurl");
}

// ---------------------------------------------------------------------
// 3. Mutations of valid URLs: the two readings agree.
// ---------------------------------------------------------------------

/// The characters that matter to the grammar, and a few that it forbids.
const MUTATION_CHARS: &str = "/:@?;=&%#~.-aZxF09 é€";

#[derive(Clone, Copy, Debug)]
enum Edit {
    Insert,
    Delete,
    Replace,
}

/// One edit: insert, delete or replace one character (counted in chars,
/// so a second edit may follow a non-ASCII one).
fn mutate(input: &str, (edit, at, c): (Edit, Index, char)) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    match edit {
        Edit::Delete | Edit::Replace if !chars.is_empty() => {
            let k = at.index(chars.len());
            chars.remove(k);
            if let Edit::Replace = edit {
                chars.insert(k, c);
            }
        }
        _ => chars.insert(at.index(chars.len() + 1), c),
    }
    chars.into_iter().collect()
}

fn one_edit() -> BoxedStrategy<(Edit, Index, char)> {
    let edit = prop_oneof![Just(Edit::Insert), Just(Edit::Delete), Just(Edit::Replace)];
    (edit, any::<Index>(), mutation_char()).boxed()
}

fn mutation_char() -> impl Strategy<Value = char> {
    prop_oneof![
        3 => prop::sample::select(MUTATION_CHARS.chars().collect::<Vec<_>>()),
        1 => prop::char::range('a', 'z'),
        1 => prop::char::range('A', 'Z'),
        1 => prop::char::range('0', '9'),
    ]
}

fn check_agreement(input: &str) -> Result<(), TestCaseError> {
    let expected = reference(input);
    match Url::parse(input) {
        Ok(url) => {
            prop_assert_eq!(
                Some(url.production().name()),
                expected,
                "library accepts {:?}",
                input
            );
            check_tree(input, &url)
        }
        Err(e) => {
            prop_assert!(
                e.offset() <= input.len(),
                "error offset past the end for {:?}",
                input
            );
            prop_assert_eq!(None, expected, "library rejects {:?}: {}", input, e);
            Ok(())
        }
    }
}

#[test]
fn mutations_agree() {
    let strategy = (any_url(), one_edit());
    let mut runner = TestRunner::new(config(6000));
    let verdicts = std::sync::Mutex::new(BTreeMap::<&'static str, usize>::new());
    let result = runner.run(&strategy, |((_, valid), edit)| {
        let input = mutate(&valid, edit);
        *verdicts
            .lock()
            .unwrap()
            .entry(reference(&input).unwrap_or("invalid"))
            .or_default() += 1;
        check_agreement(&input)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    println!(
        "mutations: reference verdicts {:?}",
        verdicts.into_inner().unwrap()
    );
}

#[test]
fn double_mutations_agree() {
    let strategy = (any_url(), one_edit(), one_edit());
    let mut runner = TestRunner::new(config(3000));
    let result = runner.run(&strategy, |((_, valid), first, second)| {
        check_agreement(&mutate(&mutate(&valid, first), second))
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// Deterministic complement to the random mutations: every string of up
/// to three characters from the grammar's delimiters (and a few forbidden
/// characters) after a prefix that reaches into each production.
#[test]
fn short_suffixes_agree() {
    let alphabet: Vec<char> = "/:@?;=&%.-a1A*_9F#~ é".chars().collect();
    let prefixes = [
        "",
        "x:",
        "x://",
        "http://",
        "http://h",
        "ftp://",
        "ftp://h/",
        "gopher://h",
        "gopher://h/",
        "mailto:",
        "news:",
        "news:a@",
        "nntp://h/",
        "nntp://h/g",
        "telnet://",
        "telnet://h",
        "wais://h/",
        "wais://h/d",
        "file://",
        "file:///",
        "prospero://h/",
        "prospero://h/a;",
    ];
    let (mut total, mut disagreements) = (0usize, Vec::new());
    for prefix in prefixes {
        let mut pending = vec![String::new()];
        while let Some(suffix) = pending.pop() {
            let input = format!("{prefix}{suffix}");
            total += 1;
            if library(&input) != reference(&input) {
                disagreements.push(format!(
                    "{input:?}: library {:?}, reference {:?}",
                    library(&input),
                    reference(&input)
                ));
            }
            if suffix.chars().count() < 3 {
                pending.extend(alphabet.iter().map(|&c| format!("{suffix}{c}")));
            }
        }
    }
    println!(
        "short suffixes: {total} inputs, {} disagreements",
        disagreements.len()
    );
    assert!(
        disagreements.is_empty(),
        "the readings disagree:\n{}",
        disagreements[..disagreements.len().min(50)].join("\n")
    );
}

// ---------------------------------------------------------------------
// 4. The shared corpus.
// ---------------------------------------------------------------------

/// Every line of every `*.txt` file of the shared corpus (about 241,500
/// lines; on a clone without it, the committed sample of tests/data/):
/// the library must not panic and must agree with the reference. The
/// whole corpus takes about 5 s in a debug build, so it is not sampled.
#[test]
fn corpus_agrees() {
    let files = Corpus::find("grammar_property::corpus_agrees").files();
    let started = Instant::now();
    let (mut total, mut agree) = (0usize, 0usize);
    let mut counts = BTreeMap::<(&'static str, &'static str), usize>::new();
    let mut disagreements = Vec::new();
    for path in &files {
        let text = read_lossy(path);
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let (mut file_total, mut file_valid) = (0usize, 0usize);
        for line in text.split_terminator('\n') {
            let ours = library(line);
            let theirs = reference(line);
            total += 1;
            file_total += 1;
            file_valid += usize::from(ours.is_some());
            *counts
                .entry((ours.unwrap_or("invalid"), theirs.unwrap_or("invalid")))
                .or_default() += 1;
            if ours == theirs {
                agree += 1;
            } else {
                disagreements.push(format!(
                    "{name}: {line:?}: library {ours:?}, reference {theirs:?}"
                ));
            }
        }
        println!("{name}: {file_total} lines, {file_valid} valid");
    }
    for d in disagreements.iter().take(50) {
        println!("disagreement: {d}");
    }
    println!("(library, reference) verdict counts: {counts:?}");
    println!(
        "corpus: {total} lines in {} files, {agree} agree ({:.3}%), {} disagree; {:.1?}",
        files.len(),
        100.0 * agree as f64 / total.max(1) as f64,
        disagreements.len(),
        started.elapsed()
    );
    assert!(
        agree as f64 >= 0.995 * total as f64,
        "{} of {total} corpus lines disagree (first: {:?})",
        disagreements.len(),
        disagreements.first()
    );
}

/// The published vectors (issue 18 item 3) agree with this reading: for
/// every whole-URL vector, the verdict and the scheme production (the
/// child of `url` in the vector's tree) are `reference`'s.
#[test]
fn the_vectors_agree_with_the_independent_reading() {
    use crate::common::vectors::{first_child, hold, production, whole_urls};
    let vectors = whole_urls("rfc1738");
    hold("vectors/rfc1738.jsonl", &vectors, 3000, |v| {
        // `otherurl` (a scheme of no §3 section) is a `genericurl`.
        let ours = v.valid.then(|| match first_child(&v.tree) {
            other if production(other) == "otherurl" => production(first_child(other)),
            scheme => production(scheme),
        });
        let theirs = reference(&v.input);
        (ours != theirs).then(|| format!("{:?}: vector {ours:?}, reference {theirs:?}", v.input))
    });
}

/// `rfc1738::compare` (issue 17) gives RFC 1738's verdict as this reading
/// does, on every whole-URL input of the vectors (snapshots, test
/// sources, the corpus sample and the seeded generated set).
#[test]
fn compare_agrees_with_the_independent_reading() {
    use crate::common::vectors::{hold, whole_urls};
    use rfc1738::compare::GrammarId;
    let vectors = whole_urls("rfc1738");
    hold("compare on vectors/rfc1738.jsonl", &vectors, 3000, |v| {
        let ours = rfc1738::compare(&v.input)
            .verdict(GrammarId::Rfc1738)
            .production();
        let theirs = reference(&v.input);
        (ours != theirs).then(|| format!("{:?}: compare {ours:?}, reference {theirs:?}", v.input))
    });
}
