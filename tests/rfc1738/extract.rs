//! The RFC 1738 Appendix, "Recommendations for URLs in Context"
//! (src/rfc1738/extract.rs, grammar-notes/rfc1738/extract.md): the
//! Appendix's own examples give the URLs the RFC means, every `<URL:...>`
//! of the RFC is found in its text, and each decision of the note is a
//! case (snapshots `snapshots/rfc1738/extract__*.snap`: each text, then
//! what was found in it, with byte ranges, and its parse).

use std::fmt::Write as _;

use proptest::prelude::*;
use rfc1738::extract::{Extracted, Form};
use rfc1738::{Production, extract};

use crate::common::corpus::spec;

/// One line per URL found: form, whole range, URL and its range (and
/// whether whitespace was removed), fragment, hyphens at line breaks, then
/// the parse (the production, or the error with its offset in the text).
fn render_one(out: &mut String, e: &Extracted<'_>) {
    let form = match e.form() {
        Form::Wrapped { url_prefix: true } => "wrapped <URL:>",
        Form::Wrapped { url_prefix: false } => "wrapped <>",
        Form::Bare { url_prefix: true } => "bare URL:",
        Form::Bare { url_prefix: false } => "bare",
    };
    let r = e.range();
    let u = e.url_range();
    write!(
        out,
        "{form} @ {}..{}: url {:?} @ {}..{}",
        r.start,
        r.end,
        e.url(),
        u.start,
        u.end
    )
    .unwrap();
    if e.whitespace_removed() {
        out.push_str(" (whitespace removed)");
    }
    if let (Some(f), Some(range)) = (e.fragment(), e.fragment_range()) {
        write!(out, ", fragment {f:?} @ {}..{}", range.start, range.end).unwrap();
    }
    let hyphens: Vec<usize> = e.break_hyphens().collect();
    if !hyphens.is_empty() {
        write!(
            out,
            ", hyphens at line breaks {hyphens:?}, url without them {:?}",
            e.url_without_break_hyphens()
        )
        .unwrap();
    }
    match e.parse() {
        Ok(url) => writeln!(out, "\n  ok: {}", url.production()).unwrap(),
        Err(err) => writeln!(
            out,
            "\n  error: {err} (text byte {})",
            e.text_offset(err.offset())
        )
        .unwrap(),
    }
}

/// `## "text"` then every URL found in it (or `none`).
fn render(texts: &[&str]) -> String {
    let mut out = String::new();
    for text in texts {
        writeln!(out, "\n## {text:?}").unwrap();
        check_invariants(text);
        let mut any = false;
        for e in extract(text) {
            render_one(&mut out, &e);
            any = true;
        }
        if !any {
            out.push_str("none\n");
        }
    }
    out
}

fn urls(text: &str) -> Vec<String> {
    extract(text).map(|e| e.url().to_owned()).collect()
}

/// What holds of every result: ranges in order, inside each other and on
/// character boundaries; the URL is its text as written, whitespace
/// removed; a bare URL was written as it is.
fn check_invariants(text: &str) {
    let mut last_end = 0;
    for e in extract(text) {
        let (r, u) = (e.range(), e.url_range());
        assert!(
            last_end <= r.start && r.start <= u.start && u.end <= r.end,
            "{text:?}: {e:?}"
        );
        assert!(
            r.end <= text.len() && text.is_char_boundary(r.start) && text.is_char_boundary(r.end)
        );
        assert!(text.is_char_boundary(u.start) && text.is_char_boundary(u.end));
        let squeezed: String = e.as_written().split_ascii_whitespace().collect();
        let squeezed = squeezed.replace('\u{b}', "");
        assert_eq!(e.url(), squeezed, "{text:?}");
        if let Some(f) = e.fragment_range() {
            assert!(u.end < f.start && f.end <= r.end);
            let written: String = text[f].split_ascii_whitespace().collect();
            assert_eq!(e.fragment(), Some(written.as_str()));
        }
        if let Form::Bare { .. } = e.form() {
            assert!(!e.whitespace_removed());
            assert_eq!(e.url(), &text[u]);
        }
        last_end = r.end;
    }
}

