//! Parsing a whole input: [`IriReference::parse`] and
//! [`parse_production`], with the grammar's [`Options`].

use nom::Parser;

use crate::rfc3986;
use crate::rfc3986::shape::Shape;
use crate::syntax::Input;
use crate::syntax::error::trailing_error_on_spine;
use crate::syntax::tree::whole_input;

use super::hints;
use super::node::Node;
use super::production::{IResult, ParseError, Production};
use super::reference::{self, IriReference};
use super::scan::{from_rfc3986, production_of};
use super::{authority, chars, fragment, path, query};

/// How long an input may be. (RFC 3987 leaves no choice in its grammar
/// that an option would make: it has no zone identifiers, §2.2.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
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
            max_len: Options::DEFAULT_MAX_LEN,
        }
    }

    /// Sets [`max_len`](Self::max_len).
    pub const fn max_len(mut self, max_len: usize) -> Self {
        self.max_len = max_len;
        self
    }
}

impl<'a> IriReference<'a> {
    /// Parses all of `input` as an `IRI-reference` of RFC 3987: an `IRI`
    /// (with a scheme) or an `irelative-ref`. Allocates nothing.
    ///
    /// The error is at the first byte after which no text could make the
    /// input an IRI reference; its `found` is the character there.
    ///
    /// ```
    /// use rfc1738::rfc3987::{Production, IriReference};
    /// let iri = IriReference::parse("//[::1]:8080/δ?q#f")?;
    /// assert_eq!(iri.production(), Production::IrelativeRef);
    /// let err = IriReference::parse("http://h/a\u{FFFD}").unwrap_err();
    /// assert_eq!((err.offset(), err.found()), (10, Some('\u{FFFD}')));
    /// assert_eq!(err.hint().unwrap().id, "not-ucschar");
    /// # Ok::<(), rfc1738::ParseError<Production>>(())
    /// ```
    pub fn parse(input: &'a str) -> Result<IriReference<'a>, ParseError> {
        IriReference::parse_with(input, Options::new())
    }

    /// [`IriReference::parse`] with [`Options`].
    pub fn parse_with(input: &'a str, options: Options) -> Result<IriReference<'a>, ParseError> {
        if input.len() > options.max_len {
            return Err(ParseError::too_long(
                input,
                options.max_len,
                Production::IriReference,
            ));
        }
        if !rfc3986::shape::fits(input) {
            return Err(ParseError::too_long(
                input,
                rfc3986::shape::NONE as usize - 1,
                Production::IriReference,
            ));
        }
        let t = rfc3986::scan::Text {
            text: input,
            base: 0,
        };
        let mut s = Shape::EMPTY;
        // RFC 3986's reading, widened; an error is named in RFC 3987's
        // productions as it becomes the public one.
        match rfc3986::reference::uri_reference_shape::<true>(t, false, &mut s) {
            Ok(end) if end == input.len() => Ok(IriReference::of(input, 0, s)),
            Ok(end) => Err(trailing(input, s, end)),
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(hints::refine(
                input,
                e.into_parse_error_as(input, Production::IriReference, production_of),
            )),
            Err(nom::Err::Incomplete(_)) => Err(ParseError::new(
                input,
                input.len(),
                Production::IriReference,
                &[],
            )),
        }
    }
}

/// The error of a match that `s` shapes in `input` and that stopped at
/// byte `end`, before the end of the input: the shared one of the
/// productions that end there (RFC 3986's, read off the shape, in RFC
/// 3987's names), innermost first, as walking the tree's nodes finds
/// them, with its hint, made and stored once.
// `s` by value, as in RFC 3986's `trailing` (whose comment says why).
#[cold]
fn trailing(input: &str, s: Shape, end: usize) -> ParseError {
    let spine = spine_of(input.as_bytes(), &s);
    let mut e = trailing_error_on_spine(input, end, Production::IriReference, spine);
    hints::refine_in_place(input, &mut e);
    e
}

rfc3986::parse::spine_fn! {
    /// The spine of the reference `s` shapes in `b`: RFC 3986's
    /// ([`rfc3986::parse::spine_of`]) in RFC 3987's names.
    fn spine_of -> Production {
        reference: IriReference,
        uri: Iri,
        hier_part: IhierPart,
        relative_ref: IrelativeRef,
        relative_part: IrelativePart,
        query: Iquery,
        fragment: Ifragment,
        path_abempty: IpathAbempty,
        path_absolute: IpathAbsolute,
        path_noscheme: IpathNoscheme,
        path_rootless: IpathRootless,
        path_empty: IpathEmpty,
        segment: Isegment,
        segment_nz: IsegmentNz,
        segment_nz_nc: IsegmentNzNc,
    }
}

impl<'a> TryFrom<&'a str> for IriReference<'a> {
    type Error = ParseError;

    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        IriReference::parse(input)
    }
}

