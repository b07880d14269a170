//! A second reading of RFC 1630's grammar: its "BNF for specific URL
//! schemes" transcribed again as regular expressions (every rule of it is
//! regular: its only recursion is right-linear), and checked against
//! [`Url::parse`] on strings generated from the BNF of each scheme
//! production, on one-character mutations of them, and on the corpora.
//!
//! The regular expressions follow the BNF with its notation read as the
//! research note says (section 0), plus issue 13's rulings: `;type=`
//! before `ftptype`; RFC 822's addr-spec over RFC 1630's characters for
//! mid and cid; no generic fallback; letters as written. They share no
//! code with the crate (which reads the ambiguous places, `login`,
//! `article`, `mailtoaddress`, `waisaddress`, `path`, deterministically),
//! and are used anchored only, so they decide membership in the language.
//! The generator derives strings from the BNF with random choices,
//! biased towards the characters that make the grammar ambiguous (`@`,
//! `.`, `+`, `%`, digits after `@`, empty segments).

use std::sync::LazyLock;

use regex::Regex;
use rfc1738::rfc1630::{Input, Production as P, Url, generic};

use crate::common::corpus::{Corpus, read_lossy};

// ---------------------------------------------------------------------
// 1. The reference recognizer.
// ---------------------------------------------------------------------

