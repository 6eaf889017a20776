//! `grundy matches-game`: Matches Game (POJ 2234), Nim.
//!
//! Input: cases `M` and M pile sizes until end of input (no count, no terminator; M = 0
//! is an empty position, not an end). Output: `Yes` if the first player wins, else `No`:
//! the nim-sum decides (Bouton), computed in all 64 bits.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::{pile_moves, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// POJ 2234's limits, enforced by `--strict`.
const JUDGE_MAX_PILES: u64 = 20;
const JUDGE_MAX_PILE: u64 = 10_000_000;

pub struct MatchesGame;

#[inline(always)]
fn answer(x: u64) -> Valued {
    Valued {
        value: u128::from(x),
        win: b"Yes\n",
        lose: b"No\n",
    }
}

impl Solve for MatchesGame {
    const META: Meta = Meta {
        id: "matches-game",
        aliases: &["poj2234"],
        family: "nim",
        title: "Matches Game (Nim)",
        about: "Input: cases until end of input, each `M` and M pile sizes (M = 0: no piles).\n\
Output: per case `Yes` if the first player wins Nim (taking the last match wins), else `No`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "the number of piles M";
        let mut piles: Vec<u64> = Vec::new();
        loop {
            if !S::MOVES && !options.is_strict() {
                // Runs of whole cases on the scanner's counted path; it stops in front of
                // anything unusual, which the usual reading below handles.
                sc.u64_counted_folds(u64::MAX, 0u64, |x, p| x ^ p, |x| sink.emit(&answer(x)))?;
            }
            let Some(m) = sc.u64_or_end(WHAT)? else {
                return Ok(());
            };
            options.judge_limit_here(sc, WHAT, m, 1, JUDGE_MAX_PILES)?;
            let range = (1, JUDGE_MAX_PILE);
            if S::MOVES {
                piles.clear();
                options.u64_each_in(sc, m, "a pile size", range, |p| piles.push(p))?;
                let x = grundy_games::nim::nim_sum(&piles);
                let piles: &[u64] = &piles;
                sink.emit(&WithMoves {
                    answer: answer(x),
                    moves: |r: &mut Report| {
                        pile_moves::nim(r, piles, x, pile_moves::take, |after| {
                            format!("{}\n{}", after.len(), pile_moves::line(after))
                        })
                    },
                })?;
                continue;
            }
            let mut x = 0u64;
            options.u64_each_in(sc, m, "a pile size", range, |p| x ^= p)?;
            sink.emit(&answer(x))?;
        }
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(30, 1000, 1000) {
            let (m, max) = match gen.size {
                Size::Small => (gen.range(1, 4), 7),
                Size::Judge => (gen.range(1, JUDGE_MAX_PILES), JUDGE_MAX_PILE),
                Size::Huge => (gen.range(0, 2000), u64::MAX),
            };
            // The judge's piles are at least 1; beyond it 0 is a pile (and M = 0 a case) too.
            let min = u64::from(gen.size != Size::Huge);
            let mut piles: Vec<u64> = (0..m).map(|_| gen.value(max).max(min)).collect();
            // A nim-sum of 0 a quarter of the time, where the last pile can cancel the rest.
            if m > 0 && gen.chance(1, 4) {
                let rest = piles[..piles.len() - 1].iter().fold(0, |x, &h| x ^ h);
                if (min..=max).contains(&rest) {
                    *piles.last_mut().expect("m >= 1") = rest;
                }
            }
            gen.line(&[m]);
            gen.line(&piles);
        }
        true
    }
}
