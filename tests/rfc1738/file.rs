//! RFC 1738 §3.10 "FILES": one test per production of
//! `src/rfc1738/file.rs`. Trees and errors:
//! snapshots/rfc1738/file__*.snap.

use rfc1738::Production as P;

#[test]
fn fileurl() {
    cases!(P::Fileurl,
        accept: [
            "file://vms.host.edu/disk$user/my/notes/note12345.txt", // §3.10 example
            "file:///etc/hosts", // §3.10: the empty host
            "file://localhost/x", // §3.10: "localhost", a hostname like any other
            "file:///",         // fpath is one empty segment
            "file://10.0.0.1/x",
            "FILE:///x",        // the scheme name is case-insensitive (§2.1)
            "file://h/c:/autoexec.bat", // ":" is in fsegment
            "file://h/a?b",     // "?" is in fsegment (§5)
            "file://h//a",      // an empty first segment
        ],
        reject: [
            "file://host",      // the "/" before fpath is required
            "file://",
            "file:/x",          // the "//" is required (RFC 8089 allows this form, RFC 1738 does not)
            "file://h:80/x",    // no port in fileurl
            "file://u@h/x",     // no user in fileurl
            "file://a-/x",      // a bad host is reported as the host's error
            "file:///a#b",      // "#" is unsafe (§2.2)
            "file:///a|b",      // "|" is national, so unsafe: "c|/" drive letters fail
            "file:///a;b",      // ";" is not in fsegment
        ],
    );
}
