//! RFC 1738 §5 "Miscellaneous definitions" (and §2.2 "URL Character
//! Encoding Issues"): one test per production of `src/rfc1738/chars.rs`,
//! and for each single-character class a check of its exact set against
//! the RFC's list. Trees and errors: snapshots/rfc1738/chars__*.snap.

use crate::cases::accepted_set;
use crate::common::sorted;
use rfc1738::Production as P;

// The RFC's lists, transcribed from the §5 text (in the RFC's order).
const LOWALPHA: &str = "abcdefghijklmnopqrstuvwxyz";
const HIALPHA: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGIT: &str = "0123456789";
const SAFE: &str = "$-_.+";
const EXTRA: &str = "!*'(),";
const NATIONAL: &str = "{}|\\^~[]`"; // the RFC's "\" is one backslash (RFC 822 literals)
const PUNCTUATION: &str = "<>#%\""; // <"> is the double quote
const RESERVED: &str = ";/?:@&=";
const HEX_LETTERS: &str = "ABCDEFabcdef";

/// Asserts that `p` accepts exactly the characters of `rfc` (any order)
/// among the 128 ASCII characters, and no non-ASCII character.
fn assert_exact_set(p: P, rfc: &str) {
    let (ascii, non_ascii) = accepted_set(p);
    assert_eq!(ascii, sorted(rfc), "{p}: accepted ASCII set");
    assert!(!non_ascii, "{p}: accepts a non-ASCII character");
}

#[test]
fn lowalpha() {
    cases!(P::Lowalpha,
        accept: ["a", "m", "z"],
        reject: [
            "A",                // hialpha, not lowalpha
            "0",
            "",
            "ab",               // one character only
            "é",                // not US-ASCII (§2.2)
        ],
    );
}

#[test]
fn lowalpha_exact_set() {
    assert_exact_set(P::Lowalpha, LOWALPHA);
}

#[test]
fn hialpha() {
    cases!(P::Hialpha,
        accept: ["A", "M", "Z"],
        reject: [
            "a",                // lowalpha, not hialpha
            "@",                // the byte before "A"
            "[",                // the byte after "Z"
            "",
        ],
    );
}

#[test]
fn hialpha_exact_set() {
    assert_exact_set(P::Hialpha, HIALPHA);
}

#[test]
fn alpha() {
    cases!(P::Alpha,
        accept: ["a", "z", "A", "Z"],
        reject: [
            "0",
            "_",
            "`",                // the byte before "a"
            "{",                // the byte after "z"
            "",
            "ß",                // not US-ASCII
        ],
    );
}

#[test]
fn alpha_exact_set() {
    assert_exact_set(P::Alpha, &format!("{LOWALPHA}{HIALPHA}"));
}

#[test]
fn digit() {
    cases!(P::Digit,
        accept: ["0", "5", "9"],
        reject: [
            "a",
            "/",                // the byte before "0"
            ":",                // the byte after "9"
            "12",               // digit is one character; digits is 1*digit
            "",
            "٣",                // a non-ASCII digit (ARABIC-INDIC THREE)
        ],
    );
}

#[test]
fn digit_exact_set() {
    assert_exact_set(P::Digit, DIGIT);
}

#[test]
fn safe() {
    cases!(P::Safe,
        accept: ["$", "-", "_", ".", "+"],
        reject: [
            "!",                // extra, not safe
            "~",                // national: unsafe (§2.2)
            "a",
            "",
        ],
    );
}

#[test]
fn safe_exact_set() {
    assert_exact_set(P::Safe, SAFE);
}

#[test]
fn extra() {
    cases!(P::Extra,
        accept: ["!", "*", "'", "(", ")", ","],
        reject: [
            "$",                // safe, not extra
            "\"",               // the double quote is punctuation (unsafe)
            ";",                // reserved
            "",
        ],
    );
}

#[test]
fn extra_exact_set() {
    assert_exact_set(P::Extra, EXTRA);
}

#[test]
fn national() {
    cases!(P::National,
        accept: ["{", "}", "|", "\\", "^", "~", "[", "]", "`"],
        reject: [
            "/",                // a seed copy printed "/" for "\": "/" is reserved
            "#",                // punctuation, not national
            "a",
            "",
        ],
    );
}

#[test]
fn national_exact_set() {
    assert_exact_set(P::National, NATIONAL);
}

#[test]
fn punctuation() {
    cases!(P::Punctuation,
        accept: ["<", ">", "#", "%", "\""],
        reject: [
            "'",                // the single quote is extra; <"> is the double quote
            "!",
            " ",                // space is unsafe (§2.2) but in no class of §5
            "",
        ],
    );
}

#[test]
fn punctuation_exact_set() {
    assert_exact_set(P::Punctuation, PUNCTUATION);
}

#[test]
fn reserved() {
    cases!(P::Reserved,
        accept: [";", "/", "?", ":", "@", "&", "="],
        reject: [
            "#",                // unsafe, not reserved (§2.2)
            "+",                // safe
            "a",
            "",
        ],
    );
}

#[test]
fn reserved_exact_set() {
    // §2.2 lists the same seven: ";", "/", "?", ":", "@", "=" and "&".
    assert_exact_set(P::Reserved, RESERVED);
}

