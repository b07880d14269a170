//! RFC 1630, "Message-Id" and "Content-Id" (pp. 19-20) and their BNF
//! lines, with the rules of RFC 822 they name (`addr-spec` and what it is
//! made of, §3.3 and §6.1), restricted to the characters RFC 1630 allows
//! in a URL:
//!
//! ```text
//! mid:<addr-spec>
//! cid:<addr-spec>
//! ```
//!
//! "The rest of the URL after the "mid:" is the RFC822 msg-id with the
//! constant <> wrapper removed, leaving an identifier whose format in
//! fact happens to be the same as addr-spec format" (p. 20); "cid:" "is
//! similar to "mid:"". Decisions (which RFC 822 characters remain, no
//! domain literal, no quoted pair): this module's grammar note.

use nom::Parser;

use super::chars::one_xalpha;
use super::classes;
use super::production::{IResult, Production};
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Error, Input, Span, SplitSpan};

/// The node of `midaddress`.
///
/// ```bnf
/// midaddress             m i d  :  addr-spec
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Midaddress<'a> {
    pub(crate) addr_spec: AddrSpec<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Midaddress<'a> {
    /// The message identifier, without its `<>`.
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        self.addr_spec
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// midaddress             m i d  :  addr-spec
/// ```
pub fn midaddress(i: Input) -> IResult<Midaddress> {
    crate::syntax::enter(i, |i| midaddress_with(i, false))
}

/// [`midaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn midaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Midaddress<'a>> {
    named!(
        "midaddress",
        move |i: Input<'a>| -> IResult<'a, Midaddress<'a>> {
            let (rest, _) = class::literal(i, "mid:", fold)?;
            let (rest, addr_spec) = addr_spec(rest)?;
            let span = Span::between(i, rest);
            Ok((rest, Midaddress { addr_spec, span }))
        }
    )
    .parse(i)
}

/// The node of `cidaddress`.
///
/// ```bnf
/// cidaddress             c i d : content-identifier
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cidaddress<'a> {
    pub(crate) content_identifier: ContentIdentifier<'a>,
    pub(crate) span: Span<'a>,
}

impl<'a> Cidaddress<'a> {
    /// The content identifier, without its `<>`.
    pub fn content_identifier(&self) -> ContentIdentifier<'a> {
        self.content_identifier
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// cidaddress             c i d : content-identifier
/// ```
pub fn cidaddress(i: Input) -> IResult<Cidaddress> {
    crate::syntax::enter(i, |i| cidaddress_with(i, false))
}

/// [`cidaddress`], the scheme's letters in any case when `fold`.
pub(crate) fn cidaddress_with<'a>(i: Input<'a>, fold: bool) -> IResult<'a, Cidaddress<'a>> {
    named!(
        "cidaddress",
        move |i: Input<'a>| -> IResult<'a, Cidaddress<'a>> {
            let (rest, _) = class::literal(i, "cid:", fold)?;
            let (rest, content_identifier) = content_identifier(rest)?;
            let span = Span::between(i, rest);
            Ok((
                rest,
                Cidaddress {
                    content_identifier,
                    span,
                },
            ))
        }
    )
    .parse(i)
}

/// The node of `content-identifier`: a MIME Content-ID's `msg-id` without
/// its `<>`, an `addr-spec`.
///
/// ```bnf
/// msg-id      =  "<" addr-spec ">"            ; Unique message id
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ContentIdentifier<'a> {
    pub(crate) addr_spec: AddrSpec<'a>,
}

impl<'a> ContentIdentifier<'a> {
    /// The identifier, an `addr-spec`.
    pub fn addr_spec(&self) -> AddrSpec<'a> {
        self.addr_spec
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.addr_spec.span
    }
}

/// ```bnf
/// msg-id      =  "<" addr-spec ">"            ; Unique message id
/// ```
///
/// RFC 1630 names `content-identifier` and does not define it. A MIME
/// Content-ID is a `msg-id` (RFC 1521 §7.1), and "cid:" is "similar to
/// "mid:"", whose prose removes the `<>` wrapper: an `addr-spec`.
pub fn content_identifier(i: Input) -> IResult<ContentIdentifier> {
    crate::syntax::enter(i, |i| {
        named!("content-identifier", addr_spec)
            .map(|addr_spec| ContentIdentifier { addr_spec })
            .parse(i)
    })
}

/// The node of `addr-spec`.
///
/// ```bnf
/// addr-spec   =  local-part "@" domain        ; global address
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddrSpec<'a> {
    // The offset of the `@` between the local part and the domain.
    pub(crate) span: Span<'a>,
    pub(crate) at: usize,
}

