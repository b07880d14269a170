//! Errors that say what to fix: the hints of RFC 2396's errors, each
//! with its section, on the inputs that most often fail.

use rfc1738::rfc2396::UriReference;

#[test]
fn hints_name_the_mistake_and_the_section() {
    let mut out = String::new();
    for input in [
        "?y",
        "http://h/a[0]",
        "foo:[x]",
        "http://[fe80::1%eth0]/",
        "http://h/a b",
        "http://h/\"x\"",
        "http://h/<x>",
        "http://h/a|b",
        "a#b#c",
        "http://h/%zz",
        "http://h/\u{e9}",
        "http://h/\t",
        "1a:b",
        "x:",
        "<http://h/>",
        " http://h/",
    ] {
        let e = UriReference::parse(input).unwrap_err();
        let hint = e
            .hint()
            .unwrap_or_else(|| panic!("{input:?}: no hint for {e}"));
        out.push_str(&format!("## {input:?}\nerror: {e}\nhint: {hint}\n\n"));
    }
    snapshot!("hints", out);
}
