//! The values of a split game's table again, one byte each (the low byte), forwards and
//! backwards: the splits (a, r − a) for a = 1, 2, … then read as two forward slices, so a
//! block of 32 splits is xored and compared with a few wanted values in SIMD registers
//! (plain loops the compiler vectorises) instead of one table lookup and one branch per
//! split.
//!
//! Used by the rare/common kernel's search for the last rare values below the common mex:
//! the first wanted values turn up within a few hundred splits, and a lookup per split is
//! the cheap way to find them; the last few need thousands of splits (a coupon collector,
//! about 2,000 of the 3,100 splits a heap of 10^6 needs), and comparing each split with at
//! most [`FEW`] values is what the blocks do fast. The low bytes only sift: the xor of two
//! values has the xor of their low bytes as its low byte, so a split with a wanted value
//! always matches; each match is then checked on the true values. (Grundy's game's values
//! stay below 256 up to heap 7,250,049, whose value is 256.)

/// Blocks of the scan take over when at most this many values are still wanted.
pub(super) const FEW: usize = 4;

/// Splits per block of the scan.
const BLOCK: usize = 32;

/// The low bytes of g(0..len): `fwd[i]` = g(i) mod 256 = `rev[rev.len() − 1 − i]`.
pub(super) struct Lanes {
    fwd: Vec<u8>,
    rev: Vec<u8>,
}

impl Lanes {
    pub(super) fn new() -> Self {
        Lanes {
            fwd: Vec::new(),
            rev: Vec::new(),
        }
    }

    /// Brings the copy up to g(0..values.len()) (value by value, or after a release).
    pub(super) fn sync(&mut self, values: &[u32]) {
        if self.fwd.len() > values.len() {
            self.release();
        }
        if values.len() > self.rev.len() {
            // Room for twice as many, written again from the top.
            let size = values.len().next_power_of_two().max(64);
            self.rev = vec![0; size];
            let top = size - 1;
            for (i, &v) in self.fwd.iter().enumerate() {
                self.rev[top - i] = v;
            }
        }
        let size = self.rev.len();
        for (n, &v) in values.iter().enumerate().skip(self.fwd.len()) {
            self.fwd.push(v as u8);
            self.rev[size - 1 - n] = v as u8;
        }
    }

    /// Frees the copy; [`Lanes::sync`] makes it again.
    pub(super) fn release(&mut self) {
        *self = Lanes::new();
    }

    /// Looks through the splits (a, r − a), 1 ≤ a ≤ half (a < r − a), for the values
    /// marked 2 in `hit` (`wanted` of them, all below `c`), marking each one found 1,
    /// until none is left or the splits end. The copy must hold g(0..r). Returns the number
    /// of splits looked at (the work budget's steps).
    #[inline(never)]
    pub(super) fn find_wanted(
        &self,
        values: &[u32],
        hit: &mut [u8],
        wanted: &mut usize,
        c: usize,
        r: usize,
        half: usize,
    ) -> usize {
        // One lookup a split while many are wanted (the count kept in a register).
        let mut a = 1;
        let mut left = *wanted;
        let pairs = values[1..=half]
            .iter()
            .zip(values[r - half..r].iter().rev());
        for (&x, &y) in pairs {
            if left <= FEW {
                break;
            }
            let h = &mut hit[(x ^ y) as usize];
            if *h == 2 {
                *h = 1;
                left -= 1;
            }
            a += 1;
        }
        *wanted = left;
        if left == 0 {
            return a - 1;
        }
        // Then blocks: lo[i] ⊕ hi[i] is split (1 + i, r − 1 − i) in low bytes.
        let start = self.rev.len() - r;
        let lo = &self.fwd[1..=half];
        let hi = &self.rev[start..start + half];
        // The values still wanted (at most FEW now), in a list kept as they are found.
        let mut list = [0usize; FEW];
        let mut k = 0;
        for (v, _) in hit[..c].iter().enumerate().filter(|&(_, &h)| h == 2) {
            if let Some(slot) = list.get_mut(k) {
                *slot = v;
                k += 1;
            }
        }
        while *wanted > 0 && a <= half {
            let mut kept = 0;
            for j in 0..k {
                if hit[list[j]] == 2 {
                    list[kept] = list[j];
                    kept += 1;
                }
            }
            k = kept;
            // Low bytes; unused slots repeat a wanted value (a match there is a match of
            // that value).
            let few: [u8; FEW] = std::array::from_fn(|j| list[j.min(k.saturating_sub(1))] as u8);
            let (lo_rest, hi_rest) = (&lo[a - 1..], &hi[a - 1..]);
            let found = match k {
                1 => first_block(lo_rest, hi_rest, [few[0]]),
                2 => first_block(lo_rest, hi_rest, [few[0], few[1]]),
                _ => first_block(lo_rest, hi_rest, few),
            };
            match found {
                Some((offset, mut lanes)) => {
                    let first = a + offset;
                    while lanes != 0 {
                        look(
                            values,
                            hit,
                            wanted,
                            r,
                            first + lanes.trailing_zeros() as usize,
                        );
                        lanes &= lanes - 1;
                    }
                    a = first + BLOCK;
                }
                None => {
                    // The whole blocks are done; the rest one by one.
                    a += (half + 1 - a) / BLOCK * BLOCK;
                    while a <= half {
                        look(values, hit, wanted, r, a);
                        a += 1;
                    }
                }
            }
        }
        // The splits looked at (a block past the last match counts whole).
        a.min(half + 1) - 1
    }
}