/// The productions as regular-expression sources, built from the BNF.
fn patterns() -> Vec<(P, String)> {
    // xalpha: alpha | digit | safe | extra | escape.
    let escape = "%[0-9A-Fa-f]{2}";
    let xalpha = format!(r#"(?:[A-Za-z0-9$\-_@.&+!*"'(),]|{escape})"#);
    let xalphas = format!("{xalpha}+");
    let ialpha = format!("[A-Za-z]{xalpha}*");
    let digits = "[0-9]+";
    let hostname = ialpha.clone(); // ialpha [ . hostname ]
    let hostnumber = format!(r"{digits}\.{digits}\.{digits}\.{digits}");
    let host = format!("(?:{hostname}|{hostnumber})");
    let hostport = format!("{host}(?::{digits})?");
    let alphanum2 = r"[A-Za-z0-9\-_.+]";
    let login = format!("(?:{alphanum2}+(?::{alphanum2}+)?@)?{hostport}");
    // path: void | segment [ / path ]
    let path = format!("(?:{xalphas}/)*(?:{xalphas})?");
    let search = xalphas.clone();
    let ftptype = format!("(?:[AE][NTC]|I|L{digits})");
    let group = ialpha.clone();
    let article = format!("{xalphas}@{host}");
    let atom = format!(r"(?:[A-Za-z0-9!$&'*+\-_]|{escape})+");
    let qtext = format!(r#"(?:[A-Za-z0-9$\-_@.&+!*'(),]|{escape})"#);
    let word = format!(r#"(?:{atom}|"{qtext}*")"#);
    let addr_spec = format!(r"{word}(?:\.{word})*@{atom}(?:\.{atom})*");
    let wpath = format!("(?:{digits}={path};)+");
    let http = format!(r"http://{hostport}(?:/{path})?(?:\?{search})?");
    let ftp = format!("ftp://{login}/{path}(?:;type={ftptype})?");
    let news = format!(r"news:(?:\*|{group}|{article})");
    let nntp = format!("nntp:{group}/{digits}");
    let mid = format!("mid:{addr_spec}");
    let cid = format!("cid:{addr_spec}");
    let mailto = format!("mailto:{xalphas}@{hostname}");
    let wais = format!(
        r"(?:wais://{hostport}/{xalphas}(?:\?{search})?|wais://{hostport}/{xalphas}/{xalphas}/{wpath})"
    );
    // prospero://hostport/hsoname [ %00 version [ attributes ] ]
    let prospero = format!("prospero://{hostport}/{path}(?:%00{digits}(?:[A-Za-z0-9]+)?)?");
    let telnet = format!("telnet://{login}");
    let gopher = format!("gopher://{hostport}(?:/{xalpha}{path})?");
    let url = [
        &http, &ftp, &news, &nntp, &prospero, &telnet, &gopher, &wais, &mailto, &mid, &cid,
    ]
    .map(|s| format!("(?:{s})"))
    .join("|");
    vec![
        (P::Httpaddress, http),
        (P::Ftpaddress, ftp),
        (P::Newsaddress, news),
        (P::Nntpaddress, nntp),
        (P::Prosperoaddress, prospero),
        (P::Telnetaddress, telnet),
        (P::Gopheraddress, gopher),
        (P::Waisaddress, wais),
        (P::Mailtoaddress, mailto),
        (P::Midaddress, mid),
        (P::Cidaddress, cid),
        (P::Prefixedurl, format!("url:(?:{url})")),
    ]
}

static REFERENCE: LazyLock<Vec<(P, Regex)>> = LazyLock::new(|| {
    patterns()
        .into_iter()
        .map(|(p, s)| (p, Regex::new(&format!(r"\A(?:{s})\z")).unwrap()))
        .collect()
});

/// The reference verdict: the production the string is in, if any (the
/// literals make the scheme productions disjoint).
pub(crate) fn reference(s: &str) -> Option<P> {
    let hits: Vec<P> = REFERENCE
        .iter()
        .filter(|(_, r)| r.is_match(s))
        .map(|(p, _)| *p)
        .collect();
    assert!(hits.len() <= 1, "{s:?} in {hits:?}");
    hits.first().copied()
}

// ---------------------------------------------------------------------
// 2. The generator: strings derived from the BNF.
// ---------------------------------------------------------------------

/// xorshift64*: deterministic, so a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick(&mut self, s: &str) -> char {
        let c: Vec<char> = s.chars().collect();
        c[self.below(c.len())]
    }
}

const ALPHA: &str = "abcxyzABCXYZ";
const DIGIT: &str = "0123456789";
/// xalpha characters, weighted towards the ambiguous ones.
const XCHARS: &str = "abcAB01@@..++&$-_!*\"'(),";

fn xalpha(r: &mut Rng) -> String {
    if r.chance(8) {
        let h = "0123456789aFf";
        format!("%{}{}", r.pick(h), r.pick(h))
    } else {
        r.pick(XCHARS).to_string()
    }
}
fn xalphas(r: &mut Rng) -> String {
    (0..1 + r.below(5)).map(|_| xalpha(r)).collect()
}
fn ialpha(r: &mut Rng) -> String {
    let mut s = r.pick(ALPHA).to_string();
    for _ in 0..r.below(5) {
        s.push_str(&xalpha(r));
    }
    s
}
fn digits(r: &mut Rng) -> String {
    (0..1 + r.below(3)).map(|_| r.pick(DIGIT)).collect()
}
fn hostnumber(r: &mut Rng) -> String {
    (0..4).map(|_| digits(r)).collect::<Vec<_>>().join(".")
}
fn host(r: &mut Rng) -> String {
    if r.chance(25) {
        hostnumber(r)
    } else {
        ialpha(r)
    }
}
fn hostport(r: &mut Rng) -> String {
    let h = host(r);
    if r.chance(30) {
        format!("{h}:{}", digits(r))
    } else {
        h
    }
}
fn alphanum2s(r: &mut Rng) -> String {
    (0..1 + r.below(4)).map(|_| r.pick("aZ9-_.+")).collect()
}
fn login(r: &mut Rng) -> String {
    let hp = hostport(r);
    match r.below(4) {
        0 => format!("{}@{hp}", alphanum2s(r)),
        1 => format!("{}:{}@{hp}", alphanum2s(r), alphanums2(r)),
        _ => hp,
    }
}
fn alphanums2(r: &mut Rng) -> String {
    alphanum2s(r)
}
fn path(r: &mut Rng) -> String {
    let mut s = String::new();
    for k in 0..r.below(4) {
        if k > 0 {
            s.push('/');
        }
        s.push_str(&xalphas(r));
    }
    if !s.is_empty() && r.chance(25) {
        s.push('/');
    }
    s
}
fn atom(r: &mut Rng) -> String {
    (0..1 + r.below(4))
        .map(|_| {
            if r.chance(10) {
                "%41".to_string()
            } else {
                r.pick("aZ9!$&'*+-_").to_string()
            }
        })
        .collect()
}
fn word(r: &mut Rng) -> String {
    if r.chance(20) {
        let inner: String = (0..r.below(4))
            .map(|_| r.pick("a.@,()9").to_string())
            .collect();
        format!("\"{inner}\"")
    } else {
        atom(r)
    }
}
fn addr_spec(r: &mut Rng) -> String {
    let local: Vec<String> = (0..1 + r.below(3)).map(|_| word(r)).collect();
    let domain: Vec<String> = (0..1 + r.below(3)).map(|_| atom(r)).collect();
    format!("{}@{}", local.join("."), domain.join("."))
}

/// A string derived from the BNF of `p` (a scheme production).
fn derive(p: P, r: &mut Rng) -> String {
    match p {
        P::Httpaddress => {
            let mut s = format!("http://{}", hostport(r));
            if r.chance(70) {
                s = format!("{s}/{}", path(r));
            }
            if r.chance(30) {
                s = format!("{s}?{}", xalphas(r));
            }
            s
        }
        P::Ftpaddress => {
            let mut s = format!("ftp://{}/{}", login(r), path(r));
            if r.chance(30) {
                let t = match r.below(4) {
                    0 => format!("A{}", r.pick("NTC")),
                    1 => format!("E{}", r.pick("NTC")),
                    2 => "I".to_string(),
                    _ => format!("L{}", digits(r)),
                };
                s = format!("{s};type={t}");
            }
            s
        }
        P::Newsaddress => match r.below(4) {
            0 => "news:*".to_string(),
            1 => format!("news:{}", ialpha(r)),
            _ => format!("news:{}@{}", xalphas(r), host(r)),
        },
        P::Nntpaddress => format!("nntp:{}/{}", ialpha(r), digits(r)),
        P::Prosperoaddress => {
            let mut s = format!("prospero://{}/{}", hostport(r), path(r));
            if r.chance(40) {
                s = format!("{s}%00{}", digits(r));
                if r.chance(50) {
                    s.push_str(
                        &(0..1 + r.below(3))
                            .map(|_| r.pick("a9Z"))
                            .collect::<String>(),
                    );
                }
            }
            s
        }
        P::Telnetaddress => format!("telnet://{}", login(r)),
        P::Gopheraddress => {
            let mut s = format!("gopher://{}", hostport(r));
            if r.chance(70) {
                s = format!("{s}/{}{}", xalpha(r), path(r));
            }
            s
        }
        P::Waisaddress => {
            let base = format!("wais://{}/{}", hostport(r), xalphas(r));
            match r.below(3) {
                0 => base,
                1 => format!("{base}?{}", xalphas(r)),
                _ => {
                    let fields: String = (0..1 + r.below(3))
                        .map(|_| format!("{}={};", digits(r), path(r)))
                        .collect();
                    format!("{base}/{}/{fields}", xalphas(r))
                }
            }
        }
        P::Mailtoaddress => format!("mailto:{}@{}", xalphas(r), ialpha(r)),
        P::Midaddress => format!("mid:{}", addr_spec(r)),
        P::Cidaddress => format!("cid:{}", addr_spec(r)),
        _ => {
            let inner = SCHEMES[r.below(SCHEMES.len())];
            format!("url:{}", derive(inner, r))
        }
    }
}

const SCHEMES: &[P] = &[
    P::Httpaddress,
    P::Ftpaddress,
    P::Newsaddress,
    P::Nntpaddress,
    P::Prosperoaddress,
    P::Telnetaddress,
    P::Gopheraddress,
    P::Waisaddress,
    P::Mailtoaddress,
    P::Midaddress,
    P::Cidaddress,
];

/// One character inserted, deleted or replaced, from a pool of the
/// characters that matter here.
fn mutate(s: &str, r: &mut Rng) -> String {
    let mut c: Vec<char> = s.chars().collect();
    let at = r.below(c.len() + 1);
    let new = r.pick("/?#;=:@.%+~ aZ09\"-_<>*&$");
    match r.below(3) {
        0 => c.insert(at, new),
        1 if at < c.len() => {
            c.remove(at);
        }
        _ if at < c.len() => c[at] = new,
        _ => c.push(new),
    }
    c.into_iter().collect()
}

/// The crate's verdict: the production of `Url::parse`. `Url::parse`
/// reads http URLs on a fast path (src/rfc1630/fast.rs): it must give
/// the tree the combinators give, which is checked here on every input.
fn crate_verdict(s: &str) -> Option<P> {
    let url = Url::parse(s).ok();
    assert_eq!(
        url,
        combinators(s),
        "{s:?}: Url::parse and the combinators differ"
    );
    url.map(|u| u.production())
}

/// `url` or `prefixedurl` by the combinators alone, over all of `s`.
fn combinators(s: &str) -> Option<Url<'_>> {
    let i = Input::new(s);
    let whole = |rest: Input<'_>| rest.fragment().is_empty();
    if s.starts_with("url:") {
        match generic::prefixedurl(i) {
            Ok((rest, p)) if whole(rest) => Some(p.as_url()),
            _ => None,
        }
    } else {
        match generic::url(i) {
            Ok((rest, u)) if whole(rest) => Some(u),
            _ => None,
        }
    }
}

