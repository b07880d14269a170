//! The hints of RFC 1738's errors: for the failures that make most real
//! URLs invalid, a short note with its section that says whether the
//! input is broken or only newer than the grammar (`~`, a fragment, an
//! IPv6 literal, a user name in http, a missing scheme, the wrappers and
//! whitespace of the Appendix, ...), and the one error that is moved to
//! where the mistake is (a user name in an http URL).
//!
//! [`refine`] runs once on every error `Url::parse` and
//! `parse_production` return, whichever path found it; it costs nothing
//! on the success path. This module's grammar note lists every hint
//! with the inputs that get it.

use crate::syntax::Hint;
use crate::syntax::macros::hints;

use super::production::{ParseError, Production};

hints! {
    TILDE = ("unsafe-tilde", "`~` is unsafe in a URL: write it as `%7E`", "RFC 1738 §2.2");
    FRAGMENT = ("fragment", "a fragment (`#...`) is no part of an RFC 1738 URL: it follows the URL, and `#` inside one is written `%23`", "RFC 1738 §2.2");
    IPV6 = ("ipv6-literal", "IPv6 literals in brackets came later, with RFC 2732: an RFC 1738 host is a name or a dotted number", "RFC 1738 §3.1, RFC 2732");
    BRACKET = ("unsafe-bracket", "`[` and `]` are unsafe in a URL: write them as `%5B` and `%5D`", "RFC 1738 §2.2");
    SPACE = ("unsafe-space", "a space is unsafe in a URL: write it as `%20`", "RFC 1738 §2.2");
    QUOTE = ("unsafe-quote", "`\"` is unsafe in a URL: write it as `%22`", "RFC 1738 §2.2");
    ANGLE = ("unsafe-angle-bracket", "`<` and `>` are unsafe in a URL (they delimit URLs in text): write them as `%3C` and `%3E`", "RFC 1738 §2.2");
    BRACE = ("unsafe-brace", "`{` and `}` are unsafe in a URL: write them as `%7B` and `%7D`", "RFC 1738 §2.2");
    BAR = ("unsafe-bar", "`|` is unsafe in a URL: write it as `%7C`", "RFC 1738 §2.2");
    BACKSLASH = ("unsafe-backslash", "`\\` is unsafe in a URL: write it as `%5C`", "RFC 1738 §2.2");
    CARET = ("unsafe-caret", "`^` is unsafe in a URL: write it as `%5E`", "RFC 1738 §2.2");
    BACKTICK = ("unsafe-backtick", "`` ` `` is unsafe in a URL: write it as `%60`", "RFC 1738 §2.2");
    PERCENT = ("malformed-escape", "`%` starts an escape and must be followed by two hex digits: a `%` of its own is written `%25`", "RFC 1738 §2.2");
    NOT_ASCII = ("not-ascii", "a URL is written in ASCII: other characters are written as the `%HH` escapes of their octets (UTF-8 is one choice; RFC 1738 names none)", "RFC 1738 §2.2");
    CONTROL = ("control-character", "control characters are no part of a URL: write them as `%HH` escapes", "RFC 1738 §2.2");
    HTTP_USER = ("http-userinfo", "an http URL has no user name or password: `user:password@` is §3.1's syntax, which §3.3 leaves out of http", "RFC 1738 §3.3");
    HTTP_QUERY = ("http-search-without-path", "in an http URL `?` starts the search, which follows a path: write `/?` after the host", "RFC 1738 §3.3");
    TOPLABEL_DIGIT = ("toplabel-digit", "the last label of a host name starts with a letter: `3com` and `www.3com` are neither host names nor host numbers", "RFC 1738 §3.1");
    HTTP_SEARCH = ("http-search-reserved", "`/` and `?` are reserved in an http search: write them as `%2F` and `%3F`", "RFC 1738 §3.3");
    FTP_SEMICOLON = ("ftp-semicolon", "`;` is reserved in an ftp path: write it as `%3B`, or end the path with `;type=a`, `;type=i` or `;type=d`", "RFC 1738 §3.2.2");
    NO_SCHEME = ("no-scheme", "a URL starts with its scheme name and `:` (as `http:` or `ftp:`); this one has none", "RFC 1738 §2.1");
    WRAPPER = ("wrapper", "`<URL:...>` and `<...>` mark a URL in text and are no part of it: the URL is what is inside", "RFC 1738 Appendix");
    URL_PREFIX = ("url-prefix", "the `URL:` prefix marks a URL in text and is no part of it: the URL starts after it", "RFC 1738 Appendix");
    ESCAPE = ("escape-not-allowed", "a `%HH` escape stands for an octet only where the BNF has `escape` (in `uchar` and `xchar`): a scheme name, a host, a port and a news group have none", "RFC 1738 §5");
    FTP_TYPE = ("ftp-type", "after `;type=` comes one type code, `a`, `i` or `d` (in either case)", "RFC 1738 §3.2.2");
    NEWS_BRACKETS = ("news-message-id-brackets", "a news message id is written without the `<` and `>` around it in RFC 1036: `news:id@host`", "RFC 1738 §3.6");
    WHITESPACE = ("surrounding-whitespace", "whitespace around a URL is no part of it (in text, the Appendix says to ignore it when extracting the URL)", "RFC 1738 Appendix");
}

