//! `grundy bomb-game`: bombs that explode into two smaller ones, a 2-D Multi-SG game
//! (HDU 2873).
//!
//! Input: boards until `0 0` (or end of input): `n m`, then n row tokens of m characters
//! `.` or `#` (a bomb). Output: `John` (the first player wins) or `Jack`. Sides up to 200;
//! the value table is grown lazily to the farthest bomb seen and kept.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_engine::multi_sg::LazyTable2;
use grundy_games::bomb::{explosions_worth, BombRule, ExplosionCounter};
use grundy_io::error::{Error, Result};
use grundy_io::scan::{token_len, Scanner};

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
            // A move report needs the bombs themselves.
            let warm = !S::MOVES && table.side() >= n.max(m) as usize;
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
            let answer = Valued {
                value: value.into(),
                win: b"John\n",
                lose: b"Jack\n",
            };
            if S::MOVES {
                let (table, bombs) = (&table, &bombs[..]);
                let size = (n as usize, m as usize);
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, table, bombs, size, value),
                })?;
            } else {
                sink.emit(&answer)?;
            }
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

/// The move report of a board of value `x`: per bomb in reading order (row by row), its
/// explosions that leave the board worth 0 ([`explosions_worth`]), by the row of the bomb
/// sent up, then the column of the one sent left. Cells are written 1-based (row, column).
fn report(
    r: &mut Report,
    table: &LazyTable2<BombRule>,
    bombs: &[(u16, u16)],
    (n, m): (usize, usize),
    x: u32,
) {
    let p = r.position();
    p.wins(x != 0).fact("Grundy value", x);
    if x == 0 {
        return;
    }
    // The square the bombs reach, which the table covers (the board may be larger).
    let side = bombs
        .iter()
        .map(|&(i, j)| usize::from(i.max(j)) + 1)
        .max()
        .unwrap_or(0);
    let mut counter = ExplosionCounter::new(table, side, side);
    let mut total = 0u128;
    for &(i, j) in bombs {
        let at = (usize::from(i), usize::from(j));
        let t = x ^ table
            .known(at.0, at.1)
            .expect("the table covers every bomb");
        let count = counter.count(at, t);
        total += u128::from(count);
        // Listing walks the bomb's i · j explosions: only for bombs that have one.
        if count == 0 || !p.wants() {
            continue;
        }
        for [a, b] in explosions_worth(table, at, t) {
            if !p.wants() {
                break;
            }
            p.add(
                || {
                    let cell = |(i, j): (usize, usize)| format!("({}, {})", i + 1, j + 1);
                    let into = if a == b {
                        cell(a)
                    } else {
                        format!("{} and {}", cell(a), cell(b))
                    };
                    format!("explode the bomb at {} into {into}", cell(at))
                },
                || {
                    let mut board = vec![vec![b'.'; m]; n];
                    for &(i, j) in bombs {
                        board[usize::from(i)][usize::from(j)] = b'#';
                    }
                    board[at.0][at.1] = b'.';
                    let new = if a == b { vec![a] } else { vec![a, b] };
                    // Two bombs on a cell vanish; a bomb reaching (1, 1) vanishes.
                    for (i, j) in new.into_iter().filter(|&c| c != (0, 0)) {
                        board[i][j] = if board[i][j] == b'#' { b'.' } else { b'#' };
                    }
                    let mut case = format!("{n} {m}\n");
                    for row in board {
                        case.push_str(std::str::from_utf8(&row).expect("ASCII"));
                        case.push('\n');
                    }
                    case.push_str("0 0\n");
                    After::Input(case)
                },
            );
        }
    }
    p.total(total);
}
