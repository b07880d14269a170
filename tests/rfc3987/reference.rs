//! RFC 3987 §2.2's references: one test per rule of
//! `src/rfc3987/reference.rs`. Trees and errors:
//! snapshots/rfc3987/reference__*.snap.

use rfc1738::rfc3987::Production as P;

#[test]
fn iri() {
    cases!(P::Iri,
        accept: [
            "http://例え.jp/パス",
            "https://ru.wikipedia.org/wiki/Москва",
            "mailto:josé@example.org",
            "urn:isbn:978-3-16-148410-0",
            "http://h/?q=\u{E000}#frag",
            "foo:",
        ],
        reject: ["//h/ä", "http://h/\u{E000}", "http://h/#\u{E000}", "ä:b", "http://h/a b", "http://[ä]/"],
    );
}

#[test]
fn ihier_part() {
    cases!(P::IhierPart, accept: ["//例え.jp/パス", "/ä", "ä:b", ""], reject: ["//h:x", "//[::1", "?q"]);
}

#[test]
fn iri_reference() {
    cases!(P::IriReference,
        accept: ["http://例え.jp/", "//ä/b", "../δ?q#f", "", "#история", "?\u{E000}"],
        reject: ["ä:b", "http://h/a b", "#\u{E000}", "\u{FFFD}"],
    );
}

#[test]
fn absolute_iri() {
    cases!(P::AbsoluteIri, accept: ["http://例え.jp/", "a:ä", "x:?q=ü"], reject: ["http://h/#f", "//h", "ä:b"]);
}

#[test]
fn irelative_ref() {
    cases!(P::IrelativeRef, accept: ["", "//ä", "ä/b:c", "/a?q#f", "?\u{E000}"], reject: ["ä:b", "a b", "#\u{E000}"]);
}

#[test]
fn irelative_part() {
    cases!(P::IrelativePart, accept: ["//ä/b", "/δ", "δ/x", ""], reject: ["δ:x", "//a b", "?"]);
}
