//! `grundy snim`: S-Nim (HDU 1536 / HDU 1944 / POJ 2960).
//!
//! Input: cases until `0` (or end of input): `k s_1..s_k`, `m`, then m lines `l h_1..h_l`.
//! Output: per case one line, one `W`/`L` per position.
//!
//! Heaps below [`DIRECT_LIMIT`] are read from a plain table; larger ones through the
//! certified period of the engine's search ([`GrundyTable::search`]), within a budget per
//! set. Costly sequences (a period search, or 2^20+ values) are kept for the next cases, so
//! a set that comes back costs nothing; short tables are computed again.

use std::io::{self, Read, Write};

use crate::engine::heap_game::HeapGame;
use crate::engine::sum;
use crate::engine::table::GrundyTable;
use crate::error::Result;
use crate::io::scan::{Position, Scanner};
use crate::problems::gen::{Gen, Size};
use crate::problems::moves::After;
use crate::problems::{Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};

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
/// How many values the kept sequences may hold together.
const CACHE_VALUES: usize = 1 << 24;
/// A sequence whose period search did not run is kept for later cases only from this many
/// values on: a shorter one costs less to compute again (about a millisecond) than keeping
/// it does (fresh memory for every new set: 300 sets of 10^4 values took 12 MB of page
/// faults).
const KEEP_VALUES: usize = 1 << 20;

/// The longest table a set S with `moves` moves may build within the budgets.
pub fn table_budget(moves: usize) -> u64 {
    (WORK_LIMIT / (moves as u64 + 8)).min(PERIOD_SEARCH_LIMIT)
}

/// One set's sequence, and whether its period search has run.
struct Sequence {
    table: GrundyTable,
    searched: bool,
}

impl Sequence {
    fn new(moves: &[u64]) -> Self {
        Sequence {
            table: GrundyTable::new(&HeapGame::Subtraction {
                moves: moves.to_vec(),
            }),
            searched: false,
        }
    }

    fn moves(&self) -> &[u64] {
        match self.table.game() {
            HeapGame::Subtraction { moves } => moves,
            _ => &[],
        }
    }

    /// Makes `value(h)` known for every h ≤ `max_heap`, or returns how many values the
    /// search looked at in vain.
    fn prepare(&mut self, max_heap: u64) -> std::result::Result<(), u64> {
        let known = |t: &GrundyTable| max_heap < t.values().len() as u64 || t.period().is_some();
        if known(&self.table) {
            return Ok(());
        }
        let budget = table_budget(self.moves().len());
        if max_heap < DIRECT_LIMIT.min(budget) {
            // Subtraction values never overflow, so extending cannot fail.
            let _ = self.table.extend_to(max_heap as usize + 1);
            return Ok(());
        }
        if !self.searched {
            let _ = self.table.search(budget - 1, &mut |_| {});
            self.table.end_search();
            self.searched = true;
        }
        if known(&self.table) {
            Ok(())
        } else {
            Err(budget)
        }
    }

    fn value(&self, heap: u64) -> u64 {
        // prepare() made every heap asked for known.
        self.table.value(heap).unwrap_or(0)
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

    /// After a case: forgets the sequence just used if it is cheap to compute again, else
    /// frees its working memory (the table stays).
    fn settle(&mut self) {
        if let Some(seq) = self.kept.last_mut() {
            if seq.searched || seq.table.values().len() >= KEEP_VALUES {
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
        let mut moves: Vec<u64> = Vec::new();
        // S as given (repeats and order kept), for the `after` cases of `--moves`.
        let mut given: Vec<u64> = Vec::new();
        // Heaps of all positions of the case, flat, and where each position ends.
        let mut heaps: Vec<u64> = Vec::new();
        let mut ends: Vec<usize> = Vec::new();
        let mut values: Vec<u64> = Vec::new();
        let mut sequences = Sequences::default();
        loop {
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
            if let Err(searched) = seq.prepare(largest.0) {
                return Err(sc.error_at(
                    largest.1,
                    &format!(
                        "a heap whose Grundy value can be found (for this S the sequence shows \
                         no period within its first {searched} values)"
                    ),
                    &largest.0.to_string(),
                ));
            }
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
                sequences.settle();
                continue;
            }
            sequences.settle();
            sink.emit(&Positions(&values))?;
        }
    }

    fn generate(&self, gen: &mut Gen) -> bool {
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
        sequences.get(&[2, 5]).prepare(1 << 40).unwrap();
        sequences.settle();
        let len = sequences.kept[0].table.values().len();
        sequences.get(&[1, 3, 4]).prepare(10).unwrap();
        sequences.settle();
        assert_eq!(sequences.kept.len(), 1, "a short table is not kept");
        let again = sequences.get(&[2, 5]);
        assert!(again.searched, "kept, not recomputed");
        assert_eq!(again.table.values().len(), len);
    }

    #[test]
    fn the_cache_stays_within_its_bound() {
        let mut sequences = Sequences::default();
        for s in 1..=20u64 {
            sequences.get(&[s]).prepare(DIRECT_LIMIT - 1).unwrap();
            sequences.settle();
        }
        // Checked when a set is fetched, before the newest grows.
        let (newest, older) = sequences.kept.split_last().unwrap();
        let total: usize = older.iter().map(|s| s.table.values().len()).sum();
        assert!(total + newest.table.values().len() <= CACHE_VALUES + (DIRECT_LIMIT as usize));
        assert!(older.len() >= 2, "several sets kept");
        assert_eq!(sequences.kept.last().unwrap().moves(), &[20]);
    }

    #[test]
    fn huge_heaps_use_the_certified_period() {
        // The window of 4320 values repeats at 8,398,075 (issue 14).
        let mut seq = Sequence::new(&[1297, 3023, 4320]);
        seq.prepare(999_999_999_998_734_525).unwrap();
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
        let searched = seq.prepare(u64::MAX).unwrap_err();
        assert!(searched * (moves.len() as u64 + 8) <= WORK_LIMIT);
        // A heap the failed search has already passed is still answered from the table.
        let mut seq = Sequence::new(&[1, 20_000_000]);
        assert!(seq.prepare(u64::MAX).is_err());
        seq.prepare(5_000_000).unwrap();
        assert_eq!(seq.value(5_000_000), 0);
    }
}
