//! URLs drawn from a grammar's description, and near misses (feature
//! `generate`).
//!
//! [`generate`] derives strings from a production's
//! [description](super::describe), deterministic for a seed, each checked
//! by the parser before it is given out. [`near_misses`] changes such a
//! URL at one place so that the grammar rejects it and says where and
//! which production the parser should name, by a rule of its own,
//! keeping only the ones where the parser agrees.
//!
//! The random numbers are ChaCha8 ([`rand_chacha`]), seeded with
//! `SeedableRng::seed_from_u64`: its output for a seed is fixed by the
//! algorithm (rand_chacha's generators are "deterministic and portable",
//! and rand_core holds `seed_from_u64` to be value-stable), and every
//! choice here is drawn from its `next_u64` by this module's own
//! arithmetic, not by a distribution of the `rand` crate whose values
//! could change with its version. So a seed gives the same URLs on every
//! machine and with every version of the dependencies that keeps those
//! promises; a change of the descriptions changes them, of course.
//!
//! How a string is drawn: a production's alternative is one drawn fewer
//! than twice so far if there is one; else, three times in four, the
//! alternative that can reach the most alternatives (of the productions
//! below it) drawn fewer than twice, if one can; else any, an alternative
//! that is one fixed string (`"*"` of `grouppart`) a quarter as often as
//! one that varies. A choice inside an alternative, an option and a
//! repetition follow the same lead (an option is taken, a repetition
//! made at least once, three times in four when it can reach such an
//! alternative); otherwise an option is taken half of the time and a
//! repetition goes past its minimum with probability 0.55 per extra
//! round, at most eight. So a few thousand strings reach every
//! alternative below the production, and most strings are short. Past 24
//! levels of productions every choice is the shortest one, so every
//! derivation ends. A string that [`generate`] gave already is drawn
//! again (up to eight times in a row), so that the strings of a run are
//! distinct where the grammar allows.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

use super::describe::{
    Alternative, Described, Description, Rule, alphabet, for_each_ref, reachable, starts_with_any,
};
use super::error::ParseError;
use super::production::Production;
use super::tree::Tree;

/// One generated URL and the production that reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated<P> {
    /// The URL.
    pub input: String,
    /// The production it was drawn from, or, drawn from the grammar's
    /// roots, the production [`Grammar::parse`](crate::syntax::Grammar::parse) names for it.
    pub production: P,
}

/// The strings of one run of [`generate`], and how many draws the parser
/// rejected (drawn again; a described grammar has none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generation<P> {
    /// The strings, as many as asked for.
    pub urls: Vec<Generated<P>>,
    /// Draws that the parser rejected: a place where the description says
    /// more than the parser reads (a test holds this at zero).
    pub rejected: usize,
}

/// One near miss: a valid URL changed at one place, and where the parser
/// stops on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearMiss<P> {
    /// The changed URL (rejected by the grammar).
    pub input: String,
    /// The byte where the error is, by [`near_misses`]' rule (and the
    /// parser's [`offset`](ParseError::offset)).
    pub offset: usize,
    /// The production the error names, by the rule (and the parser's
    /// [`expected`](ParseError::expected)).
    pub expected: P,
    /// The valid URL it was made from.
    pub valid: String,
    /// What was changed.
    pub mutation: Mutation,
}

/// How a near miss was made from a valid URL, at its byte `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mutation {
    /// A character that no string of the grammar holds, inserted.
    Insert(char),
    /// The byte there replaced with a character no string of the grammar
    /// holds.
    Replace(char),
    /// The byte there deleted.
    Delete,
}

/// The near misses of one run, and how many candidates were dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearMisses<P> {
    /// The near misses kept.
    pub misses: Vec<NearMiss<P>>,
    /// Candidates that the grammar still accepts (a deleted byte that was
    /// not needed): no near miss.
    pub still_valid: usize,
    /// Candidates that the grammar rejects, but at another offset or
    /// naming another production than the rule says: dropped rather than
    /// given with the parser's answer.
    pub disagreed: usize,
}

