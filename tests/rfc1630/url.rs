//! `Url::parse` across the grammar: the dispatch of `url` (no fallback),
//! the case of scheme names, `prefixedurl`, the RFC's own examples, the
//! valid and invalid inputs of the research note
//! (../shared/notes/rfc1630-grammar.md, sections 1-3) and the fragment
//! form.

use rfc1738::rfc1630::{FragmentAddress, Options, Production as P, Url};

/// Each input is an RFC 1630 URL, of the production given.
const VALID: &[(&str, P)] = &[
    // The RFC's examples (HTTP, p. 13-14; the fragment one is below).
    ("http://www.my.work.com/", P::Httpaddress),
    (
        "http://www.my.uni.edu/info/matriculation/enroling.html",
        P::Httpaddress,
    ),
    ("http://info.my.org/AboutUs/Phonebook", P::Httpaddress),
    (
        "http://www.library.my.town.va.us/Catalogue/76523471236%2Fwen44--4.98",
        P::Httpaddress,
    ),
    (
        "http://www.my.org/462F4F2D4241522A314159265358979323846",
        P::Httpaddress,
    ),
    ("http://info.cern.ch:8000/imaginary/test", P::Httpaddress),
    (
        "http://info.my.org/AboutUs/Index/Phonebook?dobbins",
        P::Httpaddress,
    ),
    // Research note, 1.2-1.11.
    ("http://h?q", P::Httpaddress),
    ("http://h/", P::Httpaddress),
    ("http://h/a/b/", P::Httpaddress),
    ("http://h/a+b?c+d", P::Httpaddress),
    ("http://h/?a&b", P::Httpaddress),
    ("http://h/?*%20x", P::Httpaddress),
    ("http://h/\"x\"", P::Httpaddress),
    ("http://host.com./", P::Httpaddress),
    ("http://a_b.example/", P::Httpaddress),
    ("http://a@b/", P::Httpaddress),
    ("http://h%41.example/", P::Httpaddress),
    ("http://a-.example/", P::Httpaddress),
    ("http://user@:80", P::Httpaddress),
    ("http://user@/www.example.com", P::Httpaddress),
    ("http://example.com%40127.0.0.1/", P::Httpaddress),
    ("http://999.0.0.0001/", P::Httpaddress),
    ("ftp://h/", P::Ftpaddress),
    ("ftp://u@h@x/", P::Ftpaddress),
    ("ftp://h/f;type=AN", P::Ftpaddress),
    ("ftp://h/f;type=EC", P::Ftpaddress),
    ("ftp://h/f;type=L8", P::Ftpaddress),
    ("ftp://h/f;type=I", P::Ftpaddress),
    ("ftp://u@1x/", P::Ftpaddress),
    ("ftp://n@1.2.3.4x/", P::Ftpaddress),
    ("ftp://u:p@h:21/a/b", P::Ftpaddress),
    ("news:*", P::Newsaddress),
    ("news:comp.infosystems.www", P::Newsaddress),
    ("news:1234@a.sn.no", P::Newsaddress),
    ("news:a@b", P::Newsaddress),
    ("news:a@1", P::Newsaddress),
    ("news:a@b@c", P::Newsaddress),
    ("news:a.b@", P::Newsaddress),
    ("nntp:comp.lang.c/123", P::Nntpaddress),
    ("mid:960830.1639@XIson.com", P::Midaddress),
    ("mid:%22a%20b%22@c", P::Midaddress),
    ("mid:\"a.b\"@c", P::Midaddress),
    ("cid:foo4*foo1@bar.net", P::Cidaddress),
    ("cid:part1@host.example", P::Cidaddress),
    ("mailto:timbl@info.cern.ch", P::Mailtoaddress),
    ("mailto:a@b@c", P::Mailtoaddress),
    ("mailto:a@b@1", P::Mailtoaddress),
    ("wais://h/db", P::Waisaddress),
    ("wais://h/db?w+x", P::Waisaddress),
    ("wais://h/db/t/0=;", P::Waisaddress),
    ("wais://h/db/TEXT/0=x;", P::Waisaddress),
    ("wais://h:210/db/TEXT/0=x/y;1=;22=z;", P::Waisaddress),
    ("prospero://h/a", P::Prosperoaddress),
    ("prospero://h/a%00123", P::Prosperoaddress),
    ("prospero://h/a%0012ab", P::Prosperoaddress),
    ("prospero://h/", P::Prosperoaddress),
    ("telnet://h", P::Telnetaddress),
    ("telnet://k.@_:23", P::Telnetaddress),
    ("telnet://u:p@h:23", P::Telnetaddress),
    ("gopher://h", P::Gopheraddress),
    ("gopher://h/1", P::Gopheraddress),
    ("gopher://h/11/x", P::Gopheraddress),
    ("gopher://h:70/0about", P::Gopheraddress),
    ("url:http://h/", P::Prefixedurl),
    ("url:mid:a@b", P::Prefixedurl),
];

