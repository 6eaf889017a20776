//! The k-multiple closed form (losing sequence + greedy decomposition) against an
//! exhaustive game search.

use grundy::engine::impartial::Exhaustive;
use grundy::games::k_multiple::LosingSizes;
use proptest::prelude::*;

/// Smallest winning first move by search; positions are (stones left, largest take
/// allowed), the cap clamped to the stones left so equal positions share a memo entry.
fn brute_first_move(n: u64, k: u64) -> Option<u64> {
    let mut brute = Exhaustive::from_fn(|&(rem, cap): &(u64, u64)| {
        (1..=cap.min(rem))
            .map(|x| (rem - x, (k * x).min(rem - x)))
            .collect::<Vec<_>>()
    });
    (1..n).find(|&x| !brute.wins(&(n - x, (k * x).min(n - x))))
}

fn exhaustive_small_n_and_k() {
    for k in 1..=6 {
        let mut seq = LosingSizes::new(k);
        for n in 1..=100 {
            assert_eq!(
                seq.smallest_winning_move(n),
                brute_first_move(n, k),
                "n = {n}, k = {k}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Larger n and k, asked in random order of a shared, lazily grown sequence.
    fn sampled_larger(k in 1u64..=40, ns in prop::collection::vec(1u64..=300, 1..8)) {
        let mut seq = LosingSizes::new(k);
        for n in ns {
            prop_assert_eq!(seq.smallest_winning_move(n), brute_first_move(n, k), "n = {}", n);
        }
    }

    /// The losing sizes against their definition: a_{i+1} − 1 is the largest sum of terms
    /// a_0..=a_i in which each chosen term exceeds k times the next smaller chosen one.
    fn losing_sizes_match_definition(k in 1u64..=12) {
        let mut seq = LosingSizes::new(k);
        let a: Vec<u64> = (1..=5_000).filter(|&n| seq.is_losing(n)).collect();
        prop_assert_eq!(a[0], 1);
        for i in 0..a.len() - 1 {
            // Greedy from the top is optimal for the largest such sum.
            let mut sum = a[i];
            let mut prev = a[i];
            for &t in a[..i].iter().rev() {
                if t * k < prev {
                    sum += t;
                    prev = t;
                }
            }
            prop_assert_eq!(a[i + 1], sum + 1, "i = {}", i);
        }
    }
}

trials![
    exhaustive_small_n_and_k,
    sampled_larger,
    losing_sizes_match_definition,
];
