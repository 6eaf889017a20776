//! The count of [`super::winning_total`] for positions of the judge's size (at most
//! [`FAST_PILES`] non-empty piles of at most [`FAST_TOP`] stones): the same sweep over the
//! values, made cheap in three ways that do not change what is counted.
//!
//! - **u64 without checks.** A count in the sweep is a number of distinct partial vectors
//!   whose stones paid stay within the largest size less one, so it is at most
//!   n · C(top − 1 + n, n) (n the piles, the factor for which pile moved), below 2^58 here:
//!   plain u64 arithmetic is exact, and needs no overflow test per step.
//! - **States that cannot finish are skipped.** The open piles sit at the current value v
//!   and the piles still to open at their sizes; the cheapest way to pair all of them raises
//!   each to its partner in sorted order (pairing neighbours is the least-cost perfect
//!   matching on a line), so a state whose budget left is below that cost, or whose number
//!   of piles to pair is odd, counts nothing, and its row or its end of a row is not swept.
//!   Before the pile moved from is decided, its budget is the size it turns out to have
//!   less one less what was paid, so a state is kept when some size still to open leaves
//!   enough.
//! - **The tail in closed form.** After the last size opens nothing else happens: u open
//!   piles close an even number at a time and the others pay 1 a value. The number of ways
//!   to finish from u open piles within budget r, Σ_{d ≤ r} [x^d] T_u(x) with
//!   T_u = Σ_{k even} C(u, k) x^(u − k) T_(u − k) (so T_u (1 − x^u) is the sum over k ≥ 2
//!   and T_u = 0 for u odd), is a table built once, and the sweep ends at the last size.

use std::sync::OnceLock;

/// The most non-empty piles the fast count takes.
pub const FAST_PILES: usize = 11;
/// The largest pile the fast count takes.
pub const FAST_TOP: u64 = 128;

/// Whether [`total_fast`] counts the position with these sorted non-empty sizes.
pub fn fits(sorted: &[u64]) -> bool {
    sorted.len() <= FAST_PILES && sorted.last().is_none_or(|&t| t <= FAST_TOP)
}

/// `tails()[u][r]`: the ways u open piles (u ≤ FAST_PILES + 1) finish within budget r
/// (r < FAST_TOP) with nothing left to open (module doc). Each is at most C(r + u, u), the
/// vectors of u raises summing to at most r: below 2^58.
fn tails() -> &'static [[u64; FAST_TOP as usize]; FAST_PILES + 2] {
    static TAILS: OnceLock<[[u64; FAST_TOP as usize]; FAST_PILES + 2]> = OnceLock::new();
    TAILS.get_or_init(|| {
        const D: usize = FAST_TOP as usize;
        let mut t = [[0u64; D]; FAST_PILES + 2];
        t[0][0] = 1;
        for u in (2..FAST_PILES + 2).step_by(2) {
            let mut binom = 1u64; // C(u, k) for k = 0, 1, …
            for k in 1..=u {
                binom = binom * (u - k + 1) as u64 / k as u64;
                if k % 2 == 1 {
                    continue;
                }
                let rest = u - k;
                for d in rest..D {
                    t[u][d] += binom * t[rest][d - rest];
                }
            }
            // Divide by 1 − x^u.
            for d in u..D {
                t[u][d] += t[u][d - u];
            }
        }
        // Prefix sums: within budget r.
        for row in t.iter_mut() {
            for d in 1..D {
                row[d] += row[d - 1];
            }
        }
        t
    })
}

/// The cost of pairing the ascending `points` by neighbours (their least-cost perfect
/// matching on the line), `None` when their number is odd.
fn pair_cost(points: impl Iterator<Item = u64>) -> Option<u64> {
    let mut cost = 0;
    let mut open: Option<u64> = None;
    for p in points {
        match open.take() {
            Some(q) => cost += p - q,
            None => open = Some(p),
        }
    }
    open.is_none().then_some(cost)
}

