//! Parsing a whole input: [`UriReference::parse`] and
//! [`parse_production`], with the grammar's [`Options`], and the error of
//! a match that stopped before the end of the input.

use nom::Parser;

use crate::syntax::Input;
use crate::syntax::error::trailing_error_on_spine;
use crate::syntax::tree::whole_input;

use super::hints;
use super::node::Node;
use super::production::{IResult, ParseError, Production};
use super::reference::{self, UriReference};
use super::scan::Text;
use super::shape::{self, Shape};
use super::{authority, chars, fragment, path, query};

/// How to read the grammar where RFC 3986 leaves a choice or a later RFC
/// amends it, and how long an input may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Accept RFC 6874's zone identifiers in IPv6 literals
    /// (`[fe80::1%25eth0]`: the `%` itself percent-encoded). Off by
    /// default: RFC 3986's `IP-literal` has none.
    pub zone_ids: bool,
    /// The longest input, in bytes, that is parsed at all; a longer one
    /// is rejected at once with
    /// [`ErrorKind::TooLong`](crate::ErrorKind::TooLong). Default:
    /// [`Options::DEFAULT_MAX_LEN`].
    pub max_len: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options::new()
    }
}

impl Options {
    /// The default [`max_len`](Self::max_len): 4 MiB.
    pub const DEFAULT_MAX_LEN: usize = 4 * 1024 * 1024;

    /// The grammar as written; inputs up to
    /// [`Options::DEFAULT_MAX_LEN`] bytes.
    pub const fn new() -> Self {
        Options {
            zone_ids: false,
            max_len: Options::DEFAULT_MAX_LEN,
        }
    }

    /// Sets [`zone_ids`](Self::zone_ids).
    ///
    /// ```
    /// use rfc1738::rfc3986::{Options, UriReference};
    /// assert!(UriReference::parse("http://[fe80::1%25eth0]/").is_err());
    /// let uri = UriReference::parse_with("http://[fe80::1%25eth0]/", Options::new().zone_ids(true))?;
    /// assert_eq!(uri.host().unwrap().as_str(), "[fe80::1%25eth0]");
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc3986::Production>>(())
    /// ```
    pub const fn zone_ids(mut self, allow: bool) -> Self {
        self.zone_ids = allow;
        self
    }

    /// Sets [`max_len`](Self::max_len).
    pub const fn max_len(mut self, max_len: usize) -> Self {
        self.max_len = max_len;
        self
    }
}

