//! Human and JSON renderings of trees and errors (docs/json.md, "Error"
//! and "Tree node").

use std::fmt::Write as _;

use rfc1738::ParseError;
use rfc1738::syntax::{Component, Components, ErrorKind, Follow, Hint, Production, Tree};
use serde_json::{Map, Value, json};

use crate::explain_command;

/// How many characters of the input the caret snippet shows before the
/// error, and after it, at most (a longer input is cut to that window,
/// with `…` where it is cut).
const SNIPPET_BEFORE: usize = 60;
const SNIPPET_AFTER: usize = 40;

/// The part of `input` a caret snippet shows around byte `offset` (the
/// whole input when it is short), control characters shown as U+FFFD,
/// and the column of `offset` in it, counted in characters.
fn snippet(input: &str, offset: usize) -> (String, usize) {
    let offset = offset.min(input.len());
    let (before, after) = match (input.get(..offset), input.get(offset..)) {
        (Some(b), Some(a)) => (b, a),
        _ => (input, ""),
    };
    let shown = |c: char| if c.is_control() { '\u{fffd}' } else { c };
    // The characters before the error, the last SNIPPET_BEFORE of them.
    let mut head: Vec<char> = before.chars().rev().take(SNIPPET_BEFORE + 1).collect();
    let cut_before = head.len() > SNIPPET_BEFORE;
    head.truncate(SNIPPET_BEFORE);
    head.reverse();
    let mut tail: Vec<char> = after.chars().take(SNIPPET_AFTER + 1).collect();
    let cut_after = tail.len() > SNIPPET_AFTER;
    tail.truncate(SNIPPET_AFTER);
    let mut out = String::new();
    if cut_before {
        out.push('…');
    }
    out.extend(head.iter().copied().map(shown));
    let column = head.len() + usize::from(cut_before);
    out.extend(tail.iter().copied().map(shown));
    if cut_after {
        out.push('…');
    }
    (out, column)
}

/// The input with a caret under the offending byte, the expected
/// production, the enclosing ones, the RFC section, the hint, and the
/// command that explains the production. A long input is shown around
/// the error only ([`snippet`]).
pub fn diagnostic<P: Follow>(input: &str, e: &ParseError<P>) -> String {
    let (shown, column) = snippet(input, e.offset());
    let p = e.expected();
    let mut out = String::new();
    let _ = writeln!(out, "error: {e}");
    let _ = writeln!(out, "  |");
    let _ = writeln!(out, "  | {shown}");
    let wanted = if e.next().next().is_none() {
        p.name().to_owned()
    } else {
        let options: Vec<String> = e.next().map(|n| n.to_string()).collect();
        options.join(" or ")
    };
    let _ = writeln!(out, "  | {:column$}^ expected {wanted}", "");
    if !e.within().is_empty() {
        let within: Vec<&str> = e.within().iter().map(|p| p.name()).collect();
        let _ = writeln!(out, "  = within: {}", within.join(", "));
    }
    let _ = writeln!(
        out,
        "  = {p}: {}, {}",
        cite_production(p),
        rule_line(p.bnf())
    );
    if let Some(h) = e.hint() {
        let _ = writeln!(out, "  = hint: {}", hint_text(h));
    }
    let _ = writeln!(out, "  = see: {}", explain_command::<P>(p.name()));
    out
}

/// The widest a rule is shown on the line of an error, in bytes.
const RULE_WIDTH: usize = 100;

/// A rule of the BNF on one line, as the RFC writes it: its lines joined
/// by one space while they fit in [`RULE_WIDTH`], then ` …` where the
/// rest is left out (`explain` shows it whole). RFC 2396's `hex`, two
/// lines in the RFC, fits: `hex           = digit | "A" | ... | "f"`.
fn rule_line(bnf: &str) -> String {
    let mut lines = bnf.lines();
    let mut out = lines.next().unwrap_or_default().trim_end().to_owned();
    for line in lines.map(str::trim).filter(|l| !l.is_empty()) {
        if out.len() + 1 + line.len() > RULE_WIDTH {
            out.push_str(" …");
            break;
        }
        out.push(' ');
        out.push_str(line);
    }
    out
}