// ---------------------------------------------------------------------
// The Appendix's examples.
// ---------------------------------------------------------------------

/// The Appendix's example paragraph, verbatim (its indentation included).
const APPENDIX_EXAMPLE: &str =
    "      Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <URL:ftp://ds.in
      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
      net/instructions/overview.html#WARNING>.
";

/// The example is the RFC's, the sentences it illustrates are there, and
/// the grammar note quotes the Appendix verbatim.
#[test]
fn the_appendix_text_is_the_rfcs() {
    let rfc = spec("extract::the_appendix_text_is_the_rfcs", "rfc1738.txt");
    assert!(
        rfc.contains(APPENDIX_EXAMPLE),
        "the example is not in RFC 1738"
    );
    let note = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/grammar-notes/rfc1738/extract.md"
    ))
    .unwrap();
    let quoted = note
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap();
    assert!(quoted.starts_with("APPENDIX: Recommendations for URLs in Context\n"));
    assert!(quoted.ends_with(APPENDIX_EXAMPLE));
    assert!(
        rfc.contains(quoted),
        "the note's Appendix is not RFC 1738's"
    );
    let prose: String = rfc.split_whitespace().collect::<Vec<_>>().join(" ");
    for sentence in [
        "it is recommended that URLs be preceeded with a prefix consisting of the characters \"URL:\".",
        "is recommended that angle brackets (\"<\" and \">\"), along with the prefix \"URL:\", be used to delimit the boundaries of the URL.",
        "This wrapper does not form part of the URL and should not be used in contexts in which delimiters are already specified.",
        "In the case where a fragment/anchor identifier is associated with a URL (following a \"#\"), the identifier would be placed within the brackets as well.",
        "In some cases, extra whitespace (spaces, linebreaks, tabs, etc.) may need to be added to break long URLs across lines. The whitespace should be ignored when extracting the URL.",
        "No whitespace should be introduced after a hyphen (\"-\") character.",
        "the interpreter of a URL containing a line break immediately after a hyphen should ignore all unencoded whitespace around the line break, and should be aware that the hyphen may or may not actually be part of the URL.",
    ] {
        // The RFC's own "In this case, is recommended" lacks its "it".
        let sentence = sentence.replace("it is recommended that URLs", "is recommended that URLs");
        assert!(prose.contains(&sentence), "not in RFC 1738: {sentence}");
    }
}