/// Matches one production against the whole input and returns its tree.
///
/// ```
/// use rfc1738::rfc3987::{parse_production, Production};
/// let node = parse_production(Production::Iauthority, "josé@[::1]:80")?;
/// assert_eq!(node.children().len(), 3);
/// let err = parse_production(Production::IsegmentNzNc, "ä:b").unwrap_err();
/// assert_eq!((err.expected(), err.offset()), (Production::IsegmentNzNc, 2));
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
pub fn parse_production(p: Production, input: &str) -> Result<Node<'_>, ParseError> {
    parse_production_with(p, input, Options::new())
}

/// [`parse_production`] with [`Options`].
pub fn parse_production_with<'a>(
    p: Production,
    input: &'a str,
    options: Options,
) -> Result<Node<'a>, ParseError> {
    if input.len() > options.max_len {
        return Err(ParseError::too_long(input, options.max_len, p));
    }
    if p == Production::IriReference {
        return IriReference::parse_with(input, options).map(|u| u.node());
    }
    let result = production(p, Input::nested(input));
    whole_input(input, p, result, hints::refine)
}

/// The combinators of production `p` over `i` (not required to reach
/// the end), their tree as a generic node.
fn production<'a>(p: Production, i: Input<'a>) -> IResult<'a, Node<'a>> {
    crate::syntax::enter(i, |i| production_in(p, i))
}

