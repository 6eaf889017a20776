//! `grundy fibonacci-again`: Fibonacci again and again (HDU 1848).
//!
//! Input: triples `m n p` (piles 0..=1,000,000) until `0 0 0` or end of input. Output:
//! `Fibo` if the first player wins, else `Nacci`. The Grundy values come from the S-Nim
//! table engine with S the Fibonacci numbers, built only as far as the largest pile read
//! (see `games::fibonacci`): no closed form or period is known.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::{pile_moves, After, AfterKind, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::fibonacci::{FibonacciSubtraction, FIBONACCI_PILE_LIMIT};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 1848's limits 1 <= m, n, p <= 1000, enforced by `--strict`.
const JUDGE_MAX: u64 = 1000;

pub struct FibonacciAgain;

impl Solve for FibonacciAgain {
    const META: Meta = Meta {
        id: "fibonacci-again",
        aliases: &["hdu1848"],
        family: "subtraction",
        title: "Fibonacci again and again (subtract a Fibonacci number)",
        about: "Input: triples `m n p` (three piles, each 0..=1000000) until `0 0 0` or end \
of input; a move takes a Fibonacci number of stones from one pile.\n\
Output: per triple `Fibo` if the first player wins, else `Nacci`.",
        flags: &[],
        legacy: &[],
    };

    /// A move that empties the last pile leaves `0 0 0`, the format's terminator.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut values = FibonacciSubtraction::new();
        let limit = FIBONACCI_PILE_LIMIT;
        while let Some(m) = sc.u64_or_end("a pile m, or `0 0 0` to end")? {
            if m > limit {
                return Err(sc.out_of_range("a pile m", 0, limit, m));
            }
            let m_at = sc.position();
            let n = sc.u64_in("the second pile n", 0, limit)?;
            let n_at = sc.position();
            let p = sc.u64_in("the third pile p", 0, limit)?;
            if m == 0 && n == 0 && p == 0 {
                return sc.finish("the terminating `0 0 0`");
            }
            let p_at = sc.position();
            if options.is_strict() {
                for (at, what, pile) in [
                    (m_at, "a pile m", m),
                    (n_at, "the second pile n", n),
                    (p_at, "the third pile p", p),
                ] {
                    options.judge_limit(sc, at, what, pile, 1, JUDGE_MAX)?;
                }
            }
            let value = values.value(m) ^ values.value(n) ^ values.value(p);
            let answer = Valued {
                value: value as u128,
                win: b"Fibo\n",
                lose: b"Nacci\n",
            };
            if S::MOVES {
                let piles = [m, n, p];
                let grundy = [values.value(m), values.value(n), values.value(p)];
                let takes = values.winning_takes(&piles);
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, piles, grundy, &takes),
                })?;
                continue;
            }
            sink.emit(&answer)?;
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (min, max) = match gen.size {
            Size::Small => (1, 20),
            Size::Judge => (1, JUDGE_MAX),
            Size::Huge => (0, FIBONACCI_PILE_LIMIT),
        };
        for _ in 0..gen.case_count(100, 10_000, 10_000) {
            let mut piles = [0u64; 3];
            for pile in &mut piles {
                *pile = gen.value(max).max(min);
            }
            if piles == [0, 0, 0] {
                piles[2] = gen.range(1, max); // `0 0 0` would end the input
            }
            gen.line(&piles);
        }
        if gen.chance(1, 2) {
            gen.line(&[0, 0, 0]);
        }
        true
    }
}

/// The move report of the piles `m n p` (Grundy values `grundy`): the nim-sum and the
/// winning `takes` (pile index, amount) of `FibonacciSubtraction::winning_takes`. The
/// position after a take is the case `m' n' p'`, or `state` when that is `0 0 0`.
fn report(r: &mut Report, piles: [u64; 3], grundy: [u32; 3], takes: &[(usize, u64)]) {
    let x = grundy[0] ^ grundy[1] ^ grundy[2];
    let p = r.position();
    p.wins(x != 0)
        .fact(
            "Grundy values",
            format!("{} {} {}", grundy[0], grundy[1], grundy[2]),
        )
        .fact("nim-sum", x);
    for &(i, f) in takes {
        let mut after = piles;
        after[i] -= f;
        p.add(
            || pile_moves::take(i, piles[i], after[i]),
            || {
                if after == [0, 0, 0] {
                    After::State(serde_json::json!({ "piles": after }))
                } else {
                    After::Input(format!("{} {} {}\n0 0 0\n", after[0], after[1], after[2]))
                }
            },
        );
    }
}
