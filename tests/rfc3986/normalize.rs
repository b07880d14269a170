//! RFC 3986 §6: the examples of §6.2.2 and §6.2.3, cases in the spirit
//! of other libraries' suites (fluent-uri's `normalize`, python-hyper's
//! rfc3986 normalizers), the decisions of the grammar note, and on
//! generated strings: normalizing twice gives the first result, a
//! reserved character is never decoded, and the normal form resolves as
//! the original does.

use rfc1738::rfc3986::normalize::{equivalent, normalize, normalize_str};
use rfc1738::rfc3986::resolve::{Components, ResolveOptions, resolve};

use crate::generated::{XorShift, string, with_scheme};

fn eq(a: &str, b: &str) -> bool {
    equivalent(&Components::split(a), &Components::split(b))
}

/// §6.2.2: "an application using this approach could reasonably consider
/// the following two URIs equivalent".
#[test]
fn section_6_2_2_example() {
    let a = "example://a/b/c/%7Bfoo%7D";
    let b = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d";
    assert!(eq(a, b));
    assert_eq!(normalize_str(a), a);
    assert_eq!(normalize_str(b), a);
}

/// §6.2.2.1: "the URI <HTTP://www.EXAMPLE.com/> is equivalent to
/// <http://www.example.com/>", and "%3a" versus "%3A".
#[test]
fn section_6_2_2_1_case() {
    assert!(eq("HTTP://www.EXAMPLE.com/", "http://www.example.com/"));
    assert_eq!(
        normalize_str("HTTP://www.EXAMPLE.com/"),
        "http://www.example.com/"
    );
    assert_eq!(normalize_str("%3a"), "%3A");
    assert!(eq("x:%3a", "x:%3A"));
    // Other components keep their case.
    assert!(!eq("http://a/B", "http://a/b"));
    assert!(!eq("http://U@a/", "http://u@a/"));
    assert!(!eq("http://a/?Q", "http://a/?q"));
    assert!(!eq("http://a/#F", "http://a/#f"));
}

/// §6.2.2.2: percent-encoded unreserved characters are decoded, in every
/// component; nothing else ever is.
#[test]
fn section_6_2_2_2_percent_encoding() {
    assert_eq!(
        normalize_str("http://%7Eu%2Dx@h%2Ecom/%7Euser/%41%5F?%61=%62#%7e"),
        "http://~u-x@h.com/~user/A_?a=b#~"
    );
    // Every octet, as a path segment of an absolute URI: decoded exactly
    // when it is unreserved, else its hex digits in upper case.
    for octet in 0u8..=255 {
        for hex in [format!("{octet:02X}"), format!("{octet:02x}")] {
            let n = normalize_str(&format!("x:/{hex}%{hex}"));
            let c = char::from(octet);
            let unreserved = c.is_ascii_alphanumeric() || "-._~".contains(c);
            let expected = if octet == b'.' {
                // `%2E` alone is a dot segment once decoded: removed.
                format!("x:/{hex}.")
            } else if unreserved {
                format!("x:/{hex}{c}")
            } else {
                format!("x:/{hex}%{octet:02X}")
            };
            assert_eq!(n, expected, "%{hex}");
        }
    }
}

/// §6.2.2.3: dot segments removed by §5.2.4, where resolution removes
/// them whatever the base.
#[test]
fn section_6_2_2_3_dot_segments() {
    for (input, expected) in [
        ("http://a/b/c/./../../g", "http://a/g"),
        ("http://a/../../../g", "http://a/g"),
        // Percent-encoded dots are dots (§2.3), then removed.
        ("http://a/b/c/%2E/%2E./%2e%2E/d", "http://a/d"),
        ("foo:/bar/./../baz", "foo:/baz"),
        // With an authority or an absolute path, without a scheme: what
        // resolution gives against any base.
        ("//h/a/./b/../c", "//h/a/c"),
        ("/foo/../bar", "/bar"),
        ("/a/%2E%2E/b", "/b"),
        // A relative-path reference keeps its dot segments: what they
        // remove depends on the base.
        ("foo/../bar", "foo/../bar"),
        ("a/b/../../c", "a/b/../../c"),
        ("../a", "../a"),
        ("./a:b", "./a:b"),
        (".", "."),
        // ... and a percent-encoded one stays encoded (decoded, it would
        // be a dot segment, which its resolution does not see).
        ("%2e%2E/a", "%2E%2E/a"),
        ("a/%2e/b", "a/%2E/b"),
        ("a%2eb/.%2e", "a.b/.%2E"),
        ("%2E/a", "%2E/a"),
        // Three dots are no dot segment: decoded.
        ("%2e%2e%2e/a", ".../a"),
        ("..%2E/a", ".../a"),
        // A scheme and a rootless path: the RFC's §5.2.4, as resolution
        // of the URI does (fluent-uri keeps `foo:bar/../baz`).
        ("foo:bar/../baz", "foo:/baz"),
        // A path that would read as an authority keeps a `/.` (fluent-uri
        // does the same).
        ("foo:/.//@@", "foo:/.//@@"),
        ("/.//g", "/.//g"),
        ("f:a/..//g", "f:/.//g"),
        // ... or a `/%2E`, where resolution of the reference itself
        // keeps a first segment (`%2E` is data to §5.2.4).
        ("f:/%2E//g", "f:/%2E//g"),
        ("/%2E%2E//H/.", "/%2E//H/"),
        // The path as resolution makes it, then normalized: `%2E%2E` is
        // data to resolution, so the `..` after it removes it.
        ("http://h/x/%2E%2E/../y", "http://h/x/y"),
    ] {
        assert_eq!(normalize_str(input), expected, "{input:?}");
    }
}

