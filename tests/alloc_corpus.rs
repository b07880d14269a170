//! Parsing allocates nothing, on real data: every line of every
//! `../shared/corpus/*.txt` file (about 240,000 URLs) goes through
//! `Url::parse` with a counting global allocator switched on around that
//! call only (the files are read and split before). A successful parse
//! must not allocate; neither may a failed one (errors are fixed-size).
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

/// Allocations made by `Url::parse(line)` (the result is dropped outside
/// the counted region, though dropping a `Url` frees nothing anyway).
fn allocations(line: &str) -> (bool, usize) {
    COUNT.with(|c| c.set(0));
    ON.with(|on| on.set(true));
    let result = Url::parse(std::hint::black_box(line));
    ON.with(|on| on.set(false));
    let ok = std::hint::black_box(&result).is_ok();
    (ok, COUNT.with(Cell::get))
}

#[test]
fn parsing_the_corpus_allocates_nothing() {
    let files = corpus::Corpus::find("alloc_corpus::parsing_the_corpus_allocates_nothing").files();

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
            let (ok, n) = allocations(line);
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
        "alloc_corpus: {lines_checked} lines of {} files checked ({accepted} accepted, {} rejected) in {:.1} s",
        files.len(),
        lines_checked - accepted,
        started.elapsed().as_secs_f64()
    );
    assert!(
        offenders.is_empty(),
        "Url::parse allocated:\n{}",
        offenders.join("\n")
    );
    assert!(lines_checked > 0);
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
