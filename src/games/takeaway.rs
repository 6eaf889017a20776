//! Bash's game and its disguises: one pile, a move takes 1 to m.
//!
//! `brave-game` is the game itself (take the last stone to win). `volunteers` and
//! `public-sale` count upward instead: players alternately add 1 to m to a total, and the
//! one who brings it to the target or beyond wins. That is Bash on the remaining gap: an
//! overshoot is only possible when the gap is at most m, and then the mover could finish
//! exactly anyway, so both games have the same positions, moves and values.
//!
//! The Grundy value of a pile (or gap) n is n mod (m + 1): the moves from n reach exactly
//! the m values below n (or down to 0), whose values are the m residues other than n's.
//! Nothing here forms m + 1 when it would overflow: for m ≥ n the value is n itself.

/// The Grundy value of Bash with pile `n` and largest take `m` ≥ 1: n mod (m + 1).
#[inline]
pub fn bash_value(n: u64, m: u64) -> u64 {
    debug_assert!(m >= 1);
    if m >= n {
        // n < m + 1, so n mod (m + 1) = n; m + 1 may not exist in u64 here.
        n
    } else {
        n % (m + 1)
    }
}

/// Whether the player to move wins Bash with pile `n` and largest take `m` ≥ 1.
#[inline]
pub fn bash_first_wins(n: u64, m: u64) -> bool {
    bash_value(n, m) != 0
}

/// The one winning take of Bash with pile `n` and largest take `m` ≥ 1, or `None` when
/// the player to move loses.
///
/// A take t (1 ≤ t ≤ min(m, n)) wins exactly when it leaves a pile of value 0, a multiple
/// of m + 1, that is when t ≡ n (mod m + 1). The residues of 1..=m are all distinct and
/// non-zero, so there is exactly one such t when n mod (m + 1) ≠ 0 (t = n mod (m + 1),
/// which is at most n), and none otherwise. When m ≥ n that take is the whole pile.
#[inline]
pub fn bash_winning_take(n: u64, m: u64) -> Option<u64> {
    match bash_value(n, m) {
        0 => None,
        t => Some(t),
    }
}

/// Lele's winning first raises in Public Sale (HDU 2149): the price starts at 0, a raise
/// is 1 to `max_raise`, and the raise that brings the price to `cost` or more wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinningRaises {
    /// No raise wins: the gap `cost` is a multiple of `max_raise + 1`.
    None,
    /// Exactly one raise wins: the one that leaves a multiple of `max_raise + 1`.
    One(u64),
    /// Every raise from `from` to `to` (inclusive) wins at once: the cost is within reach.
    Range { from: u64, to: u64 },
}

/// The winning first raises of Public Sale, for `cost` ≥ 1 and `max_raise` ≥ 1. The same
/// list is the winning first gifts of `volunteers` (target `cost`, largest gift
/// `max_raise`), the same game counted up.
///
/// If the whole cost is within one raise, every raise that reaches it wins at once, and
/// a smaller raise r leaves a gap cost − r ≤ max_raise that the opponent finishes.
/// Otherwise the only raise that can win is the one leaving a gap of value 0 in Bash,
/// r = cost mod (max_raise + 1) (a raise of 0 does not exist, so then none wins).
pub fn public_sale_raises(cost: u64, max_raise: u64) -> WinningRaises {
    debug_assert!(cost >= 1 && max_raise >= 1);
    if max_raise >= cost {
        WinningRaises::Range {
            from: cost,
            to: max_raise,
        }
    } else {
        match bash_value(cost, max_raise) {
            0 => WinningRaises::None,
            r => WinningRaises::One(r),
        }
    }
}