/// The error `e` of `input` with its hint, if one applies, and moved to
/// the real mistake where the grammar's own error is elsewhere.
#[cold]
pub(crate) fn refine(input: &str, mut e: ParseError) -> ParseError {
    refine_in_place(input, &mut e);
    e
}

/// [`refine`] without moving the error.
#[cold]
pub(crate) fn refine_in_place(input: &str, e: &mut ParseError) {
    use Production as P;
    // A user name can only be at fault within `httpurl`, past `http://`.
    if e.offset() >= 7 && Around(e).has(P::Httpurl) {
        if let Some(moved) = http_user(input, e) {
            *e = moved;
            return;
        }
    }
    if let Some(h) = hint(input, e, Around(e)) {
        e.set_hint(h);
    }
}

/// The productions an error names, `expected` and `within`, asked one at
/// a time. A search of `within` (a few bytes) costs less than building a
/// set of them first: most hints are settled by the character found or
/// the ends of the input before any production is asked about.
#[derive(Clone, Copy)]
struct Around<'e>(&'e ParseError);

impl Around<'_> {
    fn has(self, p: Production) -> bool {
        self.0.expected() == p || self.0.within().contains(&p)
    }
}

/// The hint of an input with no scheme (the fast path's error, at byte
/// `offset`): a wrapper of the Appendix, or its whitespace where the
/// error is at it, else that a URL starts with its scheme. The same as
/// [`hint`] gives, without the checks that cannot apply (the error is
/// `scheme` at byte 0 or the `":"` after a scheme run).
#[cold]
pub(crate) fn no_scheme_hint(input: &str, offset: usize) -> &'static Hint {
    let b = input.as_bytes();
    let ascii_space = |c: &u8| c.is_ascii_whitespace() || *c == 0x0b;
    match (b.first(), b.last()) {
        (Some(b'<'), _) => &WRAPPER,
        (Some(f), Some(l)) if ascii_space(f) || ascii_space(l) => match hint_ends(input, offset) {
            Some(h) => h,
            None => &NO_SCHEME,
        },
        (Some(&f), Some(&l)) if f >= 0x80 || l >= 0x80 => match hint_ends(input, offset) {
            Some(h) => h,
            None => &NO_SCHEME,
        },
        _ => &NO_SCHEME,
    }
}

