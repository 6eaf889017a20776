//! `grundy bomb-game`: bombs that explode into two smaller ones, a 2-D Multi-SG game
//! (HDU 2873).
//!
//! Input: boards until `0 0` (or end of input): `n m`, then n row tokens of m characters
//! `.` or `#` (a bomb). Output: `John` (the first player wins) or `Jack`. Sides up to 200;
//! the value table is grown lazily to the farthest bomb seen and kept.

use std::io::Read;

use crate::engine::multi_sg::LazyTable2;
use crate::error::{Error, Result};
use crate::games::bomb::BombRule;
use crate::io::scan::{token_len, Scanner};
use crate::problems::gen::{Gen, Size};
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct BombGame;

/// HDU 2873's limits, enforced by `--strict`: 0 < n, m ≤ 50.
const JUDGE_MAX_SIDE: u64 = 50;

/// Largest side accepted: the table costs about (side²)²/4 steps, under a second at 200.
pub const MAX_SIDE: u64 = 200;

/// The error for a row that is not m characters `.` or `#` (`len` its length, `None` at
/// the end of input; `bad` its first other byte), built only when a row is bad.
#[cold]
#[inline(never)]
fn bad_row<R: Read>(sc: &Scanner<R>, m: u64, len: Option<u64>, bad: Option<u8>) -> Error {
    let expected = format!("a row of {m} characters `.` or `#`");
    match (len, bad) {
        (None, _) => sc.error_here(&expected, "end of input"),
        (Some(_), Some(b)) => {
            let shown = if b.is_ascii_graphic() {
                format!("the character '{}'", b as char)
            } else {
                format!("the byte 0x{b:02x}")
            };
            sc.error_at(sc.position(), &expected, &shown)
        }
        (Some(len), None) => sc.error_at(
            sc.position(),
            &expected,
            &format!("a row of {}", token_len(len)),
        ),
    }
}

impl Solve for BombGame {
    const META: Meta = Meta {
        id: "bomb-game",
        aliases: &["hdu2873"],
        family: "multi-sg",
        title: "Bomb Game (bombs splitting into two, 2-D Multi-SG)",
        about: "Input: boards until `0 0` or end of input: `n m` (1..=200 each), then n rows \
of m characters, `#` a bomb and `.` empty.\n\
Output: per board `John` if the first player wins (a move explodes a bomb at row p, column \
q into bombs at (u, q) and (p, v) with u < p, v < q; on row or column 1 into one bomb; \
two bombs on a cell and a bomb at (1, 1) vanish), else `Jack`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut table = LazyTable2::new(BombRule);
        let mut bombs: Vec<(u16, u16)> = Vec::new();
        let mut line: Vec<u8> = Vec::new();
        loop {
            let Some(n) = sc.u64_or_end("the number of rows n, or 0 0 to end")? else {
                return Ok(());
            };
            let n_at = sc.position();
            let m = sc.u64("the number of columns m")?;
            if n == 0 && m == 0 {
                return sc.finish("the terminating 0 0");
            }
            if !(1..=MAX_SIDE).contains(&n) {
                return Err(sc.error_at(
                    n_at,
                    &format!("the number of rows n (1..={MAX_SIDE}, or 0 0 to end)"),
                    &n.to_string(),
                ));
            }
            if !(1..=MAX_SIDE).contains(&m) {
                return Err(sc.out_of_range("the number of columns m", 1, MAX_SIDE, m));
            }
            options.judge_limit(sc, n_at, "the number of rows n", n, 1, JUDGE_MAX_SIDE)?;
            options.judge_limit_here(sc, "the number of columns m", m, 1, JUDGE_MAX_SIDE)?;
            bombs.clear();
            // Once the table covers the board (every board after the first large one), a
            // bomb's value is xored in as its row is read; before that the bombs are kept
            // until the table has grown to the farthest of them.
            let warm = table.side() >= n.max(m) as usize;
            let mut value = 0u32;
            for row in 0..n as u16 {
                // The row is kept whole, so its bytes are checked and valued as a slice
                // (a byte at a time through `Scanner::word` cost twice the C++ baseline's
                // loop). A row is part of its board, so memory still follows the case.
                let len = sc.token_or_end(usize::MAX, &mut line)?;
                let bad = line.iter().copied().find(|&b| b != b'#' && b != b'.');
                match (len, bad) {
                    (Some(len), None) if len == m => {}
                    (len, bad) => return Err(bad_row(sc, m, len, bad)),
                }
                if warm {
                    let values = &table.row(row.into())[..line.len()];
                    value ^= line.iter().zip(values).fold(0, |x, (&b, &v)| {
                        x ^ (v & 0u32.wrapping_sub(u32::from(b == b'#')))
                    });
                } else {
                    let columns = line.iter().enumerate().filter(|&(_, &b)| b == b'#');
                    bombs.extend(columns.map(|(j, _)| (row, j as u16)));
                }
            }
            if !warm {
                let farthest = bombs
                    .iter()
                    .map(|&(i, j)| usize::from(i.max(j)) + 1)
                    .max()
                    .unwrap_or(0);
                table.grow_to(farthest);
                value = bombs.iter().fold(0u32, |x, &(i, j)| {
                    x ^ table
                        .known(i.into(), j.into())
                        .expect("the table covers every bomb")
                });
            }
            sink.emit(&Valued {
                value: value.into(),
                win: b"John\n",
                lose: b"Jack\n",
            })?;
        }
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max_side = gen.by_size(3, JUDGE_MAX_SIDE, MAX_SIDE);
        for _ in 0..gen.case_count(20, 20, 3) {
            let full = gen.size == Size::Judge && gen.chance(1, 2);
            let (n, m) = if full {
                (max_side, max_side)
            } else {
                (gen.range(1, max_side), gen.range(1, max_side))
            };
            gen.line(&[n, m]);
            // Sparse and dense boards; the corner (1, 1) and the far corner often.
            let density = gen.pick(&[2u64, 10, 50, 90]);
            for i in 0..n {
                for j in 0..m {
                    let corner = (i, j) == (0, 0) || (i, j) == (n - 1, m - 1);
                    let bomb = gen.range(0, 99) < density || (corner && gen.chance(1, 2));
                    gen.byte(if bomb { b'#' } else { b'.' });
                }
                gen.byte(b'\n');
            }
        }
        gen.line(&[0, 0]);
        true
    }
}
