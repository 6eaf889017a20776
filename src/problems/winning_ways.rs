//! `grundy winning-ways`: count the winning first moves of Nim (Sicily 1922).
//!
//! Input: `T`, then T cases `N h_1..h_N`. Output: per case the count on its own line.

use std::io::{self, Read, Write};

use crate::error::Result;
use crate::games::nim;
use crate::io::output::write_u64_line;
use crate::io::scan::Scanner;
use crate::problems::{Answer, JsonFields, Meta, Options, Sink, Solve};

pub struct WinningWays;

struct Count {
    winning_moves: u64,
    nim_sum: u64,
}

impl Answer for Count {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        write_u64_line(out, self.winning_moves)
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.nim_sum != 0)
            .u64("value", self.nim_sum)
            .u64("winning_moves", self.winning_moves);
    }
}

impl Solve for WinningWays {
    const META: Meta = Meta {
        id: "winning-ways",
        aliases: &["sicily1922"],
        family: "nim",
        title: "Winning Ways (count the winning Nim moves)",
        about: "Input: `T`, then T cases, each `N` and N pile sizes.\n\
Output: per case the number of first moves that leave nim-sum 0 (0 if it already is).",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        // The count needs the final nim-sum, so a case's piles are kept until it ends; the
        // buffer is reused, so memory follows the largest case, not the input.
        let mut piles: Vec<u64> = Vec::new();
        for _ in 0..cases {
            let n = sc.u64("the number of piles N")?;
            piles.clear();
            let mut x = 0u64;
            sc.u64_each(n, "a pile size", |p| {
                x ^= p;
                piles.push(p);
            })?;
            sink.emit(&Count {
                winning_moves: nim::winning_moves(&piles, x),
                nim_sum: x,
            })?;
        }
        sc.finish("the last of the T cases")
    }
}
