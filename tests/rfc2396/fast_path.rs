//! `UriReference::parse` takes a fast path (src/rfc2396/fast.rs) that
//! reads the common shapes of reference into the tree the combinators
//! build and leaves anything else, and every failure inside a
//! production, to them; the error of a match that stops short is read
//! off the tree's shape rather than by walking its nodes. The
//! combinators stay the definition: `parse_production(Production::
//! UriReference, ..)` runs only them (and walks the tree for a trailing
//! error). These tests require the two to give the same result, tree for
//! tree (the `Node` of a `UriReference` compares the whole typed
//! reference, every offset of its shape included) and error for error
//! (every field: offset, productions, what may follow, hint), on the
//! corpus, on every short suffix of prefixes reaching into each
//! production, and on generated and mutated inputs.

use rfc1738::rfc2396::{
    Node, Options, ParseError, Production, UriReference, parse_production_with,
};

use crate::common::differential::{check_all, corpus_lines, mutations, short_suffixes, strings};

/// Both readings of `input`: `UriReference::parse_with` (fast path
/// first) and the combinators alone.
fn both(input: &str, options: Options) -> [Result<Node<'_>, ParseError>; 2] {
    [
        UriReference::parse_with(input, options).map(|u| u.node()),
        parse_production_with(Production::UriReference, input, options),
    ]
}

fn agree(input: &str) -> Result<(), String> {
    for options in [Options::new(), Options::new().empty_relative_path(true)] {
        let [fast, combinators] = both(input, options);
        if fast != combinators {
            return Err(format!(
                "{input:?} ({options:?}):\n  UriReference::parse: {fast:?}\n  combinators:         {combinators:?}"
            ));
        }
        // The message and what may follow, as a program reads them.
        if let (Err(a), Err(b)) = (&fast, &combinators) {
            let (a_next, b_next): (Vec<_>, Vec<_>) = (a.next().collect(), b.next().collect());
            if a.to_string() != b.to_string() || a_next != b_next {
                return Err(format!("{input:?}: messages differ:\n  {a}\n  {b}"));
            }
        }
    }
    Ok(())
}

#[test]
fn corpus_trees_and_errors_are_the_combinators() {
    check_all(
        "corpus",
        corpus_lines("rfc2396::fast_path::corpus_trees_and_errors_are_the_combinators"),
        agree,
    );
}

/// Every string of up to three characters from the grammar's delimiters
/// (and a few excluded characters) after prefixes that reach into each
/// production the fast path reads, and into those it leaves to the
/// combinators.
#[test]
fn short_suffixes_are_the_combinators() {
    let prefixes = [
        "",
        "g",
        "g;x",
        "./",
        "/",
        "//",
        "//h",
        "x:",
        "x:/",
        "x://",
        "x://h",
        "x://h.",
        "x://h-",
        "x://a.b-c.d",
        "x://1.2.3.4",
        "x://1.2.3",
        "x://h:",
        "x://h:80",
        "x://u@h",
        "x://[::1]",
        "x://h/a",
        "x://h/a;p",
        "x://h/a;p=1/",
        "x://h?q",
        "x://h#f",
        "x:o",
        "x:o?",
        "https://www.example.com/a.html",
        "file:///usr",
        "?",
        "#",
        // Escapes, good and malformed, in every run the fast path reads.
        "x:%",
        "x:%4",
        "x:o%",
        "g%",
        "g/%",
        "/a%",
        "x://h/a%",
        "x://h/a;%",
        "x://h?%",
        "x://h#%",
        "x://u%",
        // IPv6 literals cut short or malformed, before the rest of the
        // authority.
        "x://[",
        "x://[a",
        "x://[::1.2",
        "x://[1:2:3:4:5:6:7:8",
        "x://[::1]:1",
        "//[::",
        // Authorities with an "@" that read as no server (an empty or
        // bad host after the first "@", a second "@"): reg_names, or not.
        "x://@",
        "x://u:p@",
        "x://a@b@",
        "x://u@h.-",
        "//u@%",
    ];
    check_all(
        "short suffixes",
        short_suffixes(&prefixes, "/:@?;=&%.-a1F[]#_ é"),
        agree,
    );
}

/// Reference-shaped strings: a scheme (or none, or a near miss),
/// `"//"` or `"/"`, a userinfo, a host (names, IPv4 and IPv6 literals and
/// near misses), a port, a path with params, escapes good and bad, a
/// query, a fragment, and bytes no production allows.
const URIISH: &str = concat!(
    "(http:|HTTPS:|file:|x-y\\.z+1:|mailto:|1a:|a_b:|)",
    "(//|/|)",
    "([a-zA-Z0-9;:&=+$,%_~-]{0,6}@|)",
    "([a-zA-Z0-9.-]{0,14}|[0-9]{1,4}(\\.[0-9]{1,4}){2,4}|\\[[0-9a-fA-F:.]{0,12}\\]?|[a-z_%]{1,5}\\.[a-z0-9]{1,4})",
    "(:[0-9a]{0,5}|)",
    "(/[a-zA-Z0-9/;=:@&%.$_+!*'(),~ é\\[-]{0,24}|[;=@&a-z]{1,6}|)",
    "(\\?[a-z=&%/?:\\[#-]{0,8}|)",
    "(#[a-z=&%#/?\\] ]{0,6}|)",
    "(%[0-9a-fA-Fg]{0,2}|)"
);

#[test]
fn generated_inputs_are_the_combinators() {
    strings(URIISH, 40_000, agree);
}

/// Any string of the grammar's bytes and a few others.
#[test]
fn arbitrary_strings_are_the_combinators() {
    strings("[a-z0-9:/?#\\[\\]@!$&'()*+,;=%._~ -]{0,30}", 20_000, agree);
}

/// One character inserted, deleted or replaced, twice, anywhere in a
/// valid reference of each shape.
#[test]
fn mutated_inputs_are_the_combinators() {
    let valid = vec![
        "http://www.example.com:8080/a/b;c=d/e%20f?q=1&r=2#frag",
        "HTTPS://10.0.0.1/",
        "http://h",
        "http://h.",
        "ftp://joe:secret@ftp.example.com:21/pub/a/file.txt;type=i",
        "file:///usr/share/doc/a%2Fb",
        "file://localhost/etc/hosts",
        "https://singapore_aberdeen.tripod.com/a.html",
        "http://[::FFFF:129.144.52.38]:80/index.html",
        "x-y.z://1.2.3.4:99/a;b?c",
        "mailto:joe@example.com",
        "//h:1/p?q",
        "/a/b;p?q#f",
        "g;x=1/../y?z#s",
        "#s",
        "",
    ];
    mutations(valid, "/:@?;=&%#~.-_aZxF09[] é", 30_000, agree);
}
