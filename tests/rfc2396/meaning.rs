//! Seed 002 as meaning: the nine parts, the scheme table (default ports,
//! `effective_port`), and each scheme's rules as warnings with their
//! sources, never as grammar errors.

use rfc1738::rfc2396::UriReference;
use rfc1738::rfc2396::meaning::Rule;

fn parse(s: &str) -> UriReference<'_> {
    UriReference::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn rules(s: &str) -> Vec<Rule> {
    parse(s).warnings().iter().map(|w| w.rule).collect()
}

/// Every URL of seed 002 parses; the nine parts of its generic form.
#[test]
fn the_urls_of_seed_002() {
    for url in [
        "http://www.hardware.com",
        "HTTP://www.hardware.com",
        "http://www.hardware.com/index.html",
        "http://www.hardware.com:80/index.html",
        "https://www.hardware.com/secure.html",
        "mailto:joe@hardware.com",
        "ftp://anonymous:joe%40hardware.com@prep.ai.mit.edu:21/pub/gnu/",
        "rtsp://www.hardware.com:554/interview/cto_video",
        "file://OFFICE-FS/policies/casual-fridays.doc",
        "telnet://slurp:webhound@joes-hardware.com:23/",
        "http://161.58.228.45:80/index.html",
        "ftp://ftp.prep.ai.mit.edu/pub/gnu",
        "ftp://anonymous@ftp.prep.ai.mit.edu/pub/gnu",
        "ftp://anonymous:my_passwd@ftp.prep.ai.mit.edu/pub/gnu",
        "http://joe:joespasswd@www.joes-hardware.com/sales_info.txt",
        "http://www.hardware.com:80/seasonal/index-fall.html",
        "ftp://prep.ai.mit.edu/pub/gnu;type=d",
        "http://www.hardware.com/hammers;sale=false/index.html;graphics=true",
        "http://www.hardware.com/inventory-check.cgi?item=12731&color=blue&size=large",
        "http://www.hardware.com/tools.html#drills",
        "http://[0:0:0:0:0:0:0:1]/",
    ] {
        parse(url);
    }
    let u = parse("ftp://anonymous:my_passwd@ftp.prep.ai.mit.edu:21/pub/gnu;type=d?q#f");
    assert_eq!(u.scheme().unwrap().as_str(), "ftp");
    assert_eq!(u.user().unwrap().as_str(), "anonymous");
    assert_eq!(u.password().unwrap().as_str(), "my_passwd");
    assert_eq!(u.host().unwrap().as_str(), "ftp.prep.ai.mit.edu");
    assert_eq!(u.port().unwrap().as_str(), "21");
    assert_eq!(u.port_value(), Some(Ok(21)));
    assert_eq!(u.path().as_str(), "/pub/gnu;type=d");
    assert_eq!(
        u.segments()
            .last()
            .unwrap()
            .params()
            .next()
            .unwrap()
            .as_str(),
        "type=d"
    );
    assert_eq!(u.query().unwrap().as_str(), "q");
    assert_eq!(u.fragment().unwrap().as_str(), "f");
    assert_eq!(u.ftp_type(), Some('d'));
}

