//! Every error path (issue 6): for every production of §5, a rejected
//! input whose error names that production, at the right byte.
//!
//! Eight productions never fail by themselves: their body is children and
//! optional separators only, so their failure is always a child's, and the
//! error names the child (the more specific production) with the wrapper
//! in `within()`. `TRANSPARENT` lists them with such a case; a second test
//! checks, over many inputs, that none of them is ever named by
//! `expected()`, so the list is not a way around the first test.

use rfc1738::{Production, parse_production};

use crate::common::corpus::Corpus;

/// (production, rejected input, byte offset of the error).
const OWN: &[(&str, &str, usize)] = &[
    ("alpha", "0", 0),
    ("digit", "a", 0),
    ("digits", "", 0),
    ("escape", "2f", 0),
    ("extra", "$", 0),
    ("hex", "G", 0),
    ("hialpha", "a", 0),
    ("lowalpha", "A", 0),
    ("national", "/", 0),
    ("punctuation", "'", 0),
    ("reserved", "#", 0),
    ("safe", "!", 0),
    ("uchar", ";", 0),
    ("unreserved", ";", 0),
    ("xchar", "#", 0),
    ("fileurl", "file://host", 11),
    ("fsegment", "a/b", 1),
    ("ftptype", "x", 0),
    ("ftpurl", "ftp:/h/", 5),
    ("genericurl", "foo", 3),
    ("scheme", "", 0),
    ("schemepart", "a b", 1),
    ("gopher+_string", "+ ABSTRACT", 1),
    ("gopherurl", "gopher:/h", 8),
    ("gtype", "11", 1),
    ("selector", "a b", 1),
    ("hsegment", "a/b", 1),
    ("httpurl", "http:h", 5),
    ("search", "a/b", 1),
    ("alphadigit", "-", 0),
    ("domainlabel", "-a", 0),
    ("host", "/", 0),
    ("hostnumber", "1.2.3", 5),
    ("ip-schemepart", "host/", 0),
    ("password", "a:b", 1),
    ("port", "8a", 1),
    ("toplabel", "1a", 0),
    ("urlpath", "a b", 1),
    ("user", "a:b", 1),
    ("encoded822addr", "", 0),
    ("article", "@h", 0),
    ("group", "1a", 0),
    ("grouppart", "**", 1),
    ("nntpurl", "nntp://h", 8),
    ("fieldname", "a=b", 1),
    ("fieldspec", "a=b", 0),
    ("fieldvalue", "a=b", 1),
    ("prosperourl", "prospero://h", 12),
    ("psegment", "a/b", 1),
    ("telneturl", "telnet://h/x", 11),
    ("database", "a/b", 1),
    ("waisdatabase", "wais://h", 8),
    ("waisdoc", "wais://h/db/t", 13),
    ("waisindex", "wais://h/db", 11),
    ("waisurl", "wais://h", 8),
    ("wpath", "a/b", 1),
    ("wtype", "a/b", 1),
    ("mailtourl", "", 0),
    ("newsurl", "", 0),
];

/// (production, rejected input, the child named, byte offset).
const TRANSPARENT: &[(&str, &str, &str, usize)] = &[
    ("url", "http:", "httpurl", 5),
    ("otherurl", "x", "genericurl", 1),
    ("login", "u:p@", "host", 4),
    ("hostport", "h:", "digits", 2),
    ("hostname", "a.", "toplabel", 2),
    ("fpath", "a;b", "fsegment", 1),
    ("hpath", "a b", "hsegment", 1),
    ("ppath", ";", "psegment", 0),
];

fn production(name: &str) -> Production {
    name.parse()
        .unwrap_or_else(|_| panic!("{name} is not a production"))
}

#[test]
fn every_production_has_a_rejected_input_naming_it() {
    let mut missing = Vec::new();
    for &p in Production::all() {
        if let Some(&(_, input, offset)) = OWN.iter().find(|c| production(c.0) == p) {
            let err = parse_production(p, input).expect_err(&format!("{p} accepted {input:?}"));
            assert_eq!(err.expected(), p, "{p} on {input:?}: {err}");
            assert_eq!(err.offset(), offset, "{p} on {input:?}: {err}");
        } else if let Some(&(_, input, child, offset)) =
            TRANSPARENT.iter().find(|c| production(c.0) == p)
        {
            let err = parse_production(p, input).expect_err(&format!("{p} accepted {input:?}"));
            assert_eq!(err.expected(), production(child), "{p} on {input:?}: {err}");
            assert_eq!(err.offset(), offset, "{p} on {input:?}: {err}");
            assert!(err.within().contains(&p), "{p} not within: {err}");
        } else {
            missing.push(p);
        }
    }
    assert!(missing.is_empty(), "no error case for {missing:?}");
    assert_eq!(OWN.len() + TRANSPARENT.len(), Production::all().len());
}

