//! `roundtrip`: on every URL `Url::parse` accepts, the URL gives back its
//! input (`as_str`, `Display`), and the tree from `url.node()` is sound:
//! every node's span lies inside the input and its text is the input's
//! bytes there, every child lies inside its parent, siblings are in order
//! and do not overlap. Each subtree, parsed again on its own with
//! `parse_production`, gives the same tree shifted to offset 0 (the
//! grammar is context-free: a node's text is that production on its own).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::{Node, Production, Url, parse_production};
use rfc1738_fuzz::{check_display, check_tree, text};

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    let input = input.as_ref();
    let Ok(url) = Url::parse(input) else {
        return;
    };
    assert_eq!(url.as_str(), input);
    assert_eq!(url.to_string(), input);
    assert_eq!(url.span().range(), 0..input.len());
    assert_eq!(Url::parse(&url.to_string()), Ok(url));
    let root = url.node();
    assert_eq!(root.production(), Production::Url);
    assert_eq!(root.as_str(), input);
    let top: Vec<_> = root.children().collect();
    assert_eq!(top.len(), 1, "url has exactly one child");
    let expected_child = match url.production() {
        Production::Genericurl => Production::Otherurl,
        p => p,
    };
    assert_eq!(top[0].production(), expected_child);
    assert_eq!(top[0].span(), root.span());
    let nodes = check_tree(input, root);
    check_display(root, nodes);
    reparse(root);
});

/// Every node, parsed on its own as its production, gives the same subtree.
fn reparse(node: Node<'_>) {
    let text = node.as_str();
    let again = match parse_production(node.production(), text) {
        Ok(again) => again,
        Err(e) => panic!(
            "{} {:?} parsed in its URL but not on its own: {e}",
            node.production(),
            node.span()
        ),
    };
    assert_same_shape(node, again, node.span().start());
    node.for_each_child(reparse);
}

/// `a` (at its offset in the URL) and `b` (parsed from offset 0) are the
/// same tree, `b` shifted by `shift`.
fn assert_same_shape(a: Node<'_>, b: Node<'_>, shift: usize) {
    assert_eq!(a.production(), b.production());
    assert_eq!(a.as_str(), b.as_str());
    assert_eq!(
        a.span().start(),
        b.span().start() + shift,
        "{} at a different offset when parsed on its own",
        a.production()
    );
    let (ac, bc): (Vec<_>, Vec<_>) = (a.children().collect(), b.children().collect());
    assert_eq!(
        ac.iter().map(|n| n.production()).collect::<Vec<_>>(),
        bc.iter().map(|n| n.production()).collect::<Vec<_>>(),
        "{} {:?} has other children when parsed on its own",
        a.production(),
        a.span()
    );
    for (x, y) in ac.into_iter().zip(bc) {
        assert_same_shape(x, y, shift);
    }
}
