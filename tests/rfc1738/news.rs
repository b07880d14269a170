//! RFC 1738 §3.6 "NEWS": one test per production of
//! `src/rfc1738/news.rs`. Trees and errors:
//! snapshots/rfc1738/news__*.snap.

use rfc1738::Production as P;

#[test]
fn newsurl() {
    cases!(P::Newsurl,
        accept: [
            "news:*",                                   // §3.6: all available news groups
            "news:comp.infosystems.www.providers",
            "news:123.456@host.example",                // §3.6: an "@" makes it a message-id
            "news:a+b_c-d.e9",
            "news:x;y/z?:&=@10.0.0.1",                  // article: every extra character, a hostnumber
        ],
        reject: [
            "news:a@b@c",           // "@" is not an article character before the "@"
            "news:*x",              // "*" stands alone
            "news:1group",          // a group starts with alpha
            "news:x@-h",            // the right side of an article is a host
            "news:",                // grouppart is not empty
            "news:<123@h>",         // §3.6: without the enclosing "<" and ">"
            "news:a b",
        ],
    );
}

#[test]
fn grouppart() {
    cases!(P::Grouppart,
        accept: [
            "*",
            "comp.lang",
            "123@h",                // an "@" makes it an article (§3.6)
            "a@b.c",                // would start a group, but the "@" decides
        ],
        reject: [
            "**",
            "*x",
            "1a",                   // no "@", so a group, which starts with alpha
            "a@b@c",
            "@h",                   // no article character before "@": read as a group
            "",
        ],
    );
}

#[test]
fn group() {
    cases!(P::Group,
        accept: [
            "a",
            "comp.infosystems.www.misc",    // §3.6 example
            "a1-b.c+d_e",
            "Alt.Binaries",
        ],
        reject: [
            "1a",                   // starts with alpha
            "",
            ".a",
            "a%20b",                // no escape in a group
            "a/b",
            "a@b",
        ],
    );
}

#[test]
fn article() {
    cases!(P::Article,
        accept: [
            "123.456@host.example",
            "a@h",
            "x;/?:&=@10.0.0.1",     // the extra characters; the host is a hostnumber
            "%3Cid%3E@h",           // escapes are uchar
        ],
        reject: [
            "@h",                   // 1* before the "@"
            "a@",                   // a host is required
            "a@b@c",
            "x@-h",                 // "-h" is not a host
            "a b@h",
            "a@h.",                 // no trailing dot in a hostname
        ],
    );
}
