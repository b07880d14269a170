//! The loops of the unit tests that hold a function rewritten for speed
//! to a verbatim copy of it as first written (the hints of RFC 1738 and
//! RFC 2396): every line of the corpus, and every string of up to three
//! characters after prefixes; each grammar's test says what it compares
//! on each input and how many differences there are ([`report`]).

use super::test_corpus;
use super::{Follow, Next};

/// Runs `check` on every line of the corpus (the shared one, else the
/// committed sample) with its line number in its file; the
/// sum of what it returns (the errors it compared). `test` names the
/// test, for the corpus lookup's message.
pub(crate) fn corpus_lines(test: &str, mut check: impl FnMut(usize, &str) -> usize) -> usize {
    let corpus = test_corpus::Corpus::find(test);
    let mut checked = 0;
    for path in corpus.files() {
        let text = test_corpus::read_lossy(&path);
        for (k, line) in text.split_terminator('\n').enumerate() {
            checked += check(k, line);
        }
    }
    checked
}

/// Runs `check` on each prefix followed by every string of up to three
/// characters of `alphabet`; the sum of what it returns.
pub(crate) fn short_suffixes(
    prefixes: &[&str],
    alphabet: &str,
    mut check: impl FnMut(&str) -> usize,
) -> usize {
    let alphabet: Vec<char> = alphabet.chars().collect();
    let mut checked = 0;
    for prefix in prefixes {
        let mut pending = vec![String::new()];
        while let Some(suffix) = pending.pop() {
            checked += check(&format!("{prefix}{suffix}"));
            if suffix.chars().count() < 3 {
                pending.extend(alphabet.iter().map(|&c| format!("{suffix}{c}")));
            }
        }
    }
    checked
}

/// Prints how many errors were compared and fails with the first
/// twenty of `failures` if there are any.
pub(crate) fn report(what: &str, checked: usize, failures: &[String]) {
    println!(
        "{what}: {checked} errors compared, {} differ",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// A grammar's fast follow tables held to their definitions, for every
/// production (and every byte): `continues_with` is `definition`, the
/// parent set `has_next_after` holds exactly the parents that
/// `next_after` gives something for, and the trait's `next_after` is
/// the table's.
pub(crate) fn follow_tables<P: Follow>(
    definition: impl Fn(P, u8) -> bool,
    has_next_after: impl Fn(P) -> bool,
    next_after: impl Fn(P, P) -> &'static [Next<P>],
) {
    for &p in P::all() {
        for b in 0..=255u8 {
            assert_eq!(p.continues_with(b), definition(p, b), "{p} {b}");
        }
    }
    for &parent in P::all() {
        let offers = P::all()
            .iter()
            .any(|&child| !next_after(parent, child).is_empty());
        assert_eq!(has_next_after(parent), offers, "{parent}");
        for &child in P::all() {
            assert_eq!(P::next_after(parent, child), next_after(parent, child));
        }
    }
}

/// The entries of the follow tables (`next_after(parent, child)`, and
/// `next_inside(p)` as `(p, p)`) that the message of `e` reads: those
/// [`ParseError::next`](super::error::ParseError::next) walks, from the
/// complete production (`after`) outward, that give something.
pub(crate) fn follow_entries_used<P: Follow>(e: &super::error::ParseError<P>) -> Vec<(P, P)> {
    let mut used = Vec::new();
    // Only an error that says what may follow reads the tables.
    if e.literal().is_some() || !e.next().any(|n| n == Next::End) {
        return used;
    }
    if e.after().is_none() && !P::next_inside(e.expected()).is_empty() {
        used.push((e.expected(), e.expected()));
    }
    let outer = core::iter::once(e.expected()).chain(e.within().iter().copied());
    let mut child = e.after().unwrap_or(e.expected());
    for parent in outer.skip(usize::from(e.after().is_none())) {
        if parent != child && !P::next_after(parent, child).is_empty() {
            used.push((parent, child));
        }
        child = parent;
    }
    used
}

/// Every entry of a grammar's follow tables is either pinned or
/// unreachable: `pinned` holds, for each entry `(parent, child)` (a
/// `next_inside` entry as `(p, p)`), an input, the error `parse` gives
/// for it, which must read that entry, and the message, asserted in
/// full; `unreachable` the entries no error reads (each with why), held
/// to that by `search`, errors of many inputs none of which may read
/// them. Each entry of the tables is in exactly one of the two lists.
pub(crate) fn follow_entries<P: Follow>(
    pinned: &[(P, P, super::error::ParseError<P>, &str)],
    unreachable: &[(P, P, &str)],
    search: impl IntoIterator<Item = super::error::ParseError<P>>,
) {
    let mut entries = Vec::new();
    for &parent in P::all() {
        if !P::next_inside(parent).is_empty() {
            entries.push((parent, parent));
        }
        for &child in P::all() {
            if !P::next_after(parent, child).is_empty() {
                entries.push((parent, child));
            }
        }
    }
    for &entry in &entries {
        let n = pinned.iter().filter(|t| (t.0, t.1) == entry).count()
            + unreachable.iter().filter(|t| (t.0, t.1) == entry).count();
        assert_eq!(n, 1, "{entry:?}: pinned or unreachable, once");
    }
    for (parent, child, e, message) in pinned {
        assert_eq!(e.to_string(), *message, "({parent}, {child})");
        assert!(
            entries.contains(&(*parent, *child)),
            "({parent}, {child}) is no entry"
        );
        assert!(
            follow_entries_used(e).contains(&(*parent, *child)),
            "({parent}, {child}) is not read by {e}"
        );
    }
    let mut searched = 0;
    for e in search {
        for used in follow_entries_used(&e) {
            assert!(
                !unreachable.iter().any(|t| (t.0, t.1) == used),
                "{used:?}, listed as unreachable, is read by {e}"
            );
        }
        searched += 1;
    }
    assert!(searched > 1000, "{searched}");
}
