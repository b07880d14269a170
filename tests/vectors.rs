//! The published conformance vectors, `vectors/<grammar>.jsonl`
//! (vectors/README.md): every input of the test suites with the library's
//! verdict, production, error and tree. This test collects the inputs,
//! runs the library on each, and fails if a committed file differs from
//! what it produces; `RFC1738_BLESS_VECTORS=1 cargo test --test vectors`
//! writes the files instead (review the diff before committing it).
//!
//! The inputs, in this order, each (production, input) pair once, the
//! first source kept:
//!
//! 1. the reviewed snapshots `snapshots/<grammar>/*.snap`: every `## "..."`
//!    input. A snapshot of the `cases!` form (`# accepted`, `# rejected`)
//!    names its production on its first line; the inputs of the other
//!    snapshots are whole URLs (`extract__*` snapshots hold free text, not
//!    URLs, and are left out);
//! 2. the string literals of the grammar's test sources
//!    `tests/<grammar>/*.rs` that have the shape of a URL (a scheme, then
//!    `:`), as whole URLs: the inputs of the tests that pin no snapshot.
//!    Format strings (a `{`), prose (`": "`), Rust paths and literals over
//!    several lines are left out;
//! 3. every line of the committed corpus sample `tests/data/corpus/*.txt`,
//!    as a whole URL;
//! 4. the seeded generated set: whole URLs drawn from the grammar by the
//!    library's generator and near misses, seed 1 (see [`generated`]).
//!
//! A whole URL is read as the grammar's start symbol: `url` (RFC 1738),
//! `url`, or `prefixedurl` for an input that starts with `url:` (RFC
//! 1630), `URI-reference` (RFC 2396); its vector says `"whole_url":true`,
//! as does a vector of a production's cases that is the same reading. The
//! test also checks that this is what the API's `Url::parse` /
//! `UriReference::parse` answers.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rfc1738::syntax::{Described, Production, Tree, generate, near_misses};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The environment variable that makes the test write the files.
const BLESS: &str = "RFC1738_BLESS_VECTORS";

/// One input to run: the production it is read as, and where it came from.
struct Case<P> {
    production: P,
    input: String,
    source: String,
}

/// The grammar's start symbol for a whole URL `input`.
fn start<G: Described>(input: &str) -> G::Production {
    let name = match <G::Production as Production>::GRAMMAR {
        "rfc2396" => "URI-reference",
        "rfc1630" if input.starts_with("url:") => "prefixedurl",
        _ => "url",
    };
    G::Production::from_name(name).expect("the start symbol is a production")
}

fn relative(path: &Path) -> String {
    path.strip_prefix(ROOT)
        .unwrap_or(path)
        .display()
        .to_string()
        .replace('\\', "/")
}

/// The files of `dir` with extension `ext`, sorted.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    paths.sort();
    paths
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The text of a string literal as Rust writes it (`{:?}` of a `str`, or
/// the inside of a literal in the source): `\n`, `\"`, `\u{..}`, `\x..`,
/// and a `\` at the end of a line, which skips the line break and the
/// indentation after it.
fn unescape(s: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            '0' => out.push('\0'),
            '\\' => out.push('\\'),
            '"' => out.push('"'),
            '\'' => out.push('\''),
            'x' => {
                let hex: String = [chars.next()?, chars.next()?].iter().collect();
                out.push(char::from(u8::from_str_radix(&hex, 16).ok()?));
            }
            'u' => {
                if chars.next()? != '{' {
                    return None;
                }
                let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
            }
            '\n' => {
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    chars.next();
                }
            }
            _ => return None,
        }
    }
    Some(out)
}

/// The inputs of a snapshot: `(production named on its first line, if it
/// is of the `cases!` form; the inputs)`.
fn snapshot_inputs(text: &str) -> (Option<&str>, Vec<String>) {
    // The front matter is `---`, its keys, `---`.
    let body = text
        .strip_prefix("---\n")
        .and_then(|t| t.split_once("\n---\n"))
        .map_or(text, |(_, body)| body);
    let cases = body.lines().any(|l| l == "# accepted");
    let production = cases.then(|| body.lines().next().unwrap_or_default());
    let inputs = body
        .lines()
        .filter_map(|l| l.strip_prefix("## \"")?.strip_suffix('"'))
        .map(|quoted| unescape(quoted).unwrap_or_else(|| panic!("not a Rust string: {quoted:?}")))
        .collect();
    (production, inputs)
}

