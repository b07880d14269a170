//! RFC 2396 §3.2 "Authority Component" with RFC 2732 §3: one test per
//! production of `src/rfc2396/authority.rs`. Trees and errors:
//! snapshots/rfc2396/authority__*.snap.

use rfc1738::rfc2396::{Production as P, UriReference};

#[test]
fn authority() {
    cases!(P::Authority,
        accept: [
            "www.example.com",
            "joe:pw@h.example:8080",
            "[::1]:80",
            "",                 // the empty server (`http://`, `file:///x`)
            "a_b",              // no server (no `_` in a hostname): a reg_name
            "host:port",        // a port is digits: a reg_name
            "u@h@x",            // two "@": a reg_name
            "1.2.3.1234",       // four digits in a group: a reg_name
        ],
        reject: [
            "[::1]x",           // brackets are in no reg_name: must be a server
            "[x]",
            "a[b",
            "a%zz",             // a "%" starts an escape
            "[fe80::1%eth0]",   // no zone identifier (RFC 6874 came later)
        ],
    );
}

#[test]
fn reg_name() {
    cases!(P::RegName,
        accept: ["a_b", "host:port", "u@h@x", "%41$,;:@&=+"],
        reject: [
            "",                 // 1*(...)
            "a/b",
            "[::1]",
            "a b",
        ],
    );
}

#[test]
fn server() {
    cases!(P::Server,
        accept: [
            "",
            "h",
            "@h",               // an empty userinfo
            "u:p:q@h:",         // userinfo has ":"s; the port may be empty (G.3)
            "[1080::8:800:200C:417A]:80",
            "999.999.999.999",  // RFC 2373's IPv4address has no range
        ],
        reject: [
            "u@",               // a hostport after "@"
            "a_b",              // a reg_name, no server
            "h:x",
            "u@h@x",
            "[::1]:8o",
        ],
    );
}

#[test]
fn userinfo() {
    cases!(P::Userinfo,
        accept: ["", "joe", "joe:pw", "a;b:c&d=e+f$g,h%40"],
        reject: [
            "joe@h",            // "@" ends the userinfo
            "a[b",
            "a b",
        ],
    );
}

#[test]
fn hostport() {
    cases!(P::Hostport,
        accept: ["example.com:80", "10.0.0.1:8080", "h:", "[::1]", "h:99999999999"],
        reject: [
            "example.123",      // a toplabel starts with a letter
            "h:8o",
            "",
        ],
    );
}

#[test]
fn host() {
    cases!(P::Host,
        accept: ["example.com", "10.0.0.1", "[::FFFF:129.144.52.38]", "host.com.", "1.2.3.4.com"],
        reject: [
            "1.2.3",            // neither a hostname nor an IPv4address
            "1.2.3.4.",         // no toplabel, and not four groups
            "-a.com",
            "a..b",
            "[::1",
        ],
    );
}

#[test]
fn ipv6reference() {
    cases!(P::Ipv6reference,
        accept: [
            "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]",   // RFC 2732 §2
            "[1080:0:0:0:8:800:200C:417A]",
            "[3ffe:2a00:100:7031::1]",
            "[::192.9.5.5]",
            "[2010:836B:4179::836B:4179]",
        ],
        reject: [
            "::1",              // the brackets are part of it
            "[::1",
            "[fe80::1%eth0]",   // no zone identifier
            "[v1.x]",           // no IPvFuture (RFC 3986)
        ],
    );
}

#[test]
fn ipv6address() {
    cases!(P::Ipv6address,
        accept: [
            "::",
            "::1",
            "1::",
            "::192.9.5.5",      // RFC 2732 §2; RFC 2373 Appendix B rejects it
            "1::1.2.3.4",
            "::ffff:1.2.3.256", // RFC 2373's IPv4address has no range
            "1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6:1.2.3.4",
            "FF01::101",
        ],
        reject: [
            "1:2:3:4:5:6:7::8", // with "::", at most seven pieces
            "1:2:3:4:5:6:7:8:9",
            "1:::1.2.3.4",
            "1::2::3",
            "::1.2.3.0004",
            "12345::",
            "1:2:3:4:5:6:7",    // without "::", exactly eight
            ":1::",
            "1.2.3.4::",        // the IPv4 part ends the address
        ],
    );
}

