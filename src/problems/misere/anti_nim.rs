//! `grundy anti-nim`: misère Nim, HDU 1907 "John" (= POJ 3480, ZOJ 3113).
//!
//! Input: `T`, then T cases `N h_1..h_N`. Output: `John` (the first player wins) or
//! `Brother`. The same game in HDU 2509's format is the problem `be-the-winner`.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::{pile_moves, Legacy, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::nim::misere_first_player_wins;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 1907's limits, enforced by `--strict`.
const JUDGE_MAX_PILES: u64 = 47;
const JUDGE_MAX_PILE: u64 = 4747;

pub struct AntiNim;

impl Solve for AntiNim {
    const META: Meta = Meta {
        id: "anti-nim",
        aliases: &["hdu1907", "poj3480", "zoj3113"],
        family: "misere",
        title: "John (misère Nim)",
        about: "Input: `T`, then T cases `N h_1 .. h_N`.\n\
Output: per case `John` if the first player wins misère Nim (taking the last object \
loses), else `Brother`.",
        flags: &[],
        legacy: &[
            Legacy {
                flag: "format",
                value: "john",
                to: "anti-nim",
            },
            Legacy {
                flag: "format",
                value: "be-the-winner",
                to: "be-the-winner",
            },
        ],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        if S::MOVES {
            let verdict = |wins| Verdict {
                first_player_wins: wins,
                win: b"John\n",
                lose: b"Brother\n",
            };
            let mut piles = Vec::new();
            for _ in 0..cases {
                let n = sc.u64("the number of piles N")?;
                options.judge_limit_here(sc, "the number of piles N", n, 1, JUDGE_MAX_PILES)?;
                emit_misere_case(
                    sc,
                    options,
                    sink,
                    n,
                    JUDGE_MAX_PILE,
                    &mut piles,
                    verdict,
                    |after| format!("1\n{}\n{}", after.len(), pile_moves::line(after)),
                )?;
            }
            return sc.finish("the last of the T cases");
        }
        let mut left = cases;
        while left > 0 {
            left -= runs_of_cases(sc, options, sink, left, |wins| Verdict {
                first_player_wins: wins,
                win: b"John\n",
                lose: b"Brother\n",
            })?;
            if left == 0 {
                break;
            }
            // A case the counted path stopped in front of: read the usual way.
            let n = sc.u64("the number of piles N")?;
            options.judge_limit_here(sc, "the number of piles N", n, 1, JUDGE_MAX_PILES)?;
            sink.emit(&Verdict {
                first_player_wins: first_player_wins(sc, n, options, JUDGE_MAX_PILE)?,
                win: b"John\n",
                lose: b"Brother\n",
            })?;
            left -= 1;
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(20, 100, 1000);
        gen.line(&[cases]);
        for _ in 0..cases {
            write_piles(gen, JUDGE_MAX_PILES, JUDGE_MAX_PILE);
        }
        true
    }
}

/// Reads n piles; misère Nim needs only their xor and whether any exceeds 1. Under
/// `--strict` every pile must be at most `judge_max_pile`.
pub(super) fn first_player_wins<R: Read>(
    sc: &mut Scanner<R>,
    n: u64,
    options: &Options,
    judge_max_pile: u64,
) -> Result<bool> {
    // Some pile exceeds 1 exactly when the piles' bits above bit 0 are not all zero.
    let (x, high) = options.u64_fold(
        sc,
        n,
        "a pile size",
        judge_max_pile,
        (0u64, 0u64),
        |(x, high), p| (x ^ p, high | p >> 1),
    )?;
    Ok(misere_first_player_wins(x, high == 0))
}

/// Reads one case's n piles and emits its verdict with its move report (`--moves`);
/// `piles` is a reused buffer, `case` writes one case of the format from a list of piles.
#[allow(clippy::too_many_arguments)]
pub(super) fn emit_misere_case<R: Read, S: Sink>(
    sc: &mut Scanner<R>,
    options: &Options,
    sink: &mut S,
    n: u64,
    judge_max_pile: u64,
    piles: &mut Vec<u64>,
    verdict: impl Fn(bool) -> Verdict,
    case: impl Fn(&[u64]) -> String,
) -> Result<()> {
    piles.clear();
    options.u64_each(sc, n, "a pile size", judge_max_pile, |p| piles.push(p))?;
    let x = grundy_games::nim::nim_sum(piles);
    let wins = misere_first_player_wins(x, piles.iter().all(|&p| p <= 1));
    let piles: &[u64] = piles;
    sink.emit(&WithMoves {
        answer: verdict(wins),
        moves: |r: &mut Report| pile_moves::misere(r, piles, pile_moves::take, &case),
    })
}

/// Reads up to `max` cases `n h_1 .. h_n` on the scanner's counted path
/// ([`Scanner::u64_counted_folds`]: one pass over the blocks for many short cases, the
/// count of each read in the same run as the piles) and emits their verdicts; returns how
/// many it read. It stops in front of a case it cannot read whole, which the caller reads
/// the usual way. Under `--strict` it reads none: the judge's limits are checked there.
/// `verdict` names the format's two answers; a closure without captures, so that they are
/// constants inside the loop (as slices passed in, they were loaded from memory and
/// measured per case).
#[inline(always)]
pub(super) fn runs_of_cases<R: Read, S: Sink>(
    sc: &mut Scanner<R>,
    options: &Options,
    sink: &mut S,
    max: u64,
    verdict: impl Fn(bool) -> Verdict + Copy,
) -> Result<u64> {
    if options.is_strict() {
        return Ok(0);
    }
    sc.u64_counted_folds(
        max,
        (0u64, 0u64),
        |(x, high), p| (x ^ p, high | p >> 1),
        // Inlined into the loop (as a call it cost about 50 instructions a case).
        #[inline(always)]
        |(x, high)| sink.emit(&verdict(misere_first_player_wins(x, high == 0))),
    )
}

/// One case `n` / `h_1 .. h_n` of misère Nim with the traps of its rule: all piles at most
/// 1 (where the rule flips), a single pile above 1, zeros, and the judge's maxima.
pub(super) fn write_piles(gen: &mut Gen, judge_max_piles: u64, judge_max_pile: u64) {
    let (max_piles, max_pile) = match gen.size {
        Size::Small => (4, 3),
        Size::Judge => (judge_max_piles, judge_max_pile),
        Size::Huge => (judge_max_piles * 4, u64::MAX),
    };
    let n = if gen.size == Size::Judge && gen.chance(1, 2) {
        max_piles
    } else {
        gen.range(1, max_piles)
    };
    let shape = gen.range(0, 3);
    let mut piles: Vec<u64> = (0..n)
        .map(|_| match shape {
            0 => gen.range(0, 1),
            _ => gen.value(max_pile),
        })
        .collect();
    if shape == 1 {
        // Exactly one pile above 1: the position where misère play changes course.
        for p in piles.iter_mut() {
            *p = (*p).min(1);
        }
        let i = gen.range(0, n - 1) as usize;
        piles[i] = gen.range(2.min(max_pile), max_pile);
    }
    gen.line(&[n]);
    gen.line(&piles);
}
