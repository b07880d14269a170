//! [`Node`]: the generic view of an RFC 3986 parse tree (production,
//! span, children), for printing, snapshots and tools. The typed nodes of
//! each module are the API for programs; this view is built from them on
//! demand and is the only place that allocates (in [`Node::children`]).

use core::fmt;

use super::authority::{Authority, Host, HostKind, IpLiteral, IpLiteralKind, Ipv6addrz};
use super::path::{Path, PathKind};
use super::production::Production;
use super::reference::{HierPart, RelativeRef, Uri, UriKind, UriReference};
use crate::syntax::Span;
use crate::syntax::tree::{Children, Tree as TreeView, write_tree};

/// One node of an RFC 3986 parse tree: the production it matched, its
/// span, and its children (computed from the typed node on demand).
///
/// `Display` prints the subtree, one node per line, indented by depth:
///
/// ```
/// use rfc1738::rfc3986::UriReference;
/// let uri = UriReference::parse("mailto:joe@example.com").unwrap();
/// assert_eq!(uri.node().to_string(), "\
/// URI-reference \"mailto:joe@example.com\" @ 0..22
///   URI \"mailto:joe@example.com\" @ 0..22
///     scheme \"mailto\" @ 0..6
///     hier-part \"joe@example.com\" @ 7..22
///       path-rootless \"joe@example.com\" @ 7..22
///         segment-nz \"joe@example.com\" @ 7..22
/// ");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node<'a> {
    production: Production,
    span: Span<'a>,
    tree: Tree<'a>,
}