#[test]
fn default_and_effective_ports() {
    for (url, default) in [
        ("http://h/", Some(80)),
        ("https://h/", Some(443)),
        ("ftp://h/", Some(21)),
        ("rtsp://h/", Some(554)),
        ("rtspu://h/", Some(554)),
        ("telnet://h/", Some(23)),
        ("gopher://h/", Some(70)),
        ("nntp://h/g", Some(119)),
        ("wais://h/db", Some(210)),
        ("prospero://h/p", Some(1525)),
        ("HTTPS://h/", Some(443)),
        ("mailto:a@b", None),
        ("file:///x", None),
        ("urn:x:y", None),
    ] {
        let u = parse(url);
        assert_eq!(u.default_port(), default, "{url}");
        assert_eq!(u.effective_port(), default, "{url}: no port written");
    }
    assert_eq!(parse("http://h:8080/").effective_port(), Some(8080));
    // An empty port: the default (RFC 2396 G.3; RFC 2326 §3.2).
    assert_eq!(parse("rtsp://h:/").effective_port(), Some(554));
    assert_eq!(parse("rtsp://h:/").port_value(), None);
    // Over 65535: reported, and no port at all (never the default).
    let u = parse("http://h:65536/");
    assert!(u.port_value().unwrap().is_err());
    assert_eq!(u.effective_port(), None);
    assert_eq!(rules("http://h:65536/"), [Rule::PortOutOfRange]);
    assert_eq!(parse("http://h:0080/").effective_port(), Some(80));
    // A reg_name has no port, and no effective port: it names no server.
    assert_eq!(parse("http://h:x/").port(), None);
    assert_eq!(parse("http://h:x/").effective_port(), None);
    assert_eq!(parse("http://a_b:1/x").effective_port(), None);
    // No host, no server to connect to: no effective port, whatever the
    // scheme's default (issue 40).
    for no_host in ["http:foo", "http:/a", "http:///a", "http://u@/", "ftp:x"] {
        let u = parse(no_host);
        assert_eq!(u.host(), None, "{no_host}");
        assert_eq!(u.effective_port(), None, "{no_host}");
    }
    assert_eq!(rules("http://a_b:1/x"), [Rule::RegName]);
    let w = parse("http://a_b:1/x").warnings();
    assert_eq!(w[0].span.as_str(), "a_b:1");
    assert_eq!(w[0].sources, ["RFC 2396 §3.2.1"]);
    assert!(w[0].to_string().contains("registry name"), "{}", w[0]);
    // Whatever the scheme, and in a relative reference.
    assert_eq!(rules("foo://u@/x"), [Rule::RegName]);
    assert_eq!(rules("//a_b"), [Rule::RegName]);
}

/// An IPv4 address with an octet over 255 is valid syntax (RFC 2732 §3's
/// `IPv4address` has no range) and a warning on that octet, as a port
/// over 65535 is; so is the IPv4 tail of an IPv6 literal.
#[test]
fn an_ipv4_octet_over_255_is_a_warning() {
    for (input, octets) in [
        ("http://999.1.1.1/", &["999"][..]),
        ("http://1.2.3.256:80/", &["256"]),
        ("http://256.256.1.1/", &["256", "256"]),
        ("http://[::ffff:1.2.3.256]/", &["256"]),
        ("http://[::ffff:300.1.2.3]/", &["300"]),
        ("//300.0.0.0", &["300"]),
    ] {
        let w = parse(input).warnings();
        let found: Vec<&str> = w
            .iter()
            .filter(|w| w.rule == Rule::Ipv4OctetOutOfRange)
            .map(|w| w.span.as_str())
            .collect();
        assert_eq!(found, octets, "{input}");
        assert_eq!(w[0].sources, ["RFC 2396 §3.2.2", "RFC 2373 §2.2"]);
    }
    for input in [
        "http://255.255.255.255/",
        "http://0.0.0.0/",
        "http://[::ffff:1.2.3.4]/",
        "http://[::1]/",
        "http://h999.example/",
    ] {
        assert_eq!(rules(input), [], "{input}");
    }
    // In the order of the reference: user name, octet, port.
    assert_eq!(
        rules("http://u@999.1.1.1:99999/"),
        [
            Rule::HttpUserinfo,
            Rule::Ipv4OctetOutOfRange,
            Rule::PortOutOfRange
        ]
    );
}

