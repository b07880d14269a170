//! `production`: the first byte picks one of the 67 productions, the rest
//! (lossily decoded) is matched against it with `parse_production`. An
//! error must point inside the input, on a char boundary, and format; a
//! success is a tree of that production over the whole input whose spans
//! nest properly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::{Options, Production, parse_production, parse_production_with};
use rfc1738_fuzz::{check_display, check_error, check_tree, text};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let all = Production::all();
    let p = all[usize::from(pick) % all.len()];
    let input = text(rest);
    let input = input.as_ref();
    let default = parse_production(p, input);
    match &default {
        Ok(node) => {
            assert_eq!(
                node.production(),
                p,
                "the root is not the production asked for"
            );
            assert_eq!(node.span().start(), 0);
            assert_eq!(node.as_str(), input, "a success must cover the whole input");
            let nodes = check_tree(input, *node);
            check_display(*node, nodes);
        }
        Err(err) => check_error(input, err),
    }
    let strict = parse_production_with(p, input, Options::new().strict_scheme_case(true));
    match &strict {
        Ok(node) => {
            assert!(default.is_ok(), "strict accepts what the default rejects");
            assert_eq!(node.as_str(), input);
        }
        Err(err) => check_error(input, err),
    }
});
