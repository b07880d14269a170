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

/// `waisaddress`, `waisindex` and `waisdoc` called from outside the
/// grammar: the match and what follows it; a mismatch is
/// `nom::Err::Error`.
#[test]
fn wais_productions_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, wais};
    assert_eq!(
        outside(wais::waisaddress(Input::new("wais://h/d?w x"))),
        "Waisaddress \"wais://h/d?w\" @ 0..12, rest \" x\""
    );
    // A `wpath` ends at a `;` not followed by a digit.
    assert_eq!(
        outside(wais::waisaddress(Input::new("wais://h/d/t/0=a;b"))),
        "Waisaddress \"wais://h/d/t/0=a;\" @ 0..17, rest \"b\""
    );
    assert_eq!(
        outside(wais::waisaddress(Input::new("wais://h/d%4"))),
        "error at 12 in Hex < Escape < Xalpha < Database < Waisindex < Waisaddress"
    );
    assert_eq!(
        outside(wais::waisindex(Input::new("wais://h/d/t/0=;"))),
        "Waisindex \"wais://h/d\" @ 0..10, rest \"/t/0=;\""
    );
    assert_eq!(
        outside(wais::waisindex(Input::new("wais://h/d?%4"))),
        "error at 13 in Hex < Escape < Xalpha < Search < Waisindex"
    );
    assert_eq!(
        outside(wais::waisdoc(Input::new("wais://h/d/t/0=; x"))),
        "Waisdoc \"wais://h/d/t/0=;\" @ 0..16, rest \" x\""
    );
    assert_eq!(
        outside(wais::waisdoc(Input::new("wais://h/d"))),
        "error at 10 in Waisdoc"
    );
}

/// The parts of both forms: the database after the hostport's `/`; an
/// index's search after `?`; a document's type and its `wpath`, split
/// into fields of digits, `=`, contents and `;` (WAIS, p. 19).
#[test]
fn wais_parts() {
    use rfc1738::rfc1630::Url;
    use rfc1738::rfc1630::wais::Waisaddress;
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("wais://h:2/db?a+b").unwrap();
    let w = url.as_wais().unwrap();
    let Waisaddress::Index(index) = w else {
        panic!("an index: {w:?}")
    };
    assert_eq!(at(w.hostport().span()), "\"h:2\" @ 7..10");
    assert_eq!(at(w.database().span()), "\"db\" @ 11..13");
    assert_eq!(at(w.span()), "\"wais://h:2/db?a+b\" @ 0..17");
    assert_eq!(at(index.hostport().span()), "\"h:2\" @ 7..10");
    assert_eq!(at(index.search().unwrap().span()), "\"a+b\" @ 14..17");
    assert_eq!(at(w.search().unwrap().span()), "\"a+b\" @ 14..17");
    assert_eq!(at(index.span()), "\"wais://h:2/db?a+b\" @ 0..17");
    assert_eq!(w.decoded_wtype(), None);
    let url = Url::parse("wais://h/db").unwrap();
    let Some(Waisaddress::Index(index)) = url.as_wais() else {
        panic!("an index")
    };
    assert_eq!(index.search(), None);
    assert_eq!(at(index.database().span()), "\"db\" @ 9..11");

    let url = Url::parse("wais://h:2/db/TEXT/0=a;12=b/c;").unwrap();
    let w = url.as_wais().unwrap();
    let Waisaddress::Doc(doc) = w else {
        panic!("a document: {w:?}")
    };
    assert_eq!(at(w.hostport().span()), "\"h:2\" @ 7..10");
    assert_eq!(at(w.database().span()), "\"db\" @ 11..13");
    assert_eq!(at(w.span()), "\"wais://h:2/db/TEXT/0=a;12=b/c;\" @ 0..30");
    assert_eq!(at(doc.hostport().span()), "\"h:2\" @ 7..10");
    assert_eq!(at(doc.database().span()), "\"db\" @ 11..13");
    assert_eq!(at(doc.wtype().span()), "\"TEXT\" @ 14..18");
    assert_eq!(at(doc.wpath().span()), "\"0=a;12=b/c;\" @ 19..30");
    assert_eq!(at(doc.span()), "\"wais://h:2/db/TEXT/0=a;12=b/c;\" @ 0..30");
    let fields: Vec<_> = doc
        .wpath()
        .fields()
        .map(|f| (at(f.digits), at(f.path.span())))
        .collect();
    assert_eq!(
        fields,
        [
            ("\"0\" @ 19..20".into(), "\"a\" @ 21..22".into()),
            ("\"12\" @ 23..25".into(), "\"b/c\" @ 26..29".into()),
        ]
    );
}
