//! The two Fibonacci games: subtraction of a Fibonacci number (HDU 1848) and Fibonacci Nim
//! (HDU 2516).
//!
//! Fibonacci subtraction has no known closed form or period, so its Grundy values come
//! from the S-Nim table engine ([`GrundyTable`]) with S the Fibonacci numbers, built
//! only as far as the largest pile asked for and never past [`FIBONACCI_PILE_LIMIT`].
//!
//! Fibonacci Nim is the k-multiple game with k = 2, so its losing sizes come from the
//! k-multiple construction ([`LosingSizes`]); for k = 2 they are the Fibonacci numbers.

use crate::k_multiple::LosingSizes;
use grundy_engine::heap_game::HeapGame;
use grundy_engine::table::GrundyTable;

/// The largest pile the Fibonacci subtraction table is built for. The table is one u32
/// per pile (4 MB here) and costs about 30 mask ORs per pile; raising the bound is a
/// one-constant change, guessing a period is not allowed (none is known).
pub const FIBONACCI_PILE_LIMIT: u64 = 1_000_000;

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `limit` (the repeated 1 is left out: a
/// move set is a set).
pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= limit {
        out.push(a);
        match a.checked_add(b) {
            Some(c) => (a, b) = (b, c),
            None => {
                if b <= limit {
                    out.push(b);
                }
                break;
            }
        }
    }
    out
}

/// Grundy values of one pile in the Fibonacci subtraction game, grown on demand.
pub struct FibonacciSubtraction {
    sequence: GrundyTable,
    /// The Fibonacci numbers up to the pile limit: the takes.
    takes: Vec<u64>,
}

impl Default for FibonacciSubtraction {
    fn default() -> Self {
        Self::new()
    }
}

impl FibonacciSubtraction {
    pub fn new() -> Self {
        let takes = fibonacci_up_to(FIBONACCI_PILE_LIMIT);
        FibonacciSubtraction {
            sequence: GrundyTable::new(&HeapGame::Subtraction {
                moves: takes.clone(),
            }),
            takes,
        }
    }

    /// The Grundy value of a pile of `x` ≤ [`FIBONACCI_PILE_LIMIT`] stones, extending the
    /// table when `x` is beyond it.
    pub fn value(&mut self, x: u64) -> u32 {
        assert!(x <= FIBONACCI_PILE_LIMIT, "callers reject larger piles");
        // A plain table: subtraction values never overflow, so extending cannot fail.
        if self.sequence.extend_to(x as usize + 1).is_err() {
            unreachable!("subtraction values are at most |S|");
        }
        self.sequence.values()[x as usize]
    }

    /// The winning moves of the sum of `piles` (each ≤ [`FIBONACCI_PILE_LIMIT`]), as (pile
    /// index, Fibonacci number taken), by pile and then by amount; none when the nim-sum X
    /// of the piles' values is 0.
    ///
    /// By Sprague–Grundy a move wins exactly when it leaves nim-sum 0: a take f from pile
    /// i must leave a pile whose value is g(h_i) ⊕ X, the other piles unchanged. So every
    /// Fibonacci f ≤ h_i with g(h_i − f) = g(h_i) ⊕ X is a winning move, and there is no
    /// other; several f of one pile may qualify (each is its own move). Each pile has at
    /// most 30 takes, so the moves are found by looking each one up in the table.
    pub fn winning_takes(&mut self, piles: &[u64]) -> Vec<(usize, u64)> {
        let x = piles.iter().fold(0, |x, &h| x ^ self.value(h));
        let mut out = Vec::new();
        if x == 0 {
            return out;
        }
        for (i, &h) in piles.iter().enumerate() {
            let want = self.value(h) ^ x;
            let values = self.sequence.values();
            for &f in self.takes.iter().take_while(|&&f| f <= h) {
                if values[(h - f) as usize] == want {
                    out.push((i, f));
                }
            }
        }
        out
    }
}

/// The losing pile sizes of Fibonacci Nim: the k-multiple construction at k = 2, built
/// over the whole u64 range once (92 terms).
pub struct FibonacciNim {
    losing: Vec<u64>,
}

impl Default for FibonacciNim {
    fn default() -> Self {
        Self::new()
    }
}

impl FibonacciNim {
    pub fn new() -> Self {
        FibonacciNim {
            losing: LosingSizes::new(2).terms_up_to(u64::MAX),
        }
    }