impl WinningRaises {
    /// How many raises win: up to 2^64 − 1 (every raise 1..=2^64 − 1 when the cost is 1).
    pub fn count(self) -> u128 {
        match self {
            WinningRaises::None => 0,
            WinningRaises::One(_) => 1,
            WinningRaises::Range { from, to } => u128::from(to - from) + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::impartial::{Exhaustive, FnExhaustive};
    use proptest::prelude::*;

    /// Bash exactly as stated: a pile, takes of 1..=m.
    fn bash_brute(m: u64) -> FnExhaustive<u64, impl Fn(&u64) -> Vec<u64>> {
        Exhaustive::from_fn(move |&n: &u64| (1..=m.min(n)).map(|t| n - t).collect())
    }

    /// The counting-up game as stated: the position is the total so far; a raise of
    /// 1..=m that reaches `target` ends the game (the next player faces no move).
    fn reach_brute(target: u64, m: u64) -> FnExhaustive<u64, impl Fn(&u64) -> Vec<u64>> {
        Exhaustive::from_fn(move |&total: &u64| {
            if total >= target {
                return Vec::new();
            }
            (1..=m).map(|r| (total + r).min(target)).collect()
        })
    }

    #[test]
    fn samples() {
        assert!(bash_first_wins(23, 2));
        assert!(!bash_first_wins(4, 3));
        assert_eq!(public_sale_raises(4, 2), WinningRaises::One(1));
        assert_eq!(public_sale_raises(3, 2), WinningRaises::None);
        assert_eq!(
            public_sale_raises(3, 5),
            WinningRaises::Range { from: 3, to: 5 }
        );
    }

    #[test]
    fn no_overflow_at_the_top() {
        assert_eq!(bash_value(u64::MAX, u64::MAX), u64::MAX);
        assert_eq!(bash_value(u64::MAX, u64::MAX - 1), 0);
        assert_eq!(bash_value(0, u64::MAX), 0);
        assert_eq!(
            public_sale_raises(1, u64::MAX),
            WinningRaises::Range {
                from: 1,
                to: u64::MAX
            }
        );
        assert_eq!(
            public_sale_raises(u64::MAX, u64::MAX - 1),
            WinningRaises::None
        );
        assert_eq!(
            public_sale_raises(1, u64::MAX).count(),
            u128::from(u64::MAX)
        );
        assert_eq!(public_sale_raises(u64::MAX, u64::MAX).count(), 1);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// The value is the mex-table value of Bash for every small pile.
        #[test]
        fn bash_value_is_the_grundy_value(m in 1u64..40) {
            let mut brute = bash_brute(m);
            for n in 0..200 {
                prop_assert_eq!(bash_value(n, m), brute.grundy(&n), "n = {}", n);
            }
        }

        /// Counting up to a target is Bash on the gap: same values from the start.
        #[test]
        fn reaching_a_target_is_bash(target in 1u64..120, m in 1u64..40) {
            let mut brute = reach_brute(target, m);
            prop_assert_eq!(bash_value(target, m), brute.grundy(&0));
        }

        /// The winning take is exactly the one take that leaves a lost pile.
        #[test]
        fn bash_lists_the_winning_take(n in 0u64..200, m in 1u64..40) {
            let mut brute = bash_brute(m);
            let want: Vec<u64> = (1..=m.min(n)).filter(|&t| !brute.wins(&(n - t))).collect();
            prop_assert_eq!(bash_winning_take(n, m).into_iter().collect::<Vec<_>>(), want);
        }

        /// The listed raises are exactly the first raises that leave the opponent lost.
        #[test]
        fn public_sale_lists_every_winning_raise(cost in 1u64..120, max_raise in 1u64..150) {
            let mut brute = reach_brute(cost, max_raise);
            let want: Vec<u64> = (1..=max_raise)
                .filter(|&r| !brute.wins(&(r.min(cost))))
                .collect();
            let got: Vec<u64> = match public_sale_raises(cost, max_raise) {
                WinningRaises::None => vec![],
                WinningRaises::One(r) => vec![r],
                WinningRaises::Range { from, to } => (from..=to).collect(),
            };
            prop_assert_eq!(public_sale_raises(cost, max_raise).count(), got.len() as u128);
            prop_assert_eq!(got, want);
        }
    }
}
