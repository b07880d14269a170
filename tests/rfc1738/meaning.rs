//! The meaning layer (src/rfc1738/meaning, issue 3) through the public API
//! only: ports and default ports (§3), hosts (§3.1, §3.10), per-component
//! decoding (§2.2), the FTP defaults and command sequence (§3.2), HTTP
//! (§3.3), Gopher and Gopher+ (§3.4), mailto, news, nntp, telnet, wais,
//! file and prospero (§3.5 to §3.11), equivalence (§2.1, §2.2), the
//! warnings of §3.1, §3.4.1, §4 and §6, and every example URL of §3 with
//! the meaning the RFC states. Each test names its section.

use std::borrow::Cow;
use std::net::Ipv4Addr;

use rfc1738::ip::Host;
use rfc1738::meaning::{
    AttributeScope, Effective, FileHost, ForbiddenByte, FtpCommand, GopherPlus, Source, Warning,
    percent_decode, percent_decode_utf8,
};
use rfc1738::wais::Waisurl;
use rfc1738::{Production, Url};

use crate::common::corpus::{Corpus, spec};

fn url(input: &str) -> Url<'_> {
    Url::parse(input).unwrap_or_else(|e| panic!("{input:?} should parse: {e}"))
}

/// The §3.2.2 command sequence as protocol lines (`Display`).
fn ftp_commands(input: &str) -> Vec<String> {
    url(input)
        .as_ftp()
        .unwrap_or_else(|| panic!("{input:?} is no ftp URL"))
        .commands()
        .iter()
        .map(|c| c.to_string())
        .collect()
}

/// The §3.2.2 command sequence as (verb, argument octets).
fn ftp_verbs(input: &str) -> Vec<(&'static str, Vec<u8>)> {
    url(input)
        .as_ftp()
        .unwrap_or_else(|| panic!("{input:?} is no ftp URL"))
        .commands()
        .iter()
        .map(|c| (c.verb(), c.argument().into_owned()))
        .collect()
}

fn gopher(input: &str) -> rfc1738::gopher::Gopherurl<'_> {
    url(input)
        .as_gopher()
        .unwrap_or_else(|| panic!("{input:?} is no gopher URL"))
}

fn gopher_plus(input: &str) -> GopherPlus<'_> {
    gopher(input)
        .gopher_plus()
        .unwrap_or_else(|| panic!("{input:?} has no Gopher+ string"))
}

/// The warnings as (section, span text, span start).
fn warnings(input: &str) -> Vec<(&'static str, &str, usize)> {
    url(input)
        .warnings()
        .iter()
        .map(|w| (w.section(), w.span().as_str(), w.span().start()))
        .collect()
}

// ---------------------------------------------------------------------
// Ports: §3.1 ("The port number to connect to. Most schemes designate
// protocols that have a default port number"), the default port of each
// scheme in §3.2–§3.11.

/// §3.2 (21), §3.3 (80), §3.4.1 (70), §3.7 (119), §3.8 (23), §3.9 (210),
/// §3.11 (1525): the default port, and an explicit port read and used.
#[test]
fn sec3_default_and_explicit_port_of_every_scheme() {
    for (without, with, default, explicit) in [
        ("ftp://h.example/pub", "ftp://h.example:2121/pub", 21, 2121),
        ("http://h.example/", "http://h.example:8080/", 80, 8080),
        ("gopher://h.example/", "gopher://h.example:7070/", 70, 7070),
        (
            "nntp://h.example/comp.x/1",
            "nntp://h.example:1119/comp.x/1",
            119,
            1119,
        ),
        ("telnet://h.example", "telnet://h.example:2323/", 23, 2323),
        ("wais://h.example/db", "wais://h.example:8210/db", 210, 8210),
        (
            "prospero://h.example/x",
            "prospero://h.example:1526/x",
            1525,
            1526,
        ),
    ] {
        let u = url(without);
        assert_eq!(u.default_port(), Some(default), "{without}");
        assert_eq!(u.port(), None, "{without}");
        assert_eq!(u.port_value(), None, "{without}");
        assert_eq!(u.effective_port(), Some(default), "{without}");

        let u = url(with);
        assert_eq!(u.default_port(), Some(default), "{with}");
        assert_eq!(u.port().unwrap().as_str(), explicit.to_string(), "{with}");
        assert_eq!(u.port_value(), Some(Ok(explicit)), "{with}");
        assert_eq!(u.effective_port(), Some(explicit), "{with}");
        assert_eq!(u.hostport().unwrap().port(), u.port(), "{with}");
    }
}

/// §3 ports through each scheme's own node: the scheme accessors and
/// `Url::port` agree.
#[test]
fn sec3_port_accessors_of_the_node_types() {
    let u = url("ftp://u@h.example:21/");
    assert_eq!(u.as_ftp().unwrap().port(), u.port());
    let u = url("http://h.example:81/");
    assert_eq!(u.as_http().unwrap().port(), u.port());
    let u = url("gopher://h.example:71/1");
    assert_eq!(u.as_gopher().unwrap().port(), u.port());
    let u = url("nntp://h.example:120/g");
    assert_eq!(u.as_nntp().unwrap().port(), u.port());
    let u = url("telnet://h.example:24");
    assert_eq!(u.as_telnet().unwrap().port(), u.port());
    let u = url("wais://h.example:211/d?s");
    assert_eq!(u.as_wais().unwrap().port(), u.port());
    let u = url("prospero://h.example:1526/p");
    assert_eq!(u.as_prospero().unwrap().port(), u.port());
    for u in [
        "ftp://u@h.example:21/",
        "http://h.example:81/",
        "gopher://h.example:71/1",
        "nntp://h.example:120/g",
        "telnet://h.example:24",
        "wais://h.example:211/d?s",
        "prospero://h.example:1526/p",
    ] {
        assert!(url(u).port().is_some(), "{u}");
    }
}

/// §3.5 (mailto), §3.6 (news), §3.10 (file): no server port, no default.
#[test]
fn sec3_5_sec3_6_sec3_10_no_port() {
    for input in [
        "file:///etc/motd",
        "file://localhost/etc/motd",
        "file://vms.host.edu/disk$user/my/notes/note12345.txt",
        "mailto:someone@example.com",
        "news:comp.infosystems.www.misc",
        "news:1234@news.example",
        "news:*",
    ] {
        let u = url(input);
        assert_eq!(u.default_port(), None, "{input}");
        assert_eq!(u.port(), None, "{input}");
        assert_eq!(u.port_value(), None, "{input}");
        assert_eq!(u.effective_port(), None, "{input}");
        assert!(u.hostport().is_none(), "{input}");
    }
}

/// §3.1 and §4 (a scheme RFC 1738 does not define): no default port, but
/// an explicit port of the common syntax is read and is the effective port.
#[test]
fn sec3_1_unknown_scheme_explicit_port() {
    let u = url("foo://h:99/");
    assert_eq!(u.production(), Production::Genericurl);
    assert_eq!(u.default_port(), None);
    assert_eq!(u.port().unwrap().as_str(), "99");
    assert_eq!(u.port_value(), Some(Ok(99)));
    assert_eq!(u.effective_port(), Some(99));
    assert_eq!(u.host().unwrap().as_str(), "h");

    let u = url("foo://h/");
    assert_eq!(u.port(), None);
    assert_eq!(u.effective_port(), None);

    // Not the common syntax: no host, no port.
    let u = url("foo:bar");
    assert!(u.hostport().is_none());
    assert_eq!(u.effective_port(), None);

    // Out of range: no port (§3.3; and there is no default either).
    assert_eq!(url("foo://h:65536/").effective_port(), None);
}

/// §3.1 `port = digits`: no bound in the BNF, so the number's range is a
/// value error of the meaning layer, never a syntax error.
#[test]
fn sec3_1_port_value_range_and_leading_zeros() {
    for (input, value) in [
        ("http://h:0/", 0),
        ("http://h:65535/", 65535),
        ("http://h:080/", 80),
        ("gopher://h:0070/", 70),
        ("http://h:0000000000000000000000000000065535/", 65535),
    ] {
        let u = url(input);
        assert_eq!(u.port_value(), Some(Ok(value)), "{input}");
        assert_eq!(u.port().unwrap().value(), Ok(value), "{input}");
        assert_eq!(u.effective_port(), Some(value), "{input}");
    }

    let u = url("http://h:65536/");
    let err = u.port_value().unwrap().unwrap_err();
    assert_eq!(err.what(), "port");
    assert_eq!(err.range(), 9..14);
    assert_eq!(err.max(), 65535);
    assert_eq!(err.to_string(), "port at bytes 9..14 is over 65535");

    // 30 digits: Url::parse succeeds, the value is an error.
    let thirty = "http://h:123456789012345678901234567890/";
    let u = Url::parse(thirty).expect("a 30-digit port is valid syntax");
    let err = u.port_value().unwrap().unwrap_err();
    assert_eq!((err.what(), err.range()), ("port", 9..39));
    assert_eq!(u.port().unwrap().as_str().len(), 30);
}

/// §3.3: "If :<port> is omitted, the port defaults to 80" (and likewise
/// for the other schemes of §3): the default applies only when no port is
/// written. A written port over 65535 is not omitted, and names no port:
/// `effective_port` is `None`, never the default in its place (issue 15).
#[test]
fn sec3_3_effective_port_never_invents_a_port() {
    // Out of range: no effective port, whatever the scheme's default.
    for input in [
        "http://h.example:99999/",
        "http://h:65536/",
        "ftp://h:99999999999999999999/",
        "gopher://h:70000/",
        "nntp://h:123456/g",
        "telnet://h:65536",
        "wais://h:65536/db",
        "prospero://h:65536/p",
    ] {
        let u = url(input);
        assert!(u.default_port().is_some(), "{input}");
        assert!(matches!(u.port_value(), Some(Err(_))), "{input}");
        assert_eq!(u.effective_port(), None, "{input}");
    }
    // No port written: the default (§3.3).
    assert_eq!(url("http://h.example/").effective_port(), Some(80));
    // A valid port: that port, even when it is the default or 0.
    assert_eq!(url("http://h.example:99/").effective_port(), Some(99));
    assert_eq!(url("http://h.example:80/").effective_port(), Some(80));
    assert_eq!(url("http://h.example:65535/").effective_port(), Some(65535));
    assert_eq!(url("http://h.example:0/").effective_port(), Some(0));
}

// ---------------------------------------------------------------------
// Hosts: §3.1 and §3.10.

/// §3.1: "The fully qualified domain name of a network host, or its IP
/// address as a set of four decimal digit groups".
#[test]
fn sec3_1_hostname_vs_hostnumber() {
    let h = url("http://www.example.com/").host().unwrap();
    assert!(h.is_hostname() && !h.is_hostnumber());
    let h = url("http://10.0.0.1/").host().unwrap();
    assert!(h.is_hostnumber() && !h.is_hostname());
    // The rightmost label never starts with a digit; a four-group name
    // with a letter in the last label is a name.
    let h = url("http://1.2.3.a4/").host().unwrap();
    assert!(h.is_hostname());
}

