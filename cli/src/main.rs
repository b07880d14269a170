//! `rfc1738`: parse, check, extract and explain URLs under the grammars of
//! the `rfc1738` crate (`--grammar`; RFC 1738 by default).
//!
//! ```text
//! rfc1738 parse 'gopher://gopher.example.org/7search%09rfc'
//! rfc1738 check urls.txt --format jsonl
//! rfc1738 extract notes.txt
//! rfc1738 explain hostname
//! rfc1738 grammar
//! rfc1738 --grammar rfc2396 check refs.txt --format jsonl
//! rfc1738 resolve http://a/b/c/d;p?q ../g g?y#s
//! rfc1738 --grammar rfc2396 diff answers.jsonl
//! rfc1738 generate --production httpurl --count 5 --seed 7
//! rfc1738 check --coverage urls.txt
//! rfc1738 compat 'http://joe@h.example:/~a#top'
//! rfc1738 --grammar all check urls.txt
//! rfc1738 --grammar rfc3986 parse 'https://[2001:db8::7]:8443/a?q#f'
//! rfc1738 --grammar rfc3986 resolve http://a/b/c/d;p?q ../g
//! rfc1738 normalize 'HTTP://Example.COM:80/a/./b/../%7e'
//! rfc1738 to-uri 'http://例え.jp/パス'
//! rfc1738 to-iri 'http://www.example.org/D%C3%BCrst'
//! ```
//!
//! Every command is written once over [`CliGrammar`]; a grammar is one
//! variant of [`GrammarName`] and one `impl CliGrammar`. Exit codes: 0 all
//! valid, 1 some URL invalid, 2 usage or I/O error ([`EXIT_CODES`]).

#![forbid(unsafe_code)]

mod check;
mod columns;
mod compat;
mod coverage;
mod diff;
mod explain;
mod extract;
mod generate;
mod lines;
mod map;
mod meaning;
mod normalize;
mod parse;
mod render;
mod resolve;

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use rfc1738::compare::GrammarId;
use rfc1738::rfc1630::{self, Rfc1630};
use rfc1738::rfc2396::{self, Rfc2396, UriReference};
use rfc1738::rfc3986::{self, Rfc3986};
use rfc1738::rfc3987::{self, Rfc3987};
use rfc1738::syntax::{Component, Components, Described, Production};
use rfc1738::{Options, ParseError, Production as Production1738, Rfc1738};

use crate::meaning::Meaning;

/// The exit codes, shown at the end of every `--help`.
const EXIT_CODES: &str = "\
Exit status:
  0  every URL is valid (parse, check, extract); every URL is valid under each of the
     crate's five grammars (compat, check --grammar all); the answer was printed
     (explain, grammar, generate, resolve, normalize, to-uri, to-iri); the answers agree with the
     grammar (diff)
  1  some URL is invalid (under some grammar: compat, check --grammar all); some answer
     disagrees (diff); some reference is invalid (resolve, normalize, to-uri, to-iri); fewer URLs than --count
     could be made (generate)
  2  a usage error (a bad option, an unknown production, another grammar's option,
     an invalid base for resolve), an I/O error, or a line of the answers that is not
     an answer (diff)";

/// Parse, check, extract and explain URLs under the URL grammars of the
/// early RFCs (`--grammar`; RFC 1738 by default).
#[derive(Parser, Debug)]
#[command(name = "rfc1738", version, about, long_about = None, after_help = EXIT_CODES)]
struct Cli {
    /// The grammar to read URLs with.
    #[arg(long, global = true, value_enum, default_value_t = GrammarName::Rfc1738)]
    grammar: GrammarName,

    /// Read `scheme` literally: lower case only, so `HTTP://h/` is no URL
    /// (by default scheme names compare case-insensitively, RFC 1738 §2.1).
    /// RFC 1738 only: refused under another grammar.
    #[arg(long, global = true)]
    strict_scheme_case: bool,

    /// The longest URL, in bytes: a longer one (a longer line, for
    /// `check`) is invalid without being parsed. Default: the grammar's
    /// `max_len` (4194304, 4 MiB, for RFC 1738).
    #[arg(long, global = true, value_name = "BYTES")]
    max_len: Option<usize>,

    /// RFC 2396: accept a relative reference with an empty path before
    /// its `?` (`?y`), as RFC 3986 and Appendix C.1 do (the grammar does
    /// not). RFC 2396 only: refused under another grammar.
    #[arg(long, global = true)]
    empty_relative_path: bool,

    /// Compare the letters of scheme names ignoring case, so `HTTP://h/`
    /// is a URL (by default letters are read as the BNF spells them, RFC
    /// 1630 having no case-folding rule). RFC 1630 only: refused under
    /// another grammar.
    #[arg(long, global = true)]
    fold_scheme_case: bool,

