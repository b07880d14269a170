//! Parsing a whole input: [`UriReference::parse`] and
//! [`parse_production`], with the grammar's [`Options`], and the error of
//! a match that stopped before the end of the input.

use nom::Parser;

use crate::syntax::Input;
use crate::syntax::tree::{trailing_error_of, whole_input};

use super::fast;
use super::hints;
use super::node::Node;
use super::production::{IResult, ParseError, Production};
use super::reference::{self, UriReference};
use super::shape::{self, NONE, Shape};
use super::{authority, chars, fragment, path, query};

/// How to read the grammar where RFC 2396 leaves a choice, and how long
/// an input may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Accept a relative reference whose path is empty before its `"?"`
    /// (`?y`), as RFC 3986 (`path-empty`) and java.net.URI do and as RFC
    /// 2396 Appendix C.1 resolves it. Off by default: RFC 2396's grammar
    /// has no such reference (`rel_segment = 1*(...)`). The reference
    /// says it was read this way
    /// ([`UriReference::has_empty_relative_path`]).
    pub empty_relative_path: bool,
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
            empty_relative_path: false,
            max_len: Options::DEFAULT_MAX_LEN,
        }
    }

    /// Sets [`empty_relative_path`](Self::empty_relative_path).
    ///
    /// ```
    /// use rfc1738::rfc2396::{Options, UriReference};
    /// assert!(UriReference::parse("?y").is_err());
    /// let uri = UriReference::parse_with("?y", Options::new().empty_relative_path(true))?;
    /// assert_eq!(uri.query().unwrap().as_str(), "y");
    /// assert!(uri.has_empty_relative_path());
    /// # Ok::<(), rfc1738::ParseError<rfc1738::rfc2396::Production>>(())
    /// ```
    pub const fn empty_relative_path(mut self, allow: bool) -> Self {
        self.empty_relative_path = allow;
        self
    }

    /// Sets [`max_len`](Self::max_len).
    pub const fn max_len(mut self, max_len: usize) -> Self {
        self.max_len = max_len;
        self
    }
}

