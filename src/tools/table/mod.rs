//! `grundy table`: the command line of the Grundy-table tool (spec table.md, and
//! problems/table.md for the rule family and Grundy's game). It parses the options, runs
//! the engine's search ([`crate::engine::table`]), draws the progress line on a terminal,
//! decides which period answers the queries (certified, or observed and assumed with
//! `--assume-period`), and hands everything to [`output`], which prints the summary, the
//! table, the checksum, the P-positions, the queries, or all of it as one JSON object.

mod output;

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use crate::engine::heap_game::{Family, HeapGame, RuleGame, Takes};
use crate::engine::period::Period;
use crate::engine::table::pattern::PPattern;
use crate::engine::table::{GrundyTable, TableError};
use crate::error::{Error, Result};

/// The largest `--upto` and `--max`.
const MAX_BOUND: u64 = 1 << 30;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  grundy table octal 0.77\n  \
grundy table octal 0.07 --upto 100\n  \
grundy table subtraction 1,3,4 --heap 1000000000000000000\n  \
grundy table subtraction 1..5 --sum 3,9,12\n  \
grundy table all-but 2,5 --upto 40 --json\n  \
grundy table octal 0.16 --max 600000\n  \
grundy table hex 0.F --upto 30\n  \
grundy table rule 'is_pow(k, 2)' --upto 30 --p\n  \
grundy table rule '2*k <= n' --upto 40\n  \
grundy table rule 'k <= 3' --heap 1000000000000000000\n  \
grundy table grundys-game --upto 100")]
pub struct Args {
    /// The family of the game
    #[arg(value_enum, required_unless_present = "statement")]
    pub family: Option<FamilyArg>,
    /// SET (`1,3,4`, `1..5,9`) for subtraction and all-but, CODE (`0.77`, `4.07`, `0.F`)
    /// for octal and hex, EXPR (`n % k == 0`) for rule; nothing for grundys-game
    #[arg(
        value_name = "SET|CODE|EXPR",
        required_if_eq_any([
            ("family", "subtraction"),
            ("family", "all-but"),
            ("family", "octal"),
            ("family", "hex"),
            ("family", "rule"),
        ])
    )]
    pub game: Option<String>,
    /// Print the tool's statement (its markdown, built into grundy) and nothing else
    #[arg(long, exclusive = true)]
    pub statement: bool,
    /// Print g(0..N), the table
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u64).range(0..=MAX_BOUND))]
    pub upto: Option<u64>,
    /// Search bound: the period search may compute g(0..M) (default: subtraction 2^24,
    /// all-but 2^20, octal 2^17, hex 2^14, rule 2^12 (2^16 for k alone, 2^24 for finitely
    /// many takes), grundys-game 2^17)
    #[arg(long, value_name = "M",
          value_parser = clap::value_parser!(u64).range(0..=MAX_BOUND))]
    pub max: Option<u64>,
    /// Values per row of the table (default: a multiple of a short period, else 10)
    #[arg(long, value_name = "W", conflicts_with = "flat",
          value_parser = clap::value_parser!(u64).range(1..=10000))]
    pub row: Option<u64>,
    /// Print the table on one line (no index, no padding)
    #[arg(long)]
    pub flat: bool,
    /// With --upto: print the checksum of g(0..N) (ogsolve's) instead of the values
    #[arg(long, requires = "upto")]
    pub checksum: bool,
    /// The P-positions (heaps of value 0): their pattern as residue classes, and with
    /// --upto their list up to N
    #[arg(long = "p")]
    pub p_positions: bool,
    /// Answer heaps beyond the table through the observed period when none is certified
    /// (an assumption: nothing proves it)
    #[arg(long)]
    pub assume_period: bool,
    /// Print g(H) for each H (comma-separated; may be repeated)
    #[arg(long, value_name = "H[,H...]", value_parser = heap_list)]
    pub heap: Vec<HeapList>,
    /// Judge the sum of these heaps: nim-sum and W/L (may be repeated: one sum each)
    #[arg(long, value_name = "H[,H...]", value_parser = heap_list)]
    pub sum: Vec<HeapList>,
    /// Print one JSON object instead of text
    #[arg(long)]
    pub json: bool,
    /// Never draw the progress line
    #[arg(long)]
    pub no_progress: bool,
}

