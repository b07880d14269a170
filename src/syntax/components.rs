//! [`Components`]: the small set of parts that a URL has under every
//! grammar of the crate (scheme, user, password, host, port, path, query
//! or search, fragment, and the user information of the grammars that
//! have one), each as written, so that the readings of one input under
//! several grammars can be set side by side.
//!
//! Each grammar's URL type fills it (`components()`); what each part is
//! for each scheme of a grammar is written down in that grammar's note on
//! its components. This module names no grammar.

use core::fmt;

use super::span::Span;

/// The generic parts of a URL, each the exact substring of the input
/// with its byte range ([`Span`]), or `None` when the URL does not have
/// that part. Empty and absent differ: a port written as `host:` is
/// `Some` of an empty span, a URL without `:` after its host has `None`.
///
/// The parts are the grammar's own: what counts as the path or the query
/// of a scheme follows the grammar that read the URL (each grammar's
/// `components()` says it per scheme, with the sections: for example
/// [`Url::components`](crate::Url::components)). Filled without allocating.
///
/// ```
/// use rfc1738::Url;
/// let url = Url::parse("ftp://joe:pw@ftp.example:21/pub/f.txt;type=i")?;
/// let c = url.components();
/// assert_eq!(c.user.unwrap().as_str(), "joe");
/// assert_eq!(c.port.unwrap().range(), 25..27);
/// // RFC 1738 §3.1: the `/` after the host is no part of the url-path.
/// assert_eq!(c.path.unwrap().as_str(), "pub/f.txt;type=i");
/// assert_eq!(c.query, None);
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Components<'a> {
    /// The scheme name, as written (without the `:`).
    pub scheme: Option<Span<'a>>,
    /// The authority after `//`, whole (`user@host:port`, or a registry
    /// name), for a grammar that has it as one part: present and empty
    /// for `//` followed by nothing; a grammar whose URLs have no such
    /// part leaves it `None`.
    pub authority: Option<Span<'a>>,
    /// The user information before `@`, whole (`user:password`), for a
    /// grammar that has it as one part; a grammar whose login is a user
    /// and a password leaves it `None`.
    pub userinfo: Option<Span<'a>>,
    /// The user name.
    pub user: Option<Span<'a>>,
    /// The password (after the `:` that follows the user).
    pub password: Option<Span<'a>>,
    /// The host (an IPv6 literal with its brackets).
    pub host: Option<Span<'a>>,
    /// The port, after the `:` that follows the host (perhaps empty).
    pub port: Option<Span<'a>>,
    /// The path, as the grammar delimits it.
    pub path: Option<Span<'a>>,
    /// The query, or the search of the grammars that call it so.
    pub query: Option<Span<'a>>,
    /// The fragment, after `#`.
    pub fragment: Option<Span<'a>>,
}

/// The name of one of the parts of [`Components`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Component {
    /// [`Components::scheme`].
    Scheme,
    /// [`Components::authority`].
    Authority,
    /// [`Components::userinfo`].
    Userinfo,
    /// [`Components::user`].
    User,
    /// [`Components::password`].
    Password,
    /// [`Components::host`].
    Host,
    /// [`Components::port`].
    Port,
    /// [`Components::path`].
    Path,
    /// [`Components::query`].
    Query,
    /// [`Components::fragment`].
    Fragment,
}

impl Component {
    /// Every part, in the order of a URL.
    pub const ALL: [Component; 10] = [
        Component::Scheme,
        Component::Authority,
        Component::Userinfo,
        Component::User,
        Component::Password,
        Component::Host,
        Component::Port,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ];

    /// The part's name in lower case, as a field and a JSON key:
    /// `"scheme"`, ..., `"fragment"`.
    pub const fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Authority => "authority",
            Component::Userinfo => "userinfo",
            Component::User => "user",
            Component::Password => "password",
            Component::Host => "host",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }
}

impl fmt::Display for Component {
    /// The part's [`name`](Component::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl<'a> Components<'a> {
    /// The part named `c`.
    pub const fn get(&self, c: Component) -> Option<Span<'a>> {
        match c {
            Component::Scheme => self.scheme,
            Component::Authority => self.authority,
            Component::Userinfo => self.userinfo,
            Component::User => self.user,
            Component::Password => self.password,
            Component::Host => self.host,
            Component::Port => self.port,
            Component::Path => self.path,
            Component::Query => self.query,
            Component::Fragment => self.fragment,
        }
    }

    /// Every part with its name, in the order of a URL, absent ones
    /// included (as `None`).
    pub fn iter(&self) -> impl Iterator<Item = (Component, Option<Span<'a>>)> + use<'a> {
        let this = *self;
        Component::ALL.into_iter().map(move |c| (c, this.get(c)))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Components<'_> {
    /// A map of every component by its [`name`](Component::name), in
    /// the order of [`Component`]: the text as written, or `null` when
    /// the URL does not have the part (an empty part is `""`). (The
    /// command-line tool's JSON keeps only the keys of its grammar.)
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.iter().count()))?;
        for (c, span) in self.iter() {
            map.serialize_entry(c.name(), &span.map(|s| s.as_str()))?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn get_reads_each_field() {
        let s = |t, at| Some(Span::new(t, at));
        let c = Components {
            scheme: s("a", 0),
            authority: s("j", 9),
            userinfo: s("b", 1),
            user: s("c", 2),
            password: s("d", 3),
            host: s("e", 4),
            port: s("f", 5),
            path: s("g", 6),
            query: s("h", 7),
            fragment: s("i", 8),
        };
        let texts: Vec<_> = c.iter().map(|(_, s)| s.map(|s| s.as_str())).collect();
        let want: Vec<_> = ["a", "j", "b", "c", "d", "e", "f", "g", "h", "i"]
            .into_iter()
            .map(Some)
            .collect();
        assert_eq!(texts, want);
        let names: Vec<_> = Component::ALL.iter().map(|c| c.name()).collect();
        assert_eq!(
            names,
            [
                "scheme",
                "authority",
                "userinfo",
                "user",
                "password",
                "host",
                "port",
                "path",
                "query",
                "fragment"
            ]
        );
        assert_eq!(
            Components::default()
                .iter()
                .filter(|(_, s)| s.is_some())
                .count(),
            0
        );
    }
}
