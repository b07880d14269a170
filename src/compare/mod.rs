//! One input under every grammar of the crate: [`compare`] reads it as
//! an RFC 1738 URL, an RFC 1630 URL, an RFC 2396 URI reference, an RFC
//! 3986 URI reference and an RFC 3987 IRI reference, and
//! reports the verdict of each (the production matched, or the error),
//! the generic [`Components`] of each grammar that accepts it, side by
//! side, and the [`Difference`]s between the grammars, each with the
//! byte range it is about, what each grammar makes of it and the
//! sections that say so.
//!
//! ```
//! use rfc1738::compare::{compare, GrammarId, Kind};
//!
//! let report = compare("http://h.example/~joe/");
//! assert!(!report.verdict(GrammarId::Rfc1738).is_valid());  // `~` is unsafe (§2.2)
//! assert!(report.verdict(GrammarId::Rfc2396).is_valid());   // `~` is a `mark` (§2.3)
//! let tilde = report.differences().iter().find(|d| d.kind == Kind::Character('~')).unwrap();
//! assert_eq!(tilde.span.range(), 17..18);
//! assert_eq!(tilde.reading(GrammarId::Rfc1738).section, "RFC 1738 §2.2");
//! assert_eq!(tilde.reading(GrammarId::Rfc2396).section, "RFC 2396 §2.3");
//! ```
//!
//! Each grammar reads the input with its default options (RFC 1738, RFC
//! 2396 and RFC 3986 compare scheme names ignoring case, RFC 1630 reads
//! them as its BNF spells them; RFC 3986 without RFC 6874's zone
//! identifiers, as RFC 3987, which has none). The grammars' parse functions allocate nothing;
//! `compare` does: its report holds a `Vec` of differences and the
//! readings' words. Decisions (which differences, detected how, with
//! which sections): the comparison's grammar note.

use core::fmt;

use crate::rfc1630;
use crate::rfc2396::{self, UriReference};
use crate::rfc3986;
use crate::rfc3987;
use crate::syntax::{Component, Components, Follow, Hint, ParseError, Production, Span};
use crate::{Production as Production1738, Url};

mod differences;
mod grammars;

pub use differences::{Category, Difference, Kind, Kinds, Reading};

/// A grammar of the crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GrammarId {
    /// RFC 1738 (December 1994): [`crate::Url`].
    Rfc1738,
    /// RFC 1630 (June 1994): [`crate::rfc1630::Url`].
    Rfc1630,
    /// RFC 2396 with RFC 2732 (1998-1999): [`crate::rfc2396::UriReference`].
    Rfc2396,
    /// RFC 3986 (2005, STD 66): [`crate::rfc3986::UriReference`].
    Rfc3986,
    /// RFC 3987 (2005), IRIs: [`crate::rfc3987::IriReference`].
    Rfc3987,
}

impl GrammarId {
    /// Every grammar, oldest rule first (the order of a report).
    pub const ALL: [GrammarId; 5] = [
        GrammarId::Rfc1738,
        GrammarId::Rfc1630,
        GrammarId::Rfc2396,
        GrammarId::Rfc3986,
        GrammarId::Rfc3987,
    ];

    /// The grammar's short name, as the command-line tool's `--grammar`
    /// spells it: `"rfc1738"`.
    pub const fn name(self) -> &'static str {
        match self {
            GrammarId::Rfc1738 => <Production1738 as Production>::GRAMMAR,
            GrammarId::Rfc1630 => <rfc1630::Production as Production>::GRAMMAR,
            GrammarId::Rfc2396 => <rfc2396::Production as Production>::GRAMMAR,
            GrammarId::Rfc3986 => <rfc3986::Production as Production>::GRAMMAR,
            GrammarId::Rfc3987 => <rfc3987::Production as Production>::GRAMMAR,
        }
    }

    /// The grammar's title for people: `"RFC 1738"`.
    pub const fn title(self) -> &'static str {
        match self {
            GrammarId::Rfc1738 => <Production1738 as Production>::TITLE,
            GrammarId::Rfc1630 => <rfc1630::Production as Production>::TITLE,
            GrammarId::Rfc2396 => <rfc2396::Production as Production>::TITLE,
            GrammarId::Rfc3986 => <rfc3986::Production as Production>::TITLE,
            GrammarId::Rfc3987 => <rfc3987::Production as Production>::TITLE,
        }
    }

    /// The position of the grammar in [`GrammarId::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The components the grammar has, in the order of [`Component`]:
    /// RFC 2396's, RFC 3986's and RFC 3987's `authority` and `userinfo`
    /// are parts of their own, the older grammars' login a `user` and a
    /// `password`.
    pub const fn components(self) -> &'static [Component] {
        match self {
            GrammarId::Rfc2396 | GrammarId::Rfc3986 | GrammarId::Rfc3987 => &[
                Component::Scheme,
                Component::Authority,
                Component::Userinfo,
                Component::Host,
                Component::Port,
                Component::Path,
                Component::Query,
                Component::Fragment,
            ],
            GrammarId::Rfc1738 | GrammarId::Rfc1630 => &[
                Component::Scheme,
                Component::User,
                Component::Password,
                Component::Host,
                Component::Port,
                Component::Path,
                Component::Query,
                Component::Fragment,
            ],
        }
    }
}

