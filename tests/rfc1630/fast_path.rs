//! `Url::parse` answers an input without the combinators where it can:
//! an input with no scheme of `url` (the error of `url`'s dispatch, with
//! its hint, src/rfc1630/parse.rs) and every input that starts with
//! `http:` (src/rfc1630/fast.rs: the tree, or the error where the
//! sequence of `httpaddress`'s parts stops or a match stops short of the
//! end). The combinators stay the definition: `parse_production` runs
//! only them. These tests require the two to give the same result, tree
//! for tree and error for error (offset, production, `within`, `next`,
//! `after`, hint, message), on the corpus, on every short suffix of
//! prefixes that reach into each part of an http URL, and on generated
//! and mutated inputs, in both scheme-case readings.

use rfc1738::rfc1630::{Node, Options, ParseError, Production, Url, parse_production_with};

use crate::common::differential::{check_all, corpus_lines, mutations, short_suffixes, strings};

/// Both readings of `input`: `Url::parse_with` (its own answers first)
/// and the combinators alone (`prefixedurl` for an input written with
/// `url:`, which is what `Url::parse` reads then).
fn both(input: &str, options: Options) -> [Result<Node<'_>, ParseError>; 2] {
    let prefixed = input.get(..4).is_some_and(|p| {
        if options.fold_scheme_case {
            p.eq_ignore_ascii_case("url:")
        } else {
            p == "url:"
        }
    });
    let p = if prefixed {
        Production::Prefixedurl
    } else {
        Production::Url
    };
    [
        Url::parse_with(input, options).map(|u| u.node()),
        parse_production_with(p, input, options),
    ]
}

fn agree(input: &str) -> Result<(), String> {
    for options in [Options::new(), Options::new().fold_scheme_case(true)] {
        let [fast, combinators] = both(input, options);
        // `ParseError`'s `==` compares every field, hint included; the
        // messages are compared too, since they are what a user reads.
        // Trees compare whole, but for `url:` (`Url::parse` keeps the
        // `url` under its prefix, `parse_production` a `prefixedurl`
        // node): those compare as printed, every node with its span.
        let same = match (&fast, &combinators) {
            (Ok(a), Ok(b)) => {
                a == b || (a.to_string() == b.to_string() && a.as_str() == b.as_str())
            }
            (Err(a), Err(b)) => a == b && a.to_string() == b.to_string(),
            _ => false,
        };
        if !same {
            return Err(format!(
                "{input:?} ({options:?}):\n  Url::parse:  {fast:?}\n  combinators: {combinators:?}"
            ));
        }
    }
    Ok(())
}

#[test]
fn corpus_trees_and_errors_are_the_combinators() {
    let total = check_all(
        "corpus",
        corpus_lines("rfc1630::fast_path::corpus_trees_and_errors_are_the_combinators"),
        agree,
    );
    assert!(total > 1000, "only {total} corpus lines");
}

/// Every string of up to three characters from the grammar's delimiters
/// (and characters no production allows) after prefixes that reach into
/// each part of an http URL, and into the inputs with no scheme of `url`.
#[test]
fn short_suffixes_are_the_combinators() {
    let prefixes = [
        "",
        "h",
        "http",
        "HTTP",
        "http:",
        "http:/",
        "http://",
        "http://h",
        "http://h.b-c.d",
        "http://h%4",
        "http://1",
        "http://1.2",
        "http://1.2.3.4",
        "http://h:8",
        "http://h/",
        "http://h/a",
        "http://h/a/",
        "http://h/a%2",
        "http://h?",
        "http://h/a?b",
        "url:",
        "url:http://h",
        "https:",
        "afs:",
        "news:",
        "<",
    ];
    check_all(
        "short suffixes",
        short_suffixes(&prefixes, "/:@?;=&%.#a1A_+F \u{e9}~<"),
        agree,
    );
}

/// URL-shaped strings: a scheme (http in several cases, another of
/// `url`'s, or none of them), `"//"`, a login, a host (names, numbers
/// and near misses), a port, a path with empty segments and escapes good
/// and bad, a search, a fragment, and bytes no production allows.
const URLISH: &str = concat!(
    "(http|HTTP|hTtp|url:http|ftp|news|gopher|https|x|1a|)",
    ":(//|/|)",
    "([a-zA-Z0-9:%@_.+-]{0,8}@|)",
    "([a-zA-Z0-9.%_-]{0,14}|[0-9]{1,3}(\\.[0-9]{1,3}){2,4}|[a-z_]{1,5}\\.[a-z0-9]{1,4})",
    "(:[0-9]{0,5}|)",
    "(/[a-zA-Z0-9/?;=:@&%.$_+!*'(),~# \u{e9}-]{0,24}|[?;#][a-z=&%+]{0,6}|)",
    "(\\?[a-z%+/=]{0,6}|%[0-9a-fA-Fg]{0,2}|#[a-z]{0,3}|)"
);

#[test]
fn generated_inputs_are_the_combinators() {
    strings(URLISH, 30_000, agree);
}

/// One or two characters inserted, deleted or replaced, anywhere in an
/// http URL of each shape (and in inputs with no scheme of `url`).
#[test]
fn mutated_inputs_are_the_combinators() {
    let valid = vec![
        "http://www.example.com:8080/a/b/c%20d?q+r",
        "http://10.0.0.1/",
        "http://h",
        "http://h?s",
        "http://h/",
        "http://u@h.com/a/",
        "http://1.2.3.4:80",
        "url:http://h/p",
        "/relative/path?q",
        "images/a.gif",
    ];
    mutations(valid, "/:@?;=&%#~.-_aZxF09 \u{e9}", 30_000, agree);
}
