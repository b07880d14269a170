//! Hints that are true where they fire, and errors at the mistake: the
//! inputs where a hint used to be false (a well-formed escape, an `@`
//! after the authority, a gopher selector's `/`, the `url:` prefix, a
//! message id in `<>`), where none was given (`;type=A`), and where the
//! error was before the mistake (a password with an escape, an article
//! whose host is no host). Every hint's claim is also checked on the
//! input wherever it fires (`common::hints`).

use crate::common::hints::Grammar;
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
    ("http://@h/", 7, Some("http-userinfo")),
    // A fault after the `@` is the host's or the rest's: its own hint.
    ("http://u@h~x/", 10, Some("national-character")),
    ("http://u@h#/", 10, Some("fragment")),
    ("http://u p@h/", 8, Some("space")),
    ("http://`{}:`{}@h/", 7, None),
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
    crate::common::hints::is_true(Grammar::Rfc1630, input, Url::parse(input).err())
}

/// Every hint's claim, checked on the input wherever it fires
/// (`common::hints`).
#[test]
fn hints_are_true_where_they_fire() {
    let cases = CASES.iter().map(|c| c.0);
    let inputs = crate::common::hints::inputs("hints::hints_are_true_where_they_fire", cases);
    crate::common::differential::check_all("rfc1630 hints", inputs, hint_is_true);
}

/// Every hint that fires on 48,000 single edits of corpus lines (a
/// character inserted, deleted or replaced) is true of its input
/// (`common::hints::check`).
#[test]
fn hints_are_true_over_mutations() {
    crate::common::hints::true_over_mutations(
        Grammar::Rfc1630,
        "hints::hints_are_true_over_mutations",
        &["http-userinfo", "national-character", "fragment"],
        |s| Url::parse(s).err(),
    );
}

/// Every hint of the grammar, each with an input whose error carries it:
/// (input, id, text, section), as a user reads them. A hint reworded,
/// renamed or moved to another section fails here, and so does a hint
/// added without a case.
const PINNED: &[crate::common::hints::Pinned] = &[
    (
        "#",
        "fragment",
        "a fragment identifier follows the URL and is no part of it: read `url#fragment` with `rfc1630::FragmentAddress::parse`",
        "RFC 1630 Fragment-id",
    ),
    (
        "c:",
        "unknown-scheme",
        "RFC 1630's `url` has eleven schemes (http, ftp, news, nntp, prospero, telnet, gopher, wais, mailto, mid, cid) and no generic form: this one is not among them",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "afs:",
        "afs-address",
        "`afsaddress` is \"left in as historical note, but is not a url production\"",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "URL:",
        "scheme-case",
        "RFC 1630's BNF spells scheme names in lower case (\"Single letters stand for single letters\"); `Options::fold_scheme_case` accepts any case",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "[",
        "national-character",
        "national characters (`{ } | [ ] \\ ^ ~`) \"may not appear in URLs\": write them as `%HH` escapes",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "<",
        "angle-bracket",
        "`<` and `>` \"may not appear in URLs\": write them as `%3C` and `%3E`",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        " ",
        "space",
        "a space is reserved and appears in no production: write it as `%20` (or `+` in a search)",
        "RFC 1630 Reserved characters",
    ),
    (
        ":",
        "reserved-character",
        "`=`, `;` and `:` are reserved and appear only where a production writes them: write them as `%3D`, `%3B`, `%3A` in a path or search",
        "RFC 1630 Reserved characters",
    ),
    (
        "%",
        "malformed-escape",
        "`%` starts an escape and must be followed by two hex digits: a `%` of its own is written `%25`",
        "RFC 1630 Encoding reserved characters",
    ),
    (
        "§",
        "not-ascii",
        "a URL is written in ASCII: other characters are written as `%HH` escapes of their octets",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "http://@h/",
        "http-userinfo",
        "an http address has no user name or password: `user@` here is read as part of a host name",
        "RFC 1630 HTTP",
    ),
    (
        "ftp://h/;type=d",
        "ftp-type",
        "an RFC 1630 ftp type is an RFC 959 type code without its space, in capitals, and a form code always follows `A` and `E` (RFC 959's is optional, RFC 1630's is not): `;type=AN`, `;type=I`, `;type=L8`",
        "RFC 1630 FTP",
    ),
    (
        "http://0a/",
        "hostname-digit",
        "an RFC 1630 host name starts with a letter (`hostname` is an `ialpha`); a host starting with a digit is a `hostnumber`, four groups of digits",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "telnet://h/",
        "telnet-path",
        "a telnet address ends with its login: no `/` follows it",
        "RFC 1630 Telnet, rlogin, tn3270",
    ),
    (
        "http://h//",
        "empty-segment",
        "a path has no empty segment except a trailing one: `//` is not allowed",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "gopher://h/1/x",
        "gopher-command-slash",
        "a gopher command (`gcommand`) is a `path`, which does not start with `/`: a selector that does is written with `%2F` after the type (`1%2FLibraries`)",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "news:%41",
        "ialpha-start",
        "a host name or a news group is an `ialpha`, which starts with a letter: an escape (`%77` for `w`) may come later in it but not first",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "telnet://a:b%40c@h",
        "login-escape",
        "a user name and a password are letters, digits and `- _ . +` (`alphanum2`), without escapes: `%40` and the like cannot appear in them",
        "RFC 1630 BNF for specific URL schemes",
    ),
    (
        "news:<a@b>",
        "news-message-id-brackets",
        "a news article is its message id without the `<>` of RFC 1036 (`article` is `xalphas @ host`): `news:id@host`",
        "RFC 1630 News",
    ),
    (
        "cid:<a@b>",
        "mid-brackets",
        "after `mid:` and `cid:` comes the message or content id \"with the constant <> wrapper removed\": `mid:id@host`",
        "RFC 1630 Message-Id",
    ),
];

#[test]
fn every_hint_is_pinned_by_id_and_text() {
    crate::common::hints::every_hint_is_pinned(PINNED, rfc1738::rfc1630::HINTS, |s| {
        rfc1738::rfc1630::Url::parse(s).err()
    });
}

/// A well-formed escape in a user name or a password, each read alone:
/// RFC 1630's `user` and `password` are `alphanum2`s, without escapes.
#[test]
fn an_escape_in_a_user_or_a_password_read_alone() {
    use rfc1738::rfc1630::{Production as P, parse_production};
    for (p, input) in [
        (P::User, "%41"),
        (P::User, "a%41"),
        (P::Password, "%41"),
        (P::Password, "a%41"),
    ] {
        let e = parse_production(p, input).unwrap_err();
        assert_eq!(e.hint_id(), Some("login-escape"), "{p:?} {input:?}: {e}");
    }
}
