//! Subtraction games (S-Nim): the Grundy sequence of one heap for a finite set S.
//!
//! g(x) = mex { g(x - s) : s in S, s <= x }. The table is filled iteratively. For heaps far
//! beyond any table, the sequence's eventual periodicity is used: g(x) depends only on the
//! previous max(S) values, so once a window of max(S) consecutive values repeats, the
//! sequence repeats from there. Repeats are found by Brent's cycle detection on a rolling
//! hash of the window (checked exactly on every hash match), in time linear in the table.

/// The most work one sequence may cost, in steps; a table value costs about |S| + 8 steps.
/// Without it a few hundred bytes of input (a hundred moves and a huge heap) could keep
/// `grundy` busy for seconds per case; with it a case costs a fraction of a second at worst.
pub const WORK_LIMIT: u64 = 1 << 28;
/// Heaps up to this size are answered from a plain table, with no period search.
pub const DIRECT_LIMIT: u64 = 1 << 22;
/// The longest table built while searching for a period (values are u32: 128 MiB).
pub const PERIOD_SEARCH_LIMIT: u64 = 1 << 25;

/// The set S, sorted and without repeats, and the Grundy values computed so far.
pub struct GrundySequence {
    moves: Vec<u64>,
    table: Vec<u32>,
    /// Once found: g(x) = g(start + (x - start) % period) for x >= start.
    period: Option<(u64, u64)>,
    /// Scratch for the mex of sets too large for a bit mask.
    stamp: Vec<u32>,
    stamp_now: u32,
}

/// Why a heap's Grundy value cannot be given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooLarge {
    pub searched: u64,
}

impl GrundySequence {
    /// `moves` may be unsorted and repeat values; zero is not a move (callers reject it).
    pub fn new(moves: &[u64]) -> Self {
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        debug_assert!(moves.first() != Some(&0));
        GrundySequence {
            stamp: vec![0; moves.len() + 1],
            moves,
            table: Vec::new(),
            period: None,
            stamp_now: 0,
        }
    }

    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// Makes `get(x)` valid for every x <= `max_heap`, or says why it cannot be.
    pub fn prepare(&mut self, max_heap: u64) -> Result<(), TooLarge> {
        if max_heap < self.table.len() as u64 || self.period.is_some() {
            return Ok(());
        }
        if max_heap < DIRECT_LIMIT.min(self.table_budget()) {
            self.extend_to(max_heap as usize + 1);
            return Ok(());
        }
        match self.find_period() {
            // The search may have built the table past the heap even without a period.
            Err(_) if max_heap < self.table.len() as u64 => Ok(()),
            r => r,
        }
    }

    /// The longest table this S may build within [`WORK_LIMIT`] and [`PERIOD_SEARCH_LIMIT`].
    fn table_budget(&self) -> u64 {
        (WORK_LIMIT / (self.moves.len() as u64 + 8)).min(PERIOD_SEARCH_LIMIT)
    }

    /// The Grundy value of heap `x`, after `prepare` said yes for a heap at least `x`.
    #[inline]
    pub fn get(&self, x: u64) -> u32 {
        if let Some(&g) = self.table.get(x as usize) {
            return g;
        }
        // prepare() filled the table up to x or found the period; a caller that skipped it
        // gets a wrong-free panic here rather than a silently wrong value.
        let (start, period) = self.period.expect("prepare() covers every heap asked for");
        self.table[(start + (x - start) % period) as usize]
    }

    /// Fills the table up to (excluding) `len`.
    fn extend_to(&mut self, len: usize) {
        let from = self.table.len();
        if len <= from {
            return;
        }
        self.table.reserve(len - from);
        // Values are at most |S|, so a 128-bit mask holds every reachable value when |S| < 128.
        if self.moves.len() < 128 {
            for x in from..len {
                let g = mex_mask(&self.moves, &self.table, x as u64);
                self.table.push(g);
            }
        } else {
            for x in from..len {
                let g = self.mex_stamped(x as u64);
                self.table.push(g);
            }
        }
    }

    fn mex_stamped(&mut self, x: u64) -> u32 {
        self.stamp_now = self.stamp_now.wrapping_add(1);
        if self.stamp_now == 0 {
            self.stamp.fill(0);
            self.stamp_now = 1;
        }
        for &s in &self.moves {
            if s > x {
                break;
            }
            let g = self.table[(x - s) as usize] as usize;
            if g < self.stamp.len() {
                self.stamp[g] = self.stamp_now;
            }
        }
        self.stamp
            .iter()
            .position(|&t| t != self.stamp_now)
            .unwrap_or(self.stamp.len()) as u32
    }

