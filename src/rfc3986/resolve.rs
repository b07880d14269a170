//! RFC 3986 §5.2–5.3 "Relative Resolution" and "Component Recomposition":
//! the target of a reference against a base, on the five components of
//! §3 as strings, whatever parser found them.
//!
//! [`Components`] holds the five components as written ([`Components::split`]
//! finds them by Appendix B's regular expression, [`Components::recompose`]
//! is §5.3); [`remove_dot_segments`] is §5.2.4, in one pass and linear
//! time; [`resolve`] is §5.2.2 with the merge of §5.2.3, strict by default
//! ([`ResolveOptions::non_strict`] is the backward-compatible variant).
//! Where the algorithm, followed literally, gives a target whose path
//! starts with `//` and that has no authority, the target is the literal
//! one and [`ResolveWarning::AuthorityFromPath`] says that it reads as an
//! authority that neither the base nor the reference has. Decisions: this
//! module's grammar note (grammar-notes/rfc3986/resolve.md).
//!
//! ```
//! use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions};
//!
//! let base = Components::split("http://a/b/c/d;p?q");
//! let target = |r: &str| {
//!     resolve(&base, &Components::split(r), ResolveOptions::new()).unwrap().to_string()
//! };
//! assert_eq!(target("../g"), "http://a/b/g");       // §5.4.1
//! assert_eq!(target("?y"), "http://a/b/c/d;p?y");   // §5.4.1
//! assert_eq!(target("../../../g"), "http://a/g");   // §5.4.2
//! assert_eq!(target("http:g"), "http:g");           // §5.4.2, strict
//! ```

use core::fmt;

use crate::syntax::Abridged;
use core::ops::Range;

