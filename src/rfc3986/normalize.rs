//! RFC 3986 §6 "Normalization and Comparison": syntax-based
//! normalization (§6.2.2) and scheme-based normalization for `http` and
//! `https` (§6.2.3), on the five components of §3 as strings
//! ([`Components`]), and equivalence as "equal once normalized".
//!
//! What [`normalize`] does, component by component:
//!
//! - **every component**: the hex digits of a percent-encoding are
//!   upper case (§6.2.2.1), and a percent-encoded unreserved character
//!   (`ALPHA / DIGIT / "-" / "." / "_" / "~"`) is decoded (§6.2.2.2);
//!   no other octet is ever decoded;
//! - **scheme** and **host** in lower case (§6.2.2.1), the host only:
//!   the authority is `userinfo@host:port`, the userinfo up to its first
//!   `@`, the port after the last `:` that is not inside `[...]`; a
//!   percent-encoding keeps its upper-case hex digits;
//! - **path**: dot segments removed (§6.2.2.3) where resolution removes
//!   them whatever the base: when the reference has a scheme or an
//!   authority, or its path starts with `/`. A relative-path reference
//!   (`a/../b`, `../a`) keeps its dot segments, since what they remove
//!   depends on the base; in its path a percent-encoded dot segment
//!   (`%2E%2E`) is not decoded, which would make it one;
//! - **`http` and `https`** (§6.2.3): with an authority, an empty path is
//!   `/`; an empty port, or the default one (80, 443), goes with its `:`.
//!
//! The result is a fixed point (normalizing it again gives it back) and
//! resolves, against any base, to a target equivalent to the original's
//! (their components by §5.2.2 have the same normal form; so do the
//! targets as strings, except where a path that starts with `//` reads
//! as an authority, which resolution warns of). The path is first what
//! resolution makes of it, so a raw `..` after an encoded one removes
//! it (`http://h/x/%2E%2E/../y` is `http://h/x/y`, as it resolves).
//! Decisions: this module's grammar note
//! (grammar-notes/rfc3986/normalize.md).
//!
//! ```
//! use rfc1738::rfc3986::normalize::normalize_str;
//!
//! assert_eq!(normalize_str("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"), "example://a/b/c/%7Bfoo%7D");
//! assert_eq!(normalize_str("HTTP://www.EXAMPLE.com:80"), "http://www.example.com/");
//! assert_eq!(normalize_str("a/b/../../c"), "a/b/../../c"); // relative: kept
//! ```

use super::resolve::{Components, remove_dot_segments};

/// Appends the normal form of the reference `c` to `out` (RFC 3986
/// §6.2.2 and, for `http` and `https`, §6.2.3): see the
/// [module](self) for what changes. Time and memory linear in the
/// components' lengths.
///
/// Where the path, its dot segments removed, starts with `//` and there
/// is no authority, a first segment goes before it, so that the result
/// does not read as having an authority (§3.3): `.` (`foo:/.//@@` stays
/// so) where resolution of the reference itself gives a path that starts
/// with `//` (its target is then `foo://@@`, and so is the normal form's),
/// else `%2E`, which resolution keeps (`f:/%2E//g` resolves to itself,
/// and so does its normal form, `f:/%2E//g`). That `%2E` is the one
/// percent-encoded unreserved character a normal form may hold.
///
/// ```
/// use rfc1738::rfc3986::normalize::normalize;
/// use rfc1738::rfc3986::resolve::Components;
///
/// let mut out = String::new();
/// normalize(&Components::split("FOO://%55se%72@EXamp%4ce%2ecom:8042/%4b%2f?%4c%2b#%24%4d"), &mut out);
/// assert_eq!(out, "foo://User@example.com:8042/K%2F?L%2B#%24M");
/// ```
pub fn normalize(c: &Components<'_>, out: &mut String) {
    let mut default_port = None;
    if let Some(scheme) = c.scheme {
        let start = out.len();
        percent(scheme, true, out);
        default_port = match out.get(start..) {
            Some("http") => Some("80"),
            Some("https") => Some("443"),
            _ => None,
        };
        out.push(':');
    }
    if let Some(a) = c.authority {
        out.push_str("//");
        authority(a, default_port, out);
    }
    let path_start = out.len();
    if c.scheme.is_some() || c.authority.is_some() || c.path.starts_with('/') {
        // The path as resolution makes it (§5.2.1: a reference is resolved
        // before it is normalized), then percent-normalized, then without
        // the dot segments that decoding made.
        let mut resolved = String::with_capacity(c.path.len());
        remove_dot_segments(c.path, &mut resolved);
        let mut decoded = String::with_capacity(resolved.len());
        percent(&resolved, false, &mut decoded);
        remove_dot_segments(&decoded, out);
        if c.authority.is_none() && out.get(path_start..).is_some_and(|p| p.starts_with("//")) {
            // Not to read as an authority (§3.3): a first segment that
            // resolution removes where it removed one, else one it keeps.
            let dot = if resolved.starts_with("//") {
                "/."
            } else {
                "/%2E"
            };
            out.insert_str(path_start, dot);
        }
    } else {
        relative_path(c.path, out);
    }
    if default_port.is_some() && c.authority.is_some() && out.len() == path_start {
        out.push('/');
    }
    if let Some(q) = c.query {
        out.push('?');
        percent(q, false, out);
    }
    if let Some(f) = c.fragment {
        out.push('#');
        percent(f, false, out);
    }
}