    /// Brent's algorithm over windows of `max(S)` values, hashed as a rolling polynomial.
    ///
    /// Public so tests can force the period path on small heaps; `prepare` calls it only
    /// for heaps beyond [`DIRECT_LIMIT`].
    pub fn find_period(&mut self) -> Result<(), TooLarge> {
        let w = *self.moves.last().unwrap_or(&1) as usize;
        let limit = self.table_budget() as usize;
        let too_large = TooLarge {
            searched: limit as u64,
        };
        if w.saturating_mul(2) >= limit {
            return Err(too_large);
        }
        const B: u64 = 0x9e37_79b9_7f4a_7c15;
        let b_top = (1..w).fold(1u64, |acc, _| acc.wrapping_mul(B)); // B^(w-1)
        self.extend_to(w);
        let window_hash = |t: &[u32], i: usize| {
            t[i..i + w]
                .iter()
                .fold(0u64, |h, &g| h.wrapping_mul(B).wrapping_add(g as u64))
        };
        let (mut check_at, mut check_hash) = (0usize, window_hash(&self.table, 0));
        let (mut at, mut hash) = (0usize, check_hash);
        let (mut power, mut lam) = (1usize, 0usize);
        loop {
            // Advance the hare's window by one value.
            if at + w + 1 > limit {
                return Err(too_large);
            }
            self.extend_to(at + w + 1);
            hash = hash
                .wrapping_sub((self.table[at] as u64).wrapping_mul(b_top))
                .wrapping_mul(B)
                .wrapping_add(self.table[at + w] as u64);
            at += 1;
            lam += 1;
            if hash == check_hash && self.table[check_at..check_at + w] == self.table[at..at + w] {
                self.period = Some((check_at as u64, lam as u64));
                return Ok(());
            }
            if lam == power {
                check_at = at;
                check_hash = hash;
                power *= 2;
                lam = 0;
            }
        }
    }
}

/// mex of g(x - s) over s in S (sorted) with s <= x, for |S| < 128.
#[inline(always)]
fn mex_mask(moves: &[u64], table: &[u32], x: u64) -> u32 {
    let mut seen: u128 = 0;
    for &s in moves {
        if s > x {
            break;
        }
        seen |= 1u128 << table[(x - s) as usize];
    }
    (!seen).trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(moves: &[u64], n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n];
        for x in 0..n {
            let mut reach: Vec<u32> = moves
                .iter()
                .filter(|&&s| s as usize <= x)
                .map(|&s| g[x - s as usize])
                .collect();
            reach.sort_unstable();
            reach.dedup();
            g[x] = (0..).find(|v| reach.binary_search(v).is_err()).unwrap();
        }
        g
    }

    #[test]
    fn period_search_agrees_with_table() {
        for moves in [
            vec![1],
            vec![2, 5],
            vec![3, 7, 12],
            vec![1, 2, 3, 4, 5],
            vec![9, 4, 4, 17],
        ] {
            let want = naive(&moves, 3000);
            let mut seq = GrundySequence::new(&moves);
            seq.find_period().unwrap();
            let (start, period) = seq.period.unwrap();
            for x in 0..3000u64 {
                let probe = if x >= start + period {
                    seq.table[(start + (x - start) % period) as usize]
                } else {
                    want[x as usize]
                };
                assert_eq!(probe, want[x as usize], "S={moves:?} x={x}");
            }
        }
    }

    #[test]
    fn huge_heaps_use_the_period() {
        let mut seq = GrundySequence::new(&[2, 5]);
        seq.prepare(u64::MAX).unwrap();
        let seven = naive(&[2, 5], 700);
        assert!(
            (7..700).all(|x| seven[x] == seven[x - 7]),
            "S = {{2, 5}} has period 7"
        );
        assert_eq!(seq.get(u64::MAX), seven[(u64::MAX % 7) as usize]);
    }

    #[test]
    fn the_work_per_sequence_is_bounded() {
        // A hundred scattered moves give a sequence with no short period.
        let moves: Vec<u64> = (1..=100).map(|i| i * i * 37 % 9973 + 1).collect();
        let mut seq = GrundySequence::new(&moves);
        let e = seq.prepare(u64::MAX).unwrap_err();
        assert!(e.searched * (seq.moves().len() as u64 + 8) <= WORK_LIMIT);
        assert!(seq.table.len() as u64 <= e.searched + 1);
        // A heap the failed search has already passed is still answered from the table.
        let mut seq = GrundySequence::new(&[1, 10_000_000]);
        assert!(seq.prepare(u64::MAX).is_err());
        seq.prepare(5_000_000).unwrap();
        let want = naive(&[1, 10_000_000], 10);
        assert_eq!(seq.get(5_000_000), want[0]);
    }

    #[test]
    fn a_huge_move_cannot_be_searched() {
        let mut seq = GrundySequence::new(&[1, u64::MAX / 2]);
        assert!(seq.prepare(u64::MAX).is_err());
        // but small heaps are still fine
        let mut seq = GrundySequence::new(&[1, u64::MAX / 2]);
        seq.prepare(10).unwrap();
        assert_eq!(seq.get(9), 1);
    }
}
