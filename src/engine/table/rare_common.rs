//! Games whose moves split a heap in two: the rare/common ("sparse space") kernel, for
//! octal codes and for Grundy's game (splits into unequal heaps only).

use super::code::{digits_with, split_values};
use super::error::TableError;
use super::lanes::Lanes;
use super::rare_rows::{RareRows, Splits};

/// Octal codes whose splits leave two heaps: the rare/common method of Gangolli and
/// Plambeck (1989), in our own words.
///
/// A mask M splits values into two classes by the parity of the bits of v & M: class 1
/// ("common") and class 0 ("rare", which holds 0). The xor of two common values is rare, so
/// a split g(a) ⊕ g(b) can be a common value only if a or b is a rare heap. With M chosen
/// so that rare heaps are few, the splits involving a rare heap are all marked (one per
/// rare heap), which finds c, the least common value that is not an option. The mex is c
/// unless some rare value below c is missing too; those few candidates are then looked for
/// among all splits, stopping as soon as each is found (usually after a few pairs; the
/// last few after thousands, which [`Lanes`] compares in SIMD blocks). The splits with a
/// rare part are marked for a block of heaps at once ([`RareRows`]).
/// The mask is chosen again whenever the table doubles, as the one with the most common
/// heaps so far. Nothing here needs the two parts of a split to be allowed equal: with
/// `unequal` (Grundy's game) the split of r into r/2 + r/2 is left out everywhere.
pub(super) struct RareCommonKernel {
    digits: Vec<u8>,
    unequal: bool,
    singles: Vec<usize>,
    pairs: Vec<usize>,
    mask: u32,
    /// Heaps a ≥ 1 whose value is rare, ascending.
    rare: Vec<u32>,
    /// How many heaps ≥ 1 have each value.
    histogram: Vec<u64>,
    next_choice: usize,
    /// One byte per value below `cap` (and one for `cap`): the marks of the options,
    /// stores with no read-modify-write chain between them.
    hit: Vec<u8>,
    cap: u64,
    /// The values in narrow lanes, for the search of the last wanted values.
    lanes: Lanes,
    /// The splits with a rare part, marked a block of heaps at a time.
    rows: RareRows,
    /// Steps since the table last collected them (see [`super::GrundyTable::work`]).
    pub(super) steps: u64,
}

impl RareCommonKernel {
    pub(super) fn new(digits: &[u8]) -> Self {
        let with = |bit: u8| digits_with(digits, bit);
        let mut kernel = RareCommonKernel {
            digits: digits.to_vec(),
            unequal: false,
            singles: with(2),
            pairs: with(4),
            mask: 0,
            rare: Vec::new(),
            histogram: Vec::new(),
            next_choice: 16,
            hit: Vec::new(),
            cap: 64,
            lanes: Lanes::new(),
            rows: RareRows::new(),
            steps: 0,
        };
        kernel.resize();
        kernel
    }

    /// The same game with splits into two equal heaps forbidden.
    pub(super) fn unequal_splits(mut self) -> Self {
        self.unequal = true;
        self
    }

    fn is_common(&self, v: u32) -> bool {
        (v & self.mask).count_ones() % 2 == 1
    }

    /// Sizes the marks for `cap` (plus one for a mex equal to it).
    fn resize(&mut self) {
        self.hit.resize(self.cap as usize + 1, 0);
    }

    /// Takes the mask with the most common heaps so far, and lists the rare heaps again.
    fn choose_mask(&mut self, values: &[u32]) {
        let count_rare = |mask: u32| -> u64 {
            self.histogram
                .iter()
                .enumerate()
                .filter(|&(v, _)| (v as u32 & mask).count_ones() % 2 == 0)
                .map(|(_, &c)| c)
                .sum()
        };
        let best = (1..self.cap as u32)
            .map(|mask| (count_rare(mask), mask))
            .min()
            .map_or(0, |(_, mask)| mask);
        self.steps += self.cap * self.histogram.len() as u64;
        if best != self.mask {
            self.mask = best;
            self.rare = (1..values.len() as u32)
                .filter(|&a| !self.is_common(values[a as usize]))
                .collect();
            self.rows.release();
            self.resize();
        }
    }

