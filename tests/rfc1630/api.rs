//! The API a program keeps: `UrlBuf` (the owned URL), `Display` that
//! round-trips, nodes that display their text, `TryFrom`, the `Grammar`
//! impl, the error's accessors and message form.

use std::collections::HashSet;

use rfc1738::rfc1630::{Options, ParseError, Production, Rfc1630, Url, UrlBuf, parse_production};
use rfc1738::syntax::Grammar;

#[test]
fn urlbuf_owns_its_text() {
    let text = String::from("gopher://h/0about\nurl:news:a@b\nHTTP://h/\n");
    let bufs: Vec<Result<UrlBuf, ParseError>> = text.lines().map(str::parse).collect();
    drop(text);
    assert_eq!(
        bufs[0].as_ref().unwrap().parsed().production(),
        Production::Gopheraddress
    );
    assert_eq!(
        bufs[1].as_ref().unwrap().parsed().production(),
        Production::Prefixedurl
    );
    assert!(bufs[2].is_err());
    let folded = UrlBuf::parse_with("HTTP://h/", Options::new().fold_scheme_case(true)).unwrap();
    // The options decide acceptance, not the tree.
    assert_eq!(folded.parsed().production(), Production::Httpaddress);
    assert_eq!(folded.as_str(), "HTTP://h/");
    let set: HashSet<UrlBuf> = ["news:a", "news:a", "news:b"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    assert_eq!(set.len(), 2);
    assert!(set.contains("news:a"));
    let url = Url::parse("mailto:a@b").unwrap();
    assert_eq!(url.to_buf(), "mailto:a@b");
    assert_eq!(
        String::from(UrlBuf::try_from(String::from("cid:x@y")).unwrap()),
        "cid:x@y"
    );
    assert_eq!(
        format!("{:>12}", UrlBuf::parse("news:*").unwrap()),
        "      news:*"
    );
}

#[test]
fn display_round_trips() {
    for s in [
        "http://h/a+b?c",
        "url:wais://h/d/t/0=;",
        "ftp://u@h@x/;type=I",
        "mid:\"a\"@b",
    ] {
        let url = Url::parse(s).unwrap();
        assert_eq!(url.to_string(), s);
        assert_eq!(Url::try_from(s).unwrap(), url);
        assert_eq!(url.as_ref(), s);
        assert_eq!(url.kind().to_string(), url.unprefixed().as_str());
    }
    let http = Url::parse("http://h:80/a").unwrap().as_http().unwrap();
    assert_eq!(http.hostport().to_string(), "h:80");
    assert_eq!(http.path().unwrap().to_string(), "a");
}

#[test]
fn errors_have_the_shared_accessors() {
    let e = Url::parse("http://h/a?b=c").unwrap_err();
    assert_eq!(e.offset(), 12);
    assert_eq!(e.expected(), Production::Search);
    assert_eq!(e.within(), [Production::Httpaddress, Production::Url]);
    assert_eq!(e.found(), Some('='));
    assert_eq!(
        e.to_string(),
        "expected search at byte 12, found '=' (within httpaddress, url)"
    );
    assert!(e.hint().unwrap().section.starts_with("RFC 1630"));
    let e = Url::parse("http://h/a//b").unwrap_err();
    assert_eq!(e.after(), Some(Production::Void));
    assert!(e.next().count() >= 2);
    let e = Url::parse_with("http://h/aaaa", Options::new().max_len(4)).unwrap_err();
    assert_eq!(
        e.kind(),
        rfc1738::ErrorKind::TooLong {
            len: 13,
            max_len: 4
        }
    );
    // An error never names a production the input satisfies at its offset.
    let e = parse_production(Production::Hostport, "h:").unwrap_err();
    assert_eq!((e.expected(), e.offset()), (Production::Digits, 2));
}

#[test]
fn the_grammar_trait() {
    let (p, node) = Rfc1630::parse("nntp:comp.lang.c/42", Options::new()).unwrap();
    assert_eq!(p, Production::Nntpaddress);
    assert_eq!(node.children().len(), 1);
    let node = Rfc1630::parse_production(Production::Ftptype, "AN", Options::new()).unwrap();
    assert_eq!(
        node.to_string(),
        "ftptype \"AN\" @ 0..2\n  formcode \"N\" @ 1..2\n"
    );
    assert_eq!(Rfc1630::max_len(Options::new()), Options::DEFAULT_MAX_LEN);
    assert_eq!(
        <Production as rfc1738::syntax::Production>::GRAMMAR,
        "rfc1630"
    );
}
