//! RFC 1630's "BNF for specific URL schemes" as data (feature
//! `generate`): each production's alternatives, for the generator and the
//! grammar coverage ([`syntax::describe`](crate::syntax::describe)).
//!
//! The rules are the BNF's, read as the parser reads it (the grammar's
//! notes): letters of the literals as
//! written (the default [`Options`](super::Options)); `";type="` before
//! `ftptype`; `mid:` and `cid:` followed by RFC 822's `addr-spec` over
//! RFC 1630's characters, with no `domain-literal` and no `quoted-pair`;
//! `content-identifier` as the `addr-spec` of a `msg-id` without its
//! `<>`.
//!
//! Where the BNF recurses to make a list (`xalphas = xalpha [ xalphas
//! ]`, `path = void | segment [ / path ]`) the alternatives keep its
//! names and the rules say the same as a repetition, so that a long list
//! is no deep recursion. Where its alternatives overlap (an `ialpha`
//! holds `.`, so `group = ialpha [ . group ]` is ambiguous) the longer
//! alternative comes first, so that the coverage counts it when the text
//! allows. An alternative that the text can never tell apart is left
//! out: `xpalpha`'s `"+"` (a `+` is a `safe`, so an `xalpha`); the BNF's
//! `safe` lists `-` twice, which is one alternative here.
//! `gtype` always comes with a `gcommand`, empty or not, and `attributes`
//! is one `attribute` (the run of `alphanums` that a second one would
//! continue).

use super::parse::Rfc1630;
use super::production::Production::{self, *};
use crate::syntax::describe::{Described, Description, Rule, Rule::*, alts};

/// RFC 822's atom characters that RFC 1630 allows (besides escapes).
const ATOM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$&'*+-_";
/// RFC 822's qtext characters that RFC 1630 allows (besides escapes).
const QTEXT: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_@.&+!*'(),";

/// `"digits" "=" path ";"`, one field of `wpath`.
const WFIELD: Rule<Production> = Seq(&[Ref(Digits), Lit("="), Ref(Path), Lit(";")]);

impl Described for Rfc1630 {
    const ROOTS: &'static [Production] = &[Url, Prefixedurl];

