//! The `rfc1738` binary end to end: outputs pinned as snapshots in the
//! top-level snapshots/cli/ (`cli__*.snap`), exit codes asserted. One
//! section per item of issue 16 ("The command-line tool as a daily
//! tool"); the JSON schema of docs/json.md is held by tests/json.rs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_rfc1738");

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Lines of standard error that are timings, not behaviour: the text
/// summary's throughput line, and the JSON summary's `seconds`.
fn untimed(stderr: &str) -> String {
    stderr
        .lines()
        .filter(|l| !l.starts_with("throughput: "))
        .map(|l| match l.find("\"seconds\":") {
            Some(at) => {
                let rest = &l[at + 10..];
                let end = rest.find(['}', ',']).unwrap_or(rest.len());
                format!("{}\"seconds\":0{}\n", &l[..at], &rest[end..])
            }
            None => format!("{l}\n"),
        })
        .collect()
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
    // A command that does not read its standard input may close it first.
    let _ = feeder.join().expect("feeder");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: untimed(&String::from_utf8_lossy(&out.stderr)),
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

/// [`transcript`] with the standard input shown.
fn transcript_with_input(args: &[&str], stdin: &str) -> (i32, String) {
    let (code, text) = transcript(args, stdin.as_bytes());
    (code, format!("--- stdin\n{stdin}{text}"))
}

macro_rules! snap {
    ($name:expr, $text:expr) => {
        insta::with_settings!({ snapshot_path => "../../snapshots/cli", prepend_module_to_snapshot => true, omit_expression => true }, {
            insta::assert_snapshot!($name, $text);
        })
    };
}

/// A file of this crate's test data.
fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// A scratch file, unique to the test, under the build's temporary dir.
fn scratch(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

// 1. `parse` shows the meaning, not only the tree.

#[test]
fn parse_prints_the_tree_and_the_meaning() {
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

/// The README's §6 example: its four warnings, the effective port, the
/// decoded selector with its CR LF.
#[test]
fn parse_shows_warnings_port_and_components() {
    let (code, text) = transcript(&["parse", "gopher://mail.example:25/1x%0D%0AHELO"], b"");
    assert_eq!(code, 0, "warnings do not make a URL invalid");
    assert_eq!(text.matches("(§").count(), 4, "{text}");
    snap!("parse_meaning_gopher", text);
}

/// One URL of each scheme (and a generic one), with what its scheme
/// defines: FTP commands, news group or article, file host, ...
#[test]
fn parse_components_of_every_scheme() {
    let (code, text) = transcript(
        &[
            "parse",
            "ftp://myname@host.dom/%2Fetc/motd;type=i",
            "http://h.example:99999/a%2Fb/c?x%20y",
            "gopher://h.example",
            "gopher://h.example/0d%09%09+application/postscript%20Es_ES",
            "mailto:user%25relay@h.example",
            "news:*",
            "news:1234%2Ex@news.example",
            "nntp://news.example/comp.lang.rust/0042",
            "telnet://guest:secret@bbs.example:2323/",
            "wais://w.example/src?rfc%20urls",
            "wais://w.example/src/TEXT/doc%2F1",
            "file:///etc/motd",
            "file://vms.host.edu/disk$user/my/notes/note12345.txt",
            "prospero://host.dom//pros/name;VERSION=2",
            "x-y://joe@h.example/p",
            "urn:isbn:0451450523",
            "http://h/caf%E9",
        ],
        b"",
    );
    assert_eq!(code, 0);
    snap!("parse_meaning_schemes", text);
}

/// An invalid URL: the diagnostic with its hint, pointing to `explain`.
#[test]
fn parse_diagnoses_an_invalid_url() {
    let (code, text) = transcript(
        &["parse", "http://example.com/~joe", "http://ok.example/"],
        b"",
    );
    assert_eq!(code, 1);
    assert!(text.contains("= hint: "), "{text}");
    assert!(text.contains("= see: rfc1738 explain hsegment"), "{text}");
    assert!(!text.contains("grammar-notes"), "no source path: {text}");
    snap!("parse_diagnostic", text);
}

/// `parse -`: one URL per line of standard input (a BOM, CRLF, a line
/// that is not UTF-8), between URLs of the command line.
#[test]
fn parse_reads_standard_input() {
    let stdin = b"\xEF\xBB\xBFnews:comp.lang\r\nhttp://h/~x\nhttp://h/\xFF\n";
    let (code, text) = transcript(&["parse", "telnet://h/", "-", "news:*"], stdin);
    assert_eq!(code, 1);
    snap!("parse_stdin", text);
    let r = run(&["parse", "--format", "json", "-"], stdin);
    let objects: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 3);
    assert_eq!(objects[0]["input"], "news:comp.lang");
    assert_eq!(objects[2]["input_hex"], "687474703a2f2f682fff");
    assert_eq!(objects[2]["error"]["kind"], "not_utf8");
}

/// `--format json` is JSON Lines: one object per URL, each on one line,
/// with the components and warnings beside the tree.
#[test]
fn parse_json_lines() {
    let (code, text) = transcript(
        &[
            "parse",
            "--format",
            "json",
            "news:*",
            "http://h:/",
            "gopher://mail.example:25/1x%0D%0AHELO",
        ],
        b"",
    );
    assert_eq!(code, 1);
    let r = run(&["parse", "--format", "json", "news:*", "http://h:/"], b"");
    for line in r.stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(v.is_object());
    }
    assert_eq!(r.stdout.lines().count(), 2);
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

// 3. `check` reads real lists.

#[test]
fn check_text() {
    for (name, code) in [("valid", 0), ("invalid", 1), ("crlf", 1), ("not-utf8", 1)] {
        let file = format!("tests/data/{name}.txt");
        let (got, text) = transcript(&["check", "--summary", "text", &file], b"");
        assert_eq!(got, code, "{name}");
        snap!(format!("check_text_{name}"), text);
    }
}

#[test]
fn check_jsonl_one_object_per_line() {
    for name in ["valid", "invalid", "crlf", "not-utf8"] {
        let file = format!("tests/data/{name}.txt");
        let input = std::fs::read(data(&format!("{name}.txt"))).unwrap();
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
            assert_eq!(o["file"], file.as_str());
            assert!(o["valid"].is_boolean());
        }
        snap!(
            format!("check_jsonl_{name}"),
            transcript(&["check", "--format", "jsonl", &file], b"").1
        );
    }
}

/// A list as people keep them: a BOM, CRLF, blank lines, comments of two
/// kinds, indented URLs and trailing spaces. By default every line is a
/// URL (a checker hides nothing); with the options, only the URLs are,
/// and the summary counts what was skipped.
#[test]
fn check_a_real_list() {
    let (code, text) = transcript(&["check", "--summary=text", "tests/data/list.txt"], b"");
    assert_eq!(
        code, 1,
        "blank lines, comments and indented URLs are invalid"
    );
    snap!("check_list_plain", text);
    let args = [
        "check",
        "--summary=text",
        "--skip-blank",
        "--comments",
        "#",
        "--comments",
        "//",
        "--trim",
        "tests/data/list.txt",
    ];
    let (code, text) = transcript(&args, b"");
    assert_eq!(code, 1, "only the ~ is left");
    assert_eq!(text.matches("list.txt:").count(), 1, "{text}");
    assert!(text.contains("list.txt:9:20: "), "{text}");
    snap!("check_list_options", text);
    let mut jsonl = args.to_vec();
    jsonl.remove(1);
    jsonl.insert(1, "--format=jsonl");
    jsonl.insert(1, "--summary=json");
    let (_, text) = transcript(&jsonl, b"");
    snap!("check_list_jsonl", text);
    // Without the ~ line the list is clean.
    let list = std::fs::read_to_string(data("list.txt")).unwrap();
    let clean = scratch("clean-list.txt", list.replace("~joe", "joe").as_bytes());
    let mut clean_args = args.to_vec();
    clean_args.remove(1);
    let clean = clean.to_str().unwrap();
    *clean_args.last_mut().unwrap() = clean;
    clean_args.push("--quiet");
    let r = run(&clean_args, b"");
    assert_eq!((r.code, r.stdout.as_str(), r.stderr.as_str()), (0, "", ""));
    assert_eq!(run(&["check", "--comments", "", "-"], b"").code, 2);
}

/// The line limit is the library's `max_len`, settable, and said in
/// `--help`; a line over it is invalid without being kept.
#[test]
fn check_max_len() {
    let (code, text) = transcript_with_input(
        &["check", "--max-len", "20", "--format", "jsonl"],
        "http://example.com/\nhttp://example.com/a\nhttp://example.com/ab\r\nhttp://example.com/abcdefghijklmnopqrstuvwxyz\n",
    );
    assert_eq!(code, 1);
    snap!("check_max_len", text);
    let help = run(&["check", "--help"], b"").stdout;
    assert!(help.contains("--max-len <BYTES>"), "{help}");
    assert!(help.contains("4194304"), "{help}");
}

/// A 1 MB URL is checked; a line over the default limit (4 MiB) is
/// reported invalid without being kept.
#[test]
fn check_long_lines() {
    let long = format!("http://example.com/{}", "a/".repeat(500_000));
    let huge = format!("http://example.com/{}", "b".repeat(5 << 20));
    let input = format!("{long}\n{huge}\nhttp://h/\n{long}x~\n");
    let r = run(
        &["check", "--format", "jsonl", "--summary", "text"],
        input.as_bytes(),
    );
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
    assert_eq!(objects[1]["error"]["kind"], "too_long");
    assert_eq!(
        objects[1]["error"]["message"],
        format!(
            "input of {} bytes is over the limit of 4194304 bytes (max_len)",
            huge.len()
        )
    );
    assert!(objects[1]["input"].as_str().unwrap().ends_with('…'));
    assert_eq!(objects[2]["valid"], true);
    assert_eq!(objects[3]["error"]["offset"], long.len() + 1);
    assert!(
        r.stderr.starts_with("lines: 4 read, 2 valid, 2 invalid"),
        "{}",
        r.stderr
    );
}

// 4. Output people and editors can read.

/// `FILE:LINE:COLUMN: message` for every input, `-` for standard input.
#[test]
fn check_several_inputs() {
    let (code, text) = transcript_with_input(
        &["check", "tests/data/crlf.txt", "-", "tests/data/valid.txt"],
        "mailto:\nnews:*\nhttp://h/caf\u{e9}/~\n",
    );
    assert_eq!(code, 1);
    assert!(text.contains("\n-:1:8: "), "{text}");
    assert!(text.contains("\n-:3:13: "), "{text}");
    snap!("check_several", text);
}

#[test]
fn check_reads_standard_input() {
    let r = run(&["check", "--format", "jsonl"], b"http://h/\nhttp://h/~x\n");
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stdout,
        concat!(
            r#"{"file":"-","line":1,"grammar":"rfc1738","input":"http://h/","input_hex":null,"valid":true,"production":"httpurl","components":{"scheme":"http","user":null,"password":null,"host":"h","port":null,"path":"","query":null,"fragment":null},"decoded":null,"error":null}"#,
            "\n",
            r#"{"file":"-","line":2,"grammar":"rfc1738","input":"http://h/~x","input_hex":null,"valid":false,"production":null,"components":null,"decoded":null,"error":{"kind":"syntax","expected":"hsegment","offset":9,"column":10,"found":"~","within":["hpath","httpurl","url"],"next":[],"after":null,"message":"expected hsegment at byte 9, found '~' (within hpath, httpurl, url)","hint":"`~` is unsafe in a URL: write it as `%7E` (RFC 1738 §2.2)","hint_id":"unsafe-tilde"}}"#,
            "\n"
        )
    );
    // --decoded: the decoded components of `parse`, for each valid line.
    let r = run(
        &["check", "--format", "jsonl", "--decoded"],
        b"http://h/\nhttp://h/~x\n",
    );
    assert!(
        r.stdout.starts_with(concat!(
            r#"{"file":"-","line":1,"grammar":"rfc1738","input":"http://h/","input_hex":null,"valid":true,"production":"httpurl","components":{"scheme":"http","user":null,"password":null,"host":"h","port":null,"path":"","query":null,"fragment":null},"decoded":[{"name":"scheme","value":"http","hex":null,"default":false,"text":"http","start":0,"end":4},{"name":"host","value":"h","hex":null,"default":false,"text":"h","start":7,"end":8},{"name":"path_segment","value":"","hex":null,"default":false,"text":"","start":9,"end":9}],"error":null}"#,
            "\n",
            r#"{"file":"-","line":2,"grammar":"rfc1738","input":"http://h/~x","input_hex":null,"valid":false,"production":null,"components":null,"decoded":null,"error":"#
        )),
        "{}",
        r.stdout
    );
    assert_eq!(run(&["check", "-"], b"http://h/\n").code, 0);
    assert_eq!(run(&["check"], b"").code, 0, "no lines: nothing invalid");
}

