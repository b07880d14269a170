//! The grammar-free layer: what every grammar of the crate shares, and
//! names none of them.
//!
//! - [`Span`] and [`Input`]: byte spans into the input, and the input of
//!   every combinator (the text still to parse and its offset);
//! - [`Error`], [`ParseError`], [`ErrorKind`], [`trailing_error`]: the
//!   errors, generic over a grammar's production type;
//! - [`Production`]: what a grammar's productions are (the `productions!`
//!   macro makes a grammar's enum from one table);
//! - [`Tree`]: the generic view of a parse tree, and its printer;
//! - the class-table builder and the scanning kernels (crate-private),
//!   percent-decoding, and the `named!` and `leaf!` macros;
//! - [`Effective`] and [`OutOfRange`], for the meaning layers;
//! - [`Components`]: the generic parts of a URL, as written, that every
//!   grammar's URL type gives (`components()`).
//!
//! Each grammar is a module beside this one ([`rfc1738`](crate::rfc1738),
//! [`rfc1630`](crate::rfc1630), [`rfc2396`](crate::rfc2396)) holding its
//! productions, classes, URL type and meaning, built on these pieces.

mod abridged;
mod any;
pub(crate) mod class;
mod components;
pub mod compose;
#[cfg(feature = "generate")]
pub mod describe;
pub mod error;
#[cfg(feature = "generate")]
pub mod generate;
#[cfg(test)]
pub(crate) mod held;
mod input;
pub(crate) mod macros;
#[cfg(test)]
pub(crate) mod outside;
pub(crate) mod pct;
pub mod production;
mod span;
/// The corpus lookup of the test binaries (the shared corpus, else the
/// committed sample), for the unit tests that run
/// over the corpus.
#[cfg(test)]
#[path = "../../tests/common/corpus.rs"]
pub(crate) mod test_corpus;
pub mod tree;
pub(crate) mod value;

pub(crate) use abridged::Abridged;
pub use any::AnyError;
pub use components::{Component, Components};
#[cfg(feature = "generate")]
#[doc(inline)]
pub use describe::{Alternative, Coverage, CoverageRow, Described, Description, Rule};
#[doc(inline)]
pub use error::{
    Error, ErrorKind, Follow, Hint, Next, NextIter, ParseError, Productions, trailing_error,
};
#[cfg(feature = "generate")]
#[doc(inline)]
pub use generate::{Generated, Generation, Mutation, NearMiss, NearMisses, generate, near_misses};
pub use input::Input;
pub(crate) use input::enter;
#[doc(inline)]
pub use production::Production;
pub use span::Span;
pub(crate) use span::SplitSpan;
#[doc(inline)]
pub use tree::{Children, Grammar, Tree};
pub use value::{Effective, OutOfRange, Source};

/// The result of every combinator of a grammar whose productions are `P`:
/// the rest of the input and the node, or the cheap nom-side [`Error`].
pub type IResult<'a, T, P> = nom::IResult<Input<'a>, T, Error<P>>;
