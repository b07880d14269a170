//! RFC 1630 "Prospero": one test per production of
//! `src/rfc1630/prospero.rs`. Trees and errors:
//! snapshots/rfc1630/prospero__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn prosperoaddress() {
    cases!(P::Prosperoaddress,
        accept: ["prospero://h/a", "prospero://h/a%00123", "prospero://h:1525/a/b%001x"],
        reject: ["prospero://h", "prospero://h/a;f=v", "prospero://h//a"],
    );
}

#[test]
fn prosperolink() {
    cases!(P::Prosperolink,
        accept: [
            "prospero://h/",
            "prospero://h/a%00123",         // version 123
            "prospero://h/a%0012ab",        // version 12, attributes "ab"
            "prospero://h/a%00x",           // no digit after %00: an escape of the name
            "prospero://h/%00%001",         // the last %00 splits
        ],
        reject: ["prospero://h/a%0", "prospero://h/a b", "PROSPERO://h/"],
    );
}

#[test]
fn hsoname() {
    cases!(P::Hsoname,
        accept: ["", "a/b", "a%00"],
        reject: ["/a", "a//b", "a;b"],
    );
}

#[test]
fn version() {
    cases!(P::Version,
        accept: ["1", "123", "007"],
        reject: ["", "1a", "v1"],
    );
}

#[test]
fn attributes() {
    cases!(P::Attributes,
        accept: ["a", "abc", "a1b2"],
        reject: ["", "a-b", "a b"],
    );
}

#[test]
fn attribute() {
    cases!(P::Attribute,
        accept: ["a", "Z9", "123"],
        reject: ["", "_", "a.b"],
    );
}
