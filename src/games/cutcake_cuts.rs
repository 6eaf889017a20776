//! Alice's winning cuts in Cutcake (HDU 3544 "Alice's Game"), counted exactly at any size.
//!
//! Alice cuts a bar X × Y into A × Y + B × Y (A + B = X; the same two pieces in the other
//! order are the same cut, so A ≤ B). The sum of the bars' values is an integer G, and
//! after her cut Bob moves in a sum of integers G′ = G − v(X, Y) + v(A, Y) + v(B, Y): he
//! loses exactly when G′ ≥ 0 (at 0 the player to move loses, above it Alice wins whoever
//! moves). So the winning cuts of a bar are the A in 1..=⌊X/2⌋ with
//! v(A, Y) + v(X − A, Y) ≥ need, need = v(X, Y) − G.
//!
//! X may be near 2^64, so the A are never scanned one by one. With D = 2^⌊log₂ Y⌋ (h its
//! exponent), the value of a piece of length A against the fixed Y is
//! - (A >> h) − 1 for A ≥ D (for A ≥ Y the closed form; for D ≤ A < Y both it and the
//!   closed form are 0), nondecreasing and linear in ⌊A/D⌋;
//! - 1 − (Y >> ⌊log₂ A⌋) for A < D, constant on each [2^j, 2^(j+1)).
//!
//! So 1..=⌊X/2⌋ falls into at most about 2h + 2 intervals on which A's piece and B's piece
//! (B = X − A) each have one form, and on each interval the winning A are all or none (both
//! constant), a prefix (B linear: B ≥ q·D), a suffix (A linear: A ≥ q·D), or, with both
//! linear, the A whose residue mod D is at most X mod D: ⌊A/D⌋ + ⌊B/D⌋ is ⌊X/D⌋ for those
//! and one less for the others. Each such piece is counted by arithmetic and listed by
//! skipping straight to its next member.

use crate::cutcake::bar_value;

/// A set of winning cuts, the A of one interval.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cuts {
    /// Every A in lo..=hi.
    Range { lo: u64, hi: u64 },
    /// The A in lo..=hi with A mod 2^`shift` ≤ `residue`.
    Periodic {
        lo: u64,
        hi: u64,
        shift: u32,
        residue: u64,
    },
}

impl Cuts {
    /// How many cuts (up to 2^63).
    pub fn count(self) -> u128 {
        match self {
            Cuts::Range { lo, hi } => u128::from(hi - lo) + 1,
            Cuts::Periodic {
                lo,
                hi,
                shift,
                residue,
            } => {
                // #{0 ≤ a ≤ n : a mod 2^shift ≤ residue}.
                let upto = |n: u64| {
                    u128::from(n >> shift) * (u128::from(residue) + 1)
                        + u128::from((n & mask(shift)).min(residue))
                        + 1
                };
                upto(hi) - upto(lo - 1)
            }
        }
    }

    /// The cuts in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u64> {
        let (lo, hi, shift, residue) = match self {
            Cuts::Range { lo, hi } => (lo, hi, 64, u64::MAX),
            Cuts::Periodic {
                lo,
                hi,
                shift,
                residue,
            } => (lo, hi, shift, residue),
        };
        let mut next = Some(lo);
        std::iter::from_fn(move || {
            let mut a = next.filter(|&a| a <= hi)?;
            if a & mask(shift) > residue {
                // Skip to the next multiple of 2^shift, where the residues start again.
                a = (a | mask(shift)).checked_add(1).filter(|&a| a <= hi)?;
            }
            next = a.checked_add(1);
            Some(a)
        })
    }
}

/// 2^shift − 1 (all ones for shift 64).
fn mask(shift: u32) -> u64 {
    u64::MAX.checked_shr(64 - shift).unwrap_or(0)
}

/// The value of a piece A × y against y's D = 2^h (see the module's doc): its linear
/// form for A ≥ D, else the constant of A's dyadic range.
fn piece_is_linear(a: u64, h: u32) -> bool {
    a >> h != 0
}

