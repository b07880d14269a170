//! What may follow each production of RFC 1630 where it is the last part
//! of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error)
//! (grammar-notes/rfc1630/generic.md, "Error reporting").

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
        use Production as P;
        let c = classes::class(b);
        match self {
            P::Digits | P::Port | P::Version => c & bits::DIGIT != 0,
            P::Hostnumber => c & bits::DIGIT != 0 || b == b'.',
            P::User | P::Password => c & bits::ALPHANUM2 != 0,
            P::Alphanums | P::Attribute | P::Attributes => c & bits::ALPHANUM != 0,
            _ => false,
        }
    }

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

    fn next_inside(_p: Production) -> &'static [Next<Production>] {
        &[]
    }
}
