//! The grammar is complete: every rule of RFC 3987 §2.2 that differs
//! from RFC 3986 has a `pub fn` named after it in its module
//! (src/rfc3987/<module>.rs), with its ABNF verbatim in a `bnf` fence
//! of its doc comment; every rule §2.2 lists as the same as RFC 3986's
//! is RFC 3986's combinator, re-exported from src/rfc3987/shared.rs, and
//! RFC 3986's ABNF of it is RFC 3987's; every rule has a snapshot file
//! (snapshots/rfc3987/<module>__<rule>.snap); and the ABNF lines are
//! the RFC's.

use std::path::Path;

use rfc1738::rfc3987::Production;

use crate::common::corpus::spec;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

#[test]
fn there_are_25_rules_of_their_own_and_14_shared() {
    let all = Production::all();
    assert_eq!(all.len(), 39);
    assert_eq!(all.first(), Some(&Production::Iri));
    assert_eq!(all.iter().filter(|p| p.module() == "shared").count(), 14);
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
        // The rules of their own are named as §2.2 says: 'URI' becomes
        // 'IRI', any other name takes an 'i' in front.
        if p.module() != "shared" {
            let n = p.name();
            assert!(
                n.contains("IRI") || n.starts_with('i') || ["ucschar"].contains(&n),
                "{p}"
            );
        }
    }
}

/// Every line of every ABNF is a line of RFC 3987 §2.2, without the
/// RFC's left margin.
#[test]
fn the_abnf_text_is_the_rfcs() {
    let text = spec("productions::the_abnf_text_is_the_rfcs", "rfc3987.txt");
    for p in Production::all() {
        for line in p.bnf().lines() {
            let found = text.lines().any(|l| {
                l.trim_end()
                    .strip_suffix(line.trim_start())
                    .is_some_and(|margin| !margin.is_empty() && margin.bytes().all(|b| b == b' '))
            });
            assert!(found, "{p}: {line:?} is not a line of RFC 3987");
        }
    }
}

/// Each own rule's combinator carries its ABNF in a `bnf` fence.
#[test]
fn every_own_production_has_a_documented_combinator() {
    for &p in Production::all().iter().filter(|p| p.module() != "shared") {
        let path = Path::new(ROOT)
            .join("src/rfc3987")
            .join(format!("{}.rs", p.module()));
        let name = p.fn_name();
        crate::common::productions::assert_documented(&p.to_string(), &path, name, p.bnf());
    }
}

/// The shared rules are RFC 3986's: re-exported (not defined) in
/// src/rfc3987/shared.rs, with the same name, and RFC 3986's ABNF of the
/// rule is RFC 3987's, but for the alignment of the `=`.
#[test]
fn the_shared_rules_are_rfc_3986s_combinators() {
    let src = std::fs::read_to_string(Path::new(ROOT).join("src/rfc3987/shared.rs")).unwrap();
    assert!(
        !src.contains("\npub fn "),
        "shared.rs defines no combinator of its own"
    );
    let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    for &p in Production::all().iter().filter(|p| p.module() == "shared") {
        let name = p.fn_name();
        assert!(
            src.split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|w| w == name),
            "{p}: `{name}` not re-exported in shared.rs"
        );
        let theirs = rfc1738::rfc3986::Production::from_name(p.name())
            .unwrap_or_else(|| panic!("{p}: no RFC 3986 rule"));
        assert_eq!(theirs.fn_name(), name);
        assert_eq!(
            squash(theirs.bnf()),
            squash(p.bnf()),
            "{p}: RFC 3986's ABNF"
        );
    }
}

#[test]
fn every_production_has_a_snapshot() {
    for &p in Production::all() {
        crate::common::productions::assert_snapshot(
            &p.to_string(),
            "rfc3987",
            p.module(),
            p.fn_name(),
        );
    }
}

/// The grammar note of every module exists and records the RFC's
/// sections.
#[test]
fn every_module_has_a_grammar_note() {
    let mut modules: Vec<&str> = Production::all().iter().map(|p| p.module()).collect();
    modules.extend(["map", "resolve"]);
    modules.sort_unstable();
    modules.dedup();
    for m in modules {
        let note = Path::new(ROOT)
            .join("grammar-notes/rfc3987")
            .join(format!("{m}.md"));
        let text =
            std::fs::read_to_string(&note).unwrap_or_else(|e| panic!("{}: {e}", note.display()));
        assert!(
            text.contains("RFC 3987 §"),
            "{m}: the note cites RFC 3987's sections"
        );
    }
}
