//! The scanning under the combinators of RFC 3987: byte offsets into one
//! text, and RFC 3986's scanners over it, which read RFC 3987's runs (the
//! characters beyond ASCII that a class admits: `ucschar`, and `iprivate`
//! in a query) when asked to, with their errors in RFC 3987's
//! productions; and the calls of RFC 3986's combinators for the rules the
//! two grammars share.

use crate::rfc3986;
use crate::rfc3986::scan::Wide;
use crate::rfc3986::shape::Shape;
use crate::syntax::class::Set;
use crate::syntax::{Error, Input, Span};

use super::production::Production;

/// The error of the scanners: nom's, committed (the reading is
/// deterministic, so a failure inside a rule is final; a caller outside
/// the grammar sees `nom::Err::Error`).
pub(crate) type Fail = nom::Err<Error<Production>>;

/// One text being read: the input at its start (positions are offsets
/// into its text; spans and errors count from the whole input).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Text<'a> {
    i: Input<'a>,
}

impl<'a> Text<'a> {
    pub(crate) fn of(i: &Input<'a>) -> Self {
        Text { i: *i }
    }

    #[inline(always)]
    pub(crate) fn text(&self) -> &'a str {
        self.i.as_str()
    }

    #[inline(always)]
    pub(crate) fn bytes(&self) -> &'a [u8] {
        self.i.as_bytes()
    }

    #[inline(always)]
    pub(crate) fn base(&self) -> usize {
        self.i.location_offset()
    }

    #[inline(always)]
    pub(crate) fn at(&self, k: usize) -> Option<u8> {
        self.bytes().get(k).copied()
    }

    /// The character at position `k` (a character boundary).
    #[inline(always)]
    pub(crate) fn char_at(&self, k: usize) -> Option<char> {
        self.text().get(k..).and_then(|s| s.chars().next())
    }

    /// The span of `from..to` (boundaries found by scanning).
    #[inline(always)]
    pub(crate) fn span(&self, from: usize, to: usize) -> Span<'a> {
        Span::new(
            self.text().get(from..to).unwrap_or_default(),
            self.base() + from,
        )
    }

    /// An error at `k` that a caller's `alt` may pass over (the rule
    /// does not start there), in production `p`.
    #[cold]
    pub(crate) fn miss(&self, k: usize, p: Production) -> Fail {
        nom::Err::Error(Error::expected(self.base() + k, p))
    }

    /// The input from position `k` on.
    pub(crate) fn rest(&self, k: usize) -> Input<'a> {
        self.i.split(k).0
    }

    /// Calls RFC 3986's combinator `f` at position `k`: its end and node,
    /// its errors in RFC 3987's productions.
    #[inline(always)]
    pub(crate) fn call<T>(
        &self,
        k: usize,
        f: impl FnOnce(Input<'a>) -> rfc3986::IResult<'a, T>,
    ) -> Result<(usize, T), Fail> {
        match f(self.rest(k)) {
            Ok((rest, node)) => Ok((rest.location_offset().saturating_sub(self.base()), node)),
            Err(e) => Err(from_rfc3986(e)),
        }
    }
}

/// RFC 3986's text over the text of `t`, for RFC 3986's scanners, which
/// read RFC 3987's runs when called with `IRI` true.
#[inline(always)]
pub(crate) fn uri_text<'a>(t: &Text<'a>) -> rfc3986::scan::Text<'a> {
    rfc3986::scan::Text {
        text: t.text(),
        base: t.base(),
    }
}

/// RFC 3986's scanner `f` over the text of `t`: its end, its errors in
/// RFC 3987's productions.
#[inline(always)]
pub(crate) fn scan<'a, T>(
    t: &Text<'a>,
    f: impl FnOnce(rfc3986::scan::Text<'a>) -> Result<T, rfc3986::scan::Fail>,
) -> Result<T, Fail> {
    f(uri_text(t)).map_err(from_rfc3986)
}

/// RFC 3986's scanner `f` of a rule at the start of `t`, writing into a
/// fresh shape: RFC 3986's text, the rule's end and the shape, its errors
/// in RFC 3987's productions (first that of a text too long for a
/// shape's offsets).
#[inline(always)]
pub(crate) fn shaped<'a>(
    t: &Text<'a>,
    f: impl FnOnce(rfc3986::scan::Text<'a>, &mut Shape) -> Result<usize, rfc3986::scan::Fail>,
) -> Result<(rfc3986::scan::Text<'a>, usize, Shape), Fail> {
    let mut s = Shape::EMPTY;
    let end = scan(t, |u| {
        rfc3986::scan::fits(u)?;
        f(u, &mut s)
    })?;
    Ok((uri_text(t), end, s))
}

