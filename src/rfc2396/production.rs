//! The 46 productions of RFC 2396 Appendix A as amended by RFC 2732 §3,
//! with the excluded sets of RFC 2396 §2.4.3, as data: name, BNF text,
//! section, module, combinator; and the grammar's result and error types.
//!
//! The BNF strings are copied from RFC 2396 Appendix A (and §2.4.3 for
//! `control`, `space`, `delims`, `unwise`; RFC 2732 §3 for `host`,
//! `IPv6reference`, `reserved` and `unwise`), continuation lines
//! included, without the RFC's left margin. RFC 2732 defers `IPv6address`
//! to RFC 2373: its text form (RFC 2373 §2.2) is written here as RFC 3986
//! §3.2.2 writes it, and `IPv4address` is RFC 2373 Appendix B's line, as
//! RFC 2732 §3 (2) says (the grammar note of [`authority`](crate::rfc2396::authority)).

use crate::syntax::production::productions;

/// The result of every RFC 2396 combinator: the rest of the input and the
/// node, or the cheap nom-side [`Error`](crate::syntax::Error).
pub type IResult<'a, T> = crate::syntax::IResult<'a, T, Production>;

/// Why a string is not a URI reference (or not the production asked
/// for): see [`syntax::ParseError`](crate::syntax::ParseError), for RFC
/// 2396's productions.
pub type ParseError<P = Production> = crate::syntax::ParseError<P>;

