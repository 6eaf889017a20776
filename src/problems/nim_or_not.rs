//! `grundy nim-or-not`: Nim where a move may instead split a heap in two (HDU 3032).
//!
//! Input: `T`, then T cases `N s_1..s_N`. Output: `Alice` (the first player wins) or
//! `Bob`. Heaps may be any u64 (0 is an empty heap); the value of 2^64 − 1 is 2^64, so the
//! xor is kept in a u128.

use std::io::Read;

use crate::error::Result;
use crate::games::take_or_split::split_in_two;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct NimOrNot;

impl Solve for NimOrNot {
    const META: Meta = Meta {
        id: "nim-or-not",
        aliases: &["hdu3032"],
        family: "multi-sg",
        title: "Nim or not Nim? (take, or split a heap in two)",
        about: "Input: `T`, then T cases, each `N` and N heap sizes.\n\
Output: per case `Alice` if the first player wins (a move takes objects from one heap or \
splits a heap into two non-empty heaps; the last mover wins), else `Bob`.",
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
            let n = sc.u64("the number of heaps N")?;
            let mut x = 0u128;
            sc.u64_each(n, "a heap size", |h| x ^= split_in_two(h))?;
            sink.emit(&Valued {
                value: x,
                win: b"Alice\n",
                lose: b"Bob\n",
            })?;
        }
        sc.finish("the last of the T cases")
    }
}
