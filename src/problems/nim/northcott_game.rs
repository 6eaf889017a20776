//! `grundy northcott-game`: Northcott Game (HDU 1730).
//!
//! Input: cases until end of input (blank lines may separate them): `n m`, then n lines
//! `T J`, the columns of Tom's and Jerry's pieces in a row. Output: `I WIN!` if Tom (first)
//! wins, else `BAD LUCK!`. Tom wins iff the xor of the gaps |T − J| − 1 is non-zero (Nim on
//! the gaps, see `games::northcott`).

use std::fmt::Write as _;
use std::io::Read;

use crate::gen::{Gen, Size};
use crate::read;
use crate::{After, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::northcott::{gap, winning_square};
use grundy_io::error::Result;
use grundy_io::scan::Position;
use grundy_io::scan::Scanner;

/// HDU 1730's limits, enforced by `--strict`.
const JUDGE_MAX_ROWS: u64 = 1000;
const JUDGE_MIN_COLS: u64 = 2;
const JUDGE_MAX_COLS: u64 = 100;

const TOM: &str = "Tom's column T";
const JERRY: &str = "Jerry's column J";

pub struct NorthcottGame;

#[inline(always)]
fn answer(x: u64) -> Valued {
    Valued {
        value: u128::from(x),
        win: b"I WIN!\n",
        lose: b"BAD LUCK!\n",
    }
}

/// The report of a board of `m` columns with `rows` (T, J): per row at most one winning
/// move of Tom's piece, advancing or retreating (see `games::northcott`). The position after
/// it has Jerry to move, which the input says by swapping the two columns of every row.
fn report(r: &mut Report, m: u64, rows: &[(u64, u64)], x: u64) {
    let p = r.position();
    p.wins(x != 0).fact("xor of the gaps", x);
    for (i, &(t, j)) in rows.iter().enumerate() {
        let Some(to) = winning_square(m, t, j, x) else {
            continue;
        };
        let dir = if to.abs_diff(j) < t.abs_diff(j) {
            "advance"
        } else {
            "retreat"
        };
        p.add(
            || format!("row {}: {dir} Tom's piece from {t} to {to}", i + 1),
            || {
                let mut s = format!("{} {m}\n", rows.len());
                for (k, &(t, j)) in rows.iter().enumerate() {
                    let t = if k == i { to } else { t };
                    let _ = writeln!(s, "{j} {t}");
                }
                After::Input(s)
            },
        );
    }
}

impl Solve for NorthcottGame {
    const META: Meta = Meta {
        id: "northcott-game",
        aliases: &["hdu1730"],
        family: "nim",
        title: "Northcott Game",
        about: "Input: cases until end of input: `n m` (n rows, m columns), then n lines `T J`, \
the columns of Tom's and Jerry's pieces in a row (1 <= T, J <= m, T != J); a player moves \
one of his pieces along its row without jumping the other.\n\
Output: per case `I WIN!` if Tom (first) wins, else `BAD LUCK!`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut rows: Vec<(u64, u64)> = Vec::new();
        while let Some(n) = sc.u64_or_end("the number of rows n")? {
            options.judge_limit_here(sc, "the number of rows n", n, 1, JUDGE_MAX_ROWS)?;
            let m = sc.u64_in("the number of columns m", 1, u64::MAX)?;
            options.judge_limit_here(
                sc,
                "the number of columns m",
                m,
                JUDGE_MIN_COLS,
                JUDGE_MAX_COLS,
            )?;
            rows.clear();
            let mut x = 0u64;
            let mut t = 0u64;
            // The first column out of range, or J on T's square, in input order, is
            // reported in place of anything the read finds after it.
            let mut bad: Option<(u64, Position, bool)> = None;
            let read = read::u64_pairs(sc, n, [TOM, JERRY], |v, at, second| {
                if bad.is_some() {
                    return;
                }
                if v == 0 || v > m || second && v == t {
                    bad = Some((v, at, second));
                } else if !second {
                    t = v;
                } else {
                    x ^= gap(t, v);
                    if S::MOVES {
                        rows.push((t, v));
                    }
                }
            });
            match bad {
                Some((v, at, second)) if v == 0 || v > m => {
                    let what = if second { JERRY } else { TOM };
                    return Err(read::out_of_range_at(sc, at, what, 1, m, v));
                }
                Some((v, at, _)) => {
                    let expected =
                        format!("{JERRY} other than Tom's {v} (two pieces on one square)");
                    return Err(sc.error_at(at, &expected, &v.to_string()));
                }
                None => read?,
            }
            if S::MOVES {
                let rows: &[(u64, u64)] = &rows;
                sink.emit(&WithMoves {
                    answer: answer(x),
                    moves: |r: &mut Report| report(r, m, rows, x),
                })?;
            } else {
                sink.emit(&answer(x))?;
            }
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for case in 0..gen.case_count(30, 20, 20) {
            let (n, m) = match gen.size {
                Size::Small => (gen.range(1, 3), gen.range(JUDGE_MIN_COLS, 6)),
                Size::Judge => (JUDGE_MAX_ROWS, JUDGE_MAX_COLS),
                Size::Huge => (gen.range(0, 2000), gen.value(u64::MAX).max(2)),
            };
            // The statement: cases may be separated by blank lines.
            if case > 0 && gen.chance(1, 3) {
                gen.end_line();
            }
            gen.line(&[n, m]);
            for _ in 0..n {
                let t = gen.range(1, m);
                let j = match gen.range(0, 3) {
                    // Adjacent pieces: a gap of 0.
                    0 if t < m => t + 1,
                    0 => t - 1,
                    _ => {
                        let j = gen.range(1, m - 1);
                        if j >= t {
                            j + 1
                        } else {
                            j
                        }
                    }
                };
                gen.line(&[t, j]);
            }
        }
        true
    }
}
