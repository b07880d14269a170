//! RFC 3986 §3 and §4: one test per rule of `src/rfc3986/reference.rs`.
//! Trees and errors: snapshots/rfc3986/reference__*.snap.

use rfc1738::rfc3986::Production as P;

#[test]
fn uri() {
    cases!(P::Uri,
        accept: [
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            "http://www.ietf.org/rfc/rfc2396.txt",
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "mailto:John.Doe@example.com",
            "news:comp.infosystems.www.servers.unix",
            "tel:+1-816-555-1212",
            "telnet://192.0.2.16:80/",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            "foo://example.com:8042/over/there?name=ferret#nose",
            "a:",
        ],
        reject: ["//h/", "1a:b", "a", "http://h/#a#b", "http://h:x/"],
    );
}

#[test]
fn hier_part() {
    cases!(P::HierPart, accept: ["//h/p", "/p", "p:q", ""], reject: ["//h:x/", "/p?", " "]);
}

#[test]
fn uri_reference() {
    cases!(P::UriReference,
        accept: ["", "http://h", "//h", "/a", "a", "?q", "#f", "./a:b", "g;x?y#s"],
        reject: ["a:b c", ":", "1:a", "a b", "http://[::1", "%"],
    );
}

#[test]
fn absolute_uri() {
    cases!(P::AbsoluteUri, accept: ["http://a/b/c/d;p?q", "a:", "urn:x"], reject: ["http://a#f", "//a", "a"]);
}

#[test]
fn relative_ref() {
    cases!(P::RelativeRef,
        accept: ["", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g;x?y#s", "../../g"],
        reject: ["g:h", "a b", "//[x]"],
    );
}

#[test]
fn relative_part() {
    cases!(P::RelativePart, accept: ["//h/p", "/p", "p/q:r", ""], reject: ["p:q", "?", "//h h"]);
}

#[test]
fn scheme() {
    cases!(P::Scheme, accept: ["http", "a", "coap+tcp", "A-1.b"], reject: ["", "1a", "a_b", "+a"]);
}
