//! A set of the pairs given so far in one case, for the formats that refuse a repeat
//! (switch-lights' lights; georgia-and-bob's chessmen): open addressing over a table that lives across cases, emptied
//! by a stamp instead of a clear, so a case costs one probe per pair and no allocation.
//! Sorting the case's pairs (the former check) cost a quarter of switch-lights' time.
//!
//! The table grows with the pairs actually inserted (load at most one half), never with a
//! count read from the input.

/// See the module's doc.
#[derive(Default)]
pub struct PairSet {
    /// Each slot a key and its stamp, side by side: a probe touches one cache line.
    /// `slots[i].1 == now` marks `slots[i].0` as a member of the current case.
    slots: Vec<((u64, u64), u32)>,
    now: u32,
    len: usize,
}

impl PairSet {
    pub fn new() -> Self {
        Self::default()
    }

    /// Empties the set for a new case.
    pub fn clear(&mut self) {
        self.len = 0;
        self.now = self.now.wrapping_add(1);
        if self.now == 0 {
            // After 2^32 − 1 cases the stamps start over from a cleared table.
            self.slots.iter_mut().for_each(|slot| slot.1 = 0);
            self.now = 1;
        }
    }

    #[inline]
    fn slot(&self, key: (u64, u64)) -> usize {
        // A multiplicative hash of both halves; the table's size is a power of two, the
        // top bits are the well-mixed ones.
        let h =
            (key.0.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ key.1).wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
        let bits = self.slots.len().trailing_zeros();
        (h >> (64 - bits)) as usize
    }

    /// Adds `key`; false when it was there already.
    #[inline]
    pub fn insert(&mut self, key: (u64, u64)) -> bool {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let slot = &mut self.slots[i];
            if slot.1 != self.now {
                *slot = (key, self.now);
                self.len += 1;
                return true;
            }
            if slot.0 == key {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    /// Doubles the table (at least 64 slots) and re-inserts the current members.
    #[cold]
    fn grow(&mut self) {
        let members: Vec<(u64, u64)> = self
            .slots
            .iter()
            .filter(|&&(_, s)| s == self.now)
            .map(|&(k, _)| k)
            .collect();
        let size = (2 * self.slots.len()).max(64);
        self.slots = vec![((0, 0), 0); size];
        self.now = 1;
        self.len = 0;
        for key in members {
            self.insert(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    proptest! {
        /// The same answers as a HashSet, across cases of any size (growth included) and
        /// with keys that collide in one half.
        #[test]
        fn matches_hash_set(cases in prop::collection::vec(
            prop::collection::vec((0u64..40, 0u64..3), 0..300), 0..6)) {
            let mut set = PairSet::new();
            for case in cases {
                set.clear();
                let mut plain = HashSet::new();
                for key in case {
                    prop_assert_eq!(set.insert(key), plain.insert(key));
                }
            }
        }
    }

    #[test]
    fn stamps_wrap() {
        let mut set = PairSet::new();
        set.insert((1, 2));
        set.now = u32::MAX;
        set.slots.iter_mut().for_each(|slot| slot.1 = u32::MAX);
        set.clear();
        assert!(set.insert((1, 2)));
        assert!(!set.insert((1, 2)));
    }
}
