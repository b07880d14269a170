//! RFC 3987 §2.2's `iquery`. Trees and errors: snapshots/rfc3987/query__*.snap.

use rfc1738::rfc3987::Production as P;

#[test]
fn iquery() {
    cases!(P::Iquery,
        accept: ["", "a=1&b=2", "/?:@", "q=東京", "\u{E000}\u{F0000}\u{10FFFD}", "%C3%BC"],
        reject: ["#", "a b", "%zz", "\u{FFFD}", "a\u{85}"],
    );
}