/// `http://user@host/`, `http://user:password@host/`: the error is at the
/// user name, where `hostport` was needed (§3.3), with [`HTTP_USER`]. The
/// caller has checked that the error is within `httpurl` at byte 7 or
/// later.
fn http_user(input: &str, e: &ParseError) -> Option<ParseError> {
    use Production as P;
    // `http://` in any case: setting 0x20 lower-cases a letter and maps
    // no other byte onto one, so each letter is compared so.
    let &[h, t1, t2, p, ref rest @ ..] = input.as_bytes().first_chunk::<7>()?;
    if [h | 0x20, t1 | 0x20, t2 | 0x20, p | 0x20] != *b"http" || rest != b"://" {
        return None;
    }
    // An `@` before the first `/`, `?` or `#` after `http://` (which end
    // the authority): the first of the four is an `@`.
    let rest = input.as_bytes().get(7..)?;
    if crate::syntax::class::first_of_authority_end(rest) != Some(b'@') {
        return None;
    }
    let within = [P::Httpurl, P::Url];
    let within = if e.within().contains(&P::Url) {
        &within[..]
    } else {
        &within[..1]
    };
    Some(ParseError::new(input, 7, P::Hostport, within).with_hint(&HTTP_USER))
}

/// The hint for `e`, if the input or the character found is one the
/// grammar recognizes. `around` holds the productions `e` names.
///
/// The order of the checks is the definition (tests::refine_is_the_reference
/// holds it to the hints as first written); the character found is read
/// once, through [`CHARS`], rather than by a chain of comparisons.
fn hint(input: &str, e: &ParseError, around: Around) -> Option<&'static Hint> {
    use Production as P;
    let offset = e.offset();
    let no_scheme = no_scheme(input, e);
    let found = match e.found() {
        Some(c) if c.is_ascii() => CHARS.get(c as usize).copied().unwrap_or(Char::Other),
        Some(_) => Char::NotAscii,
        None => Char::End,
    };
    // The commonest failures first, where nothing else can apply: past
    // the first byte (where a wrapper, a prefix or leading whitespace
    // would be), a character that is unsafe wherever it is.
    if offset > 0 && !no_scheme {
        if let Char::Anywhere(h) = found {
            return Some(h);
        }
    }
    if let Some(h) = hint_ends(input, offset) {
        return Some(h);
    }
    if around.has(P::Genericurl) && no_scheme {
        return Some(&NO_SCHEME);
    }
    if e.expected() == P::Hex {
        return Some(&PERCENT);
    }
    Some(match found {
        Char::End if e.expected() == P::Ftptype => &FTP_TYPE,
        Char::End => return no_scheme.then_some(&NO_SCHEME),
        Char::Anywhere(h) => h,
        Char::Bracket if ipv6_at_host(input, e, around) => &IPV6,
        Char::Bracket => &BRACKET,
        Char::Slash if around.has(P::Search) && around.has(P::Httpurl) => &HTTP_SEARCH,
        Char::Question if around.has(P::Search) && around.has(P::Httpurl) => &HTTP_SEARCH,
        Char::Question if around.has(P::Httpurl) && e.after() == Some(P::Host) => &HTTP_QUERY,
        Char::Digit if e.expected() == P::Toplabel => &TOPLABEL_DIGIT,
        Char::Semicolon if around.has(P::Fpath) && around.has(P::Ftpurl) => &FTP_SEMICOLON,
        Char::Delimiter | Char::Slash | Char::Question | Char::Percent if no_scheme => &NO_SCHEME,
        Char::Percent if crate::syntax::pct::escape_at(input.as_bytes(), offset).is_some() => {
            &ESCAPE
        }
        Char::Percent => &PERCENT,
        // A news message id written with its `<>`, right after `news:`.
        Char::Open if around.has(P::Newsurl) && after_colon(input, offset) => &NEWS_BRACKETS,
        Char::Open => &ANGLE,
        Char::Unsafe(h) => h,
        Char::NotAscii => &NOT_ASCII,
        Char::Control => &CONTROL,
        _ if e.expected() == P::Ftptype => &FTP_TYPE,
        _ => return no_scheme.then_some(&NO_SCHEME),
    })
}

/// Whether byte `offset` of `input` follows a `:`.
fn after_colon(input: &str, offset: usize) -> bool {
    offset
        .checked_sub(1)
        .and_then(|k| input.as_bytes().get(k))
        .is_some_and(|&c| c == b':')
}

