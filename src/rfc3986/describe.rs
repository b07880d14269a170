//! RFC 3986 Appendix A as data (feature `generate`): each rule's
//! alternatives, for the generator and the grammar coverage
//! ([`syntax::describe`](crate::syntax::describe)).
//!
//! The rules are Appendix A's, read as the parser reads them under the
//! default [`Options`](super::Options) (no RFC 6874 zone identifier in an
//! `IP-literal`; `IPv6addrz` and `ZoneID` are described, but reached from
//! no reference). The core rules of RFC 5234 (`ALPHA`, `DIGIT`, `HEXDIG`)
//! are no rules of the grammar: they are written in place as sets of
//! bytes, `HEXDIG` and the `"v"` of `IPvFuture` in either case (ABNF's
//! quoted strings are case-insensitive, RFC 5234 §2.3). The optional
//! parts that make the forms of a reference (a query and a fragment, the
//! `userinfo` and the port of an authority) are written out as
//! alternatives, so that the coverage counts each form.
//!
//! Two places are read as the parser reads them, as §3.2.2 and §3.3 say:
//! a `host` is the first of its alternatives that matches all of it (a
//! host that is an `IPv4address` is one, even where `reg-name` would
//! match too: the tree and the coverage count it as `IPv4address`); and
//! the form of a reference's path is the one its context allows
//! (`path-abempty` after an authority, `path-rootless` in a `URI`,
//! `path-noscheme` in a `relative-ref`). The rule `path`, which no
//! reference uses, is the RFC's five alternatives; the parser reads a
//! path alone as the first form that gives the longest match
//! ([`path::path`](super::path::path)), so its tree is that form's.

use super::parse::Rfc3986;
use super::production::Production::{self, *};
use crate::syntax::describe::{Described, Description, Rule, Rule::*, alts};

/// `ALPHA`.
const ALPHA: Rule<Production> = OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
/// `DIGIT`.
const DIGIT: Rule<Production> = OneOf("0123456789");
/// `HEXDIG`, in either case.
const HEXDIG: Rule<Production> = OneOf("0123456789ABCDEFabcdef");
/// `h16 ":"`.
const H16C: Rule<Production> = Seq(&[Ref(H16), Lit(":")]);
/// `dec-octet "."`.
const OCTET_DOT: Rule<Production> = Seq(&[Ref(DecOctet), Lit(".")]);
/// `*( pchar / "/" / "?" )`: `query` and `fragment`.
const QUERY_CHARS: Rule<Production> = Rep(0, None, &Alt(&[Ref(Pchar), Lit("/"), Lit("?")]));
/// `*( "/" segment )`.
const MORE_SEGMENTS: Rule<Production> = Rep(0, None, &Seq(&[Lit("/"), Ref(Segment)]));

impl Described for Rfc3986 {
    const ROOTS: &'static [Production] = &[UriReference];

