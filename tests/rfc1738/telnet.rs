//! RFC 1738 §3.8 "TELNET": one test per production of
//! `src/rfc1738/telnet.rs`. Trees and errors:
//! snapshots/rfc1738/telnet__*.snap.

use rfc1738::Production as P;

#[test]
fn telneturl() {
    cases!(P::Telneturl,
        accept: [
            "telnet://h",                       // §3.8: the final "/" may be omitted
            "telnet://h/",
            "telnet://u:p@h:23/",               // §3.8 template
            "telnet://user@host.example.com:2323",
            "telnet://@10.0.0.1",               // empty user
        ],
        reject: [
            "telnet://h/x",                     // nothing may follow the "/" (§3.8)
            "telnet://h//",
            "telnet://",                        // a host is required
            "telnet://h:/",                     // §3.1: no port, no colon
            "telnet:h",
        ],
    );
}
