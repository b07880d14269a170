//! The parser against an independent reading of RFC 2396 + RFC 2732,
//! written here in test code and sharing nothing with src/rfc2396/: a
//! generalized recognizer that transcribes Appendix A (with RFC 2732 §3,
//! `IPv6address` as RFC 3986 §3.2.2's ABNF of RFC 2373 §2.2's text form,
//! and RFC 2373's `IPv4address`) rule for rule, every rule returning the
//! set of every position where it can end (so no ordered choice and no
//! greedy repetition can lose a parse), and the components split by
//! Appendix B's regular expression with `server` or `reg_name` decided
//! by the recognizer. On every input both must agree on validity,
//! production and every component that `check --format jsonl` prints.

use std::collections::BTreeSet;

use regex::Regex;
use rfc1738::rfc2396::{Production, UriReference};

type Ends = BTreeSet<usize>;

/// A rule: from a start, every end.
trait Rule: Fn(&[u8], usize) -> Ends {}
impl<F: Fn(&[u8], usize) -> Ends> Rule for F {}

fn one(pred: impl Fn(u8) -> bool) -> impl Rule {
    move |s, i| {
        s.get(i)
            .filter(|&&c| pred(c))
            .map(|_| i + 1)
            .into_iter()
            .collect()
    }
}
fn lit(l: &'static str) -> impl Rule {
    move |s: &[u8], i| {
        s.get(i..i + l.len())
            .filter(|t| *t == l.as_bytes())
            .map(|_| i + l.len())
            .into_iter()
            .collect()
    }
}
fn empty(_: &[u8], i: usize) -> Ends {
    [i].into_iter().collect()
}
fn seq(a: impl Rule, b: impl Rule) -> impl Rule {
    move |s, i| a(s, i).into_iter().flat_map(|j| b(s, j)).collect()
}
fn alt(a: impl Rule, b: impl Rule) -> impl Rule {
    move |s, i| a(s, i).union(&b(s, i)).copied().collect()
}
fn opt(a: impl Rule) -> impl Rule {
    alt(a, empty)
}
/// `*a`: every end of zero or more repetitions.
fn star(a: impl Rule) -> impl Rule {
    move |s, i| {
        let mut seen: Ends = [i].into_iter().collect();
        let mut todo = vec![i];
        while let Some(j) = todo.pop() {
            for k in a(s, j) {
                if seen.insert(k) {
                    todo.push(k);
                }
            }
        }
        seen
    }
}
/// `1*a`.
fn plus(a: impl Rule) -> impl Rule {
    move |s, i| {
        let mut todo: Vec<usize> = a(s, i).into_iter().collect();
        let mut seen: Ends = todo.iter().copied().collect();
        while let Some(j) = todo.pop() {
            for k in a(s, j) {
                if seen.insert(k) {
                    todo.push(k);
                }
            }
        }
        seen
    }
}
/// `m*n a`.
fn rep<A: Rule>(m: usize, n: usize, a: A) -> impl Rule {
    move |s, i| {
        let mut cur: Ends = [i].into_iter().collect();
        let mut out = Ends::new();
        for k in 0..=n {
            if k >= m {
                out.extend(cur.iter().copied());
            }
            if k == n {
                break;
            }
            cur = cur.iter().flat_map(|&j| a(s, j)).collect();
        }
        out
    }
}

macro_rules! rules {
    ($($name:ident = $body:expr;)*) => {$(
        pub(crate) fn $name(s: &[u8], i: usize) -> Ends { ($body)(s, i) }
    )*};
}

fn any(set: &'static str) -> impl Rule {
    move |s: &[u8], i| one(|c| set.as_bytes().contains(&c))(s, i)
}

