//! The hints of RFC 1630's errors: for the failures that make most real
//! URLs invalid under RFC 1630, a short note with the part of the RFC
//! that says so (a fragment after the URL, an unknown or upper-case
//! scheme, `=` and `;` in a path or search, national characters, a user
//! name in http, ...). [`refine`] runs once on every error `Url::parse`
//! and `parse_production` return; it costs nothing on the success path.

use crate::syntax::Hint;
use crate::syntax::macros::hints;

use super::production::{ParseError, Production};

hints! {
    FRAGMENT = ("fragment", "a fragment identifier follows the URL and is no part of it: read `url#fragment` with `rfc1630::FragmentAddress::parse`", "RFC 1630 Fragment-id");
    UNKNOWN_SCHEME = ("unknown-scheme", "RFC 1630's `url` has eleven schemes (http, ftp, news, nntp, prospero, telnet, gopher, wais, mailto, mid, cid) and no generic form: this one is not among them", "RFC 1630 BNF for specific URL schemes");
    AFS = ("afs-address", "`afsaddress` is \"left in as historical note, but is not a url production\"", "RFC 1630 BNF for specific URL schemes");
    SCHEME_CASE = ("scheme-case", "RFC 1630's BNF spells scheme names in lower case (\"Single letters stand for single letters\"); `Options::fold_scheme_case` accepts any case", "RFC 1630 BNF for specific URL schemes");
    NATIONAL = ("national-character", "national characters (`{ } | [ ] \\ ^ ~`) \"may not appear in URLs\": write them as `%HH` escapes", "RFC 1630 BNF for specific URL schemes");
    PUNCTUATION = ("angle-bracket", "`<` and `>` \"may not appear in URLs\": write them as `%3C` and `%3E`", "RFC 1630 BNF for specific URL schemes");
    SPACE = ("space", "a space is reserved and appears in no production: write it as `%20` (or `+` in a search)", "RFC 1630 Reserved characters");
    RESERVED = ("reserved-character", "`=`, `;` and `:` are reserved and appear only where a production writes them: write them as `%3D`, `%3B`, `%3A` in a path or search", "RFC 1630 Reserved characters");
    PERCENT = ("malformed-escape", "`%` starts an escape and must be followed by two hex digits: a `%` of its own is written `%25`", "RFC 1630 Encoding reserved characters");
    NOT_ASCII = ("not-ascii", "a URL is written in ASCII: other characters are written as `%HH` escapes of their octets", "RFC 1630 BNF for specific URL schemes");
    HTTP_LOGIN = ("http-userinfo", "an http address has no user name or password: `user@` here is read as part of a host name", "RFC 1630 HTTP");
    FTP_TYPE = ("ftp-type", "an RFC 1630 ftp type is an RFC 959 type code without its space, in capitals, and a form code always follows `A` and `E` (RFC 959's is optional, RFC 1630's is not): `;type=AN`, `;type=I`, `;type=L8`", "RFC 1630 FTP");
    HOSTNAME_DIGIT = ("hostname-digit", "an RFC 1630 host name starts with a letter (`hostname` is an `ialpha`); a host starting with a digit is a `hostnumber`, four groups of digits", "RFC 1630 BNF for specific URL schemes");
    TELNET_SLASH = ("telnet-path", "a telnet address ends with its login: no `/` follows it", "RFC 1630 Telnet, rlogin, tn3270");
    EMPTY_SEGMENT = ("empty-segment", "a path has no empty segment except a trailing one: `//` is not allowed", "RFC 1630 BNF for specific URL schemes");
    GOPHER_SLASH = ("gopher-command-slash", "a gopher command (`gcommand`) is a `path`, which does not start with `/`: a selector that does is written with `%2F` after the type (`1%2FLibraries`)", "RFC 1630 BNF for specific URL schemes");
    IALPHA_START = ("ialpha-start", "a host name or a news group is an `ialpha`, which starts with a letter: an escape (`%77` for `w`) may come later in it but not first", "RFC 1630 BNF for specific URL schemes");
    LOGIN_ESCAPE = ("login-escape", "a user name and a password are letters, digits and `- _ . +` (`alphanum2`), without escapes: `%40` and the like cannot appear in them", "RFC 1630 BNF for specific URL schemes");
    NEWS_BRACKETS = ("news-message-id-brackets", "a news article is its message id without the `<>` of RFC 1036 (`article` is `xalphas @ host`): `news:id@host`", "RFC 1630 News");
    MID_BRACKETS = ("mid-brackets", "after `mid:` and `cid:` comes the message or content id \"with the constant <> wrapper removed\": `mid:id@host`", "RFC 1630 Message-Id");
}

