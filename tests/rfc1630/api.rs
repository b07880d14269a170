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

/// `{:?}` of the nodes that keep offsets rather than children
/// (`Ftpaddress`, `Login`, `Httpaddress`, `Gopheraddress`) shows the parts
/// their accessors find, each with its text and byte range, as the other
/// nodes' derived `Debug` does; `Url` shows its address and whole span.
#[test]
fn debug_shows_every_part() {
    let debug = |s: &str| format!("{:?}", Url::parse(s).unwrap());
    assert_eq!(
        debug("ftp://u:p@h:21/a/b;type=AN"),
        "Url { kind: Ftp(Ftpaddress { login: Login { user: Some(User { span: \"u\" @ 6..7 }), \
         password: Some(Password { span: \"p\" @ 8..9 }), hostport: Hostport { host: \
         Hostname(Hostname { span: \"h\" @ 10..11 }), port: Some(Port { span: \"21\" @ 12..14 }), \
         span: \"h:21\" @ 10..14 }, span: \"u:p@h:21\" @ 6..14 }, path: Path { span: \"a/b\" @ \
         15..18 }, ftptype: Some(Ftptype { span: \"AN\" @ 24..26 }), span: \
         \"ftp://u:p@h:21/a/b;type=AN\" @ 0..26 }), span: \"ftp://u:p@h:21/a/b;type=AN\" @ 0..26 }"
    );
    // No type: `ftptype: None`; a user without a password.
    assert_eq!(
        debug("ftp://u@h/"),
        "Url { kind: Ftp(Ftpaddress { login: Login { user: Some(User { span: \"u\" @ 6..7 }), \
         password: None, hostport: Hostport { host: Hostname(Hostname { span: \"h\" @ 8..9 }), \
         port: None, span: \"h\" @ 8..9 }, span: \"u@h\" @ 6..9 }, path: Path { span: \"\" @ \
         10..10 }, ftptype: None, span: \"ftp://u@h/\" @ 0..10 }), span: \"ftp://u@h/\" @ 0..10 }"
    );
    assert_eq!(
        debug("url:gopher://h:70/0about"),
        "Url { kind: Gopher(Gopheraddress { hostport: Hostport { host: Hostname(Hostname { \
         span: \"h\" @ 13..14 }), port: Some(Port { span: \"70\" @ 15..17 }), span: \"h:70\" @ \
         13..17 }, gtype: Some(Gtype { span: \"0\" @ 18..19 }), gcommand: Some(Gcommand { path: \
         Path { span: \"about\" @ 19..24 } }), span: \"gopher://h:70/0about\" @ 4..24 }), span: \
         \"url:gopher://h:70/0about\" @ 0..24 }"
    );
    assert_eq!(
        debug("gopher://1.2.3.4"),
        "Url { kind: Gopher(Gopheraddress { hostport: Hostport { host: Hostnumber(Hostnumber { \
         span: \"1.2.3.4\" @ 9..16 }), port: None, span: \"1.2.3.4\" @ 9..16 }, gtype: None, \
         gcommand: None, span: \"gopher://1.2.3.4\" @ 0..16 }), span: \"gopher://1.2.3.4\" @ 0..16 }"
    );
    assert_eq!(
        debug("http://h/a?b"),
        "Url { kind: Http(Httpaddress { hostport: Hostport { host: Hostname(Hostname { span: \
         \"h\" @ 7..8 }), port: None, span: \"h\" @ 7..8 }, path: Some(Path { span: \"a\" @ 9..10 \
         }), search: Some(Search { span: \"b\" @ 11..12 }), span: \"http://h/a?b\" @ 0..12 }), \
         span: \"http://h/a?b\" @ 0..12 }"
    );
    assert_eq!(
        debug("http://h"),
        "Url { kind: Http(Httpaddress { hostport: Hostport { host: Hostname(Hostname { span: \
         \"h\" @ 7..8 }), port: None, span: \"h\" @ 7..8 }, path: None, search: None, span: \
         \"http://h\" @ 0..8 }), span: \"http://h\" @ 0..8 }"
    );
    let login = Url::parse("telnet://k:pw@h").unwrap().login().unwrap();
    assert_eq!(
        format!("{login:?}"),
        "Login { user: Some(User { span: \"k\" @ 9..10 }), password: Some(Password { span: \"pw\" \
         @ 11..13 }), hostport: Hostport { host: Hostname(Hostname { span: \"h\" @ 14..15 }), \
         port: None, span: \"h\" @ 14..15 }, span: \"k:pw@h\" @ 9..15 }"
    );
    let login = Url::parse("telnet://h").unwrap().login().unwrap();
    assert_eq!(
        format!("{login:?}"),
        "Login { user: None, password: None, hostport: Hostport { host: Hostname(Hostname { \
         span: \"h\" @ 9..10 }), port: None, span: \"h\" @ 9..10 }, span: \"h\" @ 9..10 }"
    );
}

