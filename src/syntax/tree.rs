//! The generic view of a parse tree, for every grammar: the [`Tree`]
//! trait (a production, a span, children), the printer every grammar's
//! `Display` uses, and the walk down the rightmost path that
//! [`trailing_error`] reads.

use core::fmt;

use super::IResult;
use super::error::{Follow, ParseError, trailing_error};
use super::production::Production;
use super::span::Span;

/// One node of a grammar's parse tree, as tools see it: the production it
/// matched, its span, and its children in input order.
pub trait Tree<'a>: Copy {
    /// The grammar's production type.
    type Production: Production;

    /// The production this node matched.
    fn production(&self) -> Self::Production;
    /// The matched text and its byte range in the input.
    fn span(&self) -> Span<'a>;
    /// Calls `f` on each child, in input order. Allocates nothing.
    fn for_each_child(&self, f: &mut dyn FnMut(Self));
}

/// The children of a node, in input order: the iterator of each
/// grammar's `Node::children`. It holds them in a `Vec`, filled once by
/// the node's `for_each_child` (which walks without allocating).
#[derive(Clone, Debug)]
pub struct Children<T> {
    items: std::vec::IntoIter<T>,
}

impl<'a, T: Tree<'a>> Children<T> {
    /// The children of `node`.
    pub(crate) fn of(node: &T) -> Self {
        let mut items = Vec::new();
        node.for_each_child(&mut |c| items.push(c));
        Children {
            items: items.into_iter(),
        }
    }
}

impl<T> Iterator for Children<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        self.items.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.items.size_hint()
    }
}

impl<T> DoubleEndedIterator for Children<T> {
    fn next_back(&mut self) -> Option<T> {
        self.items.next_back()
    }
}

impl<T> ExactSizeIterator for Children<T> {}

impl<T> core::iter::FusedIterator for Children<T> {}

/// Writes the subtree of `node`, one node per line: production, text and
/// byte range, indented two spaces per level.
pub fn write_tree<'a, T: Tree<'a>>(
    node: &T,
    f: &mut fmt::Formatter<'_>,
    depth: usize,
) -> fmt::Result {
    writeln!(
        f,
        "{:indent$}{} {:?}",
        "",
        node.production(),
        node.span(),
        indent = 2 * depth
    )?;
    let mut result = Ok(());
    node.for_each_child(&mut |child| {
        if result.is_ok() {
            result = write_tree(&child, f, depth + 1);
        }
    });
    result
}

/// Calls `out` with the productions of the rightmost path of `node` that
/// ends at byte `end`, innermost first: where a match that stopped short
/// of the input's end stopped, and the productions around it.
pub fn spine_at<'a, T: Tree<'a>>(node: &T, end: usize, out: &mut dyn FnMut(T::Production)) {
    let mut last = None;
    node.for_each_child(&mut |c| {
        if c.span().end() == end {
            last = Some(c);
        }
    });
    if let Some(c) = last {
        spine_at(&c, end, out);
    }
    out(node.production());
}

/// The error for a match of the tree `root` that stopped at byte `end`,
/// before the end of `input`: [`trailing_error`] over the productions of
/// the tree's rightmost path there ([`spine_at`]): the innermost one that
/// ends there could not continue (`http://h/~x`: `hsegment` at byte 9,
/// within `hpath`, `httpurl`, `url`).
#[cold]
pub(crate) fn trailing_error_of<'a, T: Tree<'a>>(
    input: &str,
    root: T,
    end: usize,
) -> ParseError<T::Production>
where
    T::Production: Follow,
{
    trailing_error(input, end, root.production(), |push| {
        spine_at(&root, end, push)
    })
}

/// A grammar's hints: the error it is given, with its hint if one applies.
pub(crate) type Refine<P> = fn(&str, ParseError<P>) -> ParseError<P>;

/// All of `input` as production `p`, from the combinators' `result`: the
/// tree when the match is the whole input, else the error (the
/// combinators', or [`trailing_error_of`] where the match stopped short),
/// with the grammar's hint (`refine`). The end of every grammar's
/// `parse_production`.
pub(crate) fn whole_input<'a, T: Tree<'a>>(
    input: &'a str,
    p: T::Production,
    result: IResult<'a, T, T::Production>,
    refine: Refine<T::Production>,
) -> Result<T, ParseError<T::Production>>
where
    T::Production: Follow,
{
    match result {
        Ok((rest, node)) if rest.fragment().is_empty() => Ok(node),
        Ok((rest, node)) => Err(refine(
            input,
            trailing_error_of(input, node, rest.location_offset()),
        )),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            Err(refine(input, e.into_parse_error(input, p)))
        }
        Err(nom::Err::Incomplete(_)) => Err(ParseError::new(input, input.len(), p, &[])),
    }
}

/// A grammar of the crate as tools see it (the command-line tool, the
/// tests that run every grammar): how to read a whole input, and the
/// types of its productions, options and generic tree. Each grammar has a
/// marker type implementing it (`rfc1738::Rfc1738`).
pub trait Grammar: 'static {
    /// The grammar's production type.
    type Production: super::error::Follow + Send + Sync;
    /// The grammar's parse options.
    type Options: Copy + Default + Send + Sync;
    /// The grammar's generic tree.
    type Node<'a>: Tree<'a, Production = Self::Production> + fmt::Display;

    /// Reads all of `input` as a URL of the grammar: the production that
    /// names what it is (for RFC 1738 the scheme's, `httpurl`, ...,
    /// `genericurl`) and the tree, or why it is none.
    #[allow(clippy::type_complexity)]
    fn parse(
        input: &str,
        options: Self::Options,
    ) -> Result<(Self::Production, Self::Node<'_>), super::error::ParseError<Self::Production>>;

    /// Matches one production against all of `input`.
    fn parse_production(
        p: Self::Production,
        input: &str,
        options: Self::Options,
    ) -> Result<Self::Node<'_>, super::error::ParseError<Self::Production>>;

    /// The longest input `options` let the grammar parse, in bytes.
    fn max_len(options: Self::Options) -> usize;
}

#[cfg(test)]
mod tests {
    use super::Grammar;
    use crate::rfc2396::{Options, Rfc2396};

    /// `children` knows how many are left, from the first to none, on
    /// every node of a tree (RFC 2396's nodes have zero to several).
    #[test]
    fn children_know_how_many_are_left() {
        let (_, root) = Rfc2396::parse("http://u@h:80/a;p/b?q#f", Options::new()).unwrap();
        let mut todo = vec![root];
        let mut seen = 0;
        while let Some(node) = todo.pop() {
            seen += 1;
            let mut children = node.children();
            let mut left = children.clone().count();
            assert_eq!(children.len(), left);
            while let Some(c) = children.next() {
                left -= 1;
                assert_eq!(children.size_hint(), (left, Some(left)));
                todo.push(c);
            }
        }
        assert!(seen > 10, "{seen}");
    }
}
