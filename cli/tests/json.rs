//! docs/json.md is the schema of the tool's JSON: every object `parse
//! --format json`, `check --format jsonl`, `check --summary json`,
//! `extract --format jsonl`, `diff --format jsonl`, `diff --summary
//! json`, `generate --format jsonl` (with and without `--invalid`),
//! `check --coverage --summary json`, `compat --format jsonl` and
//! `--grammar all check` write has exactly the keys of its table there
//! (whatever the input and the options), each value of the documented
//! type, and every component name is listed for its grammar. Run on the
//! committed corpus sample (tests/data/corpus/), this crate's test data,
//! the RFC's text and the options that change what is read.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_rfc1738");

/// The grammars of the house (`--grammar`).
const GRAMMARS: &[&str] = &["rfc1738", "rfc2396", "rfc1630", "rfc3986"];

/// One documented object: its keys and their types.
type Table = BTreeMap<String, String>;

/// The tables of docs/json.md, by the name in their heading
/// (``### The `error` object``), and the component names per grammar.
struct Schema {
    tables: BTreeMap<String, Table>,
    components: BTreeMap<String, Vec<String>>,
    /// The keys of the `components` object, in order, with the grammars
    /// whose objects have them.
    generic: Vec<(String, Vec<String>)>,
    /// The kinds of difference ("Difference kinds").
    kinds: Vec<String>,
    /// The hints ("Hint ids"): id, grammar, section, text.
    hints: Vec<[String; 4]>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The text between the first pair of backticks of `s`.
fn ticked(s: &str) -> Option<&str> {
    let (_, rest) = s.split_once('`')?;
    rest.split_once('`').map(|(t, _)| t)
}

fn schema() -> Schema {
    let doc = std::fs::read_to_string(root().join("docs/json.md")).unwrap();
    let mut tables: BTreeMap<String, Table> = BTreeMap::new();
    let mut components: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut generic: Vec<(String, Vec<String>)> = Vec::new();
    let mut kinds: Vec<String> = Vec::new();
    let mut hints: Vec<[String; 4]> = Vec::new();
    enum At {
        Nothing,
        Table(String),
        Components(String),
        Kinds,
        Hints,
    }
    let mut at = At::Nothing;
    for line in doc.lines() {
        if let Some(h) = line.strip_prefix("### ") {
            at = if let Some(g) = h.split("--grammar ").nth(1) {
                At::Components(g.trim_end_matches([')', '`']).to_owned())
            } else if h.starts_with("The `") {
                At::Table(ticked(h).unwrap().to_owned())
            } else {
                At::Nothing
            };
            continue;
        }
        if let Some(h) = line.strip_prefix("## ") {
            at = match h {
                "Difference kinds" => At::Kinds,
                "Hint ids" => At::Hints,
                _ => At::Nothing,
            };
            continue;
        }
        let Some(row) = line.strip_prefix("| `") else {
            continue;
        };
        let cells: Vec<&str> = row.split(" | ").collect();
        let key = cells[0].trim_end_matches('`').to_owned();
        match &at {
            At::Table(name) if name == "components" => {
                let grammars = cells[2].split(", ").map(str::to_owned).collect();
                generic.push((key.clone(), grammars));
                tables
                    .entry(name.clone())
                    .or_default()
                    .insert(key, cells[1].to_owned());
            }
            At::Table(name) => {
                tables
                    .entry(name.clone())
                    .or_default()
                    .insert(key, cells[1].to_owned());
            }
            At::Components(grammar) => components.entry(grammar.clone()).or_default().push(key),
            At::Kinds => kinds.push(key),
            At::Hints => {
                let text = cells[3..].join(" | ");
                let text = text.trim_end_matches(" |").replace("\\|", "|");
                hints.push([key, cells[1].into(), cells[2].into(), text]);
            }
            At::Nothing => {}
        }
    }
    for name in [
        "parse",
        "check",
        "extract",
        "error",
        "tree",
        "warning",
        "component",
        "components",
        "summary",
        "compat",
        "check_all",
        "compat_grammars",
        "grammars",
        "verdict",
        "verdict_error",
        "difference",
        "readings",
        "reading",
        "all_summary",
        "difference_count",
        "io_error",
        "diff",
        "component_difference",
        "diff_summary",
    ] {
        assert!(tables.contains_key(name), "docs/json.md: no `{name}` table");
    }
    for grammar in GRAMMARS {
        assert!(components.contains_key(*grammar), "{grammar}");
    }
    for grammar in GRAMMARS {
        assert!(
            generic.iter().any(|(_, g)| g.iter().any(|g| g == grammar)),
            "docs/json.md: no `components` key for {grammar}"
        );
    }
    assert!(
        kinds.len() >= 17,
        "docs/json.md: the difference kinds: {kinds:?}"
    );
    Schema {
        tables,
        components,
        generic,
        kinds,
        hints,
    }
}

impl Schema {
    /// Checks that `value` is an object of table `name`, recursively.
    fn check(&self, name: &str, value: &Value, context: &str) {
        let table = &self.tables[name];
        let object = value
            .as_object()
            .unwrap_or_else(|| panic!("{context}: not an object: {value}"));
        let keys: Vec<&String> = object.keys().collect();
        let documented: Vec<&String> = table.keys().collect();
        let mut sorted = keys.clone();
        sorted.sort();
        assert_eq!(
            sorted, documented,
            "{context}: the keys of a `{name}` object are those of docs/json.md: {value}"
        );
        for (key, ty) in table {
            let context = format!("{context}: {name}.{key}");
            match &object[key] {
                // The keys of a `components` object are its grammar's.
                Value::Object(_) if ty.starts_with("object (components)") => {
                    let grammar = object["grammar"].as_str().unwrap();
                    self.check_generic(&object[key], grammar, &context);
                }
                value => self.check_type(ty, value, &context),
            }
        }
        // A hint's id is one of "Hint ids", given exactly with a hint.
        if let Some(id) = object.get("hint_id").filter(|_| name.ends_with("error")) {
            assert_eq!(id.is_null(), object["hint"].is_null(), "{context}: {value}");
            if let Some(id) = id.as_str() {
                assert!(
                    self.hints.iter().any(|h| h[0] == id),
                    "{context}: the hint id {id} is not in docs/json.md"
                );
            }
        }
    }

