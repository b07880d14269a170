//! [`AnyError`]: one error type for every grammar of the crate, which
//! each grammar's `ParseError` converts into (with `?`), and the error
//! type of a nom parser that mixes the productions of several grammars.

use core::any::Any;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use nom::error::{ContextError, ErrorKind as NomErrorKind, FromExternalError};

use super::compose::Located;
use super::error::{DEPTH, ErrorKind, Follow, Hint, Next, ParseError, Stack, Within};
use super::input::Input;

/// A parse error of any grammar: the grammar, the production expected
/// (by name), the byte offset, the character found, the enclosing
/// productions and the hint, whichever grammar's `ParseError` it was
/// made from.
///
/// Every grammar's `ParseError` converts into it, so one function may
/// use `?` on the parses of several grammars:
///
/// ```
/// use rfc1738::{rfc2396, AnyError, Url};
///
/// fn both(a: &str, b: &str) -> Result<(), AnyError> {
///     Url::parse(a)?;
///     rfc2396::UriReference::parse(b)?;
///     Ok(())
/// }
///
/// let e = both("http://h/", "http://h/a b").unwrap_err();
/// assert_eq!(e.grammar(), Some("rfc2396"));
/// assert_eq!(e.expected(), "segment");
/// assert_eq!(e.offset(), 10);
/// assert_eq!(e.found(), Some(' '));
/// // The message is the grammar's own, one line; `{:#}` adds the hint.
/// let message = rfc2396::UriReference::parse("http://h/a b").unwrap_err().to_string();
/// assert_eq!(e.to_string(), message);
/// ```
///
/// It is also the error type of a nom parser of the caller's that mixes
/// productions of two grammars: [`adapt`](crate::compose::adapt) turns
/// each production's error into it, and it implements nom's
/// `ParseError`, `ContextError` and `FromExternalError` for the crate's
/// [`Input`](crate::Input) (and, with the feature `nom_locate`, for
/// `nom_locate::LocatedSpan<&str>`), so nom's own parsers run beside
/// them. An error of such a parser of the caller's (a `tag` that did
/// not match) names no grammar: [`grammar`](Self::grammar) is `None` and
/// [`expected`](Self::expected) is its `context`, or nom's name of the
/// parser.
#[derive(Clone, Copy)]
pub struct AnyError {
    /// The grammar, or `None` for an error of a parser of the caller's.
    grammar: Option<&'static dyn Erased>,
    offset: usize,
    /// The expected production's index in its grammar's list.
    expected: u8,
    within: [u8; DEPTH],
    len: u8,
    found: Option<char>,
    kind: ErrorKind,
    literal: Option<&'static str>,
    follow: bool,
    after: Option<u8>,
    hint: Option<&'static Hint>,
    context: Option<&'static str>,
    /// nom's kind of the error of a parser of the caller's.
    nom: NomErrorKind,
}

/// A grammar, seen through its production type: what [`AnyError`] needs
/// to name productions and to write the grammar's own message.
trait Erased: Sync {
    fn grammar(&self) -> &'static str;
    fn title(&self) -> &'static str;
    fn name(&self, index: u8) -> &'static str;
    fn message(&self, e: &AnyError, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn next(&self, e: &AnyError, out: &mut dyn FnMut(Next<&'static str>));
}

/// The [`Erased`] view of the grammar whose productions are `P`.
struct Grammar<P>(PhantomData<fn() -> P>);

impl<P: Follow> Grammar<P> {
    fn production(index: u8) -> P {
        P::all()
            .get(usize::from(index))
            .copied()
            .unwrap_or(P::FILLER)
    }

    /// The grammar's own error, made again from the erased one.
    fn rebuild(e: &AnyError) -> ParseError<P> {
        let mut stack = Stack::EMPTY;
        e.within_indices()
            .iter()
            .for_each(|&k| stack.push(Self::production(k)));
        ParseError {
            offset: e.offset,
            expected: Self::production(e.expected),
            within: Within::Stack(stack),
            found: e.found,
            kind: e.kind,
            literal: e.literal,
            follow: e.follow,
            after: e.after.map(Self::production),
            hint: e.hint,
        }
    }
}

impl<P: Follow> Erased for Grammar<P> {
    fn grammar(&self) -> &'static str {
        P::GRAMMAR
    }

    fn title(&self) -> &'static str {
        P::TITLE
    }

    fn name(&self, index: u8) -> &'static str {
        Self::production(index).name()
    }

