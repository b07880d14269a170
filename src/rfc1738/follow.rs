//! What may follow each production of RFC 1738 §5 where it is the last
//! part of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error), which says
//! what was needed when a production matched completely and the input
//! goes on (the grammar note of [`generic`](crate::rfc1738::generic), "Error reporting").

use crate::syntax::macros::production_set;
use crate::syntax::production::in_production_set;
use crate::syntax::{Follow, Next};

use super::classes;
use super::production::Production;

impl Follow for Production {
    fn is_escaped_run(self) -> bool {
        is_escaped_run(self)
    }

    fn continues_with(self, b: u8) -> bool {
        // A table lookup rather than a `match`: the errors of a match
        // that stopped short ask it for every input they report.
        let (with, without) = CONTINUES.get(self as usize).copied().unwrap_or_default();
        let c = classes::class(b);
        c & with != 0 && c & without == 0
    }

    fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
        // Most productions offer nothing after their last part: one bit
        // test answers them before the `match`.
        if !has_next_after(parent) {
            return &[];
        }
        next_after(parent, child)
    }

    fn next_inside(p: Production) -> &'static [Next<Production>] {
        next_inside(p)
    }
}

/// [`Follow::is_escaped_run`] (a `const fn`, for [`plan`]).
const fn is_escaped_run(p: Production) -> bool {
    use Production as P;
    matches!(
        p,
        P::Schemepart
            | P::Urlpath
            | P::User
            | P::Password
            | P::Fsegment
            | P::Hsegment
            | P::Search
            | P::Selector
            | P::GopherPlusString
            | P::Encoded822addr
            | P::Database
            | P::Wtype
            | P::Wpath
            | P::Psegment
            | P::Fieldname
            | P::Fieldvalue
    )
}

/// [`Follow::next_inside`] (a `const fn`, for [`plan`]).
const fn next_inside(p: Production) -> &'static [Next<Production>] {
    use Production as P;
    match p {
        // A gopher URL that ends with no part ending there ends with
        // its `"/"`: a `gtype` may follow.
        P::Gopherurl => &[Next::Production(P::Gtype)],
        _ => &[],
    }
}

/// What may follow `child` inside `parent` ([`Follow::next_after`]; a
/// `const fn`, for [`plan`]).
const fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
    use Next::{Literal, Production as Prod};
    use Production as P;
    match (parent, child) {
        (P::Genericurl, P::Scheme) => &[Literal(":")],
        (P::IpSchemepart, P::Login) => &[Literal("/")],
        (P::Hostport, P::Host) => &[Literal(":")],
        (P::Ftpurl, P::Login) => &[Literal("/")],
        (P::Ftpurl, P::Fpath) => &[Literal(";type=")],
        (P::Fpath, P::Fsegment) | (P::Ppath, P::Psegment) => &[Literal("/")],
        (P::Httpurl, P::Hostport) => &[Literal("/")],
        (P::Httpurl, P::Hpath) => &[Literal("?")],
        (P::Hpath, P::Hsegment) => &[Literal("/")],
        (P::Gopherurl, P::Hostport) => &[Literal("/")],
        (P::Gopherurl, P::Gtype) => &[Prod(P::Selector)],
        (P::Gopherurl, P::Selector | P::Search) => &[Literal("%09")],
        (P::Nntpurl, P::Group) => &[Literal("/")],
        (P::Telneturl, P::Login) => &[Literal("/")],
        (P::Waisdatabase, P::Database) => &[Literal("?"), Literal("/")],
        (P::Prosperourl, P::Ppath | P::Fieldspec) => &[Literal(";")],
        _ => &[],
    }
}

/// What `syntax::trailing_error` makes of a spine (the productions that
/// end where a match stopped, innermost first) when its innermost
/// production cannot go on with the byte there: computed at compile time
/// for the fast path's constant spines, so that its errors of
/// a match that stopped short read it instead of walking the spine.
/// Indices into the spine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    /// The production named as expected.
    pub(crate) expected: usize,
    /// Where `within` starts (the rest of the spine from there), or
    /// `None` for an empty `within`.
    pub(crate) within: Option<usize>,
    /// Whether the error says what may follow (`ParseError::next`), and
    /// after which production, if any.
    pub(crate) follow: bool,
    pub(crate) after: Option<usize>,
}