#[test]
fn hostname() {
    cases!(P::Hostname,
        accept: ["localhost", "www.example.com", "a-b.c", "host.com.", "1.2.3.4.com", "x1"],
        reject: [
            "host.com..",       // one trailing "." at most
            ".",
            "a.1b",             // a toplabel starts with a letter
            "7up",
            "a-.com",
        ],
    );
}

#[test]
fn domainlabel() {
    cases!(P::Domainlabel, accept: ["a", "ab", "a-b", "7up", "x--1"], reject: ["-a", "a-", "", "a.b"]);
}

#[test]
fn toplabel() {
    cases!(P::Toplabel, accept: ["a", "com", "a-b1"], reject: ["1a", "a-", "-"]);
}

#[test]
fn ipv4address() {
    cases!(P::Ipv4address,
        accept: ["10.0.0.1", "999.999.999.999", "0.0.0.0", "010.1.1.1"],
        reject: [
            "1.2.3.1234",       // 1*3DIGIT (RFC 2373, RFC 2732 §3 (2))
            "0001.2.3.4",
            "1.2.3",
            "1.2.3.4.5",
        ],
    );
}

#[test]
fn port() {
    cases!(P::Port, accept: ["", "80", "65536", "0080"], reject: ["8o", "-1", " 80"]);
}

/// The verdicts of the research note (T5, T7, T8, T10, T11) on whole
/// references: valid, and read as a server or as a `reg_name`.
#[test]
fn server_or_reg_name_in_whole_references() {
    for (input, server) in [
        ("http://a_b/", false),
        ("http://host:port/", false),
        ("http://u@h@x/", false),
        ("http://1.2.3.1234/", false),
        ("http://-a.b/", false),
        ("http://u@/", false),
        ("http://:80/", false),
        ("http://a%20b/", false),
        ("s://123", false),
        ("http://1.2.3/", false),
        ("http://0001.2.3.4/", false),
        ("http://h:x/", false),
        ("http://h:1:2/", false),
        ("http://@h/", true),
        ("http://u:p:q@h/", true),
        ("http://host.com./", true),
        ("http://h:/", true),
        ("http://h:65536/", true),
        ("http://999.999.999.999/", true),
        ("http:///x", true),
    ] {
        let uri = UriReference::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        let a = uri.authority().unwrap();
        assert_eq!(a.server().is_some(), server, "{input}: {a:?}");
    }
    for input in [
        "http://[::1]x/",
        "http://[x]/",
        "http://[::1",
        "http://a b/",
        "http://a<b/",
    ] {
        assert!(UriReference::parse(input).is_err(), "{input}");
    }
}

/// `userinfo`, split at the first ":" (seed 002's `<user>:<password>`).
#[test]
fn user_and_password() {
    let uri = UriReference::parse("ftp://anonymous:joe%40hardware.com@prep.ai.mit.edu:21/pub/gnu/")
        .unwrap();
    assert_eq!(uri.user().unwrap().as_str(), "anonymous");
    assert_eq!(uri.password().unwrap().as_str(), "joe%40hardware.com");
    assert_eq!(
        uri.userinfo().unwrap().decode_utf8().unwrap(),
        "anonymous:joe@hardware.com"
    );
    let uri = UriReference::parse("http://u:p:q@h/").unwrap();
    assert_eq!(
        (
            uri.user().unwrap().as_str(),
            uri.password().unwrap().as_str()
        ),
        ("u", "p:q")
    );
    let uri = UriReference::parse("ftp://anonymous@h/").unwrap();
    assert_eq!(uri.password(), None);
}

