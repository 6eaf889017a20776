//! All-but sets: the kernel that keeps the values of the heaps every later heap reaches as
//! one set, and hashes the state of spec table.md §5.3 until it repeats.

use std::collections::BTreeSet;

use crate::period::AllButStates;

/// All-but games: g(n) = mex { g(j) : j < n, n − j ∉ X }.
///
/// Every heap below n − m is an option of heap n, so the kernel keeps the set of their
/// values (a bitset, its mex μ, and the values above μ) and adds the allowed ones among the
/// last m. It also hashes the state R(n) of spec §5.3 at every n ≥ m until one repeats.
pub(super) struct AllButKernel {
    pub(super) m: usize,
    /// The distances i in 1..=m a move may take (i ∉ X).
    allowed: Vec<usize>,
    present: Vec<u64>,
    mu: u64,
    above: BTreeSet<u32>,
    stamp: Vec<usize>,
    pub(super) states: AllButStates,
    /// (x, n) with R(x) = R(n), the first repeat.
    pub(super) repeat: Option<(usize, usize)>,
}

impl AllButKernel {
    pub(super) fn new(excluded: &[u64]) -> Self {
        let m = excluded.last().copied().unwrap_or(0) as usize;
        AllButKernel {
            m,
            allowed: (1..=m)
                .filter(|&i| excluded.binary_search(&(i as u64)).is_err())
                .collect(),
            present: Vec::new(),
            mu: 0,
            above: BTreeSet::new(),
            stamp: Vec::new(),
            states: AllButStates::default(),
            repeat: None,
        }
    }

    fn is_present(&self, v: u64) -> bool {
        self.present
            .get((v / 64) as usize)
            .is_some_and(|w| w >> (v % 64) & 1 == 1)
    }

    fn add_present(&mut self, v: u32) {
        let word = v as usize / 64;
        if self.present.len() <= word {
            self.present.resize(word + 1, 0);
        }
        self.present[word] |= 1 << (v % 64);
        if v as u64 == self.mu {
            loop {
                self.mu += 1;
                if !self.is_present(self.mu) {
                    break;
                }
                self.above.remove(&(self.mu as u32));
            }
        } else if v as u64 > self.mu {
            self.above.insert(v);
        }
    }

    /// The work of one value, in the steps of [`super::GrundyTable::work`]: the allowed
    /// distances, the state hashed, and a few steps for the mex.
    pub(super) fn cost_per_value(&self) -> u64 {
        (self.allowed.len() + self.m + 8) as u64
    }

    pub(super) fn push_next(&mut self, values: &mut Vec<u32>) {
        let n = values.len();
        let mark = n + 1;
        for &i in &self.allowed {
            if i > n {
                break;
            }
            let v = values[n - i] as usize;
            if self.stamp.len() <= v {
                self.stamp.resize(v + 1, 0);
            }
            self.stamp[v] = mark;
        }
        let mut v = self.mu;
        while self.is_present(v) || self.stamp.get(v as usize) == Some(&mark) {
            v += 1;
        }
        // v ≤ n: it fits (tables stay far below 2^32 values).
        values.push(v as u32);
        if n >= self.m {
            self.add_present(values[n - self.m]);
        }
        let len = n + 1;
        if self.repeat.is_none() && len >= self.m {
            let hash = self.state_hash(values, len);
            if let Some(x) = self.states.repeat(values, len, self.m, hash) {
                self.repeat = Some((x, len));
            }
        }
    }

    /// A hash of R(len): the values above μ and the last m values, both relative to μ.
    fn state_hash(&self, values: &[u32], len: usize) -> u64 {
        let mix = |h: u64, v: u64| (h ^ v).wrapping_mul(0x0100_0000_01B3).rotate_left(29);
        let mu = self.mu;
        let mut h = self
            .above
            .iter()
            .fold(0xCBF2_9CE4_8422_2325, |h, &v| mix(h, v as u64 - mu));
        h = mix(h, u64::MAX);
        for &v in values[len - self.m..len].iter().rev() {
            let rel = if v as u64 >= mu {
                v as u64 - mu
            } else {
                u64::MAX
            };
            h = mix(h, rel);
        }
        h
    }
}
