//! The `rfc1738` binary end to end: outputs pinned as snapshots in the
//! top-level snapshots/cli/ (`cli__*.snap`), exit codes asserted.

use std::io::Write;
use std::process::{Command, Stdio};

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
    feeder.join().expect("feeder").expect("write stdin");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        // The throughput line is timing, not behaviour.
        stderr: String::from_utf8_lossy(&out.stderr)
            .lines()
            .filter(|l| !l.starts_with("throughput: "))
            .map(|l| format!("{l}\n"))
            .collect(),
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

#[test]
fn parse_prints_the_tree() {
    let (code, text) = transcript(
        &[
            "parse",
            "gopher://gopher.example.org/7search%09rfc",
            "ftp://@host.com/",
        ],
        b"",
    );
    assert_eq!(code, 0);
    snap!("parse_tree", text);
}

#[test]
fn parse_diagnoses_an_invalid_url() {
    let (code, text) = transcript(
        &["parse", "http://example.com/~joe", "http://ok.example/"],
        b"",
    );
    assert_eq!(code, 1);
    snap!("parse_diagnostic", text);
}

#[test]
fn parse_json() {
    let (code, text) = transcript(&["parse", "--format", "json", "news:*", "http://h:/"], b"");
    assert_eq!(code, 1);
    snap!("parse_json", text);
}

#[test]
fn parse_strict_scheme_case() {
    assert_eq!(run(&["parse", "HTTP://h/"], b"").code, 0);
    let r = run(&["parse", "--strict-scheme-case", "HTTP://h/"], b"");
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .starts_with("error: expected scheme at byte 0, found 'H' (within url)"),
        "{}",
        r.stderr
    );
}

#[test]
fn check_text() {
    for (name, code) in [("valid", 0), ("invalid", 1), ("crlf", 1), ("not-utf8", 1)] {
        let file = format!("tests/data/{name}.txt");
        let (got, text) = transcript(&["check", &file], b"");
        assert_eq!(got, code, "{name}");
        snap!(format!("check_text_{name}"), text);
    }
}

#[test]
fn check_several_files_labels_lines() {
    let (code, text) = transcript(
        &["check", "tests/data/crlf.txt", "-", "tests/data/valid.txt"],
        b"mailto:\nnews:*\n",
    );
    assert_eq!(code, 1);
    snap!("check_several", text);
}

#[test]
fn check_jsonl_one_object_per_line() {
    for name in ["valid", "invalid", "crlf", "not-utf8"] {
        let file = format!("tests/data/{name}.txt");
        let input =
            std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&file)).unwrap();
        let lines = input.split(|&b| b == b'\n').count() - usize::from(input.ends_with(b"\n"));
        let r = run(&["check", "--format", "jsonl", &file], b"");
        let objects: Vec<serde_json::Value> = r
            .stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(objects.len(), lines, "{name}: one object per input line");
        for (k, o) in objects.iter().enumerate() {
            assert_eq!(o["line"], k + 1);
            assert!(o["valid"].is_boolean());
        }
        snap!(
            format!("check_jsonl_{name}"),
            transcript(&["check", "--format", "jsonl", &file], b"").1
        );
    }
}

#[test]
fn check_reads_standard_input() {
    let r = run(&["check", "--format", "jsonl"], b"http://h/\nhttp://h/~x\n");
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stdout,
        concat!(
            r#"{"line":1,"input":"http://h/","grammar":"rfc1738","valid":true,"production":"httpurl"}"#,
            "\n",
            r#"{"line":2,"input":"http://h/~x","grammar":"rfc1738","valid":false,"error":{"expected":"hsegment","offset":9,"found":"~","within":["hpath","httpurl","url"],"message":"expected hsegment at byte 9, found '~' (within hpath, httpurl, url)","next":[],"after":null,"hint":"`~` is unsafe in a URL: write it as `%7E` (RFC 1738 §2.2)"}}"#,
            "\n"
        )
    );
    assert_eq!(run(&["check", "-"], b"http://h/\n").code, 0);
    assert_eq!(run(&["check"], b"").code, 0, "no lines: nothing invalid");
}

