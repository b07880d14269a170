//! Rust's `fluent-uri` crate (RFC 3986), as answers for `rfc1738 diff`
//! (peers/README.md). Valid: `UriRef::parse` returns `Ok` (a URI
//! reference: relative ones too). The components as written, as the
//! crate gives them: scheme, authority, userinfo, host (an IPv6 literal
//! with its brackets), port (`""` for `h:`), path (never absent, perhaps
//! empty), query and fragment (`None` when absent, `""` when empty). It
//! reads RFC 3986, not RFC 2396.

use fluent_uri::UriRef;
use serde_json::{Map, Value};

fn main() {
    rfc1738_peers::run("fluent-uri 0.4.1 (Rust crate)", |text| {
        let u = UriRef::parse(text).map_err(|e| e.to_string())?;
        let authority = u.authority();
        let mut m = Map::new();
        m.insert(
            "scheme".into(),
            rfc1738_peers::part(u.scheme().map(|s| s.as_str())),
        );
        m.insert(
            "authority".into(),
            rfc1738_peers::part(authority.map(|a| a.as_str())),
        );
        m.insert(
            "userinfo".into(),
            rfc1738_peers::part(authority.and_then(|a| a.userinfo()).map(|s| s.as_str())),
        );
        m.insert(
            "host".into(),
            rfc1738_peers::part(authority.map(|a| a.host())),
        );
        m.insert(
            "port".into(),
            rfc1738_peers::part(authority.and_then(|a| a.port()).map(|s| s.as_str())),
        );
        m.insert("path".into(), Value::from(u.path().as_str()));
        m.insert(
            "query".into(),
            rfc1738_peers::part(u.query().map(|s| s.as_str())),
        );
        m.insert(
            "fragment".into(),
            rfc1738_peers::part(u.fragment().map(|s| s.as_str())),
        );
        Ok(m)
    });
}
