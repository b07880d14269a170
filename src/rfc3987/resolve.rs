//! RFC 3987 §6.5 "Relative IRI References": "the algorithms of
//! \[RFC3986\] can be applied directly, treating the characters
//! additionally allowed in IRI references in the same way that
//! unreserved characters are in URI references". So resolution is RFC
//! 3986's ([`rfc3986::resolve`](crate::rfc3986::resolve)), on the five
//! components of the IRI references as written: it splits paths at `/`
//! and compares segments with `.` and `..` only, so the characters
//! beyond ASCII pass through it as unreserved ones do.

use crate::rfc3986::resolve::{Components, Resolution, ResolveError, ResolveOptions, resolve};

use super::reference::IriReference;

impl<'a> IriReference<'a> {
    /// The five components of RFC 3986 §3 as written, for RFC 3986's
    /// [`resolve`] and
    /// [`normalize`](crate::rfc3986::normalize::normalize).
    pub fn components5(&self) -> Components<'a> {
        Components {
            scheme: self.scheme().map(|s| s.as_str()),
            authority: self.authority().map(|a| a.as_str()),
            path: self.path().as_str(),
            query: self.query().map(|q| q.as_str()),
            fragment: self.fragment().map(|f| f.as_str()),
        }
    }

    /// The target IRI of this reference against `base` (§6.5: RFC 3986
    /// §5.2, strict), in time linear in their lengths.
    ///
    /// ```
    /// use rfc1738::rfc3987::IriReference;
    /// let base = IriReference::parse("http://例え.jp/ä/b/c;p?q")?;
    /// let target = |r| IriReference::parse(r).unwrap().resolve(&base).unwrap().to_string();
    /// assert_eq!(target("../δ"), "http://例え.jp/ä/δ");
    /// assert_eq!(target("?ü"), "http://例え.jp/ä/b/c;p?ü");
    /// assert_eq!(target("//東京/x"), "http://東京/x");
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3987::Production>>(())
    /// ```
    pub fn resolve(&self, base: &IriReference<'_>) -> Result<Resolution, ResolveError> {
        self.resolve_with(base, ResolveOptions::new())
    }

    /// [`resolve`](Self::resolve) with [`ResolveOptions`] (RFC 3986
    /// §5.2.2's non-strict reading).
    pub fn resolve_with(
        &self,
        base: &IriReference<'_>,
        options: ResolveOptions,
    ) -> Result<Resolution, ResolveError> {
        resolve(&base.components5(), &self.components5(), options).map_err(|e| match e {
            ResolveError::BaseNotAbsolute(base) => ResolveError::BaseNotAbsoluteIri(base),
            other => other,
        })
    }
}
