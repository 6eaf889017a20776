//! `bomb-game` (HDU 2873): a 2-D Multi-SG game. A bomb at (i, j) (0-based) explodes into
//! bombs at (u, j) and (i, v) for chosen u < i, v < j; on row 0 into (0, v), on column 0
//! into (u, 0); two bombs on a cell vanish, and (0, 0) vanishes.
//!
//! `sg[i][0] = i`, `sg[0][j] = j`, `sg[i][j] = mex{sg[u][j] ⊕ sg[i][v] : u < i, v < j}`,
//! and a board is the xor over its bombs (two bombs on a cell are xor cancellation).
//! Values grow slowly (364 at 50 × 50, 3535 at 200 × 200) while a cell has i·j options,
//! so the mark buffer is sized by the option count but marks only values that can matter.

use crate::engine::mex::Mex;
use crate::engine::multi_sg::{LazyTable2, MexRule};

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

/// The explosions of the bomb at (i, j) (0-based) that leave what it becomes worth `t`,
/// each as the cells of the new bombs, ((u, j), (i, v)) ascending by u then v; on row 0 or
/// column 0 the one new bomb is given twice. A bomb becoming (u, j) and (i, v) is worth
/// sg[u][j] ⊕ sg[i][v] (two bombs on one cell cancel, as a xor does); on row 0 it becomes
/// (0, v), worth v, and on column 0 (u, 0), worth u. `table` must cover (i, j).
pub fn explosions_worth(
    table: &LazyTable2<BombRule>,
    (i, j): (usize, usize),
    t: u32,
) -> impl Iterator<Item = [(usize, usize); 2]> + '_ {
    let value = move |a: usize, b: usize| table.known(a, b).expect("the table covers the bomb");
    let line = match (i, j) {
        (0, _) => (t as usize) < j,
        (_, 0) => (t as usize) < i,
        _ => false,
    };
    let single = line.then(|| {
        let to = if i == 0 {
            (0, t as usize)
        } else {
            (t as usize, 0)
        };
        [to, to]
    });
    let pairs = (i > 0 && j > 0).then(move || {
        (0..i).flat_map(move |u| {
            let want = t ^ value(u, j);
            (0..j)
                .filter(move |&v| value(i, v) == want)
                .map(move |v| [(u, j), (i, v)])
        })
    });
    single.into_iter().chain(pairs.into_iter().flatten())
}

/// The number of [`explosions_worth`], in O(i + j): the column's values above the bomb are
/// counted by value, then each value to its left is matched against them. `counts` is a
/// scratch histogram (left zeroed).
pub fn count_explosions_worth(
    table: &LazyTable2<BombRule>,
    (i, j): (usize, usize),
    t: u32,
    counts: &mut Vec<u32>,
) -> u64 {
    let value = |a: usize, b: usize| table.known(a, b).expect("the table covers the bomb");
    match (i, j) {
        (0, _) => u64::from((t as usize) < j),
        (_, 0) => u64::from((t as usize) < i),
        _ => {
            let row = &table.row(i)[..j];
            let top = (0..i)
                .map(|u| value(u, j))
                .chain(row.iter().copied())
                .max()
                .unwrap_or(0);
            // Xors of values below 2^k stay below 2^k.
            let size = (top.max(t) as usize + 1).next_power_of_two();
            if counts.len() < size {
                counts.resize(size, 0);
            }
            for u in 0..i {
                counts[value(u, j) as usize] += 1;
            }
            let n = row
                .iter()
                .map(|&r| u64::from(counts[(r ^ t) as usize]))
                .sum();
            for u in 0..i {
                counts[value(u, j) as usize] = 0;
            }
            n
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::impartial::Exhaustive;
    use crate::engine::multi_sg::LazyTable2;

    #[test]
    fn explosions_match_their_values() {
        let mut table = LazyTable2::new(BombRule);
        table.grow_to(24);
        let mut counts = Vec::new();
        for i in 0..24 {
            for j in 0..24 {
                for t in 0..40u32 {
                    let mut want = Vec::new();
                    if i == 0 || j == 0 {
                        for k in 0..i.max(j) {
                            let to = if i == 0 { (0, k) } else { (k, 0) };
                            if k as u32 == t {
                                want.push([to, to]);
                            }
                        }
                    } else {
                        for u in 0..i {
                            for v in 0..j {
                                if table.known(u, j).unwrap() ^ table.known(i, v).unwrap() == t {
                                    want.push([(u, j), (i, v)]);
                                }
                            }
                        }
                    }
                    let got: Vec<_> = explosions_worth(&table, (i, j), t).collect();
                    assert_eq!(got, want, "({i}, {j}) t {t}");
                    let n = count_explosions_worth(&table, (i, j), t, &mut counts);
                    assert_eq!(n, want.len() as u64);
                    assert!(counts.iter().all(|&c| c == 0));
                }
            }
        }
    }

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
