//! `grundy nim-moves`: 取(m堆)石子游戏 (HDU 2176), Nim printing its winning moves.
//!
//! Input: cases `m` and m pile sizes until `m = 0` or end of input. Output: `No` for a
//! losing position; otherwise `Yes` and one line `a b` per winning move, a pile of a stones
//! reduced to b = a ⊕ X, piles in input order, a repeated size once per occurrence. A
//! pile wins iff a ⊕ X < a (never `(a ^ X) <= X`, which misses piles with a bit above X's
//! top bit).

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::{pile_moves, Answer, JsonFields, Meta, Options, Report, Sink, Solve};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 2176's limits, enforced by `--strict`: m ≤ 200,000; the sizes are unbounded in the
/// statement, and its accepted solutions read `int`.
const JUDGE_MAX_PILES: u64 = 200_000;
const JUDGE_MAX_PILE: u64 = i32::MAX as u64;

pub struct NimMoves;

/// One case's answer: the piles and their nim-sum.
struct Block<'p> {
    piles: &'p [u64],
    x: u64,
}

impl Block<'_> {
    fn moves(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        let x = self.x;
        self.piles
            .iter()
            .filter(move |&&a| a ^ x < a)
            .map(move |&a| (a, a ^ x))
    }
}

impl Answer for Block<'_> {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        if self.x == 0 {
            return out.write_all(b"No\n");
        }
        out.write_all(b"Yes\n")?;
        let mut a_buf = itoa::Buffer::new();
        let mut b_buf = itoa::Buffer::new();
        for (a, b) in self.moves() {
            out.write_all(a_buf.format(a).as_bytes())?;
            out.write_all(b" ")?;
            out.write_all(b_buf.format(b).as_bytes())?;
            out.write_all(b"\n")?;
        }
        Ok(())
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.x != 0)
            .u64("value", self.x);
        // In a `--moves` run the report's `moves` take the key (the answer has them too).
        if !fields.with_moves() {
            fields.u64_pairs("moves", self.moves());
        }
    }

    fn moves(&self, r: &mut Report) {
        pile_moves::nim(r, self.piles, self.x, pile_moves::take, |after| {
            format!("{}\n{}0\n", after.len(), pile_moves::line(after))
        })
    }
}

impl Solve for NimMoves {
    const META: Meta = Meta {
        id: "nim-moves",
        aliases: &["hdu2176"],
        family: "nim",
        title: "取(m堆)石子游戏 (Nim, printing the winning moves)",
        about: "Input: cases `m` and m pile sizes, until `0` or end of input.\n\
Output: per case `No` if the first player loses Nim; otherwise `Yes` and one line `a b` \
per winning move (a pile of a reduced to b), piles in input order.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        // `Yes` comes before the moves, so a case's piles are kept; the buffer grows only
        // with piles actually read.
        let mut piles: Vec<u64> = Vec::new();
        while let Some(m) = sc.u64_or_end("the number of piles m, or 0 to end")? {
            if m == 0 {
                return sc.finish("the terminating 0");
            }
            options.judge_limit_here(sc, "the number of piles m", m, 1, JUDGE_MAX_PILES)?;
            piles.clear();
            let mut x = 0u64;
            options.u64_each_in(sc, m, "a pile size", (1, JUDGE_MAX_PILE), |p| {
                piles.push(p);
                x ^= p;
            })?;
            sink.emit(&Block { piles: &piles, x })?;
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(30, 5, 20) {
            let (m, max) = match gen.size {
                Size::Small => (gen.range(1, 4), 7),
                Size::Judge => (JUDGE_MAX_PILES, JUDGE_MAX_PILE),
                Size::Huge => (gen.range(1, 20_000), u64::MAX),
            };
            let min = u64::from(gen.size != Size::Huge);
            let mut piles: Vec<u64> = (0..m).map(|_| gen.value(max).max(min)).collect();
            match gen.range(0, 5) {
                // Equal piles: each prints its own line.
                0 => {
                    let v = piles[0];
                    piles.iter_mut().for_each(|p| *p = v);
                }
                // A nim-sum of 0, where the last pile can cancel the rest.
                1 => {
                    let rest = piles[..piles.len() - 1].iter().fold(0, |x, &h| x ^ h);
                    if (min..=max).contains(&rest) {
                        *piles.last_mut().expect("m >= 1") = rest;
                    }
                }
                _ => {}
            }
            gen.line(&[m]);
            gen.line(&piles);
        }
        if gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}
