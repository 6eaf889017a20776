//! The count of A New Stone Game's winning moves: the sweep over the values (see the
//! parent module), per pile ([`winning_count`]) and for the whole position in one sweep
//! ([`winning_total`]).

use dashu_int::UBig;

/// A count the sweep can hold: u128 (checked: `false` on overflow) or a big integer.
trait Count: Clone {
    fn zero() -> Self;
    fn one() -> Self;
    fn is_zero(&self) -> bool;
    /// `self += x · c`; false when it does not fit.
    fn add_mul(&mut self, x: &Self, c: &Self) -> bool;
    /// `self += x`; false when it does not fit.
    fn add(&mut self, x: &Self) -> bool;
}

/// u64 and u128, checked: a judge's counts fit the narrower, faster one.
macro_rules! machine_count {
    ($t:ty) => {
        impl Count for $t {
            fn zero() -> Self {
                0
            }
            fn one() -> Self {
                1
            }
            #[inline]
            fn is_zero(&self) -> bool {
                *self == 0
            }
            #[inline]
            fn add_mul(&mut self, x: &Self, c: &Self) -> bool {
                match x.checked_mul(*c).and_then(|p| self.checked_add(p)) {
                    Some(v) => {
                        *self = v;
                        true
                    }
                    None => false,
                }
            }
            #[inline]
            fn add(&mut self, x: &Self) -> bool {
                match self.checked_add(*x) {
                    Some(v) => {
                        *self = v;
                        true
                    }
                    None => false,
                }
            }
        }
    };
}
machine_count!(u64);
machine_count!(u128);

impl Count for UBig {
    fn zero() -> Self {
        UBig::ZERO
    }
    fn one() -> Self {
        UBig::ONE
    }
    fn is_zero(&self) -> bool {
        *self == UBig::ZERO
    }
    fn add_mul(&mut self, x: &Self, c: &Self) -> bool {
        *self += x * c;
        true
    }
    fn add(&mut self, x: &Self) -> bool {
        *self += x;
        true
    }
}

/// The number of winning moves of the pile of size `a` (≥ 1) when the other non-empty
/// piles have sizes `others` (ascending): the paired vectors it can leave (module doc).
pub fn winning_count(a: u64, others: &[u64]) -> UBig {
    debug_assert!(others.windows(2).all(|w| w[0] <= w[1]));
    if let Some(n) = sweep::<u64>(a, others) {
        return UBig::from(n);
    }
    match sweep::<u128>(a, others) {
        Some(n) => UBig::from(n),
        None => sweep::<UBig>(a, others).expect("big integers do not overflow"),
    }
}

/// The number of winning moves of the whole position, whose non-empty sizes are `sorted`
/// (ascending): Σ over the piles of [`winning_count`], in one sweep instead of one per
/// distinct size. The pile moved from is open from 0 as in [`winning_count`], but which
/// pile it is gets decided when the sweep reaches its size a: one of the piles of size a
/// does not open there (as many ways as there are such piles), and the stones paid so far,
/// s, become the budget left, a − 1 − s, which the later payments use up. Before the
/// decision the paid stones are capped by the largest size less one. Positions of the
/// judge's size take the fast version of this sweep (`fast`), which the tests check against
/// this one.
pub fn winning_total(sorted: &[u64]) -> UBig {
    debug_assert!(sorted.windows(2).all(|w| w[0] <= w[1]) && sorted.first() != Some(&0));
    if sorted.is_empty() {
        return UBig::ZERO;
    }
    if super::fast::fits(sorted) {
        return UBig::from(super::fast::total_fast(sorted));
    }
    if let Some(n) = total_sweep::<u64>(sorted) {
        return UBig::from(n);
    }
    match total_sweep::<u128>(sorted) {
        Some(n) => UBig::from(n),
        None => total_sweep::<UBig>(sorted).expect("big integers do not overflow"),
    }
}

/// An upper bound of the steps [`winning_total`] takes on the non-empty sizes `sorted`
/// (ascending): values swept × states (two phases) × closings.
pub fn winning_total_work(sorted: &[u64]) -> u128 {
    let Some(&top) = sorted.last() else {
        return 0;
    };
    let others = &sorted[..sorted.len() - 1];
    winning_count_work(top, others).saturating_mul(2)
}

/// Moves rows 0..=umax of `dp` (rows of `width`) up by `by`; the rows below `by` end zero.
fn shift_rows<T: Count>(dp: &mut [T], width: usize, umax: usize, by: usize) {
    if by == 0 {
        return;
    }
    for u in (0..=umax).rev() {
        let (lo, hi) = dp.split_at_mut((u + by) * width);
        hi[..width].clone_from_slice(&lo[u * width..(u + 1) * width]);
        zero(&mut lo[u * width..(u + 1) * width]);
    }
}

/// Sets every count of `cells` to zero.
fn zero<T: Count>(cells: &mut [T]) {
    cells.iter_mut().for_each(|c| *c = T::zero());
}

/// The sum of `cells`; `None` when it does not fit.
fn sum<T: Count>(cells: &[T]) -> Option<T> {
    let mut total = T::zero();
    for c in cells {
        if !total.add(c) {
            return None;
        }
    }
    Some(total)
}

