//! `UriReference::components()` (src/rfc3986/components.rs): the generic
//! parts as written, `None` when absent and empty when written empty,
//! each the exact substring at its byte range; the five of §3 are
//! Appendix B's on every valid line of the corpus.

use rfc1738::rfc3986::UriReference;

use super::oracle::appendix_b;
use crate::common::corpus::{Corpus, read_lossy};

fn parts(input: &str) -> Vec<(&'static str, Option<&str>)> {
    let c = UriReference::parse(input).unwrap().components();
    c.iter()
        .map(|(name, span)| {
            if let Some(s) = span {
                assert_eq!(&input[s.range()], s.as_str(), "{input:?} {name}");
            }
            (name.name(), span.map(|s| s.as_str()))
        })
        .collect()
}

#[test]
fn absent_empty_and_written() {
    let c = parts("http://joe:pw@[::1]:/a;p?q#f");
    assert_eq!(
        c,
        [
            ("scheme", Some("http")),
            ("authority", Some("joe:pw@[::1]:")),
            ("userinfo", Some("joe:pw")),
            ("user", Some("joe")),
            ("password", Some("pw")),
            ("host", Some("[::1]")),
            ("port", Some("")),
            ("path", Some("/a;p")),
            ("query", Some("q")),
            ("fragment", Some("f")),
        ]
    );
    let c = parts("file:///etc?#");
    assert_eq!(
        c,
        [
            ("scheme", Some("file")),
            ("authority", Some("")),
            ("userinfo", None),
            ("user", None),
            ("password", None),
            ("host", Some("")),
            ("port", None),
            ("path", Some("/etc")),
            ("query", Some("")),
            ("fragment", Some("")),
        ]
    );
    let c = parts("");
    assert!(c.iter().all(|(name, v)| (*name == "path") == v.is_some()));
    let c = UriReference::parse("//u:@h").unwrap().components();
    assert_eq!(c.password.map(|s| s.as_str()), Some(""));
    let c = UriReference::parse("//u@h").unwrap().components();
    assert_eq!((c.user.map(|s| s.as_str()), c.password), (Some("u"), None));
    let c = parts("a:b");
    let present: Vec<&str> = c
        .iter()
        .filter(|(_, v)| v.is_some())
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(present, ["scheme", "path"]);
}

#[test]
fn the_five_components_are_appendix_b_on_the_corpus() {
    let corpus = Corpus::find("components::the_five_components_are_appendix_b_on_the_corpus");
    let mut valid = 0;
    for path in corpus.files() {
        let text = read_lossy(&path);
        for line in text.split_terminator('\n') {
            let Ok(u) = UriReference::parse(line) else {
                continue;
            };
            valid += 1;
            let c = u.components();
            let ours =
                [c.scheme, c.authority, c.path, c.query, c.fragment].map(|s| s.map(|s| s.as_str()));
            assert_eq!(ours, appendix_b(line), "{line:?}");
            if let (Some(a), Some(h)) = (c.authority, c.host) {
                assert!(a.as_str().contains(h.as_str()), "{line:?}");
            }
        }
    }
    assert!(valid > 1000, "{valid}");
}