/// The [`Plan`] of spine `s`, step for step as `syntax::trailing_error`
/// reads a spine after its first test (`fast::tests` holds the two to the
/// same errors on every spine of the fast path and every byte).
#[allow(clippy::indexing_slicing)] // compile time: an index out of bounds is a build error
pub(crate) const fn plan(s: &[Production]) -> Plan {
    // A run that admits escapes could have gone on.
    let mut k = 0;
    while k < s.len() {
        if is_escaped_run(s[k]) {
            return Plan {
                expected: k,
                within: Some(k + 1),
                follow: false,
                after: None,
            };
        }
        k += 1;
    }
    // The first enclosing production that offers something after its
    // last part, whose last part is `after`.
    let j = if next_inside(s[0]).is_empty() {
        let mut m = 0;
        let mut found = 1;
        while m + 1 < s.len() {
            if !next_after(s[m + 1], s[m]).is_empty() {
                found = m + 1;
                break;
            }
            m += 1;
        }
        found
    } else {
        0
    };
    let after = if j > 0 && j - 1 < s.len() {
        Some(j - 1)
    } else {
        None
    };
    if j < s.len() {
        Plan {
            expected: j,
            within: Some(j + 1),
            follow: true,
            after,
        }
    } else {
        Plan {
            expected: match after {
                Some(a) => a,
                None => 0,
            },
            within: None,
            follow: true,
            after,
        }
    }
}

/// The class bits with which each production (by index) could go on
/// where its match stops, and those with which it could not
/// ([`Follow::continues_with`]): a byte in the first set and not in the
/// second.
#[allow(clippy::indexing_slicing)] // compile time: an index out of bounds is a build error
static CONTINUES: [(u32, u32); Production::COUNT] = {
    use Production as P;
    use classes::bits::{DIGIT, DOT, GROUP, HOST, SCHEME};
    let mut t = [(0, 0); Production::COUNT];
    // `alphadigit | "-"`: the host bytes but `"."`.
    t[P::Domainlabel as usize] = (HOST, DOT);
    t[P::Toplabel as usize] = (HOST, DOT);
    t[P::Digits as usize] = (DIGIT, 0);
    t[P::Port as usize] = (DIGIT, 0);
    t[P::Hostnumber as usize] = (DIGIT | DOT, 0);
    t[P::Group as usize] = (GROUP, 0);
    t[P::Scheme as usize] = (SCHEME, 0);
    t
};

