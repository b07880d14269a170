//! The generic parts of an RFC 2396 URI reference ([`Components`]), each
//! as written: the parts of §3 (scheme, authority, path, query) and
//! the fragment of §4.1, the authority whole and its server split into `userinfo`,
//! host and port (§3.2.2), and the `userinfo` split at its first `:` into
//! user and password (RFC 1738 §3.1's convention).
//!
//! Decisions (a `reg_name` authority, an opaque URI's path, the empty
//! port): this module's grammar note.

use crate::syntax::Components;

use super::authority::Server;
use super::reference::UriReference;

impl<'a> UriReference<'a> {
    /// The generic parts of the reference, each as written (the exact
    /// substring, with its byte range): the scheme; the authority, whole
    /// (`None` without `"//"`, empty for `http:///x`, a `reg_name` or a
    /// server as written); the `userinfo`, its
    /// user and password (split at the first `:`), the host (an IPv6
    /// literal with its brackets) and the port of a server authority; the
    /// path, never `None` (§5.2: "the path component is never undefined,
    /// though it may be empty"), which for an opaque URI is its opaque
    /// part; the query; the fragment.
    ///
    /// An authority read as a `reg_name` (§3.2.1) has no user
    /// information, host or port: all are `None`, and `authority` is the
    /// registry name. So `http:/x`, `http:///x`, `http://a_b/x` and
    /// `http://u@/x`, which resolve differently, differ in `authority`
    /// (`None`, `""`, `a_b`, and `u@` read as a `reg_name`).
    ///
    /// ```
    /// use rfc1738::rfc2396::UriReference;
    /// let c = UriReference::parse("http://joe:pw@[::1]:/a;p?q#f")?.components();
    /// assert_eq!(c.authority.unwrap().as_str(), "joe:pw@[::1]:");
    /// assert_eq!(c.userinfo.unwrap().as_str(), "joe:pw");
    /// assert_eq!((c.user.unwrap().as_str(), c.password.unwrap().as_str()), ("joe", "pw"));
    /// assert_eq!(c.host.unwrap().as_str(), "[::1]");
    /// assert_eq!(c.port.unwrap().as_str(), "");          // empty, not absent
    /// assert_eq!(c.path.unwrap().as_str(), "/a;p");      // §3: the `/` is the path's
    /// assert_eq!((c.query.unwrap().as_str(), c.fragment.unwrap().as_str()), ("q", "f"));
    /// let c = UriReference::parse("mailto:joe@h.example")?.components();
    /// assert_eq!((c.host, c.path.unwrap().as_str()), (None, "joe@h.example"));
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
    /// ```
    pub fn components(&self) -> Components<'a> {
        // The authority is read once (its node is made on demand).
        self.components_of(self.authority().and_then(|a| a.server()))
    }

    /// [`UriReference::components`] with the reference's server already
    /// read (`self.authority().and_then(|a| a.server())`): for a caller
    /// that reads it anyway (`compare`), so that it is read once.
    pub(crate) fn components_of(&self, server: Option<Server<'a>>) -> Components<'a> {
        let userinfo = server.and_then(|s| s.userinfo());
        Components {
            scheme: self.scheme().map(|s| s.span()),
            authority: self.authority_span(),
            userinfo: userinfo.map(|u| u.span()),
            user: userinfo.map(|u| u.user()),
            password: userinfo.and_then(|u| u.password()),
            host: server.and_then(|s| s.host()).map(|h| h.span()),
            port: server.and_then(|s| s.port()).map(|p| p.span()),
            path: Some(self.path()),
            query: self.query().map(|q| q.span()),
            fragment: self.fragment().map(|f| f.span()),
        }
    }
}