// ---------------------------------------------------------------------
// 3. The checks.
// ---------------------------------------------------------------------

/// The reference accepts what it should: the research note's examples.
#[test]
fn the_reference_is_the_bnf() {
    for (s, p) in [
        ("http://h?q", Some(P::Httpaddress)),
        ("ftp://u@1x/", Some(P::Ftpaddress)),
        ("news:1234@a.sn.no", Some(P::Newsaddress)),
        ("wais://h/db/t/0=;", Some(P::Waisaddress)),
        ("mailto:a@b", Some(P::Mailtoaddress)),
        ("http://h/a?b=c", None),
        ("gopher://h/", None),
        ("https://h/", None),
    ] {
        assert_eq!(reference(s), p, "{s}");
    }
}

/// Strings derived from the BNF of each scheme production, and a
/// mutation of each: the crate agrees with the reference on every one,
/// on validity and on the production.
#[test]
fn generated_urls_agree() {
    let mut r = Rng(0x1630_1994_0601_u64);
    let (mut total, mut valid, mut disagree) = (0usize, 0usize, Vec::new());
    let per = 1500;
    for &p in SCHEMES.iter().chain([P::Prefixedurl].iter()) {
        for _ in 0..per {
            let s = derive(p, &mut r);
            // A derivation is in the language by construction.
            assert_eq!(reference(&s), Some(p), "derived {s:?}");
            for t in [
                s.clone(),
                mutate(&s, &mut r),
                mutate(&mutate(&s, &mut r), &mut r),
            ] {
                total += 1;
                let want = reference(&t);
                valid += usize::from(want.is_some());
                if crate_verdict(&t) != want {
                    disagree.push(format!(
                        "{t:?}: crate {:?}, reference {want:?}",
                        crate_verdict(&t)
                    ));
                }
            }
        }
    }
    eprintln!(
        "grammar_property: {total} strings ({valid} valid), {} disagreements",
        disagree.len()
    );
    assert!(
        disagree.is_empty(),
        "{} of {total} disagree:\n{}",
        disagree.len(),
        disagree[..disagree.len().min(20)].join("\n")
    );
}