/// Whether the error is at the `[` of an IPv6 literal of RFC 2732 §3
/// (`"[" IPv6address "]"`) where a host starts (§3.1: after `//` and a
/// user name and password with their `@`, if any): where a later grammar
/// would read the literal as the host.
fn ipv6_at_host(input: &str, e: &ParseError, around: Around) -> bool {
    use Production as P;
    let (b, offset) = (input.as_bytes(), e.offset());
    // A host is wanted here: `host` or `hostport` of a scheme of §3, or
    // the `schemepart` of another scheme, whose `ip-schemepart` has one
    // where the text says a host starts.
    let host_wanted =
        around.has(P::Host) || around.has(P::Hostport) || e.expected() == P::Schemepart;
    b.get(offset) == Some(&b'[')
        && host_wanted
        && host_starts_at(b, offset)
        && crate::rfc2396::authority::ipv6reference_fault(b, offset).is_ok()
}

/// Whether a host starts at byte `offset` of `b`: `b` starts with a
/// scheme name and `://`, then a login of §3.1 (`user[:password]@`) or
/// nothing up to `offset`.
fn host_starts_at(b: &[u8], offset: usize) -> bool {
    let scheme = b
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
        .count();
    if scheme == 0 || b.get(scheme..scheme + 3) != Some(b"://") {
        return false;
    }
    match b.get(scheme + 3..offset) {
        Some([]) => true,
        Some([login @ .., b'@']) => login
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || b"$-_.+!*'(),;&=:%".contains(&c)),
        _ => false,
    }
}

/// What the hints make of a character found ([`CHARS`] for ASCII).
#[derive(Clone, Copy)]
enum Char {
    /// Unsafe wherever it is (§2.2), with its hint: `~ # " { } | \ ^ ``.
    Anywhere(&'static Hint),
    /// Unsafe, with its hint, where no other hint applies: space, `>`.
    Unsafe(&'static Hint),
    /// `<`: unsafe, or a news message id's `<`.
    Open,
    /// `[` or `]`: an IPv6 literal where a host starts, else unsafe.
    Bracket,
    /// `/`.
    Slash,
    /// `?`.
    Question,
    /// `%`.
    Percent,
    /// `;`.
    Semicolon,
    /// `:`, `.` or `@`: where a scheme name would end.
    Delimiter,
    /// A digit.
    Digit,
    /// A control character.
    Control,
    /// A character of 0x80 or more.
    NotAscii,
    /// The end of the input.
    End,
    /// Any other.
    Other,
}

/// [`Char`] of every ASCII character.
static CHARS: [Char; 128] = {
    let mut t = [Char::Other; 128];
    let mut c = 0;
    while c < 128 {
        // `c < 128`: compile time, and an index out of bounds would be a
        // build error.
        #[allow(clippy::indexing_slicing)]
        {
            t[c] = match c as u8 {
                b'~' => Char::Anywhere(&TILDE),
                b'#' => Char::Anywhere(&FRAGMENT),
                b'"' => Char::Anywhere(&QUOTE),
                b'{' | b'}' => Char::Anywhere(&BRACE),
                b'|' => Char::Anywhere(&BAR),
                b'\\' => Char::Anywhere(&BACKSLASH),
                b'^' => Char::Anywhere(&CARET),
                b'`' => Char::Anywhere(&BACKTICK),
                b' ' => Char::Unsafe(&SPACE),
                b'<' => Char::Open,
                b'>' => Char::Unsafe(&ANGLE),
                b'[' | b']' => Char::Bracket,
                b'/' => Char::Slash,
                b'?' => Char::Question,
                b'%' => Char::Percent,
                b';' => Char::Semicolon,
                b':' | b'.' | b'@' => Char::Delimiter,
                b'0'..=b'9' => Char::Digit,
                0..=0x1f | 0x7f => Char::Control,
                _ => Char::Other,
            };
        }
        c += 1;
    }
    t
};

/// The hints of the ends of the input: a wrapper, the `URL:` prefix
/// (where the error at byte `offset` is in it or right after it: after
/// it, the BNF reads a scheme named `url` and the error is the rest's),
/// or whitespace around the URL (the Appendix) where the error is at it:
/// an error elsewhere is the URL's own, whatever surrounds it.
fn hint_ends(input: &str, offset: usize) -> Option<&'static Hint> {
    // Only the ends of the input are looked at for whitespace: most
    // inputs have none, and trimming the whole of a long one would cost.
    // A byte below 0x80 is its own character; only a non-ASCII end is
    // decoded.
    let b = input.as_bytes();
    // Most inputs start and end with a printable ASCII character that
    // begins neither a wrapper nor the prefix: none of the three.
    if Hint::plain_ends(b, b"<") {
        return None;
    }
    let space = |c: Option<char>| c.is_some_and(char::is_whitespace);
    let ascii_space = |c: u8| matches!(c, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' ');
    let lead = match b.first() {
        Some(&c) if c < 0x80 => ascii_space(c),
        Some(_) => space(input.chars().next()),
        None => false,
    };
    let trail = match b.last() {
        Some(&c) if c < 0x80 => ascii_space(c),
        Some(_) => space(input.chars().next_back()),
        None => false,
    };
    let start = if lead { input.trim_start() } else { input };
    let s = start.as_bytes();
    if s.first() == Some(&b'<') {
        return Some(&WRAPPER);
    }
    if s.get(..4).is_some_and(|p| p.eq_ignore_ascii_case(b"url:"))
        && offset <= b.len() - s.len() + 4
    {
        return Some(&URL_PREFIX);
    }
    if (lead || trail) && !s.is_empty() && at_whitespace(input, offset, lead, trail) {
        return Some(&WHITESPACE);
    }
    None
}

/// Whether byte `offset` of `input` is in the whitespace before or after
/// the rest of it (`lead`, `trail`: whether there is some). Only the
/// ends are read.
fn at_whitespace(input: &str, offset: usize, lead: bool, trail: bool) -> bool {
    (lead && offset < input.len() - input.trim_start().len())
        || (trail && offset >= input.trim_end().len() && offset < input.len())
}

/// Whether the error is the `":"` after a scheme name that the input does
/// not have: `scheme` failed at byte 0, or `genericurl`'s `":"` did not
/// match where the scheme run ends.
fn no_scheme(_input: &str, e: &ParseError) -> bool {
    use Production as P;
    (e.expected() == P::Scheme && e.offset() == 0)
        || (e.expected() == P::Genericurl && e.literal() == Some(":"))
}

/// The hints as they were written before they were made cheaper (a
/// verbatim copy, the code under `reference` only renamed, with the
/// later corrections made to both: `#` ends the authority for the user
/// name in http, a well-formed escape is no malformed one, the type
/// after `;type=`, a news message id in `<>`): the definition
/// `refine_in_place` is held to by `tests::refine_is_the_reference`.
#[cfg(test)]
mod reference {
    use super::*;

