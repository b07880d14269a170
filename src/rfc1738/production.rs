//! The 67 productions of RFC 1738 §5 as data: name, BNF text, section,
//! module, combinator; and the grammar's result and error types.
//!
//! The BNF strings are copied verbatim from RFC 1738 §5 (lines 932–1084 of
//! the RFC's text), continuation lines and trailing comments included.

use crate::syntax::production::productions;

/// The result of every RFC 1738 combinator: the rest of the input and the
/// node, or the cheap nom-side [`Error`](crate::syntax::Error).
pub type IResult<'a, T> = crate::syntax::IResult<'a, T, Production>;

/// Why a string is not a URL (or not the production asked for): see
/// [`syntax::ParseError`](crate::syntax::ParseError). Without a type
/// argument it is the RFC 1738 error.
pub type ParseError<P = Production> = crate::syntax::ParseError<P>;

productions! {
    grammar = "rfc1738", title = "RFC 1738";
    Genericurl = genericurl ("genericurl", "2.1", "generic", r##"genericurl     = scheme ":" schemepart"##),
    Url = url ("url", "5", "generic", r##"url            = httpurl | ftpurl | newsurl |
                 nntpurl | telneturl | gopherurl |
                 waisurl | mailtourl | fileurl |
                 prosperourl | otherurl"##),
    Otherurl = otherurl ("otherurl", "5", "generic", r##"otherurl       = genericurl"##),
    Scheme = scheme ("scheme", "2.1", "generic", r##"scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]"##),
    Schemepart = schemepart ("schemepart", "2.1", "generic", r##"schemepart     = *xchar | ip-schemepart"##),
    IpSchemepart = ip_schemepart ("ip-schemepart", "3.1", "ip", r##"ip-schemepart  = "//" login [ "/" urlpath ]"##),
    Login = login ("login", "3.1", "ip", r##"login          = [ user [ ":" password ] "@" ] hostport"##),
    Hostport = hostport ("hostport", "3.1", "ip", r##"hostport       = host [ ":" port ]"##),
    Host = host ("host", "3.1", "ip", r##"host           = hostname | hostnumber"##),
    Hostname = hostname ("hostname", "3.1", "ip", r##"hostname       = *[ domainlabel "." ] toplabel"##),
    Domainlabel = domainlabel ("domainlabel", "3.1", "ip", r##"domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit"##),
    Toplabel = toplabel ("toplabel", "3.1", "ip", r##"toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit"##),
    Alphadigit = alphadigit ("alphadigit", "3.1", "ip", r##"alphadigit     = alpha | digit"##),
    Hostnumber = hostnumber ("hostnumber", "3.1", "ip", r##"hostnumber     = digits "." digits "." digits "." digits"##),
    Port = port ("port", "3.1", "ip", r##"port           = digits"##),
    User = user ("user", "3.1", "ip", r##"user           = *[ uchar | ";" | "?" | "&" | "=" ]"##),
    Password = password ("password", "3.1", "ip", r##"password       = *[ uchar | ";" | "?" | "&" | "=" ]"##),
    Urlpath = urlpath ("urlpath", "3.1", "ip", r##"urlpath        = *xchar    ; depends on protocol see section 3.1"##),
    Ftpurl = ftpurl ("ftpurl", "3.2", "ftp", r##"ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]"##),
    Fpath = fpath ("fpath", "3.2", "ftp", r##"fpath          = fsegment *[ "/" fsegment ]"##),
    Fsegment = fsegment ("fsegment", "3.2", "ftp", r##"fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]"##),
    Ftptype = ftptype ("ftptype", "3.2", "ftp", r##"ftptype        = "A" | "I" | "D" | "a" | "i" | "d""##),
    Fileurl = fileurl ("fileurl", "3.10", "file", r##"fileurl        = "file://" [ host | "localhost" ] "/" fpath"##),
    Httpurl = httpurl ("httpurl", "3.3", "http", r##"httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]"##),
    Hpath = hpath ("hpath", "3.3", "http", r##"hpath          = hsegment *[ "/" hsegment ]"##),
    Hsegment = hsegment ("hsegment", "3.3", "http", r##"hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]"##),
    Search = search ("search", "3.3", "http", r##"search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]"##),
    Gopherurl = gopherurl ("gopherurl", "3.4", "gopher", r##"gopherurl      = "gopher://" hostport [ / [ gtype [ selector
                 [ "%09" search [ "%09" gopher+_string ] ] ] ] ]"##),
    Gtype = gtype ("gtype", "3.4", "gopher", r##"gtype          = xchar"##),
    Selector = selector ("selector", "3.4", "gopher", r##"selector       = *xchar"##),
    GopherPlusString = gopher_plus_string ("gopher+_string", "3.4", "gopher", r##"gopher+_string = *xchar"##),
    Mailtourl = mailtourl ("mailtourl", "3.5", "mailto", r##"mailtourl      = "mailto:" encoded822addr"##),
    Encoded822addr = encoded822addr ("encoded822addr", "3.5", "mailto", r##"encoded822addr = 1*xchar               ; further defined in RFC822"##),
    Newsurl = newsurl ("newsurl", "3.6", "news", r##"newsurl        = "news:" grouppart"##),
    Grouppart = grouppart ("grouppart", "3.6", "news", r##"grouppart      = "*" | group | article"##),
    Group = group ("group", "3.6", "news", r##"group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]"##),
    Article = article ("article", "3.6", "news", r##"article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host"##),
    Nntpurl = nntpurl ("nntpurl", "3.7", "nntp", r##"nntpurl        = "nntp://" hostport "/" group [ "/" digits ]"##),
    Telneturl = telneturl ("telneturl", "3.8", "telnet", r##"telneturl      = "telnet://" login [ "/" ]"##),
    Waisurl = waisurl ("waisurl", "3.9", "wais", r##"waisurl        = waisdatabase | waisindex | waisdoc"##),
    Waisdatabase = waisdatabase ("waisdatabase", "3.9", "wais", r##"waisdatabase   = "wais://" hostport "/" database"##),
    Waisindex = waisindex ("waisindex", "3.9", "wais", r##"waisindex      = "wais://" hostport "/" database "?" search"##),
    Waisdoc = waisdoc ("waisdoc", "3.9", "wais", r##"waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath"##),
    Database = database ("database", "3.9", "wais", r##"database       = *uchar"##),
    Wtype = wtype ("wtype", "3.9", "wais", r##"wtype          = *uchar"##),
    Wpath = wpath ("wpath", "3.9", "wais", r##"wpath          = *uchar"##),
    Prosperourl = prosperourl ("prosperourl", "3.11", "prospero", r##"prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]"##),
    Ppath = ppath ("ppath", "3.11", "prospero", r##"ppath          = psegment *[ "/" psegment ]"##),
    Psegment = psegment ("psegment", "3.11", "prospero", r##"psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]"##),
    Fieldspec = fieldspec ("fieldspec", "3.11", "prospero", r##"fieldspec      = ";" fieldname "=" fieldvalue"##),
    Fieldname = fieldname ("fieldname", "3.11", "prospero", r##"fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]"##),
    Fieldvalue = fieldvalue ("fieldvalue", "3.11", "prospero", r##"fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]"##),
    Lowalpha = lowalpha ("lowalpha", "2.2", "chars", r##"lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
                 "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
                 "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
                 "y" | "z""##),
    Hialpha = hialpha ("hialpha", "2.2", "chars", r##"hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                 "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                 "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z""##),
    Alpha = alpha ("alpha", "2.2", "chars", r##"alpha          = lowalpha | hialpha"##),
    Digit = digit ("digit", "2.2", "chars", r##"digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                 "8" | "9""##),
    Safe = safe ("safe", "2.2", "chars", r##"safe           = "$" | "-" | "_" | "." | "+""##),
    Extra = extra ("extra", "2.2", "chars", r##"extra          = "!" | "*" | "'" | "(" | ")" | ",""##),
    National = national ("national", "2.2", "chars", r##"national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`""##),
    Punctuation = punctuation ("punctuation", "2.2", "chars", r##"punctuation    = "<" | ">" | "#" | "%" | <">"##),
    Reserved = reserved ("reserved", "2.2", "chars", r##"reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "=""##),
    Hex = hex ("hex", "2.2", "chars", r##"hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                 "a" | "b" | "c" | "d" | "e" | "f""##),
    Escape = escape ("escape", "2.2", "chars", r##"escape         = "%" hex hex"##),
    Unreserved = unreserved ("unreserved", "2.2", "chars", r##"unreserved     = alpha | digit | safe | extra"##),
    Uchar = uchar ("uchar", "2.2", "chars", r##"uchar          = unreserved | escape"##),
    Xchar = xchar ("xchar", "2.2", "chars", r##"xchar          = unreserved | reserved | escape"##),
    Digits = digits ("digits", "2.2", "chars", r##"digits         = 1*digit"##),
}