/// The normal form of `s` ([`normalize`] of its components by
/// [`Components::split`]).
///
/// ```
/// use rfc1738::rfc3986::normalize::normalize_str;
/// for u in ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"] {
///     assert_eq!(normalize_str(u), "http://example.com/"); // §6.2.3
/// }
/// assert_eq!(normalize_str("http://example.com/?"), "http://example.com/?");
/// ```
pub fn normalize_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 1);
    normalize(&Components::split(s), &mut out);
    out
}

/// Whether `a` and `b` are equivalent by RFC 3986 §6.2.2 and §6.2.3:
/// equal once normalized ([`normalize`]).
///
/// ```
/// use rfc1738::rfc3986::normalize::equivalent;
/// use rfc1738::rfc3986::resolve::Components;
///
/// let eq = |a, b| equivalent(&Components::split(a), &Components::split(b));
/// assert!(eq("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d")); // §6.2.2
/// assert!(eq("HTTP://www.EXAMPLE.com/", "http://www.example.com/")); // §6.2.2.1
/// assert!(!eq("http://example.com/", "http://example.com/?")); // §6.2.3
/// assert!(!eq("http://a/%2F", "http://a//")); // a reserved character stays encoded
/// ```
pub fn equivalent(a: &Components<'_>, b: &Components<'_>) -> bool {
    let mut na = String::new();
    let mut nb = String::new();
    normalize(a, &mut na);
    normalize(b, &mut nb);
    na == nb
}

/// The authority: `userinfo@` (up to the first `@`) percent-normalized,
/// the host percent-normalized and in lower case, and `:port`
/// percent-normalized unless it is empty or `default_port` (and the
/// host has no `:` outside brackets).
fn authority(a: &str, default_port: Option<&str>, out: &mut String) {
    let hostport = match a.split_once('@') {
        Some((userinfo, hostport)) => {
            percent(userinfo, false, out);
            out.push('@');
            hostport
        }
        None => a,
    };
    let (host, port) = split_port(hostport);
    percent(host, true, out);
    if let Some(port) = port {
        let mut normal = String::with_capacity(port.len());
        percent(port, false, &mut normal);
        // A host with a `:` of its own (no host of the grammar) keeps its
        // port, which would otherwise leave that `:` as the port's.
        let elided = default_port.is_some_and(|d| normal.is_empty() || is_port(&normal, d))
            && split_port(host).1.is_none();
        if !elided {
            out.push(':');
            out.push_str(&normal);
        }
    }
}

/// The host and the port of `host[:port]`: the port follows the last
/// `:` that is not inside `[...]` (an IP literal's colons are its own).
fn split_port(hostport: &str) -> (&str, Option<&str>) {
    let Some((host, port)) = hostport.rsplit_once(':') else {
        return (hostport, None);
    };
    let inside_brackets = port.contains(']') || host.rfind('[') > host.rfind(']');
    if inside_brackets {
        (hostport, None)
    } else {
        (host, Some(port))
    }
}

/// Whether the digits `port` are the port number `default` (leading
/// zeros aside: §3.2.3 compares the port's value).
fn is_port(port: &str, default: &str) -> bool {
    port.bytes().all(|b| b.is_ascii_digit()) && port.trim_start_matches('0') == default
}

/// A relative-path reference's path: each segment percent-normalized,
/// except that a segment that would decode to `.` or `..` keeps its
/// dots as written (only the hex digits of `%2e` go upper case), since
/// its resolution treats `%2E` as data and `.` as a dot segment.
fn relative_path(path: &str, out: &mut String) {
    for (k, segment) in path.split('/').enumerate() {
        if k > 0 {
            out.push('/');
        }
        if is_encoded_dot_segment(segment) {
            out.push_str(&segment.replace("%2e", "%2E"));
        } else {
            percent(segment, false, out);
        }
    }
}