/// §3.1: the four octets of a host number, decimal, each up to 255.
#[test]
fn sec3_1_hostnumber_octets() {
    let Host::Hostnumber(n) = url("http://192.168.10.1:8080/").host().unwrap() else {
        panic!("a host number")
    };
    assert_eq!(n.octets(), Ok([192, 168, 10, 1]));
    assert_eq!(n.to_ipv4(), Ok(Ipv4Addr::new(192, 168, 10, 1)));
    assert!(!n.has_leading_zeros());

    let Host::Hostnumber(n) = url("http://0.0.0.0/").host().unwrap() else {
        panic!()
    };
    assert_eq!(n.octets(), Ok([0, 0, 0, 0]));
    assert!(!n.has_leading_zeros(), "a lone 0 is no leading zero");

    let Host::Hostnumber(n) = url("http://255.255.255.255/").host().unwrap() else {
        panic!()
    };
    assert_eq!(n.to_ipv4(), Ok(Ipv4Addr::BROADCAST));

    // 256: rejected, naming the group.
    let Host::Hostnumber(n) = url("http://1.2.256.4/").host().unwrap() else {
        panic!()
    };
    let err = n.octets().unwrap_err();
    assert_eq!(err.what(), "host number group");
    assert_eq!(err.range(), 11..14);
    assert_eq!(err.max(), 255);
    assert_eq!(
        err.to_string(),
        "host number group at bytes 11..14 is over 255"
    );
    assert_eq!(n.to_ipv4(), Err(err));

    // A very long group is still a value error.
    let Host::Hostnumber(n) = url("http://1.2.3.00000000000000000000000000001/")
        .host()
        .unwrap()
    else {
        panic!()
    };
    assert_eq!(n.octets(), Ok([1, 2, 3, 1]));
    assert!(n.has_leading_zeros());
}

/// §3.1 "four decimal digit groups": leading zeros read as decimal (010 is
/// ten), and flagged.
#[test]
fn sec3_1_hostnumber_leading_zeros() {
    for (input, octets) in [
        ("http://010.0.0.1/", [10, 0, 0, 1]),
        ("http://10.0.0.01/", [10, 0, 0, 1]),
        ("http://10.00.0.1/", [10, 0, 0, 1]),
        ("http://0255.0.0.1/", [255, 0, 0, 1]),
    ] {
        let Host::Hostnumber(n) = url(input).host().unwrap() else {
            panic!("{input}")
        };
        assert!(n.has_leading_zeros(), "{input}");
        assert_eq!(n.octets(), Ok(octets), "{input}");
    }
    // Decimal, not octal: 0377 is three hundred and seventy-seven (over
    // 255), where inet_aton reads 255.
    let Host::Hostnumber(n) = url("http://0377.0.0.1/").host().unwrap() else {
        panic!()
    };
    assert!(n.has_leading_zeros());
    assert_eq!(n.octets().unwrap_err().range(), 7..11);
}

/// §3.10 ("localhost"), and domain names compare without case (RFC 1034
/// §3.1, referenced from §3.1).
#[test]
fn sec3_1_is_localhost_in_any_case() {
    for input in [
        "http://localhost/",
        "http://LOCALHOST/",
        "http://LocalHost:8080/",
        "ftp://u@localhost/",
    ] {
        assert!(url(input).host().unwrap().is_localhost(), "{input}");
    }
    for input in [
        "http://localhost.example/",
        "http://my.localhost/",
        "http://127.0.0.1/",
        "http://localhos/",
    ] {
        assert!(!url(input).host().unwrap().is_localhost(), "{input}");
    }
}

/// §3.10: "<host> can be the string "localhost" or the empty string; this
/// is interpreted as `the machine from which the URL is being
/// interpreted'".
#[test]
fn sec3_10_file_host_empty_localhost_named() {
    let file = |s| url(s).as_file().unwrap();

    let f = file("file:///etc/motd");
    assert_eq!(f.file_host(), FileHost::Empty);
    assert!(f.is_local() && f.file_host().is_local());
    assert_eq!(url("file:///etc/motd").host(), None);

    for input in [
        "file://localhost/etc/motd",
        "file://LOCALHOST/x",
        "file://LocalHost/x",
    ] {
        let f = file(input);
        let FileHost::Localhost(h) = f.file_host() else {
            panic!("{input}: {:?}", f.file_host())
        };
        assert!(h.as_str().eq_ignore_ascii_case("localhost"), "{input}");
        assert!(f.is_local(), "{input}");
    }

    for (input, host) in [
        (
            "file://vms.host.edu/disk$user/my/notes/note12345.txt",
            "vms.host.edu",
        ),
        ("file://127.0.0.1/etc/motd", "127.0.0.1"),
        ("file://localhost.example/x", "localhost.example"),
    ] {
        let f = file(input);
        let FileHost::Named(h) = f.file_host() else {
            panic!("{input}: {:?}", f.file_host())
        };
        assert_eq!(h.as_str(), host, "{input}");
        assert!(!f.is_local() && !f.file_host().is_local(), "{input}");
        assert_eq!(url(input).host(), Some(h), "{input}");
    }

    // The path of a file URL: its segments, decoded one at a time.
    let f = file("file://vms.host.edu/disk$user/my/notes/note12345.txt");
    let segs: Vec<_> = f.segments().map(|s| s.as_str()).collect();
    assert_eq!(segs, ["disk$user", "my", "notes", "note12345.txt"]);
    let f = file("file:///a%2Fb/c%20d");
    let segs: Vec<_> = f.segments().map(|s| s.decode().into_owned()).collect();
    assert_eq!(segs, [b"a/b".to_vec(), b"c d".to_vec()]);
}

// ---------------------------------------------------------------------
// Decoding: §2.2, one component at a time, after splitting (§3.2.2).

/// §3.2.2: "if the appropriate FTP sequence ... requires supplying a
/// string containing a "/" ... it is necessary to encode each "/"": `%2F`
/// stays inside its segment, decoded after the split.
#[test]
fn sec2_2_sec3_2_2_decode_after_splitting() {
    let u = url("ftp://h/a%2Fb/c");
    let ftp = u.as_ftp().unwrap();
    let segs: Vec<_> = ftp.fpath().unwrap().segments().collect();
    assert_eq!(segs.len(), 2);
    assert_eq!(segs[0].as_str(), "a%2Fb");
    assert_eq!(segs[0].decode(), b"a/b".as_slice());
    assert_eq!(segs[0].decode_utf8().unwrap(), "a/b");
    assert_eq!(segs[1].decode(), b"c".as_slice());

    let u = url("ftp://h/a%3Bb");
    let name = u.as_ftp().unwrap().name().unwrap();
    assert_eq!(name.decode(), b"a;b".as_slice());

    // Lower-case hex digits too (§2.2: "abcdef" may also be used).
    assert_eq!(percent_decode("a%2fb%3b"), b"a/b;".as_slice());
}

/// §2.2: the octets need not be UTF-8; bytes always, `str` when it is.
#[test]
fn sec2_2_decode_to_non_utf8() {
    let u = url("ftp://h/%FF");
    let name = u.as_ftp().unwrap().name().unwrap();
    assert_eq!(name.decode(), [0xFF].as_slice());
    assert!(name.decode_utf8().is_err());
    assert!(percent_decode_utf8("%FF").is_err());
    assert_eq!(percent_decode_utf8("caf%C3%A9").unwrap(), "café");

    let u = url("http://h/caf%C3%A9?%E9");
    let http = u.as_http().unwrap();
    let seg = http.path_segments().next().unwrap();
    assert_eq!(seg.decode_utf8().unwrap(), "café");
    assert_eq!(http.search_bytes().unwrap(), [0xE9].as_slice());
    assert!(http.search().unwrap().decode_utf8().is_err());
}

/// §2.2: nothing to decode, nothing copied.
#[test]
fn sec2_2_decode_borrows_without_escape() {
    let u = url("ftp://user:pass@h/dir/file.txt");
    let ftp = u.as_ftp().unwrap();
    assert!(matches!(
        ftp.name().unwrap().decode(),
        Cow::Borrowed(b"file.txt")
    ));
    assert!(matches!(
        ftp.name().unwrap().decode_utf8(),
        Ok(Cow::Borrowed("file.txt"))
    ));
    assert!(matches!(
        ftp.user().unwrap().decode(),
        Cow::Borrowed(b"user")
    ));
    assert!(matches!(
        ftp.password().unwrap().decode(),
        Cow::Borrowed(b"pass")
    ));
    assert!(matches!(percent_decode("plain"), Cow::Borrowed(b"plain")));
    assert!(matches!(
        percent_decode_utf8("plain"),
        Ok(Cow::Borrowed("plain"))
    ));
    // An escape means a copy.
    assert!(matches!(percent_decode("a%41"), Cow::Owned(_)));
    assert!(matches!(percent_decode_utf8("a%41"), Ok(Cow::Owned(_))));
}

// ---------------------------------------------------------------------
// FTP: §3.1 (user and password), §3.2.1 (defaults), §3.2.2 (commands).

/// §3.1: "an empty user name or password is different than no user name
/// or password"; §3.2.1: with neither, "anonymous" and the end user's
/// e-mail address.
#[test]
fn sec3_2_1_ftp_login_defaults() {
    const EMAIL: &str = "me@my.example";

    // No user, no password: both defaults.
    let u = url("ftp://host.com/");
    let ftp = u.as_ftp().unwrap();
    assert_eq!((ftp.user(), ftp.password()), (None, None));
    let user = ftp.effective_user();
    assert_eq!(
        user,
        Effective::default(Cow::Borrowed(b"anonymous".as_slice()))
    );
    assert!(user.is_default());
    assert_eq!(user.source, Source::Default);
    let pw = ftp.effective_password(EMAIL).unwrap();
    assert_eq!(pw.value, EMAIL.as_bytes());
    assert!(pw.is_default());

    // ftp://@host.com/: an empty user, written; no password.
    let u = url("ftp://@host.com/");
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.user().unwrap().as_str(), "");
    assert_eq!(ftp.password(), None);
    let user = ftp.effective_user();
    assert_eq!(user.value, b"".as_slice());
    assert_eq!(user.source, Source::Written);
    assert_eq!(ftp.effective_password(EMAIL), None);

    // ftp://foo:@host.com/: user foo, an empty password, both written.
    let u = url("ftp://foo:@host.com/");
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.user().unwrap().as_str(), "foo");
    assert_eq!(ftp.password().unwrap().as_str(), "");
    assert_eq!(
        ftp.effective_user(),
        Effective::written(Cow::Borrowed(b"foo".as_slice()))
    );
    assert_eq!(
        ftp.effective_password(EMAIL),
        Some(Effective::written(Cow::Borrowed(b"".as_slice())))
    );

    // Both written.
    let u = url("ftp://foo:bar@host.com/");
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.effective_user().value, b"foo".as_slice());
    assert!(!ftp.effective_user().is_default());
    let pw = ftp.effective_password(EMAIL).unwrap();
    assert_eq!(
        (pw.value.as_ref(), pw.source),
        (b"bar".as_slice(), Source::Written)
    );

    // §3.2.1: "If the URL supplies a user name but no password ... should
    // request one from the user": no value.
    let u = url("ftp://myname@host.dom/etc/motd");
    assert_eq!(u.as_ftp().unwrap().effective_password(EMAIL), None);
}

