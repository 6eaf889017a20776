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

/// 邂逅明下 (HDU 2897): n coins, a move takes p … q of them (all of them when fewer than p
/// are left), and whoever takes the last coin **loses**. Whether the player to move with
/// `n` coins loses (n = 0: the opponent took the last coin, so the player to move has won).
///
/// With r = n mod (p + q), the player to move loses iff 1 ≤ r ≤ p: with 1 … p coins he must
/// take the last one (p or more would be all of them); with p + 1 … p + q he can leave
/// 1 … p; and from a losing n every take t (p ≤ t ≤ q) lands on a residue p + 1 … p + q − 1
/// or 0 with coins left, from which the opponent returns to 1 … p. So it repeats with
/// period p + q. When p + q exceeds u64, r = n.
#[inline]
pub fn eclipse_mover_loses(n: u64, p: u64, q: u64) -> bool {
    debug_assert!(p >= 1 && p <= q);
    let r = match p.checked_add(q) {
        Some(period) => n % period,
        None => n,
    };
    r >= 1 && r <= p
}

/// The winning takes of 邂逅明下 from `n` ≥ 1 coins: how many there are, and all of them
/// in ascending order, lazily (there may be 10^19). A take t leaves n − t coins and wins
/// iff that is a losing position (1 ≤ (n − t) mod (p + q) ≤ p; 0 coins loses for the taker).
/// The legal takes are p … min(q, n), or all n when n < p; their results form one interval
/// of at most q − p + 1 ≤ p + q values, so the count is a difference of two closed-form
/// prefix counts, and the walk jumps over the winning residues.
pub fn eclipse_winning_takes(n: u64, p: u64, q: u64) -> (u64, impl Iterator<Item = u64>) {
    debug_assert!(n >= 1 && p >= 1 && p <= q);
    // Results n − t for t in p..=min(q, n): the interval lo..=hi (empty when n < p: the
    // only take is all n coins, and it takes the last coin).
    let (lo, hi) = if n < p { (1, 0) } else { (n - q.min(n), n - p) };
    let period = u128::from(p) + u128::from(q);
    // Losing results in 0..=x: p of them per whole period (residues 1..=p), plus the
    // partial one.
    let losing_upto = |x: u64| -> u128 {
        let x = u128::from(x);
        (x / period) * u128::from(p) + (x % period).min(u128::from(p))
    };
    let count = if lo > hi {
        0
    } else {
        let below = if lo == 0 { 0 } else { losing_upto(lo - 1) };
        (losing_upto(hi) - below) as u64
    };
    // Ascending takes are descending results: walk down from hi, jumping from a winning
    // residue straight to the previous residue p.
    let mut t = Some(hi).filter(|_| lo <= hi);
    let floor = lo.max(1);
    let takes = std::iter::from_fn(move || loop {
        let at = t.filter(|&x| x >= floor)?;
        let r = (u128::from(at) % period) as u64;
        if r >= 1 && r <= p {
            t = at.checked_sub(1);
            return Some(n - at);
        }
        let drop = if r == 0 { q } else { r - p };
        t = at.checked_sub(drop);
    });
    (count, takes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::{Exhaustive, FnExhaustive};
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
