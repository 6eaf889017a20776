//! `grundy good-boy`: count the winning first moves of Nim (HDU 1850 = POJ 2975).
//!
//! Input: cases `n` and n piles, until `n = 0` or end of input. Output: per case the number
//! of first moves that leave nim-sum 0: piles with a_i ⊕ X < a_i (see `games::nim`).

use std::io::{self, Read, Write};

use crate::error::Result;
use crate::games::nim;
use crate::io::output::write_u64_line;
use crate::io::scan::Scanner;
use crate::problems::{Answer, JsonFields, Meta, Options, Sink, Solve};

pub struct GoodBoy;

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

impl Solve for GoodBoy {
    const META: Meta = Meta {
        id: "good-boy",
        aliases: &["hdu1850", "poj2975"],
        family: "nim",
        title: "Being a Good Boy in Spring Festival (count the winning Nim moves)",
        about: "Input: cases `n` and n pile sizes, until `0` or end of input.\n\
Output: per case the number of first moves that win (leave nim-sum 0).",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        // The count needs the final nim-sum, so a case's piles are kept until it ends; the
        // buffer is reused and grows only with piles actually read, never with a count.
        let mut piles: Vec<u64> = Vec::new();
        while let Some(n) = sc.u64_or_end("the number of piles n, or 0 to end")? {
            if n == 0 {
                return sc.finish("the terminating 0");
            }
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
        Ok(())
    }
}
