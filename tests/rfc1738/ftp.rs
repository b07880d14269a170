//! RFC 1738 §3.2 "FTP": one test per production of `src/rfc1738/ftp.rs`.
//! Trees and errors: snapshots/rfc1738/ftp__*.snap.

use rfc1738::Production as P;

#[test]
fn ftpurl() {
    cases!(P::Ftpurl,
        accept: [
            "ftp://myname@host.dom/%2Fetc/motd", // §3.2.2: "CWD /etc", then "RETR motd"
            "ftp://myname@host.dom/etc/motd",    // §3.2.2: "CWD etc", then "RETR motd"
            "ftp://myname@host.dom//etc/motd",   // §3.2.2: "CWD " (null), "CWD etc", "RETR motd"
            "ftp://host.dom",   // §3.2.2: the whole url-path may be omitted, "/" included
            "ftp://host.dom/",  // one empty segment
            "ftp://@host.com/", // §3.1: an empty user name, no password
            "ftp://foo:@host.com/", // §3.1: user "foo", an empty password
            "ftp://joe:secret@ftp.example.com:21/pub/file.txt;type=i",
            "ftp://h/;type=d",  // §3.2.2: an empty <name>, NLST
            "ftp://h/pub/f.txt;type=A", // the BNF allows upper-case typecodes
            "ftp://h/a?b",      // "?" is in fsegment (§5; RFC 1808 §2.3 calls it an error)
            "ftp://h/a%3Bb",    // ";" encoded in a name (§3.2.2)
            "FTP://h/",         // the scheme name is case-insensitive (§2.1)
        ],
        reject: [
            "ftp://h/a;TYPE=a", // the literal ";type=" keeps the BNF's case
            "ftp://h/a;type=x", // ftptype is A I D a i d only
            "ftp://h/a;type=",  // a typecode is required after ";type="
            "ftp://h/a;b/c",    // ";" is reserved in a name (§3.2.2): it must start ";type="
            "ftp://h/a;type=a/b", // ";type=" comes only after the last segment
            "ftp://h;type=a",   // ";type=" only after "/" fpath
            "ftp://h:/",        // §3.1: no empty port
            "ftp:/h/",          // the "//" is required
            "ftp://h/a b",      // space is unsafe (§2.2)
            "ftp://h/a#b",      // "#" is unsafe
            "ftp://a:b:c@h/",   // a second ":" must be encoded (§3.1)
        ],
    );
}

#[test]
fn fpath() {
    cases!(P::Fpath,
        accept: [
            "",                 // one empty fsegment
            "etc/motd",
            "%2Fetc/motd",      // an encoded "/" stays inside its segment (§3.2.2)
            "/etc/motd",        // an empty first segment
            "a//b/",            // empty segments anywhere (§3.2.2: "may be empty")
            "a?b:c@d&e=f",
        ],
        reject: [
            "a;b",              // ";" is reserved in a name (§3.2.2), not in fsegment
            "a b",
            "~user",            // "~" is national, so unsafe (§2.2)
            "a/%2",             // a broken escape, in the second segment
            "a#b",
        ],
    );
}

#[test]
fn fsegment() {
    cases!(P::Fsegment,
        accept: [
            "",                 // *[...]: may be empty
            "motd",
            "%2Fetc",
            "a?b",              // "?" is in the BNF (RFC 1808 §2.3: "believed to be an error")
            "c:",               // ":" too
            "u@h&x=y",
        ],
        reject: [
            "a/b",              // "/" separates segments (§3.2.2)
            "a;b",              // ";" is reserved (§3.2.2)
            "~",
            "%G1",
        ],
    );
}

#[test]
fn ftptype() {
    cases!(P::Ftptype,
        accept: ["A", "I", "D", "a", "i", "d"],
        reject: [
            "x",
            "e",                // RFC 1630's E and L are not RFC 1738 typecodes
            "",
            "aa",
            "%61",              // no escape in ftptype
        ],
    );
}

/// The path of an `ftpurl`, as written (escapes and `";type="` apart).
#[test]
fn fpath_as_str_is_the_path_as_written() {
    let url = rfc1738::Url::parse("ftp://h/a%2Fb/c;type=d").unwrap();
    let fpath = url.as_ftp().unwrap().fpath().unwrap();
    assert_eq!(fpath.as_str(), "a%2Fb/c");
    assert_eq!(fpath.span().range(), 8..15);
    let file = rfc1738::Url::parse("file:///").unwrap();
    assert_eq!(file.as_file().unwrap().fpath().as_str(), "");
}
