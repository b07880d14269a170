//! `rfc1738::compare` (issue 17): one input under every grammar. Each
//! kind of difference is reported on an example from another project's
//! test suite or data set where one was found (the source is named on
//! the case), with the bytes it is about and the section of each
//! grammar; the character differences are those of the grammars' own
//! class predicates, on every byte.

use rfc1738::compare::{Category, Difference, GrammarId, Kind, Report, Verdict, compare};
use rfc1738::syntax::Component;

/// The difference of `kind` in `report`, which must be there.
fn find<'r, 'a>(report: &'r Report<'a>, kind: Kind) -> &'r Difference<'a> {
    report
        .differences()
        .iter()
        .find(|d| d.kind == kind)
        .unwrap_or_else(|| {
            let kinds: Vec<_> = report.differences().iter().map(|d| d.kind).collect();
            panic!("{:?}: no {kind:?} among {kinds:?}", report.input())
        })
}

/// Checks one kind on `input`: the bytes it is about and the section of
/// each grammar (RFC 1738, RFC 1630, RFC 2396, RFC 3986, RFC 3987).
fn check(input: &str, kind: Kind, text: &str, sections: [&str; 5]) {
    let report = compare(input);
    let d = find(&report, kind);
    assert_eq!(d.span.as_str(), text, "{input}: {kind:?}");
    assert_eq!(
        input.get(d.span.range()),
        Some(text),
        "{input}: the span is the input's"
    );
    let got: Vec<&str> = d.readings.iter().map(|r| r.section.as_ref()).collect();
    assert_eq!(got, sections, "{input}: {kind:?}");
    for (r, g) in d.readings.iter().zip(GrammarId::ALL) {
        assert_eq!(r.grammar, g);
        assert!(!r.what.is_empty());
    }
}

#[test]
fn tilde_is_unsafe_in_rfc1738_and_a_mark_in_rfc2396() {
    // ada-url/url-various-datasets, others/kasztp.txt.
    let input = "https://webhome.idirect.com/~gmr/";
    check(
        input,
        Kind::Character('~'),
        "~",
        [
            "RFC 1738 §2.2",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §2.3",
            "RFC 3986 §2.3",
            "RFC 3987 §2.2",
        ],
    );
    let report = compare(input);
    let d = find(&report, Kind::Character('~'));
    assert_eq!(d.kind.category(), Category::Character);
    assert_eq!(
        d.reading(GrammarId::Rfc1738).what,
        "`national`, unsafe: must be written `%7E`"
    );
    assert_eq!(
        d.reading(GrammarId::Rfc2396).what,
        "`mark`, unreserved: written as itself"
    );
    // The verdicts agree with the readings.
    assert_eq!(report.rfc1738().as_ref().unwrap_err().found(), Some('~'));
    assert!(report.is_valid(GrammarId::Rfc2396));
}

