//! `grundy xortrie-sim`: the command line of the XOR-Trie referee and simulator. It opens
//! the inputs, picks the mode (one transcript, a season of many, `--svg` pictures,
//! `--play`), reads a season's files in parallel with a progress bar for people watching,
//! and hands plain values to [`crate::xortrie`], which knows nothing of clap or files. A
//! season as one HTML page (`--html`) is [`page`].

mod page;

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::io::printable;
use crate::xortrie::rules::Game;
use crate::xortrie::season::{self, FileVerdict, Season, Verdict};
use crate::xortrie::{picture, referee, report::Report, sim};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print the report as one JSON object
    #[arg(long, conflicts_with = "play")]
    pub json: bool,
    /// Leave out the story of each round (its events): the tables only
    #[arg(long, conflicts_with = "play")]
    pub brief: bool,
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
    /// Also write the season as one self-contained HTML page to FILE: the season table, then
    /// every match with its standings and each round's picture and story (collapsible).
    /// The inputs are then always a season (one file is a season of one)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["play", "svg", "brief"])]
    pub html: Option<PathBuf>,
    /// A season's files refereed at once (default: one per core; never more than the cores
    /// or the files)
    #[arg(long, value_name = "N")]
    pub jobs: Option<NonZeroUsize>,
    /// Transcript files, or directories of `*.txt` transcripts (entries that are not regular
    /// files are skipped); standard input when none or `-`. More than one file, or a
    /// directory, is a season: a verdict line per file and a season table
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
    let is_season =
        args.files.len() > 1 || args.files.iter().any(|p| p.is_dir()) || args.html.is_some();
    if !is_season {
        return one_transcript(args, out);
    }
    if args.svg.is_some() {
        return Err(Error::Usage(svg_wants_one(&args.files)));
    }
    let sources = match args.files.is_empty() {
        // Only --html makes a season of standard input alone.
        true => vec![Source::Stdin],
        false => expand(&args.files),
    };
    let verdicts = match &args.html {
        Some(path) => page::write(path, &sources, args.jobs)?,
        None => judge_all(&sources, args.jobs, |_, source| judge_one(source))?,
    };
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
    // A picture tells how each eliminated player went out: it needs the story.
    let story = !args.brief || args.svg.is_some();
    let game = referee::referee_story(input.reader, &input.name, story)?;
    // The pictures need the story after the report; without them the report takes it over.
    let (mut report, game) = match args.svg {
        Some(_) => (Report::new(&game), Some(game)),
        None => (Report::from_game(game), None),
    };
    if args.brief {
        for round in &mut report.rounds {
            round.events = None;
        }
    }
    if args.json {
        report.write_json(out)?;
    } else {
        report.write_text(out)?;
    }
    if let (Some(dir), Some(game)) = (&args.svg, &game) {
        write_pictures(dir, game)?;
    }
    // The command ends here and the process with it: a long match's story is half a
    // million events, and dropping them walks them all (a tenth of the time the story
    // costs) only to hand memory back that the exit hands back anyway.
    std::mem::forget((report, game));
    Ok(())
}

/// Why `--svg` cannot draw `files`, a season: a folder among them is a season in itself
/// (named, as an error names a file), else there are several files. `--html` draws a
/// season's rounds.
fn svg_wants_one(files: &[PathBuf]) -> String {
    let hint = "(--html FILE puts every round's picture of a season on one page)";
    match files.iter().find(|p| p.is_dir()) {
        Some(dir) => format!(
            "--svg draws the rounds of one transcript, and {} is a folder, which is a season: \
             name one of its files {hint}",
            printable(&dir.display().to_string())
        ),
        None => format!(
            "--svg draws the rounds of one transcript, found {} files, which are a season {hint}",
            files.len()
        ),
    }
}

