//! `rfc1738 explain NAME`: a production for people: its BNF, its RFC
//! section and the RFC's own words, in plain words what it accepts,
//! accepted and rejected examples from its reviewed snapshot, what it is
//! made of and where it is used (both read from the BNF of every
//! production). Implementation notes stay in the grammar notes.
//!
//! The plain words and the choice of quote are in `cli/explain/<grammar>.md`
//! (a grammar without that file is explained without them); the quote
//! itself is copied from the RFC at build time (build.rs).

use std::fmt::Write as _;
use std::process::ExitCode;

use rfc1738::syntax::Production;

use crate::emit;
use crate::render::{cite, cite_production};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// How many accepted and rejected examples are shown.
const EXAMPLES: usize = 6;

/// The entry of `cli/explain/<grammar>.md` for a production.
struct Entry {
    rfc: &'static str,
    section: &'static str,
    title: &'static str,
    quote: &'static str,
    plain: &'static str,
}

fn entry(grammar: &str, name: &str) -> Option<Entry> {
    embedded::EXPLAIN
        .iter()
        .find(|(g, n, ..)| *g == grammar && *n == name)
        .map(|&(_, _, rfc, section, title, quote, plain)| Entry {
            rfc,
            section,
            title,
            quote,
            plain,
        })
}

/// The embedded snapshot `<grammar>/<stem>`.
fn snapshot(grammar: &str, stem: &str) -> Option<&'static str> {
    embedded::SNAPSHOTS
        .iter()
        .find(|(g, s, _)| *g == grammar && *s == stem)
        .map(|(_, _, text)| *text)
}

/// `rfc1738 explain NAME`.
pub fn run<P: Production>(query: &str) -> ExitCode {
    match lookup::<P>(query) {
        Ok(p) => {
            emit(&explain(p));
            ExitCode::SUCCESS
        }
        Err(near) => {
            eprintln!("error: no {} production is named {query:?}", P::TITLE);
            // Another grammar's production, by its exact name in any
            // spelling: which grammar, and how to ask for it.
            let elsewhere = [
                elsewhere::<rfc1738::Production>(query),
                elsewhere::<rfc1738::rfc1630::Production>(query),
                elsewhere::<rfc1738::rfc2396::Production>(query),
                elsewhere::<rfc1738::rfc3986::Production>(query),
                elsewhere::<rfc1738::rfc3987::Production>(query),
            ];
            for (title, command) in elsewhere.into_iter().flatten() {
                if title != P::TITLE {
                    eprintln!("  it is an {title} production: {command}");
                }
            }
            if !near.is_empty() {
                let names: Vec<&str> = near.iter().map(|p| p.name()).collect();
                eprintln!("  did you mean: {}?", names.join(", "));
            }
            eprintln!("  `rfc1738 grammar` lists them all");
            ExitCode::from(2)
        }
    }
}

/// The grammar's title and the command that explains the production of
/// grammar `Q` named `query` (in any case or spelling), if it has one.
fn elsewhere<Q: Production>(query: &str) -> Option<(&'static str, String)> {
    let q = key(query);
    let p =
        Q::from_name(query).or_else(|| Q::all().iter().copied().find(|&p| keys(p).contains(&q)))?;
    Some((Q::TITLE, crate::explain_command::<Q>(p.name())))
}

