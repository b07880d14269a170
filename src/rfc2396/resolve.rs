//! RFC 2396 §5.2 "Resolving Relative References to Absolute Form": the
//! target of a reference against an absolute base, by the RFC's
//! algorithm, step by step (its step 6 with a stack of segments, in one
//! pass, which the RFC allows: "some systems may find it more efficient
//! to implement step 6 as a pair of segment stacks"), in time linear in
//! the reference's length.
//!
//! Where the RFC allows two results, this gives the first: `http:g`
//! against an `http` base is `http:g` ("for validating parsers"), and
//! `..` segments above the root are kept (`../../../g` is
//! `http://a/../g`, as Appendix C.2 prints). Decisions:
//! This module's grammar note.

use super::buf::UriReferenceBuf;
use super::production::ParseError;
use super::reference::UriReference;
use crate::syntax::Abridged;

/// Why a reference has no target.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError {
    /// The base is not absolute: it has no scheme (§5.1: the base URI is
    /// absolute). The message shows the base's first
    /// [`ResolveError::SHOWN`] bytes at most, then `…` and its length.
    #[error("the base {} is not an absolute URI (it has no scheme)", Abridged(.0, ResolveError::SHOWN))]
    BaseNotAbsolute(String),
    /// The target the algorithm built is no URI reference: with an opaque
    /// base, a merged path that is empty leaves `scheme:` alone (`.`
    /// against `mailto:a@b` gives `mailto:`, and an `opaque_part` has at
    /// least one character). The message shows the target's first
    /// [`ResolveError::SHOWN`] bytes at most, then `…` and its length.
    #[error("the target {} is not a URI reference: {}", Abridged(.0, ResolveError::SHOWN), .1)]
    Target(String, Box<ParseError>),
}

impl ResolveError {
    /// How many bytes of a base or a target the message shows at most:
    /// a longer one is cut there (at a character boundary), with `…` and
    /// its length in bytes after it.
    ///
    /// ```
    /// use rfc1738::rfc2396::{ResolveError, UriReference};
    /// let text = format!("/{}", "a".repeat(5000));
    /// let base = UriReference::parse(&text)?;
    /// let e = UriReference::parse("g")?.resolve(&base).unwrap_err();
    /// assert_eq!(
    ///     e.to_string(),
    ///     format!("the base \"/{}\"… (5001 bytes) is not an absolute URI (it has no scheme)",
    ///             "a".repeat(ResolveError::SHOWN - 1)),
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const SHOWN: usize = 100;
}

/// Something about a resolution that a careful program should know: the
/// target is the one RFC 2396 §5.2 gives, but not what the reference
/// seemed to name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveWarning {
    /// The merged path starts with `//`, so the target has an authority
    /// that neither the base nor the reference has: `.//evil.com/x`
    /// against `http:/b` gives `http://evil.com/x`. RFC 2396 §5.2 yields
    /// it as written; RFC 3986 §3.3 forbids a path that starts with `//`
    /// where there is no authority, although its §5.2.4, followed
    /// literally, gives the same target (`rfc3986::resolve` warns too).
    AuthorityFromPath {
        /// The authority of the target.
        authority: String,
    },
}

impl ResolveWarning {
    /// The RFCs and sections the warning rests on.
    pub fn section(&self) -> &'static str {
        match self {
            ResolveWarning::AuthorityFromPath { .. } => "RFC 2396 §5.2; RFC 3986 §3.3",
        }
    }
}

impl core::fmt::Display for ResolveWarning {
    /// One lowercase line, its sections in parentheses; an authority
    /// over [`ResolveError::SHOWN`] bytes is cut there, with `…` and its
    /// length.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ResolveWarning::AuthorityFromPath { authority } => write!(
                f,
                "the target's authority {} comes from neither the base nor the reference: the merged path starts with `//` ({})",
                Abridged(authority, ResolveError::SHOWN),
                self.section()
            ),
        }
    }
}

/// A target and what a careful program should know about it
/// ([`UriReference::resolve_with_warnings`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Resolution {
    target: UriReferenceBuf,
    warnings: Vec<ResolveWarning>,
}

impl Resolution {
    /// The target.
    pub fn target(&self) -> &UriReferenceBuf {
        &self.target
    }