/// The IPv6 address as `std::net::Ipv6Addr`, for every example of RFC
/// 2732 §2, and an out-of-range IPv4 tail reported.
#[test]
fn ipv6_as_std() {
    for (url, addr) in [
        (
            "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
            "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
        ),
        (
            "http://[1080:0:0:0:8:800:200C:417A]/index.html",
            "1080:0:0:0:8:800:200C:417A",
        ),
        ("http://[3ffe:2a00:100:7031::1]", "3ffe:2a00:100:7031::1"),
        (
            "http://[1080::8:800:200C:417A]/foo",
            "1080::8:800:200C:417A",
        ),
        ("http://[::192.9.5.5]/ipng", "::192.9.5.5"),
        (
            "http://[::FFFF:129.144.52.38]:80/index.html",
            "::FFFF:129.144.52.38",
        ),
        (
            "http://[2010:836B:4179::836B:4179]",
            "2010:836B:4179::836B:4179",
        ),
        ("http://[0:0:0:0:0:0:0:1]/", "::1"),
        ("http://[::]/", "::"),
        ("http://[1::]/", "1::"),
        ("http://[1:2:3:4:5:6:1.2.3.4]/", "1:2:3:4:5:6:102:304"),
    ] {
        let uri = UriReference::parse(url).unwrap_or_else(|e| panic!("{url}: {e}"));
        let want: std::net::Ipv6Addr = addr.parse().unwrap();
        assert_eq!(uri.ipv6().unwrap().to_std().unwrap(), want, "{url}");
    }
    let uri = UriReference::parse("http://[::ffff:1.2.3.256]/").unwrap();
    assert!(uri.ipv6().unwrap().to_std().is_err());
}

/// The parts of a host, each with its bytes: an IPv4 address's four
/// groups, a name's labels and trailing dot, an IPv6 literal's address.
#[test]
fn the_parts_of_a_host() {
    use rfc1738::rfc2396::Host;
    let host = |s: &'static str| UriReference::parse(s).unwrap().host().unwrap();
    let Host::Ipv4address(a) = host("//10.200.3.004:80") else {
        panic!("an IPv4 address");
    };
    let groups: Vec<_> = a.groups().iter().map(|g| (g.as_str(), g.range())).collect();
    assert_eq!(
        groups,
        [("10", 2..4), ("200", 5..8), ("3", 9..10), ("004", 11..14)]
    );
    let Host::Hostname(h) = host("http://www.example.com./") else {
        panic!("a hostname");
    };
    assert_eq!((h.as_str(), h.span().range()), ("www.example.com.", 7..23));
    assert!(h.has_trailing_dot());
    let labels: Vec<_> = h
        .domainlabels()
        .map(|l| (l.as_str(), l.span().range()))
        .collect();
    assert_eq!(labels, [("www", 7..10), ("example", 11..18)]);
    assert_eq!(
        (h.toplabel().as_str(), h.toplabel().span().range()),
        ("com", 19..22)
    );
    let Host::Hostname(h) = host("//localhost") else {
        panic!("a hostname");
    };
    assert_eq!(h.as_str(), "localhost");
    assert!(!h.has_trailing_dot());
    assert_eq!(h.domainlabels().count(), 0);
    assert_eq!(h.toplabel().as_str(), "localhost");
    let h = host("//[::1]:8");
    assert_eq!((h.as_str(), h.span().range()), ("[::1]", 2..7));
    let Host::Ipv6reference(r) = h else {
        panic!("an IPv6 literal");
    };
    assert_eq!(r.ipv6address().span().range(), 3..6);
}

