//! The rules of each scheme of the table (its defining RFC's), checked
//! after the generic parse and reported as warnings with their sources,
//! never as grammar errors.

use std::fmt;

use super::scheme_info;
use crate::rfc2396::authority::{Authority, Host};
use crate::rfc2396::reference::UriReference;
use crate::syntax::value::{Effective, decimal};
use crate::syntax::{Span, SplitSpan};

/// A rule of a scheme's defining RFC that a reference breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rule {
    /// An http or https URL with a user or password (RFC 2616 §3.2.2
    /// `http_URL = "http:" "//" host [ ":" port ] [ abs_path [ "?" query
    /// ]]`; "HTTP: The Definitive Guide", chapter 2, says the same).
    HttpUserinfo,
    /// An rtsp or rtspu URL with a user or password (RFC 2326 §3.2 has
    /// none, though the pattern of "HTTP: The Definitive Guide", chapter
    /// 2, shows one).
    RtspUserinfo,
    /// A scheme of the table that names a server (http, https, ftp,
    /// rtsp, rtspu, telnet) without a host (no `"//"`, an empty
    /// authority, or a `reg_name`).
    NoHost,
    /// A telnet URL with a path other than `/` (RFC 1738 §3.8:
    /// `telnet://<user>:<password>@<host>:<port>/`).
    TelnetPath,
    /// A file URL without `"//"` (RFC 1738 §3.10: `file://<host>/<path>`).
    FileForm,
    /// An ftp `;type=` whose code is not `a`, `i` or `d` (RFC 1738
    /// §3.2.2), or which is not on the last segment.
    FtpType,
    /// A mailto URL that is not an address: hierarchical
    /// (`mailto://...`), or no `"@"` in its address (RFC 2368 §2).
    MailtoAddress,
    /// A port over 65535: no port to connect to, and
    /// [`UriReference::effective_port`] is `None` for it.
    PortOutOfRange,
    /// An authority read as a `reg_name` (§3.2.1), not as a server
    /// (`a_b:1`, `u@`, `h:x`): it has no host and no port, and
    /// [`UriReference::effective_port`] is `None` for it.
    RegName,
    /// An IPv4 address with an octet over 255 (`999.1.1.1`, or the IPv4
    /// tail of an IPv6 literal): the grammar (RFC 2732 §3's
    /// `IPv4address`, one to three digits a group) allows it, the address
    /// does not exist.
    Ipv4OctetOutOfRange,
}

impl Rule {
    /// What the rule says, one lowercase line.
    pub fn text(&self) -> &'static str {
        match self {
            Rule::HttpUserinfo => "an http or https URL has no user name or password",
            Rule::RtspUserinfo => "an rtsp URL has no user name or password",
            Rule::NoHost => "this scheme names a server: `//` and a host come after `scheme:`",
            Rule::TelnetPath => "a telnet URL has no path but `/`",
            Rule::FileForm => "a file URL is `file://<host>/<path>`",
            Rule::FtpType => "an ftp `;type=` is `a`, `i` or `d`, on the last segment",
            Rule::MailtoAddress => "a mailto URL is `mailto:` and an address with `@`",
            Rule::PortOutOfRange => "a port is at most 65535",
            Rule::RegName => {
                "the authority is read as a registry name (`reg_name`), not as a server: it has no host and no port"
            }
            Rule::Ipv4OctetOutOfRange => "an octet of an IPv4 address is at most 255",
        }
    }

    /// Where the rule comes from, for a reference of scheme `scheme`.
    pub fn sources(&self, scheme: &str) -> &'static [&'static str] {
        match self {
            Rule::PortOutOfRange => &["RFC 2396 §3.2.2", "RFC 793 §3.1"],
            Rule::RegName => &["RFC 2396 §3.2.1"],
            Rule::Ipv4OctetOutOfRange => &["RFC 2396 §3.2.2", "RFC 2373 §2.2"],
            _ => scheme_info(scheme).map_or(&[][..], |s| s.sources),
        }
    }
}

/// Something about a valid reference that breaks a rule of its scheme:
/// the rule, where it is, and its sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Warning<'a> {
    /// The rule broken.
    pub rule: Rule,
    /// Where: the part of the reference concerned.
    pub span: Span<'a>,
    /// The sources of the rule (the defining RFC).
    pub sources: &'static [&'static str],
}

impl fmt::Display for Warning<'_> {
    /// `an http or https URL has no user name or password at bytes 7..21
    /// (RFC 2616 §3.2.2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at bytes {}..{} ({})",
            self.rule.text(),
            self.span.start(),
            self.span.end(),
            self.sources.join("; ")
        )
    }
}

