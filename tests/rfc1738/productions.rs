//! The grammar is complete: every one of the 67 productions of RFC 1738 §5
//! has a `pub fn` named after it in its module (src/rfc1738/<module>.rs),
//! with its BNF line(s) verbatim in a `bnf` fence of its doc comment, a
//! `context` (or `named!`) with its exact name, and a snapshot file
//! (snapshots/rfc1738/<module>__<production>.snap).

use std::path::{Path, PathBuf};

use rfc1738::Production;

use crate::cases::fn_name;
use crate::common::corpus::spec;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The source file of a module of the grammar: src/rfc1738/<module>.rs,
/// or src/<module>.rs where the modules were before src/rfc1738/.
fn module_source(module: &str) -> PathBuf {
    let src = Path::new(ROOT).join("src");
    let file = format!("{module}.rs");
    let nested = src.join("rfc1738").join(&file);
    if nested.is_file() {
        nested
    } else {
        src.join(file)
    }
}

#[test]
fn there_are_67_productions_in_rfc_order() {
    let all = Production::all();
    assert_eq!(all.len(), 67);
    assert_eq!(all.first(), Some(&Production::Genericurl));
    assert_eq!(all.last(), Some(&Production::Digits));
    for (k, p) in all.iter().enumerate() {
        assert_eq!(Production::from_name(p.name()), Some(*p), "name round trip");
        assert_eq!(p.name().parse::<Production>().ok(), Some(*p));
        assert_eq!(p.to_string(), p.name());
        assert!(
            all[..k].iter().all(|q| q.name() != p.name()),
            "duplicate {p}"
        );
        assert!(
            p.bnf().starts_with(p.name()),
            "{p}: BNF starts with its name"
        );
    }
    assert!("Hostname".parse::<Production>().is_err());
}

#[test]
fn the_bnf_text_is_the_rfcs() {
    let rfc = spec("productions::the_bnf_text_is_the_rfcs", "rfc1738.txt");
    for p in Production::all() {
        for line in p.bnf().lines() {
            assert!(
                rfc.lines().any(|l| l.trim_end() == line),
                "{p}: {line:?} is not a line of RFC 1738"
            );
        }
    }
}

#[test]
fn every_production_has_a_documented_combinator_with_context() {
    for &p in Production::all() {
        let path = module_source(p.module());
        let name = fn_name(p);
        let (src, sig) =
            crate::common::productions::assert_documented(&p.to_string(), &path, &name, p.bnf());
        let body_end = src[sig + 1..]
            .find("\npub fn ")
            .map_or(src.len(), |k| sig + 1 + k);
        let body: String = src[sig..body_end].split_whitespace().collect();
        assert!(
            ["context", "named!"]
                .iter()
                .any(|anchor| body.contains(&format!("{anchor}(\"{}\"", p.name()))),
            "{p}: no context(\"{}\", …) or named!(\"{}\", …) in {}",
            p.name(),
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
            "rfc1738",
            p.module(),
            &fn_name(p),
        );
    }
}
