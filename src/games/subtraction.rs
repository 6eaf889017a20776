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
/// The longest table built while searching for a period (values are u32: 128 MiB; the
/// one-hot window of the last max(S) values adds up to 16 bytes per unit of max(S), so a
/// search peaks near 250 MiB at worst).
pub const PERIOD_SEARCH_LIMIT: u64 = 1 << 25;

/// How far ahead the period search extends the table at a time.
const PERIOD_CHUNK: usize = 4096;

/// The set S, sorted and without repeats, and the Grundy values computed so far.
pub struct GrundySequence {
    moves: Vec<u64>,
    table: Vec<u32>,
    /// Once found: g(x) = g(start + (x - start) % period) for x >= start.
    period: Option<(u64, u64)>,
    /// Scratch for the mex of sets too large for a bit mask.
    stamp: Vec<u32>,
    stamp_now: u32,
    /// The recent values as one-hot masks, for |S| < 128 (see [`OneHot`]).
    window: Window,
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
            window: Window::None,
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
        // gets a loud panic here rather than a silently wrong value.
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
            self.extend_masked(len);
        } else {
            for x in from..len {
                let g = self.mex_stamped(x as u64);
                self.table.push(g);
            }
        }
    }

    /// The |S| < 128 path: values one-hot in a sliding window, 64 bits wide until a value
    /// reaches 64 (which needs 64 moves), then 128.
    fn extend_masked(&mut self, len: usize) {
        // Only moves that fit below `len` can be made; the window spans the largest.
        let offsets: Vec<usize> = self
            .moves
            .iter()
            .take_while(|&&s| s < len as u64)
            .map(|&s| s as usize)
            .collect();
        let span = offsets.last().copied().unwrap_or(0);
        loop {
            let done = match &mut self.window {
                Window::Narrow(w) if w.span == span => w.extend(&offsets, &mut self.table, len),
                Window::Wide(w) if w.span == span => w.extend(&offsets, &mut self.table, len),
                Window::Wide(_) => {
                    // A larger move came into reach: rebuild at the same width.
                    self.window = Window::Wide(OneHot::new(&self.table, span));
                    continue;
                }
                Window::Narrow(_) | Window::None => {
                    self.window = Window::Narrow(OneHot::new(&self.table, span));
                    continue;
                }
            };
            if done {
                return;
            }
            // A value of 64 or more may be due: widen and go on from where it stopped.
            self.window = Window::Wide(OneHot::new(&self.table, span));
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
            if self.table.len() < at + w + 1 {
                // Extended in chunks: one value at a time would redo the per-call setup.
                self.extend_to((at + w + 1 + PERIOD_CHUNK).min(limit));
            }
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

/// Which one-hot window the |S| < 128 path is using.
enum Window {
    None,
    Narrow(OneHot<1, 16>),
    Wide(OneHot<2, 4>),
}

/// The last `span` Grundy values (and zeros for heaps below 0) as one-hot masks of `N`
/// words, so the mex of g(x - s) over S is an OR of masks and a count of trailing ones.
///
/// The better work: with m = min(S), the values of m consecutive heaps x0..x0+m depend
/// only on heaps below x0, so they are computed together, `T` heaps at a time: for each
/// move, `T` contiguous masks are OR-ed into `T` accumulators, a loop the compiler turns
/// into vector ORs with no data-dependent shifts. Heaps whose block is narrower than `T`
/// (when m < T) take the one-at-a-time loop.
struct OneHot<const N: usize, const T: usize> {
    /// The largest move in use: the window always holds the `span` values before the next
    /// heap to compute.
    span: usize,
    masks: Vec<[u64; N]>,
}

impl<const N: usize, const T: usize> OneHot<N, T> {
    /// A window for the next heap after `table`.
    fn new(table: &[u32], span: usize) -> Self {
        let have = table.len().min(span);
        let mut masks = vec![[0u64; N]; span - have];
        masks.extend(table[table.len() - have..].iter().map(|&g| one_hot::<N>(g)));
        OneHot { span, masks }
    }

    /// Extends `table` to `len` values using `offsets` (the moves, ascending, all at most
    /// `span`). Returns false, with the table consistent so far, when a value would not fit
    /// in `N` words.
    fn extend(&mut self, offsets: &[usize], table: &mut Vec<u32>, len: usize) -> bool {
        let Some(&min_move) = offsets.first() else {
            // No move fits: every heap is a loss.
            let from = table.len();
            table.resize(len.max(from), 0);
            self.masks.extend((from..len).map(|_| one_hot::<N>(0)));
            self.trim();
            return true;
        };
        while table.len() < len {
            let x0 = table.len();
            let block = min_move.min(len - x0);
            // masks[b0] is heap x0; masks[b0 - s] is heap x0 - s.
            let b0 = self.masks.len();
            if block >= T {
                self.masks.resize(b0 + block + T, [0; N]);
                let mut j = 0;
                while j < block {
                    let mut acc = [[0u64; N]; T];
                    for &s in offsets {
                        let src = b0 + j - s;
                        let lanes: &[[u64; N]; T] = match self.masks[src..src + T].try_into() {
                            Ok(l) => l,
                            Err(_) => unreachable!("a slice of length T"),
                        };
                        for t in 0..T {
                            for k in 0..N {
                                acc[t][k] |= lanes[t][k];
                            }
                        }
                    }
                    // Lanes past the block read heaps not computed yet: dropped.
                    for (t, seen) in acc.iter().enumerate().take(block - j) {
                        let Some(g) = mex::<N>(seen) else {
                            self.masks.truncate(b0 + j + t);
                            return false;
                        };
                        table.push(g);
                        self.masks[b0 + j + t] = one_hot::<N>(g);
                    }
                    j += T;
                }
                self.masks.truncate(b0 + block);
            } else {
                for b in b0..b0 + block {
                    let mut seen = [0u64; N];
                    for &s in offsets {
                        let m = self.masks[b - s];
                        for k in 0..N {
                            seen[k] |= m[k];
                        }
                    }
                    let Some(g) = mex::<N>(&seen) else {
                        return false;
                    };
                    table.push(g);
                    self.masks.push(one_hot::<N>(g));
                }
            }
            self.trim();
        }
        true
    }

    /// Drops masks older than the span, now and then, so the window stays small.
    fn trim(&mut self) {
        if self.masks.len() > 2 * self.span + 4096 {
            self.masks.drain(..self.masks.len() - self.span);
        }
    }
}

#[inline(always)]
fn one_hot<const N: usize>(g: u32) -> [u64; N] {
    let mut m = [0u64; N];
    m[g as usize / 64] = 1 << (g % 64);
    m
}

/// The smallest value missing from `seen`, or `None` if all `64 * N` are there.
#[inline(always)]
fn mex<const N: usize>(seen: &[u64; N]) -> Option<u32> {
    for (k, &w) in seen.iter().enumerate() {
        if w != u64::MAX {
            return Some(64 * k as u32 + (!w).trailing_zeros());
        }
    }
    None
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
                // Past the first period, the value the period predicts; before, the table.
                let probe = if x >= start + period {
                    seq.table[(start + (x - start) % period) as usize]
                } else {
                    seq.table[x as usize]
                };
                assert_eq!(probe, want[x as usize], "S={moves:?} x={x}");
            }
        }
    }

    proptest::proptest! {
        /// The blocked one-hot kernel against the definition, over sets that exercise each
        /// path: tiny and large minimum moves, 64+ moves (values past 64 widen the masks),
        /// 128+ moves (the stamped path), and tables grown in several steps (the window is
        /// rebuilt when a larger move comes into reach).
        #[test]
        fn table_matches_definition(
            moves in proptest::collection::vec(1u64..300, 1..140),
            shift in 0u64..40,
            steps in proptest::collection::vec(1usize..700, 1..4),
        ) {
            let moves: Vec<u64> = moves.iter().map(|&s| s + shift).collect();
            let total: usize = steps.iter().sum();
            let want = naive(&moves, total);
            let mut seq = GrundySequence::new(&moves);
            let mut len = 0;
            for step in steps {
                len += step;
                seq.prepare(len as u64 - 1).unwrap();
                proptest::prop_assert_eq!(&seq.table[..len], &want[..len], "S={:?}", &moves);
            }
        }
    }

    #[test]
    fn values_past_64_widen_the_masks() {
        // S = {1..=100}: g(x) = x mod 101, so values up to 100 appear.
        let moves: Vec<u64> = (1..=100).collect();
        let mut seq = GrundySequence::new(&moves);
        seq.prepare(1000).unwrap();
        for x in 0..=1000u64 {
            assert_eq!(seq.get(x), (x % 101) as u32);
        }
        // Widened first, then a larger move comes into reach.
        let mut moves: Vec<u64> = (1..=100).collect();
        moves.push(700);
        let want = naive(&moves, 1500);
        let mut seq = GrundySequence::new(&moves);
        seq.prepare(300).unwrap();
        seq.prepare(1499).unwrap();
        assert_eq!(seq.table[..1500], want[..]);
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
