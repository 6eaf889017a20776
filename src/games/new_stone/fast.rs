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

use super::rows::{Side, RING, ROWS};

/// The most non-empty piles the fast count takes: the rows hold 0 ..= n + 1 open piles.
pub const FAST_PILES: usize = ROWS - 2;
/// The largest pile the fast count takes: budgets (top − 1) span 0 ..= RING − 1 columns.
pub const FAST_TOP: u64 = RING as u64;

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

/// [`total_fast`] on the two sides (all zero), which it leaves holding counts.
fn sweep(sorted: &[u64], und: &mut Side, dec: &mut Side) -> u64 {
    debug_assert!(fits(sorted) && sorted.windows(2).all(|w| w[0] <= w[1]));
    debug_assert!(und.live() == 0 && dec.live() == 0);
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
        if und.live() == 0 && dec.live() == 0 {
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
            if und.live() != 0 {
                // One of the `opened` piles of size v is the one moved from: the stones
                // paid so far, s, leave v − 1 − s.
                let last = (v - 1) as i64;
                let least = demand
                    .decided
                    .map(|d| d.map(|(a, b)| (a + b * v as i64).max(0)));
                und.decide(dec, opened, last, least);
                if at == n {
                    und.clear();
                } else {
                    und.open(opened);
                }
            }
            if at == n {
                // The tail in closed form.
                let total = dec.finish(tails);
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
        if (und.live() | dec.live()) >> 5 == 0 {
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
