//! The generator and the grammar coverage of RFC 1738 (feature
//! `generate`, src/rfc1738/describe.rs), checked against the parser and
//! against the regular-expression reading of `grammar_property`.

use rfc1738::Rfc1738;

use super::grammar_property::reference;
use crate::common::generated as g;

fn independent(s: &str) -> Option<String> {
    reference(s).map(str::to_owned)
}

#[test]
fn every_production_is_generatable() {
    g::every_production_is_generatable::<Rfc1738>();
}

#[test]
fn generated_urls_are_valid_and_cover_the_grammar() {
    g::generated_urls_are_valid_and_cover_the_grammar::<Rfc1738>(independent);
}

#[test]
fn near_misses_are_rejected() {
    g::near_misses_are_rejected::<Rfc1738>(independent);
}

#[test]
fn generated_urls_are_distinct_and_seeded() {
    g::generated_urls_are_distinct_and_seeded::<Rfc1738>();
}

/// The productions that a description names beyond its BNF line, or
/// leaves out: the parser's reading, said in describe.rs.
#[test]
fn descriptions_follow_the_bnf() {
    g::descriptions_follow_the_bnf::<Rfc1738>(&[("scheme", "hialpha")]);
}

#[test]
fn alternatives() {
    snapshot!("alternatives", g::alternatives::<Rfc1738>());
}

#[test]
fn sample() {
    snapshot!("sample", g::sample::<Rfc1738>());
}

#[test]
fn corpus_coverage() {
    let (sample, report) = g::corpus_coverage::<Rfc1738>("generated::corpus_coverage");
    let name = if sample {
        "corpus_coverage_sample"
    } else {
        "corpus_coverage"
    };
    snapshot!(name, report);
}