rules! {
    alpha = one(|c| c.is_ascii_alphabetic());
    digit = one(|c| c.is_ascii_digit());
    alphanum = alt(alpha, digit);
    hex = one(|c| c.is_ascii_hexdigit());
    mark = any("-_.!~*'()");
    unreserved = alt(alphanum, mark);
    reserved = any(";/?:@&=+$,[]");
    escaped = seq(lit("%"), seq(hex, hex));
    uric = alt(reserved, alt(unreserved, escaped));
    uric_no_slash = alt(unreserved, alt(escaped, any(";?:@&=+$,")));
    pchar = alt(unreserved, alt(escaped, any(":@&=+$,")));
    rel_segment = plus(alt(unreserved, alt(escaped, any(";@&=+$,"))));
    scheme = seq(alpha, star(alt(alpha, alt(digit, any("+-.")))));
    reg_name = plus(alt(unreserved, alt(escaped, any("$,;:@&=+"))));
    userinfo = star(alt(unreserved, alt(escaped, any(";:&=+$,"))));
    ipv4address = seq(rep(1, 3, digit), seq(lit("."), seq(rep(1, 3, digit), seq(lit("."), seq(rep(1, 3, digit), seq(lit("."), rep(1, 3, digit)))))));
    h16 = rep(1, 4, hex);
    h16c = seq(h16, lit(":"));
    ls32 = alt(seq(h16, seq(lit(":"), h16)), ipv4address);
    ipv6address = |s: &[u8], i| {
        // RFC 3986 §3.2.2, alternative by alternative.
        let before = |n: usize| opt(seq(rep(0, n, h16c), h16));
        let mut out = seq(rep(6, 6, h16c), ls32)(s, i);
        out.extend(seq(lit("::"), seq(rep(5, 5, h16c), ls32))(s, i));
        out.extend(seq(opt(h16), seq(lit("::"), seq(rep(4, 4, h16c), ls32)))(s, i));
        out.extend(seq(before(1), seq(lit("::"), seq(rep(3, 3, h16c), ls32)))(s, i));
        out.extend(seq(before(2), seq(lit("::"), seq(rep(2, 2, h16c), ls32)))(s, i));
        out.extend(seq(before(3), seq(lit("::"), seq(h16c, ls32)))(s, i));
        out.extend(seq(before(4), seq(lit("::"), ls32))(s, i));
        out.extend(seq(before(5), seq(lit("::"), h16))(s, i));
        out.extend(seq(before(6), lit("::"))(s, i));
        out
    };
    ipv6reference = seq(lit("["), seq(ipv6address, lit("]")));
    domainlabel = alt(alphanum, seq(alphanum, seq(star(alt(alphanum, lit("-"))), alphanum)));
    toplabel = alt(alpha, seq(alpha, seq(star(alt(alphanum, lit("-"))), alphanum)));
    hostname = seq(star(seq(domainlabel, lit("."))), seq(toplabel, opt(lit("."))));
    host = alt(hostname, alt(ipv4address, ipv6reference));
    port = star(digit);
    hostport = seq(host, opt(seq(lit(":"), port)));
    server = opt(seq(opt(seq(userinfo, lit("@"))), hostport));
    authority = alt(server, reg_name);
    param = star(pchar);
    segment = seq(star(pchar), star(seq(lit(";"), param)));
    path_segments = seq(segment, star(seq(lit("/"), segment)));
    abs_path = seq(lit("/"), path_segments);
    net_path = seq(lit("//"), seq(authority, opt(abs_path)));
    rel_path = seq(rel_segment, opt(abs_path));
    query = star(uric);
    fragment = star(uric);
    hier_part = seq(alt(net_path, abs_path), opt(seq(lit("?"), query)));
    opaque_part = seq(uric_no_slash, star(uric));
    absolute_uri = seq(scheme, seq(lit(":"), alt(hier_part, opaque_part)));
    relative_uri = seq(alt(net_path, alt(abs_path, rel_path)), opt(seq(lit("?"), query)));
    uri_reference = seq(opt(alt(absolute_uri, relative_uri)), opt(seq(lit("#"), fragment)));
}

/// Whether `rule` matches all of `s`.
pub(crate) fn whole(rule: fn(&[u8], usize) -> Ends, s: &str) -> bool {
    rule(s.as_bytes(), 0).contains(&s.len())
}

