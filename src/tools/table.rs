//! `grundy table`: the command line of the Grundy-table tool (spec table.md). It parses
//! the options, runs the engine's certified search ([`crate::engine::table`]), draws the
//! progress line on a terminal, and prints the summary, the table, the checksum, the
//! queries, or all of it as one JSON object.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use crate::engine::heap_game::{Family, HeapGame};
use crate::engine::period::Period;
use crate::engine::table::GrundyTable;
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
grundy table hex 0.F --upto 30")]
pub struct Args {
    /// The family of the game
    #[arg(value_enum)]
    pub family: FamilyArg,
    /// SET (`1,3,4`, `1..5,9`) for subtraction and all-but, CODE (`0.77`, `4.07`, `0.F`)
    /// for octal and hex
    #[arg(value_name = "SET|CODE")]
    pub game: String,
    /// Print g(0..N), the table
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u64).range(0..=MAX_BOUND))]
    pub upto: Option<u64>,
    /// Search bound: the period search may compute g(0..M) (default: subtraction 2^24,
    /// all-but 2^20, octal 2^17, hex 2^14)
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
}

impl From<FamilyArg> for Family {
    fn from(f: FamilyArg) -> Family {
        match f {
            FamilyArg::Subtraction => Family::Subtraction,
            FamilyArg::AllBut => Family::AllBut,
            FamilyArg::Octal => Family::Octal,
            FamilyArg::Hex => Family::Hex,
        }
    }
}

/// The work a search may spend when neither `--max` nor `--upto` is given, in the steps of
/// [`GrundyTable::work`] (about a nanosecond each): a few seconds. It stops nothing the
/// spec's default bounds promise (Treblecross `octal 0.007` to 2^17 costs 4.3·10^9 steps,
/// `subtraction 1..65536` to its certificate 8.6·10^9), but a code of many splitting
/// digits, whose values each look at every split of the heap, or a hex code with
/// three-heap splits no longer runs for minutes (`octal` with 30 digits took 98 s, `hex
/// 0.FFF` 249 s). Given a bound (`--max`, `--upto`), a search goes as far as asked,
/// however long that takes.
pub fn default_work(family: Family) -> u64 {
    match family {
        Family::Subtraction | Family::AllBut => 10_000_000_000,
        Family::Octal | Family::Hex => 5_000_000_000,
    }
}