/// Calls `f` with the winning cuts of the bar `x` × `y` (x, y ≥ 1), interval by interval
/// in increasing A: the A in 1..=⌊x/2⌋ with v(A, y) + v(x − A, y) ≥ `need`.
pub fn for_each_winning_cut(x: u64, y: u64, need: i128, mut f: impl FnMut(Cuts)) {
    let h = y.ilog2();
    let half = x / 2;
    let mut lo = 1u64;
    while lo <= half {
        let b = x - lo; // B at the interval's start: its largest
        let a_linear = piece_is_linear(lo, h);
        let b_linear = piece_is_linear(b, h);
        // Where either piece's form changes next: A reaches the next power of two (up to
        // D), or B drops below the start of its range.
        let a_next = if a_linear {
            u64::MAX
        } else {
            1u64 << (lo.ilog2() + 1)
        };
        let b_start = if b_linear {
            1u64 << h
        } else {
            1u64 << b.ilog2()
        };
        let b_next = x - b_start + 1; // the first A with B < b_start
        let hi = a_next.min(b_next).saturating_sub(1).min(half);
        let value = |a: u64| bar_value(a, y);
        let cuts = match (a_linear, b_linear) {
            (false, false) => (value(lo) + value(b) >= need).then_some(Cuts::Range { lo, hi }),
            (false, true) => {
                // B's value (B >> h) − 1 must reach need − c_A: B ≥ q·D.
                let q = need - value(lo) + 1;
                if q <= 0 {
                    Some(Cuts::Range { lo, hi })
                } else if q > i128::from(x >> h) {
                    None
                } else {
                    let last = x - ((q as u64) << h); // the largest A with B ≥ q·D
                    (last >= lo).then(|| Cuts::Range {
                        lo,
                        hi: hi.min(last),
                    })
                }
            }
            (true, false) => {
                // A's value (A >> h) − 1 must reach need − c_B: A ≥ q·D.
                let q = need - value(b) + 1;
                if q <= 0 {
                    Some(Cuts::Range { lo, hi })
                } else if q > i128::from(hi >> h) {
                    None
                } else {
                    let first = (q as u64) << h;
                    Some(Cuts::Range {
                        lo: lo.max(first),
                        hi,
                    })
                }
            }
            (true, true) => {
                // (A >> h) + (B >> h) is ⌊x/D⌋ when A mod D ≤ x mod D, else one less.
                let whole = i128::from(x >> h) - 2;
                if need < whole {
                    Some(Cuts::Range { lo, hi })
                } else if need == whole {
                    let residue = x & mask(h);
                    let cuts = Cuts::Periodic {
                        lo,
                        hi,
                        shift: h,
                        residue,
                    };
                    (cuts.count() > 0).then_some(cuts)
                } else {
                    None
                }
            }
        };
        if let Some(cuts) = cuts {
            f(cuts);
        }
        if hi == u64::MAX {
            break;
        }
        lo = hi + 1;
    }
}

/// The number of winning cuts of the bar `x` × `y` for `need` (see
/// [`for_each_winning_cut`]).
pub fn count_winning_cuts(x: u64, y: u64, need: i128) -> u128 {
    let mut total = 0;
    for_each_winning_cut(x, y, need, |cuts| total += cuts.count());
    total
}

/// What a cut of the bar `x` × `y` must reach for Alice to win, the bars summing to `sum`:
/// v(A, y) + v(x − A, y) ≥ v(x, y) − sum.
pub fn need(x: u64, y: u64, sum: i128) -> i128 {
    bar_value(x, y) - sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The cuts by direct evaluation of every A.
    fn direct(x: u64, y: u64, need: i128) -> Vec<u64> {
        (1..=x / 2)
            .filter(|&a| bar_value(a, y) + bar_value(x - a, y) >= need)
            .collect()
    }

    fn listed(x: u64, y: u64, need: i128) -> Vec<u64> {
        let mut out = Vec::new();
        for_each_winning_cut(x, y, need, |cuts| {
            assert!(cuts.count() > 0, "an empty piece {cuts:?}");
            out.extend(cuts.iter());
        });
        out
    }

    #[test]
    fn every_small_bar_and_need() {
        for x in 1..=140u64 {
            for y in 1..=70u64 {
                for need in -80..=80i128 {
                    let want = direct(x, y, need);
                    assert_eq!(listed(x, y, need), want, "{x}x{y} need {need}");
                    assert_eq!(count_winning_cuts(x, y, need), want.len() as u128);
                }
            }
        }
    }

    #[test]
    fn the_top_of_u64() {
        let x = u64::MAX;
        // 1 × Y pieces: v(A, 1) + v(X − A, 1) = X − 2 for every A.
        assert_eq!(
            count_winning_cuts(x, 1, i128::from(x) - 2),
            u128::from(x / 2)
        );
        assert_eq!(count_winning_cuts(x, 1, i128::from(x) - 1), 0);
        let first: Vec<u64> = {
            let mut out = Vec::new();
            for_each_winning_cut(x, 1, 0, |c| out.extend(c.iter().take(3)));
            out
        };
        assert_eq!(first, vec![1, 2, 3]);
        assert_eq!(mask(64), u64::MAX);
        assert_eq!(mask(0), 0);
        let top = Cuts::Periodic {
            lo: u64::MAX - 3,
            hi: u64::MAX,
            shift: 63,
            residue: 0,
        };
        assert_eq!(top.count(), 0);
        assert_eq!(top.iter().count(), 0);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        /// Large bars: the first cuts listed are the first found by scanning A upward
        /// through a window of small A.
        #[test]
        fn large_bars_match_a_scan(
            x in 2u64..=u64::MAX,
            y_bits in 0u32..64,
            y_low in any::<u64>(),
            need_off in -3i128..=3,
        ) {
            let y = (1u64 << y_bits) | (y_low >> (64 - y_bits.max(1)) & ((1u64 << y_bits) - 1));
            let window = (x / 2).min(20_000);
            // Needs near the values that occur: around v(x, y) and around 0.
            for need in [bar_value(x, y) - 1 + need_off, need_off, bar_value(x, y) / 2 + need_off] {
                let mut got = Vec::new();
                for_each_winning_cut(x, y, need, |c| got.extend(c.iter().take(20)));
                got.truncate(20);
                let scan: Vec<u64> = (1..=window)
                    .filter(|&a| bar_value(a, y) + bar_value(x - a, y) >= need)
                    .take(20)
                    .collect();
                if scan.len() < 20 {
                    got.retain(|&a| a <= window);
                }
                prop_assert_eq!(&got, &scan, "{}x{} need {}", x, y, need);
            }
        }
    }
}
