//! `grundy eclipse-encounter`: 邂逅明下 (HDU 2897), take p … q coins, the last coin loses.
//!
//! Input: triples `n p q` until end of input. Output: `WIN` if the first player wins, else
//! `LOST`. The first player loses iff 1 ≤ n mod (p + q) ≤ p (see `games::takeaway`); when
//! p + q exceeds u64 the remainder is n itself.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::records::each_case_until_end;
use crate::{After, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::takeaway::{eclipse_mover_loses, eclipse_winning_takes};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// The judge's limits were not found; its accepted solutions read `int`, so `--strict`
/// holds every number to 1 … 2^31 − 1.
const JUDGE_MAX: u64 = i32::MAX as u64;

pub struct EclipseEncounter;

#[inline(always)]
fn answer(n: u64, p: u64, q: u64) -> Verdict {
    Verdict {
        first_player_wins: !eclipse_mover_loses(n, p, q),
        win: b"WIN\n",
        lose: b"LOST\n",
    }
}

/// The report of `n p q`: the takes (ascending) that leave a losing number of coins.
fn report(r: &mut Report, n: u64, p: u64, q: u64) {
    let pos = r.position();
    pos.wins(!eclipse_mover_loses(n, p, q));
    match p.checked_add(q) {
        Some(period) => pos.fact("n mod (p + q)", n % period),
        None => pos.fact("n mod (p + q)", format!("{n} (p + q exceeds 2^64)")),
    };
    if n < p {
        pos.note("fewer than p coins: the only move takes them all, and the last coin loses");
    }
    let (count, takes) = eclipse_winning_takes(n, p, q);
    pos.total(u128::from(count));
    for t in takes {
        if !pos.wants() {
            break;
        }
        pos.add(
            || format!("take {t} ({n} -> {})", n - t),
            || After::Input(format!("{} {p} {q}\n", n - t)),
        );
    }
}

impl Solve for EclipseEncounter {
    const META: Meta = Meta {
        id: "eclipse-encounter",
        aliases: &["hdu2897"],
        family: "take-away",
        title: "邂逅明下 (take p to q, the last coin loses)",
        about: "Input: triples `n p q` until end of input: n coins (n >= 1), a move takes p to q \
of them (1 <= p <= q), all of them when fewer than p are left; taking the last coin loses.\n\
Output: per triple `WIN` if the first player wins, else `LOST`.",
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
        let emit = |sink: &mut S, n: u64, p: u64, q: u64| -> Result<()> {
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer: answer(n, p, q),
                    moves: |r: &mut Report| report(r, n, p, q),
                })
            } else {
                sink.emit(&answer(n, p, q))
            }
        };
        each_case_until_end(
            sc,
            sink,
            |sink, [n, p, q]| {
                if n == 0 || p == 0 || q < p || n > max || q > max {
                    return Ok(false); // the slow reading names the bad number
                }
                emit(sink, n, p, q).map(|()| true)
            },
            |sc, sink| {
                const N: &str = "the number of coins n";
                let Some(n) = sc.u64_or_end(N)? else {
                    return Ok(false);
                };
                if n == 0 {
                    return Err(sc.out_of_range(N, 1, u64::MAX, n));
                }
                options.judge_limit_here(sc, N, n, 1, JUDGE_MAX)?;
                let p = sc.u64_in("the smallest take p", 1, u64::MAX)?;
                options.judge_limit_here(sc, "the smallest take p", p, 1, JUDGE_MAX)?;
                let q = sc.u64_in("the largest take q", p, u64::MAX)?;
                options.judge_limit_here(sc, "the largest take q", q, 1, JUDGE_MAX)?;
                emit(sink, n, p, q).map(|()| true)
            },
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(12, JUDGE_MAX, u64::MAX);
        for _ in 0..gen.case_count(60, 100_000, 10_000) {
            let p = if gen.size == Size::Small {
                gen.range(1, 4)
            } else {
                gen.value(max).max(1)
            };
            let q = if gen.chance(1, 4) {
                p
            } else {
                gen.range(p, max.max(p))
            };
            let n = match gen.range(0, 4) {
                // r = n mod (p + q) at the edges of the losing block: 0, 1, p, p + 1.
                0 if p.checked_add(q).is_some_and(|s| s <= max) => {
                    let period = p + q;
                    let base = period * gen.range(0, max / period - 1);
                    (base + gen.pick(&[period, 1, p, p + 1])).min(max).max(1)
                }
                _ => gen.value(max).max(1),
            };
            gen.line(&[n, p, q]);
        }
        true
    }
}
