//! RFC 2396 §1.6 and §2 (with RFC 2732 §3): one test per production of
//! `src/rfc2396/chars.rs`, and for each single-character class, the
//! excluded sets of §2.4.3 among them, a check of its exact set against
//! the RFC's list. Trees and errors: snapshots/rfc2396/chars__*.snap.

use crate::cases::accepted_set;
use crate::common::sorted;
use rfc1738::rfc2396::Production as P;

// The RFC's lists, transcribed from Appendix A and §2.4.3 (in the RFC's
// order), with RFC 2732 §3's changes to `reserved` and `unwise`.
const LOWALPHA: &str = "abcdefghijklmnopqrstuvwxyz";
const UPALPHA: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGIT: &str = "0123456789";
const MARK: &str = "-_.!~*'()";
const RESERVED: &str = ";/?:@&=+$,[]"; // RFC 2732 §3 (3) adds "[" "]"
const HEX_LETTERS: &str = "ABCDEFabcdef";
const DELIMS: &str = "<>#%\""; // <"> is the double quote
const UNWISE: &str = "{}|\\^`"; // RFC 2732 §3 (3) removes "[" "]"

/// `control`: 00-1F and 7F.
fn control_set() -> String {
    (0u8..0x20).chain([0x7f]).map(char::from).collect()
}

/// Asserts that `p` accepts exactly the characters of `rfc` among the 128
/// ASCII characters, and no non-ASCII character.
fn assert_exact_set(p: P, rfc: &str) {
    let (ascii, non_ascii) = accepted_set(p);
    assert_eq!(ascii, sorted(rfc), "{p}: accepted ASCII set");
    assert!(!non_ascii, "{p}: accepts a non-ASCII character");
}

#[test]
fn lowalpha() {
    cases!(P::Lowalpha, accept: ["a", "m", "z"], reject: ["A", "0", "", "ab", "é"]);
    assert_exact_set(P::Lowalpha, LOWALPHA);
}

#[test]
fn upalpha() {
    cases!(P::Upalpha, accept: ["A", "M", "Z"], reject: ["a", "@", "[", ""]);
    assert_exact_set(P::Upalpha, UPALPHA);
}

#[test]
fn alpha() {
    cases!(P::Alpha, accept: ["a", "z", "A", "Z"], reject: ["0", "_", "`", "{", "ß"]);
    assert_exact_set(P::Alpha, &format!("{LOWALPHA}{UPALPHA}"));
}

#[test]
fn digit() {
    cases!(P::Digit,
        accept: ["0", "5", "9"],
        reject: [
            "a",
            "12",               // one character; repetitions are the productions'
            "٣",                // a non-ASCII digit (ARABIC-INDIC THREE)
        ],
    );
    assert_exact_set(P::Digit, DIGIT);
}

#[test]
fn alphanum() {
    cases!(P::Alphanum, accept: ["a", "Z", "7"], reject: ["-", "_", ""]);
    assert_exact_set(P::Alphanum, &format!("{LOWALPHA}{UPALPHA}{DIGIT}"));
}

#[test]
fn hex() {
    cases!(P::Hex, accept: ["0", "a", "F"], reject: ["g", "G", "%"]);
    assert_exact_set(P::Hex, &format!("{DIGIT}{HEX_LETTERS}"));
}

#[test]
fn escaped() {
    cases!(P::Escaped,
        accept: ["%20", "%7e", "%C3", "%00"],
        reject: [
            "%",                // two hex digits must follow
            "%2",
            "%g0",              // the error names hex at the bad byte
            "%2x",
            "20",
            "%202",             // one escape is three characters
        ],
    );
}

#[test]
fn mark() {
    cases!(P::Mark,
        accept: ["-", "_", ".", "!", "~", "*", "'", "(", ")"],
        reject: [
            "$",                // reserved in RFC 2396 (RFC 1738's `safe`)
            ",",                // reserved in RFC 2396 (RFC 1738's `extra`)
            "a",
        ],
    );
    assert_exact_set(P::Mark, MARK);
}

#[test]
fn unreserved() {
    cases!(P::Unreserved,
        accept: ["a", "0", "~", "("],
        reject: [
            ";",
            "%41",              // an escape is no unreserved character
            "[",
        ],
    );
    assert_exact_set(P::Unreserved, &format!("{LOWALPHA}{UPALPHA}{DIGIT}{MARK}"));
}

#[test]
fn reserved() {
    cases!(P::Reserved,
        accept: [";", "/", "$", "[", "]"],  // RFC 2732 §3 (3): "[" and "]"
        reject: ["a", "#", "~", "{"],
    );
    assert_exact_set(P::Reserved, RESERVED);
}

#[test]
fn uric() {
    cases!(P::Uric,
        accept: ["a", "/", "[", "%2F", "~"],
        reject: [
            "#",                // the fragment's delimiter, never in a uric
            " ",
            "%2",
            "{",
        ],
    );
    // The one-character part of uric: reserved | unreserved.
    assert_exact_set(
        P::Uric,
        &format!("{RESERVED}{LOWALPHA}{UPALPHA}{DIGIT}{MARK}"),
    );
}

#[test]
fn control() {
    cases!(P::Control, accept: ["\u{0}", "\t", "\u{1f}", "\u{7f}"], reject: [" ", "a", "\u{80}"]);
    assert_exact_set(P::Control, &control_set());
}

#[test]
fn space() {
    cases!(P::Space, accept: [" "], reject: ["\t", "%20", "\u{a0}"], language: 1);
    // (The language of `space` has one string, so one accepted input.)
    assert_exact_set(P::Space, " ");
}

#[test]
fn delims() {
    cases!(P::Delims, accept: ["<", ">", "#", "%", "\""], reject: ["'", "[", "a"]);
    assert_exact_set(P::Delims, DELIMS);
}

#[test]
fn unwise() {
    cases!(P::Unwise,
        accept: ["{", "}", "|", "\\", "^", "`"],
        reject: [
            "[",                // RFC 2732 §3 (3): no longer unwise
            "]",
            "~",                // unreserved in RFC 2396 (§2.3, G.2)
        ],
    );
    assert_exact_set(P::Unwise, UNWISE);
}

/// §2.4.3: the excluded sets, the reserved and the unreserved characters
/// and the two that are used though excluded (`#`, `%`) cover printable
/// US-ASCII and the controls exactly once each.
#[test]
fn the_sets_of_section_2_partition_ascii() {
    let sets = [
        RESERVED.to_string(),
        format!("{LOWALPHA}{UPALPHA}{DIGIT}{MARK}"),
        control_set(),
        " ".to_string(),
        DELIMS.to_string(),
        UNWISE.to_string(),
    ];
    for b in 0u8..128 {
        let c = char::from(b);
        let n = sets.iter().filter(|s| s.contains(c)).count();
        assert_eq!(n, 1, "{c:?} is in {n} of the sets");
    }
}
