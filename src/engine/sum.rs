//! Sums of games: a sum is worth the xor (nim-sum) of its components' Grundy values.
//!
//! The accumulator is a u128 because a u64 input can map to a Grundy value of 2^64 or more
//! (in take-or-split Nim the heap 2^64 − 1 is worth 2^64; the Mock Turtles coin 2^63 is
//! worth 2^64). A u64 accumulator would silently drop that bit and flip answers.

/// The xor of component values, wide enough for values up to 2^128 − 1.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct NimSum(u128);

impl NimSum {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one component worth `value`.
    #[inline(always)]
    pub fn add(&mut self, value: u128) {
        self.0 ^= value;
    }

    pub fn value(self) -> u128 {
        self.0
    }

    /// Whether the player to move wins the sum under normal play.
    pub fn first_player_wins(self) -> bool {
        self.0 != 0
    }
}

impl FromIterator<u128> for NimSum {
    fn from_iter<I: IntoIterator<Item = u128>>(values: I) -> Self {
        let mut s = NimSum::new();
        for v in values {
            s.add(v);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::impartial::{heap_game_moves, Exhaustive};
    use proptest::prelude::*;

    #[test]
    fn values_above_u64_survive() {
        let s: NimSum = [1u128 << 64, 3, 1 << 64].into_iter().collect();
        assert_eq!(s.value(), 3);
        let s: NimSum = [1u128 << 64].into_iter().collect();
        assert!(s.first_player_wins());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The accumulated xor of Nim heaps decides the whole multi-heap game.
        #[test]
        fn decides_nim_like_the_search(heaps in prop::collection::vec(0u64..7, 0..4)) {
            let mut search = Exhaustive::from_fn(|p: &Vec<u64>| heap_game_moves(p, |h| (0..h).collect()));
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            let sum: NimSum = heaps.iter().map(|&h| u128::from(h)).collect();
            prop_assert_eq!(sum.first_player_wins(), search.wins(&sorted));
            prop_assert_eq!(sum.value(), u128::from(search.grundy(&sorted)));
        }
    }
}
