//! `grundy good-luck-cet4`: subtraction of powers of two (HDU 1847).
//!
//! Input: one n per case until end of input (0 is a case, not a terminator). Output: `Kiki`
//! if the first player wins, else `Cici`. The Grundy value is n mod 3 (see
//! `games::power_subtraction`), so every u64 is exact.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::{After, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::power_subtraction::{power_of_two_value, power_of_two_winning_takes};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 1847's limit, enforced by `--strict`.
const JUDGE_MAX: u64 = 1000;

pub struct GoodLuckCet4;

impl Solve for GoodLuckCet4 {
    const META: Meta = Meta {
        id: "good-luck-cet4",
        aliases: &["hdu1847"],
        family: "subtraction",
        title: "Good Luck in CET-4 Everybody! (take a power of two)",
        about: "Input: one n (cards, any u64) per case until end of input; a move takes a \
power of two.\n\
Output: per case `Kiki` if the first player wins, else `Cici`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "the number of cards n";
        let answer = |n: u64| Valued {
            value: power_of_two_value(n) as u128,
            win: b"Kiki\n",
            lose: b"Cici\n",
        };
        let emit = |sink: &mut S, n: u64| {
            if S::MOVES {
                return sink.emit(&WithMoves {
                    answer: answer(n),
                    moves: |r: &mut Report| report(r, n),
                });
            }
            sink.emit(&answer(n))
        };
        if options.is_strict() {
            while let Some(n) = sc.u64_or_end(WHAT)? {
                options.judge_limit_here(sc, WHAT, n, 1, JUDGE_MAX)?;
                emit(sink, n)?;
            }
            return Ok(());
        }
        sc.u64_records([WHAT], |[n]| emit(sink, n))
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(100, 1000, 1000) {
            let size = gen.size;
            let n = match size {
                Size::Small => gen.range(1, 30),
                Size::Judge => gen.range(1, JUDGE_MAX),
                // Powers of two (a log2 in floating point trips there) a quarter of the time.
                Size::Huge if gen.chance(1, 4) => 1 << gen.range(0, 63),
                Size::Huge => gen.value(u64::MAX),
            };
            gen.line(&[n]);
        }
        true
    }
}

/// The move report of n cards: the Grundy value n mod 3 and every take of a power of two
/// that leaves a multiple of 3 (`games::power_subtraction::power_of_two_winning_takes`),
/// smallest first.
fn report(r: &mut Report, n: u64) {
    let p = r.position();
    p.wins(power_of_two_value(n) != 0)
        .fact("Grundy value", power_of_two_value(n));
    for t in power_of_two_winning_takes(n) {
        p.add(
            || format!("take {t} ({n} -> {})", n - t),
            || After::Input(format!("{}\n", n - t)),
        );
    }
}