productions! {
    grammar = "rfc2396", title = "RFC 2396";
    UriReference = uri_reference ("URI-reference", "4", "reference", r##"URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]"##),
    AbsoluteUri = absolute_uri ("absoluteURI", "3", "reference", r##"absoluteURI   = scheme ":" ( hier_part | opaque_part )"##),
    RelativeUri = relative_uri ("relativeURI", "5", "reference", r##"relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]"##),
    HierPart = hier_part ("hier_part", "3", "reference", r##"hier_part     = ( net_path | abs_path ) [ "?" query ]"##),
    OpaquePart = opaque_part ("opaque_part", "3", "path", r##"opaque_part   = uric_no_slash *uric"##),
    UricNoSlash = uric_no_slash ("uric_no_slash", "3", "path", r##"uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
                "&" | "=" | "+" | "$" | ",""##),
    NetPath = net_path ("net_path", "3", "reference", r##"net_path      = "//" authority [ abs_path ]"##),
    AbsPath = abs_path ("abs_path", "3", "path", r##"abs_path      = "/"  path_segments"##),
    RelPath = rel_path ("rel_path", "5", "reference", r##"rel_path      = rel_segment [ abs_path ]"##),
    RelSegment = rel_segment ("rel_segment", "5", "reference", r##"rel_segment   = 1*( unreserved | escaped |
                    ";" | "@" | "&" | "=" | "+" | "$" | "," )"##),
    Scheme = scheme ("scheme", "3.1", "reference", r##"scheme        = alpha *( alpha | digit | "+" | "-" | "." )"##),
    Authority = authority ("authority", "3.2", "authority", r##"authority     = server | reg_name"##),
    RegName = reg_name ("reg_name", "3.2.1", "authority", r##"reg_name      = 1*( unreserved | escaped | "$" | "," |
                    ";" | ":" | "@" | "&" | "=" | "+" )"##),
    Server = server ("server", "3.2.2", "authority", r##"server        = [ [ userinfo "@" ] hostport ]"##),
    Userinfo = userinfo ("userinfo", "3.2.2", "authority", r##"userinfo      = *( unreserved | escaped |
                   ";" | ":" | "&" | "=" | "+" | "$" | "," )"##),
    Hostport = hostport ("hostport", "3.2.2", "authority", r##"hostport      = host [ ":" port ]"##),
    Host = host ("host", "3.2.2, RFC 2732 §3", "authority", r##"host          = hostname | IPv4address | IPv6reference"##),
    Ipv6reference = ipv6reference ("IPv6reference", "3.2.2, RFC 2732 §3", "authority", r##"ipv6reference = "[" IPv6address "]""##),
    Ipv6address = ipv6address ("IPv6address", "3.2.2, RFC 2732 §3, RFC 2373 §2.2 (as RFC 3986 §3.2.2 writes it)", "authority", r##"IPv6address =                            6( h16 ":" ) ls32
            /                       "::" 5( h16 ":" ) ls32
            / [               h16 ] "::" 4( h16 ":" ) ls32
            / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
            / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
            / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
            / [ *4( h16 ":" ) h16 ] "::"              ls32
            / [ *5( h16 ":" ) h16 ] "::"              h16
            / [ *6( h16 ":" ) h16 ] "::""##),
    Hostname = hostname ("hostname", "3.2.2", "authority", r##"hostname      = *( domainlabel "." ) toplabel [ "." ]"##),
    Domainlabel = domainlabel ("domainlabel", "3.2.2", "authority", r##"domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum"##),
    Toplabel = toplabel ("toplabel", "3.2.2", "authority", r##"toplabel      = alpha | alpha *( alphanum | "-" ) alphanum"##),
    Ipv4address = ipv4address ("IPv4address", "3.2.2, RFC 2732 §3 (2), RFC 2373 Appendix B", "authority", r##"IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT"##),
    Port = port ("port", "3.2.2", "authority", r##"port          = *digit"##),
    Path = path ("path", "3.3", "path", r##"path          = [ abs_path | opaque_part ]"##),
    PathSegments = path_segments ("path_segments", "3.3", "path", r##"path_segments = segment *( "/" segment )"##),
    Segment = segment ("segment", "3.3", "path", r##"segment       = *pchar *( ";" param )"##),
    Param = param ("param", "3.3", "path", r##"param         = *pchar"##),
    Pchar = pchar ("pchar", "3.3", "path", r##"pchar         = unreserved | escaped |
                ":" | "@" | "&" | "=" | "+" | "$" | ",""##),
    Query = query ("query", "3.4", "query", r##"query         = *uric"##),
    Fragment = fragment ("fragment", "4.1", "fragment", r##"fragment      = *uric"##),
    Uric = uric ("uric", "2", "chars", r##"uric          = reserved | unreserved | escaped"##),
    Reserved = reserved ("reserved", "2.2, RFC 2732 §3", "chars", r##"reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
              "$" | "," | "[" | "]""##),
    Unreserved = unreserved ("unreserved", "2.3", "chars", r##"unreserved    = alphanum | mark"##),
    Mark = mark ("mark", "2.3", "chars", r##"mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
                "(" | ")""##),
    Escaped = escaped ("escaped", "2.4.1", "chars", r##"escaped       = "%" hex hex"##),
    Hex = hex ("hex", "2.4.1", "chars", r##"hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                        "a" | "b" | "c" | "d" | "e" | "f""##),
    Alphanum = alphanum ("alphanum", "1.6", "chars", r##"alphanum      = alpha | digit"##),
    Alpha = alpha ("alpha", "1.6", "chars", r##"alpha         = lowalpha | upalpha"##),
    Lowalpha = lowalpha ("lowalpha", "1.6", "chars", r##"lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
           "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
           "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z""##),
    Upalpha = upalpha ("upalpha", "1.6", "chars", r##"upalpha  = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
           "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
           "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z""##),
    Digit = digit ("digit", "1.6", "chars", r##"digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
           "8" | "9""##),
    Control = control ("control", "2.4.3", "chars", r##"control     = <US-ASCII coded characters 00-1F and 7F hexadecimal>"##),
    Space = space ("space", "2.4.3", "chars", r##"space       = <US-ASCII coded character 20 hexadecimal>"##),
    Delims = delims ("delims", "2.4.3", "chars", r##"delims      = "<" | ">" | "#" | "%" | <">"##),
    Unwise = unwise ("unwise", "2.4.3, RFC 2732 §3", "chars", r##"unwise      = "{" | "}" | "|" | "\" | "^" | "`""##),
}
