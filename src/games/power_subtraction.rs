//! Subtraction of a power of two (HDU 1847 "Good Luck in CET-4 Everybody!").
//!
//! One pile; a move takes 1, 2, 4, 8, … stones. The Grundy value of n is n mod 3: a power
//! of two is 1 or 2 mod 3, so the moves from n reach values n − 1 and n − 2 mod 3 (both,
//! once n ≥ 2) but never n's own residue, and from n ≡ 1 taking 1, from n ≡ 2 taking 2 or
//! 1, reaches each smaller residue. No table and no logarithm: every u64 is exact.

/// The Grundy value of a pile of `n` in the power-of-two subtraction game.
#[inline]
pub fn power_of_two_value(n: u64) -> u64 {
    n % 3
}

/// The winning takes from a pile of `n`, in increasing order: the powers of two 2^k ≤ n
/// with 2^k ≡ n (mod 3), none when 3 divides n.
///
/// A take wins exactly when it leaves a pile of value 0, a multiple of 3, that is when the
/// power taken has n's residue. 2^k is 1 mod 3 for even k and 2 mod 3 for odd k, so from
/// n ≡ 1 the winning takes are 1, 4, 16, … and from n ≡ 2 they are 2, 8, 32, …, each up to
/// n: at most 32 of them in a u64.
pub fn power_of_two_winning_takes(n: u64) -> impl Iterator<Item = u64> {
    let first_exponent = match power_of_two_value(n) {
        0 => 64, // no take: an empty iterator
        1 => 0,
        _ => 1,
    };
    (first_exponent..64)
        .step_by(2)
        .map(|k| 1u64 << k)
        .take_while(move |&t| t <= n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::heap_game::HeapGame;
    use grundy_engine::table::GrundyTable;

    #[test]
    fn samples_and_the_top() {
        assert_eq!(power_of_two_value(1), 1);
        assert_eq!(power_of_two_value(3), 0);
        assert_eq!(power_of_two_value(0), 0);
        // 2^64 − 1 = (2^2)^32 − 1 is a multiple of 3.
        assert_eq!(power_of_two_value(u64::MAX), 0);
        assert_eq!(power_of_two_winning_takes(u64::MAX).count(), 0);
        // 2^64 − 2 ≡ 2: the odd powers 2, 8, …, 2^63.
        assert_eq!(power_of_two_winning_takes(u64::MAX - 1).count(), 32);
        assert_eq!(
            power_of_two_winning_takes(u64::MAX - 1).last(),
            Some(1 << 63)
        );
    }

    /// The mex table of the game as stated (S = every power of two that fits).
    #[test]
    fn matches_the_mex_table() {
        let powers: Vec<u64> = (0..20).map(|i| 1u64 << i).collect();
        let mut seq = GrundyTable::new(&HeapGame::Subtraction { moves: powers });
        let limit = 1 << 18;
        seq.extend_to(limit as usize + 1).unwrap();
        for n in 0..=limit {
            assert_eq!(Some(power_of_two_value(n)), seq.value(n), "n = {n}");
        }
    }

    /// The game tree itself, independent of the table engine, on small piles.
    #[test]
    fn matches_the_game_tree() {
        let mut brute = grundy_engine::impartial::Exhaustive::from_fn(|&n: &u64| {
            (0..64)
                .map(|i| 1u64 << i)
                .take_while(|&p| p <= n)
                .map(|p| n - p)
                .collect::<Vec<_>>()
        });
        for n in 0..3000u64 {
            assert_eq!(power_of_two_value(n), brute.grundy(&n), "n = {n}");
            let want: Vec<u64> = (0..12)
                .map(|i| 1u64 << i)
                .filter(|&t| t <= n && !brute.wins(&(n - t)))
                .collect();
            let got: Vec<u64> = power_of_two_winning_takes(n).collect();
            assert_eq!(got, want, "n = {n}");
        }
    }
}
