//! `grundy xortrie-sim`: the command line of the XOR-Trie referee and simulator. It opens
//! the inputs, picks the mode (one transcript, a season of many, `--svg` pictures,
//! `--play`), reads a season's files in parallel with a progress bar for people watching,
//! and hands plain values to [`crate::xortrie`], which knows nothing of clap or files.

use std::fs;
use std::io::{self, IsTerminal, Read, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::xortrie::rules::Game;
use crate::xortrie::season::{self, FileVerdict, Season, Verdict};
use crate::xortrie::{picture, referee, report::Report, sim};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print the report as one JSON object
    #[arg(long, conflicts_with = "play")]
    pub json: bool,
    /// Instead of refereeing, let bots play a match and print its transcript
    #[arg(long, requires_all = ["players", "seed"], conflicts_with_all = ["files", "svg", "jobs"])]
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
    /// Also draw every round as it ended: DIR/round-1.svg, round-2.svg, ... (one transcript
    /// only)
    #[arg(long, value_name = "DIR")]
    pub svg: Option<PathBuf>,
    /// A season's files refereed at once (default: one per core)
    #[arg(long, value_name = "N")]
    pub jobs: Option<NonZeroUsize>,
    /// Transcript files, or directories of `*.txt` transcripts; standard input when none or
    /// `-`. More than one file, or a directory, is a season: a verdict line per file and a
    /// season table
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print the statement: the game's rules and the transcript format (markdown, built
    /// into grundy), and nothing else
    #[arg(long, exclusive = true)]
    pub statement: bool,
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

/// From this many files on, a season shows a progress bar (on a terminal only).
const PROGRESS_FROM: usize = 50;

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
    let is_season = args.files.len() > 1 || args.files.iter().any(|p| p.is_dir());
    if !is_season {
        return one_transcript(args, out);
    }
    if args.svg.is_some() {
        return Err(Error::Usage(format!(
            "--svg draws the rounds of one transcript, found {} files or directories",
            args.files.len()
        )));
    }
    let sources = expand(&args.files);
    let verdicts = judge_all(&sources, args.jobs)?;
    let season = Season::new(&verdicts);
    if args.json {
        season::write_json(&verdicts, &season, out)?;
    } else {
        season::write_text(&verdicts, &season, out)?;
    }
    let t = season::tally(&verdicts);
    if t.illegal + t.unreadable > 0 {
        return Err(Error::Batch {
            total: verdicts.len(),
            illegal: t.illegal,
            unreadable: t.unreadable,
        });
    }
    Ok(())
}

/// One transcript: its report, exactly as before seasons existed, and perhaps its pictures.
fn one_transcript(args: &Args, out: &mut impl Write) -> Result<()> {
    let input = crate::io::Input::open(args.files.first().map(PathBuf::as_path))?;
    let game = referee::referee(input.reader, &input.name)?;
    let report = Report::new(&game);
    if args.json {
        report.write_json(out)?;
    } else {
        report.write_text(out)?;
    }
    if let Some(dir) = &args.svg {
        write_pictures(dir, &game)?;
    }
    Ok(())
}

/// Writes DIR/round-<k>.svg for every round of the game, creating DIR if need be.
fn write_pictures(dir: &Path, game: &Game) -> Result<()> {
    let named = |path: &Path| {
        let path = path.display().to_string();
        move |e: io::Error| Error::Io(anyhow::Error::new(e).context(format!("cannot write {path}")))
    };
    fs::create_dir_all(dir).map_err(named(dir))?;
    for (k, round) in game.rounds().iter().enumerate() {
        let path = dir.join(format!("round-{}.svg", k + 1));
        fs::write(&path, picture::round_svg(game.names(), round, k + 1)).map_err(named(&path))?;
    }
    Ok(())
}

/// Where one file of a season comes from.
enum Source {
    Stdin,
    File(PathBuf),
    /// A directory that could not be listed.
    Unlisted(PathBuf, io::Error),
}

impl Source {
    fn name(&self) -> String {
        match self {
            Source::Stdin => "stdin".into(),
            Source::File(p) | Source::Unlisted(p, _) => p.display().to_string(),
        }
    }
}

/// The files of a season in the order given, each directory replaced by its `*.txt` files
/// in name order.
fn expand(args: &[PathBuf]) -> Vec<Source> {
    let mut sources = Vec::new();
    for path in args {
        if path.as_os_str() == "-" {
            sources.push(Source::Stdin);
        } else if path.is_dir() {
            match list_transcripts(path) {
                Ok(files) => sources.extend(files.into_iter().map(Source::File)),
                Err(e) => sources.push(Source::Unlisted(path.clone(), e)),
            }
        } else {
            sources.push(Source::File(path.clone()));
        }
    }
    sources
}

fn list_transcripts(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        // The type from the directory listing costs no extra system call per file; a
        // symbolic link is followed only when it has the right name.
        let is_dir = match entry.file_type()? {
            t if t.is_symlink() => path.is_dir(),
            t => t.is_dir(),
        };
        if path.extension().is_some_and(|e| e == "txt") && !is_dir {
            files.push(path);
        }
    }
    files.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    Ok(files)
}

/// Reads and referees every source on `jobs` threads; the verdicts come in input order.
fn judge_all(sources: &[Source], jobs: Option<NonZeroUsize>) -> Result<Vec<FileVerdict>> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.map_or(0, NonZeroUsize::get))
        .build()
        .map_err(|e| Error::Internal(format!("cannot start the referee threads: {e}")))?;
    let bar = if sources.len() >= PROGRESS_FROM && io::stderr().is_terminal() {
        ProgressBar::new(sources.len() as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} transcripts, {eta} left")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        )
    } else {
        ProgressBar::hidden()
    };
    let verdicts = pool.install(|| {
        sources
            .par_iter()
            .map(|source| {
                let verdict = judge_one(source);
                bar.inc(1);
                verdict
            })
            .collect()
    });
    bar.finish_and_clear();
    Ok(verdicts)
}

fn judge_one(source: &Source) -> FileVerdict {
    let file = source.name();
    let bytes = match source {
        Source::Stdin => {
            let mut bytes = Vec::new();
            io::stdin().lock().read_to_end(&mut bytes).map(|_| bytes)
        }
        Source::File(path) => fs::read(path),
        Source::Unlisted(_, e) => Err(io::Error::new(e.kind(), e.to_string())),
    };
    let verdict = match bytes {
        Ok(bytes) => season::judge(&bytes, &file),
        Err(e) => Verdict::Unreadable {
            reason: e.to_string(),
        },
    };
    FileVerdict { file, verdict }
}