/// A character difference is reported exactly for the bytes the four
/// grammars' class predicates disagree on (RFC 1738's `xchar`, RFC
/// 1630's `xalpha` and `reserved` delimiters, RFC 2396's `uric`, RFC
/// 3986's `unreserved` and `reserved`): `"`, `[`, `]` and `~`. `%` and
/// `#` are left to the other kinds.
#[test]
fn character_differences_are_the_class_tables() {
    use rfc1738::rfc3986::chars as c3986;
    use rfc1738::{chars as c1738, rfc1630::chars as c1630, rfc2396::chars as c2396};
    let mut differing = Vec::new();
    for b in 0x20..0x7fu8 {
        if b == b'%' || b == b'#' {
            continue;
        }
        let admitted = [
            c1738::is_unreserved(b) || c1738::is_reserved(b),
            c1630::is_xalpha(b) || (c1630::is_reserved(b) && b != b' '),
            c2396::is_uric(b),
            c3986::is_unreserved(b) || c3986::is_reserved(b),
            // RFC 3987 §2.2 takes the ASCII classes from RFC 3986.
            c3986::is_unreserved(b) || c3986::is_reserved(b),
        ];
        let differ = admitted.iter().any(|&a| a != admitted[0]);
        let input = format!("x:a{}", char::from(b));
        let report = compare(&input);
        let reported = report
            .differences()
            .iter()
            .find(|d| d.kind == Kind::Character(char::from(b)));
        assert_eq!(reported.is_some(), differ, "{input:?}");
        if let Some(d) = reported {
            differing.push(char::from(b));
            assert_eq!(d.span.range(), 3..4);
            for (r, a) in d.readings.iter().zip(admitted) {
                assert_eq!(r.what.ends_with("written as itself"), a, "{input:?}: {r}");
            }
        }
    }
    assert_eq!(differing, ['"', '[', ']', '~']);
    // RFC 2396 reads the brackets as RFC 2732 made them, RFC 3986 as
    // `gen-delims`.
    let report = compare("http://h/a[0]");
    let readings: Vec<Vec<String>> = report
        .differences()
        .iter()
        .map(|d| d.readings.iter().map(|r| r.what.to_string()).collect())
        .collect();
    assert_eq!(
        readings,
        [
            [
                "`national`, unsafe: must be written `%5B`",
                "`national`, not an `xalpha`: must be written `%5B`",
                "`reserved` (RFC 2732 §3): written as itself",
                "`gen-delims`, reserved: written as itself",
                "`gen-delims`, reserved: written as itself",
            ],
            [
                "`national`, unsafe: must be written `%5D`",
                "`national`, not an `xalpha`: must be written `%5D`",
                "`reserved` (RFC 2732 §3): written as itself",
                "`gen-delims`, reserved: written as itself",
                "`gen-delims`, reserved: written as itself",
            ],
        ]
    );
    // Once per character, at its first occurrence.
    let report = compare("http://h/~a/~b");
    let tildes: Vec<_> = report
        .differences()
        .iter()
        .filter(|d| d.kind == Kind::Character('~'))
        .collect();
    assert_eq!(tildes.len(), 1);
    assert_eq!(tildes[0].span.range(), 9..10);
}