    /// The target, owned.
    pub fn into_target(self) -> UriReferenceBuf {
        self.target
    }

    /// The warnings, in no particular order (empty when there is none).
    pub fn warnings(&self) -> &[ResolveWarning] {
        &self.warnings
    }
}

impl UriReference<'_> {
    /// The target of this reference against `base` (RFC 2396 §5.2). The
    /// base's fragment, if any, is not used. Time and memory are linear
    /// in the lengths of the two. [`resolve_with_warnings`] gives the
    /// same target, and says when its authority comes from neither.
    ///
    /// `..` segments above the root are kept: `../../../g` is
    /// `http://a/../g`, as Appendix C.2 prints. §5.2 step 6 g) leaves it
    /// open: "If the resulting buffer string still begins with one or
    /// more complete path segments of "..", then the reference is
    /// considered to be in error. Implementations may handle this error
    /// by retaining these components in the resolved path (i.e.,
    /// treating them as part of the final URI), by removing them from the
    /// resolved path (i.e., discarding relative levels above the root),
    /// or by avoiding traversal of the reference." This is the first
    /// choice; RFC 3986 §5.2.4 makes the second the rule (`http://a/g`).
    ///
    /// A reference that is only a query (`?y`, which Appendix C.1
    /// resolves to `http://a/b/c/?y`) is no URI reference under the
    /// grammar (`rel_segment` is `1*`): parse it with
    /// [`Options::empty_relative_path`](super::Options::empty_relative_path)
    /// first.
    ///
    /// [`resolve_with_warnings`]: UriReference::resolve_with_warnings
    ///
    /// ```
    /// use rfc1738::rfc2396::UriReference;
    /// let base = UriReference::parse("http://a/b/c/d;p?q")?;
    /// let target = |r: &str| UriReference::parse(r).unwrap().resolve(&base).unwrap().to_string();
    /// assert_eq!(target("../g"), "http://a/b/g");          // C.1
    /// assert_eq!(target("g;x=1/../y"), "http://a/b/c/y");  // C.2
    /// assert_eq!(target("#s"), "http://a/b/c/d;p?q#s");    // C.1: (current document)#s
    /// assert_eq!(target("../../../g"), "http://a/../g");   // C.2: `..` above the root kept
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resolve(&self, base: &UriReference<'_>) -> Result<UriReferenceBuf, ResolveError> {
        self.resolve_with_warnings(base)
            .map(Resolution::into_target)
    }

    /// [`resolve`](UriReference::resolve), with the warnings of the
    /// resolution: when the RFC's algorithm, followed literally, gives a
    /// target whose authority comes from neither the base nor the
    /// reference (a merged path that starts with `//`), the target is the
    /// RFC's and [`ResolveWarning::AuthorityFromPath`] says so.
    ///
    /// ```
    /// use rfc1738::rfc2396::{ResolveWarning, UriReference};
    /// let base = UriReference::parse("http:/b")?;
    /// let r = UriReference::parse(".//evil.com/x")?.resolve_with_warnings(&base)?;
    /// assert_eq!(r.target().to_string(), "http://evil.com/x");
    /// assert_eq!(
    ///     r.warnings(),
    ///     [ResolveWarning::AuthorityFromPath { authority: "evil.com".into() }]
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resolve_with_warnings(
        &self,
        base: &UriReference<'_>,
    ) -> Result<Resolution, ResolveError> {
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
            return finish(out, false);
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
        // Neither the base nor the reference has an authority: a target
        // with one got it from its path.
        let no_authority = base.authority().is_none() && self.authority().is_none();
        finish(out, no_authority)
    }
}

/// The target, checked; `no_authority` when neither the base nor the
/// reference has an authority (then one in the target is a warning).
///
/// The target is checked whatever its length: it is made of parts of the
/// base and of the reference, which were parsed under the caller's
/// `max_len`, so it is at most as long as the two together, and the
/// default limit is not the caller's (a program that parses longer inputs
/// gets their targets).
fn finish(out: String, no_authority: bool) -> Result<Resolution, ResolveError> {
    let options = super::Options::new().max_len(out.len());
    let authority = match UriReference::parse_with(&out, options) {
        Ok(target) => target
            .authority()
            .filter(|_| no_authority)
            .map(|a| a.as_str().to_owned()),
        Err(e) => return Err(ResolveError::Target(out, Box::new(e))),
    };
    Ok(Resolution {
        target: UriReferenceBuf::from_valid(out),
        warnings: authority
            .map(|authority| ResolveWarning::AuthorityFromPath { authority })
            .into_iter()
            .collect(),
    })
}