/// The error `e` of `input` with its hint, if one applies.
#[cold]
pub(crate) fn refine(input: &str, mut e: ParseError) -> ParseError {
    if let Some(h) = hint(input, &e) {
        e.set_hint(h);
    }
    e
}

/// The hint of the error of an input that starts with none of `url`'s
/// schemes (`expected url at byte 0`, `Url::parse`'s commonest
/// rejection): what [`hint`] gives for that error, read off the first
/// byte, and off the scheme name when a letter starts the input. For
/// that error [`hint`] looks at nothing else: `within` holds only `url`,
/// so of its cases only the scheme name, `found` and the character
/// classes can apply, and a non-ASCII character is a first byte of
/// 0x80 or more. Inlined into its caller, the path of those inputs.
#[inline(always)]
pub(crate) fn no_url(input: &str, w: u64, n: usize) -> Option<&'static Hint> {
    let first = input.as_bytes().first().copied().unwrap_or(0);
    match NO_URL.get(usize::from(first)).copied().unwrap_or(0) {
        LETTER => scheme_name(input, w, n),
        PERCENT_CODE => percent_first(input),
        k => NO_URL_HINTS.get(usize::from(k)).copied().flatten(),
    }
}

/// The hint of an input that starts with `%`: a malformed escape's, or
/// none for a well-formed one (no `url` starts with one). Out of line:
/// rare, and [`no_url`] stays small enough to be inlined.
#[cold]
#[inline(never)]
fn percent_first(input: &str) -> Option<&'static Hint> {
    match crate::syntax::pct::escape_at(input.as_bytes(), 0) {
        Some(_) => None,
        None => Some(&PERCENT),
    }
}

/// The code of `NO_URL` for a letter: the hint is the scheme name's.
const LETTER: u8 = 1;

/// The code of `NO_URL` for `%`: the hint of a malformed escape, if it
/// is one.
const PERCENT_CODE: u8 = 7;

/// What the first byte of an input with no scheme of `url` says of its
/// hint ([`no_url`]): an index into [`NO_URL_HINTS`], or [`LETTER`]. A
/// table rather than a `match`, whose jump table would be mispredicted
/// on a list of mixed inputs.
static NO_URL: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        // `b < 256`: compile time, and an index out of bounds would be a
        // build error.
        #[allow(clippy::indexing_slicing)]
        {
            t[b] = match b as u8 {
                c if c.is_ascii_alphabetic() => LETTER,
                b'#' => 2,
                b'{' | b'}' | b'|' | b'[' | b']' | b'\\' | b'^' | b'~' => 3,
                b'<' | b'>' => 4,
                b' ' => 5,
                b'=' | b';' | b':' => 6,
                b'%' => PERCENT_CODE,
                c if !c.is_ascii() => 8,
                _ => 0,
            };
        }
        b += 1;
    }
    t
};

/// The hints of [`NO_URL`]'s codes (0: none; 1: the scheme name's; 7:
/// [`percent_first`]'s).
static NO_URL_HINTS: [Option<&Hint>; 9] = [
    None,
    None,
    Some(&FRAGMENT),
    Some(&NATIONAL),
    Some(&PUNCTUATION),
    Some(&SPACE),
    Some(&RESERVED),
    Some(&PERCENT),
    Some(&NOT_ASCII),
];

/// The hint of an input that starts with a letter but none of `url`'s
/// schemes: the scheme name, if the input has one (the run of scheme
/// bytes before a ":"), known in another case, `afs`, or unknown.
fn scheme_name(input: &str, w: u64, n: usize) -> Option<&'static Hint> {
    use super::generic::{scheme_of_word, word};
    use crate::syntax::class::{below, scheme_run_end};
    let b = input.as_bytes();
    // Only the start of the input is read: the run of scheme bytes goes
    // on from the letters, eight bytes at a time.
    let n = scheme_run_end(b, n);
    if b.get(n) != Some(&b':') {
        return None;
    }
    // The name in lower case as one word (every scheme byte but an
    // upper-case letter has 0x20 set); no name here is longer than 8.
    if n > 8 {
        return Some(&UNKNOWN_SCHEME);
    }
    const URL: u64 = word(b"url");
    const AFS: u64 = word(b"afs");
    let name = (w | 0x2020_2020_2020_2020) & below(n);
    Some(match name {
        URL => &SCHEME_CASE,
        AFS => &self::AFS,
        _ if scheme_of_word(name).is_some() => &SCHEME_CASE,
        _ => &UNKNOWN_SCHEME,
    })
}

