//! The 67 productions of RFC 1738 §5 as data: name, BNF text, section.
//!
//! The BNF strings are copied verbatim from RFC 1738 §5 (lines 932–1084 of
//! the RFC's text), continuation lines and trailing comments included.

use core::fmt;
use core::str::FromStr;

macro_rules! productions {
    ($($variant:ident = ($name:literal, $section:literal, $module:literal, $bnf:literal),)*) => {
        /// One production of the RFC 1738 §5 grammar, in RFC order.
        ///
        /// Each variant's documentation is its BNF line from the RFC.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Production {
            $(
                #[doc = concat!("`", $name, "` (RFC 1738 §", $section, ")")]
                #[doc = ""]
                #[doc = concat!("```bnf\n", $bnf, "\n```")]
                $variant,
            )*
        }

        const ALL: &[Production] = &[$(Production::$variant,)*];

        impl Production {
            /// The production's name exactly as the BNF spells it:
            /// `"gopher+_string"`, `"ip-schemepart"`.
            pub fn name(self) -> &'static str {
                match self { $(Production::$variant => $name,)* }
            }

            /// The production's BNF line(s), verbatim from RFC 1738 §5.
            pub fn bnf(self) -> &'static str {
                match self { $(Production::$variant => $bnf,)* }
            }

            /// The RFC section whose prose describes the production
            /// (`"3.2"` for the FTP productions, `"2.2"` for the character
            /// classes, `"5"` for `url` and `otherurl`).
            pub fn section(self) -> &'static str {
                match self { $(Production::$variant => $section,)* }
            }

            /// The crate module that holds the production's combinator
            /// (`"ip"`, `"ftp"`, `"chars"`, ...); also the stem of its
            /// grammar note and test file.
            pub fn module(self) -> &'static str {
                match self { $(Production::$variant => $module,)* }
            }

            /// Every production, in the order of RFC 1738 §5.
            pub fn all() -> &'static [Production] {
                ALL
            }

            /// The production with this exact BNF name, if any.
            ///
            /// ```
            /// use rfc1738::Production;
            /// assert_eq!(Production::from_name("gopher+_string"), Some(Production::GopherPlusString));
            /// assert_eq!(Production::from_name("Hostname"), None);
            /// ```
            pub fn from_name(name: &str) -> Option<Production> {
                match name { $($name => Some(Production::$variant),)* _ => None }
            }
        }
    };
}