/// The chosen production with seeded random choices, ready to draw
/// strings.
struct Drawer<G: Described> {
    rng: ChaCha8Rng,
    /// How many times each alternative was drawn (flat, by `offsets`).
    made: Vec<u64>,
    offsets: Vec<usize>,
    /// The fewest levels of productions below each production.
    height: Vec<u32>,
    /// The productions reachable from each production (itself included).
    reach: Vec<Vec<usize>>,
    /// Per production: how many of its alternatives were drawn fewer
    /// than twice so far.
    unmade: Vec<u32>,
    /// Scratch for `potential`: the epoch at which a production was last
    /// counted.
    stamp: Vec<u32>,
    epoch: u32,
    depth: u32,
    _grammar: core::marker::PhantomData<G>,
}

/// Below this many levels of productions, choices are free.
const FREE_DEPTH: u32 = 24;
/// How many times `Rule::Except` draws again before giving up.
const EXCEPT_TRIES: usize = 16;

impl<G: Described> Drawer<G> {
    fn new(seed: u64) -> Self {
        let all = <G::Production as Production>::all();
        let mut offsets = Vec::with_capacity(all.len());
        let mut total = 0;
        for &p in all {
            offsets.push(total);
            total += G::describe(p).len();
        }
        let reach = all
            .iter()
            .map(|&p| {
                reachable::<G>(&[p])
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| **r)
                    .map(|(q, _)| q)
                    .collect()
            })
            .collect();
        Drawer {
            rng: ChaCha8Rng::seed_from_u64(seed),
            made: vec![0; total],
            offsets,
            height: heights::<G>(),
            reach,
            unmade: all.iter().map(|&p| G::describe(p).len() as u32).collect(),
            stamp: vec![0; all.len()],
            epoch: 0,
            depth: 0,
            _grammar: core::marker::PhantomData,
        }
    }

    /// A number in `0..n` (0 if `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.rng.next_u64()) * n as u128) >> 64) as usize
    }

    /// One of `0..n`, each `k` with weight `weight(k)`.
    fn weighted(&mut self, n: usize, weight: &impl Fn(usize) -> u32) -> usize {
        let total: u64 = (0..n).map(|k| u64::from(weight(k))).sum();
        let mut x = self.below(total as usize) as u64;
        for k in 0..n {
            let w = u64::from(weight(k));
            if x < w {
                return k;
            }
            x -= w;
        }
        0
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// Picks one of `n` alternatives of `p`.
    /// (`shortest`: the one with the fewest levels below it, taken past
    /// [`FREE_DEPTH`].)
    fn pick(
        &mut self,
        p: G::Production,
        n: usize,
        shortest: usize,
        weight: impl Fn(usize) -> u32,
        alts: Option<&[Alternative<G::Production>]>,
    ) -> usize {
        let base = self.offsets.get(p.index()).copied().unwrap_or(0);
        let k = if self.depth > FREE_DEPTH {
            shortest
        } else if let Some(k) = {
            // One made fewer than twice so far, the first such from a
            // random start.
            let start = self.below(n);
            let made = &self.made;
            (0..n)
                .map(|j| (start + j) % n)
                .find(|&k| made.get(base + k).copied().unwrap_or(0) < 2)
        } {
            k
        } else if let Some(k) = match alts {
            Some(alts) => self.most_potential(&mut alts.iter().map(|a| a.rule)),
            None => None,
        } {
            k
        } else {
            self.weighted(n, &weight)
        };
        if let Some(m) = self.made.get_mut(base + k) {
            *m += 1;
            if *m == 2 {
                if let Some(u) = self.unmade.get_mut(p.index()) {
                    *u = u.saturating_sub(1);
                }
            }
        }
        k
    }

    /// How many alternatives, drawn fewer than twice so far, `rule` can
    /// reach through the productions it names.
    fn potential(&mut self, rule: &Rule<G::Production>) -> u32 {
        self.epoch = self.epoch.wrapping_add(1);
        let mut refs = Vec::new();
        for_each_ref(rule, &mut |q| refs.push(q.index()));
        let mut total = 0;
        for q in refs {
            if let Some(set) = self.reach.get(q) {
                for &r in set {
                    if let Some(st) = self.stamp.get_mut(r) {
                        if *st != self.epoch {
                            *st = self.epoch;
                            total += self.unmade.get(r).copied().unwrap_or(0);
                        }
                    }
                }
            }
        }
        total
    }

    /// Three times in four, the one of `rules` that can reach the most
    /// alternatives drawn fewer than twice (the first such from a random
    /// start), if any can; else `None`.
    fn most_potential(
        &mut self,
        rules: &mut dyn Iterator<Item = Rule<G::Production>>,
    ) -> Option<usize> {
        if !self.chance(75) {
            return None;
        }
        let rules: Vec<Rule<G::Production>> = rules.collect();
        let n = rules.len();
        let start = self.below(n);
        let mut best = (0, None);
        for j in 0..n {
            let k = (start + j) % n;
            if let Some(r) = rules.get(k) {
                let v = self.potential(r);
                if v > best.0 {
                    best = (v, Some(k));
                }
            }
        }
        best.1
    }

    /// Appends a string of `p` to `out`; false if an `Except` could not
    /// be satisfied.
    fn production(&mut self, p: G::Production, out: &mut String) -> bool {
        self.depth += 1;
        let ok = match G::describe(p) {
            Description::Chars(set) => {
                let k = self.pick(p, set.len(), 0, |_| 1, None);
                if let Some(&b) = set.as_bytes().get(k) {
                    out.push(char::from(b));
                }
                true
            }
            Description::Alts(alts) => {
                let shortest = (0..alts.len())
                    .min_by_key(|&k| {
                        alts.get(k)
                            .map_or(u32::MAX, |a| rule_height::<G>(&a.rule, &self.height))
                    })
                    .unwrap_or(0);
                // An alternative that is one fixed string is drawn a
                // quarter as often as one that varies (`news:*`).
                let k = self.pick(
                    p,
                    alts.len(),
                    shortest,
                    |k| {
                        alts.get(k)
                            .map_or(1, |a| if is_fixed(&a.rule) { 1 } else { 4 })
                    },
                    Some(alts),
                );
                match alts.get(k) {
                    Some(a) => self.rule(&a.rule, out),
                    None => false,
                }
            }
        };
        self.depth -= 1;
        ok
    }

    fn rule(&mut self, rule: &Rule<G::Production>, out: &mut String) -> bool {
        let deep = self.depth > FREE_DEPTH;
        match *rule {
            Rule::Empty => true,
            Rule::Lit(l) => {
                out.push_str(l);
                true
            }
            Rule::Caseless(l) => {
                // Mostly as written, one in eight in random case.
                if self.chance(12) {
                    for c in l.chars() {
                        out.push(if self.chance(50) {
                            c.to_ascii_uppercase()
                        } else {
                            c.to_ascii_lowercase()
                        });
                    }
                } else {
                    out.push_str(l);
                }
                true
            }
            Rule::OneOf(set) => {
                let k = self.below(set.len());
                if let Some(&b) = set.as_bytes().get(k) {
                    out.push(char::from(b));
                }
                true
            }
            Rule::Range(ranges) => {
                // A range, then a code point in it (the ranges hold no
                // surrogates; one that did would give its low end).
                if let Some(&(lo, hi)) = ranges.get(self.below(ranges.len())) {
                    let width = (hi as usize).saturating_sub(lo as usize) + 1;
                    let c = u32::try_from(lo as usize + self.below(width))
                        .ok()
                        .and_then(char::from_u32)
                        .unwrap_or(lo);
                    out.push(c);
                }
                true
            }
            Rule::Ref(p) => self.production(p, out),
            Rule::Seq(rules) => rules.iter().all(|r| self.rule(r, out)),
            Rule::Alt(rules) => {
                let k = if deep {
                    (0..rules.len())
                        .min_by_key(|&k| {
                            rules
                                .get(k)
                                .map_or(u32::MAX, |r| rule_height::<G>(r, &self.height))
                        })
                        .unwrap_or(0)
                } else if let Some(k) = self.most_potential(&mut rules.iter().copied()) {
                    k
                } else {
                    self.below(rules.len())
                };
                match rules.get(k) {
                    Some(r) => self.rule(r, out),
                    None => false,
                }
            }
            Rule::Opt(r) => {
                let wanted = !deep && self.potential(r) > 0 && self.chance(75);
                if wanted || (!deep && self.chance(50)) {
                    self.rule(r, out)
                } else {
                    true
                }
            }
            Rule::Rep(min, max, r) => {
                let mut n = min;
                if !deep && n == 0 && max != Some(0) && self.potential(r) > 0 && self.chance(75) {
                    n = 1;
                }
                if !deep {
                    while n < min + 8 && max.is_none_or(|m| n < m) && self.chance(55) {
                        n += 1;
                    }
                }
                (0..n).all(|_| self.rule(r, out))
            }
            Rule::Except(r, words) => {
                for _ in 0..EXCEPT_TRIES {
                    let start = out.len();
                    if !self.rule(r, out) {
                        return false;
                    }
                    let word = out.get(start..).unwrap_or_default();
                    if !starts_with_any(word.as_bytes(), words) {
                        return true;
                    }
                    out.truncate(start);
                }
                false
            }
        }
    }
}