/// The summary: in a pipeline only with `--summary` (labelled, or one
/// JSON object with `--summary json`), silenced with `--quiet`.
#[test]
fn check_summaries() {
    let (code, text) = transcript(&["check", "tests/data/invalid.txt", "--quiet"], b"");
    assert_eq!(code, 1);
    assert!(text.ends_with("--- stderr\n"), "no summary: {text}");
    // Standard error is no terminal here: no summary and no throughput
    // unless asked for, so a pipeline's standard error holds only errors.
    let r = run(&["check", "-"], b"http://h/\n");
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let r = run(&["check", "tests/data/invalid.txt"], b"");
    assert_eq!(r.code, 1);
    assert_eq!(r.stderr, "", "no summary unless asked for");
    let r = run(&["check", "--summary", "text", "-"], b"http://h/\n");
    assert!(
        r.stderr.starts_with("lines: 1 read, 1 valid"),
        "{}",
        r.stderr
    );
    let raw = Command::new(BIN)
        .args(["check", "--summary", "text", "-"])
        .stdin(Stdio::null())
        .output()
        .expect("run the binary");
    assert!(
        String::from_utf8_lossy(&raw.stderr).contains("\nthroughput: "),
        "--summary writes the throughput too"
    );
    let (_, text) = transcript(
        &[
            "check",
            "tests/data/invalid.txt",
            "tests/data/not-utf8.txt",
            "--summary",
            "json",
        ],
        b"",
    );
    let summary = text.lines().last().unwrap();
    let v: serde_json::Value = serde_json::from_str(summary).unwrap();
    assert_eq!(v["lines"], 9);
    assert_eq!(v["not_utf8"], 1);
    snap!("check_summary_json", text);
    assert_eq!(
        run(&["check", "--quiet", "--summary", "json", "-"], b"").code,
        2,
        "--quiet and --summary conflict"
    );
}

