//! Rust's `url` crate (the WHATWG URL Standard), as answers for `rfc1738
//! diff` (peers/README.md). Valid: `Url::parse` returns `Ok` (with no
//! base, a relative reference is invalid). The components as the `Url`
//! serializes them, normalized by the Standard: the scheme and host
//! lower-cased, a default port dropped, dot segments removed, characters
//! percent-encoded. The user name is "" when there is none (it cannot tell
//! an empty one); the password, host, port, query and fragment are `None`
//! when absent. Compare with `--empty-is-absent --ignore-case`.

use serde_json::{Map, Value};
use url::Url;

fn main() {
    rfc1738_peers::run("url 2.5.8 (Rust crate)", |text| {
        let u = Url::parse(text).map_err(|e| e.to_string())?;
        let mut m = Map::new();
        m.insert("scheme".into(), Value::from(u.scheme()));
        m.insert("user".into(), Value::from(u.username()));
        m.insert("password".into(), rfc1738_peers::part(u.password()));
        m.insert("host".into(), rfc1738_peers::part(u.host_str()));
        m.insert("port".into(), u.port().map_or(Value::Null, Value::from));
        m.insert("path".into(), Value::from(u.path()));
        m.insert("query".into(), rfc1738_peers::part(u.query()));
        m.insert("fragment".into(), rfc1738_peers::part(u.fragment()));
        Ok(m)
    });
}
