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
