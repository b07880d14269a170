//! [`Node`]: the generic view of an RFC 3987 parse tree (production,
//! span, children), for printing, snapshots and tools, built from the
//! typed nodes on demand.

use core::fmt;

use super::authority::{Iauthority, Ihost, IhostKind};
use super::path::{Ipath, IpathKind};
use super::production::Production;
use super::reference::{IhierPart, IrelativeRef, Iri, IriKind, IriReference};
use crate::rfc3986::authority::{IpLiteral, IpLiteralKind};
use crate::syntax::Span;
use crate::syntax::tree::{Children, Tree as TreeView, write_tree};

/// One node of an RFC 3987 parse tree: the production it matched, its
/// span (byte offsets into the UTF-8 text), and its children.
///
/// ```
/// use rfc1738::rfc3987::IriReference;
/// let iri = IriReference::parse("mailto:josé@例え.jp").unwrap();
/// assert_eq!(iri.node().to_string(), "\
/// IRI-reference \"mailto:josé@例え.jp\" @ 0..22
///   IRI \"mailto:josé@例え.jp\" @ 0..22
///     scheme \"mailto\" @ 0..6
///     ihier-part \"josé@例え.jp\" @ 7..22
///       ipath-rootless \"josé@例え.jp\" @ 7..22
///         isegment-nz \"josé@例え.jp\" @ 7..22
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
    IriReference(IriReference<'a>),
    Iri(Iri<'a>),
    IrelativeRef(IrelativeRef<'a>),
    IhierPart(IhierPart<'a>),
    Ipath(Ipath<'a>),
    Iauthority(Iauthority<'a>),
    Ihost(Ihost<'a>),
    IpLiteral(IpLiteral<'a>),
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

    /// The node of an `ihier-part` or `irelative-part` (`p`).
    pub(crate) const fn part(p: Production, h: IhierPart<'a>) -> Self {
        Node {
            production: p,
            span: h.span(),
            tree: Tree::IhierPart(h),
        }
    }

    /// The node of an `IRI` or `absolute-IRI` (`p`).
    pub(crate) const fn iri(p: Production, u: Iri<'a>) -> Self {
        Node {
            production: p,
            span: u.span(),
            tree: Tree::Iri(u),
        }
    }

    /// The node of RFC 3986's `IP-literal`.
    pub(crate) const fn ip_literal(l: IpLiteral<'a>) -> Self {
        Node {
            production: Production::IpLiteral,
            span: l.span(),
            tree: Tree::IpLiteral(l),
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

    /// The reference, if this node is the root of an `IRI-reference`.
    pub fn iri_reference(&self) -> Option<IriReference<'a>> {
        match self.tree {
            Tree::IriReference(u) => Some(u),
            _ => None,
        }
    }

    /// Calls `f` on each child, in input order. Allocates nothing.
    pub fn for_each_child(&self, mut f: impl FnMut(Node<'a>)) {
        use Production as P;
        match self.tree {
            Tree::Leaf => {}
            Tree::IriReference(u) => match u.kind() {
                IriKind::Iri(x) => f(x.into()),
                IriKind::IrelativeRef(x) => f(x.into()),
            },
            Tree::Iri(u) => {
                f(Node::leaf(P::Scheme, u.scheme().span()));
                f(Node::part(P::IhierPart, u.hier_part()));
                if let Some(q) = u.query() {
                    f(Node::leaf(P::Iquery, q.span()));
                }
                if let Some(x) = u.fragment() {
                    f(Node::leaf(P::Ifragment, x.span()));
                }
            }
            Tree::IrelativeRef(r) => {
                f(Node::part(P::IrelativePart, r.relative_part()));
                if let Some(q) = r.query() {
                    f(Node::leaf(P::Iquery, q.span()));
                }
                if let Some(x) = r.fragment() {
                    f(Node::leaf(P::Ifragment, x.span()));
                }
            }
            Tree::IhierPart(h) => {
                if let Some(a) = h.authority() {
                    f(a.into());
                }
                f(h.path().into());
            }
            Tree::Ipath(p) => {
                let first = match p.kind() {
                    IpathKind::Abempty | IpathKind::Empty => P::Isegment,
                    IpathKind::Absolute | IpathKind::Rootless => P::IsegmentNz,
                    IpathKind::Noscheme => P::IsegmentNzNc,
                };
                for (k, s) in p.segments().enumerate() {
                    f(Node::leaf(
                        if k == 0 { first } else { P::Isegment },
                        s.span(),
                    ));
                }
            }
            Tree::Iauthority(a) => {
                if let Some(u) = a.userinfo() {
                    f(Node::leaf(P::Iuserinfo, u.span()));
                }
                f(a.host().into());
                if let Some(p) = a.port() {
                    f(Node::leaf(P::Port, p.span()));
                }
            }
            Tree::Ihost(h) => match h.kind() {
                IhostKind::IpLiteral(l) => f(Node::ip_literal(l)),
                IhostKind::Ipv4address(x) => f(Node::leaf(P::Ipv4address, x.span())),
                IhostKind::IregName(x) => f(Node::leaf(P::IregName, x.span())),
            },
            Tree::IpLiteral(l) => match l.kind() {
                IpLiteralKind::Ipv6address(x) => f(Node::leaf(P::Ipv6address, x.span())),
                IpLiteralKind::IpvFuture(x) => f(Node::leaf(P::IpvFuture, x.span())),
                // RFC 3987 reads no zone identifiers (no such literal
                // is ever made here): the literal's text stands alone.
                IpLiteralKind::Ipv6addrz(_) => {}
            },
        }
    }

    /// The children, in input order, as an iterator (which collects them
    /// into a `Vec` first; use [`for_each_child`](Self::for_each_child) to
    /// walk without allocating).
    pub fn children(&self) -> Children<Node<'a>> {
        Children::of(self)
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
    IriReference => IriReference,
    Iri => Iri,
    IrelativeRef => IrelativeRef,
    Iauthority => Iauthority,
    Ihost => Ihost,
}

impl<'a> From<Ipath<'a>> for Node<'a> {
    /// The node of the path's form (`ipath-abempty`, ...).
    fn from(p: Ipath<'a>) -> Self {
        Node {
            production: p.kind().production(),
            span: p.span(),
            tree: Tree::Ipath(p),
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

impl<'a> IriReference<'a> {
    /// The generic view of the tree, rooted at `IRI-reference`.
    pub fn node(&self) -> Node<'a> {
        Node::from(*self)
    }
}