/// The Appendix: "Yes, Jim, I found it under
/// <URL:ftp://info.cern.ch/pub/www/doc; type=d> but you can probably
/// pick it up from <URL:ftp://ds.in ternic.net/rfc>. Note the warning in
/// <URL:http://ds.internic. net/instructions/overview.html#WARNING>."
/// Each URL is broken across lines; "The whitespace should be ignored
/// when extracting the URL." The fragment "would be placed within the
/// brackets as well".
#[test]
fn appendix_examples() {
    let found: Vec<Extracted<'_>> = extract(APPENDIX_EXAMPLE).collect();
    assert_eq!(found.len(), 3);
    for e in &found {
        assert_eq!(e.form(), Form::Wrapped { url_prefix: true });
        assert!(e.whitespace_removed());
        assert_eq!(e.break_hyphens().count(), 0);
    }

    // A directory listing of /pub/www/doc on info.cern.ch (§3.2.2, type d:
    // "CWD pub", "CWD www", then "NLST doc").
    let e = &found[0];
    assert_eq!(e.url(), "ftp://info.cern.ch/pub/www/doc;type=d");
    let url = e.parse().unwrap();
    let ftp = url.as_ftp().unwrap();
    assert_eq!(ftp.login().hostport().host().as_str(), "info.cern.ch");
    let commands: Vec<String> = ftp.commands().iter().map(|c| c.to_string()).collect();
    assert_eq!(commands, ["CWD pub", "CWD www", "NLST doc"]);
    assert_eq!(
        &APPENDIX_EXAMPLE[e.range()],
        "<URL:ftp://info.cern.ch/pub/www/doc;\n      type=d>"
    );

    // The directory /rfc on ds.internic.net, the host name broken in two.
    let e = &found[1];
    assert_eq!(e.url(), "ftp://ds.internic.net/rfc");
    let url = e.parse().unwrap();
    assert_eq!(url.host().unwrap().as_str(), "ds.internic.net");
    let commands: Vec<String> = url
        .as_ftp()
        .unwrap()
        .commands()
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(commands, ["RETR rfc"]);
    assert_eq!(e.as_written(), "ftp://ds.in\n      ternic.net/rfc");

    // An HTTP document, with the fragment identifier WARNING, which is no
    // part of the URL (§2.2).
    let e = &found[2];
    assert_eq!(e.url(), "http://ds.internic.net/instructions/overview.html");
    assert_eq!(e.fragment(), Some("WARNING"));
    assert_eq!(&APPENDIX_EXAMPLE[e.fragment_range().unwrap()], "WARNING");
    let url = e.parse().unwrap();
    assert_eq!(url.production(), Production::Httpurl);
    assert_eq!(url.host().unwrap().as_str(), "ds.internic.net");
    let http = url.as_http().unwrap();
    let path: Vec<&str> = http
        .hpath()
        .unwrap()
        .segments()
        .map(|s| s.as_str())
        .collect();
    assert_eq!(path, ["instructions", "overview.html"]);

    // The sentence's "." after the last two wrappers is not in them.
    assert!(
        found
            .iter()
            .all(|e| APPENDIX_EXAMPLE[e.range()].ends_with('>'))
    );
    snapshot!("appendix", render(&[APPENDIX_EXAMPLE]));
}

/// Every `<URL:...>` of RFC 1738 (30: the §3 examples, the Appendix's
/// and the references, several broken across lines) is found and parses;
/// what else the text holds that looks like a URL (the templates of §3)
/// is in the snapshot with its parse.
#[test]
fn rfc1738_text() {
    let rfc = spec("extract::rfc1738_text", "rfc1738.txt");
    let found: Vec<Extracted<'_>> = extract(&rfc).collect();
    let prefixed: Vec<&Extracted<'_>> = found
        .iter()
        .filter(|e| e.form() == Form::Wrapped { url_prefix: true })
        .collect();
    assert_eq!(prefixed.len(), rfc.matches("<URL:").count());
    assert_eq!(prefixed.len(), 30);
    for e in &prefixed {
        assert!(
            e.parse().is_ok(),
            "{:?}: {}",
            e.url(),
            e.parse().unwrap_err()
        );
    }
    let mut out = String::new();
    for e in &found {
        let line = rfc[..e.range().start].matches('\n').count() + 1;
        write!(out, "line {line}: ").unwrap();
        render_one(&mut out, e);
    }
    snapshot!("rfc1738", out);
}

// ---------------------------------------------------------------------
// The decisions of grammar-notes/rfc1738/extract.md, case by case.
// ---------------------------------------------------------------------

