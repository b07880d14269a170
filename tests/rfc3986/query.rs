//! RFC 3986 §3.4 "Query": trees and errors in snapshots/rfc3986/query__query.snap.

use rfc1738::rfc3986::Production as P;

#[test]
fn query() {
    cases!(P::Query,
        accept: ["", "a=1&b=2", "/?:@!$&'()*+,;=", "%20", "x?y/z"],
        reject: ["a#b", "a b", "%zz", "[", "é"],
    );
}