/// The heaps of one `--heap` or `--sum` value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapList(pub Vec<u64>);

/// `H[,H...]`, each H a decimal number 0 ≤ H ≤ 2^64 − 1.
fn heap_list(text: &str) -> std::result::Result<HeapList, String> {
    text.split(',')
        .map(|h| {
            if h.is_empty() || !h.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("'{h}' is not a heap size (a decimal number)"));
            }
            h.parse::<u64>()
                .map_err(|_| format!("'{h}' is above 2^64 - 1"))
        })
        .collect::<std::result::Result<Vec<u64>, String>>()
        .map(HeapList)
}

/// The families as the command line names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum FamilyArg {
    /// A move removes exactly s tokens, s in SET
    Subtraction,
    /// A move removes any number of tokens except those in SET
    AllBut,
    /// A take-and-break game by its octal code
    Octal,
    /// A take-and-break game by its hexadecimal code (splits into three heaps)
    Hex,
    /// A move takes k of n tokens (1 <= k <= n, m = n - k left) when EXPR holds
    Rule,
    /// A move splits a heap into two non-empty heaps of different sizes
    GrundysGame,
}

impl From<FamilyArg> for Family {
    fn from(f: FamilyArg) -> Family {
        match f {
            FamilyArg::Subtraction => Family::Subtraction,
            FamilyArg::AllBut => Family::AllBut,
            FamilyArg::Octal => Family::Octal,
            FamilyArg::Hex => Family::Hex,
            FamilyArg::Rule => Family::Rule,
            FamilyArg::GrundysGame => Family::GrundysGame,
        }
    }
}

/// The search bound of a game when `--max` is absent (spec §4; problems/table.md for rules
/// and Grundy's game: a rule of n costs n evaluations per heap, one of k alone a set of
/// takes that grows with the table).
pub fn default_max(game: &HeapGame) -> u64 {
    match game {
        HeapGame::Subtraction { .. } => 1 << 24,
        HeapGame::AllBut { .. } => 1 << 20,
        HeapGame::Code { hex: false, .. } => 1 << 17,
        HeapGame::Code { hex: true, .. } => 1 << 14,
        HeapGame::Rule(RuleGame { takes, .. }) => match takes {
            Takes::Finite { .. } => 1 << 24,
            Takes::KAlone => 1 << 16,
            Takes::Any => 1 << 12,
        },
        HeapGame::GrundysGame => 1 << 17,
    }
}

/// The work a search may spend when `--max` is not given, in the steps of
/// [`GrundyTable::work`] (about a nanosecond each): a few seconds. It stops nothing the
/// spec's default bounds promise (Treblecross `octal 0.007` to 2^17 costs 4.3·10^9 steps,
/// `subtraction 1..65536` to its certificate 8.6·10^9), but a code of many splitting digits,
/// whose values each look at every split of the heap, or a hex code with three-heap splits
/// no longer runs for minutes (`octal` with 30 digits took 98 s, `hex 0.FFF` 249 s). With
/// `--max` a search goes as far as asked, however long that takes, and `--upto N` always
/// gets its N values. None for the families without a certificate (rules and Grundy's game
/// compute every value to their own default bound, problems/table.md).
pub fn default_work(game: &HeapGame) -> Option<u64> {
    match game {
        HeapGame::Subtraction { .. } | HeapGame::AllBut { .. } => Some(10_000_000_000),
        HeapGame::Code { .. } => Some(5_000_000_000),
        HeapGame::Rule(_) | HeapGame::GrundysGame => None,
    }
}

/// ogsolve's checksum of a sequence of values (spec §6.4).
pub fn checksum(values: impl IntoIterator<Item = u64>) -> u32 {
    let (mut a, mut b) = (0u32, 0u32);
    for v in values {
        a = (a + (v & 0xFFFF) as u32) & 0xFFFF;
        b = (b + a) & 0xFFFF;
    }
    b << 16 | a
}

/// The progress line on standard error (spec §8): drawn after half a second, at most ten
/// times a second, and erased before anything else is printed.
struct Progress {
    enabled: bool,
    label: String,
    bound: u64,
    started: Instant,
    last_drawn: Option<Instant>,
}

impl Progress {
    fn new(enabled: bool, label: String, bound: u64) -> Self {
        Progress {
            enabled,
            label,
            bound,
            started: Instant::now(),
            last_drawn: None,
        }
    }

