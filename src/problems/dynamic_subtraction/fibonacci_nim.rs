//! `grundy fibonacci-nim`: Fibonacci Nim (HDU 2516).
//!
//! Input: one n per case until `0` or end of input. Output: `Second win` if the first
//! player loses, else `First win`. The first player loses iff n is a Fibonacci number: the
//! losing sizes of `k-multiple` at k = 2 (see `games::fibonacci`).

use std::fmt::Write as _;
use std::io::Read;

use crate::gen::{Gen, Size};
use crate::records::each_case_until_end;
use crate::{After, AfterKind, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::fibonacci::{winning_takes_of, FibonacciNim as LosingSizes};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 2516's limits 2 <= n < 2^31, enforced by `--strict`.
const JUDGE_MIN: u64 = 2;
const JUDGE_MAX: u64 = (1 << 31) - 1;

pub struct FibonacciNim;

impl Solve for FibonacciNim {
    const META: Meta = Meta {
        id: "fibonacci-nim",
        aliases: &["hdu2516"],
        family: "dynamic-subtraction",
        title: "Fibonacci Nim (take at most twice the last take)",
        about: "Input: one n (stones) per case until `0` or end of input; the first move \
takes 1..n-1, each later move 1 to twice the previous one.\n\
Output: per case `Second win` if the first player loses, else `First win`.",
        flags: &[],
        legacy: &[],
    };

    /// After a take x the opponent may take up to 2x: a limit the format holds only when it
    /// is the first move's, stones − 1.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let losing = LosingSizes::new();
        let (min, max) = options.judge_or((JUDGE_MIN, JUDGE_MAX), (1, u64::MAX));
        let answer = |n| Verdict {
            first_player_wins: !losing.first_loses(n),
            win: b"First win\n",
            lose: b"Second win\n",
        };
        let emit = |sink: &mut S, n: u64| {
            if S::MOVES {
                return sink.emit(&WithMoves {
                    answer: answer(n),
                    moves: |r: &mut Report| report(r, &losing, n),
                });
            }
            sink.emit(&answer(n))
        };
        each_case_until_end(
            sc,
            sink,
            |sink, [n]| {
                if !(min..=max).contains(&n) {
                    return Ok(false); // the terminating 0, or the slow reading says why
                }
                emit(sink, n).map(|()| true)
            },
            |sc, sink| {
                let Some(n) = sc.u64_or_end("the number of stones n, or 0 to end")? else {
                    return Ok(false);
                };
                if n == 0 {
                    sc.finish("the terminating 0")?;
                    return Ok(false);
                }
                options.judge_limit_here(sc, "the number of stones n", n, JUDGE_MIN, JUDGE_MAX)?;
                emit(sink, n).map(|()| true)
            },
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (min, max) = match gen.size {
            Size::Small => (JUDGE_MIN, 200),
            Size::Judge => (JUDGE_MIN, JUDGE_MAX),
            Size::Huge => (1, u64::MAX),
        };
        let fibonacci: Vec<u64> = LosingSizes::new()
            .losing_sizes()
            .iter()
            .copied()
            .filter(|f| (min..=max).contains(f))
            .collect();
        for _ in 0..gen.case_count(100, 10_000, 10_000) {
            // Fibonacci numbers (the losing sizes) and their neighbours half of the time.
            let n = if gen.chance(1, 2) {
                let f = gen.pick(&fibonacci);
                (f + gen.range(0, 2)).saturating_sub(1).clamp(min, max)
            } else {
                gen.range(min, max)
            };
            gen.line(&[n]);
        }
        if gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}

/// The move report of a pile of `n`: its Zeckendorf terms and the winning first takes of
/// `games::fibonacci::FibonacciNim::winning_takes` (max take n − 1). After a take x the
/// opponent has y = n − x stones and takes at most 2x: the case `y` when 2x is y − 1 (the
/// first move's limit), else `state`.
fn report(r: &mut Report, nim: &LosingSizes, n: u64) {
    let p = r.position();
    p.wins(!nim.first_loses(n));
    let terms = nim.zeckendorf(n);
    let mut sum = String::new();
    for (i, t) in terms.iter().enumerate() {
        let _ = write!(sum, "{}{t}", if i > 0 { " + " } else { "" });
    }
    p.fact("Zeckendorf", sum);
    if n == 1 {
        p.note("one stone: the first move may not take it all, so there is no move");
    } else if terms.len() == 1 {
        p.note("n is a Fibonacci number: every first take lets the opponent win");
    }
    for x in winning_takes_of(&terms, n - 1) {
        let (stones, max_take) = (n - x, 2 * x);
        p.add(
            || format!("take {x} ({n} -> {stones}, the next take at most {max_take})"),
            || {
                if max_take == stones - 1 {
                    After::Input(format!("{stones}\n0\n"))
                } else {
                    After::State(serde_json::json!({ "stones": stones, "max_take": max_take }))
                }
            },
        );
    }
}