/// An I/O error: exit 2, and no summary of lines never read.
#[test]
fn check_io_errors() {
    let (code, text) = transcript(
        &["check", "--summary=text", "tests/data/no-such-file.txt"],
        b"",
    );
    assert_eq!(code, 2);
    assert!(
        !text.contains("lines:"),
        "no summary of nothing read: {text}"
    );
    snap!("check_io_error_alone", text);
    let (code, text) = transcript(
        &[
            "check",
            "--summary=text",
            "tests/data/valid.txt",
            "tests/data/no-such-file.txt",
        ],
        b"",
    );
    assert_eq!(code, 2, "an I/O error wins over valid lines");
    assert!(text.contains("incomplete: "), "{text}");
    snap!("check_io_error_after_lines", text);
    let (code, text) = transcript(
        &[
            "check",
            "--summary=json",
            "tests/data/no-such-file.txt",
            "tests/data/valid.txt",
        ],
        b"",
    );
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(v["lines"], 5);
}

#[test]
fn exit_codes_for_usage_errors() {
    assert_eq!(run(&["parse"], b"").code, 2, "parse needs a URL");
    assert_eq!(run(&["frobnicate"], b"").code, 2);
    assert_eq!(run(&["check", "--format", "xml"], b"").code, 2);
    assert_eq!(run(&["explain", "no-such-production"], b"").code, 2);
    assert_eq!(run(&["--grammar", "rfc9999", "grammar"], b"").code, 2);
}

/// Each command's `--help` speaks of that command: `diff`'s and `compat`'s formats are
/// per disagreement, not per URL; `resolve` reads RFC 3986 under
/// `--grammar rfc3986` and RFC 2396 under any other, so its help says so
/// of `--grammar` and shows neither RFC 1738's nor RFC 1630's options,
/// and its `--max-len` is about the base, the references and the targets
/// (issue 40).
#[test]
fn each_commands_help_is_its_own() {
    let diff = run(&["diff", "--help"], b"").stdout;
    assert!(
        diff.contains("jsonl: JSON Lines: one JSON object per disagreement"),
        "{diff}"
    );
    assert!(
        !diff.contains("per invalid URL") && !diff.contains("for `check`"),
        "{diff}"
    );
    assert!(diff.contains("The longest input of an answer"), "{diff}");
    let compat = run(&["compat", "--help"], b"").stdout;
    assert!(compat.contains("text:  A table per URL"), "{compat}");
    assert!(!compat.contains("per invalid URL"), "{compat}");
    let resolve = run(&["resolve", "--help"], b"").stdout;
    assert!(
        resolve.contains("The resolution: `rfc3986` for RFC 3986 §5.2–5.3"),
        "{resolve}"
    );
    for absent in [
        "--strict-scheme-case",
        "--fold-scheme-case",
        "for `check`",
        "RFC 1738)",
    ] {
        assert!(!resolve.contains(absent), "{absent}: {resolve}");
    }
    assert!(
        resolve.contains("The longest base, reference and target"),
        "{resolve}"
    );
    assert!(
        resolve.contains("so by default `?y` has no target"),
        "{resolve}"
    );
    // The options still work, and still reach the command.
    let r = run(&["resolve", "--max-len", "12", "http://a/b", "cdef"], b"");
    assert_eq!((r.code, r.stdout.as_str()), (1, "\n"));
    let r = run(
        &[
            "--empty-relative-path",
            "resolve",
            "http://a/b/c/d;p?q",
            "?y",
        ],
        b"",
    );
    assert_eq!((r.code, r.stdout.as_str()), (0, "http://a/b/c/?y\n"));
    let r = run(&["resolve", "http://a/b/c/d;p?q", "?y"], b"");
    assert_eq!((r.code, r.stdout.as_str()), (1, "\n"));
}

