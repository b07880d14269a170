//! RFC 2396 §5.2 "Resolving Relative References to Absolute Form": the
//! target of a reference against an absolute base, by the RFC's
//! algorithm, step by step (its step 6 as a list of segments, which the
//! RFC allows: "some systems may find it more efficient to implement
//! step 6 as a pair of segment stacks").
//!
//! Where the RFC allows two results, this gives the first: `http:g`
//! against an `http` base is `http:g` ("for validating parsers"), and
//! `..` segments above the root are kept (`../../../g` is
//! `http://a/../g`, as Appendix C.2 prints). Decisions:
//! This module's grammar note.

use super::buf::UriReferenceBuf;
use super::production::ParseError;
use super::reference::UriReference;

/// Why a reference has no target.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError {
    /// The base is not absolute: it has no scheme (§5.1: the base URI is
    /// absolute).
    #[error("the base {0:?} is not an absolute URI (it has no scheme)")]
    BaseNotAbsolute(String),
    /// The target the algorithm built is no URI reference (which does not
    /// happen for a valid base and reference; kept rather than a panic).
    #[error("the target {0:?} is not a URI reference: {1}")]
    Target(String, Box<ParseError>),
}

impl UriReference<'_> {
    /// The target of this reference against `base` (RFC 2396 §5.2). The
    /// base's fragment, if any, is not used.
    ///
    /// ```
    /// use rfc1738::rfc2396::UriReference;
    /// let base = UriReference::parse("http://a/b/c/d;p?q")?;
    /// let target = |r: &str| UriReference::parse(r).unwrap().resolve(&base).unwrap().to_string();
    /// assert_eq!(target("../g"), "http://a/b/g");          // C.1
    /// assert_eq!(target("g;x=1/../y"), "http://a/b/c/y");  // C.2
    /// assert_eq!(target("#s"), "http://a/b/c/d;p?q#s");    // C.1: (current document)#s
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resolve(&self, base: &UriReference<'_>) -> Result<UriReferenceBuf, ResolveError> {
        let Some(base_scheme) = base.scheme() else {
            return Err(ResolveError::BaseNotAbsolute(base.as_str().to_owned()));
        };
        let base_text = match base.fragment() {
            Some(f) => base
                .as_str()
                .get(..f.span().start() - base.span().start() - 1),
            None => Some(base.as_str()),
        }
        .unwrap_or_default();
        let mut out = String::new();
        // Step 2: a reference to the current document.
        if self.path().is_empty()
            && self.scheme().is_none()
            && self.authority().is_none()
            && self.query().is_none()
        {
            out.push_str(base_text);
        } else if let Some(scheme) = self.scheme() {
            // Step 3: an absolute reference is its own target.
            out.push_str(scheme.as_str());
            out.push(':');
            out.push_str(
                self.as_str()
                    .get(scheme.as_str().len() + 1..)
                    .unwrap_or_default(),
            );
            return finish(out);
        } else {
            out.push_str(base_scheme.as_str());
            out.push(':');
            if let Some(a) = self.authority() {
                // Step 4: a network-path reference.
                out.push_str("//");
                out.push_str(a.as_str());
                out.push_str(self.path().as_str());
            } else {
                if let Some(a) = base.authority() {
                    out.push_str("//");
                    out.push_str(a.as_str());
                }
                let path = self.path().as_str();
                if path.starts_with('/') {
                    // Step 5: an absolute-path reference.
                    out.push_str(path);
                } else {
                    // Step 6: merge with the base path, then remove dot
                    // segments.
                    let base_path = base.path().as_str();
                    let mut buffer = String::new();
                    if base.authority().is_some() && base_path.is_empty() {
                        // RFC 2396 would append to an empty path and join
                        // the authority to the segment (`http://a` + `g`
                        // = `http://ag`); RFC 3986 §5.2.3 puts a "/"
                        // first, as here (grammar-notes/rfc2396/resolve.md).
                        buffer.push('/');
                    } else if let Some(k) = base_path.rfind('/') {
                        // a) all but the last segment of the base path.
                        buffer.push_str(base_path.get(..=k).unwrap_or_default());
                    }
                    // b) the reference's path.
                    buffer.push_str(path);
                    out.push_str(&remove_dots(&buffer));
                }
            }
            if let Some(q) = self.query() {
                out.push('?');
                out.push_str(q.as_str());
            }
        }
        if let Some(f) = self.fragment() {
            out.push('#');
            out.push_str(f.as_str());
        }
        finish(out)
    }
}

/// The target, checked.
fn finish(out: String) -> Result<UriReferenceBuf, ResolveError> {
    match UriReference::parse(&out) {
        Ok(_) => Ok(UriReferenceBuf::from_valid(out)),
        Err(e) => Err(ResolveError::Target(out, Box::new(e))),
    }
}

/// Steps 6 c) to f) on the buffer: `"."` segments removed, then
/// `<segment>/..` pairs, leftmost first; `".."` segments left over above
/// the root stay (step g, the first of the RFC's choices).
pub(crate) fn remove_dots(buffer: &str) -> String {
    let (lead, body) = match buffer.strip_prefix('/') {
        Some(rest) => ("/", rest),
        None => ("", buffer),
    };
    let mut segs: Vec<&str> = body.split('/').collect();
    // c) every "./" where "." is a complete segment.
    let last = segs.len().saturating_sub(1);
    let mut k = 0;
    segs.retain(|s| {
        let keep = *s != "." || k == last;
        k += 1;
        keep
    });
    // d) a final "." segment.
    if segs.last() == Some(&".") {
        if let Some(l) = segs.last_mut() {
            *l = "";
        }
    }
    // e) "<segment>/../" leftmost first, as long as one is left.
    loop {
        let found = (0..segs.len().saturating_sub(2))
            .find(|&i| segs.get(i).is_some_and(|s| *s != "..") && segs.get(i + 1) == Some(&".."));
        match found {
            Some(i) => {
                segs.drain(i..i + 2);
            }
            None => break,
        }
    }
    // f) a final "<segment>/..".
    let n = segs.len();
    if n >= 2 && segs.get(n - 1) == Some(&"..") && segs.get(n - 2).is_some_and(|s| *s != "..") {
        segs.truncate(n - 2);
        segs.push("");
    }
    let mut out = String::from(lead);
    out.push_str(&segs.join("/"));
    out
}