    fn describe(p: Production) -> Description<Production> {
        match p {
            Uri => alts![
                r#"scheme ":" hier-part"# => Seq(&[Ref(Scheme), Lit(":"), Ref(HierPart)]),
                r#"scheme ":" hier-part "?" query"# =>
                    Seq(&[Ref(Scheme), Lit(":"), Ref(HierPart), Lit("?"), Ref(Query)]),
                r##"scheme ":" hier-part "#" fragment"## =>
                    Seq(&[Ref(Scheme), Lit(":"), Ref(HierPart), Lit("#"), Ref(Fragment)]),
                r##"scheme ":" hier-part "?" query "#" fragment"## => Seq(&[
                    Ref(Scheme), Lit(":"), Ref(HierPart), Lit("?"), Ref(Query), Lit("#"), Ref(Fragment),
                ]),
            ],
            HierPart => alts![
                r#""//" authority path-abempty"# =>
                    Seq(&[Lit("//"), Ref(Authority), Ref(PathAbempty)]),
                "path-absolute" => Ref(PathAbsolute),
                "path-rootless" => Ref(PathRootless),
                "path-empty" => Ref(PathEmpty),
            ],
            UriReference => alts!["URI" => Ref(Uri), "relative-ref" => Ref(RelativeRef)],
            AbsoluteUri => alts![
                r#"scheme ":" hier-part"# => Seq(&[Ref(Scheme), Lit(":"), Ref(HierPart)]),
                r#"scheme ":" hier-part "?" query"# =>
                    Seq(&[Ref(Scheme), Lit(":"), Ref(HierPart), Lit("?"), Ref(Query)]),
            ],
            RelativeRef => alts![
                "relative-part" => Ref(RelativePart),
                r#"relative-part "?" query"# => Seq(&[Ref(RelativePart), Lit("?"), Ref(Query)]),
                r##"relative-part "#" fragment"## =>
                    Seq(&[Ref(RelativePart), Lit("#"), Ref(Fragment)]),
                r##"relative-part "?" query "#" fragment"## => Seq(&[
                    Ref(RelativePart), Lit("?"), Ref(Query), Lit("#"), Ref(Fragment),
                ]),
            ],
            RelativePart => alts![
                r#""//" authority path-abempty"# =>
                    Seq(&[Lit("//"), Ref(Authority), Ref(PathAbempty)]),
                "path-absolute" => Ref(PathAbsolute),
                "path-noscheme" => Ref(PathNoscheme),
                "path-empty" => Ref(PathEmpty),
            ],
            Scheme => alts![
                r#"ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )"# => Seq(&[
                    ALPHA,
                    Rep(0, None, &Alt(&[ALPHA, DIGIT, OneOf("+-.")])),
                ]),
            ],
            Authority => alts![
                "host" => Ref(Host),
                r#"userinfo "@" host"# => Seq(&[Ref(Userinfo), Lit("@"), Ref(Host)]),
                r#"host ":" port"# => Seq(&[Ref(Host), Lit(":"), Ref(Port)]),
                r#"userinfo "@" host ":" port"# =>
                    Seq(&[Ref(Userinfo), Lit("@"), Ref(Host), Lit(":"), Ref(Port)]),
            ],
            Userinfo => alts![
                r#"*( unreserved / pct-encoded / sub-delims / ":" )"# => Rep(
                    0,
                    None,
                    &Alt(&[Ref(Unreserved), Ref(PctEncoded), Ref(SubDelims), Lit(":")]),
                ),
            ],
            Host => alts![
                "IP-literal" => Ref(IpLiteral),
                "IPv4address" => Ref(Ipv4address),
                "reg-name" => Ref(RegName),
            ],
            Port => alts!["*DIGIT" => Rep(0, None, &DIGIT)],
            IpLiteral => alts![
                r#""[" IPv6address "]""# => Seq(&[Lit("["), Ref(Ipv6address), Lit("]")]),
                r#""[" IPvFuture "]""# => Seq(&[Lit("["), Ref(IpvFuture), Lit("]")]),
            ],
            IpvFuture => alts![
                r#""v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )"# => Seq(&[
                    Caseless("v"),
                    Rep(1, None, &HEXDIG),
                    Lit("."),
                    Rep(1, None, &Alt(&[Ref(Unreserved), Ref(SubDelims), Lit(":")])),
                ]),
            ],
            Ipv6address => alts![
                r#"6( h16 ":" ) ls32"# => Seq(&[Rep(6, Some(6), &H16C), Ref(Ls32)]),
                r#""::" 5( h16 ":" ) ls32"# => Seq(&[Lit("::"), Rep(5, Some(5), &H16C), Ref(Ls32)]),
                r#"[ h16 ] "::" 4( h16 ":" ) ls32"# =>
                    Seq(&[Opt(&Ref(H16)), Lit("::"), Rep(4, Some(4), &H16C), Ref(Ls32)]),
                r#"[ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32"# => Seq(&[
                    Opt(&Seq(&[Rep(0, Some(1), &H16C), Ref(H16)])),
                    Lit("::"), Rep(3, Some(3), &H16C), Ref(Ls32),
                ]),
                r#"[ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32"# => Seq(&[
                    Opt(&Seq(&[Rep(0, Some(2), &H16C), Ref(H16)])),
                    Lit("::"), Rep(2, Some(2), &H16C), Ref(Ls32),
                ]),
                r#"[ *3( h16 ":" ) h16 ] "::" h16 ":" ls32"# => Seq(&[
                    Opt(&Seq(&[Rep(0, Some(3), &H16C), Ref(H16)])), Lit("::"), H16C, Ref(Ls32),
                ]),
                r#"[ *4( h16 ":" ) h16 ] "::" ls32"# =>
                    Seq(&[Opt(&Seq(&[Rep(0, Some(4), &H16C), Ref(H16)])), Lit("::"), Ref(Ls32)]),
                r#"[ *5( h16 ":" ) h16 ] "::" h16"# =>
                    Seq(&[Opt(&Seq(&[Rep(0, Some(5), &H16C), Ref(H16)])), Lit("::"), Ref(H16)]),
                r#"[ *6( h16 ":" ) h16 ] "::""# =>
                    Seq(&[Opt(&Seq(&[Rep(0, Some(6), &H16C), Ref(H16)])), Lit("::")]),
            ],
            H16 => alts!["1*4HEXDIG" => Rep(1, Some(4), &HEXDIG)],
            Ls32 => alts![
                r#"h16 ":" h16"# => Seq(&[Ref(H16), Lit(":"), Ref(H16)]),
                "IPv4address" => Ref(Ipv4address),
            ],
            Ipv4address => alts![
                r#"dec-octet "." dec-octet "." dec-octet "." dec-octet"# =>
                    Seq(&[OCTET_DOT, OCTET_DOT, OCTET_DOT, Ref(DecOctet)]),
            ],
            DecOctet => alts![
                "DIGIT" => DIGIT,
                "%x31-39 DIGIT" => Seq(&[OneOf("123456789"), DIGIT]),
                r#""1" 2DIGIT"# => Seq(&[Lit("1"), DIGIT, DIGIT]),
                r#""2" %x30-34 DIGIT"# => Seq(&[Lit("2"), OneOf("01234"), DIGIT]),
                r#""25" %x30-35"# => Seq(&[Lit("25"), OneOf("012345")]),
            ],
            RegName => alts![
                "*( unreserved / pct-encoded / sub-delims )" => Rep(
                    0,
                    None,
                    &Alt(&[Ref(Unreserved), Ref(PctEncoded), Ref(SubDelims)]),
                ),
            ],
            Path => alts![
                "path-abempty" => Ref(PathAbempty),
                "path-absolute" => Ref(PathAbsolute),
                "path-noscheme" => Ref(PathNoscheme),
                "path-rootless" => Ref(PathRootless),
                "path-empty" => Ref(PathEmpty),
            ],
            PathAbempty => alts![r#"*( "/" segment )"# => MORE_SEGMENTS],
            PathAbsolute => alts![
                r#""/""# => Lit("/"),
                r#""/" segment-nz *( "/" segment )"# =>
                    Seq(&[Lit("/"), Ref(SegmentNz), MORE_SEGMENTS]),
            ],
            PathNoscheme => alts![
                r#"segment-nz-nc *( "/" segment )"# => Seq(&[Ref(SegmentNzNc), MORE_SEGMENTS]),
            ],
            PathRootless => alts![
                r#"segment-nz *( "/" segment )"# => Seq(&[Ref(SegmentNz), MORE_SEGMENTS]),
            ],
            PathEmpty => alts!["0<pchar>" => Empty],
            Segment => alts!["*pchar" => Rep(0, None, &Ref(Pchar))],
            SegmentNz => alts!["1*pchar" => Rep(1, None, &Ref(Pchar))],
            SegmentNzNc => alts![
                r#"1*( unreserved / pct-encoded / sub-delims / "@" )"# => Rep(
                    1,
                    None,
                    &Alt(&[Ref(Unreserved), Ref(PctEncoded), Ref(SubDelims), Lit("@")]),
                ),
            ],
            Pchar => alts![
                "unreserved" => Ref(Unreserved),
                "pct-encoded" => Ref(PctEncoded),
                "sub-delims" => Ref(SubDelims),
                r#"":""# => Lit(":"),
                r#""@""# => Lit("@"),
            ],
            Query | Fragment => alts![r#"*( pchar / "/" / "?" )"# => QUERY_CHARS],
            PctEncoded => alts![r#""%" HEXDIG HEXDIG"# => Seq(&[Lit("%"), HEXDIG, HEXDIG])],
            Unreserved => alts![
                "ALPHA" => ALPHA,
                "DIGIT" => DIGIT,
                r#""-""# => Lit("-"),
                r#"".""# => Lit("."),
                r#""_""# => Lit("_"),
                r#""~""# => Lit("~"),
            ],
            Reserved => alts!["gen-delims" => Ref(GenDelims), "sub-delims" => Ref(SubDelims)],
            GenDelims => Description::Chars(":/?#[]@"),
            SubDelims => Description::Chars("!$&'()*+,;="),
            Ipv6addrz => alts![
                r#"IPv6address "%25" ZoneID"# => Seq(&[Ref(Ipv6address), Lit("%25"), Ref(ZoneId)]),
            ],
            ZoneId => alts![
                "1*( unreserved / pct-encoded )" =>
                    Rep(1, None, &Alt(&[Ref(Unreserved), Ref(PctEncoded)])),
            ],
        }
    }
}
