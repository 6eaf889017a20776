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

/// Consecutive moves of one component (in its own move order) that all lead to positions
/// of the same step: the input of [`EveryMoves`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Group {
    pub count: u64,
    pub step: u64,
}

/// The winning moves of an Every-SG sum. A move of the sum is one move in **every**
/// unfinished component at once, so the moves are the tuples of the components' moves. It
/// wins iff the opponent then loses, that is iff the largest step of the components after
/// it is even (0 when all are finished) by [`every_first_wins`]; no other rule is assumed.
///
/// Counted exactly: the tuples whose largest step is E number Π C_j(≤ E) − Π C_j(≤ E − 1),
/// with C_j(≤ E) the moves of component j leading to a step of at most E; summed over the
/// even E (a big integer: a thousand games of a thousand moves each make 1000^1000
/// tuples). Listed in lexicographic order of the components' moves, each component's in
/// its own order: a walk that takes the first move of each component after which some
/// completion still ends on an even largest step (a suffix table says when: the largest
/// step must reach each later component's least one, and be even there or be an even step
/// some later component can take), so it never backtracks more than one tuple.
pub struct EveryMoves {
    components: Vec<Vec<Group>>,
    /// floor[i]: the largest over components i.. of their least step (0 past the end).
    floor: Vec<u64>,
    /// even[i]: the largest even step some component i.. can move to.
    even: Vec<Option<u64>>,
    /// The last tuple listed: (group, index within the group) per component.
    choice: Vec<(usize, u64)>,
    /// The largest step of the components before each one, in `choice`.
    before: Vec<u64>,
    started: bool,
    done: bool,
}

impl EveryMoves {
    /// `components`: the unfinished components' moves, grouped by step, in order.
    pub fn new(components: Vec<Vec<Group>>) -> EveryMoves {
        let n = components.len();
        let mut floor = vec![0u64; n + 1];
        let mut even = vec![None; n + 1];
        for i in (0..n).rev() {
            let groups = &components[i];
            let least = groups.iter().map(|g| g.step).min().unwrap_or(0);
            floor[i] = floor[i + 1].max(least);
            let top_even = groups.iter().map(|g| g.step).filter(|s| s % 2 == 0).max();
            even[i] = even[i + 1].max(top_even);
        }
        EveryMoves {
            done: n == 0,
            choice: vec![(0, 0); n],
            before: vec![0; n],
            components,
            floor,
            even,
            started: false,
        }
    }

    /// Whether the components from `i` on can move so that the largest step, `m` so far,
    /// ends even.
    fn can_finish(&self, m: u64, i: usize) -> bool {
        let need = m.max(self.floor[i]);
        (m % 2 == 0 && m >= self.floor[i]) || self.even[i].is_some_and(|e| e >= need)
    }

    /// The number of winning moves.
    pub fn count(&self) -> dashu_int::UBig {
        use dashu_int::UBig;
        if self.components.is_empty() {
            return UBig::ZERO;
        }
        // The tuples whose steps are all at most e.
        let at_most = |e: Option<u64>| -> UBig {
            let mut product = UBig::ONE;
            let mut chunk = 1u128;
            for groups in &self.components {
                let c: u64 = groups
                    .iter()
                    .filter(|g| e.is_some_and(|e| g.step <= e))
                    .map(|g| g.count)
                    .sum();
                match chunk.checked_mul(u128::from(c)) {
                    Some(v) => chunk = v,
                    None => {
                        product *= UBig::from(chunk);
                        chunk = u128::from(c);
                    }
                }
            }
            product * UBig::from(chunk)
        };
        let mut evens: Vec<u64> = self
            .components
            .iter()
            .flatten()
            .map(|g| g.step)
            .filter(|s| s % 2 == 0)
            .collect();
        evens.sort_unstable();
        evens.dedup();
        // Below the largest of the components' least steps some component has no move
        // that low: those products are 0 (and cost as much as the others to multiply).
        let floor = self.floor[0];
        let at_most = |e: Option<u64>| match e {
            Some(e) if e >= floor => at_most(Some(e)),
            _ => UBig::ZERO,
        };
        let mut total = UBig::ZERO;
        for e in evens.into_iter().filter(|&e| e >= floor) {
            total += at_most(Some(e)) - at_most(e.checked_sub(1));
        }
        total
    }

    /// Sets components `from..` to their first moves that can still finish, the largest
    /// step before `from` being `m`.
    fn fill(&mut self, from: usize, mut m: u64) {
        for j in from..self.components.len() {
            self.before[j] = m;
            let g = (0..self.components[j].len())
                .find(|&g| self.can_finish(m.max(self.components[j][g].step), j + 1))
                .expect("a completion exists");
            self.choice[j] = (g, 0);
            m = m.max(self.components[j][g].step);
        }
    }

    /// The next winning move, as (group, index within the group) per component.
    pub fn next_move(&mut self) -> Option<&[(usize, u64)]> {
        if self.done {
            return None;
        }
        if !self.started {
            self.started = true;
            if !self.can_finish(0, 0) {
                self.done = true;
                return None;
            }
            self.fill(0, 0);
            return Some(&self.choice);
        }
        for j in (0..self.components.len()).rev() {
            let m = self.before[j];
            let (g, k) = self.choice[j];
            let groups = &self.components[j];
            if k + 1 < groups[g].count {
                self.choice[j] = (g, k + 1);
                self.fill(j + 1, m.max(groups[g].step));
                return Some(&self.choice);
            }
            if let Some(g2) =
                (g + 1..groups.len()).find(|&g2| self.can_finish(m.max(groups[g2].step), j + 1))
            {
                let step = groups[g2].step;
                self.choice[j] = (g2, 0);
                self.fill(j + 1, m.max(step));
                return Some(&self.choice);
            }
        }
        self.done = true;
        None
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
    use crate::impartial::{EverySum, Exhaustive, FnGame};
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

        /// The winning moves against exhaustive Every-SG play: every tuple of moves, in
        /// lexicographic order, filtered by the search's verdict on what it leaves.
        #[test]
        fn every_moves_match_search(
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
            let live: Vec<u64> = heaps.iter().copied().filter(|h| !rule(h).is_empty()).collect();
            // Every tuple, lexicographically (each heap's options in rule order).
            let mut tuples: Vec<Vec<u64>> = vec![Vec::new()];
            for h in &live {
                tuples = tuples
                    .into_iter()
                    .flat_map(|t| rule(h).into_iter().map(move |o| [t.clone(), vec![o]].concat()))
                    .collect();
            }
            let want: Vec<Vec<u64>> = if live.is_empty() {
                Vec::new()
            } else {
                tuples
                    .into_iter()
                    .filter(|t| {
                        let mut after = t.clone();
                        after.extend(heaps.iter().copied().filter(|h| rule(h).is_empty()));
                        after.sort_unstable();
                        !every.wins(&after)
                    })
                    .collect()
            };
            // One group per option (steps of consecutive options may repeat).
            let components: Vec<Vec<Group>> = live
                .iter()
                .map(|h| rule(h).iter().map(|o| Group { count: 1, step: one.step(o) }).collect())
                .collect();
            let mut moves = EveryMoves::new(components);
            prop_assert_eq!(moves.count(), dashu_int::UBig::from(want.len()));
            let mut got = Vec::new();
            while let Some(choice) = moves.next_move() {
                got.push(
                    choice
                        .iter()
                        .zip(&live)
                        .map(|(&(g, _), h)| rule(h)[g])
                        .collect::<Vec<u64>>(),
                );
            }
            prop_assert_eq!(got, want);
        }
    }
}
