//! [`Abridged`]: a text of the input in a message, cut when it is long.

use core::fmt;

/// A text in a message: quoted whole when it is at most `.1` bytes long,
/// else its start quoted (cut at a character boundary), then `…` and its
/// length in bytes, so that no message repeats an unbounded input.
pub(crate) struct Abridged<'a>(pub(crate) &'a str, pub(crate) usize);

impl fmt::Display for Abridged<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Abridged(text, shown) = *self;
        if text.len() <= shown {
            return write!(f, "{text:?}");
        }
        let mut end = shown;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let start = text.get(..end).unwrap_or_default();
        write!(f, "{start:?}… ({} bytes)", text.len())
    }
}
