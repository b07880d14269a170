//! The security considerations of §6, and the value rules of §3.1, §3.4.1
//! and §4, as a lint over a parsed URL.

use std::fmt;

use super::encoded_controls;
use super::gopher::forbidden_in_selector;
use crate::ip::{Host, Hostnumber, Password, Port};
use crate::{Span, Url, UrlKind};

/// Something about a valid URL that a careful program should know before
/// using it. Each names its section of RFC 1738
/// ([`Warning::section`]) and where it is ([`Warning::span`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Warning<'a> {
    /// A port that is not the scheme's default (§6: "Care should be taken
    /// when URLs contain embedded encoded delimiters for a given protocol
    /// ... a port number other than the default"; a gopher URL can make a
    /// client talk to an SMTP server).
    NonDefaultPort {
        /// The port as written.
        port: Port<'a>,
        /// The scheme's default port.
        default: u16,
    },
    /// A port over 65535 (§3.1: the port is a number, which the BNF does
    /// not bound). [`Url::effective_port`] is `None` for it (no default
    /// in its place).
    PortOutOfRange(Port<'a>),
    /// A password in the URL (§6: "it is clearly unwise to use a URL that
    /// contains a password which is meant to be secret").
    Password(Password<'a>),
    /// An escape of CR, LF or NUL (§6: a component decoded before
    /// transmission can smuggle protocol lines into a request).
    EncodedControl {
        /// The escape, e.g. `%0D`.
        escape: Span<'a>,
        /// The octet it stands for.
        octet: u8,
    },
    /// A host number group with a leading zero (§3.1 reads it as decimal;
    /// `inet_aton` reads it as octal, so programs disagree on the host).
    LeadingZeros(Hostnumber<'a>),
    /// A host number group over 255 (§3.1: "its IP address").
    OctetOutOfRange(Hostnumber<'a>),
    /// An escape of tab, LF or CR in a gopher selector (§3.4.1: a
    /// selector may hold "any octets except" these).
    SelectorOctet {
        /// The escape.
        escape: Span<'a>,
        /// The octet it stands for.
        octet: u8,
    },
    /// A domain label over 63 characters or a name over 255 (§3.1 defers
    /// to RFC 1034 §3.5 and RFC 1123 §2.1 for the form of a name).
    NameTooLong(Span<'a>),
    /// A scheme whose name starts with `x-`, reserved for experiments (§4).
    ExperimentalScheme(Span<'a>),
    /// A scheme named `url` (any case) followed by a URL: the BNF reads
    /// `URL:http://h/` as a `genericurl` of that scheme, but the
    /// Appendix's prefix `URL:` marks a URL in text and is no part of it
    /// (the URL is what follows). The span is the prefix, colon included
    /// (`URL:`). Not given where what follows is no URL (`URL:` alone,
    /// `URL://h/`).
    UrlPrefix(Span<'a>),
    /// A scheme name §4 reserves without defining a syntax: `afs`, `mid`,
    /// `cid`, `nfs`, `tn3270`, `mailserver`, `z39.50`.
    ReservedScheme(Span<'a>),
}

impl<'a> Warning<'a> {
    /// The section of RFC 1738 the warning comes from, e.g. `"§6"`.
    pub fn section(&self) -> &'static str {
        match self {
            Warning::NonDefaultPort { .. }
            | Warning::Password(_)
            | Warning::EncodedControl { .. } => "§6",
            Warning::PortOutOfRange(_)
            | Warning::LeadingZeros(_)
            | Warning::OctetOutOfRange(_)
            | Warning::NameTooLong(_) => "§3.1",
            Warning::SelectorOctet { .. } => "§3.4.1",
            Warning::ExperimentalScheme(_) | Warning::ReservedScheme(_) => "§4",
            Warning::UrlPrefix(_) => "Appendix",
        }
    }

    /// Where in the input the warning points.
    pub fn span(&self) -> Span<'a> {
        match self {
            Warning::NonDefaultPort { port, .. } | Warning::PortOutOfRange(port) => port.span(),
            Warning::Password(p) => p.span(),
            Warning::EncodedControl { escape, .. } | Warning::SelectorOctet { escape, .. } => {
                *escape
            }
            Warning::LeadingZeros(h) | Warning::OctetOutOfRange(h) => h.span(),
            Warning::NameTooLong(s)
            | Warning::ExperimentalScheme(s)
            | Warning::UrlPrefix(s)
            | Warning::ReservedScheme(s) => *s,
        }
    }
}

impl fmt::Display for Warning<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.span().start();
        match self {
            Warning::NonDefaultPort { port, default } => write!(
                f,
                "port {} at byte {at} is not the scheme's default port {default}",
                port.as_str()
            ),
            Warning::PortOutOfRange(port) => {
                write!(f, "port {} at byte {at} is over 65535", port.as_str())
            }
            Warning::Password(_) => write!(f, "a password is written in the URL at byte {at}"),
            Warning::EncodedControl { octet, .. } => {
                write!(
                    f,
                    "the escape at byte {at} encodes the control octet 0x{octet:02X}"
                )
            }
            Warning::LeadingZeros(h) => write!(
                f,
                "host number {} at byte {at} has a group with a leading zero (octal to inet_aton)",
                h.as_str()
            ),
            Warning::OctetOutOfRange(h) => write!(
                f,
                "host number {} at byte {at} has a group over 255",
                h.as_str()
            ),
            Warning::SelectorOctet { octet, .. } => write!(
                f,
                "the escape at byte {at} puts the octet 0x{octet:02X} in a gopher selector"
            ),
            Warning::NameTooLong(s) => write!(
                f,
                "the host name {} at byte {at} has a label over 63 or a length over 255",
                s.as_str()
            ),
            Warning::ExperimentalScheme(s) => {
                write!(f, "the scheme {} is reserved for experiments", s.as_str())
            }
            Warning::ReservedScheme(s) => {
                write!(f, "the scheme {} is reserved but has no syntax", s.as_str())
            }
            Warning::UrlPrefix(s) => write!(
                f,
                "the prefix `URL:` marks a URL in text and is not part of the URL: the BNF reads `{}` as the scheme, and the URL is what follows the prefix",
                s.as_str().trim_end_matches(':')
            ),
        }?;
        write!(f, " ({})", self.section())
    }
}

/// Scheme names §4 reserves without a syntax.
const RESERVED_SCHEMES: [&str; 7] = ["afs", "mid", "cid", "nfs", "tn3270", "mailserver", "z39.50"];

impl<'a> Url<'a> {
    /// The §6 security considerations and the value rules of §3.1,
    /// §3.4.1 and §4, as warnings in the order of their position in the
    /// URL (see [`Warning`] for the list). A URL with no warning gives an
    /// empty list; nothing here makes a URL invalid.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("telnet://me:pw@mail.example:25/")?;
    /// let sections: Vec<_> = url.warnings().iter().map(|w| w.section()).collect();
    /// assert_eq!(sections, ["§6", "§6"]);
    /// assert_eq!(url.warnings()[1].to_string(),
    ///            "port 25 at byte 28 is not the scheme's default port 23 (§6)");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn warnings(&self) -> Vec<Warning<'a>> {
        let mut warnings = Vec::new();
        let scheme = Span::new(self.scheme(), 0);
        if let UrlKind::Other(_) = self.kind() {
            let name = scheme.as_str();
            if name.len() >= 2 && name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("x-")) {
                warnings.push(Warning::ExperimentalScheme(scheme));
            }
            if RESERVED_SCHEMES
                .iter()
                .any(|r| r.eq_ignore_ascii_case(name))
            {
                warnings.push(Warning::ReservedScheme(scheme));
            }
            // The prefix only where what follows it is a URL (`URL:` alone
            // and `URL://h/` are URLs of the scheme `url`, nothing more);
            // the span is the prefix with its colon.
            let text = self.as_str();
            let rest = text.get(name.len() + 1..).unwrap_or_default();
            if name.eq_ignore_ascii_case("url") && Url::parse(rest).is_ok() {
                let prefix = text.get(..name.len() + 1).unwrap_or_default();
                warnings.push(Warning::UrlPrefix(Span::new(prefix, 0)));
            }
        }
        if let Some(p) = self.login().and_then(|l| l.password()) {
            warnings.push(Warning::Password(p));
        }
        match self.host() {
            Some(Host::Hostnumber(n)) => {
                if n.octets().is_err() {
                    warnings.push(Warning::OctetOutOfRange(n));
                }
                if n.has_leading_zeros() {
                    warnings.push(Warning::LeadingZeros(n));
                }
            }
            Some(Host::Hostname(name)) => {
                let long_label = name.as_str().split('.').any(|l| l.len() > 63);
                if long_label || name.as_str().len() > 255 {
                    warnings.push(Warning::NameTooLong(name.span()));
                }
            }
            None => {}
        }
        if let Some(port) = self.port() {
            match (port.value(), self.default_port()) {
                (Err(_), _) => warnings.push(Warning::PortOutOfRange(port)),
                (Ok(p), Some(default)) if p != default => {
                    warnings.push(Warning::NonDefaultPort { port, default });
                }
                _ => {}
            }
        }
        let text = self.as_str();
        for (at, octet) in encoded_controls(text) {
            let escape = Span::new(text.get(at..at + 3).unwrap_or_default(), at);
            warnings.push(Warning::EncodedControl { escape, octet });
        }
        if let Some(bad) = self
            .as_gopher()
            .and_then(|g| g.selector())
            .and_then(|s| forbidden_in_selector(s.span()))
        {
            let escape = Span::new(
                text.get(bad.offset..bad.offset + 3).unwrap_or_default(),
                bad.offset,
            );
            warnings.push(Warning::SelectorOctet {
                escape,
                octet: bad.octet,
            });
        }
        warnings.sort_by_key(|w| w.span().start());
        warnings
    }
}
