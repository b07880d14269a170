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
/// grammar's `node` module's, so that no production module depends on it.)
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

/// The traits of a grammar's owned URL type (`rfc1738::UrlBuf` and the
/// like): a struct with one field `text: String`, made only from a text
/// that `$check` (the grammar's `parse`, with its default options)
/// accepts, and an inherent `parse(&str)`. Written once here because
/// every grammar's owned form is the same text with the same traits:
/// `FromStr`, `TryFrom<String>` (keeps the string) and `TryFrom<&str>`,
/// `From<Self> for String`, `AsRef<str>`, `Borrow<str>`, `Display` (the
/// text, padded like a `str`), `Debug` (`Name("text")`), and `Eq`, `Ord`
/// and `Hash` of the text (so that `Borrow<str>` holds); with the `serde`
/// feature, `Serialize` as the text and `Deserialize` only from a text
/// `$check` accepts, the error carrying the parse error's message
/// (`$what` names what is expected).
macro_rules! owned_text {
    ($buf:ident, $err:ty, $check:path, $what:literal) => {
        impl ::core::str::FromStr for $buf {
            type Err = $err;

            #[doc = concat!("[`", stringify!($buf), "::parse`].")]
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $buf::parse(s)
            }
        }

        impl TryFrom<String> for $buf {
            type Error = $err;

            /// Parses the string and keeps it (no copy). On an error the
            /// string is dropped: keep a clone, or parse a `&str`, to
            /// report it.
            fn try_from(text: String) -> Result<Self, Self::Error> {
                let checked = $check(&text).map(|_| ());
                checked.map(|()| $buf { text })
            }
        }

        impl TryFrom<&str> for $buf {
            type Error = $err;

            #[doc = concat!("[`", stringify!($buf), "::parse`].")]
            fn try_from(text: &str) -> Result<Self, Self::Error> {
                $buf::parse(text)
            }
        }

        impl From<$buf> for String {
            /// The text.
            fn from(url: $buf) -> Self {
                url.text
            }
        }

        impl AsRef<str> for $buf {
            /// The text.
            fn as_ref(&self) -> &str {
                &self.text
            }
        }

        impl ::core::borrow::Borrow<str> for $buf {
            /// The text: `Eq`, `Ord` and `Hash` are the text's.
            fn borrow(&self) -> &str {
                &self.text
            }
        }

        impl ::core::fmt::Display for $buf {
            /// Writes the text, unchanged (padded like a `str` when a
            /// width is given).
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(&self.text)
            }
        }

        impl ::core::fmt::Debug for $buf {
            /// `Name("text")`; the parsed form's `Debug` shows the tree.
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_tuple(stringify!($buf)).field(&self.text).finish()
            }
        }

        impl PartialEq for $buf {
            fn eq(&self, other: &Self) -> bool {
                self.text == other.text
            }
        }

        impl Eq for $buf {}

        impl PartialEq<str> for $buf {
            fn eq(&self, other: &str) -> bool {
                self.text == other
            }
        }

        impl PartialEq<&str> for $buf {
            fn eq(&self, other: &&str) -> bool {
                self.text == *other
            }
        }

        impl PartialOrd for $buf {
            fn partial_cmp(&self, other: &Self) -> Option<::core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl Ord for $buf {
            /// The texts' order, byte by byte.
            fn cmp(&self, other: &Self) -> ::core::cmp::Ordering {
                self.text.cmp(&other.text)
            }
        }

        impl ::core::hash::Hash for $buf {
            /// The text's hash, as `str` hashes it (for `Borrow<str>`).
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                self.text.as_str().hash(state)
            }
        }

        #[cfg(feature = "serde")]
        impl serde::Serialize for $buf {
            /// The text, as a string.
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.text)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $buf {
            /// A string the grammar accepts; any other is an error with the
            /// parse error's message.
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct Text;

                impl serde::de::Visitor<'_> for Text {
                    type Value = $buf;

                    fn expecting(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                        f.write_str($what)
                    }

                    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<$buf, E> {
                        $buf::parse(v).map_err(E::custom)
                    }

                    fn visit_string<E: serde::de::Error>(self, v: String) -> Result<$buf, E> {
                        $buf::try_from(v).map_err(E::custom)
                    }
                }

                deserializer.deserialize_string(Text)
            }
        }
    };
}

/// A set of productions as one bit each (`1 << p as u32`), made at
/// compile time: `production_set![P::Hostport, P::Path]`. A production
/// past the 128th is a build error (the shift overflows in a constant).
/// Ask it with [`in_production_set`](super::production::in_production_set).
macro_rules! production_set {
    ($($p:expr),* $(,)?) => {
        0u128 $(| (1u128 << ($p as u32)))*
    };
}

/// Declares a grammar's hints, one `static` [`Hint`](super::Hint) each
/// so that code and tests name them: `NAME = ("id", "text", "section");`.
macro_rules! hints {
    ($($name:ident = ($id:literal, $text:literal, $section:literal);)*) => {
        $(
            #[doc = concat!("`", $id, "`: ", $text, " (", $section, ")")]
            pub(crate) static $name: $crate::syntax::Hint =
                $crate::syntax::Hint { id: $id, text: $text, section: $section };
        )*
        /// Every hint the grammar's errors may carry, each with its id,
        /// text and section (docs/json.md lists them).
        pub static HINTS: &[&$crate::syntax::Hint] = &[$(&$name),*];
    };
}

pub(crate) use {hints, leaf, named, owned_text, production_set, text};
