//! The count of [`super::winning_total`] for positions of the judge's size (at most
//! [`FAST_PILES`] non-empty piles of at most [`FAST_TOP`] stones): the same sweep over the
//! values, made cheap in five ways that do not change what is counted.
//!
//! - **Paying moves no count.** Every open pile of row u pays one stone a value, which moves
//!   all of the row's columns by u: each row is a ring with an offset, so paying is an
//!   addition to the offset, and only closings (k ≥ 2 of the u open piles) do arithmetic,
//!   in place, rows upwards (what a row receives at a value is not closed again there).
//!   Opening piles renumbers the rows by moving a base index.
//! - **Stretches crossed at once.** Between two sizes, while no row has more than four open
//!   piles, the closings over a whole stretch of g values have a closed form: a pair of
//!   row u closed at the j-th value lands g · (u − 2) + 2j columns further in row u − 2 (a
//!   window of g every-other columns: running sums), and row 4 reaches row 0 all at once or
//!   pair by pair with a weight per landing column (`Side::cross`). A judge's case then
//!   sweeps about two values one by one instead of seventy.
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

/// The cost of the neighbour pairing of the ascending `list` of even length (the least-cost
/// perfect matching on a line).
fn pairing(list: &[i64]) -> i64 {
    list.chunks_exact(2).map(|p| p[1] - p[0]).sum()
}

/// For the ascending `list` of odd length: the most of weights[j − from] − 1 less the
/// pairing of the list without its entry j, over j ≥ `from` (`None` if there is none).
/// Without an even j the entries pair as before and after it; without an odd j its two
/// neighbours pair across it: a prefix and a suffix sum.
fn best_without(list: &[i64], from: usize, weights: &[u64]) -> Option<i64> {
    let m = list.len();
    debug_assert!(m % 2 == 1 && m <= ROWS);
    // suf[i] (m − i even): the pairing of the entries from i on.
    let mut suf = [0i64; ROWS + 2];
    let mut i = m;
    while i >= 3 {
        i -= 2;
        suf[i] = suf[i + 2] + list[i + 1] - list[i];
    }
    // pre: the pairing of the entries before j (before j − 1 for an odd j).
    let (mut pre, mut best) = (0i64, None);
    for j in 0..m {
        let cost = if j % 2 == 0 {
            pre + suf[j + 1]
        } else {
            pre + list[j + 1] - list[j - 1] + suf[j + 2]
        };
        if j >= from {
            let left = weights[j - from] as i64 - 1 - cost;
            best = Some(best.map_or(left, |b: i64| b.max(left)));
        }
        if j % 2 == 1 {
            pre += list[j] - list[j - 1];
        }
    }
    best
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
    /// Even open piles pair among `rest`; odd ones leave one pile at v to pair with the
    /// first of `rest` (then neighbours), which is `rest` with a pile at v = 0 in front. The
    /// undecided states take the best size j to be the pile moved from: its budget
    /// rest[j] − 1 less the pairing of the others.
    fn new(rest: &[u64]) -> Demand {
        let m = rest.len();
        // [the open pile at v = 0, rest…]: the odd states' list; the even ones' is rest.
        let mut list = [0i64; ROWS + 1];
        for (j, &x) in rest.iter().enumerate() {
            list[j + 1] = x as i64;
        }
        let (even, odd) = (&list[1..=m], &list[..=m]);
        let (mut decided, mut undecided) = ([None; 2], [None; 2]);
        if m % 2 == 0 {
            decided[0] = Some((pairing(even), 0));
            undecided[1] = best_without(odd, 1, rest).map(|a| (a, 1));
        } else {
            decided[1] = Some((pairing(odd), -1));
            undecided[0] = best_without(even, 0, rest).map(|a| (a, 0));
        }
        Demand { decided, undecided }
    }
}

/// The slots of a row: a ring at least as long as the widest budget (FAST_TOP − 1 + 1), so
/// that the columns a row may hold, which stay within [0, budget], never share a slot.
const RING: usize = FAST_TOP as usize;
const MASK: i64 = RING as i64 - 1;
/// Rows: open piles 0 ..= FAST_PILES + 1.
const ROWS: usize = FAST_PILES + 2;
/// The rings of a side: a power of two above ROWS, so that a row's ring is a mask away.
const RINGS: usize = 16;

/// Where a row's counts sit: column x (stones paid, or budget left) is in slot
/// (x − off) mod RING, and every slot outside columns lo ..= hi holds 0 (lo > hi: empty).
/// Paying moves every column of the row by the same amount, so it moves `off`, not counts.
#[derive(Clone, Copy)]
struct Place {
    off: i64,
    lo: i64,
    hi: i64,
}

