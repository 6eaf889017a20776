//! `grundy multiplication-game`: A Multiplication Game (HDU 1517 = POJ 2505 = UVa 847).
//!
//! Input: one n ≥ 2 per case until end of input. Output: `Stan wins.` if the first player
//! wins, else `Ollie wins.`. Stan wins iff 18^k < n ≤ 9·18^k for some k (see
//! `games::multiplication`), exact for every u64.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::records::each_case_until_end;
use crate::{After, AfterKind, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::multiplication;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// The judges' limit 1 < n < 4294967295, enforced by `--strict`.
const JUDGE_MAX: u64 = 4_294_967_294;

pub struct MultiplicationGame;

impl Solve for MultiplicationGame {
    const META: Meta = Meta {
        id: "multiplication-game",
        aliases: &["hdu1517", "poj2505", "uva847"],
        family: "dag",
        title: "A Multiplication Game",
        about: "Input: one n (n >= 2) per case until end of input; p starts at 1, players \
multiply it by 2..9, whoever makes p >= n wins.\n\
Output: per case `Stan wins.` if the first player wins, else `Ollie wins.`.",
        flags: &[],
        legacy: &[],
    };

    /// A product that reaches n ends the game: the format has no case for that (n ≥ 2).
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "the target n";
        let max = options.judge_or(JUDGE_MAX, u64::MAX);
        each_case_until_end(
            sc,
            sink,
            |sink, [n]| {
                if !(2..=max).contains(&n) {
                    return Ok(false); // the slow reading says what is wrong
                }
                emit(sink, n).map(|()| true)
            },
            |sc, sink| {
                let Some(n) = sc.u64_or_end(WHAT)? else {
                    return Ok(false);
                };
                if n < 2 {
                    return Err(sc.out_of_range(WHAT, 2, u64::MAX, n));
                }
                options.judge_limit_here(sc, WHAT, n, 2, JUDGE_MAX)?;
                emit(sink, n).map(|()| true)
            },
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(3000, JUDGE_MAX, u64::MAX);
        for _ in 0..gen.case_count(100, 10_000, 10_000) {
            let n = if gen.chance(1, 3) {
                // A threshold 18^k or 9·18^k within range, or a neighbour: where the answer
                // switches, and where 32-bit tables wrap.
                let mut thresholds = vec![];
                let mut p = 1u64;
                while p <= max {
                    thresholds.push(p);
                    if let Some(nine) = p.checked_mul(9).filter(|&v| v <= max) {
                        thresholds.push(nine);
                    }
                    match p.checked_mul(18) {
                        Some(next) => p = next,
                        None => break,
                    }
                }
                let t = gen.pick(&thresholds);
                (t + gen.range(0, 2)).saturating_sub(1).clamp(2, max)
            } else {
                match gen.size {
                    Size::Huge => gen.value(max).max(2),
                    _ => gen.range(2, max),
                }
            };
            gen.line(&[n]);
        }
        true
    }
}

/// The answer for the target `n`.
#[inline(always)]
fn answer(n: u64) -> Verdict {
    Verdict {
        first_player_wins: multiplication::first_wins(n),
        win: b"Stan wins.\n",
        lose: b"Ollie wins.\n",
    }
}

/// Emits the answer for the target `n`, with its move report in a `--moves` run.
#[inline(always)]
fn emit<S: Sink>(sink: &mut S, n: u64) -> Result<()> {
    if S::MOVES {
        return sink.emit(&WithMoves {
            answer: answer(n),
            moves: |r: &mut Report| report(r, n),
        });
    }
    sink.emit(&answer(n))
}

/// The move report of the target `n`: the reduced target the rule reads and the winning
/// multipliers (`games::multiplication::winning_multipliers`). After a multiplier k < n
/// the game left is the game from 1 with target ⌈n/k⌉, a case of the format; a product
/// that reaches n ends the game, described by `state`.
fn report(r: &mut Report, n: u64) {
    let p = r.position();
    p.wins(multiplication::first_wins(n))
        .fact("reduced target", multiplication::reduced_target(n));
    for k in multiplication::winning_multipliers(n) {
        if k >= n {
            p.add(
                || format!("multiply by {k} (p = {k} >= {n}, reached)"),
                || After::State(serde_json::json!({ "p": k, "n": n, "over": true })),
            );
        } else {
            p.add(
                || format!("multiply by {k} (p = {k} of {n})"),
                || After::Input(format!("{}\n", n.div_ceil(k))),
            );
        }
    }
}
