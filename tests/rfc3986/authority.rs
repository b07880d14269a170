//! RFC 3986 §3.2 "Authority" with RFC 6874's zone identifiers: one test
//! per rule of `src/rfc3986/authority.rs`. Trees and errors:
//! snapshots/rfc3986/authority__*.snap.

use rfc1738::rfc3986::{Options, Production as P, UriReference, parse_production_with};

#[test]
fn authority() {
    cases!(P::Authority,
        accept: [
            "www.example.com",
            "joe:pw@h.example:8080",
            "[::1]:80",
            "",                 // an empty reg-name (`file:///x`)
            "@h",               // an empty userinfo
            "h:",               // an empty port
            ":80",              // an empty host
            "1.2.3.400",        // no IPv4address: a reg-name
            "u:p:q@h",          // userinfo holds ":"
        ],
        reject: [
            "h:x",              // a port is digits: `h:x` could only be a userinfo, and no "@" ends it
            "u@h@x",            // one "@"
            "[::1]x",
            "a[b",
            "a%zz",
            "[fe80::1%eth0]",   // no zone identifier by default
        ],
    );
}

#[test]
fn userinfo() {
    cases!(P::Userinfo, accept: ["", "joe", "joe:pw", "%41:!$"], reject: ["a@b", "a b", "a%4"]);
}

#[test]
fn host() {
    cases!(P::Host,
        accept: ["example.com", "1.2.3.4", "1.2.3.400", "[v7.x]", "[::]", "", "%C3%A9"],
        reject: ["h:80", "[1:2]", "a b", "[::1"],
    );
}

#[test]
fn port() {
    cases!(P::Port, accept: ["", "80", "99999"], reject: ["x", "8x", "-1"]);
}

#[test]
fn ip_literal() {
    cases!(P::IpLiteral,
        accept: ["[::1]", "[2001:db8::7]", "[v1.x]", "[V7A.a:b]", "[::ffff:1.2.3.4]"],
        reject: [
            "[]",
            "[v1]",             // "v" 1*HEXDIG "." 1*(...)
            "[v.x]",
            "[::1",
            "[1.2.3.4]",        // an IPv4 address is no IPv6address
            "[fe80::1%25eth0]", // a zone needs the option
        ],
    );
}

#[test]
fn ipv_future() {
    cases!(P::IpvFuture, accept: ["v1.x", "VF.a:b!", "v12ab.~"], reject: ["v1", "v.x", "w1.x", "v1.x/"]);
}

#[test]
fn ipv6address() {
    cases!(P::Ipv6address,
        accept: [
            "1:2:3:4:5:6:7:8",
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6::",
            "1:2:3:4:5:6:7::",
            "::2:3:4:5:6:7:8",
            "1:2:3:4:5:6:1.2.3.4",
            "::ffff:192.0.2.128",
            "fe80::a:b:c:d",
        ],
        reject: [
            "1:2:3:4:5:6:7:8:9", // a ninth group
            "1:2:3:4:5:6:7",     // seven groups, no "::"
            "1::2::3",           // two "::"
            "12345::",           // five hex digits
            ":1::",              // a single ":" first
            "::1.2.3.256",       // no dec-octet
            "1:2:3:4:5:6:7:1.2.3.4", // nine groups' worth
            "::01.2.3.4",        // a leading zero
            "1:2:3:4:5:6:7:8::", // "::" stands for one group at least
        ],
    );
}

#[test]
fn ipv6addrz() {
    cases!(P::Ipv6addrz,
        accept: ["fe80::1%25eth0", "::1%25en1", "fe80::1%25%41"],
        reject: ["fe80::1%eth0", "fe80::1%25", "fe80::1", "fe80::1%2"],
    );
}

#[test]
fn zone_id() {
    cases!(P::ZoneId, accept: ["eth0", "en%31", "a.b~"], reject: ["", "a:b", "%"]);
}

#[test]
fn h16() {
    cases!(P::H16, accept: ["0", "ffff", "AbC"], reject: ["", "12345", "g"]);
}

#[test]
fn ls32() {
    cases!(P::Ls32, accept: ["1:2", "ffff:0", "1.2.3.4"], reject: ["1", "1:", "1.2.3", ":1"]);
}