/// A server's parts: `userinfo` split at its first `":"`, the host, and
/// the port, present but empty after a bare `":"` (§3.2.2 `port =
/// *digit`).
#[test]
fn the_parts_of_a_server() {
    let uri = UriReference::parse("//u:p:q@h:/x").unwrap();
    let a = uri.authority().unwrap();
    assert_eq!((a.as_str(), a.span().range()), ("u:p:q@h:", 2..10));
    assert_eq!(a.reg_name(), None);
    let s = a.server().unwrap();
    let u = s.userinfo().unwrap();
    assert_eq!((u.user().as_str(), u.user().range()), ("u", 2..3));
    assert_eq!(
        u.password().map(|p| (p.as_str(), p.range())),
        Some(("p:q", 4..7))
    );
    assert_eq!(s.host().unwrap().as_str(), "h");
    let port = s.port().unwrap();
    assert_eq!((port.as_str(), port.span().range()), ("", 10..10));
    let hp = s.hostport().unwrap();
    assert_eq!((hp.span().range(), hp.host().span().range()), (8..10, 8..9));
    assert_eq!(hp.port(), Some(port));
    // No ":" after the host: no port at all.
    let s = UriReference::parse("//u@h/")
        .unwrap()
        .authority()
        .unwrap()
        .server()
        .unwrap();
    assert_eq!(s.port(), None);
    assert_eq!(s.hostport().unwrap().port(), None);
    assert_eq!(s.userinfo().unwrap().password(), None);
    assert_eq!(s.userinfo().unwrap().user().as_str(), "u");
    // The empty server: no userinfo, no host, no port.
    let s = UriReference::parse("file:///x")
        .unwrap()
        .authority()
        .unwrap()
        .server()
        .unwrap();
    assert_eq!((s.userinfo(), s.host(), s.port()), (None, None, None));
    // A registry name is no server.
    let a = UriReference::parse("//a_b:1").unwrap().authority().unwrap();
    assert_eq!(a.server(), None);
    assert_eq!(a.reg_name().unwrap().as_str(), "a_b:1");
}

/// An `IPv6address` matched alone ends at the first byte that is not
/// `hex | ":" | "."`: the error there is the end of input expected after
/// it, never the address going on.
#[test]
fn what_follows_an_ipv6address() {
    for (s, found) in [("::1]", ']'), ("1::g", 'g'), ("::1/", '/')] {
        let e = rfc1738::rfc2396::parse_production(P::Ipv6address, s).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("expected end of input at byte 3, found {found:?} (after IPv6address)")
        );
    }
}

/// `server` on a run whose `userinfo` stops before its `"@"`: where a
/// `hostport` read from the start fails at the same byte, the error is
/// the `userinfo`'s (what stops there is the byte the `userinfo` cannot
/// take); where the `hostport` fails further on, its own. A malformed
/// host after the `"@"` has its own error, at its byte of the input.
#[test]
fn a_userinfo_that_stops_before_its_at() {
    use rfc1738::Input;
    use rfc1738::rfc2396::authority;
    for (input, offset, productions) in [
        ("1.2.3.[@h", 6, &[P::Userinfo, P::Server][..]),
        ("a-[@h", 2, &[P::Userinfo, P::Server]),
        ("1.2[@h", 3, &[P::Userinfo, P::Server]),
        ("a.b-[@h", 4, &[P::Userinfo, P::Server]),
        ("9[@h", 1, &[P::Userinfo, P::Server]),
        ("u:p[q@h", 3, &[P::Userinfo, P::Server]),
        // The `hostport` read from the start fails inside the IPv6
        // literal, past the `"["` that stops the `userinfo`.
        (
            "[::1x]@h",
            4,
            &[P::Ipv6reference, P::Host, P::Hostport, P::Server],
        ),
        (
            "[::1@h",
            4,
            &[P::Ipv6reference, P::Host, P::Hostport, P::Server],
        ),
        (
            "[1:2:3]@h",
            6,
            &[
                P::Ipv6address,
                P::Ipv6reference,
                P::Host,
                P::Hostport,
                P::Server,
            ],
        ),
        // A malformed host after `userinfo "@"`: its error, at its own
        // byte of the input.
        (
            "u@a-.b",
            4,
            &[P::Domainlabel, P::Hostname, P::Host, P::Hostport, P::Server],
        ),
        (
            "u@a.-b",
            4,
            &[P::Toplabel, P::Hostname, P::Host, P::Hostport, P::Server],
        ),
        (
            "u:p@-h",
            4,
            &[P::Toplabel, P::Hostname, P::Host, P::Hostport, P::Server],
        ),
        (
            "u@1.2.3.4x",
            8,
            &[P::Toplabel, P::Hostname, P::Host, P::Hostport, P::Server],
        ),
        (
            "u@1.2.3",
            7,
            &[P::Ipv4address, P::Host, P::Hostport, P::Server],
        ),
    ] {
        let Err(nom::Err::Error(e)) = authority::server(Input::new(input)) else {
            panic!("{input:?}: no error");
        };
        assert_eq!(
            (e.offset(), e.productions().as_slice()),
            (offset, productions),
            "{input:?}"
        );
    }
    // A host that ends before the `"["`: the server is the match.
    let (rest, s) = authority::server(Input::new("u[x@h")).unwrap();
    assert_eq!((s.span().as_str(), rest.as_str()), ("u", "[x@h"));
}