/// What one grammar makes of the input: the production it matched and
/// its components, or why it is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<'a> {
    /// The input is a URL of the grammar.
    Valid {
        /// The production that names what it is (RFC 1738: `httpurl`,
        /// ..., `genericurl`; RFC 1630: `httpaddress`, ...,
        /// `prefixedurl`; RFC 2396: `absoluteURI`, `relativeURI`,
        /// `URI-reference`; RFC 3986: `URI`, `relative-ref`; RFC 3987:
        /// `IRI`, `irelative-ref`).
        production: &'static str,
        /// Its generic parts, as written.
        components: Components<'a>,
    },
    /// The input is no URL of the grammar.
    Invalid(Rejection),
}

impl<'a> Verdict<'a> {
    /// Whether the grammar accepts the input.
    pub fn is_valid(&self) -> bool {
        matches!(self, Verdict::Valid { .. })
    }

    /// The production matched, if the input is valid.
    pub fn production(&self) -> Option<&'static str> {
        match self {
            Verdict::Valid { production, .. } => Some(production),
            Verdict::Invalid(_) => None,
        }
    }

    /// The components, if the input is valid.
    pub fn components(&self) -> Option<Components<'a>> {
        match self {
            Verdict::Valid { components, .. } => Some(*components),
            Verdict::Invalid(_) => None,
        }
    }

    /// Why the input is invalid, if it is.
    pub fn rejection(&self) -> Option<&Rejection> {
        match self {
            Verdict::Valid { .. } => None,
            Verdict::Invalid(r) => Some(r),
        }
    }
}

/// A grammar's [`ParseError`], with production names instead of the
/// grammar's production type, so that the five can be set side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// The innermost production that could not go on
    /// ([`ParseError::expected`]).
    pub expected: &'static str,
    /// The productions around it, innermost first.
    pub within: Vec<&'static str>,
    /// The byte offset where matching stopped.
    pub offset: usize,
    /// The character there; `None` at the end of the input.
    pub found: Option<char>,
    /// What the failure most likely is, with its section.
    pub hint: Option<&'static Hint>,
    /// The error's one-line message.
    pub message: String,
}

impl<P: Follow> From<&ParseError<P>> for Rejection {
    fn from(e: &ParseError<P>) -> Self {
        Rejection {
            expected: e.expected().name(),
            within: e.within().iter().map(|p| p.name()).collect(),
            offset: e.offset(),
            found: e.found(),
            hint: e.hint(),
            message: e.to_string(),
        }
    }
}

/// One input under every grammar: the typed result of each, and the
/// differences between them ([`compare`]).
#[derive(Clone, Debug)]
pub struct Report<'a> {
    input: &'a str,
    rfc1738: Result<Url<'a>, ParseError<Production1738>>,
    rfc1630: Result<rfc1630::Url<'a>, ParseError<rfc1630::Production>>,
    rfc2396: Result<UriReference<'a>, ParseError<rfc2396::Production>>,
    rfc3986: Result<rfc3986::UriReference<'a>, ParseError<rfc3986::Production>>,
    rfc3987: Result<rfc3987::IriReference<'a>, ParseError<rfc3987::Production>>,
    differences: Vec<Difference<'a>>,
}

/// Reads `input` under every grammar of the crate and reports the
/// verdicts, the components and the differences (see the
/// [module](self)). Allocates: the report holds the differences in a
/// `Vec` and some of their words in `String`s; the five parses it runs
/// allocate nothing.
pub fn compare(input: &str) -> Report<'_> {
    let mut report = Report::read(input);
    report.differences = differences::find(&report);
    report
}

/// What a corpus summary counts of one input ([`survey`]): whether each
/// grammar accepts it, and the kinds of difference between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Survey {
    valid: [bool; GrammarId::ALL.len()],
    kinds: Kinds,
}

