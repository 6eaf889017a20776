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
    use crate::impartial::Exhaustive;

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

    /// Freeing the kernel's copies (the low bytes, the block of rare marks) now and then,
    /// mid-block included, changes no value: they are made again from the table.
    #[test]
    fn equals_the_brute_force_through_releases() {
        let mut k = kernel();
        let mut values = Vec::new();
        while values.len() < 1200 {
            k.push_next(&mut values).unwrap();
            if values.len() % 97 == 0 {
                k.release();
            }
        }
        assert_eq!(values, brute_force(1200));
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

    /// The game itself, searched over whole positions (sorted lists of heaps), with no
    /// Sprague–Grundy arithmetic: the value of one heap of n.
    #[test]
    fn equals_an_exhaustive_search_of_positions() {
        let mut search = Exhaustive::from_fn(|heaps: &Vec<u64>| {
            let mut options = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                if i > 0 && heaps[i - 1] == h {
                    continue;
                }
                for a in 1..h.div_ceil(2) {
                    let mut next = heaps.clone();
                    next.remove(i);
                    next.extend([a, h - a]);
                    next.sort_unstable();
                    options.push(next);
                }
            }
            options
        });
        let (values, _) = kernel_values(28);
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(search.grundy(&vec![n as u64]), v as u64, "heap {n}");
        }
    }

    /// The sparse space the kernel relies on: with the mask of every bit but the lowest,
    /// 1,274 of g(0..100000) are rare (issue 26, after Flammenkamp).
    #[test]
    fn few_values_are_rare() {
        let (values, _) = kernel_values(100_001);
        let rare = values
            .iter()
            .filter(|&&v| (v >> 1).count_ones() % 2 == 0)
            .count();
        assert_eq!(rare, 1274);
    }
}
