//! The grammar is complete: every rule of RFC 3986 Appendix A, and the
//! two of RFC 6874 §2, has a `pub fn` named after it in its module
//! (src/rfc3986/<module>.rs), with its ABNF line(s) verbatim in a `bnf`
//! fence of its doc comment, and a snapshot file
//! (snapshots/rfc3986/<module>__<rule>.snap); and the ABNF lines of
//! Appendix A are the RFC's.

use std::path::Path;

use rfc1738::rfc3986::Production;

use crate::common::corpus::spec;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// RFC 6874 §2's two rules (RFC 6874 is not among the RFC texts beside
/// the crate; the lines as RFC 6874 prints them).
const RFC6874: [&str; 2] = [
    r#"IPv6addrz = IPv6address "%25" ZoneID"#,
    r#"ZoneID = 1*( unreserved / pct-encoded )"#,
];

#[test]
fn there_are_36_rules_of_appendix_a_and_2_of_rfc_6874() {
    let all = Production::all();
    assert_eq!(all.len(), 38);
    assert_eq!(all.first(), Some(&Production::Uri));
    for (k, p) in all.iter().enumerate() {
        assert_eq!(Production::from_name(p.name()), Some(*p), "name round trip");
        assert_eq!(p.to_string(), p.name());
        assert!(
            all[..k].iter().all(|q| q.name() != p.name()),
            "duplicate {p}"
        );
        assert!(
            p.bnf().starts_with(p.name()),
            "{p}: ABNF starts with its name"
        );
    }
    assert!("uri-reference".parse::<Production>().is_err());
}

/// Every line of every ABNF is a line of RFC 3986 (Appendix A), without
/// the RFC's left margin, or RFC 6874's.
#[test]
fn the_abnf_text_is_the_rfcs() {
    let text = spec("productions::the_abnf_text_is_the_rfcs", "rfc3986.txt");
    for p in Production::all() {
        if RFC6874.contains(&p.bnf()) {
            continue;
        }
        for line in p.bnf().lines() {
            let found = text.lines().any(|l| {
                let l = l.trim_end();
                l.strip_suffix(line.trim_start())
                    .is_some_and(|margin| !margin.is_empty() && margin.bytes().all(|b| b == b' '))
            });
            assert!(found, "{p}: {line:?} is not a line of RFC 3986");
        }
    }
}

/// Each rule's combinator carries its ABNF in a `bnf` fence. (The
/// combinators name their rule in their errors through the scanners of
/// src/rfc3986/scan.rs rather than with `named!`: the grammar note of
/// `reference`.)
#[test]
fn every_production_has_a_documented_combinator() {
    for &p in Production::all() {
        let path = Path::new(ROOT)
            .join("src/rfc3986")
            .join(format!("{}.rs", p.module()));
        let name = p.fn_name();
        crate::common::productions::assert_documented(&p.to_string(), &path, name, p.bnf());
    }
}

#[test]
fn every_production_has_a_snapshot() {
    for &p in Production::all() {
        crate::common::productions::assert_snapshot(
            &p.to_string(),
            "rfc3986",
            p.module(),
            p.fn_name(),
        );
    }
}
