//! The meaning layer of RFC 1630 (src/rfc1630/meaning.rs): each rule
//! with the prose it rests on (grammar-notes/rfc1630/meaning.md).

use rfc1738::rfc1630::Url;

fn url(s: &str) -> Url<'_> {
    Url::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[test]
fn default_ports_are_rfc_1738s() {
    for (s, port) in [
        ("http://h/", Some(80)),
        ("ftp://h/", Some(21)),
        ("telnet://h", Some(23)),
        ("gopher://h", Some(70)),
        ("wais://h/d", Some(210)),
        ("prospero://h/x", Some(1525)),
        ("news:a", None),
        ("nntp:a/1", None),
        ("mailto:a@b", None),
        ("mid:a@b", None),
        ("cid:a@b", None),
        ("url:gopher://h", Some(70)),
    ] {
        assert_eq!(url(s).default_port(), port, "{s}");
        assert_eq!(url(s).effective_port(), port, "{s}");
        assert!(url(s).port().is_none());
    }
    assert_eq!(url("http://h:8000/").effective_port(), Some(8000));
    assert_eq!(url("ftp://u:p@h:0021/").effective_port(), Some(21));
    assert_eq!(url("telnet://h:65536").effective_port(), None);
    assert!(url("telnet://h:65536").port().unwrap().value().is_err());
    assert_eq!(url("wais://h:7/d").host().unwrap().as_str(), "h");
    assert!(url("news:a").host().is_none());
}

#[test]
fn ftp_user_type_and_path() {
    let u = url("ftp://h/pub/a%2Fb/f.txt;type=AN");
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.effective_user().value, "anonymous");
    assert!(ftp.effective_user().is_default());
    let pw = ftp.effective_password("me@my.example").unwrap();
    assert!(pw.is_default() && pw.value == "me@my.example");
    let segments: Vec<_> = ftp.decoded_segments().collect();
    assert_eq!(segments, [&b"pub"[..], b"a/b", b"f.txt"]);
    assert!(!ftp.is_directory());
    let t = ftp.ftptype().unwrap();
    assert_eq!(
        (t.code(), t.rfc959(), t.data_type()),
        ('A', "A N".to_string(), "ASCII")
    );
    assert_eq!(t.form(), Some("Non-print"));
    assert_eq!(t.formcode().unwrap().code(), 'N');
    let t = url("ftp://h/;type=L36")
        .as_ftp()
        .unwrap()
        .ftptype()
        .unwrap();
    assert_eq!(
        (t.rfc959(), t.byte_size(), t.form()),
        ("L 36".to_string(), Some(Ok(36)), None)
    );
    let t = url("ftp://h/;type=I").as_ftp().unwrap().ftptype().unwrap();
    assert_eq!((t.rfc959(), t.data_type()), ("I".to_string(), "IMAGE"));
    let ftp = url("ftp://joe:pw@h/dir/").as_ftp().unwrap();
    assert_eq!(ftp.effective_user().value, "joe");
    assert_eq!(ftp.effective_password("x").unwrap().value, "pw");
    assert!(ftp.is_directory());
    assert!(
        url("ftp://joe@h/")
            .as_ftp()
            .unwrap()
            .effective_password("x")
            .is_none()
    );
}

#[test]
fn gopher_type_and_command() {
    let g = url("gopher://h").as_gopher().unwrap();
    assert!(g.gopher_type().is_default() && g.gopher_type().value == b'1');
    assert!(g.command().is_empty());
    let g = url("gopher://h/7search%09rfc/x").as_gopher().unwrap();
    assert_eq!(g.gopher_type().value, b'7');
    assert_eq!(&*g.command(), b"search\trfc/x");
    assert_eq!(
        url("gopher://h/%30")
            .as_gopher()
            .unwrap()
            .gopher_type()
            .value,
        b'0'
    );
}

#[test]
fn wais_fields() {
    let w = url("wais://h/db%41/TEXT/0=a%3Bb/c;12=;").as_wais().unwrap();
    assert_eq!(&*w.decoded_database(), b"dbA");
    assert_eq!(&*w.decoded_wtype().unwrap(), b"TEXT");
    let fields: Vec<_> = w
        .fields()
        .map(|f| (f.number().unwrap(), f.contents().into_owned()))
        .collect();
    assert_eq!(fields, [(0, b"a;b/c".to_vec()), (12, Vec::new())]);
    assert!(w.search().is_none());
    let w = url("wais://h/db?cern+lab").as_wais().unwrap();
    assert_eq!(w.search().unwrap().text(), b"cern lab");
    assert_eq!(w.fields().count(), 0);
}

#[test]
fn search_words_split_at_plus() {
    let u = url("http://h/p?a+b%2Bc++d");
    let s = u.as_http().unwrap().search().unwrap();
    let words: Vec<_> = s.decoded_words().collect();
    assert_eq!(words, [&b"a"[..], b"b+c", b"", b"d"]);
    assert_eq!(s.text(), b"a b+c  d");
}

