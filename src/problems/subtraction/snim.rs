//! `grundy snim`: S-Nim (HDU 1536 / HDU 1944 / POJ 2960).
//!
//! Input: cases until `0` (or end of input): `k s_1..s_k`, `m`, then m lines `l h_1..h_l`.
//! Output: per case one line, one `W`/`L` per position.
//!
//! Heaps below [`DIRECT_LIMIT`] are read from a plain table; larger ones through the
//! certified period of the engine's search ([`GrundyTable::search`]), within a budget per
//! set. All the tables of one input share a budget too ([`InputBudget`]): [`INPUT_WORK`]
//! steps and [`WORK_PER_BYTE`] more per byte read, so a few hundred bytes cannot ask for
//! minutes of work. Costly sequences (a period search, or a table that cost more than its case paid)
//! are kept for the next cases, so a set that comes back costs nothing; cheap tables are
//! computed again.

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_engine::heap_game::HeapGame;
use grundy_engine::sum;
use grundy_engine::table::GrundyTable;
use grundy_io::error::{Error, Result};
use grundy_io::scan::{Position, Scanner};

/// HDU 1536's limits, enforced by `--strict`: k, m, l ≤ 100; s_i, h_i ≤ 10000.
const JUDGE_MAX_COUNT: u64 = 100;
const JUDGE_MAX_VALUE: u64 = 10_000;

/// The most work one sequence may cost, in steps; a table value costs about |S| + 8 steps.
/// Without it a few hundred bytes of input (a hundred moves and a huge heap) could keep
/// `grundy` busy for seconds per case; with it a case costs a fraction of a second at worst.
pub const WORK_LIMIT: u64 = 1 << 28;
/// Heaps up to this size are answered from a plain table, with no period search.
pub const DIRECT_LIMIT: u64 = 1 << 22;
/// The longest table built while searching for a period (values are u32: 128 MiB; the
/// certificate check keeps one window in 16, about 8 MiB more at worst).
pub const PERIOD_SEARCH_LIMIT: u64 = 1 << 25;
/// The work all the tables of one input may cost, in the steps of [`WORK_LIMIT`]: this
/// much, and [`WORK_PER_BYTE`] more per input byte read. It covers any heap below
/// [`DIRECT_LIMIT`] for a set of up to 248 moves, and a heap of 10^6 for 1000 moves; a
/// judge's case (k, heaps ≤ 10^4) costs less than its bytes allow, so judge files never
/// meet it. About a second of CPU at worst, plus about 10 µs per input byte.
pub const INPUT_WORK: u64 = 1 << 30;
/// See [`INPUT_WORK`].
pub const WORK_PER_BYTE: u64 = 1 << 13;
/// Heaps from which a table below [`DIRECT_LIMIT`] is built by the period search rather
/// than as a plain table: below it the search's windows and period checks cost more than
/// the values they might save (300 judge cases, heaps up to 10^4: 38.3 ms through the
/// search against 23.7 ms as plain tables).
const SEARCH_FROM: u64 = 1 << 16;
/// How many values the kept sequences may hold together.
const CACHE_VALUES: usize = 1 << 24;

/// The longest table a set S with `moves` moves may build within the budgets.
pub fn table_budget(moves: usize) -> u64 {
    (WORK_LIMIT / (moves as u64 + 8)).min(PERIOD_SEARCH_LIMIT)
}

/// Why a case's heaps could not be valued.
#[derive(Debug, PartialEq, Eq)]
enum Refusal {
    /// The set's period search ran to its own budget and certified no period.
    NoPeriod { searched: u64 },
    /// The input's work budget ([`INPUT_WORK`]) does not cover the table this case needs.
    OverBudget { need: u64, left: u64 },
}

/// One set's sequence, and whether its period search has run.
struct Sequence {
    table: GrundyTable,
    searched: bool,
    /// The search ran with less than its own budget (the input's was short): its failure
    /// is the input budget's.
    cut: bool,
}

impl Sequence {
    fn new(moves: &[u64]) -> Self {
        Sequence {
            table: GrundyTable::new(&HeapGame::Subtraction {
                moves: moves.to_vec(),
            }),
            searched: false,
            cut: false,
        }
    }

    fn moves(&self) -> &[u64] {
        match self.table.game() {
            HeapGame::Subtraction { moves } => moves,
            _ => &[],
        }
    }