    /// RFC 3986: accept RFC 6874's zone identifiers in IPv6 literals
    /// (`[fe80::1%25eth0]`, the `%` written `%25`), which RFC 3986's
    /// `IP-literal` does not have. RFC 3986 only: refused under another
    /// grammar.
    #[arg(long, global = true)]
    zone_ids: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the parse tree of each URL, then its warnings, effective port
    /// and components; or where and why it is not a URL.
    #[command(after_help = EXIT_CODES)]
    Parse {
        /// The URLs to parse; `-` reads one URL per line from standard input.
        #[arg(required = true)]
        urls: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ParseFormat::Text)]
        format: ParseFormat,
    },
    /// Check files of URLs, one per line (standard input if none, or for `-`).
    ///
    /// Prints `FILE:LINE:COLUMN: message` for each invalid line (`-` names
    /// standard input; COLUMN counts characters from 1), with `; hint: ID`
    /// after it when the grammar knows the fault (docs/json.md, "Hint
    /// ids"), or with `--format jsonl` one JSON object per URL
    /// (docs/json.md). Then, when standard error is a terminal or
    /// `--summary` is given, a summary and the throughput on standard
    /// error (otherwise it holds only errors). A UTF-8 byte-order mark at
    /// the start of an input is skipped; CRLF line ends are accepted.
    /// Blank lines, comments and surrounding whitespace are URLs like any
    /// other line
    /// (invalid ones) unless `--skip-blank`, `--comments` or `--trim` says
    /// otherwise; the summary counts what they skipped.
    #[command(after_help = EXIT_CODES)]
    Check {
        /// Files to read; `-` is standard input.
        files: Vec<PathBuf>,
        /// Output format: `text` prints only invalid lines, `jsonl` one
        /// object per URL.
        #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
        format: CheckFormat,
        /// Skip blank lines (empty, or only ASCII whitespace): no URL at all.
        #[arg(long)]
        skip_blank: bool,
        /// Skip comment lines: lines that start with PREFIX (`#`, `//`),
        /// after any ASCII whitespace; may be given several times.
        #[arg(long, value_name = "PREFIX")]
        comments: Vec<String>,
        /// With `--format jsonl`, give each valid URL's decoded components
        /// (`decoded`, as `parse --format json` does; otherwise `decoded` is
        /// null): the output is several times larger.
        #[arg(long)]
        decoded: bool,
        /// Remove ASCII whitespace around each URL before checking it
        /// (COLUMN and the summary still count in the original line).
        #[arg(long)]
        trim: bool,
        /// Write the summary on standard error in this format, terminal or
        /// not: labelled text with the throughput (`text`), or one JSON
        /// object (`json`, docs/json.md). Without it the text summary is
        /// written only when standard error is a terminal.
        #[arg(long, value_enum, value_name = "FORMAT")]
        summary: Option<SummaryFormat>,
        /// No summary (not even on a terminal) and no progress bar.
        #[arg(long, short, conflicts_with = "summary")]
        quiet: bool,
        /// Never draw the progress bar (it is drawn only when standard
        /// error is a terminal and the input is a file).
        #[arg(long)]
        no_progress: bool,
        /// Instead of the lines, report the grammar coverage of the valid
        /// ones on standard output: for every alternative of every
        /// production, how many lines exercised it, and those none did
        /// (text, or one JSON object with `--summary json` or `--format
        /// jsonl`; docs/json.md).
        #[arg(long)]
        coverage: bool,
    },
    /// Print URLs drawn from the grammar (or from one production), the
    /// same for the same seed, each accepted by the parser; or, with
    /// `--invalid`, near misses: such a URL changed at one place so that
    /// the grammar rejects it.
    #[command(after_help = EXIT_CODES)]
    Generate {
        /// The production to draw from, in any case and spelling (by
        /// default the grammar's URLs).
        #[arg(long)]
        production: Option<String>,
        /// How many.
        #[arg(long, default_value_t = 10)]
        count: usize,
        /// The seed of the random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Near misses instead, each with the byte offset and the
        /// production of the error the parser reports (`--format jsonl`).
        #[arg(long)]
        invalid: bool,
        /// Output format: one URL per line, or one JSON object per URL
        /// (docs/json.md).
        #[arg(long, value_enum, default_value_t = generate::GenerateFormat::Text)]
        format: generate::GenerateFormat,
    },
    /// Print the URLs found in free text (RFC 1738 Appendix: `<URL:...>`,
    /// `<...>` and bare URLs), valid or not, as `FILE:LINE:COLUMN: URL
    /// (verdict)`.
    #[command(after_help = EXIT_CODES)]
    Extract {
        /// Files to read; `-` is standard input (the default).
        files: Vec<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
        format: CheckFormat,
    },
    /// Show a production: its BNF, its RFC section and text, in plain
    /// words what it accepts, examples, and where it is used.
    #[command(after_help = EXIT_CODES)]
    Explain {
        /// The production's name, in any case and spelling: `hostname`,
        /// `HostName`, `gopher+_string`, `gopher_plus_string`.
        production: String,
    },
    /// List every production of the grammar with its BNF.
    #[command(after_help = EXIT_CODES)]
    Grammar,
    /// Compare another parser's answers with this grammar's: where they
    /// disagree, and why.
    ///
    /// ANSWERS is JSON Lines, one object per URL: `{"input": ..., "valid":
    /// true|false}` and the components the parser gives, at the top level
    /// or under `"components"` (as `check --format jsonl` writes them):
    /// `scheme`, `authority`, `userinfo`, `user`, `password`, `host`,
    /// `port`, `path`, `query`, `fragment` (a string, or null for a part
    /// the URL does not have; a port may be a number). Any other key is an
    /// error naming the key and the line, except the keys of the tool's
    /// own output (`--allow-unknown-keys` makes it a warning). Prints each
    /// disagreement: they accept what we reject (with the production,
    /// offset, hint and section that reject it), they reject what we
    /// accept (with our reading), or a component differs; then a summary
    /// on standard error, with per component how many answers gave it and
    /// how many were compared. Under RFC 2396 and RFC 3986 every component is compared
    /// as the exact substring of the input; under RFC 1738 and RFC 1630
    /// the scheme, the login, the host and the port, as written. A line
    /// with `"whole_url": false` (the published vectors of one production)
    /// is compared with its `production` (docs/json.md, "The answers
    /// `diff` reads").
    #[command(after_help = EXIT_CODES)]
    Diff {
        /// The answers; `-` is standard input.
        answers: PathBuf,
        /// Output format: `text`, or `jsonl` for one JSON object per
        /// disagreement (docs/json.md).
        #[arg(long, value_enum, default_value_t = DiffFormat::Text)]
        format: DiffFormat,
        /// The summary on standard error: labelled text, or one JSON
        /// object (docs/json.md).
        #[arg(long, value_enum, default_value_t = SummaryFormat::Text)]
        summary: SummaryFormat,
        /// No summary.
        #[arg(long, short, conflicts_with = "summary")]
        quiet: bool,
        /// An empty part counts as absent: `""` equals `null` (for parsers
        /// that cannot tell `http://h/?` from `http://h/`: Python's
        /// urlsplit, PHP's parse_url, Go's net/url for the fragment, ...).
        #[arg(long)]
        empty_is_absent: bool,
        /// Compare the scheme and the host ignoring ASCII case (for
        /// parsers that lower-case them: Python's urlsplit and Node's URL
        /// the scheme, Node's URL and libcurl the host, ...).
        #[arg(long)]
        ignore_case: bool,
        /// An IPv6 host compares equal with or without its brackets
        /// (`[::1]` and `::1`: Python's urlsplit, Go's Hostname, PHP's
        /// parse_url give it without).
        #[arg(long)]
        ipv6_brackets_optional: bool,
        /// Pass over keys that are neither components nor the tool's own,
        /// with one warning per key, instead of refusing the line.
        #[arg(long)]
        allow_unknown_keys: bool,
    },
    /// Each URL under every grammar: the verdicts and components side by
    /// side, and the differences between the grammars with their sections.
    ///
    /// A table with a column per grammar of the crate (RFC 1738, RFC 1630,
    /// RFC 2396, RFC 3986) and, as peer checks computed by those crates,
    /// RFC 3986 as fluent-uri reads it and the WHATWG URL Standard (url),
    /// a row per verdict and per component,
    /// then the errors and the differences between the crate's grammars
    /// with their sections (`--grammar` is not read: every grammar is read
    /// with its default options).
    #[command(after_help = EXIT_CODES)]
    Compat {
        /// The URLs; `-` reads one URL per line from standard input.
        #[arg(required = true)]
        urls: Vec<String>,
        /// Output format: a table per URL, or one JSON object per URL
        /// (docs/json.md).
        #[arg(long, value_enum, default_value_t = CompatFormat::Text)]
        format: CompatFormat,
    },
    /// Resolve references against an absolute base: one line per
    /// reference, in order, its target, or an empty line when it has none.
    ///
    /// With `--grammar rfc3986`, RFC 3986 §5.2–5.3 (strict, or with
    /// `--non-strict` the non-strict reading of §5.2.2); with `--grammar
    /// rfc3987`, the same on IRI references (RFC 3987 §6.5); under RFC
    /// 1738 and RFC 1630, RFC 2396 §5.2. Why a reference has no target goes to
    /// standard error, with where the reference is (`argument N, column
    /// C`, or `-:LINE:COLUMN` for a line of standard input); so does a
    /// warning, when the target's authority comes from neither the base
    /// nor the reference.
    #[command(after_help = EXIT_CODES)]
    Resolve {
        /// The absolute base URI.
        base: String,
        /// The references to resolve; `-` reads one reference per line
        /// from standard input.
        #[arg(required = true)]
        references: Vec<String>,
        /// RFC 3986 §5.2.2's non-strict reading: a reference's scheme
        /// equal to the base's is ignored (`http:g` against `http://a/b/c`
        /// gives `http://a/b/g`). `--grammar rfc3986` and `rfc3987` only.
        #[arg(long)]
        non_strict: bool,
    },
    /// Print the normal form of each URI reference (RFC 3986 §6.2.2 and,
    /// for http and https, §6.2.3), one line per input, in order: two
    /// references are equivalent when their normal forms are equal.
    ///
    /// The scheme and host in lower case, percent-encodings in upper
    /// case, percent-encoded unreserved characters decoded, dot segments
    /// removed; for http and https an empty path written `/` and a
    /// default or empty port dropped. An invalid input gets an empty line
    /// and an error on standard error with where it is (`argument N,
    /// column C`, or `-:LINE:COLUMN`). RFC 3986 only (the default for
    /// this command; another `--grammar` is a usage error).
    #[command(after_help = EXIT_CODES)]
    Normalize {
        /// The references; `-` reads one reference per line from
        /// standard input.
        #[arg(required = true)]
        urls: Vec<String>,
    },
    /// Print the URI of each IRI reference (RFC 3987 §3.1), one line per
    /// input, in order: every character beyond ASCII as the
    /// percent-encoded octets of its UTF-8, in uppercase hex.
    ///
    /// The identity on a URI. An input that is no IRI reference (RFC
    /// 3987 §2.2) gets an empty line and an error on standard error with
    /// where it is (`argument N, column C`, or `-:LINE:COLUMN`). RFC 3987
    /// only (another `--grammar` is a usage error).
    #[command(after_help = EXIT_CODES)]
    ToUri {
        /// The IRI references; `-` reads one per line from standard
        /// input.
        #[arg(required = true)]
        iris: Vec<String>,
    },
    /// Print the IRI of each URI reference (RFC 3987 §3.2), one line per
    /// input, in order: percent-encoded UTF-8 decoded where the
    /// character may stand in an IRI, everything else kept.
    ///
    /// A percent-encoded octet is kept when it is `%`, a reserved
    /// character or one not allowed in URIs; octets that are no strictly
    /// legal UTF-8, and characters an IRI may not hold there (private
    /// use outside the query, the bidirectional formatting characters of
    /// RFC 3987 §4.1), are percent-encoded again in uppercase. An input
    /// that is no URI reference (RFC 3986) gets an empty line and an
    /// error on standard error. RFC 3986's input only (another
    /// `--grammar` than rfc3986 is a usage error).
    #[command(after_help = EXIT_CODES)]
    ToIri {
        /// The URI references; `-` reads one per line from standard
        /// input.
        #[arg(required = true)]
        uris: Vec<String>,
    },
}