    fn update(&mut self, heap: u64) {
        if !self.enabled || self.started.elapsed() < Duration::from_millis(500) {
            return;
        }
        let now = Instant::now();
        if self
            .last_drawn
            .is_some_and(|t| now - t < Duration::from_millis(100))
        {
            return;
        }
        self.last_drawn = Some(now);
        let heap = heap.min(self.bound);
        let pct = heap as f64 * 100.0 / self.bound.max(1) as f64;
        eprint!(
            "\r\x1b[Ktable: {}: heap {heap} of {} ({pct:.0}%)",
            self.label, self.bound
        );
    }

    fn erase(&mut self) {
        if self.last_drawn.take().is_some() {
            eprint!("\r\x1b[K");
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.erase();
    }
}

/// The periods of a finished search, and which one answers beyond the table.
#[derive(Debug, Clone, Copy)]
pub struct Periods {
    pub certified: Option<Period>,
    /// The period the table shows (computed for the families without a certificate, and
    /// for the others when no certificate was found and it is needed).
    pub observed: Option<Period>,
    /// `certified`, or with `--assume-period` the observed one.
    pub used: Option<Period>,
}

/// The P-positions' pattern and whether a theorem stands behind it.
pub struct Pattern {
    pub pattern: Option<PPattern>,
    pub certified: bool,
    /// The last heap of the table it was observed on (when not certified).
    pub through: u64,
}

/// Whether a game's family has no certificate at all, so its summary reports what the
/// table shows instead (a rule of finitely many takes is a subtraction set and has one).
pub fn observes(game: &HeapGame) -> bool {
    match game {
        HeapGame::Rule(RuleGame { takes, .. }) => !matches!(takes, Takes::Finite { .. }),
        HeapGame::GrundysGame => true,
        _ => false,
    }
}

/// The game of the command line, or why there is none.
fn parse_game(args: &Args) -> Result<HeapGame> {
    // Clap requires a family unless --statement, which the caller answers.
    let Some(family) = args.family else {
        return Err(Error::Usage("a family is required".into()));
    };
    let family = Family::from(family);
    let arg = match (family, &args.game) {
        (Family::GrundysGame, Some(arg)) => {
            return Err(Error::Usage(format!(
                "grundys-game takes no SET, CODE or EXPR (found '{arg}')"
            )))
        }
        (_, Some(arg)) => arg.as_str(),
        (_, None) => "",
    };
    HeapGame::parse(family, arg).map_err(|e| {
        Error::Argument(format!(
            "{} '{}': column {}: {}",
            family.name(),
            arg,
            e.column,
            e.message
        ))
    })
}

/// How far a search without `--max` goes to answer a heap asked for (`--heap`, `--sum`)
/// beyond its default bound, at about the cost of the default search (seconds): a rule of
/// n or m costs n evaluations per heap, so g(0..2^15) is 2^29 of them; Grundy's game's
/// kernel computes g(0..2^20) in a few seconds. The other families' default bounds are as
/// far as their searches go without `--max` (their work budget stops them otherwise).
pub fn query_reach(game: &HeapGame) -> u64 {
    match game {
        HeapGame::Rule(RuleGame {
            takes: Takes::Any, ..
        }) => 1 << 15,
        HeapGame::GrundysGame => 1 << 20,
        _ => default_max(game),
    }
}

pub fn run(args: &Args, out: &mut impl Write) -> Result<()> {
    let game = parse_game(args)?;
    // Without `--max`, a heap asked for within reach raises the bound to it, as `--upto`
    // does: the table is computed that far rather than the query refused.
    let asked = args
        .heap
        .iter()
        .chain(&args.sum)
        .flat_map(|l| &l.0)
        .copied()
        .filter(|&h| h <= query_reach(&game))
        .max()
        .filter(|_| args.max.is_none())
        .unwrap_or(0);
    let bound = args
        .max
        .unwrap_or(default_max(&game))
        .max(args.upto.unwrap_or(0))
        .max(asked);
    let mut table = GrundyTable::new(&game);
    let mut progress = Progress::new(
        !args.no_progress && std::io::stderr().is_terminal(),
        game.label(),
        bound,
    );
    let fail = |e: TableError| table_error(&game, args.game.as_deref().unwrap_or(""), e);
    // Without a bound of the user's, the default one is also one of time.
    let budget = default_work(&game).filter(|_| args.max.is_none());
    if let Some(limit) = budget {
        table.set_work_limit(limit);
    }
    let mut certified = table
        .search(bound, &mut |len| progress.update(len.saturating_sub(1)))
        .map_err(fail)?;
    // A search the budget stopped has searched g(0..len − 1), which becomes its bound;
    // `--upto N` beyond it is searched on to N whatever it costs (the table was asked for).
    let budget = budget.filter(|_| table.work_stopped());
    let bound = match budget {
        None => bound,
        Some(_) => {
            let reached = (table.values().len() as u64).saturating_sub(1);
            match args.upto {
                Some(n) if n > reached => {
                    table.set_work_limit(u64::MAX);
                    certified = table
                        .search(n, &mut |len| progress.update(len.saturating_sub(1)))
                        .map_err(fail)?;
                    n
                }
                _ => reached,
            }
        }
    };
    // Queries are answered only once all of them are known to be answerable.
    let queried = args.heap.iter().chain(&args.sum).flat_map(|l| &l.0);
    let beyond = queried.clone().copied().find(|&h| h > bound);
    let observed = match certified {
        None if observes(&game) || args.assume_period || beyond.is_some() => {
            table.observed_period()
        }
        _ => None,
    };
    let used = certified.or(observed.filter(|_| args.assume_period));
    if let (Some(h), None) = (beyond, used) {
        let hint = match observed {
            Some(p) => format!(
                " (or --assume-period: the period {} observed from heap {})",
                p.period, p.preperiod
            ),
            None => String::new(),
        };
        return Err(Error::Argument(format!(
            "g({h}) is beyond g(0..{bound}) and no period is certified; raise --max{hint}"
        )));
    }
    // The search may have stopped early (or not run, when no certificate could fit): the
    // values within the bound that are asked for come from the table.
    let needed = queried
        .copied()
        .chain(args.upto)
        .filter(|&h| h <= bound && h as usize >= table.values().len())
        .max();
    if let (Some(h), None) = (needed, used) {
        table.extend_to(h as usize + 1).map_err(fail)?;
    }
    let periods = Periods {
        certified,
        observed,
        used,
    };
    let pattern = args.p_positions.then(|| p_pattern(&table, periods));
    progress.erase();
    let g = |h: u64| {
        table
            .value_through(h, used)
            .expect("every value asked for is known")
    };
    let report = output::Report {
        args,
        game: &game,
        bound,
        budget: budget.filter(|_| certified.is_none()),
        periods,
        pattern,
    };
    if args.json {
        report.json(out, &g)
    } else {
        report.text(out, &g)
    }
}

/// The P-positions' pattern: through the certified period (proven), else as the table
/// shows it.
fn p_pattern(table: &GrundyTable, periods: Periods) -> Pattern {
    let through = table.values().len().saturating_sub(1) as u64;
    match periods.certified {
        Some(p) => Pattern {
            pattern: Some(PPattern::through(
                |h| table.value(h).expect("the period covers every heap"),
                p,
            )),
            certified: true,
            through,
        },
        None => Pattern {
            pattern: PPattern::observed(table.values()),
            certified: false,
            through,
        },
    }
}

/// What the engine could not do, as bad input (exit status 1).
fn table_error(game: &HeapGame, arg: &str, e: TableError) -> Error {
    match e {
        TableError::ValueTooLarge { heap } => Error::Argument(format!(
            "g({heap}) is too large for this tool's 31-bit values (no game seen so far needs them)"
        )),
        TableError::Rule { n, k, error } => Error::Argument(format!(
            "{} '{arg}': column {}: at n = {n}, k = {k}: {}",
            game.family().name(),
            error.column,
            error.message
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksum_like_ogsolve() {
        // Spec §6.5: S = {1, 3, 4}, g(0..9) = 0 1 0 1 2 3 2 0 1 0.
        assert_eq!(checksum([0, 1, 0, 1, 2, 3, 2, 0, 1, 0]), 0x35000A);
        assert_eq!(checksum([]), 0);
        // Values are taken mod 2^16.
        assert_eq!(checksum([1 << 16 | 5]), checksum([5]));
    }
}
