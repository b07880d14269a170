//! `rfc1738 extract [FILE...]`: the URLs found in free text, as the RFC
//! 1738 Appendix writes them (`<URL:...>`, `<...>`, and bare URLs between
//! them: the library's `rfc1738::extract`), each checked under the
//! grammar of `--grammar`.
//!
//! A file is read whole. A UTF-8 byte-order mark at its start is skipped
//! (offsets still count it); a byte that is not UTF-8 is read as NUL,
//! which no URL holds, so byte offsets stay the file's.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use rfc1738::extract::Form;
use rfc1738::syntax::{Grammar, Production};
use serde_json::{Value, json};

use crate::lines::{self, BOM};
use crate::render::{error_json, message};
use crate::{CheckFormat, emit};

/// `bytes` as text: invalid UTF-8 read as NUL, byte for byte.
fn text(mut bytes: Vec<u8>) -> String {
    let mut at = 0;
    loop {
        match std::str::from_utf8(bytes.get(at..).unwrap_or_default()) {
            Ok(_) => break,
            Err(e) => {
                let bad = at + e.valid_up_to();
                let len = e.error_len().unwrap_or(bytes.len() - bad);
                for b in bytes.iter_mut().skip(bad).take(len) {
                    *b = 0;
                }
                at = bad + len;
            }
        }
    }
    String::from_utf8(bytes).unwrap_or_default()
}

/// Where byte offsets fall: the line number and the start of each line.
struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    fn new(text: &str) -> Self {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(k, _)| k + 1))
            .collect();
        Lines { starts }
    }

    /// The 1-based line and column of byte `offset` of `text`.
    fn at(&self, text: &str, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self
            .starts
            .get(line.saturating_sub(1))
            .copied()
            .unwrap_or(0);
        let bytes = text.as_bytes().get(start..).unwrap_or_default();
        (line, lines::column(bytes, offset - start))
    }
}

/// `rfc1738 extract`.
pub fn run<G: Grammar>(files: &[PathBuf], format: CheckFormat, options: G::Options) -> ExitCode {
    let stdin_only = [PathBuf::from("-")];
    let inputs = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    let mut invalid = false;
    let mut io_error = false;
    for path in inputs {
        let name = path.to_string_lossy();
        let read = if path == Path::new("-") {
            let mut bytes = Vec::new();
            io::stdin().lock().read_to_end(&mut bytes).map(|_| bytes)
        } else {
            fs::read(path)
        };
        let mut bytes = match read {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("rfc1738 extract: {name}: {e}");
                io_error = true;
                continue;
            }
        };
        let base = if bytes.starts_with(BOM) {
            bytes.drain(..BOM.len());
            BOM.len()
        } else {
            0
        };
        let text = text(bytes);
        let lines = Lines::new(&text);
        let mut out = String::new();
        for found in rfc1738::extract(&text) {
            let start = found.url_range().start;
            let (line, column) = lines.at(&text, start);
            let result = G::parse(found.url(), options);
            invalid |= result.is_err();
            match format {
                CheckFormat::Text => {
                    let verdict = match &result {
                        Ok((p, _)) => p.name().to_owned(),
                        Err(e) => format!("invalid: {}", message(e, None)),
                    };
                    out.push_str(&format!(
                        "{name}:{line}:{column}: {} ({verdict})\n",
                        found.url()
                    ));
                }
                CheckFormat::Jsonl => {
                    let (form, url_prefix) = match found.form() {
                        Form::Wrapped { url_prefix } => ("wrapped", url_prefix),
                        Form::Bare { url_prefix } => ("bare", url_prefix),
                    };
                    let (production, error) = match &result {
                        Ok((p, _)) => (Value::from(p.name()), Value::Null),
                        Err(e) => {
                            let col = lines::column(found.url().as_bytes(), e.offset());
                            (Value::Null, error_json(e, col, None))
                        }
                    };
                    let obj = json!({
                        "file": name,
                        "line": line,
                        "column": column,
                        "grammar": <G::Production as Production>::GRAMMAR,
                        "start": base + start,
                        "end": base + found.url_range().end,
                        "url": found.url(),
                        "form": form,
                        "url_prefix": url_prefix,
                        "fragment": found.fragment(),
                        "valid": result.is_ok(),
                        "production": production,
                        "error": error,
                    });
                    out.push_str(&format!("{obj}\n"));
                }
            }
        }
        if !emit(&out) {
            break;
        }
    }
    ExitCode::from(match (io_error, invalid) {
        (true, _) => 2,
        (false, true) => 1,
        (false, false) => 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_that_are_not_utf8_become_nul() {
        assert_eq!(text(b"a\xFFb\xE2\x82".to_vec()), "a\0b\0\0");
        assert_eq!(text("caf\u{e9}".as_bytes().to_vec()), "caf\u{e9}");
    }

    #[test]
    fn lines_and_columns() {
        let text = "ab\ncd\u{e9}f\n";
        let lines = Lines::new(text);
        assert_eq!(lines.at(text, 0), (1, 1));
        assert_eq!(lines.at(text, 3), (2, 1));
        assert_eq!(lines.at(text, 7), (2, 4));
    }
}