impl<'a> UriReference<'a> {
    /// Parses all of `input` as a `URI-reference` of RFC 3986: a `URI`
    /// (with a scheme) or a `relative-ref`. Allocates nothing.
    ///
    /// The error is at the first byte after which no text could make the
    /// input a URI reference (the grammar note of `reference`).
    ///
    /// ```
    /// use rfc1738::rfc3986::{Production, UriReference};
    /// let uri = UriReference::parse("//[v1.fe80::a+en1]:8080/a?q#f")?;
    /// assert_eq!(uri.production(), Production::RelativeRef);
    /// let err = UriReference::parse("http://h/a b").unwrap_err();
    /// assert_eq!(err.offset(), 10);
    /// assert_eq!(err.hint().unwrap().id, "space");
    /// # Ok::<(), rfc1738::ParseError<Production>>(())
    /// ```
    pub fn parse(input: &'a str) -> Result<UriReference<'a>, ParseError> {
        UriReference::parse_with(input, Options::new())
    }

    /// [`UriReference::parse`] with [`Options`].
    pub fn parse_with(input: &'a str, options: Options) -> Result<UriReference<'a>, ParseError> {
        if input.len() > options.max_len {
            return Err(ParseError::too_long(
                input,
                options.max_len,
                Production::UriReference,
            ));
        }
        if !shape::fits(input) {
            return Err(ParseError::too_long(
                input,
                shape::NONE as usize - 1,
                Production::UriReference,
            ));
        }
        let t = Text {
            text: input,
            base: 0,
        };
        let mut s = Shape::EMPTY;
        match reference::uri_reference_shape::<false>(t, options.zone_ids, &mut s) {
            Ok(end) if end == input.len() => Ok(UriReference::of(input, 0, s)),
            Ok(end) => Err(trailing(input, s, end)),
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(failure(input, e)),
            Err(nom::Err::Incomplete(_)) => Err(ParseError::new(
                input,
                input.len(),
                Production::UriReference,
                &[],
            )),
        }
    }
}

/// The error of a scan of `input` that failed, with what its hint reads
/// of the input (the rest of the hint waits to be asked for,
/// [`hints::refine_in_place`]), made in one cold function: as a call of
/// its own, `hints::refine` took the error by value and returned it, and
/// its copies of it read back with
/// wide loads what had just been stored field by field (stalls on two
/// thirds of its samples; RFC 3986's rejections of the Web Platform
/// Tests' inputs about 1 ns faster each). RFC 3987's, made the same way,
/// came out 1 ns slower, and keeps the call.
#[cold]
fn failure(input: &str, e: crate::syntax::Error<Production>) -> ParseError {
    let mut e = e.into_parse_error(input, Production::UriReference);
    hints::refine_in_place(input, &mut e);
    e
}

/// The error of a match `uri` of `input` that stopped at byte `end`,
/// before the end of the input: the shared one of the productions that
/// end there, read off the reference's parts (the rightmost path of its
/// tree, innermost first, as walking the tree's nodes finds it), with
/// what its hint reads of the input, made and stored once.
// `s` by value: a reference to the shape would give it an address for
// the whole parse, and the scan would then write every offset to memory
// and the accepted path copy them back with wide loads that wait for the
// narrow stores (a store-forwarding stall: 30 % of the parse's samples
// on the Web Platform Tests' valid URL inputs); passed by value, only
// this cold path puts the shape in memory. RFC 3987's `trailing` takes
// it by value for the same reason.
#[cold]
fn trailing(input: &str, s: Shape, end: usize) -> ParseError {
    let mut e = trailing_error_on_spine(
        input,
        end,
        Production::UriReference,
        spine_of(input.as_bytes(), &s),
    );
    hints::refine_in_place(input, &mut e);
    e
}

/// Declares `fn $name(b: &[u8], s: &Shape) -> Spine<$P>`: the
/// productions of the tree of the reference `s` shapes in `b` that end
/// where it ends, innermost first, the root last (the rightmost path
/// that walking the tree's nodes finds, read off the shape), in the
/// names of the grammar `$P`: RFC 3986's, or RFC 3987's, whose reference
/// has the same tree with its productions renamed. Each spine is a
/// constant written down once, so that an error refers to it rather
/// than copying it, and each branch returns its own (one table read at
/// run time instead made RFC 3986's rejections about 1 ns slower).
///
/// With each spine goes where its error is ([`trailing_error_on_spine`]):
/// at a query, a fragment or a segment, runs with escapes, the error
/// names it; at a path with no segment at its end (`path-abempty`,
/// `path-absolute` and `path-empty` without one), which `hier-part` and
/// `relative-part` may follow with a `/` or a segment (RFC 3986 §3.3),
/// the error says what may follow it. The tests make every spine's error
/// both ways (`trailing_error_is_the_tree_walks` in both grammars).
macro_rules! spine_fn {
    ($(#[$m:meta])* $vis:vis fn $name:ident -> $P:ident {
        reference: $r:ident,
        uri: $u:ident,
        hier_part: $hp:ident,
        relative_ref: $rr:ident,
        relative_part: $rp:ident,
        query: $q:ident,
        fragment: $f:ident,
        path_abempty: $pab:ident,
        path_absolute: $pa:ident,
        path_noscheme: $pn:ident,
        path_rootless: $pr:ident,
        path_empty: $pe:ident,
        segment: $sg:ident,
        segment_nz: $nz:ident,
        segment_nz_nc: $nc:ident $(,)?
    }) => {
        $(#[$m])*
        #[inline(always)]
        $vis fn $name(
            b: &[u8],
            s: &$crate::rfc3986::shape::Shape,
        ) -> $crate::syntax::error::Spine<$P> {
            use $crate::rfc3986::Production as U;
            use $crate::rfc3986::parse::{last_segment, spine_pair as pair};
            use $crate::rfc3986::path::PathKind as K;
            use $crate::rfc3986::shape::{NONE, pos};
            use $crate::syntax::error::Spine;
            let uri = s.scheme_end != NONE;
            // A fragment, else a query, ends the reference: a run with
            // escapes, which the error names.
            let run: Option<&'static [$P]> = match (s.hash != NONE, s.query_end != NONE, uri) {
                (true, _, true) => Some(&[$P::$f, $P::$u, $P::$r]),
                (true, _, false) => Some(&[$P::$f, $P::$rr, $P::$r]),
                (false, true, true) => Some(&[$P::$q, $P::$u, $P::$r]),
                (false, true, false) => Some(&[$P::$q, $P::$rr, $P::$r]),
                (false, false, _) => None,
            };
            if let Some(productions) = run {
                return Spine { productions, follows: false };
            }
            let path = b
                .get(pos(s.path_start)..pos(s.path_end))
                .unwrap_or_default();
            // The path's productions, then the part's and the reference's:
            // the `URI`'s spine and the `relative-ref`'s; whether the
            // error follows the path (no segment ends it).
            let kind = (s.path, last_segment(s.path, path));
            let (u, r, follows): (&'static [$P], &'static [$P], bool) = match kind {
                (K::Abempty, None) => pair!($P [$pab] $hp $u $rp $rr $r, true),
                (K::Abempty, Some(_)) => pair!($P [$sg, $pab] $hp $u $rp $rr $r, false),
                (K::Absolute, None) => pair!($P [$pa] $hp $u $rp $rr $r, true),
                (K::Absolute, Some(U::SegmentNz)) => pair!($P [$nz, $pa] $hp $u $rp $rr $r, false),
                (K::Absolute, Some(_)) => pair!($P [$sg, $pa] $hp $u $rp $rr $r, false),
                (K::Noscheme, Some(U::SegmentNzNc)) => pair!($P [$nc, $pn] $hp $u $rp $rr $r, false),
                (K::Noscheme, _) => pair!($P [$sg, $pn] $hp $u $rp $rr $r, false),
                (K::Rootless, Some(U::SegmentNz)) => pair!($P [$nz, $pr] $hp $u $rp $rr $r, false),
                (K::Rootless, _) => pair!($P [$sg, $pr] $hp $u $rp $rr $r, false),
                (K::Empty, _) => pair!($P [$pe] $hp $u $rp $rr $r, true),
            };
            Spine { productions: if uri { u } else { r }, follows }
        }
    };
}
pub(crate) use spine_fn;

/// The two spines that start with the path productions `[$p, ...]`: the
/// `URI`'s (through `hier-part`) and the `relative-ref`'s (through
/// `relative-part`), and `$follows`, for [`spine_fn!`].
macro_rules! spine_pair {
    ($P:ident [$($p:ident),*] $hp:ident $u:ident $rp:ident $rr:ident $r:ident, $follows:literal) => {
        (
            &[$($P::$p,)* $P::$hp, $P::$u, $P::$r],
            &[$($P::$p,)* $P::$rp, $P::$rr, $P::$r],
            $follows,
        )
    };
}
pub(crate) use spine_pair;

spine_fn! {
    /// The spine of the reference `s` shapes in `b`, in RFC 3986's
    /// productions ([`spine_fn!`]).
    pub(crate) fn spine_of -> Production {
        reference: UriReference,
        uri: Uri,
        hier_part: HierPart,
        relative_ref: RelativeRef,
        relative_part: RelativePart,
        query: Query,
        fragment: Fragment,
        path_abempty: PathAbempty,
        path_absolute: PathAbsolute,
        path_noscheme: PathNoscheme,
        path_rootless: PathRootless,
        path_empty: PathEmpty,
        segment: Segment,
        segment_nz: SegmentNz,
        segment_nz_nc: SegmentNzNc,
    }
}

/// The production of the last segment of the path `text` of form `kind`
/// (its first one's when it is the only one), if it has any
/// ([`Path::segments`](path::Path::segments)).
pub(crate) fn last_segment(kind: path::PathKind, text: &[u8]) -> Option<Production> {
    use Production as P;
    use path::PathKind as K;
    let (first, from) = match kind {
        K::Empty => return None,
        K::Absolute if text.len() == 1 => return None,
        K::Abempty if text.is_empty() => return None,
        K::Abempty => (P::Segment, 1),
        K::Absolute => (P::SegmentNz, 1),
        K::Noscheme => (P::SegmentNzNc, 0),
        K::Rootless => (P::SegmentNz, 0),
    };
    let more = text.get(from..).unwrap_or_default().contains(&b'/');
    Some(if more { P::Segment } else { first })
}

impl<'a> TryFrom<&'a str> for UriReference<'a> {
    type Error = ParseError;

    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        UriReference::parse(input)
    }
}

