//! Where the mistake in an invalid input is, read from the grammar as
//! data (`syntax::Described`, the alternatives the generator and the
//! coverage use), by a recognizer that shares nothing with the nom
//! combinators: an Earley recognizer (Earley 1970, with the handling of
//! empty rules of Aycock and Horspool 2002) over the grammar's
//! [`Rule`]s compiled into a context-free grammar whose terminals are
//! sets of bytes.
//!
//! An Earley set at position `i` holds an item exactly when some valid
//! input starts with the first `i` bytes (every production of the three
//! grammars derives some string), so the first empty set marks the
//! longest viable prefix: the first byte after which no continuation
//! gives a valid input. An error placed at or before that byte is at the
//! mistake or before it; one placed after it reports a byte that is not
//! where the input went wrong.
//!
//! `Rule::Except` (RFC 1738's `otherurl`, a `genericurl` that starts with
//! none of the predefined schemes and its `":"`, section 2.1's dispatch)
//! is carried as a guard on the items inside it: an item whose guarded
//! text already starts with one of the words is dropped.
//!
//! [`check`] runs the recognizer and the parser on single-edit mutations
//! of the corpus's URLs (feature `generate`, which the repository's
//! `cargo test` turns on).

#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::hash::{BuildHasherDefault, Hasher};

use rfc1738::syntax::{Described, Description, Production, Rule};

use super::corpus::{Corpus, read_lossy};

/// A symbol of a compiled rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Sym {
    /// One byte of the set at this index.
    T(usize),
    /// A nonterminal.
    N(usize),
}

/// The grammar compiled: nonterminals `0..productions` are the
/// grammar's productions (by `Production::index`), the others stand for
/// the choices, options and repetitions inside alternatives.
pub struct Earley {
    /// Byte sets.
    sets: Vec<[bool; 256]>,
    /// Per rule: its left-hand side and its symbols.
    rules: Vec<(usize, Vec<Sym>)>,
    /// Per nonterminal: its rules.
    by_lhs: Vec<Vec<usize>>,
    /// Per nonterminal: whether it derives the empty string.
    nullable: Vec<bool>,
    /// Per nonterminal: the words its text must not start with
    /// (`Rule::Except`), if any.
    except: Vec<Option<&'static [&'static str]>>,
    /// The start symbols.
    roots: Vec<usize>,
    /// Per production: the bytes it matches, if it matches exactly one
    /// byte (`alphanum`, `pchar` without its escape is not one): such a
    /// production is read as a terminal, which keeps the sets small.
    singles: Vec<Option<[bool; 256]>>,
}

/// The bytes `rule` matches if it matches exactly one byte, given the
/// productions' (`singles`).
fn single<P: Production>(rule: &Rule<P>, singles: &[Option<[bool; 256]>]) -> Option<[bool; 256]> {
    let mut out = [false; 256];
    match rule {
        Rule::Lit(s) | Rule::Caseless(s) | Rule::OneOf(s) => {
            if !matches!(rule, Rule::OneOf(_)) && s.len() != 1 {
                return None;
            }
            for b in s.bytes() {
                out[usize::from(b)] = true;
                if matches!(rule, Rule::Caseless(_)) {
                    out[usize::from(b.to_ascii_lowercase())] = true;
                    out[usize::from(b.to_ascii_uppercase())] = true;
                }
            }
            Some(out)
        }
        Rule::Ref(p) => singles[p.index()],
        Rule::Alt(rules) => {
            for r in *rules {
                let s = single(r, singles)?;
                for (o, x) in out.iter_mut().zip(s) {
                    *o |= x;
                }
            }
            Some(out)
        }
        Rule::Seq([r]) => single(r, singles),
        _ => None,
    }
}

/// An item: a rule, how far into it, where it started, and the guard it
/// runs under (the start and the nonterminal of the innermost
/// `Rule::Except` it is inside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Item {
    rule: usize,
    dot: usize,
    origin: usize,
    guard: Option<(usize, usize)>,
}

/// What the recognizer says of one input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The length of the longest prefix that some valid input starts
    /// with: the byte at this offset is the first after which nothing
    /// can follow.
    pub viable: usize,
    /// Whether the whole input is valid.
    pub valid: bool,
}

