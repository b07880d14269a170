//! The macros of every grammar's modules: `named!`, which wraps a
//! combinator in its production (the error vocabulary and the grep
//! anchor), `leaf!`, the node type of a production whose tree is just
//! its text, and `text!`, which gives a node `Display` and `AsRef<str>`.

use nom::{Mode, OutputMode, PResult, Parser};

use super::error::Error;
use super::input::Input;
use super::production::Production;

/// A parser whose errors are wrapped in production `P` (made by
/// `named!`): nom's `context`, without looking a name up at run time.
pub(crate) struct Named<F, P> {
    production: P,
    parser: F,
}

impl<F, P> Named<F, P> {
    pub(crate) const fn new(production: P, parser: F) -> Self {
        Named { production, parser }
    }
}

impl<'a, F, P> Parser<Input<'a>> for Named<F, P>
where
    P: Production,
    F: Parser<Input<'a>, Error = Error<P>>,
{
    type Output = F::Output;
    type Error = Error<P>;

    #[inline(always)]
    fn process<OM: OutputMode>(
        &mut self,
        input: Input<'a>,
    ) -> PResult<OM, Input<'a>, Self::Output, Self::Error> {
        let p = self.production;
        match self.parser.process::<OM>(input) {
            Err(nom::Err::Error(e)) => Err(nom::Err::Error(OM::Error::map(e, |e| e.within(p)))),
            Err(nom::Err::Failure(e)) => Err(nom::Err::Failure(e.within(p))),
            x => x,
        }
    }
}

/// `named!("hostname", parser)`: `parser`, its errors wrapped in the
/// production of that exact BNF name, found at compile time in the
/// calling grammar's `Production` (`super::Production`: call it in a
/// module directly inside the grammar's folder). A name that is no
/// production fails the build.
macro_rules! named {
    ($name:literal, $parser:expr $(,)?) => {
        $crate::syntax::macros::Named::new(const { super::Production::must($name) }, $parser)
    };
}

/// Declares the node type of a leaf production: a span, named after the
/// production. (Its conversion into the grammar's generic `Node` is the
/// grammar's `node.rs`'s, so that no production module depends on it.)
macro_rules! leaf {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name<'a> {
            span: $crate::syntax::Span<'a>,
        }

        impl<'a> $name<'a> {
            #[allow(dead_code)]
            pub(crate) const fn new(span: $crate::syntax::Span<'a>) -> Self {
                $name { span }
            }

            /// The matched text and its byte range in the input.
            pub const fn span(&self) -> $crate::syntax::Span<'a> {
                self.span
            }

            /// The matched text, exactly as written in the input.
            pub const fn as_str(&self) -> &'a str {
                self.span.as_str()
            }
        }

        $crate::syntax::macros::text!($name);
    };
}

/// `text!(Hostport, Login, ...)`: `Display` (the text as written, padded
/// like a `str` when a width is given) and `AsRef<str>` for node types
/// with a lifetime `'a` and a `span()` method. Every node with text gets
/// them: `leaf!` calls it, and each grammar calls it once for its other
/// nodes.
macro_rules! text {
    ($($name:ident),* $(,)?) => {$(
        impl ::core::fmt::Display for $name<'_> {
            /// Writes the text as written in the input.
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(self.span().as_str())
            }
        }

        impl ::core::convert::AsRef<str> for $name<'_> {
            /// The text as written in the input.
            fn as_ref(&self) -> &str {
                self.span().as_str()
            }
        }
    )*};
}

pub(crate) use {leaf, named, text};
