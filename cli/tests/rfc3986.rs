//! `--grammar rfc3986` end to end: every command of the other grammars
//! under RFC 3986, `resolve --grammar rfc3986` (§5.2–5.4, strict and
//! not) and `normalize` (§6); transcripts pinned as snapshots in the
//! top-level snapshots/cli/ (`rfc3986__*.snap`), exit codes asserted.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use rfc1738::rfc3986::Production;

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

/// `$ rfc1738 args`, the exit code, standard output and standard error.
fn transcript(args: &[&str], stdin: &[u8]) -> (i32, String) {
    let r = run(args, stdin);
    let text = format!(
        "$ rfc1738 {}\nexit: {}\n--- stdout\n{}--- stderr\n{}",
        args.join(" "),
        r.code,
        r.stdout,
        r.stderr
    );
    (r.code, text)
}

macro_rules! snap {
    ($name:expr, $text:expr) => {
        insta::with_settings!({ snapshot_path => "../../snapshots/cli", prepend_module_to_snapshot => true, omit_expression => true }, {
            insta::assert_snapshot!($name, $text);
        })
    };
}

/// A scratch file, unique to the test, under the build's temporary dir.
fn scratch(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("rfc3986");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

const G: [&str; 2] = ["--grammar", "rfc3986"];

fn with_grammar<'a>(args: &[&'a str]) -> Vec<&'a str> {
    G.iter().chain(args).copied().collect()
}

/// `parse`: the tree of Appendix A's rules, the effective port and the
/// components; an invalid reference with its production, byte and hint.
#[test]
fn parse_prints_the_tree_and_the_meaning() {
    let (code, text) = transcript(
        &with_grammar(&[
            "parse",
            "https://joe@[2001:db8::7]:/a/b?q#f",
            "foo:a:b",
            "../c?x",
            "//10.0.0.1:8080",
        ]),
        b"",
    );
    assert_eq!(code, 0);
    snap!("parse", text);
    let (code, text) = transcript(&with_grammar(&["parse", "http://h/a b", "1a:b"]), b"");
    assert_eq!(code, 1);
    snap!("parse_invalid", text);
    let r = run(
        &with_grammar(&["parse", "--format", "json", "ftp://h/x"]),
        b"",
    );
    assert_eq!(r.code, 0);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["grammar"], "rfc3986");
    assert_eq!(v["production"], "URI");
    assert_eq!(v["components"]["host"], "h");
    assert_eq!(v["components"]["authority"], "h");
    assert_eq!(v["components"]["port"], serde_json::Value::Null);
    assert_eq!(v["effective_port"], 21);
}

/// `--zone-ids` is RFC 3986's: it lets an RFC 6874 zone identifier in,
/// and is refused under another grammar.
#[test]
fn zone_ids_is_the_grammars_flag() {
    let zoned = "http://[fe80::1%25eth0]/";
    let r = run(&with_grammar(&["check", "-"]), zoned.as_bytes());
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("ipv6-zone-id"), "{}", r.stdout);
    let r = run(
        &with_grammar(&["--zone-ids", "check", "-"]),
        zoned.as_bytes(),
    );
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
    let r = run(&["--grammar", "rfc2396", "--zone-ids", "parse", zoned], b"");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "error: --zone-ids is no option of the RFC 2396 grammar (it belongs to another grammar; see `rfc1738 --help`)\n"
    );
    let r = run(
        &with_grammar(&["--empty-relative-path", "parse", "?y"]),
        b"",
    );
    assert_eq!(r.code, 2);
}

