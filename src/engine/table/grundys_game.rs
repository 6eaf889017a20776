//! Grundy's game (`grundy table grundys-game`): a move splits one heap into two non-empty
//! heaps of different sizes, so g(n) = mex { g(a) ⊕ g(n − a) : 1 ≤ a < n − a } (P. M. Grundy
//! 1939; Winning Ways ch. 4; OEIS A002188).
//!
//! No period is known: Flammenkamp computed the values to about 2^35 heaps and found none,
//! so the table only ever reports what it observes. What makes far tables cheap is the
//! "sparse space" of Gangolli and Plambeck that the octal kernel already uses: with the mask
//! of every bit but the lowest, only 1,274 of the first 100,001 values are rare (Flammenkamp
//! lists 1,287 rare values up to 2^35), so nearly every heap's value is found from its
//! splits with a rare part, about a thousand, instead of all n/2 splits. It is the octal
//! code `4.` (split any heap in two) with the equal split left out, so it runs on
//! [`RareCommonKernel`] with that one change.

use super::rare_common::RareCommonKernel;

/// The kernel of Grundy's game.
pub(super) fn kernel() -> RareCommonKernel {
    RareCommonKernel::new(&[4]).unequal_splits()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// g(0..len) by the definition, every split listed.
    fn brute_force(len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for n in 0..len {
            let options: Vec<u32> = (1..n)
                .filter(|&a| a != n - a)
                .map(|a| g[a] ^ g[n - a])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap_or(0));
        }
        g
    }

    fn kernel_values(len: usize) -> (Vec<u32>, RareCommonKernel) {
        let mut k = kernel();
        let mut values = Vec::new();
        while values.len() < len {
            k.push_next(&mut values).unwrap();
        }
        (values, k)
    }

    #[test]
    fn equals_the_brute_force() {
        let (values, _) = kernel_values(1500);
        assert_eq!(values, brute_force(1500));
    }

    /// OEIS A002188 as published (its data section, a(0..104), typed from
    /// oeis.org/A002188/internal), and the rare values Flammenkamp lists up to 196.
    #[test]
    fn equals_the_published_values() {
        const A002188: [u32; 105] = [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1,
            2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2,
            1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3,
            7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
        ];
        let (values, _) = kernel_values(200);
        assert_eq!(values[..105], A002188);
        // Flammenkamp, "Sprague-Grundy Values of Grundy's Game": the heaps below 200 whose
        // value is rare for m = 0111…10, with those values.
        let rare: Vec<(usize, u32)> = (0..200)
            .filter(|&n| (values[n] >> 1).count_ones() % 2 == 0)
            .map(|n| (n, values[n]))
            .collect();
        let listed = [
            (0, 0),
            (1, 0),
            (2, 0),
            (3, 1),
            (4, 0),
            (6, 1),
            (7, 0),
            (9, 1),
            (10, 0),
            (12, 1),
            (15, 1),
            (20, 0),
            (23, 0),
            (26, 0),
            (28, 1),
            (31, 1),
            (34, 1),
            (37, 1),
            (40, 1),
            (43, 1),
            (46, 1),
            (49, 1),
            (50, 0),
            (52, 1),
            (53, 0),
            (55, 1),
            (58, 1),
            (61, 1),
            (87, 7),
            (90, 7),
            (93, 7),
            (146, 6),
            (149, 6),
            (152, 6),
            (158, 11),
            (161, 11),
            (164, 11),
            (167, 11),
            (176, 7),
            (179, 7),
            (181, 12),
            (182, 7),
            (185, 7),
            (188, 7),
            (190, 12),
            (193, 12),
            (196, 10),
        ];
        assert_eq!(rare, listed);
    }
}
