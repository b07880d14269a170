//! Parsing allocates nothing, on real data: every line of every
//! `../shared/corpus/*.txt` file (about 240,000 URLs) goes through
//! `Url::parse`, RFC 1630's `Url::parse`, RFC 2396's and RFC 3986's
//! `UriReference::parse` and RFC 3987's `IriReference::parse`, with a
//! counting global allocator switched on around that call only (the
//! files are read and split before). A successful parse must not
//! allocate; neither may a failed one (errors are fixed-size).
//!
//! Its own test binary: a global allocator is per binary, and this one
//! must not see the allocations of other tests running in parallel (the
//! counter is also per thread, for the same reason).
//!
//! The corpus lives outside the repository; without it the test runs on
//! the sample committed in tests/data/corpus/ and says so
//! (`RFC1738_REQUIRE_SHARED` makes that an error; `RFC1738_CORPUS` points
//! it at another directory; tests/common/corpus.rs).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rfc1738::Url;

#[path = "common/corpus.rs"]
mod corpus;

struct Counting;

thread_local! {
    /// Whether this thread counts, and how many allocations it counted.
    static ON: Cell<bool> = const { Cell::new(false) };
    static COUNT: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // `try_with`: the thread-locals may be gone while a thread exits.
        if ON.try_with(Cell::get).unwrap_or(false) {
            let _ = COUNT.try_with(|c| c.set(c.get() + 1));
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if ON.try_with(Cell::get).unwrap_or(false) {
            let _ = COUNT.try_with(|c| c.set(c.get() + 1));
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static A: Counting = Counting;

/// Allocations made by `parse(line)`, which says whether it accepted the
/// line (its result is dropped inside the counted region, though
/// dropping a parse result frees nothing anyway).
fn allocations(line: &str, parse: fn(&str) -> bool) -> (bool, usize) {
    COUNT.with(|c| c.set(0));
    ON.with(|on| on.set(true));
    let ok = parse(std::hint::black_box(line));
    ON.with(|on| on.set(false));
    (ok, COUNT.with(Cell::get))
}

/// Every line of the corpus through `parse` (`what` names it), with no
/// allocation.
fn corpus_allocates_nothing(test: &str, what: &str, parse: fn(&str) -> bool) {
    let files = corpus::Corpus::find(test).files();

    let started = std::time::Instant::now();
    let (mut lines_checked, mut accepted) = (0usize, 0usize);
    let mut offenders = Vec::new();
    for path in &files {
        let text = corpus::read_lossy(path);
        let lines: Vec<&str> = text
            .split('\n')
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
            .filter(|l| !l.is_empty())
            .collect();
        for (k, line) in lines.iter().enumerate() {
            let (ok, n) = allocations(line, parse);
            lines_checked += 1;
            accepted += usize::from(ok);
            if n > 0 && offenders.len() < 20 {
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                offenders.push(format!(
                    "{name}:{}: {n} allocation(s), {}: {line:.120}",
                    k + 1,
                    if ok { "accepted" } else { "rejected" }
                ));
            }
        }
    }
    eprintln!(
        "alloc_corpus: {what}: {lines_checked} lines of {} files checked ({accepted} accepted, {} rejected) in {:.1} s",
        files.len(),
        lines_checked - accepted,
        started.elapsed().as_secs_f64()
    );
    assert!(
        offenders.is_empty(),
        "{what} allocated:\n{}",
        offenders.join("\n")
    );
    assert!(lines_checked > 0);
}

#[test]
fn parsing_the_corpus_allocates_nothing() {
    corpus_allocates_nothing(
        "alloc_corpus::parsing_the_corpus_allocates_nothing",
        "Url::parse",
        |line| Url::parse(line).is_ok(),
    );
}

/// RFC 2396's `UriReference::parse` (its fast path, the combinators'
/// scan behind it, and the errors of both), with and without the option
/// of the empty relative path.
#[test]
fn rfc2396_parsing_the_corpus_allocates_nothing() {
    use rfc1738::rfc2396::{Options, UriReference};
    corpus_allocates_nothing(
        "alloc_corpus::rfc2396_parsing_the_corpus_allocates_nothing",
        "rfc2396::UriReference::parse",
        |line| UriReference::parse(line).is_ok(),
    );
    corpus_allocates_nothing(
        "alloc_corpus::rfc2396_parsing_the_corpus_allocates_nothing",
        "rfc2396::UriReference::parse_with (empty_relative_path)",
        |line| UriReference::parse_with(line, Options::new().empty_relative_path(true)).is_ok(),
    );
}

/// RFC 1630's `Url::parse`.
#[test]
fn rfc1630_parsing_the_corpus_allocates_nothing() {
    corpus_allocates_nothing(
        "alloc_corpus::rfc1630_parsing_the_corpus_allocates_nothing",
        "rfc1630::Url::parse",
        |line| rfc1738::rfc1630::Url::parse(line).is_ok(),
    );
}

/// RFC 3986's `UriReference::parse`, with and without RFC 6874's zone
/// identifiers, and what a rejection tells (the hint, what may come
/// next) read inside the counted region.
#[test]
fn rfc3986_parsing_the_corpus_allocates_nothing() {
    use rfc1738::rfc3986::{Options, UriReference};
    corpus_allocates_nothing(
        "alloc_corpus::rfc3986_parsing_the_corpus_allocates_nothing",
        "rfc3986::UriReference::parse",
        |line| match UriReference::parse(line) {
            Ok(u) => u.host().is_some() || u.path().span().as_str().len() < usize::MAX,
            Err(e) => e.hint().is_some() && e.next().count() == usize::MAX,
        },
    );
    corpus_allocates_nothing(
        "alloc_corpus::rfc3986_parsing_the_corpus_allocates_nothing",
        "rfc3986::UriReference::parse_with (zone_ids)",
        |line| UriReference::parse_with(line, Options::new().zone_ids(true)).is_ok(),
    );
}

/// RFC 3987's `IriReference::parse`, and what a rejection tells.
#[test]
fn rfc3987_parsing_the_corpus_allocates_nothing() {
    use rfc1738::rfc3987::IriReference;
    corpus_allocates_nothing(
        "alloc_corpus::rfc3987_parsing_the_corpus_allocates_nothing",
        "rfc3987::IriReference::parse",
        |line| match IriReference::parse(line) {
            Ok(u) => u.host().is_some() || u.path().span().as_str().len() < usize::MAX,
            Err(e) => e.hint().is_some() && e.next().count() == usize::MAX,
        },
    );
}

/// The counter works: an allocation inside the counted region is seen.
#[test]
fn the_counter_sees_an_allocation() {
    COUNT.with(|c| c.set(0));
    ON.with(|on| on.set(true));
    let v = std::hint::black_box(vec![1u8; 16]);
    ON.with(|on| on.set(false));
    drop(v);
    assert_eq!(COUNT.with(Cell::get), 1);
}