/// A name with case and the spellings of `-`, `_` and `+` set aside:
/// `HostName`, `gopher_plus_string` and `gopher+_string` are found.
fn key(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '-' | '_' | '+'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The names a production is found by: its BNF name, its combinator's
/// name and its variant's.
fn keys<P: Production>(p: P) -> [String; 3] {
    [key(p.name()), key(p.fn_name()), key(&format!("{p:?}"))]
}

/// The production named `query` in any case or spelling, or the names
/// that come near it.
pub fn lookup<P: Production>(query: &str) -> Result<P, Vec<P>> {
    if let Some(p) = P::from_name(query) {
        return Ok(p);
    }
    let q = key(query);
    if let Some(&p) = P::all().iter().find(|&&p| keys(p).contains(&q)) {
        return Ok(p);
    }
    let mut near: Vec<(usize, P)> = P::all()
        .iter()
        .filter_map(|&p| {
            let d = keys(p).iter().map(|k| distance(&q, k)).min()?;
            let prefix = q.len() >= 3 && keys(p).iter().any(|k| k.starts_with(&q));
            (d <= (q.len() / 3).max(1) || prefix).then_some((d, p))
        })
        .collect();
    near.sort();
    Err(near.into_iter().take(5).map(|(_, p)| p).collect())
}

/// The Levenshtein distance between `a` and `b`.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row.first().copied().unwrap_or(0);
        if let Some(first) = row.first_mut() {
            *first = i + 1;
        }
        for (j, &cb) in b.iter().enumerate() {
            let above = row.get(j + 1).copied().unwrap_or(0);
            let left = row.get(j).copied().unwrap_or(0);
            let cost = usize::from(ca != cb);
            let value = (above + 1).min(left + 1).min(prev + cost);
            prev = above;
            if let Some(cell) = row.get_mut(j + 1) {
                *cell = value;
            }
        }
    }
    row.last().copied().unwrap_or(0)
}

/// The productions the right-hand side of `bnf` names, in order, once
/// each (literals, `<">` and `;` comments skipped). The right-hand side
/// follows the rule's name and its `=` (RFC 1738, RFC 2396) or the name
/// alone (RFC 1630 writes `login [ user ... ] hostport`).
pub fn refers_to<P: Production>(bnf: &str) -> Vec<P> {
    let text = bnf.trim_start();
    let after_name = text
        .find(char::is_whitespace)
        .map_or("", |k| text.get(k..).unwrap_or_default());
    let rest = after_name.trim_start();
    let rhs = rest.strip_prefix('=').unwrap_or(rest);
    let mut names: Vec<P> = Vec::new();
    let mut chars = rhs.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, names: &mut Vec<P>| {
        if let Some(p) = P::from_name(word) {
            if !names.contains(&p) {
                names.push(p);
            }
        }
        word.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                flush(&mut word, &mut names);
                chars.by_ref().find(|&c| c == '"');
            }
            '<' => {
                flush(&mut word, &mut names);
                chars.by_ref().find(|&c| c == '>');
            }
            ';' => {
                flush(&mut word, &mut names);
                chars.by_ref().find(|&c| c == '\n');
            }
            c if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '+') => word.push(c),
            _ => flush(&mut word, &mut names),
        }
    }
    flush(&mut word, &mut names);
    names
}

/// The productions whose BNF names `p`, in the grammar's order.
pub fn used_in<P: Production>(p: P) -> Vec<P> {
    P::all()
        .iter()
        .copied()
        .filter(|&q| q != p && refers_to::<P>(q.bnf()).contains(&p))
        .collect()
}

/// `names` as a list, or `nothing` when empty.
fn list<P: Production>(names: &[P], nothing: &str) -> String {
    if names.is_empty() {
        nothing.to_owned()
    } else {
        names
            .iter()
            .map(|p| p.name())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Indents every line of `text` by `by` spaces (blank lines stay empty).
fn indent(text: &str, by: usize) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            out.push('\n');
        } else {
            let _ = writeln!(out, "{:by$}{line}", "");
        }
    }
    out
}

