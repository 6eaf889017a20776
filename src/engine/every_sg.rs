//! Every-SG: sums where the mover must move in **every** unfinished component each turn.
//!
//! Each component is decided on its own (normal play), and the sum is decided by the
//! component that finishes last, since its last move is the last move of all. So the
//! player who wins a component drags it out (it wants a won component to be the last to
//! finish) and the player who loses one cuts it short. The *step* of a position measures
//! that: 0 if finished; if it is a win, 1 + the largest step among its losing options; if a loss,
//! 1 + the smallest step among all its options. The first player wins the sum iff the
//! largest step over the components is odd: the component that lasts longest decides,
//! and it is the first player's iff its step is odd (odd steps are exactly the wins).
//!
//! [`Exhaustive::step`](super::impartial::Exhaustive::step) computes the step by
//! definition for any finite game; the helpers here turn steps into a verdict.

/// The step of a position from what is known about its options: whether the position is a
/// win (normal play), the largest step among its losing options (used when it is a win) and
/// the smallest step among all options (used when it is a loss). Without options the
/// position is finished and its step is 0.
pub fn step_from_options(
    has_options: bool,
    wins: bool,
    max_losing_step: u64,
    min_step: u64,
) -> u64 {
    if !has_options {
        0
    } else if wins {
        max_losing_step + 1
    } else {
        min_step + 1
    }
}

/// The Every-SG verdict: the first player wins iff the largest step is odd. No components
/// (or only finished ones) means no move at all: a loss.
pub fn every_first_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    steps.into_iter().max().unwrap_or(0) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::impartial::{EverySum, Exhaustive, FnGame};
    use proptest::prelude::*;

    #[test]
    fn odd_steps_are_wins() {
        // Subtraction {1, 2} heaps: the step parity matches the win/loss outcome.
        let mut s =
            Exhaustive::from_fn(|h: &u64| (1..=2).filter(|&t| t <= *h).map(|t| h - t).collect());
        for h in 0..40u64 {
            assert_eq!(s.step(&h) % 2 == 1, s.wins(&h), "heap {h}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        /// The step rule against exhaustive Every-SG play of a few heaps of a random
        /// subtraction game.
        #[test]
        fn largest_step_decides(
            subtract in prop::collection::vec(1u64..5, 1..4),
            heaps in prop::collection::vec(0u64..9, 0..4),
        ) {
            let rule = move |h: &u64| -> Vec<u64> {
                let mut v: Vec<u64> = subtract.iter().filter(|&&s| s <= *h).map(|&s| h - s).collect();
                v.sort_unstable();
                v.dedup();
                v
            };
            let mut one = Exhaustive::from_fn(&rule);
            let mut every = Exhaustive::new(EverySum(FnGame::new(&rule)));
            let steps: Vec<u64> = heaps.iter().map(|h| one.step(h)).collect();
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            prop_assert_eq!(every_first_wins(steps), every.wins(&sorted));
        }
    }
}
