//! What may follow each production of RFC 1630 where it is the last part
//! of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error)
//! (the grammar note of [`generic`](crate::rfc1630::generic), "Error reporting").

use crate::syntax::macros::production_set;
use crate::syntax::production::in_production_set;
use crate::syntax::{Follow, Next};

use super::classes::{self, bits};
use super::production::Production;

impl Follow for Production {
    fn is_escaped_run(self) -> bool {
        use Production as P;
        matches!(
            self,
            P::Xalphas
                | P::Xpalphas
                | P::Ialpha
                | P::Segment
                | P::Search
                | P::Fragmentid
                | P::Group
                | P::Database
                | P::Wtype
                | P::Atom
                | P::Scheme
        )
    }

    fn continues_with(self, b: u8) -> bool {
        // A table lookup rather than a `match`: the errors of a match
        // that stopped short ask it for every input they report. `.` is
        // `hostnumber`'s only byte that is no class of its own here.
        let (with, dot) = CONTINUES.get(self as usize).copied().unwrap_or_default();
        classes::class(b) & with != 0 || (dot && b == b'.')
    }

    fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
        // Most productions offer nothing after their last part: one bit
        // test answers them before the `match`.
        if !has_next_after(parent) {
            return &[];
        }
        next_after(parent, child)
    }

    fn next_inside(_p: Production) -> &'static [Next<Production>] {
        &[]
    }
}

/// What may follow `child` inside `parent` ([`Follow::next_after`]).
fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
    use Next::{Literal, Production as Prod};
    use Production as P;
    match (parent, child) {
        (P::Hostport, P::Host) => &[Literal(":")],
        (P::Httpaddress, P::Hostport) => &[Literal("/"), Literal("?")],
        (P::Httpaddress, P::Path) => &[Literal("?")],
        (P::Path, P::Segment) => &[Literal("/")],
        (P::Path, P::Void) => &[Prod(P::Segment)],
        (P::Ftpaddress, P::Login) => &[Literal("/")],
        (P::Ftpaddress, P::Path) => &[Literal(";type=")],
        (P::Afsaddress, P::Cellname) => &[Literal("/")],
        (P::Gopheraddress, P::Hostport) => &[Literal("/")],
        (P::Waisindex, P::Database) => &[Literal("?"), Literal("/")],
        (P::Wpath, P::Path) => &[Literal(";")],
        (P::Nntpaddress, P::Group) => &[Literal("/")],
        (P::LocalPart, P::Word) => &[Literal("."), Literal("@")],
        (P::Domain, P::SubDomain) => &[Literal(".")],
        (P::Prosperolink, P::Hostport) => &[Literal("/")],
        (P::Prosperolink, P::Hsoname) => &[Literal("%00")],
        _ => &[],
    }
}

/// The class bits with which each production (by index) could go on
/// where its match stops, and whether a `.` could
/// ([`Follow::continues_with`]).
#[allow(clippy::indexing_slicing)] // compile time: an index out of bounds is a build error
static CONTINUES: [(u32, bool); Production::COUNT] = {
    use Production as P;
    let mut t = [(0, false); Production::COUNT];
    t[P::Digits as usize] = (bits::DIGIT, false);
    t[P::Port as usize] = (bits::DIGIT, false);
    t[P::Version as usize] = (bits::DIGIT, false);
    t[P::Hostnumber as usize] = (bits::DIGIT, true);
    t[P::User as usize] = (bits::ALPHANUM2, false);
    t[P::Password as usize] = (bits::ALPHANUM2, false);
    t[P::Alphanums as usize] = (bits::ALPHANUM, false);
    t[P::Attribute as usize] = (bits::ALPHANUM, false);
    t[P::Attributes as usize] = (bits::ALPHANUM, false);
    t
};

