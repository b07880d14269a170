//! The rules of RFC 3987 §2.2 as data: name, ABNF text, section,
//! module, combinator; and the grammar's result and error types.
//!
//! The ABNF strings are copied from RFC 3987 §2.2, continuation lines
//! included, without the RFC's left margin: first the 25 rules that
//! differ from RFC 3986 (in the RFC's order), then the 14 that §2.2
//! lists as the same as RFC 3986's, whose combinators are RFC 3986's
//! (module `shared`). The core rules of RFC 5234 (`ALPHA`, `DIGIT`,
//! `HEXDIG`) are no productions of their own.

use crate::syntax::production::productions;

/// The result of every RFC 3987 combinator: the rest of the input and
/// the node, or the cheap nom-side [`Error`](crate::syntax::Error).
pub type IResult<'a, T> = crate::syntax::IResult<'a, T, Production>;

/// Why a string is not an IRI reference (or not the production asked
/// for): see [`syntax::ParseError`](crate::syntax::ParseError), for RFC
/// 3987's productions.
pub type ParseError<P = Production> = crate::syntax::ParseError<P>;

productions! {
    grammar = "rfc3987", title = "RFC 3987";
    Iri = iri ("IRI", "2.2", "reference", r##"IRI            = scheme ":" ihier-part [ "?" iquery ]
                      [ "#" ifragment ]"##),
    IhierPart = ihier_part ("ihier-part", "2.2", "reference", r##"ihier-part     = "//" iauthority ipath-abempty
               / ipath-absolute
               / ipath-rootless
               / ipath-empty"##),
    IriReference = iri_reference ("IRI-reference", "2.2", "reference", r##"IRI-reference  = IRI / irelative-ref"##),
    AbsoluteIri = absolute_iri ("absolute-IRI", "2.2", "reference", r##"absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]"##),
    IrelativeRef = irelative_ref ("irelative-ref", "2.2", "reference", r##"irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]"##),
    IrelativePart = irelative_part ("irelative-part", "2.2", "reference", r##"irelative-part = "//" iauthority ipath-abempty
                    / ipath-absolute
               / ipath-noscheme
               / ipath-empty"##),
    Iauthority = iauthority ("iauthority", "2.2", "authority", r##"iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]"##),
    Iuserinfo = iuserinfo ("iuserinfo", "2.2", "authority", r##"iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )"##),
    Ihost = ihost ("ihost", "2.2", "authority", r##"ihost          = IP-literal / IPv4address / ireg-name"##),
    IregName = ireg_name ("ireg-name", "2.2", "authority", r##"ireg-name      = *( iunreserved / pct-encoded / sub-delims )"##),
    Ipath = ipath ("ipath", "2.2", "path", r##"ipath          = ipath-abempty   ; begins with "/" or is empty
               / ipath-absolute  ; begins with "/" but not "//"
               / ipath-noscheme  ; begins with a non-colon segment
               / ipath-rootless  ; begins with a segment
               / ipath-empty     ; zero characters"##),
    IpathAbempty = ipath_abempty ("ipath-abempty", "2.2", "path", r##"ipath-abempty  = *( "/" isegment )"##),
    IpathAbsolute = ipath_absolute ("ipath-absolute", "2.2", "path", r##"ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]"##),
    IpathNoscheme = ipath_noscheme ("ipath-noscheme", "2.2", "path", r##"ipath-noscheme = isegment-nz-nc *( "/" isegment )"##),
    IpathRootless = ipath_rootless ("ipath-rootless", "2.2", "path", r##"ipath-rootless = isegment-nz *( "/" isegment )"##),
    IpathEmpty = ipath_empty ("ipath-empty", "2.2", "path", r##"ipath-empty    = 0<ipchar>"##),
    Isegment = isegment ("isegment", "2.2", "path", r##"isegment       = *ipchar"##),
    IsegmentNz = isegment_nz ("isegment-nz", "2.2", "path", r##"isegment-nz    = 1*ipchar"##),
    IsegmentNzNc = isegment_nz_nc ("isegment-nz-nc", "2.2", "path", r##"isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
                     / "@" )
               ; non-zero-length segment without any colon ":""##),
    Ipchar = ipchar ("ipchar", "2.2", "chars", r##"ipchar         = iunreserved / pct-encoded / sub-delims / ":"
               / "@""##),
    Iquery = iquery ("iquery", "2.2", "query", r##"iquery         = *( ipchar / iprivate / "/" / "?" )"##),
    Ifragment = ifragment ("ifragment", "2.2", "fragment", r##"ifragment      = *( ipchar / "/" / "?" )"##),
    Iunreserved = iunreserved ("iunreserved", "2.2", "chars", r##"iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar"##),
    Ucschar = ucschar ("ucschar", "2.2", "chars", r##"ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
               / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
               / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
               / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
               / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
               / %xD0000-DFFFD / %xE1000-EFFFD"##),
    Iprivate = iprivate ("iprivate", "2.2", "chars", r##"iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD"##),
    Scheme = scheme ("scheme", "2.2", "shared", r##"scheme         = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )"##),
    Port = port ("port", "2.2", "shared", r##"port           = *DIGIT"##),
    IpLiteral = ip_literal ("IP-literal", "2.2", "shared", r##"IP-literal     = "[" ( IPv6address / IPvFuture  ) "]""##),
    IpvFuture = ipv_future ("IPvFuture", "2.2", "shared", r##"IPvFuture      = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )"##),
    Ipv6address = ipv6address ("IPv6address", "2.2", "shared", r##"IPv6address    =                            6( h16 ":" ) ls32
               /                       "::" 5( h16 ":" ) ls32
               / [               h16 ] "::" 4( h16 ":" ) ls32
               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
               / [ *4( h16 ":" ) h16 ] "::"              ls32
               / [ *5( h16 ":" ) h16 ] "::"              h16
               / [ *6( h16 ":" ) h16 ] "::""##),
    H16 = h16 ("h16", "2.2", "shared", r##"h16            = 1*4HEXDIG"##),
    Ls32 = ls32 ("ls32", "2.2", "shared", r##"ls32           = ( h16 ":" h16 ) / IPv4address"##),
    Ipv4address = ipv4address ("IPv4address", "2.2", "shared", r##"IPv4address    = dec-octet "." dec-octet "." dec-octet "." dec-octet"##),
    DecOctet = dec_octet ("dec-octet", "2.2", "shared", r##"dec-octet      = DIGIT                 ; 0-9
               / %x31-39 DIGIT         ; 10-99
               / "1" 2DIGIT            ; 100-199
               / "2" %x30-34 DIGIT     ; 200-249
               / "25" %x30-35          ; 250-255"##),
    PctEncoded = pct_encoded ("pct-encoded", "2.2", "shared", r##"pct-encoded    = "%" HEXDIG HEXDIG"##),
    Unreserved = unreserved ("unreserved", "2.2", "shared", r##"unreserved     = ALPHA / DIGIT / "-" / "." / "_" / "~""##),
    Reserved = reserved ("reserved", "2.2", "shared", r##"reserved       = gen-delims / sub-delims"##),
    GenDelims = gen_delims ("gen-delims", "2.2", "shared", r##"gen-delims     = ":" / "/" / "?" / "#" / "[" / "]" / "@""##),
    SubDelims = sub_delims ("sub-delims", "2.2", "shared", r##"sub-delims     = "!" / "$" / "&" / "'" / "(" / ")"
               / "*" / "+" / "," / ";" / "=""##),
}
