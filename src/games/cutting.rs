//! `cutting-game` (POJ 2311): cut a piece of grid paper into two along a grid line; whoever
//! cuts out a 1 × 1 piece wins.
//!
//! A cut leaving a 1-wide strip lets the opponent cut a 1 × 1 at once, so with both sides
//! ≥ 2 only cuts keeping both parts ≥ 2 matter: SG(w, h) = mex of SG(i, h) ⊕ SG(w − i, h),
//! 2 ≤ i ≤ w − 2, and SG(w, j) ⊕ SG(w, h − j), 2 ≤ j ≤ h − 2. The table is indexed from 0
//! (cells with a side below 2 are unused and hold 0). A sheet with a side of 1 is a win
//! (cut a 1 × 1 off), except 1 × 1 itself, which has no cut.

use grundy_engine::mex::Mex;
use grundy_engine::multi_sg::{LazyTable2, MexRule};

pub struct CuttingRule;

impl MexRule for CuttingRule {
    fn cell(&self, w: usize, h: usize, rows: &[Vec<u32>], column: &[u32], mex: &mut Mex) -> u32 {
        if w < 2 || h < 2 {
            return 0;
        }
        let row = &rows[w][..h];
        // Values stay ≤ 9 up to 2000 (spec), so the xors of a cell's options almost always
        // fit the bits of one word: their mex is its first clear bit.
        let (seen_w, any_w) = cut_xors(column, w);
        let (seen_h, any_h) = cut_xors(row, h);
        if (any_w | any_h) < u32::BITS {
            return (!(seen_w | seen_h)).trailing_zeros();
        }
        mex.start(w + h);
        for x in cuts(column, w).chain(cuts(row, h)) {
            mex.mark(u64::from(x));
        }
        mex.value() as u32
    }
}

/// The xors a[i] ⊕ a[n − i] of the cuts of a side n that keep both parts ≥ 2. Symmetric
/// cuts give the same xor, so i runs over 2..=n/2 only.
fn cuts(a: &[u32], n: usize) -> impl Iterator<Item = u32> + '_ {
    let (low, high) = cut_halves(a, n);
    low.iter().zip(high.iter().rev()).map(|(&x, &y)| x ^ y)
}

/// a[2..=n/2] and a[n − n/2..=n − 2] (empty below n = 4): the two ends of [`cuts`].
fn cut_halves(a: &[u32], n: usize) -> (&[u32], &[u32]) {
    if n < 4 {
        return (&[], &[]);
    }
    (&a[2..=n / 2], &a[n - n / 2..=n - 2])
}

/// The cuts' xors of [`cuts`] as bits of a word (x < 32), with the or of all of them: a
/// second word of 32 or more means some xor did not fit and the word is not the set.
fn cut_xors(a: &[u32], n: usize) -> (u32, u32) {
    let (low, high) = cut_halves(a, n);
    pulp::Arch::new().dispatch(CutXors { low, high })
}

/// [`cut_xors`]' loop, run by `pulp` with the best instruction set present: with AVX2 it
/// is a per-lane variable shift over eight cuts at a time (the table is 2.5·10^8 such
/// steps at 1000 × 1000).
struct CutXors<'a> {
    low: &'a [u32],
    high: &'a [u32],
}

impl pulp::WithSimd for CutXors<'_> {
    type Output = (u32, u32);

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _simd: S) -> (u32, u32) {
        // Eight lanes written out, low[i] against high's mirror element, so the loop is
        // one vector step per chunk (a plain zip with `rev` stayed scalar).
        const LANES: usize = 8;
        let (mut seen, mut any) = ([0u32; LANES], [0u32; LANES]);
        let low = self.low.chunks_exact(LANES);
        let high = self.high.rchunks_exact(LANES);
        let (low_rest, high_rest) = (low.remainder(), high.remainder());
        for (x, y) in low.zip(high) {
            for k in 0..LANES {
                let v = x[k] ^ y[LANES - 1 - k];
                any[k] |= v;
                seen[k] |= 1 << (v & (u32::BITS - 1));
            }
        }
        let (mut seen, mut any) = (
            seen.iter().fold(0, |a, b| a | b),
            any.iter().fold(0, |a, b| a | b),
        );
        for (&x, &y) in low_rest.iter().zip(high_rest.iter().rev()) {
            let v = x ^ y;
            any |= v;
            seen |= 1 << (v & (u32::BITS - 1));
        }
        (seen, any)
    }
}