/// Steps 6 c) to f) on the buffer: `"."` segments removed, then
/// `<segment>/..` pairs, leftmost first; `".."` segments left over above
/// the root stay (step g, the first of the RFC's choices).
///
/// One pass with a stack of segments, in time linear in the buffer: the
/// pairs of step e) never overlap (a pair's `..` is no `<segment>`), and
/// removing one leaves the others, so the order in which they are
/// removed does not change the result, and removing each as soon as it
/// is complete (the `..` after the segment on top of the stack) gives
/// what the RFC's leftmost-first iteration gives (a unit test holds it
/// to that iteration, written as the RFC words it).
pub(crate) fn remove_dots(buffer: &str) -> String {
    let (lead, body) = match buffer.strip_prefix('/') {
        Some(rest) => ("/", rest),
        None => ("", buffer),
    };
    let mut segs: Vec<&str> = Vec::new();
    let mut rest = body.split('/').peekable();
    while let Some(seg) = rest.next() {
        let last = rest.peek().is_none();
        match seg {
            // c) every "./" where "." is a complete segment; d) a final
            // "." segment.
            "." if last => segs.push(""),
            "." => {}
            // e) "<segment>/../", where the ".." is not the last segment.
            ".." if !last && segs.last().is_some_and(|s| *s != "..") => {
                segs.pop();
            }
            _ => segs.push(seg),
        }
    }
    // f) a final "<segment>/..".
    let n = segs.len();
    if n >= 2 && segs.get(n - 1) == Some(&"..") && segs.get(n - 2).is_some_and(|s| *s != "..") {
        segs.truncate(n - 2);
        segs.push("");
    }
    let mut out = String::with_capacity(buffer.len());
    out.push_str(lead);
    for (k, seg) in segs.iter().enumerate() {
        if k > 0 {
            out.push('/');
        }
        out.push_str(seg);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::remove_dots;

    /// Steps 6 c) to f) as the RFC words them, each pattern removed
    /// leftmost first until none is left (quadratic: the definition).
    fn remove_dots_as_written(buffer: &str) -> String {
        let (lead, body) = match buffer.strip_prefix('/') {
            Some(rest) => ("/", rest),
            None => ("", buffer),
        };
        let mut segs: Vec<&str> = body.split('/').collect();
        let last = segs.len().saturating_sub(1);
        let mut k = 0;
        segs.retain(|s| {
            let keep = *s != "." || k == last;
            k += 1;
            keep
        });
        if segs.last() == Some(&".") {
            *segs.last_mut().unwrap() = "";
        }
        while let Some(i) =
            (0..segs.len().saturating_sub(2)).find(|&i| segs[i] != ".." && segs[i + 1] == "..")
        {
            segs.drain(i..i + 2);
        }
        let n = segs.len();
        if n >= 2 && segs[n - 1] == ".." && segs[n - 2] != ".." {
            segs.truncate(n - 2);
            segs.push("");
        }
        format!("{lead}{}", segs.join("/"))
    }

    /// The one pass is the RFC's iteration on every buffer of up to six
    /// segments drawn from `a`, `.`, `..` and the empty segment, with
    /// and without a leading `/`.
    #[test]
    fn one_pass_is_the_rfcs_iteration() {
        let parts = ["a", ".", "..", ""];
        let mut checked = 0;
        for len in 1..=6u32 {
            for code in 0..4usize.pow(len) {
                let segs: Vec<&str> = (0..len).map(|k| parts[code / 4usize.pow(k) % 4]).collect();
                let body = segs.join("/");
                for buffer in [body.clone(), format!("/{body}")] {
                    assert_eq!(
                        remove_dots(&buffer),
                        remove_dots_as_written(&buffer),
                        "{buffer:?}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
