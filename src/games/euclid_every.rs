//! `gg-and-mm` (HDU 3595): the Every-SG step of one two-pile game where a move removes a
//! positive multiple of the smaller pile from the larger one (either pile when equal), and
//! a pile of 0 finishes the game.
//!
//! For a ≥ b: b = 0 → 0 (finished); a mod b = 0 → 1 (empty the larger pile); b < a < 2b →
//! step(a − b, b) + 1 (the only move); a ≥ 2b → with t = step(a mod b, b): t + 1 if t is
//! even, t + 2 if odd. Why: from a ≥ 2b the mover reaches (a mod b, b) and
//! (a mod b + b, b), among others; the second has the first as its only move, so exactly
//! one of the two is a loss for the player to move; the larger-quotient positions (3b + r
//! and up) are wins (they reach both), so that loss is the only losing option, and its
//! step plus one is the answer (t + 1 if t is even, since then (r, b) is the loss; t + 2
//! if odd, since then (r + b, b), of step t + 1, is).

/// The step of the pair (p, q), without recursion: one Euclid division per round, at most
/// about 93 rounds for u64 (consecutive Fibonacci numbers).
pub fn step(p: u64, q: u64) -> u64 {
    if (p | q) >> 32 == 0 {
        return step32(p as u32, q as u32);
    }
    step_wide(p, q)
}

/// [`step`] for piles below 2^32 (every judge's): 32-bit division is several times
/// cheaper than 64-bit, and at most 47 rounds (the Fibonacci bound) fit a u64 mask where
/// u64 piles need u128.
#[inline]
fn step32(p: u32, q: u32) -> u64 {
    let (mut a, mut b) = (p.max(q), p.min(q));
    let (mut plus_one, mut rounds) = (0u64, 0u32);
    let base = loop {
        if b == 0 {
            break 0;
        }
        let r = a % b;
        if r == 0 {
            break 1;
        }
        if a - b < b {
            plus_one |= 1 << rounds;
            (a, b) = (b, a - b);
        } else {
            (a, b) = (b, r);
        }
        rounds += 1;
    };
    debug_assert!(rounds < 64);
    (0..rounds).rev().fold(base, |t, r| {
        if plus_one >> r & 1 == 1 || t % 2 == 0 {
            t + 1
        } else {
            t + 2
        }
    })
}

/// [`step`] for any u64 piles (up to 92 rounds: the mask is a u128).
fn step_wide(p: u64, q: u64) -> u64 {
    let (mut a, mut b) = (p.max(q), p.min(q));
    // Each round is one Euclid division (at most 93 for u64, so they fit a u128 as bits)
    // and records how the step of (a, b) follows from the next pair's: a set bit = +1
    // (quotient 1), a clear bit = the parity rule (quotient 2 or more).
    let (mut plus_one, mut rounds) = (0u128, 0u32);
    let base = loop {
        if b == 0 {
            break 0;
        }
        if a % b == 0 {
            break 1;
        }
        if a - b < b {
            plus_one |= 1 << rounds;
            (a, b) = (b, a - b);
        } else {
            (a, b) = (b, a % b);
        }
        rounds += 1;
    };
    (0..rounds).rev().fold(base, |t, r| {
        if plus_one >> r & 1 == 1 || t % 2 == 0 {
            t + 1
        } else {
            t + 2
        }
    })
}

/// The moves of one game (p, q) in their order — from pile p, then from pile q, each by the
/// multiple k removed — grouped by the step of the game they leave
/// ([`grundy_engine::every_sg::EveryMoves`]'s input). Empty when the game is finished.
///
/// Why these steps. Only the larger pile a = k_max·b + r shrinks (either when p = q, each to
/// 0: step 0); removing k·b leaves (r + j·b, b) with j = k_max − k. At j = 0 that is (b, r),
/// of step t = step(b, r); at j = 1, b ≤ r + b < 2b, whose one move leads to (b, r): step
/// t + 1; at j ≥ 2 the quotient is at least 2, so the step is t + 1 if t is even and t + 2
/// if odd ([`step`]'s rule).
pub fn move_groups(p: u64, q: u64) -> Vec<MoveGroup> {
    if p == 0 || q == 0 {
        return Vec::new();
    }
    if p == q {
        return vec![
            MoveGroup {
                pile: 0,
                first: 1,
                count: 1,
                step: 0,
            },
            MoveGroup {
                pile: 1,
                first: 1,
                count: 1,
                step: 0,
            },
        ];
    }
    let (pile, a, b) = if p > q { (0, p, q) } else { (1, q, p) };
    let (most, r) = (a / b, a % b);
    let t = step(b, r);
    let mut groups = Vec::with_capacity(3);
    if most >= 3 {
        let far = if t % 2 == 0 { t + 1 } else { t + 2 };
        groups.push(MoveGroup {
            pile,
            first: 1,
            count: most - 2,
            step: far,
        });
    }
    if most >= 2 {
        groups.push(MoveGroup {
            pile,
            first: most - 1,
            count: 1,
            step: t + 1,
        });
    }
    groups.push(MoveGroup {
        pile,
        first: most,
        count: 1,
        step: t,
    });
    groups
}

