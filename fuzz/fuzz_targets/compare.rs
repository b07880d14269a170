//! `compare`: one input under every grammar (issue 17). The input
//! (lossily decoded) is read by `rfc1738::compare`. Nothing may panic;
//! each verdict is its grammar's own parser's; the components of a valid
//! verdict and the span of every difference are the input's text at their
//! byte ranges, on char boundaries; every difference has a reading with a
//! section for each grammar, in order; a character difference is about a
//! character the grammars' class predicates disagree on, and a non-ASCII
//! one about the first character an IRI writes as itself; every URI
//! reference is an IRI reference.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::compare::{GrammarId, Kind, compare};
use rfc1738::syntax::Span;
use rfc1738_fuzz::text;

fn check_span(input: &str, span: Span<'_>) {
    assert!(span.end() <= input.len(), "{span:?} past the end");
    assert_eq!(input.get(span.range()), Some(span.as_str()), "{span:?}");
}

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    let input = input.as_ref();
    let report = compare(input);
    assert_eq!(
        report.is_valid(GrammarId::Rfc1738),
        rfc1738::Url::parse(input).is_ok()
    );
    assert_eq!(
        report.is_valid(GrammarId::Rfc1630),
        rfc1738::rfc1630::Url::parse(input).is_ok()
    );
    assert_eq!(
        report.is_valid(GrammarId::Rfc2396),
        rfc1738::rfc2396::UriReference::parse(input).is_ok()
    );
    assert_eq!(
        report.is_valid(GrammarId::Rfc3986),
        rfc1738::rfc3986::UriReference::parse(input).is_ok()
    );
    assert_eq!(
        report.is_valid(GrammarId::Rfc3987),
        rfc1738::rfc3987::IriReference::parse(input).is_ok()
    );
    // Every URI reference is an IRI reference (RFC 3987 §2.2 widens
    // RFC 3986's classes only).
    assert!(!report.is_valid(GrammarId::Rfc3986) || report.is_valid(GrammarId::Rfc3987));
    for g in GrammarId::ALL {
        let verdict = report.verdict(g);
        assert_eq!(verdict.is_valid(), report.is_valid(g));
        match verdict.components() {
            Some(c) => {
                for (_, span) in c.iter() {
                    if let Some(span) = span {
                        check_span(input, span);
                    }
                }
            }
            None => {
                let r = verdict.rejection().expect("an invalid verdict says why");
                assert!(r.offset <= input.len());
                assert!(!r.message.contains('\n'));
            }
        }
    }
    let mut last = 0;
    for d in report.differences() {
        check_span(input, d.span);
        assert!(d.span.start() >= last, "in the order of the input");
        last = d.span.start();
        for (r, g) in d.readings.iter().zip(GrammarId::ALL) {
            assert_eq!(r.grammar, g);
            assert!(!r.what.is_empty() && r.section.starts_with("RFC "));
        }
        if let Kind::Character(c) = d.kind {
            assert_eq!(d.span.as_str(), c.to_string());
            assert!("\"[]~".contains(c), "{c:?}");
        }
        if d.kind == Kind::NonAscii {
            // One character beyond ASCII, the first of the input that an
            // IRI writes as itself.
            let mut chars = d.span.as_str().chars();
            let c = chars.next().expect("a character");
            assert!(chars.next().is_none() && !c.is_ascii(), "{:?}", d.span);
            let before = input.get(..d.span.start()).unwrap_or_default();
            assert!(
                !before
                    .chars()
                    .any(|c| rfc1738::rfc3987::chars::is_ucschar(c)
                        || rfc1738::rfc3987::chars::is_iprivate(c))
            );
        }
    }
});
