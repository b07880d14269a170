//! RFC 3987 §3: the mappings between IRIs and URIs. [`to_uri`] is §3.1
//! (every character beyond ASCII as the percent-encoded octets of its
//! UTF-8, uppercase hex); [`to_iri`] is §3.2 (percent-encoded UTF-8
//! decoded where the character may stand in an IRI, everything else
//! kept). Both work on any string and build a new one: they are no part
//! of the parse path. Decisions: the grammar note `map`.

use super::classes::{is_iprivate, is_ucschar};
use super::reference::IriReference;
use crate::rfc3986::chars::is_unreserved;

/// The uppercase hex digits.
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Writes `%HH` of octet `b`, uppercase (§3.1 step 2.2: "the
/// hexadecimal notation SHOULD use uppercase letters").
fn push_pct(out: &mut String, b: u8) {
    out.push('%');
    out.push(char::from(
        HEX.get(usize::from(b >> 4)).copied().unwrap_or(b'0'),
    ));
    out.push(char::from(
        HEX.get(usize::from(b & 15)).copied().unwrap_or(b'0'),
    ));
}

/// The URI of an IRI (RFC 3987 §3.1, step 2): every character beyond
/// ASCII replaced by the `%HH` triplets of its UTF-8 octets, uppercase;
/// every ASCII character kept, so the mapping is the identity on a URI
/// and idempotent. On an IRI reference that RFC 3987 accepts (where the
/// only characters beyond ASCII are `ucschar` and `iprivate`), the result
/// is a URI reference that RFC 3986 accepts. Step 1 (normalizing to NFC
/// a text that was not in a Unicode encoding) is the caller's: a Rust
/// string is Unicode already, and §3.1 step 1.c says not to normalize
/// it. The optional conversion of `ireg-name` to punycode (RFC 3490's
/// ToASCII) is not made.
///
/// ```
/// use rfc1738::rfc3987::to_uri;
/// assert_eq!(to_uri("http://r\u{E9}sum\u{E9}.example.org"), "http://r%C3%A9sum%C3%A9.example.org");
/// assert_eq!(to_uri("http://www.example.org/D\u{FC}rst"), "http://www.example.org/D%C3%BCrst");
/// assert_eq!(to_uri("http://a/%7e?x=%C3%BC"), "http://a/%7e?x=%C3%BC"); // a URI: unchanged
/// ```
pub fn to_uri(iri: &str) -> String {
    let mut out = String::with_capacity(iri.len() + iri.len() / 2);
    for c in iri.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for &b in c.encode_utf8(&mut buf).as_bytes() {
                push_pct(&mut out, b);
            }
        }
    }
    out
}

/// Whether `c`, decoded from a URI, may stand for itself in an IRI at
/// that place (§3.2 step 4): a `ucschar`, or an `iprivate` in the query
/// (§2.2), and none of the bidirectional formatting characters that
/// §4.1 forbids in IRIs (LRM, RLM, LRE, RLE, PDF, LRO, RLO).
fn may_decode(c: char, in_query: bool) -> bool {
    let bidi = matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}');
    !bidi && (is_ucschar(c) || (in_query && is_iprivate(c)))
}

/// The octet of the `%HH` triplet at byte `k` of `b`, if one is there.
fn triplet(b: &[u8], k: usize) -> Option<u8> {
    match b.get(k..k + 3) {
        Some(&[b'%', h, l]) => {
            let h = char::from(h).to_digit(16)?;
            let l = char::from(l).to_digit(16)?;
            u8::try_from(h * 16 + l).ok()
        }
        _ => None,
    }
}

