//! `grundy winning-ways`: count the winning first moves of Nim (Sicily 1922).
//!
//! Input: `T`, then T cases `N h_1..h_N`. Output: per case the count on its own line.

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::pile_moves;
use crate::{Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::nim;
use grundy_io::error::Result;
use grundy_io::output::write_u64_line;
use grundy_io::scan::Scanner;

/// Sicily 1922's limits, enforced by `--strict`: N about 5·10^4, piles below 2^31.
const JUDGE_MAX_PILES: u64 = 50_000;
const JUDGE_MAX_PILE: u64 = (1 << 31) - 1;
/// Piles read per fold (above `JUDGE_MAX_PILES`, so a judge's case is one fold).
const PILE_CHUNK: usize = 1 << 16;

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
            .u64("value", self.nim_sum);
        // In a `--moves` run the report writes the same count.
        if !fields.with_moves() {
            fields.u64("winning_moves", self.winning_moves);
        }
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
        let mut piles: Vec<u64> = Vec::new();
        for _ in 0..cases {
            let n = sc.u64("the number of piles N")?;
            options.judge_limit_here(sc, "the number of piles N", n, 1, JUDGE_MAX_PILES)?;
            // Read in chunks, each into slots made beforehand (so a count that lies
            // allocates at most a chunk ahead of the piles read). The fold's state is the
            // slots still to fill, in registers: a pile costs one store, where a push or an
            // index into the captured vector reloaded the vector's pointer and length
            // through the closure at every token. The nim-sum is taken after each chunk (a
            // vectorised pass): in the fold it held a register the loop lacked. A chunk is
            // larger than the judge's N, so under `--strict` a case is one fold, as before.
            let mut x = 0u64;
            let mut len = 0usize;
            let mut left = n;
            while left > 0 {
                let k = left.min(PILE_CHUNK as u64) as usize;
                if piles.len() < len + k {
                    piles.resize(len + k, 0);
                }
                options.u64_fold(
                    sc,
                    k as u64,
                    "a pile size",
                    JUDGE_MAX_PILE,
                    &mut piles[len..len + k],
                    |slots, p| match slots {
                        [slot, rest @ ..] => {
                            *slot = p;
                            rest
                        }
                        // Never: the fold reads exactly k piles into k slots.
                        [] => slots,
                    },
                )?;
                // While the chunk is still in the cache (512 KiB; a whole case of 500 000
                // piles is not).
                x = piles[len..len + k].iter().fold(x, |x, &p| x ^ p);
                len += k;
                left -= k as u64;
            }
            let piles = &piles[..len];
            let count = Count {
                winning_moves: nim::winning_moves(piles, x),
                nim_sum: x,
            };
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer: count,
                    moves: |r: &mut Report| {
                        pile_moves::nim(r, piles, x, pile_moves::take, |after| {
                            format!("1\n{}\n{}", after.len(), pile_moves::line(after))
                        })
                    },
                })?;
            } else {
                sink.emit(&count)?;
            }
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
