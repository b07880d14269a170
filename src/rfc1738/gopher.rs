//! RFC 1738 §3.4 "GOPHER", with verified erratum EID 5118 applied (the
//! bare `/` of `gopherurl` is the literal `"/"`).
//!
//! ```text
//! gopher://<host>:<port>/<gopher-path>
//! <gophertype><selector>%09<search>%09<gopher+_string>
//! ```
//!
//! Decisions (how the path is split into selector, search and Gopher+
//! string in one pass): this module's grammar note.

use nom::Parser;
use nom::combinator::opt;

use super::chars::xchar;
use super::classes;
use super::http::Search;
use super::ip::{Hostport, hostport};
use super::production::IResult;
use crate::syntax::class;
use crate::syntax::macros::{leaf, named};
use crate::syntax::{Input, Span};

/// The node of `gopherurl`.
///
/// ```bnf
/// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gopherurl<'a> {
    hostport: Hostport<'a>,
    slash: bool,
    gtype: Option<Gtype<'a>>,
    selector: Option<Selector<'a>>,
    search: Option<Search<'a>>,
    gopher_plus_string: Option<GopherPlusString<'a>>,
    span: Span<'a>,
}

impl<'a> Gopherurl<'a> {
    /// The host and optional port.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
    /// Whether a `"/"` follows the host and port.
    pub fn has_slash(&self) -> bool {
        self.slash
    }
    /// The gopher type, as written: one `xchar`, so possibly an escape.
    /// `None` when the path is empty (§3.4 then defaults it to `1`, which
    /// is the meaning layer's business).
    pub fn gtype(&self) -> Option<Gtype<'a>> {
        self.gtype
    }
    /// The selector: present (perhaps empty) whenever there is a `gtype`.
    pub fn selector(&self) -> Option<Selector<'a>> {
        self.selector
    }
    /// The search string after the first `"%09"` that splits the path.
    pub fn search(&self) -> Option<Search<'a>> {
        self.search
    }
    /// The Gopher+ string after the second `"%09"`.
    pub fn gopher_plus_string(&self) -> Option<GopherPlusString<'a>> {
        self.gopher_plus_string
    }
    /// The matched text and its byte range in the input.
    pub fn span(&self) -> Span<'a> {
        self.span
    }
}

/// ```bnf
/// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
/// ```
///
/// The bare `/` is the literal `"/"` (erratum EID 5118). After `gtype`,
/// the rest of the path is one run of `xchar`, split by [`split_path`]:
/// the BNF lets a selector contain `%09`, so among the valid splits this
/// takes the shortest selector, then the shortest search (§3.4: selectors
/// hold no TAB), in one pass. The module's grammar note.
pub fn gopherurl<'a>(i: Input<'a>) -> IResult<'a, Gopherurl<'a>> {
    crate::syntax::enter(i, |i| {
        named!("gopherurl", |i: Input<'a>| {
            let start = i;
            let (i, _) = class::nocase("gopher://")(i)?;
            let (i, hostport) = hostport(i)?;
            let (i, slash) = opt(class::exact("/")).parse(i)?;
            let mut url = Gopherurl {
                hostport,
                slash: slash.is_some(),
                gtype: None,
                selector: None,
                search: None,
                gopher_plus_string: None,
                span: Span::between(start, i),
            };
            if slash.is_none() {
                return Ok((i, url));
            }
            let (i, gtype) = opt(gtype).parse(i)?;
            let Some(gtype) = gtype else {
                url.span = Span::between(start, i);
                return Ok((i, url));
            };
            let (rest, path) = class::star(i, &classes::XCHAR)
                .map_err(|e| e.map(|e| e.within(crate::Production::Selector)))?;
            let (selector, search, plus) = split_path(path);
            url.gtype = Some(gtype);
            url.selector = Some(selector);
            url.search = search;
            url.gopher_plus_string = plus;
            url.span = Span::between(start, rest);
            Ok((rest, url))
        })
        .parse(i)
    })
}