/// RFC 3986's run of `set` at the start of `t`, widened to `ucschar`,
/// for the rule `p` (RFC 3986's production of the same rule).
pub(crate) fn wide_run(
    t: &Text<'_>,
    set: &Set<rfc3986::Production>,
    p: rfc3986::Production,
) -> Result<usize, Fail> {
    scan(t, |u| u.run_in::<true>(0, set, p, Wide::Ucschar))
}

/// Adds the enclosing production `p` to an error
/// ([`map_fail`](crate::syntax::error::map_fail), inlined).
#[inline(always)]
pub(crate) fn within(e: Fail, p: Production) -> Fail {
    crate::syntax::error::map_fail(e, |e| e.within(p))
}

/// An error of RFC 3986's combinators in RFC 3987's productions.
#[cold]
pub(crate) fn from_rfc3986(e: nom::Err<Error<rfc3986::Production>>) -> Fail {
    crate::syntax::error::map_fail(e, |e| e.map(production_of))
}

/// The RFC 3987 production of an RFC 3986 one: the same rule, or the
/// rule of RFC 3987 that replaces it (`host` is `ihost`). RFC 6874's
/// zone identifiers are no part of RFC 3987 (§2.2: "This syntax does not
/// support IPv6 scoped addressing zone identifiers"): they are never
/// read here, and stand for their `IP-literal`.
pub(crate) const fn production_of(p: rfc3986::Production) -> Production {
    use Production as I;
    use rfc3986::Production as U;
    match p {
        U::Uri => I::Iri,
        U::HierPart => I::IhierPart,
        U::UriReference => I::IriReference,
        U::AbsoluteUri => I::AbsoluteIri,
        U::RelativeRef => I::IrelativeRef,
        U::RelativePart => I::IrelativePart,
        U::Scheme => I::Scheme,
        U::Authority => I::Iauthority,
        U::Userinfo => I::Iuserinfo,
        U::Host => I::Ihost,
        U::Port => I::Port,
        U::IpLiteral | U::Ipv6addrz | U::ZoneId => I::IpLiteral,
        U::IpvFuture => I::IpvFuture,
        U::Ipv6address => I::Ipv6address,
        U::H16 => I::H16,
        U::Ls32 => I::Ls32,
        U::Ipv4address => I::Ipv4address,
        U::DecOctet => I::DecOctet,
        U::RegName => I::IregName,
        U::Path => I::Ipath,
        U::PathAbempty => I::IpathAbempty,
        U::PathAbsolute => I::IpathAbsolute,
        U::PathNoscheme => I::IpathNoscheme,
        U::PathRootless => I::IpathRootless,
        U::PathEmpty => I::IpathEmpty,
        U::Segment => I::Isegment,
        U::SegmentNz => I::IsegmentNz,
        U::SegmentNzNc => I::IsegmentNzNc,
        U::Pchar => I::Ipchar,
        U::Query => I::Iquery,
        U::Fragment => I::Ifragment,
        U::PctEncoded => I::PctEncoded,
        U::Unreserved => I::Unreserved,
        U::Reserved => I::Reserved,
        U::GenDelims => I::GenDelims,
        U::SubDelims => I::SubDelims,
    }
}

#[cfg(test)]
mod tests {
    use super::production_of;
    use crate::rfc3986;

    /// Every RFC 3986 rule stands for the RFC 3987 rule of its place:
    /// the same rule where §2.2 shares it, the `i` rule where §2.2
    /// widens it (`URI` is `IRI`), and RFC 6874's two rules, which RFC
    /// 3987 does not have, for the `IP-literal` they are in.
    #[test]
    fn every_rfc_3986_rule_has_its_rfc_3987_rule() {
        for &p in rfc3986::Production::all() {
            let name = production_of(p).name();
            let want = match p.name() {
                "IPv6addrz" | "ZoneID" => "IP-literal".to_owned(),
                "URI" => "IRI".to_owned(),
                "URI-reference" => "IRI-reference".to_owned(),
                "absolute-URI" => "absolute-IRI".to_owned(),
                n if super::super::Production::from_name(n).is_some() => n.to_owned(),
                n => format!("i{n}"),
            };
            assert_eq!(name, want, "{p:?}");
        }
    }
}
