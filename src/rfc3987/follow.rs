//! What may follow each production of RFC 3987 where it is the last part
//! of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error).

use crate::syntax::{Follow, Next};

use super::production::Production;

impl Follow for Production {
    fn is_escaped_run(self) -> bool {
        use Production as P;
        matches!(
            self,
            P::Iquery
                | P::Ifragment
                | P::Isegment
                | P::IsegmentNz
                | P::IsegmentNzNc
                | P::IregName
                | P::Iuserinfo
        )
    }

    fn continues_with(self, b: u8) -> bool {
        use Production as P;
        match self {
            P::Port => b.is_ascii_digit(),
            P::Scheme => b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'),
            _ => false,
        }
    }

    fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
        use Next::Literal;
        use Production as P;
        match (parent, child) {
            (P::Iri, P::IhierPart) => &[Literal("?"), Literal("#")],
            (P::Iri, P::Iquery) => &[Literal("#")],
            (P::AbsoluteIri, P::IhierPart) => &[Literal("?")],
            (P::IrelativeRef, P::IrelativePart) => &[Literal("?"), Literal("#")],
            (P::IrelativeRef, P::Iquery) => &[Literal("#")],
            (P::IhierPart | P::IrelativePart, P::Iauthority) => &[Literal("/")],
            (P::Iauthority, P::Ihost) => &[Literal(":")],
            _ => &[],
        }
    }

    fn next_inside(_p: Production) -> &'static [Next<Production>] {
        &[]
    }
}
