//! Parses each URL given on the command line and prints its parse tree,
//! or the error: production, byte offset, character found.
//!
//! ```text
//! cargo run --example parse -- 'ftp://joe:secret@ftp.example.com/pub/file.txt;type=i'
//! ```

use std::process::ExitCode;

use rfc1738::Url;

fn main() -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for arg in std::env::args().skip(1) {
        match Url::parse(&arg) {
            Ok(url) => print!("{}", url.node()),
            Err(e) => {
                eprintln!("{arg}\n{:>width$}\nerror: {e}", "^", width = e.offset() + 1);
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
