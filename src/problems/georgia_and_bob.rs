//! `grundy georgia-and-bob`: chessmen sliding left on a row, as staircase Nim (POJ 1704).
//!
//! Input: `T`, then T cases `N P_1..P_N` (positions in any order, cells from 1). Output:
//! `Georgia will win` (the first player) or `Bob will win`. A position of 0 or a position
//! repeated within a case is malformed; the error names the repeat.

use std::io::Read;

use crate::error::Result;
use crate::games::georgia;
use crate::io::scan::{Position, Scanner};
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct GeorgiaAndBob;

impl Solve for GeorgiaAndBob {
    const META: Meta = Meta {
        id: "georgia-and-bob",
        aliases: &["poj1704"],
        family: "staircase",
        title: "Georgia and Bob (staircase Nim)",
        about: "Input: `T`, then T cases, each `N` and N distinct positions (cells from 1, \
any order).\n\
Output: per case `Georgia will win` if the first player wins (a move shifts one chessman \
left, never onto or past another or past cell 1), else `Bob will win`.",
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
        // (position, where it was read, input order), reused across cases.
        let mut men: Vec<(u64, Position, usize)> = Vec::new();
        let mut cells: Vec<u64> = Vec::new();
        for _ in 0..cases {
            let n = sc.u64("the number of chessmen N")?;
            men.clear();
            for i in 0..n {
                let p = sc.u64_in("a chessman's position", 1, u64::MAX)?;
                men.push((p, sc.position(), i as usize));
            }
            men.sort_unstable_by_key(|&(p, _, i)| (p, i));
            // Of two chessmen on one cell, the one read later is the repeat; report the
            // earliest such repeat in input order.
            let repeat = men
                .windows(2)
                .filter(|w| w[0].0 == w[1].0)
                .map(|w| w[1])
                .min_by_key(|&(_, _, i)| i);
            if let Some((p, at, _)) = repeat {
                return Err(sc.error_at(
                    at,
                    "a position no other chessman of the case holds",
                    &format!("{p} again"),
                ));
            }
            cells.clear();
            cells.extend(men.iter().map(|&(p, _, _)| p));
            sink.emit(&Valued {
                value: georgia::value(&cells).into(),
                win: b"Georgia will win\n",
                lose: b"Bob will win\n",
            })?;
        }
        sc.finish("the last of the T cases")
    }
}
