//! The grammar is complete: every production of RFC 2396 Appendix A (as
//! RFC 2732 §3 amends it, with `IPv6reference` and `IPv6address`) and the
//! excluded sets of §2.4.3 has a `pub fn` named after it in its module
//! (src/rfc2396/<module>.rs), with its BNF line(s) verbatim in a `bnf`
//! fence of its doc comment, a `named!` with its exact name, and a
//! snapshot file (snapshots/rfc2396/<module>__<production>.snap); and the
//! BNF lines are the RFCs'.

use std::path::Path;

use rfc1738::rfc2396::Production;

use crate::common::corpus::spec;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// RFC 2373 Appendix B's `IPv4address`, which RFC 2732 §3 (2) puts in
/// place of RFC 2396's (RFC 2373 is not among ../shared/spec/; the line
/// is quoted by ../shared/notes/rfc2396-grammar.md, row 23).
const RFC2373_IPV4: &str = r#"IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT"#;

#[test]
fn there_are_46_productions_in_rfc_order() {
    let all = Production::all();
    assert_eq!(all.len(), 46);
    assert_eq!(all.first(), Some(&Production::UriReference));
    assert_eq!(all.last(), Some(&Production::Unwise));
    for (k, p) in all.iter().enumerate() {
        assert_eq!(Production::from_name(p.name()), Some(*p), "name round trip");
        assert_eq!(p.to_string(), p.name());
        assert!(
            all[..k].iter().all(|q| q.name() != p.name()),
            "duplicate {p}"
        );
        // RFC 2732 spells `ipv6reference` in its rule, `IPv6reference`
        // in `host`: the table uses the latter.
        assert!(
            p.bnf().to_lowercase().starts_with(&p.name().to_lowercase()),
            "{p}: BNF starts with its name"
        );
    }
    assert!("uri-reference".parse::<Production>().is_err());
}

/// Every line of every BNF is a line of RFC 2396, RFC 2732 or RFC 3986
/// (the text form of `IPv6address`), without the RFC's left margin, or
/// RFC 2373's `IPv4address`.
#[test]
fn the_bnf_text_is_the_rfcs() {
    let texts: Vec<String> = ["rfc2396.txt", "rfc2732.txt", "rfc3986.txt"]
        .iter()
        .map(|f| spec("productions::the_bnf_text_is_the_rfcs", f))
        .collect();
    for p in Production::all() {
        for line in p.bnf().lines() {
            if line == RFC2373_IPV4 {
                continue;
            }
            let found = texts.iter().any(|t| {
                t.lines().any(|l| {
                    let l = l.trim_end();
                    l.strip_suffix(line).is_some_and(|margin| {
                        !margin.is_empty() && margin.bytes().all(|b| b == b' ')
                    }) && (line.starts_with(' ') || l.trim_start() == line)
                })
            });
            assert!(found, "{p}: {line:?} is not a line of the RFCs");
        }
    }
}

#[test]
fn every_production_has_a_documented_combinator_with_named() {
    for &p in Production::all() {
        let path = Path::new(ROOT)
            .join("src/rfc2396")
            .join(format!("{}.rs", p.module()));
        let name = p.fn_name();
        let (src, sig) =
            crate::common::productions::assert_documented(&p.to_string(), &path, name, p.bnf());
        let body_end = src[sig + 1..]
            .find("\npub fn ")
            .map_or(src.len(), |k| sig + 1 + k);
        let body: String = src[sig..body_end].split_whitespace().collect();
        assert!(
            body.contains(&format!("named!(\"{}\"", p.name())),
            "{p}: no named!(\"{}\", …) in {}",
            p.name(),
            path.display()
        );
    }
}

#[test]
fn every_production_has_a_snapshot() {
    for &p in Production::all() {
        crate::common::productions::assert_snapshot(
            &p.to_string(),
            "rfc2396",
            p.module(),
            p.fn_name(),
        );
    }
}
