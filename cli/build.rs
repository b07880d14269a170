//! Embeds what `explain` shows, from files inside this package (so an
//! installed tool needs none of them at run time). `data/` holds symbolic
//! links to the repository's reviewed snapshots and RFC texts, so that
//! the package `cargo package` makes carries them (as files) and builds
//! on its own:
//!
//! - `SNAPSHOTS`: the reviewed snapshots `data/snapshots/<grammar>/<stem>.snap`
//!   (links to `snapshots/<grammar>/` at the repository's root), as
//!   `(grammar, stem, text)`, for accepted and rejected examples
//!   (`snapshots/cli/` holds this tool's own transcripts and is not linked);
//! - `EXPLAIN`: the entries of `cli/explain/<grammar>.md`, one per
//!   production, as `(grammar, name, RFC, section, section title, quote,
//!   plain words)`. Each entry names a phrase of the grammar's RFC (the file its
//!   `spec:` line names, relative to this package: `data/spec/rfc1738.txt`,
//!   a link to the copy committed in `tests/data/spec/`); the quote is the paragraph(s) of the
//!   RFC's text from the one holding that phrase, copied here at build
//!   time, so a quote is always the RFC's own words. A phrase that is not
//!   in the RFC, or not in the section the entry names, fails the build.
//!   A section is a number (`§3.2`, RFC 1738 and RFC 2396) or, for an RFC
//!   whose sections have no numbers (RFC 1630), a heading in single
//!   quotes (`'BNF for specific URL schemes'`); for those the "section
//!   title" is the page the quote starts on (`page 24`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The entries of `dir`, sorted (none if it cannot be read).
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.sort();
    paths
}

fn name(path: &Path) -> String {
    path.file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_owned()
}

/// An RFC's text without its page furniture (the footer, the form feed
/// and the running header of each page break), each line with the page
/// it is on. Across a break, a paragraph that goes on (its last line
/// before the break does not end a sentence) is joined again; otherwise
/// one blank line stays.
fn clean(rfc: &str) -> Vec<(String, u32)> {
    let is_furniture = |l: &str| {
        l.contains('\x0c')
            || (l.trim_end().ends_with(']') && l.contains("[Page "))
            || (l.starts_with("RFC ") && l.contains("   "))
    };
    // The footer `[Page N]` ends page N.
    let footer = |l: &str| -> Option<u32> {
        let (_, rest) = l.split_once("[Page ")?;
        rest.trim_end().strip_suffix(']')?.parse().ok()
    };
    let mut page = 1;
    let mut out: Vec<(String, u32)> = Vec::new();
    let lines: Vec<&str> = rfc.lines().collect();
    let mut k = 0;
    while k < lines.len() {
        if !is_furniture(lines[k]) {
            out.push((lines[k].trim_end().to_owned(), page));
            k += 1;
            continue;
        }
        while out.last().is_some_and(|(l, _)| l.is_empty()) {
            out.pop();
        }
        while k < lines.len() && (is_furniture(lines[k]) || lines[k].trim().is_empty()) {
            if let Some(n) = footer(lines[k]) {
                page = n + 1;
            }
            k += 1;
        }
        // The paragraph goes on if its last line does not end a
        // sentence and the next line has the same indentation.
        let indentation = |l: &str| l.len() - l.trim_start().len();
        let goes_on = match (out.last(), lines.get(k)) {
            (Some((before, _)), Some(after)) => {
                let b = before.trim_end();
                !(b.ends_with('.') || b.ends_with(':') || b.ends_with(".)") || b.ends_with(".\""))
                    && indentation(before) == indentation(after)
            }
            _ => false,
        };
        if !goes_on {
            out.push((String::new(), page));
        }
    }
    out
}

/// The section number and title of a heading line (`3.2.2. FTP
/// url-path`, `3.9.  WAIS`), if it is one.
fn heading(line: &str) -> Option<(String, String)> {
    if !line.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let (number, title) = line.split_once(' ')?;
    let number = number.trim_end_matches('.');
    let parts_ok = number
        .split('.')
        .all(|p| !p.is_empty() && p.len() <= 2 && p.bytes().all(|b| b.is_ascii_digit()));
    (parts_ok && !title.trim().is_empty()).then(|| (number.to_owned(), title.trim().to_owned()))
}

/// The heading of an RFC whose sections have no numbers (RFC 1630:
/// `BNF for specific URL schemes`, `Telnet, rlogin, tn3270`): a line
/// that starts in the first column and is neither a URL the RFC sets
/// there (`http://www.my.org/...`) nor a line of the title block, whose
/// columns are set apart by runs of spaces.
fn plain_heading(line: &str) -> Option<String> {
    let starts_flush = line.starts_with(|c: char| !c.is_whitespace());
    (starts_flush && !line.contains("://") && !line.contains("   ")).then(|| line.trim().to_owned())
}