productions! {
    Genericurl = ("genericurl", "2.1", "generic", r##"genericurl     = scheme ":" schemepart"##),
    Url = ("url", "5", "generic", r##"url            = httpurl | ftpurl | newsurl |
                 nntpurl | telneturl | gopherurl |
                 waisurl | mailtourl | fileurl |
                 prosperourl | otherurl"##),
    Otherurl = ("otherurl", "5", "generic", r##"otherurl       = genericurl"##),
    Scheme = ("scheme", "2.1", "generic", r##"scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]"##),
    Schemepart = ("schemepart", "2.1", "generic", r##"schemepart     = *xchar | ip-schemepart"##),
    IpSchemepart = ("ip-schemepart", "3.1", "ip", r##"ip-schemepart  = "//" login [ "/" urlpath ]"##),
    Login = ("login", "3.1", "ip", r##"login          = [ user [ ":" password ] "@" ] hostport"##),
    Hostport = ("hostport", "3.1", "ip", r##"hostport       = host [ ":" port ]"##),
    Host = ("host", "3.1", "ip", r##"host           = hostname | hostnumber"##),
    Hostname = ("hostname", "3.1", "ip", r##"hostname       = *[ domainlabel "." ] toplabel"##),
    Domainlabel = ("domainlabel", "3.1", "ip", r##"domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit"##),
    Toplabel = ("toplabel", "3.1", "ip", r##"toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit"##),
    Alphadigit = ("alphadigit", "3.1", "ip", r##"alphadigit     = alpha | digit"##),
    Hostnumber = ("hostnumber", "3.1", "ip", r##"hostnumber     = digits "." digits "." digits "." digits"##),
    Port = ("port", "3.1", "ip", r##"port           = digits"##),
    User = ("user", "3.1", "ip", r##"user           = *[ uchar | ";" | "?" | "&" | "=" ]"##),
    Password = ("password", "3.1", "ip", r##"password       = *[ uchar | ";" | "?" | "&" | "=" ]"##),
    Urlpath = ("urlpath", "3.1", "ip", r##"urlpath        = *xchar    ; depends on protocol see section 3.1"##),
    Ftpurl = ("ftpurl", "3.2", "ftp", r##"ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]"##),
    Fpath = ("fpath", "3.2", "ftp", r##"fpath          = fsegment *[ "/" fsegment ]"##),
    Fsegment = ("fsegment", "3.2", "ftp", r##"fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]"##),
    Ftptype = ("ftptype", "3.2", "ftp", r##"ftptype        = "A" | "I" | "D" | "a" | "i" | "d""##),
    Fileurl = ("fileurl", "3.10", "file", r##"fileurl        = "file://" [ host | "localhost" ] "/" fpath"##),
    Httpurl = ("httpurl", "3.3", "http", r##"httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]"##),
    Hpath = ("hpath", "3.3", "http", r##"hpath          = hsegment *[ "/" hsegment ]"##),
    Hsegment = ("hsegment", "3.3", "http", r##"hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]"##),
    Search = ("search", "3.3", "http", r##"search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]"##),
    Gopherurl = ("gopherurl", "3.4", "gopher", r##"gopherurl      = "gopher://" hostport [ / [ gtype [ selector
                 [ "%09" search [ "%09" gopher+_string ] ] ] ] ]"##),
    Gtype = ("gtype", "3.4", "gopher", r##"gtype          = xchar"##),
    Selector = ("selector", "3.4", "gopher", r##"selector       = *xchar"##),
    GopherPlusString = ("gopher+_string", "3.4", "gopher", r##"gopher+_string = *xchar"##),
    Mailtourl = ("mailtourl", "3.5", "mailto", r##"mailtourl      = "mailto:" encoded822addr"##),
    Encoded822addr = ("encoded822addr", "3.5", "mailto", r##"encoded822addr = 1*xchar               ; further defined in RFC822"##),
    Newsurl = ("newsurl", "3.6", "news", r##"newsurl        = "news:" grouppart"##),
    Grouppart = ("grouppart", "3.6", "news", r##"grouppart      = "*" | group | article"##),
    Group = ("group", "3.6", "news", r##"group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]"##),
    Article = ("article", "3.6", "news", r##"article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host"##),
    Nntpurl = ("nntpurl", "3.7", "nntp", r##"nntpurl        = "nntp://" hostport "/" group [ "/" digits ]"##),
    Telneturl = ("telneturl", "3.8", "telnet", r##"telneturl      = "telnet://" login [ "/" ]"##),
    Waisurl = ("waisurl", "3.9", "wais", r##"waisurl        = waisdatabase | waisindex | waisdoc"##),
    Waisdatabase = ("waisdatabase", "3.9", "wais", r##"waisdatabase   = "wais://" hostport "/" database"##),
    Waisindex = ("waisindex", "3.9", "wais", r##"waisindex      = "wais://" hostport "/" database "?" search"##),
    Waisdoc = ("waisdoc", "3.9", "wais", r##"waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath"##),
    Database = ("database", "3.9", "wais", r##"database       = *uchar"##),
    Wtype = ("wtype", "3.9", "wais", r##"wtype          = *uchar"##),
    Wpath = ("wpath", "3.9", "wais", r##"wpath          = *uchar"##),
    Prosperourl = ("prosperourl", "3.11", "prospero", r##"prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]"##),
    Ppath = ("ppath", "3.11", "prospero", r##"ppath          = psegment *[ "/" psegment ]"##),
    Psegment = ("psegment", "3.11", "prospero", r##"psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]"##),
    Fieldspec = ("fieldspec", "3.11", "prospero", r##"fieldspec      = ";" fieldname "=" fieldvalue"##),
    Fieldname = ("fieldname", "3.11", "prospero", r##"fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]"##),
    Fieldvalue = ("fieldvalue", "3.11", "prospero", r##"fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]"##),
    Lowalpha = ("lowalpha", "2.2", "chars", r##"lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
                 "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
                 "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
                 "y" | "z""##),
    Hialpha = ("hialpha", "2.2", "chars", r##"hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                 "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                 "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z""##),
    Alpha = ("alpha", "2.2", "chars", r##"alpha          = lowalpha | hialpha"##),
    Digit = ("digit", "2.2", "chars", r##"digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                 "8" | "9""##),
    Safe = ("safe", "2.2", "chars", r##"safe           = "$" | "-" | "_" | "." | "+""##),
    Extra = ("extra", "2.2", "chars", r##"extra          = "!" | "*" | "'" | "(" | ")" | ",""##),
    National = ("national", "2.2", "chars", r##"national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`""##),
    Punctuation = ("punctuation", "2.2", "chars", r##"punctuation    = "<" | ">" | "#" | "%" | <">"##),
    Reserved = ("reserved", "2.2", "chars", r##"reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "=""##),
    Hex = ("hex", "2.2", "chars", r##"hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                 "a" | "b" | "c" | "d" | "e" | "f""##),
    Escape = ("escape", "2.2", "chars", r##"escape         = "%" hex hex"##),
    Unreserved = ("unreserved", "2.2", "chars", r##"unreserved     = alpha | digit | safe | extra"##),
    Uchar = ("uchar", "2.2", "chars", r##"uchar          = unreserved | escape"##),
    Xchar = ("xchar", "2.2", "chars", r##"xchar          = unreserved | reserved | escape"##),
    Digits = ("digits", "2.2", "chars", r##"digits         = 1*digit"##),
}

impl fmt::Display for Production {
    /// Writes the exact BNF name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of [`Production::from_str`]: no production has that name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no RFC 1738 production is named {name:?}")]
pub struct UnknownProduction {
    name: String,
}

impl FromStr for Production {
    type Err = UnknownProduction;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Production::from_name(s).ok_or_else(|| UnknownProduction { name: s.to_owned() })
    }
}