#[test]
fn structures_one_grammar_has_and_another_lacks() {
    // WHATWG URL tests (web-platform-tests urltestdata.json), first input.
    check(
        "http://user:pass@foo:21/bar;par?b#c",
        Kind::Fragment,
        "#c",
        [
            "RFC 1738 §2.2",
            "RFC 1630 Fragment-id",
            "RFC 2396 §4.1",
            "RFC 3986 §3.5",
            "RFC 3987 §2.2",
        ],
    );
    // urltestdata.json.
    check(
        "http://[2001::1]",
        Kind::Ipv6Literal,
        "[2001::1]",
        [
            "RFC 1738 §3.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2732 §3",
            "RFC 3986 §3.2.2",
            "RFC 3987 §2.2",
        ],
    );
    // urltestdata.json.
    check(
        "http://a:b@c:29/d",
        Kind::UserInHttp,
        "a:b@",
        [
            "RFC 1738 §3.3",
            "RFC 1630 HTTP",
            "RFC 2396 §3.2.2",
            "RFC 3986 §3.2.1",
            "RFC 3987 §2.2",
        ],
    );
    // CPython, Lib/test/test_urlparse.py, test_unwrap.
    check(
        "URL:scheme://host/path",
        Kind::UrlPrefix,
        "URL:",
        [
            "RFC 1738 §5, Appendix",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §3.1",
            "RFC 3986 §3.1",
            "RFC 3987 §2.2",
        ],
    );
    // urltestdata.json.
    check(
        "http://f:/c",
        Kind::EmptyPort,
        ":",
        [
            "RFC 1738 §3.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §3.2.2",
            "RFC 3986 §3.2.3",
            "RFC 3987 §2.2",
        ],
    );
    // ada-url/url-various-datasets, others/kasztp.txt.
    check(
        "https://bkent.net./Doc/simple5.htm",
        Kind::TrailingDot,
        ".",
        [
            "RFC 1738 §3.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §3.2.2",
            "RFC 3986 §3.2.2",
            "RFC 3987 §2.2",
        ],
    );
    // urltestdata.json (a relative input there, with a base).
    check(
        "10.0.0.7:8080/foo.html",
        Kind::SchemeStartsWithDigit,
        "10.0.0.7",
        [
            "RFC 1738 §2.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §3.1",
            "RFC 3986 §3.1",
            "RFC 3987 §2.2",
        ],
    );
    // urltestdata.json.
    check(
        "git+https://github.com/foo/bar",
        Kind::SchemeSyntax,
        "git+https",
        [
            "RFC 1738 §2.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §3",
            "RFC 3986 §3",
            "RFC 3987 §2.2",
        ],
    );
    // A scheme RFC 1630 defines and RFC 1738 does not.
    check(
        "mid:960830.1639@XIson.com",
        Kind::SchemeSyntax,
        "mid",
        [
            "RFC 1738 §2.1",
            "RFC 1630 Message-Id",
            "RFC 2396 §3",
            "RFC 3986 §3",
            "RFC 3987 §2.2",
        ],
    );
    // The same, where RFC 1630 rejects the URL: the production of the
    // scheme's own is found by its name (`midaddress`, `cidaddress`),
    // not by the first name as long as it (`ftpaddress`).
    check(
        "mid:~",
        Kind::SchemeSyntax,
        "mid",
        [
            "RFC 1738 §2.1",
            "RFC 1630 Message-Id",
            "RFC 2396 §3",
            "RFC 3986 §3",
            "RFC 3987 §2.2",
        ],
    );
    check(
        "cid:a b",
        Kind::SchemeSyntax,
        "cid",
        [
            "RFC 1738 §2.1",
            "RFC 1630 Content-Id",
            "RFC 2396 §3",
            "RFC 3986 §3",
            "RFC 3987 §2.2",
        ],
    );
    // RFC 3986 §6.2.2.1's example of case normalization.
    check(
        "HTTP://www.EXAMPLE.com/",
        Kind::SchemeCase,
        "HTTP",
        [
            "RFC 1738 §2.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §3.1",
            "RFC 3986 §3.1",
            "RFC 3987 §2.2",
        ],
    );
    // oxigraph/oxiri benches/relative_urls_cc_10k.csv (cc10k_relative).
    check(
        "../a/b",
        Kind::RelativeReference,
        "../a/b",
        [
            "RFC 1738 §2.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §5",
            "RFC 3986 §4.2",
            "RFC 3987 §2.2",
        ],
    );
    for kind in [
        Kind::Fragment,
        Kind::UrlPrefix,
        Kind::EmptyPort,
        Kind::SchemeCase,
    ] {
        assert_eq!(kind.category(), Category::Structure, "{kind:?}");
    }
}