    /// Steps one value of this set costs (the unit of [`WORK_LIMIT`]).
    fn step_cost(&self) -> u64 {
        self.moves().len() as u64 + 8
    }

    /// Makes `value(h)` known for every h ≤ `max_heap`, computing at most `left` steps of
    /// new values (about: the search may look a few values further): a plain table below
    /// [`DIRECT_LIMIT`], else the period search (to its end once per set). Returns the
    /// steps spent.
    fn prepare(&mut self, max_heap: u64, left: u64) -> std::result::Result<u64, Refusal> {
        let known = |t: &GrundyTable| max_heap < t.values().len() as u64 || t.period().is_some();
        if known(&self.table) {
            return Ok(0);
        }
        let cost = self.step_cost();
        let had = self.table.values().len() as u64;
        let own = table_budget(self.moves().len());
        if max_heap < DIRECT_LIMIT {
            let need = (max_heap + 1 - had) * cost;
            if need > left {
                return Err(Refusal::OverBudget { need, left });
            }
            // From SEARCH_FROM on, the values are computed by the search as far as the
            // heap (a short period then answers at once, and the search goes on from there
            // for a later huge heap), and beyond its own budget as a plain table; below it,
            // as a plain table outright. Subtraction values never overflow, so neither can
            // fail.
            if !self.searched && max_heap >= SEARCH_FROM {
                let _ = self.table.search(max_heap.min(own - 1), &mut |_| {});
            }
            if !known(&self.table) {
                let _ = self.table.extend_to(max_heap as usize + 1);
            }
            return Ok((self.table.values().len() as u64 - had) * cost);
        }
        if !self.searched {
            let affordable = had + left / cost;
            self.cut = affordable < own;
            let bound = own.min(affordable);
            if bound > 0 {
                let _ = self.table.search(bound - 1, &mut |_| {});
            }
            self.table.end_search();
            self.searched = true;
        }
        let spent = (self.table.values().len() as u64 - had) * cost;
        if known(&self.table) {
            Ok(spent)
        } else if self.cut {
            let need = table_budget(self.moves().len()) * cost;
            Err(Refusal::OverBudget { need, left })
        } else {
            Err(Refusal::NoPeriod {
                searched: table_budget(self.moves().len()),
            })
        }
    }

    fn value(&self, heap: u64) -> u64 {
        // prepare() made every heap asked for known.
        self.table.value(heap).unwrap_or(0)
    }
}

/// The work one input's tables may cost ([`INPUT_WORK`] and [`WORK_PER_BYTE`]; the tests
/// give smaller ones), and what they have cost.
struct InputBudget {
    fixed: u64,
    per_byte: u64,
    spent: u64,
}

impl InputBudget {
    fn new(fixed: u64, per_byte: u64) -> Self {
        InputBudget {
            fixed,
            per_byte,
            spent: 0,
        }
    }

    /// The steps the bytes from `start` to `end` added to the budget.
    fn paid_since(&self, start: u64, end: u64) -> u64 {
        (end - start).saturating_mul(self.per_byte)
    }

    /// The steps still allowed after `consumed` bytes of input.
    fn left(&self, consumed: u64) -> u64 {
        self.fixed
            .saturating_add(consumed.saturating_mul(self.per_byte))
            .saturating_sub(self.spent)
    }
}

/// The sequences of recent sets that were costly to compute, newest last, holding at most
/// [`CACHE_VALUES`] values when a set is fetched (the one fetched then grows as its cases
/// need).
#[derive(Default)]
struct Sequences {
    kept: Vec<Sequence>,
}

impl Sequences {
    /// The sequence of `moves` (ascending, distinct), reused when it is kept.
    fn get(&mut self, moves: &[u64]) -> &mut Sequence {
        let at = match self.kept.iter().position(|s| s.moves() == moves) {
            Some(at) => at,
            None => {
                self.kept.push(Sequence::new(moves));
                self.kept.len() - 1
            }
        };
        let seq = self.kept.remove(at);
        // Keep the newest within the bound (the one in use is pushed back last).
        let mut total: usize = seq.table.values().len();
        let mut keep = self.kept.len();
        while keep > 0 {
            let len = self.kept[keep - 1].table.values().len();
            if total + len > CACHE_VALUES {
                break;
            }
            total += len;
            keep -= 1;
        }
        self.kept.drain(..keep);
        self.kept.push(seq);
        self.kept.last_mut().expect("just pushed")
    }

