//! `grundy chess-rows`: Chess (HDU 5724), rows of 20 squares.
//!
//! Input: `T`, then T cases: `n`, then n rows, each `m` and the m occupied squares (1 … 20,
//! distinct, any order). Output: `YES` if Alice (first) wins, else `NO`. Each row is a
//! staircase Nim (see `games::chess_rows`); the xor of the row values decides.

use std::fmt::Write as _;
use std::io::Read;

use crate::gen::{Gen, Size};
use crate::read;
use crate::{After, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::chess_rows::{after, each_move_with_value, row_value, SQUARES};
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

/// HDU 5724's limits, enforced by `--strict` (m ≤ 20 and squares 1 … 20 always hold).
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MAX_ROWS: u64 = 1000;

const SQUARE: &str = "an occupied square";

pub struct ChessRows;

#[inline(always)]
fn answer(x: u32) -> Valued {
    Valued {
        value: u128::from(x),
        win: b"YES\n",
        lose: b"NO\n",
    }
}

/// One row of the judge's input: the count and the squares, ascending.
fn write_row(s: &mut String, mask: u32) {
    let squares: Vec<u32> = (1..=SQUARES)
        .filter(|&q| mask >> (q - 1) & 1 == 1)
        .collect();
    let _ = write!(s, "{}", squares.len());
    for q in squares {
        let _ = write!(s, " {q}");
    }
    s.push('\n');
}

/// The report of a case (`rows`: each row and its value): the moves, row by row and square
/// by square, after which the rows' values xor to 0.
fn report(r: &mut Report, rows: &[(u32, u32)], x: u32) {
    let p = r.position();
    p.wins(x != 0).fact("xor of the row values", x);
    if x == 0 {
        return;
    }
    let mut found = Vec::new();
    for (i, &(row, value)) in rows.iter().enumerate() {
        let want = value ^ x;
        found.clear();
        each_move_with_value(row, |from, to, after| {
            if after == want {
                found.push((from, to));
            }
        });
        // Found from the right; listed by ascending square.
        for &(from, to) in found.iter().rev() {
            let next = after(row, from, to);
            p.add(
                || format!("row {}: move the chessman on {from} to {to}", i + 1),
                || {
                    let mut s = format!("1\n{}\n", rows.len());
                    for (k, &(other, _)) in rows.iter().enumerate() {
                        write_row(&mut s, if k == i { next } else { other });
                    }
                    After::Input(s)
                },
            );
        }
    }
}

impl Solve for ChessRows {
    const META: Meta = Meta {
        id: "chess-rows",
        aliases: &["hdu5724"],
        family: "staircase",
        title: "Chess (rows of 20 squares)",
        about: "Input: `T`, then T cases: `n`, then n rows, each `m` and the m occupied squares \
(1 to 20, distinct); a chessman moves right to the next empty square, jumping the run of \
chessmen in its way.\n\
Output: per case `YES` if Alice (first) wins, else `NO`.",
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
        options.judge_limit_here(sc, "the number of cases T", cases, 1, JUDGE_MAX_CASES)?;
        let mut rows: Vec<(u32, u32)> = Vec::new();
        for _ in 0..cases {
            let n = sc.u64("the number of rows n")?;
            options.judge_limit_here(sc, "the number of rows n", n, 1, JUDGE_MAX_ROWS)?;
            rows.clear();
            let mut x = 0u32;
            for _ in 0..n {
                let m = sc.u64_in("the number of chessmen m in a row", 0, u64::from(SQUARES))?;
                let mut mask = 0u32;
                // The first bad square (out of range, or repeated), in input order, is
                // reported in place of anything the read finds after it.
                let mut bad: Option<(u64, Position)> = None;
                let read = sc.u64_each_at(m, SQUARE, |v, at| {
                    if bad.is_some() {
                        return;
                    }
                    if v == 0 || v > u64::from(SQUARES) || mask >> (v - 1) & 1 == 1 {
                        bad = Some((v, at));
                    } else {
                        mask |= 1 << (v - 1);
                    }
                });
                match bad {
                    Some((v, at)) if v == 0 || v > u64::from(SQUARES) => {
                        return Err(read::out_of_range_at(sc, at, SQUARE, 1, SQUARES.into(), v));
                    }
                    Some((v, at)) => {
                        let expected = "a square not already occupied in this row";
                        return Err(sc.error_at(at, expected, &v.to_string()));
                    }
                    None => read?,
                }
                let value = row_value(mask);
                x ^= value;
                if S::MOVES {
                    rows.push((mask, value));
                }
            }
            if S::MOVES {
                let rows: &[(u32, u32)] = &rows;
                sink.emit(&WithMoves {
                    answer: answer(x),
                    moves: |r: &mut Report| report(r, rows, x),
                })?;
            } else {
                sink.emit(&answer(x))?;
            }
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(30, JUDGE_MAX_CASES, 20);
        gen.line(&[cases]);
        for _ in 0..cases {
            let n = match gen.size {
                Size::Small => gen.range(1, 2),
                Size::Judge => JUDGE_MAX_ROWS,
                Size::Huge => gen.range(1, 5000),
            };
            gen.line(&[n]);
            // Small rows keep to the last squares, so the search stays small.
            let first = if gen.size == Size::Small { 15 } else { 1 };
            for _ in 0..n {
                let mut squares: Vec<u64> = (first..=u64::from(SQUARES))
                    .filter(|_| gen.chance(1, 2))
                    .collect();
                // A run that reaches square 20 is stuck: a trap of the rule.
                if gen.chance(1, 4) {
                    squares.retain(|&q| q < 18);
                    squares.extend([18, 19, 20]);
                }
                // Any order.
                for i in (1..squares.len()).rev() {
                    let j = gen.range(0, i as u64) as usize;
                    squares.swap(i, j);
                }
                gen.num(squares.len() as u64);
                gen.line(&squares);
            }
        }
        true
    }
}
