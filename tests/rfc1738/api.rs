//! The API a program keeps (issue 15, items 4 and 5): the owned
//! `UrlBuf`, the `as_*` accessors by value (usable on a temporary `Url`),
//! `Display` and `AsRef<str>` of the nodes with text, and `scheme_is`.

use std::collections::{BTreeSet, HashSet};
use std::fmt::Display;

use rfc1738::gopher::Gopherurl;
use rfc1738::ip::Host;
use rfc1738::news::Grouppart;
use rfc1738::{Options, ParseError, Production as P, Url, UrlBuf};

// ---------------------------------------------------------------------
// `as_*` by value.

/// The `as_*` accessors return the node, not a reference into the `Url`:
/// the nodes borrow the input, so they outlive a temporary `Url`. (With
/// `Option<&Gopherurl>` each of these was E0716, "temporary value dropped
/// while borrowed".)
#[test]
fn scheme_accessors_work_on_a_temporary_url() -> Result<(), ParseError> {
    let s = "gopher://gopher.example.org/7search%09rfc";
    let gopher = Url::parse(s)?.as_gopher();
    let gopher: Gopherurl<'_> = gopher.unwrap();
    assert_eq!(gopher.selector().unwrap().as_str(), "search");

    fn gtype(s: &str) -> Result<Option<&str>, ParseError> {
        Ok(Url::parse(s)?
            .as_gopher()
            .and_then(|g| g.gtype())
            .map(|t| t.as_str()))
    }
    assert_eq!(gtype(s)?, Some("7"));
    assert_eq!(gtype("http://h.example/")?, None);

    let http = Url::parse("http://h.example/a?q")?.as_http().unwrap();
    assert_eq!(http.search().unwrap().as_str(), "q");
    let generic = Url::parse("https://h.example/a")?.as_generic().unwrap();
    assert_eq!(generic.scheme().as_str(), "https");
    Ok(())
}

