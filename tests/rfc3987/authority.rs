//! RFC 3987 §2.2's authority: one test per rule of
//! `src/rfc3987/authority.rs`. Trees and errors:
//! snapshots/rfc3987/authority__*.snap.

use rfc1738::rfc3987::Production as P;

#[test]
fn iauthority() {
    cases!(P::Iauthority,
        accept: ["", "例え.jp", "josé:pw@bücher.example:8080", "[::1]:80", "@", "1.2.3.4", "h:"],
        reject: [
            "h:x",              // a port is digits: `h:x` could only be an iuserinfo, before an `@`
            "ä@[::1",
            "a b",
            "\u{E000}",
            "[v1.ä]",           // IPvFuture is ASCII
        ],
    );
}

#[test]
fn iuserinfo() {
    cases!(P::Iuserinfo, accept: ["", "josé", "user:pässword", "%41:"], reject: ["a@b", "ä b", "%4", "\u{E000}"]);
}

#[test]
fn ihost() {
    cases!(P::Ihost,
        accept: ["例え.jp", "1.2.3.4", "1.2.3.四", "[::1]", "[v7.x]", ""],
        reject: ["[::1", "a:b", "[ä]", "\u{FFFD}"],
    );
}

#[test]
fn ireg_name() {
    cases!(P::IregName, accept: ["", "bücher.example", "xn--bcher-kva.example", "%E4%BE%8B"], reject: ["a:b", "ä b", "[::1]"]);
}