impl Survey {
    /// Whether `grammar` accepts the input.
    pub fn is_valid(&self, grammar: GrammarId) -> bool {
        self.valid.get(grammar.index()).copied().unwrap_or(false)
    }

    /// The kinds of the [`Report::differences`] of the input, each once.
    pub fn kinds(&self) -> Kinds {
        self.kinds
    }
}

/// What [`compare`] says of `input` in brief: whether each grammar
/// accepts it, and the set of the kinds of its differences (the kinds
/// of `compare(input).differences()`, found by the same code), without
/// the readings. Allocates nothing: for counting a corpus.
pub fn survey(input: &str) -> Survey {
    let report = Report::read(input);
    let mut kinds = Kinds::default();
    differences::find_into(&report, &mut kinds);
    Survey {
        valid: GrammarId::ALL.map(|g| report.is_valid(g)),
        kinds,
    }
}

impl<'a> Report<'a> {
    /// The input read by every grammar, without its differences.
    fn read(input: &'a str) -> Self {
        Report {
            input,
            rfc1738: Url::parse(input),
            rfc1630: rfc1630::Url::parse(input),
            rfc2396: UriReference::parse(input),
            rfc3986: rfc3986::UriReference::parse(input),
            rfc3987: rfc3987::IriReference::parse(input),
            differences: Vec::new(),
        }
    }

    /// The input, as given.
    pub fn input(&self) -> &'a str {
        self.input
    }

    /// The RFC 1738 reading.
    pub fn rfc1738(&self) -> &Result<Url<'a>, ParseError<Production1738>> {
        &self.rfc1738
    }

    /// The RFC 1630 reading.
    pub fn rfc1630(&self) -> &Result<rfc1630::Url<'a>, ParseError<rfc1630::Production>> {
        &self.rfc1630
    }

    /// The RFC 2396 reading.
    pub fn rfc2396(&self) -> &Result<UriReference<'a>, ParseError<rfc2396::Production>> {
        &self.rfc2396
    }

    /// The RFC 3986 reading.
    pub fn rfc3986(&self) -> &Result<rfc3986::UriReference<'a>, ParseError<rfc3986::Production>> {
        &self.rfc3986
    }

    /// The RFC 3987 reading.
    pub fn rfc3987(&self) -> &Result<rfc3987::IriReference<'a>, ParseError<rfc3987::Production>> {
        &self.rfc3987
    }

    /// The verdict of `grammar`.
    pub fn verdict(&self, grammar: GrammarId) -> Verdict<'a> {
        match grammar {
            GrammarId::Rfc1738 => verdict(&self.rfc1738, |u| (u.production(), u.components())),
            GrammarId::Rfc1630 => verdict(&self.rfc1630, |u| (u.production(), u.components())),
            GrammarId::Rfc2396 => verdict(&self.rfc2396, |u| (u.production(), u.components())),
            GrammarId::Rfc3986 => verdict(&self.rfc3986, |u| (u.production(), u.components())),
            GrammarId::Rfc3987 => verdict(&self.rfc3987, |u| (u.production(), u.components())),
        }
    }

    /// The verdicts of every grammar, in the order of [`GrammarId::ALL`].
    pub fn verdicts(&self) -> [Verdict<'a>; GrammarId::ALL.len()] {
        GrammarId::ALL.map(|g| self.verdict(g))
    }

    /// The components of `grammar`, if it accepts the input.
    pub fn components(&self, grammar: GrammarId) -> Option<Components<'a>> {
        match grammar {
            GrammarId::Rfc1738 => self.rfc1738.as_ref().ok().map(|u| u.components()),
            GrammarId::Rfc1630 => self.rfc1630.as_ref().ok().map(|u| u.components()),
            GrammarId::Rfc2396 => self.rfc2396.as_ref().ok().map(|u| u.components()),
            GrammarId::Rfc3986 => self.rfc3986.as_ref().ok().map(|u| u.components()),
            GrammarId::Rfc3987 => self.rfc3987.as_ref().ok().map(|u| u.components()),
        }
    }

    /// Whether `grammar` accepts the input.
    pub fn is_valid(&self, grammar: GrammarId) -> bool {
        match grammar {
            GrammarId::Rfc1738 => self.rfc1738.is_ok(),
            GrammarId::Rfc1630 => self.rfc1630.is_ok(),
            GrammarId::Rfc2396 => self.rfc2396.is_ok(),
            GrammarId::Rfc3986 => self.rfc3986.is_ok(),
            GrammarId::Rfc3987 => self.rfc3987.is_ok(),
        }
    }

    /// The differences between the grammars, in the order of the input
    /// (then by kind).
    pub fn differences(&self) -> &[Difference<'a>] {
        &self.differences
    }

    /// The span of the input from byte `from` to byte `to`.
    pub(crate) fn span(&self, from: usize, to: usize) -> Span<'a> {
        Span::new(self.input.get(from..to).unwrap_or_default(), from)
    }
}