/// Whether `rule` matches one string only (literals).
fn is_fixed<P>(rule: &Rule<P>) -> bool {
    match rule {
        Rule::Empty | Rule::Lit(_) => true,
        Rule::Seq(rules) => rules.iter().all(is_fixed),
        _ => false,
    }
}

/// The fewest levels of productions below each production (`u32::MAX`
/// for one that cannot end, which a described grammar has none of).
fn heights<G: Described>() -> Vec<u32> {
    let all = <G::Production as Production>::all();
    let mut h = vec![u32::MAX; all.len()];
    loop {
        let mut changed = false;
        for &p in all {
            let new = match G::describe(p) {
                Description::Chars(_) => 1,
                Description::Alts(alts) => alts
                    .iter()
                    .map(|a| rule_height::<G>(&a.rule, &h).saturating_add(1))
                    .min()
                    .unwrap_or(u32::MAX),
            };
            if let Some(old) = h.get_mut(p.index()) {
                if new < *old {
                    *old = new;
                    changed = true;
                }
            }
        }
        if !changed {
            return h;
        }
    }
}

fn rule_height<G: Described>(rule: &Rule<G::Production>, h: &[u32]) -> u32 {
    match rule {
        Rule::Empty
        | Rule::Lit(_)
        | Rule::Caseless(_)
        | Rule::OneOf(_)
        | Rule::Range(_)
        | Rule::Opt(_) => 0,
        Rule::Ref(p) => h.get(p.index()).copied().unwrap_or(u32::MAX),
        Rule::Seq(rules) => rules
            .iter()
            .map(|r| rule_height::<G>(r, h))
            .max()
            .unwrap_or(0),
        Rule::Alt(rules) => rules
            .iter()
            .map(|r| rule_height::<G>(r, h))
            .min()
            .unwrap_or(u32::MAX),
        Rule::Rep(0, _, _) => 0,
        Rule::Rep(_, _, r) | Rule::Except(r, _) => rule_height::<G>(r, h),
    }
}