    /// Checks that `value` is a `components` object of `grammar`: exactly
    /// the keys documented for the grammar, in the documented order, each
    /// a string or `null`.
    fn check_generic(&self, value: &Value, grammar: &str, context: &str) {
        let keys: Vec<&String> = value.as_object().unwrap().keys().collect();
        let documented: Vec<&String> = self
            .generic
            .iter()
            .filter(|(_, g)| g.iter().any(|g| g == grammar))
            .map(|(k, _)| k)
            .collect();
        assert_eq!(keys, documented, "{context}: {value}");
        let table = &self.tables["components"];
        for key in keys {
            self.check_type(&table[key], &value[key], &format!("{context}.{key}"));
        }
    }

    /// Checks `value` against a documented type.
    fn check_type(&self, ty: &str, value: &Value, context: &str) {
        let nested = ty
            .split_once('(')
            .map(|(_, rest)| rest.split_once(')').unwrap().0);
        let ok = match value {
            Value::Null => ty.contains("null"),
            Value::String(_) => ty.starts_with("string") || ty.contains("or string"),
            Value::Number(n) => {
                ty.contains("number") && (n.is_u64() || context.ends_with(".seconds"))
            }
            Value::Bool(_) => ty.contains("boolean"),
            Value::Array(items) => {
                if !ty.starts_with("array") {
                    false
                } else {
                    for (k, item) in items.iter().enumerate() {
                        let context = format!("{context}[{k}]");
                        if ty.starts_with("array of strings") {
                            assert!(item.is_string(), "{context}: not a string: {item}");
                        } else if let Some(n) = nested {
                            self.check(n, item, &context);
                        } else {
                            panic!("{context}: docs/json.md names no item type: {ty}");
                        }
                    }
                    true
                }
            }
            Value::Object(map) => {
                if ty.starts_with("object of numbers") {
                    assert!(map.values().all(Value::is_u64), "{context}: {value}");
                    true
                } else if let (true, Some(n)) = (ty.starts_with("object"), nested) {
                    self.check(n, value, context);
                    true
                } else {
                    false
                }
            }
        };
        assert!(
            ok,
            "{context}: {value} is not of the documented type {ty:?}"
        );
    }
}

impl Schema {
    /// Checks that the decoded components of `object` have names
    /// docs/json.md lists for its grammar, and that its `components` are
    /// there exactly when it is valid; returns the names.
    fn check_decoded(&self, object: &Value, context: &str) -> Vec<String> {
        let grammar = object["grammar"].as_str().unwrap();
        assert_eq!(
            object["components"].is_object(),
            object["valid"] == true,
            "{context}: {object}"
        );
        let names = &self.components[grammar];
        let mut seen = Vec::new();
        for c in object["decoded"].as_array().into_iter().flatten() {
            let name = c["name"].as_str().unwrap();
            assert!(
                names.iter().any(|n| n == name),
                "{context}: {name} is not a {grammar} component in docs/json.md"
            );
            seen.push(name.to_owned());
        }
        seen
    }
}

/// Runs the binary in the crate directory; standard output and error.
fn run(args: &[&str], stdin: &[u8]) -> (String, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_vec();
    let feeder = std::thread::spawn(move || input.write_all(&stdin));
    let out = child.wait_with_output().unwrap();
    let _ = feeder.join().unwrap();
    (
        String::from_utf8(out.stdout).expect("the output is UTF-8"),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Every line of `out` as a JSON object.
fn objects(out: &str, what: &str) -> Vec<Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{what}: not JSON ({e}): {l}")))
        .collect()
}

/// The lists: the corpus sample and this crate's test data.
fn lists() -> Vec<String> {
    let mut files: Vec<String> = Vec::new();
    for dir in [
        root().join("tests/data/corpus"),
        root().join("cli/tests/data"),
    ] {
        let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect();
        names.sort();
        files.extend(names.iter().map(|p| p.to_str().unwrap().to_owned()));
    }
    assert!(files.len() >= 10, "{files:?}");
    files
}

/// "Hint ids" lists every hint of every grammar, with its grammar,
/// section and text, and no other; a grammar's ids are unique and in
/// kebab case.
#[test]
fn hint_ids_are_the_librarys() {
    let schema = schema();
    let mut library: Vec<[String; 4]> = Vec::new();
    for (grammar, hints) in [
        ("rfc1738", rfc1738::HINTS),
        ("rfc1630", rfc1738::rfc1630::HINTS),
        ("rfc2396", rfc1738::rfc2396::HINTS),
        ("rfc3986", rfc1738::rfc3986::HINTS),
        ("rfc3987", rfc1738::rfc3987::HINTS),
    ] {
        for h in hints {
            let kebab = h.id.split('-').all(|w| {
                !w.is_empty()
                    && w.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            });
            assert!(kebab, "{grammar}: {} is not kebab case", h.id);
            let same = hints.iter().filter(|o| o.id == h.id).count();
            assert_eq!(same, 1, "{grammar}: {} twice", h.id);
            library.push([h.id, grammar, h.section, h.text].map(str::to_owned));
        }
    }
    assert_eq!(schema.hints, library);
}

#[test]
fn check_output_is_the_documented_json() {
    let schema = schema();
    let files = lists();
    let option_sets: [&[&str]; 7] = [
        &[],
        &["--skip-blank", "--comments", "#", "--trim"],
        &["--max-len", "60", "--strict-scheme-case"],
        &["--grammar", "rfc2396", "--decoded"],
        &["--grammar", "rfc2396", "--empty-relative-path", "--trim"],
        &["--decoded"],
        &["--grammar", "rfc1630", "--decoded", "--fold-scheme-case"],
    ];
    for options in option_sets {
        let mut args = vec!["check", "--format", "jsonl", "--summary", "json"];
        args.extend_from_slice(options);
        args.extend(files.iter().map(String::as_str));
        let (out, err) = run(&args, b"");
        let lines = objects(&out, "check");
        assert!(lines.len() > 3000, "{}", lines.len());
        for (k, o) in lines.iter().enumerate() {
            schema.check("check", o, &format!("check {options:?} #{k}"));
            schema.check_decoded(o, &format!("check {options:?} #{k}"));
        }
        let summary = objects(err.lines().last().unwrap(), "summary");
        schema.check("summary", &summary[0], &format!("summary {options:?}"));
    }
    // An input that cannot be read: the summary's errors.
    let (_, err) = run(
        &["check", "--summary", "json", "no-such-file.txt", "-"],
        b"http://h/\n",
    );
    let summary = objects(err.lines().last().unwrap(), "summary");
    schema.check("summary", &summary[0], "summary with an I/O error");
    assert_eq!(summary[0]["errors"][0]["file"], "no-such-file.txt");
}

#[test]
fn parse_output_is_the_documented_json() {
    let schema = schema();
    let mut stdin = Vec::new();
    for file in lists() {
        stdin.extend(std::fs::read(file).unwrap());
    }
    for (grammar, kinds) in [("rfc1738", 10), ("rfc2396", 7), ("rfc1630", 5)] {
        let (out, _) = run(
            &["--grammar", grammar, "parse", "--format", "json", "-"],
            &stdin,
        );
        let docs = objects(&out, "parse");
        assert!(docs.len() > 3000, "{}", docs.len());
        let mut seen = BTreeMap::new();
        for (k, doc) in docs.iter().enumerate() {
            schema.check("parse", doc, &format!("parse #{k}"));
            for name in schema.check_decoded(doc, &format!("parse #{k}")) {
                *seen.entry(name).or_insert(0) += 1;
            }
        }
        // The lists reach most kinds of component.
        assert!(seen.len() >= kinds, "{grammar}: {seen:?}");
    }
}

#[test]
fn extract_output_is_the_documented_json() {
    let schema = schema();
    let rfc = root().join("tests/data/spec/rfc1738.txt");
    let notes = root().join("cli/tests/data/notes.txt");
    for grammar in GRAMMARS {
        let (out, _) = run(
            &[
                "extract",
                "--grammar",
                grammar,
                "--format",
                "jsonl",
                rfc.to_str().unwrap(),
                notes.to_str().unwrap(),
                "tests/data/not-utf8.txt",
            ],
            b"",
        );
        let found = objects(&out, "extract");
        assert!(found.len() > 30, "{}", found.len());
        for (k, o) in found.iter().enumerate() {
            schema.check("extract", o, &format!("extract {grammar} #{k}"));
        }
    }
}

/// Answers of a naive parser for every line of the lists: it accepts what
/// has `://`, and reads the scheme before the first `:`, the host between
/// `//` and the next `/`, a port after the host's last `:`, as written.
fn naive_answers() -> Vec<u8> {
    let mut out = Vec::new();
    for file in lists() {
        let bytes = std::fs::read(file).unwrap();
        for line in String::from_utf8_lossy(&bytes).lines() {
            let valid = line.contains("://");
            let scheme = line.split_once(':').map(|(s, _)| s);
            let authority = line
                .split_once("://")
                .map(|(_, rest)| rest.split(['/', '?', '#']).next().unwrap_or(""));
            let (host, port) = match authority.map(|a| a.rsplit_once('@').map_or(a, |(_, h)| h)) {
                Some(h) => match h.rsplit_once(':') {
                    Some((h, p)) => (Some(h), Some(p)),
                    None => (Some(h), None),
                },
                None => (None, None),
            };
            let answer = serde_json::json!({
                "input": line,
                "valid": valid,
                "scheme": scheme,
                "host": host,
                "port": port,
                "path": line.split_once("://").and_then(|(_, r)| r.find('/').map(|k| &r[k..])),
            });
            writeln!(out, "{answer}").unwrap();
        }
    }
    out
}

#[test]
fn diff_output_is_the_documented_json() {
    let schema = schema();
    let answers = naive_answers();
    for grammar in GRAMMARS {
        let (out, err) = run(
            &[
                "--grammar",
                grammar,
                "diff",
                "--format",
                "jsonl",
                "--summary",
                "json",
                "-",
            ],
            &answers,
        );
        let found = objects(&out, "diff");
        assert!(found.len() > 300, "{grammar}: {}", found.len());
        let mut kinds = BTreeMap::new();
        for (k, o) in found.iter().enumerate() {
            schema.check("diff", o, &format!("diff {grammar} #{k}"));
            *kinds
                .entry(o["kind"].as_str().unwrap().to_owned())
                .or_insert(0) += 1;
        }
        assert_eq!(kinds.len(), 3, "{grammar}: every kind: {kinds:?}");
        let summary = objects(err.lines().last().unwrap(), "diff summary");
        schema.check(
            "diff_summary",
            &summary[0],
            &format!("diff summary {grammar}"),
        );
        assert_eq!(
            summary[0]["disagree"].as_u64().unwrap(),
            found.len() as u64,
            "{grammar}"
        );
    }
}

#[test]
fn generate_output_is_the_documented_json() {
    let schema = schema();
    for grammar in GRAMMARS {
        let (out, _) = run(
            &[
                "--grammar",
                grammar,
                "generate",
                "--count",
                "300",
                "--format",
                "jsonl",
            ],
            b"",
        );
        let urls = objects(&out, "generate");
        assert_eq!(urls.len(), 300);
        for (k, o) in urls.iter().enumerate() {
            schema.check("generate", o, &format!("generate {grammar} #{k}"));
        }
        let (out, _) = run(
            &[
                "--grammar",
                grammar,
                "generate",
                "--invalid",
                "--count",
                "100",
                "--format",
                "jsonl",
            ],
            b"",
        );
        let misses = objects(&out, "generate --invalid");
        assert_eq!(misses.len(), 100);
        for (k, o) in misses.iter().enumerate() {
            schema.check(
                "near_miss",
                o,
                &format!("generate --invalid {grammar} #{k}"),
            );
        }
    }
}

#[test]
fn coverage_output_is_the_documented_json() {
    let schema = schema();
    let files = lists();
    for grammar in GRAMMARS {
        for format in [&["--summary", "json"][..], &["--format", "jsonl"][..]] {
            let mut args = vec!["--grammar", grammar, "check", "--coverage"];
            args.extend_from_slice(format);
            args.extend(files.iter().map(String::as_str));
            let (out, _) = run(&args, b"");
            let report = objects(&out, "check --coverage");
            assert_eq!(report.len(), 1);
            schema.check("coverage", &report[0], &format!("coverage {grammar}"));
            for key in ["alternatives", "unexercised"] {
                for (k, a) in report[0][key].as_array().unwrap().iter().enumerate() {
                    schema.check("alternative", a, &format!("coverage {grammar} {key} #{k}"));
                }
            }
            assert!(!report[0]["alternatives"].as_array().unwrap().is_empty());
        }
    }
}

impl Schema {
    /// Checks the differences of a `compat` or `check_all` object: each
    /// kind documented, each span the input's text.
    fn check_differences(&self, object: &Value, context: &str) -> Vec<String> {
        let input = object["input"].as_str().unwrap();
        let mut seen = Vec::new();
        for d in object["differences"].as_array().unwrap() {
            let kind = d["kind"].as_str().unwrap();
            assert!(
                self.kinds.iter().any(|k| k == kind),
                "{context}: {kind} is not a difference kind of docs/json.md"
            );
            let (start, end) = (d["start"].as_u64().unwrap(), d["end"].as_u64().unwrap());
            assert_eq!(d["text"], input[start as usize..end as usize], "{context}");
            seen.push(kind.to_owned());
        }
        seen
    }
}

#[test]
fn compat_output_is_the_documented_json() {
    let schema = schema();
    let mut stdin = Vec::new();
    for file in lists() {
        stdin.extend(std::fs::read(file).unwrap());
    }
    let (out, _) = run(&["compat", "--format", "jsonl", "-"], &stdin);
    let docs = objects(&out, "compat");
    assert!(docs.len() > 3000, "{}", docs.len());
    let mut kinds = std::collections::BTreeSet::new();
    for (k, doc) in docs.iter().enumerate() {
        let context = format!("compat #{k}");
        schema.check("compat", doc, &context);
        kinds.extend(schema.check_differences(doc, &context));
        for (key, verdict) in doc["grammars"].as_object().unwrap() {
            assert_eq!(verdict["grammar"], key.as_str(), "{context}");
            assert_eq!(
                verdict["valid"],
                verdict["components"].is_object(),
                "{context}"
            );
        }
    }
    // The lists reach most kinds of difference.
    assert!(kinds.len() >= 12, "{kinds:?}");
}

#[test]
fn check_all_output_is_the_documented_json() {
    let schema = schema();
    let files = lists();
    let mut args = vec![
        "--grammar",
        "all",
        "check",
        "--format",
        "jsonl",
        "--summary",
        "json",
    ];
    args.extend(files.iter().map(String::as_str));
    let (out, err) = run(&args, b"");
    let lines = objects(&out, "check --grammar all");
    assert!(lines.len() > 3000, "{}", lines.len());
    for (k, o) in lines.iter().enumerate() {
        let context = format!("check --grammar all #{k}");
        schema.check("check_all", o, &context);
        schema.check_differences(o, &context);
    }
    let summary = objects(err.lines().last().unwrap(), "summary");
    schema.check("all_summary", &summary[0], "summary of --grammar all");
    assert_eq!(summary[0]["lines"], lines.len());
    for d in summary[0]["differences"].as_array().unwrap() {
        let kind = d["kind"].as_str().unwrap();
        assert!(schema.kinds.iter().any(|k| k == kind), "{kind}");
    }
}
