//! `grundy mock-turtles`: Daizhenyang's Coin, the Mock Turtles coin-turning game (HDU 3537).
//!
//! Input: cases until end of input: `n` and n positions of heads (from 0; a coin listed
//! twice is still one heads coin). Output: `Yes` if the first player **loses**, `No` if
//! he wins (the judge's polarity).

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{pile_moves, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::coin_rows::{mock_turtles_moves, mock_turtles_row, Turn};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct MockTurtles;

/// HDU 3537's limits, enforced by `--strict`: 0 ≤ n ≤ 100, 0 ≤ a < 10^8.
const JUDGE_MAX_HEADS: u64 = 100;
const JUDGE_MAX_COIN: u64 = 100_000_000 - 1;

impl Solve for MockTurtles {
    const META: Meta = Meta {
        id: "mock-turtles",
        aliases: &["hdu3537"],
        family: "coin-flipping",
        title: "Daizhenyang's Coin (Mock Turtles)",
        about: "Input: cases until end of input: `n` and n positions of heads coins (from 0; \
repeats are one coin).\n\
Output: per case `Yes` if the first player LOSES (a move turns one, two or three coins, the \
rightmost from heads to tails), `No` if he wins.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut heads: Vec<u64> = Vec::new();
        while let Some(n) = sc.u64_or_end("the number of heads n")? {
            options.judge_limit_here(sc, "the number of heads n", n, 0, JUDGE_MAX_HEADS)?;
            heads.clear();
            options.u64_each(sc, n, "a coin position", JUDGE_MAX_COIN, |x| heads.push(x))?;
            let answer = Valued {
                value: mock_turtles_row(&mut heads),
                win: b"No\n",
                lose: b"Yes\n",
            };
            if S::MOVES {
                // The row sorted its heads and dropped repeats.
                let (heads, x): (&[u64], u128) = (&heads, answer.value);
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, heads, x),
                })?;
            } else {
                sink.emit(&answer)?;
            }
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (max_heads, max_coin) = match gen.size {
            Size::Small => (5, 8),
            Size::Judge => (JUDGE_MAX_HEADS, JUDGE_MAX_COIN),
            Size::Huge => (2000, u64::MAX),
        };
        for _ in 0..gen.case_count(20, 1000, 50) {
            let n = gen.range(0, max_heads);
            gen.line(&[n]);
            let mut heads: Vec<u64> = Vec::with_capacity(n as usize);
            for _ in 0..n {
                // A repeated coin one time in eight: it must count once.
                let repeat = !heads.is_empty() && gen.chance(1, 8);
                let coin = if repeat {
                    heads[gen.range(0, heads.len() as u64 - 1) as usize]
                } else {
                    gen.value(max_coin)
                };
                heads.push(coin);
            }
            // The judge's n = 0 case may come with an empty line.
            gen.line(&heads);
        }
        true
    }
}

/// The move report of a row: `heads` distinct and ascending, `x` its value. Moves by their
/// rightmost coin (the heads coin turned to tails), then turning it alone, with one coin,
/// with two ([`mock_turtles_moves`]).
fn report(r: &mut Report, heads: &[u64], x: u128) {
    let p = r.position();
    p.wins(x != 0).fact("Grundy value", x);
    if x == 0 {
        return;
    }
    let (total, moves) = mock_turtles_moves(heads, x);
    for turn in moves {
        if !p.wants() {
            break;
        }
        let coins: Vec<u64> = match turn {
            Turn::One(c) => vec![c],
            Turn::Two(y, c) => vec![y, c],
            Turn::Three(y, z, c) => vec![y, z, c],
        };
        p.add(
            || match coins[..] {
                [c] => format!("turn coin {c}"),
                [y, c] => format!("turn coins {y} and {c}"),
                _ => format!("turn coins {}, {} and {}", coins[0], coins[1], coins[2]),
            },
            || {
                // Turning toggles: the heads after are the symmetric difference.
                let mut after: Vec<u64> = heads
                    .iter()
                    .copied()
                    .filter(|h| !coins.contains(h))
                    .chain(coins.iter().copied().filter(|c| !heads.contains(c)))
                    .collect();
                after.sort_unstable();
                After::Input(format!("{}\n{}", after.len(), pile_moves::line(&after)))
            },
        );
    }
    p.total(total);
}