/// Reads `input` as `production`, or as a whole URL of the grammar.
#[allow(clippy::type_complexity)]
fn read<G: Described>(
    production: Option<G::Production>,
    input: &str,
) -> Result<(G::Production, G::Node<'_>), ParseError<G::Production>> {
    match production {
        Some(p) => G::parse_production(p, input, G::Options::default()).map(|n| (p, n)),
        None => G::parse(input, G::Options::default()),
    }
}

/// How many draws a run may make per URL asked for, at most (drawn
/// strings the parser rejects are drawn again; none should be).
const TRIES_PER_URL: usize = 20;
/// How many times in a row a string already given is drawn again.
const DUPLICATE_TRIES: usize = 8;

/// `count` strings of `production` (of the whole grammar, from its
/// [roots](Described::ROOTS), if `None`), drawn with `seed`: the same
/// strings for the same seed. Each is accepted by the parser, as
/// `production` ([`Grammar::parse_production`](crate::syntax::Grammar::parse_production)) or as a URL
/// ([`Grammar::parse`](crate::syntax::Grammar::parse)), under the grammar's default options.
///
/// ```
/// use rfc1738::syntax::generate;
/// use rfc1738::{Production, Rfc1738, Url};
///
/// let run = generate::<Rfc1738>(Some(Production::Httpurl), 7, 3);
/// assert_eq!(run, generate::<Rfc1738>(Some(Production::Httpurl), 7, 3));
/// assert_eq!((run.urls.len(), run.rejected), (3, 0));
/// for g in &run.urls {
///     assert_eq!(Url::parse(&g.input).unwrap().production(), Production::Httpurl);
/// }
/// ```
pub fn generate<G: Described>(
    production: Option<G::Production>,
    seed: u64,
    count: usize,
) -> Generation<G::Production> {
    let mut d = Drawer::<G>::new(seed);
    let mut run = Generation {
        urls: Vec::with_capacity(count),
        rejected: 0,
    };
    let out = &mut run.urls;
    let mut seen = std::collections::HashSet::new();
    let mut again = 0;
    for _ in 0..count.saturating_mul(TRIES_PER_URL) {
        if out.len() == count {
            break;
        }
        let g = match draw(&mut d, production) {
            Drawn::Accepted(g) => g,
            Drawn::Rejected => {
                run.rejected += 1;
                continue;
            }
            Drawn::Unfinished => continue,
        };
        // A string given already is drawn again, up to `DUPLICATE_TRIES`
        // times in a row.
        if !seen.insert(g.input.clone()) && again < DUPLICATE_TRIES {
            again += 1;
            continue;
        }
        again = 0;
        out.push(g);
    }
    run
}