/// Matches one production against the whole input and returns its tree.
///
/// ```
/// use rfc1738::rfc3986::{parse_production, Production};
/// let node = parse_production(Production::Authority, "u@[::1]:80")?;
/// assert_eq!(node.children().len(), 3);
/// let err = parse_production(Production::Ipv6address, "1:2:3:4:5:6:7:8:9").unwrap_err();
/// assert_eq!((err.expected(), err.offset()), (Production::Ipv6address, 15));
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
pub fn parse_production(p: Production, input: &str) -> Result<Node<'_>, ParseError> {
    parse_production_with(p, input, Options::new())
}

/// [`parse_production`] with [`Options`] (`zone_ids` applies to
/// `URI-reference` and the rules that contain an `IP-literal`).
pub fn parse_production_with<'a>(
    p: Production,
    input: &'a str,
    options: Options,
) -> Result<Node<'a>, ParseError> {
    if input.len() > options.max_len {
        return Err(ParseError::too_long(input, options.max_len, p));
    }
    if p == Production::UriReference {
        return UriReference::parse_with(input, options).map(|u| u.node());
    }
    let result = production(p, Input::nested(input), options.zone_ids);
    whole_input(input, p, result, hints::refine)
}

/// The combinators of production `p` over `i` (not required to reach
/// the end), their tree as a generic node.
fn production<'a>(p: Production, i: Input<'a>, zones: bool) -> IResult<'a, Node<'a>> {
    // As every public combinator does: inside the grammar where `i` is,
    // and a commitment reaches a caller outside it as `nom::Err::Error`.
    crate::syntax::enter(i, |i| production_in(p, i, zones))
}