/// The grammars of the crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum GrammarName {
    /// RFC 1738 §5 (December 1994), with the ten schemes of §3.
    Rfc1738,
    /// RFC 2396 Appendix A (August 1998) with RFC 2732 §3: the generic
    /// syntax of URI references.
    Rfc2396,
    /// RFC 1630 "BNF for specific URL schemes" (June 1994), with
    /// `prefixedurl` and the RFC 822 addr-spec of mid: and cid:.
    Rfc1630,
    /// RFC 3986 Appendix A (January 2005, STD 66), the URI syntax in
    /// force, with RFC 6874's zone identifiers behind `--zone-ids`.
    Rfc3986,
    /// RFC 3987 §2.2 (January 2005): IRI references, RFC 3986's syntax
    /// with most of Unicode among the unreserved characters.
    Rfc3987,
    /// Every grammar at once, each with its default options (`check`
    /// only): a summary of what each accepts and of the differences.
    All,
}

/// The grammar `--grammar` names when it is not given.
const DEFAULT_GRAMMAR: &str = "rfc1738";

/// A command-line flag that only some grammars have. Under a grammar
/// whose [`CliGrammar::FLAGS`] lacks it, setting it is a usage error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GrammarFlag {
    /// `--strict-scheme-case` (RFC 1738).
    StrictSchemeCase,
    /// `--empty-relative-path` (RFC 2396).
    EmptyRelativePath,
    /// `--fold-scheme-case` (RFC 1630).
    FoldSchemeCase,
    /// `--zone-ids` (RFC 3986).
    ZoneIds,
}