/// §3.1: ":", "@" and "/" must be encoded in user and password; decoded
/// for use (§3.2.1: "used in the ftp "USER" and "PASS" commands").
#[test]
fn sec3_2_1_ftp_user_and_password_decoded() {
    let u = url("ftp://my%20name%40corp:p%3As%2Fs%40@h.example/");
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.user().unwrap().decode_utf8().unwrap(), "my name@corp");
    assert_eq!(ftp.password().unwrap().decode_utf8().unwrap(), "p:s/s@");
    assert_eq!(ftp.effective_user().value, b"my name@corp".as_slice());
    assert_eq!(
        ftp.effective_password("x").unwrap().value,
        b"p:s/s@".as_slice()
    );
    assert_eq!(ftp.host().as_str(), "h.example");
    assert_eq!(u.login().unwrap().user(), ftp.user());
}

/// §3.2.2: the three examples, exactly: "CWD /etc" then "RETR motd";
/// "CWD etc" then "RETR motd"; "CWD " with a null argument, "CWD etc",
/// "RETR motd".
#[test]
fn sec3_2_2_the_three_motd_examples() {
    assert_eq!(
        ftp_commands("ftp://myname@host.dom/%2Fetc/motd"),
        ["CWD /etc", "RETR motd"]
    );
    assert_eq!(
        ftp_commands("ftp://myname@host.dom/etc/motd"),
        ["CWD etc", "RETR motd"]
    );
    assert_eq!(
        ftp_commands("ftp://myname@host.dom//etc/motd"),
        ["CWD ", "CWD etc", "RETR motd"]
    );

    assert_eq!(
        ftp_verbs("ftp://myname@host.dom/%2Fetc/motd"),
        [("CWD", b"/etc".to_vec()), ("RETR", b"motd".to_vec())]
    );
    assert_eq!(
        ftp_verbs("ftp://myname@host.dom/etc/motd"),
        [("CWD", b"etc".to_vec()), ("RETR", b"motd".to_vec())]
    );
    assert_eq!(
        ftp_verbs("ftp://myname@host.dom//etc/motd"),
        [
            ("CWD", b"".to_vec()),
            ("CWD", b"etc".to_vec()),
            ("RETR", b"motd".to_vec())
        ]
    );

    // As values.
    let u = url("ftp://myname@host.dom//etc/motd");
    assert_eq!(
        u.as_ftp().unwrap().commands(),
        [
            FtpCommand::Cwd(Cow::Borrowed(b"")),
            FtpCommand::Cwd(Cow::Borrowed(b"etc")),
            FtpCommand::Retr(Cow::Borrowed(b"motd")),
        ]
    );
    // "logging in as "myname" (prompting for a password if it is asked
    // for)".
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.effective_user().value, b"myname".as_slice());
    assert_eq!(ftp.effective_password("me@x"), None);
    assert_eq!(ftp.host().as_str(), "host.dom");
}

/// §3.2.2: "If the typecode is "d", perform a NLST ... Otherwise, perform
/// a TYPE command with <typecode> as the argument, and then access the
/// file ... (for example, using the RETR command.)"
#[test]
fn sec3_2_2_typecodes() {
    assert_eq!(
        ftp_commands("ftp://h.example/pub/dir;type=d"),
        ["CWD pub", "NLST dir"]
    );
    assert_eq!(
        ftp_commands("ftp://h.example/pub/f.txt;type=a"),
        ["CWD pub", "TYPE a", "RETR f.txt"]
    );
    assert_eq!(
        ftp_commands("ftp://h.example/pub/f.bin;type=i"),
        ["CWD pub", "TYPE i", "RETR f.bin"]
    );
    // The BNF allows capitals; D counts as d, A and I are kept as written.
    assert_eq!(ftp_commands("ftp://h.example/pub;type=D"), ["NLST pub"]);
    assert_eq!(
        ftp_commands("ftp://h.example/f;type=A"),
        ["TYPE A", "RETR f"]
    );
    assert_eq!(
        ftp_commands("ftp://h.example/f;type=I"),
        ["TYPE I", "RETR f"]
    );
    // §3.2.3: no typecode, no TYPE command (the client guesses).
    assert_eq!(ftp_commands("ftp://h.example/f"), ["RETR f"]);
    // ftp://h/;type=d: NLST of the empty name.
    assert_eq!(ftp_commands("ftp://h.example/;type=d"), ["NLST "]);

    let u = url("ftp://h.example/pub/f.txt;type=a");
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.typecode(), Some('a'));
    let cmds = ftp.commands();
    assert_eq!(cmds[1], FtpCommand::Type('a'));
    assert_eq!(
        (cmds[1].verb(), cmds[1].argument().as_ref()),
        ("TYPE", b"a".as_slice())
    );
    assert_eq!(
        url("ftp://h/d;type=d").as_ftp().unwrap().commands(),
        [FtpCommand::Nlst(Cow::Borrowed(b"d"))]
    );
    assert_eq!(url("ftp://h/x").as_ftp().unwrap().typecode(), None);
}

/// §3.2.2: "The whole url-path may be omitted": no command; an empty
/// url-path names the empty file: RETR with an empty argument.
#[test]
fn sec3_2_2_no_path_and_empty_name() {
    let u = url("ftp://host.dom");
    let ftp = u.as_ftp().unwrap();
    assert!(ftp.commands().is_empty());
    assert_eq!(ftp.name(), None);
    assert_eq!(ftp.directories().count(), 0);

    assert_eq!(ftp_commands("ftp://host.dom/"), ["RETR "]);
    assert_eq!(ftp_verbs("ftp://host.dom/"), [("RETR", Vec::new())]);
    let u = url("ftp://host.dom/");
    assert_eq!(u.as_ftp().unwrap().name().unwrap().as_str(), "");

    // Empty cwd and name: "The <cwdx> and <name> parts may be empty".
    assert_eq!(
        ftp_commands("ftp://host.dom/a//"),
        ["CWD a", "CWD ", "RETR "]
    );
}

/// §3.2.2: directories and name as segments of the path.
#[test]
fn sec3_2_2_directories_and_name() {
    let u = url("ftp://h/a/b%2Fc/d.txt;type=i");
    let ftp = u.as_ftp().unwrap();
    let dirs: Vec<_> = ftp.directories().map(|d| d.as_str()).collect();
    assert_eq!(dirs, ["a", "b%2Fc"]);
    assert_eq!(ftp.name().unwrap().as_str(), "d.txt");
    assert_eq!(ftp.typecode(), Some('i'));
    let u = url("ftp://h/only");
    assert_eq!(u.as_ftp().unwrap().directories().count(), 0);
}

/// §3.2.2: "Within a name or CWD component, the characters "/" and ";"
/// are reserved and must be encoded. The components are decoded prior to
/// their use in the FTP protocol."
#[test]
fn sec3_2_2_encoded_semicolon_space_and_slash() {
    assert_eq!(
        ftp_commands("ftp://h/my%3Bdir/a%20b%3Btype=d"),
        ["CWD my;dir", "RETR a b;type=d"]
    );
    assert_eq!(
        ftp_verbs("ftp://h/my%3Bdir/a%20b%3Btype=d"),
        [
            ("CWD", b"my;dir".to_vec()),
            ("RETR", b"a b;type=d".to_vec())
        ]
    );
    assert_eq!(
        ftp_commands("ftp://h/pub%2Fgnu/x%2Fy;type=d"),
        ["CWD pub/gnu", "NLST x/y"]
    );
    assert_eq!(
        ftp_commands("ftp://h/My%20Documents/read%20me.txt;type=a"),
        ["CWD My Documents", "TYPE a", "RETR read me.txt"]
    );
}

/// §3.2.2 decoding and §6 ("embedded encoded delimiters ... CR and LF"):
/// the argument is the raw octets, Display escapes what is not printable
/// so a displayed command is one line.
#[test]
fn sec3_2_2_sec6_crlf_argument_raw_display_escaped() {
    let input = "ftp://h/a%0D%0ADELE%20x/b%00c";
    assert_eq!(ftp_commands(input), ["CWD a%0D%0ADELE x", "RETR b%00c"]);
    assert_eq!(
        ftp_verbs(input),
        [("CWD", b"a\r\nDELE x".to_vec()), ("RETR", b"b\0c".to_vec())]
    );
    for line in ftp_commands(input) {
        assert!(!line.contains(['\r', '\n', '\0']), "{line:?}");
    }
    // Non-ASCII octets are escaped in Display too.
    assert_eq!(ftp_commands("ftp://h/caf%C3%A9"), ["RETR caf%C3%A9"]);
}

/// §3.2.2 and the Appendix examples: ftp references of RFC 1738.
#[test]
fn sec3_2_2_appendix_ftp_examples() {
    assert_eq!(
        ftp_commands("ftp://info.cern.ch/pub/www/doc;type=d"),
        ["CWD pub", "CWD www", "NLST doc"]
    );
    assert_eq!(
        ftp_commands("ftp://ds.internic.net/rfc/rfc1436.txt;type=a"),
        ["CWD rfc", "TYPE a", "RETR rfc1436.txt"]
    );
    assert_eq!(ftp_commands("ftp://ds.internic.net/rfc"), ["RETR rfc"]);
}

// ---------------------------------------------------------------------
// HTTP: §3.3.

/// §3.3: "/" designates a hierarchical structure; the segments and the
/// search decoded one at a time; no user or password.
#[test]
fn sec3_3_http_path_and_search() {
    let u = url("http://www.example.com:8080/a%2Fb/c%20d;p?x%20y%3D1&z");
    let http = u.as_http().unwrap();
    assert_eq!(http.host().as_str(), "www.example.com");
    assert_eq!(http.port().unwrap().value(), Ok(8080));
    let segs: Vec<_> = http
        .path_segments()
        .map(|s| s.decode().into_owned())
        .collect();
    assert_eq!(segs, [b"a/b".to_vec(), b"c d;p".to_vec()]);
    assert_eq!(http.search().unwrap().as_str(), "x%20y%3D1&z");
    assert_eq!(http.search().unwrap().decode_utf8().unwrap(), "x y=1&z");
    assert_eq!(http.search_bytes().unwrap(), b"x y=1&z".as_slice());
    assert!(u.login().is_none());

    // No path: no segment, no search.
    let u = url("http://www.example.com");
    let http = u.as_http().unwrap();
    assert_eq!(http.path_segments().count(), 0);
    assert_eq!(http.search(), None);
    assert_eq!(http.search_bytes(), None);

    // "/" alone: one empty segment.
    let u = url("http://www.example.com/");
    let segs: Vec<_> = u
        .as_http()
        .unwrap()
        .path_segments()
        .map(|s| s.as_str())
        .collect();
    assert_eq!(segs, [""]);

    // An empty search is present and empty.
    let u = url("http://h/p?");
    assert_eq!(u.as_http().unwrap().search_bytes().unwrap(), b"".as_slice());
}

