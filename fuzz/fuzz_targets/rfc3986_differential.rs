//! `rfc3986_differential`: RFC 3986 against fluent-uri's `UriRef`, an
//! RFC 3986 parser of its own: on every string, one accepts exactly what
//! the other accepts, and the scheme, authority, userinfo, host, port,
//! path, query and fragment agree. Left out: IP literals with a `%` (a
//! zone identifier, which neither reads by default) are compared as the
//! rest are; nothing else is left out.

#![no_main]

use fluent_uri::UriRef;
use libfuzzer_sys::fuzz_target;
use rfc1738::rfc3986::UriReference;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let ours = UriReference::parse(input);
    let theirs = UriRef::parse(input);
    let (u, r) = match (ours, theirs) {
        (Ok(_), Err(e)) => panic!("RFC 3986 accepts {input:?}, fluent-uri rejects it: {e}"),
        (Err(e), Ok(_)) => panic!("fluent-uri accepts {input:?}, RFC 3986 rejects it: {e}"),
        (Err(_), Err(_)) => return,
        (Ok(u), Ok(r)) => (u, r),
    };
    assert_eq!(u.scheme().map(|s| s.as_str()), r.scheme().map(|s| s.as_str()), "scheme");
    let auth = r.authority();
    assert_eq!(u.authority().map(|a| a.as_str()), auth.map(|a| a.as_str()), "authority");
    if let Some(a) = auth {
        assert_eq!(u.userinfo().map(|x| x.as_str()), a.userinfo().map(|x| x.as_str()), "userinfo");
        assert_eq!(u.host().map_or("", |h| h.as_str()), a.host(), "host");
        assert_eq!(u.port().map(|x| x.as_str()), a.port().map(|x| x.as_str()), "port");
    }
    assert_eq!(u.path().as_str(), r.path().as_str(), "path");
    assert_eq!(u.query().map(|x| x.as_str()), r.query().map(|x| x.as_str()), "query");
    assert_eq!(u.fragment().map(|x| x.as_str()), r.fragment().map(|x| x.as_str()), "fragment");
});
