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

use rfc1738::rfc2396::{self, UriReference};
use rfc1738::syntax::{Component, Components, Described, Production, Tree, generate, near_misses};

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
        "rfc2396" | "rfc3986" => "URI-reference",
        "rfc3987" => "IRI-reference",
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

/// FNV-1a (64 bits) of `parts`, each followed by a zero byte: the
/// vectors' ids, fixed by the text they name (no dependency, the same on
/// every platform).
fn fnv1a(parts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in part.as_bytes().iter().chain(&[0]) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// The stable id of a vector: the grammar and 16 hex digits of the hash
/// of its production and input, so that it names the same case in every
/// version of the file that has it.
fn id(grammar: &str, production: &str, input: &str) -> String {
    format!("{grammar}-{:016x}", fnv1a(&[production, input]))
}

/// The keys of the `components` object of `rfc1738 check --format jsonl`
/// under the grammar of `P`, in order (docs/json.md, "The `components`
/// object"): RFC 2396's user information is one part, the login of RFC
/// 1738 and RFC 1630 a user and a password. The tool's tests hold the
/// vectors' objects to what `check` prints (cli/tests/diff.rs).
fn component_keys<P: Production>() -> &'static [Component] {
    use rfc1738::compare::GrammarId;
    match P::GRAMMAR {
        "rfc2396" | "rfc3986" | "rfc3987" => GrammarId::Rfc2396.components(),
        "rfc1630" => GrammarId::Rfc1630.components(),
        _ => GrammarId::Rfc1738.components(),
    }
}

/// `components` as the JSON object `check --format jsonl` writes.
fn components_json(keys: &[Component], c: &Components<'_>, out: &mut String) {
    out.push('{');
    for (k, &key) in keys.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        let value = c
            .get(key)
            .map_or("null".to_owned(), |s| json_str(s.as_str()));
        let _ = write!(out, "{}:{value}", json_str(key.name()));
    }
    out.push('}');
}

/// How a grammar's URL type gives the components of a whole URL (default
/// options), `None` when it is none.
type ComponentsOf = fn(&str) -> Option<Components<'_>>;