/// What one draw gave.
enum Drawn<P> {
    /// A string the parser accepts.
    Accepted(Generated<P>),
    /// A string the parser rejects.
    Rejected,
    /// No string: an `Except` could not be met.
    Unfinished,
}

/// One string drawn and read back.
fn draw<G: Described>(
    d: &mut Drawer<G>,
    production: Option<G::Production>,
) -> Drawn<G::Production> {
    let start = match production {
        Some(p) => p,
        None => {
            let k = d.below(G::ROOTS.len());
            match G::ROOTS.get(k) {
                Some(&p) => p,
                None => return Drawn::Unfinished,
            }
        }
    };
    let mut s = String::new();
    d.depth = 0;
    if !d.production(start, &mut s) {
        return Drawn::Unfinished;
    }
    match read::<G>(production, &s) {
        Ok((named, _)) => Drawn::Accepted(Generated {
            input: s,
            production: named,
        }),
        Err(_) => Drawn::Rejected,
    }
}

/// The characters that a near miss inserts: ASCII that no string of the
/// grammar holds (from its description), then two that are not ASCII.
fn foreign<G: Described>() -> Vec<char> {
    let known = alphabet::<G>(G::ROOTS);
    let mut out: Vec<char> = (0x20u8..0x7f)
        .filter(|&b| !known.get(usize::from(b)).copied().unwrap_or(true))
        .map(char::from)
        .collect();
    out.extend(['é', '\u{7f}']);
    out
}

/// The production that the rule expects the parser to name for a change
/// at byte `at` of the valid `tree`: the deepest node whose span holds
/// `at` (`start <= at <= end`), the first in input order of the deepest.
fn expected_at<'a, T: Tree<'a>>(tree: &T, at: usize) -> T::Production {
    fn go<'a, T: Tree<'a>>(node: &T, at: usize, depth: usize, best: &mut (usize, T::Production)) {
        let s = node.span();
        if s.start() <= at && at <= s.end() {
            if depth > best.0 {
                *best = (depth, node.production());
            }
            node.for_each_child(&mut |c| go(&c, at, depth + 1, best));
        }
    }
    let mut best = (0, tree.production());
    go(tree, at, 0, &mut best);
    best.1
}