impl GrammarFlag {
    /// Every flag of this kind.
    const ALL: &'static [GrammarFlag] = &[
        GrammarFlag::StrictSchemeCase,
        GrammarFlag::EmptyRelativePath,
        GrammarFlag::FoldSchemeCase,
        GrammarFlag::ZoneIds,
    ];

    /// The flag as written on the command line.
    fn spelling(self) -> &'static str {
        match self {
            GrammarFlag::StrictSchemeCase => "--strict-scheme-case",
            GrammarFlag::EmptyRelativePath => "--empty-relative-path",
            GrammarFlag::FoldSchemeCase => "--fold-scheme-case",
            GrammarFlag::ZoneIds => "--zone-ids",
        }
    }

    /// Whether the command line sets it.
    fn is_set(self, cli: &Cli) -> bool {
        match self {
            GrammarFlag::StrictSchemeCase => cli.strict_scheme_case,
            GrammarFlag::EmptyRelativePath => cli.empty_relative_path,
            GrammarFlag::FoldSchemeCase => cli.fold_scheme_case,
            GrammarFlag::ZoneIds => cli.zone_ids,
        }
    }
}

/// What the command line needs of a grammar beyond the library's
/// [`Grammar`]: its options from the command line's flags, the flags it
/// reads, and what its meaning layer says about a valid input.
trait CliGrammar: Described {
    /// The grammar-specific flags ([`GrammarFlag`]) this grammar reads;
    /// the others are refused under it with a usage error.
    const FLAGS: &'static [GrammarFlag] = &[];

    /// The grammar's options for the global flags (`--max-len` included:
    /// a grammar that does not set it is refused it, [`Grammar::max_len`]
    /// telling).
    fn options(cli: &Cli) -> Self::Options;

    /// The keys of the `components` object of the JSON output, in order:
    /// the parts of [`Components`] the grammar has (docs/json.md,
    /// "components").
    const COMPONENTS: &'static [Component];

    /// Reads all of `input`: the production it is and its generic
    /// components, as written, or why it is no URL.
    #[allow(clippy::type_complexity)]
    fn read(
        input: &str,
        options: Self::Options,
    ) -> Result<(Self::Production, Components<'_>), ParseError<Self::Production>>;

    /// The warnings, effective port and decoded components of `input`, if
    /// it is valid under `options` (`None` otherwise). A grammar without a
    /// meaning layer gives an empty [`Meaning`].
    fn meaning(input: &str, options: Self::Options) -> Option<Meaning> {
        Self::parse(input, options).ok().map(|_| Meaning::default())
    }
}

/// The `components` keys of RFC 1738 and RFC 1630, whose login is a user
/// and a password and whose URL has no `userinfo` (and of `compat`'s
/// WHATWG column): the library's list.
pub(crate) const LOGIN_COMPONENTS: &[Component] = GrammarId::Rfc1738.components();

/// The `components` keys of RFC 2396 (and of `compat`'s RFC 3986
/// column): the library's list.
pub(crate) const URI_COMPONENTS: &[Component] = GrammarId::Rfc2396.components();

impl CliGrammar for Rfc1738 {
    const FLAGS: &'static [GrammarFlag] = &[GrammarFlag::StrictSchemeCase];
    const COMPONENTS: &'static [Component] = LOGIN_COMPONENTS;

    fn read(input: &str, options: Options) -> Result<(Production1738, Components<'_>), ParseError> {
        rfc1738::Url::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    fn options(cli: &Cli) -> Options {
        let options = Options::new().strict_scheme_case(cli.strict_scheme_case);
        cli.max_len.map_or(options, |n| options.max_len(n))
    }

    fn meaning(input: &str, options: Options) -> Option<Meaning> {
        rfc1738::Url::parse_with(input, options)
            .ok()
            .map(|url| meaning::rfc1738(&url))
    }
}

impl CliGrammar for Rfc2396 {
    const FLAGS: &'static [GrammarFlag] = &[GrammarFlag::EmptyRelativePath];
    const COMPONENTS: &'static [Component] = URI_COMPONENTS;