const EMPTY: Place = Place {
    off: 0,
    lo: 1,
    hi: 0,
};

/// One side of the sweep: before the pile moved from is decided (columns: stones paid, which
/// grow by u a value in row u) or after it (columns: budget left, which shrink by u).
struct Side {
    /// +1 (paid) or −1 (budget left): how a column moves per stone paid.
    dir: i64,
    /// The rings and their places; row u is ring (u + base) mod [`RINGS`], so that opening
    /// piles renumbers the rows by moving `base`, not a count.
    rings: Vec<[u64; RING]>,
    place: [Place; RINGS],
    base: usize,
    /// Bit u: row u may hold a count.
    live: u32,
    /// Scratch for [`Side::cross`]'s running sums (read only where written first).
    window: [u64; 2 * RING],
}

impl Side {
    fn new(dir: i64) -> Side {
        Side {
            dir,
            rings: vec![[0; RING]; RINGS],
            place: [EMPTY; RINGS],
            base: 0,
            live: 0,
            window: [0; 2 * RING],
        }
    }

    /// The ring of row u.
    #[inline]
    fn ring(&self, u: usize) -> usize {
        (u + self.base) % RINGS
    }

    #[inline]
    fn at(&self, u: usize) -> Place {
        self.place[self.ring(u)]
    }

    #[inline]
    fn at_mut(&mut self, u: usize) -> &mut Place {
        &mut self.place[(u + self.base) % RINGS]
    }

    fn slot_of(&self, u: usize, x: i64) -> usize {
        ((x - self.at(u).off) & MASK) as usize
    }

    /// The slot ranges of columns lo ..= hi of row u, as at most two pieces of its ring.
    fn pieces(&self, u: usize, lo: i64, hi: i64) -> [(usize, usize); 2] {
        let start = self.slot_of(u, lo);
        let len = (hi - lo + 1) as usize;
        if start + len <= RING {
            [(start, start + len), (0, 0)]
        } else {
            [(start, RING), (0, start + len - RING)]
        }
    }

    fn add(&mut self, u: usize, x: i64, c: u64) {
        let (s, ring) = (self.slot_of(u, x), self.ring(u));
        self.rings[ring][s] += c;
        self.widen(u, x, x);
    }

    fn widen(&mut self, u: usize, lo: i64, hi: i64) {
        let p = self.at_mut(u);
        if p.lo > p.hi {
            p.lo = lo;
            p.hi = hi;
        } else {
            p.lo = p.lo.min(lo);
            p.hi = p.hi.max(hi);
        }
        self.live |= 1 << u;
    }

    /// Keeps only columns lo ..= hi of row u, setting the others to 0.
    #[inline]
    fn keep(&mut self, u: usize, lo: i64, hi: i64) {
        let p = self.at(u);
        if p.lo > p.hi {
            return;
        }
        let (new_lo, new_hi) = (p.lo.max(lo), p.hi.min(hi));
        if new_lo > new_hi {
            self.zero(u, p.lo, p.hi);
            *self.at_mut(u) = EMPTY;
            self.live &= !(1 << u);
            return;
        }
        if new_lo > p.lo {
            self.zero(u, p.lo, new_lo - 1);
        }
        if new_hi < p.hi {
            self.zero(u, new_hi + 1, p.hi);
        }
        let p = self.at_mut(u);
        p.lo = new_lo;
        p.hi = new_hi;
    }

    fn zero(&mut self, u: usize, lo: i64, hi: i64) {
        let ring = self.ring(u);
        for (a, b) in self.pieces(u, lo, hi) {
            self.rings[ring][a..b].fill(0);
        }
    }

    /// Row `to` += m · row `from`, column x of `from` onto column x + shift of `to`, over
    /// columns lo ..= hi of `from`. (m is a binomial C(u, k), u ≤ 12: 32 bits, so that the
    /// product needs no full 64-bit multiply; C(u, u) = 1 is a plain sum.)
    fn add_row(&mut self, to: usize, from: usize, lo: i64, hi: i64, m: u32, shift: i64) {
        debug_assert!(to != from && lo <= hi);
        let (src, dst) = (self.ring(from), self.ring(to));
        let (mut left, mut s, mut d) = (
            (hi - lo + 1) as usize,
            self.slot_of(from, lo),
            self.slot_of(to, lo + shift),
        );
        while left > 0 {
            let len = left.min(RING - s).min(RING - d);
            let (a, b) = if src < dst {
                let (l, r) = self.rings.split_at_mut(dst);
                (&l[src][s..s + len], &mut r[0][d..d + len])
            } else {
                let (l, r) = self.rings.split_at_mut(src);
                (&r[0][s..s + len], &mut l[dst][d..d + len])
            };
            if m == 1 {
                for (t, &c) in b.iter_mut().zip(a) {
                    *t += c;
                }
            } else {
                for (t, &c) in b.iter_mut().zip(a) {
                    *t += c * u64::from(m);
                }
            }
            left -= len;
            s = (s + len) % RING;
            d = (d + len) % RING;
        }
        self.widen(to, lo + shift, hi + shift);
    }