#[test]
fn parts_both_accept_but_read_differently() {
    // urltestdata.json: RFC 1738's path leaves out the `/` after the host.
    let input = "http://example.com/././foo";
    check(
        input,
        Kind::PathSlash,
        "/",
        [
            "RFC 1738 §3.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2396 §3",
            "RFC 3986 §3.3",
            "RFC 3987 §2.2",
        ],
    );
    let report = compare(input);
    let path = |g| report.components(g).unwrap().path.unwrap().as_str();
    assert_eq!(path(GrammarId::Rfc1738), "././foo");
    assert_eq!(path(GrammarId::Rfc1630), "././foo");
    assert_eq!(path(GrammarId::Rfc2396), "/././foo");
    // CPython, Lib/test/test_urllib2.py, test_ftp.
    let input = "ftp://localhost/baz.gif;type=a";
    check(
        input,
        Kind::FtpTypecode,
        ";type=a",
        [
            "RFC 1738 §3.2",
            "RFC 1630 FTP",
            "RFC 2396 §3.3",
            "RFC 3986 §3.3",
            "RFC 3987 §2.2",
        ],
    );
    assert!(
        compare(input).is_valid(GrammarId::Rfc1738) && compare(input).is_valid(GrammarId::Rfc2396)
    );
    // RFC 2396 §1.3's gopher example, which URI validators' test suites carry.
    check(
        "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
        Kind::GopherSelector,
        "00/Weather/California/Los%20Angeles",
        [
            "RFC 1738 §3.4",
            "RFC 1630 Gopher",
            "RFC 2396 §3",
            "RFC 3986 §3.3",
            "RFC 3987 §2.2",
        ],
    );
    // ada-url/url-various-datasets, files/isaacs_files.txt (ada_isaacs_files).
    check(
        "file:///Users/isaacs/dev/tapjs/tapjs/src/config/dist/esm/index.js?tapmock=a1614fc8fa65ebf7.42f84edf9f8bebe3",
        Kind::QueryInPath,
        "?tapmock=a1614fc8fa65ebf7.42f84edf9f8bebe3",
        [
            "RFC 1738 §3.10",
            "RFC 1630 Reserved characters",
            "RFC 2396 §3.4",
            "RFC 3986 §3.4",
            "RFC 3987 §2.2",
        ],
    );
    // ada-url/url-various-datasets, others/userbait.txt.
    check(
        "http://timetag.main.jp/pukiwiki/index.php?Hello%2C+new+dream%21",
        Kind::SearchWords,
        "Hello%2C+new+dream%21",
        [
            "RFC 1738 §3.3",
            "RFC 1630 Reserved characters",
            "RFC 2396 §3.4",
            "RFC 3986 §3.4",
            "RFC 3987 §2.2",
        ],
    );
    for kind in [Kind::PathSlash, Kind::FtpTypecode, Kind::GopherSelector] {
        assert_eq!(kind.category(), Category::Reading, "{kind:?}");
    }
    // The `/` after the host is a difference only where an older grammar
    // reads a path after it: here RFC 1738 and RFC 1630 reject the `~`.
    let kinds = |input| {
        compare(input)
            .differences()
            .iter()
            .map(|d| d.kind)
            .collect::<Vec<_>>()
    };
    assert_eq!(kinds("http://h/~"), [Kind::Character('~')]);
    assert_eq!(kinds("http://h/a"), [Kind::PathSlash]);
    // It is one where the older path ends elsewhere too: `?b` is in the
    // `fpath` of RFC 1738's file URL (RFC 1630 has no file URLs), and a
    // gopher path is its type and selector. The path is then left to the
    // kind that says why it ends elsewhere.
    assert_eq!(
        kinds("file://h/a?b"),
        [Kind::SchemeSyntax, Kind::PathSlash, Kind::QueryInPath]
    );
    assert_eq!(
        kinds("gopher://h/0a"),
        [Kind::PathSlash, Kind::GopherSelector]
    );
    // A gopher path read by one URL grammar only (RFC 1630's `path` has
    // no `;`): the selector is a difference all the same.
    let report = compare("gopher://h/0a;b");
    assert!(report.is_valid(GrammarId::Rfc1738) && !report.is_valid(GrammarId::Rfc1630));
    assert_eq!(
        kinds("gopher://h/0a;b"),
        [Kind::PathSlash, Kind::GopherSelector]
    );
}

/// Where no kind explains a part, each grammar's reading of it says what
/// the part is: its text, empty, absent, or no reading at all.
#[test]
fn a_part_read_differently_names_each_reading() {
    let report = compare("mailto://test:test");
    let d = find(&report, Kind::Component(Component::Path));
    let what: Vec<&str> = d.readings.iter().map(|r| r.what.as_ref()).collect();
    assert_eq!(
        what,
        [
            "the path `//test:test`",
            "no reading: the input is no URL of the grammar",
            "an empty path",
            "no reading: the input is no URL of the grammar",
            "no reading: the input is no URL of the grammar",
        ]
    );
    // A URL drawn from RFC 1738's `url` by the generator (seed 1).
    let report = compare("ftp://@02.8.7056586.17:46");
    let d = find(&report, Kind::Component(Component::User));
    assert_eq!(d.reading(GrammarId::Rfc1738).what, "an empty user");
    assert_eq!(d.reading(GrammarId::Rfc2396).what, "no user");
}

