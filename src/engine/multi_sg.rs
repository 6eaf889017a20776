//! Multi-SG: games where a move may split one component into several. A split position is
//! a sum, so it is worth the xor of its parts, and a component's value is the mex over
//! those xors as usual.
//!
//! Two pieces:
//! - [`take_or_split_table`]: the value of one heap under "remove any positive number of
//!   objects, or split the heap into exactly `parts` non-empty heaps", by definition. It is
//!   the table the closed forms of `nim-or-not` (2 parts) and `simple-nim` (3 parts) are
//!   proven against; it costs about n² · parts · (value range / 64) word operations.
//! - [`LazyTable2`]: a square table of values defined by a mex rule over cells above and to
//!   the left, grown on demand and kept, for the 2-D Multi-SG games (`bomb-game`,
//!   `cutting-game`).

use super::mex::Mex;

/// Values of heaps 0..=n under take-or-split-into-`parts` (parts ≥ 2).
pub fn take_or_split_table(n: usize, parts: usize) -> Vec<u64> {
    assert!(parts >= 2, "a split makes at least two heaps");
    // Values stay below 2(n + 1) for these games; sets of xors are bitsets over a power of
    // two range, so the xor of two values in range stays in range.
    let range = (2 * (n + 1)).next_power_of_two().max(64);
    let words = range / 64;
    let mut sg = vec![0u64; n + 1];
    // reach[j][x]: the set of xors of j heap values whose sizes are ≥ 1 and sum to x, for
    // j = 1..parts-1 (the split's first part is enumerated directly).
    let mut reach: Vec<Vec<Vec<u64>>> = vec![vec![vec![0u64; words]; n + 1]; parts];
    let mut mex = Mex::new();
    for x in 1..=n {
        // Options: removals reach every smaller heap; splits reach xor sets.
        let mut seen = vec![0u64; words];
        for &value in &sg[..x] {
            let v = value as usize;
            seen[v / 64] |= 1 << (v % 64);
        }
        // Split x = a + (the other parts-1 parts summing to x - a), a ≥ 1.
        for a in 1..x {
            let va = sg[a] as usize;
            let rest = &reach[parts - 1][x - a];
            for (w, &bits) in rest.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let v = (w * 64 + b) ^ va;
                    seen[v / 64] |= 1 << (v % 64);
                }
            }
        }
        let count = seen.iter().map(|w| w.count_ones() as usize).sum();
        mex.start(count);
        for (w, &bits) in seen.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                mex.mark((w * 64 + b) as u64);
            }
        }
        sg[x] = mex.value();
        assert!((sg[x] as usize) < range, "value range estimate exceeded");
        // Now that sg[x] is known, the reach sets for the sum x can be filled.
        let v = sg[x] as usize;
        reach[1][x][v / 64] |= 1 << (v % 64);
        for j in 2..parts {
            // j heaps summing to x: first heap a ≥ 1, the other j-1 summing to x - a.
            let mut set = vec![0u64; words];
            for a in 1..x {
                let va = sg[a] as usize;
                for (w, &bits) in reach[j - 1][x - a].iter().enumerate() {
                    let mut bits = bits;
                    while bits != 0 {
                        let b = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let u = (w * 64 + b) ^ va;
                        set[u / 64] |= 1 << (u % 64);
                    }
                }
            }
            reach[j][x] = set;
        }
    }
    sg
}

/// A mex rule over a square table: the value of cell (i, j) from cells (u, j), u < i, and
/// (i, v), v < j, which [`LazyTable2`] guarantees are already known.
pub trait MexRule {
    /// The value of cell (i, j). `rows[r][c]` holds every known cell; `column` holds
    /// `rows[0..i][j]`, gathered into one contiguous slice for speed.
    fn cell(&self, i: usize, j: usize, rows: &[Vec<u32>], column: &[u32], mex: &mut Mex) -> u32;
}

/// A lazily grown, cached square table of a [`MexRule`]: [`LazyTable2::get`] grows it to
/// cover the cell asked for and keeps everything computed for later queries.
pub struct LazyTable2<R> {
    rule: R,
    rows: Vec<Vec<u32>>,
    /// The same cells by column (`cols[j][i] == rows[i][j]`), so a rule reads the column
    /// above a cell as one contiguous slice instead of gathering it per cell.
    cols: Vec<Vec<u32>>,
    /// The table covers 0..side × 0..side.
    side: usize,
    mex: Mex,
}