/// Moves of one game removing k = first, first + 1, …, first + count − 1 times the other
/// pile from pile `pile` (0 is p, 1 is q), all leaving a game of step `step`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveGroup {
    pub pile: usize,
    pub first: u64,
    pub count: u64,
    pub step: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::every_sg::every_first_wins;
    use grundy_engine::impartial::{EverySum, Exhaustive, FnGame};
    use proptest::prelude::*;

    fn options(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let (a, b) = (a.max(b), a.min(b));
        if b == 0 {
            return vec![];
        }
        (1..=a / b)
            .map(|k| (b.min(a - k * b), b.max(a - k * b)))
            .collect()
    }

    #[test]
    fn move_groups_list_every_move_with_its_step() {
        for p in 0..=60u64 {
            for q in 0..=60u64 {
                let mut want = Vec::new();
                for (pile, from, other) in [(0, p, q), (1, q, p)] {
                    if other == 0 || from < other {
                        continue;
                    }
                    for k in 1..=from / other {
                        let left = from - k * other;
                        let after = if pile == 0 { (left, q) } else { (p, left) };
                        want.push((pile, k, step(after.0, after.1)));
                    }
                }
                if p == 0 || q == 0 {
                    want.clear();
                }
                let got: Vec<(usize, u64, u64)> = move_groups(p, q)
                    .iter()
                    .flat_map(|g| (0..g.count).map(move |i| (g.pile, g.first + i, g.step)))
                    .collect();
                assert_eq!(got, want, "({p}, {q})");
            }
        }
    }

    #[test]
    fn steps_match_the_definition() {
        let mut search = Exhaustive::from_fn(options);
        for p in 0..=60 {
            for q in 0..=60 {
                assert_eq!(step(p, q), search.step(&(p.min(q), p.max(q))), "({p}, {q})");
            }
        }
    }

    /// The rule as stated, recursively (depth is the number of Euclid rounds).
    fn recursive(a: u64, b: u64) -> u64 {
        let (a, b) = (a.max(b), a.min(b));
        if b == 0 {
            0
        } else if a % b == 0 {
            1
        } else if a - b < b {
            recursive(a - b, b) + 1
        } else {
            let t = recursive(a % b, b);
            if t % 2 == 0 {
                t + 1
            } else {
                t + 2
            }
        }
    }

    #[test]
    fn fibonacci_pairs_near_the_top() {
        let (mut a, mut b) = (1u64, 2u64);
        while let Some(c) = a.checked_add(b) {
            (a, b) = (b, c);
        }
        // Consecutive Fibonacci numbers: every quotient is 1, the longest chain in u64.
        assert!(step(b, a) > 80);
        assert_eq!(step(b, a), recursive(b, a));
        assert_eq!(step(u64::MAX, u64::MAX), 1);
        assert_eq!(step(u64::MAX, 1), 1);
        assert_eq!(step(u64::MAX, 0), 0);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        #[test]
        fn loop_matches_recursion(p: u64, q: u64) {
            prop_assert_eq!(step(p, q), recursive(p, q));
        }

        /// The 32-bit path against the u64 one, on piles of every size below 2^32.
        #[test]
        fn narrow_matches_wide(p: u32, q: u32, sp in 0u32..32, sq in 0u32..32) {
            let (p, q) = (u64::from(p >> sp), u64::from(q >> sq));
            prop_assert_eq!(step(p, q), step_wide(p, q));
            prop_assert_eq!(step(p, q), recursive(p, q));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        /// The Every-SG decision over several games against exhaustive simultaneous play.
        #[test]
        fn every_play_matches_search(games in prop::collection::vec((0u64..7, 0u64..7), 0..4)) {
            let mut every = Exhaustive::new(EverySum(FnGame::new(options)));
            let mut sorted: Vec<(u64, u64)> = games.iter().map(|&(p, q)| (p.min(q), p.max(q))).collect();
            sorted.sort_unstable();
            let verdict = every_first_wins(games.iter().map(|&(p, q)| step(p, q)));
            prop_assert_eq!(verdict, every.wins(&sorted));
        }
    }
}