/// Turns the binomials C(u − 1, ·) in `row` into C(u, ·), right to left; false when one
/// does not fit.
fn next_binomials<T: Count>(row: &mut Vec<T>) -> bool {
    row.push(T::one());
    let u = row.len() - 1;
    for k in (1..u).rev() {
        let left = row[k - 1].clone();
        if !row[k].add(&left) {
            return false;
        }
    }
    true
}

/// The sweep of [`winning_total`] in `T`; `None` when a count does not fit.
fn total_sweep<T: Count>(sorted: &[u64]) -> Option<T> {
    let n = sorted.len();
    let top = *sorted.last().expect("a non-empty pile");
    let budget = usize::try_from(top - 1).expect("bounded by the work limit");
    let width = budget + 1;
    // Open piles: the one moved from and at most n − 1 others.
    let rows = n + 1;
    // Before the decision: [open][paid]; after it: [open][budget left].
    let mut und: Vec<T> = vec![T::zero(); rows * width];
    let mut dec: Vec<T> = und.clone();
    let mut und_next: Vec<T> = und.clone();
    let mut dec_next: Vec<T> = und.clone();
    und[0] = T::one();
    if budget >= 1 {
        und[width + 1] = T::one();
    }
    let (mut umax_u, mut umax_d) = (usize::from(budget >= 1), 0usize);
    let mut undecided = true; // whether `und` may hold a count
    let mut decided = false; // whether `dec` may hold a count
    let mut at = 0usize;
    let mut v = 1u64;
    let mut row: Vec<T> = Vec::with_capacity(rows + 1);
    loop {
        if umax_u == 0 && umax_d == 0 {
            match sorted.get(at) {
                Some(&low) if undecided => v = v.max(low),
                _ => break,
            }
        }
        let mut opened = 0;
        while at < n && sorted[at] == v {
            opened += 1;
            at += 1;
        }
        if opened > 0 {
            if decided {
                shift_rows(&mut dec, width, umax_d, opened);
                umax_d += opened;
            }
            if undecided {
                // One of the `opened` piles of size v is the one moved from.
                let ways = {
                    let mut w = T::zero();
                    for _ in 0..opened {
                        if !w.add(&T::one()) {
                            return None;
                        }
                    }
                    w
                };
                let last = v - 1;
                for u in 0..=umax_u {
                    for s in 0..width.min(
                        usize::try_from(last)
                            .unwrap_or(usize::MAX)
                            .saturating_add(1),
                    ) {
                        let c = &und[u * width + s];
                        if c.is_zero() {
                            continue;
                        }
                        let r = usize::try_from(last).expect("v ≤ top") - s;
                        let to = u + opened - 1;
                        if !dec[to * width + r].add_mul(c, &ways) {
                            return None;
                        }
                        decided = true;
                        umax_d = umax_d.max(to);
                    }
                }
                if at == n {
                    // No pile is left to be the one moved from.
                    zero(&mut und[..(umax_u + 1) * width]);
                    umax_u = 0;
                    undecided = false;
                } else {
                    shift_rows(&mut und, width, umax_u, opened);
                    umax_u += opened;
                }
            }
        }
        // Close an even number of the open piles at v; the others pay 1 each.
        let (mut top_u, mut top_d) = (0usize, 0usize);
        row.clear();
        row.push(T::one());
        for u in 0..=umax_u.max(umax_d) {
            if u > 0 && !next_binomials(&mut row) {
                return None;
            }
            if undecided && u <= umax_u {
                for s in 0..width {
                    let c = &und[u * width + s];
                    if c.is_zero() {
                        continue;
                    }
                    let mut k = u.saturating_sub(budget - s);
                    k += k % 2;
                    while k <= u {
                        let rest = u - k;
                        top_u = top_u.max(rest);
                        if !und_next[rest * width + s + rest].add_mul(c, &row[k]) {
                            return None;
                        }
                        k += 2;
                    }
                }
            }
            if decided && u <= umax_d {
                for r in 0..width {
                    let c = &dec[u * width + r];
                    if c.is_zero() {
                        continue;
                    }
                    let mut k = u.saturating_sub(r);
                    k += k % 2;
                    while k <= u {
                        let rest = u - k;
                        top_d = top_d.max(rest);
                        if !dec_next[rest * width + r - rest].add_mul(c, &row[k]) {
                            return None;
                        }
                        k += 2;
                    }
                }
            }
        }
        std::mem::swap(&mut und, &mut und_next);
        std::mem::swap(&mut dec, &mut dec_next);
        zero(&mut und_next[..(umax_u + 1) * width]);
        zero(&mut dec_next[..(umax_d + 1) * width]);
        umax_u = top_u;
        umax_d = top_d;
        v = v.checked_add(1)?;
    }
    sum(&dec[..width])
}

