//! RFC 3986 §3.5 "Fragment": trees and errors in snapshots/rfc3986/fragment__fragment.snap.

use rfc1738::rfc3986::Production as P;

#[test]
fn fragment() {
    cases!(P::Fragment,
        accept: ["", "top", "a/b?c", "%23"],
        reject: ["a#b", "a b", "%2", "]", "{x}"],
    );
}
