//! A grammar as data: each production's alternatives, for the generator
//! ([`generate`](mod@super::generate)) and the grammar coverage of a set of
//! URLs ([`Coverage`]), which share them (feature `generate`).
//!
//! A grammar describes each of its productions
//! ([`Described::describe`]) as a list of named [`Alternative`]s, each a
//! [`Rule`] (literals, other productions, sequences, choices, options,
//! repetitions), or as a set of characters each of which is one
//! alternative ([`Description::Chars`]: `lowalpha`, `safe`). The
//! alternatives are the RFC's `|`, with the optional parts that make the
//! forms of a production written out as alternatives of their own (the
//! gopher forms, `login` with and without a user): they are what the
//! coverage counts and what the generator makes sure to reach.
//!
//! The description is a `match` over the grammar's `Production` enum, so
//! a production added later does not compile until it is described, and
//! the tests check each description against the production's BNF line
//! (every production it names, the BNF names) and against the parser
//! (every string generated from it parses as it, every tree the parser
//! builds is matched by it).
//!
//! [`Coverage`] reads a parse tree against the description: each node of
//! the tree is matched by the first alternative of its production whose
//! rule matches its text, where a production the rule names is the
//! node's next child if that child is of that production, and is matched
//! in the text by its own description otherwise (the character classes
//! inside a leaf, the recursion of a production the tree flattens). Every
//! alternative taken on the way, at every level, is counted once per line.

use super::production::Production;
use super::tree::{Grammar, Tree};