/// The IRI of a URI (RFC 3987 §3.2): the percent-encodings decoded
/// where that is safe, everything else kept as written.
///
/// - A triplet of an ASCII octet is decoded only when the character is
///   `unreserved` (step 2 keeps `%`, the reserved characters and the
///   characters not allowed in URIs encoded); the others stay as
///   written, in their case.
/// - A run of triplets of octets beyond ASCII is decoded where it is
///   strictly legal UTF-8 (step 3) of a character that may stand in an
///   IRI there (step 4): a `ucschar`, or an `iprivate` in the query,
///   and none of §4.1's bidirectional formatting characters. The other
///   octets are percent-encoded again, in uppercase (the examples of
///   §3.2.1).
/// - Everything that is no triplet is kept.
///
/// The input is a URI (or any string: a character beyond ASCII is
/// kept). The result maps back to the input under [`to_uri`], but for
/// the case of re-encoded triplets and the decoded `unreserved`
/// characters (§3.2). Labels in punycode are not converted (§3.2.1
/// allows it to software that knows the scheme).
///
/// ```
/// use rfc1738::rfc3987::to_iri;
/// // The three examples of §3.2.1.
/// assert_eq!(to_iri("http://www.example.org/D%C3%BCrst"), "http://www.example.org/D\u{FC}rst");
/// assert_eq!(to_iri("http://www.example.org/D%FCrst"), "http://www.example.org/D%FCrst");
/// assert_eq!(to_iri("http://xn--99zt52a.example.org/%e2%80%ae"), "http://xn--99zt52a.example.org/%E2%80%AE");
/// ```
pub fn to_iri(uri: &str) -> String {
    let b = uri.as_bytes();
    let mut out = String::with_capacity(uri.len());
    // The query: after the first `?` that comes before any `#`.
    let hash = uri.find('#').unwrap_or(uri.len());
    let query_start = uri.get(..hash).and_then(|s| s.find('?'));
    let mut k = 0;
    while k < b.len() {
        let in_query = query_start.is_some_and(|q| k > q) && k < hash;
        let Some(octet) = triplet(b, k) else {
            // Not a triplet: the character as written.
            let c = uri
                .get(k..)
                .and_then(|s| s.chars().next())
                .unwrap_or('\u{FFFD}');
            out.push(c);
            k += c.len_utf8().max(1);
            continue;
        };
        if octet.is_ascii() {
            if is_unreserved(octet) {
                out.push(char::from(octet));
            } else {
                out.push_str(uri.get(k..k + 3).unwrap_or_default());
            }
            k += 3;
            continue;
        }
        // The UTF-8 sequence that starts here, of as many triplets as
        // its lead octet says.
        let n = match octet {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => 0,
        };
        let mut seq = [0u8; 4];
        for (j, slot) in seq.iter_mut().enumerate().take(n) {
            let Some(o) = triplet(b, k + 3 * j) else {
                break;
            };
            *slot = o;
        }
        // One character when all `n` octets are there and legal UTF-8
        // (a sequence cut short keeps a 0 in `seq`, which is no
        // continuation octet; a lead octet of none gives `n` 0).
        let decoded = core::str::from_utf8(seq.get(..n).unwrap_or_default())
            .ok()
            .and_then(|s| s.chars().next());
        match decoded {
            Some(c) if may_decode(c, in_query) => {
                out.push(c);
                k += 3 * n;
            }
            Some(_) => {
                // Legal UTF-8 of a character not allowed here: step 4.
                for &o in seq.get(..n).unwrap_or_default() {
                    push_pct(&mut out, o);
                }
                k += 3 * n;
            }
            None => {
                // Not part of a strictly legal sequence: step 3.
                push_pct(&mut out, octet);
                k += 3;
            }
        }
    }
    out
}

impl IriReference<'_> {
    /// The URI of this IRI reference ([`to_uri`], §3.1): a URI
    /// reference that RFC 3986 accepts.
    ///
    /// ```
    /// use rfc1738::{rfc3986, rfc3987::IriReference};
    /// let uri = IriReference::parse("//例え.jp/パス?q=\u{E000}")?.to_uri();
    /// assert_eq!(uri, "//%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9?q=%EE%80%80");
    /// assert!(rfc3986::parse(&uri).is_ok());
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3987::Production>>(())
    /// ```
    pub fn to_uri(&self) -> String {
        to_uri(self.as_str())
    }
}

/// A string of `n` `%HH` triplets, for the tests.
#[cfg(test)]
fn triplets(octets: &[u8]) -> String {
    use core::fmt::Write as _;
    let mut s = String::new();
    for &o in octets {
        let _ = write!(s, "%{o:02X}");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::{to_iri, to_uri, triplets};

    #[test]
    fn every_character_maps_back() {
        for c in ['é', 'ß', '例', '𝄞', '\u{E000}', '\u{10FFFD}'] {
            let mut buf = [0u8; 4];
            let t = triplets(c.encode_utf8(&mut buf).as_bytes());
            assert_eq!(to_uri(&c.to_string()), t);
        }
        assert_eq!(to_iri("/%E4%BE%8B"), "/例");
        assert_eq!(to_iri("/%EE%80%80"), "/%EE%80%80"); // iprivate outside the query
        assert_eq!(to_iri("/?%EE%80%80"), "/?\u{E000}");
        assert_eq!(to_iri("/?%EE%80%80#%EE%80%80"), "/?\u{E000}#%EE%80%80");
        assert_eq!(to_iri("/%41%2F%25%20%7e"), "/A%2F%25%20~");
        assert_eq!(to_iri("/%C3"), "/%C3");
        assert_eq!(to_iri("/%c3%28"), "/%C3%28"); // `(` is reserved: kept encoded
        assert_eq!(to_iri("/%ED%A0%80"), "/%ED%A0%80"); // a surrogate: no legal UTF-8
        assert_eq!(to_iri("/%EF%BF%BD"), "/%EF%BF%BD"); // U+FFFD: no ucschar
        assert_eq!(to_iri("/%"), "/%");
    }
}
