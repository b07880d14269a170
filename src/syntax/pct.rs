//! Percent-encoding (`"%" hex hex`), the same in every grammar here:
//! hex values, the octet of one escape, and decoding one component.

use std::borrow::Cow;
use std::str::Utf8Error;

/// The value of one hex digit, if `b` is one.
pub(crate) const fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The octet of the escape `%HH` starting at `at` in `bytes`, if there is
/// one there.
pub(crate) fn escape_at(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3)? {
        [b'%', h, l] => Some(hex_value(*h)? * 16 + hex_value(*l)?),
        _ => None,
    }
}

/// Decodes every `%HH` escape of `text` (RFC 1738 §2.2), borrowing when
/// there is none. A `%` not followed by two hex digits is kept as it is
/// (the grammars never let one through).
///
/// Decode one component at a time, after splitting: `%2F` in an FTP
/// segment is a `/` inside one directory name (RFC 1738 §3.2.2), which
/// decoding the whole path first would lose.
///
/// ```
/// use rfc1738::meaning::percent_decode;
/// assert_eq!(percent_decode("a%2Fb"), b"a/b".as_slice());
/// assert!(matches!(percent_decode("plain"), std::borrow::Cow::Borrowed(_)));
/// ```
pub fn percent_decode(text: &str) -> Cow<'_, [u8]> {
    let bytes = text.as_bytes();
    if !bytes.contains(&b'%') {
        return Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        match escape_at(bytes, at) {
            Some(octet) => {
                out.push(octet);
                at += 3;
            }
            None => {
                out.push(b);
                at += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// [`percent_decode`], then UTF-8: `Err` when the decoded octets are not
/// UTF-8 (no grammar here promises that they are).
///
/// ```
/// use rfc1738::meaning::percent_decode_utf8;
/// assert_eq!(percent_decode_utf8("caf%C3%A9").unwrap(), "café");
/// assert!(percent_decode_utf8("%FF").is_err());
/// ```
pub fn percent_decode_utf8(text: &str) -> Result<Cow<'_, str>, Utf8Error> {
    match percent_decode(text) {
        Cow::Borrowed(b) => std::str::from_utf8(b).map(Cow::Borrowed),
        Cow::Owned(v) => match String::from_utf8(v) {
            Ok(s) => Ok(Cow::Owned(s)),
            Err(e) => Err(e.utf8_error()),
        },
    }
}