/// The vectors of a grammar, one JSON object per line.
fn vectors<G: Described>(components_of: ComponentsOf) -> String {
    let grammar = <G::Production as Production>::GRAMMAR;
    let keys = component_keys::<G::Production>();
    let mut out = String::new();
    for case in cases::<G>() {
        let result = G::parse_production(case.production, &case.input, G::Options::default());
        let whole_url = case.production == start::<G>(&case.input);
        let _ = write!(
            out,
            "{{\"id\":{},\"input\":{},\"production\":{},\"whole_url\":{whole_url},\"valid\":{},",
            json_str(&id(grammar, case.production.name(), &case.input)),
            json_str(&case.input),
            json_str(case.production.name()),
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
        out.push_str(",\"components\":");
        match components_of(&case.input).filter(|_| whole_url) {
            Some(c) => components_json(keys, &c, &mut out),
            None => out.push_str("null"),
        }
        let _ = writeln!(out, ",\"source\":{}}}", json_str(&case.source));
    }
    out
}

/// Checks or writes `vectors/<grammar>.jsonl`.
fn check<G: Described>(components_of: ComponentsOf) {
    let grammar = <G::Production as Production>::GRAMMAR;
    check_file(&format!("{grammar}.jsonl"), &vectors::<G>(components_of));
}

/// Checks or writes `vectors/<name>`, which should be `fresh`.
fn check_file(name: &str, fresh: &str) {
    let path = Path::new(ROOT).join("vectors").join(name);
    if std::env::var_os(BLESS).is_some() {
        std::fs::write(&path, fresh).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
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
    check::<rfc1738::Rfc1738>(|i| rfc1738::Url::parse(i).ok().map(|u| u.components()));
}

#[test]
fn rfc1630_vectors_are_the_librarys() {
    check::<rfc1738::rfc1630::Rfc1630>(|i| {
        rfc1738::rfc1630::Url::parse(i).ok().map(|u| u.components())
    });
}

#[test]
fn rfc2396_vectors_are_the_librarys() {
    check::<rfc2396::Rfc2396>(|i| UriReference::parse(i).ok().map(|u| u.components()));
}

#[test]
fn rfc3986_vectors_are_the_librarys() {
    check::<rfc1738::rfc3986::Rfc3986>(|i| {
        rfc1738::rfc3986::UriReference::parse(i)
            .ok()
            .map(|u| u.components())
    });
}

#[test]
fn rfc3987_vectors_are_the_librarys() {
    check::<rfc1738::rfc3987::Rfc3987>(|i| {
        rfc1738::rfc3987::IriReference::parse(i)
            .ok()
            .map(|u| u.components())
    });
}

/// The base of RFC 2396 Appendix C: "Within an object with a
/// well-defined base URI of http://a/b/c/d;p?q".
const APPENDIX_C_BASE: &str = "http://a/b/c/d;p?q";

/// The other bases of the URI working group's resolution tests of the
/// time (a query and a parameter holding `/`, an empty authority, and a
/// path with empty segments, under an unknown scheme and under http),
/// each with the references tried against it.
const OTHER_BASES: &[(&str, &[&str])] = &[
    (
        "http://a/b/c/d;p?q=1/2",
        &[
            "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "g?y/../x", "g#s", "g#s/./x",
            "g#s/../x", "./", "../", "../g", "../../", "../../g",
        ],
    ),
    (
        "http://a/b/c/d;p=1/2?q",
        &[
            "g",
            "./g",
            "g/",
            "g?y",
            ";x",
            "g;x",
            "g;x=1/./y",
            "g;x=1/../y",
            "./",
            "../",
            "../g",
            "../../",
            "../../g",
        ],
    ),
    ("fred:///s//a/b/c", EMPTY_SEGMENT_REFERENCES),
    ("http:///s//a/b/c", EMPTY_SEGMENT_REFERENCES),
];

/// The references tried against the bases with empty path segments.
const EMPTY_SEGMENT_REFERENCES: &[&str] = &[
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "//g/x",
    "///g",
    "./",
    "../",
    "../g",
    "../../",
    "../../g",
    "../../../g",
    "../../../../g",
];

/// The examples of RFC 2396 Appendix C as the RFC prints them (the
/// committed text `tests/data/spec/rfc2396.txt`): `(reference, result,
/// "C.1" or "C.2")`. `<>` is the empty reference; "(current document)"
/// is the base (it has no fragment, §4.2); where two results are printed
/// (`http:g`), the first, "for validating parsers".
fn appendix_c() -> Vec<(String, String, &'static str)> {
    let text = read(&Path::new(ROOT).join("tests/data/spec/rfc2396.txt"));
    let start = text
        .find("\nC. Examples of Resolving Relative URI References")
        .expect("Appendix C");
    let end = text[start..]
        .find("\nD. ")
        .map_or(text.len(), |e| start + e);
    let mut section = "C.1";
    let mut examples = Vec::new();
    for line in text[start..end].lines() {
        if line.starts_with("C.2.") {
            section = "C.2";
        }
        // An example is indented by six spaces; the second result of
        // `http:g` (`|  http://a/b/c/g`) by more.
        let Some(rest) = line.strip_prefix("      ").filter(|r| !r.starts_with(' ')) else {
            continue;
        };
        let Some((reference, result)) = rest.split_once(" =  ") else {
            continue;
        };
        let reference = match reference.trim() {
            "<>" => "",
            r => r,
        };
        let result = result.replace("(current document)", APPENDIX_C_BASE);
        let result = result.split_whitespace().next().unwrap_or_default();
        examples.push((reference.to_owned(), result.to_owned(), section));
    }
    examples
}

/// The generated references of the dot segments: every relative path of
/// one to three segments among `g`, `.` and `..`, each alone, with a
/// trailing `/`, and with `?y#s`.
fn dot_segment_references() -> Vec<String> {
    let words = ["g", ".", ".."];
    let mut paths: Vec<String> = words.iter().map(|w| (*w).to_owned()).collect();
    let mut last = paths.clone();
    for _ in 1..3 {
        last = last
            .iter()
            .flat_map(|p| words.iter().map(move |w| format!("{p}/{w}")))
            .collect();
        paths.extend(last.iter().cloned());
    }
    paths
        .iter()
        .flat_map(|p| [p.clone(), format!("{p}/"), format!("{p}?y#s")])
        .collect()
}

/// How many references the generated set of resolution vectors draws
/// from RFC 2396's `relativeURI`, and how many near misses it adds, per
/// base.
const GENERATED_REFERENCES: usize = 100;
const NEAR_MISS_REFERENCES: usize = 20;

/// One resolution case: a base, a reference, where it comes from.
struct Resolution {
    base: &'static str,
    reference: String,
    source: String,
}

/// Every resolution case, each (base, reference) once, the first source
/// kept: Appendix C, the other bases of the working group's tests, then
/// the generated pairs over every base.
fn resolutions() -> Vec<Resolution> {
    let mut cases: Vec<Resolution> = appendix_c()
        .into_iter()
        .map(|(reference, _, section)| Resolution {
            base: APPENDIX_C_BASE,
            reference,
            source: format!("RFC 2396 Appendix {section}"),
        })
        .collect();
    for (base, references) in OTHER_BASES {
        cases.extend(references.iter().map(|r| Resolution {
            base,
            reference: (*r).to_owned(),
            source: "resolution tests of the URI working group".to_owned(),
        }));
    }
    let relative = rfc2396::Production::from_name("relativeURI").expect("relativeURI");
    let source = format!("generated: rfc2396 relativeURI, seed {SEED}");
    let drawn: Vec<(String, String)> = dot_segment_references()
        .into_iter()
        .map(|r| (r, "generated: dot segments".to_owned()))
        .chain(
            generate::<rfc2396::Rfc2396>(Some(relative), SEED, GENERATED_REFERENCES)
                .urls
                .into_iter()
                .map(|g| (g.input, source.clone())),
        )
        .chain(
            near_misses::<rfc2396::Rfc2396>(Some(relative), SEED, NEAR_MISS_REFERENCES)
                .misses
                .into_iter()
                .map(|m| (m.input, format!("{source}, near miss"))),
        )
        .collect();
    for base in std::iter::once(APPENDIX_C_BASE).chain(OTHER_BASES.iter().map(|b| b.0)) {
        cases.extend(drawn.iter().map(|(reference, source)| Resolution {
            base,
            reference: reference.clone(),
            source: source.clone(),
        }));
    }
    let mut seen = std::collections::HashSet::new();
    cases.retain(|c| seen.insert((c.base, c.reference.clone())));
    cases
}

/// The target of `reference` against `base` with the default options,
/// as `rfc1738 resolve` prints it, or the error that makes it none.
fn resolve(base: &str, reference: &str) -> Result<String, rfc2396::ParseError> {
    let base = UriReference::parse(base).expect("the bases are URIs");
    let reference = UriReference::parse_with(reference, rfc2396::Options::default())?;
    let target = reference
        .resolve(&base)
        .expect("an absolute base resolves every reference");
    Ok(target.to_string())
}

/// The resolution vectors, one JSON object per line.
fn resolution_vectors() -> String {
    let mut out = String::new();
    for case in resolutions() {
        let _ = write!(
            out,
            "{{\"id\":{},\"base\":{},\"reference\":{},",
            json_str(&format!(
                "rfc2396-resolve-{:016x}",
                fnv1a(&[case.base, &case.reference])
            )),
            json_str(case.base),
            json_str(&case.reference),
        );
        match resolve(case.base, &case.reference) {
            Ok(target) => {
                let _ = write!(out, "\"target\":{},\"error\":null", json_str(&target));
            }
            Err(e) => {
                let _ = write!(
                    out,
                    "\"target\":null,\"error\":{{\"production\":{},\"offset\":{}}}",
                    json_str(e.expected().name()),
                    e.offset()
                );
            }
        }
        let _ = writeln!(out, ",\"source\":{}}}", json_str(&case.source));
    }
    out
}

#[test]
fn rfc2396_resolution_vectors_are_the_librarys() {
    check_file("rfc2396-resolve.jsonl", &resolution_vectors());
}

/// The examples of RFC 3986 §5.4 (the committed text
/// `tests/data/spec/rfc3986.txt`): `(reference, target, "5.4.1" or
/// "5.4.2")`, the strict target where two are printed (`http:g`).
fn section_5_4() -> Vec<(String, String, &'static str)> {
    let text = read(&Path::new(ROOT).join("tests/data/spec/rfc3986.txt"));
    let start = text.find("\n5.4.1.  Normal Examples").expect("§5.4.1");
    let end = text[start..]
        .find("\n6.  Normalization")
        .map_or(text.len(), |e| start + e);
    let mut section = "5.4.1";
    let mut examples = Vec::new();
    for line in text[start..end].lines() {
        if line.starts_with("5.4.2.") {
            section = "5.4.2";
        }
        let Some((reference, target)) = line.trim().split_once("  =  ") else {
            continue;
        };
        let reference = reference.trim().trim_matches('"');
        let target = target
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .trim_matches('"');
        if target.contains(':') {
            examples.push((reference.to_owned(), target.to_owned(), section));
        }
    }
    examples
}

/// The resolution cases of RFC 3986: §5.4's examples, then the other
/// bases and the generated references of RFC 2396's cases (a
/// reference RFC 3986 does not read is a vector with its error).
fn resolutions_3986() -> Vec<Resolution> {
    let mut cases: Vec<Resolution> = section_5_4()
        .into_iter()
        .map(|(reference, _, section)| Resolution {
            base: APPENDIX_C_BASE,
            reference,
            source: format!("RFC 3986 §{section}"),
        })
        .collect();
    cases.extend(resolutions());
    let mut seen = std::collections::HashSet::new();
    cases.retain(|c| seen.insert((c.base, c.reference.clone())));
    cases
}

/// The target of `reference` against `base` under RFC 3986 (strict), as
/// `rfc1738 resolve --grammar rfc3986` prints it, or the error that
/// makes it none.
fn resolve_3986(base: &str, reference: &str) -> Result<String, rfc1738::rfc3986::ParseError> {
    use rfc1738::rfc3986::UriReference;
    let base = UriReference::parse(base).expect("the bases are URIs");
    let target = UriReference::parse(reference)?
        .resolve(&base)
        .expect("an absolute base resolves every reference");
    Ok(target.to_string())
}

#[test]
fn rfc3986_resolution_vectors_are_the_librarys() {
    let mut out = String::new();
    for case in resolutions_3986() {
        let _ = write!(
            out,
            "{{\"id\":{},\"base\":{},\"reference\":{},",
            json_str(&format!(
                "rfc3986-resolve-{:016x}",
                fnv1a(&[case.base, &case.reference])
            )),
            json_str(case.base),
            json_str(&case.reference),
        );
        match resolve_3986(case.base, &case.reference) {
            Ok(target) => {
                let _ = write!(out, "\"target\":{},\"error\":null", json_str(&target));
            }
            Err(e) => {
                let _ = write!(
                    out,
                    "\"target\":null,\"error\":{{\"production\":{},\"offset\":{}}}",
                    json_str(e.expected().name()),
                    e.offset()
                );
            }
        }
        let _ = writeln!(out, ",\"source\":{}}}", json_str(&case.source));
    }
    check_file("rfc3986-resolve.jsonl", &out);
}

/// Every example of RFC 3986 §5.4 is a resolution vector, and its target
/// is the one the RFC prints (the strict one for `http:g`).
#[test]
fn resolution_vectors_hold_section_5_4() {
    let examples = section_5_4();
    assert_eq!(
        examples.iter().filter(|e| e.2 == "5.4.1").count(),
        23,
        "{examples:?}"
    );
    // 18 references; `http:g` prints two targets (strict, and "for
    // backward compatibility"), of which the strict one is kept.
    assert_eq!(
        examples.iter().filter(|e| e.2 == "5.4.2").count(),
        18,
        "{examples:?}"
    );
    let cases = resolutions_3986();
    for (reference, target, section) in &examples {
        assert!(
            cases
                .iter()
                .any(|c| c.base == APPENDIX_C_BASE && c.reference == *reference),
            "§{section}: {reference:?} is no vector"
        );
        assert_eq!(
            resolve_3986(APPENDIX_C_BASE, reference).as_deref(),
            Ok(target.as_str()),
            "§{section}: {reference:?}"
        );
    }
}

/// Every example of Appendix C is a resolution vector, and its target is
/// the result the RFC prints, except `?y`: RFC 2396's grammar has no
/// empty relative path before `?` (`rel_segment` is `1*`), so with the
/// default options it is no reference (`--empty-relative-path` resolves
/// it as printed, tests/rfc2396/resolve.rs).
#[test]
fn resolution_vectors_hold_appendix_c() {
    let examples = appendix_c();
    assert_eq!(
        examples.iter().filter(|e| e.2 == "C.1").count(),
        22,
        "{examples:?}"
    );
    assert_eq!(
        examples.iter().filter(|e| e.2 == "C.2").count(),
        20,
        "{examples:?}"
    );
    let cases = resolutions();
    for (reference, result, section) in &examples {
        let case = cases
            .iter()
            .find(|c| c.base == APPENDIX_C_BASE && c.reference == *reference)
            .unwrap_or_else(|| panic!("{section}: {reference:?} is no vector"));
        assert_eq!(case.source, format!("RFC 2396 Appendix {section}"));
        match resolve(case.base, reference) {
            Ok(target) => assert_eq!(&target, result, "{section}: {reference:?}"),
            Err(e) => {
                assert_eq!(reference, "?y", "{section}: {e}");
                assert_eq!((e.expected().name(), e.offset()), ("rel_segment", 0));
            }
        }
    }
    assert!(cases.len() > 1000, "{}", cases.len());
}

/// The ids are unique in each file.
#[test]
fn vector_ids_are_unique() {
    for name in [
        "rfc1738.jsonl",
        "rfc1630.jsonl",
        "rfc2396.jsonl",
        "rfc2396-resolve.jsonl",
        "rfc3986.jsonl",
        "rfc3986-resolve.jsonl",
        "rfc3987.jsonl",
    ] {
        let text = read(&Path::new(ROOT).join("vectors").join(name));
        let mut seen = std::collections::HashSet::new();
        for line in text.lines() {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let id = v["id"].as_str().expect("an id").to_owned();
            assert!(seen.insert(id.clone()), "{name}: {id} twice");
        }
    }
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
    start_symbol_is_the_api::<rfc1738::rfc3987::Rfc3987>();
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
