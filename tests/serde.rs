//! `UrlBuf` through serde (feature `serde`): serialized as its text,
//! deserialized with validation. Run with `cargo test -p rfc1738
//! --features serde --test serde` (.ci/run does).

#![cfg(feature = "serde")]

use std::collections::BTreeMap;

use rfc1738::{Url, UrlBuf};

/// A document with a list of URLs in it (a map, for want of serde's
/// derive, which the crate does not depend on).
type Bookmarks = BTreeMap<String, Vec<UrlBuf>>;

#[test]
fn urlbuf_round_trips_as_a_string() {
    let text =
        "gopher://gopher.example.org/7search%09rfc\nHTTP://h.example:8080/a?b\nnews:comp.x\n";
    let urls: Vec<UrlBuf> = text
        .lines()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .unwrap();
    let marks = Bookmarks::from([("urls".to_owned(), urls)]);
    let json = serde_json::to_string(&marks).unwrap();
    assert_eq!(
        json,
        r#"{"urls":["gopher://gopher.example.org/7search%09rfc","HTTP://h.example:8080/a?b","news:comp.x"]}"#
    );
    let back: Bookmarks = serde_json::from_str(&json).unwrap();
    assert_eq!(back, marks);
    assert_eq!(back["urls"][1].parsed().effective_port(), Some(8080));

    // From a reader (owned strings) and with escapes in the JSON text.
    let back: UrlBuf = serde_json::from_reader(r#""http://h.example/\u0061""#.as_bytes()).unwrap();
    assert_eq!(back, "http://h.example/a");

    // A borrowed `Url` serializes the same way.
    let url = Url::parse("ftp://h.example/f;type=i").unwrap();
    assert_eq!(
        serde_json::to_string(&url).unwrap(),
        r#""ftp://h.example/f;type=i""#
    );
    assert_eq!(
        serde_json::to_string(&url).unwrap(),
        serde_json::to_string(&url.to_buf()).unwrap()
    );
}

/// An invalid string is a deserialization error with the parse error's
/// message; a value that is not a string, serde's own.
#[test]
fn an_invalid_url_is_a_deserialization_error() {
    let input = "http://h.example:/";
    let parse = Url::parse(input).unwrap_err().to_string();
    let err = serde_json::from_str::<UrlBuf>(&format!("{input:?}")).unwrap_err();
    assert!(err.is_data(), "{err}");
    assert!(err.to_string().starts_with(&parse), "{err} vs {parse}");

    let err = serde_json::from_str::<Bookmarks>(r#"{"urls":["news:a","news:"]}"#).unwrap_err();
    assert!(err.to_string().contains("expected"), "{err}");

    let err = serde_json::from_str::<UrlBuf>("42").unwrap_err();
    assert!(err.to_string().contains("an RFC 1738 URL"), "{err}");
}

/// RFC 1630's `UrlBuf` the same way: its text, validated by RFC 1630.
#[test]
fn rfc1630_urlbuf_round_trips_and_validates() {
    use rfc1738::rfc1630;
    let urls: Vec<rfc1630::UrlBuf> = ["url:news:comp.x", "wais://h/db?a+b"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let json = serde_json::to_string(&urls).unwrap();
    assert_eq!(json, r#"["url:news:comp.x","wais://h/db?a+b"]"#);
    let back: Vec<rfc1630::UrlBuf> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, urls);
    let url = rfc1630::Url::parse("mid:a@b").unwrap();
    assert_eq!(serde_json::to_string(&url).unwrap(), r#""mid:a@b""#);
    // Valid under RFC 1738, not under RFC 1630.
    let err = serde_json::from_str::<rfc1630::UrlBuf>(r#""https://h/""#).unwrap_err();
    assert!(
        err.to_string().starts_with("expected url at byte 0"),
        "{err}"
    );
    let err = serde_json::from_str::<rfc1630::UrlBuf>("7").unwrap_err();
    assert!(err.to_string().contains("an RFC 1630 URL"), "{err}");
}

/// RFC 2396's borrowed `UriReference` serializes as its text, as its
/// owned form does; `Components` as a map of every part, `null` when
/// absent and `""` when empty.
#[test]
fn rfc2396_uri_reference_and_components_serialize() {
    use rfc1738::rfc2396;
    let uri = rfc2396::UriReference::parse("http://u@[::1]:8080/a?#f").unwrap();
    assert_eq!(
        serde_json::to_string(&uri).unwrap(),
        r#""http://u@[::1]:8080/a?#f""#
    );
    assert_eq!(
        serde_json::to_string(&uri).unwrap(),
        serde_json::to_string(&uri.to_buf()).unwrap()
    );
    assert_eq!(
        serde_json::to_string(&uri.components()).unwrap(),
        r#"{"scheme":"http","authority":"u@[::1]:8080","userinfo":"u","user":"u","password":null,"host":"[::1]","port":"8080","path":"/a","query":"","fragment":"f"}"#
    );
    let url = Url::parse("ftp://joe:@h/f").unwrap();
    let json: serde_json::Value = serde_json::to_value(url.components()).unwrap();
    assert_eq!(json["user"], "joe");
    assert_eq!(json["password"], "");
    assert_eq!(json["port"], serde_json::Value::Null);
}

/// RFC 3987's `IriReference` and `IriReferenceBuf` serialize as their
/// text; the owned form deserializes only from an IRI reference.
#[test]
fn rfc3987_iri_reference_serializes_as_its_text() {
    use rfc1738::rfc3987;
    let iri = rfc3987::IriReference::parse("http://例え.jp/パス?q#f").unwrap();
    assert_eq!(
        serde_json::to_string(&iri).unwrap(),
        r#""http://例え.jp/パス?q#f""#
    );
    assert_eq!(
        serde_json::to_string(&iri).unwrap(),
        serde_json::to_string(&iri.to_buf()).unwrap()
    );
    let back: rfc3987::IriReferenceBuf = serde_json::from_str(r#""//ä/δ""#).unwrap();
    assert_eq!(back.parsed().host().unwrap().as_str(), "ä");
    let err = serde_json::from_str::<rfc3987::IriReferenceBuf>(r#""a b""#).unwrap_err();
    assert!(err.to_string().starts_with("expected "), "{err}");
    let err = serde_json::from_str::<rfc3987::IriReferenceBuf>("7").unwrap_err();
    assert!(
        err.to_string().contains("an IRI reference (RFC 3987)"),
        "{err}"
    );
}
