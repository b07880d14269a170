//! `parse`: any bytes (lossily decoded) through `Url::parse`, in both
//! scheme-case readings. Nothing may panic; an error must point inside the
//! input, on a char boundary, and format; a success must cover the input.
//! And `Url::parse`, which answers most inputs on its fast path (trees,
//! and the errors it builds without the combinators), gives exactly what
//! the combinators alone give (`parse_production(Production::Url, ..)`):
//! the same tree, or the same error, field for field and message for
//! message.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::{Options, Production, Url, parse_production_with};
use rfc1738_fuzz::{check_error, text};

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    let input = input.as_ref();
    for options in [Options::new(), Options::new().strict_scheme_case(true)] {
        let fast = Url::parse_with(input, options).map(|u| u.node());
        let combinators = parse_production_with(Production::Url, input, options);
        assert_eq!(fast, combinators, "{input:?} ({options:?})");
        if let (Err(a), Err(b)) = (&fast, &combinators) {
            assert_eq!(a.to_string(), b.to_string());
        }
        match Url::parse_with(input, options) {
            Ok(url) => {
                assert_eq!(url.as_str(), input);
                assert_eq!(url.span().start(), 0);
                assert!(input.starts_with(url.scheme()));
                let _ = url.production();
            }
            Err(err) => check_error(input, &err),
        }
    }
    // The strict reading accepts a subset of the default one.
    if Url::parse_with(input, Options::new().strict_scheme_case(true)).is_ok() {
        assert!(
            Url::parse(input).is_ok(),
            "strict accepts what the default rejects"
        );
    }
});
