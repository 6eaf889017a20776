//! Subtraction sets: the one-hot window kernel (and the stamp array for large sets).

/// Subtraction sets: g(n) = mex { g(n − s) : s ∈ S, s ≤ n }.
///
/// Values are at most |S|. For |S| < 128 the recent values are kept one-hot in a window
/// (see [`OneHot`]); larger sets take the mex with a stamp array.
pub(super) struct SubtractionKernel {
    moves: Vec<u64>,
    stamp: Vec<u32>,
    stamp_now: u32,
    window: Window,
    /// The narrowest window width (0 Tiny, 1 Narrow, 2 Wide) the values so far allow.
    width: u8,
}

impl SubtractionKernel {
    /// `moves` ascending and distinct, none zero.
    pub(super) fn new(moves: &[u64]) -> Self {
        SubtractionKernel {
            stamp: vec![0; moves.len() + 1],
            moves: moves.to_vec(),
            stamp_now: 0,
            window: Window::None,
            width: 0,
        }
    }

    /// Adds moves, all larger than the current ones and ascending (a rule of k alone
    /// lists its takes as far as the table goes).
    pub(super) fn add_moves(&mut self, more: &[u64]) {
        self.moves.extend_from_slice(more);
        self.stamp.resize(self.moves.len() + 1, 0);
    }

    /// The work of one value of a table `len` long, in the steps of
    /// [`super::GrundyTable::work`]: the moves that fit, and a few steps for the mex.
    pub(super) fn cost_per_value(&self, len: usize) -> u64 {
        self.moves.partition_point(|&s| s < len as u64) as u64 + 8
    }

    /// Fills the table up to (excluding) `len`.
    pub(super) fn extend(&mut self, table: &mut Vec<u32>, len: usize) {
        let from = table.len();
        if len <= from {
            return;
        }
        // Values are at most |S|, so a 128-bit mask holds every reachable value when |S| < 128.
        if self.moves.len() < 128 {
            self.extend_masked(table, len);
        } else {
            for x in from..len {
                let g = self.mex_stamped(table, x as u64);
                table.push(g);
            }
        }
    }

    /// The |S| < 128 path: values one-hot in a sliding window, 32 bits wide until a value
    /// reaches 32, then 64 until one reaches 64 (which needs 64 moves), then 128.
    fn extend_masked(&mut self, table: &mut Vec<u32>, len: usize) {
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
                Window::Tiny(w) if w.span == span => w.extend(&offsets, table, len),
                Window::Narrow(w) if w.span == span => w.extend(&offsets, table, len),
                Window::Wide(w) if w.span == span => w.extend(&offsets, table, len),
                _ => {
                    // None yet, or a larger move came into reach: build one at least as
                    // wide as before, wide enough for the values it starts with.
                    self.window = Window::at_least(self.width, table, span);
                    self.width = self.window.width();
                    continue;
                }
            };
            if done {
                return;
            }
            // A value too large for the masks may be due: widen and go on from where it
            // stopped.
            self.width = self.window.width() + 1;
            self.window = Window::at_least(self.width, table, span);
            self.width = self.window.width();
        }
    }

    /// Drops the window (rebuilt from the table when the table grows again).
    pub(super) fn release(&mut self) {
        self.window = Window::None;
    }

    fn mex_stamped(&mut self, table: &[u32], x: u64) -> u32 {
        self.stamp_now = self.stamp_now.wrapping_add(1);
        if self.stamp_now == 0 {
            self.stamp.fill(0);
            self.stamp_now = 1;
        }
        for &s in &self.moves {
            if s > x {
                break;
            }
            let g = table[(x - s) as usize] as usize;
            if g < self.stamp.len() {
                self.stamp[g] = self.stamp_now;
            }
        }
        self.stamp
            .iter()
            .position(|&t| t != self.stamp_now)
            .unwrap_or(self.stamp.len()) as u32
    }
}

/// Which one-hot window the |S| < 128 path is using.
enum Window {
    None,
    Tiny(OneHot<u32, 1, 64>),
    Narrow(OneHot<u64, 1, 32>),
    Wide(OneHot<u64, 2, 16>),
}

impl Window {
    /// 0 Tiny, 1 Narrow, 2 Wide.
    fn width(&self) -> u8 {
        match self {
            Window::None | Window::Tiny(_) => 0,
            Window::Narrow(_) => 1,
            Window::Wide(_) => 2,
        }
    }

    /// A window of the last `span` values of `table`, `width` wide or wider if one of
    /// them needs it.
    fn at_least(width: u8, table: &[u32], span: usize) -> Window {
        let largest = table[table.len() - table.len().min(span)..]
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        let needed = if largest >= 64 {
            2
        } else {
            u8::from(largest >= 32)
        };
        match width.max(needed) {
            0 => Window::Tiny(OneHot::new(table, span)),
            1 => Window::Narrow(OneHot::new(table, span)),
            _ => Window::Wide(OneHot::new(table, span)),
        }
    }
}

/// The word of a one-hot mask: u32 while every value is below 32 (half the bytes to OR),
/// else u64.
trait Word: Copy + Default + Eq + std::ops::BitOrAssign {
    const BITS: u32;
    const ALL: Self;
    fn bit(i: u32) -> Self;
    /// The number of trailing one bits.
    fn trailing_ones(self) -> u32;
}

impl Word for u32 {
    const BITS: u32 = 32;
    const ALL: Self = u32::MAX;
    #[inline(always)]
    fn bit(i: u32) -> Self {
        1 << i
    }
    #[inline(always)]
    fn trailing_ones(self) -> u32 {
        u32::trailing_ones(self)
    }
}