    fn read(
        input: &str,
        options: rfc2396::Options,
    ) -> Result<(rfc2396::Production, Components<'_>), ParseError<rfc2396::Production>> {
        UriReference::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    fn options(cli: &Cli) -> rfc2396::Options {
        let options = rfc2396::Options::new().empty_relative_path(cli.empty_relative_path);
        cli.max_len.map_or(options, |n| options.max_len(n))
    }

    fn meaning(input: &str, options: rfc2396::Options) -> Option<Meaning> {
        UriReference::parse_with(input, options)
            .ok()
            .map(|uri| meaning::rfc2396(&uri))
    }
}

impl CliGrammar for Rfc1630 {
    const FLAGS: &'static [GrammarFlag] = &[GrammarFlag::FoldSchemeCase];
    const COMPONENTS: &'static [Component] = LOGIN_COMPONENTS;

    fn read(
        input: &str,
        options: rfc1630::Options,
    ) -> Result<(rfc1630::Production, Components<'_>), ParseError<rfc1630::Production>> {
        rfc1630::Url::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    fn options(cli: &Cli) -> rfc1738::rfc1630::Options {
        let options = rfc1738::rfc1630::Options::new().fold_scheme_case(cli.fold_scheme_case);
        cli.max_len.map_or(options, |n| options.max_len(n))
    }

    fn meaning(input: &str, options: rfc1738::rfc1630::Options) -> Option<Meaning> {
        rfc1738::rfc1630::Url::parse_with(input, options)
            .ok()
            .map(|url| meaning::rfc1630(&url))
    }
}

impl CliGrammar for Rfc3986 {
    const FLAGS: &'static [GrammarFlag] = &[GrammarFlag::ZoneIds];
    const COMPONENTS: &'static [Component] = URI_COMPONENTS;

    fn read(
        input: &str,
        options: rfc3986::Options,
    ) -> Result<(rfc3986::Production, Components<'_>), ParseError<rfc3986::Production>> {
        rfc3986::UriReference::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    fn options(cli: &Cli) -> rfc3986::Options {
        let options = rfc3986::Options::new().zone_ids(cli.zone_ids);
        cli.max_len.map_or(options, |n| options.max_len(n))
    }

    fn meaning(input: &str, options: rfc3986::Options) -> Option<Meaning> {
        rfc3986::UriReference::parse_with(input, options)
            .ok()
            .map(|uri| meaning::rfc3986(&uri))
    }
}

impl CliGrammar for Rfc3987 {
    const COMPONENTS: &'static [Component] = URI_COMPONENTS;

    fn read(
        input: &str,
        options: rfc3987::Options,
    ) -> Result<(rfc3987::Production, Components<'_>), ParseError<rfc3987::Production>> {
        rfc3987::IriReference::parse_with(input, options).map(|u| (u.production(), u.components()))
    }

    fn options(cli: &Cli) -> rfc3987::Options {
        let options = rfc3987::Options::new();
        cli.max_len.map_or(options, |n| options.max_len(n))
    }