#[test]
fn ipv4address() {
    cases!(P::Ipv4address,
        accept: ["0.0.0.0", "1.2.3.4", "255.255.255.255", "192.0.2.1"],
        reject: ["1.2.3", "1.2.3.256", "01.2.3.4", "1.2.3.4.5", "a.b.c.d"],
    );
}

#[test]
fn dec_octet() {
    cases!(P::DecOctet, accept: ["0", "9", "10", "99", "199", "249", "255"], reject: ["", "256", "01", "300", "a"]);
}

#[test]
fn reg_name() {
    cases!(P::RegName, accept: ["", "example.com", "a_b~", "%C3%A9"], reject: ["a:b", "a@b", "[", "%zz"]);
}

/// With the option, a zone identifier in an IP literal; its `%` must be
/// written `%25`.
#[test]
fn zone_ids_are_an_option() {
    let zones = Options::new().zone_ids(true);
    assert!(UriReference::parse_with("http://[fe80::1%25eth0]/", zones).is_ok());
    assert!(UriReference::parse("http://[fe80::1%25eth0]/").is_err());
    let e = UriReference::parse_with("http://[fe80::1%eth0]/", zones).unwrap_err();
    assert_eq!(e.offset(), 16); // the "e" where "%25" needs its "2"
    assert_eq!(e.literal(), Some("25"));
    let e = UriReference::parse_with("http://[fe80::1%2eth0]/", zones).unwrap_err();
    assert_eq!((e.offset(), e.literal()), (17, Some("5")));
    assert!(parse_production_with(P::IpLiteral, "[fe80::1%25eth0]", zones).is_ok());
}

/// Called from a caller's parser, `IPv6address` matches the longest
/// prefix that is one: where a fifth hex digit follows the eighth
/// group, or a group after `::`, the address ends before it (an `h16` is
/// at most four digits); before the eighth group without a `::`, no
/// prefix is an address.
#[test]
fn ipv6address_ends_before_a_fifth_hex_digit() {
    use rfc1738::rfc3986::Input;
    use rfc1738::rfc3986::authority::ipv6address;
    for (input, matched, rest) in [
        ("1:2:3:4:5:6:7:12345", "1:2:3:4:5:6:7:1234", "5"),
        ("::12345", "::1234", "5"),
        ("1::2:abcde", "1::2:abcd", "e"),
    ] {
        let (r, a) = ipv6address(Input::new(input)).unwrap();
        assert_eq!((a.as_str(), r.as_str()), (matched, rest), "{input:?}");
    }
    for input in ["1:2:3:4:5:6:12345", "12345"] {
        assert!(ipv6address(Input::new(input)).is_err(), "{input:?}");
    }
}

/// The dotted last 32 bits of an IPv6 address fail at the first digit no
/// `dec-octet` takes there: one after a leading zero, one that takes the
/// value over 255 (a fourth digit does), or what follows a fourth octet.
#[test]
fn an_embedded_ipv4address_fails_at_its_first_bad_digit() {
    for (input, at) in [
        ("http://[::1.02.3.4]/", 13),
        ("http://[::1.2.3.04]/", 17),
        ("http://[::1.2.300.4]/", 16),
        ("http://[::1.2.3.256]/", 18),
        ("http://[::1.2.3.4567]/", 18),
        ("http://[::1.2.3.4.5]/", 17),
        ("http://[::01.2.3.4]/", 12), // `01` is an `h16`, no `dec-octet`
    ] {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!(e.offset(), at, "{input:?}: {e}");
    }
}

/// Called from a caller's parser, `IPv6addrz` refuses a text that starts
/// no IPv6 address where it is, and fails at the first byte an address
/// cannot have once one has begun, as `IPv6address` does.
#[test]
fn ipv6addrz_fails_where_its_address_does() {
    use rfc1738::rfc3986::Input;
    use rfc1738::rfc3986::authority::ipv6addrz;
    for (input, at) in [
        ("1:2:x", 4),
        ("x", 0),
        (":x", 1),
        ("::1%25", 6),
        ("::1%eth0", 4),
    ] {
        match ipv6addrz(Input::new(input)) {
            Err(nom::Err::Error(e)) => assert_eq!(e.offset(), at, "{input:?}"),
            other => panic!("{input:?}: {other:?}"),
        }
    }
}