/// The five components of a URI reference (RFC 3986 §3, §5.2.1), as
/// written: `None` when the component is undefined (its delimiter is not
/// there), `Some("")` when it is empty. The path is never undefined,
/// though it may be empty.
///
/// The delimiters are not part of the components: the scheme has no
/// `:`, the authority no `//`, the query no `?`, the fragment no `#`.
/// [`Components::split`] finds them in any string; a parser of the
/// grammar gives the same five for every valid reference (Appendix B:
/// "first-match-wins" is POSIX's greedy matching).
///
/// ```
/// use rfc1738::rfc3986::resolve::Components;
///
/// let c = Components::split("http://www.ics.uci.edu/pub/ietf/uri/#Related");
/// assert_eq!(c.scheme, Some("http"));
/// assert_eq!(c.authority, Some("www.ics.uci.edu"));
/// assert_eq!(c.path, "/pub/ietf/uri/");
/// assert_eq!(c.query, None);
/// assert_eq!(c.fragment, Some("Related"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Components<'a> {
    /// `scheme`, without its `:` (§3.1).
    pub scheme: Option<&'a str>,
    /// `authority`, without its `//` (§3.2).
    pub authority: Option<&'a str>,
    /// `path` (§3.3), possibly empty.
    pub path: &'a str,
    /// `query`, without its `?` (§3.4).
    pub query: Option<&'a str>,
    /// `fragment`, without its `#` (§3.5).
    pub fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    /// The five components of `s` by the regular expression of RFC 3986
    /// Appendix B, written out by hand (no regular expression engine):
    ///
    /// ```text
    /// ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
    ///  12            3  4          5       6  7        8 9
    /// ```
    ///
    /// scheme = `$2`, authority = `$4`, path = `$5`, query = `$7`,
    /// fragment = `$9`. It splits any string, valid or not, and checks
    /// nothing: `1a:b` has the scheme `1a` (which the grammar refuses),
    /// and a second `#` is part of the fragment. Time linear in `s`, no
    /// allocation.
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::Components;
    ///
    /// let c = Components::split("//h?#");
    /// assert_eq!(
    ///     (c.scheme, c.authority, c.path, c.query, c.fragment),
    ///     (None, Some("h"), "", Some(""), Some(""))
    /// );
    /// assert_eq!(Components::split("a/b:c").scheme, None); // a `/` before the `:`
    /// ```
    pub fn split(s: &'a str) -> Components<'a> {
        // 1, 2: a scheme is a non-empty run of anything but `:/?#`, then `:`.
        let (scheme, rest) = match s.find([':', '/', '?', '#']) {
            Some(k) if k > 0 && s.as_bytes().get(k) == Some(&b':') => {
                (s.get(..k), s.get(k + 1..).unwrap_or_default())
            }
            _ => (None, s),
        };
        // 3, 4: `//`, then anything but `/?#`.
        let (authority, rest) = match rest.strip_prefix("//") {
            Some(after) => {
                let end = after.find(['/', '?', '#']).unwrap_or(after.len());
                let (a, r) = after.split_at_checked(end).unwrap_or((after, ""));
                (Some(a), r)
            }
            None => (None, rest),
        };
        // 5: anything but `?#`.
        let end = rest.find(['?', '#']).unwrap_or(rest.len());
        let (path, rest) = rest.split_at_checked(end).unwrap_or((rest, ""));
        // 6, 7: `?`, then anything but `#`.
        let (query, rest) = match rest.strip_prefix('?') {
            Some(after) => {
                let end = after.find('#').unwrap_or(after.len());
                let (q, r) = after.split_at_checked(end).unwrap_or((after, ""));
                (Some(q), r)
            }
            None => (None, rest),
        };
        // 8, 9: `#`, then anything.
        let fragment = rest.strip_prefix('#');
        Components {
            scheme,
            authority,
            path,
            query,
            fragment,
        }
    }

    /// Appends the reference these components make to `out`, by RFC 3986
    /// §5.3: `scheme ":"` if defined, `"//" authority` if defined, the
    /// path, `"?" query` and `"#" fragment` if defined. An undefined
    /// component leaves no delimiter; an empty one keeps it.
    ///
    /// The result splits back into the same components when they are
    /// ones a URI reference can have (as [`Components::split`] gives
    /// them); a path that starts with `//` without an authority, or one
    /// that does not start with `/` after an authority, reads otherwise
    /// (§3.3), and so does a path with `?` or `#`.
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::Components;
    ///
    /// let mut out = String::new();
    /// Components::split("foo://example.com:8042/over/there?name=ferret#").recompose(&mut out);
    /// assert_eq!(out, "foo://example.com:8042/over/there?name=ferret#");
    /// ```
    pub fn recompose(&self, out: &mut String) {
        if let Some(s) = self.scheme {
            out.push_str(s);
            out.push(':');
        }
        if let Some(a) = self.authority {
            out.push_str("//");
            out.push_str(a);
        }
        out.push_str(self.path);
        if let Some(q) = self.query {
            out.push('?');
            out.push_str(q);
        }
        if let Some(f) = self.fragment {
            out.push('#');
            out.push_str(f);
        }
    }
}

impl fmt::Display for Components<'_> {
    /// The recomposed reference ([`Components::recompose`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        self.recompose(&mut out);
        f.write_str(&out)
    }
}

/// Appends `path` to `out` with its dot segments removed, by RFC 3986
/// §5.2.4: the input buffer is `path`, the output buffer is what this
/// call appends to `out` (what `out` held before is never touched).
///
/// Steps A to E as the RFC words them, on the strings; step C's "remove
/// the last segment and its preceding `/` (if any) from the output
/// buffer" truncates `out` at its last `/` (or at where this call began).
/// Each byte of `path` is appended at most once, and a truncation scans
/// only the bytes it removes, so the time is linear in `path`'s length.
///
/// The result of a path that does not start with `/` may start with one
/// (`a/../b` gives `/b`), and a path may come out starting with `//`
/// (`/.//g` gives `//g`), which §5.3's recomposition reads as an
/// authority when there is none ([`resolve`] warns of it).
///
/// ```
/// use rfc1738::rfc3986::resolve::remove_dot_segments;
///
/// let dots = |p: &str| {
///     let mut out = String::new();
///     remove_dot_segments(p, &mut out);
///     out
/// };
/// assert_eq!(dots("/a/b/c/./../../g"), "/a/g"); // §5.2.4's first example
/// assert_eq!(dots("mid/content=5/../6"), "mid/6"); // and its second
/// assert_eq!(dots("../a"), "a");
/// assert_eq!(dots("/../a/."), "/a/");
/// ```
pub fn remove_dot_segments(path: &str, out: &mut String) {
    let floor = out.len();
    let mut input = path;
    while !input.is_empty() {
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            // A: a leading "../" or "./" is removed.
            input = rest;
        } else if input == "/." {
            // B: "/." as a complete segment becomes "/".
            input = "/";
        } else if input.starts_with("/./") {
            // B: "/./" becomes "/".
            input = input.get(2..).unwrap_or_default();
        } else if input == "/.." {
            // C: "/.." becomes "/", and the last output segment goes.
            input = "/";
            pop_segment(out, floor);
        } else if input.starts_with("/../") {
            // C: "/../" becomes "/", and the last output segment goes.
            input = input.get(3..).unwrap_or_default();
            pop_segment(out, floor);
        } else if input == "." || input == ".." {
            // D: a lone "." or "..".
            input = "";
        } else {
            // E: the first segment, with its leading "/" if any, moves.
            let lead = usize::from(input.starts_with('/'));
            let end = input
                .get(lead..)
                .and_then(|r| r.find('/'))
                .map_or(input.len(), |k| k + lead);
            let (segment, rest) = input.split_at_checked(end).unwrap_or((input, ""));
            out.push_str(segment);
            input = rest;
        }
    }
}

