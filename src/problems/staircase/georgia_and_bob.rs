//! `grundy georgia-and-bob`: chessmen sliding left on a row, as staircase Nim (POJ 1704).
//!
//! Input: `T`, then T cases `N P_1..P_N` (positions in any order, cells from 1). Output:
//! `Georgia will win` (the first player) or `Bob will win`. A position of 0 or a position
//! repeated within a case is malformed; the error names the repeat.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{pile_moves, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::georgia;
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

pub struct GeorgiaAndBob;

/// POJ 1704's limits, enforced by `--strict`: T ≤ 20, 1 ≤ N ≤ 1000, 1 ≤ P ≤ 10000.
const JUDGE_MAX_CASES: u64 = 20;
const JUDGE_MAX_MEN: u64 = 1000;
const JUDGE_MAX_CELL: u64 = 10_000;

/// The first position, in input order, that an earlier one holds too (there must be
/// one). By sorting, not hashing, so chosen positions cannot make it slow: sorted by
/// (position, index), each later member of a run of equal positions is a repeat, and
/// every repeat is one of them.
fn first_repeat(given: &[u64]) -> usize {
    let mut order: Vec<usize> = (0..given.len()).collect();
    order.sort_unstable_by_key(|&i| (given[i], i));
    order
        .windows(2)
        .filter(|w| given[w[0]] == given[w[1]])
        .map(|w| w[1])
        .min()
        .expect("a repeat")
}

impl Solve for GeorgiaAndBob {
    const META: Meta = Meta {
        id: "georgia-and-bob",
        aliases: &["poj1704"],
        family: "staircase",
        title: "Georgia and Bob (staircase Nim)",
        about: "Input: `T`, then T cases, each `N` and N distinct positions (cells from 1, \
any order).\n\
Output: per case `Georgia will win` if the first player wins (a move shifts one chessman \
left, never onto or past another or past cell 1), else `Bob will win`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        options.judge_limit_here(sc, "the number of cases T", cases, 0, JUDGE_MAX_CASES)?;
        // (position, where it was read, input order), reused across cases.
        let mut given: Vec<u64> = Vec::new();
        let mut at: Vec<Position> = Vec::new();
        let mut cells: Vec<u64> = Vec::new();
        let what = "a chessman's position";
        for _ in 0..cases {
            let n = sc.u64("the number of chessmen N")?;
            options.judge_limit_here(sc, "the number of chessmen N", n, 1, JUDGE_MAX_MEN)?;
            given.clear();
            at.clear();
            // One bulk read; the first position below 1 (or, under --strict, above the
            // judge's cells) is reported in place of anything the read finds after it, as
            // one checked read per number would.
            let mut bad: Option<(u64, Position)> = None;
            let read = sc.u64_each_at(n, what, |p, pos| {
                if (p == 0 || (options.is_strict() && p > JUDGE_MAX_CELL)) && bad.is_none() {
                    bad = Some((p, pos));
                }
                given.push(p);
                at.push(pos);
            });
            if let Some((p, pos)) = bad {
                return Err(if p == 0 {
                    sc.error_at(pos, &format!("{what} (at least 1)"), "0")
                } else {
                    options
                        .judge_limit(sc, pos, what, p, 1, JUDGE_MAX_CELL)
                        .expect_err("outside the judge's cells")
                });
            }
            read?;
            // Sorted plain values (a repeat shows as two equal neighbours); the repeat is
            // located in input order only when there is one.
            cells.clear();
            cells.extend_from_slice(&given);
            cells.sort_unstable();
            if cells.windows(2).any(|w| w[0] == w[1]) {
                let i = first_repeat(&given);
                return Err(sc.error_at(
                    at[i],
                    "a position no other chessman of the case holds",
                    &format!("{} again", given[i]),
                ));
            }
            let answer = Valued {
                value: georgia::value(&cells).into(),
                win: b"Georgia will win\n",
                lose: b"Bob will win\n",
            };
            if S::MOVES {
                let (given, cells): (&[u64], &[u64]) = (&given, &cells);
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, given, cells),
                })?;
            } else {
                sink.emit(&answer)?;
            }
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(20, JUDGE_MAX_CASES, 5);
        let (max_men, max_cell) = match gen.size {
            Size::Small => (4, 10),
            Size::Judge => (JUDGE_MAX_MEN, JUDGE_MAX_CELL),
            Size::Huge => (5000, u64::MAX),
        };
        gen.line(&[cases]);
        for _ in 0..cases {
            let n = if gen.size == Size::Judge {
                max_men
            } else {
                gen.range(1, max_men)
            };
            // Distinct cells: packed against the wall or each other (gaps of 0) one time
            // in four, else anywhere; written in a shuffled order.
            let packed = gen.chance(1, 4);
            let mut cells: Vec<u64> = Vec::with_capacity(n as usize);
            let mut next = if packed {
                1
            } else {
                gen.range(1, max_cell - n + 1)
            };
            for left in (0..n).rev() {
                cells.push(next);
                if left > 0 {
                    // Leave room for the `left` cells still to come.
                    let room = max_cell - next - left;
                    let spread = if packed { 0 } else { room / (left + 1) * 2 };
                    next += 1 + gen.range(0, spread.min(room));
                }
            }
            for i in (1..cells.len()).rev() {
                let j = gen.range(0, i as u64) as usize;
                cells.swap(i, j);
            }
            gen.line(&[n]);
            gen.line(&cells);
        }
        true
    }
}

/// The move report of a case: `given` in input order, `cells` the same sorted. Moves come
/// left to right along the row, at most one per chessman ([`georgia::winning_moves`]).
fn report(r: &mut Report, given: &[u64], cells: &[u64]) {
    let x = georgia::value(cells);
    let p = r.position();
    p.wins(x != 0).fact("nim-sum of the odd steps", x);
    for (i, to) in georgia::winning_moves(cells) {
        let from = cells[i];
        p.add(
            || format!("move the chessman at {from} to {to}"),
            || {
                let after: Vec<u64> = given
                    .iter()
                    .map(|&c| if c == from { to } else { c })
                    .collect();
                After::Input(format!("1\n{}\n{}", after.len(), pile_moves::line(&after)))
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The first repeat in input order, as a plain scan with a set finds it.
        #[test]
        fn first_repeat_is_the_first_in_input_order(
            mut given in proptest::collection::vec(0u64..30, 1..60),
            at in proptest::prelude::any::<proptest::sample::Index>(),
        ) {
            // At least one repeat.
            let copy = given[at.index(given.len())];
            given.push(copy);
            let mut seen = std::collections::HashSet::new();
            let want = given.iter().position(|&p| !seen.insert(p)).unwrap();
            proptest::prop_assert_eq!(first_repeat(&given), want);
        }
    }
}
