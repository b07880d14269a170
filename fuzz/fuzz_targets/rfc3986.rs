//! `rfc3986`: RFC 3986's parser never panics, on whole references and on
//! every rule. The first byte picks a rule (`Production::all()[b % 38]`)
//! for `parse_production`; the whole input also goes through
//! `UriReference::parse` (with and without `Options::zone_ids`), and a
//! valid reference through resolution (§5.2) and normalization (§6),
//! which is idempotent and gives a valid reference. Errors have an
//! offset within the input on a character boundary; a success covers the
//! whole input, and its parts lie inside it; a tree's spans nest.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::rfc3986::{Options, Production, UriReference, parse_production};

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
    for options in [Options::new(), Options::new().zone_ids(true)] {
        match UriReference::parse_with(input, options) {
            Ok(u) => {
                assert_eq!(u.as_str(), input);
                for part in [
                    u.scheme().map(|x| x.span()),
                    u.userinfo().map(|x| x.span()),
                    u.host().map(|x| x.span()),
                    u.port().map(|x| x.span()),
                    Some(u.path().span()),
                    u.query().map(|x| x.span()),
                    u.fragment().map(|x| x.span()),
                ]
                .into_iter()
                .flatten()
                {
                    assert_eq!(&input[part.range()], part.as_str());
                }
                let _ = u.node().to_string();
                if let Ok(base) = UriReference::parse("http://a/b/c/d;p?q") {
                    let _ = u.resolve(&base);
                }
                let normal = u.normalize();
                let again = UriReference::parse_with(&normal, options)
                    .unwrap_or_else(|e| panic!("{input:?} normalizes to {normal:?}: {e}"));
                assert_eq!(again.normalize(), normal, "{input:?}");
            }
            Err(e) => {
                assert!(e.offset() <= input.len());
                assert!(input.is_char_boundary(e.offset()));
            }
        }
    }
});
