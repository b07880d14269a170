//! The helpers of every grammar's per-module test files: `render` runs a
//! list of accepted and rejected inputs through one production, asserts
//! each verdict, and renders every tree and error for one insta snapshot
//! per production (`snapshots/<grammar>/<module>__<production>.snap`,
//! through the `cases!` macro of the grammar's `cases.rs` and the
//! `snapshot!` of tests/common/mod.rs). Written once over
//! `rfc1738::syntax::Grammar`, so that the four grammars' files hold the
//! same checks.

use std::fmt::Write as _;

use rfc1738::syntax::{Grammar, Production as _, Tree as _};

/// Renders every case: the production and its BNF, `## "input"` then the
/// tree (one node per line, spans as `"text" @ a..b`) or the error.
/// Panics, naming the input, if a case in `accept` is rejected (or its
/// tree does not cover it), a case in `reject` accepted, or an error's
/// offset is past the end; and when there are fewer than three accepted
/// inputs (fewer than `language`, the size of a production's language,
/// where it has fewer than three strings) or fewer than two rejected ones.
pub fn render<G: Grammar>(
    p: G::Production,
    accept: &[&str],
    reject: &[&str],
    language: usize,
) -> String {
    assert!(
        accept.len() >= 3.min(language),
        "{p}: at least {} accepted inputs, got {}",
        3.min(language),
        accept.len()
    );
    assert!(
        reject.len() >= 2,
        "{p}: at least 2 rejected inputs, got {}",
        reject.len()
    );
    let mut out = format!("{p}\n{}\n\n# accepted\n", p.bnf());
    for input in accept {
        match G::parse_production(p, input, G::Options::default()) {
            Ok(node) => {
                assert_eq!(
                    node.span().as_str(),
                    *input,
                    "{p}: the tree must cover {input:?}"
                );
                write!(out, "\n## {input:?}\n{node}").unwrap();
            }
            Err(e) => panic!("{p} should accept {input:?}, got: {e}"),
        }
    }
    out.push_str("\n# rejected\n");
    for input in reject {
        match G::parse_production(p, input, G::Options::default()) {
            Ok(node) => panic!("{p} should reject {input:?}, got:\n{node}"),
            Err(e) => {
                assert!(
                    e.offset() <= input.len(),
                    "{p}: offset past the end for {input:?}"
                );
                write!(out, "\n## {input:?}\nerror: {e}\n").unwrap();
            }
        }
    }
    out
}

/// The exact set of ASCII bytes (and whether any non-ASCII character) a
/// single-character production accepts, for comparison with the RFC's list.
pub fn accepted_set<G: Grammar>(p: G::Production) -> (String, bool) {
    let accepts = |s: &str| G::parse_production(p, s, G::Options::default()).is_ok();
    let ascii: String = (0u8..128)
        .map(char::from)
        .filter(|c| accepts(c.encode_utf8(&mut [0; 4])))
        .collect();
    let non_ascii = ["é", "ß", "\u{80}", "\u{a0}", "\u{ff}", "€", "𝄞", "\u{feff}"]
        .iter()
        .any(|s| accepts(s));
    (ascii, non_ascii)
}

/// `cases!(Production::Hostport, accept: [...], reject: [...])`: asserts
/// the verdicts and snapshots the results as
/// `snapshots/<grammar>/<module>__<production>.snap` (`language: n` after
/// the lists for a production whose language has fewer than three
/// strings). It calls the `render` and `fn_name` of the grammar's own
/// `cases.rs`, `tests/<grammar>/cases.rs`.
macro_rules! cases {
    ($p:expr, accept: [$($ok:expr),* $(,)?], reject: [$($bad:expr),* $(,)?], language: $n:expr $(,)?) => {{
        let p = $p;
        let text = $crate::cases::render(p, &[$($ok),*], &[$($bad),*], $n);
        insta::with_settings!({ omit_expression => true }, {
            snapshot!($crate::cases::fn_name(p), text);
        });
    }};
    ($p:expr, accept: [$($ok:expr),* $(,)?], reject: [$($bad:expr),* $(,)?] $(,)?) => {
        cases!($p, accept: [$($ok),*], reject: [$($bad),*], language: usize::MAX)
    };
}