#[test]
fn prospero_version_and_attributes() {
    let link = url("prospero://h/a/b%0012xy")
        .as_prospero()
        .unwrap()
        .prosperolink();
    assert_eq!(&*link.decoded_hsoname(), b"a/b");
    assert_eq!(link.version_number(), Some(Ok(12)));
    let attributes: Vec<_> = link
        .attributes()
        .unwrap()
        .attributes()
        .map(|a| a.as_str())
        .collect();
    assert_eq!(attributes, ["xy"]);
    let link = url("prospero://h/a%00x")
        .as_prospero()
        .unwrap()
        .prosperolink();
    assert!(link.version().is_none());
    assert_eq!(&*link.decoded_hsoname(), b"a\0x");
}

#[test]
fn news_group_or_article() {
    let n = url("news:*").as_news().unwrap();
    assert!(n.is_all_groups() && n.group().is_none() && n.article().is_none());
    let n = url("news:comp.infosystems.www").as_news().unwrap();
    assert!(!n.is_all_groups());
    let parts: Vec<_> = n
        .group()
        .unwrap()
        .components()
        .map(|c| c.as_str())
        .collect();
    assert_eq!(parts, ["comp", "infosystems", "www"]);
    let n = url("news:1234@a.sn.no").as_news().unwrap();
    assert!(!n.is_all_groups() && n.group().is_none());
    let a = n.article().unwrap();
    assert_eq!(a.message_id(), "<1234@a.sn.no>");
    assert_eq!(
        (a.local_part().as_str(), a.host().as_str()),
        ("1234", "a.sn.no")
    );
}

#[test]
fn fragment_and_mail() {
    let f = rfc1738::rfc1630::FragmentAddress::parse("http://h/#sec%201").unwrap();
    assert_eq!(&*f.fragmentid().unwrap().decode(), b"sec 1");
    let m = url("mailto:a%25b@h").as_mailto().unwrap();
    assert_eq!(
        rfc1738::rfc1630::meaning::percent_decode(m.xalphas().as_str()),
        &b"a%b"[..]
    );
    let mid = url("mid:\"a.b\"@c.d").as_mid().unwrap().addr_spec();
    let words: Vec<_> = mid
        .local_part()
        .words()
        .map(|w| (w.as_str(), w.is_quoted()))
        .collect();
    assert_eq!(words, [("\"a.b\"", true)]);
    let domains: Vec<_> = mid
        .domain()
        .sub_domains()
        .map(|d| d.span().as_str())
        .collect();
    assert_eq!(domains, ["c", "d"]);
}

/// The server of each scheme that names one: its host and written port,
/// through `Url::hostport`; the login of ftp and telnet through
/// `Url::login`; none for the schemes without a server.
#[test]
fn each_server_scheme_names_its_host_and_port() {
    for s in [
        "http://h:99/",
        "ftp://u:p@h:99/",
        "telnet://u@h:99",
        "gopher://h:99/1",
        "wais://h:99/d",
        "prospero://h:99/x",
        "url:ftp://h:99/",
    ] {
        let u = url(s);
        let hostport = u.hostport().unwrap_or_else(|| panic!("{s}: no hostport"));
        assert_eq!(hostport.span().as_str(), "h:99", "{s}");
        assert_eq!(u.host().unwrap().as_str(), "h", "{s}");
        assert_eq!(u.port().unwrap().as_str(), "99", "{s}");
        assert_eq!(u.effective_port(), Some(99), "{s}");
    }
    let login = url("ftp://u:p@h:99/").login().unwrap();
    assert_eq!(
        (
            login.user().unwrap().as_str(),
            login.password().unwrap().as_str()
        ),
        ("u", "p")
    );
    assert_eq!(
        url("telnet://u@h:99").login().unwrap().span().as_str(),
        "u@h:99"
    );
    for s in [
        "http://h/",
        "gopher://h",
        "news:a",
        "nntp:a/1",
        "mailto:a@b",
        "mid:a@b",
    ] {
        assert_eq!(url(s).login(), None, "{s}");
    }
    for s in ["news:a", "nntp:a/1", "mailto:a@b", "mid:a@b", "cid:a@b"] {
        assert_eq!(url(s).hostport(), None, "{s}");
    }
}

/// Each segment decodes on its own: `%2F` is a `/` inside its segment,
/// not a boundary.
#[test]
fn a_segment_decodes_alone() {
    let u = url("http://h/a%2Fb/%41");
    let path = u.as_http().unwrap().path().unwrap();
    let decoded: Vec<_> = path.segments().map(|s| s.decode().into_owned()).collect();
    assert_eq!(decoded, [b"a/b".to_vec(), b"A".to_vec()]);
}