/// §6.2.3: "the following four URIs are equivalent", the second is "the
/// normal form for the "http" scheme", and "http://example.com/?" is
/// not equivalent to any of them.
#[test]
fn section_6_2_3_scheme_based() {
    let four = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ];
    for a in four {
        assert_eq!(normalize_str(a), "http://example.com/", "{a}");
        for b in four {
            assert!(eq(a, b), "{a} {b}");
        }
        assert!(!eq(a, "http://example.com/?"), "{a}");
        assert!(!eq(a, "http://example.com/#"), "{a}");
    }
    for (input, expected) in [
        ("https://example.com:443", "https://example.com/"),
        ("HTTPS://Example.COM:?q", "https://example.com/?q"),
        ("https://example.com:80/", "https://example.com:80/"),
        ("http://example.com:443/", "http://example.com:443/"),
        ("http://example.com:8080", "http://example.com:8080/"),
        // The port's value (§3.2.3): leading zeros aside.
        ("http://example.com:080/", "http://example.com/"),
        ("http://example.com:0/", "http://example.com:0/"),
        ("http://example.com:%38%30/", "http://example.com/"),
        // The port follows the last ':' outside brackets.
        ("http://[::1]:80/", "http://[::1]/"),
        ("http://[::1]/", "http://[::1]/"),
        ("http://[::1]", "http://[::1]/"),
        ("http://u:p@H:80", "http://u:p@h/"),
        ("http://u:p@H", "http://u:p@h/"),
        // A host with a `:` of its own keeps its port (else the next
        // normalization would read that `:` as the port's).
        ("http://a::80/", "http://a::80/"),
        ("HTTP://::", "http://::/"),
        // Only http and https: other schemes keep an empty path and port.
        ("ftp://example.com:21", "ftp://example.com:21"),
        ("foo://example.com:", "foo://example.com:"),
        ("//example.com:80", "//example.com:80"),
        // No authority: no path added.
        ("http:", "http:"),
        ("http:?q", "http:?q"),
    ] {
        assert_eq!(normalize_str(input), expected, "{input:?}");
    }
}

/// Cases in the spirit of fluent-uri's `normalize` test and python-hyper
/// rfc3986's normalizer tests, with this crate's results (the grammar
/// note says where they differ and why).
#[test]
fn other_libraries_cases() {
    for (input, expected) in [
        (
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            "example://a/b/c/%7Bfoo%7D",
        ),
        ("%3a", "%3A"),
        ("HTTP://www.EXAMPLE.com/", "http://www.example.com/"),
        ("http://example.com:/", "http://example.com/"),
        ("http://a/../../../g", "http://a/g"),
        ("http://a/b/c/%2E/%2E./%2e%2E/d", "http://a/d"),
        ("foo/../bar", "foo/../bar"),
        ("foo:/bar/./../baz", "foo:/baz"),
        ("foo:/.//@@", "foo:/.//@@"),
        // fluent-uri: `http://example.com` (no scheme-based step there).
        ("HTTP://%45XAMPLE.%43Om", "http://example.com/"),
        (
            "%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F%50%51%52%53%54%55%56%57%58%59%5A%61%62%63%64%65%66%67%68%69%6A%6B%6C%6D%6E%6F%70%71%72%73%74%75%76%77%78%79%7A%30%31%32%33%34%35%36%37%38%39%2D%2E%5F%7E",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~",
        ),
        (
            "%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25",
            "%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25",
        ),
        (
            "foo://user@example.com:8042/over/there?name=ferret#nose",
            "foo://user@example.com:8042/over/there?name=ferret#nose",
        ),
        (
            "FOO://%55se%72@EXamp%4ce%2ecom:8042/%4b%2f?%4c%2b#%24%4d",
            "foo://User@example.com:8042/K%2F?L%2B#%24M",
        ),
        ("//127.0.0.1", "//127.0.0.1"),
        ("//127.0.0.%31", "//127.0.0.1"),
        ("//[::1]", "//[::1]"),
        // Lower case only: no IPv6 text form canonicalization (RFC 5952
        // is no part of RFC 3986's normalization).
        ("//[0000:0000:0000::1]", "//[0000:0000:0000::1]"),
        ("//[v1FdE.AddR]", "//[v1fde.addr]"),
        ("//[FE80::A%25En0]", "//[fe80::a%25en0]"),
        // python-hyper rfc3986: percent characters and authority.
        (
            "%3athis_should_be_lowercase%DF%ab%4c",
            "%3Athis_should_be_lowercase%DF%ABL",
        ),
        ("//user%2aName@EXAMPLE.COM", "//user%2AName@example.com"),
        ("//EXAMPLE.COM", "//example.com"),
        ("htTp://h/", "http://h/"),
    ] {
        assert_eq!(normalize_str(input), expected, "{input:?}");
    }
}