/// Each input is no RFC 1630 URL.
const INVALID: &[&str] = &[
    "http://h//",
    "http://h/a//b",
    "http://h/?",
    "http://h/a?b=c",
    "http://h/a;p",
    "http://h/a:b",
    "http://h/~u",
    "http://u:p@h/",
    "http://h:/",
    "http://1.2.3/",
    "http://3com.com/",
    "http://h/p?a/b",
    "http://h/a#f",
    "ftp://h",
    "ftp://h/f;type=A",
    "ftp://h/f;type=a",
    "ftp://h/f;type=i",
    "ftp://h/f;type=d",
    "ftp://h/a?b",
    "ftp://@host.com/",
    "ftp://foo:@host.com/",
    "ftp://myname@host.dom//etc/motd",
    "ftp://anonymous:joe%40hardware.com@h/",
    "file:///etc/motd",
    "https://h/",
    "afs://cell/path",
    "foo:bar",
    "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3",
    "HTTP://h/",
    "URL:http://h/",
    "url:url:http://h/",
    "telnet://h/",
    "gopher://h/",
    "gopher://h/1/x",
    "gopher://h/1a//b",
    "mailto:joe",
    "mailto:joe@1.2.3.4",
    "mailto:a@b?subject=x",
    "mailto:@a",
    "nntp://h/g/1",
    "nntp:comp.lang.c/",
    "news:1comp",
    "news:<a@b>",
    "news:",
    "mid:<a@b>",
    "mid:a@b@c",
    "mid:a..b@c",
    "mid:a/b@c",
    "wais://h/",
    "wais://h/db/t/p",
    "wais://h/db/t/0=a",
    "prospero://h/a;f=v",
    "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins",
    "",
    "http",
];

#[test]
fn valid_urls_have_their_production() {
    for &(input, p) in VALID {
        match Url::parse(input) {
            Ok(url) => {
                assert_eq!(url.production(), p, "{input}");
                assert_eq!(url.as_str(), input);
                assert_eq!(url.to_string(), input, "Display round-trips");
                assert_eq!(url.span().range(), 0..input.len());
            }
            Err(e) => panic!("{input}: {e}"),
        }
    }
}

#[test]
fn invalid_urls_are_rejected() {
    for &input in INVALID {
        if let Ok(url) = Url::parse(input) {
            panic!("{input} accepted:\n{}", url.node());
        }
    }
}

#[test]
fn errors_and_hints() {
    let mut out = String::new();
    for &input in INVALID {
        let e = Url::parse(input).unwrap_err();
        out.push_str(&format!("## {input:?}\nerror: {e}\n"));
        if let Some(h) = e.hint() {
            out.push_str(&format!("hint: {h}\n"));
        }
        out.push('\n');
    }
    snapshot!("errors", out);
}

#[test]
fn trees() {
    let mut out = String::new();
    for &(input, _) in VALID {
        out.push_str(&format!(
            "## {input:?}\n{}\n",
            Url::parse(input).unwrap().node()
        ));
    }
    snapshot!("trees", out);
}