/// `check`: text and JSON Lines, the components of RFC 3986.
#[test]
fn check_text_and_jsonl() {
    let input = b"http://a/b\n\nfoo bar\nhttp://h:/?#\nx:#f#\n";
    let (code, text) = transcript(&with_grammar(&["check", "-"]), input);
    assert_eq!(code, 1);
    snap!("check_text", text);
    let r = run(&with_grammar(&["check", "--format", "jsonl", "-"]), input);
    let lines: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5);
    let c = &lines[3]["components"];
    assert_eq!(
        (c["port"].as_str(), c["query"].as_str()),
        (Some(""), Some(""))
    );
    assert_eq!(c["fragment"], "");
    assert_eq!(lines[1]["production"], "relative-ref");
    assert_eq!(lines[2]["error"]["hint_id"], "space");
}

/// `explain` works for every rule of Appendix A and RFC 6874, by any
/// spelling; `grammar` lists them all.
#[test]
fn explain_every_rule() {
    for p in Production::all() {
        for name in [p.name(), p.fn_name()] {
            let r = run(&with_grammar(&["explain", name]), b"");
            assert_eq!(r.code, 0, "{name}: {}", r.stderr);
            assert!(r.stdout.starts_with(p.name()), "{name}: {}", r.stdout);
            assert!(r.stdout.contains("In plain words:"), "{name}");
        }
    }
    let (code, text) = transcript(&with_grammar(&["explain", "IPv6addrz"]), b"");
    assert_eq!(code, 0);
    snap!("explain_ipv6addrz", text);
    // Another grammar's production names RFC 3986's command.
    let r = run(&["explain", "segment-nz-nc"], b"");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains(
            "it is an RFC 3986 production: rfc1738 --grammar rfc3986 explain segment-nz-nc"
        ),
        "{}",
        r.stderr
    );
    let r = run(&with_grammar(&["grammar"]), b"");
    assert_eq!(r.code, 0);
    for p in Production::all() {
        assert!(r.stdout.contains(p.bnf()), "{}", p.name());
    }
}

/// `generate`: references and near misses, the same for the same seed.
#[test]
fn generate_and_near_misses() {
    let (code, text) = transcript(
        &with_grammar(&["generate", "--count", "6", "--seed", "7"]),
        b"",
    );
    assert_eq!(code, 0);
    snap!("generate", text);
    let (code, text) = transcript(
        &with_grammar(&[
            "generate",
            "--invalid",
            "--count",
            "4",
            "--seed",
            "7",
            "--format",
            "jsonl",
        ]),
        b"",
    );
    assert_eq!(code, 0);
    snap!("generate_invalid", text);
    let r = run(
        &with_grammar(&["generate", "--production", "ipv6address", "--count", "50"]),
        b"",
    );
    assert_eq!(r.code, 0);
    for line in r.stdout.lines() {
        let host = format!("//[{line}]");
        assert_eq!(run(&with_grammar(&["check", "-"]), host.as_bytes()).code, 0);
    }
}

/// `check --coverage`: the alternatives of Appendix A that the lines
/// exercise.
#[test]
fn coverage() {
    let input = b"http://a/b?q#f\n//u@[::1]:8/x\nmailto:joe@h\n../g\n\nnot valid\n";
    let (code, text) = transcript(&with_grammar(&["check", "--coverage", "-"]), input);
    assert_eq!(code, 1);
    snap!("coverage", text);
}

/// `diff`: another parser's answers against RFC 3986's components.
#[test]
fn diff_answers() {
    let answers = concat!(
        r#"{"input":"http://joe@h:8/a?q#f","valid":true,"scheme":"http","userinfo":"joe","host":"h","port":"8","path":"/a","query":"q","fragment":"f"}"#,
        "\n",
        r#"{"input":"http://[fe80::1%25eth0]/","valid":true,"host":"[fe80::1%25eth0]"}"#,
        "\n",
        r#"{"input":"a:b c","valid":false}"#,
        "\n",
        r#"{"input":"file:///x","valid":true,"host":null,"path":"/x"}"#,
        "\n",
    );
    let path = scratch("answers.jsonl", answers.as_bytes());
    let (code, text) = transcript(
        &with_grammar(&["diff", "--summary", "json", path.to_str().unwrap()]),
        b"",
    );
    assert_eq!(code, 1);
    snap!(
        "diff",
        text.replace(path.to_str().unwrap(), "answers.jsonl")
    );
}

