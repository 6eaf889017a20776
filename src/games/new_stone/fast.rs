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

/// The neighbour pairings of the ascending `list` (the least-cost perfect matchings on a line):
/// with an even length, `Ok` of its cost; with an odd length, `Err` of the cost of the list
/// without its entry j, for every j (from prefix and suffix sums: without an odd j, its two
/// neighbours pair across it).
fn pairings(list: &[i64]) -> Result<i64, [i64; ROWS]> {
    let m = list.len();
    debug_assert!(m < ROWS);
    // pre[i]: the first i entries paired (i even); suf[i]: the entries from i on (m − i even).
    let mut pre = [0i64; ROWS + 1];
    for i in (2..=m).step_by(2) {
        pre[i] = pre[i - 2] + list[i - 1] - list[i - 2];
    }
    if m % 2 == 0 {
        return Ok(pre[m]);
    }
    let mut suf = [0i64; ROWS + 1];
    for i in (0..m.saturating_sub(1)).rev().step_by(2) {
        suf[i] = suf[i + 2] + list[i + 1] - list[i];
    }
    let mut without = [0i64; ROWS];
    for (j, w) in without.iter_mut().enumerate().take(m) {
        *w = if j % 2 == 0 {
            pre[j] + suf[j + 1]
        } else {
            pre[j - 1] + list[j + 1] - list[j - 1] + suf[j + 2]
        };
    }
    Err(without)
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
        let mut even = [0i64; ROWS];
        let mut odd = [0i64; ROWS + 1];
        for (j, &x) in rest.iter().enumerate() {
            even[j] = x as i64;
            odd[j + 1] = x as i64;
        }
        let best = |without: [i64; ROWS], from: usize| {
            (0..m).map(|j| rest[j] as i64 - 1 - without[j + from]).max()
        };
        let (mut decided, mut undecided) = ([None; 2], [None; 2]);
        match pairings(&even[..m]) {
            Ok(cost) => decided[0] = Some((cost, 0)),
            Err(without) => undecided[0] = best(without, 0).map(|a| (a, 0)),
        }
        match pairings(&odd[..m + 1]) {
            Ok(cost) => decided[1] = Some((cost, -1)),
            Err(without) => undecided[1] = best(without, 1).map(|a| (a, 1)),
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
    /// The rings; row u is `rings[slot[u]]`, so that opening piles renumbers rows without
    /// moving a count.
    rings: Vec<[u64; RING]>,
    slot: [usize; ROWS],
    place: [Place; ROWS],
    /// Bit u: row u may hold a count.
    live: u32,
    /// Scratch for [`Side::cross`]'s running sums (read only where written first).
    window: [u64; 2 * RING],
}

impl Side {
    fn new(dir: i64) -> Side {
        Side {
            dir,
            rings: vec![[0; RING]; ROWS],
            slot: std::array::from_fn(|u| u),
            place: [EMPTY; ROWS],
            live: 0,
            window: [0; 2 * RING],
        }
    }

    fn slot_of(&self, u: usize, x: i64) -> usize {
        ((x - self.place[u].off) & MASK) as usize
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
        let s = self.slot_of(u, x);
        self.rings[self.slot[u]][s] += c;
        self.widen(u, x, x);
    }

    fn widen(&mut self, u: usize, lo: i64, hi: i64) {
        let p = &mut self.place[u];
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
        let p = self.place[u];
        if p.lo > p.hi {
            return;
        }
        let (new_lo, new_hi) = (p.lo.max(lo), p.hi.min(hi));
        if new_lo > new_hi {
            self.zero(u, p.lo, p.hi);
            self.place[u] = EMPTY;
            self.live &= !(1 << u);
            return;
        }
        if new_lo > p.lo {
            self.zero(u, p.lo, new_lo - 1);
        }
        if new_hi < p.hi {
            self.zero(u, new_hi + 1, p.hi);
        }
        self.place[u].lo = new_lo;
        self.place[u].hi = new_hi;
    }

    fn zero(&mut self, u: usize, lo: i64, hi: i64) {
        let ring = self.slot[u];
        for (a, b) in self.pieces(u, lo, hi) {
            self.rings[ring][a..b].fill(0);
        }
    }

    /// Row `to` += m · row `from`, column x of `from` onto column x + shift of `to`, over
    /// columns lo ..= hi of `from`. (m is a binomial C(u, k), u ≤ 12: 32 bits, so that the
    /// product needs no full 64-bit multiply; C(u, u) = 1 is a plain sum.)
    fn add_row(&mut self, to: usize, from: usize, lo: i64, hi: i64, m: u32, shift: i64) {
        debug_assert!(to != from && lo <= hi);
        let (src, dst) = (self.slot[from], self.slot[to]);
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

    /// The sweep's work at one value, rows upwards: row u first drops the columns outside
    /// `keep[u % 2]` (states that cannot finish), then closes every even number k ≥ 2 of its
    /// open piles into row u − k (already past this value, so onto the columns after its
    /// payment; rows upwards, so that what a row receives is not closed again here), then
    /// pays u stones. Columns that would leave 0 ..= budget after paying are never written.
    fn step(&mut self, keep: [(i64, i64); 2], budget: i64) {
        let mut rows = self.live;
        while rows != 0 {
            let u = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let (lo, hi) = keep[u % 2];
            self.keep(u, lo, hi);
            if self.live & (1 << u) == 0 {
                continue;
            }
            let p = self.place[u];
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

    /// The open piles of row u (≥ 1) pay `times` stones each; columns then outside
    /// 0 ..= budget are dropped.
    #[inline]
    fn pay_row(&mut self, u: usize, times: i64, budget: i64) {
        let by = self.dir * u as i64 * times;
        let p = &mut self.place[u];
        p.off += by;
        p.lo += by;
        p.hi += by;
        // Only the end the columns move towards can leave 0 ..= budget.
        if (self.dir > 0 && p.hi > budget) || (self.dir < 0 && p.lo < 0) {
            self.keep(u, 0, budget);
        }
    }

    /// `gap` values at which nothing opens, at once, when no row has more than three open
    /// piles: the only closings are then a pair of row 2 (into row 0) or of row 3 (three
    /// ways, into row 1), and rows 0 and 1 close nothing. A pair of row u closed at the j-th
    /// value (j < gap) lands, after the payments of the values left, at column
    /// x + dir · ((u − 2) · gap + 2j) of row u − 2: a sum over j of every other column of
    /// row u, which running sums give at once. States that cannot finish are not dropped
    /// within the stretch (they add nothing later; the next value drops them), but nothing
    /// is written outside 0 ..= budget: a column only moves away from where it started.
    fn cross(&mut self, gap: i64, budget: i64) {
        debug_assert!(self.live >> 4 == 0 && gap >= 1);
        // Row 1 first pays for the whole stretch, so that what row 3 closes into it lands
        // on its final columns.
        if self.live & 2 != 0 {
            self.pay_row(1, gap, budget);
        }
        for u in [2usize, 3] {
            if self.live & (1 << u) == 0 {
                continue;
            }
            let rest = (u - 2) as i64;
            let p = self.place[u];
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
            let m = 1 + 2 * rest as u64; // C(2, 2) = 1, C(3, 2) = 3
            let ring = self.slot[u];
            // Running sums of every other column: run[y] = row[y] + row[y − 2] + …, kept
            // for the last 2 · gap columns (the window's length).
            let window = &mut self.window;
            let span = (2 * gap) as usize;
            let mut written = false;
            let to = u - 2;
            let (mut lo_to, mut hi_to) = (i64::MAX, i64::MIN);
            let mut y = ylo;
            while y <= last {
                let here = if y <= yhi {
                    self.rings[ring][((dir * y - p.off) & MASK) as usize]
                } else {
                    0
                };
                let k = (y - ylo) as usize;
                let prev = if k >= 2 {
                    window[(k - 2) % (2 * RING)]
                } else {
                    0
                };
                let drop = if k >= span {
                    window[(k - span) % (2 * RING)]
                } else {
                    0
                };
                let run = here.wrapping_add(prev);
                window[k % (2 * RING)] = run;
                let sum = run.wrapping_sub(drop);
                if sum != 0 {
                    let x = dir * (y + rest * gap);
                    let slot = ((x - self.place[to].off) & MASK) as usize;
                    self.rings[self.slot[to]][slot] += sum * m;
                    lo_to = lo_to.min(x);
                    hi_to = hi_to.max(x);
                    written = true;
                }
                y += 1;
            }
            if written {
                self.widen(to, lo_to, hi_to);
            }
            self.pay_row(u, gap, budget);
        }
    }

    /// `opened` piles open: row u becomes row u + opened (rows that high are empty).
    fn open(&mut self, opened: usize) {
        debug_assert!(self.live >> (ROWS - opened) == 0);
        self.slot.rotate_right(opened);
        self.place.rotate_right(opened);
        self.live <<= opened;
    }

    /// Sets every count to 0.
    fn clear(&mut self) {
        while self.live != 0 {
            let u = self.live.trailing_zeros() as usize;
            let p = self.place[u];
            self.zero(u, p.lo, p.hi);
            self.place[u] = EMPTY;
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
        if (und.live | dec.live) >> 4 == 0 && sorted[at] > v {
            // At most three piles open on any row until the next size: the whole stretch at
            // once (`Side::cross`).
            let gap = (sorted[at] - v) as i64;
            und.cross(gap, budget);
            dec.cross(gap, budget);
            v = sorted[at];
            continue;
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
                    let p = und.place[u];
                    let to = u + opened - 1;
                    // Only budgets the decided side keeps (the rest could not finish).
                    let Some((a, b)) = demand.decided[to % 2] else {
                        continue;
                    };
                    let hi = p.hi.min(last - (a + b * v as i64).max(0));
                    if p.lo > hi {
                        continue;
                    }
                    let (src, dst) = (&und.rings[und.slot[u]], &mut dec.rings[dec.slot[to]]);
                    let (from_off, to_off) = (und.place[u].off, dec.place[to].off);
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
                    let p = dec.place[u];
                    let mut r = p.lo;
                    for (a, b) in dec.pieces(u, p.lo, p.hi) {
                        let ring = &dec.rings[dec.slot[u]][a..b];
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
        und.step(keep_und, budget);
        dec.step(keep_dec, budget);
        v += 1;
    }
}
