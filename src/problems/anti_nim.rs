//! `grundy anti-nim`: misère Nim, HDU 1907 "John" (= POJ 3480, ZOJ 3113).
//!
//! Input: `T`, then T cases `N h_1..h_N`. Output: `John` (the first player wins) or
//! `Brother`. The same game in HDU 2509's format is the problem `be-the-winner`.

use std::io::Read;

use crate::error::Result;
use crate::games::nim::misere_first_player_wins;
use crate::io::scan::Scanner;
use crate::problems::{Legacy, Meta, Options, Sink, Solve, Verdict};

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
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        for _ in 0..cases {
            let n = sc.u64("the number of piles N")?;
            sink.emit(&Verdict {
                first_player_wins: first_player_wins(sc, n)?,
                win: b"John\n",
                lose: b"Brother\n",
            })?;
        }
        sc.finish("the last of the T cases")
    }
}

/// Reads n piles; misère Nim needs only their xor and whether any exceeds 1.
pub(super) fn first_player_wins<R: Read>(sc: &mut Scanner<R>, n: u64) -> Result<bool> {
    // Some pile exceeds 1 exactly when the piles' bits above bit 0 are not all zero.
    let (mut x, mut high) = (0u64, 0u64);
    sc.u64_each(n, "a pile size", |p| {
        x ^= p;
        high |= p >> 1;
    })?;
    Ok(misere_first_player_wins(x, high == 0))
}
