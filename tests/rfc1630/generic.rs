//! RFC 1630's start symbols, `scheme` and `fragmentid`: one test per
//! production of `src/rfc1630/generic.rs`. Trees and errors:
//! snapshots/rfc1630/generic__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn prefixedurl() {
    cases!(P::Prefixedurl,
        accept: ["url:http://h/", "url:news:comp.x", "url:mid:a@b"],
        reject: ["http://h/", "url:url:http://h/", "URL:http://h/", "url:"],
    );
}

#[test]
fn url() {
    cases!(P::Url,
        accept: ["http://h/", "ftp://h/", "news:*", "nntp:a/1", "prospero://h/x", "telnet://h", "gopher://h", "wais://h/d", "mailto:a@b", "mid:a@b", "cid:a@b"],
        reject: ["https://h/", "file:///etc/motd", "afs://c/p", "url:http://h/", "HTTP://h/", "foo:bar"],
    );
}

#[test]
fn scheme() {
    cases!(P::Scheme,
        accept: ["http", "x-y", "a@b", "a%41"],  // an ialpha: "@" and escapes too
        reject: ["", "1a", "a:b", "-x"],
    );
}

#[test]
fn fragmentid() {
    cases!(P::Fragmentid,
        accept: ["andy", "a+b", "sec%201"],
        reject: ["", "a#b", "a b"],
    );
}
