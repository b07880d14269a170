//! The RFC 3987 helpers of the per-module test files: `cases!` runs a
//! list of accepted and rejected inputs through one production, asserts
//! each verdict, and pins every tree and error in one insta snapshot per
//! production (`snapshots/rfc3987/<module>__<production>.snap`, through
//! the `snapshot!` of tests/common/mod.rs).

#![allow(dead_code)]

use std::fmt::Write as _;

use rfc1738::rfc3987::{Production, parse_production};

/// Renders every case: `## "input"` then the tree (one node per line,
/// spans as `"text" @ a..b`) or the error. Panics, naming the input, if a
/// case in `accept` is rejected or a case in `reject` accepted.
pub fn render(p: Production, accept: &[&str], reject: &[&str]) -> String {
    // `ipath-empty` has one string in its language: all of it is accepted.
    assert!(
        accept.len() >= 3 || (p == Production::IpathEmpty && accept.len() == 1),
        "{p}: at least 3 accepted inputs, got {}",
        accept.len()
    );
    assert!(
        reject.len() >= 2,
        "{p}: at least 2 rejected inputs, got {}",
        reject.len()
    );
    let mut out = format!("{p}\n{}\n\n# accepted\n", p.bnf());
    for input in accept {
        match parse_production(p, input) {
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
        match parse_production(p, input) {
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

/// `URI-reference` → `uri_reference`, `IPv6reference` →
/// `ipv6reference`: the production's combinator, test and snapshot name
/// (the table's, which is not mechanical for this grammar's spellings).
pub fn fn_name(p: Production) -> String {
    p.fn_name().to_owned()
}

/// `cases!(Production::Hostport, accept: [...], reject: [...])`: asserts
/// the verdicts and snapshots the results as
/// `snapshots/rfc3987/<module>__<production>.snap`.
macro_rules! cases {
    ($p:expr, accept: [$($ok:expr),* $(,)?], reject: [$($bad:expr),* $(,)?] $(,)?) => {{
        let p = $p;
        let text = $crate::cases::render(p, &[$($ok),*], &[$($bad),*]);
        insta::with_settings!({ omit_expression => true }, {
            snapshot!($crate::cases::fn_name(p), text);
        });
    }};
}

/// The exact set of ASCII bytes (and whether any non-ASCII character) a
/// single-character production accepts, for comparison with the RFC's list.
pub fn accepted_set(p: Production) -> (String, bool) {
    let ascii: String = (0u8..128)
        .map(char::from)
        .filter(|c| parse_production(p, c.encode_utf8(&mut [0; 4])).is_ok())
        .collect();
    let non_ascii = ["é", "ß", "\u{80}", "\u{a0}", "\u{ff}", "€", "𝄞", "\u{feff}"]
        .iter()
        .any(|s| parse_production(p, s).is_ok());
    (ascii, non_ascii)
}
