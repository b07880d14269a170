//! RFC 1630 "HTTP": `httpaddress`. Trees and errors:
//! snapshots/rfc1630/http__*.snap.

use rfc1738::rfc1630::Production as P;

#[test]
fn httpaddress() {
    cases!(P::Httpaddress,
        accept: [
            "http://info.cern.ch:8000/imaginary/test",
            "http://info.my.org/AboutUs/Index/Phonebook?dobbins",
            "http://h?q",                   // a search without a path
            "http://h",
            "http://h/",
            "http://a_b.example./\"x\"",
        ],
        reject: [
            "http://h/a?b=c",               // "=" is reserved
            "http://h//",
            "http://u:p@h/",                // no login in http
            "http://h/~u",
            "HTTP://h/",                    // letters as written
            "http:/h",
            "http://h/?",
        ],
    );
}
