//! `rfc3987`: RFC 3987's parser never panics, on whole IRI references
//! and on every rule. The first byte picks a rule
//! (`Production::all()[b % 39]`) for `parse_production`; the whole input
//! also goes through `IriReference::parse`. Errors have an offset within
//! the input on a character boundary, and `found` is the character
//! there; a success covers the whole input, its parts lie inside it, and
//! a tree's spans nest. Every URI reference RFC 3986 accepts is an IRI
//! reference with the same components (RFC 3987 §3.1: "Every URI is by
//! definition an IRI"). A valid IRI maps to a URI that RFC 3986 accepts
//! (§3.1), the mapping is idempotent and the identity on URIs, and the
//! URI maps back (§3.2) to an IRI reference RFC 3987 accepts, with the
//! same URI; resolution against a base runs (§6.5).

#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::rfc3986::UriReference;
use rfc1738::rfc3987::{IriReference, Production, parse_production, to_iri, to_uri};

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
            assert_eq!(e.found(), input[e.offset()..].chars().next());
            let _ = e.to_string();
        }
    }
    let uri = UriReference::parse(input);
    match IriReference::parse(input) {
        Ok(iri) => {
            assert_eq!(iri.as_str(), input);
            for part in [
                iri.scheme().map(|x| x.span()),
                iri.userinfo().map(|x| x.span()),
                iri.host().map(|x| x.span()),
                iri.port().map(|x| x.span()),
                Some(iri.path().span()),
                iri.query().map(|x| x.span()),
                iri.fragment().map(|x| x.span()),
            ]
            .into_iter()
            .flatten()
            {
                assert_eq!(&input[part.range()], part.as_str());
            }
            if let Ok(u) = &uri {
                assert_eq!(u.components(), iri.components(), "{input:?}");
            }
            let _ = iri.node().to_string();
            let mapped = iri.to_uri();
            assert!(UriReference::parse(&mapped).is_ok(), "{input:?} maps to {mapped:?}");
            assert_eq!(to_uri(&mapped), mapped);
            if uri.is_ok() {
                assert_eq!(mapped, input);
            }
            let back = to_iri(&mapped);
            assert!(IriReference::parse(&back).is_ok(), "{mapped:?} maps back to {back:?}");
            assert_eq!(to_iri(&back), back);
            if let Ok(base) = IriReference::parse("http://例え.jp/b/c/d;p?q") {
                let _ = iri.resolve(&base);
            }
        }
        Err(e) => {
            assert!(e.offset() <= input.len());
            assert!(input.is_char_boundary(e.offset()));
            assert!(uri.is_err(), "{input:?}: a URI reference, no IRI reference");
        }
    }
});
