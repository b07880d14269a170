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

/// Every entry of the follow tables, pinned by the message of an error
/// that reads it, or shown unreachable (the grammar note of `reference`,
/// "Errors"): a changed "expected ... or ..." list fails here.
#[cfg(test)]
mod messages {
    use super::Production as P;
    use crate::rfc2396::{Options, ParseError, UriReference, parse_production};
    use crate::syntax::held;

    fn reference(input: &str) -> ParseError {
        UriReference::parse(input).expect_err(input)
    }

    fn production(p: P, input: &str) -> ParseError {
        parse_production(p, input).expect_err(input)
    }

    #[test]
    fn every_follow_entry_is_pinned_or_unreachable() {
        let pinned = [
            (
                P::UriReference,
                P::AbsoluteUri,
                reference("x:// "),
                "expected \"/\", \"?\", \"#\" or end of input at byte 4, found ' ' \
                 (after authority, within net_path, hier_part, absoluteURI, URI-reference)",
            ),
            (
                P::UriReference,
                P::RelativeUri,
                reference("//h:1 "),
                "expected \"/\", \"?\", \"#\" or end of input at byte 5, found ' ' \
                 (after authority, within net_path, relativeURI, URI-reference)",
            ),
            (
                P::HierPart,
                P::NetPath,
                production(P::HierPart, "//u@h "),
                "expected \":\", \"/\", \"?\" or end of input at byte 5, found ' ' \
                 (after host, within hostport, server, authority, net_path, hier_part)",
            ),
            (
                P::RelativeUri,
                P::NetPath,
                production(P::RelativeUri, "//[::1] "),
                "expected \":\", \"/\", \"?\" or end of input at byte 7, found ' ' \
                 (after host, within hostport, server, authority, net_path, relativeURI)",
            ),
            (
                P::NetPath,
                P::Authority,
                production(P::NetPath, "//1.2.3.4 "),
                "expected \":\", \"/\" or end of input at byte 9, found ' ' \
                 (after host, within hostport, server, authority, net_path)",
            ),
            (
                P::Hostport,
                P::Host,
                reference("http://h.example x"),
                "expected \":\", \"/\", \"?\", \"#\" or end of input at byte 16, found ' ' \
                 (after host, within hostport, server, authority, net_path, hier_part, \
                 absoluteURI, URI-reference)",
            ),
        ];
        // Why no error reads these: either the child is a run with
        // escapes (or ends with one), which the error names itself
        // wherever it is on the path that ends there (`trailing_error`),
        // or a literal must follow the child, so no match of the parent
        // ends after it.
        let unreachable = [
            (P::AbsoluteUri, P::Scheme, "\":\" must follow scheme"),
            (
                P::HierPart,
                P::AbsPath,
                "an abs_path ends with a segment, a run with escapes",
            ),
            (
                P::RelativeUri,
                P::AbsPath,
                "an abs_path ends with a segment, a run with escapes",
            ),
            (
                P::RelativeUri,
                P::RelPath,
                "a rel_path ends with a rel_segment or a segment",
            ),
            (
                P::RelPath,
                P::RelSegment,
                "rel_segment is a run with escapes",
            ),
            (
                P::Server,
                P::Userinfo,
                "\"@\" must follow userinfo, a run with escapes",
            ),
            (
                P::Ipv6reference,
                P::Ipv6address,
                "\"]\" must follow the address",
            ),
            (P::PathSegments, P::Segment, "segment is a run with escapes"),
            (P::Segment, P::Param, "param is a run with escapes"),
        ];
        let prefixes = [
            "",
            "x",
            "x:",
            "x:o",
            "x:/a",
            "x:/a;p",
            "x://",
            "x://h",
            "x://h.",
            "x://1.2.3.4",
            "x://[::1]",
            "x://[::1",
            "x://h:",
            "x://h:1",
            "x://u@h",
            "x://u",
            "x://a_b",
            "x://h/a",
            "x://h/a;p",
            "x://h?q",
            "g",
            "g/a",
            "g/a;p",
            "/a",
            "/a;p",
            "//",
            "//h",
            "//h:1",
            "//h/a",
            "//h?q",
            "g?q",
            "#f",
        ];
        let parents = [
            P::AbsoluteUri,
            P::HierPart,
            P::RelativeUri,
            P::RelPath,
            P::Server,
            P::Ipv6reference,
            P::PathSegments,
            P::Segment,
        ];
        let mut search = Vec::new();
        held::short_suffixes(&prefixes, "/:@?;#.%a1[] ", |input| {
            search.extend(UriReference::parse(input).err());
            let empty = Options::new().empty_relative_path(true);
            search.extend(UriReference::parse_with(input, empty).err());
            for p in parents {
                search.extend(parse_production(p, input).err());
            }
            1
        });
        held::follow_entries(&pinned, &unreachable, search);
    }
}
