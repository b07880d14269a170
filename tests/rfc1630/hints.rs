//! Hints that are true where they fire, and errors at the mistake: the
//! inputs where a hint used to be false (a well-formed escape, an `@`
//! after the authority, a gopher selector's `/`, the `url:` prefix, a
//! message id in `<>`), where none was given (`;type=A`), and where the
//! error was before the mistake (a password with an escape, an article
//! whose host is no host). Every hint's claim is also checked on the
//! input wherever it fires (`common::hints`).

use rfc1738::rfc1630::{Production as P, Url};

/// (input, the error's offset, the hint's id).
const CASES: &[(&str, usize, Option<&str>)] = &[
    // A well-formed escape where a host name must start with a letter.
    ("http://%77ww.cern.ch/", 7, Some("ialpha-start")),
    ("news:%41b", 5, Some("ialpha-start")),
    // A malformed one.
    ("http://h/%7", 11, Some("malformed-escape")),
    ("%zz", 0, Some("malformed-escape")),
    // A well-formed escape at the start: no `url` starts so, no hint.
    ("%41", 0, None),
    // The `@` is in the fragment, not in the authority.
    ("http://h:x#a@b", 9, None),
    ("http://user:pass@host.com/", 12, Some("http-userinfo")),
    // The commonest gopher URL: a selector with its `/`.
    (
        "gopher://gopher.tc.umn.edu/1/Libraries",
        28,
        Some("gopher-command-slash"),
    ),
    ("gopher://h/1a//b", 14, Some("empty-segment")),
    ("http://h//x", 9, Some("empty-segment")),
    // After the prefix, the hints of the URL without it.
    ("url:http://user:pass@host.com/", 16, Some("http-userinfo")),
    ("url:gopher://h/1/x", 16, Some("gopher-command-slash")),
    ("url:HTTP://h/", 4, Some("scheme-case")),
    ("url:url:http://h/", 4, Some("unknown-scheme")),
    // RFC 959's form code is optional, RFC 1630's is not.
    ("ftp://h/f;type=A", 16, Some("ftp-type")),
    ("ftp://h/f;type=", 15, Some("ftp-type")),
    // The message id without its `<>`.
    ("news:<id@h>", 5, Some("news-message-id-brackets")),
    ("mid:<id@h>", 4, Some("mid-brackets")),
    ("cid:<part@h>", 4, Some("mid-brackets")),
    ("news:a<b", 6, Some("angle-bracket")),
    // The escape in the password, where the mistake is.
    (
        "ftp://anonymous:joe%40hardware.com@ftp.foo.com/",
        19,
        Some("login-escape"),
    ),
    ("telnet://a:b%40c@h", 12, Some("login-escape")),
    // No `@` after it: no user reading, the port's error.
    ("ftp://h:x/", 8, None),
    // The article's host, not the group at byte 5.
    ("news:1234@1.2.3", 15, None),
    ("news:1@", 7, None),
];

#[test]
fn hints_and_offsets_of_the_faults() {
    for &(input, offset, id) in CASES {
        let e = Url::parse(input).unwrap_err();
        assert_eq!((e.offset(), e.hint_id()), (offset, id), "{input:?}: {e}");
    }
    // The hint names the tool's option in the tool, the library's here.
    let e = Url::parse("HTTP://h/").unwrap_err();
    assert_eq!(e.hint_id(), Some("scheme-case"));
    // The password's error is `login`'s: an `@` was needed there.
    let e = Url::parse("ftp://anonymous:joe%40hardware.com@ftp.foo.com/").unwrap_err();
    assert_eq!((e.expected(), e.literal()), (P::Login, Some("@")));
    let e = Url::parse("news:1234@1.2.3").unwrap_err();
    assert_eq!(e.expected(), P::Hostnumber, "{e}");
    assert!(e.within().contains(&P::Article), "{e}");
}

/// The hint of `input`'s error, if any, is true of `input`.
fn hint_is_true(input: &str) -> Result<(), String> {
    crate::common::hints::is_true(input, Url::parse(input).err())
}

/// Every hint's claim, checked on the input wherever it fires
/// (`common::hints`).
#[test]
fn hints_are_true_where_they_fire() {
    let cases = CASES.iter().map(|c| c.0);
    let inputs = crate::common::hints::inputs("hints::hints_are_true_where_they_fire", cases);
    crate::common::differential::check_all("rfc1630 hints", inputs, hint_is_true);
}