    pub(crate) fn refine_in_place(input: &str, e: &mut ParseError) {
        if let Some(moved) = http_user(input, e) {
            *e = moved;
            return;
        }
        if let Some(h) = hint(input, e) {
            e.set_hint(h);
        }
    }

    /// `http://user@host/`, `http://user:password@host/`: the error is at the
    /// user name, where `hostport` was needed (§3.3), with [`HTTP_USER`].
    fn http_user(input: &str, e: &ParseError) -> Option<ParseError> {
        use Production as P;
        let in_http = e.expected() == P::Httpurl || e.within().contains(&P::Httpurl);
        let rest = input.get(7..)?;
        if !in_http || !input.get(..7)?.eq_ignore_ascii_case("http://") {
            return None;
        }
        let end = rest
            .bytes()
            .position(|b| b == b'/' || b == b'?' || b == b'#')
            .unwrap_or(rest.len());
        if !rest.as_bytes().get(..end)?.contains(&b'@') || e.offset() < 7 {
            return None;
        }
        let within = [P::Httpurl, P::Url];
        let within = if e.within().contains(&P::Url) {
            &within[..]
        } else {
            &within[..1]
        };
        Some(ParseError::new(input, 7, P::Hostport, within).with_hint(&HTTP_USER))
    }

    /// The hint for `e`, if the input or the character found is one the
    /// grammar recognizes.
    fn hint(input: &str, e: &ParseError) -> Option<&'static Hint> {
        use Production as P;
        // The commonest failures first, where nothing else can apply: past
        // the first byte (where a wrapper, a prefix or leading whitespace
        // would be), a character that is unsafe wherever it is.
        if e.offset() > 0 && !no_scheme(input, e) {
            match e.found() {
                Some('~') => return Some(&TILDE),
                Some('#') => return Some(&FRAGMENT),
                Some('"') => return Some(&QUOTE),
                Some('{' | '}') => return Some(&BRACE),
                Some('|') => return Some(&BAR),
                Some('\\') => return Some(&BACKSLASH),
                Some('^') => return Some(&CARET),
                Some('`') => return Some(&BACKTICK),
                _ => {}
            }
        }
        if let Some(h) = hint_ends(input, e.offset()) {
            return Some(h);
        }
        let within = |p: P| e.expected() == p || e.within().contains(&p);
        if within(P::Genericurl) && no_scheme(input, e) {
            return Some(&NO_SCHEME);
        }
        if e.expected() == P::Hex {
            return Some(&PERCENT);
        }
        let Some(found) = e.found() else {
            if e.expected() == P::Ftptype {
                return Some(&FTP_TYPE);
            }
            return no_scheme(input, e).then_some(&NO_SCHEME);
        };
        // An IPv6 literal where a host starts (`host` or `hostport`
        // wanted, or another scheme's `schemepart`), the error at its
        // `[`.
        let at_host = found == '['
            && (within(P::Host) || within(P::Hostport) || e.expected() == P::Schemepart)
            && super::host_starts_at(input.as_bytes(), e.offset())
            && crate::rfc2396::authority::ipv6reference_fault(input.as_bytes(), e.offset()).is_ok();
        Some(match found {
            '~' => &TILDE,
            '#' => &FRAGMENT,
            '[' | ']' if at_host => &IPV6,
            '[' | ']' => &BRACKET,
            '/' | '?' if within(P::Search) && within(P::Httpurl) => &HTTP_SEARCH,
            '?' if within(P::Httpurl) && e.after() == Some(P::Host) => &HTTP_QUERY,
            c if c.is_ascii_digit() && e.expected() == P::Toplabel => &TOPLABEL_DIGIT,
            ';' if within(P::Fpath) && within(P::Ftpurl) => &FTP_SEMICOLON,
            ':' | '/' | '.' | '?' | '@' | '%'
                if (e.expected() == P::Scheme && e.offset() == 0) || no_scheme(input, e) =>
            {
                &NO_SCHEME
            }
            ' ' => &SPACE,
            '"' => &QUOTE,
            '<' if within(P::Newsurl)
                && input.get(..e.offset()).is_some_and(|b| b.ends_with(':')) =>
            {
                &NEWS_BRACKETS
            }
            '<' | '>' => &ANGLE,
            '{' | '}' => &BRACE,
            '|' => &BAR,
            '\\' => &BACKSLASH,
            '^' => &CARET,
            '`' => &BACKTICK,
            '%' if crate::syntax::pct::escape_at(input.as_bytes(), e.offset()).is_some() => &ESCAPE,
            '%' => &PERCENT,
            c if !c.is_ascii() => &NOT_ASCII,
            c if c.is_ascii_control() => &CONTROL,
            _ if e.expected() == P::Scheme && e.offset() == 0 => &NO_SCHEME,
            _ if e.expected() == P::Ftptype => &FTP_TYPE,
            _ => return no_scheme(input, e).then_some(&NO_SCHEME),
        })
    }

