//! `grundy fibonacci-nim`: Fibonacci Nim (HDU 2516).
//!
//! Input: one n per case until `0` or end of input. Output: `Second win` if the first
//! player loses, else `First win`. The first player loses iff n is a Fibonacci number: the
//! losing sizes of `k-multiple` at k = 2 (see `games::fibonacci`).

use std::io::Read;

use crate::error::Result;
use crate::games::fibonacci::FibonacciNim as LosingSizes;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

pub struct FibonacciNim;

impl Solve for FibonacciNim {
    const META: Meta = Meta {
        id: "fibonacci-nim",
        aliases: &["hdu2516"],
        family: "dynamic-subtraction",
        title: "Fibonacci Nim (take at most twice the last take)",
        about: "Input: one n (stones) per case until `0` or end of input; the first move \
takes 1..n-1, each later move 1 to twice the previous one.\n\
Output: per case `Second win` if the first player loses, else `First win`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let losing = LosingSizes::new();
        while let Some(n) = sc.u64_or_end("the number of stones n, or 0 to end")? {
            if n == 0 {
                return sc.finish("the terminating 0");
            }
            sink.emit(&Verdict {
                first_player_wins: !losing.first_loses(n),
                win: b"First win\n",
                lose: b"Second win\n",
            })?;
        }
        Ok(())
    }
}