impl Word for u64 {
    const BITS: u32 = 64;
    const ALL: Self = u64::MAX;
    #[inline(always)]
    fn bit(i: u32) -> Self {
        1 << i
    }
    #[inline(always)]
    fn trailing_ones(self) -> u32 {
        u64::trailing_ones(self)
    }
}

/// The last `span` Grundy values (and zeros for heaps below 0) as one-hot masks of `N`
/// words `W`, so the mex of g(x - s) over S is an OR of masks and a count of trailing ones.
///
/// Heaps are computed `T` at a time. A move s ≥ T reads only heaps before the group, so for
/// each such move `T` contiguous masks are OR-ed into `T` accumulators: a loop of vector
/// ORs with no data-dependent shifts, compiled for AVX2 when the CPU has it (through
/// `pulp`'s run-time dispatch). The few moves s < T read heaps of the group itself: they are
/// OR-ed in lane by lane, in heap order, just before each lane's mex. So every group is
/// full width whatever min(S) is (a set with a move of 1 used to go one heap at a time).
struct OneHot<W: Word, const N: usize, const T: usize> {
    /// The largest move in use: the window always holds the `span` values before the next
    /// heap to compute.
    span: usize,
    masks: Vec<[W; N]>,
}

impl<W: Word, const N: usize, const T: usize> OneHot<W, N, T> {
    /// A window for the next heap after `table`.
    fn new(table: &[u32], span: usize) -> Self {
        let have = table.len().min(span);
        let mut masks = Vec::with_capacity(span + T);
        masks.resize(span - have, [W::default(); N]);
        masks.extend(
            table[table.len() - have..]
                .iter()
                .map(|&g| one_hot::<W, N>(g)),
        );
        OneHot { span, masks }
    }

    /// Extends `table` to `len` values using `offsets` (the moves, ascending, all at most
    /// `span`). Returns false, with the table consistent so far, when a value would not fit
    /// in `N` words.
    fn extend(&mut self, offsets: &[usize], table: &mut Vec<u32>, len: usize) -> bool {
        if offsets.is_empty() {
            // No move fits: every heap is a loss.
            let from = table.len();
            table.resize(len.max(from), 0);
            self.masks.extend((from..len).map(|_| one_hot::<W, N>(0)));
            self.trim();
            return true;
        }
        let split = offsets.partition_point(|&s| s < T);
        pulp::Arch::new().dispatch(Extend {
            window: self,
            small: &offsets[..split],
            large: &offsets[split..],
            table,
            len,
        })
    }

    /// The body of [`Self::extend`], inlined into each instruction set's copy. `small` are
    /// the moves below `T`, `large` the others.
    #[inline(always)]
    fn extend_inline(
        &mut self,
        small: &[usize],
        large: &[usize],
        table: &mut Vec<u32>,
        len: usize,
    ) -> bool {
        while table.len() < len {
            let lanes = T.min(len - table.len());
            // masks[b0] is the group's first heap; masks[b0 - s] is that heap minus s.
            let b0 = self.masks.len();
            let mut acc = [[W::default(); N]; T];
            for &s in large {
                let lanes: &[[W; N]; T] = match self.masks[b0 - s..b0 - s + T].try_into() {
                    Ok(l) => l,
                    Err(_) => unreachable!("a slice of length T"),
                };
                for t in 0..T {
                    for k in 0..N {
                        acc[t][k] |= lanes[t][k];
                    }
                }
            }
            for (t, seen) in acc.iter_mut().enumerate().take(lanes) {
                for &s in small {
                    let m = self.masks[b0 + t - s];
                    for k in 0..N {
                        seen[k] |= m[k];
                    }
                }
                let Some(g) = mex::<W, N>(seen) else {
                    return false;
                };
                table.push(g);
                self.masks.push(one_hot::<W, N>(g));
            }
            self.trim();
        }
        true
    }

    /// Drops masks older than the span, now and then, so the window stays small.
    /// (A quarter of the span as slack: the window of a move of 2^24 stays near 170 MiB.)
    fn trim(&mut self) {
        if self.masks.len() > self.span + self.span / 4 + 4096 {
            self.masks.drain(..self.masks.len() - self.span);
        }
    }
}

/// [`OneHot::extend`] as an operation `pulp` runs with the best instruction set present.
struct Extend<'a, W: Word, const N: usize, const T: usize> {
    window: &'a mut OneHot<W, N, T>,
    small: &'a [usize],
    large: &'a [usize],
    table: &'a mut Vec<u32>,
    len: usize,
}

impl<W: Word, const N: usize, const T: usize> pulp::WithSimd for Extend<'_, W, N, T> {
    type Output = bool;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _simd: S) -> bool {
        self.window
            .extend_inline(self.small, self.large, self.table, self.len)
    }
}

#[inline(always)]
fn one_hot<W: Word, const N: usize>(g: u32) -> [W; N] {
    let mut m = [W::default(); N];
    m[(g / W::BITS) as usize] = W::bit(g % W::BITS);
    m
}

/// The smallest value missing from `seen`, or `None` if all `W::BITS * N` are there.
#[inline(always)]
fn mex<W: Word, const N: usize>(seen: &[W; N]) -> Option<u32> {
    for (k, &w) in seen.iter().enumerate() {
        if w != W::ALL {
            return Some(W::BITS * k as u32 + w.trailing_ones());
        }
    }
    None
}