/// Splits the `xchar` run after `gtype` into `selector [ "%09" search [
/// "%09" gopher+_string ] ]`.
///
/// The `"%09"`s cut the run into pieces `p0 %09 p1 %09 p2 ...`. A split
/// at the `"%09"` before `pm` is valid iff `pm` is a `search` (no `"/"`
/// and no `"?"`: `search` is `xchar` less those two): the search then
/// ends at the next `"%09"`, or the run's end, and the Gopher+ string
/// (any `xchar`) takes the rest. The first valid split has the shortest
/// selector, and ending the search at the next `"%09"` makes it the
/// shortest. With no valid split the selector is the whole run.
pub fn split_path(
    path: Span<'_>,
) -> (
    Selector<'_>,
    Option<Search<'_>>,
    Option<GopherPlusString<'_>>,
) {
    let bytes = path.as_str().as_bytes();
    // Start of the current piece after a "%09" (None before the first),
    // and whether it has had a "/" or "?" so far.
    let mut piece: Option<usize> = None;
    let mut clean = true;
    let mut k = 0;
    while let Some(&b) = bytes.get(k) {
        if b == b'%' {
            if bytes.get(k + 1..k + 3) == Some(b"09") {
                if let (Some(from), true) = (piece, clean) {
                    return split_at(path, from, Some(k));
                }
                piece = Some(k + 3);
                clean = true;
            }
            k += 3;
        } else {
            clean &= b != b'/' && b != b'?';
            k += 1;
        }
    }
    match (piece, clean) {
        (Some(from), true) => split_at(path, from, None),
        _ => (Selector::new(path), None, None),
    }
}

/// The split whose search starts at `from` (just after a `"%09"`) and ends
/// at the `"%09"` at `to`, or at the end when `to` is `None`.
fn split_at(
    path: Span<'_>,
    from: usize,
    to: Option<usize>,
) -> (
    Selector<'_>,
    Option<Search<'_>>,
    Option<GopherPlusString<'_>>,
) {
    let len = path.len();
    let selector = Selector::new(path.slice(0, from.saturating_sub(3)));
    let search = Search::new(path.slice(from, to.unwrap_or(len)));
    let plus = to.map(|t| GopherPlusString::new(path.slice(t + 3, len)));
    (selector, Some(search), plus)
}

leaf! {
    /// The node of `gtype`: one `xchar` (an escape counts as one).
    ///
    /// ```bnf
    /// gtype          = xchar
    /// ```
    Gtype
}

/// ```bnf
/// gtype          = xchar
/// ```
pub fn gtype(i: Input) -> IResult<Gtype> {
    crate::syntax::enter(i, |i| named!("gtype", xchar).map(Gtype::new).parse(i))
}

leaf! {
    /// The node of `selector`, as written (percent-escapes not decoded).
    ///
    /// ```bnf
    /// selector       = *xchar
    /// ```
    Selector
}

/// ```bnf
/// selector       = *xchar
/// ```
///
/// Standalone, this matches every `xchar`; inside `gopherurl` the
/// selector ends where [`split_path`] says.
pub fn selector(i: Input) -> IResult<Selector> {
    crate::syntax::enter(i, |i| {
        named!("selector", |i| class::star(i, &classes::XCHAR))
            .map(Selector::new)
            .parse(i)
    })
}

leaf! {
    /// The node of `gopher+_string`, as written.
    ///
    /// ```bnf
    /// gopher+_string = *xchar
    /// ```
    GopherPlusString
}

/// ```bnf
/// gopher+_string = *xchar
/// ```
pub fn gopher_plus_string(i: Input) -> IResult<GopherPlusString> {
    crate::syntax::enter(i, |i| {
        named!("gopher+_string", |i| class::star(i, &classes::XCHAR))
            .map(GopherPlusString::new)
            .parse(i)
    })
}
