//! Deterministic strings for the property checks of `resolve` and
//! `normalize`: a xorshift generator over pieces chosen to meet the
//! corners of §5.2 and §6 (dot segments, percent-encodings of every
//! kind, stray `%`, delimiters, brackets, ports, non-ASCII).

/// xorshift64 (Marsaglia 2003): the same numbers for the same seed.
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> XorShift {
        XorShift(seed.max(1))
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The pieces strings are made of.
const PIECES: &[&str] = &[
    "a", "B", "g", "h", "/", "/", "/", ".", ".", "..", "./", "../", "/./", "/../", "%", "%2e",
    "%2E", "%2E%2E", "%41", "%61", "%3a", "%3A", "%2F", "%7e", "%7E", "%c3%a9", "%4", "%g", ":",
    ":", "@", "[", "]", "[::1]", "?", "#", "//", "1", "8", "0", "80", "443", "é", "~", "-", "_",
    "http:", "HTTP://", "https://", "f:", "X:", "//H", ";p", "=", "+", " ", "\\",
];

/// A string of up to `max` pieces.
pub fn string(rng: &mut XorShift, max: usize) -> String {
    let n = rng.below(max + 1);
    (0..n).map(|_| PIECES[rng.below(PIECES.len())]).collect()
}

/// A string that has a scheme (a base for resolution).
pub fn with_scheme(rng: &mut XorShift, max: usize) -> String {
    let scheme = ["http:", "https:", "f:", "HTTP:", "foo:"][rng.below(5)];
    format!("{scheme}{}", string(rng, max))
}