/// The components of a valid reference by the independent reading: the
/// production, then scheme, userinfo, host, port, path, query, fragment.
type Components = (Production, [Option<String>; 7]);

pub(crate) fn independent(s: &str, re: &Regex) -> Option<Components> {
    if !whole(uri_reference, s) {
        return None;
    }
    let c = re.captures(s)?;
    let get = |k: usize| c.get(k).map(|m| m.as_str().to_owned());
    let scheme = get(2);
    let authority = get(4);
    let mut path = get(5).unwrap_or_default();
    let mut query = get(7);
    let fragment = get(9);
    let before_fragment = s.split('#').next().unwrap_or_default();
    let production = if scheme.is_some() {
        Production::AbsoluteUri
    } else if before_fragment.is_empty() {
        Production::UriReference
    } else {
        Production::RelativeUri
    };
    // An opaque part holds its "?" (Appendix B's regex splits there).
    if scheme.is_some() && authority.is_none() && !path.starts_with('/') {
        if let Some(q) = query.take() {
            path = format!("{path}?{q}");
        }
    }
    let (mut userinfo, mut host, mut port) = (None, None, None);
    if let Some(a) = &authority {
        if !a.is_empty() && whole(server, a) {
            let hp = match a.find('@') {
                Some(k) => {
                    userinfo = Some(a[..k].to_owned());
                    &a[k + 1..]
                }
                None => a.as_str(),
            };
            let host_end = if hp.starts_with('[') {
                hp.find(']').map_or(hp.len(), |k| k + 1)
            } else {
                hp.find(':').unwrap_or(hp.len())
            };
            host = Some(hp[..host_end].to_owned());
            port = (host_end < hp.len()).then(|| hp[host_end + 1..].to_owned());
        }
    }
    Some((
        production,
        [scheme, userinfo, host, port, Some(path), query, fragment],
    ))
}

pub(crate) fn ours(s: &str) -> Option<Components> {
    let u = UriReference::parse(s).ok()?;
    let o = |x: Option<&str>| x.map(str::to_owned);
    Some((
        u.production(),
        [
            o(u.scheme().map(|x| x.as_str())),
            o(u.userinfo().map(|x| x.as_str())),
            o(u.host().map(|x| x.as_str())),
            o(u.port().map(|x| x.as_str())),
            Some(u.path().as_str().to_owned()),
            o(u.query().map(|x| x.as_str())),
            o(u.fragment().map(|x| x.as_str())),
        ],
    ))
}

/// A small deterministic generator (xorshift).
struct Gen(u64);
impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'t>(&mut self, items: &[&'t str]) -> &'t str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

const PIECES: &[&str] = &[
    "http",
    "g",
    "x",
    "a1",
    "H",
    ":",
    ":",
    "/",
    "/",
    "//",
    "?",
    "#",
    "@",
    "[",
    "]",
    "::1",
    "::",
    "1.2.3.4",
    "1.2.3.1234",
    "999.1.1.1",
    "%41",
    "%4",
    "%zz",
    "a",
    "b",
    "-",
    ".",
    "..",
    ";",
    "=",
    "&",
    "+",
    "$",
    ",",
    " ",
    "x_y",
    "80",
    "[::1]",
    "[1::2:3]",
    "[::ffff:1.2.3.4]",
    "[v1.x]",
    "é",
    "~",
    "'",
    "*",
    "1",
    "7up",
    "a-b",
    "com",
    "u:p@",
    "{",
    "|",
    "\"",
    "e",
    "f",
    "0",
    "::9:",
];

fn inputs() -> Vec<String> {
    let mut g = Gen(0x2396_2732_5eed_0001);
    let mut out: Vec<String> = Vec::new();
    for _ in 0..30_000 {
        let n = 1 + (g.next() % 8) as usize;
        let mut s = String::new();
        // Half of them start like a URI of the hierarchical form.
        if g.next() % 2 == 0 {
            s.push_str(g.pick(&[
                "http://", "ftp://", "//", "x:", "/", "", "mailto:", "file:///",
            ]));
        }
        for _ in 0..n {
            s.push_str(g.pick(PIECES));
        }
        out.push(s);
    }
    out.extend(
        crate::resolve::APPENDIX_C
            .iter()
            .flat_map(|(r, t)| [r.to_string(), t.to_string()]),
    );
    out
}