/// RFC 3986's combinator `f` over `i`, its node a leaf of `p`, its errors
/// in RFC 3987's productions.
fn shared<'a, T: 'a>(
    p: Production,
    i: Input<'a>,
    f: impl Fn(Input<'a>) -> rfc3986::IResult<'a, T>,
    span: impl Fn(&T) -> crate::syntax::Span<'a>,
) -> IResult<'a, Node<'a>> {
    match f(i) {
        Ok((rest, x)) => Ok((rest, Node::leaf(p, span(&x)))),
        Err(e) => Err(from_rfc3986(e)),
    }
}

/// [`production`] inside the grammar.
fn production_in<'a>(p: Production, i: Input<'a>) -> IResult<'a, Node<'a>> {
    use Production as P;
    use rfc3986::authority as ua;
    use rfc3986::chars as uc;
    let leaf = move |s: crate::syntax::Span<'a>| Node::leaf(p, s);
    match p {
        P::Iri => reference::iri.map(Node::from).parse(i),
        P::AbsoluteIri => reference::absolute_iri
            .map(|u| Node::iri(P::AbsoluteIri, u))
            .parse(i),
        P::IriReference => reference::iri_reference.map(Node::from).parse(i),
        P::IrelativeRef => reference::irelative_ref.map(Node::from).parse(i),
        P::IhierPart => reference::ihier_part
            .map(|h| Node::part(P::IhierPart, h))
            .parse(i),
        P::IrelativePart => reference::irelative_part
            .map(|h| Node::part(P::IrelativePart, h))
            .parse(i),
        P::Iauthority => authority::iauthority.map(Node::from).parse(i),
        P::Iuserinfo => authority::iuserinfo.map(|x| leaf(x.span())).parse(i),
        P::Ihost => authority::ihost.map(Node::from).parse(i),
        P::IregName => authority::ireg_name.map(|x| leaf(x.span())).parse(i),
        P::Ipath => path::ipath.map(Node::from).parse(i),
        P::IpathAbempty => path::ipath_abempty.map(|x| leaf(x.span())).parse(i),
        P::IpathAbsolute => path::ipath_absolute.map(|x| leaf(x.span())).parse(i),
        P::IpathNoscheme => path::ipath_noscheme.map(|x| leaf(x.span())).parse(i),
        P::IpathRootless => path::ipath_rootless.map(|x| leaf(x.span())).parse(i),
        P::IpathEmpty => path::ipath_empty.map(|x| leaf(x.span())).parse(i),
        P::Isegment => path::isegment.map(|x| leaf(x.span())).parse(i),
        P::IsegmentNz => path::isegment_nz.map(|x| leaf(x.span())).parse(i),
        P::IsegmentNzNc => path::isegment_nz_nc.map(|x| leaf(x.span())).parse(i),
        P::Ipchar => chars::ipchar.map(|x| leaf(x.span())).parse(i),
        P::Iquery => query::iquery.map(|x| leaf(x.span())).parse(i),
        P::Ifragment => fragment::ifragment.map(|x| leaf(x.span())).parse(i),
        P::Iunreserved => chars::iunreserved.map(|x| leaf(x.span())).parse(i),
        P::Ucschar => chars::ucschar.map(|x| leaf(x.span())).parse(i),
        P::Iprivate => chars::iprivate.map(|x| leaf(x.span())).parse(i),
        P::Scheme => shared(p, i, rfc3986::reference::scheme, |x| x.span()),
        P::Port => shared(p, i, ua::port, |x| x.span()),
        P::IpLiteral => match ua::ip_literal(i) {
            Ok((rest, l)) => Ok((rest, Node::ip_literal(l))),
            Err(e) => Err(from_rfc3986(e)),
        },
        P::IpvFuture => shared(p, i, ua::ipv_future, |x| x.span()),
        P::Ipv6address => shared(p, i, ua::ipv6address, |x| x.span()),
        P::H16 => shared(p, i, ua::h16, |x| x.span()),
        P::Ls32 => shared(p, i, ua::ls32, |x| x.span()),
        P::Ipv4address => shared(p, i, ua::ipv4address, |x| x.span()),
        P::DecOctet => shared(p, i, ua::dec_octet, |x| x.span()),
        P::PctEncoded => shared(p, i, uc::pct_encoded, |x| x.span()),
        P::Unreserved => shared(p, i, uc::unreserved, |x| x.span()),
        P::Reserved => shared(p, i, uc::reserved, |x| x.span()),
        P::GenDelims => shared(p, i, uc::gen_delims, |x| x.span()),
        P::SubDelims => shared(p, i, uc::sub_delims, |x| x.span()),
    }
}

/// The RFC 3987 grammar as tools see it ([`Grammar`](crate::syntax::Grammar)):
/// [`IriReference::parse_with`] and [`parse_production_with`] behind one
/// trait. The production of a parse is `IRI` or `irelative-ref`.
///
/// ```
/// use rfc1738::syntax::Grammar;
/// use rfc1738::rfc3987::{Options, Production, Rfc3987};
/// let (p, tree) = Rfc3987::parse("//h/δ?q", Options::new())?;
/// assert_eq!(p, Production::IrelativeRef);
/// assert_eq!(tree.iri_reference().unwrap().host().unwrap().as_str(), "h");
/// # Ok::<(), rfc1738::ParseError<Production>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc3987;

impl crate::syntax::Grammar for Rfc3987 {
    type Production = Production;
    type Options = Options;
    type Node<'a> = Node<'a>;