    /// Whether the first player loses with a pile of `n` ≥ 1 stones (n = 1 has no legal
    /// first move and loses, as in `k-multiple`).
    pub fn first_loses(&self, n: u64) -> bool {
        self.losing.binary_search(&n).is_ok()
    }

    /// The losing sizes: for k = 2 the Fibonacci numbers 1, 2, 3, 5, …
    pub fn losing_sizes(&self) -> &[u64] {
        &self.losing
    }

    /// The Zeckendorf representation of `n` ≥ 1, largest term first: the greedy sum of
    /// distinct, non-consecutive Fibonacci numbers (unique).
    pub fn zeckendorf(&self, n: u64) -> Vec<u64> {
        let mut terms = Vec::new();
        let mut rest = n;
        for &f in self.losing.iter().rev() {
            if f <= rest {
                terms.push(f);
                rest -= f;
            }
        }
        terms
    }

    /// The winning takes, in increasing order, with `stones` ≥ 1 left and takes of 1 to
    /// `max_take` allowed (the first move: `max_take` = n − 1); the opponent may then take
    /// up to twice the take.
    ///
    /// A position is lost for the player to move exactly when its smallest Zeckendorf term
    /// is larger than the largest take allowed (the rule above, in the general form the
    /// k-multiple construction proves; no stone left is lost too). So a take x < stones
    /// wins iff the smallest Zeckendorf term of y = stones − x exceeds 2x. Then x < F/2 for
    /// that term F, so x's own Zeckendorf terms are all at least two indices below F and
    /// the two representations together are the one of `stones`: x is the sum of the
    /// smallest j terms of `stones`, for some j below their number, with the next term up
    /// more than 2x. Those sums (and taking all, when `stones` ≤ `max_take`) are checked
    /// one by one: at most one per Zeckendorf term, about 45 for any u64.
    pub fn winning_takes(&self, stones: u64, max_take: u64) -> Vec<u64> {
        winning_takes_of(&self.zeckendorf(stones), max_take)
    }
}

