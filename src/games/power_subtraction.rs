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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::subtraction::GrundySequence;

    #[test]
    fn samples_and_the_top() {
        assert_eq!(power_of_two_value(1), 1);
        assert_eq!(power_of_two_value(3), 0);
        assert_eq!(power_of_two_value(0), 0);
        // 2^64 − 1 = (2^2)^32 − 1 is a multiple of 3.
        assert_eq!(power_of_two_value(u64::MAX), 0);
    }

    /// The mex table of the game as stated (S = every power of two that fits).
    #[test]
    fn matches_the_mex_table() {
        let powers: Vec<u64> = (0..20).map(|i| 1u64 << i).collect();
        let mut seq = GrundySequence::new(&powers);
        let limit = 1 << 18;
        seq.prepare(limit).unwrap_or_else(|e| panic!("{e:?}"));
        for n in 0..=limit {
            assert_eq!(power_of_two_value(n), seq.get(n) as u64, "n = {n}");
        }
    }

    /// The game tree itself, independent of the table engine, on small piles.
    #[test]
    fn matches_the_game_tree() {
        let mut brute = crate::engine::impartial::Exhaustive::from_fn(|&n: &u64| {
            (0..64)
                .map(|i| 1u64 << i)
                .take_while(|&p| p <= n)
                .map(|p| n - p)
                .collect::<Vec<_>>()
        });
        for n in 0..3000u64 {
            assert_eq!(power_of_two_value(n), brute.grundy(&n), "n = {n}");
        }
    }
}