impl<'a> UriReference<'a> {
    /// The rules of the scheme table that the reference breaks,
    /// each with where and its sources, in the order of the reference;
    /// and, whatever the scheme, an authority read as a registry name
    /// (§3.2.1) and an IPv4 octet over 255. Grammar errors are
    /// [`parse`](UriReference::parse)'s; these are never errors.
    ///
    /// ```
    /// use rfc1738::rfc2396::UriReference;
    /// let uri = UriReference::parse("http://joe:joespasswd@www.joes-hardware.com/sales_info.txt")?;
    /// let warnings: Vec<String> = uri.warnings().iter().map(|w| w.to_string()).collect();
    /// assert_eq!(warnings, ["an http or https URL has no user name or password at bytes 7..21 (RFC 2616 §3.2.2)"]);
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
    /// ```
    pub fn warnings(&self) -> Vec<Warning<'a>> {
        let mut out = Vec::new();
        self.generic_warnings(&mut out);
        let Some(scheme) = self.scheme() else {
            out.sort_by_key(|w| w.span.start());
            return out;
        };
        let name = scheme.as_str();
        let mut warn = |rule: Rule, span: Span<'a>| {
            out.push(Warning {
                rule,
                span,
                sources: rule.sources(name),
            })
        };
        let is = |s: &str| name.eq_ignore_ascii_case(s);
        let server = matches!(
            name.to_ascii_lowercase().as_str(),
            "http" | "https" | "ftp" | "rtsp" | "rtspu" | "telnet"
        );
        if let Some(u) = self.userinfo() {
            if is("http") || is("https") {
                warn(Rule::HttpUserinfo, u.span());
            } else if is("rtsp") || is("rtspu") {
                warn(Rule::RtspUserinfo, u.span());
            }
        }
        let authority = self.authority();
        if server && self.host().is_none() && !matches!(authority, Some(Authority::RegName(_))) {
            let span = authority.map_or_else(|| self.path(), |a: Authority<'a>| a.span());
            warn(Rule::NoHost, span);
        }
        if is("telnet") && !matches!(self.path().as_str(), "" | "/") {
            warn(Rule::TelnetPath, self.path());
        }
        if is("file") && self.authority().is_none() {
            warn(Rule::FileForm, self.path());
        }
        if is("ftp") {
            let count = self.segments().count();
            for (k, seg) in self.segments().enumerate() {
                for p in seg.params() {
                    let (n, v) = p.name_value();
                    if n.as_str().eq_ignore_ascii_case("type") {
                        let ok = k + 1 == count
                            && v.is_some_and(|v| {
                                matches!(v.as_str(), "a" | "i" | "d" | "A" | "I" | "D")
                            });
                        if !ok {
                            warn(Rule::FtpType, p.span());
                        }
                    }
                }
            }
        }
        if is("mailto") {
            let address = self.path().as_str().split('?').next().unwrap_or_default();
            if !self.is_opaque() || !address.contains('@') {
                warn(Rule::MailtoAddress, self.path());
            }
        }
        if let (Some(port), Some(Err(_))) = (self.port(), self.port_value()) {
            warn(Rule::PortOutOfRange, port.span());
        }
        // In the order of the reference.
        out.sort_by_key(|w| w.span.start());
        out
    }

    /// [`warnings`](UriReference::warnings) that do not depend on the
    /// scheme: the authority read as a registry name, an IPv4 octet over
    /// 255. A relative reference may have them too.
    fn generic_warnings(&self, out: &mut Vec<Warning<'a>>) {
        let mut warn = |rule: Rule, span: Span<'a>| {
            out.push(Warning {
                rule,
                span,
                sources: rule.sources(""),
            })
        };
        match self.authority() {
            Some(Authority::RegName(r)) => warn(Rule::RegName, r.span()),
            Some(Authority::Server(_)) => {
                let ipv4 = match self.host() {
                    Some(Host::Ipv4address(a)) => Some(a.span()),
                    // The IPv4 tail of an IPv6 literal: after its last
                    // `:`, when it has dots.
                    Some(Host::Ipv6reference(r)) => {
                        let a = r.ipv6address().span();
                        let text = a.as_str().as_bytes();
                        text.iter()
                            .rposition(|&c| c == b':')
                            .map(|k| a.slice(k + 1, a.len()))
                            .filter(|tail| tail.as_str().contains('.'))
                    }
                    _ => None,
                };
                let octets = ipv4.into_iter().flat_map(|a| SplitSpan::new(a, b'.'));
                for octet in octets {
                    if decimal(octet, 255, "octet").is_err() {
                        warn(Rule::Ipv4OctetOutOfRange, octet);
                    }
                }
            }
            None => {}
        }
    }

    /// The `;type=` code of an ftp URL's last segment (`a`, `i` or `d`,
    /// RFC 1738 §3.2.2), if it has one.
    pub fn ftp_type(&self) -> Option<char> {
        if !self.scheme_is("ftp") {
            return None;
        }
        let last = self.segments().last()?;
        last.params().find_map(|p| {
            let (n, v) = p.name_value();
            let v = v?.as_str();
            (n.as_str().eq_ignore_ascii_case("type") && v.len() == 1)
                .then(|| v.chars().next())
                .flatten()
        })
    }

    /// The host of a file URL: the written one, or `localhost` as a
    /// default when none is written (RFC 1738 §3.10: the empty string is
    /// "the machine from which the URL is being interpreted"). `None` for
    /// other schemes.
    pub fn file_host(&self) -> Option<Effective<&'a str>> {
        if !self.scheme_is("file") {
            return None;
        }
        Some(match self.authority() {
            Some(a) if !a.as_str().is_empty() => Effective::written(a.as_str()),
            _ => Effective::default("localhost"),
        })
    }
}
