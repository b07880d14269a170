//! The grammar is complete: every production of RFC 1630's "BNF for
//! specific URL schemes" (64) and the ten rules of RFC 822 that `mid:`
//! and `cid:` name has a `pub fn` named after it in its module
//! (src/rfc1630/<module>.rs), with its BNF line(s) verbatim in a `bnf`
//! fence of its doc comment, a `named!` with its exact name, a node, and
//! a snapshot file (snapshots/rfc1630/<module>__<production>.snap).

use std::path::Path;

use rfc1738::rfc1630::Production;

use crate::cases::fn_name;
use crate::common::corpus::spec;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The RFC 822 rows (after `cidaddress`): their lines are RFC 822's
/// (§3.3, §6.1), which is not in ../shared/spec.
const RFC822: &[&str] = &[
    "content-identifier",
    "addr-spec",
    "local-part",
    "domain",
    "sub-domain",
    "domain-ref",
    "word",
    "atom",
    "quoted-string",
    "qtext",
];

/// The 64 productions of the RFC's BNF, in its order (issue 13).
const RFC1630: &str = "prefixedurl url scheme httpaddress ftpaddress afsaddress newsaddress \
    nntpaddress midaddress cidaddress mailtoaddress waisaddress waisindex waisdoc wpath \
    groupart group article database wtype prosperoaddress prosperolink hsoname version \
    attributes attribute telnetaddress gopheraddress login hostport host ftptype formcode \
    cellname hostname hostnumber port gcommand path segment search user password fragmentid \
    gtype alphanum2 xalpha xalphas xpalpha xpalphas ialpha alpha digit safe extra reserved \
    escape hex national punctuation digits alphanum alphanums void";

#[test]
fn there_are_64_productions_and_10_rules_of_rfc_822_in_rfc_order() {
    let all = Production::all();
    assert_eq!(all.len(), 74);
    let names: Vec<&str> = all
        .iter()
        .map(|p| p.name())
        .filter(|n| !RFC822.contains(n))
        .collect();
    assert_eq!(names, RFC1630.split_whitespace().collect::<Vec<_>>());
    for (k, p) in all.iter().enumerate() {
        assert_eq!(Production::from_name(p.name()), Some(*p));
        assert_eq!(p.name().parse::<Production>().ok(), Some(*p));
        assert_eq!(p.to_string(), p.name());
        assert!(all[..k].iter().all(|q| q.name() != p.name()), "{p}");
        if p.name() != "content-identifier" {
            assert!(
                p.bnf().starts_with(p.name()),
                "{p}: BNF starts with its name"
            );
        }
    }
    // The RFC 822 rules follow `cidaddress`, where `midaddress` and
    // `cidaddress` name them.
    let cid = all
        .iter()
        .position(|p| *p == Production::Cidaddress)
        .unwrap();
    let rows: Vec<&str> = all[cid + 1..cid + 11].iter().map(|p| p.name()).collect();
    assert_eq!(rows, RFC822);
}

/// Every BNF line of an RFC 1630 production is a line of the RFC, with
/// its two-space indent (the seed lost the indentation; the RFC's text
/// is the authority).
#[test]
fn the_bnf_text_is_the_rfcs() {
    let rfc = spec(
        "rfc1630::productions::the_bnf_text_is_the_rfcs",
        "rfc1630.txt",
    );
    for p in Production::all() {
        if RFC822.contains(&p.name()) {
            continue;
        }
        for line in p.bnf().lines() {
            let indented = format!("  {line}");
            assert!(
                rfc.lines().any(|l| l.trim_end() == indented),
                "{p}: {line:?} is not a line of RFC 1630"
            );
        }
    }
}

#[test]
fn every_production_has_a_documented_combinator_with_named() {
    for &p in Production::all() {
        let path = Path::new(ROOT)
            .join("src/rfc1630")
            .join(format!("{}.rs", p.module()));
        let name = fn_name(p);
        let (src, sig) =
            crate::common::productions::assert_documented(&p.to_string(), &path, &name, p.bnf());
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
            "rfc1630",
            p.module(),
            &fn_name(p),
        );
    }
}

/// Every production has a grammar note that names it, in the note of
/// its module (grammar-notes/rfc1630/<module>.md).
#[test]
fn every_production_is_in_its_grammar_note() {
    for &p in Production::all() {
        let path = Path::new(ROOT)
            .join("grammar-notes/rfc1630")
            .join(format!("{}.md", p.module()));
        let note = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{p}: {}: {e}", path.display()));
        assert!(
            note.contains(&format!("`{}`", p.name())),
            "{p}: not named in {}",
            path.display()
        );
    }
}
