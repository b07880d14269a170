//! RFC 1738 §3.5 "MAILTO": one test per production of
//! `src/rfc1738/mailto.rs`. Trees and errors:
//! snapshots/rfc1738/mailto__*.snap.

use rfc1738::Production as P;

#[test]
fn mailtourl() {
    cases!(P::Mailtourl,
        accept: [
            "mailto:fred@example.com",
            "mailto:a/b?c&d=e;f:g",     // §3.5: no reserved characters in mailto
            "mailto:%25user@host",      // §3.5: "%" must be encoded
            "mailto:@@@",               // the BNF does not check RFC 822
            "MAILTO:fred@example.com",  // scheme compares case-insensitively (§5 comment on scheme)
        ],
        reject: [
            "mailto:",                  // encoded822addr is 1*xchar
            "mailto:a b",               // space is unsafe
            "mailto:<fred@example.com>", // "<" ">" are unsafe (punctuation)
            "mailto:fred%4",            // a broken escape
            "mailto:a#b",               // "#" is unsafe (§2.2)
        ],
    );
}

#[test]
fn encoded822addr() {
    cases!(P::Encoded822addr,
        accept: [
            "fred@example.com",
            "a",
            "%22fred%20smith%22@h",     // quoted local part, encoded
            "?/&=",                     // plain xchars here
        ],
        reject: [
            "",                         // 1*xchar
            "a b",
            "%zz",
            "fred~x@h",                 // "~" is national, so unsafe
        ],
    );
}
