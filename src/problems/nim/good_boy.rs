//! `grundy good-boy`: count the winning first moves of Nim (HDU 1850 = POJ 2975).
//!
//! Input: cases `n` and n piles, until `n = 0` or end of input. Output: per case the number
//! of first moves that leave nim-sum 0: piles with a_i ⊕ X < a_i (see `games::nim`).

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::nim::rabbit_and_grass::write_nim_case;
use crate::nim::winning_ways::Count;
use crate::{pile_moves, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::nim;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// POJ 2975's limits (HDU 1850's are tighter), enforced by `--strict`.
const JUDGE_MAX_PILES: u64 = 1000;
const JUDGE_MAX_PILE: u64 = 1_000_000_000;

pub struct GoodBoy;

impl Solve for GoodBoy {
    const META: Meta = Meta {
        id: "good-boy",
        aliases: &["hdu1850", "poj2975"],
        family: "nim",
        title: "Being a Good Boy in Spring Festival (count the winning Nim moves)",
        about: "Input: cases `n` and n pile sizes, until `0` or end of input.\n\
Output: per case the number of first moves that win (leave nim-sum 0).",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        // The count needs the final nim-sum, so a case's piles are kept until it ends; the
        // buffer is reused and grows only with piles actually read, never with a count.
        let mut piles: Vec<u64> = Vec::new();
        while let Some(n) = sc.u64_or_end("the number of piles n, or 0 to end")? {
            if n == 0 {
                return sc.finish("the terminating 0");
            }
            options.judge_limit_here(sc, "the number of piles n", n, 1, JUDGE_MAX_PILES)?;
            piles.clear();
            let mut x = 0u64;
            options.u64_each(sc, n, "a pile size", JUDGE_MAX_PILE, |p| {
                x ^= p;
                piles.push(p);
            })?;
            let count = Count {
                winning_moves: nim::winning_moves(&piles, x),
                nim_sum: x,
            };
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer: count,
                    moves: |r: &mut Report| {
                        pile_moves::nim(r, &piles, x, pile_moves::take, |after| {
                            format!("{}\n{}0\n", after.len(), pile_moves::line(after))
                        })
                    },
                })?;
            } else {
                sink.emit(&count)?;
            }
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(30, 20, 20) {
            let (piles, max) = match gen.size {
                Size::Small => (gen.range(1, 4), 7),
                Size::Judge => (JUDGE_MAX_PILES, JUDGE_MAX_PILE),
                Size::Huge => (gen.range(1, 10_000), u64::MAX),
            };
            write_nim_case(gen, piles, max);
        }
        if gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}