    fn message(&self, e: &AnyError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(c) = e.context {
            write!(f, "{c}: ")?;
        }
        fmt::Display::fmt(&Self::rebuild(e), f)
    }

    fn next(&self, e: &AnyError, out: &mut dyn FnMut(Next<&'static str>)) {
        Self::rebuild(e).next().for_each(|n| {
            out(match n {
                Next::Production(p) => Next::Production(p.name()),
                Next::Literal(l) => Next::Literal(l),
                Next::End => Next::End,
            })
        });
    }
}

/// A production's index, as [`AnyError`] keeps it (a byte: no grammar
/// has 256 productions; a test holds them to it).
fn index<P: Follow>(p: P) -> u8 {
    u8::try_from(p.index()).unwrap_or(u8::MAX)
}

impl<P: Follow> From<ParseError<P>> for AnyError {
    fn from(e: ParseError<P>) -> Self {
        let mut within = [0; DEPTH];
        let mut len = 0u8;
        for (slot, &p) in within.iter_mut().zip(e.within()) {
            *slot = index(p);
            len += 1;
        }
        AnyError {
            grammar: Some(const { &Grammar::<P>(PhantomData) }),
            offset: e.offset,
            expected: index(e.expected),
            within,
            len,
            found: e.found,
            kind: e.kind,
            literal: e.literal,
            follow: e.follow,
            after: e.after.map(index),
            hint: e.hint(),
            context: None,
            nom: NomErrorKind::Verify,
        }
    }
}

impl AnyError {
    /// The error of a parser of the caller's at byte `offset` of the
    /// whole input, of which `input` is a part that starts at or before it.
    pub(super) fn caller(offset: usize, input: Input<'_>, nom: NomErrorKind) -> Self {
        let rest = input
            .as_str()
            .get(offset.saturating_sub(input.location_offset())..)
            .unwrap_or_default();
        AnyError {
            grammar: None,
            offset,
            expected: 0,
            within: [0; DEPTH],
            len: 0,
            found: rest.chars().next(),
            kind: ErrorKind::Syntax,
            literal: None,
            follow: false,
            after: None,
            hint: None,
            context: None,
            nom,
        }
    }

    /// The same error with the caller's `context`.
    pub(super) fn with_context(mut self, context: Option<&'static str>) -> Self {
        self.context = context;
        self
    }

    fn within_indices(&self) -> &[u8] {
        self.within.get(..usize::from(self.len)).unwrap_or_default()
    }

    /// The grammar's short name (`"rfc1738"`, `"rfc1630"`, `"rfc2396"`),
    /// or `None` for the error of a parser of the caller's.
    pub fn grammar(&self) -> Option<&'static str> {
        self.grammar.map(|g| g.grammar())
    }

    /// The grammar's title for people (`"RFC 2396"`), or `None`.
    pub fn grammar_title(&self) -> Option<&'static str> {
        self.grammar.map(|g| g.title())
    }

    /// The name of the production that could not continue, as the BNF
    /// spells it (`"segment"`, `"gopher+_string"`). For the error of a
    /// parser of the caller's: its `context`, else nom's name of the
    /// parser (`"Tag"`).
    pub fn expected(&self) -> &str {
        match (self.production(), self.context) {
            (Some(name), _) | (None, Some(name)) => name,
            (None, None) => self.nom.description(),
        }
    }

    /// The name of the production that could not continue, for a
    /// grammar's error.
    pub fn production(&self) -> Option<&'static str> {
        self.grammar.map(|g| g.name(self.expected))
    }

    /// The byte offset where matching stopped, counted from the start of
    /// the whole input.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The character at [`offset`](Self::offset); `None` at the end of
    /// the input.
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// The names of the enclosing productions, innermost first.
    pub fn within(&self) -> impl ExactSizeIterator<Item = &'static str> + '_ {
        let g = self.grammar;
        self.within_indices()
            .iter()
            .map(move |&k| g.map_or("", |g| g.name(k)))
    }

    /// What may come at [`offset`](Self::offset), when the error says
    /// that rather than naming a production (the grammar's
    /// `ParseError::next`, productions by name).
    pub fn next(&self) -> Vec<Next<&'static str>> {
        let mut out = Vec::new();
        if let Some(g) = self.grammar {
            g.next(self, &mut |n| out.push(n));
        }
        out
    }

    /// Whether the input failed the grammar or its length limit.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The grammar's note on what the failure most likely is, with its
    /// RFC section, if it recognizes it.
    pub fn hint(&self) -> Option<&'static Hint> {
        self.hint
    }

    /// The stable id of the [`hint`](Self::hint) (`"unsafe-tilde"`), what
    /// a program keys on.
    pub fn hint_id(&self) -> Option<&'static str> {
        self.hint.map(|h| h.id)
    }

    /// The innermost `context` of a parser of the caller's around the
    /// failure, if any.
    pub fn context(&self) -> Option<&'static str> {
        self.context
    }

    /// nom's kind of the error of a parser of the caller's (`None` for a
    /// grammar's error).
    pub fn nom_kind(&self) -> Option<NomErrorKind> {
        match self.grammar {
            Some(_) => None,
            None => Some(self.nom),
        }
    }

    /// The fields that say what the error is, for `Eq` and `Hash`.
    fn key(&self) -> Key<'_> {
        Key {
            grammar: self.grammar(),
            offset: self.offset,
            expected: self.expected,
            within: self.within_indices(),
            found: self.found,
            kind: self.kind,
            literal: self.literal,
            follow: self.follow,
            after: self.after,
            hint: self.hint,
            context: self.context,
            nom: self.nom_kind(),
        }
    }
}

