//! The scheme registry of RFC 1738: `scheme_registry!` turns one table
//! row per predefined scheme of §3 into everything that a scheme is
//! elsewhere: the known-scheme set, the `UrlKind` variants, the dispatch
//! of the `url` production, `Url::production()`, the `as_*` accessors,
//! the default port and whether the fast path covers the scheme.
//!
//! The table itself is in the `generic` module, beside the `url` production whose
//! alternatives it lists (adding a scheme is one row there plus its
//! module). This file only defines the macro, so it imports nothing.

/// `scheme_registry! { Variant = ("name", module::Node, module::combinator,
/// Production, as_accessor, default port, "§", fast), ... ; other = ... }`.
macro_rules! scheme_registry {
    (
        $(
            $(#[$doc:meta])*
            $variant:ident = ($name:literal, $node:ty, $combinator:path, $production:ident,
                $accessor:ident, $port:expr, $section:literal, fast: $fast:literal),
        )*
        ;
        $(#[$odoc:meta])*
        $other:ident = ($onode:ty, $ocombinator:path, $oproduction:ident, $oaccessor:ident),
    ) => {
        /// The scheme-specific tree of a [`Url`]: one variant per
        /// predefined scheme of §3, and `Other` for every other scheme
        /// (`otherurl`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum UrlKind<'a> {
            $(
                $(#[$doc])*
                $variant($node),
            )*
            $(#[$odoc])*
            $other($onode),
        }

        /// The predefined schemes of §3.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) enum Known {
            $($variant,)*
        }

        impl Known {
            /// Every predefined scheme with its name in lower case.
            pub(crate) const ALL: &'static [(&'static [u8], Known)] = &[
                $(($name.as_bytes(), Known::$variant),)*
            ];

            /// Every predefined scheme as the fast path reads a scheme: its
            /// length and its first eight bytes as a little-endian word.
            const WORDS: &'static [(usize, u64, Known)] = &[
                $(($name.len(), word($name.as_bytes()), Known::$variant),)*
            ];

            /// The predefined scheme of `n` bytes whose first eight,
            /// lower-cased, are `name` as a little-endian word.
            #[inline(always)]
            pub(crate) fn from_word(n: usize, name: u64) -> Option<Known> {
                Known::WORDS
                    .iter()
                    .find(|&&(len, w, _)| len == n && w == name)
                    .map(|&(_, _, k)| k)
            }

            /// The scheme's default port (§3), if it has one.
            pub(crate) const fn default_port(self) -> Option<u16> {
                match self {
                    $(Known::$variant => $port,)*
                }
            }

            /// Whether the fast path of `Url::parse` reads URLs of the
            /// scheme (else the combinators alone do).
            pub(crate) const fn fast(self) -> bool {
                match self {
                    $(Known::$variant => $fast,)*
                }
            }
        }

        /// `url`'s alternative for the scheme `known` (`otherurl` for
        /// none), which must then match.
        #[inline]
        fn dispatch<'a>(known: Option<Known>, i: Input<'a>) -> IResult<'a, UrlKind<'a>> {
            match known {
                $(Some(Known::$variant) => $combinator.map(UrlKind::$variant).parse(i),)*
                None => $ocombinator.map(UrlKind::$other).parse(i),
            }
        }

        impl<'a> UrlKind<'a> {
            /// The production of the tree: `Httpurl`, ..., `Genericurl`.
            pub(crate) fn production(&self) -> Production {
                match self {
                    $(UrlKind::$variant(_) => Production::$production,)*
                    UrlKind::$other(_) => Production::$oproduction,
                }
            }

            /// The whole URL's span.
            pub(crate) fn span(&self) -> Span<'a> {
                match self {
                    $(UrlKind::$variant(u) => u.span(),)*
                    UrlKind::$other(u) => u.span(),
                }
            }

            /// The predefined scheme, if it is one.
            pub(crate) fn known(&self) -> Option<Known> {
                match self {
                    $(UrlKind::$variant(_) => Some(Known::$variant),)*
                    UrlKind::$other(_) => None,
                }
            }
        }

        impl<'a> Url<'a> {
            $(
                #[doc = concat!("The tree of a `", $name, ":` URL (§", $section, "), if this is one.")]
                ///
                /// By value: the nodes are `Copy` and borrow the input, not
                /// the `Url`, so the result outlives a temporary `Url`
                /// (`Url::parse(s)?.as_gopher()`).
                pub fn $accessor(&self) -> Option<$node> {
                    match self.kind {
                        UrlKind::$variant(x) => Some(x),
                        _ => None,
                    }
                }
            )*

            /// The `genericurl` tree, if the scheme is not one of the ten of §3.
            ///
            /// By value, like the other `as_*` accessors.
            ///
            /// ```
            /// let url = rfc1738::Url::parse("https://example.com/a")?;
            /// assert_eq!(url.as_generic().unwrap().scheme().as_str(), "https");
            /// assert!(rfc1738::Url::parse("http://example.com/")?.as_generic().is_none());
            /// # Ok::<(), rfc1738::ParseError>(())
            /// ```
            pub fn $oaccessor(&self) -> Option<$onode> {
                match self.kind {
                    UrlKind::$other(x) => Some(x),
                    _ => None,
                }
            }
        }
    };
}

pub(crate) use scheme_registry;
