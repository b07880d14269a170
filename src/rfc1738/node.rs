//! [`Node`]: the generic view of a parse tree (production, span,
//! children), for printing, snapshots and tools. The typed nodes of each
//! module are the API for programs; this view is built from them on
//! demand and is the only place that allocates (in [`Node::children`]).

use core::fmt;

use super::file::Fileurl;
use super::ftp::{Fpath, Ftpurl};
use super::generic::{Genericurl, Schemepart};
use super::generic::{Url, UrlKind};
use super::gopher::Gopherurl;
use super::http::{Hpath, Httpurl};
use super::ip::{Host, Hostname, Hostnumber, Hostport, IpSchemepart, Login};
use super::mailto::Mailtourl;
use super::news::{Article, Grouppart, Newsurl};
use super::nntp::Nntpurl;
use super::production::Production;
use super::prospero::{Fieldspec, Ppath, Prosperourl};
use super::telnet::Telneturl;
use super::wais::{Waisdatabase, Waisdoc, Waisindex, Waisurl};
use crate::syntax::Span;
use crate::syntax::macros::text;
use crate::syntax::tree::{Children, Tree as TreeView, write_tree};

/// One node of a parse tree: the production it matched, its span, and
/// its children (computed from the typed node on demand).
///
/// `Display` prints the subtree, one node per line, indented by depth:
///
/// ```
/// use rfc1738::Url;
/// let url = Url::parse("news:comp.infosystems.www").unwrap();
/// assert_eq!(url.node().to_string(), "\
/// url \"news:comp.infosystems.www\" @ 0..25
///   newsurl \"news:comp.infosystems.www\" @ 0..25
///     grouppart \"comp.infosystems.www\" @ 5..25
///       group \"comp.infosystems.www\" @ 5..25
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
    Url(Url<'a>),
    Otherurl(Genericurl<'a>),
    Genericurl(Genericurl<'a>),
    Schemepart(Schemepart<'a>),
    IpSchemepart(IpSchemepart<'a>),
    Login(Login<'a>),
    Hostport(Hostport<'a>),
    Host(Host<'a>),
    Hostname(Hostname<'a>),
    Hostnumber(Hostnumber<'a>),
    Ftpurl(Ftpurl<'a>),
    Fpath(Fpath<'a>),
    Fileurl(Fileurl<'a>),
    Httpurl(Httpurl<'a>),
    Hpath(Hpath<'a>),
    Gopherurl(Gopherurl<'a>),
    Mailtourl(Mailtourl<'a>),
    Newsurl(Newsurl<'a>),
    Grouppart(Grouppart<'a>),
    Article(Article<'a>),
    Nntpurl(Nntpurl<'a>),
    Telneturl(Telneturl<'a>),
    Waisurl(Waisurl<'a>),
    Waisdatabase(Waisdatabase<'a>),
    Waisindex(Waisindex<'a>),
    Waisdoc(Waisdoc<'a>),
    Prosperourl(Prosperourl<'a>),
    Ppath(Ppath<'a>),
    Fieldspec(Fieldspec<'a>),
}

impl<'a> Node<'a> {
    /// A node with no children: a character class, a run of characters
    /// (`hsegment`, `user`, ...), a label.
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

    /// The `otherurl` node over a generic URL.
    pub(crate) fn otherurl(g: Genericurl<'a>) -> Self {
        Node::with(Production::Otherurl, g.span(), Tree::Otherurl(g))
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

    /// Calls `f` on each child, in input order. Allocates nothing.
    pub fn for_each_child(&self, mut f: impl FnMut(Node<'a>)) {
        let mut opt = |n: Option<Node<'a>>| {
            if let Some(n) = n {
                f(n)
            }
        };
        match self.tree {
            Tree::Leaf => {}
            Tree::Url(u) => opt(Some(match u.kind() {
                UrlKind::Http(x) => x.into(),
                UrlKind::Ftp(x) => x.into(),
                UrlKind::News(x) => x.into(),
                UrlKind::Nntp(x) => x.into(),
                UrlKind::Telnet(x) => x.into(),
                UrlKind::Gopher(x) => x.into(),
                UrlKind::Wais(x) => x.into(),
                UrlKind::Mailto(x) => x.into(),
                UrlKind::File(x) => x.into(),
                UrlKind::Prospero(x) => x.into(),
                UrlKind::Other(x) => Node::otherurl(x),
            })),
            Tree::Otherurl(g) => opt(Some(g.into())),
            Tree::Genericurl(g) => {
                opt(Some(g.scheme().into()));
                opt(Some(g.schemepart().into()));
            }
            Tree::Schemepart(s) => opt(s.ip_schemepart().map(Node::from)),
            Tree::IpSchemepart(x) => {
                opt(Some(x.login().into()));
                opt(x.urlpath().map(Node::from));
            }
            Tree::Login(x) => {
                opt(x.user().map(Node::from));
                opt(x.password().map(Node::from));
                opt(Some(x.hostport().into()));
            }
            Tree::Hostport(x) => {
                opt(Some(x.host().into()));
                opt(x.port().map(Node::from));
            }
            Tree::Host(Host::Hostname(x)) => opt(Some(x.into())),
            Tree::Host(Host::Hostnumber(x)) => opt(Some(x.into())),
            Tree::Hostname(x) => {
                x.domainlabels().for_each(|l| opt(Some(l.into())));
                opt(Some(x.toplabel().into()));
            }
            Tree::Hostnumber(x) => {
                for g in x.groups() {
                    opt(Some(Node::leaf(Production::Digits, g)));
                }
            }
            Tree::Ftpurl(x) => {
                opt(Some(x.login().into()));
                opt(x.fpath().map(Node::from));
                opt(x.ftptype().map(Node::from));
            }
            Tree::Fpath(x) => x.segments().for_each(|s| opt(Some(s.into()))),
            Tree::Fileurl(x) => {
                opt(x.host().map(Node::from));
                opt(Some(x.fpath().into()));
            }
            Tree::Httpurl(x) => {
                opt(Some(x.hostport().into()));
                opt(x.hpath().map(Node::from));
                opt(x.search().map(Node::from));
            }
            Tree::Hpath(x) => x.segments().for_each(|s| opt(Some(s.into()))),
            Tree::Gopherurl(x) => {
                opt(Some(x.hostport().into()));
                opt(x.gtype().map(Node::from));
                opt(x.selector().map(Node::from));
                opt(x.search().map(Node::from));
                opt(x.gopher_plus_string().map(Node::from));
            }
            Tree::Mailtourl(x) => opt(Some(x.encoded822addr().into())),
            Tree::Newsurl(x) => opt(Some(x.grouppart().into())),
            Tree::Grouppart(Grouppart::All(_)) => {}
            Tree::Grouppart(Grouppart::Group(g)) => opt(Some(g.into())),
            Tree::Grouppart(Grouppart::Article(a)) => opt(Some(a.into())),
            Tree::Article(x) => opt(Some(x.host().into())),
            Tree::Nntpurl(x) => {
                opt(Some(x.hostport().into()));
                opt(Some(x.group().into()));
                opt(x.article().map(|d| Node::leaf(Production::Digits, d)));
            }
            Tree::Telneturl(x) => opt(Some(x.login().into())),
            Tree::Waisurl(Waisurl::Database(x)) => opt(Some(x.into())),
            Tree::Waisurl(Waisurl::Index(x)) => opt(Some(x.into())),
            Tree::Waisurl(Waisurl::Doc(x)) => opt(Some(x.into())),
            Tree::Waisdatabase(x) => {
                opt(Some(x.hostport().into()));
                opt(Some(x.database().into()));
            }
            Tree::Waisindex(x) => {
                opt(Some(x.hostport().into()));
                opt(Some(x.database().into()));
                opt(Some(x.search().into()));
            }
            Tree::Waisdoc(x) => {
                opt(Some(x.hostport().into()));
                opt(Some(x.database().into()));
                opt(Some(x.wtype().into()));
                opt(Some(x.wpath().into()));
            }
            Tree::Prosperourl(x) => {
                opt(Some(x.hostport().into()));
                opt(Some(x.ppath().into()));
                x.fieldspecs().for_each(|s| opt(Some(s.into())));
            }
            Tree::Ppath(x) => x.segments().for_each(|s| opt(Some(s.into()))),
            Tree::Fieldspec(x) => {
                opt(Some(x.fieldname().into()));
                opt(Some(x.fieldvalue().into()));
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
    Url => Url,
    Genericurl => Genericurl,
    Schemepart => Schemepart,
    IpSchemepart => IpSchemepart,
    Login => Login,
    Hostport => Hostport,
    Host => Host,
    Hostname => Hostname,
    Hostnumber => Hostnumber,
    Ftpurl => Ftpurl,
    Fpath => Fpath,
    Fileurl => Fileurl,
    Httpurl => Httpurl,
    Hpath => Hpath,
    Gopherurl => Gopherurl,
    Mailtourl => Mailtourl,
    Newsurl => Newsurl,
    Grouppart => Grouppart,
    Article => Article,
    Nntpurl => Nntpurl,
    Telneturl => Telneturl,
    Waisurl => Waisurl,
    Waisdatabase => Waisdatabase,
    Waisindex => Waisindex,
    Waisdoc => Waisdoc,
    Prosperourl => Prosperourl,
    Ppath => Ppath,
    Fieldspec => Fieldspec,
}

macro_rules! leaf_into_node {
    ($($ty:path => $production:ident,)*) => {$(
        impl<'a> From<$ty> for Node<'a> {
            fn from(n: $ty) -> Self {
                Node::leaf(Production::$production, n.span())
            }
        }
    )*};
}

leaf_into_node! {
    super::ftp::Fsegment<'a> => Fsegment,
    super::ftp::Ftptype<'a> => Ftptype,
    super::generic::Scheme<'a> => Scheme,
    super::gopher::Gtype<'a> => Gtype,
    super::gopher::Selector<'a> => Selector,
    super::gopher::GopherPlusString<'a> => GopherPlusString,
    super::http::Hsegment<'a> => Hsegment,
    super::http::Search<'a> => Search,
    super::ip::Domainlabel<'a> => Domainlabel,
    super::ip::Toplabel<'a> => Toplabel,
    super::ip::Port<'a> => Port,
    super::ip::User<'a> => User,
    super::ip::Password<'a> => Password,
    super::ip::Urlpath<'a> => Urlpath,
    super::mailto::Encoded822addr<'a> => Encoded822addr,
    super::news::Group<'a> => Group,
    super::prospero::Psegment<'a> => Psegment,
    super::prospero::Fieldname<'a> => Fieldname,
    super::prospero::Fieldvalue<'a> => Fieldvalue,
    super::wais::Database<'a> => Database,
    super::wais::Wtype<'a> => Wtype,
    super::wais::Wpath<'a> => Wpath,
}

// `Display` (the text as written) and `AsRef<str>` for every typed node
// with text; the `leaf!` nodes have theirs from the macro, `Url` its own
// (generic.rs). `Node`'s `Display` is the subtree, so it has `AsRef<str>`
// only.
text! {
    UrlKind,
    Genericurl,
    Schemepart,
    IpSchemepart,
    Login,
    Hostport,
    Host,
    Hostname,
    Hostnumber,
    Ftpurl,
    Fpath,
    Fileurl,
    Httpurl,
    Hpath,
    Gopherurl,
    Mailtourl,
    Newsurl,
    Grouppart,
    Article,
    Nntpurl,
    Telneturl,
    Waisurl,
    Waisdatabase,
    Waisindex,
    Waisdoc,
    Prosperourl,
    Ppath,
    Fieldspec,
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

impl<'a> Url<'a> {
    /// The generic view of the tree, rooted at `url`.
    pub fn node(&self) -> Node<'a> {
        Node::from(*self)
    }
}
