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

    /// Never: `port`'s digits, `scheme`'s characters and every run of a
    /// class are read to the first byte they do not hold, so no match
    /// that stops short of the input's end stops at a byte that could
    /// have extended it.
    fn continues_with(self, _b: u8) -> bool {
        false
    }

    /// A query, a fragment or a segment that ends a match is a run with
    /// escapes, which the error names itself
    /// ([`is_escaped_run`](Self::is_escaped_run)): nothing follows them
    /// here. A path without a segment that ends one may go on: an empty
    /// `path-abempty` (`http://h`, `//h:80`) with a `/`, the `/` of a
    /// `path-absolute` with a first segment, and an empty path with
    /// either (a `relative-part`'s first segment has no `:`, §4.2).
    fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
        use Next::Literal;
        use Production as P;
        match (parent, child) {
            (P::Iri, P::IhierPart) => &[Literal("?"), Literal("#")],
            (P::AbsoluteIri, P::IhierPart) => &[Literal("?")],
            (P::IrelativeRef, P::IrelativePart) => &[Literal("?"), Literal("#")],
            (P::IhierPart | P::IrelativePart, P::IpathAbempty) => &[Literal("/")],
            (P::IhierPart | P::IrelativePart, P::IpathAbsolute) => {
                &[Next::Production(P::IsegmentNz)]
            }
            (P::IhierPart, P::IpathEmpty) => &[Literal("/"), Next::Production(P::IsegmentNz)],
            (P::IrelativePart, P::IpathEmpty) => &[Literal("/"), Next::Production(P::IsegmentNzNc)],
            (P::Iauthority, P::Ihost) => &[Literal(":")],
            _ => &[],
        }
    }

    fn next_inside(_p: Production) -> &'static [Next<Production>] {
        &[]
    }
}