/// Split (a, r − a) on the true values: marks its value found if it was wanted.
#[inline(always)]
fn look(values: &[u32], hit: &mut [u8], wanted: &mut usize, r: usize, a: usize) {
    let h = &mut hit[(values[a] ^ values[r - a]) as usize];
    if *h == 2 {
        *h = 1;
        *wanted -= 1;
    }
}

/// The first whole block of BLOCK splits with a value among `few`: its offset, and a bit
/// for each of its splits that matched.
fn first_block<const K: usize>(lo: &[u8], hi: &[u8], few: [u8; K]) -> Option<(usize, u32)> {
    let (lo_blocks, _) = lo.as_chunks::<BLOCK>();
    let (hi_blocks, _) = hi.as_chunks::<BLOCK>();
    let matches = |x: u8| few.iter().fold(false, |m, &w| m | (x == w));
    for (b, (l, h)) in lo_blocks.iter().zip(hi_blocks).enumerate() {
        // No early exit inside a block: one branch per 32 splits, and the loop vectorises.
        let mut any = false;
        for j in 0..BLOCK {
            any |= matches(l[j] ^ h[j]);
        }
        if any {
            let mut lanes = 0u32;
            for j in 0..BLOCK {
                lanes |= u32::from(matches(l[j] ^ h[j])) << j;
            }
            return Some((b * BLOCK, lanes));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The search by the definition: every split looked up on the true values.
    fn plain(values: &[u32], hit: &mut [u8], r: usize, half: usize) -> usize {
        for a in 1..=half {
            let h = &mut hit[(values[a] ^ values[r - a]) as usize];
            if *h == 2 {
                *h = 1;
            }
        }
        hit.iter().filter(|&&h| h == 2).count()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        /// The lookups, the blocks and the tail together find exactly the wanted values
        /// some split has: with more and fewer than FEW wanted, values past 255 (the low
        /// bytes then match splits of other values), splits ending inside a block, and
        /// the copy grown value by value or made at once.
        #[test]
        fn find_wanted_equals_the_plain_search(
            values in prop::collection::vec(prop_oneof![0u32..8, 0u32..600], 2..500),
            r_pick in any::<prop::sample::Index>(),
            unequal in any::<bool>(),
            c in 1usize..1024,
            wanted_picks in prop::collection::vec(0usize..1024, 0..12),
            found in prop::collection::vec(0usize..1024, 0..40),
            by_steps in any::<bool>(),
        ) {
            let r = 2 + r_pick.index(values.len() - 1);
            let half = if unequal { (r - 1) / 2 } else { r / 2 };
            let mut hit = vec![0u8; 1025];
            for &v in &found {
                hit[v] = 1;
            }
            for &v in &wanted_picks {
                if v < c {
                    hit[v] = 2;
                }
            }
            let mut want = hit.clone();
            let left = plain(&values, &mut want, r, half);
            let mut lanes = Lanes::new();
            if by_steps {
                for len in 0..=r {
                    lanes.sync(&values[..len]);
                }
            } else {
                lanes.sync(&values[..r]);
            }
            let mut wanted = hit.iter().filter(|&&h| h == 2).count();
            lanes.find_wanted(&values[..r], &mut hit, &mut wanted, c, r, half);
            prop_assert_eq!(wanted, left);
            prop_assert_eq!(hit, want);
        }
    }
}