    /// After a case whose bytes allowed `paid` steps of the input's budget: forgets the
    /// sequence just used if its table cost no more than that, else frees its working
    /// memory (the table stays). A sequence whose period search did not run is so kept
    /// only when its table cost more than its case paid: a cheaper one costs less to
    /// compute again than keeping it does (fresh memory for every new set: 300 judge sets
    /// of 10^4 values kept took a fifth of the run in page faults), and every case that
    /// computes it again pays for it from its own bytes, so no input of cheap cases,
    /// however repetitive, ever meets the budget; a costlier set that comes back costs
    /// nothing.
    fn settle(&mut self, paid: u64) {
        if let Some(seq) = self.kept.last_mut() {
            let steps = seq.table.values().len() as u64 * seq.step_cost();
            if seq.searched || steps > paid {
                seq.table.release_scratch();
            } else {
                self.kept.pop();
            }
        }
    }
}

pub struct Snim;

/// One case: the Grundy value of every position (the xor of its heaps' values).
struct Positions<'a>(&'a [u64]);

impl Answer for Positions<'_> {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        let mut letters = [0u8; 256];
        for chunk in self.0.chunks(letters.len()) {
            for (letter, &x) in letters.iter_mut().zip(chunk) {
                *letter = if x != 0 { b'W' } else { b'L' };
            }
            out.write_all(&letters[..chunk.len()])?;
        }
        out.write_all(b"\n")
    }

    fn json(&self, fields: &mut JsonFields) {
        fields.objects("positions", self.0.iter().enumerate(), |j, (i, &x)| {
            // In a `--moves --json` run each position carries its own moves.
            j.bool("first_player_wins", x != 0)
                .u64("value", x)
                .position_moves(i);
        });
    }
}

/// The located error of a case whose largest heap could not be valued.
fn refused<R: Read>(sc: &Scanner<R>, (heap, at): (u64, Position), why: Refusal) -> Error {
    let expected = match why {
        Refusal::NoPeriod { searched } => format!(
            "a heap whose Grundy value can be found (for this S the sequence shows no period \
             within its first {searched} values)"
        ),
        Refusal::OverBudget { need, left } => format!(
            "a heap within the work budget of this input (2^30 steps and 2^13 per byte read; \
             this S needs {need} steps for it, {left} are left)"
        ),
    };
    sc.error_at(at, &expected, &heap.to_string())
}

impl Solve for Snim {
    const META: Meta = Meta {
        id: "snim",
        aliases: &["hdu1536", "hdu1944", "poj2960"],
        family: "subtraction",
        title: "S-Nim",
        about: "Input: cases until a line `0`. A case is `k s_1 .. s_k` (the set S, any order, \
repeats allowed, every s >= 1), then `m`, then m lines `l h_1 .. h_l`.\n\
Output: per case one line with one letter per position: W (player to move wins) or L.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        solve(
            options,
            sc,
            sink,
            InputBudget::new(INPUT_WORK, WORK_PER_BYTE),
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        generate(gen)
    }
}