/// A `%` inside an open `"["` is where the IPv6 literal needs its `"]"`
/// (RFC 2732 has no zone identifier), whatever `"["` and `"]"` came
/// before; after the literal closed, the error is at the first byte no
/// server holds there, a `%` or earlier.
#[test]
fn a_percent_inside_an_open_bracket() {
    use rfc1738::rfc2396::{Production as P, UriReference};
    for (input, offset) in [("http://[fe80::1%eth0]/", 15), ("//[::1%", 6)] {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!(
            (e.offset(), e.literal(), e.expected()),
            (offset, Some("]"), P::Ipv6reference),
            "{input:?}: {e}"
        );
    }
    // After a closed literal, the first byte that no server holds there
    // (issue 40): the second "[", the "x", the "%".
    for (input, offset) in [
        ("http://[::1][%zz/", 12),
        ("//[::1]x[%", 7),
        ("http://[::1]%zz/", 12),
    ] {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!(e.offset(), offset, "{input:?}: {e}");
    }
}

/// Each error at the mistake, the first byte after which nothing makes a
/// URI reference (issue 40): a bracket makes an authority a `server`
/// with an `IPv6reference` (RFC 2732 §3), whose text holds no `"%"`, so a
/// malformed escape after one is not where the input went wrong; and an
/// IPv6 literal's pieces stop fitting at the `":"` that would start the
/// ninth (the eighth beside a `"::"`).
#[test]
fn errors_at_the_mistake() {
    for (input, offset) in [
        ("http://h]%zz/", 8), // the "]": no reg_name holds one
        ("http://h]%41/", 8),
        ("http://[::1]%zz/", 12), // the "%": a port or the path's "/" follows "]"
        ("http://[::1]%41/", 12),
        ("http://[fe860::1%eth0]/", 12), // the fifth hex digit of a piece
        ("http://[fe80::1%eth0]/", 15),  // the "%": a zone identifier is no part of the literal
        ("http://[1:2:3:4:5:6:7:8:9]/", 23), // no ninth piece
        ("http://[1:2:3:4:5:6:7:8::]/", 23), // no "::" after eight pieces
        ("http://[1:2:3:4:5:6:7::8]/", 23), // no piece after "::" beside seven
        ("http://[1::3:4:5:6:7:8:9]/", 22), // no eighth piece beside "::"
        ("http://[1:2:3:4:5:6:7:1.2.3.4]/", 23), // no IPv4 address after seven pieces
        ("http://[1:2:3:4:5::1:1.2.3.4]/", 22), // nor after six beside "::"
    ] {
        let e = UriReference::parse(input).expect_err(input);
        assert_eq!(e.offset(), offset, "{input}: {e}");
    }
}