// ---------------------------------------------------------------------
// Gopher: §3.4.

/// §3.4.1: "The entire <gopher-path> may also be empty, in which case the
/// delimiting "/" is also optional and the <gophertype> defaults to "1"."
#[test]
fn sec3_4_1_gopher_type_default_and_written() {
    for input in [
        "gopher://h.example",
        "gopher://h.example/",
        "gopher://h.example:70/",
    ] {
        let t = gopher(input).gopher_type();
        assert_eq!(t, Effective::default(b'1'), "{input}");
        assert!(t.is_default(), "{input}");
    }
    for (input, ty) in [
        ("gopher://h.example/1", b'1'),
        ("gopher://h.example/0about.txt", b'0'),
        ("gopher://h.example/7search", b'7'),
        ("gopher://h.example/%31", b'1'), // an escaped type, decoded
        ("gopher://h.example/%30x", b'0'), // idem, with a selector
        ("gopher://h.example//sel", b'/'), // a reserved character as type
    ] {
        let t = gopher(input).gopher_type();
        assert_eq!(t, Effective::written(ty), "{input}");
        assert!(!t.is_default(), "{input}");
    }
    let g = gopher("gopher://h.example/%31");
    assert_eq!(g.gtype().unwrap().as_str(), "%31");
    assert_eq!(g.gtype().unwrap().decode(), b"1".as_slice());
}

/// §3.4.1: the selector decoded; "some Gopher <selector> strings begin
/// with a copy of the <gophertype> character"; "The Gopher selector
/// string may be an empty string; this is how Gopher clients refer to
/// the top-level directory".
#[test]
fn sec3_4_1_selector_decoded() {
    let g = gopher("gopher://h.example/11/pub%20docs");
    assert_eq!(g.gopher_type().value, b'1');
    assert_eq!(g.selector().unwrap().as_str(), "1/pub%20docs");
    assert_eq!(g.selector_bytes().unwrap(), b"1/pub docs".as_slice());
    assert_eq!(g.host().as_str(), "h.example");

    // The empty selector (top level), with and without a type.
    assert_eq!(
        gopher("gopher://h.example/1").selector_bytes().unwrap(),
        b"".as_slice()
    );
    assert_eq!(
        gopher("gopher://h.example/").selector_bytes().unwrap(),
        b"".as_slice()
    );
    assert_eq!(
        gopher("gopher://h.example").selector_bytes().unwrap(),
        b"".as_slice()
    );

    // "Within the <gopher-path>, no characters are reserved": ? ; = are data.
    let g = gopher("gopher://h.example/0a?b;c=d");
    assert_eq!(g.selector_bytes().unwrap(), b"a?b;c=d".as_slice());
    assert!(matches!(g.selector_bytes().unwrap(), Cow::Borrowed(_)));
    assert!(!g.is_gopher_plus());
}

/// §3.4.1: a selector holds "any octets except 09 ..., 0A ..., and 0D":
/// an escape of one of them is an error naming its offset.
#[test]
fn sec3_4_1_selector_forbidden_octets() {
    // gopher://h/ is 11 bytes: the type is at 11, the selector from 12.
    for (input, octet, offset) in [
        ("gopher://h/1a%0Db", 0x0D, 13),
        ("gopher://h/1ab%0a", 0x0A, 14),
        ("gopher://h/1a%0D%0Ab", 0x0D, 13), // the first one
        // The %09 cannot end the selector: "b/c" is no search (§5 `search`
        // has no "/"), so the selector keeps it
        // (grammar-notes/rfc1738/gopher.md).
        ("gopher://h/1a%09b/c", 0x09, 13),
    ] {
        let g = gopher(input);
        let err = g.selector_bytes().unwrap_err();
        assert_eq!(err, ForbiddenByte { octet, offset }, "{input}");
    }
    let g = gopher("gopher://h/1a%09b/c");
    assert_eq!(g.selector().unwrap().as_str(), "a%09b/c");
    assert_eq!(g.search(), None);
    assert_eq!(
        g.selector_bytes().unwrap_err().to_string(),
        "the escape at byte 13 decodes to 0x09, which a gopher selector may not hold (§3.4.1)"
    );
    // A %09 that can end the selector does: no error.
    let g = gopher("gopher://h/1a%09b");
    assert_eq!(g.selector_bytes().unwrap(), b"a".as_slice());
    assert_eq!(g.search().unwrap().as_str(), "b");
}

/// §3.4.2: "the selector is followed by an encoded tab (%09) and the
/// search string"; the client sends the decoded selector, a tab, the
/// search.
#[test]
fn sec3_4_2_gopher_search() {
    let g = gopher("gopher://h.example/7search%20engine%09rfc%201738");
    assert_eq!(g.gopher_type().value, b'7');
    assert_eq!(g.selector_bytes().unwrap(), b"search engine".as_slice());
    assert_eq!(g.search().unwrap().decode_utf8().unwrap(), "rfc 1738");
    assert!(!g.is_gopher_plus());
    assert_eq!(g.gopher_plus(), None);
}

/// §3.4.3 to §3.4.8: every Gopher+ string of §3.4, typed.
#[test]
fn sec3_4_4_to_3_4_8_gopher_plus_strings() {
    let base = "gopher://h.example/1sel%09%09";
    let plus = |p: &str| format!("{base}{p}");

    // §3.4.3: "the %09<search> string must be supplied, although the
    // <search> element may be the empty string".
    let s = plus("+");
    let g = gopher(&s);
    assert!(g.is_gopher_plus());
    assert_eq!(g.selector_bytes().unwrap(), b"sel".as_slice());
    assert_eq!(g.search().unwrap().as_str(), "");

    // §3.4.4: "+" the default view, "?" an item with a +ASK form.
    assert_eq!(gopher_plus(&plus("+")), GopherPlus::DefaultView);
    assert_eq!(gopher_plus(&plus("?")), GopherPlus::Ask);
    // §3.4.6: "!" all of an item's attributes, "$" those of every item of
    // the directory.
    assert_eq!(
        gopher_plus(&plus("!")),
        GopherPlus::AllAttributes(AttributeScope::Item)
    );
    assert_eq!(
        gopher_plus(&plus("$")),
        GopherPlus::AllAttributes(AttributeScope::Directory)
    );

    // §3.4.7: "!+ABSTRACT"; "!+ABSTRACT%20+SMELL" refers to the +ABSTRACT
    // and +SMELL attributes.
    let s = plus("!+ABSTRACT");
    let p = gopher_plus(&s);
    let GopherPlus::Attributes { scope, names } = p else {
        panic!("{p:?}")
    };
    assert_eq!((scope, names.as_str()), (AttributeScope::Item, "+ABSTRACT"));
    let names: Vec<_> = p.attribute_names().map(|n| n.as_str()).collect();
    assert_eq!(names, ["+ABSTRACT"]);

    let s = plus("!+ABSTRACT%20+SMELL");
    let p = gopher_plus(&s);
    assert!(matches!(
        p,
        GopherPlus::Attributes {
            scope: AttributeScope::Item,
            ..
        }
    ));
    let names: Vec<_> = p.attribute_names().map(|n| n.as_str()).collect();
    assert_eq!(names, ["+ABSTRACT", "+SMELL"]);
    // The spans point into the input.
    let first = p.attribute_names().next().unwrap();
    assert_eq!(&s[first.range()], "+ABSTRACT");

    let s = plus("$+ABSTRACT");
    let p = gopher_plus(&s);
    assert!(matches!(
        p,
        GopherPlus::Attributes {
            scope: AttributeScope::Directory,
            ..
        }
    ));
    assert_eq!(p.attribute_names().count(), 1);

    // Other variants have no attribute names.
    assert_eq!(gopher_plus(&plus("!")).attribute_names().count(), 0);
    assert_eq!(gopher_plus(&plus("+")).attribute_names().count(), 0);

    // §3.4.8: "+application/postscript%20Es_ES" the Spanish postscript view.
    let s = plus("+application/postscript%20Es_ES");
    let GopherPlus::AlternateView { view, language } = gopher_plus(&s) else {
        panic!()
    };
    assert_eq!(view.as_str(), "application/postscript");
    assert_eq!(language.unwrap().as_str(), "Es_ES");
    assert_eq!(&s[view.range()], "application/postscript");

    // A view without a language.
    let s = plus("+text/plain");
    assert_eq!(
        gopher_plus(&s),
        GopherPlus::AlternateView {
            view: rfc1738::Span::new("text/plain", s.len() - "text/plain".len()),
            language: None
        }
    );
}

/// §3.4.9: the filled-in form is "a coded version of what the client
/// sends to the server": `+%091%0D%0A+-1%0D%0A<v1>%0D%0A<v2>%0D%0A.%0D%0A`
/// decodes to what follows `<a_gopher_selector><tab>` in the RFC:
/// `+<tab>1<cr><lf>+-1<cr><lf><v1><cr><lf><v2><cr><lf>.<cr><lf>`.
#[test]
fn sec3_4_9_gopher_plus_form() {
    let input = "gopher://h.example/1sel%09%09+%091%0D%0A+-1%0D%0Av1%0D%0Av2%0D%0A.%0D%0A";
    let g = gopher(input);
    assert_eq!(g.selector_bytes().unwrap(), b"sel".as_slice());
    assert_eq!(g.search().unwrap().as_str(), "");
    let plus = g.gopher_plus_string().unwrap();
    assert_eq!(plus.as_str(), "+%091%0D%0A+-1%0D%0Av1%0D%0Av2%0D%0A.%0D%0A");
    assert_eq!(g.gopher_plus(), Some(GopherPlus::Form(plus.span())));
    assert_eq!(
        plus.decode(),
        b"+\t1\r\n+-1\r\nv1\r\nv2\r\n.\r\n".as_slice()
    );
}

