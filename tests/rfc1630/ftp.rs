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

/// `ftpaddress` and `afsaddress` called from outside the grammar: the
/// match and what follows it; a mismatch is `nom::Err::Error`.
#[test]
fn ftp_productions_from_outside() {
    use crate::cases::outside;
    use rfc1738::rfc1630::{Input, ftp};
    assert_eq!(
        outside(ftp::ftpaddress(Input::new("ftp://h/a;type=I b"))),
        "Ftpaddress \"ftp://h/a;type=I\" @ 0..16, rest \" b\""
    );
    // A broken escape commits inside a URL; here the caller decides.
    assert_eq!(
        outside(ftp::ftpaddress(Input::new("ftp://h/a%4"))),
        "error at 11 in Hex < Escape < Xalpha < Segment < Path < Ftpaddress"
    );
    assert_eq!(
        outside(ftp::ftpaddress(Input::new("ftp://h"))),
        "error at 7 in Ftpaddress"
    );
    assert_eq!(
        outside(ftp::afsaddress(Input::new("afs://c/p q"))),
        "Afsaddress \"afs://c/p\" @ 0..9, rest \" q\""
    );
    assert_eq!(
        outside(ftp::afsaddress(Input::new("afs://c/%z"))),
        "error at 9 in Hex < Escape < Xalpha < Segment < Path < Afsaddress"
    );
    assert_eq!(
        outside(ftp::afsaddress(Input::new("afs://c"))),
        "error at 7 in Afsaddress"
    );
}

/// The parts of an `ftpaddress` and an `afsaddress`, each with its byte
/// range: the path after the login's `/`, the type after `;type=` (FTP,
/// p. 16), the type's letter, form code and byte size.
#[test]
fn ftp_parts() {
    use rfc1738::rfc1630::Url;
    use rfc1738::rfc1630::{Input, ftp};
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("ftp://u:p@h:21/a/b;type=L8").unwrap();
    let f = url.as_ftp().unwrap();
    assert_eq!(at(f.login().span()), "\"u:p@h:21\" @ 6..14");
    assert_eq!(at(f.path().span()), "\"a/b\" @ 15..18");
    let t = f.ftptype().unwrap();
    assert_eq!(at(t.span()), "\"L8\" @ 24..26");
    assert_eq!((t.code(), t.formcode()), ('L', None));
    assert_eq!(at(t.digits().unwrap()), "\"8\" @ 25..26");
    assert_eq!((t.data_type(), t.form()), ("LOCAL", None));
    assert_eq!(at(f.span()), "\"ftp://u:p@h:21/a/b;type=L8\" @ 0..26");

    let url = Url::parse("ftp://h/;type=ET").unwrap();
    let t = url.as_ftp().unwrap().ftptype().unwrap();
    assert_eq!((t.code(), t.digits()), ('E', None));
    let form = t.formcode().unwrap();
    assert_eq!(
        (form.code(), at(form.span())),
        ('T', "\"T\" @ 15..16".into())
    );
    // RFC 959's names: "E" is EBCDIC, "T" Telnet format effectors.
    assert_eq!(
        (t.data_type(), t.form(), t.rfc959()),
        ("EBCDIC", Some("Telnet format effectors"), "E T".into())
    );
    let url = Url::parse("ftp://h/;type=AC").unwrap();
    let t = url.as_ftp().unwrap().ftptype().unwrap();
    assert_eq!(
        (t.data_type(), t.form()),
        ("ASCII", Some("Carriage Control (ASA)"))
    );

    // No `;type=`: no type; the path is void, after the login's `/`.
    let url = Url::parse("ftp://h/").unwrap();
    let f = url.as_ftp().unwrap();
    assert_eq!(f.ftptype(), None);
    assert_eq!(at(f.path().span()), "\"\" @ 8..8");

    let (_, afs) = ftp::afsaddress(Input::new("afs://transarc.com/public/x")).unwrap();
    assert_eq!(at(afs.cellname().span()), "\"transarc.com\" @ 6..18");
    assert_eq!(
        at(afs.cellname().hostname().span()),
        "\"transarc.com\" @ 6..18"
    );
    assert_eq!(at(afs.path().span()), "\"public/x\" @ 19..27");
    assert_eq!(at(afs.span()), "\"afs://transarc.com/public/x\" @ 0..27");
}

/// Each error at the mistake, the first byte after which nothing makes a
/// URL (issue 40): no `user` (`alphanum2`s) or `host` (a letter or digit
/// first) starts with `"%"`, so a malformed escape there is not where the
/// input went wrong.
#[test]
fn errors_at_the_mistake() {
    for (input, offset) in [
        ("ftp://%3@h/", 6),
        ("ftp://%41@h/", 6),
        ("ftp://%zz/", 6),
        ("ftp://u@%3/", 10), // `u@%3` may be a host name (`@` is an `extra`): the escape's error
        ("ftp://h%zz/", 8),  // a host name holds escapes: the escape's own error
        ("ftp://foo:21%/", 12), // a port holds no escape
        ("ftp://foo:8%0/", 11),
    ] {
        let e = rfc1738::rfc1630::parse(input).expect_err(input);
        assert_eq!(e.offset(), offset, "{input}: {e}");
    }
}
