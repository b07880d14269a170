//! `rfc1738 diff`: it never passes what it did not compare. Answers written
//! by hand for each way a comparison can go wrong (components nested as
//! the tool writes them, an unknown key, empty parts, case, IPv6
//! brackets), the tool's own output read back, and the published vectors
//! (whole URLs, production-level cases, resolution) against the tool.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_rfc1738");

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs the binary from the crate directory, feeding `stdin`.
fn run(args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run the binary");
    let mut input = child.stdin.take().expect("stdin");
    let stdin = stdin.to_vec();
    let feeder = std::thread::spawn(move || input.write_all(&stdin));
    let out = child.wait_with_output().expect("wait");
    let _ = feeder.join().expect("feeder");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// `diff` with `args` before `-` and the JSON summary: the run and the
/// summary object.
fn diff(grammar: &str, args: &[&str], answers: &str) -> (Run, Value) {
    let mut all = vec!["--grammar", grammar, "diff", "--summary", "json"];
    all.extend_from_slice(args);
    all.push("-");
    let r = run(&all, answers.as_bytes());
    let last = r.stderr.lines().last().unwrap_or_default();
    let summary = serde_json::from_str(last)
        .unwrap_or_else(|e| panic!("no JSON summary ({e}): {}", r.stderr));
    (r, summary)
}

/// `rfc1738 --grammar G check --format jsonl` over the lines of `text`.
fn check_jsonl(grammar: &str, text: &str) -> Run {
    run(
        &[
            "--grammar",
            grammar,
            "check",
            "--format",
            "jsonl",
            "-q",
            "-",
        ],
        text.as_bytes(),
    )
}

/// Lines of JSON, one per item.
fn lines(items: &[Value]) -> String {
    items.iter().map(|v| format!("{v}\n")).collect()
}

fn vectors(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../vectors")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Components nested under `"components"` (the tool's own shape) are
/// compared as those at the top level are: a difference is found, and
/// the summary counts each component given and compared.
#[test]
fn nested_components_are_compared() {
    let answers = lines(&[
        json!({"input": "http://h/a?q", "valid": true,
               "components": {"scheme": "http", "host": "h", "path": "/a", "query": "q"}}),
        json!({"input": "http://h/a?q", "valid": true,
               "components": {"scheme": "http", "host": "H", "path": "/a", "query": "q"}}),
        json!({"input": "http://h/a?q", "valid": true, "host": "h",
               "components": {"path": "/b"}}),
    ]);
    let (r, summary) = diff("rfc2396", &["--format", "jsonl"], &answers);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let found: Vec<(u64, String)> = r
        .stdout
        .lines()
        .map(|l| {
            let o: Value = serde_json::from_str(l).unwrap();
            (
                o["line"].as_u64().unwrap(),
                o["components"][0]["name"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(found, [(2, "host".to_owned()), (3, "path".to_owned())]);
    assert_eq!(summary["agree"], 1);
    assert_eq!(
        summary["given"],
        json!({"scheme": 2, "host": 3, "path": 3, "query": 2})
    );
    assert_eq!(summary["compared_by_name"], summary["given"]);
    assert_eq!(summary["components_by_name"], json!({"host": 1, "path": 1}));
}

/// Only the verdicts compared: the summary says no component was given.
#[test]
fn verdicts_alone_are_said_to_be_so() {
    let r = run(
        &["diff", "-"],
        b"{\"input\":\"http://h/\",\"valid\":true}\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("components: none given; only the verdicts were compared"),
        "{}",
        r.stderr
    );
}

/// A key that is neither a component nor the tool's own is an error that
/// names the key and the line; `--allow-unknown-keys` makes it a warning,
/// once per key, and the summary counts the lines.
#[test]
fn an_unknown_key_is_named_with_its_line() {
    let answers = lines(&[
        json!({"input": "http://h/", "valid": true, "host": "h"}),
        json!({"input": "http://h/", "valid": true, "hostname": "h"}),
        json!({"input": "http://h/", "valid": true, "components": {"origin": "http://h"}}),
        json!({"input": "http://h/", "valid": true, "hostname": "h"}),
    ]);
    let r = run(&["diff", "-"], answers.as_bytes());
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("-:2: not an answer: unknown key `hostname`"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("-:3: not an answer: unknown key `components.origin`"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("skipped: 0 blank, 3 not an answer"));
    let (r, summary) = diff("rfc1738", &["--allow-unknown-keys"], &answers);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr.matches("warning: unknown key `hostname`").count(),
        1,
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("-:2: warning: unknown key `hostname`"));
    assert_eq!(
        summary["unknown_keys"],
        json!({"hostname": 2, "components.origin": 1})
    );
    assert_eq!(summary["answers"], 4);
    // The keys of the tool's own objects are no unknown keys.
    let check = run(
        &["--grammar", "rfc2396", "check", "--format", "jsonl", "-"],
        b"http://u@h:8/p?q#f\nhttp://h/a b\n",
    );
    let r = run(
        &["--grammar", "rfc2396", "diff", "-"],
        check.stdout.as_bytes(),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// `base`, the base a parser resolved a relative reference against, is
/// passed over: the reference's own components are compared.
#[test]
fn the_base_of_a_relative_reference_is_passed_over() {
    let answers = lines(&[
        json!({"input": "a/b?q", "valid": true, "scheme": null, "host": null,
               "path": "a/b", "query": "q", "base": "http://base.invalid/"}),
        json!({"input": "a/b", "valid": true, "scheme": null, "host": null,
               "path": "/a/b", "base": "http://base.invalid/"}),
    ]);
    let (r, summary) = diff("rfc2396", &[], &answers);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(!r.stderr.contains("unknown key"), "{}", r.stderr);
    assert_eq!(summary["agree"], 1, "{summary}");
    assert_eq!(
        summary["components_by_name"],
        json!({"path": 1}),
        "{summary}"
    );
}

/// A component given twice with different values is refused.
#[test]
fn a_component_given_twice_must_agree() {
    let r = run(
        &["diff", "-"],
        br#"{"input":"http://h/","valid":true,"host":"h","components":{"host":"x"}}"#,
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("`host` is given twice"), "{}", r.stderr);
}

/// A "they reject" line shows our reading: the production, the
/// components, and under RFC 2396 whether the authority is a server or a
/// registry name.
#[test]
fn they_reject_shows_our_reading() {
    let answers = lines(&[
        json!({"input": "http://u@h:80/p?q", "valid": false}),
        json!({"input": "//a_b@c@d/p", "valid": false}),
    ]);
    let r = run(&["--grammar", "rfc2396", "diff", "-"], answers.as_bytes());
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains(
        "  = our components: scheme \"http\", authority \"u@h:80\", userinfo \"u\", host \"h\", port \"80\", path \"/p\", query \"q\"\n  = authority: server"
    ), "{}", r.stdout);
    assert!(
        r.stdout.contains(
            "  = our components: authority \"a_b@c@d\", path \"/p\"\n  = authority: reg_name"
        ),
        "{}",
        r.stdout
    );
    let (r, _) = diff("rfc2396", &["--format", "jsonl"], &answers);
    let objects: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects[0]["authority"], "server");
    assert_eq!(objects[0]["reading"]["host"], "h");
    assert_eq!(objects[1]["authority"], "reg_name");
    assert_eq!(objects[1]["reading"]["host"], Value::Null);
    let r = run(
        &["diff", "-"],
        br#"{"input":"ftp://joe@h/f;type=i","valid":false}"#,
    );
    assert!(
        r.stdout.contains("  = ftpurl: RFC 1738 §3.2\n  = our components: scheme \"ftp\", user \"joe\", host \"h\", path \"f;type=i\"\n"),
        "{}",
        r.stdout
    );
}

/// What real parsers cannot express: an empty part they give as absent
/// (or the reverse), a lower-cased scheme or host, an IPv6 host without
/// its brackets. Each disagrees without its option and agrees with it,
/// and no option excuses another's difference.
#[test]
fn options_for_what_parsers_cannot_express() {
    let empty = lines(&[
        json!({"input": "http://h/?", "valid": true, "query": null, "fragment": null}),
        json!({"input": "http://h/", "valid": true, "query": "", "fragment": ""}),
        json!({"input": "http://h:/", "valid": true, "port": null}),
    ]);
    let case = lines(&[json!({"input": "HTTP://Example.COM/A", "valid": true,
               "scheme": "http", "host": "example.com", "path": "/A"})]);
    let brackets =
        lines(&[json!({"input": "http://[::1]:80/", "valid": true, "host": "::1", "port": 80})]);
    for (flag, answers, lines) in [
        ("--empty-is-absent", &empty, 3),
        ("--ignore-case", &case, 1),
        ("--ipv6-brackets-optional", &brackets, 1),
    ] {
        let (exact, summary) = diff("rfc2396", &[], answers);
        assert_eq!(exact.code, 1, "{flag}: {}", exact.stderr);
        assert_eq!(summary["components"], lines, "{flag}");
        assert_eq!(summary["options"], json!([]));
        let (r, summary) = diff("rfc2396", &[flag], answers);
        assert_eq!(r.code, 0, "{flag}: {}\n{}", r.stdout, r.stderr);
        assert_eq!(summary["agree"], lines, "{flag}");
        assert_eq!(summary["options"], json!([flag]));
        for other in [
            "--empty-is-absent",
            "--ignore-case",
            "--ipv6-brackets-optional",
        ] {
            if other != flag {
                let (r, _) = diff("rfc2396", &[other], answers);
                assert_eq!(r.code, 1, "{other} on the answers of {flag}");
            }
        }
    }
    // The text summary names the options.
    let r = run(
        &["--grammar", "rfc2396", "diff", "--empty-is-absent", "-"],
        empty.as_bytes(),
    );
    assert!(
        r.stderr.contains("comparison: --empty-is-absent\n"),
        "{}",
        r.stderr
    );
    // An empty part is still not a different one.
    let (r, _) = diff(
        "rfc2396",
        &["--empty-is-absent"],
        &lines(&[json!({"input": "http://h/?q", "valid": true, "query": ""})]),
    );
    assert_eq!(r.code, 1);
}

/// The tool's own output is an answer that agrees with it, component for
/// component, under every grammar (the corpus sample, valid and invalid
/// lines alike).
#[test]
fn check_output_diffs_with_no_disagreement() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/corpus");
    let mut text = String::new();
    for name in ["cc10k_base.txt", "cc10k_relative.txt", "ada_kasztp.txt"] {
        text.push_str(&std::fs::read_to_string(corpus.join(name)).unwrap());
    }
    for grammar in ["rfc1738", "rfc1630", "rfc2396", "rfc3986"] {
        let check = check_jsonl(grammar, &text);
        let (r, summary) = diff(grammar, &[], &check.stdout);
        assert_eq!(r.code, 0, "{grammar}: {}\n{}", r.stdout, r.stderr);
        assert_eq!(summary["disagree"], 0);
        let valid = check.stdout.matches("\"valid\":true").count() as u64;
        assert!(valid > 30, "{grammar}: {valid}");
        assert_eq!(summary["compared_by_name"]["host"], valid, "{grammar}");
    }
}

/// `diff` on the published vectors reports no disagreement under each
/// grammar: the whole URLs with their components, the production-level
/// vectors against their own production (counted in the summary).
#[test]
fn the_published_vectors_diff_with_no_disagreement() {
    for grammar in ["rfc1738", "rfc1630", "rfc2396"] {
        let text = vectors(&format!("{grammar}.jsonl"));
        let level = text.matches("\"whole_url\":false").count() as u64;
        let whole_valid = text
            .lines()
            .filter(|l| l.contains("\"whole_url\":true") && l.contains("\"valid\":true"))
            .count() as u64;
        assert!(level > 300 && whole_valid > 1000, "{grammar}");
        let (r, summary) = diff(grammar, &[], &text);
        assert_eq!(r.code, 0, "{grammar}: {}\n{}", r.stdout, r.stderr);
        assert_eq!(summary["disagree"], 0, "{grammar}");
        assert_eq!(summary["answers"], text.lines().count() as u64);
        assert_eq!(summary["production_level"], level, "{grammar}");
        assert_eq!(summary["production_level_skipped"], 0, "{grammar}");
        assert_eq!(summary["compared_by_name"]["scheme"], whole_valid);
    }
    // Under another grammar, the production-level vectors of a production
    // that grammar lacks are skipped and counted, never compared.
    let text = vectors("rfc1738.jsonl");
    let (_, summary) = diff("rfc2396", &[], &text);
    assert!(summary["production_level_skipped"].as_u64().unwrap() > 0);
}

/// Every whole-URL vector's `components` is what `check --format jsonl`
/// prints for its input.
#[test]
fn vector_components_are_checks() {
    for grammar in ["rfc1738", "rfc1630", "rfc2396"] {
        let text = vectors(&format!("{grammar}.jsonl"));
        let whole: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .filter(|v| v["whole_url"] == true && !v["input"].as_str().unwrap().contains('\n'))
            .collect();
        let input: String = whole
            .iter()
            .map(|v| format!("{}\n", v["input"].as_str().unwrap()))
            .collect();
        let check = check_jsonl(grammar, &input);
        let printed: Vec<Value> = check
            .stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(printed.len(), whole.len(), "{grammar}");
        for (v, c) in whole.iter().zip(&printed) {
            assert_eq!(v["input"], c["input"], "{grammar}");
            assert_eq!(
                v["components"], c["components"],
                "{grammar}: {}",
                v["input"]
            );
        }
    }
}

/// Every resolution vector's target is what `rfc1738 resolve` prints
/// with the default options; a `null` target is a reference `resolve`
/// refuses (exit 1).
#[test]
fn resolution_vectors_are_what_resolve_prints() {
    let text = vectors("rfc2396-resolve.jsonl");
    let cases: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let mut bases: Vec<&str> = cases.iter().map(|c| c["base"].as_str().unwrap()).collect();
    bases.dedup();
    let mut nulls = 0;
    for base in bases {
        let of_base: Vec<&Value> = cases.iter().filter(|c| c["base"] == base).collect();
        let resolvable: Vec<&str> = of_base
            .iter()
            .filter(|c| !c["target"].is_null())
            .map(|c| c["reference"].as_str().unwrap())
            .collect();
        // The references one per line on standard input (`-`), as a
        // reference that is `-` itself cannot be an argument.
        let input: String = resolvable.iter().map(|r| format!("{r}\n")).collect();
        let r = run(&["resolve", "--", base, "-"], input.as_bytes());
        assert_eq!(r.code, 0, "{base}: {}", r.stderr);
        let printed: Vec<&str> = r.stdout.lines().collect();
        let want: Vec<&str> = of_base
            .iter()
            .filter_map(|c| c["target"].as_str())
            .collect();
        assert_eq!(printed, want, "{base}");
        for c in of_base.iter().filter(|c| c["target"].is_null()) {
            nulls += 1;
            let reference = c["reference"].as_str().unwrap();
            let r = run(
                &["resolve", "--", base, "-"],
                format!("{reference}\n").as_bytes(),
            );
            assert_eq!(
                (r.code, r.stdout.as_str()),
                (1, "\n"),
                "{base} {reference:?}"
            );
            assert!(c["error"]["production"].is_string());
        }
    }
    assert!(nulls > 0);
}