/// An upper bound of the steps [`winning_count`] takes for a pile of size `a` next to
/// `others` (ascending, non-empty): values swept × states × closings.
pub fn winning_count_work(a: u64, others: &[u64]) -> u128 {
    let budget = u128::from(a - 1);
    let m = others.len() as u128;
    let mut distinct = 0u128;
    for (k, &v) in others.iter().enumerate() {
        if k == 0 || others[k - 1] != v {
            distinct += 1;
        }
    }
    // A state with an open pile pays at least 1 per value, so it lives at most budget + 1
    // values after the last opening before it: after 0 and after each distinct size.
    let top = others.last().map_or(0, |&v| u128::from(v));
    let values = ((distinct + 1) * (budget + 1) + 1).min(top + budget + 2);
    values
        .saturating_mul(m + 2)
        .saturating_mul(budget + 1)
        .saturating_mul(m / 2 + 1)
}

/// The sweep of the module doc in `T`; `None` when a count does not fit.
fn sweep<T: Count>(a: u64, others: &[u64]) -> Option<T> {
    let budget = usize::try_from(a - 1).expect("bounded by the work limit");
    let width = budget + 1;
    let m = others.len();
    let mut dp: Vec<T> = vec![T::zero(); (m + 2) * width];
    let mut next: Vec<T> = dp.clone();
    // v = 0: pile i closes empty (no parity: an empty pile is no pile), or stays open and
    // pays its first stone.
    dp[0] = T::one();
    if budget >= 1 {
        dp[width + 1] = T::one();
    }
    // The highest row (open piles) that may hold a count; rows above it are all zero.
    let mut umax = usize::from(budget >= 1);
    let mut at = 0usize; // the next lower bound to open
    let mut v = 1u64;
    let mut row: Vec<T> = Vec::with_capacity(m + 2);
    loop {
        if umax == 0 {
            // Nothing happens at a value with nothing open: on to the next lower bound.
            match others.get(at) {
                Some(&low) => v = v.max(low),
                None => break,
            }
        }
        // The piles whose lower bound is v open.
        let mut opened = 0;
        while at < m && others[at] == v {
            opened += 1;
            at += 1;
        }
        if opened > 0 {
            shift_rows(&mut dp, width, umax, opened);
            umax += opened;
        }
        // Close an even number k of the u open piles at v; the others pay 1 each. (`next`
        // is all zero here, and so is every row of `dp` above `umax`.)
        let mut top = 0;
        row.clear();
        row.push(T::one()); // C(0, ·)
        for u in 0..=umax {
            if u > 0 && !next_binomials(&mut row) {
                return None;
            }
            for s in 0..width {
                let c = &dp[u * width + s];
                if c.is_zero() {
                    continue;
                }
                // The open piles left, u − k, pay u − k: at most budget − s.
                let room = budget - s;
                let mut k = u.saturating_sub(room);
                k += k % 2;
                while k <= u {
                    let rest = u - k;
                    top = top.max(rest);
                    let cell = &mut next[rest * width + s + rest];
                    if !cell.add_mul(c, &row[k]) {
                        return None;
                    }
                    k += 2;
                }
            }
        }
        std::mem::swap(&mut dp, &mut next);
        zero(&mut next[..(umax + 1) * width]);
        umax = top;
        v = v.checked_add(1)?;
    }
    sum(&dp[..width])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::new_stone::fast::{fits, total_fast};
    use proptest::prelude::*;

    fn reference(sorted: &[u64]) -> UBig {
        total_sweep::<UBig>(sorted).expect("big integers do not overflow")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(600))]

        /// The fast sweep (rows that move by an offset, stretches of at most three open
        /// piles crossed at once, states that cannot finish skipped, the tail in closed form)
        /// against the plain one on positions within its limits: close sizes (many closings
        /// of four or more) and spread ones (long stretches).
        #[test]
        fn fast_total_matches_the_sweep(
            mut sizes in prop::collection::vec(1u64..=40, 1..=11),
            spread in 1u64..=3,
        ) {
            sizes.iter_mut().for_each(|x| *x = (*x * spread).min(128));
            sizes.sort_unstable();
            prop_assert!(fits(&sizes));
            prop_assert_eq!(UBig::from(total_fast(&sizes)), reference(&sizes), "{:?}", sizes);
        }
    }

    /// The largest judge positions and the limits of the fast count.
    #[test]
    fn fast_total_at_the_limits() {
        let cases: &[&[u64]] = &[
            &[1, 1, 1, 1, 1, 1, 1, 1, 1, 100],
            &[91, 92, 93, 94, 95, 96, 97, 98, 99, 100],
            &[1, 2, 3, 50, 60, 70, 97, 98, 99, 100],
            &[100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
            &[5, 5, 5, 7, 9, 9, 30, 31, 127, 128, 128],
            &[1],
            &[3],
            &[1, 2],
        ];
        for &c in cases {
            assert!(fits(c));
            assert_eq!(UBig::from(total_fast(c)), reference(c), "{c:?}");
        }
        assert!(!fits(&[129]));
        assert!(!fits(&[1; 12]));
        // n · C(top − 1 + n, n) at the limits, the bound of every count in the fast sweep.
        let mut bound = 11u128;
        for k in 1..=11u128 {
            bound = bound * (127 + k) / k;
        }
        assert!(bound < 1 << 58, "{bound}");
    }
}