/// [`Snim`]'s reading and answering, within `budget`.
fn solve<R: Read, S: Sink>(
    options: &Options,
    sc: &mut Scanner<R>,
    sink: &mut S,
    mut budget: InputBudget,
) -> Result<()> {
    let mut moves: Vec<u64> = Vec::new();
    // S as given (repeats and order kept), for the `after` cases of `--moves`.
    let mut given: Vec<u64> = Vec::new();
    // Heaps of all positions of the case, flat, and where each position ends.
    let mut heaps: Vec<u64> = Vec::new();
    let mut ends: Vec<usize> = Vec::new();
    let mut values: Vec<u64> = Vec::new();
    let mut sequences = Sequences::default();
    loop {
        let case_start = sc.consumed();
        let k = match sc.u64_or_end("the size k of S, or 0 to end")? {
            None => return Ok(()),
            Some(0) => return sc.finish("the terminating 0"),
            Some(k) => k,
        };
        options.judge_limit_here(sc, "the size k of S", k, 1, JUDGE_MAX_COUNT)?;
        moves.clear();
        for _ in 0..k {
            let s = sc.u64_in("a move s of S", 1, u64::MAX)?;
            options.judge_limit_here(sc, "a move s of S", s, 1, JUDGE_MAX_VALUE)?;
            moves.push(s);
        }
        let m = sc.u64("the number m of positions")?;
        options.judge_limit_here(sc, "the number m of positions", m, 0, JUDGE_MAX_COUNT)?;
        heaps.clear();
        ends.clear();
        let mut largest: (u64, Position) = (0, sc.position());
        for _ in 0..m {
            let l = sc.u64("the number l of heaps in a position")?;
            options.judge_limit_here(sc, "the number l of heaps", l, 0, JUDGE_MAX_COUNT)?;
            sc.u64_each_at(l, "a heap size", |h, at| {
                if h > largest.0 {
                    largest = (h, at);
                }
                heaps.push(h);
            })?;
            ends.push(heaps.len());
        }
        if largest.0 > JUDGE_MAX_VALUE {
            options.judge_limit(sc, largest.1, "a heap size", largest.0, 0, JUDGE_MAX_VALUE)?;
        }
        if S::MOVES {
            given.clone_from(&moves);
        }
        // A move larger than every heap never applies; dropping it keeps the
        // certificate's window (max S) as small as the positions allow.
        moves.retain(|&s| s <= largest.0);
        moves.sort_unstable();
        moves.dedup();
        let seq = sequences.get(&moves);
        let spent = seq.prepare(largest.0, budget.left(sc.consumed()));
        budget.spent += match spent {
            Ok(spent) => spent,
            Err(why) => return Err(refused(sc, largest, why)),
        };
        values.clear();
        let mut start = 0;
        for &end in &ends {
            values.push(heaps[start..end].iter().fold(0, |x, &h| x ^ seq.value(h)));
            start = end;
        }
        if S::MOVES {
            let seq = &*seq;
            let case = Case {
                given: &given,
                moves: &moves,
                heaps: &heaps,
                ends: &ends,
                values: &values,
            };
            sink.emit(&WithMoves {
                answer: Positions(&values),
                moves: |r: &mut Report| case.report(r, |h| seq.value(h)),
            })?;
            sequences.settle(budget.paid_since(case_start, sc.consumed()));
            continue;
        }
        sequences.settle(budget.paid_since(case_start, sc.consumed()));
        sink.emit(&Positions(&values))?;
    }
}

/// [`Snim`]'s generator.
fn generate(gen: &mut Gen) -> bool {
    // Beyond the judge, heaps go up to 2^64 − 1 over small sets S, whose periods the
    // certified search finds quickly.
    let (max_k, max_s, max_count, max_heap) = match gen.size {
        Size::Small => (3, 6, 5, 15),
        Size::Judge => (
            JUDGE_MAX_COUNT,
            JUDGE_MAX_VALUE,
            JUDGE_MAX_COUNT,
            JUDGE_MAX_VALUE,
        ),
        Size::Huge => (4, 30, 2 * JUDGE_MAX_COUNT, u64::MAX),
    };
    for _ in 0..gen.case_count(5, 3, 3) {
        let full = gen.size == Size::Judge;
        let k = if full { max_k } else { gen.range(1, max_k) };
        let mut set: Vec<u64> = (0..k).map(|_| gen.range(1, max_s)).collect();
        // Repeats and any order are allowed; a move larger than every heap is a trap.
        if gen.chance(1, 4) {
            if full {
                set[0] = set[set.len() - 1];
            } else {
                set.push(set[0]);
            }
        }
        gen.line(&[set.len() as u64]);
        gen.line(&set);
        let m = if full {
            max_count
        } else {
            gen.range(1, max_count)
        };
        gen.line(&[m]);
        for _ in 0..m {
            let l = if full {
                max_count
            } else {
                gen.range(1, max_count.min(6))
            };
            let heaps: Vec<u64> = (0..l).map(|_| gen.value(max_heap)).collect();
            gen.num(l);
            gen.line(&heaps);
        }
    }
    // Beyond the judge, the end of the input may stand for the terminating 0.
    if gen.size != Size::Huge || gen.chance(1, 2) {
        gen.line(&[0]);
    }
    true
}