/// `explain` names `[` and `]` among the characters `reg_name` and
/// `rel_segment` leave out: RFC 2732 §3 added them to `reserved` (so to
/// the URI characters), not to these rules (issue 40). The parser agrees.
#[test]
fn explain_names_the_brackets_reg_name_and_rel_segment_leave_out() {
    for (production, input) in [("reg_name", "a[b"), ("rel_segment", "a]b")] {
        let r = run(&["--grammar", "rfc2396", "explain", production], b"");
        assert_eq!(r.code, 0);
        let words = r.stdout.split("In plain words:").nth(1).unwrap_or_default();
        let words = words.split("\n\n").next().unwrap_or_default();
        let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(words.contains(r#""[" and "]""#), "{production}: {words}");
        let rejected = rfc1738::rfc2396::parse_production(production.parse().unwrap(), input);
        assert!(rejected.is_err(), "{production} {input}");
    }
}

/// The exit codes are in `--help`, of the tool and of each command.
#[test]
fn help_states_the_exit_codes() {
    let (code, text) = transcript(&["--help"], b"");
    assert_eq!(code, 0);
    snap!("help", text);
    let (_, text) = transcript(&["check", "--help"], b"");
    snap!("help_check", text);
    for command in [
        "parse", "extract", "explain", "grammar", "diff", "compat", "resolve", "generate",
    ] {
        let r = run(&[command, "--help"], b"");
        assert!(r.stdout.contains("Exit status:\n  0  "), "{command}");
        assert!(
            r.stdout.contains("(compat, check --grammar all)"),
            "{command}"
        );
    }
}

/// The progress bar never shares a line with a result: on a terminal
/// (standard output and error both), it is erased before each result is
/// written.
#[test]
fn progress_bar_never_shares_a_line_with_a_result() {
    // Several batches of 1 MiB, an invalid line in each.
    let mut list = String::new();
    for k in 0..60_000 {
        if k % 7_000 == 3 {
            list.push_str("http://example.com/~invalid\n");
        } else {
            list.push_str("http://example.com/a/fairly/long/path/to/fill/batches\n");
        }
    }
    let file = scratch("progress.txt", list.as_bytes());
    let screen = terminal::run(BIN, &["check", file.to_str().unwrap()]);
    assert!(
        screen.contains("% "),
        "the bar was drawn: {:?}",
        &screen[..screen.len().min(300)]
    );
    let mut results = 0;
    for line in screen.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        // What the terminal shows: the text after the last carriage
        // return (each erase starts with one).
        let shown = line.rsplit('\r').next().unwrap_or(line);
        let shown = shown.trim_start_matches("\x1b[2K");
        if shown.contains(": expected") {
            results += 1;
            assert!(
                !shown.contains("lines") && !shown.contains('['),
                "a result on the bar's line: {shown:?}"
            );
        }
    }
    assert_eq!(results, 9);
    // On a terminal the summary and the throughput are written without
    // `--summary`.
    assert!(
        screen.contains("lines: 60000 read"),
        "the summary: {screen:?}"
    );
    assert!(screen.contains("throughput: "), "the throughput");
}

/// Runs a command with a pseudo-terminal as its standard output and error.
mod terminal {
    use std::fs::File;
    use std::io::Read;
    use std::os::fd::{FromRawFd, OwnedFd};
    use std::process::{Command, Stdio};

    pub fn run(bin: &str, args: &[&str]) -> String {
        let (mut master, mut slave) = (0, 0);
        // SAFETY: openpty writes two new descriptors into the integers;
        // the null pointers ask for no name and default settings.
        let rc = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        assert_eq!(rc, 0, "openpty");
        // SAFETY: both descriptors are new and owned by nothing else.
        let (master, slave) =
            unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
        let mut child = Command::new(bin)
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdin(Stdio::null())
            .stdout(Stdio::from(slave.try_clone().unwrap()))
            .stderr(Stdio::from(slave))
            .spawn()
            .unwrap();
        let mut master = File::from(master);
        let reader = std::thread::spawn(move || {
            let mut out = Vec::new();
            let mut buf = [0u8; 4096];
            // The read fails (EIO) once the child has closed the terminal.
            while let Ok(n) = master.read(&mut buf) {
                if n == 0 {
                    break;
                }
                out.extend_from_slice(&buf[..n]);
            }
            out
        });
        child.wait().unwrap();
        String::from_utf8_lossy(&reader.join().unwrap()).into_owned()
    }
}

// 5. `explain` for users.

#[test]
fn explain_a_production() {
    let (code, text) = transcript(&["explain", "gopher+_string"], b"");
    assert_eq!(code, 0);
    snap!("explain_gopher_plus_string", text);
    // Any case or spelling finds the same production.
    for name in ["gopher_plus_string", "GopherPlusString", "GOPHER+_STRING"] {
        let r = run(&["explain", name], b"");
        assert_eq!(r.code, 0);
        assert_eq!(
            r.stdout,
            text.split("--- stdout\n")
                .nth(1)
                .unwrap()
                .split("--- stderr")
                .next()
                .unwrap()
        );
    }
    let (code, text) = transcript(&["explain", "HostName"], b"");
    assert_eq!(code, 0);
    snap!("explain_hostname", text);
}

#[test]
fn explain_near_misses() {
    let (code, text) = transcript(&["explain", "hostnme"], b"");
    assert_eq!(code, 2);
    assert!(text.contains("did you mean: hostname?"), "{text}");
    snap!("explain_near_miss", text);
    let r = run(&["explain", "gopher"], b"");
    assert!(
        r.stderr
            .contains("did you mean: gopherurl, gopher+_string?"),
        "{}",
        r.stderr
    );
}

/// Every production of every grammar is explained for users: its whole
/// BNF, a quote of the RFC, plain words, where it is used, and no
/// implementation notes (paths, Rust paths, trap and rule numbers,
/// Markdown escapes).
#[test]
fn explain_every_production() {
    /// `rfc`: the start of its quotes' heading; `None` for a grammar
    /// without plain words and quotes yet (cli/explain/<grammar>.md).
    fn check<P: rfc1738::syntax::Production>(grammar: &str, rfc: Option<&str>) {
        let r = run(&["--grammar", grammar, "grammar"], b"");
        assert_eq!(r.code, 0);
        for &p in P::all() {
            assert!(r.stdout.contains(p.bnf()), "{p}");
            let e = run(&["--grammar", grammar, "explain", p.name()], b"");
            assert_eq!(e.code, 0, "{p}");
            let text = e.stdout;
            for line in p.bnf().lines() {
                assert!(text.contains(line), "{p}: the whole BNF: {line}");
            }
            if let Some(rfc) = rfc {
                assert!(text.contains("\nIn plain words:\n"), "{p}");
                assert!(text.contains(&format!("\n{rfc}")), "{p}: a quote");
            }
            assert!(text.contains("\nUsed in: "), "{p}");
            for inside in ["src/", "grammar-notes", "trap", "\\|", "A1", "P7", "T1"] {
                assert!(!text.contains(inside), "{p}: {inside:?} in\n{text}");
            }
            // A Rust path (`scan::star`, `ip::hostport`), not an IPv6 `::`.
            let bytes = text.as_bytes();
            for (k, _) in text.match_indices("::") {
                let before = k.checked_sub(1).map(|b| bytes[b]);
                let after = bytes.get(k + 2).copied();
                assert!(
                    !(before.is_some_and(|b| b.is_ascii_lowercase())
                        && after.is_some_and(|b| b.is_ascii_lowercase())),
                    "{p}: a Rust path in\n{text}"
                );
            }
        }
    }
    check::<rfc1738::Production>("rfc1738", Some("RFC 1738 §"));
    check::<rfc1738::rfc2396::Production>("rfc2396", Some("RFC 2"));
    check::<rfc1738::rfc1630::Production>("rfc1630", Some("RFC 1630, '"));
}

// 6. `extract`.

#[test]
fn extract_urls_from_text() {
    let (code, text) = transcript(&["extract", "tests/data/notes.txt"], b"");
    assert_eq!(code, 1, "some URLs found are invalid");
    snap!("extract_text", text);
    let (_, text) = transcript(
        &["extract", "--format", "jsonl", "tests/data/notes.txt"],
        b"",
    );
    snap!("extract_jsonl", text);
    let r = run(&["extract"], b"<URL:news:comp.x>\n");
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (0, "-:1:6: news:comp.x (newsurl)\n")
    );
    let r = run(&["extract", "tests/data/no-such-file.txt"], b"");
    assert_eq!(r.code, 2);
}