/// What the piles still to open, `rest` (ascending), demand of the states at value v
/// (v at most their first): per parity of the open piles (all at v), the least cost of
/// finishing as a + b·v (b = −1 when an odd open pile must go up to a pile of `rest`).
#[derive(Clone, Copy)]
struct Demand {
    /// Decided states, open piles even / odd: the least cost, at v = 0 (`None`: no way).
    decided: [Option<(i64, i64)>; 2],
    /// Undecided states, open piles even / odd: the most that may have been paid, at v = 0,
    /// over the choices of the size the pile moved from turns out to have.
    undecided: [Option<(i64, i64)>; 2],
}

impl Demand {
    fn new(rest: &[u64]) -> Demand {
        let cost = |odd: bool, skip: Option<usize>| -> Option<(i64, i64)> {
            let mut points = rest
                .iter()
                .enumerate()
                .filter(|&(j, _)| Some(j) != skip)
                .map(|(_, &p)| p);
            if odd {
                // The odd open pile pairs with the first pile to open (neighbours).
                let first = points.next()?;
                let c = pair_cost(points)?;
                Some((first as i64 + c as i64, -1))
            } else {
                pair_cost(points).map(|c| (c as i64, 0))
            }
        };
        let decided = [cost(false, None), cost(true, None)];
        let undecided = [false, true].map(|odd| {
            (0..rest.len())
                .filter(|&j| j == 0 || rest[j] != rest[j - 1])
                .filter_map(|j| {
                    let (a, b) = cost(odd, Some(j))?;
                    Some((rest[j] as i64 - 1 - a, -b))
                })
                .max_by_key(|&(a, b)| a + b * rest[0] as i64)
        });
        Demand { decided, undecided }
    }
}

/// The cells of a sweep's rows that may hold a count: per row a range of columns (empty
/// when lo > hi), so that sweeping and clearing touch only those.
#[derive(Clone, Copy)]
struct Span {
    lo: usize,
    hi: usize,
}

const EMPTY: Span = Span {
    lo: usize::MAX,
    hi: 0,
};

impl Span {
    fn add(&mut self, lo: usize, hi: usize) {
        self.lo = self.lo.min(lo);
        self.hi = self.hi.max(hi);
    }
    fn cols(self) -> std::ops::Range<usize> {
        if self.lo > self.hi {
            0..0
        } else {
            self.lo..self.hi + 1
        }
    }
}

/// One side of the sweep (undecided or decided): counts [open][column] and their spans.
struct Side {
    width: usize,
    cells: Vec<u64>,
    spans: Vec<Span>,
}

impl Side {
    /// Lays out an all-zero side for `rows` rows of `width` (its cells are all zero
    /// between uses: [`total_fast`] clears what it wrote).
    fn reset(&mut self, rows: usize, width: usize) {
        debug_assert!(self.cells.iter().all(|&c| c == 0));
        self.width = width;
        if self.cells.len() < rows * width {
            self.cells.resize(rows * width, 0);
        }
        self.spans.clear();
        self.spans.resize(rows, EMPTY);
    }
    fn row(&self, u: usize) -> &[u64] {
        &self.cells[u * self.width..(u + 1) * self.width]
    }
    fn add(&mut self, u: usize, col: usize, x: u64) {
        self.cells[u * self.width + col] += x;
        self.spans[u].add(col, col);
    }
    /// The highest row that may hold a count (0 when none does).
    fn top(&self) -> usize {
        self.spans.iter().rposition(|s| s.lo <= s.hi).unwrap_or(0)
    }
    fn any_open(&self) -> bool {
        self.spans[1..].iter().any(|s| s.lo <= s.hi)
    }
    /// Sets every count to zero, touching only the spans.
    fn clear(&mut self) {
        for (u, span) in self.spans.iter_mut().enumerate() {
            let cols = span.cols();
            self.cells[u * self.width + cols.start..u * self.width + cols.end].fill(0);
            *span = EMPTY;
        }
    }
    /// Moves every row up by `by` (rows opened at this value).
    fn shift(&mut self, by: usize) {
        let w = self.width;
        for u in (0..=self.top()).rev() {
            let cols = self.spans[u].cols();
            if cols.is_empty() {
                continue;
            }
            let (lo, up) = self.cells.split_at_mut((u + by) * w);
            up[cols.clone()].copy_from_slice(&lo[u * w + cols.start..u * w + cols.end]);
            lo[u * w + cols.start..u * w + cols.end].fill(0);
            self.spans[u + by] = self.spans[u];
            self.spans[u] = EMPTY;
        }
    }
}

