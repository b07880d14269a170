//! What may follow each production of RFC 3986 where it is the last part
//! of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error), which says
//! what was needed when a production matched completely and the input
//! goes on.

use crate::syntax::{Follow, Next};

use super::production::Production;

impl Follow for Production {
    /// [`hints::hint_of`](super::hints): the hint of an error that
    /// `UriReference::parse` or `parse_production` made, on what it read
    /// of the input then.
    fn hint_of(e: &crate::ParseError<Self>, facts: u8) -> Option<&'static crate::syntax::Hint> {
        super::hints::hint_of(e, facts)
    }

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
            (P::Uri, P::HierPart) => &[Literal("?"), Literal("#")],
            (P::AbsoluteUri, P::HierPart) => &[Literal("?")],
            (P::RelativeRef, P::RelativePart) => &[Literal("?"), Literal("#")],
            (P::HierPart | P::RelativePart, P::PathAbempty) => &[Literal("/")],
            (P::HierPart | P::RelativePart, P::PathAbsolute) => &[Next::Production(P::SegmentNz)],
            (P::HierPart, P::PathEmpty) => &[Literal("/"), Next::Production(P::SegmentNz)],
            (P::RelativePart, P::PathEmpty) => &[Literal("/"), Next::Production(P::SegmentNzNc)],
            (P::Authority, P::Host) => &[Literal(":")],
            _ => &[],
        }
    }

    fn next_inside(_p: Production) -> &'static [Next<Production>] {
        &[]
    }
}