/// Wrappers: what is one, what is not, and what is inside.
#[test]
fn wrappers() {
    let cases = [
        "<URL:http://example.com/>",
        "<url:http://example.com/>",             // the prefix in any case
        "< URL:\thttp://example.com/a\n  b >",   // whitespace around and inside
        "<URL:x-foo:bar>",                       // after URL: any scheme
        "<URL:not a url>",                       // URL: marks it; the parse says no
        "<URL:>",                                // an empty URL
        "<http://example.com/>",                 // no prefix: "//" after the scheme
        "<news:comp.infosystems.www>",           // no prefix: a scheme of §3
        "<NEWS:comp.infosystems.www>",           // in any case (§2.1)
        "<foo:bar>",                             // no prefix, unknown scheme, no "//"
        "<xsl:template match=\"/\">",            // a tag, not a URL
        "<joe@example.com>",                     // an address, not a URL
        "<see http://example.com/>",             // not a wrapper; a bare URL inside
        "<a href=\"http://example.com/\">x</a>", // a tag; the bare URL in it
        "<ht\ntp://example.com/>",               // the scheme must be written unbroken
        "<URL:http://a<URL:http://b>",           // a "<" before the ">": the first is no wrapper
        "<URL:http://a",                         // no ">": no wrapper
        "<URL:ftp://h/file.>",                   // a wrapper keeps its punctuation
        "<URL:http://h/#a\n b>",                 // a fragment, broken too
        "<URL:http://h/a#>",                     // an empty fragment
        "<URL:http://h/~joe>",                   // found; §2.2 forbids "~" unencoded
    ];
    for text in &cases {
        check_invariants(text);
    }
    assert_eq!(urls("<URL:x-foo:bar>"), ["x-foo:bar"]);
    assert_eq!(urls("<foo:bar>"), Vec::<String>::new());
    assert_eq!(urls("<see http://example.com/>"), ["http://example.com/"]);
    assert_eq!(
        extract("<see http://example.com/>").next().unwrap().form(),
        Form::Bare { url_prefix: false }
    );
    assert_eq!(urls("<URL:ftp://h/file.>"), ["ftp://h/file."]);
    snapshot!("wrappers", render(&cases));
}

/// Bare URLs: where they start and end, and the punctuation they lose.
#[test]
fn bare() {
    let cases = [
        "See http://example.com/a.html.", // a sentence's final "."
        "http://example.com/, ftp://example.com/; and news:comp.lang.c!", // , ; !
        "Is it at http://example.com/?",  // a final "?"
        "(see http://example.com/a)",     // an unbalanced ")"
        "see http://example.com/a_(b) and (http://example.com/a_(b)).", // balanced ")" stays
        "[http://example.com/] {http://example.com/}", // "]" and "}" likewise
        "'http://example.com/' or `http://example.com/`", // quotes
        "\"http://example.com/a\"b",      // "\"" ends a URL (§2.2)
        "http://example.com/<b>",         // "<" ends it
        "“http://example.com/”",          // non-ASCII ends it
        "http://example.com/a\tb",        // whitespace ends it
        "http://example.com/~joe",        // "~" does not end it: §2.2 says encode it
        "http://example.com/a#sec-2.",    // the fragment is kept, the "." not
        "news:*.",                        // "*" is no punctuation
        "mailto:joe@example.com.",        // a §3 scheme without "//"
        "MAILTO:joe@example.com",         // any case
        "Note: this is not a URL, nor is 10:30 or e.g.:", // other "x:" in prose
        "Good news: none",                // nothing after the ":"
        "news:.",                         // only punctuation after it
        "https://example.com/ and x-foo://bar", // any scheme with "//"
        "urn:isbn:0451450523",            // unknown scheme, no "//": not found
        "URL:urn:isbn:0451450523",        // ... unless URL: stands before it
        "URL:http://example.com/",        // the prefix without brackets
        "CURL:http://example.com/",       // "URL:" inside a word is no prefix
        "...http://example.com/ --http://example.com/", // the scheme starts at a letter
        "xhttp://example.com/ 2http://example.com/", // an unknown scheme; a leading digit is not in it
        "http://",                                   // "//" and nothing: found, not a URL
        "http://example.com/a\nb",                   // a line break ends a bare URL
    ];
    for text in &cases {
        check_invariants(text);
    }
    assert_eq!(
        urls("See http://example.com/a.html."),
        ["http://example.com/a.html"]
    );
    assert_eq!(urls("(see http://example.com/a)"), ["http://example.com/a"]);
    assert_eq!(
        urls("(http://example.com/a_(b))."),
        ["http://example.com/a_(b)"]
    );
    assert_eq!(urls("news:*."), ["news:*"]);
    assert_eq!(
        urls("Note: this is not a URL, nor is 10:30 or e.g.:"),
        Vec::<String>::new()
    );
    assert_eq!(urls("urn:isbn:0451450523"), Vec::<String>::new());
    assert_eq!(urls("http://example.com/a\nb"), ["http://example.com/a"]);
    snapshot!("bare", render(&cases));
}

