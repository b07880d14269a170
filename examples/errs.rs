//! Prints the error (and hint) of each argument: a scratch tool.
fn main() {
    for a in std::env::args().skip(1) {
        match rfc1738::Url::parse(&a) {
            Ok(u) => println!("{a:?}: ok {}", u.production()),
            Err(e) => println!(
                "{a:?}: {e}{}",
                e.hint()
                    .map(|h| format!("\n    hint: {h}"))
                    .unwrap_or_default()
            ),
        }
    }
}
