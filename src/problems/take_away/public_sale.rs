//! `grundy public-sale`: Public Sale (HDU 2149), Bash counted upward with the winning
//! first raises listed.
//!
//! Input: pairs `M N` (cost M ≥ 1 first, then largest raise N ≥ 1) until end of input.
//! Output: per pair Lele's winning first raises, ascending and space-separated, or `none`
//! (see `games::takeaway`). When N ≥ M the list is every raise M..=N, which beyond the
//! judge may be astronomically long: it is written number by number as it goes, never
//! built in memory, and a closed pipe ends it quietly.

use std::io::{self, Read, Write};

use crate::gen::Gen;
use crate::records::each_case_until_end;
use crate::{After, AfterKind, Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::takeaway::{bash_value, public_sale_raises, WinningRaises};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 2149's limits 0 < N, M < 1100, enforced by `--strict`.
const JUDGE_MAX: u64 = 1099;

pub struct PublicSale;

struct Raises {
    raises: WinningRaises,
    /// M mod (N + 1): the Grundy value of the start.
    value: u64,
}

impl Answer for Raises {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        let mut buf = itoa::Buffer::new();
        match self.raises {
            WinningRaises::None => out.write_all(b"none\n"),
            WinningRaises::One(r) => {
                out.write_all(buf.format(r).as_bytes())?;
                out.write_all(b"\n")
            }
            WinningRaises::Range { from, to } => {
                out.write_all(buf.format(from).as_bytes())?;
                // An inclusive range: `to` may be u64::MAX.
                for r in (from..=to).skip(1) {
                    out.write_all(b" ")?;
                    out.write_all(buf.format(r).as_bytes())?;
                }
                out.write_all(b"\n")
            }
        }
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.value != 0)
            .u64("value", self.value);
    }
}

impl Solve for PublicSale {
    const META: Meta = Meta {
        id: "public-sale",
        aliases: &["hdu2149"],
        family: "take-away",
        title: "Public Sale (Bash, with the winning raises)",
        about: "Input: pairs `M N` until end of input: the cost M (>= 1) first, then the \
largest raise N (>= 1); the raise that brings the price to M or more wins.\n\
Output: per pair the first player's winning first raises, ascending, space-separated, \
or `none`.",
        flags: &[],
        legacy: &[],
    };

    /// A raise that reaches the cost ends the game: the format has no case for that.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const COST: &str = "the cost M";
        let strict = options.is_strict();
        each_case_until_end(
            sc,
            sink,
            |sink, [cost, max_raise]| {
                let judge = 1..=JUDGE_MAX;
                if cost == 0
                    || max_raise == 0
                    || strict && !(judge.contains(&cost) && judge.contains(&max_raise))
                {
                    return Ok(false); // the slow reading names the bad number
                }
                emit(sink, cost, max_raise).map(|()| true)
            },
            |sc, sink| {
                let Some(cost) = sc.u64_or_end(COST)? else {
                    return Ok(false);
                };
                if cost == 0 {
                    return Err(sc.out_of_range(COST, 1, u64::MAX, cost));
                }
                options.judge_limit_here(sc, COST, cost, 1, JUDGE_MAX)?;
                let max_raise = sc.u64_in("the largest raise N", 1, u64::MAX)?;
                options.judge_limit_here(sc, "the largest raise N", max_raise, 1, JUDGE_MAX)?;
                emit(sink, cost, max_raise).map(|()| true)
            },
        )
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(30, JUDGE_MAX, u64::MAX);
        for _ in 0..gen.case_count(100, 1000, 10_000) {
            let (cost, max_raise) = match gen.range(0, 3) {
                // The list case, kept at most a thousand raises long beyond the judge.
                0 => {
                    let cost = gen.range(1, max);
                    (cost, cost.saturating_add(gen.range(0, 1000)).min(max))
                }
                // No winning raise: the cost a multiple of N + 1.
                1 => {
                    let n = gen.range(1, gen.by_size(5, 50, 1 << 40));
                    (((n + 1) * gen.range(1, 20)).min(max), n)
                }
                _ => {
                    let cost = gen.value(max).max(1);
                    let n = gen.range(1, cost.saturating_sub(1).max(1));
                    (cost, n)
                }
            };
            gen.line(&[cost, max_raise]);
        }
        true
    }
}

/// The answer to the case `M N`.
#[inline(always)]
fn answer(cost: u64, max_raise: u64) -> Raises {
    Raises {
        raises: public_sale_raises(cost, max_raise),
        value: bash_value(cost, max_raise),
    }
}

/// Emits the answer to the case `M N`, with its move report in a `--moves` run.
#[inline(always)]
fn emit<S: Sink>(sink: &mut S, cost: u64, max_raise: u64) -> Result<()> {
    if S::MOVES {
        return sink.emit(&WithMoves {
            answer: answer(cost, max_raise),
            moves: |r: &mut Report| report(r, cost, max_raise),
        });
    }
    sink.emit(&answer(cost, max_raise))
}

/// The move report of the case `M N`: the raises the judge's line lists, counted exactly
/// (up to 2^64 − 1 of them) and listed up to the run's limit. A raise r < M leaves the game
/// on the gap, cost M − r from a price of 0, which is a case of the format; a raise that
/// reaches the cost ends the game, described by `state`.
fn report(r: &mut Report, cost: u64, max_raise: u64) {
    let raises = public_sale_raises(cost, max_raise);
    let value = bash_value(cost, max_raise);
    let p = r.position();
    p.wins(value != 0)
        .fact("Grundy value", value)
        .total(raises.count());
    match raises {
        WinningRaises::None => {}
        WinningRaises::One(raise) => p.add(
            || format!("raise by {raise} (price {raise} of {cost})"),
            || After::Input(format!("{} {max_raise}\n", cost - raise)),
        ),
        WinningRaises::Range { from, to } => {
            for raise in from..=to {
                if !p.wants() {
                    break;
                }
                p.add(
                    || format!("raise by {raise} (price {raise} >= {cost}, bought)"),
                    || {
                        After::State(serde_json::json!({
                            "price": raise, "cost": cost, "max_raise": max_raise, "over": true
                        }))
                    },
                );
            }
        }
    }
}