/// What makes two [`AnyError`]s equal: every field a reader sees, and
/// nothing of how the grammar is held.
#[derive(PartialEq, Eq, Hash)]
struct Key<'a> {
    grammar: Option<&'static str>,
    offset: usize,
    expected: u8,
    within: &'a [u8],
    found: Option<char>,
    kind: ErrorKind,
    literal: Option<&'static str>,
    follow: bool,
    after: Option<u8>,
    hint: Option<&'static Hint>,
    context: Option<&'static str>,
    nom: Option<NomErrorKind>,
}

impl PartialEq for AnyError {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for AnyError {}

impl Hash for AnyError {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl fmt::Display for AnyError {
    /// The grammar's one-line message (`expected segment at byte 10,
    /// found ' ' (within path_segments, ...)`); the alternate form
    /// (`{:#}`) adds the hint after a semicolon.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.grammar {
            Some(g) => g.message(self, f)?,
            None => {
                if let Some(c) = self.context {
                    write!(f, "{c}: ")?;
                }
                write!(
                    f,
                    "expected {} at byte {}, found ",
                    self.nom.description(),
                    self.offset
                )?;
                match self.found {
                    Some(c) => write!(f, "{c:?}")?,
                    None => f.write_str("end of input")?,
                }
            }
        }
        if let (true, Some(h)) = (f.alternate(), self.hint) {
            write!(f, "; hint: {h}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for AnyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnyError")
            .field("grammar", &self.grammar())
            .field("offset", &self.offset)
            .field("expected", &self.expected())
            .field("within", &self.within().collect::<Vec<_>>())
            .field("found", &self.found)
            .field("hint", &self.hint)
            .field("context", &self.context)
            .finish()
    }
}

impl std::error::Error for AnyError {}

impl<'a, I: Located<'a>> nom::error::ParseError<I> for AnyError {
    fn from_error_kind(input: I, kind: NomErrorKind) -> Self {
        AnyError::caller(
            input.location(),
            Input::new_at(input.text(), input.location()),
            kind,
        )
    }

    fn append(_input: I, _kind: NomErrorKind, other: Self) -> Self {
        other
    }

    /// Keeps the error that got further; on a tie, the later one.
    fn or(self, other: Self) -> Self {
        match self.offset > other.offset {
            true => self,
            false => other,
        }
    }
}

impl<'a, I: Located<'a>> ContextError<I> for AnyError {
    /// Keeps the innermost context of the caller's parsers. A context
    /// that only names the production the error already names (as
    /// [`adapt`](crate::compose::adapt) adds for error types that keep
    /// contexts only) is not kept again.
    fn add_context(_input: I, ctx: &'static str, mut other: Self) -> Self {
        let names_itself = other.production() == Some(ctx);
        if other.context.is_none() && !names_itself {
            other.context = Some(ctx);
        }
        other
    }
}

impl<'a, I: Located<'a>, X: Any> FromExternalError<I, X> for AnyError {
    /// An [`AnyError`] itself (what [`adapt`](crate::compose::adapt)
    /// passes), else an error at the input's offset (nom's `map_res`;
    /// the external error is not kept).
    fn from_external_error(input: I, kind: NomErrorKind, e: X) -> Self {
        match (&e as &dyn Any).downcast_ref::<AnyError>() {
            Some(any) => *any,
            None => AnyError::caller(
                input.location(),
                Input::new_at(input.text(), input.location()),
                kind,
            ),
        }
    }
}