#[test]
fn the_rules_of_each_scheme_are_warnings() {
    // Seed 002's own example: valid, with a warning and its sources.
    let u = parse("http://joe:joespasswd@www.joes-hardware.com/sales_info.txt");
    let w = u.warnings();
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].rule, Rule::HttpUserinfo);
    assert_eq!(w[0].sources, ["RFC 2616 §3.2.2"]);
    assert_eq!(rules("https://u@h/"), [Rule::HttpUserinfo]);
    assert_eq!(
        parse("https://u@h/").warnings()[0].sources,
        ["RFC 2818 §2.3, §2.4"]
    );
    assert_eq!(rules("rtsp://u:p@h/x"), [Rule::RtspUserinfo]);
    assert_eq!(
        parse("rtsp://u@h/").warnings()[0].sources,
        ["RFC 2326 §3.2"]
    );
    assert_eq!(rules("ftp://u:p@h/"), []);
    assert_eq!(rules("telnet://slurp:webhound@joes-hardware.com:23/"), []);
    assert_eq!(rules("telnet://h/x"), [Rule::TelnetPath]);
    assert_eq!(
        parse("telnet://h/x").warnings()[0].sources,
        ["RFC 1738 §3.8"]
    );
    assert_eq!(rules("file:/etc/motd"), [Rule::FileForm]);
    assert_eq!(parse("file:/x").warnings()[0].sources, ["RFC 1738 §3.10"]);
    assert_eq!(rules("ftp://h/a;type=x"), [Rule::FtpType]);
    assert_eq!(rules("ftp://h/a;type=i/b"), [Rule::FtpType]);
    assert_eq!(rules("ftp://h/a/b;type=I"), []);
    assert_eq!(
        parse("ftp://h/a;type=x").warnings()[0].sources,
        ["RFC 1738 §3.2"]
    );
    assert_eq!(rules("mailto:joe@hardware.com"), []);
    assert_eq!(rules("mailto:joe"), [Rule::MailtoAddress]);
    assert_eq!(rules("mailto://joe@h"), [Rule::MailtoAddress]);
    assert_eq!(parse("mailto:joe").warnings()[0].sources, ["RFC 2368 §2"]);
    // A registry name is no server: said once, by its own rule.
    assert_eq!(rules("http://a_b/"), [Rule::RegName]);
    assert_eq!(rules("http:/x"), [Rule::NoHost]);
    assert_eq!(rules("http:///x"), [Rule::NoHost]);
    assert_eq!(rules("urn:x"), []);
    assert_eq!(rules("g"), []);
    let text = parse("telnet://h/x").warnings()[0].to_string();
    assert_eq!(
        text,
        "a telnet URL has no path but `/` at bytes 10..12 (RFC 1738 §3.8)"
    );
}

#[test]
fn file_host_defaults_to_the_local_machine() {
    let h = parse("file:///etc/motd").file_host().unwrap();
    assert!(h.is_default() && h.value == "localhost");
    let h = parse("file://OFFICE-FS/policies/casual-fridays.doc")
        .file_host()
        .unwrap();
    assert!(!h.is_default() && h.value == "OFFICE-FS");
    assert!(parse("http://h/").file_host().is_none());
}

/// Every rule, its text as `Rule::text` gives it, and a warning that
/// reference raises, as it prints: the text, the bytes, the sources.
#[test]
fn every_rule_with_its_text() {
    let all = [
        (
            Rule::HttpUserinfo,
            "an http or https URL has no user name or password",
            "http://u@h/",
            "at bytes 7..8 (RFC 2616 §3.2.2)",
        ),
        (
            Rule::RtspUserinfo,
            "an rtsp URL has no user name or password",
            "rtspu://u:p@h/",
            "at bytes 8..11 (RFC 2326 §3.2)",
        ),
        (
            Rule::NoHost,
            "this scheme names a server: `//` and a host come after `scheme:`",
            "https:/x",
            "at bytes 6..8 (RFC 2818 §2.3, §2.4)",
        ),
        (
            Rule::TelnetPath,
            "a telnet URL has no path but `/`",
            "telnet://h/x",
            "at bytes 10..12 (RFC 1738 §3.8)",
        ),
        (
            Rule::FileForm,
            "a file URL is `file://<host>/<path>`",
            "file:/x",
            "at bytes 5..7 (RFC 1738 §3.10)",
        ),
        (
            Rule::FtpType,
            "an ftp `;type=` is `a`, `i` or `d`, on the last segment",
            "ftp://h/a;type=x",
            "at bytes 10..16 (RFC 1738 §3.2)",
        ),
        (
            Rule::MailtoAddress,
            "a mailto URL is `mailto:` and an address with `@`",
            "mailto:joe",
            "at bytes 7..10 (RFC 2368 §2)",
        ),
        (
            Rule::PortOutOfRange,
            "a port is at most 65535",
            "ftp://h:65536/",
            "at bytes 8..13 (RFC 2396 §3.2.2; RFC 793 §3.1)",
        ),
        (
            Rule::RegName,
            "the authority is read as a registry name (`reg_name`), not as a server: it has no host and no port",
            "//a_b",
            "at bytes 2..5 (RFC 2396 §3.2.1)",
        ),
        (
            Rule::Ipv4OctetOutOfRange,
            "an octet of an IPv4 address is at most 255",
            "//1.2.3.256",
            "at bytes 8..11 (RFC 2396 §3.2.2; RFC 2373 §2.2)",
        ),
    ];
    for (rule, text, input, at) in all {
        assert_eq!(rule.text(), text, "{rule:?}");
        let w = parse(input).warnings();
        assert_eq!(w.len(), 1, "{input}: {w:?}");
        assert_eq!(w[0].rule, rule, "{input}");
        assert_eq!(w[0].to_string(), format!("{text} {at}"), "{input}");
    }
    // The scheme's sources for its own rules; the generic rules keep
    // theirs whatever the scheme; a scheme outside the table has none.
    assert_eq!(Rule::HttpUserinfo.sources("HTTP"), ["RFC 2616 §3.2.2"]);
    assert_eq!(Rule::HttpUserinfo.sources("urn"), [] as [&str; 0]);
    assert_eq!(
        Rule::PortOutOfRange.sources("http"),
        ["RFC 2396 §3.2.2", "RFC 793 §3.1"]
    );
    assert_eq!(Rule::RegName.sources("http"), ["RFC 2396 §3.2.1"]);
    assert_eq!(
        Rule::Ipv4OctetOutOfRange.sources("ftp"),
        ["RFC 2396 §3.2.2", "RFC 2373 §2.2"]
    );
}

