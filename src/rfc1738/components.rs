//! The generic parts of an RFC 1738 URL ([`Components`]), each as
//! written: what RFC 1738 calls the scheme (§2.1), user, password, host
//! and port (§3.1), the url-path (§3.1) and, for the schemes that have
//! one, the search (§3.3, §3.4, §3.9).
//!
//! Decisions per scheme (what the path is where the scheme has no `//`,
//! ftp's `;type=`, gopher's search): this module's grammar note.

use crate::syntax::{Components, Span};

use super::generic::{Url, UrlKind};
use super::ip::{Hostport, Login};
use super::wais::Waisurl;

/// The sub-span of `whole` from byte `from` to byte `to` of the input
/// (offsets of the whole input, inside `whole`).
pub(crate) fn part<'a>(whole: Span<'a>, from: usize, to: usize) -> Span<'a> {
    let base = whole.start();
    whole.slice(from.saturating_sub(base), to.saturating_sub(base))
}

/// The host and port of `hostport` into `c`.
fn hostport<'a>(c: &mut Components<'a>, hp: Hostport<'a>) {
    c.host = Some(hp.host().span());
    c.port = hp.port().map(|p| p.span());
}

/// The user, password, host and port of `login` into `c`.
fn login<'a>(c: &mut Components<'a>, l: Login<'a>) {
    c.user = l.user().map(|u| u.span());
    c.password = l.password().map(|p| p.span());
    hostport(c, l.hostport());
}

impl<'a> Url<'a> {
    /// The generic parts of the URL, each as written (the exact
    /// substring, with its byte range): the scheme; the user, password,
    /// host and port of the schemes that have them; the path; the search
    /// as the query. An RFC 1738 URL has no user information apart from
    /// its user and password, and no fragment (§2.2: `#` is unsafe, the
    /// fragment follows the URL): [`Components::userinfo`] and
    /// [`Components::fragment`] are always `None`.
    ///
    /// The path is §3.1's url-path: after the `/` that follows the host
    /// and port, that `/` left out ("the '/' between the host (or port)
    /// and the url-path is NOT part of the url-path"), up to the search of
    /// the schemes that have one; `None` when no `/` follows the host.
    /// For the schemes without `//` (mailto, news, and a `genericurl`
    /// whose scheme part is not in the common syntax) it is the part
    /// after the `:`. Each scheme: the module's grammar note.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let c = Url::parse("http://h.example:8080/a/b?q")?.components();
    /// assert_eq!(c.scheme.unwrap().as_str(), "http");
    /// assert_eq!(c.host.unwrap().as_str(), "h.example");
    /// assert_eq!(c.port.unwrap().as_str(), "8080");
    /// assert_eq!(c.path.unwrap().as_str(), "a/b");
    /// assert_eq!(c.query.unwrap().as_str(), "q");
    ///
    /// let c = Url::parse("gopher://h.example/7sel%09words")?.components();
    /// assert_eq!(c.path.unwrap().as_str(), "7sel");     // gtype and selector
    /// assert_eq!(c.query.unwrap().as_str(), "words");   // the search, after %09
    ///
    /// let c = Url::parse("mailto:joe@h.example")?.components();
    /// assert_eq!((c.host, c.path.unwrap().as_str()), (None, "joe@h.example"));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn components(&self) -> Components<'a> {
        let whole = self.span();
        let end = whole.end();
        let rest = |from: usize| part(whole, from, end);
        // The scheme is what comes before the first `:` (`Url::scheme`),
        // found with a loop over its few bytes rather than a string
        // search.
        let s = whole.as_str().as_bytes();
        let scheme_len = s.iter().position(|&b| b == b':').unwrap_or(s.len());
        let mut c = Components {
            scheme: Some(part(whole, whole.start(), whole.start() + scheme_len)),
            ..Components::default()
        };
        match self.kind() {
            UrlKind::Http(h) => {
                hostport(&mut c, h.hostport());
                c.path = h.hpath().map(|p| p.span());
                c.query = h.search().map(|s| s.span());
            }
            UrlKind::Ftp(f) => {
                login(&mut c, f.login());
                // §3.2: the url-path is `<cwd1>/.../<name>;type=<typecode>`.
                c.path = f.fpath().map(|p| rest(p.span().start()));
            }
            UrlKind::Gopher(g) => {
                hostport(&mut c, g.hostport());
                let after = g.hostport().span().end() + 1;
                c.path = match (g.gtype(), g.selector()) {
                    (Some(t), Some(s)) => Some(part(whole, t.span().start(), s.span().end())),
                    (Some(t), None) => Some(t.span()),
                    _ => g.has_slash().then(|| part(whole, after, after)),
                };
                c.query = g.search().map(|s| s.span());
            }
            UrlKind::Mailto(m) => c.path = Some(m.encoded822addr().span()),
            UrlKind::News(n) => c.path = Some(n.grouppart().span()),
            UrlKind::Nntp(n) => {
                hostport(&mut c, n.hostport());
                c.path = Some(rest(n.group().span().start()));
            }
            UrlKind::Telnet(t) => {
                login(&mut c, t.login());
                c.path = t.has_slash().then(|| rest(end));
            }
            UrlKind::Wais(w) => {
                hostport(&mut c, w.hostport());
                let from = w.database().span().start();
                c.path = Some(match w {
                    Waisurl::Index(i) => {
                        c.query = Some(i.search().span());
                        w.database().span()
                    }
                    Waisurl::Database(_) | Waisurl::Doc(_) => rest(from),
                });
            }
            UrlKind::File(f) => {
                c.host = f.host().map(|h| h.span());
                c.path = Some(f.fpath().span());
            }
            UrlKind::Prospero(p) => {
                hostport(&mut c, p.hostport());
                // §3.11: `<hsoname>;<field>=<value>`, the fields included.
                c.path = Some(rest(p.ppath().span().start()));
            }
            UrlKind::Other(g) => match g.schemepart().ip_schemepart() {
                Some(ip) => {
                    login(&mut c, ip.login());
                    c.path = ip.urlpath().map(|p| p.span());
                }
                None => c.path = Some(g.schemepart().span()),
            },
        }
        c
    }
}
