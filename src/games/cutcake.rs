//! Cutcake (Winning Ways; HDU 3544 "Alice's Game"): Left (Alice) cuts a bar X × Y into
//! A × Y + B × Y, Right (Bob) into X × A + X × B; the player who cannot move loses.
//!
//! Every bar is an integer in the sense of combinatorial game theory: v(X, 1) = X − 1
//! (Alice has X − 1 moves that Bob can never take away), v(1, Y) = −(Y − 1), and otherwise
//! v(X, Y) = v(⌊X/2⌋, ⌊Y/2⌋). Closed: for X ≥ Y, v = ⌊X / 2^⌊log₂ Y⌋⌋ − 1, and symmetrically
//! negative for X < Y. A sum of integers G is won by Left whoever starts if G > 0, by the
//! second player if G = 0, and by Right if G < 0; Alice moves first, so she wins iff
//! G > 0. The tests check the values against the simplest-number rule of CGT and the
//! outcomes against the game tree of sums of bars.

/// The integer value of an `x` × `y` bar (x, y ≥ 1): positive favours Alice.
#[inline]
pub fn bar_value(x: u64, y: u64) -> i128 {
    debug_assert!(x >= 1 && y >= 1);
    if x >= y {
        (x >> y.ilog2()) as i128 - 1
    } else {
        -((y >> x.ilog2()) as i128 - 1)
    }
}

/// A running sum of bar values: Σ v of up to 2^64 bars of |v| < 2^64 fits in i128 with
/// room to spare, so [`CutcakeSum::add`] cannot overflow for any input that can exist.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CutcakeSum(pub i128);

impl CutcakeSum {
    #[inline]
    pub fn add(&mut self, x: u64, y: u64) {
        // |v| < 2^64 and at most 2^64 bars per case keep |Σ| below 2^128 / 2: no overflow.
        self.0 += bar_value(x, y);
    }

