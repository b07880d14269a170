//! RFC 3986 §2 "Characters": one test per rule of `src/rfc3986/chars.rs`.
//! Trees and errors: snapshots/rfc3986/chars__*.snap.

use rfc1738::rfc3986::Production as P;

use crate::cases::accepted_set;
use crate::common::sorted;

#[test]
fn pct_encoded() {
    cases!(P::PctEncoded,
        accept: ["%41", "%7e", "%fF", "%00"],
        reject: ["%", "%4", "%4g", "%g4", "A", "%%41"],
    );
}

#[test]
fn unreserved() {
    cases!(P::Unreserved, accept: ["a", "Z", "7", "-", ".", "_", "~"], reject: ["!", "%41", "", "é"]);
}

#[test]
fn reserved() {
    cases!(P::Reserved, accept: [":", "/", "?", "#", "[", "]", "@", "!", "="], reject: ["a", "~", "%", ""]);
}

#[test]
fn gen_delims() {
    cases!(P::GenDelims, accept: [":", "/", "?", "#", "[", "]", "@"], reject: ["!", "a", ""]);
}

#[test]
fn sub_delims() {
    cases!(P::SubDelims, accept: ["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="], reject: [":", "a", ""]);
}

#[test]
fn pchar() {
    cases!(P::Pchar,
        accept: ["a", "%20", ":", "@", "!", "~"],
        reject: ["/", "?", "#", "[", "%2", " ", ""],
    );
}

/// Each one-character rule accepts exactly the ASCII characters Appendix
/// A lists for it, and no other character.
#[test]
fn the_classes_are_appendix_a_lists() {
    let alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let digit = "0123456789";
    let unreserved = format!("{alpha}{digit}-._~");
    let gen_delims = ":/?#[]@";
    let sub_delims = "!$&'()*+,;=";
    for (p, list) in [
        (P::Unreserved, unreserved.clone()),
        (P::GenDelims, gen_delims.to_owned()),
        (P::SubDelims, sub_delims.to_owned()),
        (P::Reserved, format!("{gen_delims}{sub_delims}")),
        (P::Pchar, format!("{unreserved}{sub_delims}:@")),
    ] {
        assert_eq!(accepted_set(p), (sorted(&list), false), "{p}");
    }
}