#[test]
fn check_long_lines() {
    // A 1 MB URL is checked; a line over the 2 MiB ceiling is reported
    // invalid without being kept.
    let long = format!("http://example.com/{}", "a/".repeat(500_000));
    let huge = format!("http://example.com/{}", "b".repeat(3 << 20));
    let input = format!("{long}\n{huge}\nhttp://h/\n{long}x~\n");
    let r = run(&["check", "--format", "jsonl"], input.as_bytes());
    assert_eq!(r.code, 1);
    let objects: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 4);
    assert_eq!(objects[0]["valid"], true);
    assert_eq!(objects[0]["production"], "httpurl");
    assert_eq!(objects[1]["valid"], false);
    assert_eq!(
        objects[1]["error"]["message"],
        "line longer than 2097152 bytes"
    );
    assert_eq!(objects[2]["valid"], true);
    assert_eq!(objects[3]["error"]["offset"], long.len() + 1);
    assert!(
        r.stderr.starts_with("4 lines: 2 valid, 2 invalid"),
        "{}",
        r.stderr
    );
}

#[test]
fn exit_codes_for_usage_and_io_errors() {
    assert_eq!(run(&["check", "tests/data/no-such-file.txt"], b"").code, 2);
    let r = run(
        &[
            "check",
            "tests/data/valid.txt",
            "tests/data/no-such-file.txt",
        ],
        b"",
    );
    assert_eq!(r.code, 2, "an I/O error wins over valid lines");
    assert!(r.stderr.contains("no-such-file.txt"));
    assert_eq!(run(&["parse"], b"").code, 2, "parse needs a URL");
    assert_eq!(run(&["frobnicate"], b"").code, 2);
    assert_eq!(run(&["check", "--format", "xml"], b"").code, 2);
    assert_eq!(run(&["explain", "Hostname"], b"").code, 2);
}

#[test]
fn explain_and_grammar() {
    let (code, text) = transcript(&["explain", "gopher+_string"], b"");
    assert_eq!(code, 0);
    snap!("explain_gopher_plus_string", text);
    let r = run(&["grammar"], b"");
    assert_eq!(r.code, 0);
    for p in rfc1738::Production::all() {
        assert!(r.stdout.contains(p.bnf()), "{p}");
        assert_eq!(run(&["explain", p.name()], b"").code, 0, "{p}");
    }
}

/// `rfc1738 grammar | head -1`: the reader closes the pipe early. The tool
/// stops quietly (Rust ignores SIGPIPE, so a write then fails with
/// `BrokenPipe`, which must not become a panic).
#[test]
fn closed_stdout_is_not_a_panic() {
    use std::io::Read;
    // More output than a pipe buffers (64 KiB), so the writes after the
    // reader is gone do fail.
    let many: Vec<&str> = std::iter::once("parse")
        .chain(std::iter::repeat_n("gopher://h.example/1a/b", 4000))
        .collect();
    for args in [&many[..], &["grammar"][..]] {
        let mut child = Command::new(BIN)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run the binary");
        let mut first = [0u8; 8];
        child
            .stdout
            .take()
            .expect("stdout")
            .read_exact(&mut first)
            .expect("some output");
        // The read end is dropped here: the rest of the output has no reader.
        let out = child.wait_with_output().expect("wait");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{:?}: {stderr}", args[0]);
        assert_eq!(out.status.code(), Some(0), "{:?}: {stderr}", args[0]);
    }
}