/// §3.4.1 "no characters are reserved" within the gopher path, so the
/// Gopher+ string is read on decoded octets: `%2B` is a `+`; and the
/// empty Gopher+ string means nothing of §3.4.4–§3.4.9.
#[test]
fn sec3_4_gopher_plus_decoded_and_other() {
    let base = "gopher://h.example/1sel%09%09";
    assert_eq!(gopher_plus(&format!("{base}%2B")), GopherPlus::DefaultView);
    assert_eq!(gopher_plus(&format!("{base}%3F")), GopherPlus::Ask);
    assert_eq!(
        gopher_plus(&format!("{base}%21")),
        GopherPlus::AllAttributes(AttributeScope::Item)
    );
    let s = format!("{base}%2Btext/plain");
    let GopherPlus::AlternateView {
        view,
        language: None,
    } = gopher_plus(&s)
    else {
        panic!()
    };
    assert_eq!(view.as_str(), "text/plain");

    let s = base.to_string();
    let g = gopher(&s);
    assert!(g.is_gopher_plus());
    let p = g.gopher_plus().unwrap();
    let GopherPlus::Other(span) = p else {
        panic!("{p:?}")
    };
    assert!(span.is_empty());

    let s = format!("{base}xyz");
    assert!(matches!(gopher_plus(&s), GopherPlus::Other(sp) if sp.as_str() == "xyz"));
    let s = format!("{base}??");
    assert!(matches!(gopher_plus(&s), GopherPlus::Other(_)));
}

// ---------------------------------------------------------------------
// mailto, news, nntp, telnet, wais, prospero: §3.5 to §3.11.

/// §3.5: "(the encoding of an) addr-spec"; "there are no reserved
/// characters"; "the percent sign ... must be encoded".
#[test]
fn sec3_5_mailto_address_decoded() {
    let u = url("mailto:user%25relay@h.example");
    let m = u.as_mailto().unwrap();
    assert_eq!(m.address().unwrap(), "user%relay@h.example");
    assert_eq!(m.address_bytes(), b"user%relay@h.example".as_slice());
    assert!(m.encoded822addr().decode_utf8().is_ok());

    let u = url("mailto:someone@example.com");
    assert!(matches!(
        u.as_mailto().unwrap().address(),
        Ok(Cow::Borrowed("someone@example.com"))
    ));

    // "?" is part of the address: no reserved characters.
    let u = url("mailto:a?b=c@h.example");
    assert_eq!(u.as_mailto().unwrap().address().unwrap(), "a?b=c@h.example");
    // Non-UTF-8 octets: bytes only.
    let u = url("mailto:%FF@h");
    assert!(u.as_mailto().unwrap().address().is_err());
    assert_eq!(u.as_mailto().unwrap().address_bytes(), b"\xFF@h".as_slice());
}

/// §3.6: `news:*` is "all available news groups"; a message-id is told
/// from a group "by the presence of the commercial at "@""; it "takes
/// the form <unique>@<full_domain_name>".
#[test]
fn sec3_6_news() {
    let u = url("news:*");
    let n = u.as_news().unwrap();
    assert!(n.is_all_groups());
    assert_eq!(n.group(), None);
    assert_eq!(n.article(), None);

    let u = url("news:comp.infosystems.www.misc");
    let n = u.as_news().unwrap();
    assert!(!n.is_all_groups());
    assert_eq!(n.group().unwrap().as_str(), "comp.infosystems.www.misc");
    assert_eq!(n.article(), None);

    let u = url("news:1234%2Ex%40y@news.example.org");
    let n = u.as_news().unwrap();
    assert_eq!(n.group(), None);
    let a = n.article().unwrap();
    assert_eq!(a.message_id(), b"1234.x@y@news.example.org".as_slice());
    assert_eq!(a.local_part().as_str(), "1234%2Ex%40y");
    assert_eq!(a.local_part_bytes(), b"1234.x@y".as_slice());
    assert_eq!(a.host().as_str(), "news.example.org");
    // §3.6: "they do not contain sufficient information to locate a single
    // resource": the id's host is no server.
    assert_eq!(u.host(), None);
    assert_eq!(u.effective_port(), None);
}

/// §3.7: `nntp://<host>:<port>/<newsgroup-name>/<article-number>`.
#[test]
fn sec3_7_nntp() {
    let u = url("nntp://news.example:119/comp.infosystems.www/42");
    let n = u.as_nntp().unwrap();
    assert_eq!(n.host().as_str(), "news.example");
    assert_eq!(n.port().unwrap().value(), Ok(119));
    assert_eq!(n.group().as_str(), "comp.infosystems.www");
    assert_eq!(n.article_number(), Some(Ok(42)));

    // The BNF makes the article optional.
    let u = url("nntp://news.example/comp.infosystems.www");
    assert_eq!(u.as_nntp().unwrap().article_number(), None);
    assert_eq!(u.effective_port(), Some(119));

    // Leading zeros; u64::MAX; one past it (a value error).
    let u = url("nntp://h/g/0042");
    assert_eq!(u.as_nntp().unwrap().article_number(), Some(Ok(42)));
    let u = url("nntp://h/g/18446744073709551615");
    assert_eq!(u.as_nntp().unwrap().article_number(), Some(Ok(u64::MAX)));
    let u = url("nntp://h/g/18446744073709551616");
    let err = u.as_nntp().unwrap().article_number().unwrap().unwrap_err();
    assert_eq!(err.what(), "article number");
    assert_eq!(err.range(), 11..31);
    assert_eq!(err.max(), u64::MAX);
}

/// §3.8: `telnet://<user>:<password>@<host>:<port>/`; "The final "/"
/// character may be omitted"; user and password "advisory only".
#[test]
fn sec3_8_telnet() {
    let u = url("telnet://guest%20user:s%3Acret@bbs.example:2323/");
    let t = u.as_telnet().unwrap();
    assert_eq!(t.user().unwrap().decode_utf8().unwrap(), "guest user");
    assert_eq!(t.password().unwrap().decode_utf8().unwrap(), "s:cret");
    assert_eq!(t.host().as_str(), "bbs.example");
    assert_eq!(t.port().unwrap().value(), Ok(2323));
    assert!(t.has_slash());

    for input in ["telnet://bbs.example", "telnet://bbs.example/"] {
        let u = url(input);
        let t = u.as_telnet().unwrap();
        assert_eq!(
            (t.user(), t.password(), t.port()),
            (None, None, None),
            "{input}"
        );
        assert_eq!(t.host().as_str(), "bbs.example", "{input}");
        assert_eq!(u.effective_port(), Some(23), "{input}");
    }
    assert!(!url("telnet://bbs.example").as_telnet().unwrap().has_slash());

    // "The :<password> can be omitted".
    let u = url("telnet://guest@bbs.example");
    let t = u.as_telnet().unwrap();
    assert_eq!(t.user().unwrap().as_str(), "guest");
    assert_eq!(t.password(), None);
}

/// §3.9: the three forms; the wpath "should be treated opaquely".
#[test]
fn sec3_9_wais() {
    let u = url("wais://wais.example:210/my%20db");
    let w = u.as_wais().unwrap();
    assert!(matches!(w, Waisurl::Database(_)));
    assert_eq!(w.database_bytes(), b"my db".as_slice());
    assert_eq!((w.search(), w.wtype(), w.wpath()), (None, None, None));
    assert_eq!(w.host().as_str(), "wais.example");
    assert_eq!(w.port().unwrap().value(), Ok(210));

    let u = url("wais://wais.example/db?rfc%201738");
    let w = u.as_wais().unwrap();
    assert!(matches!(w, Waisurl::Index(_)));
    assert_eq!(w.database().as_str(), "db");
    assert_eq!(w.search().unwrap().decode_utf8().unwrap(), "rfc 1738");
    assert_eq!((w.wtype(), w.wpath()), (None, None));
    assert_eq!(u.effective_port(), Some(210));

    // The document id holds an encoded "/": one value, never split.
    let u = url("wais://wais.example/db/TEXT/0%2F12%2Fdoc%20id");
    let w = u.as_wais().unwrap();
    assert!(matches!(w, Waisurl::Doc(_)));
    assert_eq!(w.database_bytes(), b"db".as_slice());
    assert_eq!(w.wtype().unwrap().decode(), b"TEXT".as_slice());
    assert_eq!(w.wpath().unwrap().as_str(), "0%2F12%2Fdoc%20id");
    assert_eq!(w.wpath().unwrap().decode(), b"0/12/doc id".as_slice());
    assert_eq!(w.search(), None);
    // A bare "/" in the wpath is no wais URL (wpath = *uchar).
    assert!(Url::parse("wais://wais.example/db/TEXT/a/b").is_err());
}

/// §3.11: the hsoname is one opaque value ("/" "may appear ... without
/// quoting and no significance may be assumed"; `prospero://host.dom//pros/name`
/// "designates a <hsoname> of "/pros/name""); field/value pairs follow, in
/// order.
#[test]
fn sec3_11_prospero() {
    let u = url("prospero://host.dom//pros/name");
    let p = u.as_prospero().unwrap();
    assert_eq!(p.hsoname(), b"/pros/name".as_slice());
    assert_eq!(p.ppath().hsoname_utf8().unwrap(), "/pros/name");
    assert_eq!(p.fields().count(), 0);
    assert_eq!(p.host().as_str(), "host.dom");
    assert_eq!(u.effective_port(), Some(1525));

    let u = url("prospero://h.example:1526/a%3Bb/c;OBJECT-VERSION=2;x%20y=p%3Dq;e=");
    let p = u.as_prospero().unwrap();
    assert_eq!(p.hsoname(), b"a;b/c".as_slice());
    assert_eq!(p.port().unwrap().value(), Ok(1526));
    let fields: Vec<_> = p
        .fields()
        .map(|(n, v)| (n.decode().into_owned(), v.decode().into_owned()))
        .collect();
    assert_eq!(
        fields,
        [
            (b"OBJECT-VERSION".to_vec(), b"2".to_vec()),
            (b"x y".to_vec(), b"p=q".to_vec()),
            (b"e".to_vec(), b"".to_vec()),
        ]
    );
    let names: Vec<_> = p.fields().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["OBJECT-VERSION", "x%20y", "e"]);
    // The segments are still there for who wants them, decoded one by one.
    let segs: Vec<_> = p
        .ppath()
        .segments()
        .map(|s| s.decode().into_owned())
        .collect();
    assert_eq!(segs, [b"a;b".to_vec(), b"c".to_vec()]);
    assert!(p.ppath().hsoname_utf8().is_ok());
}

// ---------------------------------------------------------------------
// Equivalence: §2.1 (scheme case) and §2.2 (encoded and unencoded).

fn equivalent(a: &str, b: &str) -> bool {
    url(a).equivalent(&url(b))
}

/// §2.2, the three cases of the issue, exactly.
#[test]
fn sec2_2_equivalence_issue_examples() {
    assert!(equivalent("HTTP://h/%41", "http://h/A"));
    assert!(!equivalent("http://h/a%2Fb", "http://h/a/b"));
    assert_eq!(url("HTTP://h/%41%2f").normalized(), "http://h/A%2F");
}