/// Each `as_*` accessor answers the address of its own scheme and `None`
/// for every other: one URL of each of `url`'s eleven alternatives.
#[test]
fn each_as_accessor_answers_its_scheme_only() {
    use rfc1738::rfc1630::UrlKind;
    let urls = [
        "http://h/",
        "ftp://h/",
        "news:a",
        "nntp:a/1",
        "prospero://h/x",
        "telnet://h",
        "gopher://h",
        "wais://h/d",
        "mailto:a@b",
        "mid:a@b",
        "url:cid:a@b",
    ];
    for (k, s) in urls.iter().enumerate() {
        let url = Url::parse(s).unwrap();
        let kind = Some(url.kind());
        let answers = [
            url.as_http().map(UrlKind::Http),
            url.as_ftp().map(UrlKind::Ftp),
            url.as_news().map(UrlKind::News),
            url.as_nntp().map(UrlKind::Nntp),
            url.as_prospero().map(UrlKind::Prospero),
            url.as_telnet().map(UrlKind::Telnet),
            url.as_gopher().map(UrlKind::Gopher),
            url.as_wais().map(UrlKind::Wais),
            url.as_mailto().map(UrlKind::Mailto),
            url.as_mid().map(UrlKind::Mid),
            url.as_cid().map(UrlKind::Cid),
        ];
        for (j, answer) in answers.into_iter().enumerate() {
            let want = if j == k { kind } else { None };
            assert_eq!(answer, want, "{s}: accessor {j}");
        }
    }
    let nntp = Url::parse("nntp:comp.lang.c/42")
        .unwrap()
        .as_nntp()
        .unwrap();
    assert_eq!(
        (nntp.group().as_str(), nntp.digits().as_str()),
        ("comp.lang.c", "42")
    );
    let cid = Url::parse("cid:part1@host.example")
        .unwrap()
        .as_cid()
        .unwrap();
    assert_eq!(
        format!("{:?}", cid.content_identifier().span()),
        "\"part1@host.example\" @ 4..22"
    );
}

/// `UrlBuf`'s text: `as_str`, `into_string` (no copy) and the deprecated
/// `as_url`, which is `parsed` under its former name.
#[test]
fn urlbuf_gives_its_text_back() {
    let buf = UrlBuf::parse("url:nntp:a.b/7").unwrap();
    assert_eq!(buf.as_str(), "url:nntp:a.b/7");
    #[allow(deprecated)]
    let url = buf.as_url();
    assert_eq!(url, buf.parsed());
    assert_eq!(url.production(), Production::Prefixedurl);
    assert_eq!(url.as_nntp().unwrap().digits().as_str(), "7");
    assert_eq!(buf.into_string(), "url:nntp:a.b/7");
}

/// `FragmentAddress` writes its input unchanged, padded like a `str`.
#[test]
fn fragment_address_displays_its_input() {
    use rfc1738::rfc1630::FragmentAddress;
    let f = FragmentAddress::parse("news:a#b").unwrap();
    assert_eq!(f.as_str(), "news:a#b");
    assert_eq!(f.to_string(), "news:a#b");
    assert_eq!(format!("[{:<10}]", f), "[news:a#b  ]");
    assert_eq!(f.node().as_ref(), "news:a#b");
    assert_eq!(
        AsRef::<str>::as_ref(&Url::parse("news:a").unwrap().node()),
        "news:a"
    );
}

/// `Options::max_len` bounds every entry point: an input of exactly that
/// many bytes is parsed, one byte more is rejected before any production
/// is tried, at the first byte past the limit, naming the start production (`url`, or the production asked
/// for). The default is 4 MiB.
#[test]
fn max_len_bounds_every_entry_point() {
    use rfc1738::rfc1630::{FragmentAddress, parse_production_with};
    assert_eq!(Options::DEFAULT_MAX_LEN, 4 * 1024 * 1024);
    assert_eq!(Options::new().max_len, 4_194_304);
    assert_eq!(Options::default(), Options::new());
    let at_most = Options::new().max_len(8);
    let too_long = |e: ParseError| {
        (
            e.to_string(),
            e.offset(),
            e.expected(),
            e.kind(),
            e.within().to_vec(),
        )
    };
    // Eight bytes: parsed.
    assert_eq!(
        Url::parse_with("news:a.b", at_most).unwrap().as_str(),
        "news:a.b"
    );
    assert_eq!(
        FragmentAddress::parse_with("news:a#b", at_most)
            .unwrap()
            .as_str(),
        "news:a#b"
    );
    assert_eq!(
        parse_production_with(Production::Group, "comp.lan", at_most)
            .unwrap()
            .as_str(),
        "comp.lan"
    );
    // Nine bytes: too long, at the byte past the limit.
    let msg = String::from("input of 9 bytes is over the limit of 8 bytes (max_len)");
    let tl = rfc1738::ErrorKind::TooLong { len: 9, max_len: 8 };
    let e = Url::parse_with("news:a.bc", at_most).unwrap_err();
    assert_eq!(too_long(e), (msg.clone(), 8, Production::Url, tl, vec![]));
    let e = FragmentAddress::parse_with("news:a#bc", at_most).unwrap_err();
    assert_eq!(too_long(e), (msg.clone(), 8, Production::Url, tl, vec![]));
    let e = parse_production_with(Production::Group, "comp.lang", at_most).unwrap_err();
    assert_eq!(too_long(e), (msg.clone(), 8, Production::Group, tl, vec![]));
}

/// An escape inside `atom`, which is one repetition of a class, names
/// `atom` once (it is both where the escape is and `atom`'s own
/// context), in a URL and in `atom` alone.
#[test]
fn a_bad_escape_names_atom_once() {
    use Production as P;
    let e = Url::parse("mid:a%zz@b").unwrap_err();
    assert_eq!(
        (e.expected(), e.within()),
        (
            P::Hex,
            &[
                P::Escape,
                P::Atom,
                P::Word,
                P::LocalPart,
                P::AddrSpec,
                P::Midaddress,
                P::Url
            ][..]
        ),
        "{e}"
    );
    let e = Url::parse("mid:a@b%zz").unwrap_err();
    assert_eq!(e.within()[..3], [P::Escape, P::Atom, P::DomainRef], "{e}");
    let e = parse_production(P::Atom, "a%z").unwrap_err();
    assert_eq!(
        (e.expected(), e.within()),
        (P::Hex, &[P::Escape, P::Atom][..]),
        "{e}"
    );
}
