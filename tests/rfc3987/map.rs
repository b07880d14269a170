//! RFC 3987 §3's mappings: the examples of §3.1 and §3.2.1, the identity
//! on URIs, idempotence, and IRI → URI → IRI on every valid IRI of the
//! tests and the corpus sample and on generated ones.

use rfc1738::rfc3986;
use rfc1738::rfc3987::{self, IriReference, to_iri, to_uri};

#[test]
fn the_examples_of_section_3() {
    // §3.1.
    assert_eq!(
        to_uri("http://r\u{E9}sum\u{E9}.example.org"),
        "http://r%C3%A9sum%C3%A9.example.org"
    );
    assert_eq!(
        to_uri("http://validator.w3.org/check?uri=http%3A%2F%2Fr\u{E9}sum\u{E9}.example.org"),
        "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"
    );
    // Appendix: the authors' addresses.
    assert_eq!(
        to_uri("http://www.w3.org/People/D\u{FC}rst/"),
        "http://www.w3.org/People/D%C3%BCrst/"
    );
    // §3.2.1, the three examples, each its step 5.
    assert_eq!(
        to_iri("http://www.example.org/D%C3%BCrst"),
        "http://www.example.org/D\u{FC}rst"
    );
    assert_eq!(
        to_iri("http://www.example.org/D%FCrst"),
        "http://www.example.org/D%FCrst"
    );
    assert_eq!(
        to_iri("http://xn--99zt52a.example.org/%e2%80%ae"),
        "http://xn--99zt52a.example.org/%E2%80%AE"
    );
    // §3.2: never another encoding than UTF-8.
    assert_eq!(
        to_iri("http://www.example.org/r%E9sum%E9.html"),
        "http://www.example.org/r%E9sum%E9.html"
    );
}

/// What the mappings do on the inputs of the grammar's tests and the
/// corpus: IRI → URI is the identity on a URI, idempotent, and gives a
/// URI reference RFC 3986 accepts, which maps back to the IRI; and URI →
/// IRI of that gives an IRI reference RFC 3987 accepts, idempotent too.
fn check(iri: &str) -> bool {
    let Ok(parsed) = IriReference::parse(iri) else {
        return false;
    };
    let uri = parsed.to_uri();
    assert!(
        rfc3986::parse(&uri).is_ok(),
        "{iri:?} → {uri:?}: no URI reference"
    );
    assert_eq!(to_uri(&uri), uri, "idempotent");
    if rfc3986::parse(iri).is_ok() {
        assert_eq!(uri, iri, "the identity on a URI");
    }
    let back = to_iri(&uri);
    assert!(
        rfc3987::parse(&back).is_ok(),
        "{uri:?} → {back:?}: no IRI reference"
    );
    assert_eq!(to_uri(&back), to_uri(&to_iri(&back)));
    assert_eq!(to_iri(&back), back, "URI → IRI is idempotent");
    // The IRI had no percent-encoding beyond what to_iri keeps, so it
    // comes back exactly: every character that IRI → URI encoded is one
    // that URI → IRI decodes (but §4.1's bidi controls, kept encoded).
    if !iri.contains('%')
        && !iri
            .chars()
            .any(|c| matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}'))
    {
        assert_eq!(back, iri, "{iri:?} → {uri:?} → {back:?}");
    }
    true
}

#[test]
fn iri_to_uri_and_back() {
    let mut inputs: Vec<String> = vec![
        "http://例え.jp/パス?q=東京\u{E000}#история".into(),
        "https://ru.wikipedia.org/wiki/Москва".into(),
        "//josé@bücher.example:80/δ;p/b?q#f".into(),
        "mailto:josé@例え.jp".into(),
        "../δ/./ε?ü".into(),
        "?\u{10FFFD}".into(),
        "http://h/\u{202E}x".into(),
        "x:%C3%BC%2F".into(),
    ];
    let sample = crate::common::corpus::Corpus {
        dir: crate::common::corpus::committed_dir("corpus"),
        sample: true,
    };
    for file in sample.files() {
        let text = crate::common::corpus::read_lossy(&file);
        inputs.extend(text.lines().take(2000).map(str::to_owned));
    }
    let valid = inputs.iter().filter(|s| check(s)).count();
    assert!(valid > 1000, "only {valid} valid IRIs");
}