    /// The sweep's work at one value, rows upwards: row u closes every even number k ≥ 2 of
    /// its open piles into row u − k (already past this value, so onto the columns after its
    /// payment; rows upwards, so that what a row receives is not closed again here), then
    /// pays u stones. Columns that would leave 0 ..= budget after paying are never written.
    fn step(&mut self, budget: i64) {
        let mut rows = self.live;
        while rows != 0 {
            let u = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let p = self.at(u);
            for k in (2..=u).step_by(2) {
                let rest = u - k;
                let paid = self.dir * rest as i64;
                let (lo, hi) = if self.dir > 0 {
                    (p.lo, p.hi.min(budget - paid))
                } else {
                    (p.lo.max(-paid), p.hi)
                };
                if lo <= hi {
                    self.add_row(rest, u, lo, hi, BINOM[u][k], paid);
                }
            }
            if u > 0 {
                self.pay_row(u, 1, budget);
            }
        }
    }

    /// Drops the states that cannot finish: row u keeps the columns `keep[u % 2]`.
    fn prune(&mut self, keep: [(i64, i64); 2]) {
        let mut rows = self.live;
        while rows != 0 {
            let u = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let (lo, hi) = keep[u % 2];
            self.keep(u, lo, hi);
        }
    }

    /// The open piles of row u (≥ 1) pay `times` stones each; columns then outside
    /// 0 ..= budget are dropped.
    #[inline]
    fn pay_row(&mut self, u: usize, times: i64, budget: i64) {
        let by = self.dir * u as i64 * times;
        let dir = self.dir;
        let p = self.at_mut(u);
        p.off += by;
        p.lo += by;
        p.hi += by;
        // Only the end the columns move towards can leave 0 ..= budget.
        if (dir > 0 && p.hi > budget) || (dir < 0 && p.lo < 0) {
            self.keep(u, 0, budget);
        }
    }

    /// `gap` values at which nothing opens, at once, when no row has more than four open
    /// piles. Rows 0 and 1 close nothing; a pair of row u closed at the j-th value (j < gap)
    /// lands, after the payments of the values left, at column x + dir · ((u − 2) · gap + 2j)
    /// of row u − 2: a sum over j of every other column of row u, which running sums give at
    /// once (C(u, 2) ways). Row 4 also reaches row 0, in two ways: all four at the j-th value
    /// (x + dir · 4j), or a pair at the j'-th and the other pair at a later j-th value
    /// (six ways; x + dir · 2(j' + j)); both are the columns x + dir · 2s of row 0 with a
    /// weight per s ([`Side::cross_four`]). States that cannot finish are not dropped
    /// within the stretch (they add nothing later; the next value drops them), but nothing
    /// is written outside 0 ..= budget: a column only moves away from where it started.
    fn cross(&mut self, gap: i64, budget: i64) {
        debug_assert!(self.live >> 5 == 0 && gap >= 1);
        // Row 1 first pays for the whole stretch, so that what row 3 closes into it lands
        // on its final columns.
        if self.live & 2 != 0 {
            self.pay_row(1, gap, budget);
        }
        // Rows upwards: what row 4 closes into row 2 lands after row 2 has closed its own
        // pairs and paid.
        for u in [2usize, 3, 4] {
            if self.live & (1 << u) == 0 {
                continue;
            }
            if u == 4 {
                self.cross_four(gap, budget);
            }
            let rest = (u - 2) as i64;
            let p = self.at(u);
            let dir = self.dir;
            // Columns counted along the way the row moves: y = dir · x, so that a column
            // only grows; the row's columns are ylo ..= yhi, and what lands at y + rest · gap
            // must stay within budget (from below: x ≥ 0; from above: x ≤ budget).
            let (ylo, yhi) = if dir > 0 {
                (p.lo, p.hi)
            } else {
                (-p.hi, -p.lo)
            };
            let limit = if dir > 0 { budget } else { 0 };
            let last = (dir * limit - rest * gap).min(yhi + 2 * (gap - 1));
            let m = u64::from(BINOM[u][2]);
            let ring = self.ring(u);
            // Running sums of every other column: run[y] = row[y] + row[y − 2] + …, kept
            // for the last 2 · gap columns (the window's length).
            let (to_ring, to_off) = (self.ring(u - 2), self.at(u - 2).off);
            let window = &mut self.window;
            let span = (2 * gap) as usize;
            if last >= ylo {
                // k = y − ylo < RING: no wrapping of the window, and the two running sums
                // it subtracts (k − 2, k − span) exist from k = 2 and k = span on.
                let len = (last - ylo + 1) as usize;
                let cells = ((yhi - ylo + 1) as usize).min(len);
                let ring = &self.rings[ring];
                for k in 0..len {
                    let y = ylo + k as i64;
                    let here = if k < cells {
                        ring[((dir * y - p.off) & MASK) as usize]
                    } else {
                        0
                    };
                    window[k] = here.wrapping_add(if k >= 2 { window[k - 2] } else { 0 });
                }
                let to = &mut self.rings[to_ring];
                for k in 0..len {
                    let sum = window[k].wrapping_sub(if k >= span { window[k - span] } else { 0 });
                    let x = dir * (ylo + k as i64 + rest * gap);
                    to[((x - to_off) & MASK) as usize] += sum * m;
                }
                let (x0, x1) = (dir * (ylo + rest * gap), dir * (last + rest * gap));
                self.widen(u - 2, x0.min(x1), x0.max(x1));
            }
            self.pay_row(u, gap, budget);
        }
    }

