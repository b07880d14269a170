//! What a grammar's productions are, as data: the [`Production`] trait,
//! and the `productions!` macro that makes a grammar's enum from one table
//! of rows (variant, function, name, section, note, BNF).

use core::fmt;
use core::hash::Hash;

/// One production of a grammar: what every grammar's `Production` enum
/// is, so that errors, trees, the tools and the tests can be written once.
///
/// Each grammar's enum also has these as inherent methods (so
/// `rfc1738::Production::Hostname.name()` needs no import).
pub trait Production: Copy + Eq + Ord + Hash + fmt::Debug + fmt::Display + 'static {
    /// The grammar's short identifier: `"rfc1738"`. It names the
    /// grammar's module (`rfc1738::rfc2396` for `"rfc2396"`), its notes,
    /// tests and snapshots in the repository, and the command-line tool's
    /// `--grammar`.
    const GRAMMAR: &'static str;
    /// The grammar's title for people: `"RFC 1738"`.
    const TITLE: &'static str;
    /// Any production: a filler for fixed-size stacks, never reported.
    const FILLER: Self;

    /// The production's name exactly as the BNF spells it:
    /// `"gopher+_string"`, `"ip-schemepart"`.
    fn name(self) -> &'static str;
    /// The production's BNF line(s), verbatim from the RFC.
    fn bnf(self) -> &'static str;
    /// The RFC section whose prose describes the production (`"3.2"`).
    fn section(self) -> &'static str;
    /// The stem of the module that holds the combinator, which is also
    /// the stem of its grammar note and test module (`"ip"`).
    fn note(self) -> &'static str;
    /// The combinator's name: the BNF name with `-` as `_` and `+` as
    /// `_plus` (`"gopher_plus_string"`).
    fn fn_name(self) -> &'static str;
    /// The production's position in [`all`](Production::all).
    fn index(self) -> usize;
    /// Every production, in the RFC's order.
    fn all() -> &'static [Self];
    /// The production with this exact BNF name, if any.
    fn from_name(name: &str) -> Option<Self>;
}

/// Whether two strings are equal, at compile time (for `from_name_const`).
#[doc(hidden)]
pub const fn const_str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut k = 0;
    while k < a.len() {
        // `k < a.len() == b.len()`; compile time only.
        #[allow(clippy::indexing_slicing)]
        if a[k] != b[k] {
            return false;
        }
        k += 1;
    }
    true
}

