//! RFC 1630 "FTP" and the historical `afsaddress`: one test per
//! production of `src/rfc1630/ftp.rs`. Trees and errors:
//! snapshots/rfc1630/ftp__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn ftpaddress() {
    cases!(P::Ftpaddress,
        accept: [
            "ftp://h/",
            "ftp://anonymous@ftp.example.org/pub/rfc/rfc1630.txt",
            "ftp://u:p@h:21/a/b/",
            "ftp://h/f;type=AN",            // ";type=" before ftptype (p. 16)
            "ftp://h/;type=L8",
            "ftp://u@1x/",                  // the whole login a host name
            "ftp://h/fAN",                  // no separator: "AN" is part of the path
        ],
        reject: [
            "ftp://h",                      // "/ path" is not optional
            "ftp://h/f;type=a",             // capitals only
            "ftp://h/f;AN",                 // the separator is ";type="
            "ftp://h/f;type=A",             // a form code after A
            "ftp://myname@host.dom//etc/motd",
            "ftp://@h/",
        ],
    );
}

#[test]
fn ftptype() {
    cases!(P::Ftptype,
        accept: ["AN", "AT", "AC", "EN", "ET", "EC", "I", "L8", "L36"],
        reject: ["A", "a", "i", "D", "L", "AX", "I8"],
    );
}

#[test]
fn formcode() {
    cases!(P::Formcode,
        accept: ["N", "T", "C"],
        reject: ["n", "", "NT", "X"],
        language: 3,
    );
}

#[test]
fn afsaddress() {
    cases!(P::Afsaddress,
        accept: ["afs://transarc.com/public", "afs://cell/", "afs://c.e.l.l/a/b/"],
        reject: ["afs://cell", "afs://1cell/x", "AFS://cell/x", "afs://cell//x"],
    );
}

#[test]
fn cellname() {
    cases!(P::Cellname,
        accept: ["transarc.com", "c", "cell.name."],
        reject: ["", "1.2.3.4", "c/d"],  // a hostname, not a host: no number
    );
}