/// The explanation of `p`, several lines.
pub fn explain<P: Production>(p: P) -> String {
    let grammar = P::GRAMMAR;
    let entry = entry(grammar, p.name());
    let mut out = String::new();
    let _ = writeln!(out, "{} ({})\n", p.name(), cite_production(p));
    out.push_str(&indent(p.bnf(), 4));
    match &entry {
        Some(e) => {
            let _ = writeln!(out, "\nIn plain words:");
            out.push_str(&indent(e.plain, 4));
            let _ = writeln!(out, "\n{}, {}:", cite(e.rfc, e.section), e.title);
            out.push_str(&indent(e.quote, 4));
        }
        None => {
            let _ = writeln!(out, "\nSee {}.", cite_production(p));
        }
    }
    let _ = writeln!(
        out,
        "\nMade of: {}",
        list(
            &refers_to::<P>(p.bnf()),
            "characters only (no other production)"
        )
    );
    let _ = writeln!(out, "Used in: {}", list(&used_in(p), "no other production"));
    let stem = format!("{}__{}", p.note(), p.fn_name());
    if let Some(snap) = snapshot(grammar, &stem) {
        let (accepted, rejected) = examples(snap);
        if !accepted.is_empty() {
            let _ = writeln!(out, "\nAccepted, for example:");
            for input in accepted.iter().take(EXAMPLES) {
                let _ = writeln!(out, "    {input}");
            }
        }
        if !rejected.is_empty() {
            let _ = writeln!(out, "\nRejected, for example:");
            for (input, error) in rejected.iter().take(EXAMPLES) {
                let _ = writeln!(out, "    {input}\n        {error}");
            }
        }
    }
    out
}

