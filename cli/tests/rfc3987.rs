//! `--grammar rfc3987` end to end: parse, check, explain, grammar,
//! generate and coverage under RFC 3987, and the mappings of §3,
//! `to-uri` and `to-iri`; transcripts pinned as snapshots in the
//! top-level snapshots/cli/ (`rfc3987__*.snap`), exit codes asserted.

use std::io::Write;
use std::process::{Command, Stdio};

use rfc1738::rfc3987::Production;

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

const G: [&str; 2] = ["--grammar", "rfc3987"];

fn with_grammar<'a>(args: &[&'a str]) -> Vec<&'a str> {
    G.iter().chain(args).copied().collect()
}

/// `parse`: the tree of RFC 3987's rules, with byte offsets into the
/// UTF-8 text; an invalid reference with its production, byte and hint.
#[test]
fn parse_prints_the_tree() {
    let (code, text) = transcript(
        &with_grammar(&[
            "parse",
            "http://例え.jp/パス?q=東京#история",
            "http://h/\u{E000}",
        ]),
        b"",
    );
    assert_eq!(code, 1);
    snap!("parse", text);
}

/// `check`: verdicts and components as JSON, the production `IRI` or
/// `irelative-ref`.
#[test]
fn check_jsonl() {
    let input = "http://例え.jp/\n\nfoo bar\n//ä:/?#\nx:#f#\n";
    let r = run(
        &with_grammar(&["check", "--format", "jsonl", "-"]),
        input.as_bytes(),
    );
    assert_eq!(r.code, 1);
    let lines: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["production"], "IRI");
    assert_eq!(lines[0]["components"]["host"], "例え.jp");
    assert_eq!(lines[1]["production"], "irelative-ref");
    assert_eq!(lines[2]["error"]["hint_id"], "space");
    assert_eq!(lines[3]["components"]["host"], "ä");
    assert_eq!(lines[3]["components"]["port"], "");
    assert_eq!(lines[4]["error"]["hint_id"], "second-hash");
}

/// `explain` knows every rule of §2.2; `grammar` lists them all.
#[test]
fn explain_and_grammar() {
    for p in Production::all() {
        let r = run(&with_grammar(&["explain", p.name()]), b"");
        assert_eq!(r.code, 0, "{}: {}", p.name(), r.stderr);
        assert!(r.stdout.starts_with(p.name()), "{}", r.stdout);
        assert!(r.stdout.contains("In plain words:"), "{}", p.name());
    }
    // Another grammar's production names RFC 3987's command.
    let r = run(&["explain", "iquery"], b"");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("it is an RFC 3987 production: rfc1738 --grammar rfc3987 explain iquery"),
        "{}",
        r.stderr
    );
    let r = run(&with_grammar(&["grammar"]), b"");
    assert_eq!(r.code, 0);
    for p in Production::all() {
        assert!(r.stdout.contains(p.bnf()), "{}", p.name());
    }
}