/// Where a quote is looked for: a numbered section and its subsections,
/// or an unnumbered section by its heading.
enum Section<'a> {
    Number(&'a str),
    Heading(&'a str),
}

impl Section<'_> {
    /// The section `line` starts, if it is a heading of this kind, as
    /// `(number or heading, title)`.
    fn starts(&self, line: &str) -> Option<(String, String)> {
        match self {
            Section::Number(_) => heading(line),
            Section::Heading(_) => plain_heading(line).map(|h| (h, String::new())),
        }
    }

    /// Whether the section `number` (as [`starts`](Self::starts) gave it)
    /// is this one or inside it.
    fn holds(&self, number: &str) -> bool {
        match self {
            Section::Number(n) => number == *n || number.starts_with(&format!("{n}.")),
            Section::Heading(h) => number == *h,
        }
    }
}

/// The quote of the entry `entry` of `file`: the paragraph of `rfc`
/// holding `start` (through the one holding `end`), in section `section`
/// (or one of its subsections); its section and title (for a section
/// without a number, its heading and `page N`).
fn quote(
    rfc: &[(String, u32)],
    section: &Section<'_>,
    start: &str,
    end: Option<&str>,
    file: &Path,
    entry: &str,
) -> (String, String, String) {
    let mut current: Option<(String, String)> = None;
    let mut found = None;
    for (k, (line, _)) in rfc.iter().enumerate() {
        if let Some(h) = section.starts(line) {
            current = Some(h);
            continue;
        }
        let inside = current.as_ref().is_some_and(|(n, _)| section.holds(n));
        if inside && line.contains(start) {
            found = Some((k, current.clone().unwrap_or_default()));
            break;
        }
    }
    let Some((at, (number, title))) = found else {
        let place = match section {
            Section::Number(n) => format!("§{n}"),
            Section::Heading(h) => format!("the section {h:?}"),
        };
        panic!(
            "{}: `{entry}`: {start:?} is not in {place} of the RFC",
            file.display()
        )
    };
    let mut first = at;
    while first > 0
        && !rfc[first - 1].0.trim().is_empty()
        && section.starts(&rfc[first - 1].0).is_none()
    {
        first -= 1;
    }
    let mut last = at;
    if let Some(end) = end {
        last = (at..rfc.len())
            .find(|&k| rfc[k].0.contains(end))
            .unwrap_or_else(|| {
                panic!(
                    "{}: `{entry}`: {end:?} does not follow {start:?} in the RFC",
                    file.display()
                )
            });
    }
    while last + 1 < rfc.len() && !rfc[last + 1].0.trim().is_empty() {
        last += 1;
    }
    let lines = &rfc[first..=last];
    let indent = lines
        .iter()
        .filter(|(l, _)| !l.trim().is_empty())
        .map(|(l, _)| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let text: Vec<&str> = lines
        .iter()
        .map(|(l, _)| l.get(indent..).unwrap_or_default())
        .collect();
    let title = match section {
        Section::Number(_) => title,
        Section::Heading(_) => format!("page {}", rfc[first].1),
    };
    (number, title, text.join("\n"))
}

/// The text of the first double-quoted string of `s` (with `\"` for a
/// double quote inside), and the rest after it.
fn quoted(s: &str) -> Option<(String, &str)> {
    let (_, rest) = s.split_once('"')?;
    let mut text = String::new();
    let mut chars = rest.char_indices();
    while let Some((k, c)) = chars.next() {
        match c {
            '\\' => text.extend(chars.next().map(|(_, c)| c)),
            '"' => return Some((text, rest.get(k + 1..).unwrap_or_default())),
            c => text.push(c),
        }
    }
    None
}

/// `rfc2732.txt` as a title: `RFC 2732`.
fn rfc_title(file_name: &str) -> String {
    let number = file_name.trim_end_matches(".txt").trim_start_matches("rfc");
    format!("RFC {number}")
}

/// The entries of an explain file, resolved against its RFCs: the one its
/// `spec:` line names, and others in the same directory that an entry
/// names (`quote: rfc2732.txt §3 "..."`).
fn explain_entries(root: &Path, file: &Path, out: &mut String) {
    let grammar = name(file);
    let text = std::fs::read_to_string(file).expect("read an explain file");
    let (head, body) = text.split_once("\n## ").unwrap_or((&text, ""));
    let spec = head
        .lines()
        .find_map(|l| l.strip_prefix("spec: "))
        .unwrap_or_else(|| panic!("{}: no `spec:` line", file.display()));
    let spec_path = linked(root, spec.trim());
    let spec_dir = spec_path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let default_spec = spec_path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
        .to_owned();
    let mut texts: std::collections::BTreeMap<String, Vec<(String, u32)>> = Default::default();
    for entry in format!("\n## {body}").split("\n## ").skip(1) {
        let (production, rest) = entry.split_once('\n').unwrap_or((entry, ""));
        let production = production.trim();
        let mut lines = rest.lines().skip_while(|l| l.trim().is_empty());
        let quote_line = lines.next().unwrap_or_default();
        let Some(spec) = quote_line.strip_prefix("quote: ") else {
            panic!(
                "{}: `{production}`: the first line is not `quote: ...`",
                file.display()
            )
        };
        let (rfc_name, spec) = match spec.split_once(' ') {
            Some((name, rest)) if name.ends_with(".txt") => (name, rest),
            _ => (default_spec.as_str(), spec),
        };
        let rfc = texts.entry(rfc_name.to_owned()).or_insert_with(|| {
            let path = spec_dir.join(rfc_name);
            println!("cargo:rerun-if-changed={}", path.display());
            clean(
                &std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("{}: {}: {e}", file.display(), path.display())),
            )
        });
        let (section, phrases) = if let Some(spec) = spec.strip_prefix('§') {
            let (number, phrases) = spec.split_once(' ').unwrap_or((spec, ""));
            (Section::Number(number), phrases)
        } else if let Some((heading, phrases)) =
            spec.strip_prefix('\'').and_then(|s| s.split_once('\''))
        {
            (Section::Heading(heading), phrases)
        } else {
            panic!(
                "{}: `{production}`: no `§SECTION` or `'HEADING'`",
                file.display()
            )
        };
        let (start, rest) = quoted(phrases)
            .unwrap_or_else(|| panic!("{}: `{production}`: no quoted phrase", file.display()));
        let end = rest
            .trim()
            .strip_prefix("..")
            .and_then(quoted)
            .map(|(e, _)| e);
        let (number, title, quote) = quote(rfc, &section, &start, end.as_deref(), file, production);
        let plain: Vec<&str> = lines.collect();
        let plain = plain.join("\n").trim().to_owned();
        assert!(
            !plain.is_empty(),
            "{}: `{production}`: no plain words",
            file.display()
        );
        let rfc = rfc_title(rfc_name);
        writeln!(
            out,
            "    ({grammar:?}, {production:?}, {rfc:?}, {number:?}, {title:?}, {quote:?}, {plain:?}),"
        )
        .unwrap();
    }
}

