//! The generic parts of an RFC 3986 URI reference ([`Components`]), each
//! as written: the scheme (§3.1), the authority whole (§3.2) and its
//! `userinfo` (§3.2.1), host (§3.2.2) and port (§3.2.3), the path (§3.3),
//! the query (§3.4) and the fragment (§3.5); and the `userinfo` split at
//! its first `:` into user and password (RFC 1738 §3.1's convention,
//! which RFC 3986 §3.2.1 deprecates but does not forbid).

use crate::syntax::Components;

use super::reference::UriReference;

impl<'a> UriReference<'a> {
    /// The generic parts of the reference, each as written (the exact
    /// substring, with its byte range): the scheme; the authority, whole
    /// (`None` without `"//"`, empty for `file:///x`); its `userinfo`,
    /// with the user and password (split at the first `:`), its host
    /// (an `IP-literal` with its brackets; an empty `reg-name` is an
    /// empty host) and its port (empty after a bare `:`); the path,
    /// never `None` (§3.3: "a path is always defined for a URI, though
    /// the defined path may be empty"); the query; the fragment. `None`
    /// when a part is absent, an empty span when it is empty.
    ///
    /// ```
    /// use rfc1738::rfc3986::UriReference;
    /// let c = UriReference::parse("http://joe:pw@[::1]:/a;p?q#f")?.components();
    /// assert_eq!(c.authority.unwrap().as_str(), "joe:pw@[::1]:");
    /// assert_eq!(c.userinfo.unwrap().as_str(), "joe:pw");
    /// assert_eq!((c.user.unwrap().as_str(), c.password.unwrap().as_str()), ("joe", "pw"));
    /// assert_eq!(c.host.unwrap().as_str(), "[::1]");
    /// assert_eq!(c.port.unwrap().as_str(), "");          // empty, not absent
    /// assert_eq!(c.path.unwrap().as_str(), "/a;p");      // §3.3: the `/` is the path's
    /// assert_eq!((c.query.unwrap().as_str(), c.fragment.unwrap().as_str()), ("q", "f"));
    /// let c = UriReference::parse("mailto:joe@h.example")?.components();
    /// assert_eq!((c.host, c.path.unwrap().as_str()), (None, "joe@h.example"));
    /// let c = UriReference::parse("file:///etc")?.components();
    /// assert_eq!((c.authority.unwrap().as_str(), c.host.unwrap().as_str()), ("", ""));
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3986::Production>>(())
    /// ```
    pub fn components(&self) -> Components<'a> {
        let authority = self.authority();
        let userinfo = authority.and_then(|a| a.userinfo()).map(|u| u.span());
        let user = userinfo.map(|u| {
            let text = u.as_str();
            u.slice(0, text.find(':').unwrap_or(text.len()))
        });
        let password = userinfo.and_then(|u| {
            let text = u.as_str();
            text.find(':').map(|n| u.slice(n + 1, text.len()))
        });
        Components {
            scheme: self.scheme().map(|s| s.span()),
            authority: authority.map(|a| a.span()),
            userinfo,
            user,
            password,
            host: authority.map(|a| a.host().span()),
            port: authority.and_then(|a| a.port()).map(|p| p.span()),
            path: Some(self.path().span()),
            query: self.query().map(|q| q.span()),
            fragment: self.fragment().map(|f| f.span()),
        }
    }
}
