//! `leaf!`: the node type of a production whose tree is just its text.

/// Declares the node type of a leaf production: a span, named after the
/// production, convertible into a [`Node`](crate::Node).
macro_rules! leaf {
    ($(#[$doc:meta])* $name:ident => $production:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name<'a> {
            span: $crate::Span<'a>,
        }

        impl<'a> $name<'a> {
            #[allow(dead_code)]
            pub(crate) const fn new(span: $crate::Span<'a>) -> Self {
                $name { span }
            }

            /// The matched text and its byte range in the input.
            pub const fn span(&self) -> $crate::Span<'a> {
                self.span
            }

            /// The matched text, exactly as written in the input.
            pub const fn as_str(&self) -> &'a str {
                self.span.as_str()
            }
        }

        impl<'a> From<$name<'a>> for $crate::Node<'a> {
            fn from(n: $name<'a>) -> Self {
                $crate::Node::leaf($crate::Production::$production, n.span)
            }
        }
    };
}

pub(crate) use leaf;
