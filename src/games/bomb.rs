//! `bomb-game` (HDU 2873): a 2-D Multi-SG game. A bomb at (i, j) (0-based) explodes into
//! bombs at (u, j) and (i, v) for chosen u < i, v < j; on row 0 into (0, v), on column 0
//! into (u, 0); two bombs on a cell vanish, and (0, 0) vanishes.
//!
//! `sg[i][0] = i`, `sg[0][j] = j`, `sg[i][j] = mex{sg[u][j] ⊕ sg[i][v] : u < i, v < j}`,
//! and a board is the xor over its bombs (two bombs on a cell are xor cancellation).
//! Values grow slowly (364 at 50 × 50, 3535 at 200 × 200) while a cell has i·j options,
//! so the mark buffer is sized by the option count but marks only values that can matter.

use crate::engine::mex::Mex;
use crate::engine::multi_sg::MexRule;

pub struct BombRule;

impl MexRule for BombRule {
    fn cell(&self, i: usize, j: usize, rows: &[Vec<u32>], column: &[u32], mex: &mut Mex) -> u32 {
        if i == 0 {
            return j as u32;
        }
        if j == 0 {
            return i as u32;
        }
        // The mex is at most the largest value + 1 that can be formed, and at most i·j;
        // xors of values below 2^k stay below 2^k, so a buffer up to that bound suffices.
        let top = rows[i][..j]
            .iter()
            .chain(column)
            .copied()
            .max()
            .unwrap_or(0);
        let range = (u64::from(top) + 1).next_power_of_two() as usize;
        mex.start((i * j).min(range));
        for &r in &rows[i][..j] {
            for &c in column {
                mex.mark(u64::from(r ^ c));
            }
        }
        mex.value() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::impartial::Exhaustive;
    use crate::engine::multi_sg::LazyTable2;

    /// Exhaustive play on a 3 × 4 board: a position is the set of cells holding a bomb.
    #[test]
    fn boards_match_search() {
        const ROWS: usize = 3;
        const COLS: usize = 4;
        let bit = |i: usize, j: usize| 1u32 << (i * COLS + j);
        let mut search = Exhaustive::from_fn(move |&bombs: &u32| {
            let mut out = Vec::new();
            for i in 0..ROWS {
                for j in 0..COLS {
                    if bombs & bit(i, j) == 0 || (i, j) == (0, 0) {
                        continue;
                    }
                    let rest = bombs ^ bit(i, j);
                    let mut push = |next: u32| out.push(next & !bit(0, 0));
                    if i > 0 && j > 0 {
                        for u in 0..i {
                            for v in 0..j {
                                push(rest ^ bit(u, j) ^ bit(i, v));
                            }
                        }
                    } else if i == 0 {
                        (0..j).for_each(|v| push(rest ^ bit(0, v)));
                    } else {
                        (0..i).for_each(|u| push(rest ^ bit(u, 0)));
                    }
                }
            }
            out
        });
        let mut table = LazyTable2::new(BombRule);
        for bombs in 0u32..1 << (ROWS * COLS) {
            if bombs & bit(0, 0) != 0 {
                continue;
            }
            let mut x = 0;
            for i in 0..ROWS {
                for j in 0..COLS {
                    if bombs & bit(i, j) != 0 {
                        x ^= u64::from(table.get(i, j));
                    }
                }
            }
            assert_eq!(x, search.grundy(&bombs), "bombs {bombs:b}");
        }
    }

    /// The largest values the contract quotes (a buffer too small would show here).
    #[test]
    fn largest_values() {
        let mut table = LazyTable2::new(BombRule);
        table.grow_to(50);
        let max = (0..50)
            .flat_map(|i| (0..50).map(move |j| (i, j)))
            .map(|(i, j)| table.known(i, j).unwrap())
            .max();
        assert_eq!(max, Some(364));
        table.grow_to(100);
        let max = (0..100)
            .flat_map(|i| (0..100).map(move |j| (i, j)))
            .map(|(i, j)| table.known(i, j).unwrap())
            .max();
        assert_eq!(max, Some(1040));
        table.grow_to(200);
        let max = (0..200)
            .flat_map(|i| (0..200).map(move |j| (i, j)))
            .map(|(i, j)| table.known(i, j).unwrap())
            .max();
        assert_eq!(max, Some(3535));
    }
}
