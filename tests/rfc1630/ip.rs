//! RFC 1630's login, host and port rules: one test per production of
//! `src/rfc1630/ip.rs`. Trees and errors: snapshots/rfc1630/ip__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn login() {
    cases!(P::Login,
        accept: [
            "host.com",
            "myname@host.dom",          // user, or a host name holding "@": user reported
            "u:p@h:21",
            "u@1.2.3.4",
            "u@1x",                     // (a) fails at the host, (b) reads host "u@1x"
            "n@1.2.3.4x",               // likewise: the whole run is a host name
            "k.@_:23",                  // the user reading fails ("_" host): a host "k.@_"
            "a.b-c_d+e:x@h",
            "u@h@x",                    // user "u", host "h@x"
        ],
        reject: [
            "@h",                       // no empty user, and "@h" is no host name
            "u:@h",                     // no empty password
            "u:p:q@h",
            "a%40b:p@1x",               // escapes are no user characters, and "a..." then ":p@1x" no port
            "",
            "h:",                       // a ":" needs a port
        ],
    );
}

#[test]
fn user() {
    cases!(P::User,
        accept: ["anonymous", "a.b-c_d+e", "0"],
        reject: ["", "a@b", "a%41", "a:b"],
    );
}

#[test]
fn password() {
    cases!(P::Password,
        accept: ["secret", "p.w+1", "_"],
        reject: ["", "p w", "p%40"],
    );
}

#[test]
fn alphanum2() {
    cases!(P::Alphanum2,
        accept: ["a", "0", "-", "_", ".", "+"],
        reject: ["", "@", "ab", "%"],
    );
}

#[test]
fn hostport() {
    cases!(P::Hostport,
        accept: ["h", "info.cern.ch:8000", "1.2.3.4:80", "h:99999999"],
        reject: ["h:", "h:x", ":80", "1.2.3:80"],
    );
}

#[test]
fn host() {
    cases!(P::Host,
        accept: ["a", "a_b.example.", "u@h", "10.0.0.1", "999.0.0.0001"],
        reject: ["", "3com.com", "1.2.3", "-a", "1.2.3.4.5"],
    );
}

#[test]
fn hostname() {
    cases!(P::Hostname,
        accept: ["a", "info.cern.ch", "h.com.", "a..b", "a-.example", "h%41", "a@b&c+d"],
        reject: ["", "3com.com", ".a", "a b", "h%4"],
    );
}

#[test]
fn hostnumber() {
    cases!(P::Hostnumber,
        accept: ["10.0.0.1", "255.255.255.255", "999.0.0.0001"],
        reject: ["1.2.3", "1.2.3.", "1..2.3", "a.b.c.d", "1.2.3.4.5"],
    );
}

#[test]
fn port() {
    cases!(P::Port,
        accept: ["80", "0", "99999"],
        reject: ["", "8a", "-1"],
    );
}

/// `Hostport`'s `Debug` names its host, its port and its span.
#[test]
fn hostport_debug_names_its_parts() {
    let url = rfc1738::rfc1630::Url::parse("http://h:80/").unwrap();
    let hostport = url.hostport().unwrap();
    assert_eq!(
        format!("{hostport:?}"),
        "Hostport { host: Hostname(Hostname { span: \"h\" @ 7..8 }), \
         port: Some(Port { span: \"80\" @ 9..11 }), span: \"h:80\" @ 7..11 }"
    );
}

/// An empty password after a user that no host reading covers (a user
/// that starts with a digit, so `hostnumber` stops at once): the error
/// is the password's, at the byte after the `:`, inside the URL.
#[test]
fn an_empty_password_is_reported_at_its_byte() {
    for (input, offset) in [("ftp://1:@h/", 8), ("telnet://1:@h", 11)] {
        let e = rfc1738::rfc1630::Url::parse(input).unwrap_err();
        assert_eq!(
            (e.expected(), e.offset()),
            (P::Password, offset),
            "{input:?}: {e}"
        );
    }
}

/// A host as written: a name, or a number and its four groups of digits
/// (unbounded: `999` is a group), each with its byte range.
#[test]
fn host_as_written() {
    use rfc1738::rfc1630::Url;
    use rfc1738::rfc1630::ip::Host;
    let at = |s: rfc1738::rfc1630::Span<'_>| format!("{s:?}");
    let url = Url::parse("http://999.0.0.01:8/").unwrap();
    let host = url.host().unwrap();
    assert_eq!(host.as_str(), "999.0.0.01");
    let Host::Hostnumber(n) = host else {
        panic!("a host number: {host:?}")
    };
    assert_eq!(n.as_str(), "999.0.0.01");
    assert_eq!(at(n.span()), "\"999.0.0.01\" @ 7..17");
    assert_eq!(
        n.groups().map(at),
        [
            "\"999\" @ 7..10",
            "\"0\" @ 11..12",
            "\"0\" @ 13..14",
            "\"01\" @ 15..17"
        ]
    );
    let url = Url::parse("gopher://h.example:70").unwrap();
    let host = url.host().unwrap();
    assert_eq!(host.as_str(), "h.example");
    assert!(matches!(host, Host::Hostname(_)));
    assert_eq!(at(url.port().unwrap().span()), "\"70\" @ 19..21");
}
