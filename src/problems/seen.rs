//! A set of the pairs given so far in one case, for a format that refuses a repeat
//! (switch-lights' lights): open addressing over a table that lives across cases, emptied
//! by a stamp instead of a clear, so a case costs one probe per pair and no allocation.
//! Sorting the case's pairs (the former check) cost a quarter of switch-lights' time.
//!
//! The table grows with the pairs actually inserted (load at most one half), never with a
//! count read from the input. Its fast hash is fixed, so chosen pairs could pile up in one
//! run: the probes of a case are counted, and past [`PROBES_PER_KEY`] a key (plus
//! [`PROBES_BASE`]) the table switches for good to a hash input cannot predict
//! ([`Keyed`], see `problems::keyed`).

use crate::keyed::Keyed;

/// The probe budget of a case: this many probes past the first slot per key inserted, and
/// [`PROBES_BASE`] more. With a fair hash at load one half a key costs about 1.5.
const PROBES_PER_KEY: usize = 8;
const PROBES_BASE: usize = 1024;

/// See the module's doc.
#[derive(Default)]
pub struct PairSet {
    /// Each slot a key and its stamp, side by side: a probe touches one cache line.
    /// `slots[i].1 == now` marks `slots[i].0` as a member of the current case.
    slots: Vec<((u64, u64), u32)>,
    now: u32,
    len: usize,
    /// Probes past the first slot since the case began.
    probes: usize,
    /// The keyed hash, once the fixed one has spent a budget.
    keyed: Option<Keyed>,
}

impl PairSet {
    pub fn new() -> Self {
        Self::default()
    }

    /// Empties the set for a new case.
    pub fn clear(&mut self) {
        self.len = 0;
        self.probes = 0;
        self.now = self.now.wrapping_add(1);
        if self.now == 0 {
            // After 2^32 − 1 cases the stamps start over from a cleared table.
            self.slots.iter_mut().for_each(|slot| slot.1 = 0);
            self.now = 1;
        }
    }

    #[inline]
    fn slot(&self, key: (u64, u64)) -> usize {
        let bits = self.slots.len().trailing_zeros();
        let h = match &self.keyed {
            Some(keyed) => keyed.hash(key),
            // A multiplicative hash of both halves; the table's size is a power of two,
            // the top bits are the well-mixed ones.
            None => (key.0.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ key.1)
                .wrapping_mul(0xc2b2_ae3d_27d4_eb4f),
        };
        (h >> (64 - bits)) as usize
    }

    /// Adds `key`; false when it was there already.
    #[inline]
    pub fn insert(&mut self, key: (u64, u64)) -> bool {
        if 2 * (self.len + 1) > self.slots.len() {
            self.rebuild(2 * self.slots.len());
        }
        let added = self.insert_here(key);
        if self.probes > PROBES_PER_KEY * self.len + PROBES_BASE && self.keyed.is_none() {
            self.keyed = Some(Keyed::new());
            self.rebuild(self.slots.len());
        }
        added
    }

    /// [`PairSet::insert`] into a table with room for `key`.
    #[inline]
    fn insert_here(&mut self, key: (u64, u64)) -> bool {
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
            self.probes += 1;
        }
    }

    /// Re-inserts the current members into a table of `size` slots (at least 64), with
    /// the hash now in use.
    #[cold]
    fn rebuild(&mut self, size: usize) {
        let members: Vec<(u64, u64)> = self
            .slots
            .iter()
            .filter(|&&(_, s)| s == self.now)
            .map(|&(k, _)| k)
            .collect();
        self.slots = vec![((0, 0), 0); size.max(64)];
        self.now = 1;
        self.len = 0;
        for key in members {
            self.insert_here(key);
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

    /// Pairs chosen to collide in the fixed hash (all in one slot) switch the table to the
    /// keyed hash within the budget, and the answers stay those of a HashSet; ordinary
    /// pairs never switch it.
    #[test]
    fn chosen_pairs_switch_to_the_keyed_hash() {
        const C2: u64 = 0xc2b2_ae3d_27d4_eb4f;
        let inverse = (0..6).fold(C2, |x, _| {
            x.wrapping_mul(2u64.wrapping_sub(C2.wrapping_mul(x)))
        });
        let mut set = PairSet::new();
        let mut plain = HashSet::new();
        for j in 1..=20_000u64 {
            // (1, y) with (C1 ^ y) · C2 = j: every top bit 0.
            let key = (1, j.wrapping_mul(inverse) ^ 0x9e37_79b9_7f4a_7c15);
            assert_eq!(set.insert(key), plain.insert(key));
            assert!(set.probes <= 2 * (PROBES_PER_KEY * set.len + PROBES_BASE) + set.len);
        }
        assert!(set.keyed.is_some());
        for j in 1..=20_000u64 {
            let key = (1, j.wrapping_mul(inverse) ^ 0x9e37_79b9_7f4a_7c15);
            assert!(!set.insert(key));
        }
        let mut ordinary = PairSet::new();
        for x in 1..=300u64 {
            for y in 1..=300u64 {
                ordinary.insert((x, y));
            }
        }
        assert!(ordinary.keyed.is_none());
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
