//! The generic parts of an RFC 1630 URL ([`Components`]), each as
//! written: the scheme, the login's user and password, the host and
//! port, the path after the host's `/`, and the search.
//!
//! Decisions per scheme (nntp without a host, the schemes without `//`,
//! ftp's type, the `url:` prefix): this module's grammar note.

use crate::syntax::{Components, Span};

use super::generic::{FragmentAddress, Url, UrlKind};
use super::ip::Hostport;
use super::wais::Waisaddress;

/// The sub-span of `whole` from byte `from` to byte `to` of the input.
fn part<'a>(whole: Span<'a>, from: usize, to: usize) -> Span<'a> {
    let base = whole.start();
    whole.slice(from.saturating_sub(base), to.saturating_sub(base))
}

impl<'a> Url<'a> {
    /// The generic parts of the URL, each as written (the exact
    /// substring, with its byte range): the scheme (after a `url:`
    /// prefix, which is no part of it); the user and password of a
    /// `login` (ftp, telnet); the host and port of the schemes with a
    /// `hostport`; the path; the search as the query. RFC 1630 has no
    /// user information apart from its user and password, and its `url`
    /// has no fragment (the fragment identifier follows the URL, p. 12):
    /// [`Components::userinfo`] and [`Components::fragment`] are `None`
    /// ([`FragmentAddress::components`] adds the fragment).
    ///
    /// The path is what follows the `/` after the host and port (that `/`
    /// left out, as the BNF writes `hostport [ / path ]`) up to the
    /// search, `None` when no `/` follows; for the schemes without `//`
    /// (news, nntp, mailto, mid, cid) it is the part after the `:`. Each
    /// scheme: the module's grammar note.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// let c = Url::parse("url:http://h.example/a/b?w1+w2")?.components();
    /// assert_eq!(c.scheme.unwrap().range(), 4..8);
    /// assert_eq!(c.path.unwrap().as_str(), "a/b");
    /// assert_eq!(c.query.unwrap().as_str(), "w1+w2");
    /// let c = Url::parse("nntp:comp.infosystems/1234")?.components();
    /// assert_eq!((c.host, c.path.unwrap().as_str()), (None, "comp.infosystems/1234"));
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn components(&self) -> Components<'a> {
        let address = self.kind().span();
        let (start, end) = (address.start(), address.end());
        let rest = |from: usize| part(address, from, end);
        // After `scheme:`, for the schemes without `//`.
        let opaque = || rest(start + self.scheme().len() + 1);
        // After the `/` that follows the host and port, if there is one.
        let after = |hp: Hostport<'a>| (hp.span().end() < end).then(|| rest(hp.span().end() + 1));
        let mut c = Components {
            scheme: Some(part(address, start, start + self.scheme().len())),
            ..Components::default()
        };
        if let Some(login) = self.login() {
            c.user = login.user().map(|u| u.span());
            c.password = login.password().map(|p| p.span());
        }
        if let Some(hp) = self.hostport() {
            c.host = Some(hp.host().span());
            c.port = hp.port().map(|p| p.span());
        }
        match self.kind() {
            UrlKind::Http(h) => {
                c.path = h.path().map(|p| p.span());
                c.query = h.search().map(|s| s.span());
            }
            UrlKind::Wais(Waisaddress::Index(w)) => {
                c.path = Some(w.database().span());
                c.query = w.search().map(|s| s.span());
            }
            UrlKind::Ftp(_)
            | UrlKind::Gopher(_)
            | UrlKind::Wais(Waisaddress::Doc(_))
            | UrlKind::Prospero(_)
            | UrlKind::Telnet(_) => c.path = self.hostport().and_then(after),
            UrlKind::News(_)
            | UrlKind::Nntp(_)
            | UrlKind::Mailto(_)
            | UrlKind::Mid(_)
            | UrlKind::Cid(_) => c.path = Some(opaque()),
        }
        c
    }
}

impl<'a> FragmentAddress<'a> {
    /// The generic parts of the URL ([`Url::components`]) and the
    /// fragment identifier after `#` (perhaps empty when the `#` is
    /// written, p. 12: "If the fragment-id is void, the hash sign may be
    /// omitted").
    ///
    /// ```
    /// use rfc1738::rfc1630::FragmentAddress;
    /// let c = FragmentAddress::parse("http://h/doc#s2")?.components();
    /// assert_eq!(c.fragment.unwrap().as_str(), "s2");
    /// assert_eq!(FragmentAddress::parse("http://h/#")?.components().fragment.unwrap().as_str(), "");
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn components(&self) -> Components<'a> {
        let mut c = self.url().components();
        let end = self.span().end();
        c.fragment = self
            .has_hash()
            .then(|| part(self.span(), self.url().span().end() + 1, end));
        c
    }
}