#[test]
fn relative_references_say_what_they_are() {
    let what = |input| {
        let report = compare(input);
        find(&report, Kind::RelativeReference)
            .reading(GrammarId::Rfc2396)
            .what
            .to_string()
    };
    assert_eq!(what("../a/b"), "a `relativeURI`, read against a base URI");
    for input in ["", "#top"] {
        assert_eq!(
            what(input),
            "a reference to the current document (empty, or a fragment alone)",
            "{input:?}"
        );
    }
}

/// Where no kind says why the grammars delimit a part differently, the
/// part itself is the difference.
#[test]
fn any_other_part_read_differently() {
    // RFC 1738's password has no `:`: its login fails, and the scheme
    // part is read as `*xchar`, with no host.
    let report = compare("x://a:b:c@h/");
    let host = find(&report, Kind::Component(Component::Host));
    assert_eq!(host.span.as_str(), "h");
    assert_eq!(host.reading(GrammarId::Rfc1738).what, "no host");
    assert_eq!(host.reading(GrammarId::Rfc2396).what, "the host `h`");
    assert_eq!(host.reading(GrammarId::Rfc2396).section, "RFC 2396 §3.2.2");
    assert_eq!(host.kind.category(), Category::Reading);
    // No part differs where the grammars agree, or where a kind says why.
    for input in [
        "http://h.example/a",
        "ftp://u:p@h/x/y",
        "news:comp.lang",
        "mailto:joe@h.example",
        "gopher://h/1sel%09w",
        "wais://h/db?w",
    ] {
        let report = compare(input);
        let generic: Vec<_> = report
            .differences()
            .iter()
            .filter(|d| matches!(d.kind, Kind::Component(_)))
            .collect();
        assert!(generic.is_empty(), "{input}: {generic:?}");
    }
}

#[test]
fn verdicts_and_components_side_by_side() {
    let report = compare("http://h.example:8080/a?q");
    let verdicts = report.verdicts();
    let productions: Vec<_> = verdicts.iter().map(Verdict::production).collect();
    assert_eq!(
        productions,
        [
            Some("httpurl"),
            Some("httpaddress"),
            Some("absoluteURI"),
            Some("URI"),
            Some("IRI")
        ]
    );
    let hosts: Vec<_> = verdicts
        .iter()
        .map(|v| v.components().unwrap().host.unwrap().as_str())
        .collect();
    assert_eq!(hosts, ["h.example"; 5]);
    // An invalid verdict names the production, the offset, the character
    // found and the hint.
    let report = compare("http://h/a#f");
    let r = report.verdict(GrammarId::Rfc1738);
    let e = r.rejection().unwrap();
    assert_eq!((e.offset, e.found), (10, Some('#')));
    assert!(!e.expected.is_empty());
    assert!(e.hint.is_some(), "{e:?}");
    assert!(e.message.contains("byte 10"));
    assert!(report.verdict(GrammarId::Rfc2396).is_valid());
    // The differences are in the order of the input.
    let report = compare("http://u@h:/~#f");
    let starts: Vec<_> = report
        .differences()
        .iter()
        .map(|d| d.span.start())
        .collect();
    let mut sorted = starts.clone();
    sorted.sort_unstable();
    assert_eq!(starts, sorted);
}

