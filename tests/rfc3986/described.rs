//! The generator and the grammar coverage of RFC 3986 (feature
//! `generate`, src/rfc3986/describe.rs), checked against the parser and
//! against the independent reading of `oracle` (Appendix A as a DFA, and
//! Appendix B's components).

use std::cell::OnceCell;

use rfc1738::rfc3986::{Production as P, Rfc3986, UriReference};
use rfc1738::syntax::{Coverage, generate};

use super::oracle::{Oracle, appendix_b, ours};
use crate::common::generated as g;

thread_local! {
    static ORACLE: OnceCell<Oracle> = const { OnceCell::new() };
}

/// The independent reading's production (`URI` when Appendix B finds a
/// scheme, else `relative-ref`), after a check that the parser splits
/// the reference into Appendix B's components.
fn independent(s: &str) -> Option<String> {
    let valid = ORACLE.with(|o| o.get_or_init(|| Oracle::new(false)).read(s).is_ok());
    if !valid {
        return None;
    }
    let theirs = appendix_b(s);
    if let Ok(u) = UriReference::parse(s) {
        assert_eq!(ours(&u), theirs, "{s:?}: the components differ");
    }
    Some(
        if theirs[0].is_some() {
            "URI"
        } else {
            "relative-ref"
        }
        .to_owned(),
    )
}

/// Every rule is generatable: 1,000 strings of it, each accepted by the
/// parser as that rule, none rejected, and between them every
/// alternative below it. `path` is the exception the description states:
/// the parser's tree of a path alone is the form it reads (`path-abempty`
/// for an empty path and for one that starts with `/`, `path-noscheme`
/// or `path-rootless` otherwise), so `path`'s own alternatives,
/// `path-absolute` and `path-empty` are never counted for its strings.
#[test]
fn every_production_is_generatable() {
    let mut failures = Vec::new();
    for &p in P::all() {
        let run = generate::<Rfc3986>(Some(p), g::SEED, 1000);
        if run.urls.len() != 1000 || run.rejected != 0 {
            failures.push(format!(
                "{}: {} strings, {} rejected",
                p.name(),
                run.urls.len(),
                run.rejected
            ));
            continue;
        }
        let mut coverage = Coverage::<Rfc3986>::new();
        for s in &run.urls {
            let tree = rfc1738::rfc3986::parse_production(p, &s.input)
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
            let path_form = matches!(row.production, P::Path | P::PathAbsolute | P::PathEmpty);
            if p == P::Path && path_form {
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

#[test]
fn generated_urls_are_valid_and_cover_the_grammar() {
    g::generated_urls_are_valid_and_cover_the_grammar::<Rfc3986>(independent);
}

#[test]
fn near_misses_are_rejected() {
    g::near_misses_are_rejected::<Rfc3986>(independent);
}

#[test]
fn generated_urls_are_distinct_and_seeded() {
    g::generated_urls_are_distinct_and_seeded::<Rfc3986>();
}

/// The rules that a description names beyond its ABNF, or leaves out:
/// words of the ABNF's comments (`path`, `segment-nz-nc`) and
/// `path-empty`'s `0<pchar>`, which matches nothing.
#[test]
fn descriptions_follow_the_bnf() {
    g::descriptions_follow_the_bnf::<Rfc3986>(&[
        ("path", "segment"),
        ("segment-nz-nc", "segment"),
        ("path-empty", "pchar"),
    ]);
}

#[test]
fn alternatives() {
    snapshot!("alternatives", g::alternatives::<Rfc3986>());
}

#[test]
fn sample() {
    snapshot!("sample", g::sample::<Rfc3986>());
}

#[test]
fn corpus_coverage() {
    let (sample, report) = g::corpus_coverage::<Rfc3986>("described::corpus_coverage");
    let name = if sample {
        "corpus_coverage_sample"
    } else {
        "corpus_coverage"
    };
    snapshot!(name, report);
}

/// Every string generated from each rule is in the independent reading
/// when the rule is a whole reference (`URI`, `relative-ref`,
/// `URI-reference`, `absolute-URI`).
#[test]
fn generated_references_are_in_the_independent_reading() {
    for p in [P::Uri, P::RelativeRef, P::UriReference, P::AbsoluteUri] {
        for s in generate::<Rfc3986>(Some(p), g::SEED, 300).urls {
            assert!(
                independent(&s.input).is_some(),
                "{}: {:?} is not in the independent reading",
                p.name(),
                s.input
            );
        }
    }
}
