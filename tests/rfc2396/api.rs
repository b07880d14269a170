//! The API a program keeps: `UriReference`, its owned form
//! `UriReferenceBuf`, the errors' accessors and message, the grammar as
//! tools see it.

use rfc1738::ParseError;
use rfc1738::rfc2396::{Production, UriReference, UriReferenceBuf};

#[test]
fn owned_form() {
    let text = String::from("http://a/b\n../c\n#f\n");
    let bufs: Vec<UriReferenceBuf> = text
        .lines()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .unwrap();
    drop(text);
    assert_eq!(bufs[0].parsed().host().unwrap().as_str(), "a");
    assert_eq!(bufs[1].parsed().production(), Production::RelativeUri);
    assert_eq!(bufs[2].to_string(), "#f");
    assert!("a b".parse::<UriReferenceBuf>().is_err());
    let u = UriReference::parse("g?y").unwrap();
    assert_eq!(u.to_buf(), "g?y");
    let set: std::collections::HashSet<UriReferenceBuf> = bufs.into_iter().collect();
    assert!(set.contains("../c"));
}

#[test]
fn errors_have_the_accessors_and_message_of_rfc1738() {
    let e: ParseError<Production> = UriReference::parse("http://h/~x y").unwrap_err();
    assert_eq!(e.offset(), 11);
    assert_eq!(e.expected(), Production::Segment);
    assert_eq!(e.found(), Some(' '));
    assert_eq!(
        e.within(),
        [
            Production::PathSegments,
            Production::AbsPath,
            Production::NetPath,
            Production::HierPart,
            Production::AbsoluteUri,
            Production::UriReference
        ]
    );
    assert_eq!(
        e.to_string(),
        "expected segment at byte 11, found ' ' (within path_segments, abs_path, net_path, hier_part, absoluteURI, URI-reference)"
    );
    assert_eq!(e.hint().unwrap().section, "RFC 2396 §2.4.3");
    let e = UriReference::parse("http://h?x#y#z").unwrap_err();
    assert_eq!((e.expected(), e.offset()), (Production::Fragment, 12));
    // A production that matched completely is followed by what may come.
    let e = UriReference::parse("http://a b/").unwrap_err();
    let next: Vec<String> = e.next().map(|n| n.to_string()).collect();
    assert_eq!(next, ["\":\"", "\"/\"", "\"?\"", "\"#\"", "end of input"]);
    assert_eq!(e.after(), Some(Production::Host));
    let long = "a".repeat(100);
    let e =
        UriReference::parse_with(&long, rfc1738::rfc2396::Options::new().max_len(10)).unwrap_err();
    assert_eq!(
        e.kind(),
        rfc1738::ErrorKind::TooLong {
            len: 100,
            max_len: 10
        }
    );
}
