//! What may follow each production of RFC 1738 §5 where it is the last
//! part of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error), which says
//! what was needed when a production matched completely and the input
//! goes on (grammar-notes/rfc1738/generic.md, "Error reporting").

use crate::syntax::{Follow, Next};

use super::classes;
use super::production::Production;

impl Follow for Production {
    fn is_escaped_run(self) -> bool {
        use Production as P;
        matches!(
            self,
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

    fn continues_with(self, b: u8) -> bool {
        use Production as P;
        use classes::bits::{DIGIT, DOT, GROUP, HOST, SCHEME};
        let c = classes::class(b);
        match self {
            // `alphadigit | "-"`: the host bytes but `"."`.
            P::Domainlabel | P::Toplabel => c & HOST != 0 && c & DOT == 0,
            P::Digits | P::Port => c & DIGIT != 0,
            P::Hostnumber => c & (DIGIT | DOT) != 0,
            P::Group => c & GROUP != 0,
            P::Scheme => c & SCHEME != 0,
            _ => false,
        }
    }

    fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
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

    fn next_inside(p: Production) -> &'static [Next<Production>] {
        use Production as P;
        match p {
            // A gopher URL that ends with no part ending there ends with
            // its `"/"`: a `gtype` may follow.
            P::Gopherurl => &[Next::Production(P::Gtype)],
            _ => &[],
        }
    }
}
