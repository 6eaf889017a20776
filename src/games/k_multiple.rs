//! The k-multiple subtraction game (HDU 2486 "A simple stone game").
//!
//! One pile of n stones; the first move takes 1..n−1, every later move takes between 1 and
//! k times the previous move; whoever takes the last stone wins.
//!
//! The losing pile sizes form a sequence a₀ = 1 < a₁ < …, and every n has a greedy
//! decomposition into terms of it (largest term first) in which each term exceeds k times
//! the next. The first player loses iff n itself is a term; otherwise taking the smallest
//! term of the decomposition wins, and no smaller first move does. With bᵢ the largest sum
//! such a decomposition can make from a₀..=aᵢ, a_{i+1} = bᵢ + 1; unrolling bᵢ gives the
//! recurrence used here, a_{i+1} = aᵢ + a_m with m the smallest index such that
//! k·a_m ≥ aᵢ. The property tests check all of this against an exhaustive game search.

/// The losing sizes for one k, grown on demand.
pub struct LosingSizes {
    k: u64,
    terms: Vec<u64>,
    /// Smallest m with k·terms[m] ≥ the last term; only moves forward.
    m: usize,
    /// The next term would exceed u64::MAX, so every u64 pile is covered.
    complete: bool,
}

impl LosingSizes {
    /// `k` must be at least 1.
    pub fn new(k: u64) -> Self {
        assert!(k >= 1, "k must be at least 1");
        LosingSizes {
            k,
            terms: vec![1],
            m: 0,
            complete: false,
        }
    }

    pub fn k(&self) -> u64 {
        self.k
    }

    /// The terms built so far.
    pub fn terms(&self) -> &[u64] {
        &self.terms
    }

    /// Builds terms until one is at least `n` (or no larger u64 term exists).
    pub fn extend_to(&mut self, n: u64) {
        let mut last = *self.terms.last().expect("never empty");
        while last < n && !self.complete {
            // Saturating: once k·a_m passes u64::MAX it certainly is ≥ last. The loop stops
            // at the last term itself, since k ≥ 1.
            while self.terms[self.m].saturating_mul(self.k) < last {
                self.m += 1;
            }
            match last.checked_add(self.terms[self.m]) {
                Some(next) => {
                    self.terms.push(next);
                    last = next;
                }
                None => self.complete = true,
            }
        }
    }

    /// The smallest winning first move from a pile of `n` ≥ 1 stones, or `None` when the
    /// player to move loses (always so for n = 1, which has no legal first move).
    pub fn smallest_winning_move(&mut self, n: u64) -> Option<u64> {
        assert!(n >= 1, "a pile has at least one stone");
        self.extend_to(n);
        let mut end = self.terms.partition_point(|&t| t <= n);
        if self.terms[end - 1] == n {
            return None;
        }
        let mut rem = n;
        let mut last = 0;
        while rem > 0 {
            // Terms are distinct and a₀ = 1, so a term ≤ rem always exists below `end`.
            end = self.terms[..end].partition_point(|&t| t <= rem);
            last = self.terms[end - 1];
            rem -= last;
            end -= 1;
        }
        Some(last)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        let cases = [
            (16, 1, None),
            (11, 1, Some(1)),
            (32, 2, Some(3)),
            (34, 2, None),
        ];
        for (n, k, want) in cases {
            assert_eq!(
                LosingSizes::new(k).smallest_winning_move(n),
                want,
                "{n} {k}"
            );
        }
        assert_eq!(LosingSizes::new(3).smallest_winning_move(19), Some(4));
    }

    #[test]
    fn k1_is_powers_of_two_and_k2_fibonacci() {
        let mut s = LosingSizes::new(1);
        s.extend_to(u64::MAX);
        assert_eq!(s.terms().len(), 64);
        assert!(s.terms().iter().enumerate().all(|(i, &t)| t == 1 << i));
        let mut s = LosingSizes::new(2);
        s.extend_to(1000);
        assert_eq!(&s.terms()[..8], &[1, 2, 3, 5, 8, 13, 21, 34]);
    }

    #[test]
    fn no_overflow_at_the_top() {
        for k in [1, 2, 3, 7, 1000] {
            let mut s = LosingSizes::new(k);
            let x = s.smallest_winning_move(u64::MAX);
            if let Some(x) = x {
                assert!(x < u64::MAX);
            }
            let last = *s.terms().last().unwrap();
            assert!(s.smallest_winning_move(last).is_none());
        }
    }
}
