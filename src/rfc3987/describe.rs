//! RFC 3987 §2.2 as data (feature `generate`): each rule's
//! alternatives, for the generator and the grammar coverage
//! ([`syntax::describe`](crate::syntax::describe)).
//!
//! RFC 3986's description (its `describe` module) with the IRI rules:
//! `iunreserved` takes `ucschar`, `iquery` takes `iprivate`, and the two
//! classes beyond ASCII are their ranges of code points
//! ([`Rule::Range`]). The rules RFC 3987 shares with RFC 3986 are
//! described as RFC 3986 describes them (no zone identifiers: RFC 3987
//! §2.2 has none). As there, the optional parts that make the forms of a
//! reference are written out as alternatives, a host is the first of
//! its alternatives that matches all of it, and the form of a
//! reference's path is its context's.

use super::parse::Rfc3987;
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
/// `*( ipchar / "/" / "?" )`: `ifragment`.
const QUERY_CHARS: Rule<Production> = Rep(0, None, &Alt(&[Ref(Ipchar), Lit("/"), Lit("?")]));
/// `*( "/" isegment )`.
const MORE_SEGMENTS: Rule<Production> = Rep(0, None, &Seq(&[Lit("/"), Ref(Isegment)]));

/// `ucschar`'s ranges, as §2.2 prints them.
const UCSCHAR: &[(char, char)] = &[
    ('\u{A0}', '\u{D7FF}'),
    ('\u{F900}', '\u{FDCF}'),
    ('\u{FDF0}', '\u{FFEF}'),
    ('\u{10000}', '\u{1FFFD}'),
    ('\u{20000}', '\u{2FFFD}'),
    ('\u{30000}', '\u{3FFFD}'),
    ('\u{40000}', '\u{4FFFD}'),
    ('\u{50000}', '\u{5FFFD}'),
    ('\u{60000}', '\u{6FFFD}'),
    ('\u{70000}', '\u{7FFFD}'),
    ('\u{80000}', '\u{8FFFD}'),
    ('\u{90000}', '\u{9FFFD}'),
    ('\u{A0000}', '\u{AFFFD}'),
    ('\u{B0000}', '\u{BFFFD}'),
    ('\u{C0000}', '\u{CFFFD}'),
    ('\u{D0000}', '\u{DFFFD}'),
    ('\u{E1000}', '\u{EFFFD}'),
];

/// `iprivate`'s ranges.
const IPRIVATE: &[(char, char)] = &[
    ('\u{E000}', '\u{F8FF}'),
    ('\u{F0000}', '\u{FFFFD}'),
    ('\u{100000}', '\u{10FFFD}'),
];

impl Described for Rfc3987 {
    const ROOTS: &'static [Production] = &[IriReference];