/// The string literals of a Rust source (comments, char literals, byte
/// strings and lifetimes skipped), each unescaped, raw ones as written.
fn literals(src: &str) -> Vec<String> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut k = 0;
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    while k < b.len() {
        let rest = &src[k..];
        if rest.starts_with("//") {
            k += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            k += rest.find("*/").map_or(rest.len(), |e| e + 2);
        } else if b[k] == b'\'' {
            // A char literal ('x', '\'', '"') or a lifetime ('a).
            if let Some(escape) = rest.strip_prefix("'\\") {
                // The escaped character, then the closing quote.
                let first = escape.chars().next().map_or(0, char::len_utf8);
                let close = escape.get(first..).and_then(|e| e.find('\''));
                k += 2 + first + close.map_or(0, |e| e + 1);
            } else {
                let mut cs = rest.char_indices().skip(1);
                match (cs.next(), cs.next()) {
                    (Some(_), Some((e, '\''))) => k += e + 1,
                    _ => k += 1,
                }
            }
        } else if b[k] == b'"'
            || (b[k] == b'r' && (rest.starts_with("r\"") || rest.starts_with("r#")))
        {
            let prefix_byte = k > 0 && b[k - 1] == b'b';
            let after_ident = k > 0 && ident(b[k - 1]) && !prefix_byte;
            if b[k] == b'r' {
                if after_ident {
                    k += 1;
                    continue;
                }
                let hashes = rest[1..].bytes().take_while(|&c| c == b'#').count();
                if rest.as_bytes().get(1 + hashes) != Some(&b'"') {
                    k += 1;
                    continue;
                }
                let close = format!("\"{}", "#".repeat(hashes));
                let body = &rest[2 + hashes..];
                let end = body.find(&close).unwrap_or(body.len());
                if !prefix_byte {
                    out.push(body[..end].to_owned());
                }
                k += 2 + hashes + end + close.len();
            } else {
                let body = &rest[1..];
                let mut end = 0;
                let bytes = body.as_bytes();
                while end < bytes.len() && bytes[end] != b'"' {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                let end = end.min(body.len());
                if !prefix_byte {
                    if let Some(s) = unescape(&body[..end]) {
                        out.push(s);
                    }
                }
                k += 1 + end + 1;
            }
        } else {
            k += 1;
        }
    }
    out
}

/// Whether a literal of a test source has the shape of a URL: a scheme
/// (a letter, then letters, digits, `+`, `-`, `.`) and `:`, on one line,
/// and is no format string, prose or Rust path.
fn url_shaped(s: &str) -> bool {
    let Some((scheme, _)) = s.split_once(':') else {
        return false;
    };
    let scheme_ok = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || b"+-.".contains(&c));
    let rust_path = s.split("::").count() > 1
        && s.split("::").all(|part| {
            !part.is_empty() && part.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_')
        });
    scheme_ok && !s.contains('\n') && !s.contains('{') && !s.contains(": ") && !rust_path
}

/// The seed of the generated set.
const SEED: u64 = 1;
/// How many URLs the generated set draws from the grammar's roots.
const GENERATED: usize = 1000;
/// How many near misses it adds (URLs changed at one place so that the
/// grammar rejects them).
const NEAR_MISSES: usize = 300;

/// The seeded generated set of a grammar: [`GENERATED`] whole URLs drawn
/// from its roots and [`NEAR_MISSES`] near misses, by the library's own
/// generator (feature `generate`, issue 18) with seed [`SEED`], so that a
/// change of the generator shows in the committed vectors as any other
/// change of the library does.
fn generated<G: Described>(grammar: &str) -> Vec<Case<G::Production>> {
    let source = format!("generated: {grammar}, seed {SEED}");
    let urls = generate::<G>(None, SEED, GENERATED).urls.into_iter();
    let misses = near_misses::<G>(None, SEED, NEAR_MISSES).misses.into_iter();
    urls.map(|g| (g.input, source.clone()))
        .chain(misses.map(|m| (m.input, format!("{source}, near miss"))))
        .map(|(input, source)| Case {
            production: start::<G>(&input),
            input,
            source,
        })
        .collect()
}