/// The RFC itself, as free text: every `<URL:...>` of it is found, at the
/// line and column where it is.
#[test]
fn extract_the_rfcs_urls() {
    let rfc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/spec/rfc1738.txt");
    let r = run(&["extract", rfc.to_str().unwrap()], b"");
    let text = std::fs::read_to_string(&rfc).unwrap();
    let wrapped = text.matches("<URL:").count();
    assert!(r.stdout.lines().count() >= wrapped, "{}", r.stdout);
    for line in r.stdout.lines() {
        let rest = line.split_once(".txt:").unwrap().1;
        let mut parts = rest.splitn(3, ':');
        let (l, c) = (parts.next().unwrap(), parts.next().unwrap());
        let (l, c): (usize, usize) = (l.parse().unwrap(), c.parse().unwrap());
        let url = parts
            .next()
            .unwrap()
            .trim_start()
            .split(' ')
            .next()
            .unwrap();
        // The text there, up to a space or the end of a wrapper, is the
        // URL's start (a wrapped URL may go on on the next line) or holds
        // the URL (a bare one, with the punctuation after it).
        let shown: String = text
            .lines()
            .nth(l - 1)
            .unwrap()
            .chars()
            .skip(c - 1)
            .collect();
        let word = shown.split([' ', '>']).next().unwrap();
        assert!(
            url.starts_with(word) || word.starts_with(url),
            "{line}: {shown:?}"
        );
    }
}

// 7. Every grammar.

/// Every command takes `--grammar`, for every grammar of the house.
#[test]
fn every_command_takes_the_grammar() {
    for grammar in ["rfc1738", "rfc2396", "rfc1630"] {
        for args in [
            &["--grammar", grammar, "parse", "news:x"][..],
            &["parse", "--grammar", grammar, "news:x"],
            &["check", &format!("--grammar={grammar}"), "-"],
            &["extract", "--grammar", grammar, "-"],
            &["explain", "--grammar", grammar, "scheme"],
            &["grammar", "--grammar", grammar],
        ] {
            assert_eq!(run(args, b"news:x\n").code, 0, "{args:?}");
        }
    }
    let r = run(&["--grammar", "rfc9999", "grammar"], b"");
    assert!(
        r.stderr
            .contains("possible values: rfc1738, rfc2396, rfc1630"),
        "{}",
        r.stderr
    );
}

/// An option of one grammar is refused, with a usage error that says
/// so, under another.
#[test]
fn options_of_another_grammar_are_refused() {
    let (code, text) = transcript(
        &[
            "--grammar",
            "rfc2396",
            "--strict-scheme-case",
            "parse",
            "HTTP://h/",
        ],
        b"",
    );
    assert_eq!(code, 2);
    snap!("refused_strict_scheme_case", text);
    let (code, text) = transcript(&["--empty-relative-path", "check", "-"], b"?y\n");
    assert_eq!(code, 2);
    snap!("refused_empty_relative_path", text);
    assert_eq!(
        run(&["--strict-scheme-case", "resolve", "http://a/b", "c"], b"").code,
        2,
        "resolve reads RFC 2396"
    );
    let r = run(&["--fold-scheme-case", "parse", "HTTP://h/"], b"");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("--fold-scheme-case is no option of the RFC 1738 grammar")
    );
    assert_eq!(
        run(
            &[
                "--grammar",
                "rfc1630",
                "--fold-scheme-case",
                "parse",
                "HTTP://h/"
            ],
            b""
        )
        .code,
        0
    );
    // Under their own grammar they are read.
    assert_eq!(
        run(&["--strict-scheme-case", "parse", "HTTP://h/"], b"").code,
        1
    );
    assert_eq!(
        run(
            &[
                "--grammar",
                "rfc2396",
                "--empty-relative-path",
                "parse",
                "?y"
            ],
            b""
        )
        .code,
        0
    );
    // --max-len is every grammar's.
    let r = run(
        &["--grammar", "rfc2396", "--max-len", "4", "check", "-"],
        b"http://h/\n",
    );
    assert_eq!(r.code, 1);
    assert!(
        r.stdout.contains("over the limit of 4 bytes"),
        "{}",
        r.stdout
    );
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

