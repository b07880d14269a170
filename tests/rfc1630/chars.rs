//! RFC 1630's character rules (p. 26-27): one test per production of
//! `src/rfc1630/chars.rs`, and for each single-character class a check of
//! its exact set against the RFC's list over all 128 ASCII characters
//! and some non-ASCII ones. Trees and errors: snapshots/rfc1630/chars__*.snap.

use crate::cases::accepted_set;
use crate::common::sorted;
use rfc1738::rfc1630::Production as P;

// The RFC's lists, transcribed from p. 26 (in the RFC's order; `space`
// is SP, `vline` is `|`).
const ALPHA: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGIT: &str = "0123456789";
const SAFE: &str = "$-_@.&+"; // the RFC lists "-" twice
const EXTRA: &str = "!*\"'(),";
const RESERVED: &str = "=;/#?: ";
const HEX: &str = "0123456789abcdefABCDEF";
const NATIONAL: &str = "{}|[]\\^~";
const PUNCTUATION: &str = "<>";
const ALPHANUM2: &str = "-_.+";

/// Asserts that `p` accepts exactly the characters of `rfc` (any order)
/// among the 128 ASCII characters, and no non-ASCII character.
fn assert_exact_set(p: P, rfc: &str) {
    let (ascii, non_ascii) = accepted_set(p);
    assert_eq!(ascii, sorted(rfc), "{p}: accepted ASCII set");
    assert!(!non_ascii, "{p}: accepts a non-ASCII character");
}

#[test]
fn exact_sets() {
    assert_exact_set(P::Alpha, ALPHA);
    assert_exact_set(P::Digit, DIGIT);
    assert_exact_set(P::Safe, SAFE);
    assert_exact_set(P::Extra, EXTRA);
    assert_exact_set(P::Reserved, RESERVED);
    assert_exact_set(P::Hex, HEX);
    assert_exact_set(P::National, NATIONAL);
    assert_exact_set(P::Punctuation, PUNCTUATION);
    assert_exact_set(P::Alphanum, &format!("{ALPHA}{DIGIT}"));
    assert_exact_set(P::Alphanum2, &format!("{ALPHA}{DIGIT}{ALPHANUM2}"));
    let xalpha = format!("{ALPHA}{DIGIT}{SAFE}{EXTRA}");
    // One character of xalpha (an escape is three).
    assert_exact_set(P::Xalpha, &xalpha);
    assert_exact_set(P::Xpalpha, &xalpha);
    assert_exact_set(P::Gtype, &xalpha);
    assert_exact_set(P::Xalphas, &xalpha);
    assert_exact_set(P::Ialpha, ALPHA);
    assert_exact_set(P::Digits, DIGIT);
    assert_exact_set(P::Alphanums, &format!("{ALPHA}{DIGIT}"));
    // RFC 822's qtext and atom, restricted to RFC 1630's characters.
    assert_exact_set(P::Qtext, &xalpha.replace('"', ""));
    assert_exact_set(P::Atom, &format!("{ALPHA}{DIGIT}!$&'*+-_"));
}

/// Every ASCII character is in exactly one of: xalpha, reserved,
/// national, punctuation, `%` (escape), `` ` `` and the controls (in no
/// class) - the RFC's classes partition the printable characters but `%`
/// and `` ` ``.
#[test]
fn the_classes_partition_ascii() {
    let (x, _) = accepted_set(P::Xalpha);
    let (r, _) = accepted_set(P::Reserved);
    let (n, _) = accepted_set(P::National);
    let (p, _) = accepted_set(P::Punctuation);
    for c in (0u8..128).map(char::from) {
        let k = [&x, &r, &n, &p].iter().filter(|s| s.contains(c)).count();
        let expected =
            usize::from(c.is_ascii_graphic() || c == ' ') - usize::from(c == '%' || c == '`');
        assert_eq!(k, expected, "{c:?}");
    }
}

#[test]
fn xalpha() {
    cases!(P::Xalpha,
        accept: ["a", "@", "\"", "%41", "+"],
        reject: ["", "ab", "%4", "%zz", "/", "~", "é"],
    );
}

#[test]
fn xalphas() {
    cases!(P::Xalphas,
        accept: ["a", "a@b&c+d", "%20x%7E", "\"quoted\"", "$-_.!*'(),"],
        reject: ["", "a b", "a%2", "a/b", "a=b"],
    );
}

#[test]
fn xpalpha() {
    cases!(P::Xpalpha,
        accept: ["+", "x", "%2B"],  // "+" is safe here, so an xalpha
        reject: ["", "++", "?"],
    );
}

#[test]
fn xpalphas() {
    cases!(P::Xpalphas,
        accept: ["a+b", "+", "x%2Fy"],
        reject: ["", "a/b", "a;b"],
    );
}

#[test]
fn ialpha() {
    cases!(P::Ialpha,
        accept: ["a", "a1", "a@b.c", "Z%41"],
        reject: ["", "1a", "@a", "a%"],
    );
}

#[test]
fn alpha() {
    cases!(P::Alpha,
        accept: ["a", "z", "A", "Z"],
        reject: ["0", "", "ab", "é", "`", "{"],
    );
}

#[test]
fn digit() {
    cases!(P::Digit,
        accept: ["0", "5", "9"],
        reject: ["a", "", "12", "٣"],
    );
}

#[test]
fn safe() {
    cases!(P::Safe,
        accept: ["$", "-", "_", "@", ".", "&", "+"],
        reject: ["!", "~", "", "=", "%"],
    );
}

#[test]
fn extra() {
    cases!(P::Extra,
        accept: ["!", "*", "\"", "'", "(", ")", ","],
        reject: ["$", "", ";", "#"],
    );
}

#[test]
fn reserved() {
    cases!(P::Reserved,
        accept: ["=", ";", "/", "#", "?", ":", " "],  // "space" is SP
        reject: ["@", "&", "", "\t", "+"],  // "@" and "&" are safe here
    );
}

#[test]
fn escape() {
    cases!(P::Escape,
        accept: ["%41", "%00", "%fF"],
        reject: ["%", "%4", "%G0", "%%3D", "A", ""],  // "%%3D" is in the RFC's own example
    );
}

#[test]
fn hex() {
    cases!(P::Hex,
        accept: ["0", "9", "a", "F"],
        reject: ["g", "G", "", "10"],
    );
}

#[test]
fn national() {
    cases!(P::National,
        accept: ["{", "}", "|", "[", "]", "\\", "^", "~"],  // "vline" is "|"
        reject: ["`", "<", "", "/"],
    );
}

#[test]
fn punctuation() {
    cases!(P::Punctuation,
        accept: ["<", ">"],
        reject: ["\"", "#", "", "<>"],
        language: 2,
    );
}

#[test]
fn digits() {
    cases!(P::Digits,
        accept: ["0", "42", "0123456789"],
        reject: ["", "4a", "-1", "١"],
    );
}

#[test]
fn alphanum() {
    cases!(P::Alphanum,
        accept: ["a", "Z", "7"],
        reject: ["", "-", "ab"],
    );
}

#[test]
fn alphanums() {
    cases!(P::Alphanums,
        accept: ["a", "abc123", "9Z"],
        reject: ["", "a-b", "a_b"],
    );
}

#[test]
fn void() {
    cases!(P::Void,
        accept: [""],  // the empty string, and nothing else
        reject: ["a", " ", "/"],
        language: 1,
    );
}
