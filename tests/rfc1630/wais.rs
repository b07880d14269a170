//! RFC 1630 "WAIS": one test per production of `src/rfc1630/wais.rs`.
//! Trees and errors: snapshots/rfc1630/wais__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn waisaddress() {
    cases!(P::Waisaddress,
        accept: ["wais://h/db", "wais://h/db?w+x", "wais://h/db/t/0=;", "wais://h:210/db/TEXT/0=x/y;1=;"],
        reject: ["wais://h/", "wais://h/db/t/p", "wais://h/db/t/0=a", "wais://h/db?"],
    );
}

#[test]
fn waisindex() {
    cases!(P::Waisindex,
        accept: ["wais://h/db", "wais://h/db?search", "wais://1.2.3.4:210/d%41?a+b"],
        reject: ["wais://h/db/t/0=;", "wais://h", "wais://h/db?a=b"],
    );
}

#[test]
fn waisdoc() {
    cases!(P::Waisdoc,
        accept: ["wais://h/db/t/0=;", "wais://h/db/TEXT/0=x;1=y/z;", "wais://h/d/t/12=a+b;"],
        reject: ["wais://h/db", "wais://h/db/t/", "wais://h/db/t/x=1;", "wais://h/db//0=;"],
    );
}

#[test]
fn wpath() {
    cases!(P::Wpath,
        accept: ["0=;", "1=a;2=b/c;", "33=%3B;"],
        reject: ["", "0=a", "=a;", "0=a;b", "0=a//b;"],
    );
}

#[test]
fn database() {
    cases!(P::Database,
        accept: ["db", "a@b", "%41"],
        reject: ["", "a/b", "a?b"],
    );
}

#[test]
fn wtype() {
    cases!(P::Wtype,
        accept: ["TEXT", "t", "x-y"],
        reject: ["", "a/b", "a=b"],
    );
}