/// `--grammar rfc2396`: every command, and `check --format jsonl` with
/// the `components` object of each valid line (issue 14, item 7).
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
            "--decoded",
            "tests/data/rfc2396.txt",
        ],
        b"",
    );
    let order = [
        "scheme",
        "authority",
        "userinfo",
        "host",
        "port",
        "path",
        "query",
        "fragment",
    ];
    let mut valid = 0;
    for line in r.stdout.lines() {
        let o: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(o["grammar"], "rfc2396");
        if o["valid"] == true {
            valid += 1;
            // Exactly the eight keys, in order; the path never null.
            let components = o["components"].as_object().unwrap();
            let keys: Vec<&str> = components.keys().map(String::as_str).collect();
            assert_eq!(keys, order, "{line}");
            assert!(components["path"].is_string(), "{line}");
            // Each part is the text the decoded component of the same
            // name has at its offsets in the input, and null when there
            // is none.
            let input = o["input"].as_str().unwrap();
            // The authority is what follows `//` up to the path, whole.
            let authority = input
                .split_once("//")
                .map(|(_, rest)| rest.split(['/', '?', '#']).next().unwrap());
            let scheme_or_start = input.find("//").is_some_and(|k| {
                k == 0 || input[..k].ends_with(':') && !input[..k].contains(['/', '?', '#'])
            });
            if scheme_or_start {
                assert_eq!(components["authority"].as_str(), authority, "{input}");
            } else {
                assert!(components["authority"].is_null(), "{input}");
            }
            for name in order.iter().filter(|&&n| n != "authority") {
                let name = *name;
                let decoded = o["decoded"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|c| c["name"] == name);
                match decoded {
                    Some(c) => {
                        let (start, end) =
                            (c["start"].as_u64().unwrap(), c["end"].as_u64().unwrap());
                        assert_eq!(c["text"], input[start as usize..end as usize], "{input}");
                        assert_eq!(components[name], c["text"], "{input}: {name}");
                    }
                    None => assert!(components[name].is_null(), "{input}: {name}"),
                }
            }
            // An IPv6 literal keeps its brackets.
            if let Some(host) = components["host"].as_str() {
                assert!(!host.contains(':') || host.starts_with('['), "{input}");
            }
        } else {
            assert!(o["components"].is_null());
            assert!(o["decoded"].is_null());
        }
    }
    assert!(valid >= 9, "{valid}");
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
    // One line per reference, in order: an empty one for a reference
    // without a target, whose error names where it is.
    let r = run(&["resolve", "http://a/b", "a b", "c"], b"");
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "\nhttp://a/c\n");
    assert!(
        r.stderr
            .starts_with("error: argument 1, column 2: expected rel_segment at byte 1"),
        "{}",
        r.stderr
    );
    assert_eq!(run(&["resolve", "g", "h"], b"").code, 2, "a relative base");
    // `-` reads references from standard input, one per line, between
    // the arguments around it.
    let r = run(
        &["resolve", "http://a/b/c", "x", "-", "y"],
        b"g\r\n\nh i\n../g\n\xff\n",
    );
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stdout,
        "http://a/b/x\nhttp://a/b/g\nhttp://a/b/c\n\nhttp://a/g\n\nhttp://a/b/y\n"
    );
    assert!(
        r.stderr.contains("error: -:3:2: expected rel_segment"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("error: -:5:1: not UTF-8"), "{}", r.stderr);
    // RFC 2396 §5.2 read literally: an authority from the merged path,
    // kept and reported.
    let r = run(&["resolve", "http:/b", ".//evil.com/x", "g"], b"");
    assert_eq!(r.code, 0);
    assert_eq!(r.stdout, "http://evil.com/x\nhttp:/g\n");
    assert_eq!(
        r.stderr,
        "warning: argument 1: the target's authority \"evil.com\" comes from neither the base \
         nor the reference: the merged path starts with `//` (RFC 2396 §5.2; RFC 3986 §3.3)\n"
    );
}

/// `resolve` holds the base, the references and the targets to
/// `--max-len`, not to the default limit, and no error prints a whole
/// long input (issue 40).
#[test]
fn resolve_honours_max_len_and_cuts_long_inputs() {
    // A reference of 5 MiB: over the default limit, within --max-len, and
    // so is its target.
    let long = "x".repeat(5 << 20);
    let stdin = format!("{long}\n");
    let r = run(
        &["--max-len", "8388608", "resolve", "http://a/", "-"],
        stdin.as_bytes(),
    );
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert_eq!(r.stdout, format!("http://a/{long}\n"));
    // Without --max-len, the reference is over the default 4 MiB: the
    // error says so without printing it.
    let r = run(&["resolve", "http://a/", "-"], stdin.as_bytes());
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stderr,
        "error: -:1:4194305: input of 5242880 bytes is over the limit of 4194304 bytes (max_len)\n"
    );
    // A target over --max-len, from a base and a reference within it.
    let r = run(
        &[
            "--max-len",
            "20",
            "resolve",
            "http://a/b/",
            "cccccccccc",
            "c",
        ],
        b"",
    );
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "\nhttp://a/b/c\n");
    assert_eq!(
        r.stderr,
        "error: argument 1: the target of 21 bytes is over the limit of 20 bytes (max_len)\n"
    );
    // A base over --max-len is refused, and so is a long relative base,
    // its text cut to its first 100 bytes with its length.
    let r = run(&["--max-len", "5", "resolve", "http://a/", "g"], b"");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("over the limit of 5 bytes"),
        "{}",
        r.stderr
    );
    // A warning names a long authority by its start and its length.
    let reference = format!(".//{}/x", "e".repeat(5000));
    let r = run(&["resolve", "http:/b", &reference], b"");
    assert_eq!(r.code, 0);
    assert_eq!(
        r.stderr,
        format!(
            "warning: argument 1: the target's authority \"{}\"… (5000 bytes) comes from neither \
             the base nor the reference: the merged path starts with `//` (RFC 2396 §5.2; RFC \
             3986 §3.3)\n",
            "e".repeat(100)
        )
    );
    let base = format!("/{}", "a".repeat(100_000));
    let r = run(&["resolve", &base, "g"], b"");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        format!(
            "error: the base \"/{}\"… (100001 bytes) is not an absolute URI (it has no scheme)\n",
            "a".repeat(99)
        )
    );
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
    // RFC 1630's sections have no numbers: a quote is cited by its
    // heading and the page it starts on, and may hold several paragraphs.
    for name in ["ftptype", "midaddress", "search"] {
        let (code, text) = transcript(&["--grammar", "rfc1630", "explain", name], b"");
        assert_eq!(code, 0);
        assert!(text.contains("\nIn plain words:\n"), "{text}");
        assert!(text.contains("\nRFC 1630, '"), "{text}");
        snap!(format!("rfc1630_explain_{name}"), text);
    }
    let r = run(&["--grammar", "rfc1630", "grammar"], b"");
    assert_eq!(r.code, 0);
    for p in rfc1738::rfc1630::Production::all() {
        assert!(r.stdout.contains(p.bnf()), "{p}");
        let e = run(&["--grammar", "rfc1630", "explain", p.name()], b"");
        assert_eq!(e.code, 0, "{p}");
        // Examples from the grammar's reviewed snapshot, no source path.
        assert!(
            e.stdout.contains("\nAccepted, for example:\n"),
            "{p}: {}",
            e.stdout
        );
        assert!(!e.stdout.contains("snapshots/"), "{p}: {}", e.stdout);
    }
    assert_eq!(
        run(&["--grammar", "rfc1630", "explain", "httpurl"], b"").code,
        2
    );
}