/// Whether `next_after(p, _)` offers anything for some child: the
/// parents of its table, as one bit each.
fn has_next_after(p: Production) -> bool {
    use Production as P;
    const PARENTS: u128 = production_set![
        P::Genericurl,
        P::IpSchemepart,
        P::Hostport,
        P::Ftpurl,
        P::Fpath,
        P::Ppath,
        P::Httpurl,
        P::Hpath,
        P::Gopherurl,
        P::Nntpurl,
        P::Telneturl,
        P::Waisdatabase,
        P::Prosperourl,
    ];
    in_production_set(PARENTS, p as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `continues_with` as it was first written (a `match`): the
    /// definition the table is held to.
    fn continues_with_match(p: Production, b: u8) -> bool {
        use Production as P;
        use classes::bits::{DIGIT, DOT, GROUP, HOST, SCHEME};
        let c = classes::class(b);
        match p {
            P::Domainlabel | P::Toplabel => c & HOST != 0 && c & DOT == 0,
            P::Digits | P::Port => c & DIGIT != 0,
            P::Hostnumber => c & (DIGIT | DOT) != 0,
            P::Group => c & GROUP != 0,
            P::Scheme => c & SCHEME != 0,
            _ => false,
        }
    }

    /// `continues_with` is `continues_with_match`, and the parents' bits
    /// are exactly the parents of `next_after`'s table.
    #[test]
    fn follow_tables_are_the_definitions() {
        crate::syntax::held::follow_tables(continues_with_match, has_next_after, next_after);
    }
}

/// Every entry of the follow tables, pinned by the message of an error
/// that reads it, or shown unreachable (the grammar note of `generic`,
/// "Error reporting"): a changed "expected ... or ..." list fails here.
#[cfg(test)]
mod messages {
    use super::Production as P;
    use crate::rfc1738::{Options, ParseError, Url, parse_production};
    use crate::syntax::held;

    fn url(input: &str) -> ParseError {
        Url::parse(input).expect_err(input)
    }

    fn production(p: P, input: &str) -> ParseError {
        parse_production(p, input).expect_err(input)
    }

    #[test]
    fn every_follow_entry_is_pinned_or_unreachable() {
        let pinned = [
            (
                P::Hostport,
                P::Host,
                production(P::Login, "a\""),
                "expected \":\" or end of input at byte 1, found '\"' \
                 (after host, within hostport, login)",
            ),
            (
                P::Httpurl,
                P::Hostport,
                url("http://h\""),
                "expected \":\", \"/\" or end of input at byte 8, found '\"' \
                 (after host, within hostport, httpurl, url)",
            ),
            (
                P::Ftpurl,
                P::Login,
                url("ftp://h\""),
                "expected \":\", \"/\" or end of input at byte 7, found '\"' \
                 (after host, within hostport, login, ftpurl, url)",
            ),
            (
                P::Gopherurl,
                P::Hostport,
                url("gopher://h\""),
                "expected \":\", \"/\" or end of input at byte 10, found '\"' \
                 (after host, within hostport, gopherurl, url)",
            ),
            // `next_inside`: a gopher URL that ends with its "/".
            (
                P::Gopherurl,
                P::Gopherurl,
                url("gopher://ha/\""),
                "expected gtype or end of input at byte 12, found '\"' (within gopherurl, url)",
            ),
            (
                P::Nntpurl,
                P::Group,
                url("nntp://h/g\""),
                "expected \"/\" or end of input at byte 10, found '\"' (after group, within nntpurl, url)",
            ),
            (
                P::Telneturl,
                P::Login,
                url("telnet://h\""),
                "expected \":\", \"/\" or end of input at byte 10, found '\"' \
                 (after host, within hostport, login, telneturl, url)",
            ),
        ];
        // Why no error reads these: either the child is a run with
        // escapes (or ends with one, or is read inside one), which the
        // error names itself wherever it is on the path that ends there
        // (`trailing_error`), or a literal must follow the child, so no
        // match of the parent ends after it.
        let unreachable = [
            (P::Genericurl, P::Scheme, "\":\" must follow scheme"),
            (
                P::IpSchemepart,
                P::Login,
                "ip-schemepart is read inside schemepart, a run with escapes",
            ),
            (
                P::Ftpurl,
                P::Fpath,
                "an fpath ends with an fsegment, a run with escapes",
            ),
            (P::Fpath, P::Fsegment, "fsegment is a run with escapes"),
            (P::Ppath, P::Psegment, "psegment is a run with escapes"),
            (
                P::Httpurl,
                P::Hpath,
                "an hpath ends with an hsegment, a run with escapes",
            ),
            (P::Hpath, P::Hsegment, "hsegment is a run with escapes"),
            (
                P::Gopherurl,
                P::Gtype,
                "a selector (perhaps empty), a run with escapes, follows gtype",
            ),
            (P::Gopherurl, P::Selector, "selector is a run with escapes"),
            (P::Gopherurl, P::Search, "search is a run with escapes"),
            (
                P::Waisdatabase,
                P::Database,
                "database is a run with escapes",
            ),
            (
                P::Prosperourl,
                P::Ppath,
                "a ppath ends with a psegment, a run with escapes",
            ),
            (
                P::Prosperourl,
                P::Fieldspec,
                "a fieldspec ends with a fieldvalue, a run with escapes",
            ),
        ];
        let prefixes = [
            "",
            "x",
            "x:",
            "x://h",
            "x://u:p@h:1",
            "x://h/a",
            "http://h",
            "http://1.2.3.4",
            "http://h:1",
            "http://h/a",
            "http://h/a?b",
            "ftp://h",
            "ftp://u:p@h",
            "ftp://h/a",
            "ftp://h/a;type=",
            "file://h",
            "file:///a",
            "gopher://h",
            "gopher://h/",
            "gopher://h/1",
            "gopher://h/1a",
            "gopher://h/1a%09",
            "gopher://h/1a%09b%09",
            "news:a.b",
            "news:a@b",
            "nntp://h/g",
            "nntp://h/g/1",
            "telnet://h",
            "telnet://u@h",
            "wais://h/d",
            "wais://h/d?",
            "wais://h/d/t/p",
            "mailto:a@b",
            "prospero://h/a",
            "prospero://h/a;f=v",
            "URL:http://h",
        ];
        let parents = [
            P::Genericurl,
            P::Otherurl,
            P::IpSchemepart,
            P::Ftpurl,
            P::Fpath,
            P::Ppath,
            P::Hpath,
            P::Httpurl,
            P::Gopherurl,
            P::Waisdatabase,
            P::Prosperourl,
        ];
        let mut search = Vec::new();
        held::short_suffixes(&prefixes, "/:@?;=.%09a \"", |input| {
            search.extend(Url::parse(input).err());
            let strict = Options::new().strict_scheme_case(true);
            search.extend(Url::parse_with(input, strict).err());
            for p in parents {
                search.extend(parse_production(p, input).err());
            }
            1
        });
        held::follow_entries(&pinned, &unreachable, search);
    }
}
