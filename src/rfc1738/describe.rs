//! RFC 1738 §5 as data (feature `generate`): each production's
//! alternatives, for the generator and the grammar coverage
//! ([`syntax::describe`](crate::syntax::describe)).
//!
//! The rules are §5's, read as the parser reads them:
//!
//! - `scheme` takes `hialpha` too, and the scheme literals (`"http://"`)
//!   are compared case-insensitively (the default [`Options`](super::Options));
//! - `otherurl` starts with none of the ten predefined schemes (the
//!   parser never falls back to it for one of them);
//! - `gopherurl`'s bare `/` is the literal `"/"` (erratum EID 5118);
//! - a form that the parser cannot tell apart from another is not an
//!   alternative of its own: `"localhost"` after `"file://"` is a `host`
//!   (a `hostname`), and `gtype` always comes with a `selector`, empty
//!   or not.
//!
//! The optional parts that make the forms of a production are written
//! out as alternatives (`login` with and without a user and a password,
//! the gopher forms, `fpath` of one segment or more).

use super::parse::Rfc1738;
use super::production::Production::{self, *};
use crate::syntax::describe::{Described, Description, Rule::*, alts};

/// The schemes of §3, which `otherurl` never starts with.
const PREDEFINED: &[&str] = &[
    "http:",
    "ftp:",
    "news:",
    "nntp:",
    "telnet:",
    "gopher:",
    "wais:",
    "mailto:",
    "file:",
    "prospero:",
];

impl Described for Rfc1738 {
    const ROOTS: &'static [Production] = &[Url];

