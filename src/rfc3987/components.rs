//! The generic parts of an RFC 3987 IRI reference ([`Components`]), each
//! as written: RFC 3986's five components (§3: scheme, authority, path,
//! query, fragment), the authority split into `iuserinfo`, host and
//! port, and the `iuserinfo` split at its first `:` into user and
//! password (the form that RFC 3986 §3.2.1 deprecates, as the other
//! grammars' components split it).

use crate::syntax::Components;

use super::reference::IriReference;

impl<'a> IriReference<'a> {
    /// The generic parts of the reference, each as written (the exact
    /// substring, with its byte range): the scheme; the authority, whole
    /// (`None` without `"//"`, empty for `file:///x`); its `userinfo`,
    /// user and password (split at the first `:`), host (an
    /// `IP-literal` with its brackets; empty for an empty `ireg-name`)
    /// and port; the path, never `None` (RFC 3986 §3.3: "a path is
    /// always defined for a URI, though the defined path may be empty"); the
    /// query; the fragment. A part the reference does not have is
    /// `None`; a part written empty (`http://h:/?#`) is an empty span.
    ///
    /// ```
    /// use rfc1738::rfc3987::IriReference;
    /// let c = IriReference::parse("http://joe:pw@[::1]:/a;p?q#f")?.components();
    /// assert_eq!(c.authority.unwrap().as_str(), "joe:pw@[::1]:");
    /// assert_eq!(c.userinfo.unwrap().as_str(), "joe:pw");
    /// assert_eq!((c.user.unwrap().as_str(), c.password.unwrap().as_str()), ("joe", "pw"));
    /// assert_eq!(c.host.unwrap().as_str(), "[::1]");
    /// assert_eq!(c.port.unwrap().as_str(), ""); // empty, not absent
    /// assert_eq!(c.path.unwrap().as_str(), "/a;p");
    /// assert_eq!((c.query.unwrap().as_str(), c.fragment.unwrap().as_str()), ("q", "f"));
    /// let c = IriReference::parse("mailto:joe@h.example")?.components();
    /// assert_eq!((c.authority, c.host, c.path.unwrap().as_str()), (None, None, "joe@h.example"));
    /// let c = IriReference::parse("file:///etc/hosts")?.components();
    /// assert_eq!((c.authority.unwrap().as_str(), c.host.unwrap().as_str()), ("", ""));
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3987::Production>>(())
    /// ```
    pub fn components(&self) -> Components<'a> {
        let authority = self.authority();
        let userinfo = authority.and_then(|a| a.userinfo()).map(|u| u.span());
        let user = userinfo.map(|u| {
            let n = u.as_str().find(':').unwrap_or(u.len());
            u.slice(0, n)
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
