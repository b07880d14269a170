//! `parse`: any bytes (lossily decoded) through `Url::parse`, in both
//! scheme-case readings. Nothing may panic; an error must point inside the
//! input, on a char boundary, and format; a success must cover the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::{Options, Url};
use rfc1738_fuzz::{check_error, text};

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    let input = input.as_ref();
    for options in [Options::new(), Options::new().strict_scheme_case(true)] {
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