/// One case as `--moves` needs it.
struct Case<'a> {
    /// S as the input gives it.
    given: &'a [u64],
    /// S ascending, without repeats (and without moves larger than every heap).
    moves: &'a [u64],
    heaps: &'a [u64],
    ends: &'a [usize],
    /// Each position's Grundy value.
    values: &'a [u64],
}

impl Case<'_> {
    /// One report per position (`position 2`): its Grundy value, and the moves
    /// `take 5 from heap 2 (12 -> 7)` of [`sum::subtraction_winning_moves`], by heap in
    /// input order, then by s ascending; each `after` is one case of S with that single
    /// position after the move.
    fn report(&self, r: &mut Report, value: impl Fn(u64) -> u64) {
        let mut start = 0;
        for (i, (&end, &x)) in self.ends.iter().zip(self.values).enumerate() {
            let heaps = &self.heaps[start..end];
            start = end;
            let p = r.labelled(format!("position {}", i + 1));
            p.wins(x != 0).fact("Grundy value", x);
            for (j, s) in sum::subtraction_winning_moves(heaps, self.moves, x, &value) {
                let h = heaps[j];
                p.add(
                    || {
                        format!(
                            "take {s} from heap {} ({h} -> {}, Grundy value {} -> {})",
                            j + 1,
                            h - s,
                            value(h),
                            value(h - s)
                        )
                    },
                    || After::Input(self.after(heaps, j, h - s)),
                );
            }
        }
    }

    /// The judge input of one case: S as given, and the one position `heaps` with heap
    /// `j` at `to`.
    fn after(&self, heaps: &[u64], j: usize, to: u64) -> String {
        let mut out = String::new();
        let mut buf = itoa::Buffer::new();
        out.push_str(buf.format(self.given.len()));
        for &s in self.given {
            out.push(' ');
            out.push_str(buf.format(s));
        }
        out.push_str("\n1\n");
        out.push_str(buf.format(heaps.len()));
        for (k, &h) in heaps.iter().enumerate() {
            out.push(' ');
            out.push_str(buf.format(if k == j { to } else { h }));
        }
        out.push_str("\n0\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_set_reuses_its_sequence() {
        let mut sequences = Sequences::default();
        sequences.get(&[2, 5]).prepare(1 << 40, u64::MAX).unwrap();
        sequences.settle(1 << 16);
        let len = sequences.kept[0].table.values().len();
        sequences.get(&[1, 3, 4]).prepare(10, u64::MAX).unwrap();
        sequences.settle(1 << 16);
        assert_eq!(sequences.kept.len(), 1, "a short table is not kept");
        let again = sequences.get(&[2, 5]);
        assert!(again.searched, "kept, not recomputed");
        assert_eq!(again.table.values().len(), len);
    }

    #[test]
    fn the_cache_stays_within_its_bound() {
        let mut sequences = Sequences::default();
        // Sets whose window (max S) is too long for a certificate below 2^22: each fills a
        // plain table of 2^22 values.
        for s in 1..=20u64 {
            let set = [2, DIRECT_LIMIT + 2 * s];
            sequences
                .get(&set)
                .prepare(DIRECT_LIMIT - 1, u64::MAX)
                .unwrap();
            sequences.settle(1 << 16);
        }
        // Checked when a set is fetched, before the newest grows.
        let (newest, older) = sequences.kept.split_last().unwrap();
        let total: usize = older.iter().map(|s| s.table.values().len()).sum();
        assert!(total + newest.table.values().len() <= CACHE_VALUES + (DIRECT_LIMIT as usize));
        assert!(older.len() >= 2, "several sets kept");
        assert_eq!(
            sequences.kept.last().unwrap().moves(),
            &[2, DIRECT_LIMIT + 40]
        );
    }

    #[test]
    fn huge_heaps_use_the_certified_period() {
        // The window of 4320 values repeats at 8,398,075 (issue 14).
        let mut seq = Sequence::new(&[1297, 3023, 4320]);
        seq.prepare(999_999_999_998_734_525, u64::MAX).unwrap();
        let p = seq.table.period().unwrap();
        assert!(p.certified_len <= PERIOD_SEARCH_LIMIT);
        assert_eq!(seq.value(999_999_999_998_734_525), 0);
    }

    #[test]
    fn the_work_per_sequence_is_bounded() {
        // A hundred scattered moves give a sequence with no short period.
        let moves: Vec<u64> = {
            let mut m: Vec<u64> = (1..=100).map(|i| i * i * 37 % 9973 + 1).collect();
            m.sort_unstable();
            m.dedup();
            m
        };
        let mut seq = Sequence::new(&moves);
        let Err(Refusal::NoPeriod { searched }) = seq.prepare(u64::MAX, u64::MAX) else {
            panic!("a period was found");
        };
        assert!(searched * (moves.len() as u64 + 8) <= WORK_LIMIT);
        // A heap the failed search has already passed is still answered from the table.
        let mut seq = Sequence::new(&[1, 20_000_000]);
        assert!(seq.prepare(u64::MAX, u64::MAX).is_err());
        seq.prepare(5_000_000, u64::MAX).unwrap();
        assert_eq!(seq.value(5_000_000), 0);
    }

    /// Runs [`solve`] with a budget of `fixed` steps and `per_byte` per byte read.
    fn run(input: &str, fixed: u64, per_byte: u64) -> (String, Option<String>) {
        let mut sc = Scanner::new(input.as_bytes(), "t");
        let mut out = Vec::new();
        let mut sink = crate::problem::TextSink { out: &mut out };
        let budget = InputBudget::new(fixed, per_byte);
        let err = solve(&Options::default(), &mut sc, &mut sink, budget).err();
        (String::from_utf8(out).unwrap(), err.map(|e| e.to_string()))
    }

    /// The budget is the input's, not a case's: sets that each cost a long table are
    /// answered until their tables together pass it, then the next such case is refused
    /// at its largest heap (after the answers before it); a set seen before costs nothing
    /// again, and the bytes read raise the budget.
    #[test]
    fn the_work_per_input_is_bounded() {
        // Each set's plain table of 200,001 values costs 200,001 · 10 steps: the window
        // (max S) is too long for a certificate below the heap.
        let case = |i: u64| format!("2 2 {}\n1\n1 200000\n", 150_000 + 2 * i);
        let cost = 200_001 * 10;
        let input: String = (0..5).map(case).collect();
        let (out, err) = run(&input, 3 * cost + 10_000, 0);
        assert_eq!(out.lines().count(), 3);
        let err = err.unwrap();
        assert!(
            err.starts_with("t:12:3: expected a heap within the work budget of this input"),
            "{err}"
        );
        // The same set again and again, or two in turn: kept, each table paid once.
        let again: String = (0..6).map(|i| case(i % 2)).collect();
        let (out, err) = run(&again, 2 * cost + 10_000, 0);
        assert_eq!((out.lines().count(), err), (6, None));
        // With enough per byte read, all five.
        let (out, err) = run(&input, 0, cost / 10);
        assert_eq!((out.lines().count(), err), (5, None));
    }

    /// Heaps below 2^22 come from a plain table whatever the set, as the statement says,
    /// when the input's budget covers it: 1000 moves and a heap of 300,000 (once refused
    /// because the per-set search budget was smaller); the same table refused when the
    /// budget left is short, and the steps spent are the values times |S| + 8.
    #[test]
    fn small_heaps_come_from_a_plain_table_within_the_input_budget() {
        let moves: Vec<u64> = (1..=1000).map(|i| 7 * i + i * i % 13).collect();
        let mut set = moves.clone();
        set.sort_unstable();
        set.dedup();
        assert_eq!(set.len(), 1000);
        let mut seq = Sequence::new(&set);
        let want = 1_000_001 * 1008;
        assert!(want <= INPUT_WORK);
        assert_eq!(
            seq.prepare(1_000_000, want - 1),
            Err(Refusal::OverBudget {
                need: want,
                left: want - 1
            })
        );
        assert_eq!(seq.prepare(1_000_000, INPUT_WORK), Ok(want));
        assert!(seq.table.period().is_none(), "no period search below 2^22");
        // The same table again costs nothing.
        assert_eq!(seq.prepare(999_999, 0), Ok(0));
        // A search the input cannot afford is refused as over the input's budget.
        let mut seq = Sequence::new(&[3, 10_000_000]);
        let left = 1000 * 10;
        assert!(matches!(
            seq.prepare(u64::MAX, left),
            Err(Refusal::OverBudget { .. })
        ));
        assert!(seq.table.values().len() <= 1001);
    }
}
