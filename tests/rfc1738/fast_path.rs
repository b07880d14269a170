//! `Url::parse` takes a fast path (`fast`, under src/rfc1738/) that builds
//! the typed tree from byte scans and leaves failures to the combinators.
//! The combinators stay the definition: `parse_production(Production::Url,
//! ..)` runs only them. These tests require the two to give the same
//! result, tree for tree (the `Node` of a `Url` compares the whole typed
//! `Url`, spans included) and error for error, on the shared corpus, on
//! every short suffix of prefixes reaching into each production, and on
//! generated and mutated inputs.

use rfc1738::{Node, Options, ParseError, Production, Url, parse_production_with};

use crate::common::differential::{check_all, corpus_lines, mutations, short_suffixes, strings};

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
    check_all(
        "corpus",
        corpus_lines("fast_path::corpus_trees_and_errors_are_the_combinators"),
        agree,
    );
}

/// Every string of up to three characters from the grammar's delimiters
/// (and a few forbidden characters) after prefixes that reach into each
/// production of the fast path.
#[test]
fn short_suffixes_are_the_combinators() {
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
    check_all(
        "short suffixes",
        short_suffixes(&prefixes, "/:@?;=&%.-a1A*_9F#~ é"),
        agree,
    );
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
    strings(URLISH, 30_000, agree);
}

/// One character inserted, deleted or replaced, anywhere in a valid URL
/// of each fast-path shape.
#[test]
fn mutated_inputs_are_the_combinators() {
    let valid = vec![
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
    ];
    mutations(valid, "/:@?;=&%#~.-_aZxF09 é", 30_000, agree);
}
