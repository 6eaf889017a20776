//! `grundy winning-ways`: count the winning first moves of Nim (Sicily 1922).
//!
//! Input: `T`, then T cases `N h_1..h_N`. Output: per case the count on its own line.

use std::io::{self, Read, Write};

use crate::error::Result;
use crate::games::nim;
use crate::io::output::write_u64_line;
use crate::io::scan::Scanner;
use crate::problems::gen::{Gen, Size};
use crate::problems::{Answer, JsonFields, Meta, Options, Sink, Solve};

/// Sicily 1922's limits, enforced by `--strict`: N about 5·10^4, piles below 2^31.
const JUDGE_MAX_PILES: u64 = 50_000;
const JUDGE_MAX_PILE: u64 = (1 << 31) - 1;

pub struct WinningWays;

/// A Nim position's count of winning first moves (also `good-boy`'s answer).
pub(super) struct Count {
    pub(super) winning_moves: u64,
    pub(super) nim_sum: u64,
}

impl Answer for Count {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        write_u64_line(out, self.winning_moves)
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.nim_sum != 0)
            .u64("value", self.nim_sum)
            .u64("winning_moves", self.winning_moves);
    }
}

impl Solve for WinningWays {
    const META: Meta = Meta {
        id: "winning-ways",
        aliases: &["sicily1922"],
        family: "nim",
        title: "Winning Ways (count the winning Nim moves)",
        about: "Input: `T`, then T cases, each `N` and N pile sizes.\n\
Output: per case the number of first moves that leave nim-sum 0 (0 if it already is).",
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
        // The count needs the final nim-sum, so a case's piles are kept until it ends; the
        // buffer is reused, so memory follows the largest case, not the input.
        // Its slots are overwritten in place (pushed only past the largest case so far),
        // and the count and nim-sum are the fold's state, in registers.
        let mut piles: Vec<u64> = Vec::new();
        for _ in 0..cases {
            let n = sc.u64("the number of piles N")?;
            options.judge_limit_here(sc, "the number of piles N", n, 1, JUDGE_MAX_PILES)?;
            let (x, len) = options.u64_fold(
                sc,
                n,
                "a pile size",
                JUDGE_MAX_PILE,
                (0u64, 0usize),
                |(x, len), p| {
                    match piles.get_mut(len) {
                        Some(slot) => *slot = p,
                        None => piles.push(p),
                    }
                    (x ^ p, len + 1)
                },
            )?;
            sink.emit(&Count {
                winning_moves: nim::winning_moves(&piles[..len], x),
                nim_sum: x,
            })?;
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(20, 4, 4);
        let (max_piles, max_pile) = match gen.size {
            Size::Small => (5, 7),
            Size::Judge => (JUDGE_MAX_PILES, JUDGE_MAX_PILE),
            Size::Huge => (4 * JUDGE_MAX_PILES, u64::MAX),
        };
        gen.line(&[cases]);
        for _ in 0..cases {
            let n = if gen.size == Size::Judge {
                max_piles
            } else {
                gen.range(1, max_piles)
            };
            let all_ones = gen.chance(1, 8);
            let mut piles: Vec<u64> = (0..n)
                .map(|_| if all_ones { 1 } else { gen.value(max_pile) })
                .collect();
            // A nim-sum of 0 (no winning move) one time in four: the last pile cancels
            // the others.
            if gen.chance(1, 4) {
                let rest = piles[..piles.len() - 1].iter().fold(0, |x, &p| x ^ p);
                if rest <= max_pile {
                    *piles.last_mut().expect("n >= 1") = rest;
                }
            }
            gen.line(&[n]);
            gen.line(&piles);
        }
        true
    }
}