/// Step C's removal: the last segment of the output buffer (what `out`
/// holds from `floor` on) and its preceding `/`, if any.
fn pop_segment(out: &mut String, floor: usize) {
    let cut = out
        .get(floor..)
        .and_then(|s| s.rfind('/'))
        .map_or(floor, |k| floor + k);
    out.truncate(cut);
}

/// How [`resolve`] reads a reference with a scheme (RFC 3986 §5.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResolveOptions {
    /// `true` (the default): a reference with a scheme is absolute and
    /// its own target (`http:g` gives `http:g`). `false`: a scheme equal
    /// to the base's (compared case-insensitively, §3.1) is ignored, "for
    /// backward compatibility" (`http:g` against `http://a/b/c/d;p?q`
    /// gives `http://a/b/c/g`).
    pub strict: bool,
}

impl ResolveOptions {
    /// The strict reading of §5.2.2.
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::ResolveOptions;
    /// assert!(ResolveOptions::new().strict);
    /// assert_eq!(ResolveOptions::new(), ResolveOptions::default());
    /// ```
    pub const fn new() -> ResolveOptions {
        ResolveOptions { strict: true }
    }

    /// The non-strict reading of §5.2.2: "A non-strict parser may ignore
    /// a scheme in the reference if it is identical to the base URI's
    /// scheme."
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions};
    /// let base = Components::split("http://a/b/c/d;p?q");
    /// let r = resolve(&base, &Components::split("HTTP:g"), ResolveOptions::non_strict()).unwrap();
    /// assert_eq!(r.as_str(), "http://a/b/c/g"); // §5.4.2, "for backward compatibility"
    /// ```
    pub const fn non_strict() -> ResolveOptions {
        ResolveOptions { strict: false }
    }
}

impl Default for ResolveOptions {
    /// [`ResolveOptions::new`]: strict.
    fn default() -> ResolveOptions {
        ResolveOptions::new()
    }
}

/// Why a reference has no target.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError {
    /// The base has no scheme, or an empty one (§5.1: the base URI is
    /// absolute; §5.2.1: "only the scheme component is required to be
    /// present in a base URI"). The base, recomposed; the message shows
    /// its first [`ResolveError::SHOWN`] bytes at most, then `…` and its
    /// length.
    #[error("the base {} is not an absolute URI (it has no scheme)", Abridged(.0, ResolveError::SHOWN))]
    BaseNotAbsolute(String),
    /// [`BaseNotAbsolute`](Self::BaseNotAbsolute) for IRIs: the base of
    /// an IRI reference has no scheme, or an empty one (RFC 3987 §6.5
    /// resolves by RFC 3986 §5.2, whose base is absolute). What
    /// [`IriReference::resolve`](crate::rfc3987::IriReference::resolve)
    /// returns; shown as `BaseNotAbsolute` is.
    ///
    /// ```
    /// use rfc1738::rfc3987::IriReference;
    /// use rfc1738::rfc3986::resolve::ResolveError;
    /// let base = IriReference::parse("//例え.jp/a")?;
    /// let e = IriReference::parse("b")?.resolve(&base).unwrap_err();
    /// assert_eq!(e, ResolveError::BaseNotAbsoluteIri("//例え.jp/a".to_owned()));
    /// assert_eq!(e.to_string(), "the base \"//例え.jp/a\" is not an absolute IRI (it has no scheme)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("the base {} is not an absolute IRI (it has no scheme)", Abridged(.0, ResolveError::SHOWN))]
    BaseNotAbsoluteIri(String),
}

