//! `grundy rabbit-and-grass`: Rabbit and Grass (HDU 1849), Nim in disguise.
//!
//! Input: cases `m` and m piece positions, until `m = 0` or end of input. Output:
//! `Rabbit Win!` if Rabbit (first) wins, else `Grass Win!`. A piece on square K is a Nim
//! heap of K, so the nim-sum decides.

use std::io::Read;

use crate::error::Result;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct RabbitAndGrass;

impl Solve for RabbitAndGrass {
    const META: Meta = Meta {
        id: "rabbit-and-grass",
        aliases: &["hdu1849"],
        family: "nim",
        title: "Rabbit and Grass (Nim)",
        about: "Input: cases `m` and m piece positions (a move shifts a piece left), until \
`0` or end of input.\n\
Output: per case `Rabbit Win!` if the first player wins, else `Grass Win!`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        while let Some(m) = sc.u64_or_end("the number of pieces m, or 0 to end")? {
            if m == 0 {
                return sc.finish("the terminating 0");
            }
            let mut nim_sum = 0u64;
            sc.u64_each(m, "a piece position", |k| nim_sum ^= k)?;
            sink.emit(&Valued {
                value: nim_sum as u128,
                win: b"Rabbit Win!\n",
                lose: b"Grass Win!\n",
            })?;
        }
        Ok(())
    }
}