/// On 30,000 generated references and every string of Appendix C, the
/// parser and the independent reading agree on validity, production and
/// every component.
#[test]
fn the_parser_agrees_with_an_independent_reading() {
    let re = Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap();
    let all = inputs();
    let mut valid = 0;
    let mut disagree = Vec::new();
    for s in &all {
        let (a, b) = (ours(s), independent(s, &re));
        valid += usize::from(b.is_some());
        if a != b {
            disagree.push(format!("{s:?}: ours {a:?}, independent {b:?}"));
        }
    }
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!(
            "note: grammar_property: {} inputs ({valid} valid), {} disagreements\n",
            all.len(),
            disagree.len()
        )
        .as_bytes(),
    );
    assert!(valid > 3_000, "too few valid inputs: {valid}");
    assert!(
        disagree.is_empty(),
        "{} disagreements:\n{}",
        disagree.len(),
        disagree
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The corpus lines short enough for the recognizer: validity agrees.
#[test]
fn the_corpus_agrees_with_the_independent_reading() {
    let corpus = crate::common::corpus::Corpus::find("rfc2396::grammar_property");
    let re = Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap();
    let mut checked = 0;
    // The committed sample (a clone without ../shared) is smaller: every
    // third line of it, so that it too gives more than 500.
    let step = if corpus.sample { 3 } else { 7 };
    for file in corpus.files() {
        let text = crate::common::corpus::read_lossy(&file);
        for line in text.lines().step_by(step).take(400) {
            if line.len() > 120 {
                continue;
            }
            checked += 1;
            assert_eq!(
                ours(line),
                independent(line, &re),
                "{}: {line:?}",
                file.display()
            );
        }
    }
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!("note: grammar_property: {checked} corpus lines agree\n").as_bytes(),
    );
    assert!(checked > 500, "{checked} corpus lines");
}

/// The published vectors (issue 18 item 3) agree with this reading: for
/// every whole-URL vector, the verdict and the production (`absoluteURI`
/// or `relativeURI` under `URI-reference` in the vector's tree, or
/// `URI-reference` itself for an empty or fragment-only reference) are
/// `independent`'s.
#[test]
fn the_vectors_agree_with_the_independent_reading() {
    use crate::common::vectors::{first_child, hold, production, whole_urls};
    let re = Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap();
    let vectors = whole_urls("rfc2396");
    hold("vectors/rfc2396.jsonl", &vectors, 3000, |v| {
        let ours = v.valid.then(|| match production(first_child(&v.tree)) {
            p @ ("absoluteURI" | "relativeURI") => p,
            _ => "URI-reference",
        });
        let theirs = independent(&v.input, &re).map(|(p, _)| p.name());
        (ours != theirs).then(|| format!("{:?}: vector {ours:?}, reference {theirs:?}", v.input))
    });
}

/// `rfc1738::compare` (issue 17) gives RFC 2396's verdict as this reading
/// does, on every whole-URL input of the vectors (snapshots, test
/// sources, the corpus sample and the seeded generated set).
#[test]
fn compare_agrees_with_the_independent_reading() {
    use crate::common::vectors::{hold, whole_urls};
    use rfc1738::compare::GrammarId;
    let re = Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap();
    let vectors = whole_urls("rfc2396");
    hold("compare on vectors/rfc2396.jsonl", &vectors, 3000, |v| {
        let ours = rfc1738::compare(&v.input)
            .verdict(GrammarId::Rfc2396)
            .production();
        let theirs = independent(&v.input, &re).map(|(p, _)| p.name());
        (ours != theirs).then(|| format!("{:?}: compare {ours:?}, reference {theirs:?}", v.input))
    });
}
