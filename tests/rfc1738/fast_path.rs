//! `Url::parse` takes a fast path (`fast`, under src/rfc1738/) that builds
//! the typed tree from byte scans and leaves failures to the combinators.
//! The combinators stay the definition: `parse_production(Production::Url,
//! ..)` runs only them. These tests require the two to give the same
//! result, tree for tree (the `Node` of a `Url` compares the whole typed
//! `Url`, spans included) and error for error, on the shared corpus, on
//! every short suffix of prefixes reaching into each production, and on
//! generated and mutated inputs.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use rfc1738::{Node, Options, ParseError, Production, Url, parse_production_with};

use crate::common::corpus::{Corpus, read_lossy};

/// Both readings of `input`: `Url::parse_with` (fast path first) and the
/// combinators alone.
fn both(input: &str, options: Options) -> [Result<Node<'_>, ParseError>; 2] {
    [
        Url::parse_with(input, options).map(|u| u.node()),
        parse_production_with(Production::Url, input, options),
    ]
}

fn agree(input: &str) -> Result<(), String> {
    for options in [Options::new(), Options::new().strict_scheme_case(true)] {
        let [fast, combinators] = both(input, options);
        if fast != combinators {
            return Err(format!(
                "{input:?} ({options:?}):\n  Url::parse:  {fast:?}\n  combinators: {combinators:?}"
            ));
        }
    }
    Ok(())
}

#[test]
fn corpus_trees_and_errors_are_the_combinators() {
    let corpus = Corpus::find("fast_path::corpus_trees_and_errors_are_the_combinators");
    let (mut total, mut failures) = (0usize, Vec::new());
    for path in &corpus.files() {
        let text = read_lossy(path);
        for line in text.split_terminator('\n') {
            total += 1;
            if let Err(e) = agree(line) {
                failures.push(e);
            }
        }
    }
    println!("corpus: {total} lines, {} differ", failures.len());
    assert!(
        failures.is_empty(),
        "{} lines differ:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// Every string of up to three characters from the grammar's delimiters
/// (and a few forbidden characters) after prefixes that reach into each
/// production of the fast path.
#[test]
fn short_suffixes_are_the_combinators() {
    let alphabet: Vec<char> = "/:@?;=&%.-a1A*_9F#~ é".chars().collect();
    let prefixes = [
        "",
        "x:",
        "x://",
        "x://h",
        "x://u@h",
        "x://u:p@h:1/",
        "x://1.2.3.4",
        "HTTP://",
        "http://h",
        "http://h.b-c.d/",
        "http://h:8/a?",
        "http://1.2.3.4",
        "ftp://",
        "ftp://h",
        "ftp://u:p@h/",
        "ftp://h/a;",
        "ftp://h/a;type=",
        "file://",
        "file:///",
        "file://h",
        "File://h/a",
        "gopher://h/",
        "news:",
    ];
    let mut failures = Vec::new();
    let mut total = 0usize;
    for prefix in prefixes {
        let mut pending = vec![String::new()];
        while let Some(suffix) = pending.pop() {
            let input = format!("{prefix}{suffix}");
            total += 1;
            if let Err(e) = agree(&input) {
                failures.push(e);
            }
            if suffix.chars().count() < 3 {
                pending.extend(alphabet.iter().map(|&c| format!("{suffix}{c}")));
            }
        }
    }
    println!("short suffixes: {total} inputs, {} differ", failures.len());
    assert!(
        failures.is_empty(),
        "{} inputs differ:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

fn config(cases: u32) -> Config {
    // No regression files: this test must add no files to the crate.
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// URL-shaped strings: a scheme (one of the fast path's, another
/// predefined one, or an unknown one), `"//"`, user and password, a
/// host (names, numbers and near misses), a port, a path with the
/// delimiters of every scheme, escapes good and bad, and bytes no
/// production allows.
const URLISH: &str = concat!(
    "(http|HTTP|hTtp|ftp|FTP|file|FILE|https|git\\+ssh|x-y\\.z|news|gopher|mailto|1a|)",
    ":(//|/|)",
    "([a-zA-Z0-9;?&=:%@_~.!*'(),$+-]{0,8}@|)",
    "([a-zA-Z0-9.-]{0,14}|[0-9]{1,3}(\\.[0-9]{1,3}){2,4}|[a-z_]{1,5}\\.[a-z0-9]{1,4})",
    "(:[0-9]{0,5}|)",
    "(/[a-zA-Z0-9/?;=:@&%.$_+!*'(),~# é-]{0,24}|[?;#][a-z=&]{0,6}|)",
    "(;type=[aidAIDx]?|%[0-9a-fA-Fg]{0,2}|)"
);

#[test]
fn generated_inputs_are_the_combinators() {
    let mut runner = TestRunner::new(config(30_000));
    let result = runner.run(&proptest::string::string_regex(URLISH).unwrap(), |input| {
        agree(&input).map_err(TestCaseError::fail)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// One character inserted, deleted or replaced, anywhere in a valid URL
/// of each fast-path shape.
#[test]
fn mutated_inputs_are_the_combinators() {
    let valid = prop::sample::select(vec![
        "http://www.example.com:8080/a/b;c=d/e%20f?q=1&r=2",
        "HTTP://10.0.0.1/",
        "http://h",
        "ftp://joe:secret@ftp.example.com:21/pub/a/file.txt;type=i",
        "ftp://@h/",
        "ftp://u:@1.2.3.4",
        "file:///usr/share/doc/a%2Fb",
        "file://localhost/etc/hosts",
        "file://node.gypi",
        "https://user:pw@www.example.com:443/a/b?c=d&e=f",
        "https://singapore_aberdeen.tripod.com/a.html",
        "x-y.z://1.2.3.4:99/a;b?c",
        "svn+ssh:opaque;part",
    ]);
    let chars = prop::sample::select("/:@?;=&%#~.-_aZxF09 é".chars().collect::<Vec<_>>());
    let edit = (0usize..3, any::<prop::sample::Index>(), chars);
    let mut runner = TestRunner::new(config(30_000));
    let result = runner.run(&(valid, edit.clone(), edit), |(url, first, second)| {
        let once = mutate(url, first);
        agree(&once).map_err(TestCaseError::fail)?;
        agree(&mutate(&once, second)).map_err(TestCaseError::fail)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

fn mutate(input: &str, (edit, at, c): (usize, prop::sample::Index, char)) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    match edit {
        0 => chars.insert(at.index(chars.len() + 1), c),
        _ if chars.is_empty() => {}
        1 => {
            chars.remove(at.index(chars.len()));
        }
        _ => {
            let k = at.index(chars.len());
            chars[k] = c;
        }
    }
    chars.into_iter().collect()
}
