//! `grundy euclid-game`: Euclid's Game (HDU 1525 = POJ 2348).
//!
//! Input: pairs `a b` (positive, either order) until `0 0` or end of input. Output:
//! `Stan wins` if the first player wins, else `Ollie wins` (no period). The forced chain
//! is walked in a loop without division or doubling (see `games::euclid`), exact for
//! every u64 pair.

use std::io::Read;

use crate::gen::Gen;
use crate::records::each_case_until_end;
use crate::{After, AfterKind, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::euclid::{forced_moves, mover_wins, winning_move};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// The Waterloo original's bound (below 2^31), enforced by `--strict`.
const JUDGE_MAX: u64 = (1 << 31) - 1;

pub struct EuclidGame;

#[inline(always)]
fn answer(a: u64, b: u64) -> Verdict {
    Verdict {
        first_player_wins: mover_wins(a, b),
        win: b"Stan wins\n",
        lose: b"Ollie wins\n",
    }
}

/// The report of `a b`: at most one winning move (see `games::euclid::winning_move`).
/// A move that makes a number 0 ends the game, which the input cannot hold (`state`).
fn report(r: &mut Report, a: u64, b: u64) {
    let p = r.position();
    let forced = forced_moves(a, b);
    p.wins(forced % 2 == 0).fact("forced moves", forced);
    if forced > 0 {
        p.note("each forced move is the only one: the larger number is below twice the smaller");
    }
    let Some(m) = winning_move(a, b) else {
        return;
    };
    let (x, y) = m.after;
    p.add(
        || {
            format!(
                "subtract {} x {} from {} ({} {} -> {x} {y})",
                m.times, m.by, m.from, m.from, m.by
            )
        },
        || {
            if y == 0 {
                After::State(serde_json::json!({ "a": x, "b": 0 }))
            } else {
                After::Input(format!("{x} {y}\n0 0\n"))
            }
        },
    );
}

impl Solve for EuclidGame {
    const META: Meta = Meta {
        id: "euclid-game",
        aliases: &["hdu1525", "poj2348"],
        family: "dag",
        title: "Euclid's Game",
        about: "Input: pairs `a b` of positive numbers until `0 0` or end of input; a move \
subtracts a positive multiple of the smaller from the larger, leaving it non-negative; \
making a number 0 wins.\n\
Output: per pair `Stan wins` if the first player wins, else `Ollie wins`.",
        flags: &[],
        legacy: &[],
    };

    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let max = options.judge_or(JUDGE_MAX, u64::MAX);
        let emit = |sink: &mut S, a: u64, b: u64| -> Result<()> {
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer: answer(a, b),
                    moves: |r: &mut Report| report(r, a, b),
                })
            } else {
                sink.emit(&answer(a, b))
            }
        };
        each_case_until_end(
            sc,
            sink,
            |sink, [a, b]| {
                if a == 0 || b == 0 || a > max || b > max {
                    return Ok(false); // `0 0`, or the slow reading names the bad number
                }
                emit(sink, a, b).map(|()| true)
            },
            |sc, sink| {
                let Some(a) = sc.u64_or_end("a positive number a, or `0 0` to end")? else {
                    return Ok(false);
                };
                let a_at = sc.position();
                let b = sc.u64("the second number b")?;
                if a == 0 && b == 0 {
                    sc.finish("the terminating `0 0`")?;
                    return Ok(false);
                }
                if a == 0 {
                    let expected = "a positive number a (`0 0` ends the input)";
                    return Err(sc.error_at(a_at, expected, "0"));
                }
                if b == 0 {
                    return Err(sc.error_here("a positive number b", "0"));
                }
                options.judge_limit(sc, a_at, "a number a", a, 1, JUDGE_MAX)?;
                options.judge_limit_here(sc, "the second number b", b, 1, JUDGE_MAX)?;
                emit(sink, a, b).map(|()| true)
            },
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(30, JUDGE_MAX, u64::MAX);
        for _ in 0..gen.case_count(60, 10_000, 10_000) {
            let (a, b) = match gen.range(0, 5) {
                // Consecutive Fibonacci numbers: the longest forced chains.
                0 => {
                    let (mut x, mut y) = (1u64, 1u64);
                    let steps = gen.range(1, 90);
                    for _ in 0..steps {
                        match x.checked_add(y) {
                            Some(z) if z <= max => (x, y) = (z, x),
                            _ => break,
                        }
                    }
                    (x, y)
                }
                // One a multiple of the other, or just above twice it (2b overflows past
                // 2^63).
                1 => {
                    let b = gen.value(max / 2).max(1);
                    (b * gen.range(1, 2), b)
                }
                _ => (gen.value(max).max(1), gen.value(max).max(1)),
            };
            let (a, b) = if gen.chance(1, 2) { (b, a) } else { (a, b) };
            gen.line(&[a, b]);
        }
        if gen.chance(1, 2) {
            gen.line(&[0, 0]);
        }
        true
    }
}
