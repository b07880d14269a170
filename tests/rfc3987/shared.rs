//! The rules RFC 3987 §2.2 shares with RFC 3986, read by RFC 3986's
//! combinators and reported in RFC 3987's productions. Trees and
//! errors: snapshots/rfc3987/shared__*.snap.

use rfc1738::rfc3987::Production as P;

#[test]
fn scheme() {
    cases!(P::Scheme, accept: ["http", "a+b-c.d", "X1"], reject: ["1a", "", "ä", "a_b"]);
}

#[test]
fn port() {
    cases!(P::Port, accept: ["", "80", "65536"], reject: ["a", "8a", "٣"]);
}

#[test]
fn ip_literal() {
    cases!(P::IpLiteral, accept: ["[::1]", "[v1.x:y]", "[2001:db8::192.0.2.1]"], reject: ["[::1", "[ä]", "[fe80::1%25eth0]", "::1"]);
}

#[test]
fn ipv_future() {
    cases!(P::IpvFuture, accept: ["v1.x", "VF.a:b", "v12.!$"], reject: ["v.x", "v1.", "v1.ä"]);
}

#[test]
fn ipv6address() {
    cases!(P::Ipv6address, accept: ["::", "::1", "1:2:3:4:5:6:7:8", "::ffff:1.2.3.4"], reject: ["1:2:3", "12345::", ":1"]);
}

#[test]
fn h16() {
    cases!(P::H16, accept: ["0", "ffff", "AbC"], reject: ["", "g", "12345"]);
}

#[test]
fn ls32() {
    cases!(P::Ls32, accept: ["1:2", "1.2.3.4", "ffff:0"], reject: ["1", "1.2.3", "ä"]);
}

#[test]
fn ipv4address() {
    cases!(P::Ipv4address, accept: ["0.0.0.0", "255.255.255.255", "10.1.2.3"], reject: ["1.2.3", "256.1.1.1", "1.2.3.04", "١.٢.٣.٤"]);
}

#[test]
fn dec_octet() {
    cases!(P::DecOctet, accept: ["0", "99", "255"], reject: ["256", "01", ""]);
}

#[test]
fn pct_encoded() {
    cases!(P::PctEncoded, accept: ["%41", "%7e", "%fF"], reject: ["%", "%4g", "ä", "%C3%BC"]);
}

#[test]
fn unreserved() {
    cases!(P::Unreserved, accept: ["a", "~", "7"], reject: ["é", "!", ""]);
}

#[test]
fn reserved() {
    cases!(P::Reserved, accept: [":", "!", "="], reject: ["a", "é", ""]);
}

#[test]
fn gen_delims() {
    cases!(P::GenDelims, accept: [":", "#", "@"], reject: ["!", "é", ""]);
}

#[test]
fn sub_delims() {
    cases!(P::SubDelims, accept: ["!", "'", "="], reject: [":", "é", ""]);
}
