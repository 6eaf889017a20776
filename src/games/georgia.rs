//! `georgia-and-bob` (POJ 1704): chessmen on a row of cells numbered from 1, moving left
//! without jumping, as staircase Nim on the gaps.
//!
//! With the positions sorted, p_0 = 0 for the wall and gap_i = p_i − p_{i−1} − 1, moving
//! chessman i left by k moves k from gap_i to gap_{i+1} (from gap_N they leave the board).
//! So gap_N is step 1 of a staircase, gap_{N−1} step 2, and so on
//! ([`grundy_engine::staircase`]).

use grundy_engine::staircase::{self, odd_steps_xor};

/// The gaps of sorted positions from the right end: the staircase's steps from its exit.
fn steps(sorted: &[u64]) -> impl Iterator<Item = u64> + '_ {
    (0..sorted.len()).rev().map(|i| {
        let left = if i == 0 { 0 } else { sorted[i - 1] };
        sorted[i] - left - 1
    })
}

/// The staircase value of sorted, distinct positions ≥ 1; the first player wins iff ≠ 0.
pub fn value(sorted: &[u64]) -> u64 {
    odd_steps_xor(steps(sorted))
}

/// The winning moves of sorted, distinct positions, left to right: (the chessman's index
/// in `sorted`, the cell it moves to). Moving chessman i left by k moves k stones from its
/// gap (step N − i, counted from the exit at 1 with i from 0) to the next chessman's gap,
/// one step down; so these are the staircase's winning moves
/// ([`staircase::winning_moves`]), at most one per chessman.
pub fn winning_moves(sorted: &[u64]) -> Vec<(usize, u64)> {
    let steps: Vec<u64> = steps(sorted).collect();
    let n = sorted.len();
    let mut moves: Vec<(usize, u64)> = staircase::winning_moves(&steps)
        .into_iter()
        .map(|(j, k)| (n - 1 - j, sorted[n - 1 - j] - k))
        .collect();
    moves.reverse();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::Exhaustive;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Against exhaustive play of the chessmen themselves: up to 4 on 10 cells.
        #[test]
        fn matches_search(cells in prop::collection::btree_set(1u64..=10, 0..=4)) {
            let mut search = Exhaustive::from_fn(|p: &Vec<u64>| {
                let mut out = Vec::new();
                for i in 0..p.len() {
                    let floor = if i == 0 { 1 } else { p[i - 1] + 1 };
                    for to in floor..p[i] {
                        let mut next = p.clone();
                        next[i] = to;
                        out.push(next);
                    }
                }
                out
            });
            let sorted: Vec<u64> = cells.into_iter().collect();
            prop_assert_eq!(value(&sorted) != 0, search.wins(&sorted));
        }
    }

    #[test]
    fn judge_sample() {
        assert_eq!(value(&[1, 2, 3]), 0);
        assert_ne!(value(&[1, 5, 6, 7, 9, 12, 14, 17]), 0);
    }
}
