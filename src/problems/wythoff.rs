//! `grundy wythoff`: Wythoff's game (POJ 1067 = HDU 1527), exact for every u64 pile.
//!
//! Input: lines `a b` (either order) until end of input. Output: per line `1` when the
//! player to move wins, else `0`. HDU 2177's format is the problem `wythoff-moves`.

use std::io::Read;

use crate::error::Result;
use crate::games::wythoff;
use crate::io::scan::Scanner;
use crate::problems::{Legacy, Meta, Options, Sink, Solve, Verdict};

pub struct Wythoff;

impl Solve for Wythoff {
    const META: Meta = Meta {
        id: "wythoff",
        aliases: &["poj1067", "hdu1527"],
        family: "wythoff",
        title: "Wythoff's game",
        about: "Input: lines `a b` (two pile sizes, any u64, either order) until end of input.\n\
Output: per line 1 if the player to move wins, else 0.",
        flags: &[],
        legacy: &[Legacy {
            flag: "moves",
            value: "",
            to: "wythoff-moves",
        }],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        sc.u64_records(["a pile size a", "the second pile size b"], |[a, b]| {
            sink.emit(&Verdict {
                first_player_wins: !wythoff::is_losing(a, b),
                win: b"1\n",
                lose: b"0\n",
            })
        })
    }
}
