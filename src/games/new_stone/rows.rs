//! The rows of `super::fast`'s sweep: per number u of open piles, the counts by column
//! (stones paid, or budget left), kept as rings with an offset so that paying moves no
//! count, with the sweep's steps on them: closings at one value (`Side::step`), a whole
//! stretch of values at once (`Side::cross`), the decision of the pile moved from
//! (`Side::decide`) and the closed-form finish (`Side::finish`).

/// The slots of a row: a ring as long as the widest budget's columns (0 ..= RING − 1), so
/// that the columns a row may hold, which stay within 0 ..= budget, never share a slot.
pub const RING: usize = 128;
const MASK: i64 = RING as i64 - 1;
/// Rows: open piles 0 ..= ROWS − 1.
pub const ROWS: usize = 13;
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
pub struct Side {
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
    pub fn new(dir: i64) -> Side {
        Side {
            dir,
            rings: vec![[0; RING]; RINGS],
            place: [EMPTY; RINGS],
            base: 0,
            live: 0,
            window: [0; 2 * RING],
        }
    }

    /// Bit u: row u may hold a count.
    pub fn live(&self) -> u32 {
        self.live
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

    /// Adds c to column x of row u.
    pub fn add(&mut self, u: usize, x: i64, c: u64) {
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
    pub fn step(&mut self, budget: i64) {
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
    pub fn prune(&mut self, keep: [(i64, i64); 2]) {
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
    pub fn cross(&mut self, gap: i64, budget: i64) {
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
            // What lands at y + rest · gap must stay within the bound.
            let (ylo, yhi, bound) = self.along(u, budget);
            let last = (bound - rest * gap).min(yhi + 2 * (gap - 1));
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

    /// Row u's columns counted along the way the row moves, y = dir · x (so that a column
    /// only grows), as ylo ..= yhi, and the bound no y may pass: the budget (x ≤ budget,
    /// stones paid) or 0 (x ≥ 0, budget left).
    fn along(&self, u: usize, budget: i64) -> (i64, i64, i64) {
        let p = self.at(u);
        if self.dir > 0 {
            (p.lo, p.hi, budget)
        } else {
            (-p.hi, -p.lo, 0)
        }
    }

    /// What row 4 closes into row 0 over a stretch of `gap` values ([`Side::cross`]): its
    /// column x lands at x + dir · 2s with weight w(s) = [s even, s/2 < gap] (all four at
    /// the value s/2) + 6 · #{j' < j < gap : j' + j = s} (a pair, then the other).
    fn cross_four(&mut self, gap: i64, budget: i64) {
        let p = self.at(4);
        let dir = self.dir;
        let (ylo, yhi, bound) = self.along(4, budget);
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
    pub fn open(&mut self, opened: usize) {
        debug_assert!(self.live >> (RINGS - opened) == 0);
        self.base = (self.base + RINGS - opened) % RINGS;
        self.live <<= opened;
    }

    /// The undecided side's counts become decided ones when `opened` piles of size
    /// last + 1 open and one of them turns out to be the pile moved from: stones paid s
    /// leave the budget last − s, on `decided`'s row u + opened − 1 (`opened` ways), and
    /// only down to the budget `least[parity]` that side keeps (`None`: none).
    pub fn decide(&self, decided: &mut Side, opened: usize, last: i64, least: [Option<i64>; 2]) {
        let ways = opened as u64;
        let mut rows = self.live;
        while rows != 0 {
            let u = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let to = u + opened - 1;
            let Some(least) = least[to % 2] else {
                continue;
            };
            let p = self.at(u);
            let hi = p.hi.min(last - least);
            if p.lo > hi {
                continue;
            }
            let (src, dst) = (&self.rings[self.ring(u)], decided.ring(to));
            let to_off = decided.at(to).off;
            let dst = &mut decided.rings[dst];
            for s in p.lo..=hi {
                let c = src[((s - p.off) & MASK) as usize];
                dst[((last - s - to_off) & MASK) as usize] += c * ways;
            }
            decided.widen(to, last - hi, last - p.lo);
        }
    }

    /// Σ over the even rows u and their budgets r of count · tails[u][r]: how the decided
    /// states finish when nothing is left to open.
    pub fn finish(&self, tails: &[[u64; RING]; ROWS]) -> u64 {
        let mut total = 0u64;
        let mut rows = self.live & 0x5555_5555;
        while rows != 0 {
            let u = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let p = self.at(u);
            let mut r = p.lo as usize;
            for (a, b) in self.pieces(u, p.lo, p.hi) {
                let ring = &self.rings[self.ring(u)][a..b];
                total += ring
                    .iter()
                    .zip(&tails[u][r..r + ring.len()])
                    .map(|(&c, &t)| c * t)
                    .sum::<u64>();
                r += ring.len();
            }
        }
        total
    }

    /// Sets every count to 0.
    pub fn clear(&mut self) {
        while self.live != 0 {
            let u = self.live.trailing_zeros() as usize;
            let p = self.at(u);
            self.zero(u, p.lo, p.hi);
            *self.at_mut(u) = EMPTY;
            self.live &= self.live - 1;
        }
    }
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
