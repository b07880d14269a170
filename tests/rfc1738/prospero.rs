//! RFC 1738 §3.11 "PROSPERO": one test per production of
//! `src/rfc1738/prospero.rs`. Trees and errors:
//! snapshots/rfc1738/prospero__*.snap.

use rfc1738::Production as P;

#[test]
fn prosperourl() {
    cases!(P::Prosperourl,
        accept: [
            "prospero://h/x",
            "prospero://host.dom//pros/name",   // §3.11: hsoname "/pros/name", hence "//"
            "prospero://h//hsoname/x",
            "prospero://h:1525/a/b;a=b;c=d",    // §3.11: each field/value pair after a ";"
            "prospero://h/x;OBJECT-VERSION=3",  // §3.11 example field
            "prospero://h/x;=",                 // empty field name and value: allowed by the BNF
            "prospero://h/",                    // an empty ppath
            "prospero://h/a?b:c@d&e=f",         // psegment allows ? : @ & =
        ],
        reject: [
            "prospero://h/x;a",                 // a fieldspec needs "="
            "prospero://h/x;a=b=c",             // fieldvalue has no "="
            "prospero://h/x;a=b;",              // ";" commits to a fieldspec
            "prospero://h",                     // the "/" is required
            "prospero://u@h/x",                 // §3.11: no username or password
            "prospero://h/a b",
        ],
    );
}

#[test]
fn ppath() {
    cases!(P::Ppath,
        accept: [
            "",
            "a/b",
            "/pros/name",                       // §3.11: an hsoname that begins with "/"
            "a//b",                             // empty segments
        ],
        reject: [
            "a;b",                              // §3.11: ";" must be quoted in the hsoname
            "a b",
            "a%zz",
        ],
    );
}

#[test]
fn psegment() {
    cases!(P::Psegment,
        accept: ["", "name", "a?b:c@d&e=f", "%2F%3B"],
        reject: [
            "a/b",
            "a;b",
            "a b",
        ],
    );
}

#[test]
fn fieldspec() {
    cases!(P::Fieldspec,
        accept: [
            ";a=b",
            ";=",                               // empty name and value: allowed by the BNF
            ";OBJECT-VERSION=3",
            ";a?:@&=%3D",                       // "=" in a value must be encoded
        ],
        reject: [
            "a=b",                              // the ";" is required
            ";a",                               // "=" is required
            ";a=b=c",                           // fieldvalue has no "="
            ";a=b;c=d",                         // one fieldspec only
        ],
    );
}

#[test]
fn fieldname() {
    cases!(P::Fieldname,
        accept: ["", "OBJECT-VERSION", "a?:@&%3D"],
        reject: [
            "a=b",                              // "=" ends the name
            "a;b",
            "a/b",
        ],
    );
}

#[test]
fn fieldvalue() {
    cases!(P::Fieldvalue,
        accept: ["", "3", "a?:@&%3B"],
        reject: [
            "a=b",                              // fieldvalue has no "="
            "a;b",                              // ";" starts the next fieldspec
            "a b",
        ],
    );
}