impl<R: MexRule> LazyTable2<R> {
    pub fn new(rule: R) -> Self {
        LazyTable2 {
            rule,
            rows: Vec::new(),
            cols: Vec::new(),
            side: 0,
            mex: Mex::new(),
        }
    }

    /// How many rows and columns are known.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Makes the table cover 0..side × 0..side. Cells are computed row by row, left to
    /// right, so every cell above or to the left of a new cell is known before it.
    pub fn grow_to(&mut self, side: usize) {
        if side <= self.side {
            return;
        }
        let old = self.side;
        for line in self.rows.iter_mut().chain(self.cols.iter_mut()) {
            line.reserve(side - old);
        }
        self.rows.resize_with(side, || Vec::with_capacity(side));
        self.cols.resize_with(side, || Vec::with_capacity(side));
        for i in 0..side {
            let from = if i < old { old } else { 0 };
            for j in from..side {
                // Rows are filled in order, so column j holds exactly rows 0..i here.
                debug_assert_eq!(self.cols[j].len(), i);
                let v = self
                    .rule
                    .cell(i, j, &self.rows, &self.cols[j], &mut self.mex);
                self.rows[i].push(v);
                self.cols[j].push(v);
            }
        }
        self.side = side;
    }

    /// The value of cell (i, j), growing the table if needed.
    pub fn get(&mut self, i: usize, j: usize) -> u32 {
        self.grow_to(i.max(j) + 1);
        self.rows[i][j]
    }

    /// The values of row i (covered: i < side), one per covered column.
    pub fn row(&self, i: usize) -> &[u32] {
        &self.rows[i]
    }

    /// The value of a cell already covered (no growth).
    pub fn known(&self, i: usize, j: usize) -> Option<u32> {
        self.rows.get(i).and_then(|r| r.get(j)).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Exhaustive;
    use proptest::prelude::*;

    /// One heap under take-or-split by exhaustive search: a position is a sorted multiset.
    fn search_values(n: u64, parts: usize) -> Vec<u64> {
        fn splits(x: u64, parts: usize, min: u64, out: &mut Vec<Vec<u64>>, acc: &mut Vec<u64>) {
            if parts == 1 {
                if x >= min {
                    acc.push(x);
                    out.push(acc.clone());
                    acc.pop();
                }
                return;
            }
            for a in min..=x {
                acc.push(a);
                splits(x - a, parts - 1, a, out, acc);
                acc.pop();
            }
        }
        let mut search = Exhaustive::from_fn(move |heaps: &Vec<u64>| {
            let mut out = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                let mut rest = heaps.clone();
                rest.remove(i);
                let mut results: Vec<Vec<u64>> = (0..h)
                    .map(|t| if t == 0 { vec![] } else { vec![t] })
                    .collect();
                splits(h, parts, 1, &mut results, &mut Vec::new());
                for r in results {
                    let mut next = rest.clone();
                    next.extend(r);
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        });
        (0..=n)
            .map(|h| search.grundy(&if h == 0 { vec![] } else { vec![h] }))
            .collect()
    }

    #[test]
    fn table_matches_search() {
        assert_eq!(take_or_split_table(24, 2), search_values(24, 2));
        assert_eq!(take_or_split_table(20, 3), search_values(20, 3));
        assert_eq!(take_or_split_table(16, 4), search_values(16, 4));
    }

    /// A rule with a known answer: "mex of the cells before it in its row and column" is
    /// the sum of two Nim heaps i and j, worth i xor j.
    struct RookRule;
    impl MexRule for RookRule {
        fn cell(
            &self,
            i: usize,
            j: usize,
            rows: &[Vec<u32>],
            column: &[u32],
            mex: &mut Mex,
        ) -> u32 {
            mex.start(i + j);
            for &v in column {
                mex.mark(u64::from(v));
            }
            for &v in &rows[i][..j] {
                mex.mark(u64::from(v));
            }
            mex.value() as u32
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        /// Growing in any order of queries gives the same cells as one big table.
        #[test]
        fn lazy_growth_is_order_independent(queries in prop::collection::vec((0usize..20, 0usize..20), 1..10)) {
            let mut lazy = LazyTable2::new(RookRule);
            for &(i, j) in &queries {
                prop_assert_eq!(lazy.get(i, j), (i ^ j) as u32);
            }
            for i in 0..lazy.side() {
                for j in 0..lazy.side() {
                    prop_assert_eq!(lazy.known(i, j), Some((i ^ j) as u32));
                }
            }
        }
    }
}