/// Every input of the grammar's test suites, in the order of the module
/// documentation, each (production, input) once.
fn cases<G: Described>() -> Vec<Case<G::Production>> {
    let grammar = <G::Production as Production>::GRAMMAR;
    let mut cases: Vec<Case<G::Production>> = Vec::new();
    for path in files(&Path::new(ROOT).join("snapshots").join(grammar), "snap") {
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        if stem.starts_with("extract__") {
            continue;
        }
        let text = read(&path);
        let (production, inputs) = snapshot_inputs(&text);
        let production = production.map(|name| {
            G::Production::from_name(name)
                .unwrap_or_else(|| panic!("{}: no production {name:?}", path.display()))
        });
        for input in inputs {
            cases.push(Case {
                production: production.unwrap_or_else(|| start::<G>(&input)),
                input,
                source: relative(&path),
            });
        }
    }
    for path in files(&Path::new(ROOT).join("tests").join(grammar), "rs") {
        for input in literals(&read(&path)) {
            if url_shaped(&input) {
                cases.push(Case {
                    production: start::<G>(&input),
                    input,
                    source: relative(&path),
                });
            }
        }
    }
    for path in files(&Path::new(ROOT).join("tests/data/corpus"), "txt") {
        for line in read(&path).lines() {
            cases.push(Case {
                production: start::<G>(line),
                input: line.to_owned(),
                source: relative(&path),
            });
        }
    }
    cases.extend(generated::<G>(grammar));
    let mut seen = std::collections::HashSet::new();
    cases.retain(|c| seen.insert((c.production, c.input.clone())));
    cases
}

fn json_str(s: &str) -> String {
    serde_json::to_string(s).expect("a string is JSON")
}

/// A node as `{"production", "start", "end", "children"}`.
fn tree_json<'a, T: Tree<'a>>(node: T, out: &mut String) {
    let span = node.span();
    let _ = write!(
        out,
        "{{\"production\":{},\"start\":{},\"end\":{},\"children\":[",
        json_str(node.production().name()),
        span.start(),
        span.end()
    );
    let mut first = true;
    node.for_each_child(&mut |c| {
        if !first {
            out.push(',');
        }
        first = false;
        tree_json(c, out);
    });
    out.push_str("]}");
}

/// The vectors of a grammar, one JSON object per line.
fn vectors<G: Described>() -> String {
    let mut out = String::new();
    for case in cases::<G>() {
        let result = G::parse_production(case.production, &case.input, G::Options::default());
        let _ = write!(
            out,
            "{{\"input\":{},\"production\":{},\"whole_url\":{},\"valid\":{},",
            json_str(&case.input),
            json_str(case.production.name()),
            case.production == start::<G>(&case.input),
            result.is_ok()
        );
        match &result {
            Ok(node) => {
                out.push_str("\"error\":null,\"tree\":");
                tree_json(*node, &mut out);
            }
            Err(e) => {
                let _ = write!(
                    out,
                    "\"error\":{{\"production\":{},\"offset\":{}}},\"tree\":null",
                    json_str(e.expected().name()),
                    e.offset()
                );
            }
        }
        let _ = writeln!(out, ",\"source\":{}}}", json_str(&case.source));
    }
    out
}

