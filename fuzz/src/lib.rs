//! Checks shared by the fuzz targets (fuzz_targets/*.rs). Every check
//! panics on a violated property, which libFuzzer reports as a crash.

use std::borrow::Cow;

use rfc1738::{Node, ParseError, Production};

/// The fuzzer's bytes as text: UTF-8 as is, anything else lossily (so
/// that no input is wasted; U+FFFD is three bytes that no production
/// accepts, which exercises the error path on multi-byte characters).
pub fn text(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// The properties of an error for `input`: the offset is inside the input
/// and on a char boundary, `found()` is the character there, the
/// productions are real ones, and the message says all of that.
pub fn check_error(input: &str, err: &ParseError) {
    let offset = err.offset();
    assert!(
        offset <= input.len(),
        "offset {offset} past the end of a {}-byte input: {err:?}",
        input.len()
    );
    assert!(
        input.is_char_boundary(offset),
        "offset {offset} is not a char boundary: {err:?}"
    );
    assert_eq!(
        err.found(),
        input[offset..].chars().next(),
        "found() is not the character at offset {offset}"
    );
    let all = Production::all();
    assert!(all.contains(&err.expected()));
    assert!(err.within().iter().all(|p| all.contains(p)));
    assert!(err.within().len() <= 16);
    let message = err.to_string();
    // What was needed: the production, or what may come there (a literal,
    // what may follow a complete production, the end of the input).
    let options: Vec<String> = err.next().map(|n| n.to_string()).collect();
    let needed = match options.split_last() {
        None => err.expected().to_string(),
        Some((last, [])) => last.clone(),
        Some((last, init)) => format!("{} or {last}", init.join(", ")),
    };
    let head = format!("expected {needed} at byte {offset}, found ");
    assert!(
        message.starts_with(&head),
        "message {message:?} does not start with {head:?}"
    );
    if let Some(after) = err.after() {
        assert!(all.contains(&after));
        assert!(
            !message.starts_with(&format!("expected {after} at")),
            "a complete production named as expected: {message:?}"
        );
    }
    if let Some(hint) = err.hint() {
        assert!(!hint.text.is_empty() && hint.section.starts_with("RFC "));
        assert!(
            !message.contains(hint.text),
            "the hint is not in the message"
        );
    }
    assert!(
        !message.contains('\n'),
        "message is not one line: {message:?}"
    );
    match (options.is_empty(), err.within().split_first()) {
        (true, Some((first, _))) => {
            assert!(message.contains(&format!(" (within {first}")));
        }
        // After a complete production or a literal, `expected` is listed
        // with the productions around the place.
        (false, _) => {
            for p in core::iter::once(err.expected()).chain(err.within().iter().copied()) {
                assert!(message.contains(p.name()), "{p} missing from {message:?}");
            }
        }
        (true, None) => {}
    }
    // Debug must not panic either.
    let _ = format!("{err:?}");
}

/// The properties of a parse tree over `input` (the whole input, or the
/// part `root` matched): every node's span lies inside the input and its
/// text is the input's bytes there; every child lies inside its parent;
/// siblings come in input order and do not overlap. `for_each_child` and
/// `children()` agree. Returns the number of nodes.
pub fn check_tree(input: &str, root: Node<'_>) -> usize {
    check_span(input, root);
    let mut count = 1;
    let parent = root.span();
    let mut prev_end = parent.start();
    let mut walked = Vec::new();
    root.for_each_child(|child| {
        let span = child.span();
        assert!(
            span.start() >= parent.start() && span.end() <= parent.end(),
            "child {:?} {span:?} outside its parent {:?} {parent:?}",
            child.production(),
            root.production()
        );
        assert!(
            span.start() >= prev_end,
            "child {:?} {span:?} starts before its previous sibling ends ({prev_end}) in {:?} {parent:?}",
            child.production(),
            root.production()
        );
        prev_end = span.end();
        walked.push(child);
    });
    assert_eq!(
        walked,
        root.children().collect::<Vec<_>>(),
        "for_each_child and children() differ"
    );
    for child in walked {
        count += check_tree(input, child);
    }
    count
}

/// The span of `node` lies inside `input` and its text is the input's there.
fn check_span(input: &str, node: Node<'_>) {
    let span = node.span();
    assert_eq!(span.end(), span.start() + span.as_str().len());
    assert_eq!(span.len(), span.as_str().len());
    assert_eq!(span.range(), span.start()..span.end());
    assert!(
        span.end() <= input.len(),
        "{:?} {span:?} ends past the {}-byte input",
        node.production(),
        input.len()
    );
    assert_eq!(
        input.get(span.range()),
        Some(span.as_str()),
        "{:?} {span:?}: the text is not the input's bytes there",
        node.production()
    );
    assert_eq!(node.as_str(), span.as_str());
}

/// Node `Display`: one line per node.
pub fn check_display(root: Node<'_>, nodes: usize) {
    let shown = root.to_string();
    assert_eq!(
        shown.lines().count(),
        nodes,
        "Display is not one line per node"
    );
}