impl<'a> UriReference<'a> {
    /// Parses all of `input` as a `URI-reference` of RFC 2396 (with RFC
    /// 2732's IPv6 literals): an absolute URI, a relative one, or a
    /// fragment alone, with its fragment. Allocates nothing.
    ///
    /// ```
    /// use rfc1738::rfc2396::{Production, UriReference};
    /// let uri = UriReference::parse("http://joe:pw@[::1]:8080/a;p/b?q=1#f")?;
    /// assert_eq!(uri.production(), Production::AbsoluteUri);
    /// assert_eq!(uri.host().unwrap().as_str(), "[::1]");
    /// let err = UriReference::parse("http://h/a b").unwrap_err();
    /// assert_eq!(err.to_string(), "expected segment at byte 10, found ' ' (within path_segments, abs_path, net_path, hier_part, absoluteURI, URI-reference)");
    /// # Ok::<(), rfc1738::ParseError<Production>>(())
    /// ```
    pub fn parse(input: &'a str) -> Result<UriReference<'a>, ParseError> {
        UriReference::parse_inline(input, Options::new())
    }

    /// [`UriReference::parse`] with [`Options`].
    pub fn parse_with(input: &'a str, options: Options) -> Result<UriReference<'a>, ParseError> {
        UriReference::parse_inline(input, options)
    }

    /// The body of [`parse_with`](Self::parse_with), inlined into it and
    /// into [`parse`](Self::parse), which then reads the default options
    /// as constants and makes no call: a reference is often a few dozen
    /// instructions, and the call, the length limit's load and the
    /// option's test were about 6 of them.
    #[inline(always)]
    fn parse_inline(input: &'a str, options: Options) -> Result<UriReference<'a>, ParseError> {
        #[cfg(test)]
        tests::READS.with(|c| c.set(c.get() + 1));
        if input.len() > options.max_len {
            return Err(ParseError::too_long(
                input,
                options.max_len,
                Production::UriReference,
            ));
        }
        let b = input.as_bytes();
        if options.empty_relative_path && b.first() == Some(&b'?') && input.len() < NONE as usize {
            return empty_path(input);
        }
        // The common shapes on the fast path; the combinators' scan for
        // the rest and for every failure inside a production.
        let mut s = Shape::at(0);
        let mut fail = None;
        let n = match fast::reference(b, &mut s, &mut fail) {
            Some(n) => n,
            None => {
                if let Some(fail) = fail {
                    return Err(fast_error(input, fail));
                }
                s = Shape::at(0);
                match reference::reference_at(b, 0, &mut s) {
                    Ok(n) => n,
                    Err(e) => return Err(reference_error(input, e)),
                }
            }
        };
        if n == b.len() {
            Ok(UriReference {
                span: crate::syntax::Span::new(input, 0),
                shape: s,
            })
        } else {
            Err(shape_trailing_error(input, &s, n))
        }
    }
}

/// The error of a `URI-reference` that failed inside a production.
#[cold]
fn reference_error(input: &str, e: reference::Fail) -> ParseError {
    match e {
        nom::Err::Error(e) | nom::Err::Failure(e) => {
            let mut e = e
                .within(Production::UriReference)
                .into_parse_error(input, Production::UriReference);
            hints::refine_in_place(input, &mut e);
            e
        }
        nom::Err::Incomplete(_) => {
            ParseError::new(input, input.len(), Production::UriReference, &[])
        }
    }
}

/// The error the fast path had at hand ([`fast::Failure`]).
#[cold]
fn fast_error(input: &str, fail: fast::Failure) -> ParseError {
    match fail {
        fast::Failure::Combinators(e) => reference_error(input, e),
        fast::Failure::Expected(at, p, within) => {
            let mut e = ParseError::on_path(input, at, p, within);
            hints::refine_in_place(input, &mut e);
            e
        }
        fast::Failure::Literal(at, rest, path) => {
            let (&p, within) = path
                .split_first()
                .unwrap_or((&Production::UriReference, &[]));
            let mut e = ParseError::on_path(input, at, p, within).with_literal(rest);
            hints::refine_in_place(input, &mut e);
            e
        }
        fast::Failure::Escape(at, run) => {
            let (&p, within) = fast::escape_path(run)
                .split_first()
                .unwrap_or((&Production::UriReference, &[]));
            let mut e = ParseError::on_path(input, at, p, within);
            hints::refine_in_place(input, &mut e);
            e
        }
    }
}

/// The error of a match of `input[..end]`, read into `s`, that stopped
/// before the end of the input: [`trailing_error_of`]'s, with the tree's
/// rightmost path and what the shared `trailing_error` makes of it read
/// off the shape ([`fast::trailing`]) rather than walked and searched.
#[cold]
fn shape_trailing_error(input: &str, s: &Shape, end: usize) -> ParseError {
    let mut e = fast::trailing(input, s, end).error(input, end);
    hints::refine_in_place(input, &mut e);
    e
}

/// `?query#fragment` with an empty relative path (the option).
#[cold]
fn empty_path(input: &str) -> Result<UriReference<'_>, ParseError> {
    let b = input.as_bytes();
    let mut s = Shape::at(0);
    s.flags |= shape::EMPTY_PATH;
    let fail = |e: nom::Err<crate::syntax::Error<Production>>| match e {
        nom::Err::Error(e) | nom::Err::Failure(e) => hints::refine(
            input,
            e.within(Production::RelativeUri)
                .within(Production::UriReference)
                .into_parse_error(input, Production::UriReference),
        ),
        nom::Err::Incomplete(_) => ParseError::new(input, 0, Production::UriReference, &[]),
    };
    let q = reference::query_at_pub(b, 0, &mut s).map_err(fail)?;
    let n = reference::fragment_at(b, q, 0, &mut s).map_err(fail)?;
    let uri = UriReference {
        span: crate::syntax::Span::new(input.get(..n).unwrap_or_default(), 0),
        shape: s,
    };
    if n == b.len() {
        Ok(uri)
    } else {
        Err(hints::refine(
            input,
            trailing_error_of(input, uri.node(), n),
        ))
    }
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
/// use rfc1738::rfc2396::{parse_production, Production};
/// let node = parse_production(Production::Hostport, "[::1]:80")?;
/// assert_eq!(node.children().len(), 2);
/// let err = parse_production(Production::Hostname, "example.123").unwrap_err();
/// assert_eq!((err.expected(), err.offset()), (Production::Toplabel, 8));
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
pub fn parse_production(p: Production, input: &str) -> Result<Node<'_>, ParseError> {
    parse_production_with(p, input, Options::new())
}

/// [`parse_production`] with [`Options`] (only `max_len` applies to a
/// single production; `empty_relative_path` to `URI-reference`).
pub fn parse_production_with<'a>(
    p: Production,
    input: &'a str,
    options: Options,
) -> Result<Node<'a>, ParseError> {
    use Production as P;
    if input.len() > options.max_len {
        return Err(ParseError::too_long(input, options.max_len, p));
    }
    // `URI-reference` by the combinators alone (no fast path: they are
    // the definition it is held to), but for the option's empty relative
    // path and the offsets of the tree, which only `parse_with` handles.
    if p == P::UriReference
        && ((options.empty_relative_path && input.starts_with('?')) || input.len() >= NONE as usize)
    {
        return UriReference::parse_with(input, options).map(|u| u.node());
    }
    let result = production(p, Input::nested(input));
    whole_input(input, p, result, hints::refine)
}

