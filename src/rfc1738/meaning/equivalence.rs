//! Equivalence (§2.1, §2.2): one normal form, compared byte for byte.

use std::fmt::Write as _;

use super::escape_at;
use std::ops::Range;

use crate::chars::is_unreserved;
use crate::{Options, Url, UrlKind};

impl Url<'_> {
    /// The URL in a normal form, so that two URLs that §2 says are the
    /// same have the same normal form:
    ///
    /// - the scheme in lower case (§2.1: "programs interpreting URLs
    ///   should treat upper case letters as equivalent to lower case in
    ///   scheme names");
    /// - the host of a server in lower case (§3.1: a host is a domain
    ///   name, and domain names compare without case, RFC 1034 §3.1);
    /// - the escape of a character that needs no encoding (an
    ///   alphanumeric or one of `$-_.+!*'(),`) decoded (§2.2: "the
    ///   characters may be used unencoded");
    /// - every other escape kept, in upper-case hex. The escape of a
    ///   reserved character (`;/?:@=&`) is never decoded: "if the
    ///   character corresponding to an octet is reserved in a scheme, the
    ///   octet must be encoded" and decoding it changes the meaning
    ///   (§2.2).
    ///
    /// `Display` stays the input byte for byte; normalizing is always this
    /// explicit call. Nothing else is rewritten: RFC 1738 does not say
    /// that a default port written out, or an empty path, is the same as
    /// none (the decisions are in the grammar note on the RFC's prose rules).
    ///
    /// ```
    /// use rfc1738::Url;
    /// assert_eq!(Url::parse("HTTP://h/%41%2f")?.normalized(), "http://h/A%2F");
    /// assert_eq!(Url::parse("ftp://FTP.Example.ORG/%7euser")?.normalized(),
    ///            "ftp://ftp.example.org/%7Euser");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn normalized(&self) -> String {
        let host = self.host().map(|h| h.span().range());
        let once = normal_form(self.as_str(), host);
        if !matches!(self.kind(), UrlKind::Other(_)) {
            return once;
        }
        // A scheme RFC 1738 does not define: an escape can hide the
        // common syntax (`foo://H%2Ecom/` has no host, since a host has
        // no escape), and decoding can reveal it (`foo://H.com/` has one).
        // Read the decoded form again so that its host is lowercased too,
        // which makes the normal form a fixed point.
        let unlimited = Options::new().max_len(usize::MAX);
        match Url::parse_with(&once, unlimited) {
            Ok(again) => match again.host() {
                Some(h) => normal_form(&once, Some(h.span().range())),
                None => once.clone(),
            },
            Err(_) => once.clone(),
        }
    }

    /// Whether the two URLs are the same under §2.1 and §2.2: their
    /// [`normalized`](Url::normalized) forms are equal.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let eq = |a, b| Ok::<_, rfc1738::ParseError>(Url::parse(a)?.equivalent(&Url::parse(b)?));
    /// assert!(eq("HTTP://h/%41", "http://h/A")?);
    /// assert!(!eq("http://h/a%2Fb", "http://h/a/b")?);
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn equivalent(&self, other: &Url<'_>) -> bool {
        self.normalized() == other.normalized()
    }
}

/// `text` with the scheme (up to the first `":"`) and the bytes of `host`
/// in lower case, the escapes of unreserved characters decoded, and the
/// other escapes in upper-case hex.
fn normal_form(text: &str, host: Option<Range<usize>>) -> String {
    let bytes = text.as_bytes();
    let scheme_end = text.find(':').unwrap_or(0);
    let in_host = |at: usize| host.as_ref().is_some_and(|r| r.contains(&at));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        if let Some(octet) = escape_at(bytes, at) {
            if is_unreserved(octet) {
                out.push(char::from(octet));
            } else {
                // Writing to a String cannot fail.
                let _ = write!(out, "%{octet:02X}");
            }
            at += 3;
            continue;
        }
        if at < scheme_end || in_host(at) {
            out.push(char::from(b.to_ascii_lowercase()));
        } else {
            out.push(char::from(b));
        }
        at += 1;
    }
    out
}
