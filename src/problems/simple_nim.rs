//! `grundy simple-nim`: Nim where a move may instead split a heap in three (HDU 5795).
//!
//! Input: `T`, then T cases `n s_1..s_n`. Output: `First player wins.` or
//! `Second player wins.` Heaps may be any u64; the value of 2^64 − 1 is 2^64 (u128 xor).

use std::io::Read;

use crate::error::Result;
use crate::games::take_or_split::split_in_three;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct SimpleNim;

impl Solve for SimpleNim {
    const META: Meta = Meta {
        id: "simple-nim",
        aliases: &["hdu5795"],
        family: "multi-sg",
        title: "A Simple Nim (take, or split a heap in three)",
        about: "Input: `T`, then T cases, each `n` and n heap sizes.\n\
Output: per case `First player wins.` (a move takes objects from one heap or splits a \
heap into three non-empty heaps; the last mover wins), else `Second player wins.`",
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
        for _ in 0..cases {
            let n = sc.u64("the number of heaps n")?;
            let mut x = 0u128;
            sc.u64_each(n, "a heap size", |h| x ^= split_in_three(h))?;
            sink.emit(&Valued {
                value: x,
                win: b"First player wins.\n",
                lose: b"Second player wins.\n",
            })?;
        }
        sc.finish("the last of the T cases")
    }
}