    fn describe(p: Production) -> Description<Production> {
        match p {
            Genericurl => alts![
                r#"scheme ":" schemepart"# => Seq(&[Ref(Scheme), Lit(":"), Ref(Schemepart)]),
            ],
            Url => alts![
                "httpurl" => Ref(Httpurl),
                "ftpurl" => Ref(Ftpurl),
                "newsurl" => Ref(Newsurl),
                "nntpurl" => Ref(Nntpurl),
                "telneturl" => Ref(Telneturl),
                "gopherurl" => Ref(Gopherurl),
                "waisurl" => Ref(Waisurl),
                "mailtourl" => Ref(Mailtourl),
                "fileurl" => Ref(Fileurl),
                "prosperourl" => Ref(Prosperourl),
                "otherurl" => Ref(Otherurl),
            ],
            Otherurl => alts!["genericurl" => Except(&Ref(Genericurl), PREDEFINED)],
            Scheme => alts![
                r#"1*[ lowalpha | digit | "+" | "-" | "." ]"# =>
                    Rep(1, None, &Alt(&[Ref(Lowalpha), Ref(Hialpha), Ref(Digit), Lit("+"), Lit("-"), Lit(".")])),
            ],
            Schemepart => alts![
                "*xchar" => Rep(0, None, &Ref(Xchar)),
                "ip-schemepart" => Ref(IpSchemepart),
            ],
            IpSchemepart => alts![
                r#""//" login"# => Seq(&[Lit("//"), Ref(Login)]),
                r#""//" login "/" urlpath"# => Seq(&[Lit("//"), Ref(Login), Lit("/"), Ref(Urlpath)]),
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
            Hostname => alts![
                "toplabel" => Ref(Toplabel),
                r#"1*[ domainlabel "." ] toplabel"# =>
                    Seq(&[Rep(1, None, &Seq(&[Ref(Domainlabel), Lit(".")])), Ref(Toplabel)]),
            ],
            Domainlabel => alts![
                "alphadigit" => Ref(Alphadigit),
                r#"alphadigit *[ alphadigit | "-" ] alphadigit"# =>
                    Seq(&[Ref(Alphadigit), Rep(0, None, &Alt(&[Ref(Alphadigit), Lit("-")])), Ref(Alphadigit)]),
            ],
            Toplabel => alts![
                "alpha" => Ref(Alpha),
                r#"alpha *[ alphadigit | "-" ] alphadigit"# =>
                    Seq(&[Ref(Alpha), Rep(0, None, &Alt(&[Ref(Alphadigit), Lit("-")])), Ref(Alphadigit)]),
            ],
            Alphadigit => alts!["alpha" => Ref(Alpha), "digit" => Ref(Digit)],
            Hostnumber => alts![
                r#"digits "." digits "." digits "." digits"# => Seq(&[
                    Ref(Digits), Lit("."), Ref(Digits), Lit("."), Ref(Digits), Lit("."), Ref(Digits),
                ]),
            ],
            Port => alts!["digits" => Ref(Digits)],
            User => alts![
                r#"*[ uchar | ";" | "?" | "&" | "=" ]"# =>
                    Rep(0, None, &Alt(&[Ref(Uchar), Lit(";"), Lit("?"), Lit("&"), Lit("=")])),
            ],
            Password => alts![
                r#"*[ uchar | ";" | "?" | "&" | "=" ]"# =>
                    Rep(0, None, &Alt(&[Ref(Uchar), Lit(";"), Lit("?"), Lit("&"), Lit("=")])),
            ],
            Urlpath => alts!["*xchar" => Rep(0, None, &Ref(Xchar))],
            Ftpurl => alts![
                r#""ftp://" login"# => Seq(&[Caseless("ftp://"), Ref(Login)]),
                r#""ftp://" login "/" fpath"# => Seq(&[Caseless("ftp://"), Ref(Login), Lit("/"), Ref(Fpath)]),
                r#""ftp://" login "/" fpath ";type=" ftptype"# => Seq(&[
                    Caseless("ftp://"), Ref(Login), Lit("/"), Ref(Fpath), Lit(";type="), Ref(Ftptype),
                ]),
            ],
            Fpath => alts![
                "fsegment" => Ref(Fsegment),
                r#"fsegment 1*[ "/" fsegment ]"# =>
                    Seq(&[Ref(Fsegment), Rep(1, None, &Seq(&[Lit("/"), Ref(Fsegment)]))]),
            ],
            Fsegment => alts![
                r#"*[ uchar | "?" | ":" | "@" | "&" | "=" ]"# =>
                    Rep(0, None, &Alt(&[Ref(Uchar), Lit("?"), Lit(":"), Lit("@"), Lit("&"), Lit("=")])),
            ],
            Ftptype => Description::Chars("AIDaid"),
            Fileurl => alts![
                r#""file://" "/" fpath"# => Seq(&[Caseless("file://"), Lit("/"), Ref(Fpath)]),
                r#""file://" host "/" fpath"# => Seq(&[Caseless("file://"), Ref(Host), Lit("/"), Ref(Fpath)]),
            ],
            Httpurl => alts![
                r#""http://" hostport"# => Seq(&[Caseless("http://"), Ref(Hostport)]),
                r#""http://" hostport "/" hpath"# => Seq(&[Caseless("http://"), Ref(Hostport), Lit("/"), Ref(Hpath)]),
                r#""http://" hostport "/" hpath "?" search"# => Seq(&[
                    Caseless("http://"), Ref(Hostport), Lit("/"), Ref(Hpath), Lit("?"), Ref(Search),
                ]),
            ],
            Hpath => alts![
                "hsegment" => Ref(Hsegment),
                r#"hsegment 1*[ "/" hsegment ]"# =>
                    Seq(&[Ref(Hsegment), Rep(1, None, &Seq(&[Lit("/"), Ref(Hsegment)]))]),
            ],
            Hsegment | Search => alts![
                r#"*[ uchar | ";" | ":" | "@" | "&" | "=" ]"# =>
                    Rep(0, None, &Alt(&[Ref(Uchar), Lit(";"), Lit(":"), Lit("@"), Lit("&"), Lit("=")])),
            ],
            Gopherurl => alts![
                r#""gopher://" hostport"# => Seq(&[Caseless("gopher://"), Ref(Hostport)]),
                r#""gopher://" hostport "/""# => Seq(&[Caseless("gopher://"), Ref(Hostport), Lit("/")]),
                r#""gopher://" hostport "/" gtype selector"# => Seq(&[
                    Caseless("gopher://"), Ref(Hostport), Lit("/"), Ref(Gtype), Ref(Selector),
                ]),
                r#""gopher://" hostport "/" gtype selector "%09" search"# => Seq(&[
                    Caseless("gopher://"), Ref(Hostport), Lit("/"), Ref(Gtype), Ref(Selector),
                    Lit("%09"), Ref(Search),
                ]),
                r#""gopher://" hostport "/" gtype selector "%09" search "%09" gopher+_string"# => Seq(&[
                    Caseless("gopher://"), Ref(Hostport), Lit("/"), Ref(Gtype), Ref(Selector),
                    Lit("%09"), Ref(Search), Lit("%09"), Ref(GopherPlusString),
                ]),
            ],
            Gtype => alts!["xchar" => Ref(Xchar)],
            Selector | GopherPlusString => alts!["*xchar" => Rep(0, None, &Ref(Xchar))],
            Mailtourl => alts![
                r#""mailto:" encoded822addr"# => Seq(&[Caseless("mailto:"), Ref(Encoded822addr)]),
            ],
            Encoded822addr => alts!["1*xchar" => Rep(1, None, &Ref(Xchar))],
            Newsurl => alts![r#""news:" grouppart"# => Seq(&[Caseless("news:"), Ref(Grouppart)])],
            Grouppart => alts![
                r#""*""# => Lit("*"),
                "group" => Ref(Group),
                "article" => Ref(Article),
            ],
            Group => alts![
                r#"alpha *[ alpha | digit | "-" | "." | "+" | "_" ]"# => Seq(&[
                    Ref(Alpha),
                    Rep(0, None, &Alt(&[Ref(Alpha), Ref(Digit), Lit("-"), Lit("."), Lit("+"), Lit("_")])),
                ]),
            ],
            Article => alts![
                r#"1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host"# => Seq(&[
                    Rep(1, None, &Alt(&[Ref(Uchar), Lit(";"), Lit("/"), Lit("?"), Lit(":"), Lit("&"), Lit("=")])),
                    Lit("@"),
                    Ref(Host),
                ]),
            ],
            Nntpurl => alts![
                r#""nntp://" hostport "/" group"# => Seq(&[Caseless("nntp://"), Ref(Hostport), Lit("/"), Ref(Group)]),
                r#""nntp://" hostport "/" group "/" digits"# => Seq(&[
                    Caseless("nntp://"), Ref(Hostport), Lit("/"), Ref(Group), Lit("/"), Ref(Digits),
                ]),
            ],
            Telneturl => alts![
                r#""telnet://" login"# => Seq(&[Caseless("telnet://"), Ref(Login)]),
                r#""telnet://" login "/""# => Seq(&[Caseless("telnet://"), Ref(Login), Lit("/")]),
            ],
            Waisurl => alts![
                "waisdatabase" => Ref(Waisdatabase),
                "waisindex" => Ref(Waisindex),
                "waisdoc" => Ref(Waisdoc),
            ],
            Waisdatabase => alts![
                r#""wais://" hostport "/" database"# => Seq(&[Caseless("wais://"), Ref(Hostport), Lit("/"), Ref(Database)]),
            ],
            Waisindex => alts![
                r#""wais://" hostport "/" database "?" search"# => Seq(&[
                    Caseless("wais://"), Ref(Hostport), Lit("/"), Ref(Database), Lit("?"), Ref(Search),
                ]),
            ],
            Waisdoc => alts![
                r#""wais://" hostport "/" database "/" wtype "/" wpath"# => Seq(&[
                    Caseless("wais://"), Ref(Hostport), Lit("/"), Ref(Database), Lit("/"), Ref(Wtype),
                    Lit("/"), Ref(Wpath),
                ]),
            ],
            Database | Wtype | Wpath => alts!["*uchar" => Rep(0, None, &Ref(Uchar))],
            Prosperourl => alts![
                r#""prospero://" hostport "/" ppath"# => Seq(&[Caseless("prospero://"), Ref(Hostport), Lit("/"), Ref(Ppath)]),
                r#""prospero://" hostport "/" ppath 1*[ fieldspec ]"# => Seq(&[
                    Caseless("prospero://"), Ref(Hostport), Lit("/"), Ref(Ppath), Rep(1, None, &Ref(Fieldspec)),
                ]),
            ],
            Ppath => alts![
                "psegment" => Ref(Psegment),
                r#"psegment 1*[ "/" psegment ]"# =>
                    Seq(&[Ref(Psegment), Rep(1, None, &Seq(&[Lit("/"), Ref(Psegment)]))]),
            ],
            Psegment => alts![
                r#"*[ uchar | "?" | ":" | "@" | "&" | "=" ]"# =>
                    Rep(0, None, &Alt(&[Ref(Uchar), Lit("?"), Lit(":"), Lit("@"), Lit("&"), Lit("=")])),
            ],
            Fieldspec => alts![
                r#"";" fieldname "=" fieldvalue"# => Seq(&[Lit(";"), Ref(Fieldname), Lit("="), Ref(Fieldvalue)]),
            ],
            Fieldname | Fieldvalue => alts![
                r#"*[ uchar | "?" | ":" | "@" | "&" ]"# =>
                    Rep(0, None, &Alt(&[Ref(Uchar), Lit("?"), Lit(":"), Lit("@"), Lit("&")])),
            ],
            Lowalpha => Description::Chars("abcdefghijklmnopqrstuvwxyz"),
            Hialpha => Description::Chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            Alpha => alts!["lowalpha" => Ref(Lowalpha), "hialpha" => Ref(Hialpha)],
            Digit => Description::Chars("0123456789"),
            Safe => Description::Chars("$-_.+"),
            Extra => Description::Chars("!*'(),"),
            National => Description::Chars("{}|\\^~[]`"),
            Punctuation => Description::Chars("<>#%\""),
            Reserved => Description::Chars(";/?:@&="),
            Hex => alts![
                "digit" => Ref(Digit),
                r#""A""# => Lit("A"), r#""B""# => Lit("B"), r#""C""# => Lit("C"),
                r#""D""# => Lit("D"), r#""E""# => Lit("E"), r#""F""# => Lit("F"),
                r#""a""# => Lit("a"), r#""b""# => Lit("b"), r#""c""# => Lit("c"),
                r#""d""# => Lit("d"), r#""e""# => Lit("e"), r#""f""# => Lit("f"),
            ],
            Escape => alts![r#""%" hex hex"# => Seq(&[Lit("%"), Ref(Hex), Ref(Hex)])],
            Unreserved => alts![
                "alpha" => Ref(Alpha),
                "digit" => Ref(Digit),
                "safe" => Ref(Safe),
                "extra" => Ref(Extra),
            ],
            Uchar => alts!["unreserved" => Ref(Unreserved), "escape" => Ref(Escape)],
            Xchar => alts![
                "unreserved" => Ref(Unreserved),
                "reserved" => Ref(Reserved),
                "escape" => Ref(Escape),
            ],
            Digits => alts!["1*digit" => Rep(1, None, &Ref(Digit))],
        }
    }
}
