//! RFC 1630 "Gopher": one test per production of `src/rfc1630/gopher.rs`.
//! Trees and errors: snapshots/rfc1630/gopher__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn gopheraddress() {
    cases!(P::Gopheraddress,
        accept: [
            "gopher://h",
            "gopher://gopher.micro.umn.edu/11/Other",
            "gopher://h:70/0about",
            "gopher://h/1",
            "gopher://h/%3F",
        ],
        reject: [
            "gopher://h/",              // a "/" needs a type
            "gopher://h/1/x",           // gcommand is a path: no leading "/"
            "gopher://h/1a//b",
            "gopher://h/1x%09y z",
        ],
    );
}

#[test]
fn gtype() {
    cases!(P::Gtype,
        accept: ["0", "1", "h", "%3F"],
        reject: ["", "01", "/", "%3"],
    );
}

#[test]
fn gcommand() {
    cases!(P::Gcommand,
        accept: ["", "1/Other", "search%09rfc", "a/b/"],
        reject: ["/x", "a//b", "a b"],
    );
}