impl ResolveError {
    /// How many bytes of a base the message shows at most: a longer one
    /// is cut there (at a character boundary), with `…` and its length in
    /// bytes after it.
    ///
    /// ```
    /// use rfc1738::rfc3986::{UriReference, resolve::ResolveError};
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
/// target is the one RFC 3986 §5.2 gives, but not what the reference
/// seemed to name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveWarning {
    /// The target has no authority and its path starts with `//`, so
    /// that the target, recomposed (§5.3), reads as one with an
    /// authority that neither the base nor the reference has: `.//g`
    /// against `f:/a` merges to `/.//g`, which §5.2.4 makes `//g`, and
    /// the target is `f://g`. RFC 3986 §3.3 forbids such a path where
    /// there is no authority.
    AuthorityFromPath {
        /// The authority the recomposed target reads as having.
        authority: String,
    },
}

impl ResolveWarning {
    /// The RFC sections the warning rests on.
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::ResolveWarning;
    /// let w = ResolveWarning::AuthorityFromPath { authority: "g".into() };
    /// assert_eq!(w.section(), "RFC 3986 §5.2.4, §5.3, §3.3");
    /// ```
    pub fn section(&self) -> &'static str {
        match self {
            ResolveWarning::AuthorityFromPath { .. } => "RFC 3986 §5.2.4, §5.3, §3.3",
        }
    }
}

impl fmt::Display for ResolveWarning {
    /// One lowercase line, its sections in parentheses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveWarning::AuthorityFromPath { authority } => write!(
                f,
                "the target's authority {} comes from neither the base nor the reference: its path starts with `//` ({})",
                Abridged(authority, ResolveError::SHOWN),
                self.section()
            ),
        }
    }
}

/// The target of a reference ([`resolve`]): the recomposed target URI,
/// its five components as §5.2.2 made them, and the warnings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Resolution {
    target: String,
    scheme: Range<usize>,
    authority: Option<Range<usize>>,
    path: Range<usize>,
    query: Option<Range<usize>>,
    fragment: Option<Range<usize>>,
    warnings: Vec<ResolveWarning>,
}

impl Resolution {
    /// The target URI, recomposed (§5.3).
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions};
    /// let base = Components::split("http://a/b/c/d;p?q");
    /// let r = resolve(&base, &Components::split("#s"), ResolveOptions::new()).unwrap();
    /// assert_eq!(r.as_str(), "http://a/b/c/d;p?q#s");
    /// assert_eq!(r.to_string(), r.as_str());
    /// ```
    pub fn as_str(&self) -> &str {
        &self.target
    }

    /// The target URI, owned.
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions};
    /// let base = Components::split("http://a/b/c/d;p?q");
    /// let r = resolve(&base, &Components::split("//g"), ResolveOptions::new()).unwrap();
    /// assert_eq!(r.into_string(), "http://g");
    /// ```
    pub fn into_string(self) -> String {
        self.target
    }

    /// The target's components as §5.2.2 made them (`T.scheme`,
    /// `T.authority`, ...). They are those of [`as_str`] split by
    /// Appendix B, except where [`ResolveWarning::AuthorityFromPath`]
    /// is given: then the authority is `None` here and the path starts
    /// with `//`.
    ///
    /// [`as_str`]: Resolution::as_str
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions};
    /// let base = Components::split("f:/a");
    /// let r = resolve(&base, &Components::split(".//g"), ResolveOptions::new()).unwrap();
    /// assert_eq!(r.as_str(), "f://g");
    /// assert_eq!((r.components().authority, r.components().path), (None, "//g"));
    /// assert_eq!(Components::split(r.as_str()).authority, Some("g"));
    /// ```
    pub fn components(&self) -> Components<'_> {
        let part = |r: &Range<usize>| self.target.get(r.clone()).unwrap_or_default();
        Components {
            scheme: Some(part(&self.scheme)),
            authority: self.authority.as_ref().map(part),
            path: part(&self.path),
            query: self.query.as_ref().map(part),
            fragment: self.fragment.as_ref().map(part),
        }
    }

    /// The warnings, in no particular order (empty when there is none).
    ///
    /// ```
    /// use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions};
    /// let base = Components::split("http:/b");
    /// let r = resolve(&base, &Components::split(".//evil.com/x"), ResolveOptions::new()).unwrap();
    /// assert_eq!(r.as_str(), "http://evil.com/x");
    /// assert_eq!(
    ///     r.warnings()[0].to_string(),
    ///     "the target's authority \"evil.com\" comes from neither the base nor the reference: \
    ///      its path starts with `//` (RFC 3986 §5.2.4, §5.3, §3.3)"
    /// );
    /// ```
    pub fn warnings(&self) -> &[ResolveWarning] {
        &self.warnings
    }
}