/// Never a panic, on the committed corpus sample and the WHATWG inputs:
/// every difference's span is in the input, and each grammar's verdict is
/// the one its own parser gives.
#[test]
fn every_line_of_the_corpus_sample() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus");
    let mut lines = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let text = std::fs::read(entry.unwrap().path()).unwrap();
        for line in String::from_utf8_lossy(&text).lines() {
            lines += 1;
            let report = compare(line);
            assert_eq!(
                report.is_valid(GrammarId::Rfc1738),
                rfc1738::Url::parse(line).is_ok()
            );
            assert_eq!(
                report.is_valid(GrammarId::Rfc1630),
                rfc1738::rfc1630::Url::parse(line).is_ok()
            );
            assert_eq!(
                report.is_valid(GrammarId::Rfc2396),
                rfc1738::rfc2396::UriReference::parse(line).is_ok()
            );
            assert_eq!(
                report.is_valid(GrammarId::Rfc3986),
                rfc1738::rfc3986::UriReference::parse(line).is_ok()
            );
            assert_eq!(
                report.is_valid(GrammarId::Rfc3987),
                rfc1738::rfc3987::IriReference::parse(line).is_ok()
            );
            for d in report.differences() {
                assert_eq!(line.get(d.span.range()), Some(d.span.as_str()), "{line}");
            }
            // `survey` says what `compare` says, in brief.
            let survey = rfc1738::compare::survey(line);
            let mut kinds: Vec<_> = report.differences().iter().map(|d| d.kind).collect();
            kinds.sort();
            kinds.dedup();
            assert_eq!(survey.kinds().iter().collect::<Vec<_>>(), kinds, "{line}");
            for g in GrammarId::ALL {
                assert_eq!(survey.is_valid(g), report.is_valid(g), "{line}");
            }
        }
    }
    assert!(lines > 1000, "{lines}");
}

/// The table of `Display`: the verdicts and components side by side, the
/// errors with their hints, each difference with every grammar's reading,
/// and "differences: none" when the grammars agree.
#[test]
fn the_report_as_a_table() {
    assert_eq!(
        compare("http://h").to_string(),
        "\
http://h
             RFC 1738  RFC 1630     RFC 2396     RFC 3986  RFC 3987
  verdict    httpurl   httpaddress  absoluteURI  URI       IRI
  scheme     \"http\"    \"http\"       \"http\"       \"http\"    \"http\"
  authority                         \"h\"          \"h\"       \"h\"
  host       \"h\"       \"h\"          \"h\"          \"h\"       \"h\"
  path       -         -            \"\"           \"\"        \"\"
differences: none
"
    );
    assert_eq!(
        compare("http://h/a#f").to_string(),
        "\
http://h/a#f
             RFC 1738  RFC 1630  RFC 2396     RFC 3986  RFC 3987
  verdict    invalid   invalid   absoluteURI  URI       IRI
  scheme                         \"http\"       \"http\"    \"http\"
  authority                      \"h\"          \"h\"       \"h\"
  host                           \"h\"          \"h\"       \"h\"
  path                           \"/a\"         \"/a\"      \"/a\"
  fragment                       \"f\"          \"f\"       \"f\"
errors:
  RFC 1738: expected hsegment at byte 10, found '#' (within hpath, httpurl, url)
    hint: a fragment (`#...`) is no part of an RFC 1738 URL: it follows the URL, and `#` inside one is written `%23` (RFC 1738 §2.2)
  RFC 1630: expected segment at byte 10, found '#' (within path, httpaddress, url)
    hint: a fragment identifier follows the URL and is no part of it: read `url#fragment` with `rfc1630::FragmentAddress::parse` (RFC 1630 Fragment-id)
differences:
  10..12 \"#f\": a fragment
    RFC 1738: no part of a URL: `#` is unsafe, it delimits a fragment that may follow the URL (RFC 1738 §2.2)
    RFC 1630: no part of a `url`: the fragment identifier follows the URL after `#` (RFC 1630 Fragment-id)
    RFC 2396: the `fragment` of a URI reference (RFC 2396 §4.1)
    RFC 3986: the `fragment` of a URI reference, after `#` (RFC 3986 §3.5)
    RFC 3987: the `ifragment` of an IRI reference, after `#` (RFC 3987 §2.2)
"
    );
    let names: Vec<&str> = GrammarId::ALL.iter().map(|g| g.name()).collect();
    assert_eq!(
        names,
        ["rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987"]
    );
    // Each verdict says the same as the report, accepted or not.
    let report = compare("http://h/a#f");
    let verdicts = report.verdicts();
    assert_eq!(
        verdicts.each_ref().map(Verdict::is_valid),
        [false, false, true, true, true]
    );
    assert_eq!(
        GrammarId::ALL.map(|g| report.is_valid(g)),
        [false, false, true, true, true]
    );
    assert_eq!(
        verdicts.each_ref().map(Verdict::production),
        [None, None, Some("absoluteURI"), Some("URI"), Some("IRI")]
    );
    assert_eq!(
        verdicts.each_ref().map(|v| v.rejection().map(|r| r.offset)),
        [Some(10), Some(10), None, None, None]
    );
    assert_eq!(
        verdicts
            .each_ref()
            .map(|v| v.components().and_then(|c| c.fragment).map(|f| f.as_str())),
        [None, None, Some("f"), Some("f"), Some("f")]
    );
}