/// `--grammar rfc2396`: every command, and `check --format jsonl` with the
/// components of each valid line.
#[test]
fn rfc2396_commands() {
    let (code, text) = transcript(
        &[
            "--grammar",
            "rfc2396",
            "check",
            "--format",
            "jsonl",
            "tests/data/rfc2396.txt",
        ],
        b"",
    );
    assert_eq!(code, 1);
    snap!("rfc2396_check_jsonl", text);
    let r = run(
        &[
            "--grammar",
            "rfc2396",
            "check",
            "--format",
            "jsonl",
            "tests/data/rfc2396.txt",
        ],
        b"",
    );
    for line in r.stdout.lines() {
        let o: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(o["grammar"], "rfc2396");
        if o["valid"] == true {
            let keys: Vec<&String> = o["components"].as_object().unwrap().keys().collect();
            assert_eq!(
                keys,
                [
                    "scheme", "userinfo", "host", "port", "path", "query", "fragment"
                ]
            );
            assert!(o["components"]["path"].is_string());
            let input = o["input"].as_str().unwrap();
            for (_, v) in o["components"].as_object().unwrap() {
                if let Some(part) = v.as_str() {
                    assert!(input.contains(part), "{input}: {part}");
                }
            }
        }
    }
    let (code, text) = transcript(
        &[
            "--grammar",
            "rfc2396",
            "parse",
            "http://[::1]:80/a;p?q#f",
            "http://h/a b",
        ],
        b"",
    );
    assert_eq!(code, 1);
    snap!("rfc2396_parse", text);
    let (code, text) = transcript(&["--grammar", "rfc2396", "explain", "IPv6reference"], b"");
    assert_eq!(code, 0);
    snap!("rfc2396_explain_ipv6reference", text);
    let r = run(&["--grammar", "rfc2396", "grammar"], b"");
    assert_eq!(r.code, 0);
    for p in rfc1738::rfc2396::Production::all() {
        assert!(r.stdout.contains(p.bnf()), "{p}");
        assert_eq!(
            run(&["--grammar", "rfc2396", "explain", p.name()], b"").code,
            0,
            "{p}"
        );
    }
    let r = run(
        &["--grammar", "rfc2396", "--empty-relative-path", "check"],
        b"?y\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// `rfc1738 resolve BASE REFERENCE...`: RFC 2396 Appendix C, one line per
/// reference.
#[test]
fn resolve_prints_one_target_per_reference() {
    let (code, text) = transcript(
        &[
            "--empty-relative-path",
            "resolve",
            "http://a/b/c/d;p?q",
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
            ".",
            "./",
            "..",
            "../",
            "../g",
            "../..",
            "../../",
            "../../g",
            "",
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
        ],
        b"",
    );
    assert_eq!(code, 0);
    snap!("resolve_appendix_c", text);
    let r = run(&["resolve", "http://a/b", "a b", "c"], b"");
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "http://a/c\n");
    assert_eq!(run(&["resolve", "g", "h"], b"").code, 2, "a relative base");
}

/// `--grammar rfc1630`: parse, check, explain and grammar under RFC 1630.
#[test]
fn rfc1630_parse_and_check() {
    let (code, text) = transcript(
        &[
            "--grammar",
            "rfc1630",
            "parse",
            "url:gopher://gopher.micro.umn.edu/11/Other",
            "http://h/a?b=c",
        ],
        b"",
    );
    assert_eq!(code, 1);
    snap!("rfc1630_parse", text);
    let input = b"http://info.cern.ch:8000/imaginary/test\nurl:news:comp.infosystems\nHTTP://h/\nhttps://h/\nhttp://h/a#frag\nmid:960830.1639@XIson.com\n";
    let (code, text) = transcript(
        &["--grammar", "rfc1630", "check", "--format", "jsonl"],
        input,
    );
    assert_eq!(code, 1);
    snap!("rfc1630_check_jsonl", text);
    let r = run(
        &["--grammar", "rfc1630", "check", "--format", "jsonl"],
        input,
    );
    for line in r.stdout.lines() {
        let o: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(o["grammar"], "rfc1630");
        assert!(o["valid"].is_boolean());
        if o["valid"] == true {
            assert!(o["production"].is_string());
        }
    }
    let folded = run(
        &[
            "--grammar",
            "rfc1630",
            "--fold-scheme-case",
            "check",
            "--format",
            "jsonl",
        ],
        b"HTTP://h/\n",
    );
    assert_eq!(folded.code, 0);
    assert!(folded.stdout.contains(r#""production":"httpaddress""#));
}

#[test]
fn rfc1630_explain_and_grammar() {
    let (code, text) = transcript(&["--grammar", "rfc1630", "explain", "login"], b"");
    assert_eq!(code, 0);
    snap!("rfc1630_explain_login", text);
    let r = run(&["--grammar", "rfc1630", "grammar"], b"");
    assert_eq!(r.code, 0);
    for p in rfc1738::rfc1630::Production::all() {
        assert!(r.stdout.contains(p.bnf()), "{p}");
        let e = run(&["--grammar", "rfc1630", "explain", p.name()], b"");
        assert_eq!(e.code, 0, "{p}");
        assert!(
            e.stdout.contains("Accepted (snapshots/rfc1630/"),
            "{p}: {}",
            e.stdout
        );
    }
    assert_eq!(
        run(&["--grammar", "rfc1630", "explain", "httpurl"], b"").code,
        2
    );
}