/// The hint for `e`, if the input or the character found is one the
/// grammar recognizes. After a `url:` prefix, the URL gets the hints it
/// gets without one.
fn hint(input: &str, e: &ParseError) -> Option<&'static Hint> {
    use Production as P;
    let within = |p: P| e.expected() == p || e.within().contains(&p);
    // The `url` (after `url:`, when the error is within the prefixed URL,
    // whose production is the outermost).
    let url = || {
        let start = match e.within().last() {
            Some(P::Prefixedurl) => 4,
            _ => 0,
        };
        (start, input.get(start..).unwrap_or_default())
    };
    if e.expected() == P::Url {
        let (start, url) = url();
        let b = url.as_bytes();
        if e.offset() == start && b.first().is_some_and(u8::is_ascii_alphabetic) {
            let w = crate::syntax::class::head_word(b);
            match scheme_name(url, w, super::generic::letters(w)) {
                // `url:url:` is no case of the prefix: another unknown
                // scheme.
                Some(h) if start > 0 && std::ptr::eq(h, &SCHEME_CASE) => {
                    let prefix = b.get(..4).is_some_and(|p| p.eq_ignore_ascii_case(b"url:"));
                    return Some(if prefix { &UNKNOWN_SCHEME } else { h });
                }
                Some(h) => return Some(h),
                None => {}
            }
        }
    }
    if e.expected() == P::Hex {
        return Some(&PERCENT);
    }
    // The type after `;type=` that ends too soon (`;type=A`: RFC 959's
    // form code is optional, RFC 1630's is not).
    let Some(found) = e.found() else {
        return within(P::Ftptype).then_some(&FTP_TYPE);
    };
    let at = e.offset();
    // The byte before the error, asked only by the cases that need it.
    let before = || {
        at.checked_sub(1)
            .and_then(|k| input.as_bytes().get(k))
            .copied()
    };
    if within(P::Httpaddress) && within(P::Hostport) && at_login(url(), at) {
        return Some(&HTTP_LOGIN);
    }
    Some(match found {
        '#' => &FRAGMENT,
        '{' | '}' | '|' | '[' | ']' | '\\' | '^' | '~' => &NATIONAL,
        // A message id with its `<>`, right after the scheme.
        '<' if before() == Some(b':') && within(P::Newsaddress) => &NEWS_BRACKETS,
        '<' if before() == Some(b':') && (within(P::Midaddress) || within(P::Cidaddress)) => {
            &MID_BRACKETS
        }
        '<' | '>' => &PUNCTUATION,
        ' ' => &SPACE,
        // An empty segment is a `/` after a `/`; a gopher command that
        // starts with one is a selector with its `/`.
        '/' if within(P::Path) && e.after() == Some(P::Void) && before() == Some(b'/') => {
            &EMPTY_SEGMENT
        }
        '/' if within(P::Gcommand) && e.after() == Some(P::Void) => &GOPHER_SLASH,
        c if c.is_ascii_alphabetic() && within(P::Hostnumber) => &HOSTNAME_DIGIT,
        '/' if within(P::Telnetaddress) => &TELNET_SLASH,
        _ if within(P::Ftptype) => &FTP_TYPE,
        '=' | ';' | ':' => &RESERVED,
        // A well-formed escape where the grammar has none.
        '%' if crate::syntax::pct::escape_at(input.as_bytes(), at).is_some() => {
            return escape_misplaced(e);
        }
        '%' => &PERCENT,
        c if !c.is_ascii() => &NOT_ASCII,
        _ => return None,
    })
}

/// Whether the error at byte `at` is in a user name and password, or at
/// their `@`: the `url` (at byte `start` of the input) has an `@` in its
/// authority (after `http://`, before the first `/`, `?` or `#`), the
/// text before it is a login as RFC 1738 §3.1 writes one (letters,
/// digits, `$-_.+!*'(),;&=`, escapes and the `:` before a password), and
/// the error is within it or at the `@`. An error after the `@` is the
/// host's or the rest's, whatever came before.
fn at_login((start, url): (usize, &str), at: usize) -> bool {
    let authority = url.as_bytes().get(7..).unwrap_or_default();
    if crate::syntax::class::first_of_authority_end(authority) != Some(b'@') {
        return false;
    }
    let Some(end) = authority.iter().position(|&c| c == b'@') else {
        return false;
    };
    let login = authority.get(..end).unwrap_or_default();
    let login_byte = |(k, &c): (usize, &u8)| match c {
        b'%' => crate::syntax::pct::escape_at(login, k).is_some(),
        _ => c.is_ascii_alphanumeric() || b"$-_.+!*'(),;&=:".contains(&c),
    };
    let first = start + 7;
    login.iter().enumerate().all(login_byte) && first <= at && at <= first + end
}