/// `count` near misses of `production` (of the whole grammar if `None`),
/// drawn with `seed`: a valid string changed at one byte, so that the
/// grammar rejects it, with where the parser must say so.
///
/// The change is one of: a character no string of the grammar holds
/// inserted at a byte, or put in place of the byte there (certain to
/// make the input invalid), or the byte there deleted (kept only if the
/// parser then rejects the input). The rule for the error: its offset is
/// the changed byte, and its production is the innermost production of
/// the valid string's tree there: the deepest node whose span holds the
/// byte (`start <= offset <= end`, so a node that ends there counts: the
/// production that could not go on), the first in input order of several
/// as deep. Each candidate is then parsed; one where the parser names
/// another offset or production is dropped and counted
/// ([`NearMisses::disagreed`]), never given with the parser's answer.
///
/// ```
/// use rfc1738::syntax::near_misses;
/// use rfc1738::{Rfc1738, Url};
///
/// let run = near_misses::<Rfc1738>(None, 1, 5);
/// for m in &run.misses {
///     let err = Url::parse(&m.input).unwrap_err();
///     assert_eq!((err.offset(), err.expected()), (m.offset, m.expected));
/// }
/// ```
pub fn near_misses<G: Described>(
    production: Option<G::Production>,
    seed: u64,
    count: usize,
) -> NearMisses<G::Production> {
    let mut d = Drawer::<G>::new(seed);
    let chars = foreign::<G>();
    let mut run = NearMisses {
        misses: Vec::with_capacity(count),
        still_valid: 0,
        disagreed: 0,
    };
    for _ in 0..count.saturating_mul(TRIES_PER_URL * 4) {
        if run.misses.len() == count {
            break;
        }
        let Drawn::Accepted(valid) = draw(&mut d, production) else {
            continue;
        };
        let text = valid.input;
        let Ok((_, tree)) = read::<G>(production, &text) else {
            continue;
        };
        // Drawn strings are ASCII: every byte is a char boundary.
        let kind = d.below(3);
        let at = d.below(text.len() + usize::from(kind == 0));
        let c = chars.get(d.below(chars.len())).copied().unwrap_or(' ');
        let mutation = match kind {
            0 => Mutation::Insert(c),
            1 => Mutation::Replace(c),
            _ => Mutation::Delete,
        };
        let expected = expected_at(&tree, at);
        // A byte replaced or deleted in an empty string has no tail: no
        // candidate.
        let (Some(head), Some(tail)) = (text.get(..at), text.get(at + usize::from(kind != 0)..))
        else {
            continue;
        };
        let mut input = String::with_capacity(text.len() + 4);
        input.push_str(head);
        if kind != 2 {
            input.push(c);
        }
        input.push_str(tail);
        match read::<G>(production, &input) {
            Ok(_) => run.still_valid += 1,
            Err(e) if e.offset() == at && e.expected() == expected => {
                run.misses.push(NearMiss {
                    input,
                    offset: at,
                    expected,
                    valid: text,
                    mutation,
                });
            }
            Err(_) => run.disagreed += 1,
        }
    }
    run
}

#[cfg(test)]
mod tests {
    use super::{Drawer, FREE_DEPTH, Rule, is_fixed};
    use crate::rfc1738::{Production, Rfc1738};

    /// A run of near misses counts what it drops: candidates the grammar
    /// still accepts (a deleted byte that was not needed) and candidates
    /// it rejects elsewhere than the rule says (an inserted byte that an
    /// earlier repetition could have taken, say). Pinned for one seed.
    #[test]
    fn near_misses_count_what_they_drop() {
        use super::near_misses;
        use crate::rfc2396::{Production as P, Rfc2396};
        let counts = |p, n| {
            let run = near_misses::<Rfc2396>(p, 1, n);
            (run.misses.len(), run.still_valid, run.disagreed)
        };
        assert_eq!(counts(Some(P::Query), 20), (20, 12, 1));
        assert_eq!(counts(Some(P::Escaped), 20), (20, 0, 43));
        assert_eq!(counts(None, 100), (100, 94, 167));
    }

    /// `hpath` drawn from `depth` levels down, for each of 32 seeds.
    fn hpaths(depth: u32) -> Vec<String> {
        (0..32)
            .map(|seed| {
                let mut d = Drawer::<Rfc1738>::new(seed);
                d.depth = depth;
                let mut out = String::new();
                assert!(d.production(Production::Hpath, &mut out));
                out
            })
            .collect()
    }

    /// Past [`FREE_DEPTH`] levels every choice is the shortest: `hpath`'s
    /// one `hsegment` with no character (RFC 1738 section 5), whatever
    /// the seed, so that a draw ends.
    #[test]
    fn past_the_free_depth_the_shortest_is_drawn() {
        for (seed, hpath) in hpaths(FREE_DEPTH).iter().enumerate() {
            assert_eq!(hpath, "", "seed {seed}");
        }
        // One level above, `hpath` is chosen freely (some of its forms
        // have a `/`) and its `hsegment`s, past the depth, are empty.
        let last = hpaths(FREE_DEPTH - 1);
        assert!(last.iter().any(|h| h.contains('/')), "{last:?}");
        assert!(
            last.iter().all(|h| h.bytes().all(|b| b == b'/')),
            "{last:?}"
        );
        // Two levels above, the `hsegment`s are free as well.
        let above = hpaths(FREE_DEPTH - 2);
        assert!(
            above.iter().any(|h| h.bytes().any(|b| b != b'/')),
            "{above:?}"
        );
        // From the top, the seeds draw paths of their own.
        let free = hpaths(0);
        assert!(
            free.iter().filter(|h| !h.is_empty()).count() > 16,
            "{free:?}"
        );
        assert!(free.iter().any(|h| h.contains('/')), "{free:?}");
    }

