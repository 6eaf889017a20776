//! Command-line interface: the clap definition and the dispatch from a parsed command to
//! the code that runs it. Problems come from the registry ([`crate::problems::PROBLEMS`]):
//! each becomes a subcommand named by its id, with its aliases, `--json` and its own flags,
//! so nothing here names a problem.

use std::fmt;
use std::io;
use std::path::PathBuf;

use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgAction, ArgMatches, Args, FromArgMatches, Parser, Subcommand};
use itertools::Itertools;

use crate::error::Result;
use crate::io::{Input, Output};
use crate::problems::gen::Size;
use crate::problems::{self, Format, Options, Problem};
use crate::tools;

#[derive(Debug, Parser)]
#[command(
    name = "grundy",
    version,
    about = "Exact, fast solvers for combinatorial-game judge problems, and an XOR-Trie referee",
    long_about = "Exact, fast solvers for combinatorial-game judge problems, and an XOR-Trie referee.\n\n\
Each problem reads a judge's input from FILE (or standard input) and prints the judge's exact \
output; a problem answers to its id and to the judge ids of its aliases (`grundy list`). \
Tokens may be separated by any whitespace, including CRLF line ends. Bad input gets one line \
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
    /// The catalogue: every problem with its id, aliases, family and title.
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
    /// Reads a transcript (problems/xortrie-sim.md), rejects the first illegal line with
    /// `error: <file>:<line>: ...`, or prints each round's table and the standings
    /// (--json: one JSON object). Several files or a directory are a season: a verdict
    /// line per file and a season table. --svg DIR draws every round. With --play, bots
    /// play a seeded match and print its transcript instead.
    XortrieSim(crate::tools::xortrie::Args),
    /// Grundy tables of heap games with certified periods (problems/table.md).
    ///
    /// Tabulates g(0), g(1), ... of a subtraction, all-but, octal or hex game until a
    /// certificate proves its period, then answers any heap up to 2^64 - 1 and any sum.
    Table(crate::tools::table::Args),
    #[command(flatten)]
    Problem(ProblemRun),
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Print one JSON array of objects {"id", "aliases", "family", "title"}
    #[arg(long)]
    pub json: bool,
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
    pub file: Option<PathBuf>,
    pub format: Format,
    pub options: Options,
}

impl fmt::Debug for ProblemRun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ProblemRun")
            .field("problem", &self.problem.meta().id)
            .field("file", &self.file)
            .field("format", &self.format)
            .field("options", &self.options)
            .finish()
    }
}

const FILE_ARG: &str = "FILE";
const JSON_ARG: &str = "json";
const STRICT_ARG: &str = "strict";

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
            "{}{judges}; statement: problems/{}.md\n\n{}",
            meta.title, meta.id, meta.about
        ))
        .arg(
            Arg::new(FILE_ARG)
                .value_parser(clap::value_parser!(PathBuf))
                .help("Input file; standard input when omitted or `-`"),
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
                .help("Validate as a setter's validator: a value or count outside the judge's limits (problems/<id>.md) is an error"),
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
        .strict(m.get_flag(STRICT_ARG));
        Ok(ProblemRun {
            problem: legacy_target(named, m).unwrap_or(named),
            file: m.get_one::<PathBuf>(FILE_ARG).cloned(),
            format: if m.get_flag(JSON_ARG) {
                Format::Json
            } else {
                Format::Judge
            },
            options,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for ProblemRun {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        problems::PROBLEMS
            .iter()
            .fold(cmd, |cmd, p| cmd.subcommand(problem_command(*p)))
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        problems::find(name).is_some()
    }
}

impl Cli {
    /// The command line, parsed. `grundy <problem> [FILE]`, the way judges and test
    /// runners call it thousands of times on tiny inputs, is recognised without building
    /// the clap command (every problem's subcommand, a tenth of such a run); anything
    /// else, including every flag and every mistake, goes through clap.
    pub fn parse_args() -> Cli {
        Cli::parse_args_from(std::env::args_os())
    }

    /// [`Cli::parse_args`] of the given command line (program name first).
    pub fn parse_args_from(command_line: impl IntoIterator<Item = std::ffi::OsString>) -> Cli {
        let command_line: Vec<std::ffi::OsString> = command_line.into_iter().collect();
        let args = command_line.get(1..).unwrap_or_default();
        let plain = |i: usize| args.get(i).and_then(|a| a.to_str());
        let file = match (args.len(), plain(1)) {
            (1, _) => None,
            (2, Some(f)) if f == "-" || !(f.is_empty() || f.starts_with('-')) => {
                Some(PathBuf::from(f))
            }
            _ => return parse_or_exit(command_line),
        };
        match plain(0).and_then(problems::find) {
            Some(problem) => Cli {
                command: Command::Problem(ProblemRun {
                    problem,
                    file,
                    format: Format::Judge,
                    options: Options::with_flags(Vec::new()),
                }),
            },
            None => parse_or_exit(command_line),
        }
    }
}

/// clap's parse, exiting on `--help`, `--version` and usage errors as clap does, except
/// that help or version text that cannot be written (`grundy --help > /dev/full`) is an
/// output error, exit status 2, not a success.
fn parse_or_exit(command_line: Vec<std::ffi::OsString>) -> Cli {
    let e = match Cli::try_parse_from(command_line) {
        Ok(cli) => return cli,
        Err(e) if e.use_stderr() => e.exit(),
        Err(e) => e,
    };
    use std::io::Write;
    match e.print().and_then(|()| io::stdout().flush()) {
        Err(w) if w.kind() != io::ErrorKind::BrokenPipe => {
            let _ = writeln!(io::stderr(), "error: {}", crate::error::Error::Write(w));
            std::process::exit(2)
        }
        _ => std::process::exit(0),
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
        Command::Problem(run) => {
            let mut scanner = Input::open(run.file.as_deref())?.into_scanner();
            run.problem.run(&run.options, &mut scanner, out, run.format)
        }
        Command::List(args) => tools::list::write(out, args.json),
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
        Command::XortrieSim(args) => tools::xortrie::run(&args, out),
        Command::Table(args) => tools::table::run(&args, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The quick path reads `grundy <problem> [FILE]` exactly as clap does.
    #[test]
    fn plain_problem_commands_parse_as_clap_parses_them() {
        for line in [
            "grundy snim",
            "grundy hdu2486",
            "grundy k-multiple -",
            "grundy wythoff testdata/wythoff/sample.in",
            "grundy anti-nim some-file",
        ] {
            let args = line.split(' ').map(std::ffi::OsString::from);
            let quick = format!("{:?}", Cli::parse_args_from(args.clone()));
            let clap = format!("{:?}", Cli::try_parse_from(args).unwrap());
            assert_eq!(quick, clap, "{line}");
        }
    }
}
