//! Command-line interface: the clap definition and the dispatch from a parsed command to
//! the code that runs it. Problems come from the registry ([`crate::problems::PROBLEMS`]):
//! each becomes a subcommand named by its id, with its aliases, `--json` and its own flags,
//! so nothing here names a problem.

use std::fmt;
use std::io::{self, Write};
use std::path::PathBuf;

use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgAction, ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use itertools::Itertools;

use crate::error::Result;
use crate::io::{Input, Output};
use crate::problems::gen::Size;
use crate::problems::{self, Format, Options, Problem};
use crate::tools;

mod parse;

/// The version `--version` prints: the package's, then the commit and build date where
/// `build.rs` knew them (`0.1.0 (commit 1a2b3c4d5e6f, built 2025-01-31)`).
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), env!("GRUNDY_BUILD_INFO"));

#[derive(Debug, Parser)]
#[command(
    name = "grundy",
    version = VERSION,
    about = "Exact, fast solvers for combinatorial-game judge problems, and an XOR-Trie referee",
    long_about = "Exact, fast solvers for combinatorial-game judge problems, and an XOR-Trie referee.\n\n\
Each problem reads a judge's input from FILE (or standard input) and prints the judge's exact \
output; a problem answers to its id and to the judge ids of its aliases (`grundy list`), \
in any case, with or without a `-` or `_` inside (`HDU1536`, `hdu-1536`). `grundy <id> \
--statement` prints a problem's statement. Several FILEs are answered in order, each its own \
input. Tokens may be separated by any whitespace, including CRLF line ends. Bad input gets one line \
`error: <file>:<line>:<col>: expected ..., found ...` on stderr and exit status 1, after the \
answers of the complete cases before it; usage and I/O errors exit with 2.",
    after_help = "Example: grundy snim < testdata/snim/sample.in"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The catalogue: every problem with its id, aliases, family and title, then the tools.
    List(ListArgs),
    /// A valid input of a problem, from a seed (or with --answers its expected output).
    ///
    /// The same seed gives the same bytes on every machine (ChaCha8). `small` inputs can be
    /// checked by an exhaustive search, `judge` ones fill the judge's limits exactly, `huge`
    /// ones go beyond them to what grundy accepts. Each generator mixes in the problem's
    /// traps. Example: grundy gen snim --seed 7 --size judge | grundy snim --strict
    Gen(GenArgs),
    /// XOR-Trie referee: replay a transcript and report (or --play a seeded match).
    ///
    /// Reads a transcript (`grundy xortrie-sim --statement`), rejects the first illegal line with
    /// `error: <file>:<line>: ...`, or prints each round's table and the standings
    /// (--json: one JSON object). Several files or a directory are a season: a verdict
    /// line per file and a season table. --svg DIR draws every round. With --play, bots
    /// play a seeded match and print its transcript instead.
    XortrieSim(crate::tools::xortrie::Args),
    /// Grundy tables of heap games with certified periods (`grundy table --statement`).
    ///
    /// Tabulates g(0), g(1), ... of a subtraction, all-but, octal or hex game until a
    /// certificate proves its period, then answers any heap up to 2^64 - 1 and any sum.
    /// Also any one-heap take-away rule (`rule 'n % k == 0'`) and Grundy's game, with the
    /// period they show (observed, not certified) and their P-positions (--p).
    Table(crate::tools::table::Args),
    /// Any finite game given as its graph, loops and draws included (`grundy graph --statement`).
    ///
    /// Reads `n m` and m moves `u v`; prints each position's outcome (P, N or D), Smith's
    /// loopy Grundy value and its remoteness; judges sums of tokens (--sum), lists winning
    /// moves (--moves), or draws the graph for Graphviz (--dot).
    Graph(crate::tools::graph::Args),
    /// A shell completion script for grundy, from its command-line definition.
    ///
    /// Example (bash): grundy completions bash > ~/.local/share/bash-completion/completions/grundy
    Completions(CompletionsArgs),
    /// The manual page of grundy (roff), from its command-line definition.
    ///
    /// Example: grundy man > ~/.local/share/man/man1/grundy.1 && man grundy
    Man,
    #[command(flatten)]
    Problem(ProblemRun),
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Only the entries whose id, alias, family or title contains this word (any case)
    pub word: Option<String>,
    /// Only the entries of this family (`nim`, `misere`, ..., `tool`)
    #[arg(long)]
    pub family: Option<String>,
    /// Print one JSON array of the problems: objects {"id", "aliases", "family", "title",
    /// "input", "output"} (the tools are not judge formats, and are left out)
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete in
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub struct GenArgs {
    /// The problem, by id or alias
    pub problem: String,
    /// Seed of the generator
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// small: exhaustively checkable; judge: at the judge's limits; huge: beyond them
    #[arg(long, value_enum, default_value_t = SizeArg::Small)]
    pub size: SizeArg,
    /// Number of cases (each problem has a default per size), at most 10000000
    #[arg(long, value_parser = clap::value_parser!(u64).range(..=crate::problems::gen::MAX_CASES))]
    pub cases: Option<u64>,
    /// A named shape (scripts/bench.sh): christmas forest, sparse-forest or deep; and
    /// switch-lights, georgia-and-bob or christmas flood (keys chosen against the fixed
    /// hashes; --size sets how many)
    #[arg(long)]
    pub profile: Option<String>,
    /// Print the expected output of the generated input instead of the input
    #[arg(long)]
    pub answers: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SizeArg {
    Small,
    Judge,
    Huge,
}

impl From<SizeArg> for Size {
    fn from(size: SizeArg) -> Size {
        match size {
            SizeArg::Small => Size::Small,
            SizeArg::Judge => Size::Judge,
            SizeArg::Huge => Size::Huge,
        }
    }
}

/// A problem of the catalogue with its parsed options, ready to run.
pub struct ProblemRun {
    pub problem: &'static dyn Problem,
    /// The inputs, answered in order, each its own input; none is standard input.
    pub files: Vec<PathBuf>,
    pub format: Format,
    pub options: Options,
    /// `--statement`: print the problem's statement instead of reading any input.
    pub statement: bool,
}

impl fmt::Debug for ProblemRun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ProblemRun")
            .field("problem", &self.problem.meta().id)
            .field("files", &self.files)
            .field("format", &self.format)
            .field("options", &self.options)
            .field("statement", &self.statement)
            .finish()
    }
}