    /// Whether Alice, moving first, wins.
    pub fn alice_wins(self) -> bool {
        self.0 > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A dyadic rational n / 2^e, the values of short games that are numbers.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    struct Dyadic {
        num: i64,
        exp: u32,
    }

    impl Dyadic {
        fn int(n: i64) -> Self {
            Dyadic { num: n, exp: 0 }
        }
        fn cmp_key(self, e: u32) -> i64 {
            self.num << (e - self.exp)
        }
        fn lt(self, o: Dyadic) -> bool {
            let e = self.exp.max(o.exp);
            self.cmp_key(e) < o.cmp_key(e)
        }
        fn add(self, o: Dyadic) -> Dyadic {
            let e = self.exp.max(o.exp);
            Dyadic {
                num: self.cmp_key(e) + o.cmp_key(e),
                exp: e,
            }
            .norm()
        }
        fn norm(mut self) -> Dyadic {
            while self.exp > 0 && self.num % 2 == 0 {
                self.num /= 2;
                self.exp -= 1;
            }
            self
        }
    }

    /// The simplest number strictly between `left` and `right` (None stands for no
    /// options on that side), by the simplicity rule: the integer nearest 0 if one fits,
    /// else the dyadic with the smallest denominator.
    fn simplest_between(left: Option<Dyadic>, right: Option<Dyadic>) -> Dyadic {
        let fits = |v: Dyadic| left.is_none_or(|l| l.lt(v)) && right.is_none_or(|r| v.lt(r));
        for magnitude in 0..1000 {
            for n in [magnitude, -magnitude] {
                if fits(Dyadic::int(n)) {
                    return Dyadic::int(n);
                }
            }
        }
        let (l, r) = (left.unwrap(), right.unwrap());
        for exp in 1..30 {
            let e = l.exp.max(r.exp).max(exp);
            let mut n = (l.cmp_key(e) >> (e - exp)) - 1;
            loop {
                let v = Dyadic { num: n, exp };
                if !v.lt(r) {
                    break;
                }
                if fits(v) {
                    return v.norm();
                }
                n += 1;
            }
        }
        unreachable!("a number lies between {l:?} and {r:?}")
    }

    /// The CGT value of a bar from its options, assuming (and so testing) that each
    /// option's value is a number, which is the sum of its two pieces.
    fn cgt_value(x: u64, y: u64, memo: &mut HashMap<(u64, u64), Dyadic>) -> Dyadic {
        if let Some(&v) = memo.get(&(x, y)) {
            return v;
        }
        let mut best_left: Option<Dyadic> = None;
        for a in 1..x {
            let v = cgt_value(a, y, memo).add(cgt_value(x - a, y, memo));
            if best_left.is_none_or(|b| b.lt(v)) {
                best_left = Some(v);
            }
        }
        let mut best_right: Option<Dyadic> = None;
        for a in 1..y {
            let v = cgt_value(x, a, memo).add(cgt_value(x, y - a, memo));
            if best_right.is_none_or(|b| v.lt(b)) {
                best_right = Some(v);
            }
        }
        if let (Some(l), Some(r)) = (best_left, best_right) {
            assert!(l.lt(r), "{x}×{y} is not a number");
        }
        let v = simplest_between(best_left, best_right);
        memo.insert((x, y), v);
        v
    }

    /// The game tree of a sum of bars: whether the player to move wins. Bars are sorted
    /// so that permutations share a memo entry; 1×1 bars have no moves and are dropped.
    fn mover_wins(bars: &[(u64, u64)], alice_to_move: bool, memo: &mut SumMemo) -> bool {
        let key = (bars.to_vec(), alice_to_move);
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut wins = false;
        'all: for (i, &(x, y)) in bars.iter().enumerate() {
            let side = if alice_to_move { x } else { y };
            for a in 1..side {
                let (p, q) = if alice_to_move {
                    ((a, y), (x - a, y))
                } else {
                    ((x, a), (x, y - a))
                };
                let mut next: Vec<(u64, u64)> = bars[..i].to_vec();
                next.extend_from_slice(&bars[i + 1..]);
                next.extend([p, q].into_iter().filter(|&b| b != (1, 1)));
                next.sort_unstable();
                if !mover_wins(&next, !alice_to_move, memo) {
                    wins = true;
                    break 'all;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    type SumMemo = HashMap<(Vec<(u64, u64)>, bool), bool>;

    std::thread_local! {
        /// One game-tree memo for all cases of the property test: positions recur.
        static SUM_MEMO: std::cell::RefCell<SumMemo> = std::cell::RefCell::new(HashMap::new());
    }

    #[test]
    fn values_match_cgt_for_small_bars() {
        let mut memo = HashMap::new();
        for x in 1..=40 {
            for y in 1..=40 {
                let v = cgt_value(x, y, &mut memo);
                assert_eq!(v.exp, 0, "{x}×{y} = {v:?} is an integer");
                assert_eq!(v.num as i128, bar_value(x, y), "{x}×{y}");
            }
        }
    }

    #[test]
    fn sample_and_traps() {
        assert_eq!(bar_value(1, 1), 0);
        assert_eq!(bar_value(2, 1), 1);
        assert_eq!(bar_value(2, 2), 0);
        assert_eq!(bar_value(2, 3), 0);
        assert_eq!(bar_value(3, 2), 0);
        assert_eq!(bar_value(u64::MAX, 1), u64::MAX as i128 - 1);
        assert_eq!(bar_value(1, u64::MAX), -(u64::MAX as i128 - 1));
        let mut sum = CutcakeSum::default();
        sum.add(2, 2);
        sum.add(2, 1);
        assert!(sum.alice_wins());
        let mut sum = CutcakeSum::default();
        sum.add(3, 2);
        assert!(!sum.alice_wins());
        let mut sum = CutcakeSum::default();
        for _ in 0..4 {
            sum.add(u64::MAX, 1);
        }
        assert_eq!(sum.0, 4 * (u64::MAX as i128 - 1));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        /// Alice wins a sum of small bars, moving first, iff the values add up above 0.
        #[test]
        fn outcome_of_sums_matches_the_game_tree(
            bars in proptest::collection::vec((1u64..=5, 1u64..=4), 0..4)
        ) {
            let mut sorted: Vec<(u64, u64)> = bars.iter().copied().filter(|&b| b != (1, 1)).collect();
            sorted.sort_unstable();
            let mut sum = CutcakeSum::default();
            for &(x, y) in &bars {
                sum.add(x, y);
            }
            let tree = SUM_MEMO.with_borrow_mut(|memo| mover_wins(&sorted, true, memo));
            proptest::prop_assert_eq!(sum.alice_wins(), tree);
        }
    }
}
