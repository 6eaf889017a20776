//! A Multiplication Game (HDU 1517 = POJ 2505 = UVa 847): p starts at 1, players multiply
//! it by 2..=9 in turn, and whoever makes p ≥ n wins.
//!
//! The player to move wins at once iff p ≥ ⌈n/9⌉. Every p with ⌈n/18⌉ ≤ p < ⌈n/9⌉ loses,
//! since even ×2 reaches ⌈n/9⌉ or more (2p ≥ 2⌈n/18⌉ ≥ ⌈n/9⌉) without reaching n, and the
//! opponent then wins at once. So reaching ⌈n/18⌉ wins, and the game with target n is the
//! game with target ⌈n/18⌉. Unrolled: Stan (first) wins iff 18^k < n ≤ 9·18^k for some
//! k ≥ 0, which [`first_wins`] decides by repeated ⌈n/18⌉ (never forming 9·18^15, which
//! overflows u64).

/// Whether the first player (Stan) wins with target `n` ≥ 2.
pub fn first_wins(n: u64) -> bool {
    reduced_target(n) <= 9
}

/// The target `n` ≥ 2 reduced by n ← ⌈n/18⌉ while n > 18: a target in 2..=18 with the same
/// outcome, which the player to move wins iff it is at most 9.
pub fn reduced_target(n: u64) -> u64 {
    debug_assert!(n >= 2);
    let mut n = n;
    while n > 18 {
        n = n.div_ceil(18);
    }
    n
}

/// The winning first multipliers for target `n` ≥ 2, in increasing order.
///
/// After multiplying by k the product is k, and a later product k·x reaches n exactly when
/// x reaches ⌈n/k⌉ (and ⌈⌈n/a⌉/b⌉ = ⌈n/(ab)⌉ for the moves after that): the game left is
/// the game from 1 with target ⌈n/k⌉, the opponent to move. So k wins exactly when k ≥ n
/// (the product reaches n at once) or the target ⌈n/k⌉ ≥ 2 is lost for the player to move
/// ([`first_wins`] false). Distinct multipliers are distinct moves even when they leave
/// the same target.
pub fn winning_multipliers(n: u64) -> impl Iterator<Item = u64> {
    (2..=9u64).filter(move |&k| k >= n || !first_wins(n.div_ceil(k)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::Exhaustive;
    use proptest::prelude::*;

    /// The game as stated, over the values of p reachable from 1 (products of 2..=9, few
    /// even for large n): p ≥ n has no moves (the player who made it has won).
    fn brute_first_wins(n: u64) -> bool {
        let mut brute = Exhaustive::from_fn(move |&p: &u64| {
            if p >= n {
                Vec::new()
            } else {
                (2..=9).map(|f| p.saturating_mul(f)).collect()
            }
        });
        brute.wins(&1)
    }

    #[test]
    fn samples_and_traps() {
        assert!(first_wins(162));
        assert!(!first_wins(17));
        assert!(first_wins(34_012_226));
        // The 32-bit threshold table wraps 9·18^7 = 5509980288; the truth in between:
        assert!(first_wins(2_147_483_648));
        assert!(first_wins(4_294_967_294));
        assert!(first_wins(u64::MAX));
        let top = 18u64.pow(15);
        assert!(!first_wins(top));
        assert!(first_wins(top + 1));
    }

    #[test]
    fn thresholds_match_the_powers_of_18() {
        let mut p = 1u64;
        while let Some(next) = p.checked_mul(18) {
            // Stan wins on (p, 9p], loses on (9p, 18p].
            assert!(first_wins(p + 1), "{}", p + 1);
            if let Some(nine) = p.checked_mul(9) {
                assert!(first_wins(nine));
                assert!(!first_wins(nine + 1));
            }
            assert!(!first_wins(next));
            p = next;
        }
    }

    #[test]
    fn matches_the_game_tree_for_every_small_n() {
        for n in 2..=6000u64 {
            assert_eq!(first_wins(n), brute_first_wins(n), "n = {n}");
        }
    }

    /// The winning multipliers are the k whose product k is lost for the opponent in the
    /// game as stated (p ≥ n: the game is over, the opponent has lost).
    #[test]
    fn winning_multipliers_match_the_game_tree() {
        for n in 2..=3000u64 {
            let mut brute = Exhaustive::from_fn(move |&p: &u64| {
                if p >= n {
                    Vec::new()
                } else {
                    (2..=9).map(|f| p.saturating_mul(f)).collect()
                }
            });
            let want: Vec<u64> = (2..=9).filter(|k| !brute.wins(k)).collect();
            let got: Vec<u64> = winning_multipliers(n).collect();
            assert_eq!(got, want, "n = {n}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Large targets, where the 7-smooth values of p below n are still few.
        #[test]
        fn matches_the_game_tree_for_large_n(n in 2u64..=1_000_000_000_000) {
            prop_assert_eq!(first_wins(n), brute_first_wins(n));
        }

        /// Near every threshold, where off-by-one errors live.
        #[test]
        fn matches_the_game_tree_near_thresholds(k in 0u32..9, nine in any::<bool>(), d in 0u64..3) {
            let base = 18u64.pow(k) * if nine { 9 } else { 1 };
            let n = (base + d).max(2);
            prop_assert_eq!(first_wins(n), brute_first_wins(n));
            let n = base.saturating_sub(d).max(2);
            prop_assert_eq!(first_wins(n), brute_first_wins(n));
        }
    }
}