/// [`FibonacciNim::winning_takes`] from the Zeckendorf terms of the stones (largest first).
pub fn winning_takes_of(terms: &[u64], max_take: u64) -> Vec<u64> {
    let stones: u64 = terms.iter().sum();
    let mut takes = Vec::new();
    // x: the sum of the smallest terms, up to terms[j]; terms[j − 1] is the next one up.
    let mut x: u64 = 0;
    for j in (1..terms.len()).rev() {
        x += terms[j];
        if x > max_take {
            return takes;
        }
        if 2 * u128::from(x) < u128::from(terms[j - 1]) {
            takes.push(x);
        }
    }
    if stones <= max_take {
        takes.push(stones);
    }
    takes
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::{Exhaustive, FnExhaustive};
    use proptest::prelude::*;

    #[test]
    fn fibonacci_numbers_in_u64() {
        let all = fibonacci_up_to(u64::MAX);
        assert_eq!(all.len(), 92);
        assert_eq!(*all.last().unwrap(), 12_200_160_415_121_876_738);
        assert_eq!(&all[..6], &[1, 2, 3, 5, 8, 13]);
        assert_eq!(fibonacci_up_to(0), Vec::<u64>::new());
        assert_eq!(fibonacci_up_to(4), vec![1, 2, 3]);
        let judge: Vec<u64> = all
            .iter()
            .copied()
            .filter(|&f| (2..1 << 31).contains(&f))
            .collect();
        assert_eq!(judge.len(), 44);
        assert_eq!(*judge.last().unwrap(), 1_836_311_903);
    }

    #[test]
    fn fibonacci_nim_losing_sizes_are_the_fibonacci_numbers() {
        let nim = FibonacciNim::new();
        assert_eq!(nim.losing_sizes(), &fibonacci_up_to(u64::MAX)[..]);
        assert!(nim.first_loses(1));
        assert!(nim.first_loses(2));
        assert!(nim.first_loses(13));
        assert!(!nim.first_loses(10_000));
        assert!(nim.first_loses(12_200_160_415_121_876_738));
        assert!(!nim.first_loses(u64::MAX));
    }

    #[test]
    fn subtraction_values_from_the_statement() {
        let mut fib = FibonacciSubtraction::new();
        let want = [
            0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0,
        ];
        for (x, &g) in want.iter().enumerate() {
            assert_eq!(fib.value(x as u64), g, "g({x})");
        }
    }

    #[test]
    fn subtraction_values_grow_to_15_within_the_limit() {
        let mut fib = FibonacciSubtraction::new();
        fib.value(FIBONACCI_PILE_LIMIT);
        let first = |v: u32, fib: &mut FibonacciSubtraction| {
            (0..=FIBONACCI_PILE_LIMIT).find(|&x| fib.value(x) == v)
        };
        assert_eq!((0..=1000).map(|x| fib.value(x)).max(), Some(9));
        assert_eq!(
            (0..=FIBONACCI_PILE_LIMIT).map(|x| fib.value(x)).max(),
            Some(15)
        );
        assert_eq!(first(15, &mut fib), Some(206_025));
    }

    /// Fibonacci subtraction as stated, one pile at a time (the repeated 1 included).
    fn subtraction_brute() -> FnExhaustive<u64, impl Fn(&u64) -> Vec<u64>> {
        Exhaustive::from_fn(|&x: &u64| {
            let (mut a, mut b) = (1u64, 1u64);
            let mut out = Vec::new();
            while a <= x {
                out.push(x - a);
                (a, b) = (b, a + b);
            }
            out
        })
    }

    /// Fibonacci Nim as stated, on (stones left, largest take allowed).
    fn nim_moves(&(rem, cap): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=cap.min(rem))
            .map(|t| (rem - t, (2 * t).min(rem - t)))
            .collect()
    }

    #[test]
    fn subtraction_table_matches_the_game_tree() {
        let mut brute = subtraction_brute();
        let mut fib = FibonacciSubtraction::new();
        for x in 0..=2000 {
            assert_eq!(fib.value(x) as u64, brute.grundy(&x), "g({x})");
        }
    }

    #[test]
    fn fibonacci_nim_winning_takes_match_the_game_tree() {
        let mut brute = Exhaustive::from_fn(nim_moves);
        let nim = FibonacciNim::new();
        for stones in 1..=150u64 {
            for cap in 1..=stones {
                let want: Vec<u64> = (1..=cap)
                    .filter(|&t| !brute.wins(&(stones - t, (2 * t).min(stones - t))))
                    .collect();
                assert_eq!(nim.winning_takes(stones, cap), want, "({stones}, {cap})");
            }
        }
        assert_eq!(nim.zeckendorf(17), vec![13, 3, 1]);
        assert_eq!(nim.winning_takes(17, 16), vec![1, 4]);
        // At the top of u64 the smallest Zeckendorf term is still the first winning take.
        let top = nim.zeckendorf(u64::MAX);
        assert_eq!(top.iter().sum::<u64>(), u64::MAX);
        assert_eq!(
            nim.winning_takes(u64::MAX, u64::MAX - 1).first(),
            top.last()
        );
    }

    #[test]
    fn fibonacci_nim_matches_the_game_tree() {
        let mut brute = Exhaustive::from_fn(nim_moves);
        let nim = FibonacciNim::new();
        for n in 1..=300u64 {
            // The first move takes 1..n-1: the position (n, n-1).
            assert_eq!(nim.first_loses(n), !brute.wins(&(n, n - 1)), "n = {n}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Three piles: the xor of the table values decides, as the game tree of the sum.
        #[test]
        fn three_piles_xor(m in 0u64..24, n in 0u64..24, p in 0u64..24) {
            let mut fib = FibonacciSubtraction::new();
            let mut brute = Exhaustive::from_fn(|piles: &Vec<u64>| {
                grundy_engine::impartial::heap_game_moves(piles, |h| {
                    fibonacci_up_to(h).into_iter().map(|f| h - f).collect()
                })
            });
            let mut start = vec![m, n, p];
            start.sort_unstable();
            let xor = fib.value(m) ^ fib.value(n) ^ fib.value(p);
            prop_assert_eq!(xor as u64, brute.grundy(&start));
            // The winning takes are exactly the takes to a lost position.
            let piles = [m, n, p];
            let mut want = Vec::new();
            for (i, &h) in piles.iter().enumerate() {
                for f in fibonacci_up_to(h) {
                    let mut after = piles.to_vec();
                    after[i] = h - f;
                    after.sort_unstable();
                    if !brute.wins(&after) {
                        want.push((i, f));
                    }
                }
            }
            prop_assert_eq!(fib.winning_takes(&piles), want);
        }
    }
}
