//! What may follow each production of RFC 3986 where it is the last part
//! of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error), which says
//! what was needed when a production matched completely and the input
//! goes on.

use crate::syntax::{Follow, Next};

use super::classes::{self, bits};
use super::production::Production;

impl Follow for Production {
    fn is_escaped_run(self) -> bool {
        use Production as P;
        matches!(
            self,
            P::Query
                | P::Fragment
                | P::Segment
                | P::SegmentNz
                | P::SegmentNzNc
                | P::RegName
                | P::Userinfo
                | P::ZoneId
        )
    }

    fn continues_with(self, b: u8) -> bool {
        use Production as P;
        let c = classes::class(b);
        match self {
            P::Port => c & bits::DIGIT != 0,
            P::Scheme => c & bits::SCHEME != 0,
            _ => false,
        }
    }

    fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
        use Next::Literal;
        use Production as P;
        match (parent, child) {
            (P::Uri, P::HierPart) => &[Literal("?"), Literal("#")],
            (P::Uri, P::Query) => &[Literal("#")],
            (P::AbsoluteUri, P::HierPart) => &[Literal("?")],
            (P::RelativeRef, P::RelativePart) => &[Literal("?"), Literal("#")],
            (P::RelativeRef, P::Query) => &[Literal("#")],
            (P::HierPart | P::RelativePart, P::Authority) => &[Literal("/")],
            (P::Authority, P::Host) => &[Literal(":")],
            _ => &[],
        }
    }

    fn next_inside(_p: Production) -> &'static [Next<Production>] {
        &[]
    }
}