    fn meaning(input: &str, options: rfc3987::Options) -> Option<Meaning> {
        rfc3987::IriReference::parse_with(input, options)
            .ok()
            .map(|iri| meaning::rfc3987(&iri))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ParseFormat {
    /// The tree, one node per line, then the meaning.
    Text,
    /// JSON Lines: one JSON object per URL (docs/json.md).
    Json,
}

/// How `check` and `extract` report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CheckFormat {
    /// One line per invalid URL (`extract`: per URL found).
    Text,
    /// JSON Lines: one JSON object per URL (docs/json.md).
    Jsonl,
}

/// How `compat` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CompatFormat {
    /// A table per URL: a column per grammar, a row per verdict and per
    /// component, then the differences.
    Text,
    /// JSON Lines: one JSON object per URL (docs/json.md).
    Jsonl,
}

/// How `diff` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiffFormat {
    /// Each disagreement: a line that names it, then lines with the
    /// production, offset, hint and section that decide it.
    Text,
    /// JSON Lines: one JSON object per disagreement (docs/json.md).
    Jsonl,
}

/// How `check` summarizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SummaryFormat {
    /// Labelled lines.
    Text,
    /// One JSON object on one line.
    Json,
}

/// The command line as `Cli` declares it, with the help of the global
/// options in the words of the commands that read them otherwise:
/// `resolve` reads RFC 3986 under `--grammar rfc3986`, RFC 3987 under
/// `--grammar rfc3987` and RFC 2396 under any other, refuses the options of RFC 1738 and RFC 1630 (so its help
/// leaves them out), and holds the base, the references and the targets
/// to `--max-len`; `diff` holds the inputs of the answers to it.
fn command() -> clap::Command {
    let cmd = Cli::command();
    // A global option is copied into each command that does not declare
    // one with its id: a command's own copy, the same option with other
    // words, is what its `--help` shows, and its value reaches `Cli` as
    // the global one's does.
    let global = |id: &'static str| {
        cmd.get_arguments()
            .find(|a| a.get_id() == id)
            .cloned()
            .unwrap_or_else(|| clap::Arg::new(id))
    };
    let words = |id: &'static str, text: &'static str| global(id).help(text).long_help(text);
    let resolve = [
        words(
            "grammar",
            "The resolution: `rfc3986` for RFC 3986 §5.2–5.3 (strict, or with \
             `--non-strict` §5.2.2's non-strict reading); `rfc3987` for the same on IRI \
             references (RFC 3987 §6.5); any other grammar, RFC 2396 §5.2",
        ),
        global("strict_scheme_case").hide(true),
        global("fold_scheme_case").hide(true),
        words(
            "max_len",
            "The longest base, reference and target, in bytes: a longer base is a usage \
             error, a longer reference or target has no target (an empty line, and the \
             error on standard error). Default: the grammar's `max_len` (4194304, 4 MiB)",
        ),
        words(
            "empty_relative_path",
            "Accept a reference whose path is empty before its `?` (`?y`, which Appendix \
             C.1 resolves to `http://a/b/c/?y`), as RFC 3986 does: RFC 2396's grammar has \
             none (`rel_segment` is `1*`), so by default `?y` has no target",
        ),
    ];
    let diff = [words(
        "max_len",
        "The longest input of an answer, in bytes: a longer one is invalid under the \
         grammar without being parsed. Default: the grammar's `max_len` (4194304, 4 MiB)",
    )];
    cmd.mut_subcommand("resolve", |c| c.args(resolve))
        .mut_subcommand("diff", |c| c.args(diff))
}

fn main() -> ExitCode {
    let matches = command().get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let grammar_given =
        matches.value_source("grammar") == Some(clap::parser::ValueSource::CommandLine);
    if let Command::Normalize { urls } = &cli.command {
        return normalize_command(&cli, urls, grammar_given);
    }
    if let Command::ToUri { iris } = &cli.command {
        return to_uri_command(&cli, iris, grammar_given);
    }
    if let Command::ToIri { uris } = &cli.command {
        return to_iri_command(&cli, uris, grammar_given);
    }
    if let Command::Resolve {
        base,
        references,
        non_strict,
    } = &cli.command
    {
        if cli.grammar == GrammarName::Rfc3986 {
            let title = <rfc3986::Production as Production>::TITLE;
            if let Some(message) = refused_flags(&cli, Rfc3986::FLAGS, title) {
                eprintln!("{message}");
                return ExitCode::from(2);
            }
            let options = <Rfc3986 as CliGrammar>::options(&cli);
            return resolve::run_rfc3986(base, references, options, !non_strict);
        }
        if cli.grammar == GrammarName::Rfc3987 {
            // RFC 3987 §6.5: RFC 3986's algorithm, on IRI references.
            let title = <rfc3987::Production as Production>::TITLE;
            if let Some(message) = refused_flags(&cli, Rfc3987::FLAGS, title) {
                eprintln!("{message}");
                return ExitCode::from(2);
            }
            let options = <Rfc3987 as CliGrammar>::options(&cli);
            return resolve::run_rfc3987(base, references, options, !non_strict);
        }
        if *non_strict {
            eprintln!(
                "error: --non-strict is RFC 3986's (§5.2.2): give --grammar rfc3986 or rfc3987 (RFC 2396 §5.2 has no such reading)"
            );
            return ExitCode::from(2);
        }
        // Under RFC 1738 and RFC 1630, which define no resolution,
        // resolution is RFC 2396's (§5.2).
        let title = <rfc2396::Production as Production>::TITLE;
        if let Some(message) = refused_flags(&cli, Rfc2396::FLAGS, title) {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
        return resolve::run(base, references, <Rfc2396 as CliGrammar>::options(&cli));
    }
    if let Command::Compat { urls, format } = &cli.command {
        if let Some(message) = defaults_only(&cli, "compat") {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
        let format = match format {
            CompatFormat::Text => CheckFormat::Text,
            CompatFormat::Jsonl => CheckFormat::Jsonl,
        };
        return compat::run(urls, format);
    }
    match cli.grammar {
        GrammarName::Rfc1738 => run::<Rfc1738>(&cli),
        GrammarName::Rfc2396 => run::<Rfc2396>(&cli),
        GrammarName::Rfc1630 => run::<Rfc1630>(&cli),
        GrammarName::Rfc3986 => run::<Rfc3986>(&cli),
        GrammarName::Rfc3987 => run::<Rfc3987>(&cli),
        GrammarName::All => run_all(&cli),
    }
}

/// `rfc1738 normalize`: RFC 3986 §6, whether or not `--grammar rfc3986`
/// is given (`grammar_given`); another grammar is a usage error.
fn normalize_command(cli: &Cli, urls: &[String], grammar_given: bool) -> ExitCode {
    if grammar_given && cli.grammar != GrammarName::Rfc3986 {
        eprintln!(
            "error: normalize is RFC 3986's (§6): --grammar {} has no normalization; give --grammar rfc3986 or no --grammar",
            cli.grammar
                .to_possible_value()
                .map_or_else(String::new, |v| v.get_name().to_owned())
        );
        return ExitCode::from(2);
    }
    let title = <rfc3986::Production as Production>::TITLE;
    if let Some(message) = refused_flags(cli, Rfc3986::FLAGS, title) {
        eprintln!("{message}");
        return ExitCode::from(2);
    }
    normalize::run(urls, <Rfc3986 as CliGrammar>::options(cli))
}

/// The name of the grammar `--grammar` gives.
fn grammar_spelling(cli: &Cli) -> String {
    cli.grammar
        .to_possible_value()
        .map_or_else(String::new, |v| v.get_name().to_owned())
}

/// `rfc1738 to-uri`: RFC 3987 §3.1, whether or not `--grammar rfc3987`
/// is given (`grammar_given`); another grammar is a usage error.
fn to_uri_command(cli: &Cli, iris: &[String], grammar_given: bool) -> ExitCode {
    if grammar_given && cli.grammar != GrammarName::Rfc3987 {
        eprintln!(
            "error: to-uri maps IRIs (RFC 3987 §3.1): --grammar {} reads no IRIs; give --grammar rfc3987 or no --grammar",
            grammar_spelling(cli)
        );
        return ExitCode::from(2);
    }
    let title = <rfc3987::Production as Production>::TITLE;
    if let Some(message) = refused_flags(cli, Rfc3987::FLAGS, title) {
        eprintln!("{message}");
        return ExitCode::from(2);
    }
    map::to_uri(iris, <Rfc3987 as CliGrammar>::options(cli))
}

/// `rfc1738 to-iri`: RFC 3987 §3.2 on URI references of RFC 3986,
/// whether or not `--grammar rfc3986` is given; another grammar is a
/// usage error.
fn to_iri_command(cli: &Cli, uris: &[String], grammar_given: bool) -> ExitCode {
    if grammar_given && cli.grammar != GrammarName::Rfc3986 {
        eprintln!(
            "error: to-iri maps URIs of RFC 3986 (RFC 3987 §3.2): give --grammar rfc3986 or no --grammar, not --grammar {}",
            grammar_spelling(cli)
        );
        return ExitCode::from(2);
    }
    let title = <rfc3986::Production as Production>::TITLE;
    if let Some(message) = refused_flags(cli, Rfc3986::FLAGS, title) {
        eprintln!("{message}");
        return ExitCode::from(2);
    }
    map::to_iri(uris, <Rfc3986 as CliGrammar>::options(cli))
}

/// The usage error for the options that `compat` and `--grammar all`
/// do not read: every grammar is read with its default options.
fn defaults_only(cli: &Cli, what: &str) -> Option<String> {
    let mut set: Vec<&str> = GrammarFlag::ALL
        .iter()
        .filter(|f| f.is_set(cli))
        .map(|f| f.spelling())
        .collect();
    if cli.max_len.is_some() {
        set.push("--max-len");
    }
    (!set.is_empty()).then(|| {
        format!(
            "error: {} is no option of {what}, which reads every grammar with its default options",
            set.join(", ")
        )
    })
}

/// The summary `check` writes on standard error: the one `--summary`
/// asks for; else, unless `--quiet`, the text summary when standard error
/// is a terminal (a person reads it), and none in a pipeline.
fn check_summary(summary: Option<SummaryFormat>, quiet: bool) -> Option<SummaryFormat> {
    use std::io::IsTerminal as _;
    match summary {
        _ if quiet => None,
        Some(format) => Some(format),
        None => io::stderr().is_terminal().then_some(SummaryFormat::Text),
    }
}

/// `--grammar all`: `check` under every grammar at once; other commands
/// take one grammar.
fn run_all(cli: &Cli) -> ExitCode {
    let Command::Check {
        files,
        format,
        skip_blank,
        comments,
        decoded,
        trim,
        summary,
        quiet,
        no_progress: _,
        coverage,
    } = &cli.command
    else {
        eprintln!(
            "error: --grammar all is for `check` only (`compat` compares the grammars for one URL); give one grammar"
        );
        return ExitCode::from(2);
    };
    if let Some(message) = defaults_only(cli, "--grammar all") {
        eprintln!("{message}");
        return ExitCode::from(2);
    }
    if *decoded {
        eprintln!("error: --decoded is no option of --grammar all (see `rfc1738 compat`)");
        return ExitCode::from(2);
    }
    if *coverage {
        eprintln!(
            "error: --coverage is no option of --grammar all: the coverage is of one grammar's productions; give one grammar"
        );
        return ExitCode::from(2);
    }
    if comments.iter().any(String::is_empty) {
        eprintln!("error: --comments needs a prefix that is not empty");
        return ExitCode::from(2);
    }
    let filter = check::Settings {
        format: *format,
        skip_blank: *skip_blank,
        comments: comments.clone(),
        trim: *trim,
        decoded: false,
        summary: None,
        progress: false,
    };
    compat::check_all(files, *format, &filter, check_summary(*summary, *quiet))
}

/// The usage error for the flags of `cli` that a grammar titled `title`,
/// which reads only `accepted`, does not have.
fn refused_flags(cli: &Cli, accepted: &[GrammarFlag], title: &str) -> Option<String> {
    let refused: Vec<&str> = GrammarFlag::ALL
        .iter()
        .filter(|f| f.is_set(cli) && !accepted.contains(f))
        .map(|f| f.spelling())
        .collect();
    (!refused.is_empty()).then(|| refusal(&refused, title))
}

/// The message for flags that the grammar titled `title` does not have.
fn refusal(flags: &[&str], title: &str) -> String {
    format!(
        "error: {} is no option of the {title} grammar (it belongs to another grammar; see `rfc1738 --help`)",
        flags.join(", ")
    )
}

/// Runs the command of `cli` under the grammar `G`.
fn run<G: CliGrammar>(cli: &Cli) -> ExitCode {
    let title = <G::Production as Production>::TITLE;
    if let Some(message) = refused_flags(cli, G::FLAGS, title) {
        eprintln!("{message}");
        return ExitCode::from(2);
    }
    let options = G::options(cli);
    if cli.max_len.is_some_and(|n| G::max_len(options) != n) {
        eprintln!("{}", refusal(&["--max-len"], title));
        return ExitCode::from(2);
    }
    match &cli.command {
        Command::Parse { urls, format } => parse::run::<G>(urls, *format, options),
        Command::Check {
            files,
            format,
            skip_blank,
            comments,
            decoded,
            trim,
            summary,
            quiet,
            no_progress,
            coverage,
        } => {
            if comments.iter().any(String::is_empty) {
                eprintln!("error: --comments needs a prefix that is not empty");
                return ExitCode::from(2);
            }
            let settings = check::Settings {
                format: *format,
                skip_blank: *skip_blank,
                comments: comments.clone(),
                trim: *trim,
                decoded: *decoded,
                summary: check_summary(*summary, *quiet),
                progress: !no_progress && !quiet,
            };
            if *coverage {
                return coverage::run::<G>(files, &settings, options);
            }
            check::run::<G>(files, &settings, options)
        }
        Command::Generate {
            production,
            count,
            seed,
            invalid,
            format,
        } => {
            // The generator draws under the grammar's default options.
            if cli.max_len.is_some() || GrammarFlag::ALL.iter().any(|f| f.is_set(cli)) {
                eprintln!(
                    "error: generate draws URLs under the grammar's default options: --max-len and the grammar's options do not apply"
                );
                return ExitCode::from(2);
            }
            generate::run::<G>(&generate::Request {
                production: production.as_deref(),
                count: *count,
                seed: *seed,
                invalid: *invalid,
                format: *format,
            })
        }
        Command::Extract { files, format } => extract::run::<G>(files, *format, options),
        Command::Explain { production } => explain::run::<G::Production>(production),
        Command::Diff {
            answers,
            format,
            summary,
            quiet,
            empty_is_absent,
            ignore_case,
            ipv6_brackets_optional,
            allow_unknown_keys,
        } => {
            let settings = diff::Settings {
                format: match format {
                    DiffFormat::Text => CheckFormat::Text,
                    DiffFormat::Jsonl => CheckFormat::Jsonl,
                },
                summary: (!quiet).then_some(*summary),
                rules: diff::Rules {
                    empty_is_absent: *empty_is_absent,
                    ignore_case: *ignore_case,
                    ipv6_brackets_optional: *ipv6_brackets_optional,
                },
                allow_unknown_keys: *allow_unknown_keys,
            };
            diff::run::<G>(answers, &settings, options)
        }
        // Handled by `main`: resolution has its own choice of RFC,
        // normalization is RFC 3986's, and `compat` reads every grammar.
        Command::Resolve { .. }
        | Command::Compat { .. }
        | Command::Normalize { .. }
        | Command::ToUri { .. }
        | Command::ToIri { .. } => ExitCode::from(2),
        Command::Grammar => {
            for &p in G::Production::all() {
                let entry = format!(
                    "{} ({})\n{}\n\n",
                    p.name(),
                    render::cite(<G::Production as Production>::TITLE, p.section()),
                    p.bnf()
                );
                if !emit(&entry) {
                    break;
                }
            }
            ExitCode::SUCCESS
        }
    }
}

/// The command that explains production `name` of the grammar of `P`.
fn explain_command<P: Production>(name: &str) -> String {
    if P::GRAMMAR == DEFAULT_GRAMMAR {
        format!("rfc1738 explain {name}")
    } else {
        format!("rfc1738 --grammar {} explain {name}", P::GRAMMAR)
    }
}

/// Writes `text` to stdout. A closed pipe (`rfc1738 grammar | head`) is
/// not an error: the reader has what it wanted, so the caller stops
/// quietly (`false`). Any other write error is reported on stderr.
fn emit(text: &str) -> bool {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => true,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => false,
        Err(e) => {
            eprintln!("rfc1738: cannot write to stdout: {e}");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rfc1738::syntax::Grammar;

    fn cli(args: &[&str]) -> Cli {
        Cli::try_parse_from(std::iter::once("rfc1738").chain(args.iter().copied())).unwrap()
    }

    /// The mechanism that refuses a grammar's flags under another grammar,
    /// with a grammar that reads none (the house has one grammar so far).
    #[test]
    fn flags_of_one_grammar_are_refused_under_another() {
        let strict = cli(&["--strict-scheme-case", "parse", "http://h/"]);
        assert_eq!(refused_flags(&strict, Rfc1738::FLAGS, "RFC 1738"), None);
        assert_eq!(
            refused_flags(&strict, &[], "RFC 2396").as_deref(),
            Some(
                "error: --strict-scheme-case is no option of the RFC 2396 grammar (it belongs to another grammar; see `rfc1738 --help`)"
            )
        );
        let plain = cli(&["parse", "http://h/"]);
        assert_eq!(refused_flags(&plain, &[], "RFC 2396"), None);
        // Each flag of the kind is read by one grammar of the house.
        for flag in GrammarFlag::ALL {
            let readers = [
                Rfc1738::FLAGS,
                Rfc2396::FLAGS,
                Rfc1630::FLAGS,
                Rfc3986::FLAGS,
            ]
            .iter()
            .filter(|flags| flags.contains(flag))
            .count();
            assert_eq!(readers, 1, "{flag:?}");
        }
        let relative = cli(&["--empty-relative-path", "parse", "?y"]);
        assert_eq!(refused_flags(&relative, Rfc2396::FLAGS, "RFC 2396"), None);
        assert!(refused_flags(&relative, Rfc1738::FLAGS, "RFC 1738").is_some());
    }

    /// `--zone-ids` and `--max-len` reach RFC 3986's options.
    #[test]
    fn zone_ids_is_rfc3986s() {
        let options = Rfc3986::options(&cli(&["--zone-ids", "--max-len", "9", "parse", "x:"]));
        assert!(options.zone_ids);
        assert_eq!(Rfc3986::max_len(options), 9);
        let plain = cli(&["parse", "x:"]);
        assert!(!Rfc3986::options(&plain).zone_ids);
        let zoned = cli(&["--zone-ids", "parse", "x:"]);
        assert_eq!(refused_flags(&zoned, Rfc3986::FLAGS, "RFC 3986"), None);
        assert!(refused_flags(&zoned, Rfc2396::FLAGS, "RFC 2396").is_some());
    }

    /// `--max-len` reaches the grammar's options.
    #[test]
    fn max_len_is_the_grammars() {
        let options = Rfc1738::options(&cli(&["--max-len", "16", "parse", "x:"]));
        assert_eq!(Rfc1738::max_len(options), 16);
        let options = Rfc1738::options(&cli(&["parse", "x:"]));
        assert_eq!(Rfc1738::max_len(options), Options::DEFAULT_MAX_LEN);
    }
}