    fn describe(p: Production) -> Description<Production> {
        match p {
            Iri => alts![
                r#"scheme ":" ihier-part"# => Seq(&[Ref(Scheme), Lit(":"), Ref(IhierPart)]),
                r#"scheme ":" ihier-part "?" iquery"# =>
                    Seq(&[Ref(Scheme), Lit(":"), Ref(IhierPart), Lit("?"), Ref(Iquery)]),
                r##"scheme ":" ihier-part "#" ifragment"## =>
                    Seq(&[Ref(Scheme), Lit(":"), Ref(IhierPart), Lit("#"), Ref(Ifragment)]),
                r##"scheme ":" ihier-part "?" iquery "#" ifragment"## => Seq(&[
                    Ref(Scheme), Lit(":"), Ref(IhierPart), Lit("?"), Ref(Iquery), Lit("#"), Ref(Ifragment),
                ]),
            ],
            IhierPart => alts![
                r#""//" iauthority ipath-abempty"# =>
                    Seq(&[Lit("//"), Ref(Iauthority), Ref(IpathAbempty)]),
                "ipath-absolute" => Ref(IpathAbsolute),
                "ipath-rootless" => Ref(IpathRootless),
                "ipath-empty" => Ref(IpathEmpty),
            ],
            IriReference => alts!["IRI" => Ref(Iri), "irelative-ref" => Ref(IrelativeRef)],
            AbsoluteIri => alts![
                r#"scheme ":" ihier-part"# => Seq(&[Ref(Scheme), Lit(":"), Ref(IhierPart)]),
                r#"scheme ":" ihier-part "?" iquery"# =>
                    Seq(&[Ref(Scheme), Lit(":"), Ref(IhierPart), Lit("?"), Ref(Iquery)]),
            ],
            IrelativeRef => alts![
                "irelative-part" => Ref(IrelativePart),
                r#"irelative-part "?" iquery"# => Seq(&[Ref(IrelativePart), Lit("?"), Ref(Iquery)]),
                r##"irelative-part "#" ifragment"## =>
                    Seq(&[Ref(IrelativePart), Lit("#"), Ref(Ifragment)]),
                r##"irelative-part "?" iquery "#" ifragment"## => Seq(&[
                    Ref(IrelativePart), Lit("?"), Ref(Iquery), Lit("#"), Ref(Ifragment),
                ]),
            ],
            IrelativePart => alts![
                r#""//" iauthority ipath-abempty"# =>
                    Seq(&[Lit("//"), Ref(Iauthority), Ref(IpathAbempty)]),
                "ipath-absolute" => Ref(IpathAbsolute),
                "ipath-noscheme" => Ref(IpathNoscheme),
                "ipath-empty" => Ref(IpathEmpty),
            ],
            Scheme => alts![
                r#"ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )"# => Seq(&[
                    ALPHA,
                    Rep(0, None, &Alt(&[ALPHA, DIGIT, OneOf("+-.")])),
                ]),
            ],
            Iauthority => alts![
                "ihost" => Ref(Ihost),
                r#"iuserinfo "@" ihost"# => Seq(&[Ref(Iuserinfo), Lit("@"), Ref(Ihost)]),
                r#"ihost ":" port"# => Seq(&[Ref(Ihost), Lit(":"), Ref(Port)]),
                r#"iuserinfo "@" ihost ":" port"# =>
                    Seq(&[Ref(Iuserinfo), Lit("@"), Ref(Ihost), Lit(":"), Ref(Port)]),
            ],
            Iuserinfo => alts![
                r#"*( iunreserved / pct-encoded / sub-delims / ":" )"# => Rep(
                    0,
                    None,
                    &Alt(&[Ref(Iunreserved), Ref(PctEncoded), Ref(SubDelims), Lit(":")]),
                ),
            ],
            Ihost => alts![
                "IP-literal" => Ref(IpLiteral),
                "IPv4address" => Ref(Ipv4address),
                "ireg-name" => Ref(IregName),
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
            IregName => alts![
                "*( iunreserved / pct-encoded / sub-delims )" => Rep(
                    0,
                    None,
                    &Alt(&[Ref(Iunreserved), Ref(PctEncoded), Ref(SubDelims)]),
                ),
            ],
            Ipath => alts![
                "ipath-abempty" => Ref(IpathAbempty),
                "ipath-absolute" => Ref(IpathAbsolute),
                "ipath-noscheme" => Ref(IpathNoscheme),
                "ipath-rootless" => Ref(IpathRootless),
                "ipath-empty" => Ref(IpathEmpty),
            ],
            IpathAbempty => alts![r#"*( "/" isegment )"# => MORE_SEGMENTS],
            IpathAbsolute => alts![
                r#""/""# => Lit("/"),
                r#""/" isegment-nz *( "/" isegment )"# =>
                    Seq(&[Lit("/"), Ref(IsegmentNz), MORE_SEGMENTS]),
            ],
            IpathNoscheme => alts![
                r#"isegment-nz-nc *( "/" isegment )"# => Seq(&[Ref(IsegmentNzNc), MORE_SEGMENTS]),
            ],
            IpathRootless => alts![
                r#"isegment-nz *( "/" isegment )"# => Seq(&[Ref(IsegmentNz), MORE_SEGMENTS]),
            ],
            IpathEmpty => alts!["0<ipchar>" => Empty],
            Isegment => alts!["*ipchar" => Rep(0, None, &Ref(Ipchar))],
            IsegmentNz => alts!["1*ipchar" => Rep(1, None, &Ref(Ipchar))],
            IsegmentNzNc => alts![
                r#"1*( iunreserved / pct-encoded / sub-delims / "@" )"# => Rep(
                    1,
                    None,
                    &Alt(&[Ref(Iunreserved), Ref(PctEncoded), Ref(SubDelims), Lit("@")]),
                ),
            ],
            Ipchar => alts![
                "iunreserved" => Ref(Iunreserved),
                "pct-encoded" => Ref(PctEncoded),
                "sub-delims" => Ref(SubDelims),
                r#"":""# => Lit(":"),
                r#""@""# => Lit("@"),
            ],
            Iquery => alts![
                r#"*( ipchar / iprivate / "/" / "?" )"# =>
                    Rep(0, None, &Alt(&[Ref(Ipchar), Ref(Iprivate), Lit("/"), Lit("?")])),
            ],
            Ifragment => alts![r#"*( ipchar / "/" / "?" )"# => QUERY_CHARS],
            Iunreserved => alts![
                "ALPHA" => ALPHA,
                "DIGIT" => DIGIT,
                r#""-""# => Lit("-"),
                r#"".""# => Lit("."),
                r#""_""# => Lit("_"),
                r#""~""# => Lit("~"),
                "ucschar" => Ref(Ucschar),
            ],
            Ucschar => alts!["%xA0-D7FF / ... / %xE1000-EFFFD" => Range(UCSCHAR)],
            Iprivate => alts!["%xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD" => Range(IPRIVATE)],
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
        }
    }
}
