//! An independent reading of RFC 3986: Appendix A written as one regular
//! expression (ABNF alternatives are a set, as a regular expression's
//! are, so no order of alternatives is decided here), compiled to a DFA.
//! A reference is valid when the DFA matches all of it; an error is at
//! the first byte after which the DFA is dead, the first byte after which
//! no text can make the input valid. `UriReference::parse` must agree on
//! both, and its five components must be those of Appendix B's regular
//! expression, on the corpus, on every single-byte edit of a sample of
//! it (more than 40,000 inputs), and on hand-picked references.

use std::cell::RefCell;

use regex_automata::Anchored;
use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::util::start;

use rfc1738::rfc3986::{Options, UriReference};

use crate::common::corpus::{Corpus, read_lossy};

/// Appendix A, rule by rule.
fn appendix_a(zones: bool) -> String {
    let pct = "%[0-9A-Fa-f]{2}";
    let unreserved = r"A-Za-z0-9\-._~";
    let sub = r"!$&'()*+,;=";
    let pchar = format!("(?:[{unreserved}{sub}:@]|{pct})");
    let scheme = r"[A-Za-z][A-Za-z0-9+\-.]*";
    let userinfo = format!("(?:[{unreserved}{sub}:]|{pct})*");
    let dec = "(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])";
    let ipv4 = format!(r"{dec}\.{dec}\.{dec}\.{dec}");
    let h16 = "[0-9A-Fa-f]{1,4}";
    let ls32 = format!("(?:{h16}:{h16}|{ipv4})");
    let ipv6 = [
        format!("(?:{h16}:){{6}}{ls32}"),
        format!("::(?:{h16}:){{5}}{ls32}"),
        format!("(?:{h16})?::(?:{h16}:){{4}}{ls32}"),
        format!("(?:(?:{h16}:){{0,1}}{h16})?::(?:{h16}:){{3}}{ls32}"),
        format!("(?:(?:{h16}:){{0,2}}{h16})?::(?:{h16}:){{2}}{ls32}"),
        format!("(?:(?:{h16}:){{0,3}}{h16})?::{h16}:{ls32}"),
        format!("(?:(?:{h16}:){{0,4}}{h16})?::{ls32}"),
        format!("(?:(?:{h16}:){{0,5}}{h16})?::{h16}"),
        format!("(?:(?:{h16}:){{0,6}}{h16})?::"),
    ]
    .join("|");
    let ipv6 = format!("(?:{ipv6})");
    let zone = if zones {
        format!("|{ipv6}%25(?:[{unreserved}]|{pct})+")
    } else {
        String::new()
    };
    let ipvf = format!(r"[vV][0-9A-Fa-f]+\.[{unreserved}{sub}:]+");
    let ip_literal = format!(r"\[(?:{ipv6}{zone}|{ipvf})\]");
    let reg = format!("(?:[{unreserved}{sub}]|{pct})*");
    let host = format!("(?:{ip_literal}|{ipv4}|{reg})");
    let authority = format!("(?:{userinfo}@)?{host}(?::[0-9]*)?");
    let segment = format!("{pchar}*");
    let seg_nz = format!("{pchar}+");
    let seg_nz_nc = format!("(?:[{unreserved}{sub}@]|{pct})+");
    let abempty = format!("(?:/{segment})*");
    let absolute = format!("/(?:{seg_nz}(?:/{segment})*)?");
    let noscheme = format!("{seg_nz_nc}(?:/{segment})*");
    let rootless = format!("{seg_nz}(?:/{segment})*");
    let hier = format!("(?://{authority}{abempty}|{absolute}|{rootless}|)");
    let relative_part = format!("(?://{authority}{abempty}|{absolute}|{noscheme}|)");
    let query = format!("(?:{pchar}|[/?])*");
    let uri = format!(r"{scheme}:{hier}(?:\?{query})?(?:#{query})?");
    let relative_ref = format!(r"{relative_part}(?:\?{query})?(?:#{query})?");
    format!(r"(?:{uri}|{relative_ref})\z")
}

/// The DFA of a whole reference, anchored at the start (built lazily,
/// state by state, as the inputs visit them).
pub(crate) struct Oracle {
    dfa: DFA,
    cache: RefCell<Cache>,
}

impl Oracle {
    pub(crate) fn new(zones: bool) -> Oracle {
        let dfa = DFA::builder()
            .syntax(
                regex_automata::util::syntax::Config::new()
                    .unicode(false)
                    .utf8(false),
            )
            .configure(DFA::config().cache_capacity(64 << 20))
            .build(&appendix_a(zones))
            .expect("Appendix A compiles");
        let cache = RefCell::new(dfa.create_cache());
        Oracle { dfa, cache }
    }

    /// `Ok` when `s` is a URI reference, else the first byte after which
    /// no text makes it one.
    pub(crate) fn read(&self, s: &str) -> Result<(), usize> {
        let cache = &mut *self.cache.borrow_mut();
        let cfg = start::Config::new().anchored(Anchored::Yes);
        let mut sid = self
            .dfa
            .start_state(cache, &cfg)
            .expect("an anchored start");
        for (k, &b) in s.as_bytes().iter().enumerate() {
            sid = self
                .dfa
                .next_state(cache, sid, b)
                .expect("the cache holds the DFA");
            if sid.is_dead() {
                return Err(k);
            }
        }
        sid = self
            .dfa
            .next_eoi_state(cache, sid)
            .expect("the cache holds the DFA");
        if sid.is_match() { Ok(()) } else { Err(s.len()) }
    }
}

