//! `grundy coin-game`: Coin Game (HDU 3951), coins in a circle.
//!
//! Input: `T`, then T lines `N K` (N coins in a circle, a move takes 1 … K consecutive
//! coins). Output: `Case i: first` if the first player wins, else `Case i: second`. First
//! wins iff N ≥ 1 and (K ≥ N, or K = 1 and N odd): see `games::symmetry`.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::numbered::NumberedVerdict;
use crate::records::each_case;
use crate::{After, AfterKind, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::symmetry::{coin_game_first_wins, coin_game_winning_moves};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 3951's limits, enforced by `--strict`.
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MIN_N: u64 = 3;
const JUDGE_MAX_N: u64 = 1_000_000_000;
const JUDGE_MAX_K: u64 = 10;

pub struct CoinGame;

#[inline(always)]
fn answer(number: u64, n: u64, k: u64) -> NumberedVerdict {
    NumberedVerdict {
        prefix: b"Case ",
        number,
        first_player_wins: coin_game_first_wins(n, k),
        win: b"first\n",
        lose: b"second\n",
        value: None,
    }
}

/// The report of N coins and takes up to K. A move names the coins it takes, counted
/// clockwise from coin 1: taking all N coins is one move; any smaller take has N starting
/// coins, N moves, each leaving a row of coins, which the input cannot hold (`state`).
fn report(r: &mut Report, n: u64, k: u64) {
    let p = r.position();
    p.wins(coin_game_first_wins(n, k));
    if n == 0 {
        p.note("no coin is left: the player to move has lost");
        return;
    }
    if k >= 2 && k < n {
        p.note(
            "every take leaves a row; the second player takes its middle one or two coins \
             and mirrors",
        );
    }
    let Some((take, count)) = coin_game_winning_moves(n, k) else {
        return;
    };
    p.total(u128::from(count));
    if take == n {
        p.note("one move takes every coin");
        p.add(
            || format!("take all {n} coins"),
            || After::Input(format!("1\n0 {k}\n")),
        );
        return;
    }
    p.note("K = 1 and N odd: each single coin leaves an even row of singles");
    let mut s = 1;
    while s <= n && p.wants() {
        p.add(
            || format!("take coin {s}"),
            || After::State(serde_json::json!({ "row": n - 1, "k": k })),
        );
        s += 1;
    }
}

impl Solve for CoinGame {
    const META: Meta = Meta {
        id: "coin-game",
        aliases: &["hdu3951"],
        // A family of its own (catalogue-classics.md): games won by a pairing or mirror
        // strategy, documented in `games::symmetry`.
        family: "symmetry",
        title: "Coin Game (coins in a circle)",
        about: "Input: `T`, then T lines `N K`: N coins in a circle, a move takes 1 to K \
consecutive coins (K >= 1), taking the last coin wins.\n\
Output: per case `Case i: first` if the first player wins, else `Case i: second`.",
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
        let cases = sc.u64("the number of cases T")?;
        options.judge_limit_here(sc, "the number of cases T", cases, 1, JUDGE_MAX_CASES)?;
        let strict = options.is_strict();
        // Both readings of a case number it: a cell, shared by the two closures.
        let number = std::cell::Cell::new(0u64);
        let emit = |sink: &mut S, n: u64, k: u64| -> Result<()> {
            number.set(number.get() + 1);
            let answer = answer(number.get(), n, k);
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, n, k),
                })
            } else {
                sink.emit(&answer)
            }
        };
        each_case(
            sc,
            sink,
            cases,
            |sink, [n, k]| {
                let judge = (JUDGE_MIN_N..=JUDGE_MAX_N).contains(&n) && k <= JUDGE_MAX_K;
                if k == 0 || strict && !judge {
                    return Ok(false); // the slow reading names the bad number
                }
                emit(sink, n, k).map(|()| true)
            },
            |sc, sink| {
                let n = sc.u64("the number of coins N")?;
                options.judge_limit_here(
                    sc,
                    "the number of coins N",
                    n,
                    JUDGE_MIN_N,
                    JUDGE_MAX_N,
                )?;
                let k = sc.u64_in("the largest take K", 1, u64::MAX)?;
                options.judge_limit_here(sc, "the largest take K", k, 1, JUDGE_MAX_K)?;
                emit(sink, n, k)
            },
        )?;
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(40, JUDGE_MAX_CASES, 1000);
        gen.line(&[cases]);
        for _ in 0..cases {
            let (n, k) = match gen.size {
                Size::Small => (gen.range(JUDGE_MIN_N, 9), gen.range(1, 4)),
                Size::Judge => {
                    let n = gen.value(JUDGE_MAX_N).max(JUDGE_MIN_N);
                    // K ≥ N (a whole take) and K = 1 (parity) are the traps.
                    let k = match gen.range(0, 3) {
                        0 => 1,
                        1 => JUDGE_MAX_K.min(n),
                        _ => gen.range(1, JUDGE_MAX_K),
                    };
                    (n, k)
                }
                Size::Huge => {
                    // N = 0 must not take "K >= N" as a win.
                    let n = if gen.chance(1, 8) {
                        0
                    } else {
                        gen.value(u64::MAX)
                    };
                    let k = if gen.chance(1, 3) {
                        1
                    } else {
                        gen.value(u64::MAX).max(1)
                    };
                    (n, k)
                }
            };
            gen.line(&[n, k]);
        }
        true
    }
}