/// Writes DIR/round-<k>.svg for every round of the game, creating DIR if need be. Each
/// picture is written to a new file of DIR and renamed over its name, so a symbolic link
/// already named `round-<k>.svg` is replaced, never written through (a dangling one cannot
/// make a file outside DIR). Pictures of later rounds left by an earlier run are not
/// removed (DIR is the user's): a note on standard error names them.
fn write_pictures(dir: &Path, game: &Game) -> Result<()> {
    let named = |path: &Path| {
        let path = printable(&path.display().to_string()).into_owned();
        move |e: io::Error| Error::Io(anyhow::Error::new(e).context(format!("cannot write {path}")))
    };
    fs::create_dir_all(dir).map_err(named(dir))?;
    let rounds = game.rounds();
    for (k, round) in rounds.iter().enumerate() {
        let name = format!("round-{}.svg", k + 1);
        let svg = picture::round_svg(game.names(), round, k + 1);
        replace(dir, &name, svg.as_bytes()).map_err(named(&dir.join(&name)))?;
    }
    let stale = stale_pictures(dir, rounds.len());
    if !stale.is_empty() {
        let names: Vec<String> = stale.iter().map(|n| format!("round-{n}.svg")).collect();
        // A note, not an error: the pictures of this game are all written. Standard error
        // that cannot be written to has nobody to tell.
        let _ = writeln!(
            io::stderr(),
            "note: {} also holds {} from an earlier run (this transcript has {} round(s)); \
             left as they are",
            printable(&dir.display().to_string()),
            names.join(", "),
            rounds.len()
        );
    }
    Ok(())
}

/// Puts `bytes` at `dir/name` through a file of DIR that did not exist before (created
/// exclusively: never through a link), renamed over `name` (which replaces a link or a
/// file there, atomically).
fn replace(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    let (temp, mut file) = create_temp(dir, name)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.flush())
        .and_then(|()| fs::rename(&temp, dir.join(name)));
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written
}

/// A new file of DIR to be renamed over `name` once written: created exclusively, so never
/// through a link.
fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, fs::File)> {
    let mut attempt = 0;
    loop {
        let temp = dir.join(format!(".{name}.{}-{attempt}.tmp", std::process::id()));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
        {
            Ok(file) => return Ok((temp, file)),
            // Left by a run that was killed, or put there by someone else: another name.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => return Err(e),
        }
    }
}

/// The k of every `round-<k>.svg` in DIR beyond this game's `rounds`, in order: pictures an
/// earlier run drew of a longer game. A DIR that cannot be listed has none to report.
fn stale_pictures(dir: &Path, rounds: usize) -> Vec<u64> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut stale: Vec<u64> = entries
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            let k = name.strip_prefix("round-")?.strip_suffix(".svg")?;
            // Only names this command writes: digits without a leading zero.
            if k.starts_with('0') || !k.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            k.parse::<u64>().ok().filter(|&k| k > rounds as u64)
        })
        .collect();
    stale.sort_unstable();
    stale
}

/// Where one file of a season comes from.
enum Source {
    Stdin,
    File(PathBuf),
    /// A directory that could not be listed.
    Unlisted(PathBuf, io::Error),
    /// An entry of a listed directory that is not a regular file, and why it is not read.
    Skipped(PathBuf, &'static str),
}

impl Source {
    fn name(&self) -> String {
        match self {
            Source::Stdin => "stdin".into(),
            Source::File(p) | Source::Unlisted(p, _) | Source::Skipped(p, _) => {
                p.display().to_string()
            }
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
                Ok(files) => sources.extend(files),
                Err(e) => sources.push(Source::Unlisted(path.clone(), e)),
            }
        } else {
            sources.push(Source::File(path.clone()));
        }
    }
    sources
}

