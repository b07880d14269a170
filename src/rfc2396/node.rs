//! [`Node`]: the generic view of an RFC 2396 parse tree (production,
//! span, children), for printing, snapshots and tools. The typed nodes of
//! each module are the API for programs; this view is built from them on
//! demand and is the only place that allocates (in [`Node::children`]).

use core::fmt;

use super::authority::{Authority, Host, Hostname, Hostport, Ipv6reference, Server};
use super::path::{AbsPath, Path, PathSegments, Segment};
use super::production::Production;
use super::reference::{
    AbsoluteUri, HierPart, NetPath, RelPath, RelativeUri, UriKind, UriReference,
};
use crate::syntax::Span;
use crate::syntax::macros::text;
use crate::syntax::tree::{Children, Tree as TreeView, write_tree};

/// One node of an RFC 2396 parse tree: the production it matched, its
/// span, and its children (computed from the typed node on demand).
///
/// `Display` prints the subtree, one node per line, indented by depth:
///
/// ```
/// use rfc1738::rfc2396::UriReference;
/// let uri = UriReference::parse("mailto:joe@example.com").unwrap();
/// assert_eq!(uri.node().to_string(), "\
/// URI-reference \"mailto:joe@example.com\" @ 0..22
///   absoluteURI \"mailto:joe@example.com\" @ 0..22
///     scheme \"mailto\" @ 0..6
///     opaque_part \"joe@example.com\" @ 7..22
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
    AbsoluteUri(AbsoluteUri<'a>),
    RelativeUri(RelativeUri<'a>),
    HierPart(HierPart<'a>),
    NetPath(NetPath<'a>),
    RelPath(RelPath<'a>),
    AbsPath(AbsPath<'a>),
    PathSegments(PathSegments<'a>),
    Segment(Segment<'a>),
    Path(Path<'a>),
    Authority(Authority<'a>),
    Server(Server<'a>),
    Hostport(Hostport<'a>),
    Host(Host<'a>),
    Hostname(Hostname<'a>),
    Ipv6reference(Ipv6reference<'a>),
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

    const fn with(production: Production, span: Span<'a>, tree: Tree<'a>) -> Self {
        Node {
            production,
            span,
            tree,
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
        let mut opt = |n: Option<Node<'a>>| {
            if let Some(n) = n {
                f(n)
            }
        };
        match self.tree {
            Tree::Leaf => {}
            Tree::UriReference(u) => {
                match u.kind() {
                    UriKind::Absolute(a) => opt(Some(a.into())),
                    UriKind::Relative(r) => opt(Some(r.into())),
                    UriKind::None => {}
                }
                opt(u
                    .fragment()
                    .map(|x| Node::leaf(Production::Fragment, x.span())));
            }
            Tree::AbsoluteUri(a) => {
                opt(Some(Node::leaf(Production::Scheme, a.scheme().span())));
                opt(a.hier_part().map(Node::from));
                opt(a
                    .opaque_part()
                    .map(|x| Node::leaf(Production::OpaquePart, x.span())));
            }
            Tree::RelativeUri(r) => {
                opt(r.net_path().map(Node::from));
                opt(r.abs_path().map(Node::from));
                opt(r.rel_path().map(Node::from));
                opt(r.query().map(|x| Node::leaf(Production::Query, x.span())));
            }
            Tree::HierPart(h) => {
                opt(h.net_path().map(Node::from));
                opt(h.abs_path().map(Node::from));
                opt(h.query().map(|x| Node::leaf(Production::Query, x.span())));
            }
            Tree::NetPath(n) => {
                opt(Some(n.authority().into()));
                opt(n.abs_path().map(Node::from));
            }
            Tree::RelPath(r) => {
                opt(Some(Node::leaf(
                    Production::RelSegment,
                    r.rel_segment().span(),
                )));
                opt(r.abs_path().map(Node::from));
            }
            Tree::AbsPath(p) => opt(Some(p.path_segments().into())),
            Tree::PathSegments(p) => p.segments().for_each(|s| opt(Some(s.into()))),
            Tree::Segment(s) => s
                .params()
                .for_each(|p| opt(Some(Node::leaf(Production::Param, p.span())))),
            Tree::Path(Path::Empty(_)) => {}
            Tree::Path(Path::AbsPath(p)) => opt(Some(p.into())),
            Tree::Path(Path::OpaquePart(p)) => {
                opt(Some(Node::leaf(Production::OpaquePart, p.span())))
            }
            Tree::Authority(Authority::Server(s)) => opt(Some(s.into())),
            Tree::Authority(Authority::RegName(r)) => {
                opt(Some(Node::leaf(Production::RegName, r.span())))
            }
            Tree::Server(s) => {
                opt(s
                    .userinfo()
                    .map(|u| Node::leaf(Production::Userinfo, u.span())));
                opt(s.hostport().map(Node::from));
            }
            Tree::Hostport(h) => {
                opt(Some(h.host().into()));
                opt(h.port().map(|p| Node::leaf(Production::Port, p.span())));
            }
            Tree::Host(Host::Hostname(h)) => opt(Some(h.into())),
            Tree::Host(Host::Ipv4address(h)) => {
                opt(Some(Node::leaf(Production::Ipv4address, h.span())))
            }
            Tree::Host(Host::Ipv6reference(h)) => opt(Some(h.into())),
            Tree::Hostname(h) => {
                h.domainlabels()
                    .for_each(|l| opt(Some(Node::leaf(Production::Domainlabel, l.span()))));
                opt(Some(Node::leaf(Production::Toplabel, h.toplabel().span())));
            }
            Tree::Ipv6reference(h) => opt(Some(Node::leaf(
                Production::Ipv6address,
                h.ipv6address().span(),
            ))),
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
                Node::with(Production::$production, n.span(), Tree::$ty(n))
            }
        }
    )*};
}

into_node! {
    UriReference => UriReference,
    AbsoluteUri => AbsoluteUri,
    RelativeUri => RelativeUri,
    HierPart => HierPart,
    NetPath => NetPath,
    RelPath => RelPath,
    AbsPath => AbsPath,
    PathSegments => PathSegments,
    Segment => Segment,
    Path => Path,
    Authority => Authority,
    Server => Server,
    Hostport => Hostport,
    Host => Host,
    Hostname => Hostname,
    Ipv6reference => Ipv6reference,
}

// `Display` (the text as written) and `AsRef<str>` for every typed node
// with text that `leaf!` did not make.
text! {
    UriReference,
    AbsoluteUri,
    RelativeUri,
    HierPart,
    NetPath,
    RelPath,
    Path,
    Authority,
    Server,
    Hostport,
    Host,
    Hostname,
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