impl<'a> AddrSpec<'a> {
    /// The part before the `@`.
    pub fn local_part(&self) -> LocalPart<'a> {
        LocalPart {
            span: self.span.slice(0, self.at),
        }
    }
    /// The part after the `@`.
    pub fn domain(&self) -> Domain<'a> {
        Domain {
            span: self.span.slice(self.at + 1, self.span.len()),
        }
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// addr-spec   =  local-part "@" domain        ; global address
/// ```
///
/// Neither an `atom` nor a `quoted-string` is followed by `@` inside a
/// `local-part`, so the `@` after it is the one.
pub fn addr_spec<'a>(i: Input<'a>) -> IResult<'a, AddrSpec<'a>> {
    crate::syntax::enter(i, |i| {
        named!("addr-spec", |i: Input<'a>| {
            let (rest, local_part) = local_part(i)?;
            let (rest, _) = class::literal(rest, "@", false)?;
            let (rest, _) = domain(rest)?;
            let span = Span::between(i, rest);
            let at = local_part.span.len();
            Ok((rest, AddrSpec { span, at }))
        })
        .parse(i)
    })
}

/// The node of `local-part`: words separated by dots.
///
/// ```bnf
/// local-part  =  word *("." word)             ; uninterpreted
///                                             ; case-preserved
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LocalPart<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> LocalPart<'a> {
    /// The words, in order (a quoted string may hold dots).
    pub fn words(&self) -> impl Iterator<Item = Word<'a>> + use<'a> {
        let span = self.span;
        let b = span.as_str().as_bytes();
        let mut k = 0;
        core::iter::from_fn(move || {
            if k > b.len() {
                return None;
            }
            let end = match b.get(k) {
                Some(b'"') => b
                    .get(k + 1..)
                    .and_then(|t| t.iter().position(|&c| c == b'"'))
                    .map_or(b.len(), |n| k + n + 2),
                _ => b
                    .get(k..)
                    .and_then(|t| t.iter().position(|&c| c == b'.'))
                    .map_or(b.len(), |n| k + n),
            };
            let piece = span.slice(k, end);
            k = end + 1;
            Some(Word::new(piece))
        })
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// The length of one `word` at the start of `i`.
fn word_len(i: Input<'_>) -> Result<usize, nom::Err<Error<Production>>> {
    let (rest, _) = word(i)?;
    Ok(rest.location_offset() - i.location_offset())
}

/// ```bnf
/// local-part  =  word *("." word)             ; uninterpreted
///                                             ; case-preserved
/// ```
///
/// A loop: a word, and while a `.` follows, another (a `.` must start a
/// word: a `local-part` is followed by `@`, never by `.`).
pub fn local_part<'a>(i: Input<'a>) -> IResult<'a, LocalPart<'a>> {
    crate::syntax::enter(i, |i| {
        named!("local-part", |i: Input<'a>| {
            let mut rest = i.split(word_len(i)?).0;
            while class::peek(&rest) == Some(b'.') {
                let next = rest.split(1).0;
                rest = next.split(word_len(next)?).0;
            }
            let span = Span::between(i, rest);
            Ok((rest, LocalPart { span }))
        })
        .parse(i)
    })
}

/// The node of `domain`: sub-domains separated by dots.
///
/// ```bnf
/// domain      =  sub-domain *("." sub-domain)
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Domain<'a> {
    pub(crate) span: Span<'a>,
}

impl<'a> Domain<'a> {
    /// The sub-domains, in order.
    pub fn sub_domains(&self) -> impl Iterator<Item = SubDomain<'a>> + use<'a> {
        SplitSpan::new(self.span, b'.').map(|s| SubDomain {
            domain_ref: DomainRef { atom: Atom::new(s) },
        })
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// domain      =  sub-domain *("." sub-domain)
/// ```
///
/// A loop, as `local-part` (a `.` must start a sub-domain).
pub fn domain<'a>(i: Input<'a>) -> IResult<'a, Domain<'a>> {
    crate::syntax::enter(i, |i| {
        named!("domain", |i: Input<'a>| {
            let (mut rest, _) = sub_domain(i)?;
            while class::peek(&rest) == Some(b'.') {
                rest = sub_domain(rest.split(1).0)?.0;
            }
            let span = Span::between(i, rest);
            Ok((rest, Domain { span }))
        })
        .parse(i)
    })
}

/// The node of `sub-domain`: a `domain-ref` (RFC 822's `domain-literal`
/// is written in brackets, which RFC 1630 does not allow in a URL).
///
/// ```bnf
/// sub-domain  =  domain-ref / domain-literal
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SubDomain<'a> {
    pub(crate) domain_ref: DomainRef<'a>,
}

impl<'a> SubDomain<'a> {
    /// The symbolic reference.
    pub fn domain_ref(&self) -> DomainRef<'a> {
        self.domain_ref
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.domain_ref.atom.span()
    }
}

