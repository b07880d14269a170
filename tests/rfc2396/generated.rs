//! The generator and the grammar coverage of RFC 2396 (feature
//! `generate`, src/rfc2396/describe.rs), checked against the parser and
//! against the recognizer of `grammar_property`, components included.

use regex::Regex;
use rfc1738::rfc2396::Rfc2396;

use super::grammar_property::{independent as reading, ours};
use crate::common::generated as g;

/// The independent reading's production, after a check that it splits
/// the reference into the same components as the parser.
fn independent(s: &str) -> Option<String> {
    let re = Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap();
    let theirs = reading(s, &re);
    if theirs.is_some() {
        assert_eq!(theirs, ours(s), "{s:?}: the components differ");
    }
    theirs.map(|(p, _)| p.name().to_owned())
}

#[test]
fn every_production_is_generatable() {
    g::every_production_is_generatable::<Rfc2396>();
}

#[test]
fn generated_urls_are_valid_and_cover_the_grammar() {
    g::generated_urls_are_valid_and_cover_the_grammar::<Rfc2396>(independent);
}

#[test]
fn near_misses_are_rejected() {
    g::near_misses_are_rejected::<Rfc2396>(independent);
}

#[test]
fn generated_urls_are_distinct_and_seeded() {
    g::generated_urls_are_distinct_and_seeded::<Rfc2396>();
}

/// The productions that a description names beyond its BNF line, or
/// leaves out: the parser's reading, said in describe.rs.
#[test]
fn descriptions_follow_the_bnf() {
    g::descriptions_follow_the_bnf::<Rfc2396>(&[
        ("IPv6address", "IPv4address"),
        ("IPv6address", "hex"),
        ("IPv4address", "digit"),
    ]);
}

#[test]
fn alternatives() {
    snapshot!("alternatives", g::alternatives::<Rfc2396>());
}

#[test]
fn sample() {
    snapshot!("sample", g::sample::<Rfc2396>());
}

#[test]
fn corpus_coverage() {
    let (sample, report) = g::corpus_coverage::<Rfc2396>("generated::corpus_coverage");
    let name = if sample {
        "corpus_coverage_sample"
    } else {
        "corpus_coverage"
    };
    snapshot!(name, report);
}

/// The strings generated from each production that the independent
/// recognizer has a rule for are in that rule's language too.
#[test]
fn generated_strings_of_each_production_are_in_the_independent_reading() {
    use super::grammar_property as r;
    use rfc1738::rfc2396::Production as P;
    use rfc1738::syntax::generate;
    type RuleFn = fn(&[u8], usize) -> std::collections::BTreeSet<usize>;
    let rules: &[(P, RuleFn)] = &[
        (P::UriReference, r::uri_reference),
        (P::AbsoluteUri, r::absolute_uri),
        (P::RelativeUri, r::relative_uri),
        (P::HierPart, r::hier_part),
        (P::OpaquePart, r::opaque_part),
        (P::UricNoSlash, r::uric_no_slash),
        (P::NetPath, r::net_path),
        (P::AbsPath, r::abs_path),
        (P::RelPath, r::rel_path),
        (P::RelSegment, r::rel_segment),
        (P::Scheme, r::scheme),
        (P::Authority, r::authority),
        (P::RegName, r::reg_name),
        (P::Server, r::server),
        (P::Userinfo, r::userinfo),
        (P::Hostport, r::hostport),
        (P::Host, r::host),
        (P::Ipv6reference, r::ipv6reference),
        (P::Ipv6address, r::ipv6address),
        (P::Hostname, r::hostname),
        (P::Domainlabel, r::domainlabel),
        (P::Toplabel, r::toplabel),
        (P::Ipv4address, r::ipv4address),
        (P::Port, r::port),
        (P::PathSegments, r::path_segments),
        (P::Segment, r::segment),
        (P::Param, r::param),
        (P::Pchar, r::pchar),
        (P::Query, r::query),
        (P::Fragment, r::fragment),
        (P::Uric, r::uric),
        (P::Reserved, r::reserved),
        (P::Unreserved, r::unreserved),
        (P::Mark, r::mark),
        (P::Escaped, r::escaped),
        (P::Hex, r::hex),
        (P::Alphanum, r::alphanum),
        (P::Alpha, r::alpha),
        (P::Digit, r::digit),
    ];
    for &(p, rule) in rules {
        for g in generate::<Rfc2396>(Some(p), g::SEED, 300).urls {
            assert!(
                r::whole(rule, &g.input),
                "{}: {:?} is not in the independent reading",
                p.name(),
                g.input
            );
        }
    }
}
