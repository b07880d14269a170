//! RFC 1738 §3.9 "WAIS": one test per production of
//! `src/rfc1738/wais.rs`. Trees and errors:
//! snapshots/rfc1738/wais__*.snap.

use rfc1738::Production as P;

#[test]
fn waisurl() {
    cases!(P::Waisurl,
        accept: [
            "wais://h/db",                      // waisdatabase
            "wais://h/db?query",                // waisindex
            "wais://h:210/db/TEXT/doc%2Fid",    // waisdoc
            "wais://h/",                        // empty database
            "wais://h/db?",                     // empty search
            "wais://h///",                      // waisdoc: empty database, wtype and wpath
        ],
        reject: [
            "wais://h/db/t",                    // waisdoc needs the second "/"
            "wais://h",                         // the "/" is required
            "wais://h/db/t/p/q",                // "/" is not a uchar
            "wais://h/db?a?b",                  // search has no "?"
            "wais://h/d b",
        ],
    );
}

#[test]
fn waisdatabase() {
    cases!(P::Waisdatabase,
        accept: [
            "wais://h/db",
            "wais://h/",                        // database is *uchar
            "wais://h:210/%41db",
        ],
        reject: [
            "wais://h/db?q",                    // a waisindex
            "wais://h/db/t/p",                  // a waisdoc
            "wais://h",
        ],
    );
}

#[test]
fn waisindex() {
    cases!(P::Waisindex,
        accept: [
            "wais://h/db?q",
            "wais://h/?",                       // empty database and search
            "wais://h/db?a;b:c@d&e=f",          // search allows ; : @ & =
        ],
        reject: [
            "wais://h/db",                      // the "?" is required
            "wais://h/db?a/b",                  // search has no "/"
            "wais://h/db?a?b",                  // nor "?"
        ],
    );
}

#[test]
fn waisdoc() {
    cases!(P::Waisdoc,
        accept: [
            "wais://h/db/t/p",
            "wais://h///",                      // empty database, wtype and wpath
            "wais://h/db/TEXT/%2Fpath",         // §3.9: wpath is encoded as necessary
        ],
        reject: [
            "wais://h/db/t",                    // the second "/" is required
            "wais://h/db",
            "wais://h/db/t/p/q",
            "wais://h/db?q",
        ],
    );
}

#[test]
fn database() {
    cases!(P::Database,
        accept: ["", "db", "%41b", "a$-_.+!*'(),"],
        reject: [
            "a/b",                              // uchar excludes reserved
            "a?b",
            "a;b",
            "a%4",
        ],
    );
}

#[test]
fn wtype() {
    cases!(P::Wtype,
        accept: ["", "TEXT", "application%2Fpostscript"],
        reject: [
            "a/b",                              // uchar excludes reserved
            "a=b",
            "a b",
        ],
    );
}

#[test]
fn wpath() {
    cases!(P::Wpath,
        accept: ["", "0%2010%20%2Fdb%2Fdoc", "doc-id_1.2"],
        reject: [
            "a/b",                              // §3.9: encoded as necessary (§2.2)
            "a:b",
            "~x",                               // "~" is national, so unsafe
        ],
    );
}
