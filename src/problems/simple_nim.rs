//! `grundy simple-nim`: Nim where a move may instead split a heap in three (HDU 5795).
//!
//! Input: `T`, then T cases `n s_1..s_n`. Output: `First player wins.` or
//! `Second player wins.` Heaps may be any u64; the value of 2^64 − 1 is 2^64 (u128 xor).

use std::io::Read;

use crate::error::Result;
use crate::games::take_or_split::split_in_three;
use crate::io::scan::Scanner;
use crate::problems::gen::Gen;
use crate::problems::nim_or_not::write_heap_cases;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct SimpleNim;

/// HDU 5795's limits, enforced by `--strict`: T ≤ 100, 1 ≤ n ≤ 10^6, 1 ≤ s ≤ 10^9.
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MAX_HEAPS: u64 = 1_000_000;
const JUDGE_MAX_HEAP: u64 = 1_000_000_000;

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
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        options.judge_limit_here(sc, "the number of cases T", cases, 0, JUDGE_MAX_CASES)?;
        for _ in 0..cases {
            let n = sc.u64("the number of heaps n")?;
            options.judge_limit_here(sc, "the number of heaps n", n, 1, JUDGE_MAX_HEAPS)?;
            let mut x = 0u128;
            let limits = (1, JUDGE_MAX_HEAP);
            options.u64_each_in(sc, n, "a heap size", limits, |h| x ^= split_in_three(h))?;
            sink.emit(&Valued {
                value: x,
                win: b"First player wins.\n",
                lose: b"Second player wins.\n",
            })?;
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        write_heap_cases(gen, JUDGE_MAX_CASES, JUDGE_MAX_HEAPS, JUDGE_MAX_HEAP, 8);
        true
    }
}
