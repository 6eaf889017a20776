//! The splits with a rare part, marked for a block of [`HEAPS`] heaps at once (the
//! rare/common kernel's first step, turned on its side).
//!
//! Heap n's split (a, r − a) (r = n − k for a pair digit k) with a rare part a reads
//! g(a) ⊕ g(r − a). For the heaps n0 + i of a block and one rare a with
//! HEAPS ≤ a < r0 = n0 − k, the other parts r0 + i − a are consecutive heaps below n0,
//! already known: one rare heap's value is xored with a run of values and marked in one
//! row per heap, a loop with one load and one store a split, instead of reading the rare
//! list, the rare heap's value and the other part for every split of every heap. What is
//! left for each heap when its turn comes (the rare a below HEAPS or from r0 up, whose
//! other part lies in the block) is a few dozen splits: [`RareRows::rest`].

/// Heaps per block.
pub(super) const HEAPS: usize = 64;

/// Rows of marks, one per heap of the block `start..start + HEAPS`, each `stride` bytes.
pub(super) struct RareRows {
    rows: Vec<u8>,
    stride: usize,
    start: usize,
    /// False when there is no block (at first, after a release, or a new mask).
    built: bool,
}

/// What the rows are made from: the game's pair digits and rule, and the rare heaps.
pub(super) struct Splits<'a> {
    pub pairs: &'a [usize],
    pub unequal: bool,
    /// Heaps a ≥ 1 whose value is rare, ascending.
    pub rare: &'a [u32],
}

impl RareRows {
    pub(super) fn new() -> Self {
        RareRows {
            rows: Vec::new(),
            stride: 0,
            start: 0,
            built: false,
        }
    }

    /// Forgets the block (the rare heaps were listed again) and frees its rows.
    pub(super) fn release(&mut self) {
        *self = RareRows::new();
    }

    /// Copies into `hit` (cleared) the marks of heap n = values.len() for the splits with
    /// a rare part a, HEAPS ≤ a < n0 − k, making the block from n when n is not in it.
    /// Every value below `stride` fits `hit`.
    pub(super) fn copy_row(
        &mut self,
        values: &[u32],
        splits: &Splits,
        stride: usize,
        hit: &mut [u8],
    ) {
        let n = values.len();
        if !(self.built && self.start <= n && n < self.start + HEAPS) {
            self.build(values, splits, stride);
        }
        let row = &self.rows[(n - self.start) * self.stride..][..self.stride];
        hit[..self.stride].copy_from_slice(row);
        hit[self.stride..].fill(0);
    }

    #[inline(never)]
    fn build(&mut self, values: &[u32], splits: &Splits, stride: usize) {
        let n0 = values.len();
        self.start = n0;
        self.stride = stride;
        self.built = true;
        self.rows.clear();
        self.rows.resize(HEAPS * stride, 0);
        let first = splits.rare.partition_point(|&a| (a as usize) < HEAPS);
        for &k in splits.pairs {
            let Some(r0) = n0.checked_sub(k) else {
                continue;
            };
            let end = splits.rare.partition_point(|&a| (a as usize) < r0);
            for &a in &splits.rare[first..end.max(first)] {
                let a = a as usize;
                let ga = values[a];
                // Heap n0 + i splits r0 + i into a and r0 + i − a.
                let others = &values[r0 - a..r0 - a + HEAPS];
                // The equal split r0 + i = 2a is no move with `unequal`.
                let skip = (2 * a)
                    .checked_sub(r0)
                    .filter(|&i| splits.unequal && i < HEAPS);
                let rows = &mut self.rows[..];
                // ga ⊕ b < cap < stride: each mark stays in its heap's row.
                let mut mark = |i: usize| rows[i * stride + (ga ^ others[i]) as usize] = 1;
                match skip {
                    None => (0..HEAPS).for_each(&mut mark),
                    Some(s) => (0..s).chain(s + 1..HEAPS).for_each(&mut mark),
                }
            }
        }
    }

    /// Marks in `hit` heap n's splits with a rare part the block left out: a < HEAPS, or
    /// a ≥ n0 − k (n0 the block's first heap).
    pub(super) fn rest(&self, values: &[u32], splits: &Splits, hit: &mut [u8]) {
        let n = values.len();
        let first = splits.rare.partition_point(|&a| (a as usize) < HEAPS);
        for &k in splits.pairs {
            if n < k + 2 {
                continue;
            }
            let r = n - k;
            let r0 = self.start.saturating_sub(k);
            let from = splits.rare.partition_point(|&a| (a as usize) < r0);
            let low = &splits.rare[..first];
            let high = &splits.rare[from.max(first)..];
            for &a in low.iter().chain(high) {
                let a = a as usize;
                if a >= r {
                    break;
                }
                if !(splits.unequal && 2 * a == r) {
                    hit[(values[a] ^ values[r - a]) as usize] = 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

        /// The rows and the rest mark exactly the splits with a rare part, heap by heap
        /// through a block and into the next: pair digits k ≥ 0 (n0 − k below HEAPS
        /// too), equal splits in and out, rare heaps added inside the block.
        #[test]
        fn rows_and_rest_mark_the_rare_splits(
            values in prop::collection::vec(0u32..64, 1..420),
            rare_bits in prop::collection::vec(prop::bool::weighted(0.15), 420),
            pairs in prop::sample::subsequence(vec![0usize, 1, 2, 5], 1..4),
            unequal in any::<bool>(),
            start in 0usize..300,
        ) {
            let len = values.len();
            let rare_all: Vec<u32> = (1..len as u32).filter(|&a| rare_bits[a as usize]).collect();
            let mut rows = RareRows::new();
            for n in start.min(len - 1)..len {
                // The rare heaps known when heap n is computed: those below n.
                let rare = &rare_all[..rare_all.partition_point(|&a| (a as usize) < n)];
                let splits = Splits { pairs: &pairs, unequal, rare };
                let g = &values[..n];
                let mut hit = vec![7u8; 128];
                rows.copy_row(g, &splits, 128, &mut hit);
                rows.rest(g, &splits, &mut hit);
                let mut want = vec![0u8; 128];
                for &k in &pairs {
                    if n < k + 2 {
                        continue;
                    }
                    let r = n - k;
                    for a in rare.iter().map(|&a| a as usize).filter(|&a| a < r) {
                        if !(unequal && 2 * a == r) {
                            want[(g[a] ^ g[r - a]) as usize] = 1;
                        }
                    }
                }
                prop_assert_eq!(hit, want, "heap {}", n);
            }
        }
    }
}
