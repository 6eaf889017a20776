//! `grundy simple-nim`: Nim where a move may instead split a heap in three (HDU 5795).
//!
//! Input: `T`, then T cases `n s_1..s_n`. Output: `First player wins.` or
//! `Second player wins.` Heaps may be any u64; the value of 2^64 − 1 is 2^64 (u128 xor).

use std::io::Read;

use crate::gen::Gen;
use crate::multi_sg::nim_or_not::{solve_take_or_split, write_heap_cases, SplitFormat};
use crate::{Meta, Options, Sink, Solve};
use grundy_games::split_moves::Rule;
use grundy_games::take_or_split::split_in_three;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct SimpleNim;

/// HDU 5795's limits, enforced by `--strict`: T ≤ 100 and 1 ≤ n ≤ 10^6 (as HDU 3032's,
/// checked in [`solve_take_or_split`]), 1 ≤ s ≤ 10^9.
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
        let format = SplitFormat {
            heaps: "the number of heaps n",
            judge_max_heap: JUDGE_MAX_HEAP,
            win: b"First player wins.\n",
            lose: b"Second player wins.\n",
        };
        solve_take_or_split(options, sc, sink, &format, Rule::THREE, split_in_three)
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        write_heap_cases(gen, JUDGE_MAX_HEAPS, JUDGE_MAX_HEAP, 8);
        true
    }
}
