//! Embeds what `rfc1738.explain` shows: the command-line tool's own
//! build script (`cli/build.rs`), run over the tool's directory, so the
//! package carries the same entries (`cli/explain/<grammar>.md`, the
//! RFCs' words copied at build time) and snapshots as `rfc1738 explain`.

#[allow(dead_code)]
#[path = "../cli/build.rs"]
mod cli;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    cli::embed(&std::path::Path::new(&manifest).join("../cli"));
}