/// `root.join(rel)` for a path under `data/`, which holds links; on a
/// checkout that made no links (git's `core.symlinks` off) the
/// repository's own path instead: `data/snapshots` is `../snapshots`,
/// `data/spec` is `../tests/data/spec`.
fn linked(root: &Path, rel: &str) -> PathBuf {
    let path = root.join(rel);
    // Without links, `data/snapshots/rfc1738` is a file holding the
    // link's target, and `data/spec` is such a file.
    let made = if rel == "data/snapshots" {
        path.join("rfc1738").is_dir()
    } else {
        path.exists()
    };
    if made {
        return path;
    }
    for (link, target) in [
        ("data/snapshots", "../snapshots"),
        ("data/spec", "../tests/data/spec"),
    ] {
        if let Some(rest) = rel.strip_prefix(link) {
            return root.join(format!("{target}{rest}"));
        }
    }
    path
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    embed(Path::new(&manifest));
}

/// Writes `embedded.rs` into `OUT_DIR` from the tool's directory `cli`
/// (`cli/explain/`, and `cli/data/`'s links to the repository's
/// `snapshots/` and RFC texts). The playground's bridge (`playground/wasm/build.rs`)
/// includes this file and calls it too, so the page explains a
/// production in the same words as `rfc1738 explain`.
pub fn embed(cli: &Path) {
    let root = cli.to_path_buf();
    let mut out = String::new();

    let snapshots = linked(&root, "data/snapshots");
    println!("cargo:rerun-if-changed={}", snapshots.display());
    writeln!(out, "pub static SNAPSHOTS: &[(&str, &str, &str)] = &[").unwrap();
    for grammar_dir in entries(&snapshots) {
        let grammar = name(&grammar_dir);
        // `cli`: this tool's own transcripts, when the repository's
        // snapshots/ is read in place of the links.
        if !grammar_dir.is_dir() || grammar == "cli" {
            continue;
        }
        println!("cargo:rerun-if-changed={}", grammar_dir.display());
        for path in entries(&grammar_dir) {
            if path.extension().is_none_or(|e| e != "snap") {
                continue;
            }
            let stem = name(&path);
            let path = path.canonicalize().unwrap_or(path);
            writeln!(
                out,
                "    ({grammar:?}, {stem:?}, include_str!({:?})),",
                path.display().to_string()
            )
            .unwrap();
        }
    }
    writeln!(out, "];").unwrap();

    let explain = cli.join("explain");
    println!("cargo:rerun-if-changed={}", explain.display());
    writeln!(
        out,
        "pub static EXPLAIN: &[(&str, &str, &str, &str, &str, &str, &str)] = &["
    )
    .unwrap();
    for file in entries(&explain) {
        if file.extension().is_some_and(|e| e == "md") {
            println!("cargo:rerun-if-changed={}", file.display());
            explain_entries(&root, &file, &mut out);
        }
    }
    writeln!(out, "];").unwrap();

    let dest =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    std::fs::write(dest, out).expect("write embedded.rs");
}