/// Whether `next_after(p, _)` offers anything for some child: the
/// parents of its table, as one bit each.
fn has_next_after(p: Production) -> bool {
    use Production as P;
    const PARENTS: u128 = production_set![
        P::Hostport,
        P::Httpaddress,
        P::Path,
        P::Ftpaddress,
        P::Afsaddress,
        P::Gopheraddress,
        P::Waisindex,
        P::Wpath,
        P::Nntpaddress,
        P::LocalPart,
        P::Domain,
        P::Prosperolink,
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
        let c = classes::class(b);
        match p {
            P::Digits | P::Port | P::Version => c & bits::DIGIT != 0,
            P::Hostnumber => c & bits::DIGIT != 0 || b == b'.',
            P::User | P::Password => c & bits::ALPHANUM2 != 0,
            P::Alphanums | P::Attribute | P::Attributes => c & bits::ALPHANUM != 0,
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
    use crate::rfc1630::{Options, ParseError, Url, parse_production};
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
                production(P::Hostport, "h x"),
                "expected \":\" or end of input at byte 1, found ' ' (after host, within hostport)",
            ),
            (
                P::Httpaddress,
                P::Hostport,
                url("http://h x"),
                "expected \":\", \"/\", \"?\" or end of input at byte 8, found ' ' \
                 (after host, within hostport, httpaddress, url)",
            ),
            (
                P::Httpaddress,
                P::Path,
                url("http://h/a/ x"),
                "expected segment, \"?\" or end of input at byte 11, found ' ' \
                 (after void, within path, httpaddress, url)",
            ),
            (
                P::Path,
                P::Void,
                url("http://h/ x"),
                "expected segment, \"?\" or end of input at byte 9, found ' ' \
                 (after void, within path, httpaddress, url)",
            ),
            (
                P::Ftpaddress,
                P::Path,
                url("ftp://h/ x"),
                "expected segment, \";type=\" or end of input at byte 8, found ' ' \
                 (after void, within path, ftpaddress, url)",
            ),
            (
                P::Gopheraddress,
                P::Hostport,
                url("gopher://h x"),
                "expected \":\", \"/\" or end of input at byte 10, found ' ' \
                 (after host, within hostport, gopheraddress, url)",
            ),
            (
                P::LocalPart,
                P::Word,
                production(P::LocalPart, "\"a\" x"),
                "expected \".\", \"@\" or end of input at byte 3, found ' ' \
                 (after word, within local-part)",
            ),
            (
                P::Prosperolink,
                P::Hsoname,
                url("prospero://h/ x"),
                "expected segment, \"%00\" or end of input at byte 13, found ' ' \
                 (after void, within path, hsoname, prosperolink, prosperoaddress, url)",
            ),
        ];
        // Why no error reads these: either the child is a run with
        // escapes, which the error names itself wherever it is on the
        // path that ends there (`trailing_error`), or a literal must
        // follow the child, so no match of the parent ends after it.
        let unreachable = [
            (P::Path, P::Segment, "segment is a run with escapes"),
            (P::Ftpaddress, P::Login, "\"/\" must follow login"),
            (P::Afsaddress, P::Cellname, "\"/\" must follow cellname"),
            (P::Waisindex, P::Database, "database is a run with escapes"),
            (P::Wpath, P::Path, "\";\" must follow path"),
            (P::Nntpaddress, P::Group, "group is a run with escapes"),
            (
                P::Domain,
                P::SubDomain,
                "a sub-domain ends with an atom, a run with escapes",
            ),
            (P::Prosperolink, P::Hostport, "\"/\" must follow hostport"),
        ];
        let prefixes = [
            "",
            "http://h",
            "http://1.2.3.4",
            "http://h:1",
            "http://h/a",
            "http://h/a?b",
            "ftp://",
            "ftp://u:p@h",
            "ftp://h/a",
            "afs://c",
            "afs://c/a",
            "gopher://h",
            "gopher://h/1a",
            "wais://h/d",
            "wais://h/d/t/",
            "wais://h/d/t/1=a;",
            "nntp:g",
            "news:a.b",
            "news:a@b",
            "mid:a@b",
            "mid:a.b@c.d",
            "mid:\"a\"",
            "cid:a@b",
            "mailto:a",
            "telnet://h",
            "prospero://h",
            "prospero://h/a",
            "prospero://h/a%00",
            "prospero://h/a%001",
            "url:http://h",
        ];
        let parents = [
            P::Path,
            P::Ftpaddress,
            P::Afsaddress,
            P::Waisindex,
            P::Wpath,
            P::Nntpaddress,
            P::Domain,
            P::Prosperolink,
        ];
        let mut search = Vec::new();
        held::short_suffixes(&prefixes, "/:@?;=.%0a \"", |input| {
            let fold = Options::new().fold_scheme_case(true);
            search.extend(Url::parse_with(input, fold).err());
            search.extend(crate::rfc1630::FragmentAddress::parse(input).err());
            for p in parents {
                search.extend(parse_production(p, input).err());
                let tail = input
                    .find("//")
                    .and_then(|k| input.get(k + 2..))
                    .unwrap_or(input);
                search.extend(parse_production(p, tail).err());
            }
            1
        });
        held::follow_entries(&pinned, &unreachable, search);
    }
}
