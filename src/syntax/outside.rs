//! The unit test every grammar runs on each of its productions called
//! the way a caller's own nom parser calls it: on an
//! [`Input`](super::Input) of the caller's, at offset 0 and as the part
//! of a larger text that starts at byte [`AT`], against the grammar's
//! own entry point (a nested input).

use core::fmt;
use core::ops::Range;

use super::production::Production;
use super::tree::Tree;
use super::{IResult, test_corpus};

/// Where the larger text's part starts in [`compare`]'s third call.
pub(crate) const AT: usize = 1000;

/// Runs `check` on every production of a grammar and every input of
/// [`inputs`] with `extra`; `check` returns how many of its calls the
/// grammar committed in (through [`compare`]). Asserts that there were
/// more than 100,000 calls and more than `min_committed` commitments, so
/// that both halves of [`compare`] are exercised.
pub(crate) fn every_production<P: Production>(
    extra: &[&str],
    min_committed: usize,
    mut check: impl FnMut(P, &str) -> usize,
) {
    let inputs = inputs(extra);
    let (mut committed, mut calls) = (0, 0);
    for &p in P::all() {
        for text in &inputs {
            calls += 1;
            committed += check(p, text);
        }
    }
    assert!(calls > 100_000, "{calls} calls");
    assert!(
        committed > min_committed,
        "{committed} commitments seen in {calls} calls"
    );
}

/// The lines of the committed corpus sample (the first 120 of each
/// file), their suffixes from and after each delimiter, and `extra`.
fn inputs(extra: &[&str]) -> Vec<String> {
    let dir = test_corpus::committed_dir("corpus");
    let sample = test_corpus::Corpus { dir, sample: true };
    let mut inputs: Vec<String> = extra.iter().map(|&s| s.to_owned()).collect();
    for file in sample.files() {
        let text = test_corpus::read_lossy(&file);
        for line in text.lines().take(120) {
            for (k, b) in line.bytes().enumerate() {
                if b"/:@?;=.%#[]".contains(&b) {
                    inputs.extend(line.get(k..).map(str::to_owned));
                    inputs.extend(line.get(k + 1..).map(str::to_owned));
                }
            }
            inputs.push(line.to_owned());
        }
    }
    inputs
}

/// The nodes of the tree under `node` in pre-order: each one's
/// production and byte range, the range moved on by `by` bytes.
fn nodes<'a, T: Tree<'a>>(node: &T, by: usize, out: &mut Vec<(T::Production, Range<usize>)>) {
    let r = node.span().range();
    out.push((node.production(), r.start + by..r.end + by));
    node.for_each_child(&mut |c| nodes(&c, by, out));
}

/// Holds the three answers of production `p` on `text`:
///
/// - `outside`, on `Input::new(text)`, is `inside`'s, on the grammar's
///   own nested input, but for a commitment (`nom::Err::Failure`), which
///   reaches the caller as `nom::Err::Error` so that its own `alt` may
///   try something else;
/// - `at`, on `Input::new_at(text, AT)`, is `outside`'s with every byte
///   offset [`AT`] further on: the rest, each node's range, the error's
///   offset.
///
/// Returns whether the grammar committed.
pub(crate) fn compare<'a, T>(
    p: T::Production,
    text: &str,
    outside: IResult<'a, T, T::Production>,
    inside: IResult<'a, T, T::Production>,
    at: IResult<'a, T, T::Production>,
) -> bool
where
    T: Tree<'a> + PartialEq + fmt::Debug,
{
    let committed = match (&outside, inside) {
        (Ok(a), Ok(b)) => {
            assert_eq!(*a, b, "{p} on {text:?}");
            false
        }
        (Err(nom::Err::Error(a)), Err(nom::Err::Error(b))) => {
            assert_eq!(*a, b, "{p} on {text:?}");
            false
        }
        (Err(nom::Err::Error(a)), Err(nom::Err::Failure(b))) => {
            assert_eq!(*a, b, "{p} on {text:?}");
            true
        }
        (a, b) => panic!("{p} on {text:?}: outside {a:?}, inside {b:?}"),
    };
    match (outside, at) {
        (Ok((rest, node)), Ok((rest_at, node_at))) => {
            assert_eq!(rest_at.as_str(), rest.as_str(), "{p} on {text:?}");
            let at = rest_at.location_offset();
            assert_eq!(at, rest.location_offset() + AT, "{p} on {text:?}");
            let (mut x, mut y) = (Vec::new(), Vec::new());
            nodes(&node, AT, &mut x);
            nodes(&node_at, 0, &mut y);
            assert_eq!(y, x, "{p} on {text:?} at {AT}");
        }
        (Err(nom::Err::Error(e)), Err(nom::Err::Error(e_at))) => {
            assert_eq!(e_at.offset(), e.offset() + AT, "{p} on {text:?}");
            assert_eq!(e_at, e.moved_on(AT), "{p} on {text:?} at {AT}");
        }
        (a, b) => panic!("{p} on {text:?}: at 0 {a:?}, at {AT} {b:?}"),
    }
    committed
}
