//! The productions of RFC 1630's "BNF for specific URL schemes" (pages
//! 24-27) as data: name, BNF text, section, module, combinator; and the
//! grammar's result and error types.
//!
//! The BNF strings are copied verbatim from RFC 1630 (lines 1300-1467 of
//! the RFC's text), each line without the
//! RFC's two-space indent, continuation lines included. The ten rows after
//! `cidaddress` are the rules of RFC 822 that `midaddress` and
//! `cidaddress` name and RFC 1630 does not define (written as productions
//! of their own, named after RFC 822's), with RFC
//! 822's lines (§3.3, §6.1, and `msg-id` of §6.1 for `content-identifier`,
//! which RFC 1630 names and never defines); the grammar note of [`mid`](crate::rfc1630::mid).

use crate::syntax::production::productions;

/// The result of every RFC 1630 combinator: the rest of the input and the
/// node, or the cheap nom-side [`Error`](crate::syntax::Error).
pub type IResult<'a, T> = crate::syntax::IResult<'a, T, Production>;

/// Why a string is not an RFC 1630 URL (or not the production asked
/// for): see [`syntax::ParseError`](crate::syntax::ParseError).
pub type ParseError<P = Production> = crate::syntax::ParseError<P>;

productions! {
    grammar = "rfc1630", title = "RFC 1630";
    Prefixedurl = prefixedurl ("prefixedurl", "BNF for specific URL schemes", "generic", r##"prefixedurl            u r l : url"##),
    Url = url ("url", "BNF for specific URL schemes", "generic", r##"url                    httpaddress | ftpaddress | newsaddress |
                       nntpaddress | prosperoaddress | telnetaddress
                       | gopheraddress | waisaddress |
                       mailtoaddress  | midaddress | cidaddress"##),
    Scheme = scheme ("scheme", "BNF for specific URL schemes", "generic", r##"scheme                 ialpha"##),
    Httpaddress = httpaddress ("httpaddress", "HTTP", "http", r##"httpaddress            h t t p :   / / hostport [  / path ] [ ?
                       search ]"##),
    Ftpaddress = ftpaddress ("ftpaddress", "FTP", "ftp", r##"ftpaddress             f t p : / / login / path [  ftptype ]"##),
    Afsaddress = afsaddress ("afsaddress", "BNF for specific URL schemes", "ftp", r##"afsaddress             a f s : / / cellname / path"##),
    Newsaddress = newsaddress ("newsaddress", "News", "news", r##"newsaddress            n e w s : groupart"##),
    Nntpaddress = nntpaddress ("nntpaddress", "NNTP", "nntp", r##"nntpaddress            n n t p : group /  digits"##),
    Midaddress = midaddress ("midaddress", "Message-Id", "mid", r##"midaddress             m i d  :  addr-spec"##),
    Cidaddress = cidaddress ("cidaddress", "Content-Id", "mid", r##"cidaddress             c i d : content-identifier"##),
    ContentIdentifier = content_identifier ("content-identifier", "Content-Id", "mid", r##"msg-id      =  "<" addr-spec ">"            ; Unique message id"##),
    AddrSpec = addr_spec ("addr-spec", "Message-Id", "mid", r##"addr-spec   =  local-part "@" domain        ; global address"##),
    LocalPart = local_part ("local-part", "Message-Id", "mid", r##"local-part  =  word *("." word)             ; uninterpreted
                                            ; case-preserved"##),
    Domain = domain ("domain", "Message-Id", "mid", r##"domain      =  sub-domain *("." sub-domain)"##),
    SubDomain = sub_domain ("sub-domain", "Message-Id", "mid", r##"sub-domain  =  domain-ref / domain-literal"##),
    DomainRef = domain_ref ("domain-ref", "Message-Id", "mid", r##"domain-ref  =  atom                         ; symbolic reference"##),
    Word = word ("word", "Message-Id", "mid", r##"word        =  atom / quoted-string"##),
    Atom = atom ("atom", "Message-Id", "mid", r##"atom        =  1*<any CHAR except specials, SPACE and CTLs>"##),
    QuotedString = quoted_string ("quoted-string", "Message-Id", "mid", r##"quoted-string = <"> *(qtext/quoted-pair) <">; Regular qtext or
                                            ;   quoted chars."##),
    Qtext = qtext ("qtext", "Message-Id", "mid", r##"qtext       =  <any CHAR excepting <">,     ; => may be folded
                "\" & CR, and including
                linear-white-space>"##),
    Mailtoaddress = mailtoaddress ("mailtoaddress", "Mailto", "mailto", r##"mailtoaddress          m a i l t o : xalphas @ hostname"##),
    Waisaddress = waisaddress ("waisaddress", "WAIS", "wais", r##"waisaddress            waisindex | waisdoc"##),
    Waisindex = waisindex ("waisindex", "WAIS", "wais", r##"waisindex              w a i s : / / hostport / database [ ? search
                       ]"##),
    Waisdoc = waisdoc ("waisdoc", "WAIS", "wais", r##"waisdoc                w a i s : / / hostport / database / wtype  /
                       wpath"##),
    Wpath = wpath ("wpath", "WAIS", "wais", r##"wpath                  digits = path ;  [ wpath ]"##),
    Groupart = groupart ("groupart", "News", "news", r##"groupart               * | group | article"##),
    Group = group ("group", "News", "news", r##"group                  ialpha [ . group ]"##),
    Article = article ("article", "News", "news", r##"article                xalphas @ host"##),
    Database = database ("database", "WAIS", "wais", r##"database               xalphas"##),
    Wtype = wtype ("wtype", "WAIS", "wais", r##"wtype                  xalphas"##),
    Prosperoaddress = prosperoaddress ("prosperoaddress", "Prospero", "prospero", r##"prosperoaddress        prosperolink"##),
    Prosperolink = prosperolink ("prosperolink", "Prospero", "prospero", r##"prosperolink           p r o s p e r o : / / hostport / hsoname [ %
                       0 0 version [ attributes ] ]"##),
    Hsoname = hsoname ("hsoname", "Prospero", "prospero", r##"hsoname                path"##),
    Version = version ("version", "Prospero", "prospero", r##"version                digits"##),
    Attributes = attributes ("attributes", "Prospero", "prospero", r##"attributes             attribute [ attributes ]"##),
    Attribute = attribute ("attribute", "Prospero", "prospero", r##"attribute              alphanums"##),
    Telnetaddress = telnetaddress ("telnetaddress", "Telnet, rlogin, tn3270", "telnet", r##"telnetaddress          t e l n e t : / / login"##),
    Gopheraddress = gopheraddress ("gopheraddress", "Gopher", "gopher", r##"gopheraddress          g o p h e r : / / hostport [/ gtype  [
                       gcommand ] ]"##),
    Login = login ("login", "BNF for specific URL schemes", "ip", r##"login                  [ user [ : password ] @ ] hostport"##),
    Hostport = hostport ("hostport", "BNF for specific URL schemes", "ip", r##"hostport               host [ : port ]"##),
    Host = host ("host", "BNF for specific URL schemes", "ip", r##"host                   hostname | hostnumber"##),
    Ftptype = ftptype ("ftptype", "FTP", "ftp", r##"ftptype                A formcode | E formcode | I | L digits"##),
    Formcode = formcode ("formcode", "FTP", "ftp", r##"formcode               N | T | C"##),
    Cellname = cellname ("cellname", "BNF for specific URL schemes", "ftp", r##"cellname               hostname"##),
    Hostname = hostname ("hostname", "BNF for specific URL schemes", "ip", r##"hostname               ialpha [  .  hostname ]"##),
    Hostnumber = hostnumber ("hostnumber", "BNF for specific URL schemes", "ip", r##"hostnumber             digits . digits . digits . digits"##),
    Port = port ("port", "BNF for specific URL schemes", "ip", r##"port                   digits"##),
    Gcommand = gcommand ("gcommand", "Gopher", "gopher", r##"gcommand               path"##),
    Path = path ("path", "BNF for specific URL schemes", "path", r##"path                   void |  segment  [  / path ]"##),
    Segment = segment ("segment", "BNF for specific URL schemes", "path", r##"segment                xpalphas"##),
    Search = search ("search", "Reserved characters", "path", r##"search                 xalphas [ + search ]"##),
    User = user ("user", "BNF for specific URL schemes", "ip", r##"user                   alphanum2 [ user ]"##),
    Password = password ("password", "BNF for specific URL schemes", "ip", r##"password               alphanum2 [ password ]"##),
    Fragmentid = fragmentid ("fragmentid", "Fragment-id", "generic", r##"fragmentid             xalphas"##),
    Gtype = gtype ("gtype", "Gopher", "gopher", r##"gtype                  xalpha"##),
    Alphanum2 = alphanum2 ("alphanum2", "BNF for specific URL schemes", "ip", r##"alphanum2              alpha | digit | - | _ | . | +"##),
    Xalpha = xalpha ("xalpha", "BNF for specific URL schemes", "chars", r##"xalpha                 alpha | digit | safe | extra | escape"##),
    Xalphas = xalphas ("xalphas", "BNF for specific URL schemes", "chars", r##"xalphas                xalpha [ xalphas ]"##),
    Xpalpha = xpalpha ("xpalpha", "BNF for specific URL schemes", "chars", r##"xpalpha                xalpha | +"##),
    Xpalphas = xpalphas ("xpalphas", "BNF for specific URL schemes", "chars", r##"xpalphas               xpalpha [ xpalphas ]"##),
    Ialpha = ialpha ("ialpha", "BNF for specific URL schemes", "chars", r##"ialpha                 alpha [ xalphas ]"##),
    Alpha = alpha ("alpha", "BNF for specific URL schemes", "chars", r##"alpha                  a | b | c | d | e | f | g | h | i | j | k |
                       l | m | n | o  | p | q | r | s | t | u | v |
                       w | x | y | z | A | B | C  | D | E | F | G |
                       H | I | J | K | L | M | N | O | P |  Q | R |
                       S | T | U | V | W | X | Y | Z"##),
    Digit = digit ("digit", "BNF for specific URL schemes", "chars", r##"digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9"##),
    Safe = safe ("safe", "BNF for specific URL schemes", "chars", r##"safe                   $ | - | _ | @ | . | &  | + | -"##),
    Extra = extra ("extra", "BNF for specific URL schemes", "chars", r##"extra                  ! | * |  " |  ' | ( | )  | ,"##),
    Reserved = reserved ("reserved", "BNF for specific URL schemes", "chars", r##"reserved               =  |  ;  |  /  |  #  | ? |  : | space"##),
    Escape = escape ("escape", "BNF for specific URL schemes", "chars", r##"escape                 % hex hex"##),
    Hex = hex ("hex", "BNF for specific URL schemes", "chars", r##"hex                    digit | a | b | c | d | e | f | A | B | C |
                       D | E | F"##),
    National = national ("national", "BNF for specific URL schemes", "chars", r##"national               { | } | vline | [ | ] | \ | ^ | ~"##),
    Punctuation = punctuation ("punctuation", "BNF for specific URL schemes", "chars", r##"punctuation            < | >"##),
    Digits = digits ("digits", "BNF for specific URL schemes", "chars", r##"digits                 digit [ digits ]"##),
    Alphanum = alphanum ("alphanum", "BNF for specific URL schemes", "chars", r##"alphanum               alpha | digit"##),
    Alphanums = alphanums ("alphanums", "BNF for specific URL schemes", "chars", r##"alphanums              alphanum [ alphanums ]"##),
    Void = void ("void", "BNF for specific URL schemes", "chars", r##"void"##),
}