/// §2.1: "programs interpreting URLs should treat upper case letters as
/// equivalent to lower case in scheme names"; §2.2: hex digits in either
/// case; §3.1: the host is a domain name (compared without case).
#[test]
fn sec2_1_sec2_2_case() {
    assert_eq!(url("FtP://h/x").normalized(), "ftp://h/x");
    assert_eq!(url("http://h/%7e%2f%3b").normalized(), "http://h/%7E%2F%3B");
    assert!(equivalent("http://h/%7e", "http://h/%7E"));
    assert_eq!(
        url("http://WWW.Example.COM:80/Path").normalized(),
        "http://www.example.com:80/Path"
    );
    assert!(equivalent(
        "http://WWW.EXAMPLE.com/",
        "http://www.example.com/"
    ));
    assert!(equivalent(
        "ftp://u@FTP.Example.org/",
        "ftp://u@ftp.example.org/"
    ));
    assert!(equivalent("file://LOCALHOST/x", "file://localhost/x"));
    assert!(equivalent("Gopher://H/1x", "gopher://h/1x"));
    // Case is kept everywhere else.
    assert!(!equivalent("http://h/A", "http://h/a"));
    assert!(!equivalent("ftp://USER@h/", "ftp://user@h/"));
    assert!(!equivalent("http://h/?Q", "http://h/?q"));
    assert!(!equivalent("mailto:A@h", "mailto:a@h"));
    // The host of a news message-id is part of the id, not a server.
    assert_eq!(url("news:x@H.EXAMPLE").normalized(), "news:x@H.EXAMPLE");
}

/// §2.2: "Usually a URL has the same interpretation when an octet is
/// represented by a character and when it encoded. However, this is not
/// true for reserved characters": reserved escapes are never decoded.
#[test]
fn sec2_2_reserved_escapes_never_decoded() {
    for (escape, ch) in [
        ("%3B", ";"),
        ("%2F", "/"),
        ("%3F", "?"),
        ("%3A", ":"),
        ("%40", "@"),
        ("%3D", "="),
        ("%26", "&"),
    ] {
        let input = format!("http://h/a{escape}b");
        assert_eq!(url(&input).normalized(), input, "{escape}");
        let lower = input.to_ascii_lowercase();
        assert_eq!(url(&lower).normalized(), input, "{escape} in lower case");
        // Not equivalent to the character itself, where that parses.
        let plain = format!("http://h/a{ch}b");
        if let Ok(p) = Url::parse(&plain) {
            assert!(!url(&input).equivalent(&p), "{escape} vs {ch}");
        }
        // In a user name too.
        let input = format!("ftp://a{escape}b@h/");
        assert_eq!(url(&input).normalized(), input, "{escape} in a user");
    }
}

/// §2.2: "only alphanumerics, the special characters "$-_.+!*'(),", and
/// reserved characters ... may be used unencoded": their escapes are
/// decoded; every other escape (unsafe, control, non-ASCII) is kept.
#[test]
fn sec2_2_unreserved_decoded_unsafe_kept() {
    assert_eq!(
        url("http://h/%61%5A%30%24%2D%5F%2E%2B%21%2A%27%28%29%2C").normalized(),
        "http://h/aZ0$-_.+!*'(),"
    );
    for escape in [
        "%20", "%7E", "%25", "%3C", "%3E", "%22", "%23", "%7B", "%7D", "%7C", "%5C", "%5E", "%5B",
        "%5D", "%60", "%00", "%0D", "%0A", "%7F", "%80", "%FF",
    ] {
        let input = format!("http://h/a{escape}b");
        assert_eq!(url(&input).normalized(), input, "{escape}");
        let lower = format!("http://h/a{}b", escape.to_ascii_lowercase());
        assert_eq!(url(&lower).normalized(), input, "{escape} in lower case");
    }
    assert!(equivalent("http://h/%7euser", "http://h/%7Euser"));
    assert!(!equivalent("http://h/%25", "http://h/%2525"));
    assert!(equivalent(
        "ftp://%61nonymous@h/%66ile",
        "ftp://anonymous@h/file"
    ));
    assert!(equivalent("gopher://h/%31", "gopher://h/1"));
    assert!(equivalent("news:%61@h", "news:a@h"));
}

/// §2.2: `normalized` is an explicit call; `Display` stays the input.
#[test]
fn sec2_2_display_unchanged_by_normalization() {
    for input in [
        "HTTP://WWW.Example.COM/%41%2f%7e",
        "FTP://H/%66;type=d",
        "news:%61@H",
    ] {
        let u = url(input);
        let n = u.normalized();
        assert_ne!(n, input);
        assert_eq!(u.to_string(), input);
        assert_eq!(u.as_str(), input);
    }
}

/// Decisions (grammar-notes/rfc1738/prose-rules.md): RFC 1738 does not
/// say that a default port written out, or an empty path, is the same as
/// none; and the per-scheme "no reserved characters" rules (§3.4.1, §3.5,
/// §3.6) are not applied.
#[test]
fn sec2_2_decisions_default_port_empty_path_per_scheme_reserved() {
    assert!(!equivalent("http://h:80/", "http://h/"));
    assert!(!equivalent("http://h", "http://h/"));
    assert!(!equivalent("gopher://h", "gopher://h/"));
    assert!(!equivalent("ftp://h:021/", "ftp://h:21/"));
    // §3.4.1 says nothing is reserved in a gopher path, §3.5 nothing in a
    // mailto URL; the escape of a reserved character is still kept.
    assert_eq!(url("gopher://h/1a%3Fb").normalized(), "gopher://h/1a%3Fb");
    assert!(!equivalent("gopher://h/1a%3Fb", "gopher://h/1a?b"));
    assert!(!equivalent("mailto:a%40h", "mailto:a@h"));
    assert!(!equivalent("news:a%2Fb@h", "news:a/b@h"));
    // Decoding a %3F in a gopher path could change the split: with it
    // written, "x?y" is no search (§5 `search` has no "?").
    let coded = gopher("gopher://h/1a%09x%3Fy");
    assert_eq!(coded.search().unwrap().as_str(), "x%3Fy");
    let plain = gopher("gopher://h/1a%09x?y");
    assert_eq!(plain.search(), None);
}

/// §2.2 on examples of every scheme: the normal form parses with the same
/// production, is its own normal form, and is equivalent to the original.
#[test]
fn sec2_2_normal_form_is_a_fixed_point_on_examples() {
    for input in [
        "HTTP://WWW.Example.COM:8080/a%41/%7e?%71%3D1",
        "FTP://Me%40x:P%41ss@FTP.Example.ORG/%2Fetc/%6Dotd;type=A",
        "GOPHER://H/%31%31/pub%09%73earch%09%2B",
        "MAILTO:%41@Example.COM",
        "NEWS:%61rticle@Host.Example",
        "news:Comp.Infosystems",
        "NNTP://H/g/1",
        "TELNET://U%3Ax:%50@H:23",
        "WAIS://H/DB/%54/x%2Fy",
        "FILE://LocalHost/%41",
        "file:///%61",
        "PROSPERO://H//pros/%6Eame;%41=%62",
        "X-Foo://H:1/%41",
        "x-foo:%41%2F",
        "AFS:/%41",
    ] {
        assert_eq!(check_normal_form(input), Ok(()));
    }
}

fn check_normal_form(input: &str) -> Result<(), String> {
    let u = Url::parse(input).map_err(|e| e.to_string())?;
    let n = u.normalized();
    let v = Url::parse(&n).map_err(|e| format!("{input:?} -> {n:?} does not parse: {e}"))?;
    if v.production() != u.production() {
        return Err(format!("{input:?} -> {n:?}: production changed"));
    }
    if v.normalized() != n {
        return Err(format!(
            "{input:?} -> {n:?} -> {:?}: no fixed point",
            v.normalized()
        ));
    }
    if !u.equivalent(&v) || !v.equivalent(&u) {
        return Err(format!("{input:?} -> {n:?}: not equivalent"));
    }
    if u.to_string() != input {
        return Err(format!("{input:?}: Display changed"));
    }
    Ok(())
}