/// [`production`] inside the grammar.
fn production_in<'a>(p: Production, i: Input<'a>, zones: bool) -> IResult<'a, Node<'a>> {
    use Production as P;
    let leaf = move |s: crate::syntax::Span<'a>| Node::leaf(p, s);
    let t = Text::of(&i);
    let scanned =
        |r: Result<(usize, Node<'a>), super::scan::Fail>| r.map(|(end, n)| (t.rest(i, end), n));
    match p {
        P::Uri => scanned(reference::uri_at(t, true, zones).map(|(e, u)| (e, u.into()))),
        P::AbsoluteUri => scanned(reference::uri_at(t, false, zones).map(|(e, u)| {
            let n: Node<'a> = u.into();
            (
                e,
                Node::with(P::AbsoluteUri, n.span(), super::node::TreeOf::uri(u)),
            )
        })),
        P::UriReference => {
            scanned(reference::uri_reference_at(t, zones).map(|(e, u)| (e, u.into())))
        }
        P::RelativeRef => scanned(reference::relative_ref_at(t, zones).map(|(e, r)| (e, r.into()))),
        P::HierPart => scanned(reference::part_at(t, false, zones).map(|(e, h)| {
            (
                e,
                Node::with(P::HierPart, h.span(), super::node::TreeOf::part(h)),
            )
        })),
        P::RelativePart => scanned(reference::part_at(t, true, zones).map(|(e, h)| {
            (
                e,
                Node::with(P::RelativePart, h.span(), super::node::TreeOf::part(h)),
            )
        })),
        P::Scheme => reference::scheme.map(|x| leaf(x.span())).parse(i),
        P::Authority => scanned(authority::authority_at(t, 0, zones).map(|(e, a)| (e, a.into()))),
        P::Userinfo => authority::userinfo.map(|x| leaf(x.span())).parse(i),
        P::Host => scanned(authority::host_at(t, 0, zones).map(|(e, h)| (e, h.into()))),
        P::Port => authority::port.map(|x| leaf(x.span())).parse(i),
        P::IpLiteral => scanned(authority::ip_literal_at(t, 0, zones).map(|(e, l)| (e, l.into()))),
        P::IpvFuture => authority::ipv_future.map(|x| leaf(x.span())).parse(i),
        P::Ipv6address => authority::ipv6address.map(|x| leaf(x.span())).parse(i),
        P::H16 => authority::h16.map(|x| leaf(x.span())).parse(i),
        P::Ls32 => authority::ls32.map(|x| leaf(x.span())).parse(i),
        P::Ipv4address => authority::ipv4address.map(|x| leaf(x.span())).parse(i),
        P::DecOctet => authority::dec_octet.map(|x| leaf(x.span())).parse(i),
        P::RegName => authority::reg_name.map(|x| leaf(x.span())).parse(i),
        P::Path => path::path.map(Node::from).parse(i),
        P::PathAbempty => path::path_abempty.map(|x| path_node(p, x.span())).parse(i),
        P::PathAbsolute => path::path_absolute.map(|x| path_node(p, x.span())).parse(i),
        P::PathNoscheme => path::path_noscheme.map(|x| path_node(p, x.span())).parse(i),
        P::PathRootless => path::path_rootless.map(|x| path_node(p, x.span())).parse(i),
        P::PathEmpty => path::path_empty.map(|x| path_node(p, x.span())).parse(i),
        P::Segment => path::segment.map(|x| leaf(x.span())).parse(i),
        P::SegmentNz => path::segment_nz.map(|x| leaf(x.span())).parse(i),
        P::SegmentNzNc => path::segment_nz_nc.map(|x| leaf(x.span())).parse(i),
        P::Pchar => chars::pchar.map(|x| leaf(x.span())).parse(i),
        P::Query => query::query.map(|x| leaf(x.span())).parse(i),
        P::Fragment => fragment::fragment.map(|x| leaf(x.span())).parse(i),
        P::PctEncoded => chars::pct_encoded.map(|x| leaf(x.span())).parse(i),
        P::Unreserved => chars::unreserved.map(|x| leaf(x.span())).parse(i),
        P::Reserved => chars::reserved.map(|x| leaf(x.span())).parse(i),
        P::GenDelims => chars::gen_delims.map(|x| leaf(x.span())).parse(i),
        P::SubDelims => chars::sub_delims.map(|x| leaf(x.span())).parse(i),
        P::Ipv6addrz => authority::ipv6addrz.map(|x| x.into()).parse(i),
        P::ZoneId => authority::zone_id.map(|x| leaf(x.span())).parse(i),
    }
}

/// The node of a path of form `p` over `span`, with its segments.
fn path_node(p: Production, span: crate::syntax::Span<'_>) -> Node<'_> {
    use path::PathKind as K;
    let kind = match p {
        Production::PathAbsolute => K::Absolute,
        Production::PathNoscheme => K::Noscheme,
        Production::PathRootless => K::Rootless,
        Production::PathEmpty => K::Empty,
        _ => K::Abempty,
    };
    path::Path::new(span, kind).into()
}

/// The RFC 3986 grammar as tools see it ([`Grammar`](crate::syntax::Grammar)):
/// [`UriReference::parse_with`] and [`parse_production_with`] behind one
/// trait. The production of a parse is `URI` or `relative-ref`.
///
/// ```
/// use rfc1738::syntax::Grammar;
/// use rfc1738::rfc3986::{Options, Production, Rfc3986};
/// let (p, tree) = Rfc3986::parse("//h/p?q", Options::new())?;
/// assert_eq!(p, Production::RelativeRef);
/// assert_eq!(tree.uri_reference().unwrap().host().unwrap().as_str(), "h");
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc3986;

impl crate::syntax::Grammar for Rfc3986 {
    type Production = Production;
    type Options = Options;
    type Node<'a> = Node<'a>;

    fn parse(input: &str, options: Options) -> Result<(Production, Node<'_>), ParseError> {
        UriReference::parse_with(input, options).map(|u| (u.production(), u.node()))
    }

    fn parse_production(
        p: Production,
        input: &str,
        options: Options,
    ) -> Result<Node<'_>, ParseError> {
        parse_production_with(p, input, options)
    }

    fn max_len(options: Options) -> usize {
        options.max_len
    }
}

#[cfg(test)]
mod tests {
    use super::{Input, Production as P};
    use crate::syntax::outside;

    /// The spine read off a reference's parts is the one walking its
    /// tree's nodes finds (`spine_at`), on every string of up to three
    /// characters after prefixes reaching into each production, wherever
    /// the match stops.
    #[test]
    fn spine_is_the_tree_walk() {
        use super::super::reference::{UriReference, uri_reference_shape};
        use super::super::scan::Text;
        use super::super::shape::Shape;
        use crate::syntax::error::trailing_error_on;
        use crate::syntax::tree::spine_at;
        let alphabet = b"/:@?=.a1[]#%v ";
        let prefixes = [
            "",
            "g",
            "g/a",
            "/",
            "/a",
            "//",
            "//h",
            "x:",
            "x:o",
            "x:/",
            "x:/a",
            "x://",
            "x://h.",
            "x://1.2.3.4",
            "x://h:",
            "x://u@h",
            "x://[::1]",
            "x://[v1.x]",
            "x://h/a",
            "x://h?",
            "x:?",
            "?",
            "#",
        ];
        let mut checked = 0;
        for prefix in prefixes {
            let mut pending = vec![Vec::new()];
            while let Some(suffix) = pending.pop() {
                let mut bytes = prefix.as_bytes().to_vec();
                bytes.extend_from_slice(&suffix);
                let input = String::from_utf8(bytes).unwrap();
                let t = Text {
                    text: &input,
                    base: 0,
                };
                let mut s = Shape::EMPTY;
                if let Ok(n) = uri_reference_shape::<false>(t, true, &mut s) {
                    let uri = UriReference::of(input.get(..n).unwrap(), 0, s);
                    let mut walked = Vec::new();
                    spine_at(&uri.node(), n, &mut |p: P| walked.push(p));
                    assert_eq!(
                        super::spine_of(input.as_bytes(), &s).productions,
                        walked,
                        "{input:?}"
                    );
                    // The error made on it is the one made on a copy,
                    // with its hint.
                    assert_eq!(
                        super::trailing(&input, s, n),
                        super::hints::refine(
                            &input,
                            trailing_error_on(&input, n, P::UriReference, &walked)
                        ),
                        "{input:?}"
                    );
                    checked += 1;
                }
                if suffix.len() < 3 {
                    pending.extend(alphabet.iter().map(|&c| {
                        let mut next = suffix.clone();
                        next.push(c);
                        next
                    }));
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// A rule called from outside the grammar (on an `Input` of the
    /// caller's) answers as inside the grammar, but for a commitment,
    /// which reaches the caller as `nom::Err::Error`: the same node, rest
    /// and error; and read as the part of a larger text, every offset
    /// counts from that text's start. On every rule, over the committed
    /// corpus sample's lines and their suffixes after each delimiter,
    /// and references with IP literals and bad escapes.
    #[test]
    fn outside_the_grammar_a_rule_commits_to_nothing_else() {
        let extra = [
            "http://[::1]:80/a;p/b?q#f",
            "//u:p@[v1.x]/",
            "//[::1",
            "http://h%4/",
            "a:b%zz",
            "x",
            "g;x?y#s",
            "//h:x/",
            "[fe80::1%25eth0]",
            "1:2:3:4:5:6:7::8",
        ];
        outside::every_production(&extra, 50, |p: P, text| {
            usize::from(outside::compare(
                p,
                text,
                super::production(p, Input::new(text), false),
                super::production(p, Input::nested(text), false),
                super::production(p, Input::new_at(text, outside::AT), false),
            ))
        });
    }
}