    fn parse(input: &str, options: Options) -> Result<(Production, Node<'_>), ParseError> {
        IriReference::parse_with(input, options).map(|u| (u.production(), u.node()))
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

    /// Each spine of an IRI reference is RFC 3986's spine of the same
    /// reference, each production renamed as RFC 3987 names it: over
    /// references that reach every spine (20: a `path-noscheme` is only
    /// a `relative-ref`'s, a `path-rootless` only a `URI`'s).
    #[test]
    fn spines_are_rfc3986_s_renamed() {
        use super::super::reference::iri_reference_shape;
        use crate::rfc3986::scan::Text;
        use crate::rfc3986::shape::Shape;
        use crate::rfc3987::scan::production_of;
        let mut seen = std::collections::HashSet::new();
        for part in ["//h", "//h/", "//h/a/b", "/", "/a", "/a/b", "a", "a/b", ""] {
            for tail in ["", "?q", "#f"] {
                for scheme in ["", "x:"] {
                    let input = format!("{scheme}{part}{tail}");
                    let t = Text {
                        text: &input,
                        base: 0,
                    };
                    let mut s = Shape::EMPTY;
                    let n = iri_reference_shape(t, &mut s).unwrap();
                    assert_eq!(n, input.len(), "{input:?}");
                    let uri = crate::rfc3986::parse::spine_of(input.as_bytes(), &s);
                    let iri = super::spine_of(input.as_bytes(), &s);
                    assert_eq!(uri.follows, iri.follows, "{input:?}");
                    let (uri, iri) = (uri.productions, iri.productions);
                    let renamed: Vec<P> = uri.iter().map(|&p| production_of(p)).collect();
                    assert_eq!(iri, renamed.as_slice(), "{input:?}");
                    seen.insert(iri);
                }
            }
        }
        assert_eq!(seen.len(), 20, "{seen:?}");
    }

    /// The error of a match that stops short, read off its shape, is the
    /// one walking its tree's nodes finds (`trailing_error_of`), on every
    /// string of up to three characters (some beyond ASCII: `ucschar`,
    /// `iprivate`, neither) after prefixes reaching into each production,
    /// wherever the match stops.
    #[test]
    fn trailing_error_is_the_tree_walks() {
        use super::super::reference::{IriReference, iri_reference_shape};
        use crate::rfc3986::scan::Text;
        use crate::rfc3986::shape::Shape;
        use crate::syntax::tree::trailing_error_of;
        let alphabet = [
            "/", ":", "@", "?", "a", "1", "[", "#", "%", " ", "é", "\u{E000}", "\u{FFFD}",
        ];
        let prefixes = [
            "",
            "g",
            "g/a",
            "/",
            "//",
            "//h",
            "//é",
            "x:",
            "x:o",
            "x:/",
            "x:/a",
            "x://h.",
            "x://1.2.3.4",
            "x://h:",
            "x://u@h",
            "x://[::1]",
            "x://h/a",
            "x://h?",
            "x:?é",
            "?",
            "#",
        ];
        let mut checked = 0;
        for prefix in prefixes {
            let mut pending = vec![String::new()];
            while let Some(suffix) = pending.pop() {
                let input = format!("{prefix}{suffix}");
                let t = Text {
                    text: &input,
                    base: 0,
                };
                let mut s = Shape::EMPTY;
                if let Ok(n) = iri_reference_shape(t, &mut s) {
                    let iri = IriReference::of(input.get(..n).unwrap(), 0, s);
                    if n < input.len() {
                        assert_eq!(
                            super::trailing(&input, s, n),
                            super::hints::refine(&input, trailing_error_of(&input, iri.node(), n)),
                            "{input:?}"
                        );
                        checked += 1;
                    }
                }
                if suffix.chars().count() < 3 {
                    pending.extend(alphabet.iter().map(|c| format!("{suffix}{c}")));
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
    /// and IRIs beyond ASCII.
    #[test]
    fn outside_the_grammar_a_rule_commits_to_nothing_else() {
        let extra = [
            "http://例え.jp/パス?q=東京\u{E000}#frag",
            "//josé@[::1]:80/δ;p/b?q#f",
            "//u:p@[v1.x]/ä",
            "//[::1",
            "http://h%4/é",
            "a:b%zz",
            "ä",
            "\u{E000}",
            "\u{FFFD}",
            "g;x?y#s",
            "//h:x/",
            "ü:b/c",
            "1:2:3:4:5:6:7::8",
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