/// The library's words for an option or a call in a hint, and the
/// tool's: a hint the tool prints names what a user of the tool can
/// type.
const API_WORDS: [(&str, &str); 4] = [
    ("`Options::zone_ids`", "`--zone-ids`"),
    ("`Options::fold_scheme_case`", "`--fold-scheme-case`"),
    ("`Options::empty_relative_path`", "`--empty-relative-path`"),
    (
        "read `url#fragment` with `rfc1630::FragmentAddress::parse`",
        "`url#fragment` is a `fragmentaddress`, not a `url`",
    ),
];

/// A hint as the tool prints it: its text, with the library's options
/// named as the tool's ([`API_WORDS`]), and its section in parentheses.
pub fn hint_text(h: &Hint) -> String {
    let mut text = h.text.to_owned();
    for (api, tool) in API_WORDS {
        if text.contains(api) {
            text = text.replace(api, tool);
        }
    }
    format!("{text} ({})", h.section)
}

/// A section of an RFC as people cite it: `RFC 1738 §3.2` for a
/// numbered section, `RFC 1630, 'BNF for specific URL schemes'` for a
/// section of an RFC whose sections have no numbers but headings.
pub fn cite(rfc: &str, section: &str) -> String {
    if section.starts_with(|c: char| c.is_ascii_digit()) || section.starts_with("Appendix") {
        format!("{rfc} §{section}")
    } else {
        format!("{rfc}, '{section}'")
    }
}

/// The rules of RFC 822 that RFC 1630's `mid:` and `cid:` name without
/// defining them, with their RFC 822 sections (`content-identifier` is
/// RFC 822's `msg-id`).
const RFC822_RULES: &[(&str, &str)] = &[
    ("content-identifier", "4.1"),
    ("addr-spec", "6.1"),
    ("local-part", "6.1"),
    ("domain", "6.1"),
    ("sub-domain", "6.1"),
    ("domain-ref", "6.1"),
    ("word", "3.3"),
    ("atom", "3.3"),
    ("quoted-string", "3.3"),
    ("qtext", "3.3"),
];

/// Where production `p`'s rule comes from, as people cite it: its
/// grammar's RFC and section, or, for a rule RFC 1630 takes from RFC
/// 822, RFC 822's section and the part of RFC 1630 that uses it.
pub fn cite_production<P: Production>(p: P) -> String {
    let rfc822 = RFC822_RULES
        .iter()
        .find(|&&(name, _)| P::GRAMMAR == "rfc1630" && name == p.name());
    match rfc822 {
        Some((_, section)) => format!(
            "RFC 822 §{section}, used by {}",
            cite(P::TITLE, p.section())
        ),
        None => cite(P::TITLE, p.section()),
    }
}

/// The one-line message of `e`; for an input over the length limit,
/// `len` is its true length when it was not kept whole.
pub fn message<P: Follow>(e: &ParseError<P>, len: Option<usize>) -> String {
    match (e.kind(), len) {
        (ErrorKind::TooLong { max_len, .. }, Some(len)) => {
            format!("input of {len} bytes is over the limit of {max_len} bytes (max_len)")
        }
        _ => e.to_string(),
    }
}

/// The error as JSON (docs/json.md, "Error"): `column` is the 1-based
/// column of its offset in the line it came from, `len` as for
/// [`message`].
pub fn error_json<P: Follow>(e: &ParseError<P>, column: usize, len: Option<usize>) -> Value {
    let kind = match e.kind() {
        ErrorKind::TooLong { .. } => "too_long",
        _ => "syntax",
    };
    json!({
        "kind": kind,
        "expected": e.expected().name(),
        "offset": e.offset(),
        "column": column,
        "found": e.found().map(String::from),
        "within": e.within().iter().map(|p| p.name()).collect::<Vec<_>>(),
        "next": e.next().map(|n| n.to_string()).collect::<Vec<_>>(),
        "after": e.after().map(|p| p.name()),
        "message": message(e, len),
        "hint": e.hint().map(hint_text),
        "hint_id": e.hint_id(),
    })
}

/// The message for a line that is not UTF-8: `byte` is the first byte
/// that is not (`None` for a sequence cut short by the end of the line)
/// at byte `offset`.
pub fn not_utf8_message(offset: usize, byte: Option<u8>) -> String {
    match byte {
        Some(b) => format!("not UTF-8: byte 0x{b:02X} at byte {offset}"),
        None => format!("not UTF-8: truncated sequence at byte {offset}"),
    }
}

