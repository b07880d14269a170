//! RFC 2396 Appendix A with RFC 2732 §3 as data (feature `generate`):
//! each production's alternatives, for the generator and the grammar
//! coverage ([`syntax::describe`](crate::syntax::describe)).
//!
//! The rules are Appendix A's, read as the parser reads them under the
//! default [`Options`](super::Options) (no empty relative path before
//! `?`). `IPv6address` is RFC 3986 §3.2.2's ABNF of RFC 2373's text form,
//! one alternative per line, with `h16` and `ls32` written in place (they
//! are no productions of the grammar). The optional parts that make the
//! forms of a reference (the path kinds `net_path`, `abs_path`,
//! `rel_path` and `opaque_part`, with and without a query and a
//! fragment; a `server` with and without `userinfo`) are written out as
//! alternatives.

use super::parse::Rfc2396;
use super::production::Production::{self, *};
use crate::syntax::describe::{Described, Description, Rule, Rule::*, alts};

/// `h16 = 1*4HEXDIG`.
const H16: Rule<Production> = Rep(1, Some(4), &Ref(Hex));
/// `h16 ":"`.
const H16C: Rule<Production> = Seq(&[H16, Lit(":")]);
/// `ls32 = ( h16 ":" h16 ) / IPv4address`.
const LS32: Rule<Production> = Alt(&[Seq(&[H16, Lit(":"), H16]), Ref(Ipv4address)]);
/// `1*3DIGIT`.
const DEC: Rule<Production> = Rep(1, Some(3), &Ref(Digit));

impl Described for Rfc2396 {
    const ROOTS: &'static [Production] = &[UriReference];

