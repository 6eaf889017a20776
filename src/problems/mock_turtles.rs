//! `grundy mock-turtles`: Daizhenyang's Coin, the Mock Turtles coin-turning game (HDU 3537).
//!
//! Input: cases until end of input: `n` and n positions of heads (from 0; a coin listed
//! twice is still one heads coin). Output: `Yes` if the first player **loses**, `No` if
//! he wins (the judge's polarity).

use std::io::Read;

use crate::error::Result;
use crate::games::coin_rows::mock_turtles_row;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct MockTurtles;

impl Solve for MockTurtles {
    const META: Meta = Meta {
        id: "mock-turtles",
        aliases: &["hdu3537"],
        family: "coin-flipping",
        title: "Daizhenyang's Coin (Mock Turtles)",
        about: "Input: cases until end of input: `n` and n positions of heads coins (from 0; \
repeats are one coin).\n\
Output: per case `Yes` if the first player LOSES (a move turns one, two or three coins, the \
rightmost from heads to tails), `No` if he wins.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut heads: Vec<u64> = Vec::new();
        while let Some(n) = sc.u64_or_end("the number of heads n")? {
            heads.clear();
            sc.u64_each(n, "a coin position", |x| heads.push(x))?;
            sink.emit(&Valued {
                value: mock_turtles_row(&mut heads),
                win: b"No\n",
                lose: b"Yes\n",
            })?;
        }
        Ok(())
    }
}