/// The combinators of production `p` over `i` (not required to reach
/// the end), their tree as a generic node.
fn production<'a>(p: Production, i: Input<'a>) -> IResult<'a, Node<'a>> {
    use Production as P;
    let leaf = move |s: crate::syntax::Span<'a>| Node::leaf(p, s);
    match p {
        P::UriReference => reference::uri_reference.map(Node::from).parse(i),
        P::AbsoluteUri => reference::absolute_uri.map(Node::from).parse(i),
        P::RelativeUri => reference::relative_uri.map(Node::from).parse(i),
        P::HierPart => reference::hier_part.map(Node::from).parse(i),
        P::OpaquePart => path::opaque_part.map(|x| leaf(x.span())).parse(i),
        P::UricNoSlash => path::uric_no_slash.map(|x| leaf(x.span())).parse(i),
        P::NetPath => reference::net_path.map(Node::from).parse(i),
        P::AbsPath => path::abs_path.map(Node::from).parse(i),
        P::RelPath => reference::rel_path.map(Node::from).parse(i),
        P::RelSegment => reference::rel_segment.map(|x| leaf(x.span())).parse(i),
        P::Scheme => reference::scheme.map(|x| leaf(x.span())).parse(i),
        P::Authority => authority::authority.map(Node::from).parse(i),
        P::RegName => authority::reg_name.map(|x| leaf(x.span())).parse(i),
        P::Server => authority::server.map(Node::from).parse(i),
        P::Userinfo => authority::userinfo.map(|x| leaf(x.span())).parse(i),
        P::Hostport => authority::hostport.map(Node::from).parse(i),
        P::Host => authority::host.map(Node::from).parse(i),
        P::Ipv6reference => authority::ipv6reference.map(Node::from).parse(i),
        P::Ipv6address => authority::ipv6address.map(|x| leaf(x.span())).parse(i),
        P::Hostname => authority::hostname.map(Node::from).parse(i),
        P::Domainlabel => authority::domainlabel.map(|x| leaf(x.span())).parse(i),
        P::Toplabel => authority::toplabel.map(|x| leaf(x.span())).parse(i),
        P::Ipv4address => authority::ipv4address.map(|x| leaf(x.span())).parse(i),
        P::Port => authority::port.map(|x| leaf(x.span())).parse(i),
        P::Path => path::path.map(Node::from).parse(i),
        P::PathSegments => path::path_segments.map(Node::from).parse(i),
        P::Segment => path::segment.map(Node::from).parse(i),
        P::Param => path::param.map(|x| leaf(x.span())).parse(i),
        P::Pchar => path::pchar.map(|x| leaf(x.span())).parse(i),
        P::Query => query::query.map(|x| leaf(x.span())).parse(i),
        P::Fragment => fragment::fragment.map(|x| leaf(x.span())).parse(i),
        P::Uric => chars::uric.map(|x| leaf(x.span())).parse(i),
        P::Reserved => chars::reserved.map(|x| leaf(x.span())).parse(i),
        P::Unreserved => chars::unreserved.map(|x| leaf(x.span())).parse(i),
        P::Mark => chars::mark.map(|x| leaf(x.span())).parse(i),
        P::Escaped => chars::escaped.map(|x| leaf(x.span())).parse(i),
        P::Hex => chars::hex.map(|x| leaf(x.span())).parse(i),
        P::Alphanum => chars::alphanum.map(|x| leaf(x.span())).parse(i),
        P::Alpha => chars::alpha.map(|x| leaf(x.span())).parse(i),
        P::Lowalpha => chars::lowalpha.map(|x| leaf(x.span())).parse(i),
        P::Upalpha => chars::upalpha.map(|x| leaf(x.span())).parse(i),
        P::Digit => chars::digit.map(|x| leaf(x.span())).parse(i),
        P::Control => chars::control.map(|x| leaf(x.span())).parse(i),
        P::Space => chars::space.map(|x| leaf(x.span())).parse(i),
        P::Delims => chars::delims.map(|x| leaf(x.span())).parse(i),
        P::Unwise => chars::unwise.map(|x| leaf(x.span())).parse(i),
    }
}

