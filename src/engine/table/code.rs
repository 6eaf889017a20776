//! Octal and hexadecimal codes: the plain kernel straight from the rules, and the split
//! enumeration the rare/common kernel shares.

use super::error::TableError;

/// Octal and hexadecimal codes, straight from the rules of spec §3.1.
///
/// The values of the options of heap n are marked in a bitset of `cap` bits, `cap` a power
/// of two above every value so far (so every xor of values is below it too). Splits into
/// two heaps of a remainder r are the set P(r) = { g(a) ⊕ g(r − a) }; with one splitting
/// digit P(n − k) is marked directly, with several (or with three-heap splits, which need
/// every P(s)) each P(r) is computed once and kept as a list.
pub(super) struct CodeKernel {
    digits: Vec<u8>,
    singles: Vec<usize>,
    pairs: Vec<usize>,
    triples: Vec<usize>,
    keep_pair_sets: bool,
    pair_sets: Vec<Vec<u32>>,
    seen: Vec<u64>,
    scratch: Vec<u64>,
    cap: u64,
    /// Steps since the table last collected them (see [`super::GrundyTable::work`]).
    pub(super) steps: u64,
}

impl CodeKernel {
    pub(super) fn new(digits: &[u8]) -> Self {
        let with = |bit: u8| digits_with(digits, bit);
        let pairs = with(4);
        let triples = with(8);
        CodeKernel {
            digits: digits.to_vec(),
            singles: with(2),
            keep_pair_sets: pairs.len() > 1 || !triples.is_empty(),
            pairs,
            triples,
            pair_sets: Vec::new(),
            seen: vec![0; 2],
            scratch: vec![0; 2],
            cap: 64,
            steps: 0,
        }
    }

    /// Makes sure P(s) is known for every s ≤ r (values must hold g(0..r)).
    fn ensure_pair_sets(&mut self, values: &[u32], r: usize) {
        while self.pair_sets.len() <= r {
            let s = self.pair_sets.len();
            let mut list = Vec::new();
            self.steps += (s / 2 + self.scratch.len()) as u64;
            if s >= 2 {
                for v in split_values(values, s, false) {
                    self.scratch[v as usize / 64] |= 1 << (v % 64);
                }
                for (w, word) in self.scratch.iter_mut().enumerate() {
                    while *word != 0 {
                        let bit = word.trailing_zeros();
                        list.push((w * 64) as u32 + bit);
                        *word &= *word - 1;
                    }
                }
            }
            self.pair_sets.push(list);
        }
    }

    pub(super) fn push_next(&mut self, values: &mut Vec<u32>) -> Result<(), TableError> {
        let n = values.len();
        self.steps += (self.seen.len() + self.singles.len()) as u64;
        let seen = &mut self.seen;
        seen.fill(0);
        let mark = |seen: &mut Vec<u64>, v: u32| seen[v as usize / 64] |= 1 << (v % 64);
        if n < self.digits.len() && self.digits[n] & 1 != 0 {
            mark(seen, 0);
        }
        for &k in &self.singles {
            if n > k {
                mark(seen, values[n - k]);
            }
        }
        if self.keep_pair_sets {
            if let Some(&k_min) = self.pairs.first().into_iter().chain(&self.triples).min() {
                if n > k_min {
                    self.ensure_pair_sets(values, n - k_min);
                }
            }
            let seen = &mut self.seen;
            for &k in &self.pairs {
                if n >= k + 2 {
                    for &v in &self.pair_sets[n - k] {
                        mark(seen, v);
                    }
                    self.steps += self.pair_sets[n - k].len() as u64;
                }
            }
            for &k in &self.triples {
                if n >= k + 3 {
                    let r = n - k;
                    for (a, &ga) in values.iter().enumerate().take(r - 1).skip(1) {
                        for &v in &self.pair_sets[r - a] {
                            mark(seen, ga ^ v);
                        }
                        // A mark here waits for the one before it (the same few words):
                        // about three times the cost of a plain step.
                        self.steps += 1 + 3 * self.pair_sets[r - a].len() as u64;
                    }
                }
            }
            // Without three-heap splits only the last t + 1 sets are ever read again.
            if self.triples.is_empty() && n >= self.digits.len() {
                let old = n - self.digits.len();
                if let Some(set) = self.pair_sets.get_mut(old) {
                    *set = Vec::new();
                }
            }
        } else if let Some(&k) = self.pairs.first() {
            if n >= k + 2 {
                let r = n - k;
                let half = r / 2;
                self.steps += half as u64;
                for (&a, &b) in values[1..=half]
                    .iter()
                    .zip(values[r - half..r].iter().rev())
                {
                    let v = a ^ b;
                    seen[v as usize / 64] |= 1 << (v % 64);
                }
            }
        }
        let seen = &self.seen;
        let mex = seen
            .iter()
            .enumerate()
            .find(|(_, &w)| w != u64::MAX)
            .map(|(i, &w)| i as u64 * 64 + (!w).trailing_zeros() as u64)
            .unwrap_or(seen.len() as u64 * 64);
        let value = u32::try_from(mex)
            .ok()
            .filter(|&v| v < u32::MAX / 2)
            .ok_or(TableError::ValueTooLarge { heap: n as u64 })?;
        if mex >= self.cap {
            self.cap = (mex + 1).next_power_of_two();
            let words = self.cap as usize / 64 + 1;
            self.seen.resize(words, 0);
            self.scratch.resize(words, 0);
        }
        values.push(value);
        Ok(())
    }
}

/// The k whose digit of a code has `bit` set (2: take k leaving one heap, 4: leaving two, 8:
/// leaving three).
pub(super) fn digits_with(digits: &[u8], bit: u8) -> Vec<usize> {
    (0..digits.len())
        .filter(|&k| digits[k] & bit != 0)
        .collect()
}

/// The values g(a) ⊕ g(r − a) of the splits of a heap of r into two non-empty heaps, each
/// unordered split once (a ≤ r − a; a < r − a when `unequal`, as in Grundy's game).
pub(super) fn split_values(
    values: &[u32],
    r: usize,
    unequal: bool,
) -> impl Iterator<Item = u32> + '_ {
    let half = if unequal { (r - 1) / 2 } else { r / 2 };
    values[1..=half]
        .iter()
        .zip(values[r - half..r].iter().rev())
        .map(|(&a, &b)| a ^ b)
}