/// The corpora (real-world URLs of every era, mostly later than RFC 1630):
/// the crate and the reference agree on every line, and nothing panics.
#[test]
fn corpus_agrees() {
    let files = Corpus::find("rfc1630::grammar_property::corpus_agrees").files();
    let (mut total, mut valid, mut disagree) = (0usize, 0usize, Vec::new());
    for path in &files {
        let text = read_lossy(path);
        for line in text.lines().take(20_000) {
            total += 1;
            let want = reference(line);
            valid += usize::from(want.is_some());
            if crate_verdict(line) != want {
                disagree.push(format!(
                    "{line:?}: crate {:?}, reference {want:?}",
                    crate_verdict(line)
                ));
            }
            // The fragment form never panics either.
            let _ = rfc1738::rfc1630::FragmentAddress::parse(line);
        }
    }
    eprintln!(
        "grammar_property: corpus {total} lines ({valid} valid under RFC 1630), {} disagreements",
        disagree.len()
    );
    assert!(
        disagree.is_empty(),
        "{}",
        disagree[..disagree.len().min(20)].join("\n")
    );
}

/// The published vectors (issue 18 item 3) agree with this reading: for
/// every whole-URL vector, the verdict and the production (`prefixedurl`,
/// or the scheme's production under `url` in the vector's tree) are
/// `reference`'s.
#[test]
fn the_vectors_agree_with_the_independent_reading() {
    use crate::common::vectors::{first_child, hold, production, whole_urls};
    let vectors = whole_urls("rfc1630");
    hold("vectors/rfc1630.jsonl", &vectors, 3000, |v| {
        let ours = v.valid.then(|| match production(&v.tree) {
            "prefixedurl" => "prefixedurl",
            _ => production(first_child(&v.tree)),
        });
        let theirs = reference(&v.input).map(|p| p.name());
        (ours != theirs).then(|| format!("{:?}: vector {ours:?}, reference {theirs:?}", v.input))
    });
}

/// `rfc1738::compare` (issue 17) gives RFC 1630's verdict as this reading
/// does, on every whole-URL input of the vectors (snapshots, test
/// sources, the corpus sample and the seeded generated set).
#[test]
fn compare_agrees_with_the_independent_reading() {
    use crate::common::vectors::{hold, whole_urls};
    use rfc1738::compare::GrammarId;
    let vectors = whole_urls("rfc1630");
    hold("compare on vectors/rfc1630.jsonl", &vectors, 3000, |v| {
        let ours = rfc1738::compare(&v.input)
            .verdict(GrammarId::Rfc1630)
            .production();
        let theirs = reference(&v.input).map(|p| p.name());
        (ours != theirs).then(|| format!("{:?}: compare {ours:?}, reference {theirs:?}", v.input))
    });
}
