//! `grundy paint-chain`: Paint Chain (HDU 3980).
//!
//! Input: `T`, then T lines `N M` (a circle of N beads, a move paints M consecutive
//! unpainted ones). Output: `Case #i: aekdycoin` if the first player wins, else
//! `Case #i: abcdxyzk`. The first move leaves a row of N − M beads, and the first player
//! wins iff that row is worth 0 (see `games::paint_chain`): closed forms for M = 1 and
//! M = 2, a table per M kept between cases for M ≥ 3, where N − M ≤ 10,000 is required.

use std::cell::RefCell;
use std::io::Read;

use crate::budget::{refusal, Budget};
use crate::gen::{Gen, Size};
use crate::numbered::NumberedVerdict;
use crate::records::each_case;
use crate::{After, AfterKind, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::paint_chain::{Rows, MAX_TABLE_ROW};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 3980's limits, enforced by `--strict` (T is not stated).
const JUDGE_MAX: u64 = 1000;

/// A table for M ≥ 3 costs about (N − M)²/4 steps (about 1 ns each), once per M: one
/// budget per input ([`Budget`]) of 2^28 steps and 2^14 per byte read bounds them, so a
/// few KB of distinct M at the bound cannot take seconds. A judge's input (N, M ≤ 1000)
/// needs at most about 8 · 10^7 in all.
const WORK_LOG: u32 = 28;
const WORK_PER_BYTE_LOG: u32 = 14;

pub struct PaintChain;

/// Whether the case is within the contract's bound: a table for M ≥ 3 only up to 10,000.
#[inline(always)]
fn within_table(n: u64, m: u64) -> bool {
    m <= 2 || n <= m || n - m <= MAX_TABLE_ROW
}

/// The report of N beads painted M at a time: every first move leaves the same row of
/// N − M beads, so either all of them win or none; there are N of them (one per starting
/// bead), or one when M = N. A row is not a circle: `state`.
fn report(r: &mut Report, n: u64, m: u64, row: Option<u16>) {
    let p = r.position();
    let Some(g) = row else {
        p.wins(false).note("fewer than M beads: no move");
        return;
    };
    p.wins(g == 0)
        .fact("Grundy value of the row of N - M beads", g);
    if g != 0 {
        return;
    }
    let count = if n == m { 1 } else { n };
    p.total(u128::from(count));
    let mut s = 1;
    while s <= count && p.wants() {
        let end = ((u128::from(s) - 1 + u128::from(m) - 1) % u128::from(n)) as u64 + 1;
        p.add(
            || {
                if n == m {
                    format!("paint all {n} beads")
                } else {
                    if m == 1 {
                        format!("paint bead {s}")
                    } else {
                        format!("paint beads {s} to {end}")
                    }
                }
            },
            || After::State(serde_json::json!({ "row": n - m, "m": m })),
        );
        s += 1;
    }
}

impl Solve for PaintChain {
    const META: Meta = Meta {
        id: "paint-chain",
        aliases: &["hdu3980"],
        family: "multi-sg",
        title: "Paint Chain",
        about: "Input: `T`, then T lines `N M`: a circle of N beads, a move paints M consecutive \
unpainted beads (N, M >= 1; for M >= 3, N - M <= 10000).\n\
Output: per case `Case #i: aekdycoin` if the first player wins, else `Case #i: abcdxyzk`.",
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
        let max = options.judge_or(JUDGE_MAX, u64::MAX);
        // Both readings of a case use the tables and the case number.
        let rows = RefCell::new(Rows::new());
        let budget = RefCell::new(Budget::new(1 << WORK_LOG, 1 << WORK_PER_BYTE_LOG));
        let number = std::cell::Cell::new(0u64);
        let emit = |sink: &mut S, n: u64, m: u64| -> Result<()> {
            number.set(number.get() + 1);
            let row = (n >= m).then(|| rows.borrow_mut().value(m, n - m));
            let wins = row == Some(0);
            let answer = NumberedVerdict {
                prefix: b"Case #",
                number: number.get(),
                first_player_wins: wins,
                win: b"aekdycoin\n",
                lose: b"abcdxyzk\n",
                value: Some(u64::from(wins)),
            };
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, n, m, row),
                })
            } else {
                sink.emit(&answer)
            }
        };
        each_case(
            sc,
            sink,
            cases,
            |sink, [n, m]| {
                if n == 0 || m == 0 || n > max || m > max || !within_table(n, m) {
                    return Ok(false); // the slow reading names the bad number
                }
                if n >= m && rows.borrow().work(m, n - m) > 0 {
                    return Ok(false); // a table to build: the slow reading pays for it
                }
                emit(sink, n, m).map(|()| true)
            },
            |sc, sink| {
                let n = sc.u64_in("the beads N", 1, u64::MAX)?;
                options.judge_limit_here(sc, "the beads N", n, 1, JUDGE_MAX)?;
                let m = sc.u64_in("the beads painted per move M", 1, u64::MAX)?;
                if !within_table(n, m) {
                    let expected = format!(
                        "the beads painted per move M, at least N - 10000 = {} (or at most 2)",
                        n - MAX_TABLE_ROW
                    );
                    return Err(sc.error_here(&expected, &m.to_string()));
                }
                options.judge_limit_here(sc, "the beads painted per move M", m, 1, JUDGE_MAX)?;
                let work = if n >= m {
                    rows.borrow().work(m, n - m)
                } else {
                    0
                };
                if let Err(left) = budget.borrow_mut().spend(work, sc.consumed()) {
                    return Err(sc.error_here(
                        &refusal(
                            "an M whose table of N - M beads fits",
                            WORK_LOG,
                            WORK_PER_BYTE_LOG,
                            work,
                            left,
                        ),
                        &m.to_string(),
                    ));
                }
                emit(sink, n, m)
            },
        )?;
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(40, 1000, 200);
        gen.line(&[cases]);
        // Huge inputs use a few M ≥ 3 at the contract's bound (a table each).
        let big_ms = [3, 4, gen.range(5, 1000)];
        for _ in 0..cases {
            let (n, m) = match gen.size {
                Size::Small => (gen.range(1, 14), gen.range(1, 4)),
                Size::Judge => {
                    let m = gen.value(JUDGE_MAX).max(1);
                    // N = M (paint all), N < M (no move), and rows under 2M (no table).
                    let n = match gen.range(0, 4) {
                        0 => m,
                        1 => gen.range(1, m),
                        _ => gen.value(JUDGE_MAX).max(1),
                    };
                    (n, m)
                }
                Size::Huge => {
                    if gen.chance(1, 2) {
                        (gen.value(u64::MAX).max(1), gen.range(1, 2))
                    } else {
                        let m = gen.pick(&big_ms);
                        (m + gen.value(MAX_TABLE_ROW), m)
                    }
                }
            };
            gen.line(&[n, m]);
        }
        true
    }
}