    fn describe(p: Production) -> Description<Production> {
        match p {
            Prefixedurl => alts![r#""url:" url"# => Seq(&[Lit("url:"), Ref(Url)])],
            Url => alts![
                "httpaddress" => Ref(Httpaddress),
                "ftpaddress" => Ref(Ftpaddress),
                "newsaddress" => Ref(Newsaddress),
                "nntpaddress" => Ref(Nntpaddress),
                "prosperoaddress" => Ref(Prosperoaddress),
                "telnetaddress" => Ref(Telnetaddress),
                "gopheraddress" => Ref(Gopheraddress),
                "waisaddress" => Ref(Waisaddress),
                "mailtoaddress" => Ref(Mailtoaddress),
                "midaddress" => Ref(Midaddress),
                "cidaddress" => Ref(Cidaddress),
            ],
            Scheme => alts!["ialpha" => Ref(Ialpha)],
            Httpaddress => alts![
                r#""http://" hostport"# => Seq(&[Lit("http://"), Ref(Hostport)]),
                r#""http://" hostport "/" path"# => Seq(&[Lit("http://"), Ref(Hostport), Lit("/"), Ref(Path)]),
                r#""http://" hostport "?" search"# => Seq(&[Lit("http://"), Ref(Hostport), Lit("?"), Ref(Search)]),
                r#""http://" hostport "/" path "?" search"# => Seq(&[
                    Lit("http://"), Ref(Hostport), Lit("/"), Ref(Path), Lit("?"), Ref(Search),
                ]),
            ],
            Ftpaddress => alts![
                r#""ftp://" login "/" path"# => Seq(&[Lit("ftp://"), Ref(Login), Lit("/"), Ref(Path)]),
                r#""ftp://" login "/" path ";type=" ftptype"# => Seq(&[
                    Lit("ftp://"), Ref(Login), Lit("/"), Ref(Path), Lit(";type="), Ref(Ftptype),
                ]),
            ],
            Afsaddress => alts![
                r#""afs://" cellname "/" path"# => Seq(&[Lit("afs://"), Ref(Cellname), Lit("/"), Ref(Path)]),
            ],
            Newsaddress => alts![r#""news:" groupart"# => Seq(&[Lit("news:"), Ref(Groupart)])],
            Nntpaddress => alts![
                r#""nntp:" group "/" digits"# => Seq(&[Lit("nntp:"), Ref(Group), Lit("/"), Ref(Digits)]),
            ],
            Midaddress => alts![r#""mid:" addr-spec"# => Seq(&[Lit("mid:"), Ref(AddrSpec)])],
            Cidaddress => alts![
                r#""cid:" content-identifier"# => Seq(&[Lit("cid:"), Ref(ContentIdentifier)]),
            ],
            ContentIdentifier => alts!["addr-spec" => Ref(AddrSpec)],
            AddrSpec => alts![
                r#"local-part "@" domain"# => Seq(&[Ref(LocalPart), Lit("@"), Ref(Domain)]),
            ],
            LocalPart => alts![
                r#"word 1*("." word)"# => Seq(&[Ref(Word), Rep(1, None, &Seq(&[Lit("."), Ref(Word)]))]),
                "word" => Ref(Word),
            ],
            Domain => alts![
                r#"sub-domain 1*("." sub-domain)"# =>
                    Seq(&[Ref(SubDomain), Rep(1, None, &Seq(&[Lit("."), Ref(SubDomain)]))]),
                "sub-domain" => Ref(SubDomain),
            ],
            SubDomain => alts!["domain-ref" => Ref(DomainRef)],
            DomainRef => alts!["atom" => Ref(Atom)],
            Word => alts!["atom" => Ref(Atom), "quoted-string" => Ref(QuotedString)],
            Atom => alts![
                "1*<any CHAR except specials, SPACE and CTLs>" =>
                    Rep(1, None, &Alt(&[OneOf(ATOM), Ref(Escape)])),
            ],
            QuotedString => alts![
                r#"<"> *qtext <">"# => Seq(&[Lit("\""), Rep(0, None, &Ref(Qtext)), Lit("\"")]),
            ],
            Qtext => alts![
                r#"<any CHAR excepting <">, "\" & CR>"# => Alt(&[OneOf(QTEXT), Ref(Escape)]),
            ],
            Mailtoaddress => alts![
                r#""mailto:" xalphas "@" hostname"# =>
                    Seq(&[Lit("mailto:"), Ref(Xalphas), Lit("@"), Ref(Hostname)]),
            ],
            Waisaddress => alts!["waisindex" => Ref(Waisindex), "waisdoc" => Ref(Waisdoc)],
            Waisindex => alts![
                r#""wais://" hostport "/" database"# =>
                    Seq(&[Lit("wais://"), Ref(Hostport), Lit("/"), Ref(Database)]),
                r#""wais://" hostport "/" database "?" search"# => Seq(&[
                    Lit("wais://"), Ref(Hostport), Lit("/"), Ref(Database), Lit("?"), Ref(Search),
                ]),
            ],
            Waisdoc => alts![
                r#""wais://" hostport "/" database "/" wtype "/" wpath"# => Seq(&[
                    Lit("wais://"), Ref(Hostport), Lit("/"), Ref(Database), Lit("/"), Ref(Wtype),
                    Lit("/"), Ref(Wpath),
                ]),
            ],
            Wpath => alts![
                r#"digits "=" path ";" wpath"# => Seq(&[WFIELD, Rep(1, None, &WFIELD)]),
                r#"digits "=" path ";""# => WFIELD,
            ],
            Groupart => alts![
                r#""*""# => Lit("*"),
                "group" => Ref(Group),
                "article" => Ref(Article),
            ],
            Group | Hostname => alts![
                r#"ialpha "." group"# => Seq(&[Ref(Ialpha), Rep(1, None, &Seq(&[Lit("."), Ref(Ialpha)]))]),
                "ialpha" => Ref(Ialpha),
            ],
            Article => alts![r#"xalphas "@" host"# => Seq(&[Ref(Xalphas), Lit("@"), Ref(Host)])],
            Database | Wtype | Fragmentid => alts!["xalphas" => Ref(Xalphas)],
            Prosperoaddress => alts!["prosperolink" => Ref(Prosperolink)],
            Prosperolink => alts![
                r#""prospero://" hostport "/" hsoname"# =>
                    Seq(&[Lit("prospero://"), Ref(Hostport), Lit("/"), Ref(Hsoname)]),
                r#""prospero://" hostport "/" hsoname "%00" version"# => Seq(&[
                    Lit("prospero://"), Ref(Hostport), Lit("/"), Ref(Hsoname), Lit("%00"), Ref(Version),
                ]),
                r#""prospero://" hostport "/" hsoname "%00" version attributes"# => Seq(&[
                    Lit("prospero://"), Ref(Hostport), Lit("/"), Ref(Hsoname), Lit("%00"), Ref(Version),
                    Ref(Attributes),
                ]),
            ],
            Hsoname | Gcommand => alts!["path" => Ref(Path)],
            Version | Port => alts!["digits" => Ref(Digits)],
            // `attribute attributes` is no form of its own: an attribute
            // is a run of `alphanums`, which the next one would continue.
            Attributes => alts!["attribute" => Ref(Attribute)],
            Attribute => alts!["alphanums" => Ref(Alphanums)],
            Telnetaddress => alts![r#""telnet://" login"# => Seq(&[Lit("telnet://"), Ref(Login)])],
            Gopheraddress => alts![
                r#""gopher://" hostport"# => Seq(&[Lit("gopher://"), Ref(Hostport)]),
                r#""gopher://" hostport "/" gtype gcommand"# =>
                    Seq(&[Lit("gopher://"), Ref(Hostport), Lit("/"), Ref(Gtype), Ref(Gcommand)]),
            ],
            Login => alts![
                "hostport" => Ref(Hostport),
                r#"user "@" hostport"# => Seq(&[Ref(User), Lit("@"), Ref(Hostport)]),
                r#"user ":" password "@" hostport"# =>
                    Seq(&[Ref(User), Lit(":"), Ref(Password), Lit("@"), Ref(Hostport)]),
            ],
            Hostport => alts![
                "host" => Ref(Host),
                r#"host ":" port"# => Seq(&[Ref(Host), Lit(":"), Ref(Port)]),
            ],
            Host => alts!["hostname" => Ref(Hostname), "hostnumber" => Ref(Hostnumber)],
            Ftptype => alts![
                r#""A" formcode"# => Seq(&[Lit("A"), Ref(Formcode)]),
                r#""E" formcode"# => Seq(&[Lit("E"), Ref(Formcode)]),
                r#""I""# => Lit("I"),
                r#""L" digits"# => Seq(&[Lit("L"), Ref(Digits)]),
            ],
            Formcode => Description::Chars("NTC"),
            Cellname => alts!["hostname" => Ref(Hostname)],
            Hostnumber => alts![
                r#"digits "." digits "." digits "." digits"# => Seq(&[
                    Ref(Digits), Lit("."), Ref(Digits), Lit("."), Ref(Digits), Lit("."), Ref(Digits),
                ]),
            ],
            Path => alts![
                "void" => Ref(Void),
                "segment" => Ref(Segment),
                r#"segment "/" path"# => Seq(&[
                    Ref(Segment),
                    Lit("/"),
                    Alt(&[
                        Ref(Void),
                        Seq(&[
                            Ref(Segment),
                            Rep(0, None, &Seq(&[Lit("/"), Ref(Segment)])),
                            Opt(&Seq(&[Lit("/"), Ref(Void)])),
                        ]),
                    ]),
                ]),
            ],
            Segment => alts!["xpalphas" => Ref(Xpalphas)],
            Search => alts![
                r#"xalphas "+" search"# => Seq(&[Ref(Xalphas), Rep(1, None, &Seq(&[Lit("+"), Ref(Xalphas)]))]),
                "xalphas" => Ref(Xalphas),
            ],
            User => alts![
                "alphanum2 user" => Seq(&[Ref(Alphanum2), Rep(1, None, &Ref(Alphanum2))]),
                "alphanum2" => Ref(Alphanum2),
            ],
            Password => alts![
                "alphanum2 password" => Seq(&[Ref(Alphanum2), Rep(1, None, &Ref(Alphanum2))]),
                "alphanum2" => Ref(Alphanum2),
            ],
            Gtype => alts!["xalpha" => Ref(Xalpha)],
            Alphanum2 => alts![
                "alpha" => Ref(Alpha),
                "digit" => Ref(Digit),
                r#""-""# => Lit("-"),
                r#""_""# => Lit("_"),
                r#"".""# => Lit("."),
                r#""+""# => Lit("+"),
            ],
            Xalpha => alts![
                "alpha" => Ref(Alpha),
                "digit" => Ref(Digit),
                "safe" => Ref(Safe),
                "extra" => Ref(Extra),
                "escape" => Ref(Escape),
            ],
            Xalphas => alts![
                "xalpha xalphas" => Seq(&[Ref(Xalpha), Rep(1, None, &Ref(Xalpha))]),
                "xalpha" => Ref(Xalpha),
            ],
            // `xpalpha = xalpha | "+"`, and `+` is a `safe`: the second
            // alternative is no form of its own.
            Xpalpha => alts!["xalpha" => Ref(Xalpha)],
            Xpalphas => alts![
                "xpalpha xpalphas" => Seq(&[Ref(Xpalpha), Rep(1, None, &Ref(Xpalpha))]),
                "xpalpha" => Ref(Xpalpha),
            ],
            Ialpha => alts![
                "alpha xalphas" => Seq(&[Ref(Alpha), Ref(Xalphas)]),
                "alpha" => Ref(Alpha),
            ],
            Alpha => Description::Chars("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            Digit => Description::Chars("0123456789"),
            Safe => Description::Chars("$-_@.&+"),
            Extra => Description::Chars("!*\"'(),"),
            Reserved => Description::Chars("=;/#?: "),
            Escape => alts![r#""%" hex hex"# => Seq(&[Lit("%"), Ref(Hex), Ref(Hex)])],
            Hex => alts![
                "digit" => Ref(Digit),
                r#""a""# => Lit("a"), r#""b""# => Lit("b"), r#""c""# => Lit("c"),
                r#""d""# => Lit("d"), r#""e""# => Lit("e"), r#""f""# => Lit("f"),
                r#""A""# => Lit("A"), r#""B""# => Lit("B"), r#""C""# => Lit("C"),
                r#""D""# => Lit("D"), r#""E""# => Lit("E"), r#""F""# => Lit("F"),
            ],
            National => Description::Chars("{}|[]\\^~"),
            Punctuation => Description::Chars("<>"),
            Digits => alts![
                "digit digits" => Seq(&[Ref(Digit), Rep(1, None, &Ref(Digit))]),
                "digit" => Ref(Digit),
            ],
            Alphanum => alts!["alpha" => Ref(Alpha), "digit" => Ref(Digit)],
            Alphanums => alts![
                "alphanum alphanums" => Seq(&[Ref(Alphanum), Rep(1, None, &Ref(Alphanum))]),
                "alphanum" => Ref(Alphanum),
            ],
            Void => alts!["void" => Empty],
        }
    }
}
