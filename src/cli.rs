//! Command-line interface: the clap definition and the dispatch from a parsed command to
//! the solver, with input opened and output buffered in one place for every subcommand.

use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::error::{Error, Result};
use crate::io::scan::Scanner;
use crate::judge;

#[derive(Debug, Parser)]
#[command(
    name = "grundy",
    version,
    about = "Exact, fast solvers for combinatorial-game judge problems, and an XOR-Trie referee",
    long_about = "Exact, fast solvers for combinatorial-game judge problems, and an XOR-Trie referee.\n\n\
Each solver reads a judge's input from FILE (or standard input) and prints the judge's exact \
output. Tokens may be separated by any whitespace, including CRLF line ends. Bad input gets \
one line `error: <file>:<line>:<col>: expected ..., found ...` on stderr and exit status 1, \
after the answers of the complete cases before it; usage and I/O errors exit with 2.",
    after_help = "Example: grundy snim < testdata/snim/sample.in"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub struct InputFile {
    /// Input file; standard input when omitted or `-`
    pub file: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// S-Nim (HDU 1536): W/L for positions of a subtraction game.
    ///
    /// Input: cases until a line `0`. A case is `k s_1 .. s_k` (the set S, any order,
    /// repeats allowed, every s >= 1), then `m`, then m lines `l h_1 .. h_l`.
    /// Output: per case one line with one letter per position: W (player to move wins) or L.
    Snim(InputFile),
    /// Winning Ways (Sicily 1922): count the winning first moves of Nim.
    ///
    /// Input: `T`, then T cases, each `N` and N pile sizes.
    /// Output: per case the number of first moves that leave nim-sum 0 (0 if it already is).
    WinningWays(InputFile),
    /// Christmas Game (POJ 3710): Green Hackenbush on rooted multigraphs.
    ///
    /// Input: cases until end of input: `N` graphs, each `n m` and m edges `a b`
    /// (node 1 is the root). Output: per case `Sally` (first player wins) or `Harry`.
    Christmas(InputFile),
    /// A simple stone game (HDU 2486): k-times dynamic subtraction.
    ///
    /// Input: `t`, then t lines `n k`. Output: `Case i: x` with x the smallest winning
    /// first move, or `Case i: lose`.
    KMultiple(InputFile),
    /// Wythoff's game (POJ 1067; HDU 2177 with --moves), exact for all u64 piles.
    ///
    /// Input: lines `a b` until end of input. Output: per line 1 (player to move wins) or 0.
    /// With --moves: lines `a b` (a <= b) until `0 0`; prints 0, or 1 and every position
    /// a winning move reaches.
    Wythoff {
        /// HDU 2177 format: also list the positions reached by winning moves
        #[arg(long)]
        moves: bool,
        #[command(flatten)]
        input: InputFile,
    },
    /// Misère Nim (HDU 1907 "John"; HDU 2509 with --format be-the-winner).
    ///
    /// john: `T`, then T cases `N h_1 .. h_N`; prints John (first player wins) or Brother.
    /// be-the-winner: cases `n h_1 .. h_n` until end of input; prints Yes or No.
    AntiNim {
        /// Which judge's input and output format
        #[arg(long, value_enum, default_value_t)]
        format: judge::anti_nim::Format,
        #[command(flatten)]
        input: InputFile,
    },
    /// XOR-Trie referee: replay a transcript and report (or --play a seeded match).
    ///
    /// Reads a transcript (problems/xortrie-sim.md), rejects the first illegal line with
    /// `error: <file>:<line>: ...`, or prints each round's table and the standings
    /// (--json: one JSON object). With --play, bots play a seeded match and print its
    /// transcript instead.
    XortrieSim(crate::tools::xortrie::Args),
}

/// Bytes per chunk of the judges' read-ahead thread (see `Scanner::with_read_ahead`).
const READ_AHEAD_CHUNK: usize = 1 << 18;

/// Opens FILE, or standard input for none or `-`, with the name errors will use.
pub fn open_input(file: Option<&PathBuf>) -> Result<(Box<dyn Read + Send>, String)> {
    match file {
        Some(path) if path.as_os_str() != "-" => {
            let f = File::open(path).map_err(|e| {
                Error::Read(io::Error::new(e.kind(), format!("{}: {e}", path.display())))
            })?;
            Ok((Box::new(f), path.display().to_string()))
        }
        _ => Ok((Box::new(io::stdin()), "stdin".to_string())),
    }
}

/// Runs one parsed command with real standard output.
pub fn run(cli: Cli) -> Result<()> {
    let stdout = io::stdout().lock();
    let mut out = BufWriter::with_capacity(1 << 16, stdout);
    let result = dispatch(cli.command, &mut out);
    // The answers before an error are part of the contract: flush them either way.
    let flushed = out.flush().map_err(Error::Write);
    result.and(flushed)
}

/// Runs one command, writing to `out`; the golden tests call this in memory.
pub fn dispatch(command: Command, out: &mut impl Write) -> Result<()> {
    let judge_input = |input: &InputFile| -> Result<Scanner<Box<dyn Read + Send>>> {
        let (reader, name) = open_input(input.file.as_ref())?;
        Ok(Scanner::with_read_ahead(reader, name, READ_AHEAD_CHUNK))
    };
    match command {
        Command::Snim(input) => judge::snim::solve(&mut judge_input(&input)?, out),
        Command::WinningWays(input) => judge::winning_ways::solve(&mut judge_input(&input)?, out),
        Command::Christmas(input) => judge::christmas::solve(&mut judge_input(&input)?, out),
        Command::KMultiple(input) => judge::k_multiple::solve(&mut judge_input(&input)?, out),
        Command::Wythoff { moves, input } => {
            judge::wythoff::solve(&mut judge_input(&input)?, out, moves)
        }
        Command::AntiNim { format, input } => {
            judge::anti_nim::solve(&mut judge_input(&input)?, out, format)
        }
        Command::XortrieSim(args) => crate::tools::xortrie::run(&args, out),
    }
}
