//! `cutting-game` (POJ 2311): cut a piece of grid paper into two along a grid line; whoever
//! cuts out a 1 × 1 piece wins.
//!
//! A cut leaving a 1-wide strip lets the opponent cut a 1 × 1 at once, so with both sides
//! ≥ 2 only cuts keeping both parts ≥ 2 matter: SG(w, h) = mex of SG(i, h) ⊕ SG(w − i, h),
//! 2 ≤ i ≤ w − 2, and SG(w, j) ⊕ SG(w, h − j), 2 ≤ j ≤ h − 2. The table is indexed from 0
//! (cells with a side below 2 are unused and hold 0). A sheet with a side of 1 is a win
//! (cut a 1 × 1 off), except 1 × 1 itself, which has no cut.

use crate::engine::mex::Mex;
use crate::engine::multi_sg::{LazyTable2, MexRule};

pub struct CuttingRule;

impl MexRule for CuttingRule {
    fn cell(&self, w: usize, h: usize, rows: &[Vec<u32>], column: &[u32], mex: &mut Mex) -> u32 {
        if w < 2 || h < 2 {
            return 0;
        }
        let row = &rows[w][..h];
        // Symmetric cuts give the same xor: half of each range is enough.
        let cuts_w = (2..=w / 2).filter(|&i| w - i >= 2);
        let cuts_h = (2..=h / 2).filter(|&j| h - j >= 2);
        mex.start(w + h);
        for i in cuts_w {
            mex.mark(u64::from(column[i] ^ column[w - i]));
        }
        for j in cuts_h {
            mex.mark(u64::from(row[j] ^ row[h - j]));
        }
        mex.value() as u32
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::impartial::Exhaustive;

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
