//! RFC 3987 §2.2's `ifragment`. Trees and errors: snapshots/rfc3987/fragment__*.snap.

use rfc1738::rfc3987::Production as P;

#[test]
fn ifragment() {
    cases!(P::Ifragment,
        accept: ["", "top", "/?:@", "история", "%23"],
        reject: ["#", "a#b", "\u{E000}", "a b", "%4"],
    );
}