    /// What row 4 closes into row 0 over a stretch of `gap` values ([`Side::cross`]): its
    /// column x lands at x + dir · 2s with weight w(s) = [s even, s/2 < gap] (all four at
    /// the value s/2) + 6 · #{j' < j < gap : j' + j = s} (a pair, then the other).
    fn cross_four(&mut self, gap: i64, budget: i64) {
        let p = self.at(4);
        let dir = self.dir;
        let (ylo, yhi) = if dir > 0 {
            (p.lo, p.hi)
        } else {
            (-p.hi, -p.lo)
        };
        let bound = if dir > 0 { budget } else { 0 };
        // s ≤ 2 · gap − 2, and no further than the bound from the row's first column.
        let top = (2 * gap - 2).min((bound - ylo) / 2);
        if top < 0 {
            return;
        }
        let weight = &mut self.window[..=top as usize];
        for (s, w) in weight.iter_mut().enumerate() {
            let s = s as i64;
            let pairs = if s == 0 {
                0
            } else {
                ((s - 1) / 2 - (s - gap + 1).max(0) + 1).max(0)
            };
            *w = 6 * pairs as u64 + u64::from(s % 2 == 0 && s / 2 < gap);
        }
        let (from, to, from_off, to_off) = (self.ring(4), self.ring(0), p.off, self.at(0).off);
        let (mut lo_to, mut hi_to) = (i64::MAX, i64::MIN);
        for y in ylo..=yhi {
            let c = self.rings[from][((dir * y - from_off) & MASK) as usize];
            if c == 0 {
                continue;
            }
            let last = top.min((bound - y) / 2);
            for s in 0..=last {
                let x = dir * (y + 2 * s);
                self.rings[to][((x - to_off) & MASK) as usize] += c * self.window[s as usize];
            }
            if last >= 0 {
                let (x0, x1) = (dir * y, dir * (y + 2 * last));
                lo_to = lo_to.min(x0.min(x1));
                hi_to = hi_to.max(x0.max(x1));
            }
        }
        if lo_to <= hi_to {
            self.widen(0, lo_to, hi_to);
        }
    }

    /// `opened` piles open: row u becomes row u + opened (rows that high are empty).
    fn open(&mut self, opened: usize) {
        debug_assert!(self.live >> (RINGS - opened) == 0);
        self.base = (self.base + RINGS - opened) % RINGS;
        self.live <<= opened;
    }

    /// Sets every count to 0.
    fn clear(&mut self) {
        while self.live != 0 {
            let u = self.live.trailing_zeros() as usize;
            let p = self.at(u);
            self.zero(u, p.lo, p.hi);
            *self.at_mut(u) = EMPTY;
            self.live &= self.live - 1;
        }
    }
}

/// The number of winning moves of the position with the sorted non-empty sizes `sorted`
/// (with [`fits`]): [`super::winning_total`]'s sweep, fast (module doc).
pub fn total_fast(sorted: &[u64]) -> u64 {
    thread_local! {
        // The two sides, kept from one position to the next (all zero between uses).
        static SIDES: std::cell::RefCell<(Side, Side)> =
            std::cell::RefCell::new((Side::new(1), Side::new(-1)));
    }
    SIDES.with(|sides| {
        let (und, dec) = &mut *sides.borrow_mut();
        let total = sweep(sorted, und, dec);
        und.clear();
        dec.clear();
        total
    })
}

