//! `rfc2396`: RFC 2396's parser never panics, on whole references and on
//! every production. The first byte picks a production
//! (`Production::all()[b % 46]`) for `parse_production`; the whole input
//! also goes through `UriReference::parse` (with and without
//! `Options::empty_relative_path`), and gives the same tree or error as
//! the combinators alone (`parse_production_with(URI-reference, ..)`,
//! which bypasses the fast path). Errors have an offset within the
//! input on a character boundary; a success covers the whole input, and
//! its parts lie inside it; a success's tree spans nest.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::rfc2396::{
    Options, Production, UriReference, parse_production, parse_production_with,
};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let input = String::from_utf8_lossy(rest);
    let input = input.as_ref();
    let all = Production::all();
    let p = all[usize::from(first) % all.len()];
    match parse_production(p, input) {
        Ok(node) => {
            assert_eq!(node.as_str(), input);
            assert_eq!(node.production(), p);
            node.for_each_child(|c| {
                assert!(c.span().start() >= node.span().start());
                assert!(c.span().end() <= node.span().end());
            });
        }
        Err(e) => {
            assert!(e.offset() <= input.len());
            assert!(input.is_char_boundary(e.offset()));
            let _ = e.to_string();
        }
    }
    for options in [Options::new(), Options::new().empty_relative_path(true)] {
        // The fast path (src/rfc2396/fast.rs) gives the combinators' tree
        // and error, to the last offset and hint.
        assert_eq!(
            UriReference::parse_with(input, options).map(|u| u.node()),
            parse_production_with(Production::UriReference, input, options),
            "{input:?}"
        );
        match UriReference::parse_with(input, options) {
            Ok(u) => {
                assert_eq!(u.as_str(), input);
                for part in [
                    u.scheme().map(|x| x.span()),
                    u.userinfo().map(|x| x.span()),
                    u.host().map(|x| x.span()),
                    u.port().map(|x| x.span()),
                    Some(u.path()),
                    u.query().map(|x| x.span()),
                    u.fragment().map(|x| x.span()),
                ]
                .into_iter()
                .flatten()
                {
                    assert_eq!(&input[part.range()], part.as_str());
                }
                let _ = (u.warnings(), u.effective_port(), u.query_pairs().count());
                let _ = u.node().to_string();
                if let Some(v6) = u.ipv6() {
                    let _ = v6.to_std();
                }
                if let Ok(base) = UriReference::parse("http://a/b/c/d;p?q") {
                    let _ = u.resolve(&base);
                }
            }
            Err(e) => {
                assert!(e.offset() <= input.len());
                assert!(input.is_char_boundary(e.offset()));
            }
        }
    }
});