/// The error of a line that is not UTF-8, with the keys of
/// [`error_json`].
pub fn not_utf8_json(offset: usize, column: usize, byte: Option<u8>) -> Value {
    json!({
        "kind": "not_utf8",
        "expected": null,
        "offset": offset,
        "column": column,
        "found": null,
        "within": [],
        "next": [],
        "after": null,
        "message": not_utf8_message(offset, byte),
        "hint": null,
        "hint_id": null,
    })
}

/// The generic components of a valid URL as a JSON object (docs/json.md,
/// "components"): the keys `keys` of the grammar, in order, each the part
/// as written or `null` when the URL does not have it.
pub fn components_json(keys: &[Component], c: &Components<'_>) -> Value {
    let map: Map<String, Value> = keys
        .iter()
        .map(|&k| (k.name().to_owned(), c.get(k).map(|s| s.as_str()).into()))
        .collect();
    Value::Object(map)
}

/// [`components_json`] written straight into `out` as JSON text, the
/// same bytes `serde_json` writes (for `check`, one object per line).
pub fn write_components_json(keys: &[Component], c: &Components<'_>, out: &mut Vec<u8>) {
    out.push(b'{');
    for (k, &key) in keys.iter().enumerate() {
        if k > 0 {
            out.push(b',');
        }
        out.push(b'"');
        out.extend_from_slice(key.name().as_bytes());
        out.extend_from_slice(b"\":");
        match c.get(key) {
            Some(s) => {
                let _ = serde_json::to_writer(&mut *out, s.as_str());
            }
            None => out.extend_from_slice(b"null"),
        }
    }
    out.push(b'}');
}

/// A node and its subtree as JSON (docs/json.md, "tree"), written into
/// `out` node by node, the same bytes `serde_json` writes for
/// [`tree_json`]: nothing of the size of the tree is held.
pub fn write_tree_json<'a, T: Tree<'a>>(
    node: T,
    out: &mut impl std::io::Write,
) -> std::io::Result<()> {
    out.write_all(b"{\"production\":")?;
    serde_json::to_writer(&mut *out, node.production().name())?;
    out.write_all(b",\"text\":")?;
    serde_json::to_writer(&mut *out, node.span().as_str())?;
    write!(
        out,
        ",\"start\":{},\"end\":{},\"children\":[",
        node.span().start(),
        node.span().end()
    )?;
    let mut result = Ok(());
    let mut first = true;
    node.for_each_child(&mut |child| {
        if result.is_ok() {
            result = (if first { Ok(()) } else { out.write_all(b",") })
                .and_then(|()| write_tree_json(child, out));
            first = false;
        }
    });
    result?;
    out.write_all(b"]}")
}

