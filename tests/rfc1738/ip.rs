//! RFC 1738 §3.1 "Common Internet Scheme Syntax": one test per production
//! of `src/rfc1738/ip.rs`. Trees and errors:
//! snapshots/rfc1738/ip__*.snap.

use rfc1738::Production as P;

#[test]
fn ip_schemepart() {
    cases!(P::IpSchemepart,
        accept: [
            "//host",
            "//host/",
            "//user:pass@host.example.com:8080/some/path;x?y=z",
            "//10.0.0.1/",
            "//@h/",            // empty user (§3.1: empty and absent differ)
        ],
        reject: [
            "host/",            // the "//" is required
            "//",               // a login needs a host
            "//host:/",         // §3.1: no port, no colon
            "//h/a b",          // space is unsafe
        ],
    );
}

#[test]
fn login() {
    cases!(P::Login,
        accept: [
            "host.com",
            "myname@host.dom",                 // §3.1 example: user, no password
            "myname:mypass@host.dom",
            "@host.com",                       // empty user
            "foo:@host.com",                   // empty password
            ":pw@h",                           // empty user, a password
            "u%40x;a?b&c=d:p%3Aw@h:21",        // escaped "@" and ":"
        ],
        reject: [
            "a:b:c@h",          // a second ":" must be encoded (§3.1)
            "a@b@h",            // so must a second "@"
            "user@",            // a host is required
            "us er@h",          // space is unsafe
            "u%4@h",            // a broken escape
        ],
    );
}

#[test]
fn hostport() {
    cases!(P::Hostport,
        accept: [
            "example.com:80",
            "10.0.0.1:8080",
            "localhost",
            "h:99999999999",    // the BNF sets no bound on port
        ],
        reject: [
            "example.com:",     // ":" commits to a port (§3.1: no empty port)
            "example.123",      // a toplabel starts with alpha
            "h:8o",             // port is digits
        ],
    );
}

#[test]
fn host() {
    cases!(P::Host,
        accept: [
            "example.com",
            "10.0.0.1",
            "999.010.0.1",      // syntax only: no range, leading zeros allowed
            "1.2.3.x",          // a hostname whose labels are digits but the last
            "a",
        ],
        reject: [
            "1.2.3",            // three groups: neither hostname nor hostnumber
            "1.2.3.4.5",
            "-a.com",
            "",
        ],
    );
}

#[test]
fn hostname() {
    cases!(P::Hostname,
        accept: [
            "a",
            "ab.cd",
            "a-b.c--d.e9",      // inner hyphens, a final alphadigit
            "1x.2y.com",        // domainlabels may start with a digit
            "WWW.Example.COM",
        ],
        reject: [
            "example.com.",     // a trailing dot: not in RFC 1738 (RFC 2396 added it)
            "a-.com",           // a label ends with an alphadigit
            "a..b",             // empty label
            "example.123",      // the toplabel starts with alpha
            "-a",
            "a_b.com",          // "_" is not a host character
        ],
    );
}

#[test]
fn domainlabel() {
    cases!(P::Domainlabel,
        accept: [
            "a",                // the one-character alternative
            "ab",               // the long alternative: a greedy PEG loop would eat the "b"
            "a-b",
            "9",
            "x--9",
        ],
        reject: [
            "-a",
            "a-",               // must end with an alphadigit
            "",
            "a.b",              // no dot inside a label
        ],
    );
}

#[test]
fn toplabel() {
    cases!(P::Toplabel,
        accept: [
            "a",
            "com",
            "a-1",
            "Z9",
        ],
        reject: [
            "1a",               // starts with alpha
            "a-",
            "",
        ],
    );
}

#[test]
fn alphadigit() {
    cases!(P::Alphadigit,
        accept: ["a", "Z", "0", "9"],
        reject: ["-", ".", "", "ab", "é"],
    );
}

#[test]
fn hostnumber() {
    cases!(P::Hostnumber,
        accept: [
            "10.0.0.1",
            "255.255.255.255",
            "0.0.0.0",
            "0999.1.1.00001",   // no range and no digit count in the BNF
        ],
        reject: [
            "1.2.3",
            "1.2.3.",
            "1.2..4",
            "1.2.3.4.5",
            "a.b.c.d",
        ],
    );
}

#[test]
fn port() {
    cases!(P::Port,
        accept: ["80", "0", "65536", "0021"],
        reject: ["", "8a", "-1", "+80"],
    );
}

#[test]
fn user() {
    cases!(P::User,
        accept: [
            "",                 // user may be empty
            "anonymous",
            "u;x?y&z=w",
            "a%3Ab%40c",        // ":" and "@" escaped
        ],
        reject: [
            "a:b",              // ":" ends the user
            "a@b",
            "a/b",
            "%zz",
        ],
    );
}

#[test]
fn password() {
    cases!(P::Password,
        accept: ["", "secret", "p;a?s&s=w", "%2F%3a"],
        reject: ["a:b", "a b", "%", "~x"],
    );
}

#[test]
fn urlpath() {
    cases!(P::Urlpath,
        accept: [
            "",
            "a/b;c?d:e@f&g=h",  // every reserved character is an xchar
            "%7E%20",
        ],
        reject: [
            "a b",
            "a#frag",           // "#" is unsafe (§2.2)
            "~user",            // "~" is national, so unsafe
            "%G0",
        ],
    );
}