/// Each accessor answers for its scheme only, by value.
#[test]
fn each_scheme_accessor_answers_for_its_scheme() {
    type Is = fn(&Url<'_>) -> bool;
    let cases: [(&str, Is); 11] = [
        ("http://h/", |u| u.as_http().is_some()),
        ("ftp://h/", |u| u.as_ftp().is_some()),
        ("news:a.b", |u| u.as_news().is_some()),
        ("nntp://h/a.b", |u| u.as_nntp().is_some()),
        ("telnet://h", |u| u.as_telnet().is_some()),
        ("gopher://h", |u| u.as_gopher().is_some()),
        ("wais://h/db", |u| u.as_wais().is_some()),
        ("mailto:a@h", |u| u.as_mailto().is_some()),
        ("file:///p", |u| u.as_file().is_some()),
        ("prospero://h/p", |u| u.as_prospero().is_some()),
        ("x-y:z", |u| u.as_generic().is_some()),
    ];
    for (input, _) in cases {
        let url = Url::parse(input).unwrap();
        let answers: Vec<bool> = cases.iter().map(|(_, is)| is(&url)).collect();
        assert_eq!(answers.iter().filter(|&&a| a).count(), 1, "{input}");
    }
}

// ---------------------------------------------------------------------
// Display and AsRef<str>.

/// `Display` and `AsRef<str>` of a node are its text as written.
fn text<T: Display + AsRef<str>>(node: T, expected: &str) {
    assert_eq!(node.to_string(), expected);
    assert_eq!(node.as_ref(), expected);
}

#[test]
fn nodes_display_their_text_as_written() {
    let url = Url::parse("ftp://Joe:s%40c@FTP.Example.com:021/pub/a%20b;type=I").unwrap();
    text(url, url.as_str());
    text(url.kind(), url.as_str());
    text(url.span(), url.as_str());
    // `Node`'s `Display` is the subtree (a tree printer); its text is
    // `AsRef<str>`.
    assert_eq!(url.node().as_ref(), url.as_str());
    let ftp = url.as_ftp().unwrap();
    text(ftp, url.as_str());
    let login = ftp.login();
    text(login, "Joe:s%40c@FTP.Example.com:021");
    text(login.user().unwrap(), "Joe");
    text(login.password().unwrap(), "s%40c");
    text(login.hostport(), "FTP.Example.com:021");
    text(login.hostport().port().unwrap(), "021");
    let host = login.hostport().host();
    text(host, "FTP.Example.com");
    let Host::Hostname(name) = host else {
        panic!("a hostname")
    };
    text(name, "FTP.Example.com");
    text(name.toplabel(), "com");
    text(name.domainlabels().next().unwrap(), "FTP");
    text(ftp.fpath().unwrap(), "pub/a%20b");
    text(ftp.fpath().unwrap().segments().nth(1).unwrap(), "a%20b");
    text(ftp.ftptype().unwrap(), "I");

    let Host::Hostnumber(number) = Url::parse("telnet://u@10.0.0.1").unwrap().host().unwrap()
    else {
        panic!("a hostnumber")
    };
    text(number, "10.0.0.1");

    let url = Url::parse("http://h.example/a/b?x%20y").unwrap();
    let http = url.as_http().unwrap();
    text(http, url.as_str());
    text(http.hpath().unwrap(), "a/b");
    text(http.hpath().unwrap().segments().next().unwrap(), "a");
    text(http.search().unwrap(), "x%20y");

    let url = Url::parse("gopher://h.example/7sel%09q%09+").unwrap();
    let gopher = url.as_gopher().unwrap();
    text(gopher, url.as_str());
    text(gopher.gtype().unwrap(), "7");
    text(gopher.selector().unwrap(), "sel");
    text(gopher.search().unwrap(), "q");
    text(gopher.gopher_plus_string().unwrap(), "+");

    let url = Url::parse("prospero://h.example/a/b;f=v").unwrap();
    let p = url.as_prospero().unwrap();
    text(p, url.as_str());
    text(p.ppath(), "a/b");
    text(p.ppath().segments().next().unwrap(), "a");
    let field = p.fieldspecs().next().unwrap();
    text(field, ";f=v");
    text(field.fieldname(), "f");
    text(field.fieldvalue(), "v");

    let url = Url::parse("x-y://u@h.example/p").unwrap();
    let g = url.as_generic().unwrap();
    text(g, url.as_str());
    text(g.scheme(), "x-y");
    text(g.schemepart(), "//u@h.example/p");
    let ip = g.schemepart().ip_schemepart().unwrap();
    text(ip, "//u@h.example/p");
    text(ip.urlpath().unwrap(), "p");

    let url = Url::parse("news:1234@news.example").unwrap();
    let news = url.as_news().unwrap();
    text(news, url.as_str());
    text(news.grouppart(), "1234@news.example");
    let Grouppart::Article(article) = news.grouppart() else {
        panic!("an article")
    };
    text(article, "1234@news.example");
    let url = Url::parse("news:comp.x").unwrap();
    let Grouppart::Group(group) = url.as_news().unwrap().grouppart() else {
        panic!("a group")
    };
    text(group, "comp.x");

    let url = Url::parse("wais://h.example/db/t/p").unwrap();
    let wais = url.as_wais().unwrap();
    text(wais, url.as_str());
    text(wais.database(), "db");

    let url = Url::parse("mailto:a@h.example").unwrap();
    text(url.as_mailto().unwrap(), url.as_str());
    let url = Url::parse("nntp://h.example/comp.x/12").unwrap();
    text(url.as_nntp().unwrap(), url.as_str());
    let url = Url::parse("telnet://h.example/").unwrap();
    text(url.as_telnet().unwrap(), url.as_str());
    let url = Url::parse("file://h.example/etc/motd").unwrap();
    text(url.as_file().unwrap(), url.as_str());
}

/// `Display` pads like a `str` when a width is given.
#[test]
fn display_pads_like_a_str() {
    let url = Url::parse("http://h/").unwrap();
    assert_eq!(format!("[{url:>12}]"), "[   http://h/]");
    assert_eq!(format!("[{:<6}]", url.host().unwrap()), "[h     ]");
    assert_eq!(
        format!("[{:^5}]", url.span()),
        format!("[{:^5}]", "http://h/")
    );
}

// ---------------------------------------------------------------------
// Scheme names.

/// §2.1: scheme names compare case-insensitively; `scheme()` keeps the
/// case as written.
#[test]
fn scheme_is_ignores_ascii_case() {
    let url = Url::parse("HtTp://h.example/").unwrap();
    assert_eq!(url.scheme(), "HtTp");
    assert!(url.scheme_is("http"));
    assert!(url.scheme_is("HTTP"));
    assert!(!url.scheme_is("http:"));
    assert!(!url.scheme_is("https"));
    assert!(!url.scheme_is(""));
    let url = Url::parse("X-Proto+1.0:opaque").unwrap();
    assert!(url.scheme_is("x-proto+1.0"));
    assert!(!url.scheme_is("x-proto"));
}

// ---------------------------------------------------------------------
// UrlBuf.

/// Reading URLs from lines into a `Vec<UrlBuf>` and keeping them after
/// the text is gone: no lifetime to carry.
#[test]
fn urlbufs_from_lines_outlive_the_text() -> Result<(), ParseError> {
    fn read() -> Result<Vec<UrlBuf>, ParseError> {
        let text = String::from("http://a.example/\nftp://b.example/f;type=a\nnews:comp.x\n");
        let urls: Vec<UrlBuf> = text.lines().map(str::parse).collect::<Result<_, _>>()?;
        drop(text);
        Ok(urls)
    }
    let urls = read()?;
    assert_eq!(urls.len(), 3);
    assert_eq!(urls[0], "http://a.example/");
    let productions: Vec<P> = urls.iter().map(|u| u.parsed().production()).collect();
    assert_eq!(productions, [P::Httpurl, P::Ftpurl, P::Newsurl]);
    assert_eq!(
        urls[1].parsed().as_ftp().unwrap().ftptype().unwrap().code(),
        'a'
    );

    // A struct without a lifetime, and another thread.
    struct Bookmark {
        url: UrlBuf,
    }
    let b = Bookmark {
        url: urls[2].clone(),
    };
    let handle = std::thread::spawn(move || b.url.parsed().as_news().is_some());
    assert!(handle.join().unwrap());

    // An invalid line is the parse error.
    let bad: Result<Vec<UrlBuf>, _> = "http://a/\nhttp://a:/\n".lines().map(str::parse).collect();
    assert_eq!(bad.unwrap_err().expected(), P::Digits);
    Ok(())
}

/// Every way in and out of a `UrlBuf`, and its traits.
#[test]
fn urlbuf_conversions() {
    let s = "gopher://h.example:70/1x";
    let from_str: UrlBuf = s.parse().unwrap();
    let parsed = UrlBuf::parse(s).unwrap();
    let from_string = UrlBuf::try_from(String::from(s)).unwrap();
    let from_ref = UrlBuf::try_from(s).unwrap();
    let from_url = UrlBuf::from(Url::parse(s).unwrap());
    let to_buf = Url::parse(s).unwrap().to_buf();
    for buf in [&parsed, &from_string, &from_ref, &from_url, &to_buf] {
        assert_eq!(buf, &from_str);
    }
    assert_eq!(from_str.as_str(), s);
    assert_eq!(AsRef::<str>::as_ref(&from_str), s);
    assert_eq!(from_str.to_string(), s);
    assert_eq!(format!("{from_str:?}"), format!("UrlBuf({s:?})"));
    assert_eq!(String::from(from_str.clone()), s);
    assert_eq!(from_str.clone().into_string(), s);
    assert_eq!(from_str.parsed(), Url::parse(s).unwrap());

    // Errors, the same as Url::parse's.
    for bad in ["", "http://h:/", "gopher://h/%zz"] {
        let err = Url::parse(bad).unwrap_err();
        assert_eq!(bad.parse::<UrlBuf>().unwrap_err(), err, "{bad:?}");
        assert_eq!(
            UrlBuf::try_from(bad.to_owned()).unwrap_err(),
            err,
            "{bad:?}"
        );
    }
    let strict = Options::new().strict_scheme_case(true);
    assert!(UrlBuf::parse_with("Http://h/", strict).is_err());
    assert!(UrlBuf::parse_with("http://h/", Options::new().max_len(4)).is_err());

    // A Url that a combinator read from the front of a longer input: its
    // text alone, its tree again.
    let (rest, url) = rfc1738::generic::url(rfc1738::Input::new("http://h.example/a~b")).unwrap();
    assert_eq!(*rest.fragment(), "~b");
    let buf = url.to_buf();
    assert_eq!(buf, "http://h.example/a");
    assert_eq!(buf.parsed(), url);
}

/// `Eq`, `Ord` and `Hash` are the text's (so `Borrow<str>` is sound):
/// not §2.2 equivalence.
#[test]
fn urlbuf_compares_and_hashes_by_text() {
    let a: UrlBuf = "HTTP://h/%41".parse().unwrap();
    let b: UrlBuf = "http://h/A".parse().unwrap();
    assert!(a.parsed().equivalent(&b.parsed()));
    assert_ne!(a, b);
    assert!(a < b); // 'H' < 'h'

    let set: HashSet<UrlBuf> = [a.clone(), b.clone(), a.clone()].into_iter().collect();
    assert_eq!(set.len(), 2);
    assert!(set.contains("http://h/A"));
    assert!(!set.contains("http://h/a"));
    let tree: BTreeSet<UrlBuf> = [b.clone(), a.clone()].into_iter().collect();
    assert!(tree.contains("HTTP://h/%41"));
    assert_eq!(tree.iter().next(), Some(&a));

    // The hash is the str's.
    use std::hash::BuildHasher;
    let state = std::collections::hash_map::RandomState::new();
    assert_eq!(state.hash_one(&a), state.hash_one("HTTP://h/%41"));
}

/// The options decide what a `UrlBuf` accepts, never its tree: a text
/// accepted under any options gets the tree `Url::parse` gives it.
#[test]
fn urlbuf_tree_is_the_parse_tree_whatever_the_options() {
    let strict = Options::new().strict_scheme_case(true);
    let s = "ftp://u:p@h.example:21/a/b;type=d";
    let buf = UrlBuf::parse_with(s, strict).unwrap();
    assert_eq!(buf.parsed(), Url::parse_with(s, strict).unwrap());

    // Over the default length limit: kept, and read again without it.
    let long = format!("http://h.example/{}", "a".repeat(Options::DEFAULT_MAX_LEN));
    assert!(Url::parse(&long).is_err());
    let wide = Options::new().max_len(long.len());
    let buf = UrlBuf::parse_with(&long, wide).unwrap();
    assert_eq!(buf.parsed().production(), P::Httpurl);
    assert_eq!(buf.parsed().as_str().len(), long.len());
    let buf = Url::parse_with(&long, wide).unwrap().to_buf();
    assert_eq!(
        buf.parsed()
            .as_http()
            .unwrap()
            .hpath()
            .unwrap()
            .as_str()
            .len(),
        long.len() - 17
    );
}

/// On the corpora (or the committed sample, without `../shared`),
/// `UrlBuf::parsed` is `Url::parse` of the same text, tree and spans.
#[test]
fn urlbuf_as_url_is_the_parse_on_the_corpus() {
    let corpus = crate::common::corpus::Corpus::find("urlbuf_as_url_is_the_parse_on_the_corpus");
    let mut checked = 0;
    for path in corpus.files() {
        let text = crate::common::corpus::read_lossy(&path);
        for line in text.lines().take(2000) {
            let Ok(url) = Url::parse(line) else {
                assert!(line.parse::<UrlBuf>().is_err(), "{line:?}");
                continue;
            };
            let buf: UrlBuf = line.parse().unwrap();
            assert_eq!(buf.parsed(), url, "{line:?}");
            checked += 1;
        }
    }
    assert!(
        checked > 100,
        "only {checked} valid URLs in {}",
        corpus.dir.display()
    );
    println!("{checked} URLs");
}