/// The RFC 2396 grammar as tools see it ([`Grammar`](crate::syntax::Grammar)):
/// [`UriReference::parse_with`] and [`parse_production_with`] behind one
/// trait. The production of a parse is `absoluteURI`, `relativeURI`, or
/// `URI-reference` for the empty reference and a fragment alone.
///
/// ```
/// use rfc1738::syntax::Grammar;
/// use rfc1738::rfc2396::{Options, Production, Rfc2396};
/// let (p, tree) = Rfc2396::parse("//h/p?q", Options::new())?;
/// assert_eq!(p, Production::RelativeUri);
/// assert_eq!(tree.uri_reference().unwrap().host().unwrap().as_str(), "h");
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc2396;

impl crate::syntax::Grammar for Rfc2396 {
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
    use core::cell::Cell;

    use super::{Input, Options, Production as P, parse_production, parse_production_with};
    use crate::syntax::outside;

    thread_local! {
        /// `UriReference::parse` or `parse_with` ran.
        pub(super) static READS: Cell<usize> = const { Cell::new(0) };
    }

    fn reads() -> usize {
        READS.with(Cell::get)
    }

    /// `parse_production` of `URI-reference` runs the combinators alone:
    /// they are the definition that the fast path of `UriReference::parse`
    /// is held to, and the differential tests compare the two. The test
    /// counts, in test builds only, how often `UriReference::parse_with`
    /// runs.
    #[test]
    fn a_reference_alone_is_read_by_the_combinators() {
        let empty = Options::new().empty_relative_path(true);
        for input in [
            "http://h/",
            "g;x?y#s",
            "//[::1]:80/a",
            "a:b",
            "",
            "?q",
            "http://h/a b",
        ] {
            let before = reads();
            let _ = parse_production(P::UriReference, input);
            let _ = parse_production_with(P::UriReference, input, Options::new());
            assert_eq!(reads(), before, "{input:?}");
        }
        // The option's empty relative path is `UriReference::parse_with`'s
        // alone, and only for `URI-reference`.
        let before = reads();
        assert!(parse_production_with(P::UriReference, "?q", empty).is_ok());
        assert_eq!(reads(), before + 1);
        for p in [P::RelativeUri, P::RelPath, P::AbsPath, P::Query] {
            let before = reads();
            let _ = parse_production_with(p, "?q", empty);
            assert_eq!(reads(), before, "{p}");
        }
    }

    /// A production called from outside the grammar (on an `Input` of
    /// the caller's) answers as inside the grammar, but for a commitment,
    /// which reaches the caller as `nom::Err::Error`: the same node, rest
    /// and error; and read as the part of a larger text, every offset
    /// counts from that text's start. On every production, over the
    /// committed corpus sample's lines and their suffixes after each
    /// delimiter, and references with IPv6 literals and bad escapes.
    #[test]
    fn outside_the_grammar_a_production_commits_to_nothing_else() {
        let extra = [
            "http://[::1]:80/a;p/b?q#f",
            "//u:p@[v1.x]/",
            "//[::1",
            "http://h%4/",
            "a:b%zz",
            "x",
            "g;x?y#s",
        ];
        outside::every_production(&extra, 50, |p: P, text| {
            usize::from(outside::compare(
                p,
                text,
                super::production(p, Input::new(text)),
                super::production(p, Input::nested(text)),
                super::production(p, Input::new_at(text, outside::AT)),
            ))
        });
    }
}
