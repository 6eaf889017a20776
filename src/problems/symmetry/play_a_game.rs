//! `grundy play-a-game`: Play a game (HDU 1564), a stone's walk on an n × n board.
//!
//! Input: board sides n, one per line, until `0` or end of input. Output: `8600` if the
//! first player wins, else `ailyanlu`. 8600 wins iff n is even (domino tilings, see
//! `games::symmetry`): the parity of n, never n · n.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::records::each_case_until_end;
use crate::{After, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::symmetry::play_a_game_first_wins;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 1564's limit on n, enforced by `--strict`.
const JUDGE_MAX: u64 = 10_000;

pub struct PlayAGame;

#[inline(always)]
fn answer(n: u64) -> Verdict {
    Verdict {
        first_player_wins: play_a_game_first_wins(n),
        win: b"8600\n",
        lose: b"ailyanlu\n",
    }
}

/// The report of a board of side `n`: from the corner (1, 1) the stone can go to (1, 2) or
/// (2, 1); on an even board both win (they are mirror images, and the first player wins),
/// on an odd board neither does (the second player wins). The position after either move
/// has a visited square besides the stone's, which no input can hold: `state`.
fn report(r: &mut Report, n: u64) {
    let p = r.position();
    let wins = play_a_game_first_wins(n);
    p.wins(wins).fact("n mod 2", n % 2);
    p.note(if wins {
        "even n: the board is tiled by dominoes; move to the partner square every time"
    } else {
        "odd n: the board without the corner is tiled by dominoes; the second player moves \
         to the partner square every time"
    });
    if !wins {
        return;
    }
    for at in [[1u64, 2u64], [2, 1]] {
        p.add(
            || format!("move the stone to ({}, {})", at[0], at[1]),
            || {
                After::State(serde_json::json!({
                    "n": n,
                    "visited": [[1, 1], at],
                    "at": at,
                }))
            },
        );
    }
}

impl Solve for PlayAGame {
    const META: Meta = Meta {
        id: "play-a-game",
        aliases: &["hdu1564"],
        // A family of its own (catalogue-classics.md): games won by a pairing or mirror
        // strategy, documented in `games::symmetry`.
        family: "symmetry",
        title: "Play a game (a stone's walk on an n x n board)",
        about: "Input: board sides n, one per line, until `0` or end of input; the stone starts \
on a corner and moves to an adjacent square it never visited.\n\
Output: per board `8600` if the first player wins, else `ailyanlu`.",
        flags: &[],
        legacy: &[],
    };

    const MOVES_AFTER: crate::AfterKind = crate::AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "the board side n, or 0 to end";
        let max = options.judge_or(JUDGE_MAX, u64::MAX);
        let emit = |sink: &mut S, n: u64| -> Result<()> {
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer: answer(n),
                    moves: |r: &mut Report| report(r, n),
                })
            } else {
                sink.emit(&answer(n))
            }
        };
        each_case_until_end(
            sc,
            sink,
            |sink, [n]| {
                if n == 0 || n > max {
                    return Ok(false); // the end, or the slow reading names the limit
                }
                emit(sink, n).map(|()| true)
            },
            |sc, sink| {
                let Some(n) = sc.u64_or_end(WHAT)? else {
                    return Ok(false);
                };
                if n == 0 {
                    sc.finish("the terminating 0")?;
                    return Ok(false);
                }
                options.judge_limit_here(sc, "the board side n", n, 1, JUDGE_MAX)?;
                emit(sink, n).map(|()| true)
            },
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(20, 10_000, 10_000) {
            let trap = gen.chance(1, 8);
            let n = match gen.size {
                Size::Small => gen.range(1, 4),
                Size::Judge => gen.value(JUDGE_MAX).max(1),
                // 2^32 reads as 0 through a 32-bit scanf: the judge's solutions stop there.
                Size::Huge if trap => 1 << 32,
                Size::Huge => gen.value(u64::MAX).max(1),
            };
            gen.line(&[n]);
        }
        if gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}