/// ```bnf
/// sub-domain  =  domain-ref / domain-literal
/// ```
///
/// Only `domain-ref`: a `domain-literal` starts with `[`, a `national`
/// character that "may not appear in URLs" (p. 24).
pub fn sub_domain(i: Input) -> IResult<SubDomain> {
    crate::syntax::enter(i, |i| {
        named!("sub-domain", domain_ref)
            .map(|domain_ref| SubDomain { domain_ref })
            .parse(i)
    })
}

/// The node of `domain-ref`: an `atom`.
///
/// ```bnf
/// domain-ref  =  atom                         ; symbolic reference
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DomainRef<'a> {
    pub(crate) atom: Atom<'a>,
}

impl<'a> DomainRef<'a> {
    /// The atom.
    pub fn atom(&self) -> Atom<'a> {
        self.atom
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.atom.span()
    }
}

/// ```bnf
/// domain-ref  =  atom                         ; symbolic reference
/// ```
pub fn domain_ref(i: Input) -> IResult<DomainRef> {
    crate::syntax::enter(i, |i| {
        named!("domain-ref", atom)
            .map(|atom| DomainRef { atom })
            .parse(i)
    })
}

leaf! {
    /// The node of `word`: an `atom` or a `quoted-string`.
    ///
    /// ```bnf
    /// word        =  atom / quoted-string
    /// ```
    Word
}

impl<'a> Word<'a> {
    /// Whether the word is a `quoted-string` (else an `atom`).
    pub fn is_quoted(&self) -> bool {
        self.as_str().starts_with('"')
    }
}

/// ```bnf
/// word        =  atom / quoted-string
/// ```
///
/// Chosen by the first byte: a `quoted-string` starts with `"`, which no
/// `atom` holds.
pub fn word<'a>(i: Input<'a>) -> IResult<'a, Word<'a>> {
    crate::syntax::enter(i, |i| {
        named!("word", |i: Input<'a>| match class::peek(&i) {
            Some(b'"') => quoted_string.map(|q| Word::new(q.span())).parse(i),
            _ => atom.map(|a| Word::new(a.span())).parse(i),
        })
        .parse(i)
    })
}

leaf! {
    /// The node of `atom`.
    ///
    /// ```bnf
    /// atom        =  1*<any CHAR except specials, SPACE and CTLs>
    /// ```
    Atom
}

/// ```bnf
/// atom        =  1*<any CHAR except specials, SPACE and CTLs>
/// ```
///
/// RFC 822's atom characters that are also `xalpha`s: letters, digits
/// and ``! $ & ' * + - _`` (RFC 822's other atom characters, ``# % / = ?
/// ^ ` { | } ~``, are reserved, national or `%` in RFC 1630), and
/// escapes, which stand for any octet.
pub fn atom(i: Input) -> IResult<Atom> {
    crate::syntax::enter(i, |i| {
        named!("atom", |i| class::plus(i, &classes::ATOM))
            .map(Atom::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `quoted-string`.
    ///
    /// ```bnf
    /// quoted-string = <"> *(qtext/quoted-pair) <">; Regular qtext or
    ///                                             ;   quoted chars.
    /// ```
    QuotedString
}

/// ```bnf
/// quoted-string = <"> *(qtext/quoted-pair) <">; Regular qtext or
///                                             ;   quoted chars.
/// ```
///
/// `"`, `qtext`s, `"`. No `quoted-pair`: it starts with `\`, a
/// `national` character. `qtext` holds no `"`, so the first `"` after
/// the opening one closes the string.
pub fn quoted_string<'a>(i: Input<'a>) -> IResult<'a, QuotedString<'a>> {
    crate::syntax::enter(i, |i| {
        named!("quoted-string", |i: Input<'a>| {
            let (rest, _) = class::literal(i, "\"", false)?;
            let (rest, _) = class::star(rest, &classes::QTEXT)?;
            let (rest, _) = class::literal(rest, "\"", false)?;
            let (rest, span) = (rest, Span::between(i, rest));
            Ok((rest, QuotedString::new(span)))
        })
        .parse(i)
    })
}

/// ```bnf
/// qtext       =  <any CHAR excepting <">,     ; => may be folded
///                 "\" & CR, and including
///                 linear-white-space>
/// ```
///
/// One `xalpha` other than `"` (an escape included); white space, `\`
/// and CR are not URL characters.
pub fn qtext<'a>(i: Input<'a>) -> IResult<'a, Span<'a>> {
    crate::syntax::enter(i, |i| {
        named!("qtext", |i: Input<'a>| match class::peek(&i) {
            Some(b'"') => Err(nom::Err::Error(Error::at(i.location_offset()))),
            _ => one_xalpha(i),
        })
        .parse(i)
    })
}
