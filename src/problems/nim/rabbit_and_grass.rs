//! `grundy rabbit-and-grass`: Rabbit and Grass (HDU 1849), Nim in disguise.
//!
//! Input: cases `m` and m piece positions, until `m = 0` or end of input. Output:
//! `Rabbit Win!` if Rabbit (first) wins, else `Grass Win!`. A piece on square K is a Nim
//! heap of K, so the nim-sum decides.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::{pile_moves, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 1849's limits, enforced by `--strict`.
const JUDGE_MAX_PIECES: u64 = 1000;
const JUDGE_MAX_SQUARE: u64 = 1000;

pub struct RabbitAndGrass;

impl Solve for RabbitAndGrass {
    const META: Meta = Meta {
        id: "rabbit-and-grass",
        aliases: &["hdu1849"],
        family: "nim",
        title: "Rabbit and Grass (Nim)",
        about: "Input: cases `m` and m piece positions (a move shifts a piece left), until \
`0` or end of input.\n\
Output: per case `Rabbit Win!` if the first player wins, else `Grass Win!`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut squares: Vec<u64> = Vec::new();
        while let Some(m) = sc.u64_or_end("the number of pieces m, or 0 to end")? {
            if m == 0 {
                return sc.finish("the terminating 0");
            }
            options.judge_limit_here(sc, "the number of pieces m", m, 1, JUDGE_MAX_PIECES)?;
            let mut nim_sum = 0u64;
            let answer = |nim_sum: u64| Valued {
                value: nim_sum as u128,
                win: b"Rabbit Win!\n",
                lose: b"Grass Win!\n",
            };
            if S::MOVES {
                // Only a report needs the squares themselves.
                squares.clear();
                options.u64_each(sc, m, "a piece position", JUDGE_MAX_SQUARE, |k| {
                    nim_sum ^= k;
                    squares.push(k);
                })?;
                sink.emit(&WithMoves {
                    answer: answer(nim_sum),
                    moves: |r: &mut Report| {
                        pile_moves::nim(r, &squares, nim_sum, shift, |after| {
                            format!("{}\n{}0\n", after.len(), pile_moves::line(after))
                        })
                    },
                })?;
                continue;
            }
            options.u64_each(sc, m, "a piece position", JUDGE_MAX_SQUARE, |k| {
                nim_sum ^= k
            })?;
            sink.emit(&answer(nim_sum))?;
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(30, 100, 100) {
            let (pieces, square) = match gen.size {
                Size::Small => (gen.range(1, 4), 6),
                Size::Judge => (JUDGE_MAX_PIECES, JUDGE_MAX_SQUARE),
                Size::Huge => (gen.range(1, 10_000), u64::MAX),
            };
            write_nim_case(gen, pieces, square);
        }
        // The terminating 0 is optional: end of input ends the input too.
        if gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}

/// `move piece 2 from square 7 to square 4`: pieces are numbered from 1 in input order.
fn shift(i: usize, from: u64, to: u64) -> String {
    format!("move piece {} from square {from} to square {to}", i + 1)
}

/// One Nim case: the count, then the heaps (each at most `max`), with a nim-sum of 0 (the
/// last heap cancels the others, when it fits) one time in four.
pub(super) fn write_nim_case(gen: &mut Gen, count: u64, max: u64) {
    let mut heaps: Vec<u64> = (0..count).map(|_| gen.value(max)).collect();
    if gen.chance(1, 4) {
        let rest = heaps[..heaps.len() - 1].iter().fold(0, |x, &h| x ^ h);
        if rest <= max {
            *heaps.last_mut().expect("count >= 1") = rest;
        }
    }
    gen.line(&[count]);
    gen.line(&heaps);
}