/// `explain` tells the truth: RFC 1630's `safe` beside RFC 1738's, the
/// RFC 822 rules headed as RFC 822's, and a name of another grammar
/// found there.
#[test]
fn explain_tells_the_truth() {
    // RFC 1738's `safe` is `$ - _ . +`: RFC 1630's adds `@` and `&`.
    let r = run(&["--grammar", "rfc1630", "explain", "safe"], b"");
    assert_eq!(r.code, 0);
    assert!(
        r.stdout.contains("this set has \"@\" and \"&\""),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("\"+\" is in both"), "{}", r.stdout);
    // The rules of RFC 822 are RFC 822's, used by RFC 1630.
    for (name, section) in [
        ("addr-spec", "6.1"),
        ("atom", "3.3"),
        ("content-identifier", "4.1"),
    ] {
        let r = run(&["--grammar", "rfc1630", "explain", name], b"");
        let first = r.stdout.lines().next().unwrap();
        assert!(
            first.starts_with(&format!("{name} (RFC 822 §{section}, used by RFC 1630, '")),
            "{first}"
        );
    }
    let r = run(&["--grammar", "rfc1630", "explain", "midaddress"], b"");
    assert!(
        r.stdout.starts_with("midaddress (RFC 1630, 'Message-Id')"),
        "{}",
        r.stdout
    );
    // A name the grammar lacks, found in another, with the command.
    let r = run(&["explain", "abs_path"], b"");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("it is an RFC 2396 production: rfc1738 --grammar rfc2396 explain abs_path"),
        "{}",
        r.stderr
    );
    let r = run(&["--grammar", "rfc2396", "explain", "HSegment"], b"");
    assert!(
        r.stderr
            .contains("it is an RFC 1738 production: rfc1738 explain hsegment"),
        "{}",
        r.stderr
    );
    // A name in two other grammars: both.
    let r = run(&["--grammar", "rfc2396", "explain", "ftptype"], b"");
    assert!(r.stderr.contains("rfc1738 explain ftptype"), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("rfc1738 --grammar rfc1630 explain ftptype"),
        "{}",
        r.stderr
    );
}

// Issue 18, item 4: `diff`, another parser's answers against a grammar.

/// Each kind of disagreement, under each grammar, with the production,
/// offset, hint and section that decide it, and the summary by kind.
#[test]
fn diff_reports_each_kind_of_disagreement() {
    for grammar in ["rfc1738", "rfc2396", "rfc1630"] {
        let answers = format!("tests/data/answers-{grammar}.jsonl");
        let (code, text) = transcript(&["--grammar", grammar, "diff", &answers], b"");
        assert_eq!(code, 1, "{text}");
        for kind in ["they accept, we reject: ", "they reject, we accept: "] {
            assert!(text.contains(kind), "{grammar}: {kind}\n{text}");
        }
        snap!(format!("diff_{grammar}"), text);
    }
    let (code, text) = transcript(
        &[
            "--grammar",
            "rfc2396",
            "diff",
            "--format",
            "jsonl",
            "--summary",
            "json",
            "tests/data/answers-rfc2396.jsonl",
        ],
        b"",
    );
    assert_eq!(code, 1);
    snap!("diff_jsonl_rfc2396", text);
}

