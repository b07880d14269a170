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

/// Errors at the mistake: (input, the error's offset, the hint's id, the
/// start of its message).
const AT_THE_MISTAKE: &[(&str, usize, Option<&str>, &str)] = &[
    // An IPv6 host cannot be followed by `@`: the error is there, and the
    // brackets are where they belong.
    (
        "http://[::1]@h/",
        12,
        None,
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    ("//[::1]@h", 7, None, "expected \":\", \"/\""),
    // After `]`, what may follow a host, as after a host name.
    (
        "http://[::1]x/",
        12,
        None,
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    (
        "http://h x/",
        8,
        Some("excluded-space"),
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    (
        "http://[::1]]/",
        12,
        Some("bracket"),
        "expected \":\", \"/\", \"?\", \"#\" or end of input",
    ),
    ("http://a[b/", 8, Some("bracket"), "expected \":\", \"/\""),
    ("http://[::1]:8x/", 14, None, "expected \"/\", \"?\", \"#\""),
    // A well-formed escape is no malformed one.
    ("http://[::1]%41/", 12, None, "expected \":\""),
    ("http://h/%4", 11, Some("malformed-escape"), "expected hex"),
];

#[test]
fn errors_at_the_mistake() {
    for &(input, offset, id, says) in AT_THE_MISTAKE {
        let e = UriReference::parse(input).unwrap_err();
        assert_eq!((e.offset(), e.hint_id()), (offset, id), "{input:?}: {e}");
        assert!(e.to_string().starts_with(says), "{input:?}: {e}");
    }
}

/// The hint of `input`'s error, if any, is true of `input`.
fn hint_is_true(input: &str) -> Result<(), String> {
    crate::common::hints::is_true(input, UriReference::parse(input).err())
}

/// Every hint's claim, checked on the input wherever it fires
/// (`common::hints`).
#[test]
fn hints_are_true_where_they_fire() {
    let cases = AT_THE_MISTAKE.iter().map(|c| c.0);
    let inputs = crate::common::hints::inputs("hints::hints_are_true_where_they_fire", cases);
    crate::common::differential::check_all("rfc2396 hints", inputs, hint_is_true);
}