#[test]
fn scheme_case_is_an_option() {
    let fold = Options::new().fold_scheme_case(true);
    for input in [
        "HTTP://h/",
        "Ftp://h/",
        "URL:News:comp.x",
        "MID:a@b",
        "url:GOPHER://h",
    ] {
        assert!(Url::parse(input).is_err(), "{input}");
        assert!(Url::parse_with(input, fold).is_ok(), "{input}");
    }
    // Only the scheme's letters fold: the ftp type does not.
    assert!(Url::parse_with("FTP://h/f;type=an", fold).is_err());
    let e = Url::parse("HTTP://h/").unwrap_err();
    assert_eq!((e.expected(), e.offset()), (P::Url, 0));
    assert!(e.hint().unwrap().text.contains("fold_scheme_case"));
}

#[test]
fn a_fragment_is_rejected_at_the_hash() {
    let e = Url::parse("http://www.myu.edu/org/admin/people#andy").unwrap_err();
    assert_eq!(e.offset(), 35);
    assert_eq!(e.found(), Some('#'));
    assert!(e.hint().unwrap().text.contains("FragmentAddress"));
}

#[test]
fn the_fragment_form() {
    let f = FragmentAddress::parse("http://www.myu.edu/org/admin/people#andy").unwrap();
    assert_eq!(f.url().production(), P::Httpaddress);
    assert_eq!(f.url().as_str(), "http://www.myu.edu/org/admin/people");
    assert_eq!(f.fragmentid().unwrap().as_str(), "andy");
    assert_eq!(f.fragmentid().unwrap().span().range(), 36..40);
    assert!(f.has_hash());
    let f = FragmentAddress::parse("url:news:a@b#x").unwrap();
    assert_eq!(f.url().production(), P::Prefixedurl);
    // A void fragment-id, with or without the hash sign (p. 12).
    let f = FragmentAddress::parse("http://h/#").unwrap();
    assert!(f.has_hash() && f.fragmentid().is_none());
    let f = FragmentAddress::parse("http://h/").unwrap();
    assert!(!f.has_hash() && f.fragmentid().is_none());
    // The fragment identifier is xalphas: a second "#" is not.
    let e = FragmentAddress::parse("http://h/#a#b").unwrap_err();
    assert_eq!((e.offset(), e.found()), (11, Some('#')));
    let e = FragmentAddress::parse("http://h/#a b").unwrap_err();
    assert_eq!(e.offset(), 11);
    // The URL's errors are reported in the whole input, without the hint.
    let e = FragmentAddress::parse("ftp://h#x").unwrap_err();
    assert_eq!((e.offset(), e.found()), (7, Some('#')));
    assert!(e.hint().is_none());
    let mut out = String::new();
    for input in [
        "http://www.myu.edu/org/admin/people#andy",
        "url:gopher://h/1#a+b",
        "http://h/#",
    ] {
        out.push_str(&format!(
            "## {input:?}\n{}\n",
            FragmentAddress::parse(input).unwrap().node()
        ));
    }
    snapshot!("fragment_form", out);
}

#[test]
fn afsaddress_is_no_url_but_a_production() {
    let e = Url::parse("afs://transarc.com/public").unwrap_err();
    assert_eq!(e.offset(), 0);
    assert!(e.hint().unwrap().text.contains("historical"));
    let node =
        rfc1738::rfc1630::parse_production(P::Afsaddress, "afs://transarc.com/public").unwrap();
    assert_eq!(node.production(), P::Afsaddress);
}

#[test]
fn the_address_production_under_a_prefix() {
    let url = Url::parse("url:telnet://h").unwrap();
    assert_eq!(url.production(), P::Prefixedurl);
    assert_eq!(url.address_production(), P::Telnetaddress);
    assert!(url.is_prefixed());
    assert_eq!(url.scheme(), "telnet");
    assert_eq!(url.unprefixed().as_str(), "telnet://h");
    assert_eq!(
        url.as_telnet().unwrap().login().hostport().host().as_str(),
        "h"
    );
}
