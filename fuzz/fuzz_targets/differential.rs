//! `differential`: rfc1738 against fluent-uri (RFC 3986), on the seven
//! schemes both RFCs describe with an authority: http, ftp, gopher,
//! telnet, wais, nntp and prospero.
//!
//! Asserted:
//!
//! 1. Acceptance: every URL of these schemes that rfc1738 accepts,
//!    fluent-uri accepts too (except with a `?` in the login, below).
//!    RFC 1738's characters there (`unreserved`, `reserved`, `escape`)
//!    are all RFC 3986 characters, its hosts are RFC 3986 `reg-name`s (a
//!    `hostnumber` such as `999.1.1.1` that is no `IPv4address` is still
//!    a `reg-name`), its ports are `*DIGIT`, and nothing it allows after
//!    the authority is refused by `path-abempty` or `query`. (The brief
//!    asks this for http URLs with a `hostname`; it holds for all seven
//!    schemes and both kinds of host, so all are asserted.)
//! 2. Agreement, on inputs both accept: the scheme, the host (text and
//!    kind), the port, the userinfo, and the path and query, each rebuilt
//!    from rfc1738's typed accessors, not from the input string; never a
//!    fragment (RFC 1738 has no `#`).
//!
//! Excluded, with the reason (real differences between the two RFCs, not
//! bugs of either side):
//!
//! - `?` in a `user` or `password` (ftp, telnet): RFC 1738 allows it
//!   there, RFC 3986's `userinfo` does not, so RFC 3986 ends the
//!   authority at the `?` and reads the rest as a query. The URL then
//!   means something else (`ftp://a?b@h/`: host `a`, query `b@h/`) or is
//!   no URI at all (`ftp://u:p?q@h/`: authority `u:p`, port `p` not
//!   digits; found by this target). Neither acceptance nor agreement is
//!   asserted for those.
//! - `?` in an ftp `fsegment`, a gopher path (`xchar`), a prospero
//!   `psegment`, `fieldname` or `fieldvalue`: RFC 1738 keeps it in the
//!   path, RFC 3986 starts the query there. For ftp, gopher and prospero
//!   the check is on path + `"?"` + query, which is the same text both
//!   ways; http (`hsegment` has no `?`; the `?` before `search` is the
//!   query's), wais (`database`, `wtype`, `wpath` are `uchar`) and nntp
//!   are compared part by part.
//! - Host kinds: an rfc1738 `hostname` must be a fluent-uri `RegName`
//!   (a `toplabel` starts with a letter, so it is never an `IPv4address`);
//!   a `hostnumber` must be `Ipv4` exactly when its four groups are
//!   `dec-octet`s (0-255, no leading zero), `RegName` otherwise.
//! - The other schemes (mailto, news, file, and `otherurl`) are not
//!   compared: RFC 1738 lets `schemepart` be any `*xchar`, so
//!   `foo://a:b:c` is an RFC 1738 URL but not an RFC 3986 URI (its port
//!   `b:c` is not `*DIGIT`), and a scheme may start with a digit in RFC
//!   1738 (`1x:y`) but not in RFC 3986. See fuzz/README.md.
#![no_main]

use fluent_uri::Uri;
use fluent_uri::component::Host as FHost;
use libfuzzer_sys::fuzz_target;
use rfc1738::ip::{Host, Hostport, Login};
use rfc1738::wais::Waisurl;
use rfc1738::{Url, UrlKind};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(url) = Url::parse(input) else {
        return;
    };
    let Some(ours) = expected(&url) else {
        return; // not one of the seven schemes
    };
    if ours.userinfo.as_deref().is_some_and(|u| u.contains('?')) {
        // Excluded: `?` ends RFC 3986's authority (see the module docs).
        return;
    }
    let uri = match Uri::parse(input) {
        Ok(uri) => uri,
        Err(e) => panic!(
            "rfc1738 accepts {input:?} ({:?}), fluent-uri rejects it: {e}",
            url.production()
        ),
    };
    assert_eq!(uri.as_str(), input);
    assert_eq!(uri.scheme().as_str(), url.scheme(), "scheme");
    assert!(uri.fragment().is_none(), "fluent-uri found a fragment");
    let auth = uri
        .authority()
        .expect("fluent-uri found no authority after \"//\"");
    let userinfo = auth.userinfo().map(|u| u.as_str());
    assert_eq!(userinfo, ours.userinfo.as_deref(), "userinfo");
    assert_eq!(auth.host(), ours.host.as_str(), "host");
    assert_eq!(auth.port().map(|p| p.as_str()), ours.port, "port");
    match (ours.host, auth.host_parsed()) {
        (Host::Hostname(_), FHost::RegName(_)) => {}
        (Host::Hostnumber(n), FHost::Ipv4 { .. }) => {
            assert!(
                dec_octets(n.groups()),
                "fluent-uri reads {:?} as IPv4",
                n.as_str()
            )
        }
        (Host::Hostnumber(n), FHost::RegName(_)) => {
            assert!(
                !dec_octets(n.groups()),
                "fluent-uri does not read {:?} as IPv4",
                n.as_str()
            )
        }
        (h, _) => panic!(
            "host {:?}: fluent-uri reads another kind of host",
            h.as_str()
        ),
    }
    let path = uri.path().as_str();
    let query = uri.query().map(|q| q.as_str());
    match ours.rest {
        Rest::Split { path: p, query: q } => {
            assert_eq!(path, p, "path");
            assert_eq!(query, q.as_deref(), "query");
        }
        Rest::Joined(tail) => {
            let joined = match query {
                Some(q) => format!("{path}?{q}"),
                None => path.to_owned(),
            };
            assert_eq!(joined, tail, "path and query");
        }
    }
});