/// Inputs to throw at the transparent productions: corpus lines (600 of
/// each of three files: every 7th line of the full corpus, every line of
/// the committed sample, which is itself spread over each file), their
/// suffixes after each delimiter, and single-byte edits of them.
fn inputs() -> Vec<String> {
    let corpus = Corpus::find("error_paths::transparent_productions_are_never_named_by_expected");
    let stride = if corpus.sample { 1 } else { 7 };
    let mut lines: Vec<String> = Vec::new();
    for file in ["ada_kasztp.txt", "cc10k_base.txt", "local_usr_files.txt"] {
        let text = corpus.read(file);
        lines.extend(text.lines().step_by(stride).take(600).map(str::to_owned));
    }
    assert!(lines.len() > 1000, "only {} corpus lines", lines.len());
    let mut out = Vec::new();
    for line in &lines {
        for (at, b) in line.bytes().enumerate() {
            if matches!(b, b'/' | b':' | b'@' | b'.' | b';') {
                out.push(line.get(at + 1..).unwrap_or_default().to_owned());
            }
        }
        for edit in ["", ";", " ", "%", "%4", ":", "@", "-", ".", "/", "*", "~"] {
            let mid = line.len() / 2;
            let mut s = line.clone();
            if s.is_char_boundary(mid) {
                s.insert_str(mid, edit);
                out.push(s);
            }
        }
        out.push(line.clone());
    }
    out
}

#[test]
fn transparent_productions_are_never_named_by_expected() {
    let inputs = inputs();
    let mut errors = 0usize;
    for &(name, ..) in TRANSPARENT {
        let p = production(name);
        for input in &inputs {
            if let Err(e) = parse_production(p, input) {
                errors += 1;
                // When the error says what may follow a complete part
                // (`next`), `expected` is the production around that place
                // and the message names the options, not it.
                if e.next().next().is_none() {
                    assert_ne!(e.expected(), p, "{p} named itself on {input:?}: {e}");
                } else {
                    let named = format!("expected {p} at");
                    assert!(!e.to_string().starts_with(&named), "{p} on {input:?}: {e}");
                }
            }
        }
    }
    assert!(errors > 10_000, "only {errors} errors seen");
}

/// The combinators' own error (`rfc1738::error::Error`, what a caller
/// composing the combinators sees): its offset, its productions innermost
/// first, and its `Debug` form.
#[test]
fn combinator_errors_name_offset_and_productions() {
    use rfc1738::Input;
    let Err(nom::Err::Error(e)) = rfc1738::ip::port(Input::new("x")) else {
        panic!("port accepts no letter");
    };
    assert_eq!(e.offset(), 0);
    assert_eq!(e.productions(), [Production::Digits, Production::Port]);
    assert_eq!(
        format!("{e:?}"),
        "Error { offset: 0, productions: [Digits, Port] }"
    );
    // Inside a larger input the offset counts from its start.
    // A broken escape commits inside the grammar; called from outside,
    // the production leaves the decision to its caller (`Error`).
    let Err(nom::Err::Error(e)) = rfc1738::http::httpurl(Input::new("http://h/a%4")) else {
        panic!("a broken escape is an error the caller may recover from");
    };
    assert_eq!(e.offset(), 12);
    assert_eq!(
        e.productions(),
        [
            Production::Hex,
            Production::Escape,
            Production::Uchar,
            Production::Hsegment,
            Production::Hpath,
            Production::Httpurl
        ]
    );
}

/// `ParseError`'s `Debug` form names every field.
#[test]
fn parse_error_debug_names_every_field() {
    let e = parse_production(Production::Port, "1x").unwrap_err();
    assert_eq!(
        format!("{e:?}"),
        "ParseError { offset: 1, expected: Port, within: [], found: Some('x'), kind: Syntax, \
         next: [End], after: Some(Port), hint: None }"
    );
}

/// A `ParseError` is returned by value from every parse: it stays small
/// (clippy's `result_large_err` draws the line at 128 bytes) and no
/// larger than the `Url` beside it in `Result`. On 64-bit targets it is
/// 88 bytes, with no padding in the middle that making an error copies
/// (bench/README.md, "What each part of RFC 3986's error costs").
#[test]
fn parse_error_stays_small() {
    let size = std::mem::size_of::<rfc1738::ParseError>();
    assert!(size <= 128, "ParseError is {size} bytes");
    if cfg!(target_pointer_width = "64") {
        assert!(size <= 88, "ParseError is {size} bytes");
        assert!(std::mem::size_of::<rfc1738::rfc3986::ParseError>() <= 88);
    }
    assert!(size <= std::mem::size_of::<rfc1738::Url<'_>>());
}