/// Makes a grammar's `Production` enum from one table, one row per
/// production, in the RFC's order:
///
/// ```text
/// productions! {
///     grammar = "rfc1738", title = "RFC 1738";
///     Genericurl = genericurl ("genericurl", "2.1", "generic", r"genericurl = scheme ":" schemepart"),
///     ...
/// }
/// ```
///
/// It generates the enum (each variant documented with its BNF), the
/// inherent methods and the [`Production`] trait, `Display` (the name),
/// `FromStr`, and `from_name_const`, which the `named!` macro uses to turn
/// a production's BNF name into the variant at compile time.
macro_rules! productions {
    (
        grammar = $grammar:literal, title = $title:literal;
        $($variant:ident = $fn_name:ident ($name:literal, $section:literal, $module:literal, $bnf:literal),)*
    ) => {
        #[doc = concat!("One production of the ", $title, " grammar, in the RFC's order.")]
        ///
        /// Each variant's documentation is its BNF line from the RFC.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Production {
            $(
                #[doc = concat!("`", $name, "` (", $title, " §", $section, ")")]
                #[doc = ""]
                #[doc = concat!("```bnf\n", $bnf, "\n```")]
                $variant,
            )*
        }

        const ALL: &[Production] = &[$(Production::$variant,)*];

        impl Production {
            /// How many productions the grammar has (the length of
            /// [`all`](Self::all)): the size of a table indexed by
            /// production.
            pub const COUNT: usize = ALL.len();

            /// The production's name exactly as the BNF spells it:
            /// `"gopher+_string"`, `"ip-schemepart"`.
            pub fn name(self) -> &'static str {
                match self { $(Production::$variant => $name,)* }
            }

            /// The production's BNF line(s), verbatim from the RFC.
            pub fn bnf(self) -> &'static str {
                match self { $(Production::$variant => $bnf,)* }
            }

            /// The RFC section whose prose describes the production
            /// (`"3.2"` for the FTP productions, `"2.2"` for the character
            /// classes, `"5"` for `url` and `otherurl`).
            pub fn section(self) -> &'static str {
                match self { $(Production::$variant => $section,)* }
            }

            /// The module that holds the production's combinator
            /// (`"ip"`, `"ftp"`, `"chars"`, ...); also the stem of its
            /// grammar note and test module.
            pub fn module(self) -> &'static str {
                match self { $(Production::$variant => $module,)* }
            }

            /// The combinator's name (`"gopher_plus_string"`).
            pub fn fn_name(self) -> &'static str {
                match self { $(Production::$variant => stringify!($fn_name),)* }
            }

            /// Every production, in the order of the RFC.
            pub fn all() -> &'static [Production] {
                ALL
            }

            /// The production with this exact BNF name, if any.
            ///
            /// ```
            /// use rfc1738::Production;
            /// assert_eq!(Production::from_name("gopher+_string"), Some(Production::GopherPlusString));
            /// assert_eq!(Production::from_name("Hostname"), None);
            /// ```
            pub fn from_name(name: &str) -> Option<Production> {
                match name { $($name => Some(Production::$variant),)* _ => None }
            }

            /// The production named `name`, at compile time: `named!` calls it
            /// in a `const` block, so a misspelt name fails the build.
            #[doc(hidden)]
            #[allow(clippy::panic)]
            pub const fn must(name: &str) -> Production {
                match Production::from_name_const(name) {
                    Some(p) => p,
                    None => panic!("no production has this name"),
                }
            }

            /// [`from_name`](Self::from_name) at compile time, for `named!`.
            #[doc(hidden)]
            pub const fn from_name_const(name: &str) -> Option<Production> {
                $(
                    if $crate::syntax::production::const_str_eq(name, $name) {
                        return Some(Production::$variant);
                    }
                )*
                None
            }
        }

        impl $crate::syntax::Production for Production {
            const GRAMMAR: &'static str = $grammar;
            const TITLE: &'static str = $title;
            const FILLER: Self = ALL_FIRST;

            fn name(self) -> &'static str {
                Production::name(self)
            }
            fn bnf(self) -> &'static str {
                Production::bnf(self)
            }
            fn section(self) -> &'static str {
                Production::section(self)
            }
            fn note(self) -> &'static str {
                Production::module(self)
            }
            fn fn_name(self) -> &'static str {
                Production::fn_name(self)
            }
            fn index(self) -> usize {
                self as usize
            }
            fn all() -> &'static [Self] {
                ALL
            }
            fn from_name(name: &str) -> Option<Self> {
                Production::from_name(name)
            }
        }

        const ALL_FIRST: Production = $crate::syntax::production::first_of!($(Production::$variant),*);

        impl ::core::fmt::Display for Production {
            /// Writes the exact BNF name.
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }

        #[doc = concat!("The error of `Production::from_str`: no ", $title, " production has that name.")]
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        #[error("no {} production is named {name:?}", $title)]
        pub struct UnknownProduction {
            name: String,
        }

        impl ::core::str::FromStr for Production {
            type Err = UnknownProduction;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Production::from_name(s).ok_or_else(|| UnknownProduction { name: s.to_owned() })
            }
        }
    };
}

/// The first of a list of expressions (the `FILLER` of `productions!`).
macro_rules! first_of {
    ($first:expr $(, $rest:expr)*) => {
        $first
    };
}

pub(crate) use {first_of, productions};

/// Whether the production of index `index` (`p as u32`) is in `set`, a
/// [`production_set!`](super::macros::production_set) (a bit test; `false`
/// past the 128th production).
pub(crate) const fn in_production_set(set: u128, index: u32) -> bool {
    match 1u128.checked_shl(index) {
        Some(bit) => set & bit != 0,
        None => false,
    }
}