/// The hyphen at a line break: kept in `url()`, the other reading on
/// request, and its offset in the text.
#[test]
fn hyphen_at_a_line_break() {
    let text = "<URL:ftp://ftp.example.org/pub/long-\n      name/x-\n y>";
    let e = extract(text).next().unwrap();
    assert_eq!(e.url(), "ftp://ftp.example.org/pub/long-name/x-y");
    let hyphens: Vec<usize> = e.break_hyphens().collect();
    assert_eq!(hyphens, [35, 49]);
    assert!(hyphens.iter().all(|&k| &text[k..k + 1] == "-"));
    assert_eq!(
        e.url_without_break_hyphens().as_deref(),
        Some("ftp://ftp.example.org/pub/longname/xy")
    );
    // A hyphen before a space, not a line break, is an ordinary hyphen.
    let e = extract("<URL:http://h/a- b>").next().unwrap();
    assert_eq!(
        (e.break_hyphens().count(), e.url_without_break_hyphens()),
        (0, None)
    );
    snapshot!(
        "hyphens",
        render(&[
            text,
            "<URL:http://h/a- b>",
            "<URL:http://h/a\n-b>",
            "<URL:http://h/a#b-\r\nc>"
        ])
    );
}

/// A URL not broken by whitespace is borrowed from the text; one that is
/// broken is owned, and its error offsets map back into the text.
#[test]
fn borrowed_unless_broken() {
    let text = "a <URL:http://example.com/x> b";
    let e = extract(text).next().unwrap();
    assert!(!e.whitespace_removed());
    assert_eq!(e.url().as_ptr(), text[e.url_range()].as_ptr());
    let text = "<URL:http://exa\n  mple.com:x/>";
    let e = extract(text).next().unwrap();
    assert!(e.whitespace_removed());
    let err = e.parse().unwrap_err();
    assert_eq!(err.offset(), 19);
    assert_eq!(&text[e.text_offset(err.offset())..][..1], "x");
    assert_eq!(e.text_offset(e.url().len()), e.url_range().end);
    // The parse borrows from the `Extracted`, whose text is owned.
    let e = extract("<URL:http://exa\n  mple.com/>").next().unwrap();
    let url = e
        .parse_with(rfc1738::Options::new().strict_scheme_case(true))
        .unwrap();
    assert_eq!(url.host().unwrap().as_str(), "example.com");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// No text makes `extract` panic, and every result keeps the
    /// invariants.
    #[test]
    fn any_text(text in "[<>:/a-zA-Z.,;()#\"' \n\t-]{0,40}|(<URL:|<|http://|news:|URL:| |\n|-|a|\\.|#|>|é)*") {
        check_invariants(&text);
    }

    /// A URL put in a wrapper with whitespace anywhere comes back whole.
    #[test]
    fn wrapped_with_whitespace_round_trips(
        url in prop::sample::select(vec![
            "http://example.com/a/b?c", "ftp://u:p@h.example/d;type=i", "news:comp.lang.c",
            "gopher://h:70/1sel", "mailto:joe@example.com", "x-foo:bar/baz",
        ]),
        breaks in prop::collection::vec((0usize..40, prop::sample::select(vec![" ", "\n", "\t", "\r\n   ", "\n\n"])), 0..4),
        prefix in any::<bool>(),
    ) {
        prop_assume!(prefix || !url.starts_with("x-"));
        let mut written = url.to_owned();
        for (at, ws) in &breaks {
            let at = (*at).min(written.len());
            // Never inside the scheme of a wrapper without prefix (it must
            // be written unbroken) or the "URL:" itself.
            if !prefix && at <= url.find(':').unwrap() + 3 {
                continue;
            }
            written.insert_str(at, ws);
        }
        let text = format!("see {}{written}>.", if prefix { "<URL:" } else { "<" });
        let found: Vec<Extracted<'_>> = extract(&text).collect();
        prop_assert_eq!(found.len(), 1, "{:?}", text);
        prop_assert_eq!(found[0].url(), url);
        prop_assert!(found[0].parse().is_ok());
    }
}
