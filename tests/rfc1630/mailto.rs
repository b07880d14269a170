//! RFC 1630 "Mailto": `mailtoaddress`. Trees and errors:
//! snapshots/rfc1630/mailto__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn mailtoaddress() {
    cases!(P::Mailtoaddress,
        accept: [
            "mailto:timbl@info.cern.ch",
            "mailto:a%25b@h",           // "%" written %25 (p. 17)
            "mailto:a@b@c",             // the rightmost "@" before a letter
            "mailto:a@b@1",             // hostname "b@1"
            "mailto:\"x\"@h",
        ],
        reject: [
            "mailto:joe",
            "mailto:joe@1.2.3.4",       // a hostname starts with a letter
            "mailto:a@b?subject=x",
            "mailto:@a",
            "mailto:a@",
        ],
    );
}
