//! `rfc2396_differential`: RFC 2396 (with RFC 2732) against fluent-uri's
//! `UriRef` (RFC 3986), on the strings both grammars describe alike
//! (grammar-notes/rfc2396/rfc3986.md lists where they differ). Left out:
//! inputs with `[` or `]` (RFC 2732's `uric` has them where RFC 3986 has
//! none, and IPv6 literals differ at the edges: IPvFuture, zones); a
//! reference whose path is empty before `?` (RFC 3986's `path-empty`); an
//! absolute URI with nothing, `?` or `#` right after `scheme:` (RFC 3986's
//! empty `hier-part`); and an authority that RFC 2396 reads as a
//! `reg_name` (its `reg_name` has `:` and `@`, RFC 3986's does not).
//! On the rest: RFC 2396 accepts exactly what fluent-uri accepts, and the
//! scheme, userinfo, host, port, path, query and fragment agree (an
//! opaque part is RFC 3986's path and query).

#![no_main]

use fluent_uri::UriRef;
use libfuzzer_sys::fuzz_target;
use rfc1738::rfc2396::UriReference;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    if input.contains(['[', ']']) {
        return;
    }
    let before_fragment = input.split('#').next().unwrap_or_default();
    if before_fragment.starts_with('?') {
        return;
    }
    if let Some(colon) = input.find(':') {
        let head = &input[..colon];
        let is_scheme = head.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
            && head
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'));
        if is_scheme && matches!(input.as_bytes().get(colon + 1), None | Some(b'?' | b'#')) {
            return;
        }
    }
    let ours = UriReference::parse(input);
    if let Ok(u) = &ours {
        if u.authority().is_some_and(|a| a.reg_name().is_some()) {
            return;
        }
    }
    let theirs = UriRef::parse(input);
    match (&ours, &theirs) {
        (Ok(_), Err(e)) => panic!("RFC 2396 accepts {input:?}, fluent-uri rejects it: {e}"),
        (Err(e), Ok(_)) => panic!("fluent-uri accepts {input:?}, RFC 2396 rejects it: {e}"),
        (Err(_), Err(_)) => return,
        (Ok(_), Ok(_)) => {}
    }
    let (Ok(u), Ok(r)) = (ours, theirs) else {
        return;
    };
    assert_eq!(
        u.scheme().map(|s| s.as_str()),
        r.scheme().map(|s| s.as_str()),
        "scheme"
    );
    let auth = r.authority();
    assert_eq!(u.authority().is_some(), auth.is_some(), "authority");
    if let Some(a) = auth {
        assert_eq!(
            u.userinfo().map(|x| x.as_str()),
            a.userinfo().map(|x| x.as_str()),
            "userinfo"
        );
        let host = u.host().map_or("", |h| h.as_str());
        assert_eq!(host, a.host(), "host");
        assert_eq!(
            u.port().map(|x| x.as_str()),
            a.port().map(|x| x.as_str()),
            "port"
        );
    }
    if u.is_opaque() {
        let theirs = match r.query() {
            Some(q) => format!("{}?{}", r.path().as_str(), q.as_str()),
            None => r.path().as_str().to_owned(),
        };
        assert_eq!(u.path().as_str(), theirs, "opaque part");
        assert!(u.query().is_none());
    } else {
        assert_eq!(u.path().as_str(), r.path().as_str(), "path");
        assert_eq!(
            u.query().map(|x| x.as_str()),
            r.query().map(|x| x.as_str()),
            "query"
        );
    }
    assert_eq!(
        u.fragment().map(|x| x.as_str()),
        r.fragment().map(|x| x.as_str()),
        "fragment"
    );
});
