//! `grundy good-luck-cet4`: subtraction of powers of two (HDU 1847).
//!
//! Input: one n per case until end of input (0 is a case, not a terminator). Output: `Kiki`
//! if the first player wins, else `Cici`. The Grundy value is n mod 3 (see
//! `games::power_subtraction`), so every u64 is exact.

use std::io::Read;

use crate::error::Result;
use crate::games::power_subtraction::power_of_two_value;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

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
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        sc.u64_records(["the number of cards n"], |[n]| {
            sink.emit(&Valued {
                value: power_of_two_value(n) as u128,
                win: b"Kiki\n",
                lose: b"Cici\n",
            })
        })
    }
}
