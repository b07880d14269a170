//! RFC 2396 §5.2 resolution: every example of Appendix C (C.1 normal,
//! C.2 abnormal) gives the result the RFC prints.

use rfc1738::rfc2396::{Options, ResolveError, UriReference};

/// The base of Appendix C: "Within an object with a well-defined base
/// URI of http://a/b/c/d;p?q".
pub const BASE: &str = "http://a/b/c/d;p?q";

/// Every example of RFC 2396 Appendix C, reference and result as
/// printed. "(current document)" is the base without its fragment (§4.2);
/// `<>` is the empty reference. Where the RFC prints two results
/// (`http:g`), the first, "for validating parsers".
pub const APPENDIX_C: &[(&str, &str)] = &[
    // C.1 Normal Examples
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "(current document)#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
    // C.2 Abnormal Examples
    ("", "(current document)"),
    ("../../../g", "http://a/../g"),
    ("../../../../g", "http://a/../../g"),
    ("/./g", "http://a/./g"),
    ("/../g", "http://a/../g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
];

/// The printed result, with "(current document)" read as the base
/// without its fragment (§4.2).
fn expected(printed: &str) -> String {
    printed.replace("(current document)", BASE)
}

fn target(r: &str) -> String {
    let opts = Options::new().empty_relative_path(true);
    let base = UriReference::parse(BASE).unwrap();
    UriReference::parse_with(r, opts)
        .unwrap_or_else(|e| panic!("{r}: {e}"))
        .resolve(&base)
        .unwrap_or_else(|e| panic!("{r}: {e}"))
        .to_string()
}

/// RFC 2396 Appendix C.1, "Normal Examples".
#[test]
fn appendix_c1_normal_examples() {
    for (r, printed) in APPENDIX_C.iter().take(22) {
        assert_eq!(target(r), expected(printed), "C.1: {r}");
    }
}

/// RFC 2396 Appendix C.2, "Abnormal Examples".
#[test]
fn appendix_c2_abnormal_examples() {
    for (r, printed) in APPENDIX_C.iter().skip(22) {
        assert_eq!(target(r), expected(printed), "C.2: {r}");
    }
}

/// The decisions of grammar-notes/rfc2396/resolve.md beyond Appendix C.
#[test]
fn resolution_decisions() {
    fn base(b: &str) -> UriReference<'_> {
        UriReference::parse(b).unwrap()
    }
    let r = |b: &str, r: &str| {
        UriReference::parse(r)
            .unwrap()
            .resolve(&base(b))
            .unwrap()
            .to_string()
    };
    // An authority and an empty path: "/" before the segment (RFC 3986
    // §5.2.3), not `http://ag`.
    assert_eq!(r("http://a", "g"), "http://a/g");
    // The base's fragment is not used.
    assert_eq!(r("http://a/b#f", "c"), "http://a/c");
    assert_eq!(r("http://a/b#f", ""), "http://a/b");
    // An opaque base: its opaque part is the path, merged as such.
    assert_eq!(r("mailto:a@b", "#x"), "mailto:a@b#x");
    // A relative base is refused.
    let e = UriReference::parse("g")
        .unwrap()
        .resolve(&base("/a/b"))
        .unwrap_err();
    assert!(matches!(e, ResolveError::BaseNotAbsolute(_)));
    // A network-path reference keeps its path as written (§5.2 step 4).
    assert_eq!(r("http://a/b", "//g/./h"), "http://g/./h");
}

/// §5.2 followed literally can give a target whose authority comes from
/// neither the base nor the reference (a merged path that starts with
/// `//`): the target is the RFC's, with a warning. Every other
/// resolution has none.
#[test]
fn an_authority_from_the_path_is_a_warning() {
    use rfc1738::rfc2396::ResolveWarning;
    let resolve = |b: &str, r: &str| {
        let base = UriReference::parse(b).unwrap();
        let r = UriReference::parse(r).unwrap();
        let res = r.resolve_with_warnings(&base).unwrap();
        assert_eq!(
            res.target(),
            &r.resolve(&base).unwrap(),
            "resolve is the same"
        );
        (res.target().to_string(), res.warnings().to_vec())
    };
    let from_path = |a: &str| {
        vec![ResolveWarning::AuthorityFromPath {
            authority: a.into(),
        }]
    };
    assert_eq!(
        resolve("http:/b", ".//evil.com/x"),
        ("http://evil.com/x".into(), from_path("evil.com"))
    );
    assert_eq!(
        resolve("http:/a/b", "..//e/f"),
        ("http://e/f".into(), from_path("e"))
    );
    assert_eq!(resolve("x:/", ".//e"), ("x://e".into(), from_path("e")));
    // The authority of the base or of the reference: no warning.
    for (b, r) in [
        ("http://a/b", ".//evil.com/x"),
        ("http:/b", "//g/x"),
        ("http:/b", "g"),
        ("http:/b", "http://h/"),
        ("mailto:a@b", ".//x"),
        ("http://a/b/c/d;p?q", "../../../g"),
    ] {
        let (target, warnings) = resolve(b, r);
        assert!(warnings.is_empty(), "{b} {r}: {target} {warnings:?}");
    }
    let w = &from_path("evil.com")[0];
    assert_eq!(w.section(), "RFC 2396 §5.2; RFC 3986 §3.3");
    assert!(w.to_string().contains("neither the base nor the reference"));
}

/// RFC 2396 §5.2 step 6 merges the reference's path with an opaque
/// base's `opaque_part` too (the grammar note, "An opaque base"), and
/// where the merged path is empty the target is `scheme:` alone, which
/// is no URI reference (`opaque_part` has at least one character): an
/// error naming the target and why, never a panic.
#[test]
fn a_target_that_is_no_reference_is_an_error() {
    let base = UriReference::parse("mailto:a@b").unwrap();
    for r in [".", "./", "g/.."] {
        let e = UriReference::parse(r).unwrap().resolve(&base).unwrap_err();
        let ResolveError::Target(target, why) = &e else {
            panic!("{r}: {e:?}");
        };
        assert_eq!(target, "mailto:", "{r}");
        assert_eq!(
            (why.offset(), why.expected()),
            (7, rfc1738::rfc2396::Production::UricNoSlash),
            "{r}"
        );
        assert_eq!(
            e.to_string(),
            "the target \"mailto:\" is not a URI reference: expected uric_no_slash at byte 7, found end of input (within opaque_part, absoluteURI, URI-reference)",
            "{r}"
        );
    }
    // A merged path that is not empty is an opaque part.
    assert_eq!(
        UriReference::parse("g").unwrap().resolve(&base).unwrap(),
        "mailto:g"
    );
}

/// A base and a reference read by the combinators from the middle of a
/// caller's text: offsets count from that text's start, and the target
/// is the same as for the references alone.
#[test]
fn references_read_at_an_offset() {
    use rfc1738::rfc2396::{Input, uri_reference};
    let (_, base) = uri_reference(Input::new_at("http://a/b/c?q#f", 100)).unwrap();
    assert_eq!(base.fragment().unwrap().span().range(), 115..116);
    for (r, target) in [
        ("", "http://a/b/c?q"),
        ("#s", "http://a/b/c?q#s"),
        ("../g?y", "http://a/g?y"),
        ("//h", "http://h"),
        ("x:y", "x:y"),
    ] {
        let (_, r_at) = uri_reference(Input::new_at(r, 7)).unwrap();
        assert_eq!(r_at.resolve(&base).unwrap(), target, "{r:?}");
        let alone = UriReference::parse(r).unwrap();
        assert_eq!(alone.resolve(&base).unwrap(), target, "{r:?}");
    }
}