impl fmt::Display for Resolution {
    /// The target URI.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.target)
    }
}

/// How §5.2.2 makes the target's path.
enum TargetPath<'r> {
    /// `remove_dot_segments(path)`.
    Dots(&'r str),
    /// The path as it is (`T.path = Base.path`).
    AsIs(&'r str),
    /// `remove_dot_segments(merge(Base.path, R.path))` (§5.2.3).
    Merged,
}

/// The target of `reference` against `base` by RFC 3986 §5.2.2, with the
/// merge of §5.2.3 and the removal of dot segments of §5.2.4, recomposed
/// by §5.3. Time and memory are linear in the lengths of the two.
///
/// The base must have a scheme (§5.1, §5.2.1), else
/// [`ResolveError::BaseNotAbsolute`]; its fragment is not used, and it
/// is used as it is (normalizing it first is optional, §5.2.1). An empty
/// scheme (`Some("")`, which [`Components::split`] never gives) counts as
/// none, in the base and in the reference. When the target has no
/// authority and its path starts with `//`, the target is the one §5.2
/// gives and the resolution carries [`ResolveWarning::AuthorityFromPath`].
///
/// ```
/// use rfc1738::rfc3986::resolve::{resolve, Components, ResolveOptions, ResolveWarning};
///
/// let base = Components::split("http://a/b/c/d;p?q");
/// let r = resolve(&base, &Components::split("g;x?y#s"), ResolveOptions::new())?;
/// assert_eq!(r.as_str(), "http://a/b/c/g;x?y#s");
/// assert!(r.warnings().is_empty());
///
/// let base = Components::split("f:/a");
/// let r = resolve(&base, &Components::split(".//g"), ResolveOptions::new())?;
/// assert_eq!(r.as_str(), "f://g");
/// assert_eq!(r.warnings(), [ResolveWarning::AuthorityFromPath { authority: "g".into() }]);
///
/// assert!(resolve(&Components::split("/a"), &base, ResolveOptions::new()).is_err());
/// # Ok::<(), rfc1738::rfc3986::resolve::ResolveError>(())
/// ```
pub fn resolve(
    base: &Components<'_>,
    reference: &Components<'_>,
    options: ResolveOptions,
) -> Result<Resolution, ResolveError> {
    let Some(base_scheme) = base.scheme.filter(|s| !s.is_empty()) else {
        return Err(ResolveError::BaseNotAbsolute(base.to_string()));
    };
    // A non-strict parser ignores a scheme equal to the base's.
    let r_scheme = reference
        .scheme
        .filter(|s| !s.is_empty())
        .filter(|s| options.strict || !s.eq_ignore_ascii_case(base_scheme));
    let (scheme, authority, path, query) = if let Some(s) = r_scheme {
        (
            s,
            reference.authority,
            TargetPath::Dots(reference.path),
            reference.query,
        )
    } else if reference.authority.is_some() {
        (
            base_scheme,
            reference.authority,
            TargetPath::Dots(reference.path),
            reference.query,
        )
    } else if reference.path.is_empty() {
        (
            base_scheme,
            base.authority,
            TargetPath::AsIs(base.path),
            reference.query.or(base.query),
        )
    } else if reference.path.starts_with('/') {
        (
            base_scheme,
            base.authority,
            TargetPath::Dots(reference.path),
            reference.query,
        )
    } else {
        (
            base_scheme,
            base.authority,
            TargetPath::Merged,
            reference.query,
        )
    };

    let mut target = String::with_capacity(
        scheme.len()
            + authority.map_or(0, str::len)
            + base.path.len()
            + reference.path.len()
            + query.map_or(0, str::len)
            + reference.fragment.map_or(0, str::len)
            + 5,
    );
    let scheme_range = 0..scheme.len();
    target.push_str(scheme);
    target.push(':');
    let authority_range = authority.map(|a| {
        target.push_str("//");
        let start = target.len();
        target.push_str(a);
        start..target.len()
    });
    let path_start = target.len();
    match path {
        TargetPath::Dots(p) => remove_dot_segments(p, &mut target),
        TargetPath::AsIs(p) => target.push_str(p),
        TargetPath::Merged => {
            let mut merged = String::with_capacity(base.path.len() + reference.path.len() + 1);
            merge(base, reference.path, &mut merged);
            remove_dot_segments(&merged, &mut target);
        }
    }
    let path_range = path_start..target.len();
    let mut delimited = |delimiter: char, part: Option<&str>| {
        part.map(|p| {
            target.push(delimiter);
            let start = target.len();
            target.push_str(p);
            start..target.len()
        })
    };
    let query_range = delimited('?', query);
    let fragment_range = delimited('#', reference.fragment);

    let starts_with_two_slashes = target
        .get(path_range.clone())
        .is_some_and(|p| p.starts_with("//"));
    let warnings = if authority_range.is_none() && starts_with_two_slashes {
        let read = Components::split(&target).authority.unwrap_or_default();
        vec![ResolveWarning::AuthorityFromPath {
            authority: read.to_owned(),
        }]
    } else {
        Vec::new()
    };
    Ok(Resolution {
        target,
        scheme: scheme_range,
        authority: authority_range,
        path: path_range,
        query: query_range,
        fragment: fragment_range,
        warnings,
    })
}

/// §5.2.3 "Merge Paths": `"/"` and the reference's path when the base has
/// an authority and an empty path; otherwise the reference's path after
/// all but the last segment of the base's path (everything up to its
/// last `/`, or nothing when it has none).
fn merge(base: &Components<'_>, path: &str, out: &mut String) {
    if base.authority.is_some() && base.path.is_empty() {
        out.push('/');
    } else if let Some(k) = base.path.rfind('/') {
        out.push_str(base.path.get(..=k).unwrap_or_default());
    }
    out.push_str(path);
}

impl<'a> super::UriReference<'a> {
    /// The five components of §3 as written, for [`resolve`] and
    /// [`normalize`](super::normalize::normalize).
    pub fn components5(&self) -> Components<'a> {
        Components {
            scheme: self.scheme().map(|s| s.as_str()),
            authority: self.authority().map(|a| a.as_str()),
            path: self.path().as_str(),
            query: self.query().map(|q| q.as_str()),
            fragment: self.fragment().map(|f| f.as_str()),
        }
    }

    /// The target of this reference against `base` (§5.2, strict), in
    /// time linear in their lengths. [`resolve_with`](Self::resolve_with)
    /// takes §5.2.2's non-strict reading.
    ///
    /// ```
    /// use rfc1738::rfc3986::UriReference;
    /// let base = UriReference::parse("http://a/b/c/d;p?q")?;
    /// let target = |r| UriReference::parse(r).unwrap().resolve(&base).unwrap().to_string();
    /// assert_eq!(target("../g"), "http://a/b/g");      // §5.4.1
    /// assert_eq!(target("?y"), "http://a/b/c/d;p?y");  // §5.4.1
    /// assert_eq!(target("http:g"), "http:g");          // §5.4.2, strict
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3986::Production>>(())
    /// ```
    pub fn resolve(&self, base: &super::UriReference<'_>) -> Result<Resolution, ResolveError> {
        self.resolve_with(base, ResolveOptions::new())
    }

    /// [`resolve`](Self::resolve) with [`ResolveOptions`].
    pub fn resolve_with(
        &self,
        base: &super::UriReference<'_>,
        options: ResolveOptions,
    ) -> Result<Resolution, ResolveError> {
        resolve(&base.components5(), &self.components5(), options)
    }
}
