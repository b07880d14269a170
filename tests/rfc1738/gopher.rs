//! RFC 1738 §3.4 "GOPHER": one test per production of
//! `src/rfc1738/gopher.rs`. Trees and errors:
//! snapshots/rfc1738/gopher__*.snap.

use rfc1738::Production as P;

#[test]
fn gopherurl() {
    cases!(P::Gopherurl,
        accept: [
            "gopher://host/",                   // empty gopher-path, gtype absent (§3.4.1)
            "gopher://host",                    // with an empty path the "/" is optional too (§3.4.1)
            "gopher://gopher.example.org:70/1",
            "gopher://h/0/pub/readme.txt",      // no characters are reserved in the gopher-path (§3.4.1)
            "gopher://h/11sel",                 // a selector may begin with a copy of the gtype (§3.4.1)
            "gopher://h/7search%09rfc",         // §3.4.2: selector "search", search "rfc"
            "gopher://h/1sel%09%09+",           // §3.4.4: default view; the search may be empty (§3.4.3)
            "gopher://h/1sel%09%09!",           // §3.4.6: all attributes of the item
            "gopher://h/1sel%09%09$",           // §3.4.6: all attributes of the directory
            "gopher://h/1sel%09%09?",           // §3.4.4: an item with a +ASK form
            "gopher://h/1sel%09%09!+ABSTRACT%20+SMELL",        // §3.4.7
            "gopher://h/1sel%09%09+application/postscript%20Es_ES", // §3.4.8: "/" is fine in gopher+_string
            "gopher://h/1sel%09%09+%091%0D%0A+-1%0D%0Av1%0D%0A.%0D%0A", // §3.4.9: gopher+_string holds %09
            "gopher://h/1%09%09+",              // empty selector and empty search
            "gopher://h/%41x",                  // the gtype is an escape, one xchar
            "gopher://h//sel",                  // the gtype is "/", a reserved xchar
            "gopher://h/1a%09b/c",              // "b/c" is no search ("/"), so the selector is "a%09b/c"
            "gopher://h/1a%09b%09c/d",          // shortest split: selector "a", search "b", gopher+ "c/d"
            "gopher://h/1a%09b?c%09d",          // "b?c" is no search: selector "a%09b?c", search "d"
            "gopher://h/1a%09",                 // an empty search
            "gopher://h/1a%09b;c:d@e&f=g",      // search allows ; : @ & =
            "gopher://h/1a%09b%09c%09d",        // the gopher+_string takes the rest, %09 included
        ],
        reject: [
            "gopher:/h",                        // the "//" is required
            "gopher://h/1a b",                  // space is unsafe
            "gopher://h:/",                     // §3.1: no port, no colon
            "gopher://h/1%0",                   // a broken escape
            "gopher://h/1sel#frag",             // "#" is unsafe (§2.2)
            "gopher://u@h/",                    // no user or password in gopherurl
        ],
    );
}

#[test]
fn gtype() {
    cases!(P::Gtype,
        accept: [
            "1",
            "7",
            "+",
            "/",                // a reserved character is an xchar
            "%41",              // an escape counts as one xchar
        ],
        reject: [
            "",
            "11",               // exactly one xchar
            " ",
            "~",                // national, so unsafe
        ],
    );
}

#[test]
fn selector() {
    cases!(P::Selector,
        accept: [
            "",                 // §3.4.1: the empty selector is the top-level directory
            "/pub/docs",
            "a;b?c:d@e&f=g",    // no characters are reserved in the gopher-path (§3.4.1)
            "a%09b",            // standalone, the BNF lets a selector hold %09
        ],
        reject: [
            "a b",
            "%0",
            "~user",            // "~" is national, so unsafe
        ],
    );
}