/// §2.2 on the shared corpus: every line that parses has a normal form
/// that parses with the same production, is a fixed point, and is
/// equivalent to the line.
#[test]
fn sec2_2_normal_form_is_a_fixed_point_on_the_corpus() {
    let corpus = Corpus::find("meaning::sec2_2_normal_form_is_a_fixed_point_on_the_corpus");
    let mut parsed = 0;
    let mut failures = Vec::new();
    for file in ["cc10k_base.txt", "ada_kasztp.txt"] {
        let text = corpus.read(file);
        for line in text.lines() {
            if Url::parse(line).is_err() {
                continue;
            }
            parsed += 1;
            if let Err(e) = check_normal_form(line) {
                failures.push(format!("{file}: {e}"));
            }
        }
    }
    println!("{parsed} corpus lines parsed and checked");
    assert!(parsed >= 500, "only {parsed} corpus lines parsed");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// §2.2 with the common syntax of §3.1 in an unknown scheme: the escape of
/// an unreserved character is decoded, and that can turn a schemepart that
/// is no `ip-schemepart` into one. Its host must be lowercased too, or
/// the normal form is no fixed point and not equivalent to `foo://h.com/`.
#[test]
fn sec2_2_normal_form_fixed_point_other_scheme_host_appears() {
    // The escape stops the `ip-schemepart` reading (no escape in a host);
    // decoded, the schemepart reads as `ip-schemepart` with host H.com,
    // which normalized() reads again and lowercases.
    assert_eq!(url("foo://H%2Ecom/").host(), None);
    assert_eq!(url("foo://H%2Ecom/").normalized(), "foo://h.com/");
    assert_eq!(url("foo://H.com/").host().unwrap().as_str(), "H.com");
    // Expected: a fixed point, equivalent to the original.
    for input in ["foo://H%2Ecom/", "foo://%41/", "foo://H:%38%30/"] {
        assert_eq!(check_normal_form(input), Ok(()), "{input}");
    }
    assert!(equivalent("foo://H%2Ecom/", "foo://h.com/"));
}

// ---------------------------------------------------------------------
// Warnings: §3.1, §3.4.1, §4, §6.

/// A plain URL of every scheme: no warning.
#[test]
fn sec6_no_warning_for_plain_urls() {
    for input in [
        "http://www.example.com/index.html?q",
        "http://www.example.com:80/",
        "ftp://ftp.example.org/pub/file.txt;type=i",
        "ftp://myname@host.dom/%2Fetc/motd",
        "gopher://gopher.example.org:70/1",
        "gopher://h/7search%09rfc",
        "mailto:someone@example.com",
        "news:comp.infosystems.www.misc",
        "news:*",
        "nntp://news.example/comp.x/42",
        "telnet://guest@bbs.example/",
        "wais://wais.example/db?x",
        "file:///etc/motd",
        "file://127.0.0.1/x",
        "prospero://host.dom//pros/name",
        "foo://h:99/",
        "https://example.com:443/",
    ] {
        assert_eq!(url(input).warnings(), [], "{input}");
    }
}

/// Each variant: its section, its span and its Display.
#[test]
fn sec3_1_sec3_4_1_sec4_sec6_each_warning_variant() {
    // §6: "a port number other than that reserved for the network
    // protocol in question ... the use of gopher URLs to cause a rude
    // message to be sent via a SMTP server".
    let u = url("gopher://mail.example:25/");
    let w = u.warnings();
    assert_eq!(w.len(), 1);
    let Warning::NonDefaultPort { port, default } = w[0] else {
        panic!("{w:?}")
    };
    assert_eq!((port.as_str(), default), ("25", 70));
    assert_eq!((w[0].section(), w[0].span().range()), ("§6", 22..24));
    assert_eq!(
        w[0].to_string(),
        "port 25 at byte 22 is not the scheme's default port 70 (§6)"
    );

    // §3.1: a port over 65535 (and no NonDefaultPort for it).
    let u = url("http://h:65536/");
    let w = u.warnings();
    assert_eq!(w.len(), 1);
    assert!(matches!(w[0], Warning::PortOutOfRange(p) if p.as_str() == "65536"));
    assert_eq!((w[0].section(), w[0].span().range()), ("§3.1", 9..14));
    assert_eq!(
        w[0].to_string(),
        "port 65536 at byte 9 is over 65535 (§3.1)"
    );

    // §6: "The use of URLs containing passwords that should be secret is
    // clearly unwise."
    let u = url("ftp://joe:secret@h/");
    let w = u.warnings();
    assert_eq!(w.len(), 1);
    assert!(matches!(w[0], Warning::Password(p) if p.as_str() == "secret"));
    assert_eq!((w[0].section(), w[0].span().range()), ("§6", 10..16));
    assert_eq!(
        w[0].to_string(),
        "a password is written in the URL at byte 10 (§6)"
    );

    // §6: "embedded encoded delimiters ... CR and LF characters for telnet".
    let u = url("telnet://u%0D%0A@h/");
    let w = u.warnings();
    assert_eq!(w.len(), 2);
    assert!(
        matches!(w[0], Warning::EncodedControl { octet: 0x0D, escape } if escape.as_str() == "%0D")
    );
    assert!(matches!(w[1], Warning::EncodedControl { octet: 0x0A, .. }));
    assert_eq!((w[0].section(), w[0].span().range()), ("§6", 10..13));
    assert_eq!(w[1].span().range(), 13..16);
    assert_eq!(
        w[0].to_string(),
        "the escape at byte 10 encodes the control octet 0x0D (§6)"
    );
    // NUL too, lower-case hex too.
    let u = url("http://h/a%00b?%0a");
    let octets: Vec<_> = u
        .warnings()
        .iter()
        .map(|w| match w {
            Warning::EncodedControl { octet, .. } => *octet,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(octets, [0x00, 0x0A]);

    // §3.1: leading zeros in a host number.
    let u = url("http://010.0.0.1/");
    let w = u.warnings();
    assert_eq!(w.len(), 1);
    assert!(matches!(w[0], Warning::LeadingZeros(h) if h.as_str() == "010.0.0.1"));
    assert_eq!((w[0].section(), w[0].span().range()), ("§3.1", 7..16));
    assert_eq!(
        w[0].to_string(),
        "host number 010.0.0.1 at byte 7 has a group with a leading zero (octal to inet_aton) (§3.1)"
    );

    // §3.1: a host number group over 255.
    let u = url("http://1.2.3.256/");
    let w = u.warnings();
    assert_eq!(w.len(), 1);
    assert!(matches!(w[0], Warning::OctetOutOfRange(h) if h.as_str() == "1.2.3.256"));
    assert_eq!((w[0].section(), w[0].span().range()), ("§3.1", 7..16));
    assert_eq!(
        w[0].to_string(),
        "host number 1.2.3.256 at byte 7 has a group over 255 (§3.1)"
    );

    // §3.4.1: a tab, LF or CR left in a gopher selector.
    let u = url("gopher://h/1a%09b/c");
    let w = u.warnings();
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(
        matches!(w[0], Warning::SelectorOctet { octet: 0x09, escape } if escape.as_str() == "%09")
    );
    assert_eq!((w[0].section(), w[0].span().range()), ("§3.4.1", 13..16));
    assert_eq!(
        w[0].to_string(),
        "the escape at byte 13 puts the octet 0x09 in a gopher selector (§3.4.1)"
    );

    // §3.1 (RFC 1034 §3.5 via §3.1): a label over 63, a name over 255.
    let label = "a".repeat(64);
    let input = format!("http://{label}.example/");
    let u = url(&input);
    let w = u.warnings();
    assert_eq!(w.len(), 1);
    assert!(matches!(w[0], Warning::NameTooLong(s) if s.as_str() == format!("{label}.example")));
    assert_eq!((w[0].section(), w[0].span().start()), ("§3.1", 7));
    assert!(
        w[0].to_string().starts_with("the host name aaaa"),
        "{}",
        w[0]
    );
    assert!(
        w[0].to_string()
            .ends_with(" at byte 7 has a label over 63 or a length over 255 (§3.1)")
    );
    let ok63 = format!("http://{}.example/", "a".repeat(63));
    assert_eq!(url(&ok63).warnings(), []);
    let long = format!("http://{}x/", "abcdefghi.".repeat(26)); // 261 bytes, labels of 9
    assert!(matches!(
        url(&long).warnings()[..],
        [Warning::NameTooLong(_)]
    ));
    let just = format!("http://{}abcde/", "abcdefghi.".repeat(25)); // 255 bytes
    assert_eq!(url(&just).warnings(), []);

    // §4: "Scheme names starting with the characters "x-" are reserved for
    // experimental purposes."
    let u = url("x-foo:");
    let w = u.warnings();
    assert!(matches!(w[..], [Warning::ExperimentalScheme(s)] if s.as_str() == "x-foo"));
    assert_eq!((w[0].section(), w[0].span().range()), ("§4", 0..5));
    assert_eq!(
        w[0].to_string(),
        "the scheme x-foo is reserved for experiments (§4)"
    );
    assert!(matches!(
        url("X-Bar://h/").warnings()[..],
        [Warning::ExperimentalScheme(_)]
    ));

    // §4: names IANA should reserve, with no syntax defined.
    let u = url("afs:");
    let w = u.warnings();
    assert!(matches!(w[..], [Warning::ReservedScheme(s)] if s.as_str() == "afs"));
    assert_eq!((w[0].section(), w[0].span().range()), ("§4", 0..3));
    assert_eq!(
        w[0].to_string(),
        "the scheme afs is reserved but has no syntax (§4)"
    );
    for scheme in [
        "afs",
        "mid",
        "cid",
        "nfs",
        "tn3270",
        "mailserver",
        "z39.50",
        "AFS",
        "Z39.50",
    ] {
        let input = format!("{scheme}:x");
        assert!(
            matches!(url(&input).warnings()[..], [Warning::ReservedScheme(_)]),
            "{input}"
        );
    }
    for input in ["afsx:x", "xfoo:x", "x:x", "https://h/"] {
        assert_eq!(url(input).warnings(), [], "{input}");
    }
}

/// §6: the gopher-to-SMTP attack of §6, with every warning it earns, in
/// the order of their position.
#[test]
fn sec6_gopher_to_smtp_example() {
    let input = "gopher://mail.example:25/1HELO%20x%0D%0AMAIL%20FROM:%3Ca@b%3E%0D%0A";
    let u = url(input);
    let w = u.warnings();
    let kinds: Vec<_> = w
        .iter()
        .map(|w| match w {
            Warning::NonDefaultPort { .. } => "port",
            Warning::EncodedControl { .. } => "control",
            Warning::SelectorOctet { .. } => "selector",
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "port", "control", "selector", "control", "control", "control"
        ]
    );
    let starts: Vec<_> = w.iter().map(|w| w.span().start()).collect();
    assert!(starts.is_sorted(), "{starts:?}");
    let mut controls: Vec<_> = input
        .match_indices("%0D")
        .chain(input.match_indices("%0A"))
        .map(|(at, _)| at)
        .collect();
    controls.sort_unstable();
    let port = input.find(":25/").unwrap() + 1;
    assert_eq!(
        starts,
        [
            port,
            controls[0],
            controls[0],
            controls[1],
            controls[2],
            controls[3]
        ]
    );
    assert!(gopher(input).selector_bytes().is_err());
}

/// §6 and §3.1: several warnings come in the order of their position in
/// the URL.
#[test]
fn sec6_warnings_in_order_of_position() {
    let input = "telnet://me:pw@010.0.0.1:25/";
    assert_eq!(
        warnings(input),
        [
            ("§6", "pw", 12),
            ("§3.1", "010.0.0.1", 15),
            ("§6", "25", 25)
        ]
    );
    let input = "x-telnet://me%0D:pw@1.2.3.4:99/";
    assert_eq!(
        warnings(input),
        [("§4", "x-telnet", 0), ("§6", "%0D", 13), ("§6", "pw", 17)]
    );
    // Two warnings on one host number: both, at the same position.
    let w = warnings("http://01.2.3.256/");
    assert_eq!(w.len(), 2);
    assert!(
        w.iter()
            .all(|&(s, t, at)| (s, t, at) == ("§3.1", "01.2.3.256", 7))
    );
    let u = url("http://01.2.3.256/");
    assert!(
        u.warnings()
            .iter()
            .any(|w| matches!(w, Warning::OctetOutOfRange(_)))
    );
    assert!(
        u.warnings()
            .iter()
            .any(|w| matches!(w, Warning::LeadingZeros(_)))
    );
}

/// §6 examples, one by one.
#[test]
fn sec6_examples() {
    // A password in an ftp, telnet or unknown-scheme URL, even empty.
    assert_eq!(warnings("telnet://u:p@h"), [("§6", "p", 11)]);
    assert_eq!(warnings("foo://u:p@h/"), [("§6", "p", 8)]);
    assert_eq!(warnings("ftp://foo:@host.com/"), [("§6", "", 10)]);
    // %0D%0A in a telnet or gopher URL.
    assert_eq!(
        warnings("telnet://u%0D%0Ax@h"),
        [("§6", "%0D", 10), ("§6", "%0A", 13)]
    );
    assert_eq!(
        warnings("gopher://h/7s%09a%0D%0Ab"),
        [("§6", "%0D", 17), ("§6", "%0A", 20)]
    );
    // In the selector: a §3.4.1 warning too.
    assert_eq!(
        warnings("gopher://h/1s%0D"),
        [("§6", "%0D", 13), ("§3.4.1", "%0D", 13)]
    );
    // A leading-zero host number, an octet over 255, a port over 65535.
    assert_eq!(warnings("ftp://00.1.2.3/"), [("§3.1", "00.1.2.3", 6)]);
    assert_eq!(warnings("ftp://1.2.3.999/"), [("§3.1", "1.2.3.999", 6)]);
    assert_eq!(warnings("gopher://h:99999/"), [("§3.1", "99999", 11)]);
    // A default port written out is no warning; with leading zeros neither.
    assert_eq!(warnings("gopher://h:70/"), []);
    assert_eq!(warnings("gopher://h:0070/"), []);
    // x-foo: experimental, afs: reserved.
    assert_eq!(warnings("x-foo:"), [("§4", "x-foo", 0)]);
    assert_eq!(warnings("afs:/usr/bin"), [("§4", "afs", 0)]);
}

// ---------------------------------------------------------------------
// Every example URL of RFC 1738 §3, with the meaning the RFC states.

/// The `<URL:...>` examples of §3 this file checks in
/// `sec3_every_url_example_has_its_meaning`.
const SECTION_3_EXAMPLES: [&str; 9] = [
    "ftp://@host.com/",
    "ftp://host.com/",
    "ftp://foo:@host.com/",
    "ftp://myname@host.dom/%2Fetc/motd",
    "ftp://myname@host.dom/etc/motd",
    "ftp://myname@host.dom//etc/motd",
    "news:*",
    "file://vms.host.edu/disk$user/my/notes/note12345.txt",
    "prospero://host.dom//pros/name",
];

/// §3: the list above is every `<URL:...>` of §3 in the spec.
#[test]
fn sec3_the_url_examples_of_the_spec() {
    let spec = spec("meaning::sec3_the_url_examples_of_the_spec", "rfc1738.txt");
    let start = spec.find("\n3. Specific Schemes").expect("§3 heading");
    let end = spec
        .find("\n4. REGISTRATION OF NEW SCHEMES")
        .expect("§4 heading");
    let section = &spec[start..end];
    let mut found = Vec::new();
    let mut rest = section;
    while let Some(at) = rest.find("<URL:") {
        let tail = &rest[at + 5..];
        let close = tail.find('>').expect("a closing >");
        found.push(tail[..close].to_string());
        rest = &tail[close..];
    }
    assert_eq!(found, SECTION_3_EXAMPLES);
}

/// §3.1, §3.2.2, §3.6, §3.10, §3.11: each `<URL:...>` example means what
/// the RFC says it means.
#[test]
fn sec3_every_url_example_has_its_meaning() {
    // §3.1: "<URL:ftp://@host.com/> has an empty user name and no password,
    // <URL:ftp://host.com/> has no user name, while
    // <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty
    // password."
    let u = url(SECTION_3_EXAMPLES[0]);
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.user().map(|u| u.as_str()), Some(""));
    assert_eq!(ftp.password(), None);
    let u = url(SECTION_3_EXAMPLES[1]);
    let ftp = u.as_ftp().unwrap();
    assert_eq!((ftp.user(), ftp.password()), (None, None));
    let u = url(SECTION_3_EXAMPLES[2]);
    let ftp = u.as_ftp().unwrap();
    assert_eq!(ftp.user().map(|u| u.as_str()), Some("foo"));
    assert_eq!(ftp.password().map(|p| p.as_str()), Some(""));
    for input in &SECTION_3_EXAMPLES[..3] {
        let u = url(input);
        assert_eq!(u.host().unwrap().as_str(), "host.com");
        assert_eq!(u.effective_port(), Some(21));
        assert_eq!(ftp_commands(input), ["RETR "]);
    }

    // §3.2.2, the motd examples: "FTP-ing to "host.dom", logging in as
    // "myname"", then the commands.
    for (input, commands) in [
        (SECTION_3_EXAMPLES[3], &["CWD /etc", "RETR motd"][..]),
        (SECTION_3_EXAMPLES[4], &["CWD etc", "RETR motd"][..]),
        (SECTION_3_EXAMPLES[5], &["CWD ", "CWD etc", "RETR motd"][..]),
    ] {
        let u = url(input);
        assert_eq!(u.host().unwrap().as_str(), "host.dom");
        assert_eq!(
            u.as_ftp().unwrap().effective_user().value,
            b"myname".as_slice()
        );
        assert_eq!(ftp_commands(input), commands, "{input}");
    }

    // §3.6: "If <newsgroup-name> is "*" (as in <URL:news:*>), it is used
    // to refer to "all available news groups"."
    assert!(
        url(SECTION_3_EXAMPLES[6])
            .as_news()
            .unwrap()
            .is_all_groups()
    );

    // §3.10: a file on the host vms.host.edu, a path of directories and a
    // name.
    let u = url(SECTION_3_EXAMPLES[7]);
    let f = u.as_file().unwrap();
    assert!(matches!(f.file_host(), FileHost::Named(h) if h.as_str() == "vms.host.edu"));
    assert!(!f.is_local());
    let segs: Vec<_> = f.segments().map(|s| s.decode().into_owned()).collect();
    assert_eq!(
        segs,
        [
            b"disk$user".to_vec(),
            b"my".to_vec(),
            b"notes".to_vec(),
            b"note12345.txt".to_vec()
        ]
    );
    assert_eq!(u.effective_port(), None);

    // §3.11: "<URL:prospero://host.dom//pros/name> designates a <hsoname>
    // of "/pros/name"".
    let u = url(SECTION_3_EXAMPLES[8]);
    assert_eq!(u.as_prospero().unwrap().hsoname(), b"/pros/name".as_slice());
    assert_eq!(u.effective_port(), Some(1525));
}

/// A check of the meaning of one Gopher+ string.
type PlusCheck = fn(&GopherPlus<'_>) -> bool;

/// §3.4: the gopher forms and examples of §3.4.1 to §3.4.9 as URLs, with
/// their meaning (the Gopher+ strings in detail above).
#[test]
fn sec3_4_every_gopher_example_has_its_meaning() {
    // §3.4.1: the three forms of <gopher-path>, and the empty one.
    let g = gopher("gopher://h.example/0sel");
    assert_eq!(
        (g.gopher_type().value, g.search(), g.gopher_plus()),
        (b'0', None, None)
    );
    assert_eq!(g.selector_bytes().unwrap(), b"sel".as_slice());
    let g = gopher("gopher://h.example/7sel%09find%20me");
    assert_eq!(g.search().unwrap().decode(), b"find me".as_slice());
    assert_eq!(g.gopher_plus(), None);
    let g = gopher("gopher://h.example/1sel%09%09+");
    assert_eq!(g.gopher_plus(), Some(GopherPlus::DefaultView));
    let g = gopher("gopher://h.example");
    assert_eq!(g.gopher_type(), Effective::default(b'1'));
    assert_eq!(g.selector_bytes().unwrap(), b"".as_slice());
    assert_eq!(url("gopher://h.example").effective_port(), Some(70));

    // §3.4.4–§3.4.9, each Gopher+ string the RFC quotes.
    let base = "gopher://h.example/1sel%09%09";
    let cases: [(&str, PlusCheck); 8] = [
        ("+", |p| *p == GopherPlus::DefaultView),
        ("?", |p| *p == GopherPlus::Ask),
        ("!", |p| {
            *p == GopherPlus::AllAttributes(AttributeScope::Item)
        }),
        ("$", |p| {
            *p == GopherPlus::AllAttributes(AttributeScope::Directory)
        }),
        ("!+ABSTRACT", |p| {
            p.attribute_names().map(|n| n.as_str()).eq(["+ABSTRACT"])
        }),
        ("!+ABSTRACT%20+SMELL", |p| {
            p.attribute_names()
                .map(|n| n.as_str())
                .eq(["+ABSTRACT", "+SMELL"])
        }),
        ("+application/postscript%20Es_ES", |p| {
            matches!(p, GopherPlus::AlternateView { view, language: Some(l) }
                if view.as_str() == "application/postscript" && l.as_str() == "Es_ES")
        }),
        ("+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A", |p| {
            matches!(p, GopherPlus::Form(s)
                if percent_decode(s.as_str()) == b"+\t1\r\n+-1\r\none\r\ntwo\r\n.\r\n".as_slice())
        }),
    ];
    for (plus, check) in cases {
        let input = format!("{base}{plus}");
        let g = gopher(&input);
        assert_eq!(g.gopher_plus_string().unwrap().as_str(), plus, "{input}");
        let p = g.gopher_plus().unwrap();
        assert!(check(&p), "{input}: {p:?}");
    }
}

/// §3.2.2 commands displayed: a decoded `%` is shown as `%25`, so two
/// different arguments never display alike; `argument()` is the octets.
#[test]
fn sec3_2_2_display_escapes_percent() {
    let show = |s: &str| -> Vec<String> {
        url(s)
            .as_ftp()
            .unwrap()
            .commands()
            .iter()
            .map(|c| c.to_string())
            .collect()
    };
    assert_eq!(show("ftp://h/a%250D"), ["RETR a%250D"]);
    assert_eq!(show("ftp://h/a%0D"), ["RETR a%0D"]);
    let u = url("ftp://h/a%250D");
    let cmds = u.as_ftp().unwrap().commands();
    assert_eq!(cmds[0].argument().as_ref(), b"a%0D");
}

/// `URL:http://h/` as the BNF reads it: a `genericurl` of scheme `URL`
/// (§5; scheme names compare case-insensitively), with a warning that
/// names the Appendix's prefix. `extract` still takes the prefix off.
#[test]
fn the_url_prefix_is_a_scheme_with_a_warning() {
    use rfc1738::Production as P;
    use rfc1738::meaning::Warning;
    for input in [
        "URL:http://h/",
        "url:http://h/",
        "Url:ftp://h/a",
        "URL:x-a:b",
    ] {
        let url = Url::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(url.production(), P::Genericurl, "{input}");
        let w = url.warnings();
        // The span is the prefix, its colon included.
        assert!(
            matches!(w.as_slice(), [Warning::UrlPrefix(s)] if s.range() == (0..4)),
            "{input}: {w:?}"
        );
        assert_eq!(w[0].section(), "Appendix");
        let text = w[0].to_string();
        assert!(text.contains("the prefix `URL:`"), "{text}");
        assert!(text.contains("is not part of the URL"), "{text}");
        let scheme = input.get(..3).unwrap();
        assert!(
            text.contains(&format!("reads `{scheme}` as the scheme")),
            "{text}"
        );
    }
    // Nothing after the prefix is a URL: a URL of the scheme `url`, with
    // no warning about the prefix (issue 40).
    for input in ["URL:", "URL://h/", "url:x", "URL:%41"] {
        let url = Url::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert!(
            url.warnings()
                .iter()
                .all(|w| !matches!(w, Warning::UrlPrefix(_))),
            "{input}: {:?}",
            url.warnings()
        );
    }
    assert!(
        Url::parse("http://h/")
            .unwrap()
            .warnings()
            .iter()
            .all(|w| !matches!(w, Warning::UrlPrefix(_)))
    );
    // The prefix's hint only where the error is at the prefix.
    let e = Url::parse("URL: http://h/").unwrap_err();
    assert_eq!(e.hint_id(), Some("url-prefix"));
    let e = Url::parse("URL:http://h/a b").unwrap_err();
    assert_eq!((e.offset(), e.hint_id()), (14, Some("unsafe-space")));
    // `extract` reads the prefix as the Appendix's, as before.
    let found: Vec<_> = rfc1738::extract("see URL:http://h/ now").collect();
    assert_eq!(found[0].url(), "http://h/");
}
