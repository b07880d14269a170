//! The generator and the grammar coverage of RFC 3987 (feature
//! `generate`, src/rfc3987/describe.rs), checked against the parser and
//! against the independent reading of `oracle` (§2.2 as one regular
//! expression).

use rfc1738::rfc3987::{IriReference, Production as P, Rfc3987, parse_production};
use rfc1738::syntax::{Coverage, generate};

use crate::common::generated as g;

/// Every rule is generatable: 1,000 strings of it, each accepted by the
/// parser as that rule, and the description matches each tree; between
/// them every alternative below the rule (`ipath` is the exception RFC
/// 3986's description states: the tree of a path alone is the form the
/// parser reads, so `ipath-absolute` and `ipath-empty` are never counted
/// under it).
#[test]
fn every_production_is_generatable() {
    let mut failures = Vec::new();
    for &p in P::all() {
        let run = generate::<Rfc3987>(Some(p), g::SEED, 1000);
        if run.urls.len() != 1000 || run.rejected != 0 {
            failures.push(format!(
                "{}: {} strings, {} rejected",
                p.name(),
                run.urls.len(),
                run.rejected
            ));
            continue;
        }
        let mut coverage = Coverage::<Rfc3987>::new();
        for s in &run.urls {
            let tree = parse_production(p, &s.input)
                .unwrap_or_else(|e| panic!("{}: {:?}: {e}", p.name(), s.input));
            assert_eq!(tree.span().as_str(), s.input);
            if !coverage.add(&tree) {
                failures.push(format!(
                    "{}: the description does not match {:?}",
                    p.name(),
                    s.input
                ));
            }
        }
        for row in coverage.unexercised_from(&[p]) {
            let path_form = matches!(row.production, P::Ipath | P::IpathAbsolute | P::IpathEmpty);
            if p == P::Ipath && path_form {
                continue;
            }
            failures.push(format!(
                "{}: 1000 strings never reach {}: {}",
                p.name(),
                row.production.name(),
                row.name
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Generated IRI references are IRIs beyond ASCII, which the regular
/// expression of §2.2 accepts too, and whose URI (§3.1) RFC 3986 accepts.
#[test]
fn generated_references_are_iris() {
    let re = super::oracle::iri_reference();
    let run = generate::<Rfc3987>(None, g::SEED, 2000);
    assert_eq!(run.rejected, 0);
    let mut wide = 0;
    for s in &run.urls {
        assert!(re.is_match(&s.input), "{:?}", s.input);
        let iri = IriReference::parse(&s.input).unwrap();
        wide += usize::from(!s.input.is_ascii());
        assert!(
            rfc1738::rfc3986::parse(&iri.to_uri()).is_ok(),
            "{:?}",
            s.input
        );
    }
    assert!(
        wide > 200,
        "only {wide} of the generated references are beyond ASCII"
    );
}

/// The production the regular expression of §2.2 reads: `IRI` when a
/// scheme and `:` start the reference, else `irelative-ref`.
fn independent(s: &str) -> Option<String> {
    thread_local! {
        static RE: regex::Regex = super::oracle::iri_reference();
    }
    if !RE.with(|re| re.is_match(s)) {
        return None;
    }
    let scheme = s.find(':').filter(|&k| {
        let head = &s[..k];
        head.starts_with(|c: char| c.is_ascii_alphabetic())
            && head
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    });
    Some(
        if scheme.is_some() {
            "IRI"
        } else {
            "irelative-ref"
        }
        .to_owned(),
    )
}

#[test]
fn generated_urls_are_valid_and_cover_the_grammar() {
    g::generated_urls_are_valid_and_cover_the_grammar::<Rfc3987>(independent);
}

#[test]
fn near_misses_are_rejected() {
    g::near_misses_are_rejected::<Rfc3987>(independent);
}