#[test]
fn gopher_plus_string() {
    cases!(P::GopherPlusString,
        accept: [
            "",
            "+",                // §3.4.4
            "!",                // §3.4.6
            "$",                // §3.4.6
            "?",                // §3.4.4
            "!+ABSTRACT%20+SMELL",              // §3.4.7
            "+application/postscript%20Es_ES",  // §3.4.8
            "+%091%0D%0A+-1%0D%0Av1%0D%0A.%0D%0A", // §3.4.9: %09 inside
        ],
        reject: [
            "+ ABSTRACT",       // a space must be coded (§3.4.7)
            "%",
            "+#x",              // "#" is unsafe (§2.2)
        ],
    );
}

/// `split_path` against brute force: every path of up to 6 tokens drawn
/// from `a`, `/`, `?`, `%09`, `%41` (15,625 of length 6 alone), every way
/// of reading it as `selector [ "%09" search [ "%09" gopher+_string ] ]`
/// enumerated, the valid ones kept (search: no `/`, no `?`; `%09` is a
/// `uchar`, so a search may contain one), and the shortest selector, then
/// the shortest search, expected (§3.4: selectors hold no TAB).
#[test]
fn split_path_takes_the_shortest_valid_split() {
    const TOKENS: [&str; 5] = ["a", "/", "?", "%09", "%41"];
    let mut checked = 0;
    for len in 0..=6u32 {
        for mut code in 0..TOKENS.len().pow(len) {
            let mut toks = Vec::new();
            for _ in 0..len {
                toks.push(TOKENS[code % TOKENS.len()]);
                code /= TOKENS.len();
            }
            let path: String = toks.concat();
            // Byte offset of each token boundary.
            let at: Vec<usize> = std::iter::once(0)
                .chain(toks.iter().scan(0, |n, t| {
                    *n += t.len();
                    Some(*n)
                }))
                .collect();
            let clean =
                |from: usize, to: usize| toks[from..to].iter().all(|t| *t != "/" && *t != "?");
            // (selector, search, gopher+) as byte ranges, for every valid split.
            let mut best: Option<(usize, usize, Option<usize>)> = None;
            for i in (0..toks.len()).filter(|&i| toks[i] == "%09") {
                let ends = (i + 1..toks.len())
                    .filter(|&j| toks[j] == "%09")
                    .map(Some)
                    .chain([None]);
                for j in ends {
                    if !clean(i + 1, j.unwrap_or(toks.len())) {
                        continue;
                    }
                    let cand = (
                        at[i],
                        at[j.unwrap_or(toks.len())] - at[i + 1],
                        j.map(|j| at[j + 1]),
                    );
                    if best.is_none_or(|b| (cand.0, cand.1) < (b.0, b.1)) {
                        best = Some(cand);
                    }
                }
            }
            let span = rfc1738::Span::new(&path, 0);
            let (sel, search, plus) = rfc1738::gopher::split_path(span);
            match best {
                None => {
                    assert_eq!(
                        sel.as_str(),
                        path,
                        "{path}: no valid split, the selector is everything"
                    );
                    assert!(search.is_none() && plus.is_none(), "{path}");
                }
                Some((sel_len, search_len, plus_from)) => {
                    assert_eq!(sel.as_str(), &path[..sel_len], "{path}: selector");
                    let search = search.expect("a search");
                    assert_eq!(search.span().start(), sel_len + 3, "{path}: search start");
                    assert_eq!(search.as_str().len(), search_len, "{path}: search");
                    assert_eq!(
                        plus.map(|p| p.span().start()),
                        plus_from,
                        "{path}: gopher+ start"
                    );
                }
            }
            checked += 1;
        }
    }
    assert_eq!(checked, (0..=6).map(|n| 5usize.pow(n)).sum::<usize>());
}

/// `has_slash`: whether a `"/"` follows the host and port, which is what
/// tells `gopher://h` from `gopher://h/` (both: type `1`, empty selector).
#[test]
fn has_slash_tells_whether_a_path_follows() {
    for (input, slash) in [
        ("gopher://h", false),
        ("gopher://h:70", false),
        ("gopher://h/", true),
        ("gopher://h/1sel", true),
    ] {
        let url = rfc1738::Url::parse(input).unwrap();
        assert_eq!(url.as_gopher().unwrap().has_slash(), slash, "{input}");
    }
}