impl Earley {
    /// Compiles the description of grammar `G`.
    pub fn new<G: Described>() -> Earley {
        let all = <G::Production as Production>::all();
        let mut e = Earley {
            sets: Vec::new(),
            rules: Vec::new(),
            by_lhs: vec![Vec::new(); all.len()],
            nullable: Vec::new(),
            except: vec![None; all.len()],
            roots: G::ROOTS.iter().map(|p| p.index()).collect(),
            singles: vec![None; all.len()],
        };
        loop {
            let mut changed = false;
            for &p in all {
                if e.singles[p.index()].is_some() {
                    continue;
                }
                let found = match G::describe(p) {
                    Description::Chars(chars) => {
                        single(&Rule::<G::Production>::OneOf(chars), &e.singles)
                    }
                    Description::Alts(alts) => {
                        let mut out = Some([false; 256]);
                        for a in alts {
                            match (single(&a.rule, &e.singles), out.as_mut()) {
                                (Some(s), Some(o)) => {
                                    for (o, x) in o.iter_mut().zip(s) {
                                        *o |= x;
                                    }
                                }
                                _ => out = None,
                            }
                        }
                        out
                    }
                };
                if found.is_some() {
                    e.singles[p.index()] = found;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for &p in all {
            match G::describe(p) {
                Description::Alts(alts) => {
                    for a in alts {
                        let body = e.compile(&a.rule);
                        e.add_rule(p.index(), body);
                    }
                }
                Description::Chars(chars) => {
                    let t = e.set(chars.bytes());
                    e.add_rule(p.index(), vec![Sym::T(t)]);
                }
            }
        }
        e.nullable = vec![false; e.by_lhs.len()];
        loop {
            let mut changed = false;
            for (lhs, body) in &e.rules {
                if !e.nullable[*lhs]
                    && body
                        .iter()
                        .all(|s| matches!(s, Sym::N(n) if e.nullable[*n]))
                {
                    e.nullable[*lhs] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        e
    }

    fn set(&mut self, bytes: impl IntoIterator<Item = u8>) -> usize {
        let mut s = [false; 256];
        for b in bytes {
            s[usize::from(b)] = true;
        }
        self.sets.push(s);
        self.sets.len() - 1
    }

    fn fresh(&mut self) -> usize {
        self.by_lhs.push(Vec::new());
        self.except.push(None);
        self.by_lhs.len() - 1
    }

    fn add_rule(&mut self, lhs: usize, body: Vec<Sym>) {
        self.rules.push((lhs, body));
        self.by_lhs[lhs].push(self.rules.len() - 1);
    }

    /// A nonterminal for `rules`, one rule each.
    fn choice(&mut self, bodies: Vec<Vec<Sym>>) -> usize {
        let n = self.fresh();
        for b in bodies {
            self.add_rule(n, b);
        }
        n
    }

    /// The symbols `rule` matches in sequence.
    fn compile<P: Production>(&mut self, rule: &Rule<P>) -> Vec<Sym> {
        if let Some(set) = single(rule, &self.singles) {
            self.sets.push(set);
            return vec![Sym::T(self.sets.len() - 1)];
        }
        match rule {
            Rule::Empty => Vec::new(),
            Rule::Lit(s) => s.bytes().map(|b| Sym::T(self.set([b]))).collect(),
            Rule::Caseless(s) => s
                .bytes()
                .map(|b| Sym::T(self.set([b.to_ascii_lowercase(), b.to_ascii_uppercase()])))
                .collect(),
            Rule::OneOf(s) => vec![Sym::T(self.set(s.bytes()))],
            // Not read here: the grammars this recognizer checks have no
            // classes of characters beyond ASCII.
            Rule::Range(_) => panic!("a range of characters beyond ASCII is not compiled here"),
            Rule::Ref(p) => vec![Sym::N(p.index())],
            Rule::Seq(rules) => rules.iter().flat_map(|r| self.compile(r)).collect(),
            Rule::Alt(rules) => {
                // The alternatives of one byte as one terminal.
                let mut bytes = [false; 256];
                let mut any = false;
                let mut bodies = Vec::new();
                for r in *rules {
                    match single(r, &self.singles) {
                        Some(s) => {
                            any = true;
                            for (o, x) in bytes.iter_mut().zip(s) {
                                *o |= x;
                            }
                        }
                        None => bodies.push(self.compile(r)),
                    }
                }
                if any {
                    self.sets.push(bytes);
                    bodies.push(vec![Sym::T(self.sets.len() - 1)]);
                }
                vec![Sym::N(self.choice(bodies))]
            }
            Rule::Opt(r) => {
                let body = self.compile(r);
                vec![Sym::N(self.choice(vec![body, Vec::new()]))]
            }
            Rule::Rep(min, max, r) => {
                let body = self.compile(r);
                let mut out = Vec::new();
                for _ in 0..*min {
                    out.extend(body.iter().copied());
                }
                match max {
                    // `star = | star body`: left recursion, linear in Earley.
                    None => {
                        let star = self.fresh();
                        self.add_rule(star, Vec::new());
                        let mut rec = vec![Sym::N(star)];
                        rec.extend(body.iter().copied());
                        self.add_rule(star, rec);
                        out.push(Sym::N(star));
                    }
                    // `opt_k = | body opt_(k-1)`, up to `max - min` more.
                    Some(max) => {
                        let mut tail: Option<usize> = None;
                        for _ in *min..*max {
                            let mut more = body.clone();
                            if let Some(t) = tail {
                                more.push(Sym::N(t));
                            }
                            tail = Some(self.choice(vec![Vec::new(), more]));
                        }
                        if let Some(t) = tail {
                            out.push(Sym::N(t));
                        }
                    }
                }
                out
            }
            Rule::Except(r, words) => {
                let body = self.compile(r);
                let n = self.choice(vec![body]);
                self.except[n] = Some(words);
                vec![Sym::N(n)]
            }
        }
    }

    /// Whether the text an item guarded by `guard` has read up to `at`
    /// starts with one of its words.
    fn forbidden(&self, input: &[u8], guard: Option<(usize, usize)>, at: usize) -> bool {
        let Some((start, n)) = guard else {
            return false;
        };
        let text = &input[start..at];
        self.except[n].is_some_and(|words| {
            words.iter().any(|w| {
                text.get(..w.len())
                    .is_some_and(|t| t.eq_ignore_ascii_case(w.as_bytes()))
            })
        })
    }

    /// Reads `input`: its longest viable prefix, and whether it is valid.
    pub fn read(&self, input: &[u8]) -> Reading {
        let mut sets: Vec<Set> = Vec::with_capacity(input.len() + 1);
        let mut next = Vec::new();
        for &r in &self.roots {
            for &rule in &self.by_lhs[r] {
                next.push(Item {
                    rule,
                    dot: 0,
                    origin: 0,
                    guard: None,
                });
            }
        }
        for i in 0..=input.len() {
            let set = self.close(input, i, next, &sets);
            if i == input.len() {
                let valid = set.items.iter().any(|it| {
                    it.origin == 0
                        && it.guard.is_none()
                        && self.roots.contains(&self.rules[it.rule].0)
                        && it.dot == self.rules[it.rule].1.len()
                });
                return Reading {
                    viable: input.len(),
                    valid,
                };
            }
            let b = usize::from(input[i]);
            next = set
                .items
                .iter()
                .filter(|it| {
                    matches!(self.rules[it.rule].1.get(it.dot), Some(Sym::T(t)) if self.sets[*t][b])
                })
                .map(|it| Item {
                    dot: it.dot + 1,
                    ..*it
                })
                .filter(|it| !self.forbidden(input, it.guard, i + 1))
                .collect();
            sets.push(set);
            if next.is_empty() {
                return Reading {
                    viable: i,
                    valid: false,
                };
            }
        }
        Reading {
            viable: input.len(),
            valid: false,
        }
    }

    /// The Earley set at `i`: the scanned items `kernel`, closed under
    /// prediction and completion.
    fn close(&self, input: &[u8], i: usize, kernel: Vec<Item>, sets: &[Set]) -> Set {
        let mut set = Set {
            predicted: vec![false; self.by_lhs.len()],
            ..Set::default()
        };
        for it in kernel {
            set.push(it, &self.rules);
        }
        let mut k = 0;
        while k < set.items.len() {
            let it = set.items[k];
            k += 1;
            let (lhs, body) = &self.rules[it.rule];
            match body.get(it.dot) {
                Some(Sym::N(n)) => {
                    let guard = if self.except[*n].is_some() {
                        Some((i, *n))
                    } else {
                        it.guard
                    };
                    // Each nonterminal is predicted once per set and
                    // guard, so its rules' fresh items are new.
                    let first = match guard {
                        None => !std::mem::replace(&mut set.predicted[*n], true),
                        Some(g) => set.predicted_guarded.insert((*n, g)),
                    };
                    if first {
                        for &rule in &self.by_lhs[*n] {
                            set.push_new(
                                Item {
                                    rule,
                                    dot: 0,
                                    origin: i,
                                    guard,
                                },
                                &self.rules,
                            );
                        }
                    }
                    if self.nullable[*n] {
                        set.push(
                            Item {
                                dot: it.dot + 1,
                                ..it
                            },
                            &self.rules,
                        );
                    }
                }
                Some(Sym::T(_)) => {}
                None => {
                    if self.forbidden(input, it.guard, i) {
                        continue;
                    }
                    // Completion: every item at `origin` waiting for `lhs`
                    // moves past it.
                    let from = if it.origin == i {
                        &set
                    } else {
                        &sets[it.origin]
                    };
                    let moved: Vec<Item> = from
                        .waiting
                        .get(lhs)
                        .map(|ws| {
                            ws.iter()
                                .map(|&w| Item {
                                    dot: from.items[w].dot + 1,
                                    ..from.items[w]
                                })
                                .filter(|m| !self.forbidden(input, m.guard, i))
                                .collect()
                        })
                        .unwrap_or_default();
                    for m in moved {
                        set.push(m, &self.rules);
                    }
                }
            }
        }
        set
    }
}

/// One Earley set: its items, and for each nonterminal the items that
/// wait for it.
#[derive(Default)]
struct Set {
    items: Vec<Item>,
    seen: HashSet<Item, BuildHasherDefault<Fx>>,
    waiting: HashMap<usize, Vec<usize>, BuildHasherDefault<Fx>>,
    /// The nonterminals predicted here outside any guard.
    predicted: Vec<bool>,
    /// Those predicted under a guard.
    predicted_guarded: HashSet<(usize, (usize, usize)), BuildHasherDefault<Fx>>,
}

impl Set {
    /// Adds `it` unless it is here.
    fn push(&mut self, it: Item, rules: &[(usize, Vec<Sym>)]) {
        if self.seen.insert(it) {
            self.push_new(it, rules);
        }
    }

    /// Adds `it`, which is not here: an item at the start of its rule,
    /// which only a prediction makes (and `push` never sees, since no
    /// scan or completion leaves a dot at the start).
    fn push_new(&mut self, it: Item, rules: &[(usize, Vec<Sym>)]) {
        if let Some(Sym::N(n)) = rules[it.rule].1.get(it.dot) {
            self.waiting.entry(*n).or_default().push(self.items.len());
        }
        self.items.push(it);
    }
}

/// A fast hasher for small keys (the multiply-rotate of rustc's
/// `FxHasher`).
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// An error placed before the mistake on purpose: the grammar's notes
/// say why. `applies` picks the inputs (and the error's offset) it
/// covers.
pub struct Exception {
    /// What it is, with the note that documents it.
    pub reason: &'static str,
    /// Whether it covers this input, whose error is at `offset` and whose
    /// longest viable prefix is `viable` bytes.
    pub applies: fn(input: &str, offset: usize, viable: usize) -> bool,
}

/// A small deterministic generator of numbers (xorshift64*), so that
/// every run checks the same mutations.
struct Numbers(u64);

impl Numbers {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % (n as u64)).unwrap_or(0)
    }
}

/// The characters a mutation inserts or writes: every printable ASCII
/// character, the space, the tab and one character outside ASCII, with
/// the URL delimiters and hex digits twice as likely.
const CHARS: &str = concat!(
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\té",
    ":/?#[]@%%.;=&+!$,~0129aAfF",
);

/// `n` single-edit mutations (insert, delete or replace one character)
/// of the lines of the corpus (three in four of those in `valid`), the same on every run: each of a line
/// drawn anew, at a position and of a character drawn anew.
pub fn mutations(lines: &[String], valid: &[String], n: usize) -> Vec<String> {
    let chars: Vec<char> = CHARS.chars().collect();
    let chars_of = |lines: &[String]| -> Vec<Vec<char>> {
        lines
            .iter()
            .map(|l| l.chars().collect())
            .filter(|l: &Vec<char>| !l.is_empty())
            .collect()
    };
    let (lines, valid) = (chars_of(lines), chars_of(valid));
    assert!(!lines.is_empty(), "no corpus line to mutate");
    let mut numbers = Numbers(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        // Three in four of a URL the grammar accepts (when there is one),
        // so that the edit is often the input's only mistake.
        let from = if valid.is_empty() || numbers.below(4) == 0 {
            &lines
        } else {
            &valid
        };
        let mut line = from[numbers.below(from.len())].clone();
        let c = chars[numbers.below(chars.len())];
        match numbers.below(3) {
            0 => {
                let at = numbers.below(line.len() + 1);
                line.insert(at, c);
            }
            1 => {
                let at = numbers.below(line.len());
                line.remove(at);
            }
            _ => {
                let at = numbers.below(line.len());
                line[at] = c;
            }
        }
        out.push(line.into_iter().collect());
    }
    out
}

/// The lines of the corpus `test` runs on (the shared corpus, or the
/// committed sample).
pub fn corpus_lines(test: &str) -> Vec<String> {
    let corpus = Corpus::find(test);
    let mut lines = Vec::new();
    for path in &corpus.files() {
        lines.extend(read_lossy(path).split_terminator('\n').map(str::to_owned));
    }
    lines
}

/// What [`check`] found.
#[derive(Debug, Default)]
pub struct Found {
    /// Inputs checked.
    pub inputs: usize,
    /// Of them, invalid.
    pub invalid: usize,
    /// Errors after the longest viable prefix that an exception covers,
    /// per exception.
    pub excused: Vec<usize>,
}

/// Checks grammar `G` on `n` mutations of the corpus lines and on the
/// inputs `also`: the
/// parser and the recognizer agree on which inputs are valid, and every
/// error is at or before the first byte after which no continuation is
/// valid, unless one of `exceptions` covers it. Panics with the first
/// twenty inputs that fail either; returns the figures.
pub fn check<G: Described>(test: &str, n: usize, also: &[&str], exceptions: &[Exception]) -> Found {
    let earley = Earley::new::<G>();
    let lines = corpus_lines(test);
    let lines: Vec<String> = lines
        .iter()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| l.len() <= 1024)
        .map(str::to_owned)
        .collect();
    let valid: Vec<String> = lines
        .iter()
        .filter(|l| G::parse(l, G::Options::default()).is_ok())
        .cloned()
        .collect();
    let mut inputs = mutations(&lines, &valid, n);
    inputs.extend(also.iter().map(|s| String::from(*s)));
    let start = std::time::Instant::now();
    let mut found = Found {
        excused: vec![0; exceptions.len()],
        ..Found::default()
    };
    let (mut disagree, mut late) = (Vec::new(), Vec::new());
    for input in &inputs {
        found.inputs += 1;
        let reading = earley.read(input.as_bytes());
        let parsed = G::parse(input, G::Options::default());
        match parsed {
            Ok(_) if reading.valid => {}
            Ok(_) => disagree.push(format!(
                "{input:?}: the parser accepts it, the grammar does not (viable {})",
                reading.viable
            )),
            Err(e) => {
                found.invalid += 1;
                if reading.valid {
                    disagree.push(format!(
                        "{input:?}: the grammar accepts it, the parser errs at {}",
                        e.offset()
                    ));
                } else if e.offset() > reading.viable {
                    match exceptions
                        .iter()
                        .position(|x| (x.applies)(input, e.offset(), reading.viable))
                    {
                        Some(k) => found.excused[k] += 1,
                        None => late.push(format!(
                            "{input:?}: error at {} ({:?}), no continuation after byte {}",
                            e.offset(),
                            e.expected(),
                            reading.viable
                        )),
                    }
                }
            }
        }
    }
    let mut report = format!("{:?} ", start.elapsed());
    let _ = writeln!(
        report,
        "{test}: {} inputs ({} mutations), {} invalid, {} disagree on validity, {} errors after the mistake, excused: {:?}",
        found.inputs,
        n,
        found.invalid,
        disagree.len(),
        late.len(),
        exceptions
            .iter()
            .zip(&found.excused)
            .map(|(x, k)| (x.reason, *k))
            .collect::<Vec<_>>()
    );
    println!("{report}");
    assert!(
        disagree.is_empty() && late.is_empty(),
        "{report}{}\n{}",
        disagree[..disagree.len().min(20)].join("\n"),
        late[..late.len().min(40)].join("\n")
    );
    found
}