/// Appendix B's five components of a valid reference: scheme,
/// authority, path, query, fragment.
pub(crate) fn appendix_b(s: &str) -> [Option<&str>; 5] {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = RE.get_or_init(|| {
        regex::Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap()
    });
    let c = re.captures(s).unwrap();
    let g = |k| c.get(k).map(|m| m.as_str());
    [g(2), g(4), Some(g(5).unwrap_or("")), g(7), g(9)]
}

pub(crate) fn ours<'a>(u: &UriReference<'a>) -> [Option<&'a str>; 5] {
    [
        u.scheme().map(|x| x.as_str()),
        u.authority().map(|x| x.as_str()),
        Some(u.path().as_str()),
        u.query().map(|x| x.as_str()),
        u.fragment().map(|x| x.as_str()),
    ]
}

/// Holds the parser to the oracle on `input`: `Err` with why not.
fn agree(oracle: &Oracle, options: Options, input: &str) -> Result<(), String> {
    match (UriReference::parse_with(input, options), oracle.read(input)) {
        (Ok(u), Ok(())) => {
            let (a, b) = (ours(&u), appendix_b(input));
            if a == b {
                Ok(())
            } else {
                Err(format!("{input:?}: components {a:?}, Appendix B {b:?}"))
            }
        }
        (Err(e), Err(at)) if e.offset() == at => Ok(()),
        (Err(e), Err(at)) => Err(format!(
            "{input:?}: error at {} ({e}), the oracle's at {at}",
            e.offset()
        )),
        (Ok(_), Err(at)) => Err(format!("{input:?}: accepted, the oracle stops at {at}")),
        (Err(e), Ok(())) => Err(format!("{input:?}: rejected ({e}), the oracle accepts")),
    }
}

/// The single-byte edits of `s`: each byte deleted, replaced by and
/// preceded by each of `alphabet`, at most `limit` in all (evenly spread).
fn edits(s: &str, alphabet: &[&str], out: &mut Vec<String>) {
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    for &(k, c) in &chars {
        let (head, tail) = s.split_at(k);
        let after = &tail[c.len_utf8()..];
        out.push(format!("{head}{after}"));
        for a in alphabet {
            out.push(format!("{head}{a}{after}"));
            out.push(format!("{head}{a}{tail}"));
        }
    }
}

const ALPHABET: &[&str] = &[
    "%", "#", "[", "]", "@", ":", "/", "?", " ", "~", "{", "\\", "é", "1", "a", ".", "%2", "v",
];

const HAND: &[&str] = &[
    "http://h:x/",
    "http://h:80x/",
    "http://u@h:80x/",
    "http://[::1]%zz/",
    "http://[fe860::1%eth0]/",
    "http://[1:2:3:4:5:6:7:8:9]/",
    "http://[::1.2.3.256]/",
    "http://[v1.x]/",
    "http://h]%zz/",
    "1a:b",
    "a_b:c",
    "-a:b",
    ":",
    "",
    "%",
    "a%4",
    "http://h/%zz ",
    "//u@h@x",
    "http://a/b/c/d;p?q#f#g",
    "x:#f#",
    "?#",
    "\u{0}",
    "http://例え.jp/パス",
];

#[test]
fn every_verdict_offset_and_component_is_the_oracles() {
    let oracle = Oracle::new(false);
    let zoned = Oracle::new(true);
    let corpus = Corpus::find("oracle::every_verdict_offset_and_component_is_the_oracles");
    let mut lines = Vec::new();
    for path in corpus.files() {
        lines.extend(read_lossy(&path).split_terminator('\n').map(str::to_owned));
    }
    assert!(!lines.is_empty(), "no corpus lines");
    let mut inputs: Vec<String> = HAND.iter().map(|s| s.to_string()).collect();
    // 20,000 lines spread over the corpus, and the single-byte edits of
    // 60 short ones among them, for more than 40,000 inputs.
    let step = lines.len().div_ceil(20_000);
    let short: Vec<&String> = lines
        .iter()
        .step_by(step)
        .filter(|l| l.len() < 100)
        .collect();
    let edit_step = short.len().div_ceil(60).max(1);
    for line in lines.iter().step_by(step) {
        inputs.push(line.clone());
    }
    for line in short.iter().step_by(edit_step) {
        edits(line, ALPHABET, &mut inputs);
    }
    for s in HAND {
        edits(s, ALPHABET, &mut inputs);
    }
    let mutations = inputs.len();
    assert!(mutations > 40_000, "only {mutations} inputs");
    let mut wrong = Vec::new();
    let mut invalid = 0;
    for input in &inputs {
        if oracle.read(input).is_err() {
            invalid += 1;
        }
        if let Err(why) = agree(&oracle, Options::new(), input) {
            wrong.push(why);
        }
        if let Err(why) = agree(&zoned, Options::new().zone_ids(true), input) {
            wrong.push(format!("(zone ids) {why}"));
        }
    }
    assert!(
        invalid > 10_000,
        "only {invalid} invalid inputs of {mutations}"
    );
    assert!(
        wrong.is_empty(),
        "{} of {mutations} inputs disagree:\n{}",
        wrong.len(),
        wrong
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