/// Whether `segment` is one or two dots, at least one of them written
/// `%2E` (or `%2e`).
fn is_encoded_dot_segment(segment: &str) -> bool {
    let mut dots = 0;
    let mut encoded = false;
    let mut rest = segment;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            rest = r;
        } else if let Some(r) = rest
            .strip_prefix("%2E")
            .or_else(|| rest.strip_prefix("%2e"))
        {
            encoded = true;
            rest = r;
        } else {
            return false;
        }
        dots += 1;
    }
    encoded && dots <= 2
}

/// Appends `s` percent-normalized (§6.2.2.1, §6.2.2.2): each
/// percent-encoding's hex digits upper case, an unreserved octet decoded;
/// with `lower`, the other ASCII letters lower case (scheme and host).
///
/// A `%` that does not start a percent-encoding (not a URI, but any
/// string has components) is kept; where what follows it would then make
/// it one (`%%41b` would give `%Ab`, which reads as `%AB`), the
/// percent-encoding after it is not decoded, so that the result is its
/// own normal form.
fn percent(s: &str, lower: bool, out: &mut String) {
    let bytes = s.as_bytes();
    // Where in `out` the last `%` that starts no percent-encoding is.
    let mut stray: Option<usize> = None;
    let mut i = 0;
    while let Some(k) = s.get(i..).and_then(|r| r.find('%')).map(|k| k + i) {
        push_run(s.get(i..k).unwrap_or_default(), lower, out);
        let hi = bytes.get(k + 1).copied().and_then(hex_value);
        let lo = bytes.get(k + 2).copied().and_then(hex_value);
        if let (Some(hi), Some(lo)) = (hi, lo) {
            let octet = (hi << 4) | lo;
            let joins_stray = octet.is_ascii_hexdigit() && stray.is_some_and(|at| joins(out, at));
            if is_unreserved(octet) && !joins_stray {
                let c = char::from(octet);
                out.push(if lower { c.to_ascii_lowercase() } else { c });
            } else {
                out.push('%');
                out.push(hex_digit(hi));
                out.push(hex_digit(lo));
            }
            i = k + 3;
        } else {
            stray = Some(out.len());
            out.push('%');
            i = k + 1;
        }
    }
    push_run(s.get(i..).unwrap_or_default(), lower, out);
}

/// Whether a hex digit appended to `out` would make the `%` at `at`
/// start a percent-encoding: the `%` ends `out`, or is followed by one
/// hex digit.
fn joins(out: &str, at: usize) -> bool {
    match out.get(at..).map(str::as_bytes) {
        Some([b'%']) => true,
        Some([b'%', d]) => d.is_ascii_hexdigit(),
        _ => false,
    }
}

/// Appends `run` (no `%` in it), in lower case with `lower`.
fn push_run(run: &str, lower: bool, out: &mut String) {
    if lower {
        out.extend(run.chars().map(|c| c.to_ascii_lowercase()));
    } else {
        out.push_str(run);
    }
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (§2.3).
fn is_unreserved(octet: u8) -> bool {
    octet.is_ascii_alphanumeric() || matches!(octet, b'-' | b'.' | b'_' | b'~')
}

/// The value of a `HEXDIG`.
fn hex_value(b: u8) -> Option<u8> {
    char::from(b)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}

/// The upper-case `HEXDIG` of `n` (below 16).
fn hex_digit(n: u8) -> char {
    char::from_digit(u32::from(n), 16).map_or('0', |c| c.to_ascii_uppercase())
}

impl super::UriReference<'_> {
    /// The reference normalized (§6.2.2 syntax-based, §6.2.3 for http
    /// and https): two references are equivalent when their normal forms
    /// are equal. Idempotent; a reserved character is never decoded.
    ///
    /// ```
    /// use rfc1738::rfc3986::UriReference;
    /// let n = |s| UriReference::parse(s).unwrap().normalize();
    /// assert_eq!(n("HTTP://Example.COM:80/%7euser/./a/../b"), "http://example.com/~user/b");
    /// assert_eq!(n("http://example.com"), "http://example.com/");
    /// ```
    pub fn normalize(&self) -> String {
        let mut out = String::new();
        normalize(&self.components5(), &mut out);
        out
    }
}