/// The search bound of a family when `--max` is absent (spec §4).
pub fn default_max(family: Family) -> u64 {
    match family {
        Family::Subtraction => 1 << 24,
        Family::AllBut => 1 << 20,
        Family::Octal => 1 << 17,
        Family::Hex => 1 << 14,
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

/// The row width of the table: `--row`, else the least multiple of a certified period
/// p ≤ 40 that is at least 10, else 10.
fn row_width(row: Option<u64>, period: Option<Period>) -> u64 {
    match (row, period) {
        (Some(w), _) => w,
        (None, Some(p)) if p.period <= 40 => p.period * 10u64.div_ceil(p.period),
        _ => 10,
    }
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

pub fn run(args: &Args, out: &mut impl Write) -> Result<()> {
    let family = Family::from(args.family);
    let game = HeapGame::parse(family, &args.game).map_err(|e| {
        Error::Argument(format!(
            "{} '{}': column {}: {}",
            family.name(),
            args.game,
            e.column,
            e.message
        ))
    })?;
    let name = game.name();
    let bound = args
        .max
        .unwrap_or(default_max(family))
        .max(args.upto.unwrap_or(0));
    let mut table = GrundyTable::new(&game);
    // Without a bound of the user's, the default one is also one of time.
    if args.max.is_none() && args.upto.is_none() {
        table.set_work_limit(default_work(family));
    }
    let mut progress = Progress::new(
        !args.no_progress && std::io::stderr().is_terminal(),
        format!("{} {name}", family.name()),
        bound,
    );
    let period = table
        .search(bound, &mut |len| progress.update(len.saturating_sub(1)))
        .map_err(|e| too_large(e.heap))?;
    // A search the work budget stopped has searched g(0..len − 1): that is its bound.
    let stopped = table.work_stopped();
    let bound = if stopped {
        (table.values().len() as u64).saturating_sub(1)
    } else {
        bound
    };
    // Queries are answered only once all of them are known to be answerable.
    let queried = args.heap.iter().chain(&args.sum).flat_map(|l| &l.0);
    if period.is_none() {
        if let Some(&h) = queried.clone().find(|&&h| h > bound) {
            return Err(Error::Argument(format!(
                "g({h}) is beyond g(0..{bound}) and no period is certified; raise --max"
            )));
        }
    }
    // The search may have stopped early (or not run, when no certificate could fit): the
    // values within the bound that are asked for come from the table.
    let needed = queried
        .copied()
        .chain(args.upto)
        .filter(|&h| h <= bound && h as usize >= table.values().len())
        .max();
    if let (Some(h), None) = (needed, period) {
        table
            .extend_to(h as usize + 1)
            .map_err(|e| too_large(e.heap))?;
    }
    progress.erase();
    let g = |h: u64| table.value(h).expect("every value asked for is known");
    let searched = Searched {
        bound,
        period,
        stopped,
    };
    if args.json {
        write_json(out, args, &game, &searched, &g)
    } else {
        write_text(out, args, &game, &searched, &g)
    }
}

fn too_large(heap: u64) -> Error {
    Error::Argument(format!(
        "g({heap}) is too large for this tool's 31-bit values (no game seen so far needs them)"
    ))
}

/// What the search found: its bound (the last heap computed when the work budget stopped
/// it), the period if one is certified, and whether the work budget stopped it.
struct Searched {
    bound: u64,
    period: Option<Period>,
    stopped: bool,
}

fn write_text(
    out: &mut impl Write,
    args: &Args,
    game: &HeapGame,
    searched: &Searched,
    g: &impl Fn(u64) -> u64,
) -> Result<()> {
    let Searched { bound, period, .. } = *searched;
    let family = game.family().name();
    let name = game.name();
    match period {
        Some(p) if game.family() == Family::AllBut => writeln!(
            out,
            "{family} {name}: arithmetic period {}, saltus {}, preperiod {} (certified by g(0..{}))",
            p.period,
            p.saltus,
            p.preperiod,
            p.certified_len - 1
        )?,
        Some(p) => writeln!(
            out,
            "{family} {name}: period {}, preperiod {} (certified by g(0..{}))",
            p.period,
            p.preperiod,
            p.certified_len - 1
        )?,
        None if searched.stopped => writeln!(
            out,
            "{family} {name}: no period certified within g(0..{bound}) (the search stopped at \
             its work budget of {} steps; --max M searches to M)",
            default_work(game.family())
        )?,
        None => writeln!(out, "{family} {name}: no period certified within g(0..{bound})")?,
    }
    if let Some(n) = args.upto {
        if args.checksum {
            writeln!(out, "g(0..{n}) checksum: {:X}", checksum((0..=n).map(g)))?;
        } else {
            writeln!(out, "g(0..{n}):")?;
            if args.flat {
                write_flat(out, n, g)?;
            } else {
                write_rows(out, n, row_width(args.row, period), g)?;
            }
        }
    }
    for &h in args.heap.iter().flat_map(|l| &l.0) {
        writeln!(out, "g({h}) = {}", g(h))?;
    }
    for HeapList(heaps) in &args.sum {
        let x = heaps.iter().fold(0, |x, &h| x ^ g(h));
        let joined: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let outcome = if x != 0 { 'W' } else { 'L' };
        writeln!(out, "{}: nim-sum {x}, {outcome}", joined.join(" + "))?;
    }
    Ok(())
}

fn write_flat(out: &mut impl Write, n: u64, g: &impl Fn(u64) -> u64) -> Result<()> {
    let mut buf = itoa::Buffer::new();
    for h in 0..=n {
        if h > 0 {
            out.write_all(b" ")?;
        }
        out.write_all(buf.format(g(h)).as_bytes())?;
    }
    out.write_all(b"\n")?;
    Ok(())
}

fn write_rows(out: &mut impl Write, n: u64, width: u64, g: &impl Fn(u64) -> u64) -> Result<()> {
    let digits = |v: u64| v.checked_ilog10().unwrap_or(0) as usize + 1;
    let value_width = digits((0..=n).map(g).max().unwrap_or(0));
    let index_width = digits(n / width * width);
    let mut line: Vec<u8> = Vec::new();
    let mut buf = itoa::Buffer::new();
    let pad = |line: &mut Vec<u8>, text: &str, width: usize| {
        line.resize(line.len() + width.saturating_sub(text.len()), b' ');
        line.extend_from_slice(text.as_bytes());
    };
    let mut start = 0;
    while start <= n {
        line.clear();
        pad(&mut line, buf.format(start), index_width);
        line.push(b':');
        for h in start..=(start + width - 1).min(n) {
            line.push(b' ');
            pad(&mut line, buf.format(g(h)), value_width);
        }
        line.push(b'\n');
        out.write_all(&line)?;
        start += width;
    }
    Ok(())
}

fn write_json(
    out: &mut impl Write,
    args: &Args,
    game: &HeapGame,
    searched: &Searched,
    g: &impl Fn(u64) -> u64,
) -> Result<()> {
    let Searched { bound, period, .. } = *searched;
    let family = game.family().name();
    let name = game.name();
    let mut s = String::new();
    s += &match game {
        HeapGame::Subtraction { moves } => format!(
            "{{\"game\":{{\"family\":\"{family}\",\"name\":\"{name}\",\"size\":{},\"max_take\":{},\"max_heaps\":1}}",
            moves.len(),
            game.max_take()
        ),
        HeapGame::AllBut { excluded } => format!(
            "{{\"game\":{{\"family\":\"{family}\",\"name\":\"{name}\",\"size\":{},\"max_excluded\":{}}}",
            excluded.len(),
            game.max_take()
        ),
        HeapGame::Code { .. } => format!(
            "{{\"game\":{{\"family\":\"{family}\",\"name\":\"{name}\",\"max_take\":{},\"max_heaps\":{}}}",
            game.max_take(),
            game.max_heaps()
        ),
    };
    s += &format!(",\"bound\":{bound},\"period\":");
    s += &match period {
        Some(p) => format!(
            "{{\"period\":{},\"preperiod\":{},\"saltus\":{},\"certified_through\":{}}}",
            p.period,
            p.preperiod,
            p.saltus,
            p.certified_len - 1
        ),
        None => "null".to_string(),
    };
    if searched.stopped {
        s += ",\"work_budget_reached\":true";
    }
    out.write_all(s.as_bytes())?;
    if let Some(n) = args.upto {
        if !args.checksum {
            out.write_all(b",\"values\":[")?;
            let mut buf = itoa::Buffer::new();
            for h in 0..=n {
                if h > 0 {
                    out.write_all(b",")?;
                }
                out.write_all(buf.format(g(h)).as_bytes())?;
            }
            out.write_all(b"]")?;
        }
        write!(out, ",\"checksum\":\"{:X}\"", checksum((0..=n).map(g)))?;
    }
    if !args.heap.is_empty() {
        let heaps: Vec<String> = args
            .heap
            .iter()
            .flat_map(|l| &l.0)
            .map(|&h| format!("{{\"heap\":{h},\"value\":{}}}", g(h)))
            .collect();
        write!(out, ",\"heaps\":[{}]", heaps.join(","))?;
    }
    if !args.sum.is_empty() {
        let sums: Vec<String> = args
            .sum
            .iter()
            .map(|HeapList(heaps)| {
                let x = heaps.iter().fold(0, |x, &h| x ^ g(h));
                let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
                let outcome = if x != 0 { 'W' } else { 'L' };
                format!(
                    "{{\"heaps\":[{}],\"nim_sum\":{x},\"outcome\":\"{outcome}\"}}",
                    list.join(",")
                )
            })
            .collect();
        write!(out, ",\"sums\":[{}]", sums.join(","))?;
    }
    out.write_all(b"}\n")?;
    Ok(())
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

    #[test]
    fn row_widths_line_up_with_the_period() {
        let p = |period| {
            Some(Period {
                period,
                preperiod: 0,
                saltus: 0,
                certified_len: 1,
            })
        };
        assert_eq!(row_width(None, p(2)), 10);
        assert_eq!(row_width(None, p(3)), 12);
        assert_eq!(row_width(None, p(12)), 12);
        assert_eq!(row_width(None, p(34)), 34);
        assert_eq!(row_width(None, p(41)), 10);
        assert_eq!(row_width(None, None), 10);
        assert_eq!(row_width(Some(7), p(3)), 7);
    }
}
