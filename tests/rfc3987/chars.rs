//! RFC 3987 §2.2's characters: one test per rule of
//! `src/rfc3987/chars.rs`. Trees and errors: snapshots/rfc3987/chars__*.snap.

use rfc1738::rfc3987::Production as P;
use rfc1738::rfc3987::chars::{is_iprivate, is_iunreserved, is_ucschar};

use crate::cases::accepted_set;
use crate::common::sorted;

#[test]
fn ipchar() {
    cases!(P::Ipchar,
        accept: ["a", "%20", ":", "@", "!", "~", "é", "例", "𝄞", "\u{A0}"],
        reject: ["/", "?", "#", "%", "", "\u{E000}", "\u{FFFD}", "\u{85}", " "],
    );
    let (ascii, _) = accepted_set(P::Ipchar);
    assert_eq!(
        ascii,
        sorted("!$&'()*+,-.0123456789:;=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~")
    );
}

#[test]
fn iunreserved() {
    cases!(P::Iunreserved,
        accept: ["a", "Z", "7", "-", ".", "_", "~", "é", "\u{D7FF}", "\u{F900}", "\u{10000}", "\u{EFFFD}"],
        reject: ["!", "%41", "", "\u{9F}", "\u{E000}", "\u{FDD0}", "\u{1FFFE}"],
    );
    let (ascii, _) = accepted_set(P::Iunreserved);
    assert_eq!(
        ascii,
        sorted("-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~")
    );
}

#[test]
fn ucschar() {
    cases!(P::Ucschar,
        accept: ["\u{A0}", "\u{D7FF}", "\u{F900}", "\u{FDCF}", "\u{FDF0}", "\u{FFEF}", "\u{10000}", "\u{1FFFD}", "\u{E1000}", "\u{EFFFD}"],
        reject: ["a", "\u{9F}", "\u{E000}", "\u{F8FF}", "\u{FDD0}", "\u{FDEF}", "\u{FFF0}", "\u{FFFD}", "\u{1FFFE}", "\u{E0001}", "\u{E0FFF}", "\u{F0000}", "é!"],
    );
}

#[test]
fn iprivate() {
    cases!(P::Iprivate,
        accept: ["\u{E000}", "\u{F8FF}", "\u{F0000}", "\u{FFFFD}", "\u{100000}", "\u{10FFFD}"],
        reject: ["a", "é", "\u{D7FF}", "\u{F900}", "\u{FFFFE}", "\u{10FFFF}"],
    );
}

/// The predicates are the ABNF's ranges, on every code point: `ucschar`
/// and `iprivate` never overlap, hold of no ASCII character, and hold
/// exactly at the ranges §2.2 prints.
#[test]
fn the_ranges_are_the_rfcs_on_every_code_point() {
    let ucs: &[(u32, u32)] = &[
        (0xA0, 0xD7FF),
        (0xF900, 0xFDCF),
        (0xFDF0, 0xFFEF),
        (0x10000, 0x1FFFD),
        (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD),
        (0x40000, 0x4FFFD),
        (0x50000, 0x5FFFD),
        (0x60000, 0x6FFFD),
        (0x70000, 0x7FFFD),
        (0x80000, 0x8FFFD),
        (0x90000, 0x9FFFD),
        (0xA0000, 0xAFFFD),
        (0xB0000, 0xBFFFD),
        (0xC0000, 0xCFFFD),
        (0xD0000, 0xDFFFD),
        (0xE1000, 0xEFFFD),
    ];
    let private: &[(u32, u32)] = &[(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];
    let within = |set: &[(u32, u32)], c: u32| set.iter().any(|&(a, b)| a <= c && c <= b);
    let mut n = (0, 0);
    for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
        let u = c as u32;
        assert_eq!(is_ucschar(c), within(ucs, u), "{u:X}");
        assert_eq!(is_iprivate(c), within(private, u), "{u:X}");
        assert!(!(is_ucschar(c) && is_iprivate(c)));
        assert_eq!(
            is_iunreserved(c),
            is_ucschar(c) || (c.is_ascii() && rfc1738::rfc3986::chars::is_unreserved(u as u8))
        );
        n.0 += usize::from(is_ucschar(c));
        n.1 += usize::from(is_iprivate(c));
    }
    let ucs_count = (0xD7FF - 0xA0 + 1)
        + (0xFDCF - 0xF900 + 1)
        + (0xFFEF - 0xFDF0 + 1)
        + 13 * 0xFFFE
        + (0xEFFFD - 0xE1000 + 1);
    assert_eq!(n, (ucs_count, (0xF8FF - 0xE000 + 1) + 2 * 0xFFFE));
}