/// The `*.txt` entries of `dir` in name order: regular files (a symbolic link is followed)
/// to be read, and anything else but a directory (a FIFO, a socket, a device) skipped, so
/// that a FIFO with no writer cannot block the season. A file named on the command line is
/// read whatever it is: `<(command)` is a pipe.
fn list_transcripts(dir: &Path) -> io::Result<Vec<Source>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        // The type from the directory listing costs no extra system call per file; a
        // symbolic link is followed only when it has the right name. A dangling one is
        // kept, to be reported unreadable.
        let kind = match entry.file_type()? {
            t if t.is_symlink() => fs::metadata(&path).map(|m| m.file_type()).ok(),
            t => Some(t),
        };
        match kind {
            Some(t) if t.is_dir() => {}
            Some(t) if !t.is_file() => files.push((path, Some(not_a_file(t)))),
            _ => files.push((path, None)),
        }
    }
    files.sort_by(|(a, _), (b, _)| a.file_name().cmp(&b.file_name()));
    Ok(files
        .into_iter()
        .map(|(path, skipped)| match skipped {
            Some(why) => Source::Skipped(path, why),
            None => Source::File(path),
        })
        .collect())
}

/// Why an entry that is neither a file nor a directory is skipped.
fn not_a_file(t: fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "not a regular file (a FIFO)";
        }
        if t.is_socket() {
            return "not a regular file (a socket)";
        }
        if t.is_block_device() || t.is_char_device() {
            return "not a regular file (a device)";
        }
    }
    let _ = t;
    "not a regular file"
}

/// How many threads referee a season: as asked (default one per core), but never more
/// than there are files or cores, so that `--jobs 20000` starts no more threads than it
/// can use.
fn threads(jobs: Option<NonZeroUsize>, files: usize, cores: usize) -> usize {
    jobs.map_or(cores, NonZeroUsize::get)
        .min(files)
        .min(cores)
        .max(1)
}

/// Reads and referees every source on `jobs` threads, `judge(i, source)` for the i-th
/// (0-based); the results come in input order.
fn judge_all<T: Send>(
    sources: &[Source],
    jobs: Option<NonZeroUsize>,
    judge: impl Fn(usize, &Source) -> T + Sync,
) -> Result<Vec<T>> {
    let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads(jobs, sources.len(), cores))
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
            .enumerate()
            .map(|(i, source)| {
                let verdict = judge(i, source);
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
    let verdict = read_source(source, |reader| season::judge(reader, &file));
    FileVerdict { file, verdict }
}

/// The verdict on one source: `judge` reads it, when it is a file to read.
fn read_source(source: &Source, judge: impl FnOnce(&mut dyn io::Read) -> Verdict) -> Verdict {
    match source {
        Source::Stdin => judge(&mut io::stdin().lock()),
        Source::File(path) => match fs::File::open(path) {
            Ok(mut reader) => judge(&mut reader),
            Err(e) => Verdict::Unreadable {
                reason: e.to_string(),
            },
        },
        Source::Unlisted(_, e) => Verdict::Unreadable {
            reason: e.to_string(),
        },
        Source::Skipped(_, why) => Verdict::Skipped {
            reason: why.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_are_capped_by_files_and_cores() {
        let n = |k| NonZeroUsize::new(k);
        assert_eq!(threads(None, 1000, 8), 8);
        assert_eq!(threads(None, 3, 8), 3);
        assert_eq!(threads(n(20_000), 20_000, 2), 2);
        assert_eq!(threads(n(20_000), 2, 64), 2);
        assert_eq!(threads(n(1), 100, 8), 1);
        assert_eq!(threads(n(4), 0, 8), 1);
    }

    #[test]
    fn stale_pictures_are_the_later_rounds_of_our_names() {
        let dir = tempfile::tempdir().unwrap();
        for name in [
            "round-1.svg",
            "round-3.svg",
            "round-4.svg",
            "round-10.svg",
            "round-05.svg",
            "round-.svg",
            "round-6.svg.tmp",
            "Round-7.svg",
            "round-99999999999999999999999.svg",
        ] {
            fs::write(dir.path().join(name), "").unwrap();
        }
        assert_eq!(stale_pictures(dir.path(), 3), [4, 10]);
        assert_eq!(stale_pictures(dir.path(), 10), [0; 0]);
        assert_eq!(stale_pictures(&dir.path().join("none"), 0), [0; 0]);
    }
}
