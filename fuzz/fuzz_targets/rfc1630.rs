//! `rfc1630`: the RFC 1630 grammar (issue 13). The first byte picks one
//! of its productions, the rest (lossily decoded) is the input, read by
//! `rfc1630::Url::parse` (letters as written, and with the scheme's case
//! folded), `FragmentAddress::parse` and `parse_production` of the
//! picked production. Nothing may panic; an error points inside the
//! input, on a char boundary, and formats as one line naming its
//! production; a success covers the input and `Display` gives it back;
//! every tree's spans nest; and every node of a URL's tree, parsed again
//! on its own with `parse_production`, gives a tree of the same shape
//! (the readings keep the production boundaries). And `Url::parse`,
//! which answers inputs with no scheme of `url` and every `http:` input
//! without the combinators (src/rfc1630/fast.rs), gives what the
//! combinators alone give (`parse_production` of `url`, or of
//! `prefixedurl` for `url:`): the same tree (as printed, spans included)
//! or the same error, field for field and message for message.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::rfc1630::{
    FragmentAddress, Node, Options, ParseError, Production, Url, parse_production,
    parse_production_with,
};

/// `Url::parse_with` and the combinators alone agree on `input`.
fn check_fast_path(input: &str, options: Options) {
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
    let fast = Url::parse_with(input, options).map(|u| u.node());
    let combinators = parse_production_with(p, input, options);
    match (&fast, &combinators) {
        (Ok(a), Ok(b)) => assert_eq!(a.to_string(), b.to_string(), "{input:?}"),
        (Err(a), Err(b)) => {
            assert_eq!(a, b, "{input:?} ({options:?})");
            assert_eq!(a.to_string(), b.to_string());
        }
        _ => panic!("{input:?} ({options:?}): Url::parse {fast:?}, combinators {combinators:?}"),
    }
}
use rfc1738_fuzz::text;

fn check_error(input: &str, err: &ParseError) {
    let offset = err.offset();
    assert!(offset <= input.len(), "offset past the end: {err:?}");
    assert!(
        input.is_char_boundary(offset),
        "not a char boundary: {err:?}"
    );
    assert_eq!(err.found(), input[offset..].chars().next());
    assert!(err.within().len() <= 16);
    let message = err.to_string();
    assert!(message.starts_with("expected "), "{message:?}");
    assert!(
        message.contains(&format!(" at byte {offset}, found ")),
        "{message:?}"
    );
    assert!(!message.contains('\n'));
    let _ = format!("{err:?}");
}

/// Spans nest and lie in the input; returns the productions in pre-order.
fn check_tree(input: &str, node: Node<'_>, out: &mut Vec<(Production, usize)>) {
    let span = node.span();
    assert_eq!(input.get(span.range()), Some(span.as_str()));
    out.push((node.production(), span.len()));
    let mut prev = span.start();
    for child in node.children() {
        let c = child.span();
        assert!(
            c.start() >= prev && c.end() <= span.end(),
            "{child:?} in {node:?}"
        );
        prev = c.end();
        check_tree(input, child, out);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let input = text(rest);
    let input = input.as_ref();
    let folded = Options::new().fold_scheme_case(true);
    check_fast_path(input, Options::new());
    check_fast_path(input, folded);
    let strict = Url::parse(input);
    match &strict {
        Ok(url) => {
            assert_eq!(url.as_str(), input);
            assert_eq!(url.to_string(), input);
            assert!(Url::parse_with(input, folded).is_ok(), "folding rejects");
            let mut nodes = Vec::new();
            check_tree(input, url.node(), &mut nodes);
            assert_eq!(url.node().to_string().lines().count(), nodes.len());
            // Every node on its own gives the same shape.
            fn again(input: &str, node: Node<'_>) {
                if node.production() != Production::Url {
                    let alone = parse_production(node.production(), node.as_str())
                        .unwrap_or_else(|e| panic!("{node:?} alone: {e}"));
                    let (mut a, mut b) = (Vec::new(), Vec::new());
                    check_tree(node.as_str(), alone, &mut a);
                    check_tree(input, node, &mut b);
                    assert_eq!(a, b, "{node:?} parsed alone differs");
                }
                for child in node.children() {
                    again(input, child);
                }
            }
            again(input, url.node());
            let f = FragmentAddress::parse(input).expect("a url is a fragment address");
            assert!(f.fragmentid().is_none());
        }
        Err(err) => check_error(input, err),
    }
    if let Err(err) = Url::parse_with(input, folded) {
        check_error(input, &err);
    }
    match FragmentAddress::parse(input) {
        Ok(f) => {
            let k = f.url().as_str().len();
            assert_eq!(&input[..k], f.url().as_str());
            let mut nodes = Vec::new();
            check_tree(input, f.node(), &mut nodes);
        }
        Err(err) => check_error(input, &err),
    }
    let all = Production::all();
    let p = all[usize::from(pick) % all.len()];
    match parse_production(p, input) {
        Ok(node) => {
            assert_eq!(node.production(), p);
            assert_eq!(node.as_str(), input);
            let mut nodes = Vec::new();
            check_tree(input, node, &mut nodes);
        }
        Err(err) => check_error(input, &err),
    }
});