    fn describe(p: Production) -> Description<Production> {
        match p {
            UriReference => alts![
                "(empty)" => Empty,
                "absoluteURI" => Ref(AbsoluteUri),
                "relativeURI" => Ref(RelativeUri),
                r##""#" fragment"## => Seq(&[Lit("#"), Ref(Fragment)]),
                r##"absoluteURI "#" fragment"## => Seq(&[Ref(AbsoluteUri), Lit("#"), Ref(Fragment)]),
                r##"relativeURI "#" fragment"## => Seq(&[Ref(RelativeUri), Lit("#"), Ref(Fragment)]),
            ],
            AbsoluteUri => alts![
                r#"scheme ":" hier_part"# => Seq(&[Ref(Scheme), Lit(":"), Ref(HierPart)]),
                r#"scheme ":" opaque_part"# => Seq(&[Ref(Scheme), Lit(":"), Ref(OpaquePart)]),
            ],
            RelativeUri => alts![
                "net_path" => Ref(NetPath),
                "abs_path" => Ref(AbsPath),
                "rel_path" => Ref(RelPath),
                r#"net_path "?" query"# => Seq(&[Ref(NetPath), Lit("?"), Ref(Query)]),
                r#"abs_path "?" query"# => Seq(&[Ref(AbsPath), Lit("?"), Ref(Query)]),
                r#"rel_path "?" query"# => Seq(&[Ref(RelPath), Lit("?"), Ref(Query)]),
            ],
            HierPart => alts![
                "net_path" => Ref(NetPath),
                "abs_path" => Ref(AbsPath),
                r#"net_path "?" query"# => Seq(&[Ref(NetPath), Lit("?"), Ref(Query)]),
                r#"abs_path "?" query"# => Seq(&[Ref(AbsPath), Lit("?"), Ref(Query)]),
            ],
            OpaquePart => alts![
                "uric_no_slash *uric" => Seq(&[Ref(UricNoSlash), Rep(0, None, &Ref(Uric))]),
            ],
            UricNoSlash => alts![
                "unreserved" => Ref(Unreserved),
                "escaped" => Ref(Escaped),
                r#"";""# => Lit(";"), r#""?""# => Lit("?"), r#"":""# => Lit(":"),
                r#""@""# => Lit("@"), r#""&""# => Lit("&"), r#""=""# => Lit("="),
                r#""+""# => Lit("+"), r#""$""# => Lit("$"), r#"",""# => Lit(","),
            ],
            NetPath => alts![
                r#""//" authority"# => Seq(&[Lit("//"), Ref(Authority)]),
                r#""//" authority abs_path"# => Seq(&[Lit("//"), Ref(Authority), Ref(AbsPath)]),
            ],
            AbsPath => alts![r#""/" path_segments"# => Seq(&[Lit("/"), Ref(PathSegments)])],
            RelPath => alts![
                "rel_segment" => Ref(RelSegment),
                "rel_segment abs_path" => Seq(&[Ref(RelSegment), Ref(AbsPath)]),
            ],
            RelSegment => alts![
                r#"1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )"# => Rep(
                    1,
                    None,
                    &Alt(&[Ref(Unreserved), Ref(Escaped), OneOf(";@&=+$,")]),
                ),
            ],
            Scheme => alts![
                r#"alpha *( alpha | digit | "+" | "-" | "." )"# => Seq(&[
                    Ref(Alpha),
                    Rep(0, None, &Alt(&[Ref(Alpha), Ref(Digit), Lit("+"), Lit("-"), Lit(".")])),
                ]),
            ],
            Authority => alts!["server" => Ref(Server), "reg_name" => Ref(RegName)],
            RegName => alts![
                r#"1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )"# => Rep(
                    1,
                    None,
                    &Alt(&[Ref(Unreserved), Ref(Escaped), OneOf("$,;:@&=+")]),
                ),
            ],
            Server => alts![
                "(empty)" => Empty,
                "hostport" => Ref(Hostport),
                r#"userinfo "@" hostport"# => Seq(&[Ref(Userinfo), Lit("@"), Ref(Hostport)]),
            ],
            Userinfo => alts![
                r#"*( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )"# => Rep(
                    0,
                    None,
                    &Alt(&[Ref(Unreserved), Ref(Escaped), OneOf(";:&=+$,")]),
                ),
            ],
            Hostport => alts![
                "host" => Ref(Host),
                r#"host ":" port"# => Seq(&[Ref(Host), Lit(":"), Ref(Port)]),
            ],
            Host => alts![
                "hostname" => Ref(Hostname),
                "IPv4address" => Ref(Ipv4address),
                "IPv6reference" => Ref(Ipv6reference),
            ],
            Ipv6reference => {
                alts![r#""[" IPv6address "]""# => Seq(&[Lit("["), Ref(Ipv6address), Lit("]")])]
            }
            Ipv6address => alts![
                r#"6( h16 ":" ) ls32"# => Seq(&[Rep(6, Some(6), &H16C), LS32]),
                r#""::" 5( h16 ":" ) ls32"# => Seq(&[Lit("::"), Rep(5, Some(5), &H16C), LS32]),
                r#"[ h16 ] "::" 4( h16 ":" ) ls32"# =>
                    Seq(&[Opt(&H16), Lit("::"), Rep(4, Some(4), &H16C), LS32]),
                r#"[ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32"# => Seq(&[
                    Opt(&Seq(&[Rep(0, Some(1), &H16C), H16])), Lit("::"), Rep(3, Some(3), &H16C), LS32,
                ]),
                r#"[ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32"# => Seq(&[
                    Opt(&Seq(&[Rep(0, Some(2), &H16C), H16])), Lit("::"), Rep(2, Some(2), &H16C), LS32,
                ]),
                r#"[ *3( h16 ":" ) h16 ] "::" h16 ":" ls32"# => Seq(&[
                    Opt(&Seq(&[Rep(0, Some(3), &H16C), H16])), Lit("::"), H16C, LS32,
                ]),
                r#"[ *4( h16 ":" ) h16 ] "::" ls32"# =>
                    Seq(&[Opt(&Seq(&[Rep(0, Some(4), &H16C), H16])), Lit("::"), LS32]),
                r#"[ *5( h16 ":" ) h16 ] "::" h16"# =>
                    Seq(&[Opt(&Seq(&[Rep(0, Some(5), &H16C), H16])), Lit("::"), H16]),
                r#"[ *6( h16 ":" ) h16 ] "::""# =>
                    Seq(&[Opt(&Seq(&[Rep(0, Some(6), &H16C), H16])), Lit("::")]),
            ],
            Hostname => alts![
                "toplabel" => Ref(Toplabel),
                r#"toplabel ".""# => Seq(&[Ref(Toplabel), Lit(".")]),
                r#"1*( domainlabel "." ) toplabel"# =>
                    Seq(&[Rep(1, None, &Seq(&[Ref(Domainlabel), Lit(".")])), Ref(Toplabel)]),
                r#"1*( domainlabel "." ) toplabel ".""# => Seq(&[
                    Rep(1, None, &Seq(&[Ref(Domainlabel), Lit(".")])), Ref(Toplabel), Lit("."),
                ]),
            ],
            Domainlabel => alts![
                "alphanum" => Ref(Alphanum),
                r#"alphanum *( alphanum | "-" ) alphanum"# =>
                    Seq(&[Ref(Alphanum), Rep(0, None, &Alt(&[Ref(Alphanum), Lit("-")])), Ref(Alphanum)]),
            ],
            Toplabel => alts![
                "alpha" => Ref(Alpha),
                r#"alpha *( alphanum | "-" ) alphanum"# =>
                    Seq(&[Ref(Alpha), Rep(0, None, &Alt(&[Ref(Alphanum), Lit("-")])), Ref(Alphanum)]),
            ],
            Ipv4address => alts![
                r#"1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT"# =>
                    Seq(&[DEC, Lit("."), DEC, Lit("."), DEC, Lit("."), DEC]),
            ],
            Port => alts!["*digit" => Rep(0, None, &Ref(Digit))],
            Path => alts![
                "(empty)" => Empty,
                "abs_path" => Ref(AbsPath),
                "opaque_part" => Ref(OpaquePart),
            ],
            PathSegments => alts![
                "segment" => Ref(Segment),
                r#"segment 1*( "/" segment )"# =>
                    Seq(&[Ref(Segment), Rep(1, None, &Seq(&[Lit("/"), Ref(Segment)]))]),
            ],
            Segment => alts![
                "*pchar" => Rep(0, None, &Ref(Pchar)),
                r#"*pchar 1*( ";" param )"# =>
                    Seq(&[Rep(0, None, &Ref(Pchar)), Rep(1, None, &Seq(&[Lit(";"), Ref(Param)]))]),
            ],
            Param => alts!["*pchar" => Rep(0, None, &Ref(Pchar))],
            Pchar => alts![
                "unreserved" => Ref(Unreserved),
                "escaped" => Ref(Escaped),
                r#"":""# => Lit(":"), r#""@""# => Lit("@"), r#""&""# => Lit("&"),
                r#""=""# => Lit("="), r#""+""# => Lit("+"), r#""$""# => Lit("$"),
                r#"",""# => Lit(","),
            ],
            Query | Fragment => alts!["*uric" => Rep(0, None, &Ref(Uric))],
            Uric => alts![
                "reserved" => Ref(Reserved),
                "unreserved" => Ref(Unreserved),
                "escaped" => Ref(Escaped),
            ],
            Reserved => Description::Chars(";/?:@&=+$,[]"),
            Unreserved => alts!["alphanum" => Ref(Alphanum), "mark" => Ref(Mark)],
            Mark => Description::Chars("-_.!~*'()"),
            Escaped => alts![r#""%" hex hex"# => Seq(&[Lit("%"), Ref(Hex), Ref(Hex)])],
            Hex => alts![
                "digit" => Ref(Digit),
                r#""A""# => Lit("A"), r#""B""# => Lit("B"), r#""C""# => Lit("C"),
                r#""D""# => Lit("D"), r#""E""# => Lit("E"), r#""F""# => Lit("F"),
                r#""a""# => Lit("a"), r#""b""# => Lit("b"), r#""c""# => Lit("c"),
                r#""d""# => Lit("d"), r#""e""# => Lit("e"), r#""f""# => Lit("f"),
            ],
            Alphanum => alts!["alpha" => Ref(Alpha), "digit" => Ref(Digit)],
            Alpha => alts!["lowalpha" => Ref(Lowalpha), "upalpha" => Ref(Upalpha)],
            Lowalpha => Description::Chars("abcdefghijklmnopqrstuvwxyz"),
            Upalpha => Description::Chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            Digit => Description::Chars("0123456789"),
            Control => Description::Chars(
                "\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{a}\u{b}\u{c}\u{d}\u{e}\u{f}\
                 \u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1a}\u{1b}\u{1c}\u{1d}\u{1e}\u{1f}\u{7f}",
            ),
            Space => Description::Chars(" "),
            Delims => Description::Chars("<>#%\""),
            Unwise => Description::Chars("{}|\\^`"),
        }
    }
}
