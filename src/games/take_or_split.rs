//! Nim where a move may instead split one heap into 2 (`nim-or-not`, HDU 3032) or 3
//! (`simple-nim`, HDU 5795) non-empty heaps: Multi-SG closed forms.
//!
//! Values are u128: the heap 2^64 − 1 is worth 2^64 in both games.

/// Split in two: SG(0) = 0; SG(x) = x for x ≡ 1, 2 (mod 4), x + 1 for x ≡ 3, x − 1 for
/// x ≡ 0. Why: removals reach every smaller heap's value; for x ≡ 3 the split (1, x − 1)
/// is worth 1 ⊕ (x − 1) = x, so the mex passes x and lands on x + 1; for x ≡ 0 (x > 0)
/// no smaller heap is worth x − 1 (that heap is worth x) and no split reaches it.
#[inline(always)]
pub fn split_in_two(x: u64) -> u128 {
    // Branch-free (this runs once per input number): +1 on residue 3, −1 on residue 0
    // except for the empty heap.
    let r = x & 3;
    let up = u128::from(r == 3);
    let down = u128::from((r == 0) & (x != 0));
    u128::from(x) + up - down
}

/// Split in three: SG(0) = 0; SG(x) = x − 1 for x ≡ 0 (mod 8), x + 1 for x ≡ 7, else x.
#[inline(always)]
pub fn split_in_three(x: u64) -> u128 {
    let r = x & 7;
    let up = u128::from(r == 7);
    let down = u128::from((r == 0) & (x != 0));
    u128::from(x) + up - down
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::Exhaustive;
    use grundy_engine::multi_sg::take_or_split_table;
    use proptest::prelude::*;

    #[test]
    fn closed_forms_match_the_table() {
        let two = take_or_split_table(320, 2);
        for (x, &v) in two.iter().enumerate() {
            assert_eq!(split_in_two(x as u64), u128::from(v), "two, heap {x}");
        }
        let three = take_or_split_table(320, 3);
        for (x, &v) in three.iter().enumerate() {
            assert_eq!(split_in_three(x as u64), u128::from(v), "three, heap {x}");
        }
    }

    #[test]
    fn the_top_of_u64() {
        assert_eq!(split_in_two(u64::MAX), 1 << 64);
        assert_eq!(split_in_three(u64::MAX), 1 << 64);
        assert_eq!(split_in_two((1 << 31) - 1), 1 << 31);
    }

    /// Whole multisets of heaps, searched exhaustively (removals and splits as real moves).
    fn search(parts: usize) -> impl FnMut(&Vec<u64>) -> bool {
        let mut s = Exhaustive::from_fn(move |heaps: &Vec<u64>| {
            let mut out = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                let mut rest = heaps.clone();
                rest.remove(i);
                let mut results: Vec<Vec<u64>> = (0..h)
                    .map(|t| if t == 0 { vec![] } else { vec![t] })
                    .collect();
                if parts == 2 {
                    results.extend((1..=h / 2).map(|a| vec![a, h - a]));
                } else {
                    for a in 1..=h {
                        for b in a..=h {
                            if a + b < h && h - a - b >= b {
                                results.push(vec![a, b, h - a - b]);
                            }
                        }
                    }
                }
                for r in results {
                    let mut next = rest.clone();
                    next.extend(r);
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        });
        move |heaps| {
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            s.wins(&sorted)
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(120))]

        #[test]
        fn sums_match_search(heaps in prop::collection::vec(0u64..8, 0..4)) {
            let mut two = search(2);
            let mut three = search(3);
            let x2 = heaps.iter().fold(0, |x, &h| x ^ split_in_two(h));
            let x3 = heaps.iter().fold(0, |x, &h| x ^ split_in_three(h));
            prop_assert_eq!(x2 != 0, two(&heaps));
            prop_assert_eq!(x3 != 0, three(&heaps));
        }
    }
}