/// The accepted inputs, and the rejected inputs with their errors, of a
/// snapshot written by the `cases!` test macro.
fn examples(snap: &str) -> (Vec<&str>, Vec<(&str, &str)>) {
    let mut accepted = Vec::new();
    let mut rejected = Vec::new();
    let mut in_rejected = false;
    let mut lines = snap.lines().peekable();
    while let Some(line) = lines.next() {
        match line {
            "# accepted" => in_rejected = false,
            "# rejected" => in_rejected = true,
            _ => {
                if let Some(input) = line.strip_prefix("## ") {
                    if in_rejected {
                        let error = lines.peek().copied().unwrap_or_default();
                        rejected.push((input, error.strip_prefix("error: ").unwrap_or(error)));
                    } else {
                        accepted.push(input);
                    }
                }
            }
        }
    }
    (accepted, rejected)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rfc1738::Production as P;

    #[test]
    fn names_in_any_case_and_spelling() {
        for (query, p) in [
            ("hostname", P::Hostname),
            ("HostName", P::Hostname),
            ("HOSTNAME", P::Hostname),
            ("gopher+_string", P::GopherPlusString),
            ("gopher_plus_string", P::GopherPlusString),
            ("GopherPlusString", P::GopherPlusString),
            ("gopher-plus-string", P::GopherPlusString),
            ("ip_schemepart", P::IpSchemepart),
            ("IpSchemePart", P::IpSchemepart),
            ("encoded822addr", P::Encoded822addr),
        ] {
            assert_eq!(lookup::<P>(query), Ok(p), "{query}");
        }
    }

    /// No two productions share a key, so a key names one production.
    #[test]
    fn keys_are_unique() {
        let mut all: Vec<(String, P)> = P::all()
            .iter()
            .flat_map(|&p| keys(p).into_iter().map(move |k| (k, p)))
            .collect();
        all.sort();
        all.dedup();
        for pair in all.windows(2) {
            assert!(pair[0].0 != pair[1].0 || pair[0].1 == pair[1].1, "{pair:?}");
        }
    }

    #[test]
    fn near_misses() {
        assert_eq!(lookup::<P>("hostnme"), Err(vec![P::Hostname]));
        assert_eq!(
            lookup::<P>("gopher"),
            Err(vec![P::Gopherurl, P::GopherPlusString])
        );
        assert_eq!(lookup::<P>("zzzzzzzz"), Err(vec![]));
    }

    #[test]
    fn references_from_the_bnf() {
        assert_eq!(
            refers_to::<P>(P::Gopherurl.bnf()),
            [
                P::Hostport,
                P::Gtype,
                P::Selector,
                P::Search,
                P::GopherPlusString
            ]
        );
        // A comment names no production; a literal is no name.
        assert_eq!(refers_to::<P>(P::Urlpath.bnf()), [P::Xchar]);
        assert_eq!(refers_to::<P>(P::Punctuation.bnf()), []);
        assert_eq!(refers_to::<P>(P::Fileurl.bnf()), [P::Host, P::Fpath]);
        assert_eq!(used_in(P::Hostname), [P::Host]);
        assert_eq!(used_in(P::Url), []);
        // RFC 1630's rules have no `=`; their literals are bare letters.
        use rfc1738::rfc1630::Production as Q;
        assert_eq!(
            refers_to::<Q>(Q::Login.bnf()),
            [Q::User, Q::Password, Q::Hostport]
        );
        assert_eq!(refers_to::<Q>(Q::Prefixedurl.bnf()), [Q::Url]);
        assert!(used_in(Q::Login).contains(&Q::Ftpaddress));
    }

    /// The RFC text named `rfc` (`RFC 1630`), from the committed copies.
    fn rfc_text(rfc: &str) -> String {
        let file = format!("rfc{}.txt", rfc.trim_start_matches("RFC "));
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/data/spec")
            .join(&file);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// Runs of white space as one space.
    fn normalized(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Every quote `explain` shows is the RFC's own text: with the page
    /// furniture (footer, form feed, running header) taken out and white
    /// space normalized, it occurs in the RFC. This reads the RFC apart
    /// from the build's copying (build.rs), which it checks.
    #[test]
    fn every_quote_is_verbatim() {
        assert!(!embedded::EXPLAIN.is_empty());
        for &(grammar, name, rfc, section, title, quote, _) in embedded::EXPLAIN {
            let text = rfc_text(rfc);
            let prose: Vec<&str> = text
                .lines()
                .filter(|l| {
                    !(l.contains('\x0c')
                        || l.contains("[Page ")
                        || (l.starts_with(rfc) && l.contains("   ")))
                })
                .collect();
            let prose = normalized(&prose.join("\n"));
            let quoted = normalized(quote);
            assert!(quoted.len() > 20, "{grammar} {name}: {quote:?}");
            assert!(
                prose.contains(&quoted),
                "{grammar} {name}: not verbatim in {rfc} ({section}):\n{quote}"
            );
            // A section without a number is cited with the page its quote
            // starts on: the number of page footers before the quote's
            // first line, plus one.
            if let Some(page) = title.strip_prefix("page ") {
                let first = quote.lines().next().unwrap_or_default().trim();
                let at = text.find(first).expect("the first line is in the RFC");
                let footers = text.get(..at).unwrap_or_default().matches("[Page ").count();
                assert_eq!(page, (footers + 1).to_string(), "{grammar} {name}");
            }
        }
    }

    /// Every production of every grammar has an entry in
    /// `cli/explain/<grammar>.md`, once, and every entry names one.
    #[test]
    fn every_production_has_one_entry() {
        fn check<Q: Production>() {
            let entries: Vec<&str> = embedded::EXPLAIN
                .iter()
                .filter(|e| e.0 == Q::GRAMMAR)
                .map(|e| e.1)
                .collect();
            for &p in Q::all() {
                let n = entries.iter().filter(|&&e| e == p.name()).count();
                assert_eq!(n, 1, "{}: {} entries for {p}", Q::GRAMMAR, n);
            }
            for e in &entries {
                assert!(
                    Q::from_name(e).is_some(),
                    "{}: {e} is no production",
                    Q::GRAMMAR
                );
            }
        }
        check::<rfc1738::Production>();
        check::<rfc1738::rfc1630::Production>();
        check::<rfc1738::rfc2396::Production>();
        check::<rfc1738::rfc3986::Production>();
        check::<rfc1738::rfc3987::Production>();
    }

    #[test]
    fn cited_by_number_or_heading() {
        assert_eq!(cite("RFC 1738", "3.2"), "RFC 1738 §3.2");
        assert_eq!(
            cite("RFC 2396", "3.2.2, RFC 2732 §3"),
            "RFC 2396 §3.2.2, RFC 2732 §3"
        );
        assert_eq!(
            cite("RFC 1630", "BNF for specific URL schemes"),
            "RFC 1630, 'BNF for specific URL schemes'"
        );
    }

    #[test]
    fn levenshtein() {
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("abc", "abc"), 0);
    }
}
