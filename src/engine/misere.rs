//! Anti-SG: misère sums (the player who cannot move wins) by the SJ theorem.
//!
//! With x the xor of the components' Grundy values and *big* = "some component is worth 2
//! or more", the first player wins iff (x ≠ 0 and big) or (x = 0 and not big).
//!
//! **Caller's obligation (the theorem's precondition):** in every position that can arise,
//! a component worth 0 has no move left. Nim heaps satisfy it (only the empty heap is worth
//! 0), and so do root branches of a tree (a branch is worth SG(child) + 1 ≥ 1 while it
//! exists). Whole trees do **not**: a tree can be worth 0 and still have edges, and then
//! this rule can give the wrong winner (see `pp-and-qq`).

/// The SJ theorem's verdict for a misère sum whose components satisfy the precondition.
pub fn sj_first_wins(xor: u128, big: bool) -> bool {
    if big {
        xor != 0
    } else {
        xor == 0
    }
}

/// The values one component may take after a move for the sum to be lost for the player
/// then to move, by the SJ rule: `rest` is the xor of the other components, `others_big`
/// whether one of them is worth 2 or more. At most three values, ascending.
///
/// After the move the sum is (rest ⊕ v, others_big or v ≥ 2), lost iff not
/// [`sj_first_wins`]. With a big component elsewhere that is rest ⊕ v = 0, so v = rest.
/// Without one: v ≥ 2 makes the sum big, lost iff v = rest (so rest ≥ 2); v ≤ 1 leaves it
/// small, lost iff rest ⊕ v ≠ 0, so v in {0, 1} other than rest.
pub fn sj_losing_values(rest: u128, others_big: bool) -> Vec<u128> {
    if others_big {
        return vec![rest];
    }
    if rest >= 2 {
        // A small v never equals rest ≥ 2: 0 and 1 lose too.
        return vec![0, 1, rest];
    }
    (0..2).filter(|&v| v != rest).collect()
}

/// Collects what the SJ theorem needs from a list of component values.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SjSum {
    pub xor: u128,
    pub big: bool,
}

impl SjSum {
    pub fn new() -> Self {
        Self::default()
    }

    #[inline(always)]
    pub fn add(&mut self, value: u128) {
        self.xor ^= value;
        self.big |= value >= 2;
    }

    pub fn first_player_wins(self) -> bool {
        sj_first_wins(self.xor, self.big)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::{heap_game_moves, Exhaustive};
    use proptest::prelude::*;

    /// Take-or-split-in-two heaps: only the empty heap is worth 0, so the precondition
    /// holds, while the values are not the heap sizes.
    fn take_or_split(h: u64) -> Vec<Vec<u64>> {
        let mut out: Vec<Vec<u64>> = (0..h)
            .map(|t| if t == 0 { vec![] } else { vec![t] })
            .collect();
        for a in 1..=h / 2 {
            if a < h {
                out.push(vec![a, h - a]);
            }
        }
        out
    }

    #[allow(clippy::ptr_arg)] // the search's positions are Vecs
    fn split_sum_moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for parts in take_or_split(h) {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(parts);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Misère Nim: the SJ rule against exhaustive misère play.
        #[test]
        fn misere_nim(heaps in prop::collection::vec(0u64..7, 0..5)) {
            let mut search = Exhaustive::from_fn(|p: &Vec<u64>| heap_game_moves(p, |h| (0..h).collect()));
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            let mut sj = SjSum::new();
            for &h in &heaps {
                sj.add(u128::from(h));
            }
            prop_assert_eq!(sj.first_player_wins(), search.wins_misere(&sorted));
        }

        /// Misère take-or-split heaps: values from the normal-play search, verdict from SJ,
        /// checked against exhaustive misère play of the whole multiset.
        #[test]
        fn misere_take_or_split(heaps in prop::collection::vec(1u64..7, 0..4)) {
            let mut search = Exhaustive::from_fn(split_sum_moves);
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            let mut sj = SjSum::new();
            for &h in &heaps {
                sj.add(u128::from(search.grundy(&vec![h])));
            }
            prop_assert_eq!(sj.first_player_wins(), search.wins_misere(&sorted));
        }
    }

    #[test]
    fn losing_values_are_those_sj_calls_lost() {
        for rest in 0..6u128 {
            for others_big in [false, true] {
                let want: Vec<u128> = (0..8)
                    .filter(|&v| !sj_first_wins(rest ^ v, others_big || v >= 2))
                    .collect();
                assert_eq!(
                    sj_losing_values(rest, others_big),
                    want,
                    "{rest} {others_big}"
                );
            }
        }
    }

    /// The precondition matters: Nim {2, 2} taken as ONE component is worth 0 but still
    /// has moves.
    #[test]
    fn precondition_is_needed() {
        // The component "Nim {2, 2}" is worth 0 but has moves. SJ with it as a single
        // component (x = 0, not big) says the first player wins; misère play says loses.
        let mut search =
            Exhaustive::from_fn(|p: &Vec<u64>| heap_game_moves(p, |h| (0..h).collect()));
        assert!(!search.wins_misere(&vec![2, 2]));
        assert!(sj_first_wins(u128::from(search.grundy(&vec![2, 2])), false));
    }
}
