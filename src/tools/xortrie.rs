//! `grundy xortrie-sim`: the command line of the XOR-Trie referee and simulator. It opens
//! the input, picks the mode (referee, `--json`, `--play`) and hands plain values to
//! [`crate::xortrie`], which knows nothing of clap or files.

use std::io::Write;
use std::path::PathBuf;

use crate::error::Result;
use crate::xortrie::{referee, report::Report, sim};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print the report as one JSON object
    #[arg(long, conflicts_with = "play")]
    pub json: bool,
    /// Instead of refereeing, let bots play a match and print its transcript
    #[arg(long, requires_all = ["players", "seed"], conflicts_with = "file")]
    pub play: bool,
    /// With --play: number of players (4..8)
    #[arg(long, requires = "play", value_parser = clap::value_parser!(u8).range(4..=8))]
    pub players: Option<u8>,
    /// With --play: seed of every shuffle and bot decision (same seed, same transcript)
    #[arg(long, requires = "play")]
    pub seed: Option<u64>,
    /// With --play: rounds in the match, at most 1000 (a round stuck past the turn cap ends
    /// the match)
    #[arg(long, requires = "play", default_value_t = 3,
          value_parser = clap::value_parser!(u32).range(0..=1000))]
    pub rounds: u32,
    /// With --play: how the bots choose
    #[arg(long, requires = "play", value_enum, default_value_t)]
    pub strategy: Strategy,
    /// Transcript file; standard input when omitted or `-`
    pub file: Option<PathBuf>,
}

/// The bots' strategies as the command line names them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Strategy {
    /// Any legal move, uniformly at each decision
    Random,
    /// One-move look-ahead on the bot's own total
    #[default]
    Greedy,
}

impl From<Strategy> for sim::Strategy {
    fn from(s: Strategy) -> Self {
        match s {
            Strategy::Random => sim::Strategy::Random,
            Strategy::Greedy => sim::Strategy::Greedy,
        }
    }
}

pub fn run(args: &Args, out: &mut impl Write) -> Result<()> {
    if args.play {
        let outcome = sim::simulate(sim::Config::new(
            usize::from(args.players.unwrap_or(4)),
            args.seed.unwrap_or(0),
            args.rounds,
            args.strategy.into(),
        ))?;
        out.write_all(outcome.transcript.as_bytes())?;
        return Ok(());
    }
    let input = crate::io::Input::open(args.file.as_deref())?;
    let game = referee::referee(input.reader, &input.name)?;
    let report = Report::new(&game);
    if args.json {
        report.write_json(out)
    } else {
        report.write_text(out)
    }
}