    /// Every option marked, one byte per value, and the mex read off: for dense values
    /// (Treblecross), where a quarter or more of the heaps are rare whatever the mask.
    fn mex_dense(&mut self, values: &[u32]) -> u64 {
        self.hit.fill(0);
        self.mark_one_heap_options(values);
        let n = values.len();
        let hit = &mut self.hit;
        for &k in &self.pairs {
            if n >= k + 2 {
                for x in split_values(values, n - k, self.unequal) {
                    hit[x as usize] = 1;
                }
                self.steps += (n - k) as u64 / 2;
            }
        }
        hit.iter().position(|&h| h == 0).unwrap_or(hit.len()) as u64
    }

    /// Marks the options that leave at most one heap: the whole heap taken (bit 0 of digit
    /// n) and k taken for every single-heap digit k.
    fn mark_one_heap_options(&mut self, values: &[u32]) {
        let n = values.len();
        let hit = &mut self.hit;
        self.steps += (hit.len() + self.singles.len()) as u64;
        if n < self.digits.len() && self.digits[n] & 1 != 0 {
            hit[0] = 1;
        }
        for &k in &self.singles {
            if n > k {
                hit[values[n - k] as usize] = 1;
            }
        }
    }

    /// Frees the narrow copy of the values (rebuilt from the table when needed).
    pub(super) fn release(&mut self) {
        self.lanes.release();
        self.rows.release();
    }

    pub(super) fn push_next(&mut self, values: &mut Vec<u32>) -> Result<(), TableError> {
        let n = values.len();
        if n == self.next_choice {
            self.choose_mask(values);
            self.next_choice *= 2;
        }
        let mex = if self.rare.len() * 4 > n {
            self.mex_dense(values)
        } else {
            self.mex_sparse(values)
        };
        let value = u32::try_from(mex)
            .ok()
            .filter(|&v| v < u32::MAX / 2)
            .ok_or(TableError::ValueTooLarge { heap: n as u64 })?;
        values.push(value);
        if n >= 1 {
            let v = value as usize;
            if self.histogram.len() <= v {
                self.histogram.resize(v + 1, 0);
            }
            self.histogram[v] += 1;
            if !self.is_common(value) {
                self.rare.push(n as u32);
            }
        }
        if mex >= self.cap {
            self.cap = (mex + 1).next_power_of_two();
            self.resize();
        }
        Ok(())
    }

    /// The mex by the rare/common split (see the type's comment). Marks are bytes of
    /// `hit`: 1 for an option found, 2 for a rare value still wanted.
    fn mex_sparse(&mut self, values: &[u32]) -> u64 {
        // Every split with a rare part, both ways round.
        let splits = Splits {
            pairs: &self.pairs,
            unequal: self.unequal,
            rare: &self.rare,
        };
        let stride = self.hit.len();
        self.rows.copy_row(values, &splits, stride, &mut self.hit);
        // The splits with a rare part: about one per rare heap and pair digit.
        self.steps += (self.rare.len() * self.pairs.len()) as u64;
        self.rows.rest(values, &splits, &mut self.hit);
        self.mark_one_heap_options(values);
        let n = values.len();
        let hit = &mut self.hit;
        // c: the least common value missing; the rare values below it still wanted.
        let mask = self.mask;
        let mut c = hit.len() as u64;
        let mut wanted = 0usize;
        for (v, h) in hit.iter_mut().enumerate() {
            if *h == 0 {
                if (v as u32 & mask).count_ones() % 2 == 1 {
                    c = v as u64;
                    break;
                }
                *h = 2;
                wanted += 1;
            }
        }
        if wanted > 0 {
            self.lanes.sync(values);
            for &k in &self.pairs {
                if wanted == 0 {
                    break;
                }
                if n >= k + 2 {
                    let r = n - k;
                    let half = if self.unequal { (r - 1) / 2 } else { r / 2 };
                    self.steps +=
                        self.lanes
                            .find_wanted(values, hit, &mut wanted, c as usize, r, half)
                            as u64;
                }
            }
        }
        hit[..c as usize]
            .iter()
            .position(|&h| h == 2)
            .map_or(c, |v| v as u64)
    }
}