#[test]
fn hex() {
    cases!(P::Hex,
        accept: ["0", "9", "A", "F", "a", "f"],
        reject: [
            "G",
            "g",
            "x",
            "",
            "%",
        ],
    );
}

#[test]
fn hex_exact_set() {
    // §2.2: "0123456789ABCDEF", and "abcdef" may also be used.
    assert_exact_set(P::Hex, &format!("{DIGIT}{HEX_LETTERS}"));
}

#[test]
fn escape() {
    cases!(P::Escape,
        accept: [
            "%2f",              // lower-case hex (§2.2: "abcdef" may also be used)
            "%2F",
            "%00",              // syntactically fine (§6 warns about decoding it)
            "%aB",              // mixed case
        ],
        reject: [
            "%",                // "%" needs two hex digits: error at byte 1
            "%2",               // error at byte 2
            "%G1",              // "G" is not hex
            "%2G",
            "2f",               // no "%"
            "%2f0",             // one escape is three characters
            "",
        ],
    );
}

#[test]
fn unreserved() {
    cases!(P::Unreserved,
        accept: ["a", "Z", "0", "$", "+", "!", ","],
        reject: [
            ";",                // reserved
            "%",                // punctuation: the start of an escape, not unreserved
            "~",                // national (RFC 2396 later made it unreserved)
            " ",
            "",
            "%41",              // an escape is uchar, not unreserved
        ],
    );
}

#[test]
fn unreserved_exact_set() {
    // §2.2: "alphanumerics, the special characters "$-_.+!*'(),"".
    assert_exact_set(
        P::Unreserved,
        &format!("{LOWALPHA}{HIALPHA}{DIGIT}{SAFE}{EXTRA}"),
    );
}

#[test]
fn uchar() {
    cases!(P::Uchar,
        accept: [
            "a",
            "$",
            "(",
            "%2f",              // escape, lower-case hex
            "%2F",              // escape, upper-case hex
        ],
        reject: [
            "%",                // a "%" commits to an escape (§2.2: "%" is unsafe)
            "%2",
            "%G1",
            ";",                // reserved is xchar, not uchar
            "~",
            "",
            "%2fa",             // one uchar only
        ],
    );
}

#[test]
fn uchar_one_byte_exact_set() {
    // The one-byte part of uchar is unreserved; "%" alone is no uchar.
    assert_exact_set(
        P::Uchar,
        &format!("{LOWALPHA}{HIALPHA}{DIGIT}{SAFE}{EXTRA}"),
    );
}

#[test]
fn xchar() {
    cases!(P::Xchar,
        accept: [
            "a",
            ";",                // reserved
            "/",
            "?",
            "*",
            "%2f",
            "%2F",
        ],
        reject: [
            "%",
            "%2",
            "%G1",
            "#",                // unsafe: must always be encoded (§2.2)
            " ",
            "~",
            "",
        ],
    );
}

#[test]
fn xchar_one_byte_exact_set() {
    // The one-byte part of xchar is unreserved and reserved.
    assert_exact_set(
        P::Xchar,
        &format!("{LOWALPHA}{HIALPHA}{DIGIT}{SAFE}{EXTRA}{RESERVED}"),
    );
}

#[test]
fn digits() {
    cases!(P::Digits,
        accept: [
            "0",
            "80",
            "007",              // leading zeros
            "99999999999999999999", // no bound in the BNF
        ],
        reject: [
            "",                 // 1*digit: at least one
            "1a",
            "-1",
            "1 ",
            "%31",              // no escape in digits
        ],
    );
}

/// A `"%"` not followed by two hex digits is no escape, and `"%"` is
/// unsafe (§2.2), so `escape`, `uchar` and `xchar` reject it, naming `hex`
/// at the first byte that is not a hex digit, within `escape` (once),
/// then the production asked for.
#[test]
fn broken_escapes() {
    let cases: [(&str, usize, Option<char>); 4] = [
        ("%", 1, None),        // nothing after "%"
        ("%2", 2, None),       // one hex digit only
        ("%G1", 1, Some('G')), // "G" is not hex
        ("%2G", 2, Some('G')),
    ];
    for p in [P::Escape, P::Uchar, P::Xchar] {
        for (input, offset, found) in cases {
            let e = rfc1738::parse_production(p, input).expect_err(input);
            assert_eq!(
                (e.expected(), e.offset(), e.found()),
                (P::Hex, offset, found),
                "{p} on {input:?}: {e}"
            );
            let within: &[P] = if p == P::Escape {
                &[P::Escape]
            } else {
                &[P::Escape, p]
            };
            assert_eq!(e.within(), within, "{p} on {input:?}: {e}");
        }
    }
}

/// The classes of §5 and §2.2 cover the printable ASCII characters without
/// overlap: unreserved, reserved, national and punctuation, plus space
/// (unsafe, §2.2, but in no class); control characters are in none.
#[test]
fn classes_partition_printable_ascii() {
    let classes = [P::Unreserved, P::Reserved, P::National, P::Punctuation];
    let mut all = String::new();
    for p in classes {
        all.push_str(&accepted_set(p).0);
    }
    let printable: String = (0x21u8..0x7f).map(char::from).collect();
    assert_eq!(sorted(&all), printable);
}