/// The verdict of one grammar's result.
fn verdict<'a, T, P: Follow>(
    result: &Result<T, ParseError<P>>,
    valid: impl Fn(&T) -> (P, Components<'a>),
) -> Verdict<'a> {
    match result {
        Ok(u) => {
            let (p, components) = valid(u);
            Verdict::Valid {
                production: p.name(),
                components,
            }
        }
        Err(e) => Verdict::Invalid(Rejection::from(e)),
    }
}

impl fmt::Display for Report<'_> {
    /// The table of the command-line tool's `compat` for the five
    /// grammars: the input; the verdicts and the components side by side
    /// (`-` for a part the grammar has and the URL has not, blank for one
    /// the grammar does not have); the errors with their hints; the
    /// differences, each with every grammar's reading and section.
    ///
    /// ```
    /// let report = rfc1738::compare("http://h/a?q");
    /// let table = report.to_string();
    /// assert!(table.starts_with("\
    /// http://h/a?q
    ///              RFC 1738  RFC 1630     RFC 2396     RFC 3986  RFC 3987
    ///   verdict    httpurl   httpaddress  absoluteURI  URI       IRI
    ///   scheme     \"http\"    \"http\"       \"http\"       \"http\"    \"http\"
    ///   authority                         \"h\"          \"h\"       \"h\"
    /// "));
    /// assert!(table.contains("  path       \"a\"       \"a\"          \"/a\"         \"/a\"      \"/a\"\n"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verdicts = self.verdicts();
        let mut rows: Vec<(&str, [String; GrammarId::ALL.len()])> = Vec::new();
        rows.push((
            "verdict",
            verdicts
                .each_ref()
                .map(|v| v.production().unwrap_or("invalid").to_owned()),
        ));
        for part in Component::ALL {
            let mut k = 0;
            let cells = verdicts.each_ref().map(|v| {
                let g = GrammarId::ALL.get(k).copied().unwrap_or(GrammarId::Rfc1738);
                k += 1;
                match v.components() {
                    Some(c) if g.components().contains(&part) => match c.get(part) {
                        Some(s) => format!("{:?}", s.as_str()),
                        None => "-".to_owned(),
                    },
                    _ => String::new(),
                }
            });
            if cells.iter().any(|c| !c.is_empty() && c != "-") {
                rows.push((part.name(), cells));
            }
        }
        let label = rows.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
        let mut widths = GrammarId::ALL.map(|g| g.title().len());
        for (_, cells) in &rows {
            for (w, c) in widths.iter_mut().zip(cells) {
                *w = (*w).max(c.chars().count());
            }
        }
        writeln!(f, "{}", self.input)?;
        let mut line = format!("  {:label$}", "");
        for (g, w) in GrammarId::ALL.iter().zip(widths) {
            line.push_str(&format!("  {:w$}", g.title()));
        }
        writeln!(f, "{}", line.trim_end())?;
        for (name, cells) in &rows {
            let mut line = format!("  {name:label$}");
            for (c, w) in cells.iter().zip(widths) {
                line.push_str(&format!("  {c:w$}"));
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        let rejections: Vec<(GrammarId, &Rejection)> = GrammarId::ALL
            .iter()
            .zip(&verdicts)
            .filter_map(|(&g, v)| v.rejection().map(|r| (g, r)))
            .collect();
        if !rejections.is_empty() {
            writeln!(f, "errors:")?;
            for (g, r) in rejections {
                writeln!(f, "  {}: {}", g.title(), r.message)?;
                if let Some(h) = r.hint {
                    writeln!(f, "    hint: {h}")?;
                }
            }
        }
        if self.differences.is_empty() {
            return writeln!(f, "differences: none");
        }
        writeln!(f, "differences:")?;
        for d in &self.differences {
            writeln!(
                f,
                "  {}..{} {:?}: {}",
                d.span.start(),
                d.span.end(),
                d.span.as_str(),
                d.kind
            )?;
            for (g, r) in GrammarId::ALL.iter().zip(&d.readings) {
                writeln!(f, "    {}: {r}", g.title())?;
            }
        }
        Ok(())
    }
}