/// Checks or writes `vectors/<grammar>.jsonl`.
fn check<G: Described>() {
    let grammar = <G::Production as Production>::GRAMMAR;
    let path = Path::new(ROOT)
        .join("vectors")
        .join(format!("{grammar}.jsonl"));
    let fresh = vectors::<G>();
    if std::env::var_os(BLESS).is_some() {
        std::fs::write(&path, &fresh).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; write it with `{BLESS}=1 cargo test --test vectors`",
            relative(&path)
        )
    });
    if committed != fresh {
        let (k, (old, new)) = committed
            .lines()
            .chain(std::iter::repeat(""))
            .zip(fresh.lines().chain(std::iter::repeat("")))
            .enumerate()
            .find(|(_, (a, b))| a != b)
            .expect("the texts differ");
        panic!(
            "{} is not what the library produces ({} lines committed, {} now); first \
             difference at line {}:\n  committed: {old}\n  now:       {new}\n\
             If the change is intended, rewrite the files with \
             `{BLESS}=1 cargo test --test vectors` and review the diff.",
            relative(&path),
            committed.lines().count(),
            fresh.lines().count(),
            k + 1
        );
    }
}

#[test]
fn rfc1738_vectors_are_the_librarys() {
    check::<rfc1738::Rfc1738>();
}

#[test]
fn rfc1630_vectors_are_the_librarys() {
    check::<rfc1738::rfc1630::Rfc1630>();
}

#[test]
fn rfc2396_vectors_are_the_librarys() {
    check::<rfc1738::rfc2396::Rfc2396>();
}

/// A whole URL's vector is what the API answers: the start symbol's
/// verdict, error and tree are `Url::parse`'s (`UriReference::parse`'s).
fn start_symbol_is_the_api<G: Described>() {
    let grammar = <G::Production as Production>::GRAMMAR;
    let mut whole = 0;
    for case in cases::<G>() {
        if case.production != start::<G>(&case.input) {
            continue;
        }
        whole += 1;
        let options = G::Options::default();
        let by_production = G::parse_production(case.production, &case.input, options);
        let by_api = G::parse(&case.input, options);
        match (by_production, by_api) {
            (Ok(a), Ok((_, b))) => {
                let (mut ta, mut tb) = (String::new(), String::new());
                tree_json(a, &mut ta);
                tree_json(b, &mut tb);
                assert_eq!(ta, tb, "{grammar}: {:?}", case.input);
            }
            (Err(a), Err(b)) => assert_eq!(
                (a.offset(), a.expected()),
                (b.offset(), b.expected()),
                "{grammar}: {:?}",
                case.input
            ),
            (a, b) => panic!(
                "{grammar}: {:?}: the start symbol says {}, the API {}",
                case.input,
                a.is_ok(),
                b.is_ok()
            ),
        }
    }
    assert!(whole > 3000, "{grammar}: {whole} whole URLs");
}

#[test]
fn the_start_symbol_is_the_api() {
    start_symbol_is_the_api::<rfc1738::Rfc1738>();
    start_symbol_is_the_api::<rfc1738::rfc1630::Rfc1630>();
    start_symbol_is_the_api::<rfc1738::rfc2396::Rfc2396>();
}

/// The collection reads what it should: Rust's string escapes, raw
/// strings, and none of comments, chars, byte strings or lifetimes.
#[test]
fn literals_of_a_source() {
    let src = r####"
        // "http://in.a/comment"
        /* "http://in.a/block" */
        fn f<'a>(x: &'a str) -> char { '"' }
        let a = "http://h/\"x\"";
        let b = r#"http://h/"raw""#;
        let c = b"http://bytes/";
        let d = '\'';
        let h = "after:a char";
        let i = '\u{e9}';
        let j = "news:after";
        let e = "news:a\
                 b";
        let g = "mailto:\u{e9}";
    "####;
    assert_eq!(
        literals(src),
        [
            "http://h/\"x\"",
            "http://h/\"raw\"",
            "after:a char",
            "news:after",
            "news:ab",
            "mailto:é"
        ]
    );
    assert!(url_shaped("http://h/"));
    assert!(url_shaped("http://[fe80::1]/"));
    assert!(!url_shaped("rfc1630::productions::the_bnf"));
    assert!(!url_shaped("wais://{}/{}"));
    assert!(!url_shaped("hint: write it as %7E"));
    assert!(!url_shaped("a/b:c"));
    assert_eq!(
        snapshot_inputs(
            "---\nsource: x\n---\nhost\nhost = a\n\n# accepted\n\n## \"a\\tb\"\n\n# rejected\n\n## \"\"\n"
        ),
        (Some("host"), vec!["a\tb".to_owned(), String::new()])
    );
}
