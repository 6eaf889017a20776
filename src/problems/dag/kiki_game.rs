//! `grundy kiki-game`: kiki's game (HDU 2147).
//!
//! Input: pairs `n m` (board sides ≥ 1) until `0 0` or end of input. Output: `Wonderful!`
//! if kiki (first) wins, else `What a pity!`. kiki loses iff n and m are both odd (see
//! `games::kiki`); no table.

use std::io::Read;

use crate::gen::Gen;
use crate::records::each_case_until_end;
use crate::{After, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::kiki;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 2147's limit on a side, enforced by `--strict`.
const JUDGE_MAX: u64 = 2000;

pub struct KikiGame;

/// The answer for an n × m board.
#[inline(always)]
fn answer(n: u64, m: u64) -> Verdict {
    Verdict {
        first_player_wins: kiki::first_wins(n, m),
        win: b"Wonderful!\n",
        lose: b"What a pity!\n",
    }
}

/// Emits the answer for an n × m board, with its move report in a `--moves` run.
#[inline(always)]
fn emit<S: Sink>(sink: &mut S, n: u64, m: u64) -> Result<()> {
    if S::MOVES {
        return sink.emit(&WithMoves {
            answer: answer(n, m),
            moves: |r: &mut Report| report(r, n, m),
        });
    }
    sink.emit(&answer(n, m))
}

/// The move report of an n × m board: the distances the rule reads and the one winning
/// step (`games::kiki::winning_step`). Rows are numbered from the top and columns from the
/// left, so the coin starts on row 1, column m. The coin only ever moves down and left, so
/// after a step it stands on the top-right square of the board below and left of it: the
/// case `rows + 1  cols + 1` of the distances left.
fn report(r: &mut Report, n: u64, m: u64) {
    let (rows, cols) = (n - 1, m - 1);
    let p = r.position();
    p.wins(!kiki::is_losing(rows, cols))
        .fact("rows to go", rows)
        .fact("columns to go", cols);
    if let Some(step) = kiki::winning_step(rows, cols) {
        let (rows_after, cols_after) = step.apply(rows, cols);
        let how = match step {
            kiki::Step::Left => "left",
            kiki::Step::Down => "down",
            kiki::Step::Diagonal => "diagonally left-down",
        };
        p.add(
            || {
                format!(
                    "move the coin one square {how} (to row {}, column {})",
                    n - rows_after,
                    cols_after + 1
                )
            },
            || After::Input(format!("{} {}\n0 0\n", rows_after + 1, cols_after + 1)),
        );
    }
}

impl Solve for KikiGame {
    const META: Meta = Meta {
        id: "kiki-game",
        aliases: &["hdu2147"],
        family: "dag",
        title: "kiki's game",
        about: "Input: pairs `n m` (an n x m board, sides >= 1) until `0 0` or end of input.\n\
Output: per pair `Wonderful!` if kiki (first) wins, else `What a pity!`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let max = options.judge_or(JUDGE_MAX, u64::MAX);
        each_case_until_end(
            sc,
            sink,
            |sink, [n, m]| {
                if !((1..=max).contains(&n) && (1..=max).contains(&m)) {
                    return Ok(false); // `0 0`, or the slow reading names the bad side
                }
                emit(sink, n, m).map(|()| true)
            },
            |sc, sink| {
                let Some(n) = sc.u64_or_end("the rows n, or `0 0` to end")? else {
                    return Ok(false);
                };
                let n_at = sc.position();
                let m = sc.u64("the columns m")?;
                if n == 0 && m == 0 {
                    sc.finish("the terminating `0 0`")?;
                    return Ok(false);
                }
                if n == 0 {
                    let expected = "the rows n (at least 1, or `0 0` to end)";
                    return Err(sc.error_at(n_at, expected, "0"));
                }
                if m == 0 {
                    return Err(sc.error_here("the columns m (at least 1)", "0"));
                }
                options.judge_limit(sc, n_at, "the rows n", n, 1, JUDGE_MAX)?;
                options.judge_limit_here(sc, "the columns m", m, 1, JUDGE_MAX)?;
                emit(sink, n, m).map(|()| true)
            },
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(20, JUDGE_MAX, u64::MAX);
        for _ in 0..gen.case_count(100, 10_000, 10_000) {
            let (n, m) = (gen.value(max).max(1), gen.value(max).max(1));
            gen.line(&[n, m]);
        }
        // The terminator is optional: end of input ends the input too.
        if gen.chance(1, 2) {
            gen.line(&[0, 0]);
        }
        true
    }
}
