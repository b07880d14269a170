//! The scheme table of the generic syntax, as data: each scheme's default
//! port and the documents its rules come from. The schemes are those that
//! "HTTP: The Definitive Guide" (chapter 2) lists for the generic form;
//! each rule is cited from the RFC that defines the scheme.

/// What the scheme's defining RFC says about a scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SchemeInfo {
    /// The scheme name, lower case.
    pub name: &'static str,
    /// The default port, if the scheme has one.
    pub default_port: Option<u16>,
    /// Where the rules come from: the defining RFC, with its sections.
    pub sources: &'static [&'static str],
}

/// The schemes of the book's table (http, https, ftp, rtsp, rtspu,
/// telnet, file, mailto), and RFC 1738's other schemes for their default
/// ports.
static SCHEMES: &[SchemeInfo] = &[
    SchemeInfo {
        name: "http",
        default_port: Some(80),
        sources: &["RFC 2616 §3.2.2"],
    },
    SchemeInfo {
        name: "https",
        default_port: Some(443),
        sources: &["RFC 2818 §2.3, §2.4"],
    },
    SchemeInfo {
        name: "ftp",
        default_port: Some(21),
        sources: &["RFC 1738 §3.2"],
    },
    SchemeInfo {
        name: "rtsp",
        default_port: Some(554),
        sources: &["RFC 2326 §3.2"],
    },
    SchemeInfo {
        name: "rtspu",
        default_port: Some(554),
        sources: &["RFC 2326 §3.2"],
    },
    SchemeInfo {
        name: "telnet",
        default_port: Some(23),
        sources: &["RFC 1738 §3.8"],
    },
    SchemeInfo {
        name: "file",
        default_port: None,
        sources: &["RFC 1738 §3.10"],
    },
    SchemeInfo {
        name: "mailto",
        default_port: None,
        sources: &["RFC 2368 §2"],
    },
    SchemeInfo {
        name: "gopher",
        default_port: Some(70),
        sources: &["RFC 1738 §3.4"],
    },
    SchemeInfo {
        name: "nntp",
        default_port: Some(119),
        sources: &["RFC 1738 §3.7"],
    },
    SchemeInfo {
        name: "wais",
        default_port: Some(210),
        sources: &["RFC 1738 §3.9"],
    },
    SchemeInfo {
        name: "prospero",
        default_port: Some(1525),
        sources: &["RFC 1738 §3.11"],
    },
];

/// The row of the scheme `name` (compared without regard to case, §3.1).
///
/// ```
/// use rfc1738::rfc2396::meaning::scheme_info;
/// assert_eq!(scheme_info("RTSPU").unwrap().default_port, Some(554));
/// assert!(scheme_info("urn").is_none());
/// ```
pub fn scheme_info(name: &str) -> Option<&'static SchemeInfo> {
    SCHEMES.iter().find(|s| s.name.eq_ignore_ascii_case(name))
}