/// The host goes to lower case, its percent-encodings to upper case;
/// the userinfo is the text before the first `@`.
#[test]
fn host_case_and_percent_encodings() {
    for (input, expected) in [
        ("http://%c3%a9XAMPLE.com", "http://%C3%A9xample.com/"),
        ("http://ÉX.com/", "http://Éx.com/"),
        ("http://A@B@C:80/", "http://A@b@c/"),
        ("http://Us%65R:PW@Host/", "http://UseR:PW@host/"),
        ("x://%5BA%5D", "x://%5Ba%5D"),
    ] {
        assert_eq!(normalize_str(input), expected, "{input:?}");
    }
}

/// A `%` that starts no percent-encoding is kept, and what follows it is
/// written so that the result is its own normal form.
#[test]
fn a_stray_percent_sign() {
    for (input, expected) in [
        ("http://a/%", "http://a/%"),
        ("http://a/%zz%41", "http://a/%zzA"),
        ("http://a/%%41b", "http://a/%%41b"),
        ("http://a/%a%62", "http://a/%a%62"),
        ("http://a/%g%62", "http://a/%gb"),
        ("http://a/%%7e", "http://a/%~"),
        ("//%%34%31", "//%%341"),
    ] {
        let n = normalize_str(input);
        assert_eq!(n, expected, "{input:?}");
        assert_eq!(normalize_str(&n), n, "{input:?}");
    }
}

/// `normalize` appends to what `out` holds; `normalize_str` is it on
/// `Components::split`.
#[test]
fn normalize_appends() {
    let mut out = String::from("> ");
    normalize(&Components::split("HTTP://A"), &mut out);
    assert_eq!(out, "> http://a/");
}

/// Normalizing the normal form gives it back, on generated strings,
/// valid references or not.
#[test]
fn normalizing_twice_gives_the_same_result() {
    let mut rng = XorShift::new(0x6_2_2);
    for k in 0..100_000 {
        let s = if k % 2 == 0 {
            string(&mut rng, 12)
        } else {
            with_scheme(&mut rng, 12)
        };
        let once = normalize_str(&s);
        assert_eq!(normalize_str(&once), once, "{s:?}");
        assert!(eq(&s, &once), "{s:?}");
    }
}

/// A normal form never decodes a reserved character, nor any octet
/// that is not unreserved: in every component, generated from such
/// percent-encodings (both cases), lower-case letters and `/`, the only
/// change is the upper case of the hex digits.
#[test]
fn no_reserved_character_is_decoded() {
    const KEPT: &[&str] = &[
        "a", "%3a", "%3A", "%2f", "%2F", "%3f", "%23", "%5b", "%5D", "%40", "%21", "%24", "%26",
        "%27", "%28", "%29", "%2a", "%2b", "%2c", "%3b", "%3d", "%25", "%20", "%22", "%3c", "%5c",
        "%5e", "%60", "%7b", "%7c", "%7d", "%7f", "%00", "%c3%a9", "%ff",
    ];
    let mut rng = XorShift::new(0x2_2);
    let mut part = |slash: bool| -> String {
        let n = rng.below(6);
        (0..n)
            .map(|_| {
                let k = rng.below(KEPT.len() + usize::from(slash));
                KEPT.get(k).copied().unwrap_or("/")
            })
            .collect()
    };
    for _ in 0..20_000 {
        let (user, host, path, query, fragment) =
            (part(false), part(false), part(true), part(true), part(true));
        let s = format!("x://{user}@{host}/{path}?{query}#{fragment}");
        let mut expected = s.clone();
        for (k, _) in s.match_indices('%') {
            expected.replace_range(k..k + 3, &s[k..k + 3].to_ascii_uppercase());
        }
        assert_eq!(normalize_str(&s), expected, "{s:?}");
    }
}

