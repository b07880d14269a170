//! The RFC 1630 helpers of the per-module test files: `render` and
//! `accepted_set` are the shared ones of tests/common/cases.rs over
//! RFC 1630, which the `cases!` macro there calls through this file;
//! `fn_name` gives the snapshot's name.

#![allow(dead_code)]

use rfc1738::rfc1630::{Production, Rfc1630};

/// The shared `render` over RFC 1630 (tests/common/cases.rs).
pub fn render(p: Production, accept: &[&str], reject: &[&str], language: usize) -> String {
    crate::common::cases::render::<Rfc1630>(p, accept, reject, language)
}

/// `gopher+_string` → `gopher_plus_string`, `ip-schemepart` →
/// `ip_schemepart`: the production's combinator, test and snapshot name.
pub fn fn_name(p: Production) -> String {
    p.name().replace('+', "_plus").replace('-', "_")
}

/// The shared `accepted_set` over RFC 1630 (tests/common/cases.rs).
pub fn accepted_set(p: Production) -> (String, bool) {
    crate::common::cases::accepted_set::<Rfc1630>(p)
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