const FILE_ARG: &str = "FILE";
const JSON_ARG: &str = "json";
const STRICT_ARG: &str = "strict";
const STATEMENT_ARG: &str = "statement";
const MOVES_ARG: &str = "moves";

/// The subcommand of one problem, built from its metadata.
fn problem_command(problem: &dyn Problem) -> clap::Command {
    let meta = problem.meta();
    let judges = if meta.aliases.is_empty() {
        String::new()
    } else {
        format!(" ({})", meta.aliases.join(", "))
    };
    let mut cmd = clap::Command::new(meta.id)
        .aliases(meta.aliases)
        .about(format!("{}{judges}", meta.title))
        .long_about(format!(
            "{}{judges}; the statement: grundy {} --statement\n\n{}",
            meta.title, meta.id, meta.about
        ))
        .arg(
            Arg::new(FILE_ARG)
                .value_parser(clap::value_parser!(PathBuf))
                .action(ArgAction::Append)
                .help("Input files, answered in order, each its own input; standard input when none or `-`"),
        )
        .arg(
            Arg::new(JSON_ARG)
                .long(JSON_ARG)
                .action(ArgAction::SetTrue)
                .help("Print one JSON object per case (JSON Lines) instead of the judge's text"),
        )
        .arg(
            Arg::new(STRICT_ARG)
                .long(STRICT_ARG)
                .action(ArgAction::SetTrue)
                .help("Validate as a setter's validator: a value or count outside the judge's limits (see --statement) is an error"),
        )
        .arg(
            Arg::new(STATEMENT_ARG)
                .long(STATEMENT_ARG)
                .action(ArgAction::SetTrue)
                .exclusive(true)
                .help("Print the problem's statement (its markdown, built into grundy) and read no input"),
        )
        .arg(
            Arg::new(MOVES_ARG)
                .long(MOVES_ARG)
                .value_name("all|N")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("10")
                .value_parser(|v: &str| {
                    problems::Limit::parse(v)
                        .ok_or_else(|| format!("expected `all` or a number of moves, found {v:?}"))
                })
                .help("Print a report per case instead: who wins, the values, and the winning moves (the first 10; --moves=all or --moves=N); with --json, each move's position after it"),
        );
    for flag in meta.flags {
        cmd = cmd.arg(
            Arg::new(flag.name)
                .long(flag.name)
                .action(ArgAction::SetTrue)
                .help(flag.help),
        );
    }
    // Old spellings that name another problem, hidden from help.
    for (flag, entries) in &meta.legacy.iter().chunk_by(|l| l.flag) {
        let values: Vec<&'static str> = entries.map(|l| l.value).collect();
        let arg = Arg::new(flag).long(flag).hide(true);
        cmd = cmd.arg(if values == [""] {
            arg.action(ArgAction::SetTrue)
        } else {
            arg.value_parser(PossibleValuesParser::new(values))
        });
    }
    cmd
}

/// The problem an old spelling on `problem` redirects to, if one was used.
fn legacy_target(problem: &dyn Problem, m: &ArgMatches) -> Option<&'static dyn Problem> {
    problem.meta().legacy.iter().find_map(|l| {
        let used = if l.value.is_empty() {
            m.get_flag(l.flag)
        } else {
            m.get_one::<String>(l.flag).map(String::as_str) == Some(l.value)
        };
        used.then(|| problems::find(l.to).expect("legacy targets are registered problems"))
    })
}

