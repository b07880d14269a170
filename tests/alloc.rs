//! Parsing allocates nothing: a counting global allocator around
//! `Url::parse` on URLs of every scheme, valid and invalid (repeated
//! parts are spans and iterators, errors are fixed-size), around
//! `UrlBuf::parsed`, for every grammar (`rfc1738::Url`,
//! `rfc1738::rfc1630::Url` with `FragmentAddress::parse` and
//! `parse_production`, and RFC 2396's `UriReference::parse` and the
//! accessors of its parts).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

use rfc1738::Url;

struct Counting;

// Counting is per thread: the test harness's own threads allocate when
// they like (seen once under `cargo llvm-cov`), and they are not parsing.
thread_local! {
    static ON: Cell<bool> = const { Cell::new(false) };
}
static COUNT: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if ON.try_with(Cell::get).unwrap_or(false) {
            COUNT.fetch_add(1, Ordering::SeqCst);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static A: Counting = Counting;

const URLS: &[&str] = &[
    "ftp://joe:secret@ftp.example.com/pub/a/b/c/file.txt;type=i",
    "http://www.example.com:8080/a/b/c/d;e?q=1&r=2",
    "gopher://gopher.example.org/7sel/ector%09search%09+",
    "mailto:someone@example.com",
    "news:comp.infosystems.www",
    "news:123.456@host.example.com",
    "nntp://news.example.com/comp.lang.rust/42",
    "telnet://user:pw@10.0.0.1:23/",
    "wais://wais.example.com:210/db/TEXT/path",
    "file:///usr/share/doc/a/b/c",
    "prospero://host:1525//hsoname/x;a=b;c=d",
    "https://example.com/unknown/scheme",
    "http://h/~invalid",
    "ftp://a:b:c@h/",
    "gopher://h/1%zz",
    "http://1.2.3/",
];

#[test]
fn parsing_allocates_nothing() {
    let mut accepted = 0;
    ON.with(|on| on.set(true));
    for _ in 0..100 {
        for u in URLS {
            accepted += usize::from(std::hint::black_box(Url::parse(u)).is_ok());
        }
    }
    ON.with(|on| on.set(false));
    assert_eq!(
        COUNT.load(Ordering::SeqCst),
        0,
        "allocations during parsing"
    );
    assert_eq!(accepted, 1200);
}

/// `UrlBuf::parsed` parses the owned text again: nothing allocated either
/// (the `UrlBuf`s themselves are made before counting starts).
#[test]
fn urlbuf_as_url_allocates_nothing() {
    let bufs: Vec<rfc1738::UrlBuf> = URLS.iter().filter_map(|u| u.parse().ok()).collect();
    assert_eq!(bufs.len(), 12);
    let mut ports = 0;
    ON.with(|on| on.set(true));
    for _ in 0..100 {
        for b in &bufs {
            ports += usize::from(std::hint::black_box(b).parsed().effective_port().is_some());
        }
    }
    ON.with(|on| on.set(false));
    assert_eq!(COUNT.load(Ordering::SeqCst), 0, "allocations in as_url");
    assert_eq!(ports, 700); // mailto, news, file and https have no port
}

/// RFC 2396's `UriReference::parse` allocates nothing either, valid or
/// invalid, nor do the accessors of seed 002's parts and the iterators
/// over segments, params and query pairs.
#[test]
fn rfc2396_parsing_allocates_nothing() {
    use rfc1738::rfc2396::UriReference;
    const REFS: &[&str] = &[
        "http://joe:pw@[::FFFF:129.144.52.38]:8080/a;p=1/b;q?x=1&y=2#f",
        "https://www.hardware.com/hammers;sale=false/index.html;graphics=true",
        "ftp://anonymous:joe%40hardware.com@prep.ai.mit.edu:21/pub/gnu/",
        "mailto:joe@hardware.com?subject=x",
        "file:///usr/share/doc/a/b/c",
        "../../g;x?y#s",
        "//g/h",
        "#s",
        "",
        "http://a_b:port/",
        "http://999.1.1.1./",
        "http://h/a b",
        "http://[fe80::1%eth0]/",
        "?y",
        "a#b#c",
        "http://h/%zz",
        "http://user:pass@foo:21/bar;par?b#c",
        "http://ho%00st/",
        "http://[1::2]:3:4",
        "http://f: /c",
        ":foo.com/",
        "a:\t foo.com",
        "http://2001::1]",
    ];
    let mut accepted = 0;
    let mut parts = 0;
    ON.with(|on| on.set(true));
    for _ in 0..100 {
        for u in REFS {
            if let Ok(u) = std::hint::black_box(UriReference::parse(u)) {
                accepted += 1;
                parts += usize::from(u.host().is_some())
                    + usize::from(u.port().is_some())
                    + usize::from(u.user().is_some())
                    + u.segments().map(|s| 1 + s.params().count()).sum::<usize>()
                    + u.query_pairs().count()
                    + usize::from(u.effective_port().is_some())
                    + usize::from(u.ipv6().is_some_and(|a| a.to_std().is_ok()));
            }
        }
    }
    ON.with(|on| on.set(false));
    assert_eq!(COUNT.load(Ordering::SeqCst), 0, "allocations in rfc2396");
    assert_eq!(accepted, 1300);
    assert!(parts > 0);
}

/// RFC 3986's `UriReference::parse` allocates nothing, valid or invalid
/// (with hints), nor do its accessors, the segments and the rules alone.
#[test]
fn rfc3986_parsing_allocates_nothing() {
    use rfc1738::rfc3986::{Production, UriReference, parse_production};
    const REFS: &[&str] = &[
        "http://joe:pw@[::FFFF:129.144.52.38]:8080/a;p=1/b;q?x=1&y=2#f",
        "foo://example.com:8042/over/there?name=ferret#nose",
        "urn:example:animal:ferret:nose",
        "//[v1.fe80::a+en1]/",
        "../../g;x?y#s",
        "",
        "http://h:x/",
        "http://h/a b",
        "http://[fe80::1%eth0]/",
        "a#b#c",
        "http://h/%zz",
        "1a:b",
        "http://例え.jp/",
    ];
    let mut accepted = 0;
    let mut parts = 0;
    ON.with(|on| on.set(true));
    for _ in 0..100 {
        for u in REFS {
            match std::hint::black_box(UriReference::parse(u)) {
                Ok(u) => {
                    accepted += 1;
                    parts += usize::from(u.host().is_some())
                        + usize::from(u.port().is_some())
                        + usize::from(u.userinfo().is_some())
                        + u.path().segments().count();
                }
                Err(e) => parts += usize::from(e.hint().is_some()),
            }
            let _ = std::hint::black_box(parse_production(Production::Authority, u));
        }
    }
    ON.with(|on| on.set(false));
    assert_eq!(COUNT.load(Ordering::SeqCst), 0, "allocations in rfc3986");
    assert_eq!(accepted, 600);
    assert!(parts > 0);
}

/// RFC 3987's `IriReference::parse` allocates nothing, valid or invalid
/// (with hints), nor do its accessors, the segments, the rules alone
/// and the calls of RFC 3986's combinators inside them.
#[test]
fn rfc3987_parsing_allocates_nothing() {
    use rfc1738::rfc3987::{IriReference, IriReferenceBuf, Production, parse_production};
    const REFS: &[&str] = &[
        "http://josé:pw@[::FFFF:129.144.52.38]:8080/パス;p=1/b;q?x=東京&y=\u{E000}#история",
        "https://ru.wikipedia.org/wiki/Москва",
        "urn:example:animal:ferret:nose",
        "//[v1.fe80::a+en1]/ä",
        "../../δ;x?y#s",
        "",
        "//1.2.3.4/",
        "http://h:x/",
        "http://h/a b",
        "http://[fe80::1%eth0]/",
        "a#b#c",
        "http://h/%zz",
        "ä:b",
        "http://h/\u{E000}",
        "http://h/\u{FFFD}",
    ];
    let kept = IriReferenceBuf::parse(REFS[0]).unwrap();
    let mut accepted = 0;
    let mut parts = 0;
    ON.with(|on| on.set(true));
    for _ in 0..100 {
        for u in REFS {
            match std::hint::black_box(IriReference::parse(u)) {
                Ok(u) => {
                    accepted += 1;
                    parts += usize::from(u.host().is_some())
                        + usize::from(u.port().is_some())
                        + usize::from(u.userinfo().is_some())
                        + u.path().segments().count();
                }
                Err(e) => parts += usize::from(e.hint().is_some()),
            }
            let _ = std::hint::black_box(parse_production(Production::Iauthority, u));
            let _ = std::hint::black_box(parse_production(Production::Ipath, u));
        }
        parts += kept.parsed().path().segments().count();
    }
    ON.with(|on| on.set(false));
    assert_eq!(COUNT.load(Ordering::SeqCst), 0, "allocations in rfc3987");
    assert_eq!(accepted, 700);
    assert!(parts > 0);
}

/// RFC 1630: `Url::parse` (valid and invalid URLs of every scheme, with
/// hints), `FragmentAddress::parse`, `parse_production` and
/// `UrlBuf::parsed` allocate nothing.
#[test]
fn rfc1630_parsing_allocates_nothing() {
    use rfc1738::rfc1630::{self, FragmentAddress, Production};
    const URLS_1630: &[&str] = &[
        "http://info.cern.ch:8000/imaginary/test?a+b",
        "ftp://u:p@h:21/a/b/c;type=AN",
        "ftp://u@1x/",
        "news:1234@a.sn.no",
        "news:comp.infosystems.www",
        "nntp:comp.lang.c/42",
        "mid:960830.1639@XIson.com",
        "cid:\"a.b\"@c.d",
        "mailto:a@b@c",
        "wais://h:210/db/TEXT/0=x/y;1=;",
        "wais://h/db?w+x",
        "prospero://h/a%0012ab",
        "telnet://k.@_:23",
        "gopher://h/11/Other",
        "url:http://h/",
        "http://h/a?b=c",
        "https://h/",
        "HTTP://h/",
        "http://h/a#frag",
        "gopher://h/",
        "mailto:joe",
        "ftp://h/f;type=a",
    ];
    let bufs: Vec<rfc1630::UrlBuf> = URLS_1630.iter().filter_map(|u| u.parse().ok()).collect();
    assert_eq!(bufs.len(), 15);
    let mut accepted = 0;
    ON.with(|on| on.set(true));
    for _ in 0..100 {
        for u in URLS_1630 {
            accepted += usize::from(std::hint::black_box(rfc1630::Url::parse(u)).is_ok());
            accepted += usize::from(std::hint::black_box(FragmentAddress::parse(u)).is_ok());
        }
        for b in &bufs {
            std::hint::black_box(b.parsed());
        }
        for (p, input) in [
            (Production::Login, "u:p@h:21"),
            (Production::AddrSpec, "a.b@c"),
            (Production::Hostname, "3com"),
        ] {
            std::hint::black_box(rfc1630::parse_production(p, input)).ok();
        }
    }
    ON.with(|on| on.set(false));
    assert_eq!(
        COUNT.load(Ordering::SeqCst),
        0,
        "allocations in RFC 1630 parsing"
    );
    assert_eq!(accepted, 100 * (15 + 16));
}

/// `components()` of every grammar's URL allocates nothing (the URLs are
/// parsed before counting starts; parsing is checked above).
#[test]
fn components_allocate_nothing() {
    let urls: Vec<Url<'_>> = URLS.iter().filter_map(|u| Url::parse(u).ok()).collect();
    let old: Vec<rfc1738::rfc1630::Url<'_>> = URLS
        .iter()
        .filter_map(|u| rfc1738::rfc1630::Url::parse(u).ok())
        .collect();
    let refs: Vec<rfc1738::rfc2396::UriReference<'_>> = URLS
        .iter()
        .filter_map(|u| rfc1738::rfc2396::UriReference::parse(u).ok())
        .collect();
    assert!(urls.len() >= 10 && !old.is_empty() && refs.len() >= 10);
    let mut hosts = 0;
    ON.with(|on| on.set(true));
    for _ in 0..100 {
        for u in &urls {
            hosts += usize::from(std::hint::black_box(u.components()).host.is_some());
        }
        for u in &old {
            hosts += usize::from(std::hint::black_box(u.components()).host.is_some());
        }
        for u in &refs {
            hosts += usize::from(std::hint::black_box(u.components()).host.is_some());
        }
    }
    ON.with(|on| on.set(false));
    assert_eq!(
        COUNT.load(Ordering::SeqCst),
        0,
        "allocations in components()"
    );
    assert!(hosts > 0);
}
