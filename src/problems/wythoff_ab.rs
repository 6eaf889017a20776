//! `grundy wythoff-ab`: Wythoff's game with `A`/`B` answers (51Nod 1185 and 1072).
//!
//! Input: `T`, then T pairs `a b`. Output: `A` if the first player wins, else `B`. The
//! exact losing-position test of `games::wythoff`, shared with `wythoff` and `wythoff-big`.

use std::io::Read;

use crate::error::Result;
use crate::games::wythoff;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

pub struct WythoffAb;

impl Solve for WythoffAb {
    const META: Meta = Meta {
        id: "wythoff-ab",
        aliases: &["51nod1185", "51nod1072"],
        family: "wythoff",
        title: "Wythoff's game (A/B)",
        about: "Input: `T`, then T pairs `a b` (pile sizes, any u64).\n\
Output: per pair `A` if the first player wins, else `B`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of pairs T")?;
        for _ in 0..cases {
            let a = sc.u64("a pile size a")?;
            let b = sc.u64("the second pile size b")?;
            sink.emit(&Verdict {
                first_player_wins: !wythoff::is_losing(a, b),
                win: b"A\n",
                lose: b"B\n",
            })?;
        }
        sc.finish("the last of the T pairs")
    }
}
