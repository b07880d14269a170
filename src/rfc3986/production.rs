//! The 36 rules of RFC 3986 Appendix A, and the two of RFC 6874 §2
//! (zone identifiers in IPv6 literals, an option), as data: name, ABNF
//! text, section, module, combinator; and the grammar's result and error
//! types.
//!
//! The ABNF strings are copied from RFC 3986 Appendix A (RFC 6874 §2 for
//! `IPv6addrz` and `ZoneID`), continuation lines included, without the
//! RFC's left margin. The core rules of RFC 5234 that they use (`ALPHA`,
//! `DIGIT`, `HEXDIG`) are no productions of their own: an error at one of
//! them names the rule that uses it.

use crate::syntax::production::productions;

/// The result of every RFC 3986 combinator: the rest of the input and the
/// node, or the cheap nom-side [`Error`](crate::syntax::Error).
pub type IResult<'a, T> = crate::syntax::IResult<'a, T, Production>;

/// Why a string is not a URI reference (or not the production asked
/// for): see [`syntax::ParseError`](crate::syntax::ParseError), for RFC
/// 3986's productions.
pub type ParseError<P = Production> = crate::syntax::ParseError<P>;

productions! {
    grammar = "rfc3986", title = "RFC 3986";
    Uri = uri ("URI", "3", "reference", r##"URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]"##),
    HierPart = hier_part ("hier-part", "3", "reference", r##"hier-part     = "//" authority path-abempty
              / path-absolute
              / path-rootless
              / path-empty"##),
    UriReference = uri_reference ("URI-reference", "4.1", "reference", r##"URI-reference = URI / relative-ref"##),
    AbsoluteUri = absolute_uri ("absolute-URI", "4.3", "reference", r##"absolute-URI  = scheme ":" hier-part [ "?" query ]"##),
    RelativeRef = relative_ref ("relative-ref", "4.2", "reference", r##"relative-ref  = relative-part [ "?" query ] [ "#" fragment ]"##),
    RelativePart = relative_part ("relative-part", "4.2", "reference", r##"relative-part = "//" authority path-abempty
              / path-absolute
              / path-noscheme
              / path-empty"##),
    Scheme = scheme ("scheme", "3.1", "reference", r##"scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )"##),
    Authority = authority ("authority", "3.2", "authority", r##"authority     = [ userinfo "@" ] host [ ":" port ]"##),
    Userinfo = userinfo ("userinfo", "3.2.1", "authority", r##"userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )"##),
    Host = host ("host", "3.2.2", "authority", r##"host          = IP-literal / IPv4address / reg-name"##),
    Port = port ("port", "3.2.3", "authority", r##"port          = *DIGIT"##),
    IpLiteral = ip_literal ("IP-literal", "3.2.2", "authority", r##"IP-literal    = "[" ( IPv6address / IPvFuture  ) "]""##),
    IpvFuture = ipv_future ("IPvFuture", "3.2.2", "authority", r##"IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )"##),
    Ipv6address = ipv6address ("IPv6address", "3.2.2", "authority", r##"IPv6address   =                            6( h16 ":" ) ls32
              /                       "::" 5( h16 ":" ) ls32
              / [               h16 ] "::" 4( h16 ":" ) ls32
              / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
              / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
              / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
              / [ *4( h16 ":" ) h16 ] "::"              ls32
              / [ *5( h16 ":" ) h16 ] "::"              h16
              / [ *6( h16 ":" ) h16 ] "::""##),
    H16 = h16 ("h16", "3.2.2", "authority", r##"h16           = 1*4HEXDIG"##),
    Ls32 = ls32 ("ls32", "3.2.2", "authority", r##"ls32          = ( h16 ":" h16 ) / IPv4address"##),
    Ipv4address = ipv4address ("IPv4address", "3.2.2", "authority", r##"IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet"##),
    DecOctet = dec_octet ("dec-octet", "3.2.2", "authority", r##"dec-octet     = DIGIT                 ; 0-9
              / %x31-39 DIGIT         ; 10-99
              / "1" 2DIGIT            ; 100-199
              / "2" %x30-34 DIGIT     ; 200-249
              / "25" %x30-35          ; 250-255"##),
    RegName = reg_name ("reg-name", "3.2.2", "authority", r##"reg-name      = *( unreserved / pct-encoded / sub-delims )"##),
    Path = path ("path", "3.3", "path", r##"path          = path-abempty    ; begins with "/" or is empty
              / path-absolute   ; begins with "/" but not "//"
              / path-noscheme   ; begins with a non-colon segment
              / path-rootless   ; begins with a segment
              / path-empty      ; zero characters"##),
    PathAbempty = path_abempty ("path-abempty", "3.3", "path", r##"path-abempty  = *( "/" segment )"##),
    PathAbsolute = path_absolute ("path-absolute", "3.3", "path", r##"path-absolute = "/" [ segment-nz *( "/" segment ) ]"##),
    PathNoscheme = path_noscheme ("path-noscheme", "3.3", "path", r##"path-noscheme = segment-nz-nc *( "/" segment )"##),
    PathRootless = path_rootless ("path-rootless", "3.3", "path", r##"path-rootless = segment-nz *( "/" segment )"##),
    PathEmpty = path_empty ("path-empty", "3.3", "path", r##"path-empty    = 0<pchar>"##),
    Segment = segment ("segment", "3.3", "path", r##"segment       = *pchar"##),
    SegmentNz = segment_nz ("segment-nz", "3.3", "path", r##"segment-nz    = 1*pchar"##),
    SegmentNzNc = segment_nz_nc ("segment-nz-nc", "3.3", "path", r##"segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
              ; non-zero-length segment without any colon ":""##),
    Pchar = pchar ("pchar", "3.3", "chars", r##"pchar         = unreserved / pct-encoded / sub-delims / ":" / "@""##),
    Query = query ("query", "3.4", "query", r##"query         = *( pchar / "/" / "?" )"##),
    Fragment = fragment ("fragment", "3.5", "fragment", r##"fragment      = *( pchar / "/" / "?" )"##),
    PctEncoded = pct_encoded ("pct-encoded", "2.1", "chars", r##"pct-encoded   = "%" HEXDIG HEXDIG"##),
    Unreserved = unreserved ("unreserved", "2.3", "chars", r##"unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~""##),
    Reserved = reserved ("reserved", "2.2", "chars", r##"reserved      = gen-delims / sub-delims"##),
    GenDelims = gen_delims ("gen-delims", "2.2", "chars", r##"gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@""##),
    SubDelims = sub_delims ("sub-delims", "2.2", "chars", r##"sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
              / "*" / "+" / "," / ";" / "=""##),
    Ipv6addrz = ipv6addrz ("IPv6addrz", "3.2.2, RFC 6874 §2", "authority", r##"IPv6addrz = IPv6address "%25" ZoneID"##),
    ZoneId = zone_id ("ZoneID", "3.2.2, RFC 6874 §2", "authority", r##"ZoneID = 1*( unreserved / pct-encoded )"##),
}
