//! `grundy brave-game`: Bash's game (HDU 1846).
//!
//! Input: `C`, then C cases `n m` (pile n, largest take m ≥ 1). Output: per case `first`
//! if the player to move wins, else `second`. Exact for every u64 (see `games::takeaway`).

use std::io::Read;

use crate::error::Result;
use crate::games::takeaway::bash_value;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct BraveGame;

impl Solve for BraveGame {
    const META: Meta = Meta {
        id: "brave-game",
        aliases: &["hdu1846"],
        family: "take-away",
        title: "Brave Game (Bash)",
        about:
            "Input: `C`, then C cases `n m`: a pile of n stones, a move takes 1 to m (m >= 1).\n\
Output: per case `first` if the player to move wins, else `second`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases C")?;
        for _ in 0..cases {
            let n = sc.u64("the pile size n")?;
            let m = sc.u64_in("the largest take m", 1, u64::MAX)?;
            sink.emit(&Valued {
                value: bash_value(n, m) as u128,
                win: b"first\n",
                lose: b"second\n",
            })?;
        }
        sc.finish("the last of the C cases")
    }
}
