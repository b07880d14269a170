//! The house for several grammars (issue 12): the grammar-free layer
//! `src/syntax/` names no grammar in its code. (Its doc comments use RFC
//! 1738 as the example: the doctests must call the crate by its name.)

use std::path::Path;

#[test]
fn the_syntax_layer_names_no_grammar() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/syntax");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("src/syntax is readable") {
        let path = entry.expect("a directory entry").path();
        let text = std::fs::read_to_string(&path).expect("a source file");
        files += 1;
        for (k, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for grammar in ["rfc1738", "rfc1630", "rfc2396", "Rfc1738"] {
                assert!(
                    !code.contains(grammar),
                    "{}:{}: the grammar-free layer names {grammar}: {line}",
                    path.display(),
                    k + 1
                );
            }
        }
    }
    assert!(files >= 8, "src/syntax/ has its files ({files})");
}