/// The hint of a well-formed escape where the grammar allows none: at
/// the start of an `ialpha` (a host name, a news group), or in a user
/// name or password; elsewhere none.
fn escape_misplaced(e: &ParseError) -> Option<&'static Hint> {
    use Production as P;
    let within = |p: P| e.expected() == p || e.within().contains(&p);
    match e.expected() {
        P::Host | P::Hostname | P::Group | P::Ialpha => Some(&IALPHA_START),
        // `login`'s only error of its own is its `"@"`, where a user
        // (and password) stops before it.
        P::Login => Some(&LOGIN_ESCAPE),
        // `user` or `password` expected, or around the error.
        _ if within(P::User) || within(P::Password) => Some(&LOGIN_ESCAPE),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::classes::{CLASSES, bits};
    use super::*;

    /// The hint of a scheme name as it was first written: the run of
    /// scheme bytes before a `:`, compared with each name.
    fn scheme_name_bytewise(input: &str) -> Option<&'static Hint> {
        let b = input.as_bytes();
        let n = b
            .iter()
            .take_while(|&&c| CLASSES.of(c) & bits::SCHEME != 0)
            .count();
        if b.get(n) != Some(&b':') {
            return None;
        }
        let head = input.get(..n).unwrap();
        let known = |name: &str| name.eq_ignore_ascii_case(head);
        if super::super::generic::Known::ALL
            .iter()
            .any(|(name, _)| known(name))
            || known("url")
        {
            return Some(&SCHEME_CASE);
        }
        if known("afs") {
            return Some(&AFS);
        }
        Some(&UNKNOWN_SCHEME)
    }

    /// The scheme bytes `scheme_run_end` reads eight at a time are the
    /// class table's.
    #[test]
    fn scheme_bytes_are_the_class_table() {
        for c in 0..=255u8 {
            let mut v = vec![c, b'!'];
            v.truncate(2);
            let run = crate::syntax::class::scheme_run_end(&v, 0);
            assert_eq!(run == 1, CLASSES.of(c) & bits::SCHEME != 0, "{c:#x}");
        }
    }

    #[test]
    fn scheme_name_is_the_bytewise_reading() {
        let names = [
            "http",
            "HTTP",
            "url",
            "Url",
            "afs",
            "AFS",
            "prospero",
            "PROSPERO",
            "prosperox",
            "prosper",
            "mid",
            "cid",
            "x",
            "h1",
            "http1",
            "h-t.t+p",
            "a1b2c3d4",
            "a1b2c3d4e",
            "httpx",
            "mailto",
            "gopherr",
            "ab.cd",
        ];
        let tails = ["", ":", "://h", "x", "/a:", " :", "1:", ".:"];
        for name in names {
            for tail in tails {
                let input = format!("{name}{tail}");
                let w = crate::syntax::class::head_word(input.as_bytes());
                let n = super::super::generic::letters(w);
                assert_eq!(
                    scheme_name(&input, w, n),
                    scheme_name_bytewise(&input),
                    "{input:?}"
                );
            }
        }
    }

    /// `no_url` is `hint` for the error of an input with no scheme of
    /// `url`, on every first character (every ASCII byte and some
    /// others) followed by tails that make scheme names and not.
    #[test]
    fn no_url_is_the_hint_of_that_error() {
        let firsts =
            (0u8..0x80)
                .map(char::from)
                .chain(['\u{e9}', '\u{a0}', '\u{3000}', '\u{1f4a9}']);
        let tails = [
            "", ":", "ttp:", "TTP://h", "fs:", "rl:", "x:", "x", "/a:b", " :", "1+.-:", "a",
            "opher:", "OPHER:", "41", "4", "4g", "aB:x",
        ];
        for first in firsts {
            for tail in tails {
                let input = format!("{first}{tail}");
                let e = ParseError::new(&input, 0, Production::Url, &[]);
                let w = crate::syntax::class::head_word(input.as_bytes());
                let n = super::super::generic::letters(w);
                assert_eq!(no_url(&input, w, n), hint(&input, &e), "{input:?}");
            }
        }
        assert_eq!(no_url("", 0, 0), None);
    }
}