/// `resolve --grammar rfc3986`: every example of RFC 3986 §5.4, strict
/// (§5.4.2's `http:g` is `http:g`) and with `--non-strict`.
#[test]
fn resolve_the_examples_of_section_5_4() {
    let references = [
        "g:h",
        "g",
        "./g",
        "g/",
        "/g",
        "//g",
        "?y",
        "g?y",
        "#s",
        "g#s",
        "g?y#s",
        ";x",
        "g;x",
        "g;x?y#s",
        "",
        ".",
        "./",
        "..",
        "../",
        "../g",
        "../..",
        "../../",
        "../../g",
        "../../../g",
        "../../../../g",
        "/./g",
        "/../g",
        "g.",
        ".g",
        "g..",
        "..g",
        "./../g",
        "./g/.",
        "g/./h",
        "g/../h",
        "g;x=1/./y",
        "g;x=1/../y",
        "g?y/./x",
        "g?y/../x",
        "g#s/./x",
        "g#s/../x",
        "http:g",
    ];
    let mut args = with_grammar(&["resolve", "http://a/b/c/d;p?q"]);
    args.extend(references);
    let (code, text) = transcript(&args, b"");
    assert_eq!(code, 0);
    snap!("resolve_section_5_4", text);
    let r = run(
        &with_grammar(&["resolve", "--non-strict", "http://a/b/c/d;p?q", "http:g"]),
        b"",
    );
    assert_eq!((r.code, r.stdout.as_str()), (0, "http://a/b/c/g\n"));
    // RFC 2396 stays the default, and has no non-strict reading.
    let r = run(&["resolve", "http://a/b/c/d;p?q", "?y"], b"");
    assert_eq!(r.code, 1, "RFC 2396's grammar has no `?y`");
    let r = run(&["resolve", "--non-strict", "http://a/b", "g"], b"");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("--grammar rfc3986"), "{}", r.stderr);
    // §5.2 read literally: the target's authority from its path, kept
    // with a warning; an invalid reference and a relative base.
    let (code, text) = transcript(
        &with_grammar(&["resolve", "f:/a", ".//g", "a b", "-"]),
        b"../x\n",
    );
    assert_eq!(code, 1);
    snap!("resolve_warning_and_errors", text);
    assert_eq!(run(&with_grammar(&["resolve", "/a", "g"]), b"").code, 2);
    assert_eq!(run(&with_grammar(&["resolve", "h a://", "g"]), b"").code, 2);
}

/// `normalize`: one line per input, the normal form of §6; an invalid
/// input an empty line and an error; only RFC 3986.
#[test]
fn normalize() {
    let (code, text) = transcript(
        &[
            "normalize",
            "HTTP://Example.COM:80/a/./b/../%7e%2f?%61#F",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            "https://h:443",
            "http://h:",
            "../a/./b",
            "-",
        ],
        b"mailto:Joe@Example.COM\nhttp://h/a b\n",
    );
    assert_eq!(code, 1);
    snap!("normalize", text);
    let r = run(&with_grammar(&["normalize", "HTTP://H/"]), b"");
    assert_eq!((r.code, r.stdout.as_str()), (0, "http://h/\n"));
    let r = run(
        &["--zone-ids", "normalize", "http://[FE80::1%25Eth0]/"],
        b"",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for grammar in ["rfc1738", "rfc2396", "rfc1630"] {
        let r = run(&["--grammar", grammar, "normalize", "http://h/"], b"");
        assert_eq!(r.code, 2, "{grammar}");
        assert!(r.stderr.contains("normalize is RFC 3986's"), "{}", r.stderr);
    }
    let r = run(&["--fold-scheme-case", "normalize", "http://h/"], b"");
    assert_eq!(r.code, 2);
}