/// What rfc1738 says the RFC 3986 components are.
struct Expected<'a> {
    userinfo: Option<String>,
    host: Host<'a>,
    port: Option<&'a str>,
    rest: Rest,
}

/// Everything after the authority.
enum Rest {
    /// Path and query, separately (no `?` can be in the RFC 1738 path).
    Split { path: String, query: Option<String> },
    /// Path, then `"?"` and query if any, as one string (the RFC 1738
    /// path may hold a `?`, where RFC 3986 starts the query).
    Joined(String),
}

fn expected<'a>(url: &Url<'a>) -> Option<Expected<'a>> {
    let from_hostport = |hp: Hostport<'a>, userinfo, rest| Expected {
        userinfo,
        host: hp.host(),
        port: hp.port().map(|p| p.as_str()),
        rest,
    };
    let from_login = |login: Login<'a>, rest| {
        let userinfo = login.user().map(|u| match login.password() {
            Some(p) => format!("{}:{}", u.as_str(), p.as_str()),
            None => u.as_str().to_owned(),
        });
        from_hostport(login.hostport(), userinfo, rest)
    };
    Some(match url.kind() {
        UrlKind::Http(h) => {
            let path = h
                .hpath()
                .map(|p| format!("/{}", p.as_str()))
                .unwrap_or_default();
            let query = h.search().map(|s| s.as_str().to_owned());
            from_hostport(h.hostport(), None, Rest::Split { path, query })
        }
        UrlKind::Ftp(f) => {
            let mut tail = String::new();
            if let Some(p) = f.fpath() {
                tail = format!("/{}", p.as_str());
                if let Some(t) = f.ftptype() {
                    tail.push_str(";type=");
                    tail.push(t.code());
                }
            }
            from_login(f.login(), Rest::Joined(tail))
        }
        UrlKind::Gopher(g) => {
            let mut tail = String::new();
            if g.has_slash() {
                tail.push('/');
            }
            if let Some(t) = g.gtype() {
                tail.push_str(t.as_str());
            }
            if let Some(s) = g.selector() {
                tail.push_str(s.as_str());
            }
            if let Some(s) = g.search() {
                tail.push_str("%09");
                tail.push_str(s.as_str());
            }
            if let Some(s) = g.gopher_plus_string() {
                tail.push_str("%09");
                tail.push_str(s.as_str());
            }
            from_hostport(g.hostport(), None, Rest::Joined(tail))
        }
        UrlKind::Telnet(t) => {
            let path = if t.has_slash() { "/" } else { "" }.to_owned();
            from_login(t.login(), Rest::Split { path, query: None })
        }
        UrlKind::Wais(w) => {
            let mut path = format!("/{}", w.database().as_str());
            let mut query = None;
            match w {
                Waisurl::Database(_) => {}
                Waisurl::Index(x) => query = Some(x.search().as_str().to_owned()),
                Waisurl::Doc(x) => {
                    path = format!("{path}/{}/{}", x.wtype().as_str(), x.wpath().as_str());
                }
            }
            from_hostport(w.hostport(), None, Rest::Split { path, query })
        }
        UrlKind::Nntp(n) => {
            let mut path = format!("/{}", n.group().as_str());
            if let Some(a) = n.article() {
                path = format!("{path}/{}", a.as_str());
            }
            from_hostport(n.hostport(), None, Rest::Split { path, query: None })
        }
        UrlKind::Prospero(p) => {
            let mut tail = format!("/{}", p.ppath().as_str());
            for f in p.fieldspecs() {
                tail = format!(
                    "{tail};{}={}",
                    f.fieldname().as_str(),
                    f.fieldvalue().as_str()
                );
            }
            from_hostport(p.hostport(), None, Rest::Joined(tail))
        }
        UrlKind::News(_) | UrlKind::Mailto(_) | UrlKind::File(_) | UrlKind::Other(_) => {
            return None;
        }
    })
}

/// Whether the four groups are RFC 3986 `dec-octet`s: 0-255 without a
/// leading zero.
fn dec_octets(groups: [rfc1738::Span<'_>; 4]) -> bool {
    groups.iter().all(|g| {
        let s = g.as_str();
        !s.is_empty()
            && s.len() <= 3
            && !(s.len() > 1 && s.starts_with('0'))
            && s.parse::<u16>().is_ok_and(|n| n <= 255)
    })
}
