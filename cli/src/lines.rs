//! What every command does to a line of input before it is a URL: the
//! line end (`\n` or `\r\n`) and, on the first line, a UTF-8 byte-order
//! mark are no part of it; and where a byte offset is, as the column an
//! editor shows.

use std::io::{self, BufRead};

/// The UTF-8 byte-order mark.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// `line` without a final `\r` (the `\n` is already gone).
pub fn strip_cr(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// `line` without a byte-order mark at its start, if it is the first
/// line of its input.
pub fn strip_bom(line: &[u8], first: bool) -> &[u8] {
    if first {
        line.strip_prefix(BOM).unwrap_or(line)
    } else {
        line
    }
}

/// The 1-based column of byte `offset` of `line`: one more than the
/// number of characters before it (bytes that are not UTF-8 count one
/// each, as the replacement character they are shown as).
pub fn column(line: &[u8], offset: usize) -> usize {
    let before = line.get(..offset).unwrap_or(line);
    if before.is_ascii() {
        return before.len() + 1;
    }
    match std::str::from_utf8(before) {
        Ok(s) => s.chars().count() + 1,
        Err(_) => String::from_utf8_lossy(before).chars().count() + 1,
    }
}

/// The lines of `reader`, each without its line end and the first
/// without a byte-order mark.
pub fn read(reader: impl BufRead) -> impl Iterator<Item = io::Result<Vec<u8>>> {
    let mut first = true;
    reader.split(b'\n').map(move |line| {
        let line = line?;
        let kept = strip_bom(strip_cr(&line), first).to_vec();
        first = false;
        Ok(kept)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_lose_their_ends_and_the_first_its_bom() {
        let input = b"\xEF\xBB\xBFhttp://a/\r\n\xEF\xBB\xBFhttp://b/\nlast";
        let lines: Vec<Vec<u8>> = read(&input[..]).map(Result::unwrap).collect();
        assert_eq!(
            lines,
            [
                b"http://a/".to_vec(),
                b"\xEF\xBB\xBFhttp://b/".to_vec(),
                b"last".to_vec()
            ]
        );
    }

    #[test]
    fn columns_count_characters() {
        assert_eq!(column(b"abc", 0), 1);
        assert_eq!(column("caf\u{e9}~".as_bytes(), 5), 5);
        assert_eq!(column(b"a\xFFb", 2), 3);
    }
}
