//! Ports (§3.1 and the default port of each scheme in §3).

use super::{OutOfRange, decimal};
use crate::ip::{Host, Hostport, Login, Port};
use crate::{Url, UrlKind};

impl Port<'_> {
    /// The port as a number. The BNF (`port = digits`) has no bound, so a
    /// port over 65535 parses; it is a value error here, not a syntax
    /// error. Leading zeros are allowed: `080` is 80.
    ///
    /// ```
    /// let url = rfc1738::Url::parse("gopher://h.example:0070/")?;
    /// assert_eq!(url.port().unwrap().as_str(), "0070");
    /// assert_eq!(url.port().unwrap().value(), Ok(70));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn value(&self) -> Result<u16, OutOfRange> {
        decimal(self.span(), u64::from(u16::MAX), "port")
            .map(|n| u16::try_from(n).unwrap_or(u16::MAX))
    }
}

impl<'a> Url<'a> {
    /// The `login` of the URL (user, password, host, port): for `ftp`,
    /// `telnet`, and other schemes written in the common syntax of §3.1.
    pub fn login(&self) -> Option<Login<'a>> {
        match self.kind() {
            UrlKind::Ftp(u) => Some(u.login()),
            UrlKind::Telnet(u) => Some(u.login()),
            UrlKind::Other(u) => u.schemepart().ip_schemepart().map(|ip| ip.login()),
            _ => None,
        }
    }

    /// The host and port: every scheme of §3 that names a server
    /// (`ftp`, `http`, `gopher`, `nntp`, `telnet`, `wais`, `prospero`),
    /// and other schemes written in the common syntax of §3.1. `None` for
    /// `mailto`, `news` and `file` (whose host has no port: see
    /// [`Url::host`]).
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        match self.kind() {
            UrlKind::Http(u) => Some(u.hostport()),
            UrlKind::Gopher(u) => Some(u.hostport()),
            UrlKind::Nntp(u) => Some(u.hostport()),
            UrlKind::Wais(u) => Some(u.hostport()),
            UrlKind::Prospero(u) => Some(u.hostport()),
            UrlKind::Ftp(_) | UrlKind::Telnet(_) | UrlKind::Other(_) => {
                self.login().map(|l| l.hostport())
            }
            UrlKind::News(_) | UrlKind::Mailto(_) | UrlKind::File(_) => None,
        }
    }

    /// The host of the server the URL names: the host of
    /// [`Url::hostport`], or the host of a `file` URL when one is written
    /// (§3.10; `file:///p` has none). The host of a news message-id is a
    /// part of the id, not a server, and is not returned here.
    pub fn host(&self) -> Option<Host<'a>> {
        match self.kind() {
            UrlKind::File(f) => f.host(),
            _ => self.hostport().map(|hp| hp.host()),
        }
    }

    /// The port as written, if there is one.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().and_then(|hp| hp.port())
    }

    /// The written port as a number: `None` without a port, `Err` when
    /// it is over 65535 (a value error: the BNF has no bound).
    pub fn port_value(&self) -> Option<Result<u16, OutOfRange>> {
        self.port().map(|p| p.value())
    }

    /// The default port of the scheme (§3): ftp 21 (§3.2), http 80
    /// (§3.3), gopher 70 (§3.4), nntp 119 (§3.7), telnet 23 (§3.8), wais
    /// 210 (§3.9), prospero 1525 (§3.11). `None` for `file`, `mailto`,
    /// `news` and schemes RFC 1738 does not define.
    ///
    /// ```
    /// use rfc1738::Url;
    /// assert_eq!(Url::parse("wais://w.example/db")?.default_port(), Some(210));
    /// assert_eq!(Url::parse("news:comp.infosystems")?.default_port(), None);
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn default_port(&self) -> Option<u16> {
        // The registry's column (generic.rs).
        self.kind().known().and_then(|k| k.default_port())
    }

    /// The port to connect to: the written port when there is one, else
    /// [`Url::default_port`]; `None` when the written port is over 65535
    /// or when there is neither, and `None` for a URL without a host
    /// (`file:///etc/motd`, a `genericurl` such as `x-a:b`): there is no
    /// server to connect to.
    ///
    /// The default applies only when no port is written (§3.3: "If
    /// `:<port>` is omitted, the port defaults to 80"; likewise §3.2, §3.4,
    /// §3.7–§3.9, §3.11). A written port over 65535 is not omitted: it
    /// names no port, so there is none to connect to, and the default is
    /// never invented in its place. [`Url::port_value`] says why (the
    /// [`OutOfRange`] error), and
    /// [`Url::warnings`] reports it.
    ///
    /// ```
    /// use rfc1738::Url;
    /// assert_eq!(Url::parse("http://h.example/")?.effective_port(), Some(80));
    /// assert_eq!(Url::parse("http://h.example:8080/")?.effective_port(), Some(8080));
    /// assert_eq!(Url::parse("http://h.example:99999/")?.effective_port(), None);
    /// assert_eq!(Url::parse("file:///etc/motd")?.effective_port(), None);
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn effective_port(&self) -> Option<u16> {
        // No host, no server to connect to.
        self.host()?;
        match self.port_value() {
            Some(written) => written.ok(),
            None => self.default_port(),
        }
    }
}