/// A port's value: none when empty, the number up to 65535, an error
/// naming its bytes above.
#[test]
fn the_value_of_a_port() {
    let value = |s: &str| parse(s).port().unwrap().value();
    assert_eq!(value("http://h:/"), None);
    assert_eq!(value("http://h:80/"), Some(Ok(80)));
    assert_eq!(value("http://h:0080/"), Some(Ok(80)));
    assert_eq!(value("http://h:0/"), Some(Ok(0)));
    assert_eq!(value("http://h:65535/"), Some(Ok(65535)));
    let e = value("http://h:99999/").unwrap().unwrap_err();
    assert_eq!(e.to_string(), "port at bytes 9..14 is over 65535");
    assert_eq!((e.what(), e.range(), e.max()), ("port", 9..14, 65535));
    let e = value("//h:65536").unwrap().unwrap_err();
    assert_eq!(e.to_string(), "port at bytes 4..9 is over 65535");
    // The reference's `port_value` is the port's.
    for s in ["http://h:/", "http://h:8080/", "http://h:70000/"] {
        let u = parse(s);
        assert_eq!(u.port_value(), u.port().unwrap().value(), "{s}");
    }
}

/// The IPv6 address of an IPv6 literal host, and none for any other.
#[test]
fn the_ipv6_address_of_the_host() {
    assert_eq!(parse("http://[::1]:80/").ipv6().unwrap().as_str(), "::1");
    assert_eq!(parse("//[a::b]").ipv6().unwrap().span().range(), 3..7);
    for s in [
        "http://h/",
        "http://1.2.3.4/",
        "http://a_b/",
        "g",
        "mailto:a@b",
    ] {
        assert_eq!(parse(s).ipv6(), None, "{s}");
    }
}

/// `ftp_type`: the one-character `;type=` of an ftp URL's last segment.
#[test]
fn the_ftp_type_code() {
    for (s, code) in [
        ("ftp://h/a;type=i", Some('i')),
        ("FTP://h/a;TYPE=A", Some('A')),
        ("ftp://h/a;x=1;type=d", Some('d')),
        ("ftp://h/a;type=x", Some('x')), // one character: a warning, still the code
        ("ftp://h/a;type=ab", None),
        ("ftp://h/a;type=", None),
        ("ftp://h/a;type", None),
        ("ftp://h/a;x=b", None),
        ("ftp://h/a;type=i/b", None), // not the last segment
        ("ftp://h/", None),
        ("http://h/a;type=i", None),
        ("g;type=i", None),
    ] {
        assert_eq!(parse(s).ftp_type(), code, "{s}");
    }
}