/// The typed node behind a [`Node`], for its children.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tree<'a> {
    Leaf,
    UriReference(UriReference<'a>),
    Uri(Uri<'a>),
    RelativeRef(RelativeRef<'a>),
    HierPart(HierPart<'a>),
    Path(Path<'a>),
    Authority(Authority<'a>),
    Host(Host<'a>),
    IpLiteral(IpLiteral<'a>),
    Ipv6addrz(Ipv6addrz<'a>),
}

impl<'a> Node<'a> {
    /// A node with no children.
    pub(crate) const fn leaf(production: Production, span: Span<'a>) -> Self {
        Node {
            production,
            span,
            tree: Tree::Leaf,
        }
    }

    pub(crate) const fn with(production: Production, span: Span<'a>, tree_of: TreeOf<'a>) -> Self {
        Node {
            production,
            span,
            tree: tree_of.0,
        }
    }

    /// The production this node matched.
    pub fn production(&self) -> Production {
        self.production
    }

    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }

    /// The matched text, exactly as written.
    pub fn as_str(&self) -> &'a str {
        self.span.as_str()
    }

    /// The reference, if this node is the root of a `URI-reference`
    /// (what [`UriReference::node`] and the grammar's `parse` return).
    pub fn uri_reference(&self) -> Option<UriReference<'a>> {
        match self.tree {
            Tree::UriReference(u) => Some(u),
            _ => None,
        }
    }

    /// Calls `f` on each child, in input order. Allocates nothing.
    pub fn for_each_child(&self, mut f: impl FnMut(Node<'a>)) {
        use Production as P;
        match self.tree {
            Tree::Leaf => {}
            Tree::UriReference(u) => match u.kind() {
                UriKind::Uri(x) => f(x.into()),
                UriKind::RelativeRef(x) => f(x.into()),
            },
            Tree::Uri(u) => {
                f(Node::leaf(P::Scheme, u.scheme().span()));
                f(Node::with(
                    P::HierPart,
                    u.hier_part().span(),
                    TreeOf(Tree::HierPart(u.hier_part())),
                ));
                if let Some(q) = u.query() {
                    f(Node::leaf(P::Query, q.span()));
                }
                if let Some(x) = u.fragment() {
                    f(Node::leaf(P::Fragment, x.span()));
                }
            }
            Tree::RelativeRef(r) => {
                let part = r.relative_part();
                f(Node::with(
                    P::RelativePart,
                    part.span(),
                    TreeOf(Tree::HierPart(part)),
                ));
                if let Some(q) = r.query() {
                    f(Node::leaf(P::Query, q.span()));
                }
                if let Some(x) = r.fragment() {
                    f(Node::leaf(P::Fragment, x.span()));
                }
            }
            Tree::HierPart(h) => {
                if let Some(a) = h.authority() {
                    f(a.into());
                }
                f(h.path().into());
            }
            Tree::Path(p) => {
                let first = match p.kind() {
                    PathKind::Abempty | PathKind::Empty => P::Segment,
                    PathKind::Absolute | PathKind::Rootless => P::SegmentNz,
                    PathKind::Noscheme => P::SegmentNzNc,
                };
                for (k, s) in p.segments().enumerate() {
                    f(Node::leaf(
                        if k == 0 { first } else { P::Segment },
                        s.span(),
                    ));
                }
            }
            Tree::Authority(a) => {
                if let Some(u) = a.userinfo() {
                    f(Node::leaf(P::Userinfo, u.span()));
                }
                f(a.host().into());
                if let Some(p) = a.port() {
                    f(Node::leaf(P::Port, p.span()));
                }
            }
            Tree::Host(h) => match h.kind() {
                HostKind::IpLiteral(l) => f(l.into()),
                HostKind::Ipv4address(x) => f(Node::leaf(P::Ipv4address, x.span())),
                HostKind::RegName(x) => f(Node::leaf(P::RegName, x.span())),
            },
            Tree::IpLiteral(l) => match l.kind() {
                IpLiteralKind::Ipv6address(x) => f(Node::leaf(P::Ipv6address, x.span())),
                IpLiteralKind::Ipv6addrz(z) => f(z.into()),
                IpLiteralKind::IpvFuture(x) => f(Node::leaf(P::IpvFuture, x.span())),
            },
            Tree::Ipv6addrz(z) => {
                f(Node::leaf(P::Ipv6address, z.address().span()));
                f(Node::leaf(P::ZoneId, z.zone_id().span()));
            }
        }
    }

    /// The children, in input order, as an iterator (which collects them
    /// into a `Vec` first; use [`for_each_child`](Self::for_each_child) to
    /// walk without allocating).
    pub fn children(&self) -> Children<Node<'a>> {
        Children::of(self)
    }
}

/// A typed node as the tree behind a [`Node`] (crate-private).
#[derive(Clone, Copy)]
pub(crate) struct TreeOf<'a>(Tree<'a>);

impl<'a> TreeOf<'a> {
    /// A `hier-part` or `relative-part`.
    pub(crate) fn part(h: HierPart<'a>) -> Self {
        TreeOf(Tree::HierPart(h))
    }

    /// A `URI` or `absolute-URI`.
    pub(crate) fn uri(u: Uri<'a>) -> Self {
        TreeOf(Tree::Uri(u))
    }
}

impl fmt::Display for Node<'_> {
    /// The subtree, one node per line: production, text and byte range,
    /// indented two spaces per level.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_tree(self, f, 0)
    }
}

macro_rules! into_node {
    ($($ty:ident => $production:ident,)*) => {$(
        impl<'a> From<$ty<'a>> for Node<'a> {
            fn from(n: $ty<'a>) -> Self {
                Node { production: Production::$production, span: n.span(), tree: Tree::$ty(n) }
            }
        }
    )*};
}

into_node! {
    UriReference => UriReference,
    Uri => Uri,
    RelativeRef => RelativeRef,
    Authority => Authority,
    Host => Host,
    IpLiteral => IpLiteral,
    Ipv6addrz => Ipv6addrz,
}

impl<'a> From<Path<'a>> for Node<'a> {
    /// The node of the path's form (`path-abempty`, ...).
    fn from(p: Path<'a>) -> Self {
        Node {
            production: p.kind().production(),
            span: p.span(),
            tree: Tree::Path(p),
        }
    }
}

impl AsRef<str> for Node<'_> {
    /// The matched text, as written ([`Node::as_str`]).
    fn as_ref(&self) -> &str {
        self.span.as_str()
    }
}

impl<'a> TreeView<'a> for Node<'a> {
    type Production = Production;

    fn production(&self) -> Production {
        self.production
    }

    fn span(&self) -> Span<'a> {
        self.span
    }

    fn for_each_child(&self, f: &mut dyn FnMut(Self)) {
        Node::for_each_child(self, f)
    }
}

impl<'a> UriReference<'a> {
    /// The generic view of the tree, rooted at `URI-reference`.
    pub fn node(&self) -> Node<'a> {
        Node::from(*self)
    }
}
