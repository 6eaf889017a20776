//! A hash that input cannot aim at, for the tables that hash values read from the input.
//!
//! Those tables (switch-lights' duplicate check, christmas' node numbering) place keys with
//! a fixed multiplicative hash first: fast, and even for ordinary input. But anyone who
//! knows it can choose keys that all land in one slot, and linear probing then costs a
//! probe per earlier key: under 1 MB of chosen input took seconds. So each table counts its
//! probes, and past a budget linear in its keys it starts again with [`Keyed`]: SipHash-1-3
//! under keys drawn at random for the process (std's `RandomState`), which no input can
//! predict. Ordinary input never spends the budget and keeps the fast hash.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hash};

/// SipHash-1-3 with random keys (see the module's doc).
#[derive(Clone, Default)]
pub struct Keyed(RandomState);

impl Keyed {
    /// A hash under fresh random keys.
    pub fn new() -> Self {
        Keyed(RandomState::new())
    }

    /// The hash of `key`: all 64 bits are well mixed, so the top bits may index a table.
    #[inline]
    pub fn hash(&self, key: impl Hash) -> u64 {
        self.0.hash_one(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys a fixed multiplicative hash sends to one slot spread under the keyed one.
    #[test]
    fn chosen_keys_spread() {
        const C: u64 = 0x9e37_79b9_7f4a_7c15;
        let inverse = (0..6).fold(C, |x, _| {
            x.wrapping_mul(2u64.wrapping_sub(C.wrapping_mul(x)))
        });
        assert_eq!(C.wrapping_mul(inverse), 1);
        let keyed = Keyed::new();
        let mut slots = [0u32; 64];
        for j in 0..6400u64 {
            let key = j.wrapping_mul(inverse);
            assert_eq!(
                key.wrapping_mul(C) >> 58,
                0,
                "the fixed hash puts all in slot 0"
            );
            slots[(keyed.hash(key) >> 58) as usize] += 1;
        }
        // 100 a slot on average; a slot holding more than 200 would be a broken hash.
        assert!(slots.iter().all(|&n| (20..=200).contains(&n)), "{slots:?}");
    }
}
