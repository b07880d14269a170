//! Rust's `url` crate (the WHATWG URL Standard), as answers for `rfc1738
//! diff` (peers/README.md). Valid: `Url::parse` returns `Ok`. A reference
//! that does not parse alone is parsed again against the base
//! `http://base.invalid/` (the Standard has no relative URL without a
//! base), and the answer says so with `"base"`: its components are then
//! the reference's own, as peers/lib/relative.js tells them for Node's
//! `new URL()`. The components as the `Url` serializes them, normalized
//! by the Standard: the scheme and host lower-cased, a default port
//! dropped, dot segments removed, characters percent-encoded. The user
//! name is "" when there is none (it cannot tell an empty one); the
//! password, host, port, query and fragment are `None` when absent.
//! Compare with `--empty-is-absent --ignore-case`.

use serde_json::{Map, Value};
use url::Url;

/// The base a relative reference is parsed against.
const BASE: &str = "http://base.invalid/";

fn parts(u: &Url) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("scheme".into(), Value::from(u.scheme()));
    m.insert("user".into(), Value::from(u.username()));
    m.insert("password".into(), rfc1738_peers::part(u.password()));
    m.insert("host".into(), rfc1738_peers::part(u.host_str()));
    m.insert("port".into(), u.port().map_or(Value::Null, Value::from));
    m.insert("path".into(), Value::from(u.path()));
    m.insert("query".into(), rfc1738_peers::part(u.query()));
    m.insert("fragment".into(), rfc1738_peers::part(u.fragment()));
    m
}

/// The components of the relative reference `text` itself, from `m`,
/// those of the URL it resolves to against [`BASE`]: no scheme; the
/// user, password, host and port only when the reference has an
/// authority; the path without the base's `/` when the reference's is
/// relative, empty when it has none.
fn own(text: &str, mut m: Map<String, Value>) -> Map<String, Value> {
    let t: String = text
        .trim_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect();
    let slash = |c: Option<char>| matches!(c, Some('/' | '\\'));
    let mut chars = t.chars();
    let first = chars.next();
    let authority = slash(first) && slash(chars.next());
    let no_path = t.is_empty() || t.starts_with('?') || t.starts_with('#');
    m.insert("scheme".into(), Value::Null);
    if !authority {
        for k in ["user", "password", "host", "port"] {
            m.insert(k.into(), Value::Null);
        }
    }
    let path = m["path"].as_str().unwrap_or("").to_owned();
    let path = if no_path {
        ""
    } else if !slash(first) {
        path.strip_prefix('/').unwrap_or(&path)
    } else {
        &path
    };
    m.insert("path".into(), Value::from(path));
    m
}

fn main() {
    let base = Url::parse(BASE).expect("the base parses");
    rfc1738_peers::run("url 2.5.8 (Rust crate)", |text| match Url::parse(text) {
        Ok(u) => Ok(parts(&u)),
        Err(alone) => {
            let u = base.join(text).map_err(|_| alone.to_string())?;
            let mut m = own(text, parts(&u));
            m.insert("base".into(), Value::from(BASE));
            Ok(m)
        }
    });
}