/// The scheme differences need a scheme name and its `":"`: none for a
/// reference without one, or an empty name.
#[test]
fn scheme_differences_need_a_name_and_its_colon() {
    let kinds = |input: &str| -> Vec<(Kind, std::ops::Range<usize>)> {
        compare(input)
            .differences()
            .iter()
            .map(|d| (d.kind, d.span.range()))
            .collect()
    };
    assert_eq!(kinds(":x"), []);
    assert_eq!(kinds(":"), []);
    // RFC 3986 reads `?:` as a `relative-ref` with an empty path and a
    // query (§4.2), RFC 2396's `relativeURI` has no empty path.
    assert_eq!(kinds("?:"), [(Kind::RelativeReference, 0..2)]);
    assert_eq!(kinds("1a"), [(Kind::RelativeReference, 0..2)]);
    assert_eq!(kinds("1a:b"), [(Kind::SchemeStartsWithDigit, 0..2)]);
    assert_eq!(
        kinds("HTTP://h/"),
        [(Kind::SchemeCase, 0..4), (Kind::PathSlash, 8..9)]
    );
}

/// RFC 3986 beside RFC 2396: where RFC 2396 reads an authority as a
/// `reg_name` (§3.2.1) RFC 3986 has a `userinfo` and a `reg-name` host
/// (§3.2.2); where RFC 2396 rejects a reference that RFC 3986 accepts,
/// the structures are found in RFC 3986's reading.
#[test]
fn rfc3986_beside_rfc2396() {
    let report = compare("http://u@a_b/x");
    let host = find(&report, Kind::Component(Component::Host));
    assert_eq!(host.reading(GrammarId::Rfc2396).what, "no host");
    assert_eq!(host.reading(GrammarId::Rfc3986).what, "the host `a_b`");
    assert_eq!(host.reading(GrammarId::Rfc3986).section, "RFC 3986 §3.2.2");
    // An IPvFuture literal (§3.2.2): RFC 2732 has none, and it is no IPv6
    // literal.
    let report = compare("http://[v1.x]/a#f");
    assert!(!report.is_valid(GrammarId::Rfc2396) && report.is_valid(GrammarId::Rfc3986));
    let fragment = find(&report, Kind::Fragment);
    assert_eq!(fragment.span.as_str(), "#f");
    assert_eq!(
        fragment.reading(GrammarId::Rfc3986).section,
        "RFC 3986 §3.5"
    );
    assert!(
        report
            .differences()
            .iter()
            .all(|d| d.kind != Kind::Ipv6Literal)
    );
    check(
        "http://[v1.x]/a#f",
        Kind::IpvFuture,
        "[v1.x]",
        [
            "RFC 1738 §3.1",
            "RFC 1630 BNF for specific URL schemes",
            "RFC 2732 §3",
            "RFC 3986 §3.2.2",
            "RFC 3987 §2.2",
        ],
    );
    assert_eq!(Kind::IpvFuture.category(), Category::Structure);
    // An IPv6 literal RFC 3986 reads as RFC 2732 does.
    let report = compare("http://[::1]:/");
    let literal = find(&report, Kind::Ipv6Literal);
    assert_eq!(literal.span.as_str(), "[::1]");
    assert_eq!(
        literal.reading(GrammarId::Rfc3986).what,
        "an `IP-literal`, a `host`: an IPv6 address in brackets"
    );
    assert_eq!(find(&report, Kind::EmptyPort).span.range(), 12..13);
    // RFC 3986's relative reference, also where RFC 2396 has none.
    let relative = |input| {
        let report = compare(input);
        let d = find(&report, Kind::RelativeReference);
        (
            report.verdict(GrammarId::Rfc3986).production(),
            d.reading(GrammarId::Rfc3986).to_string(),
        )
    };
    for input in ["../a/b", "?y", "#top", ""] {
        assert_eq!(
            relative(input),
            (
                Some("relative-ref"),
                "a `relative-ref`, resolved against a base URI (RFC 3986 §4.2)".to_owned()
            ),
            "{input:?}"
        );
    }
    assert!(!compare("?y").is_valid(GrammarId::Rfc2396));
}