/// The number of winning moves of the position with the sorted non-empty sizes `sorted`
/// (with [`fits`]): [`super::winning_total`]'s sweep, fast (module doc).
pub fn total_fast(sorted: &[u64]) -> u64 {
    thread_local! {
        // The four sides, kept from one position to the next (allocating and zeroing them
        // per position cost a sixth of the time).
        static SIDES: std::cell::RefCell<[Side; 4]> = std::cell::RefCell::new(
            std::array::from_fn(|_| Side { width: 1, cells: Vec::new(), spans: Vec::new() }),
        );
    }
    SIDES.with(|sides| {
        let mut sides = sides.borrow_mut();
        let [und, dec, und_next, dec_next] = &mut *sides;
        let total = sweep(sorted, und, dec, und_next, dec_next);
        for side in sides.iter_mut() {
            side.clear();
        }
        total
    })
}

/// [`total_fast`] on the four sides (all zero), which it leaves with counts in their spans.
fn sweep(
    sorted: &[u64],
    und: &mut Side,
    dec: &mut Side,
    und_next: &mut Side,
    dec_next: &mut Side,
) -> u64 {
    debug_assert!(fits(sorted) && sorted.windows(2).all(|w| w[0] <= w[1]));
    let n = sorted.len();
    let Some(&top) = sorted.last() else {
        return 0;
    };
    let tails = tails();
    let budget = (top - 1) as usize;
    let width = budget + 1;
    let rows = n + 1;
    // Before the pile moved from is decided: [open][paid]; after: [open][budget left].
    for side in [&mut *und, &mut *dec, &mut *und_next, &mut *dec_next] {
        side.reset(rows, width);
    }
    let (mut und, mut dec, mut und_next, mut dec_next) = (und, dec, und_next, dec_next);
    // v = 0: the pile moved from empties, or stays open and pays its first stone.
    und.add(0, 0, 1);
    if budget >= 1 {
        und.add(1, 1, 1);
    }
    let mut binom = [[0u64; FAST_PILES + 2]; FAST_PILES + 2];
    for u in 0..FAST_PILES + 2 {
        binom[u][0] = 1;
        for k in 1..=u {
            binom[u][k] = binom[u - 1][k - 1] + binom[u - 1][k];
        }
    }
    let mut undecided = true;
    let mut at = 0usize;
    let mut v = 1u64;
    let mut demand = Demand::new(sorted);
    loop {
        if !und.any_open() && !dec.any_open() {
            // Nothing happens before the next size while nothing is open.
            v = v.max(sorted[at]);
        }
        let mut opened = 0;
        while at < n && sorted[at] == v {
            opened += 1;
            at += 1;
        }
        if opened > 0 {
            dec.shift(opened);
            if undecided {
                // One of the `opened` piles of size v is the one moved from: the stones paid
                // so far, s, leave v − 1 − s.
                let last = (v - 1) as usize;
                for u in 0..=und.top() {
                    let cols = und.spans[u].cols();
                    for s in cols.start..cols.end.min(last + 1) {
                        let c = und.cells[u * width + s];
                        if c != 0 {
                            dec.add(u + opened - 1, last - s, c * opened as u64);
                        }
                    }
                }
                if at == n {
                    undecided = false;
                } else {
                    und.shift(opened);
                }
            }
            demand = Demand::new(&sorted[at..]);
        }
        if at == n {
            // The tail in closed form.
            let mut total = 0u64;
            for u in (0..=dec.top()).step_by(2) {
                let cols = dec.spans[u].cols();
                total += dec.row(u)[cols.clone()]
                    .iter()
                    .zip(&tails[u][cols])
                    .map(|(&c, &t)| c * t)
                    .sum::<u64>();
            }
            return total;
        }
        // Close an even number of the open piles at v; the others pay 1 each.
        let vi = v as i64;
        if undecided {
            for (u, bu) in binom.iter().enumerate().take(und.top() + 1) {
                let cols = und.spans[u].cols();
                let row = &mut und.cells[u * width..(u + 1) * width];
                let most = match demand.undecided[u % 2] {
                    Some((a, b)) => (a + b * vi).min(budget as i64),
                    None => -1,
                };
                if most < 0 || cols.is_empty() {
                    row[cols].fill(0);
                    continue;
                }
                let end = cols.end.min(most as usize + 1);
                row[end.max(cols.start)..cols.end].fill(0);
                // The non-zero cells within the columns kept, as a range.
                let Some(first) = (cols.start..end).find(|&s| row[s] != 0) else {
                    row[cols.start..end.max(cols.start)].fill(0);
                    continue;
                };
                let last = (first..end).rfind(|&s| row[s] != 0).unwrap_or(first);
                for k in (0..=u).step_by(2) {
                    // The open piles left, u − k, pay u − k: at most budget − s.
                    let rest = u - k;
                    let stop = (last + 1).min((budget + 1).saturating_sub(rest));
                    if first >= stop {
                        continue;
                    }
                    let m = bu[k];
                    let base = rest * width + rest;
                    let dst = &mut und_next.cells[base + first..base + stop];
                    for (d, &c) in dst.iter_mut().zip(&row[first..stop]) {
                        *d += c * m;
                    }
                    und_next.spans[rest].add(first + rest, stop - 1 + rest);
                }
                // Read: cleared for its next use.
                row[cols.start..end].fill(0);
            }
            if und_next.spans.iter().all(|s| s.lo > s.hi) {
                // Every undecided state was dropped: none can finish.
                undecided = false;
            }
        }
        for (u, bu) in binom.iter().enumerate().take(dec.top() + 1) {
            let cols = dec.spans[u].cols();
            let row = &mut dec.cells[u * width..(u + 1) * width];
            let least = match demand.decided[u % 2] {
                Some((a, b)) => (a + b * vi).max(0) as usize,
                None => usize::MAX,
            };
            let start = cols.start.max(least);
            if start >= cols.end {
                row[cols].fill(0);
                continue;
            }
            row[cols.start..start].fill(0);
            let Some(first) = (start..cols.end).find(|&r| row[r] != 0) else {
                row[start..cols.end].fill(0);
                continue;
            };
            let last = (first..cols.end).rfind(|&r| row[r] != 0).unwrap_or(first);
            for k in (0..=u).step_by(2) {
                // The open piles left, u − k, pay u − k out of the budget left r.
                let rest = u - k;
                let from = first.max(rest);
                if from > last {
                    continue;
                }
                let m = bu[k];
                let base = rest * width;
                let dst = &mut dec_next.cells[base + from - rest..base + last + 1 - rest];
                for (d, &c) in dst.iter_mut().zip(&row[from..=last]) {
                    *d += c * m;
                }
                dec_next.spans[rest].add(from - rest, last - rest);
            }
            row[start..cols.end].fill(0);
        }
        // Every cell was read (and cleared) or cleared above.
        und.spans.fill(EMPTY);
        dec.spans.fill(EMPTY);
        std::mem::swap(&mut und, &mut und_next);
        std::mem::swap(&mut dec, &mut dec_next);
        v += 1;
    }
}