/// The binomials C(u, k), u, k < ROWS.
const BINOM: [[u32; ROWS]; ROWS] = {
    let mut binom = [[0u32; ROWS]; ROWS];
    let mut u = 0;
    while u < ROWS {
        binom[u][0] = 1;
        let mut k = 1;
        while k <= u {
            binom[u][k] = binom[u - 1][k - 1] + binom[u - 1][k];
            k += 1;
        }
        u += 1;
    }
    binom
};

/// [`total_fast`] on the two sides (all zero), which it leaves holding counts.
fn sweep(sorted: &[u64], und: &mut Side, dec: &mut Side) -> u64 {
    debug_assert!(fits(sorted) && sorted.windows(2).all(|w| w[0] <= w[1]));
    debug_assert!(und.live == 0 && dec.live == 0);
    let n = sorted.len();
    let Some(&top) = sorted.last() else {
        return 0;
    };
    let tails = tails();
    let budget = (top - 1) as i64;
    // v = 0: the pile moved from empties, or stays open and pays its first stone.
    und.add(0, 0, 1);
    if budget >= 1 {
        und.add(1, 1, 1);
    }
    let mut at = 0usize;
    let mut v = 1u64;
    let mut demand = Demand::new(sorted);
    loop {
        if und.live == 0 && dec.live == 0 {
            return 0;
        }
        let mut opened = 0;
        while at < n && sorted[at] == v {
            opened += 1;
            at += 1;
        }
        if opened > 0 {
            demand = Demand::new(&sorted[at..]);
            dec.open(opened);
            if und.live != 0 {
                // One of the `opened` piles of size v is the one moved from: the stones
                // paid so far, s, leave v − 1 − s.
                let last = (v - 1) as i64;
                let mut rows = und.live;
                while rows != 0 {
                    let u = rows.trailing_zeros() as usize;
                    rows &= rows - 1;
                    let p = und.at(u);
                    let to = u + opened - 1;
                    // Only budgets the decided side keeps (the rest could not finish).
                    let Some((a, b)) = demand.decided[to % 2] else {
                        continue;
                    };
                    let hi = p.hi.min(last - (a + b * v as i64).max(0));
                    if p.lo > hi {
                        continue;
                    }
                    let (from_off, to_off) = (und.at(u).off, dec.at(to).off);
                    let (src, dst) = (und.ring(u), dec.ring(to));
                    let (src, dst) = (&und.rings[src], &mut dec.rings[dst]);
                    for s in p.lo..=hi {
                        let c = src[((s - from_off) & MASK) as usize];
                        dst[((last - s - to_off) & MASK) as usize] += c * opened as u64;
                    }
                    dec.widen(to, last - hi, last - p.lo);
                }
                if at == n {
                    und.clear();
                } else {
                    und.open(opened);
                }
            }
            if at == n {
                // The tail in closed form.
                let mut total = 0u64;
                let mut rows = dec.live & 0x5555_5555;
                while rows != 0 {
                    let u = rows.trailing_zeros() as usize;
                    rows &= rows - 1;
                    let p = dec.at(u);
                    let mut r = p.lo;
                    for (a, b) in dec.pieces(u, p.lo, p.hi) {
                        let ring = &dec.rings[dec.ring(u)][a..b];
                        let len = ring.len();
                        total += ring
                            .iter()
                            .zip(&tails[u][r as usize..r as usize + len])
                            .map(|(&c, &t)| c * t)
                            .sum::<u64>();
                        r += len as i64;
                    }
                }
                return total;
            }
        }
        let vi = v as i64;
        let keep_und = demand.undecided.map(|d| match d {
            Some((a, b)) => (0, (a + b * vi).min(budget)),
            None => (1, 0),
        });
        let keep_dec = demand.decided.map(|d| match d {
            Some((a, b)) => ((a + b * vi).max(0), budget),
            None => (1, 0),
        });
        und.prune(keep_und);
        dec.prune(keep_dec);
        if (und.live | dec.live) >> 5 == 0 {
            // At most four piles open on any row from here to the next size: the whole
            // stretch at once (`Side::cross`).
            let gap = (sorted[at] - v) as i64;
            und.cross(gap, budget);
            dec.cross(gap, budget);
            v = sorted[at];
            continue;
        }
        und.step(budget);
        dec.step(budget);
        v += 1;
    }
}
