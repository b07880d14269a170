//! What may follow each production of RFC 2396 where it is the last part
//! of the production around it: the grammar's side of
//! [`syntax::trailing_error`](crate::syntax::trailing_error), which says
//! what was needed when a production matched completely and the input
//! goes on (the grammar note of [`reference`](crate::rfc2396::reference), "Errors").

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
                | P::OpaquePart
                | P::PathSegments
                | P::Segment
                | P::Param
                | P::RelSegment
                | P::RegName
                | P::Userinfo
        )
    }

    fn continues_with(self, b: u8) -> bool {
        use Production as P;
        let c = classes::class(b);
        match self {
            // `alphanum | "-"`: the host bytes but `"."`.
            P::Domainlabel | P::Toplabel => c & bits::HOST != 0 && b != b'.',
            P::Port => c & bits::DIGIT != 0,
            P::Scheme => c & bits::SCHEME != 0,
            P::Ipv4address => c & bits::DIGIT != 0 || b == b'.',
            P::Ipv6address => c & bits::IPV6 != 0,
            _ => false,
        }
    }

    fn next_after(parent: Production, child: Production) -> &'static [Next<Production>] {
        use Next::Literal;
        use Production as P;
        match (parent, child) {
            (P::UriReference, P::AbsoluteUri | P::RelativeUri) => &[Literal("#")],
            (P::AbsoluteUri, P::Scheme) => &[Literal(":")],
            (P::HierPart, P::NetPath | P::AbsPath) => &[Literal("?")],
            (P::RelativeUri, P::NetPath | P::AbsPath | P::RelPath) => &[Literal("?")],
            (P::NetPath, P::Authority) => &[Literal("/")],
            (P::RelPath, P::RelSegment) => &[Literal("/")],
            (P::Hostport, P::Host) => &[Literal(":")],
            (P::Server, P::Userinfo) => &[Literal("@")],
            (P::Ipv6reference, P::Ipv6address) => &[Literal("]")],
            (P::PathSegments, P::Segment) => &[Literal("/")],
            (P::Segment, P::Param) => &[Literal(";")],
            _ => &[],
        }
    }

    fn next_inside(_p: Production) -> &'static [Next<Production>] {
        &[]
    }
}
