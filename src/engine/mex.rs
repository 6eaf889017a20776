//! The minimum excludant over a reusable mark buffer.
//!
//! A position with k options has a mex of at most k, so option values above k can never
//! be the answer and are skipped: the buffer needs k + 1 slots whatever the values are
//! (a table whose values reach thousands still marks into a buffer sized by the option
//! count). Slots are stamped with a generation number instead of cleared, so starting a new
//! mex costs nothing however large the previous one was.

/// A mark buffer for computing one mex after another.
#[derive(Default, Debug, Clone)]
pub struct Mex {
    /// `stamp[v] == generation` means v was marked in the current round.
    stamp: Vec<u32>,
    generation: u32,
    /// Values 0..=limit matter in the current round (limit = the option count).
    limit: usize,
}

impl Mex {
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts a round for a position with `option_count` options.
    pub fn start(&mut self, option_count: usize) {
        if self.stamp.len() <= option_count {
            self.stamp.resize(option_count + 1, 0);
        }
        self.limit = option_count;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // After 2^32 rounds old stamps could look current: clear once and go on.
            self.stamp.fill(0);
            self.generation = 1;
        }
    }

    /// Marks an option's value as present (values above the option count are ignored).
    #[inline(always)]
    pub fn mark(&mut self, value: u64) {
        if value <= self.limit as u64 {
            self.stamp[value as usize] = self.generation;
        }
    }

    /// The smallest value not marked in this round.
    pub fn value(&self) -> u64 {
        let g = self.generation;
        self.stamp[..=self.limit]
            .iter()
            .position(|&s| s != g)
            .unwrap_or(self.limit + 1) as u64
    }

    /// The mex of the listed option values in one call.
    pub fn of<I>(&mut self, options: I) -> u64
    where
        I: IntoIterator<Item = u64>,
        I::IntoIter: ExactSizeIterator,
    {
        let options = options.into_iter();
        self.start(options.len());
        for v in options {
            self.mark(v);
        }
        self.value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The mex by its definition: count up from 0 until a value is missing.
    fn mex_by_definition(values: &[u64]) -> u64 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn small_cases() {
        let mut m = Mex::new();
        assert_eq!(m.of([]), 0);
        assert_eq!(m.of([1, 2]), 0);
        assert_eq!(m.of([0, 1, 2]), 3);
        assert_eq!(m.of([0, 0, 0]), 1);
        assert_eq!(m.of([u64::MAX, 0]), 1);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// One buffer reused across rounds of any sizes agrees with the definition.
        #[test]
        fn reused_buffer_matches_definition(
            rounds in prop::collection::vec(prop::collection::vec(0u64..12, 0..10), 1..8)
        ) {
            let mut m = Mex::new();
            for values in rounds {
                prop_assert_eq!(m.of(values.iter().copied()), mex_by_definition(&values));
            }
        }
    }
}
