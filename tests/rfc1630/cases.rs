//! The RFC 1630 helpers of the per-module test files: `cases!` runs a
//! list of accepted and rejected inputs through one production, asserts
//! each verdict, and pins every tree and error in one insta snapshot per
//! production (`snapshots/rfc1630/<module>__<production>.snap`, through
//! the `snapshot!` of tests/common/mod.rs).

#![allow(dead_code)]

use std::fmt::Write as _;

use rfc1738::rfc1630::{Production, parse_production};

/// Renders every case: `## "input"` then the tree (one node per line,
/// spans as `"text" @ a..b`) or the error. Panics, naming the input, if a
/// case in `accept` is rejected or a case in `reject` accepted.
pub fn render(p: Production, accept: &[&str], reject: &[&str], language: usize) -> String {
    assert!(
        accept.len() >= 3.min(language),
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

/// `gopher+_string` → `gopher_plus_string`, `ip-schemepart` →
/// `ip_schemepart`: the production's combinator, test and snapshot name.
pub fn fn_name(p: Production) -> String {
    p.name().replace('+', "_plus").replace('-', "_")
}

/// `cases!(Production::Hostport, accept: [...], reject: [...])`: asserts
/// the verdicts and snapshots the results as
/// `snapshots/rfc1630/<module>__<production>.snap`.
macro_rules! cases {
    ($p:expr, accept: [$($ok:expr),* $(,)?], reject: [$($bad:expr),* $(,)?], language: $n:expr $(,)?) => {{
        let p = $p;
        let text = $crate::cases::render(p, &[$($ok),*], &[$($bad),*], $n);
        insta::with_settings!({ omit_expression => true }, {
            snapshot!($crate::cases::fn_name(p), text);
        });
    }};
    ($p:expr, accept: [$($ok:expr),* $(,)?], reject: [$($bad:expr),* $(,)?] $(,)?) => {{
        let p = $p;
        let text = $crate::cases::render(p, &[$($ok),*], &[$($bad),*], usize::MAX);
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

/// What a production's combinator answers when a caller's parser calls it
/// on `Input::new(..)`: the production, the text it matched with its byte
/// range and the rest of the input (`Ftpaddress "ftp://h/a" @ 0..9, rest
/// " b"`), or the offset and the productions, innermost first, of its
/// error (`error at 11 in Hex < Escape < ... < Ftpaddress`). A mismatch
/// must be `nom::Err::Error`, which leaves the choice to the caller (an
/// `alt` goes on), never `Failure`, even where the grammar commits inside
/// (a broken escape).
pub fn outside<'a, T: Into<rfc1738::rfc1630::Node<'a>>>(
    r: rfc1738::rfc1630::IResult<'a, T>,
) -> String {
    match r {
        Ok((rest, t)) => {
            let node = t.into();
            format!(
                "{:?} {:?}, rest {:?}",
                node.production(),
                node.span(),
                rest.as_str()
            )
        }
        Err(nom::Err::Error(e)) => {
            let names: Vec<String> = e.productions().iter().map(|p| format!("{p:?}")).collect();
            format!("error at {} in {}", e.offset(), names.join(" < "))
        }
        Err(e) => panic!("a mismatch from outside is nom::Err::Error, got {e:?}"),
    }
}