    /// The hints of the ends of the input: a wrapper, the `URL:` prefix, or
    /// whitespace around the URL (the Appendix) where the error is at it.
    fn hint_ends(input: &str, offset: usize) -> Option<&'static Hint> {
        // Only the ends of the input are looked at for whitespace: most
        // inputs have none, and trimming the whole of a long one would cost.
        let space = |c: Option<char>| c.is_some_and(char::is_whitespace);
        let b = input.as_bytes();
        // A byte below 0x80 is its own character; only a non-ASCII end is
        // decoded.
        let lead = match b.first() {
            Some(&c) if c < 0x80 => c.is_ascii_whitespace() || c == 0x0b,
            Some(_) => space(input.chars().next()),
            None => false,
        };
        let trail = match b.last() {
            Some(&c) if c < 0x80 => c.is_ascii_whitespace() || c == 0x0b,
            Some(_) => space(input.chars().next_back()),
            None => false,
        };
        let start = if lead { input.trim_start() } else { input };
        if start.starts_with('<') {
            return Some(&WRAPPER);
        }
        if start
            .get(..4)
            .is_some_and(|p| p.eq_ignore_ascii_case("url:"))
            && offset <= input.len() - start.len() + 4
        {
            return Some(&URL_PREFIX);
        }
        let in_space = offset < input.len() - start.len()
            || (offset >= input.trim_end().len() && offset < input.len());
        if (lead || trail) && !start.is_empty() && in_space {
            return Some(&WHITESPACE);
        }
        None
    }

    /// Whether the error is the `":"` after a scheme name that the input does
    /// not have: `scheme` failed at byte 0, or `genericurl`'s `":"` did not
    /// match where the scheme run ends.
    fn no_scheme(_input: &str, e: &ParseError) -> bool {
        use Production as P;
        (e.expected() == P::Scheme && e.offset() == 0)
            || (e.expected() == P::Genericurl && e.literal() == Some(":"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc1738::parse::unrefined_error;
    use crate::syntax::held::{self, report};

    /// `refine_in_place` gives what `reference::refine_in_place` gives
    /// (hint, and the error moved for a user name in http) on the
    /// combinators' errors of `input` as every production.
    fn check(input: &str, productions: &[Production], failures: &mut Vec<String>) -> usize {
        let mut n = 0;
        for &p in productions {
            let Some(raw) = unrefined_error(p, input) else {
                continue;
            };
            n += 1;
            let (mut ours, mut want) = (raw.clone(), raw);
            refine_in_place(input, &mut ours);
            reference::refine_in_place(input, &mut want);
            if ours != want {
                failures.push(format!(
                    "{input:?} as {p}:\n  ours: {ours:?}\n  want: {want:?}"
                ));
            }
        }
        n
    }

    #[test]
    fn refine_is_the_reference_on_the_corpus() {
        let all = Production::all();
        let mut failures = Vec::new();
        let checked = held::corpus_lines(
            "hints::tests::refine_is_the_reference_on_the_corpus",
            |k, line| {
                // Every production on the first lines of each file, `url`
                // on all of them.
                let ps = if k < 500 { all } else { &[Production::Url][..] };
                check(line, ps, &mut failures)
            },
        );
        assert!(checked > 10_000, "only {checked} errors");
        report("corpus", checked, &failures);
    }

    /// Every string of up to three characters from the characters the
    /// hints look at, after prefixes that put the error where each hint
    /// applies (the ends of the input, a scheme, a host, an http login,
    /// path and search, an ftp path).
    #[test]
    fn refine_is_the_reference_on_short_suffixes() {
        let prefixes = [
            "",
            " ",
            "<",
            "URL:",
            "url:http://h",
            "x",
            "x:",
            "http://",
            "HTTP://u",
            "http://u@",
            "HtTp://u@",
            "http:/u@",
            "httq://u@",
            "http://h",
            "http://3com",
            "http://h/a",
            "http://h/a?b",
            "ftp://h/a",
            "ftp://h/a;type=",
            "news:",
            "gopher://h/",
            "file://h/",
            "foo://h/",
            "\u{3000}http://h",
        ];
        let productions = [
            Production::Url,
            Production::Httpurl,
            Production::Hostport,
            Production::Genericurl,
            Production::Ftpurl,
            Production::Scheme,
            Production::Search,
        ];
        let alphabet = "/:@?;#~[] <>\"%a1.\u{a0}\u{e9}\t|^`{\\\u{b}\u{1f}\u{7f}";
        let mut failures = Vec::new();
        let checked = held::short_suffixes(&prefixes, alphabet, |input| {
            check(input, &productions, &mut failures)
        });
        report("short suffixes", checked, &failures);
    }
}
