//! `rfc1738 generate` and `rfc1738 check --coverage` end to end (issue
//! 18, items 1 and 2): outputs pinned as snapshots in snapshots/cli/
//! (`generate__*.snap`), exit codes asserted, and what the tool
//! generates checked by the tool itself (`check`, `parse`). The JSON is
//! held to docs/json.md by tests/json.rs.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_rfc1738");
const GRAMMARS: &[&str] = &["rfc1738", "rfc2396", "rfc1630", "rfc3986"];

/// Runs the binary, feeding `stdin`: exit code, standard output and error.
fn run(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
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
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8"),
        String::from_utf8(out.stderr).expect("UTF-8"),
    )
}

/// `$ rfc1738 args`, the exit code, standard output and standard error.
fn transcript(args: &[&str], stdin: &str) -> (i32, String) {
    let (code, out, err) = run(args, stdin.as_bytes());
    let shown = if stdin.is_empty() {
        String::new()
    } else {
        format!("--- stdin\n{stdin}")
    };
    (
        code,
        format!(
            "{shown}$ rfc1738 {}\nexit: {code}\n--- stdout\n{out}--- stderr\n{err}",
            args.join(" ")
        ),
    )
}

macro_rules! snap {
    ($name:expr, $text:expr) => {
        insta::with_settings!({ snapshot_path => "../../snapshots/cli", prepend_module_to_snapshot => true, omit_expression => true }, {
            insta::assert_snapshot!($name, $text);
        })
    };
}

#[test]
fn generate_prints_urls_of_each_grammar() {
    let mut text = String::new();
    for grammar in GRAMMARS {
        let (code, t) = transcript(
            &[
                "--grammar",
                grammar,
                "generate",
                "--count",
                "6",
                "--seed",
                "1",
            ],
            "",
        );
        assert_eq!(code, 0);
        text.push_str(&t);
    }
    let (code, t) = transcript(
        &[
            "generate",
            "--production",
            "Hostport",
            "--count",
            "4",
            "--seed",
            "2",
            "--format",
            "jsonl",
        ],
        "",
    );
    assert_eq!(code, 0);
    text.push_str(&t);
    snap!("urls", text);
}

#[test]
fn generate_is_the_same_for_a_seed() {
    let a = run(&["generate", "--count", "200", "--seed", "5"], b"");
    let b = run(&["generate", "--count", "200", "--seed", "5"], b"");
    let c = run(&["generate", "--count", "200", "--seed", "6"], b"");
    assert_eq!(a, b);
    assert_ne!(a.1, c.1);
    assert_eq!(a.1.lines().count(), 200);
}

#[test]
fn generated_urls_pass_check_and_near_misses_fail_it() {
    for grammar in GRAMMARS {
        let (code, urls, _) = run(&["--grammar", grammar, "generate", "--count", "500"], b"");
        assert_eq!(code, 0);
        let (code, out, _) = run(&["--grammar", grammar, "check", "--quiet"], urls.as_bytes());
        assert_eq!((code, out.as_str()), (0, ""), "{grammar}");
        let (code, misses, err) = run(
            &[
                "--grammar",
                grammar,
                "generate",
                "--invalid",
                "--count",
                "200",
                "--format",
                "jsonl",
            ],
            b"",
        );
        assert_eq!(code, 0, "{err}");
        assert!(err.starts_with("200 near misses; dropped "), "{err}");
        let misses: Vec<Value> = misses
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(misses.len(), 200);
        // `parse --format json` names the same offset and production.
        let inputs: String = misses
            .iter()
            .map(|m| format!("{}\n", m["input"].as_str().unwrap()))
            .collect();
        let (code, parsed, _) = run(
            &["--grammar", grammar, "parse", "--format", "json", "-"],
            inputs.as_bytes(),
        );
        assert_eq!(code, 1);
        let parsed: Vec<Value> = parsed
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(parsed.len(), 200);
        for (m, p) in misses.iter().zip(&parsed) {
            assert_eq!(p["valid"], false, "{m}");
            assert_eq!(p["error"]["offset"], m["offset"], "{m}");
            assert_eq!(p["error"]["expected"], m["expected"], "{m}");
        }
    }
}

#[test]
fn generate_refuses_an_unknown_production() {
    let (code, text) = transcript(&["generate", "--production", "hostnam"], "");
    assert_eq!(code, 2);
    snap!("unknown_production", text);
}

/// The generator draws under the grammar's default options: the options
/// that would change what is read are refused, not silently ignored.
#[test]
fn generate_refuses_options_that_change_the_reading() {
    for args in [
        &["--strict-scheme-case", "generate"][..],
        &["--max-len", "10", "generate"][..],
        &["--grammar", "rfc1630", "--fold-scheme-case", "generate"][..],
    ] {
        let (code, out, err) = run(args, b"");
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert!(err.contains("default options"), "{err}");
    }
}

#[test]
fn coverage_reports_each_alternative_and_those_never_exercised() {
    let input = "http://example.com/a?b\nftp://joe@ftp.example.com/pub;type=i\ngopher://h/1sel%09x\nnot a url\n";
    let (code, text) = transcript(&["check", "--coverage"], input);
    assert_eq!(code, 1);
    snap!("coverage_text", text);
}

/// A line that parses only by an option that widens the grammar is
/// outside the BNF the description follows: the report counts it
/// unmatched and says why.
#[test]
fn coverage_says_why_an_option_leaves_lines_unmatched() {
    let cases: [(&[&str], &str); 2] = [
        (
            &[
                "--grammar",
                "rfc1630",
                "--fold-scheme-case",
                "check",
                "--coverage",
            ],
            "HTTP://h/\nhttp://h/\n",
        ),
        (
            &[
                "--grammar",
                "rfc2396",
                "--empty-relative-path",
                "check",
                "--coverage",
            ],
            "?y\na?y\n",
        ),
    ];
    for (args, input) in cases {
        let (code, out, _) = run(args, input.as_bytes());
        assert_eq!(code, 0, "{args:?}");
        assert!(out.contains("2 lines read, 2 valid"), "{out}");
        let warning = out.lines().last().unwrap_or_default();
        assert!(
            warning.starts_with("warning: 1 valid lines the grammar's description does not match")
                && warning.contains("--fold-scheme-case and --empty-relative-path widen"),
            "{warning}"
        );
    }
}

#[test]
fn a_generated_set_exercises_every_alternative() {
    for grammar in GRAMMARS {
        let (_, urls, _) = run(
            &[
                "--grammar",
                grammar,
                "generate",
                "--count",
                "3000",
                "--seed",
                "3",
            ],
            b"",
        );
        let (code, out, _) = run(
            &[
                "--grammar",
                grammar,
                "check",
                "--coverage",
                "--summary",
                "json",
            ],
            urls.as_bytes(),
        );
        assert_eq!(code, 0);
        let report: Value = serde_json::from_str(out.trim_end()).unwrap();
        assert_eq!(report["valid"], 3000);
        assert_eq!(report["unmatched"], 0);
        assert_eq!(report["unexercised"], Value::Array(Vec::new()), "{grammar}");
    }
}
