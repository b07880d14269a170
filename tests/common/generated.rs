//! The checks of the generator and of the grammar coverage (feature
//! `generate`), written once over every grammar; each grammar's
//! `generated` module runs them with its independent reading (the
//! regular expressions or the recognizer of its `grammar_property`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use rfc1738::syntax::describe::{Description, for_each_ref};
use rfc1738::syntax::{Coverage, Described, Production, Tree, generate, near_misses};

use crate::common::corpus::{Corpus, read_lossy};

/// The seed of the checks (any would do; one keeps them reproducible).
pub const SEED: u64 = 18;

/// Every production of the grammar is generatable: 1,000 strings of it,
/// each accepted by the parser as that production, none rejected on the
/// way (the description says no more than the parser reads), and
/// between them every alternative of every production reachable from it.
pub fn every_production_is_generatable<G: Described>() {
    let mut failures = Vec::new();
    for &p in G::Production::all() {
        let run = generate::<G>(Some(p), SEED, 1000);
        if run.urls.len() != 1000 || run.rejected != 0 {
            failures.push(format!(
                "{}: {} strings, {} rejected",
                p.name(),
                run.urls.len(),
                run.rejected
            ));
            continue;
        }
        let mut coverage = Coverage::<G>::new();
        for g in &run.urls {
            let tree = G::parse_production(p, &g.input, G::Options::default())
                .unwrap_or_else(|e| panic!("{}: {:?}: {e}", p.name(), g.input));
            assert_eq!(tree.span().as_str(), g.input);
            if !coverage.add(&tree) {
                failures.push(format!(
                    "{}: the description does not match {:?}",
                    p.name(),
                    g.input
                ));
            }
        }
        for row in coverage.unexercised_from(&[p]) {
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

/// Generated URLs (from the grammar's roots) are accepted by the parser
/// and by the independent reading, which names the same production
/// (`reference` answers the production's name, or `None`); every
/// alternative of every production reachable from the roots is exercised
/// by 3,000 of them, and the description matches every tree.
pub fn generated_urls_are_valid_and_cover_the_grammar<G: Described>(
    reference: impl Fn(&str) -> Option<String>,
) {
    let run = generate::<G>(None, SEED, 3000);
    assert_eq!((run.urls.len(), run.rejected), (3000, 0));
    let mut coverage = Coverage::<G>::new();
    let mut disagreements = Vec::new();
    for g in &run.urls {
        let (p, tree) = G::parse(&g.input, G::Options::default())
            .unwrap_or_else(|e| panic!("{:?}: {e}", g.input));
        assert_eq!(p, g.production);
        assert!(
            coverage.add(&tree),
            "the description does not match {:?}",
            g.input
        );
        let theirs = reference(&g.input);
        if theirs.as_deref() != Some(p.name()) {
            disagreements.push(format!("{:?}: {} vs {theirs:?}", g.input, p.name()));
        }
    }
    assert!(
        disagreements.is_empty(),
        "{} of 3000 generated URLs are not read alike by the independent reading:\n{}",
        disagreements.len(),
        disagreements[..disagreements.len().min(20)].join("\n")
    );
    let missing: Vec<String> = coverage
        .unexercised()
        .iter()
        .map(|r| format!("{}: {}", r.production.name(), r.name))
        .collect();
    assert!(
        missing.is_empty(),
        "3000 generated URLs never exercise:\n{}",
        missing.join("\n")
    );
    assert_eq!(coverage.unmatched(), 0);
}

/// Near misses are rejected by the parser where they say and by the
/// independent reading; returns how many were kept and dropped.
pub fn near_misses_are_rejected<G: Described>(reference: impl Fn(&str) -> Option<String>) {
    let run = near_misses::<G>(None, SEED, 1000);
    assert_eq!(run.misses.len(), 1000);
    for m in &run.misses {
        let e = G::parse(&m.input, G::Options::default())
            .err()
            .unwrap_or_else(|| panic!("{:?} is valid", m.input));
        assert_eq!(
            (e.offset(), e.expected()),
            (m.offset, m.expected),
            "{:?}",
            m.input
        );
        assert_eq!(
            reference(&m.input),
            None,
            "{:?}: the independent reading accepts it",
            m.input
        );
        assert!(G::parse(&m.valid, G::Options::default()).is_ok());
    }
    println!(
        "{}: 1000 near misses kept; dropped {} still valid, {} where the parser disagreed with the rule",
        <G::Production as Production>::GRAMMAR,
        run.still_valid,
        run.disagreed
    );
}

/// 10,000 generated URLs are at least 95 % distinct, and a seed gives
/// the same ones every time (and another seed others).
pub fn generated_urls_are_distinct_and_seeded<G: Described>() {
    let run = generate::<G>(None, SEED, 10_000);
    let distinct: BTreeSet<&str> = run.urls.iter().map(|g| g.input.as_str()).collect();
    println!(
        "{}: {} of 10000 distinct",
        <G::Production as Production>::GRAMMAR,
        distinct.len()
    );
    assert!(distinct.len() >= 9500, "{} distinct", distinct.len());
    assert_eq!(generate::<G>(None, SEED, 50), generate::<G>(None, SEED, 50));
    assert_ne!(
        generate::<G>(None, SEED, 50),
        generate::<G>(None, SEED + 1, 50)
    );
}

/// Every production the description of `p` names is one that its BNF
/// line names, and the other way round, but for `allowed`: the pairs
/// `(p, q)` where the parser's reading adds or drops `q` (each said in
/// the grammar's describe.rs).
pub fn descriptions_follow_the_bnf<G: Described>(allowed: &[(&str, &str)]) {
    let mut problems = Vec::new();
    let mut used = BTreeSet::new();
    for &p in G::Production::all() {
        let bnf = p.bnf();
        // The right-hand side: after the name (and `=`, if written).
        let rhs = bnf
            .split_once(p.name())
            .map_or(bnf, |(_, r)| r)
            .trim_start()
            .trim_start_matches('=');
        let words: BTreeSet<&str> = rhs
            .split(|c: char| !(c.is_ascii_alphanumeric() || "-_+".contains(c)))
            .collect();
        let mut refs = BTreeSet::new();
        if let Description::Alts(alts) = G::describe(p) {
            for a in alts {
                for_each_ref(&a.rule, &mut |q| {
                    refs.insert(q);
                });
            }
        }
        for &q in &refs {
            if !words.contains(q.name()) {
                if allowed.contains(&(p.name(), q.name())) {
                    used.insert((p.name(), q.name()));
                } else {
                    problems.push(format!("{} names {} (not in its BNF)", p.name(), q.name()));
                }
            }
        }
        for &q in G::Production::all() {
            if q != p && words.contains(q.name()) && !refs.contains(&q) {
                if allowed.contains(&(p.name(), q.name())) {
                    used.insert((p.name(), q.name()));
                } else {
                    problems.push(format!(
                        "{} does not name {} (in its BNF)",
                        p.name(),
                        q.name()
                    ));
                }
            }
        }
    }
    for &(p, q) in allowed {
        if !used.contains(&(p, q)) {
            problems.push(format!("({p}, {q}) is allowed and not needed"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The alternatives of every production: the text of a report, one line
/// per production (for a snapshot).
pub fn alternatives<G: Described>() -> String {
    let mut out = String::new();
    for &p in G::Production::all() {
        let d = G::describe(p);
        let names: Vec<String> = (0..d.len()).map(|k| d.name(k)).collect();
        let _ = writeln!(out, "{}: {}", p.name(), names.join(" | "));
    }
    out
}

/// The generator's first URLs and near misses for the seed: a snapshot
/// pins them, so that a change of the stream shows.
pub fn sample<G: Described>() -> String {
    let mut out = String::from("urls:\n");
    for g in generate::<G>(None, SEED, 12).urls {
        let _ = writeln!(out, "  {} {:?}", g.production.name(), g.input);
    }
    out.push_str("near misses (input, offset, expected, mutation):\n");
    for m in near_misses::<G>(None, SEED, 8).misses {
        let _ = writeln!(
            out,
            "  {:?} {} {} {:?}",
            m.input,
            m.offset,
            m.expected.name(),
            m.mutation
        );
    }
    out
}

/// The coverage of the corpus (`../shared/corpus/`, or the committed
/// sample, which the report names): the lines read and valid per file,
/// and every reachable alternative that no valid line exercises.
pub fn corpus_coverage<G: Described>(test: &str) -> (bool, String) {
    let corpus = Corpus::find(test);
    let mut coverage = Coverage::<G>::new();
    let mut out = String::new();
    let (mut lines, mut valid) = (0usize, 0usize);
    for path in corpus.files() {
        let text = read_lossy(&path);
        for line in text.split_terminator('\n') {
            lines += 1;
            if let Ok((_, tree)) = G::parse(line, G::Options::default()) {
                valid += 1;
                assert!(
                    coverage.add(&tree),
                    "the description does not match {line:?}"
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "{} corpus: {lines} lines, {valid} valid",
        if corpus.sample { "sample" } else { "shared" }
    );
    let unexercised = coverage.unexercised();
    let reachable = coverage.rows().iter().filter(|r| r.reachable).count();
    let _ = writeln!(
        out,
        "{} of {reachable} reachable alternatives never exercised:",
        unexercised.len()
    );
    let mut by: BTreeMap<usize, (String, Vec<String>)> = BTreeMap::new();
    for r in unexercised {
        by.entry(r.production.index())
            .or_insert_with(|| (r.production.name().to_owned(), Vec::new()))
            .1
            .push(r.name);
    }
    for (_, (p, names)) in by {
        let _ = writeln!(out, "  {p}: {}", names.join(" | "));
    }
    (corpus.sample, out)
}