/// A character outside US-ASCII is an IRI's (RFC 3987 §2.2) and the
/// percent-encoded octets of a URI's (RFC 3986 §2.5): one difference
/// per input, at the first such character, with the grammar that
/// accepts the input alone.
#[test]
fn a_character_outside_ascii_is_an_iri() {
    // RFC 3987 §3.2.1's example, and one of §3.1.
    let input = "http://www.example.org/r\u{E9}sum\u{E9}.html";
    check(
        input,
        Kind::NonAscii,
        "\u{E9}",
        [
            "RFC 1738 §2.2",
            "RFC 1630 Encoding reserved characters",
            "RFC 2396 §2.1",
            "RFC 3986 §2.5",
            "RFC 3987 §2.2",
        ],
    );
    let report = compare(input);
    assert_eq!(
        GrammarId::ALL.map(|g| report.is_valid(g)),
        [false, false, false, false, true]
    );
    let d = find(&report, Kind::NonAscii);
    assert_eq!(d.kind.category(), Category::Character);
    assert_eq!(d.span.range(), 24..26);
    assert_eq!(
        d.reading(GrammarId::Rfc3987).what,
        "a `ucschar`, an `iunreserved`: written as itself"
    );
    assert_eq!(
        d.reading(GrammarId::Rfc3986).what,
        "in no class of the syntax: percent-encoded as the octets of its UTF-8"
    );
    // Once per input.
    let kinds: Vec<Kind> = compare("http://\u{4F8B}\u{3048}.jp/\u{30D1}\u{30B9}")
        .differences()
        .iter()
        .map(|d| d.kind)
        .collect();
    assert_eq!(kinds, [Kind::NonAscii]);
    // A private use character is an IRI's in the query only.
    let report = compare("http://h/?\u{E000}");
    assert!(report.is_valid(GrammarId::Rfc3987));
    assert_eq!(
        find(&report, Kind::NonAscii)
            .reading(GrammarId::Rfc3987)
            .what,
        "an `iprivate`: written as itself in an `iquery` only, elsewhere percent-encoded"
    );
    // A character in no class of RFC 3987 either (a noncharacter) is no
    // difference: every grammar percent-encodes it.
    let report = compare("http://h/\u{FFFE}");
    assert!(GrammarId::ALL.iter().all(|&g| !report.is_valid(g)));
    assert!(
        report.differences().is_empty(),
        "{:?}",
        report.differences()
    );
    // ASCII input has none.
    assert!(
        !rfc1738::compare::survey("http://h/a")
            .kinds()
            .contains(Kind::NonAscii)
    );
    assert!(
        rfc1738::compare::survey(input)
            .kinds()
            .contains(Kind::NonAscii)
    );
}
