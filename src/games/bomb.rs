//! `bomb-game` (HDU 2873): a 2-D Multi-SG game. A bomb at (i, j) (0-based) explodes into
//! bombs at (u, j) and (i, v) for chosen u < i, v < j; on row 0 into (0, v), on column 0
//! into (u, 0); two bombs on a cell vanish, and (0, 0) vanishes.
//!
//! `sg[i][0] = i`, `sg[0][j] = j`, `sg[i][j] = mex{sg[u][j] ⊕ sg[i][v] : u < i, v < j}`,
//! and a board is the xor over its bombs (two bombs on a cell are xor cancellation).
//! Values grow slowly (364 at 50 × 50, 3535 at 200 × 200) while a cell has i·j options,
//! so the mark buffer is sized by the option count but marks only values that can matter.

use grundy_engine::mex::Mex;
use grundy_engine::multi_sg::{LazyTable2, MexRule};

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

/// The number of [`explosions_worth`] for the bombs of one board, taken in reading order
/// (row by row, then by column): each column keeps a histogram of its values above the
/// current row, grown as the rows go down, so a bomb costs one pass over its row to the
/// left, matched against its column's histogram (each value v to the left pairs with the
/// column's values v ⊕ t): about 60,000 steps for a 50 × 50 board full of bombs.
pub struct ExplosionCounter<'t> {
    table: &'t LazyTable2<BombRule>,
    /// Per column, the histogram of its values on the rows `0..filled[j]`.
    columns: Vec<Vec<u32>>,
    filled: Vec<usize>,
    /// A power of two above every value of the board (xors stay below it).
    size: usize,
}

impl<'t> ExplosionCounter<'t> {
    /// A counter for a board of `rows` × `columns` cells, all covered by `table`.
    pub fn new(table: &'t LazyTable2<BombRule>, rows: usize, columns: usize) -> Self {
        let top = (0..rows)
            .flat_map(|i| table.row(i)[..columns].iter().copied())
            .max()
            .unwrap_or(0);
        ExplosionCounter {
            table,
            columns: vec![Vec::new(); columns],
            filled: vec![0; columns],
            size: (top as usize + 1).next_power_of_two(),
        }
    }

    /// The number of explosions of the bomb at (i, j) worth `t`. Bombs must come in reading
    /// order.
    pub fn count(&mut self, (i, j): (usize, usize), t: u32) -> u64 {
        if i == 0 || j == 0 {
            return u64::from((t as usize) < i.max(j));
        }
        // Every xor of two of the board's values is below its power of two.
        if t as usize >= self.size {
            return 0;
        }
        let histogram = &mut self.columns[j];
        if histogram.is_empty() {
            histogram.resize(self.size, 0);
        }
        for u in self.filled[j]..i {
            histogram[self.table.row(u)[j] as usize] += 1;
        }
        self.filled[j] = self.filled[j].max(i);
        let histogram = &self.columns[j];
        self.table.row(i)[..j]
            .iter()
            .map(|&r| u64::from(histogram[(r ^ t) as usize]))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::Exhaustive;
    use grundy_engine::multi_sg::LazyTable2;

    #[test]
    fn explosions_match_their_values() {
        let mut table = LazyTable2::new(BombRule);
        table.grow_to(24);
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
                    // A counter of its own (it needs its bombs in reading order), with a
                    // bomb above in the same column first.
                    let mut counter = ExplosionCounter::new(&table, i + 1, j + 1);
                    counter.count((i / 2, j), t ^ 1);
                    let n = want.len() as u64;
                    assert_eq!(counter.count((i, j), t), n, "({i}, {j}) t {t}");
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
