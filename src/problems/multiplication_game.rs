//! `grundy multiplication-game`: A Multiplication Game (HDU 1517 = POJ 2505 = UVa 847).
//!
//! Input: one n ≥ 2 per case until end of input. Output: `Stan wins.` if the first player
//! wins, else `Ollie wins.`. Stan wins iff 18^k < n ≤ 9·18^k for some k (see
//! `games::multiplication`), exact for every u64.

use std::io::Read;

use crate::error::Result;
use crate::games::multiplication;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

pub struct MultiplicationGame;

impl Solve for MultiplicationGame {
    const META: Meta = Meta {
        id: "multiplication-game",
        aliases: &["hdu1517", "poj2505", "uva847"],
        family: "dag",
        title: "A Multiplication Game",
        about: "Input: one n (n >= 2) per case until end of input; p starts at 1, players \
multiply it by 2..9, whoever makes p >= n wins.\n\
Output: per case `Stan wins.` if the first player wins, else `Ollie wins.`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "the target n";
        while let Some(n) = sc.u64_or_end(WHAT)? {
            if n < 2 {
                return Err(sc.out_of_range(WHAT, 2, u64::MAX, n));
            }
            sink.emit(&Verdict {
                first_player_wins: multiplication::first_wins(n),
                win: b"Stan wins.\n",
                lose: b"Ollie wins.\n",
            })?;
        }
        Ok(())
    }
}