/// RFC 2396's components are exact substrings: present and empty is
/// `""`, absent is `null`; a port given as a number compares by its
/// value; without options the scheme compares exactly too.
#[test]
fn diff_compares_rfc2396_components_as_written() {
    let agree = concat!(
        r#"{"input":"http://u:p@h:080/a;b?#","valid":true,"scheme":"http","userinfo":"u:p","user":"u","password":"p","host":"h","port":80,"path":"/a;b","query":"","fragment":""}"#,
        "\n",
        r#"{"input":"mailto:a@b","valid":true,"scheme":"mailto","userinfo":null,"host":null,"port":null,"path":"a@b","query":null,"fragment":null}"#,
        "\n",
        r#"{"input":"//u@h","valid":true,"scheme":null,"user":"u","password":null,"host":"h","path":""}"#,
        "\n",
    );
    let r = run(&["--grammar", "rfc2396", "diff", "-"], agree.as_bytes());
    assert_eq!((r.code, r.stdout.as_str()), (0, ""), "{}", r.stderr);
    assert!(r.stderr.contains("answers: 3 read, 3 agree, 0 disagree"));
    let differ = concat!(
        r#"{"input":"http://h/a?","valid":true,"query":null}"#,
        "\n",
        r#"{"input":"http://H/","valid":true,"host":"h"}"#,
        "\n",
        r#"{"input":"http://h/a","valid":true,"path":"a"}"#,
        "\n",
        r#"{"input":"HTTP://h/a","valid":true,"scheme":"http"}"#,
        "\n",
    );
    let r = run(
        &["--grammar", "rfc2396", "diff", "--format", "jsonl", "-"],
        differ.as_bytes(),
    );
    assert_eq!(r.code, 1);
    let names: Vec<String> = r
        .stdout
        .lines()
        .map(|l| {
            let o: serde_json::Value = serde_json::from_str(l).unwrap();
            assert_eq!(o["kind"], "components");
            o["components"][0]["name"].as_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(names, ["query", "host", "path", "scheme"]);
}

/// Under RFC 1738 and RFC 1630 the scheme, the login, the host and the
/// port are compared; the other components given are counted, not
/// compared.
#[test]
fn diff_compares_scheme_login_host_port_under_rfc1738_and_rfc1630() {
    let answers = concat!(
        r#"{"input":"ftp://u:pw@h:21/a;type=i","valid":true,"scheme":"ftp","userinfo":"u:pw","user":"u","password":"pw","host":"h","port":"21","path":"whatever"}"#,
        "\n",
        r#"{"input":"file:///etc/motd","valid":true,"host":null}"#,
        "\n",
        r#"{"input":"news:comp.x","valid":true,"host":null,"port":null}"#,
        "\n",
    );
    let r = run(&["diff", "--summary", "json", "-"], answers.as_bytes());
    assert_eq!((r.code, r.stdout.as_str()), (0, ""), "{}", r.stderr);
    let summary: serde_json::Value = serde_json::from_str(r.stderr.trim()).unwrap();
    assert_eq!(
        summary["compared"],
        serde_json::json!(["scheme", "userinfo", "user", "password", "host", "port"])
    );
    assert_eq!(summary["not_compared"], serde_json::json!({"path": 1}));
    assert_eq!(
        summary["compared_by_name"],
        serde_json::json!({"scheme": 1, "userinfo": 1, "user": 1, "password": 1, "host": 3, "port": 2})
    );
    let r = run(
        &["diff", "-"],
        br#"{"input":"ftp://u@h/","valid":true,"user":"someone else"}"#,
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("= user: ours \"u\", theirs \"someone else\"")
    );
    let r = run(
        &["--grammar", "rfc1630", "diff", "-"],
        br#"{"input":"url:telnet://u:p@h:2323","valid":true,"scheme":"telnet","host":"h","port":2323}"#,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// A line that is no answer is named and makes the exit code 2; blank
/// lines are skipped and counted; a missing file is an I/O error.
#[test]
fn diff_refuses_what_is_not_an_answer() {
    let (code, text) = transcript_with_input(
        &["diff", "-"],
        "{\"input\":\"http://h/\",\"valid\":true}\n\n[1,2]\n{\"input\":\"x\"}\n{\"input\":\"x:\",\"valid\":true,\"port\":\"\u{37}\",\"host\":7}\n",
    );
    assert_eq!(code, 2);
    snap!("diff_not_an_answer", text);
    let r = run(
        &["diff", "--quiet", "tests/data/no-such-answers.jsonl"],
        b"",
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("no-such-answers.jsonl"), "{}", r.stderr);
    let r = run(
        &["diff", "--quiet", "-"],
        b"{\"input\":\"news:x\",\"valid\":true}\n",
    );
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
}

// Issue 17: one URL under every grammar.

/// `compat`: the table of each URL (a column per grammar of the crate,
/// RFC 3986 among them, and as peer checks RFC 3986 and WHATWG as
/// fluent-uri and url compute them), the errors and the
/// differences with their sections; exit 1 when some grammar of the crate
/// rejects some URL, 0 when all accept all.
#[test]
fn compat_prints_the_table_and_the_differences() {
    let (code, text) = transcript(
        &[
            "compat",
            "http://joe@h.example:/~a#top",
            "ftp://localhost/baz.gif;type=a",
            "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
            "url:http://h/",
            "https://ru.wikipedia.org/wiki/\u{41C}\u{43E}\u{441}\u{43A}\u{432}\u{430}",
        ],
        b"",
    );
    assert_eq!(code, 1);
    snap!("compat_table", text);
    let (code, text) =
        transcript_with_input(&["compat", "-"], "news:comp.infosystems.www\nhttp://h/a\n");
    assert_eq!(code, 0, "{text}");
    snap!("compat_stdin", text);
    let (code, text) = transcript(&["compat", "--format", "jsonl", "http://[::1]/~x"], b"");
    assert_eq!(code, 1);
    snap!("compat_jsonl", text);
    let o: serde_json::Value = serde_json::from_str(text.lines().nth(3).unwrap()).unwrap();
    let keys: Vec<&str> = o["grammars"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "rfc1738",
            "rfc1630",
            "rfc2396",
            "rfc3986",
            "rfc3987",
            "fluent-uri",
            "whatwg"
        ]
    );
    // RFC 3986 is the crate's own grammar; fluent-uri a peer check beside it.
    assert_eq!(o["grammars"]["rfc3986"]["production"], "URI");
    assert_eq!(o["grammars"]["rfc3986"]["computed_by"], "rfc1738");
    assert_eq!(o["grammars"]["rfc3987"]["production"], "IRI");
    assert_eq!(o["grammars"]["rfc3987"]["computed_by"], "rfc1738");
    assert_eq!(o["grammars"]["fluent-uri"]["production"], "URI");
    assert_eq!(o["grammars"]["fluent-uri"]["computed_by"], "fluent-uri");
    assert_eq!(o["grammars"]["whatwg"]["production"], "URL");
    assert_eq!(
        o["grammars"]["rfc1738"]["production"],
        serde_json::Value::Null
    );
    // Every grammar with its default options: no grammar's flag.
    let r = run(&["--strict-scheme-case", "compat", "x:"], b"");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("no option of compat"), "{}", r.stderr);
}

/// `check --grammar all`: one line per URL some grammar rejects, and the
/// summary (valid lines per grammar, all, none, the commonest
/// differences with an example line each).
#[test]
fn check_under_every_grammar() {
    let (code, text) = transcript(
        &[
            "--grammar",
            "all",
            "check",
            "--summary=text",
            "tests/data/compat.txt",
        ],
        b"",
    );
    assert_eq!(code, 1);
    snap!("check_all", text);
    let r = run(
        &[
            "--grammar",
            "all",
            "check",
            "--summary",
            "json",
            "tests/data/compat.txt",
        ],
        b"",
    );
    let summary: serde_json::Value =
        serde_json::from_str(r.stderr.lines().last().unwrap()).unwrap();
    assert_eq!(summary["lines"], 18);
    // The plain http, gopher and news URLs.
    assert_eq!(summary["valid_under_all"], 4);
    let kinds: Vec<&str> = summary["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["kind"].as_str().unwrap())
        .collect();
    for kind in [
        "character",
        "non_ascii",
        "fragment",
        "ipv6_literal",
        "user_in_http",
        "url_prefix",
        "empty_port",
        "trailing_dot",
        "scheme_starts_with_digit",
        "scheme_syntax",
        "scheme_case",
        "relative_reference",
        "path_slash",
        "ftp_typecode",
        "gopher_selector",
        "query_in_path",
        "search_words",
    ] {
        assert!(kinds.contains(&kind), "{kind}: {kinds:?}");
    }
    // Only `check` reads every grammar at once.
    let r = run(&["--grammar", "all", "parse", "http://h/"], b"");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("--grammar all is for `check` only"),
        "{}",
        r.stderr
    );
}

/// A long line: `parse --format json` writes its object as it walks the
/// tree (the same bytes as for a short one, one line), and the caret
/// snippet of an error shows the part around the error, not the line.
#[test]
fn long_lines_are_streamed_and_their_errors_shown_around_the_error() {
    let n = 50_000;
    let line = format!("http://h/{}x\n", "a/".repeat(n));
    let r = run(&["parse", "--format", "json", "-"], line.as_bytes());
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 1);
    let o: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(o["valid"], true);
    let hpath = &o["tree"]["children"][0]["children"][1];
    assert_eq!(hpath["production"], "hpath");
    assert_eq!(hpath["children"].as_array().unwrap().len(), n + 1);
    assert_eq!(o["decoded"].as_array().unwrap().len(), 2 + n + 1);
    // The error of a long line: a window around it, the caret under it.
    let bad = format!("http://h/{}~{}", "a/".repeat(n), "b".repeat(1000));
    let r = run(&["parse", &bad], b"");
    assert_eq!(r.code, 1);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert!(
        lines.iter().all(|l| l.chars().count() < 200),
        "{}",
        r.stderr
    );
    let shown = lines[2].strip_prefix("  | ").unwrap();
    let caret = lines[3].strip_prefix("  | ").unwrap();
    let column = caret.find('^').unwrap();
    assert_eq!(shown.chars().nth(column), Some('~'), "{}", r.stderr);
    assert!(shown.starts_with('…') && shown.ends_with('…'), "{shown}");
}
