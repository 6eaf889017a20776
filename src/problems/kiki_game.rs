//! `grundy kiki-game`: kiki's game (HDU 2147).
//!
//! Input: pairs `n m` (board sides ≥ 1) until `0 0` or end of input. Output: `Wonderful!`
//! if kiki (first) wins, else `What a pity!`. kiki loses iff n and m are both odd (see
//! `games::kiki`); no table.

use std::io::Read;

use crate::error::Result;
use crate::games::kiki;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

pub struct KikiGame;

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
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        while let Some(n) = sc.u64_or_end("the rows n, or `0 0` to end")? {
            let n_at = sc.position();
            let m = sc.u64("the columns m")?;
            if n == 0 && m == 0 {
                return sc.finish("the terminating `0 0`");
            }
            if n == 0 {
                return Err(sc.error_at(n_at, "the rows n (at least 1, or `0 0` to end)", "0"));
            }
            if m == 0 {
                return Err(sc.error_here("the columns m (at least 1)", "0"));
            }
            sink.emit(&Verdict {
                first_player_wins: kiki::first_wins(n, m),
                win: b"Wonderful!\n",
                lose: b"What a pity!\n",
            })?;
        }
        Ok(())
    }
}
