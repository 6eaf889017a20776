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

/// The winning moves of a sum of subtraction games (a move takes exactly s tokens from one
/// heap, s in `moves`), given each heap's Grundy value by `value` and the sum's nim-sum
/// `x`: every (heap index, s) with s ≤ h and value(h − s) = x ⊕ value(h), by heap, then by
/// s in the order of `moves`.
///
/// Why exactly these: the move changes one component, so the sum is worth
/// x ⊕ value(h) ⊕ value(h − s) after it, which is 0 (a lost position for the opponent)
/// iff value(h − s) = x ⊕ value(h). For x = 0 there is none (value(h − s) ≠ value(h), by
/// the mex). Note that value(h − s) may exceed value(h): a winning move need not lower the
/// heap's value, so every s is tried, not only those of heaps whose value x lowers.
pub fn subtraction_winning_moves<'a>(
    heaps: &'a [u64],
    moves: &'a [u64],
    x: u64,
    value: &'a impl Fn(u64) -> u64,
) -> impl Iterator<Item = (usize, u64)> + 'a {
    heaps
        .iter()
        .enumerate()
        .filter(move |_| x != 0)
        .flat_map(move |(i, &h)| {
            let want = x ^ value(h);
            moves
                .iter()
                .filter(move |&&s| s <= h && value(h - s) == want)
                .map(move |&s| (i, s))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::{heap_game_moves, Exhaustive};
    use proptest::prelude::*;

    /// g(h) of the subtraction game `moves` by its definition, for the test above.
    fn search_value(moves: &[u64], h: u64) -> u32 {
        let mut g = Vec::new();
        for n in 0..=h {
            let seen: Vec<u32> = moves
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| g[(n - s) as usize])
                .collect();
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g[h as usize]
    }

    #[test]
    fn values_above_u64_survive() {
        let s: NimSum = [1u128 << 64, 3, 1 << 64].into_iter().collect();
        assert_eq!(s.value(), 3);
        let s: NimSum = [1u128 << 64].into_iter().collect();
        assert!(s.first_player_wins());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The winning moves of a sum of subtraction games are the moves the search finds
        /// to lost positions, one per (heap, s).
        #[test]
        fn subtraction_winning_moves_match_the_search(
            heaps in prop::collection::vec(0u64..12, 0..4),
            mut moves in prop::collection::vec(1u64..6, 1..4),
        ) {
            moves.sort_unstable();
            moves.dedup();
            let options = |h: u64| moves.iter().filter(|&&s| s <= h).map(|&s| h - s).collect();
            let mut search = Exhaustive::from_fn(|p: &Vec<u64>| heap_game_moves(p, options));
            let one = |h: u64| u64::from(search_value(&moves, h));
            let x = heaps.iter().fold(0, |x, &h| x ^ one(h));
            let got: Vec<(usize, u64)> = subtraction_winning_moves(&heaps, &moves, x, &one).collect();
            let mut want = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for &s in &moves {
                    if s <= h {
                        let mut after = heaps.clone();
                        after[i] = h - s;
                        after.sort_unstable();
                        if !search.wins(&after) {
                            want.push((i, s));
                        }
                    }
                }
            }
            prop_assert_eq!(got, want);
        }

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