/// Whether the first player wins on a W × H sheet (W, H ≥ 1), growing `table` as needed.
pub fn first_wins(table: &mut LazyTable2<CuttingRule>, w: usize, h: usize) -> bool {
    match (w, h) {
        (1, 1) => false,
        (1, _) | (_, 1) => true,
        _ => table.get(w, h) != 0,
    }
}

/// The winning cuts of a W × H sheet, each as the two pieces it leaves, `(width, height)`,
/// the smaller first: cuts across the width (pieces i × H) by i, then across the height.
/// The cuts at i and W − i leave the same two pieces and are one move.
///
/// Why these. With a side of 1 (and not 1 × 1) the cut taking off a 1 × 1 wins at once, and
/// every other cut leaves two strips, from which the opponent cuts a 1 × 1. With both sides
/// ≥ 2 no cut makes a 1 × 1, a cut leaving a strip loses (the opponent cuts a 1 × 1 off it),
/// and the others leave two sheets worth the xor of their table values: a cut wins iff that
/// xor is 0. `table` must know the values up to W × H (after [`first_wins`]).
pub fn winning_cuts(
    table: &LazyTable2<CuttingRule>,
    w: usize,
    h: usize,
) -> Vec<[(usize, usize); 2]> {
    match (w, h) {
        (1, 1) => Vec::new(),
        (1, _) => vec![[(1, 1), (1, h - 1)]],
        (_, 1) => vec![[(1, 1), (w - 1, 1)]],
        _ => {
            let value = |a: usize, b: usize| table.known(a, b).expect("the table reaches W x H");
            let across_width = (2..=w / 2)
                .filter(|&i| value(i, h) == value(w - i, h))
                .map(|i| [(i, h), (w - i, h)]);
            let across_height = (2..=h / 2)
                .filter(|&j| value(w, j) == value(w, h - j))
                .map(|j| [(w, j), (w, h - j)]);
            across_width.chain(across_height).collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::Exhaustive;
    use proptest::collection::vec;
    use proptest::prelude::*;

    /// The real game: a position is a multiset of pieces (w ≤ h); `None` is "someone just
    /// cut out a 1 × 1", which ends the game (no moves: the player to move has lost).
    fn real_game_options(p: &Option<Vec<(u8, u8)>>) -> Vec<Option<Vec<(u8, u8)>>> {
        let Some(pieces) = p else { return vec![] };
        let mut out = Vec::new();
        for (k, &(w, h)) in pieces.iter().enumerate() {
            let mut cut = |a: (u8, u8), b: (u8, u8)| {
                if a == (1, 1) || b == (1, 1) {
                    out.push(None);
                } else {
                    let mut next = pieces.clone();
                    next.remove(k);
                    next.push((a.0.min(a.1), a.0.max(a.1)));
                    next.push((b.0.min(b.1), b.0.max(b.1)));
                    next.sort_unstable();
                    out.push(Some(next));
                }
            };
            for i in 1..w {
                cut((i, h), (w - i, h));
            }
            for j in 1..h {
                cut((w, j), (w, h - j));
            }
        }
        out
    }

    #[test]
    fn single_sheets_match_the_real_game() {
        let mut search = Exhaustive::from_fn(real_game_options);
        let mut table = LazyTable2::new(CuttingRule);
        for w in 1..=6u8 {
            for h in 1..=7u8 {
                let start = Some(vec![(w.min(h), w.max(h))]);
                assert_eq!(
                    first_wins(&mut table, w.into(), h.into()),
                    search.wins(&start),
                    "{w} x {h}"
                );
            }
        }
    }

    /// The winning cuts against the real game's search: every cut (both mirror positions,
    /// pieces as multisets) leading to a lost position, counted once per pair of pieces.
    #[test]
    fn winning_cuts_match_the_real_game() {
        let mut search = Exhaustive::from_fn(real_game_options);
        let mut table = LazyTable2::new(CuttingRule);
        for w in 1..=6u8 {
            for h in 1..=7u8 {
                first_wins(&mut table, w.into(), h.into());
                let mut want = Vec::new();
                let mut consider = |a: (u8, u8), b: (u8, u8)| {
                    let (a, b) = (a.min(b), a.max(b));
                    let lost = if a == (1, 1) || b == (1, 1) {
                        true
                    } else {
                        let norm = |(x, y): (u8, u8)| (x.min(y), x.max(y));
                        let mut pieces = vec![norm(a), norm(b)];
                        pieces.sort_unstable();
                        !search.wins(&Some(pieces))
                    };
                    let cut = [(a.0.into(), a.1.into()), (b.0.into(), b.1.into())];
                    if lost && !want.contains(&cut) {
                        want.push(cut);
                    }
                };
                for i in 1..w {
                    consider((i, h), (w - i, h));
                }
                for j in 1..h {
                    consider((w, j), (w, h - j));
                }
                let mut got = winning_cuts(&table, w.into(), h.into());
                got.sort_unstable();
                want.sort_unstable();
                assert_eq!(got, want, "{w} x {h}");
            }
        }
    }

    #[test]
    fn pairs_of_sheets_are_worth_the_xor() {
        let mut search = Exhaustive::from_fn(real_game_options);
        let mut table = LazyTable2::new(CuttingRule);
        for a in 2..=4u8 {
            for b in a..=5u8 {
                for c in 2..=4u8 {
                    for d in c..=4u8 {
                        let mut pieces = vec![(a, b), (c, d)];
                        pieces.sort_unstable();
                        let x = table.get(a.into(), b.into()) ^ table.get(c.into(), d.into());
                        assert_eq!(x != 0, search.wins(&Some(pieces)), "{a}x{b} + {c}x{d}");
                    }
                }
            }
        }
    }

    proptest! {
        /// The word of bits (values below 16, as in the real table) and the general mex
        /// (values up to 39, whose xors reach 63) against the mex of every cut, both halves.
        #[test]
        fn a_cell_is_the_mex_of_every_cut(
            column in vec(0u32..40, 2..70),
            row in vec(0u32..40, 2..70),
            small in any::<bool>(),
        ) {
            let keep = if small { 15 } else { u32::MAX };
            let column: Vec<u32> = column.iter().map(|v| v & keep).collect();
            let row: Vec<u32> = row.iter().map(|v| v & keep).collect();
            let (w, h) = (column.len(), row.len());
            let every_cut = |a: &[u32], n: usize| -> Vec<u64> {
                (2..=n.saturating_sub(2)).map(|i| u64::from(a[i] ^ a[n - i])).collect()
            };
            let mut options = every_cut(&column, w);
            options.extend(every_cut(&row, h));
            let want = Mex::new().of(options);
            let mut rows = vec![Vec::new(); w + 1];
            rows[w] = row;
            let got = CuttingRule.cell(w, h, &rows, &column, &mut Mex::new());
            prop_assert_eq!(u64::from(got), want);
        }
    }

    #[test]
    fn judge_sample_and_values_stay_small() {
        let mut table = LazyTable2::new(CuttingRule);
        assert!(!first_wins(&mut table, 2, 2));
        assert!(!first_wins(&mut table, 3, 2));
        assert!(first_wins(&mut table, 4, 2));
        table.grow_to(201);
        for w in 0..201 {
            for h in 0..201 {
                assert!(table.known(w, h).unwrap() <= 9);
                assert_eq!(table.known(w, h), table.known(h, w));
            }
        }
    }
}