/// A node and its subtree as JSON.
#[cfg(test)]
pub fn tree_json<'a, T: Tree<'a>>(node: T) -> Value {
    let mut children: Vec<Value> = Vec::new();
    node.for_each_child(&mut |c| children.push(tree_json(c)));
    json!({
        "production": node.production().name(),
        "text": node.span().as_str(),
        "start": node.span().start(),
        "end": node.span().end(),
        "children": children,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No hint the tool prints names a Rust item (an `Options` method, a
    /// `parse` function): each is in the tool's words.
    #[test]
    fn hints_name_the_tools_options() {
        let all = rfc1738::HINTS
            .iter()
            .chain(rfc1738::rfc1630::HINTS)
            .chain(rfc1738::rfc2396::HINTS)
            .chain(rfc1738::rfc3986::HINTS);
        let mut rewritten = 0;
        for h in all {
            let text = hint_text(h);
            for api in [
                "Options::",
                "::parse",
                "rfc1630::",
                "rfc2396::",
                "rfc3986::",
            ] {
                assert!(!text.contains(api), "{}: {text}", h.id);
            }
            if text != h.to_string() {
                rewritten += 1;
            }
        }
        assert_eq!(rewritten, API_WORDS.len());
    }

    /// A rule on one line: joined while it fits, then cut with ` …`.
    #[test]
    fn rules_on_one_line() {
        use rfc1738::rfc1630::Production as P1630;
        use rfc1738::rfc2396::Production as P2396;
        assert_eq!(
            rule_line(P2396::Hex.bnf()),
            r#"hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f""#
        );
        assert_eq!(
            rule_line(P2396::Segment.bnf()),
            r#"segment       = *pchar *( ";" param )"#
        );
        let url = rule_line(P1630::Url.bnf());
        assert!(
            url.starts_with("url                    httpaddress | ftpaddress"),
            "{url}"
        );
        assert!(
            url.ends_with(" …") && url.len() <= RULE_WIDTH + " …".len(),
            "{url}"
        );
        for p in P1630::all() {
            let line = rule_line(p.bnf());
            assert!(
                !line.contains('\n') && line.len() <= RULE_WIDTH + " …".len(),
                "{line}"
            );
        }
    }

    /// The message of an input over the limit that was not kept whole is
    /// the library's, with the true length.
    #[test]
    fn too_long_message_is_the_librarys() {
        let options = rfc1738::Options::new().max_len(4);
        let e = rfc1738::Url::parse_with("http://h/", options).unwrap_err();
        assert_eq!(message(&e, None), e.to_string());
        assert_eq!(message(&e, Some(9)), e.to_string());
        assert_eq!(
            message(&e, Some(1000)),
            e.to_string().replace(" 9 bytes", " 1000 bytes")
        );
    }

    /// The tree written node by node is serde_json's, byte for byte.
    #[test]
    fn trees_written_directly_are_the_values() {
        for input in ["http://h/a/b?q", "ftp://u:p@h:21/a;type=i", "x:y"] {
            let url = rfc1738::Url::parse(input).unwrap();
            let mut out = Vec::new();
            write_tree_json(url.node(), &mut out).unwrap();
            let value = serde_json::to_string(&tree_json(url.node())).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), value, "{input}");
        }
        let uri = rfc1738::rfc2396::UriReference::parse("//[::1]:8/a;b?c#d").unwrap();
        let mut out = Vec::new();
        write_tree_json(uri.node(), &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            serde_json::to_string(&tree_json(uri.node())).unwrap()
        );
    }

    /// A short input is shown whole; a long one around the error, with
    /// `…` where it is cut, the caret's column in what is shown.
    #[test]
    fn snippets_show_the_part_around_the_error() {
        assert_eq!(snippet("http://h/~x", 9), ("http://h/~x".to_owned(), 9));
        assert_eq!(snippet("a\tb", 2), ("a\u{fffd}b".to_owned(), 2));
        let long = format!("http://h/{}~{}", "a".repeat(1000), "b".repeat(1000));
        let (shown, column) = snippet(&long, 1009);
        assert_eq!(shown.chars().count(), 1 + 60 + 40 + 1);
        assert!(shown.starts_with('…') && shown.ends_with('…'), "{shown}");
        assert_eq!(shown.chars().nth(column), Some('~'));
        // At the very end, and at the start.
        let (shown, column) = snippet(&long, long.len());
        assert_eq!((shown.chars().count(), column), (61, 61));
        let (shown, column) = snippet(&long, 0);
        assert_eq!((shown.chars().count(), column), (41, 0));
        // Characters, not bytes.
        let wide = "é".repeat(200);
        let (shown, column) = snippet(&wide, 200);
        assert_eq!(column, 61);
        assert_eq!(shown.chars().count(), 102);
    }

    /// The components object written directly is serde_json's, byte for
    /// byte: every key, `null` for an absent part, strings escaped.
    #[test]
    fn components_written_directly_are_the_values() {
        for input in ["http://h/\"x\"?q", "ftp://u:@h:/p", "mailto:a@b", "x:y"] {
            let mut cases = Vec::new();
            cases.extend(rfc1738::Url::parse(input).map(|u| u.components()));
            cases.extend(rfc1738::rfc1630::Url::parse(input).map(|u| u.components()));
            cases.extend(rfc1738::rfc2396::UriReference::parse(input).map(|u| u.components()));
            assert!(!cases.is_empty(), "{input}");
            for c in cases {
                let mut out = Vec::new();
                write_components_json(&Component::ALL, &c, &mut out);
                let value = serde_json::to_string(&components_json(&Component::ALL, &c)).unwrap();
                assert_eq!(String::from_utf8(out).unwrap(), value, "{input}");
            }
        }
    }
}