    /// The fewest levels of productions below each production: one for
    /// a class of characters, one more than the lowest of its
    /// alternatives otherwise, where a sequence is as high as its
    /// highest part, a choice as its lowest, and an option or a
    /// repetition that may be empty is no level (RFC 1738 section 5).
    #[test]
    fn heights_are_the_fewest_levels_below() {
        use super::{heights, rule_height};
        type R = Rule<Production>;
        let h = heights::<Rfc1738>();
        let of = |p: Production| h[crate::syntax::Production::index(p)];
        // lowalpha, digit, hex: characters.
        assert_eq!(of(Production::Lowalpha), 1);
        assert_eq!(of(Production::Hex), 1);
        // alpha = lowalpha | hialpha; escape = "%" hex hex.
        assert_eq!(of(Production::Alpha), 2);
        assert_eq!(of(Production::Escape), 2);
        // uchar = unreserved | escape: the escape's two levels, plus one.
        assert_eq!(of(Production::Uchar), 3);
        // hsegment = *[ ... ]: may be empty.
        assert_eq!(of(Production::Hsegment), 1);
        // hpath = hsegment ...
        assert_eq!(of(Production::Hpath), 2);
        assert_eq!(
            rule_height::<Rfc1738>(&R::Opt(&R::Ref(Production::Uchar)), &h),
            0
        );
        assert_eq!(
            rule_height::<Rfc1738>(&R::Rep(0, None, &R::Ref(Production::Uchar)), &h),
            0
        );
        assert_eq!(
            rule_height::<Rfc1738>(&R::Rep(1, None, &R::Ref(Production::Uchar)), &h),
            3
        );
        let seq = R::Seq(&[
            R::Lit("%"),
            R::Ref(Production::Uchar),
            R::Ref(Production::Alpha),
        ]);
        assert_eq!(rule_height::<Rfc1738>(&seq, &h), 3);
        let alt = R::Alt(&[R::Ref(Production::Uchar), R::Ref(Production::Alpha)]);
        assert_eq!(rule_height::<Rfc1738>(&alt, &h), 2);
        assert!(h.iter().all(|&x| x < u32::MAX));
    }

    /// A production with fewer strings than asked for: each string once
    /// while new ones come within `DUPLICATE_TRIES` draws, then repeats
    /// (RFC 1738's `digit`, ten strings, for twenty).
    #[test]
    fn repeats_come_after_the_duplicate_tries() {
        use super::generate;
        let run = generate::<Rfc1738>(Some(Production::Digit), 1, 20);
        let digits: String = run.urls.iter().map(|g| g.input.as_str()).collect();
        // The ten first, then what the draws give.
        assert_eq!(digits, "40527186396238658665");
        let mut first: Vec<char> = digits.chars().take(10).collect();
        first.sort_unstable();
        assert_eq!(first.into_iter().collect::<String>(), "0123456789");
    }

    /// A rule of literals only matches one string: its alternative is
    /// weighted as one, not as a choice.
    #[test]
    fn a_sequence_of_literals_is_fixed() {
        type R = Rule<Production>;
        assert!(is_fixed(&R::Lit("//")));
        assert!(is_fixed(&R::Empty));
        assert!(is_fixed(&R::Seq(&[R::Lit("%"), R::Lit("09"), R::Empty])));
        assert!(!is_fixed(&R::Seq(&[
            R::Lit("/"),
            R::Ref(Production::Hsegment)
        ])));
        assert!(!is_fixed(&R::Ref(Production::Hsegment)));
        assert!(!is_fixed(&R::Opt(&R::Lit("/"))));
        assert!(!is_fixed(&R::OneOf("ab")));
    }
}
