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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::impartial::Exhaustive;
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
    }
}
