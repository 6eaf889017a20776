//! Staircase Nim: stones on numbered steps; a move takes any positive number of stones from
//! one step down to the next one, and stones moved down from step 1 leave the staircase.
//!
//! The game is Nim on the odd steps: a move from an odd step is a Nim move there (the
//! stones land on an even step), and a move from an even step adds stones to an odd step,
//! which the opponent can undo by pushing exactly those stones one step further, back onto
//! an even step (or off). So a position is a win iff the xor of the odd steps is non-zero,
//! and that xor is in fact its Grundy value (the tests check both against the search).

/// The xor of the heaps on the odd steps; `steps_from_exit` lists step 1 (the one stones
/// leave from) first. It is the position's Grundy value: the first player wins iff it is
/// non-zero.
pub fn odd_steps_xor(steps_from_exit: impl IntoIterator<Item = u64>) -> u64 {
    steps_from_exit.into_iter().step_by(2).fold(0, |x, h| x ^ h)
}

/// The winning moves of staircase Nim, as (step, stones moved down), steps counted from 0
/// at the exit (`steps_from_exit[0]` is step 1). With x the odd steps' xor, a move changes
/// exactly one odd step, so it wins iff it leaves that step holding its size ⊕ x: from an
/// odd step (even index) by moving down size − (size ⊕ x) when that is positive; from an
/// even step by moving onto the odd step below (size ⊕ x) − size when that is positive and
/// the step holds as many. At most one move per step wins; they come in step order.
pub fn winning_moves(steps_from_exit: &[u64]) -> Vec<(usize, u64)> {
    let x = odd_steps_xor(steps_from_exit.iter().copied());
    if x == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (j, &here) in steps_from_exit.iter().enumerate() {
        if j % 2 == 0 {
            let to = here ^ x;
            if to < here {
                moves.push((j, here - to));
            }
        } else {
            let below = steps_from_exit[j - 1];
            let to = below ^ x;
            if to > below && to - below <= here {
                moves.push((j, to - below));
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Exhaustive;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn odd_steps_decide(steps in prop::collection::vec(0u64..5, 0..5)) {
            let mut search = Exhaustive::from_fn(|s: &Vec<u64>| {
                let mut out = Vec::new();
                for i in 0..s.len() {
                    for k in 1..=s[i] {
                        let mut next = s.clone();
                        next[i] -= k;
                        if i > 0 {
                            next[i - 1] += k;
                        }
                        out.push(next);
                    }
                }
                out
            });
            prop_assert_eq!(odd_steps_xor(steps.iter().copied()), search.grundy(&steps));
        }

        /// The winning moves are exactly the moves to positions the search calls lost.
        #[test]
        fn winning_moves_match_search(steps in prop::collection::vec(0u64..5, 0..5)) {
            let mut search = Exhaustive::from_fn(|s: &Vec<u64>| {
                let mut out = Vec::new();
                for i in 0..s.len() {
                    for k in 1..=s[i] {
                        let mut next = s.clone();
                        next[i] -= k;
                        if i > 0 {
                            next[i - 1] += k;
                        }
                        out.push(next);
                    }
                }
                out
            });
            let mut want = Vec::new();
            for i in 0..steps.len() {
                for k in 1..=steps[i] {
                    let mut next = steps.clone();
                    next[i] -= k;
                    if i > 0 {
                        next[i - 1] += k;
                    }
                    if !search.wins(&next) {
                        want.push((i, k));
                    }
                }
            }
            prop_assert_eq!(winning_moves(&steps), want);
        }
    }
}
