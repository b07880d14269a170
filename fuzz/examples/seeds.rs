//! Writes the seed corpora of the fuzz targets (before minimization):
//!
//! ```text
//! cargo run --release --manifest-path fuzz/Cargo.toml --example seeds -- \
//!     /work/shared/corpus /work/shared/spec/rfc1738.txt fuzz/corpus
//! ```
//!
//! - `parse`, `roundtrip`, `differential`: a deterministic sample of the
//!   lines of every `*.txt` corpus file (every line of the small
//!   `wpt_urltestdata_inputs.txt`, about 350 of each other file), every
//!   `<URL:...>` of RFC 1738 (the examples of §3 and the references), the
//!   §3 templates filled in, and 100 of the sampled `http://` URLs with
//!   their scheme replaced by each of the other six schemes that have a
//!   host (so that the differential target starts with ftp, gopher,
//!   telnet, wais, nntp and prospero URLs, which the corpora lack).
//! - `production`: one byte naming the production (its index in
//!   `Production::all()`) and its text, for every node of every URL above
//!   that parses (at most 60 distinct texts per production), and the
//!   first 300 URLs that do not parse, as `url`.
//!
//! Files are named by a hash of their content, so duplicates collapse.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use rfc1738::{Node, Production, Url};

const PER_FILE: usize = 350;
const PER_PRODUCTION: usize = 60;
const VARIANTS: usize = 100;
const FAILING: usize = 300;

/// RFC 1738 §3's templates with their placeholders filled in.
const TEMPLATES: &[&str] = &[
    "ftp://user:password@host.example.com:21/url-path",
    "ftp://user:password@host.example.com:21/cwd1/cwd2/name;type=a",
    "ftp://user:password@host.example.com:21/cwd1/cwd2/name;type=i",
    "ftp://host.example.com/cwd1/name;type=d",
    "ftp://10.0.0.1/pub/;type=d",
    "http://host.example.com:80/path?searchpart",
    "http://host.example.com/path/to/doc.html",
    "http://host.example.com",
    "http://10.0.0.1:8080/a;b/c?x=y&z=1",
    "gopher://host.example.com:70/1selector",
    "gopher://host.example.com:70/7selector%09search",
    "gopher://host.example.com:70/7selector%09search%09+gopher+string",
    "gopher://host.example.com/",
    "gopher://host.example.com",
    "mailto:user@host.example.com",
    "mailto:rfc822-addr-spec",
    "news:comp.infosystems.www",
    "news:message-id@host.example.com",
    "news:*",
    "nntp://host.example.com:119/comp.infosystems.www/1234",
    "nntp://host.example.com/alt.test",
    "telnet://user:password@host.example.com:23/",
    "telnet://host.example.com",
    "wais://host.example.com:210/database",
    "wais://host.example.com:210/database?search",
    "wais://host.example.com:210/database/wtype/wpath",
    "file://host.example.com/path",
    "file:///etc/motd",
    "file://localhost/etc/motd",
    "prospero://host.example.com:1525/hsoname;field=value",
    "prospero://host.example.com//pros/name;a=b;c=d",
    "scheme://user:password@host.example.com:1/url-path",
    "x-other+scheme.1:any;thing/?:@&=%20",
];

fn main() {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let [corpus, rfc, out] = args.as_slice() else {
        eprintln!("usage: seeds <corpus dir> <rfc1738.txt> <out dir>");
        std::process::exit(2);
    };
    let mut urls = sample(corpus);
    let examples = rfc_examples(&fs::read_to_string(rfc).expect("read the RFC"));
    eprintln!(
        "{} corpus lines, {} RFC examples",
        urls.len(),
        examples.len()
    );
    urls.extend(examples);
    urls.extend(TEMPLATES.iter().map(|s| s.to_string()));
    let http: Vec<String> = urls
        .iter()
        .filter_map(|u| u.strip_prefix("http://"))
        .filter(|rest| !rest.is_empty())
        .take(VARIANTS)
        .map(str::to_owned)
        .collect();
    for rest in &http {
        for scheme in ["ftp", "gopher", "telnet", "wais", "nntp", "prospero"] {
            urls.push(format!("{scheme}://{rest}"));
        }
    }
    for target in ["parse", "roundtrip", "differential"] {
        let n = write_all(
            &out.join(target),
            urls.iter().map(|u| u.as_bytes().to_vec()),
        );
        eprintln!("{target}: {n} files");
    }
    let n = write_all(&out.join("production"), production_seeds(&urls));
    eprintln!("production: {n} files");
}

/// Every line of the small files, about `PER_FILE` evenly spaced lines
/// of each larger one.
fn sample(dir: &Path) -> Vec<String> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .expect("read the corpus dir")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).expect("read a corpus file");
        let lines: Vec<&str> = text.lines().collect();
        let step = (lines.len() / PER_FILE).max(1);
        out.extend(lines.iter().step_by(step).map(|l| l.to_string()));
    }
    out
}

/// Every `<URL:...>` of the RFC, with the line breaks and indentation
/// inside it removed (the appendix splits long ones across lines).
fn rfc_examples(rfc: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = rfc;
    while let Some(k) = rest.find("<URL:") {
        rest = &rest[k + 5..];
        let Some(end) = rest.find('>') else { break };
        let url: String = rest[..end].chars().filter(|c| !c.is_whitespace()).collect();
        out.push(url);
        rest = &rest[end..];
    }
    out
}

/// Production-index byte + text of every node of every URL that parses.
fn production_seeds(urls: &[String]) -> Vec<Vec<u8>> {
    let index = |p: Production| {
        u8::try_from(
            Production::all()
                .iter()
                .position(|&q| q == p)
                .expect("a production"),
        )
        .expect("fewer than 256 productions")
    };
    let mut by_production: BTreeMap<Production, BTreeSet<String>> = BTreeMap::new();
    let mut failing = Vec::new();
    for u in urls {
        match Url::parse(u) {
            Ok(url) => collect(url.node(), &mut by_production),
            Err(_) if failing.len() < FAILING => failing.push(u.clone()),
            Err(_) => {}
        }
    }
    let mut out = Vec::new();
    for (p, texts) in by_production {
        for t in texts {
            let mut seed = vec![index(p)];
            seed.extend_from_slice(t.as_bytes());
            out.push(seed);
        }
    }
    for u in failing {
        let mut seed = vec![index(Production::Url)];
        seed.extend_from_slice(u.as_bytes());
        out.push(seed);
    }
    out
}

fn collect(node: Node<'_>, into: &mut BTreeMap<Production, BTreeSet<String>>) {
    let texts = into.entry(node.production()).or_default();
    if texts.len() < PER_PRODUCTION {
        texts.insert(node.as_str().to_owned());
    }
    node.for_each_child(|c| collect(c, into));
}

/// Writes each seed to `dir/<hash>`; returns how many distinct files.
fn write_all(dir: &Path, seeds: impl IntoIterator<Item = Vec<u8>>) -> usize {
    fs::create_dir_all(dir).expect("create the corpus dir");
    let mut names = BTreeSet::new();
    for s in seeds {
        let name = format!("seed-{:016x}", fnv1a(&s));
        fs::write(dir.join(&name), &s).expect("write a seed");
        names.insert(name);
    }
    names.len()
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