impl FromArgMatches for ProblemRun {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let (name, m) = matches.subcommand().ok_or_else(|| {
            clap::Error::raw(
                clap::error::ErrorKind::MissingSubcommand,
                "no problem given",
            )
        })?;
        let named = problems::find(name).ok_or_else(|| {
            clap::Error::raw(
                clap::error::ErrorKind::InvalidSubcommand,
                format!("no problem `{name}`"),
            )
        })?;
        let options = Options::with_flags(
            named
                .meta()
                .flags
                .iter()
                .filter(|f| m.get_flag(f.name))
                .map(|f| f.name)
                .collect(),
        )
        .strict(m.get_flag(STRICT_ARG))
        .moves(m.get_one::<problems::Limit>(MOVES_ARG).copied());
        Ok(ProblemRun {
            problem: legacy_target(named, m).unwrap_or(named),
            files: m
                .get_many::<PathBuf>(FILE_ARG)
                .map(|files| files.cloned().collect())
                .unwrap_or_default(),
            format: if m.get_flag(JSON_ARG) {
                Format::Json
            } else {
                Format::Judge
            },
            options,
            statement: m.get_flag(STATEMENT_ARG),
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

thread_local! {
    /// The one problem whose subcommand clap's command is built with, while a command line
    /// that names it is parsed ([`Cli::parse_args_from`]): building every problem's
    /// subcommand costs a third of a millisecond, as much as a whole plain run.
    static ONLY: std::cell::Cell<Option<&'static dyn Problem>> = const { std::cell::Cell::new(None) };
}

/// Runs `parse` with clap's command built with `problem` alone.
fn with_problem_alone<T>(problem: &'static dyn Problem, parse: impl FnOnce() -> T) -> T {
    ONLY.set(Some(problem));
    let parsed = parse();
    ONLY.set(None);
    parsed
}

impl Subcommand for ProblemRun {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        match ONLY.get() {
            Some(only) => cmd.subcommand(problem_command(only)),
            None => problems::PROBLEMS
                .iter()
                .fold(cmd, |cmd, p| cmd.subcommand(problem_command(*p))),
        }
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        problems::find(name).is_some()
    }
}

/// Runs one parsed command with real standard output.
pub fn run(cli: Cli) -> Result<()> {
    let mut out = Output::new(io::stdout().lock());
    let result = dispatch(cli.command, &mut out);
    // The answers before an error are part of the contract: flush them either way, and
    // report a failed flush even after another error.
    let flushed = out.finish();
    crate::error::Error::with_flush(result, flushed)
}

/// Runs one command, writing to `out`; the golden tests call this in memory.
pub fn dispatch(command: Command, out: &mut Output<'_>) -> Result<()> {
    match command {
        Command::Problem(run) if run.statement => write_statement(run.problem.meta().id, out),
        Command::Problem(run) => {
            if run.files.is_empty() {
                let mut scanner = Input::open(None)?.into_scanner();
                return run.problem.run(&run.options, &mut scanner, out, run.format);
            }
            for file in &run.files {
                let mut scanner = Input::open(Some(file))?.into_scanner();
                run.problem
                    .run(&run.options, &mut scanner, out, run.format)?;
            }
            Ok(())
        }
        Command::List(args) => tools::list::write(
            out,
            &tools::list::Filter {
                word: args.word.as_deref(),
                family: args.family.as_deref(),
            },
            args.json,
        ),
        // Both are rendered in memory first: the generators panic on a failed write, and
        // a closed pipe (`grundy man | head`) is not an error.
        Command::Completions(args) => {
            let mut script = Vec::new();
            clap_complete::generate(args.shell, &mut Cli::command(), "grundy", &mut script);
            out.write_all(&script)?;
            Ok(())
        }
        Command::Man => {
            let mut page = Vec::new();
            clap_mangen::Man::new(Cli::command()).render(&mut page)?;
            out.write_all(&page)?;
            Ok(())
        }
        Command::Gen(args) => tools::gen::run(
            &tools::gen::Request {
                problem: &args.problem,
                seed: args.seed,
                size: args.size.into(),
                cases: args.cases,
                profile: args.profile.as_deref(),
                answers: args.answers,
            },
            out,
        ),
        Command::XortrieSim(args) if args.statement => write_statement("xortrie-sim", out),
        Command::XortrieSim(args) => tools::xortrie::run(&args, out),
        Command::Table(args) if args.statement => write_statement("table", out),
        Command::Table(args) => tools::table::run(&args, out),
        Command::Graph(args) if args.statement => write_statement("graph", out),
        Command::Graph(args) => tools::graph::run(&args, out),
    }
}

/// Prints the statement of `id` built into the binary.
fn write_statement(id: &str, out: &mut Output<'_>) -> Result<()> {
    let text = problems::statement(id)
        .ok_or_else(|| crate::Error::Internal(format!("no statement of `{id}` was built in")))?;
    out.write_all(text.as_bytes())?;
    Ok(())
}