/// A piece of a production's alternative.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule<P: 'static> {
    /// The empty string.
    Empty,
    /// These bytes, exactly.
    Lit(&'static str),
    /// These bytes, ASCII letters in either case (a scheme name that the
    /// grammar compares case-insensitively).
    Caseless(&'static str),
    /// Any one byte of this set (a class the RFC defines in prose, not as
    /// alternatives).
    OneOf(&'static str),
    /// Any one character in one of these ranges, inclusive (a class of
    /// characters beyond ASCII, given by its code points): all the bytes
    /// of its UTF-8 encoding.
    Range(&'static [(char, char)]),
    /// The production.
    Ref(P),
    /// Each in turn.
    Seq(&'static [Rule<P>]),
    /// One of them: a choice inside an alternative, not counted apart.
    Alt(&'static [Rule<P>]),
    /// The rule or nothing.
    Opt(&'static Rule<P>),
    /// At least `min` and at most `max` (no bound if `None`) repetitions.
    Rep(u32, Option<u32>, &'static Rule<P>),
    /// The rule, but not starting with one of these strings (ASCII
    /// case-insensitively): `otherurl` starts with none of the predefined
    /// schemes and its `":"`.
    Except(&'static Rule<P>, &'static [&'static str]),
}

/// One named alternative of a production.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alternative<P: 'static> {
    /// Its name in reports: the alternative in the BNF's own words
    /// (`"hostname"`, `"\"gopher://\" hostport \"/\" gtype"`).
    pub name: &'static str,
    /// What it matches.
    pub rule: Rule<P>,
}

/// The alternatives of one production.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Description<P: 'static> {
    /// Named alternatives, in the order they are tried.
    Alts(&'static [Alternative<P>]),
    /// One byte of this set; each byte is an alternative of its own
    /// (`lowalpha = "a" | "b" | ...`).
    Chars(&'static str),
}

impl<P: Copy> Description<P> {
    /// How many alternatives.
    pub fn len(&self) -> usize {
        match self {
            Description::Alts(alts) => alts.len(),
            Description::Chars(set) => set.len(),
        }
    }

    /// Whether there is none (never, for a described production).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The name of alternative `k`: its `name`, or the byte in quotes
    /// (`<">` for `"`, `%x00` for a byte that is not printable).
    pub fn name(&self, k: usize) -> String {
        match self {
            Description::Alts(alts) => alts
                .get(k)
                .map(|a| String::from(a.name))
                .unwrap_or_default(),
            Description::Chars(set) => match set.as_bytes().get(k) {
                // As the RFCs write them: `"a"`, `<">`, and a byte that
                // is not printable in ABNF's `%x00`.
                Some(b'"') => String::from("<\">"),
                Some(&b) if b.is_ascii_graphic() || b == b' ' => format!("\"{}\"", char::from(b)),
                Some(&b) => format!("%x{b:02X}"),
                None => String::new(),
            },
        }
    }
}

/// A grammar whose productions are described as data.
pub trait Described: Grammar {
    /// The productions that [`Grammar::parse`]'s trees are rooted at:
    /// what a whole URL of the grammar is.
    const ROOTS: &'static [Self::Production];

    /// The alternatives of `p`.
    fn describe(p: Self::Production) -> Description<Self::Production>;
}

/// The character that the UTF-8 bytes `b` start with, if they start
/// with a whole one.
pub(crate) fn char_at(b: &[u8]) -> Option<char> {
    let n = match b.first()? {
        0x00..=0x7F => 1,
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        _ => 4,
    };
    core::str::from_utf8(b.get(..n)?).ok()?.chars().next()
}

/// Whether `text` starts with one of `words`, ASCII case-insensitively.
pub(crate) fn starts_with_any(text: &[u8], words: &[&str]) -> bool {
    words.iter().any(|w| {
        text.get(..w.len())
            .is_some_and(|t| t.eq_ignore_ascii_case(w.as_bytes()))
    })
}

/// Calls `f` on every production that `rule` names, in order.
pub fn for_each_ref<P: Copy>(rule: &Rule<P>, f: &mut dyn FnMut(P)) {
    match rule {
        Rule::Empty | Rule::Lit(_) | Rule::Caseless(_) | Rule::OneOf(_) | Rule::Range(_) => {}
        Rule::Ref(p) => f(*p),
        Rule::Seq(rules) | Rule::Alt(rules) => rules.iter().for_each(|r| for_each_ref(r, f)),
        Rule::Opt(r) | Rule::Rep(_, _, r) | Rule::Except(r, _) => for_each_ref(r, f),
    }
}

/// The productions reachable from `roots` (themselves included), as a
/// flag per production index.
pub fn reachable<G: Described>(roots: &[G::Production]) -> Vec<bool> {
    reachable_by(roots, G::describe)
}

/// [`reachable`] over the descriptions `describe` gives: each production
/// is visited once, so a description that refers back to a production
/// (a grammar's recursion written as such) is no loop.
fn reachable_by<P: Production>(roots: &[P], describe: impl Fn(P) -> Description<P>) -> Vec<bool> {
    let mut seen = vec![false; P::all().len()];
    let mut todo: Vec<P> = roots.to_vec();
    while let Some(p) = todo.pop() {
        match seen.get_mut(p.index()) {
            Some(s) if !*s => *s = true,
            _ => continue,
        }
        if let Description::Alts(alts) = describe(p) {
            for a in alts {
                for_each_ref(&a.rule, &mut |q| todo.push(q));
            }
        }
    }
    seen
}

/// The bytes that some terminal reachable from `roots` holds: a byte
/// outside this set is in no string of the language.
pub fn alphabet<G: Described>(roots: &[G::Production]) -> [bool; 256] {
    fn rule_bytes<P: Copy>(rule: &Rule<P>, out: &mut [bool; 256]) {
        let mut add = |s: &str, caseless: bool| {
            for b in s.bytes() {
                if let Some(x) = out.get_mut(usize::from(b)) {
                    *x = true;
                }
                if caseless {
                    for c in [b.to_ascii_lowercase(), b.to_ascii_uppercase()] {
                        if let Some(x) = out.get_mut(usize::from(c)) {
                            *x = true;
                        }
                    }
                }
            }
        };
        match rule {
            Rule::Empty | Rule::Ref(_) => {}
            Rule::Lit(s) | Rule::OneOf(s) => add(s, false),
            Rule::Caseless(s) => add(s, true),
            Rule::Range(ranges) => {
                // The lead bytes of the ranges' characters, and every
                // continuation byte.
                for &(lo, hi) in ranges.iter() {
                    let lead = |c: char| c.encode_utf8(&mut [0; 4]).as_bytes().first().copied();
                    if let (Some(a), Some(b)) = (lead(lo), lead(hi)) {
                        for x in out.iter_mut().take(usize::from(b) + 1).skip(usize::from(a)) {
                            *x = true;
                        }
                    }
                }
                for x in out.iter_mut().take(0xC0).skip(0x80) {
                    *x = true;
                }
            }
            Rule::Seq(rules) | Rule::Alt(rules) => rules.iter().for_each(|r| rule_bytes(r, out)),
            Rule::Opt(r) | Rule::Rep(_, _, r) | Rule::Except(r, _) => rule_bytes(r, out),
        }
    }
    let mut out = [false; 256];
    let reach = reachable::<G>(roots);
    for (&p, _) in <G::Production as Production>::all()
        .iter()
        .zip(&reach)
        .filter(|(_, r)| **r)
    {
        match G::describe(p) {
            Description::Alts(alts) => alts.iter().for_each(|a| rule_bytes(&a.rule, &mut out)),
            Description::Chars(set) => {
                for b in set.bytes() {
                    if let Some(x) = out.get_mut(usize::from(b)) {
                        *x = true;
                    }
                }
            }
        }
    }
    out
}

/// Where each production's alternatives start in a flat table of all the
/// grammar's alternatives, and how many there are in all.
fn offsets<G: Described>() -> (Vec<usize>, usize) {
    let mut out = Vec::new();
    let mut total = 0;
    for &p in <G::Production as Production>::all() {
        out.push(total);
        total += G::describe(p).len();
    }
    (out, total)
}

/// One alternative of one production and how many lines exercised it:
/// a row of a [`Coverage`] report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverageRow<P> {
    /// The production.
    pub production: P,
    /// The alternative's position among the production's.
    pub index: usize,
    /// The alternative's name ([`Description::name`]).
    pub name: String,
    /// How many lines exercised it.
    pub lines: u64,
    /// Whether the production is reachable from the grammar's roots (a
    /// URL can exercise it at all).
    pub reachable: bool,
}

/// The grammar coverage of a set of URLs: for every alternative of every
/// production, how many of the URLs exercised it, read from their parse
/// trees against the grammar's description.
///
/// ```
/// use rfc1738::syntax::{Coverage, Grammar};
/// use rfc1738::{Options, Production, Rfc1738};
///
/// let mut coverage = Coverage::<Rfc1738>::new();
/// for url in ["http://example.com/", "http://10.0.0.1:8080/x?y"] {
///     let (_, tree) = Rfc1738::parse(url, Options::new())?;
///     assert!(coverage.add(&tree));
/// }
/// let host: Vec<(String, u64)> = coverage
///     .rows()
///     .into_iter()
///     .filter(|r| r.production == Production::Host)
///     .map(|r| (r.name, r.lines))
///     .collect();
/// assert_eq!(host, [("hostname".to_string(), 1), ("hostnumber".to_string(), 1)]);
/// # Ok::<(), rfc1738::ParseError>(())
/// ```
pub struct Coverage<G: Described> {
    offsets: Vec<usize>,
    counts: Vec<u64>,
    /// Per alternative: the number of the last line that exercised it
    /// (so that a line counts once).
    last: Vec<u64>,
    lines: u64,
    unmatched: u64,
    memo: Memo<G::Production>,
    _grammar: core::marker::PhantomData<G>,
}

impl<G: Described> Default for Coverage<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Described> core::fmt::Debug for Coverage<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Coverage")
            .field("lines", &self.lines)
            .field("unmatched", &self.unmatched)
            .finish_non_exhaustive()
    }
}

impl<G: Described> Clone for Coverage<G> {
    fn clone(&self) -> Self {
        Coverage {
            offsets: self.offsets.clone(),
            counts: self.counts.clone(),
            last: self.last.clone(),
            lines: self.lines,
            unmatched: self.unmatched,
            memo: Memo::new::<G>(),
            _grammar: core::marker::PhantomData,
        }
    }
}

impl<G: Described> Coverage<G> {
    /// No line yet.
    pub fn new() -> Self {
        let (offsets, total) = offsets::<G>();
        Coverage {
            offsets,
            counts: vec![0; total],
            last: vec![0; total],
            lines: 0,
            unmatched: 0,
            memo: Memo::new::<G>(),
            _grammar: core::marker::PhantomData,
        }
    }

    /// Counts the alternatives that the tree `root` (one line, one URL)
    /// exercises. Returns false when the description does not match some
    /// node of the tree (then the line is counted in
    /// [`unmatched`](Self::unmatched) and the alternatives found before
    /// that node are counted).
    pub fn add<'a>(&mut self, root: &G::Node<'a>) -> bool {
        self.lines += 1;
        let line = self.lines;
        let mut taken: Vec<(G::Production, usize)> = Vec::new();
        let ok = walk::<G>(root, &mut Vec::new(), &mut taken, &mut self.memo);
        for (p, k) in taken {
            let Some(&base) = self.offsets.get(p.index()) else {
                continue;
            };
            if let (Some(last), Some(count)) =
                (self.last.get_mut(base + k), self.counts.get_mut(base + k))
            {
                if *last != line {
                    *last = line;
                    *count += 1;
                }
            }
        }
        if !ok {
            self.unmatched += 1;
        }
        ok
    }

    /// Adds the counts of `other` (the lines another thread read).
    pub fn merge(&mut self, other: &Coverage<G>) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
        self.lines += other.lines;
        self.unmatched += other.unmatched;
    }

    /// How many trees were added.
    pub fn lines(&self) -> u64 {
        self.lines
    }

    /// How many of them the description did not match whole. The
    /// description follows the RFC's BNF: a tree that only an option
    /// widening the grammar lets the parser build (RFC 1630's
    /// `fold_scheme_case`, RFC 2396's `empty_relative_path`) is not
    /// matched; for a tree built with the default options, a count above
    /// zero is a fault of the description.
    pub fn unmatched(&self) -> u64 {
        self.unmatched
    }

    /// Every alternative of every production, in the grammar's order.
    pub fn rows(&self) -> Vec<CoverageRow<G::Production>> {
        let reach = reachable::<G>(G::ROOTS);
        let mut out = Vec::new();
        for &p in <G::Production as Production>::all() {
            let d = G::describe(p);
            let base = self.offsets.get(p.index()).copied().unwrap_or(0);
            for k in 0..d.len() {
                out.push(CoverageRow {
                    production: p,
                    index: k,
                    name: d.name(k),
                    lines: self.counts.get(base + k).copied().unwrap_or(0),
                    reachable: reach.get(p.index()).copied().unwrap_or(false),
                });
            }
        }
        out
    }

    /// The alternatives reachable from the grammar's roots that no line
    /// exercised.
    pub fn unexercised(&self) -> Vec<CoverageRow<G::Production>> {
        self.rows()
            .into_iter()
            .filter(|r| r.reachable && r.lines == 0)
            .collect()
    }

    /// The alternatives reachable from `roots` that no line exercised
    /// (for trees of other productions than the grammar's roots).
    pub fn unexercised_from(&self, roots: &[G::Production]) -> Vec<CoverageRow<G::Production>> {
        let reach = reachable::<G>(roots);
        self.rows()
            .into_iter()
            .filter(|r| r.lines == 0 && reach.get(r.production.index()).copied().unwrap_or(false))
            .collect()
    }
}

/// Matches every node of the tree under `node` (itself included),
/// pushing the alternatives taken. False if some node is not matched.
fn walk<'a, G: Described>(
    node: &G::Node<'a>,
    nodes: &mut Vec<G::Node<'a>>,
    taken: &mut Vec<(G::Production, usize)>,
    memo: &mut Memo<G::Production>,
) -> bool {
    // The children on the shared stack, from `base` on.
    let base = nodes.len();
    node.for_each_child(&mut |c| nodes.push(c));
    let mut ok = classify::<G>(node, nodes.get(base..).unwrap_or_default(), taken, memo);
    for k in base..nodes.len() {
        if let Some(c) = nodes.get(k).copied() {
            ok &= walk::<G>(&c, nodes, taken, memo);
        }
    }
    nodes.truncate(base);
    ok
}

/// The deepest nesting of rules the matcher follows, and the most steps
/// it takes per byte of a node (then it gives up: the node is unmatched).
const MAX_DEPTH: usize = 400;
const STEPS_PER_BYTE: usize = 256;

/// The alternative of `node`'s production that matches it, pushed (with
/// those of the productions matched inside it) onto `taken`.
fn classify<'a, G: Described>(
    node: &G::Node<'a>,
    children: &[G::Node<'a>],
    taken: &mut Vec<(G::Production, usize)>,
    memo: &mut Memo<G::Production>,
) -> bool {
    let span = node.span();
    let base = span.start();
    let mut pins = core::mem::take(&mut memo.pins);
    pins.extend(children.iter().map(|c| {
        let s = c.span();
        (
            c.production(),
            s.start().saturating_sub(base),
            s.end().saturating_sub(base),
        )
    }));
    let mut m = Matcher::<G> {
        text: span.as_str().as_bytes(),
        pins,
        taken: core::mem::take(taken),
        depth: 0,
        steps: 0,
        max_steps: memo.budget(span.len()),
        stack: core::mem::take(&mut memo.stack),
        memo,
    };
    let end = m.text.len();
    let n = m.pins.len();
    let ok = m.production(node.production(), State { pos: 0, pin: 0 }, &mut |_, s| {
        s.pos == end && s.pin == n
    });
    *taken = m.taken;
    m.stack.clear();
    m.memo.stack = m.stack;
    m.pins.clear();
    m.memo.pins = m.pins;
    ok
}

/// Where the matcher is: the byte, and the next child to pin.
#[derive(Clone, Copy, Debug)]
struct State {
    pos: usize,
    pin: usize,
}

/// What comes after: true if the rest matches from the state.
type Cont<'k, G> = dyn FnMut(&mut Matcher<'_, '_, G>, State) -> bool + 'k;

struct Matcher<'t, 'm, G: Described> {
    text: &'t [u8],
    pins: Vec<(G::Production, usize, usize)>,
    taken: Vec<(G::Production, usize)>,
    depth: usize,
    steps: usize,
    max_steps: usize,
    memo: &'m mut Memo<G::Production>,
    /// The states of the repetitions under way (`rep`).
    stack: Vec<(State, usize)>,
}

/// The alternatives that one byte takes through a production, for the
/// productions whose match is one byte decided by that byte alone
/// (`uchar` on anything but `%`): each is worked out once, then looked
/// up, which makes the character classes inside a leaf cheap.
struct Memo<P> {
    /// Per production: whether it is such a production.
    simple: Vec<bool>,
    /// Per production and byte: not worked out yet (`None`), no match
    /// (`Some(None)`), or the alternatives taken.
    table: Vec<Vec<Slot<P>>>,
    /// Per rule of a repetition (by its address in the description, which
    /// is static): the index of its table in `rule_tables`, if it is
    /// `unit`.
    rules: std::collections::HashMap<usize, Option<usize>>,
    /// Per such rule and byte, as `table`.
    rule_tables: Vec<Vec<Slot<P>>>,
    /// Buffers kept from node to node: the matcher's children and stack.
    pins: Vec<(P, usize, usize)>,
    stack: Vec<(State, usize)>,
    /// How the repetitions were matched, for the tests that hold the
    /// tables to answering them.
    #[cfg(test)]
    counts: RepCounts,
    /// The step budget of every node, in place of the one its length
    /// gives, for the tests that hold the matcher to its count.
    #[cfg(test)]
    budget: Option<usize>,
}

/// How the bytes of repetitions were matched: taken from a rule's table
/// in a run (`run`), worked out or looked up one at a time (`single`),
/// and repetitions matched by following the rule (`general`).
#[cfg(test)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct RepCounts {
    run: usize,
    single: usize,
    general: usize,
}

/// What one byte takes through a production or a rule: not worked out
/// yet (`None`), no match (`Some(None)`), or the alternatives taken.
type Slot<P> = Option<Option<Box<[(P, usize)]>>>;

/// The slot of table `t` at byte `b` in `tables`.
fn slot_in<P>(tables: &[Vec<Slot<P>>], t: usize, b: usize) -> Option<&Slot<P>> {
    tables.get(t)?.get(b)
}

/// Whether `rule`, at a byte other than `%`, matches that one byte or
/// nothing, decided by the byte alone: one byte, a simple production, a
/// choice of those, or a sequence that starts with `%` (an escape).
fn unit<P: Production>(rule: &Rule<P>, simple: &[bool]) -> bool {
    match rule {
        Rule::Lit(l) => l.len() == 1 && *l != "%",
        Rule::OneOf(set) => !set.contains('%'),
        Rule::Ref(q) => simple.get(q.index()).copied().unwrap_or(false),
        Rule::Alt(rules) => rules.iter().all(|r| unit(r, simple)),
        Rule::Seq(rules) => matches!(rules.first(), Some(Rule::Lit(l)) if l.starts_with('%')),
        _ => false,
    }
}

impl<P: Production> Memo<P> {
    /// The most steps the matcher takes on a node of `len` bytes.
    fn budget(&self, len: usize) -> usize {
        #[cfg(test)]
        if let Some(b) = self.budget {
            return b;
        }
        STEPS_PER_BYTE * (len + 16)
    }

    fn new<G: Described<Production = P>>() -> Self {
        let all = P::all();
        let mut simple = vec![false; all.len()];
        // The least fixpoint: a production is simple when each of its
        // alternatives is `unit`.
        loop {
            let mut changed = false;
            for &p in all {
                let now = match G::describe(p) {
                    Description::Chars(set) => !set.contains('%'),
                    Description::Alts(alts) => alts.iter().all(|a| unit(&a.rule, &simple)),
                };
                if let Some(s) = simple.get_mut(p.index()) {
                    if now && !*s {
                        *s = true;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        Memo {
            simple,
            table: vec![vec![None; 256]; all.len()],
            rules: std::collections::HashMap::new(),
            rule_tables: Vec::new(),
            pins: Vec::new(),
            stack: Vec::new(),
            #[cfg(test)]
            counts: RepCounts::default(),
            #[cfg(test)]
            budget: None,
        }
    }
}

impl<'t, 'm, G: Described> Matcher<'t, 'm, G> {
    /// A matcher of one byte, which works out a table's entry. A `unit`
    /// rule at one byte follows no repetition and no cycle (a simple
    /// production is a least fixpoint), so its steps are bounded by the
    /// description: no budget.
    fn one_byte(byte: &'t [u8], memo: &'m mut Memo<G::Production>) -> Self {
        Matcher {
            text: byte,
            pins: Vec::new(),
            taken: Vec::new(),
            depth: 0,
            steps: 0,
            max_steps: usize::MAX,
            memo,
            stack: Vec::new(),
        }
    }

    /// Whether to go on: within the step and depth budget.
    fn budget(&mut self) -> bool {
        self.steps += 1;
        self.steps <= self.max_steps && self.depth <= MAX_DEPTH
    }

    /// Whether `s` is past the start of its next child: the child can no
    /// longer be pinned (the matcher only moves on), so nothing from `s`
    /// matches the node.
    fn passed_a_child(&self, s: State) -> bool {
        self.pins
            .get(s.pin)
            .is_some_and(|&(_, start, _)| start < s.pos)
    }

    /// Production `p` from `s`: the next child if it is a `p` starting
    /// here, else the first alternative of `p` after which `k` matches.
    fn production(&mut self, p: G::Production, s: State, k: &mut Cont<'_, G>) -> bool {
        if !self.budget() {
            return false;
        }
        if let Some(&(q, start, end)) = self.pins.get(s.pin) {
            if q == p && start == s.pos {
                return k(
                    self,
                    State {
                        pos: end,
                        pin: s.pin + 1,
                    },
                );
            }
        }
        if let Some(&b) = self.text.get(s.pos) {
            if b != b'%' && self.memo.simple.get(p.index()).copied().unwrap_or(false) {
                return self.memoized(p, b, s, k);
            }
        }
        self.alternatives(p, s, k)
    }

    /// The table of the rule `r` if it is one byte decided by that byte
    /// alone (but for `%`), made on first use.
    fn rule_table(&mut self, r: &Rule<G::Production>) -> Option<usize> {
        let key = core::ptr::from_ref(r) as usize;
        if let Some(&t) = self.memo.rules.get(&key) {
            return t;
        }
        let t = unit(r, &self.memo.simple).then(|| {
            self.memo.rule_tables.push(vec![None; 256]);
            self.memo.rule_tables.len() - 1
        });
        self.memo.rules.insert(key, t);
        t
    }

    /// Pushes what the rule of table `t` takes at byte `b` (not `%`);
    /// false if it does not match the byte.
    fn rule_byte(&mut self, t: usize, r: &Rule<G::Production>, b: u8) -> bool {
        let slot = usize::from(b);
        let known = slot_in(&self.memo.rule_tables, t, slot).is_some_and(Option::is_some);
        if !known {
            let byte = [b];
            let mut one = Matcher::<G>::one_byte(&byte, self.memo);
            let ok = one.rule(r, State { pos: 0, pin: 0 }, &mut |_, t| t.pos == 1);
            let found = ok.then(|| one.taken.into_boxed_slice());
            if let Some(x) = self
                .memo
                .rule_tables
                .get_mut(t)
                .and_then(|table| table.get_mut(slot))
            {
                *x = Some(found);
            }
        }
        match slot_in(&self.memo.rule_tables, t, slot) {
            Some(Some(Some(alts))) => {
                self.taken.extend_from_slice(alts);
                true
            }
            _ => false,
        }
    }

    /// A simple production at byte `b` (not `%`) from `s`, looked up.
    fn memoized(&mut self, p: G::Production, b: u8, s: State, k: &mut Cont<'_, G>) -> bool {
        let (p_at, slot) = (p.index(), usize::from(b));
        if slot_in(&self.memo.table, p_at, slot).is_some_and(Option::is_none) {
            let byte = [b];
            let mut one = Matcher::<G>::one_byte(&byte, self.memo);
            let ok = one.alternatives(p, State { pos: 0, pin: 0 }, &mut |_, t| t.pos == 1);
            let found = ok.then(|| one.taken.into_boxed_slice());
            if let Some(x) = self.memo.table.get_mut(p_at).and_then(|t| t.get_mut(slot)) {
                *x = Some(found);
            }
        }
        let Some(Some(Some(alts))) = slot_in(&self.memo.table, p_at, slot) else {
            return false;
        };
        let mark = self.taken.len();
        self.taken.extend_from_slice(alts);
        let ok = k(
            self,
            State {
                pos: s.pos + 1,
                pin: s.pin,
            },
        );
        if !ok {
            self.taken.truncate(mark);
        }
        ok
    }

    /// The first alternative of `p` after which `k` matches.
    fn alternatives(&mut self, p: G::Production, s: State, k: &mut Cont<'_, G>) -> bool {
        match G::describe(p) {
            Description::Chars(set) => {
                let Some(&b) = self.text.get(s.pos) else {
                    return false;
                };
                let Some(at) = set.bytes().position(|c| c == b) else {
                    return false;
                };
                let mark = self.taken.len();
                self.taken.push((p, at));
                let ok = k(
                    self,
                    State {
                        pos: s.pos + 1,
                        pin: s.pin,
                    },
                );
                if !ok {
                    self.taken.truncate(mark);
                }
                ok
            }
            Description::Alts(alts) => {
                self.depth += 1;
                let mut ok = false;
                for (j, a) in alts.iter().enumerate() {
                    let mark = self.taken.len();
                    self.taken.push((p, j));
                    if self.rule(&a.rule, s, k) {
                        ok = true;
                        break;
                    }
                    self.taken.truncate(mark);
                }
                self.depth -= 1;
                ok
            }
        }
    }

    fn rule(&mut self, rule: &Rule<G::Production>, s: State, k: &mut Cont<'_, G>) -> bool {
        if !self.budget() || self.passed_a_child(s) {
            return false;
        }
        let rest = self.text.get(s.pos..).unwrap_or_default();
        let advance = |n: usize| State {
            pos: s.pos + n,
            pin: s.pin,
        };
        match *rule {
            Rule::Empty => k(self, s),
            Rule::Lit(l) => rest.starts_with(l.as_bytes()) && k(self, advance(l.len())),
            Rule::Caseless(l) => {
                rest.get(..l.len())
                    .is_some_and(|t| t.eq_ignore_ascii_case(l.as_bytes()))
                    && k(self, advance(l.len()))
            }
            Rule::OneOf(set) => {
                rest.first().is_some_and(|b| set.as_bytes().contains(b)) && k(self, advance(1))
            }
            Rule::Range(ranges) => match char_at(rest) {
                Some(c) if ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi) => {
                    k(self, advance(c.len_utf8()))
                }
                _ => false,
            },
            Rule::Ref(p) => self.production(p, s, k),
            Rule::Seq(rules) => self.seq(rules, s, k),
            Rule::Alt(rules) => {
                for r in rules {
                    if self.rule(r, s, k) {
                        return true;
                    }
                }
                false
            }
            Rule::Opt(r) => self.rule(r, s, k) || k(self, s),
            Rule::Rep(min, max, r) => self.rep(min, max, r, s, k),
            Rule::Except(r, words) => {
                let from = s.pos;
                self.rule(r, s, &mut |m: &mut Matcher<'_, '_, G>, t: State| {
                    let word = m.text.get(from..t.pos).unwrap_or_default();
                    !starts_with_any(word, words) && k(m, t)
                })
            }
        }
    }

    fn seq(&mut self, rules: &[Rule<G::Production>], s: State, k: &mut Cont<'_, G>) -> bool {
        match rules.split_first() {
            None => k(self, s),
            Some((first, rest)) => {
                self.depth += 1;
                let ok = self.rule(first, s, &mut |m: &mut Matcher<'_, '_, G>, t: State| {
                    m.seq(rest, t, k)
                });
                self.depth -= 1;
                ok
            }
        }
    }

    /// `min` to `max` repetitions of `r`, greedily: each repetition is
    /// the first way `r` matches (no backtracking into it), then `k` is
    /// tried after the most repetitions, then after one fewer, and so on.
    fn rep(
        &mut self,
        min: u32,
        max: Option<u32>,
        r: &Rule<G::Production>,
        s: State,
        k: &mut Cont<'_, G>,
    ) -> bool {
        // The states after each repetition and the length of `taken`
        // there, on the shared stack from `base` on (a continuation
        // called below pushes above them and takes its own off again).
        let base = self.stack.len();
        self.stack.push((s, self.taken.len()));
        let count = |m: &Self| m.stack.len() - base;
        let mut at = s;
        let table = self.rule_table(r);
        let text = self.text;
        let room = |n: usize| max.is_none_or(|m| n <= m as usize);
        while room(count(self)) {
            // A repetition of one byte at a time (`*uchar`): the bytes
            // worked out already, up to the next child, in one run.
            if let Some(tab) = table.and_then(|t| self.memo.rule_tables.get(t)) {
                let limit = self
                    .pins
                    .get(at.pin)
                    .map_or(text.len(), |&(_, start, _)| start);
                let mut stop = false;
                while at.pos < limit && room(self.stack.len() - base) {
                    let Some(&b) = text.get(at.pos) else { break };
                    match tab.get(usize::from(b)) {
                        // (A rule's table has nothing at `%`: `rule_byte`
                        // is not asked for it.)
                        Some(Some(Some(alts))) => {
                            self.taken.extend_from_slice(alts);
                            at.pos += 1;
                            self.steps += 1;
                            self.stack.push((at, self.taken.len()));
                            #[cfg(test)]
                            {
                                self.memo.counts.run += 1;
                            }
                        }
                        Some(Some(None)) => {
                            stop = true;
                            break;
                        }
                        _ => break,
                    }
                }
                if stop || !room(count(self)) {
                    break;
                }
            }
            // One byte not worked out yet, or anything else: one at a time.
            if let (Some(t), Some(&b)) = (table, self.text.get(at.pos)) {
                // At the next child or past it, the rule is followed
                // (which pins the child, or gives up on passing it).
                let pinned = self
                    .pins
                    .get(at.pin)
                    .is_some_and(|&(_, start, _)| start <= at.pos);
                if b != b'%' && !pinned {
                    self.steps += 1;
                    #[cfg(test)]
                    {
                        self.memo.counts.single += 1;
                    }
                    if !self.rule_byte(t, r, b) {
                        break;
                    }
                    at.pos += 1;
                    self.stack.push((at, self.taken.len()));
                    continue;
                }
            }
            #[cfg(test)]
            {
                self.memo.counts.general += 1;
            }
            // The first way `r` matches (its continuation takes it, so
            // the rule's answer is whether `next` is set).
            let mut next = None;
            self.rule(r, at, &mut |_, t: State| {
                next = Some(t);
                true
            });
            // A repetition that moved on (by a byte or a child: the
            // matcher never moves back) counts; one that matched nothing
            // ends the loop.
            match next {
                Some(t) if (t.pos, t.pin) != (at.pos, at.pin) => {
                    self.stack.push((t, self.taken.len()));
                    at = t;
                }
                _ => break,
            }
            if self.steps > self.max_steps {
                self.stack.truncate(base);
                return false;
            }
        }
        let mut ok = false;
        for n in (min as usize..count(self)).rev() {
            if let Some(&(t, mark)) = self.stack.get(base + n) {
                self.taken.truncate(mark);
                if k(self, t) {
                    ok = true;
                    break;
                }
            }
        }
        if !ok {
            if let Some(&(_, mark)) = self.stack.get(base) {
                self.taken.truncate(mark);
            }
        }
        self.stack.truncate(base);
        ok
    }
}

/// `alts!["name" => rule, ...]`: a [`Description::Alts`] of named
/// alternatives.
macro_rules! alts {
    ($($name:expr => $rule:expr),* $(,)?) => {
        $crate::syntax::describe::Description::Alts(&[
            $($crate::syntax::describe::Alternative { name: $name, rule: $rule },)*
        ])
    };
}

pub(crate) use alts;

#[cfg(test)]
mod tests {
    use super::{Coverage, starts_with_any};
    use crate::rfc1738::{Options, Rfc1738};
    use crate::syntax::Grammar;

    /// `len` counts the alternatives (or the bytes of a set), and a
    /// description is empty only with none.
    #[test]
    fn a_description_counts_its_alternatives() {
        use super::{Alternative, Description, Rule};
        use crate::rfc1738::Production as P;
        static ONE: [Alternative<P>; 1] = [Alternative {
            name: "hsegment",
            rule: Rule::Ref(P::Hsegment),
        }];
        let cases: [(Description<P>, usize); 4] = [
            (Description::Alts(&ONE), 1),
            (Description::Alts(&[]), 0),
            (Description::Chars("abc"), 3),
            (Description::Chars(""), 0),
        ];
        for (d, n) in cases {
            assert_eq!(d.len(), n, "{d:?}");
            assert_eq!(d.is_empty(), n == 0, "{d:?}");
        }
    }

    /// `unit` says which rules the byte tables may answer: one byte,
    /// decided by that byte alone. A literal of two bytes (or none) is not
    /// one, nor `%` (an escape reads three), nor a sequence unless it
    /// starts with `%`.
    #[test]
    fn a_unit_rule_is_one_byte_decided_by_that_byte() {
        use super::{Rule, unit};
        use crate::rfc1738::Production as P;
        use crate::syntax::Production as _;
        let mut simple = vec![false; P::all().len()];
        simple[P::Uchar.index()] = true;
        let cases: [(Rule<P>, bool); 14] = [
            (Rule::Lit("a"), true),
            (Rule::Lit("%"), false),
            (Rule::Lit("ab"), false),
            (Rule::Lit("//"), false),
            (Rule::Lit(""), false),
            (Rule::OneOf(";:@"), true),
            (Rule::OneOf("a%"), false),
            (Rule::Ref(P::Uchar), true),
            (Rule::Ref(P::Hpath), false),
            (Rule::Alt(&[Rule::Ref(P::Uchar), Rule::Lit(";")]), true),
            (Rule::Alt(&[Rule::Lit(";"), Rule::Lit("ab")]), false),
            (Rule::Seq(&[Rule::Lit("%"), Rule::Ref(P::Hex)]), true),
            (Rule::Seq(&[Rule::Lit("a")]), false),
            (Rule::Rep(0, None, &Rule::Lit("a")), false),
        ];
        for (rule, is_unit) in &cases {
            assert_eq!(unit(rule, &simple), *is_unit, "{rule:?}");
        }
    }

    /// A description may refer back to a production (RFC 1630's `path =
    /// segment "/" path`, which the grammar's own description writes as a
    /// repetition): each production is visited once, and the walk ends.
    #[test]
    fn reachable_ends_on_a_cycle() {
        use super::{Alternative, Description, Rule, reachable_by};
        use crate::rfc1738::Production as P;
        use crate::syntax::Production as _;
        static HPATH: [Alternative<P>; 1] = [Alternative {
            name: "hsegment",
            rule: Rule::Ref(P::Hsegment),
        }];
        static HSEGMENT: [Alternative<P>; 1] = [Alternative {
            name: "hpath",
            rule: Rule::Ref(P::Hpath),
        }];
        let describe = |p| match p {
            P::Hpath => Description::Alts(&HPATH),
            P::Hsegment => Description::Alts(&HSEGMENT),
            _ => Description::Chars("a"),
        };
        let seen = reachable_by(&[P::Uchar, P::Hpath], describe);
        let reached: Vec<P> = P::all()
            .iter()
            .copied()
            .filter(|p| seen[p.index()])
            .collect();
        assert_eq!(reached, [P::Hpath, P::Hsegment, P::Uchar]);
    }

    /// No description repeats a rule that can match the empty string: a
    /// repetition then always moves on, and its loop ends (the matcher
    /// still stops one that does not, as `rep` says).
    #[test]
    fn no_repetition_repeats_the_empty_string() {
        use super::{Described, Description, Rule};
        use crate::syntax::Production;
        fn nullable<P: Production>(rule: &Rule<P>, empty: &[bool]) -> bool {
            match rule {
                Rule::Empty | Rule::Opt(_) => true,
                Rule::Lit(l) | Rule::Caseless(l) => l.is_empty(),
                Rule::OneOf(_) | Rule::Range(_) => false,
                Rule::Ref(p) => empty.get(p.index()).copied().unwrap_or(false),
                Rule::Seq(rules) => rules.iter().all(|r| nullable(r, empty)),
                Rule::Alt(rules) => rules.iter().any(|r| nullable(r, empty)),
                Rule::Rep(min, _, r) => *min == 0 || nullable(r, empty),
                Rule::Except(r, _) => nullable(r, empty),
            }
        }
        fn check<G: Described>() -> usize {
            let all = G::Production::all();
            let mut empty = vec![false; all.len()];
            loop {
                let mut changed = false;
                for &p in all {
                    let now = match G::describe(p) {
                        Description::Chars(_) => false,
                        Description::Alts(alts) => alts.iter().any(|a| nullable(&a.rule, &empty)),
                    };
                    if now && !empty[p.index()] {
                        empty[p.index()] = true;
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            let mut reps = 0;
            fn walk<P: Production>(rule: &Rule<P>, empty: &[bool], p: P, reps: &mut usize) {
                match rule {
                    Rule::Rep(_, _, r) => {
                        *reps += 1;
                        assert!(!nullable(r, empty), "{}: {rule:?}", p.name());
                        walk(r, empty, p, reps);
                    }
                    Rule::Seq(rules) | Rule::Alt(rules) => {
                        rules.iter().for_each(|r| walk(r, empty, p, reps));
                    }
                    Rule::Opt(r) | Rule::Except(r, _) => walk(r, empty, p, reps),
                    _ => {}
                }
            }
            for &p in all {
                if let Description::Alts(alts) = G::describe(p) {
                    alts.iter()
                        .for_each(|a| walk(&a.rule, &empty, p, &mut reps));
                }
            }
            reps
        }
        assert!(check::<Rfc1738>() > 20);
        assert!(check::<crate::rfc1630::Rfc1630>() > 10);
        assert!(check::<crate::rfc2396::Rfc2396>() > 10);
    }

    /// `merge` adds up the lines, the unmatched ones (which no tree of a
    /// grammar makes, so they are set by hand here) and the counts.
    #[test]
    fn merge_adds_everything_up() {
        let mut a = Coverage::<Rfc1738>::new();
        let mut b = Coverage::<Rfc1738>::new();
        for (c, urls) in [
            (&mut a, ["http://h/", "ftp://h/"]),
            (&mut b, ["http://h/", "news:*"]),
        ] {
            for url in urls {
                let (_, tree) = Rfc1738::parse(url, Options::new()).unwrap();
                assert!(c.add(&tree), "{url}");
            }
        }
        a.unmatched = 2;
        b.unmatched = 3;
        let rows = |c: &Coverage<Rfc1738>| -> Vec<(String, u64)> {
            c.rows().into_iter().map(|r| (r.name, r.lines)).collect()
        };
        let (ra, rb) = (rows(&a), rows(&b));
        a.merge(&b);
        assert_eq!((a.lines(), a.unmatched()), (4, 5));
        for ((name, sum), ((_, x), (_, y))) in rows(&a).into_iter().zip(ra.into_iter().zip(rb)) {
            assert_eq!(sum, x + y, "{name}");
        }
    }

    /// `Except`'s test (RFC 1738's `otherurl` is a `genericurl` whose
    /// scheme is none of the predefined ones): a prefix in any case, not
    /// a part of one.
    #[test]
    fn starts_with_any_is_a_prefix_in_any_case() {
        let words = ["http", "ftp"];
        for text in ["http://h/", "HTTP:x", "ftp", "Ftp.x"] {
            assert!(starts_with_any(text.as_bytes(), &words), "{text}");
        }
        for text in ["", "ht", "xhttp", "ft", "gopher://h/"] {
            assert!(!starts_with_any(text.as_bytes(), &words), "{text}");
        }
        assert!(!starts_with_any(b"http", &[]));
    }
}

/// The tables of [`Memo`] answer the repetitions of one byte at a time
/// themselves: the coverage of a long run of bytes looks each distinct
/// byte up once and takes the rest from the table in runs, and follows
/// the rule only where the run ends (an escape, the end of the node).
#[cfg(test)]
mod tables {
    use super::{Coverage, Described, RepCounts};

    /// Bytes taken in runs, one at a time, and repetitions followed.
    fn counted(run: usize, single: usize, general: usize) -> RepCounts {
        RepCounts {
            run,
            single,
            general,
        }
    }

    fn counts<G: Described>(urls: &[&str]) -> RepCounts {
        let mut c = Coverage::<G>::new();
        for url in urls {
            let (_, tree) = G::parse(url, G::Options::default()).unwrap();
            assert!(c.add(&tree), "{url}");
        }
        c.memo.counts
    }

    /// The fewest steps per node with which the matcher matches every
    /// node of the tree of `url` (the budget makes it give up past them).
    fn least_budget<G: Described>(url: &str) -> usize {
        let (_, tree) = G::parse(url, G::Options::default()).unwrap();
        let fits = |b| {
            let mut c = Coverage::<G>::new();
            c.memo.budget = Some(b);
            c.add(&tree)
        };
        let (mut lo, mut hi) = (0, 1 << 16);
        assert!(fits(hi), "{url}");
        while lo < hi {
            let mid = (lo + hi) / 2;
            if fits(mid) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        lo
    }

    /// The budget counts every rule followed and every byte of a
    /// repetition, and the matcher gives up as soon as a node is past it:
    /// the least budget of each tree is pinned, so a step that is no
    /// longer counted (or a budget checked one step late) changes it.
    #[test]
    fn the_budget_counts_every_step() {
        use crate::rfc1630::Rfc1630;
        use crate::rfc1738::Rfc1738;
        use crate::rfc2396::Rfc2396;
        let least: Vec<usize> = [
            "http://h/abcdabcd",
            "http://h/abcd%41abcd",
            "x://h/abcdabcdabcd",
            "ftp://u:p@h/a/b;type=a",
            "gopher://h/0abc%09def",
            "news:a.b",
            "http://h/abcdabcd%41x",
        ]
        .iter()
        .map(|u| least_budget::<Rfc1738>(u))
        .collect();
        assert_eq!(least, [12, 31, 77, 82, 35, 19, 35]);
        let least: Vec<usize> = ["http://u@h:80/a;p/b?q#f", "//abcd;abcd@h", "a/b%41c/d"]
            .iter()
            .map(|u| least_budget::<Rfc2396>(u))
            .collect();
        assert_eq!(least, [124, 124, 27]);
        assert_eq!(least_budget::<Rfc1630>("http://h/a/b/c"), 81);
    }

    /// `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` (RFC 1738
    /// section 5): a choice of a simple production and one-byte literals,
    /// so one table for the repetition.
    #[test]
    fn a_segment_is_taken_in_runs() {
        use crate::rfc1738::Rfc1738;
        // 8 distinct bytes, then the same 8 three times more; the
        // repetition ends at the end of the node, where the rule is
        // followed once.
        let path = "abcdefgh".repeat(4);
        assert_eq!(
            counts::<Rfc1738>(&[&format!("http://h/{path}")]),
            counted(24, 8, 1),
        );
        // The literals are in the table as well.
        assert_eq!(
            counts::<Rfc1738>(&["http://h/a;:@&=a;:@&="]),
            counted(6, 6, 1),
        );
        // A second line looks nothing up again.
        assert_eq!(
            counts::<Rfc1738>(&["http://h/abcd", "http://h/abcd"]),
            counted(4, 4, 2),
        );
    }

    /// A run stops at the next child of the node: `schemepart`'s first
    /// alternative, `*xchar`, would read `//h/` and the path as `xchar`s,
    /// past the child it must pin, and is given up there rather than
    /// followed byte by byte to the end (RFC 1738 section 5).
    #[test]
    fn a_run_stops_at_a_child() {
        use crate::rfc1738::Rfc1738;
        // `x:/ab` teaches `schemepart`'s `*xchar` the bytes `/`, `a` and
        // `b`; after it, the run stops at the node's child without taking
        // its first byte.
        assert_eq!(counts::<Rfc1738>(&["x:/ab", "x://h/ab"]), counted(3, 4, 6),);
        let path = "abcdefgh".repeat(8);
        assert_eq!(
            counts::<Rfc1738>(&[&format!("x://h/{path}")]),
            counted(56, 9, 4),
        );
    }

    /// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" |
    /// "$" | "," )` (RFC 2396 section 3.2.2): its one-byte choices are a set
    /// (`OneOf`), and the repetition has a table all the same.
    #[test]
    fn a_userinfo_is_taken_in_runs() {
        use crate::rfc2396::Rfc2396;
        assert_eq!(counts::<Rfc2396>(&["//ab;c,ab;c,@h"]), counted(5, 5, 7),);
    }

    /// `h16 = 1*4HEXDIG` (RFC 3986 section 3.2.2, the text of RFC 2732's
    /// IPv6 literals) is a bounded repetition inside another: its run
    /// stops at four digits, counted from where this repetition started,
    /// and a run ends at once at a byte the table already knows does not
    /// match (the second `:`), without looking it up again.
    #[test]
    fn a_bounded_run_inside_a_repetition() {
        use crate::rfc2396::Rfc2396;
        assert_eq!(
            counts::<Rfc2396>(&["//[1234:5678:9abc:def0:1234:5678:9abc:def0]"]),
            counted(16, 16, 9),
        );
        // Groups shorter than four end at a `:`, looked up once.
        assert_eq!(
            counts::<Rfc2396>(&["//[1:22:333:4444:1:22:333:4444]"]),
            counted(16, 5, 9),
        );
        assert_eq!(
            counts::<Rfc2396>(&["//[12::ab]", "//[12::ab]"]),
            counted(68, 6, 46),
        );
    }

    /// A tree whose node the matcher gives up on (here, a budget too
    /// small for the whole path) is counted unmatched, and `add` says so.
    #[test]
    fn a_node_given_up_on_is_unmatched() {
        use crate::rfc1738::Rfc1738;
        let (_, tree) =
            <Rfc1738 as crate::syntax::Grammar>::parse("http://h/abcdabcd", Default::default())
                .unwrap();
        let mut c = Coverage::<Rfc1738>::new();
        c.memo.budget = Some(11);
        assert!(!c.add(&tree));
        assert!(!c.add(&tree));
        assert_eq!((c.lines(), c.unmatched()), (2, 2));
        c.memo.budget = None;
        assert!(c.add(&tree));
        assert_eq!((c.lines(), c.unmatched()), (3, 2));
    }

    /// An escape ends a run: it is followed through the rule (`%` has no
    /// entry in a table), and the run goes on after it.
    #[test]
    fn an_escape_is_followed_and_the_run_goes_on() {
        use crate::rfc1738::Rfc1738;
        assert_eq!(
            counts::<Rfc1738>(&["http://h/abcd%41abcd"]),
            counted(4, 4, 2),
        );
    }

    /// An escape that is not a node of the tree (RFC 2396's `escaped`
    /// inside a `segment`) moves the matcher on by bytes, not by a
    /// child: the repetition goes on after it.
    #[test]
    fn an_escape_without_a_node_is_matched() {
        use crate::rfc2396::Rfc2396;
        let c = counts::<Rfc2396>(&["http://h/%E3%82%B5/a%41b/"]);
        assert!(c.general >= 4, "{c:?}");
    }
}
