//! [`Node`]: the generic view of an RFC 1630 parse tree (production,
//! span, children), for printing, snapshots and tools, built from the
//! typed nodes on demand. Only [`Node::children`] allocates.

use core::fmt;

use super::ftp::{Afsaddress, Cellname, Formcode, Ftpaddress, Ftptype};
use super::generic::{FragmentAddress, Prefixedurl, Url, UrlKind};
use super::gopher::{Gcommand, Gopheraddress};
use super::http::Httpaddress;
use super::ip::{Host, Hostnumber, Hostport, Login};
use super::mailto::Mailtoaddress;
use super::mid::{
    AddrSpec, Cidaddress, ContentIdentifier, Domain, DomainRef, LocalPart, Midaddress, SubDomain,
    Word,
};
use super::news::{Article, Groupart, Newsaddress};
use super::nntp::Nntpaddress;
use super::path::Path;
use super::production::Production;
use super::prospero::{Attributes, Hsoname, Prosperoaddress, Prosperolink};
use super::telnet::Telnetaddress;
use super::wais::{Waisaddress, Waisdoc, Waisindex, Wpath};
use crate::syntax::Span;
use crate::syntax::macros::text;
use crate::syntax::tree::{Children, Tree as TreeView, write_tree};

/// One node of an RFC 1630 parse tree: the production it matched, its
/// span, and its children (computed from the typed node on demand).
///
/// `Display` prints the subtree, one node per line, indented by depth:
///
/// ```
/// use rfc1738::rfc1630::Url;
/// let url = Url::parse("nntp:comp.lang.c/42").unwrap();
/// assert_eq!(url.node().to_string(), "\
/// url \"nntp:comp.lang.c/42\" @ 0..19
///   nntpaddress \"nntp:comp.lang.c/42\" @ 0..19
///     group \"comp.lang.c\" @ 5..16
///     digits \"42\" @ 17..19
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
    Prefixed(Url<'a>),
    Prefixedurl(Prefixedurl<'a>),
    Httpaddress(Httpaddress<'a>),
    Ftpaddress(Ftpaddress<'a>),
    Ftptype(Ftptype<'a>),
    Afsaddress(Afsaddress<'a>),
    Cellname(Cellname<'a>),
    Newsaddress(Newsaddress<'a>),
    Groupart(Groupart<'a>),
    Article(Article<'a>),
    Nntpaddress(Nntpaddress<'a>),
    Midaddress(Midaddress<'a>),
    Cidaddress(Cidaddress<'a>),
    ContentIdentifier(ContentIdentifier<'a>),
    AddrSpec(AddrSpec<'a>),
    LocalPart(LocalPart<'a>),
    Word(Word<'a>),
    Domain(Domain<'a>),
    SubDomain(SubDomain<'a>),
    DomainRef(DomainRef<'a>),
    Mailtoaddress(Mailtoaddress<'a>),
    Waisaddress(Waisaddress<'a>),
    Waisindex(Waisindex<'a>),
    Waisdoc(Waisdoc<'a>),
    Wpath(Wpath<'a>),
    Prosperoaddress(Prosperoaddress<'a>),
    Prosperolink(Prosperolink<'a>),
    Hsoname(Hsoname<'a>),
    Attributes(Attributes<'a>),
    Telnetaddress(Telnetaddress<'a>),
    Gopheraddress(Gopheraddress<'a>),
    Gcommand(Gcommand<'a>),
    Login(Login<'a>),
    Hostport(Hostport<'a>),
    Host(Host<'a>),
    Hostnumber(Hostnumber<'a>),
    Path(Path<'a>),
    FragmentAddress(FragmentAddress<'a>),
}

impl<'a> Node<'a> {
    /// A node with no children: a character class, a run of characters,
    /// a leaf production.
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

    /// Calls `f` on each child, in input order. Allocates nothing.
    pub fn for_each_child(&self, mut f: impl FnMut(Node<'a>)) {
        let mut one = |n: Node<'a>| f(n);
        let leaf = |p: Production, s: Span<'a>| Node::leaf(p, s);
        match self.tree {
            Tree::Leaf => {}
            Tree::Prefixed(u) => one(Node::from(u.unprefixed())),
            Tree::Prefixedurl(p) => one(Node::from(p.url())),
            Tree::Url(u) => one(match u.kind() {
                UrlKind::Http(x) => x.into(),
                UrlKind::Ftp(x) => x.into(),
                UrlKind::News(x) => x.into(),
                UrlKind::Nntp(x) => x.into(),
                UrlKind::Prospero(x) => x.into(),
                UrlKind::Telnet(x) => x.into(),
                UrlKind::Gopher(x) => x.into(),
                UrlKind::Wais(x) => x.into(),
                UrlKind::Mailto(x) => x.into(),
                UrlKind::Mid(x) => x.into(),
                UrlKind::Cid(x) => x.into(),
            }),
            Tree::Httpaddress(x) => {
                one(x.hostport().into());
                if let Some(p) = x.path() {
                    one(p.into());
                }
                if let Some(s) = x.search() {
                    one(s.into());
                }
            }
            Tree::Ftpaddress(x) => {
                one(x.login().into());
                one(x.path().into());
                if let Some(t) = x.ftptype() {
                    one(t.into());
                }
            }
            Tree::Ftptype(x) => {
                if let Some(c) = x.formcode() {
                    one(c.into());
                }
                if let Some(d) = x.digits() {
                    one(leaf(Production::Digits, d));
                }
            }
            Tree::Afsaddress(x) => {
                one(x.cellname().into());
                one(x.path().into());
            }
            Tree::Cellname(x) => one(x.hostname().into()),
            Tree::Newsaddress(x) => one(x.groupart().into()),
            Tree::Groupart(Groupart::All(_)) => {}
            Tree::Groupart(Groupart::Group(g)) => one(g.into()),
            Tree::Groupart(Groupart::Article(a)) => one(a.into()),
            Tree::Article(x) => {
                one(leaf(Production::Xalphas, x.local_part()));
                one(x.host().into());
            }
            Tree::Nntpaddress(x) => {
                one(x.group().into());
                one(leaf(Production::Digits, x.digits()));
            }
            Tree::Midaddress(x) => one(x.addr_spec().into()),
            Tree::Cidaddress(x) => one(x.content_identifier().into()),
            Tree::ContentIdentifier(x) => one(x.addr_spec().into()),
            Tree::AddrSpec(x) => {
                one(x.local_part().into());
                one(x.domain().into());
            }
            Tree::LocalPart(x) => x.words().for_each(|w| one(w.into())),
            Tree::Word(w) => {
                let p = if w.is_quoted() {
                    Production::QuotedString
                } else {
                    Production::Atom
                };
                one(leaf(p, w.span()));
            }
            Tree::Domain(x) => x.sub_domains().for_each(|s| one(s.into())),
            Tree::SubDomain(x) => one(x.domain_ref().into()),
            Tree::DomainRef(x) => one(x.atom().into()),
            Tree::Mailtoaddress(x) => {
                one(leaf(Production::Xalphas, x.xalphas()));
                one(x.hostname().into());
            }
            Tree::Waisaddress(Waisaddress::Index(x)) => one(x.into()),
            Tree::Waisaddress(Waisaddress::Doc(x)) => one(x.into()),
            Tree::Waisindex(x) => {
                one(x.hostport().into());
                one(x.database().into());
                if let Some(s) = x.search() {
                    one(s.into());
                }
            }
            Tree::Waisdoc(x) => {
                one(x.hostport().into());
                one(x.database().into());
                one(x.wtype().into());
                one(x.wpath().into());
            }
            Tree::Wpath(x) => x.fields().for_each(|field| {
                one(leaf(Production::Digits, field.digits));
                one(field.path.into());
            }),
            Tree::Prosperoaddress(x) => one(x.prosperolink().into()),
            Tree::Prosperolink(x) => {
                one(x.hostport().into());
                one(x.hsoname().into());
                if let Some(v) = x.version() {
                    one(v.into());
                }
                if let Some(a) = x.attributes() {
                    one(a.into());
                }
            }
            Tree::Hsoname(x) => one(x.path().into()),
            Tree::Attributes(x) => x.attributes().for_each(|a| one(a.into())),
            Tree::Telnetaddress(x) => one(x.login().into()),
            Tree::Gopheraddress(x) => {
                one(x.hostport().into());
                if let Some(t) = x.gtype() {
                    one(t.into());
                }
                if let Some(c) = x.gcommand() {
                    one(c.into());
                }
            }
            Tree::Gcommand(x) => one(x.path().into()),
            Tree::Login(x) => {
                if let Some(u) = x.user() {
                    one(u.into());
                }
                if let Some(p) = x.password() {
                    one(p.into());
                }
                one(x.hostport().into());
            }
            Tree::Hostport(x) => {
                one(x.host().into());
                if let Some(p) = x.port() {
                    one(p.into());
                }
            }
            Tree::Host(Host::Hostname(x)) => one(x.into()),
            Tree::Host(Host::Hostnumber(x)) => one(x.into()),
            Tree::Hostnumber(x) => {
                for g in x.groups() {
                    one(leaf(Production::Digits, g));
                }
            }
            Tree::Path(x) => {
                x.segments().for_each(|s| one(s.into()));
                if x.ends_void() {
                    let end = x.span().len();
                    one(leaf(Production::Void, x.span().slice(end, end)));
                }
            }
            Tree::FragmentAddress(x) => {
                one(x.url().into());
                if let Some(f) = x.fragmentid() {
                    one(f.into());
                }
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

impl<'a> From<Url<'a>> for Node<'a> {
    /// The `url` node, or the `prefixedurl` node over it when the URL is
    /// written with `url:`.
    fn from(u: Url<'a>) -> Self {
        if u.is_prefixed() {
            Node::with(Production::Prefixedurl, u.span(), Tree::Prefixed(u))
        } else {
            Node::with(Production::Url, u.span(), Tree::Url(u))
        }
    }
}

impl<'a> From<FragmentAddress<'a>> for Node<'a> {
    /// A node over the URL and the fragment identifier (the generic
    /// BNF's `fragmentaddress`, not a production of this section: it is
    /// shown as `url` over both).
    fn from(f: FragmentAddress<'a>) -> Self {
        Node::with(Production::Url, f.span(), Tree::FragmentAddress(f))
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
    Prefixedurl => Prefixedurl,
    Httpaddress => Httpaddress,
    Ftpaddress => Ftpaddress,
    Ftptype => Ftptype,
    Afsaddress => Afsaddress,
    Cellname => Cellname,
    Newsaddress => Newsaddress,
    Groupart => Groupart,
    Article => Article,
    Nntpaddress => Nntpaddress,
    Midaddress => Midaddress,
    Cidaddress => Cidaddress,
    ContentIdentifier => ContentIdentifier,
    AddrSpec => AddrSpec,
    LocalPart => LocalPart,
    Word => Word,
    Domain => Domain,
    SubDomain => SubDomain,
    DomainRef => DomainRef,
    Mailtoaddress => Mailtoaddress,
    Waisaddress => Waisaddress,
    Waisindex => Waisindex,
    Waisdoc => Waisdoc,
    Wpath => Wpath,
    Prosperoaddress => Prosperoaddress,
    Prosperolink => Prosperolink,
    Hsoname => Hsoname,
    Attributes => Attributes,
    Telnetaddress => Telnetaddress,
    Gopheraddress => Gopheraddress,
    Gcommand => Gcommand,
    Login => Login,
    Hostport => Hostport,
    Host => Host,
    Hostnumber => Hostnumber,
    Path => Path,
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
    super::generic::Scheme<'a> => Scheme,
    super::generic::Fragmentid<'a> => Fragmentid,
    super::ftp::Formcode<'a> => Formcode,
    super::news::Group<'a> => Group,
    super::mid::Atom<'a> => Atom,
    super::mid::QuotedString<'a> => QuotedString,
    super::wais::Database<'a> => Database,
    super::wais::Wtype<'a> => Wtype,
    super::prospero::Version<'a> => Version,
    super::prospero::Attribute<'a> => Attribute,
    super::gopher::Gtype<'a> => Gtype,
    super::ip::User<'a> => User,
    super::ip::Password<'a> => Password,
    super::ip::Hostname<'a> => Hostname,
    super::ip::Port<'a> => Port,
    super::path::Segment<'a> => Segment,
    super::path::Search<'a> => Search,
}

// `Display` (the text as written) and `AsRef<str>` for every typed node
// with text; the `leaf!` nodes have theirs from the macro, `Url` and
// `FragmentAddress` their own (generic.rs).
text! {
    UrlKind,
    Prefixedurl,
    Httpaddress,
    Ftpaddress,
    Ftptype,
    Formcode,
    Afsaddress,
    Cellname,
    Newsaddress,
    Groupart,
    Article,
    Nntpaddress,
    Midaddress,
    Cidaddress,
    ContentIdentifier,
    AddrSpec,
    LocalPart,
    Domain,
    SubDomain,
    DomainRef,
    Mailtoaddress,
    Waisaddress,
    Waisindex,
    Waisdoc,
    Wpath,
    Prosperoaddress,
    Prosperolink,
    Hsoname,
    Attributes,
    Telnetaddress,
    Gopheraddress,
    Gcommand,
    Login,
    Hostport,
    Host,
    Hostnumber,
    Path,
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
    /// The generic view of the tree, rooted at `url` (or `prefixedurl`).
    pub fn node(&self) -> Node<'a> {
        Node::from(*self)
    }
}

impl<'a> FragmentAddress<'a> {
    /// The generic view: the URL's tree and the fragment identifier.
    pub fn node(&self) -> Node<'a> {
        Node::from(*self)
    }
}