/// `generate`: IRI references (beyond ASCII) and near misses, each
/// checked by `check`.
#[test]
fn generate_and_check() {
    let r = run(
        &with_grammar(&["generate", "--count", "200", "--seed", "7"]),
        b"",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 200);
    assert!(!r.stdout.is_ascii());
    assert_eq!(
        run(&with_grammar(&["check", "-"]), r.stdout.as_bytes()).code,
        0
    );
    let r = run(
        &with_grammar(&["generate", "--invalid", "--count", "50", "--seed", "7"]),
        b"",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(
        &with_grammar(&["check", "--coverage", "-"]),
        "http://例え.jp/a?\u{E000}#f\n//u@[::1]:8/ä\n".as_bytes(),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// `to-uri` (RFC 3987 §3.1) and `to-iri` (§3.2): one line per input, `-`
/// reads lines, an invalid input an empty line and an error; the
/// examples of §3.1 and §3.2.1.
#[test]
fn to_uri_and_to_iri() {
    let (code, text) = transcript(
        &["to-uri", "http://r\u{E9}sum\u{E9}.example.org", "-", "a b"],
        "http://例え.jp/パス?q=\u{E000}\n//h/already%20a%20URI\n".as_bytes(),
    );
    assert_eq!(code, 1);
    snap!("to_uri", text);
    let (code, text) = transcript(
        &["to-iri", "-", "http://h/a b"],
        b"http://www.example.org/D%C3%BCrst\nhttp://www.example.org/D%FCrst\nhttp://xn--99zt52a.example.org/%e2%80%ae\n",
    );
    assert_eq!(code, 1);
    snap!("to_iri", text);
    let r = run(&["to-uri", "http://例え.jp/"], b"");
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (0, "http://%E4%BE%8B%E3%81%88.jp/\n")
    );
    let r = run(&["--grammar", "rfc3987", "to-uri", "ä"], b"");
    assert_eq!((r.code, r.stdout.as_str()), (0, "%C3%A4\n"));
    let r = run(&["--grammar", "rfc3986", "to-iri", "%C3%A4"], b"");
    assert_eq!((r.code, r.stdout.as_str()), (0, "ä\n"));
    // The grammar of the input is the mapping's: another is refused.
    assert_eq!(run(&["--grammar", "rfc2396", "to-uri", "x"], b"").code, 2);
    assert_eq!(run(&["--grammar", "rfc3987", "to-iri", "x"], b"").code, 2);
    // Every URI that to-uri prints maps back under to-iri.
    let iris = "http://例え.jp/パス\nhttps://ru.wikipedia.org/wiki/Москва\n//josé@bücher.example/δ?q=ü#ß\n";
    let uris = run(&["to-uri", "-"], iris.as_bytes());
    assert_eq!(uris.code, 0);
    let back = run(&["to-iri", "-"], uris.stdout.as_bytes());
    assert_eq!((back.code, back.stdout.as_str()), (0, iris));
}

/// `resolve --grammar rfc3987`: RFC 3986's algorithm on IRI references
/// (RFC 3987 §6.5), the characters beyond ASCII kept as written; every
/// §5.4 example of RFC 3986 gives RFC 3986's target; an IRI base is
/// accepted where RFC 3986 rejects it; `--non-strict` as under RFC 3986.
#[test]
fn resolve_reads_iri_references() {
    let r = run(
        &[
            "--grammar",
            "rfc3987",
            "resolve",
            "http://\u{4F8B}\u{3048}.jp/\u{E4}/b/c;p?q",
            "../\u{3B4}",
            "?\u{FC}",
            "//\u{6771}\u{4EAC}/x",
            "g#\u{E9}",
        ],
        b"",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "http://\u{4F8B}\u{3048}.jp/\u{E4}/\u{3B4}\n\
         http://\u{4F8B}\u{3048}.jp/\u{E4}/b/c;p?\u{FC}\n\
         http://\u{6771}\u{4EAC}/x\n\
         http://\u{4F8B}\u{3048}.jp/\u{E4}/b/g#\u{E9}\n"
    );
    // RFC 3986 rejects the IRI base.
    let r = run(
        &[
            "--grammar",
            "rfc3986",
            "resolve",
            "http://\u{4F8B}.jp/",
            "g",
        ],
        b"",
    );
    assert_eq!(r.code, 2);
    // §5.4's examples, from standard input, as under RFC 3986.
    let base = "http://a/b/c/d;p?q";
    let refs = "g:h\ng\n./g\ng/\n/g\n//g\n?y\ng?y\n#s\ng#s\n;x\n.\n./\n..\n../g\n../..\n../../g\n../../../g\n/./g\ng.\n.g\ng..\n..g\n./../g\ng;x=1/./y\ng?y/./x\ng#s/../x\nhttp:g\n";
    let iri = run(
        &["--grammar", "rfc3987", "resolve", base, "-"],
        refs.as_bytes(),
    );
    let uri = run(
        &["--grammar", "rfc3986", "resolve", base, "-"],
        refs.as_bytes(),
    );
    assert_eq!((iri.code, uri.code), (0, 0), "{}{}", iri.stderr, uri.stderr);
    assert_eq!(iri.stdout, uri.stdout);
    assert!(
        iri.stdout.starts_with("g:h\nhttp://a/b/c/g\n"),
        "{}",
        iri.stdout
    );
    let r = run(
        &[
            "--grammar",
            "rfc3987",
            "resolve",
            "--non-strict",
            base,
            "http:g",
        ],
        b"",
    );
    assert_eq!((r.code, r.stdout.as_str()), (0, "http://a/b/c/g\n"));
    // A base without a scheme, and one that is no IRI reference: usage
    // errors, with the place of the mistake.
    let r = run(&["--grammar", "rfc3987", "resolve", "\u{3B4}", "x"], b"");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "error: the base \"\u{3B4}\" is not an absolute IRI (it has no scheme)\n"
    );
    let r = run(&["--grammar", "rfc3987", "resolve", "http://a b", "x"], b"");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("at byte 8"), "{}", r.stderr);
    // A reference that is no IRI reference has no target: an empty line.
    let r = run(
        &["--grammar", "rfc3987", "resolve", base, "a\u{E000}", "g"],
        b"",
    );
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "\nhttp://a/b/c/g\n");
    assert!(r.stderr.contains("private"), "{}", r.stderr);
}
