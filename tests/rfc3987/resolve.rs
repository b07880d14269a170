//! RFC 3987 §6.5: IRI references resolve by RFC 3986's algorithm, the
//! characters beyond ASCII treated as unreserved ones. Held to RFC 3986
//! §5.4's examples over a base with such characters, and to §3.1's
//! claim that resolution need not be defined again on IRIs: the URI of
//! the IRI target is the target of the URIs.

use rfc1738::rfc3986::{self, UriReference};
use rfc1738::rfc3987::{IriReference, to_uri};

/// RFC 3986 §5.4's examples, every `a`, `b`, ..., `g` and `p` of them
/// but the schemes' written beyond ASCII.
#[test]
fn the_examples_of_rfc_3986_over_an_iri_base() {
    // (The schemes stay ASCII: `http`, and `g` of `g:h`.)
    let iri = |s: &str| {
        s.replace('a', "α")
            .replace('b', "β")
            .replace('g', "γ")
            .replace('p', "π")
            .replace("httπ:", "http:")
            .replace("γ:h", "g:h")
    };
    let base = iri("http://a/b/c/d;p?q");
    let base = IriReference::parse(&base).unwrap();
    let cases = [
        ("g:h", "g:h"),
        ("g", "http://a/b/c/g"),
        ("./g", "http://a/b/c/g"),
        ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"),
        ("//g", "http://g"),
        ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"),
        (";x", "http://a/b/c/;x"),
        ("g;x?y#s", "http://a/b/c/g;x?y#s"),
        ("", "http://a/b/c/d;p?q"),
        (".", "http://a/b/c/"),
        ("..", "http://a/b/"),
        ("../g", "http://a/b/g"),
        ("../..", "http://a/"),
        ("../../g", "http://a/g"),
        ("../../../g", "http://a/g"),
        ("/./g", "http://a/g"),
        ("/../g", "http://a/g"),
        ("g.", "http://a/b/c/g."),
        (".g", "http://a/b/c/.g"),
        ("g..", "http://a/b/c/g.."),
        ("./../g", "http://a/b/g"),
        ("./g/.", "http://a/b/c/g/"),
        ("g/./h", "http://a/b/c/g/h"),
        ("g/../h", "http://a/b/c/h"),
        ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
        ("g;x=1/../y", "http://a/b/c/y"),
        ("g?y/./x", "http://a/b/c/g?y/./x"),
        ("g#s/../x", "http://a/b/c/g#s/../x"),
        ("http:g", "http:g"),
    ];
    for (r, want) in cases {
        let (r, want) = (iri(r), iri(want));
        let got = IriReference::parse(&r).unwrap().resolve(&base).unwrap();
        assert_eq!(got.as_str(), want, "{r}");
        assert!(IriReference::parse(got.as_str()).is_ok());
    }
}

/// §3.1: "there is no need to define resolution separately on the IRI
/// level": mapping the target to a URI gives the target of the mapped
/// reference against the mapped base.
#[test]
fn resolution_commutes_with_the_mapping_to_uris() {
    let bases = ["http://例え.jp/ä/b/c;p?q", "x:/δ/ε", "http://h", "foo:a/b"];
    let refs = [
        "../δ",
        "ü/./v/..",
        "//東京/x?y#z",
        "?ü",
        "#ß",
        "",
        "./ä:b",
        "../../../ω",
        "g",
    ];
    for b in bases {
        let base = IriReference::parse(b).unwrap();
        let ubase = to_uri(b);
        let ubase = UriReference::parse(&ubase).unwrap();
        for r in refs {
            let iri_target = IriReference::parse(r).unwrap().resolve(&base).unwrap();
            let ur = to_uri(r);
            let uri_target = UriReference::parse(&ur).unwrap().resolve(&ubase).unwrap();
            assert_eq!(
                to_uri(iri_target.as_str()),
                uri_target.as_str(),
                "{r} against {b}"
            );
            assert!(rfc3986::parse(uri_target.as_str()).is_ok());
        }
    }
}

/// §6.5 with RFC 3986 §5.1: an IRI reference's base must be absolute;
/// the error names it as an IRI, with the base as written.
#[test]
fn a_base_without_scheme_is_no_absolute_iri() {
    use rfc1738::rfc3986::resolve::ResolveError;
    let r = IriReference::parse("g").unwrap();
    for base in ["/ä/b", "//例え.jp/b", "", "a/b?q#f"] {
        let b = IriReference::parse(base).unwrap();
        let e = r.resolve(&b).unwrap_err();
        assert_eq!(e, ResolveError::BaseNotAbsoluteIri(base.to_owned()));
        assert_eq!(
            e.to_string(),
            format!("the base {base:?} is not an absolute IRI (it has no scheme)")
        );
    }
}
