//! RFC 1630 "Message-Id" and "Content-Id", with RFC 822's rules: one
//! test per production of `src/rfc1630/mid.rs`. Trees and errors:
//! snapshots/rfc1630/mid__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn midaddress() {
    cases!(P::Midaddress,
        accept: ["mid:960830.1639@XIson.com", "mid:a@b", "mid:\"a.b\"@c.d", "mid:%22a%20b%22@c"],
        reject: ["mid:<a@b>", "mid:a@b@c", "mid:a..b@c", "mid:a/b@c", "mid:a"],
    );
}

#[test]
fn cidaddress() {
    cases!(P::Cidaddress,
        accept: ["cid:foo4*foo1@bar.net", "cid:part1@host.example", "cid:a@b"],
        reject: ["cid:<a@b>", "cid:a", "cid:a@.b"],
    );
}

#[test]
fn content_identifier() {
    cases!(P::ContentIdentifier,
        accept: ["foo4*foo1@bar.net", "a.b@c", "\"x\"@y"],
        reject: ["<a@b>", "a@b.", "@b"],
    );
}

#[test]
fn addr_spec() {
    cases!(P::AddrSpec,
        accept: ["a@b", "first.last@host.example", "\"q%20q\"@h", "$&'*+-_!@x"],
        reject: ["a", "a@", "a@b@c", "a.@b", "[a]@b"],
    );
}

#[test]
fn local_part() {
    cases!(P::LocalPart,
        accept: ["a", "a.b.c", "\"a.b\".c", "%41"],
        reject: ["", ".a", "a.", "a..b", "a@b"],
    );
}

#[test]
fn domain() {
    cases!(P::Domain,
        accept: ["b", "host.example", "x-y.z"],
        reject: ["", "a.", ".a", "\"a\""],
    );
}

#[test]
fn sub_domain() {
    cases!(P::SubDomain,
        accept: ["host", "a1", "x%41"],
        reject: ["", "[1.2.3.4]", "a.b"],  // no domain-literal: "[" is national
    );
}

#[test]
fn domain_ref() {
    cases!(P::DomainRef,
        accept: ["host", "b-c", "x_y"],
        reject: ["", "a.b", "\"a\""],
    );
}

#[test]
fn word() {
    cases!(P::Word,
        accept: ["atom", "\"quoted%20string\"", "\"\"", "a+b"],
        reject: ["", "a.b", "\"open", "(comment)"],
    );
}

#[test]
fn atom() {
    cases!(P::Atom,
        accept: ["a", "abc123", "!$&'*+-_", "a%2Eb"],  // an escape may stand for any octet
        reject: ["", "a.b", "a@b", "a\"b", "a(b)"],
    );
}

#[test]
fn quoted_string() {
    cases!(P::QuotedString,
        accept: ["\"\"", "\"a.b@c\"", "\"a%22b\""],
        reject: ["\"", "a", "\"a\"b", "\"a b\"", "\"a\\\"b\""],
    );
}

#[test]
fn qtext() {
    cases!(P::Qtext,
        accept: ["a", "@", ".", "%22"],
        reject: ["\"", "", " ", "\\", "ab"],
    );
}

/// `midaddress` and `cidaddress` called from outside the grammar: the
/// match and what follows it; a mismatch is `nom::Err::Error`.
#[test]
fn mid_productions_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, mid};
    assert_eq!(
        outside(mid::midaddress(Input::new("mid:a@b c"))),
        "Midaddress \"mid:a@b\" @ 0..7, rest \" c\""
    );
    assert_eq!(
        outside(mid::midaddress(Input::new("mid:a"))),
        "error at 5 in AddrSpec < Midaddress"
    );
    assert_eq!(
        outside(mid::cidaddress(Input::new("cid:a@b c"))),
        "Cidaddress \"cid:a@b\" @ 0..7, rest \" c\""
    );
    assert_eq!(
        outside(mid::cidaddress(Input::new("cid:@b"))),
        "error at 4 in Atom < Word < LocalPart < AddrSpec < ContentIdentifier < Cidaddress"
    );
}

/// The parts of a message identifier, each with its byte range: the
/// words of the `local-part` (a quoted string may hold dots, an atom
/// may not) and the sub-domains of the `domain` after the `@`.
#[test]
fn mid_parts() {
    use rfc1738::rfc1630::Url;
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("mid:a.\"b.c\".d@x.y").unwrap();
    let mid = url.as_mid().unwrap();
    assert_eq!(at(mid.span()), "\"mid:a.\\\"b.c\\\".d@x.y\" @ 0..17");
    let spec = mid.addr_spec();
    assert_eq!(at(spec.local_part().span()), "\"a.\\\"b.c\\\".d\" @ 4..13");
    let words: Vec<_> = spec
        .local_part()
        .words()
        .map(|w| (at(w.span()), w.is_quoted()))
        .collect();
    assert_eq!(
        words,
        [
            ("\"a\" @ 4..5".into(), false),
            ("\"\\\"b.c\\\"\" @ 6..11".into(), true),
            ("\"d\" @ 12..13".into(), false),
        ]
    );
    assert_eq!(at(spec.domain().span()), "\"x.y\" @ 14..17");
    let subs: Vec<_> = spec
        .domain()
        .sub_domains()
        .map(|d| at(d.domain_ref().atom().span()))
        .collect();
    assert_eq!(subs, ["\"x\" @ 14..15", "\"y\" @ 16..17"]);
}