/// The normal form resolves as the original does: against generated
/// bases, the target of the normal form and the target of the original
/// (§5.2.2's components) have the same normal form; and where neither
/// resolution is warned of, so do the two targets as strings. (Where
/// one is, its path starts with `//`, and the string reads it as an
/// authority: the normal form keeps the path, grammar-notes/rfc3986/
/// normalize.md.)
#[test]
fn the_normal_form_resolves_as_the_original() {
    let mut rng = XorShift::new(0x5_2_6);
    let mut warned = 0;
    for _ in 0..50_000 {
        let base = with_scheme(&mut rng, 8);
        let r = string(&mut rng, 10);
        let normal = normalize_str(&r);
        let (b, o, n) = (
            Components::split(&base),
            Components::split(&r),
            Components::split(&normal),
        );
        let of_original = resolve(&b, &o, ResolveOptions::new()).unwrap();
        let of_normal = resolve(&b, &n, ResolveOptions::new()).unwrap();
        let normal_of = |c: &Components| {
            let mut out = String::new();
            normalize(c, &mut out);
            out
        };
        let why = format!("base {base:?}, reference {r:?} (normal {normal:?})");
        assert_eq!(
            normal_of(&of_normal.components()),
            normal_of(&of_original.components()),
            "{why}"
        );
        if of_original.warnings().is_empty() && of_normal.warnings().is_empty() {
            assert_eq!(
                normalize_str(of_normal.as_str()),
                normalize_str(of_original.as_str()),
                "{why}"
            );
        } else {
            warned += 1;
        }
    }
    assert!(warned < 5_000, "{warned}");
}

/// Normalization takes time linear in the input: 1 MB takes less than
/// 25 times what 100 kB does (10 is linear, 100 quadratic), on the shapes of the resolution's test, in
/// every component, and on long runs of percent-encodings and of `%`.
#[test]
fn normalization_takes_linear_time() {
    use crate::resolve::cpu_now;
    let shapes: [(&str, &str, &str); 7] = [
        ("http://H/", "a/", "../"),
        ("http://H/", "a/../", ""),
        ("x:", "./", "../"),
        ("a/", "%2e%2E/", "../"),
        ("http://", "%41", ""),
        ("?", "%%4", ""),
        ("//[", "::", ":"),
    ];
    for (prefix, unit, then) in shapes {
        let build = |size: usize| {
            let n = size / (unit.len() + then.len());
            format!("{prefix}{}{}", unit.repeat(n), then.repeat(n))
        };
        let (small, large) = (build(100_000), build(1_000_000));
        let time = |s: &str| {
            let t = cpu_now();
            let n = normalize_str(s);
            let elapsed = cpu_now() - t;
            assert!(n.len() <= s.len() + 2);
            elapsed
        };
        let mut best = (f64::MAX, f64::MAX);
        let mut ratio = f64::MAX;
        for _ in 0..9 {
            best.0 = best.0.min(time(&small));
            best.1 = best.1.min(time(&large));
            ratio = best.1 / best.0.max(1e-9);
            if ratio < 12.0 {
                break;
            }
        }
        assert!(
            ratio < 25.0,
            "{prefix:?} {unit:?}*n {then:?}*n: ratio {ratio:.1}"
        );
    }
}

/// Components built by hand, which no string splits into (an authority
/// before a rootless path, a path with `?` or `#`, empty schemes), are
/// normalized without a panic, and so are generated ones.
#[test]
fn no_panic_on_any_components() {
    let mut rng = XorShift::new(0xC0);
    let pick =
        |rng: &mut XorShift| -> Option<String> { (rng.below(3) > 0).then(|| string(rng, 5)) };
    for _ in 0..20_000 {
        let parts: Vec<Option<String>> = (0..5).map(|_| pick(&mut rng)).collect();
        let c = Components {
            scheme: parts[0].as_deref(),
            authority: parts[1].as_deref(),
            path: parts[2].as_deref().unwrap_or(""),
            query: parts[3].as_deref(),
            fragment: parts[4].as_deref(),
        };
        let mut out = String::new();
        normalize(&c, &mut out);
        let _ = equivalent(&c, &c);
        let _ = resolve(&c, &c, ResolveOptions::new());
    }
}
