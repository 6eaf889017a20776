//! Certified periods of Grundy sequences: finite checks on g(0..L−1) that prove a statement
//! about every heap (spec table.md §5). Nothing here guesses: a period is reported only when
//! one of the theorems below proves it, and then it is the least period with its least
//! pre-period.
//!
//! - [`WindowRepeat`]: games whose moves leave at most one heap (subtraction sets, codes
//!   without splits). Past heap t the next value is a function of the t values before it,
//!   so two equal windows of t values make the sequence repeat from the first. The search
//!   looks each new window up among *all* earlier ones (a hash set of positions), so it
//!   stops at the first repeat, L = e + p + t.
//! - [`split_certificate`]: codes with splits, the Guy–Smith theorem generalised to h
//!   heaps: g(n + p) = g(n) for e ≤ n < L − p with L = h(max(e, 1) + p) + t.
//! - [`AllButStates`]: all-but sets, a repeated state up to a shift of the values.

use std::collections::HashMap;

/// A proven (arithmetic) period: g(n + period) = g(n) + saltus for every n ≥ preperiod,
/// proven by g(0..certified_len − 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub period: u64,
    pub preperiod: u64,
    pub saltus: u64,
    pub certified_len: u64,
}

/// Rolling hashes modulo the Mersenne prime 2^61 − 1 (a power-of-two modulus would let
/// Thue–Morse-like sequences collide wholesale, which only costs time, but a lot of it).
const MOD: u64 = (1 << 61) - 1;
const BASE: u64 = 0x5DEE_CE66_D1CE_4E5B % MOD;

#[inline]
fn mul_mod(a: u64, b: u64) -> u64 {
    let product = a as u128 * b as u128;
    let folded = (product as u64 & MOD) + (product >> 61) as u64;
    if folded >= MOD {
        folded - MOD
    } else {
        folded
    }
}

#[inline]
fn add_mod(a: u64, b: u64) -> u64 {
    let s = a + b;
    if s >= MOD {
        s - MOD
    } else {
        s
    }
}

fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut acc = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = mul_mod(acc, base);
        }
        base = mul_mod(base, base);
        exp >>= 1;
    }
    acc
}

/// One window start in this many is stored (see [`WindowRepeat`]).
pub const WINDOW_SAMPLING: usize = 64;

/// The first repeat of a window of `width` values, for games whose moves leave at most
/// one heap.
///
/// Windows are those starting at `first_start` or later (0 for subtraction sets; 1 for
/// codes, whose heaps up to t may also end the game by taking a whole heap). Codes also
/// get the e = 0 test of their rule: g(0..=t) repeated at p, L = 1 + p + t.
///
/// Every window is looked up, but only one start in [`WINDOW_SAMPLING`] is stored: if the
/// windows at x and j are equal, so are those at x + d and j + d for every d ≥ 0 (the
/// sequence goes on alike from both), so the repeat shows at the first stored x + d, less
/// than [`WINDOW_SAMPLING`] values later. From that match the least period (a divisor of
/// the match's distance whose windows match too) and the least pre-period (scanning back)
/// are exact, and so is L = e + p + t; [`WindowRepeat::lag`] says how far past a bound the
/// table must go to be sure no certificate within the bound was missed.
pub struct WindowRepeat {
    width: usize,
    first_start: usize,
    zero_test: bool,
    /// `width` above any possible table: never certifies.
    hopeless: bool,
    /// The table length up to which every test has been made.
    checked_len: usize,
    /// Hash of the window starting at `checked_len - width - 1`, when there is one.
    hash: u64,
    /// BASE^(width − 1), to drop the oldest value from the rolling hash.
    top: u64,
    /// Open addressing, linear probing: 32 bits of a window's hash above its start, or
    /// `EMPTY`. The 32-bit tag keeps long window comparisons for true repeats.
    slots: Vec<u64>,
    stored: usize,
    /// One bit per hash class (16 per stored window), set for the stored ones: most
    /// lookups stop here, in memory small enough to stay in cache.
    filter: Vec<u64>,
}

const EMPTY: u64 = u64::MAX;

impl WindowRepeat {
    /// `width` = t; `zero_test` for codes (their windows then start at 1).
    pub fn new(width: u64, zero_test: bool) -> Self {
        let hopeless = width > u32::MAX as u64 / 2;
        let width = if hopeless { 0 } else { width as usize };
        WindowRepeat {
            width,
            first_start: usize::from(zero_test),
            zero_test,
            hopeless,
            checked_len: 0,
            hash: 0,
            top: if width == 0 {
                0
            } else {
                pow_mod(BASE, width as u64 - 1)
            },
            slots: Vec::new(),
            stored: 0,
            filter: Vec::new(),
        }
    }

    /// The filter bit of a window with this tag.
    fn filter_bit(&self, tag: u64) -> (usize, u64) {
        let bits = self.filter.len() * 64;
        let at = ((tag.wrapping_mul(0xD6E8_FEB8_6659_FD93) as u128 * bits as u128) >> 64) as usize;
        (at / 64, 1 << (at % 64))
    }

    /// How many values past a certificate's L the scan may need to see it.
    pub fn lag(&self) -> usize {
        WINDOW_SAMPLING
    }

    /// Tests every table length after the last call up to `values.len()`; the first
    /// certificate, if any (its L may be up to [`Self::lag`] below the table's length).
    pub fn scan(&mut self, values: &[u32]) -> Option<Period> {
        if self.hopeless {
            return None;
        }
        let w = self.width;
        if w == 0 && !self.zero_test && !values.is_empty() {
            // No move at all (a rule that allows none): every value is 0, and g(0) alone
            // proves it, L = 0 + 1 + 0.
            return Some(Period {
                period: 1,
                preperiod: 0,
                saltus: 0,
                certified_len: 1,
            });
        }
        while self.checked_len < values.len() {
            let len = self.checked_len + 1;
            self.checked_len = len;
            if self.zero_test && len > w + 1 {
                let p = len - 1 - w;
                if values[..=w] == values[p..p + w + 1] {
                    return Some(Period {
                        period: p as u64,
                        preperiod: 0,
                        saltus: 0,
                        certified_len: len as u64,
                    });
                }
            }
            if len < self.first_start + w {
                continue;
            }
            let j = len - w;
            self.hash = if j == self.first_start {
                values[j..len]
                    .iter()
                    .fold(0, |h, &v| add_mod(mul_mod(h, BASE), v as u64 + 1))
            } else {
                let dropped = mul_mod(values[j - 1] as u64 + 1, self.top);
                add_mod(
                    mul_mod(add_mod(self.hash, MOD - dropped), BASE),
                    values[len - 1] as u64 + 1,
                )
            };
            if let Some(y) = self.find_or_insert(values, j, self.hash) {
                return Some(self.least(values, y, j - y));
            }
        }
        None
    }

    /// The least period and pre-period, given equal windows at y and y + distance.
    fn least(&self, values: &[u32], y: usize, distance: usize) -> Period {
        let w = self.width;
        // The least period divides every period; a divisor is one when its windows match.
        let p = (1..=distance)
            .filter(|q| distance % q == 0)
            .find(|&q| values[y..y + w] == values[y + q..y + q + w])
            .unwrap_or(distance);
        let mut e = y;
        while e > self.first_start && values[e - 1] == values[e - 1 + p] {
            e -= 1;
        }
        Period {
            period: p as u64,
            preperiod: e as u64,
            saltus: 0,
            certified_len: (e + p + w) as u64,
        }
    }

    /// The home slot of a window with this tag.
    fn slot_of(tag: u64, capacity: usize) -> usize {
        ((tag.wrapping_mul(0x9E37_79B9_7F4A_7C15) as u128 * capacity as u128) >> 64) as usize
    }

    /// 32 bits of a window's hash: stored with its start, and all that places it.
    fn tag_of(hash: u64) -> u64 {
        (hash ^ hash >> 32) & 0xFFFF_FFFF
    }

    /// The start of an equal stored window, or None (storing `j` if it is sampled).
    fn find_or_insert(&mut self, values: &[u32], j: usize, hash: u64) -> Option<usize> {
        let sampled = (j - self.first_start) % WINDOW_SAMPLING == 0;
        if sampled && (self.stored + 1) * 10 > self.slots.len() * 7 {
            self.grow();
        }
        let capacity = self.slots.len();
        if capacity == 0 {
            return None;
        }
        let tag = Self::tag_of(hash);
        let (word, bit) = self.filter_bit(tag);
        if !sampled && self.filter[word] & bit == 0 {
            return None;
        }
        let mut slot = Self::slot_of(tag, capacity);
        let w = self.width;
        loop {
            let entry = self.slots[slot];
            if entry == EMPTY {
                if sampled {
                    self.slots[slot] = tag << 32 | j as u64;
                    self.stored += 1;
                    self.filter[word] |= bit;
                }
                return None;
            }
            if entry >> 32 == tag {
                let y = (entry & 0xFFFF_FFFF) as usize;
                if values[y..y + w] == values[j..j + w] {
                    return Some(y);
                }
            }
            slot += 1;
            if slot == capacity {
                slot = 0;
            }
        }
    }

    /// Rebuilds the set with half again as many slots (entries keep their tags, from
    /// which their slots and filter bits are found again).
    fn grow(&mut self) {
        let capacity = (self.slots.len() * 3 / 2).max(1024);
        let old = std::mem::replace(&mut self.slots, vec![EMPTY; capacity]);
        self.filter = vec![0; capacity / 4];
        for entry in old.into_iter().filter(|&e| e != EMPTY) {
            let tag = entry >> 32;
            let mut slot = Self::slot_of(tag, capacity);
            while self.slots[slot] != EMPTY {
                slot = if slot + 1 == capacity { 0 } else { slot + 1 };
            }
            self.slots[slot] = entry;
            let (word, bit) = self.filter_bit(tag);
            self.filter[word] |= bit;
        }
    }
}

/// The certificate of a code with splits (h ≥ 2), tested on tables that grow between tests.
///
/// p is certified with pre-period e when g(k + p) = g(k) for e ≤ k < len − p and
/// h(max(e, 1) + p) + t ≤ len. Every such statement is true for all heaps (spec §5.2), so
/// the least p certified is the least period of the sequence, its least pre-period is
/// where its run of equal pairs starts, and its own L is the first certificate there was.
///
/// For each p the highest mismatch k (g(k) ≠ g(k + p)) is kept, so a test only looks at the
/// pairs the table gained since the last one, from the top down to the first mismatch. A
/// multiple of a p whose pairs all match above that region needs no look at all: equal
/// pairs at distance d chain into equal pairs at distance m·d. Without this the multiples
/// of a long pre-period's period (0.56: 144, after 326640 values) would each be rescanned
/// over hundreds of thousands of pairs at every test.
pub struct SplitCheck {
    h: u64,
    t: u64,
    /// Per p: the highest k with g(k) ≠ g(k + p) (−1: none), as of `tested[p]` values.
    last_mismatch: Vec<i64>,
    tested: Vec<usize>,
    /// Per p: the shortest table that could certify it, given its mismatch so far (a new
    /// mismatch only pushes it further), so p is not looked at before.
    hopeful_at: Vec<u64>,
    /// Smallest prime factor of each p (0 and 1 map to themselves).
    smallest_factor: Vec<u32>,
}

impl SplitCheck {
    pub fn new(h: u64, t: u64) -> Self {
        SplitCheck {
            h,
            t,
            last_mismatch: vec![-1],
            tested: vec![0],
            hopeful_at: vec![0],
            smallest_factor: vec![0, 1],
        }
    }

    fn grow_to(&mut self, quota: usize) {
        if self.last_mismatch.len() >= quota {
            return;
        }
        self.last_mismatch.resize(quota, -1);
        self.tested.resize(quota, 0);
        self.hopeful_at.resize(quota, 0);
        let from = self.smallest_factor.len();
        self.smallest_factor.resize(quota.max(from), 0);
        for p in from..quota {
            self.smallest_factor[p] = p as u32;
        }
        // Sieve again over the whole range: cheap next to the tests, and simple.
        for f in 2..quota {
            if f * f >= quota {
                break;
            }
            if self.smallest_factor[f] == f as u32 {
                let mut m = f * f;
                while m < quota {
                    if self.smallest_factor[m] == m as u32 {
                        self.smallest_factor[m] = f as u32;
                    }
                    m += f;
                }
            }
        }
    }

    /// The certificate the table `values` gives, if any.
    pub fn test(&mut self, values: &[u32]) -> Option<Period> {
        let len = values.len();
        let quota = (len as u64).checked_sub(self.t)? / self.h; // max(e, 1) + p ≤ quota
        let quota = quota as usize;
        self.grow_to(quota);
        for p in 1..quota {
            if self.hopeful_at[p] > len as u64 {
                continue;
            }
            let tested = self.tested[p];
            // The pairs gained since the last test: k in [from, len − p).
            let from = tested.saturating_sub(p);
            let factor = self.smallest_factor[p] as usize;
            let chained = factor < p && {
                let d = p / factor;
                self.tested[d] == len && self.last_mismatch[d] < from as i64
            };
            if !chained {
                let mut k = len - p;
                while k > from {
                    k -= 1;
                    if values[k] != values[k + p] {
                        self.last_mismatch[p] = k as i64;
                        break;
                    }
                }
            }
            self.tested[p] = len;
            let e = (self.last_mismatch[p] + 1) as u64;
            let p64 = p as u64;
            let needed = self.h * (e.max(1) + p64) + self.t;
            if needed <= len as u64 {
                return Some(Period {
                    period: p64,
                    preperiod: e,
                    saltus: 0,
                    certified_len: needed,
                });
            }
            self.hopeful_at[p] = needed;
        }
        None
    }
}

/// The state R(n) of an all-but game (spec §5.3), for n ≥ m: the values above μ(n) among
/// heaps below n − m, and the last m values, both relative to μ (−1 for those below), with
/// μ(n) itself beside them (not part of the state: equal states may differ by a shift).
#[derive(Debug)]
pub struct AllButState {
    pub mu: u64,
    pub above: Vec<u64>,
    pub recent: Vec<i64>,
}

impl AllButState {
    /// Computes R(n) from scratch (to confirm a hash match).
    pub fn at(values: &[u32], n: usize, m: usize) -> AllButState {
        let old = &values[..n - m];
        let mut present = vec![false; old.len() + 1];
        for &v in old {
            if (v as usize) < present.len() {
                present[v as usize] = true;
            }
        }
        let mu = present.iter().position(|&p| !p).unwrap_or(present.len()) as u64;
        let mut above: Vec<u64> = old
            .iter()
            .filter(|&&v| v as u64 > mu)
            .map(|&v| v as u64 - mu)
            .collect();
        above.sort_unstable();
        above.dedup();
        let recent = (1..=m)
            .map(|i| {
                let v = values[n - i] as u64;
                if v >= mu {
                    (v - mu) as i64
                } else {
                    -1
                }
            })
            .collect();
        AllButState { mu, above, recent }
    }
}

/// Hashes of the all-but states seen so far, to find the first repeat.
#[derive(Default)]
pub struct AllButStates {
    first: HashMap<u64, u32>,
    /// States whose hash collided with a different earlier state (never expected).
    spill: Vec<(u64, u32)>,
}

impl AllButStates {
    /// Records R(n) with hash `hash`; returns an earlier x with R(x) = R(n), if any.
    pub fn repeat(&mut self, values: &[u32], n: usize, m: usize, hash: u64) -> Option<usize> {
        let Some(&x) = self.first.get(&hash) else {
            self.first.insert(hash, n as u32);
            return None;
        };
        let now = AllButState::at(values, n, m);
        let earlier = std::iter::once(x as usize).chain(
            self.spill
                .iter()
                .filter(|&&(h, _)| h == hash)
                .map(|&(_, x)| x as usize),
        );
        for x in earlier.collect::<Vec<_>>() {
            let then = AllButState::at(values, x, m);
            if (&then.above, &then.recent) == (&now.above, &now.recent) {
                return Some(x);
            }
        }
        self.spill.push((hash, n as u32));
        None
    }
}

/// The least arithmetic period, its saltus and least pre-period of an all-but sequence,
/// given that R(x) = R(n): then g(j + (n − x)) = g(j) + (μ(n) − μ(x)) for j ≥ x.
/// `values` must hold g(0..x + 2(n − x)).
pub fn all_but_period(values: &[u32], x: usize, n: usize, shift: u64) -> Period {
    let big_p = n - x;
    let g = |j: usize| values[j] as u64;
    let mut best = (big_p, shift);
    for p in 1..=big_p {
        if big_p % p != 0 || (shift * p as u64) % big_p as u64 != 0 {
            continue;
        }
        let s = shift * p as u64 / big_p as u64;
        // Periodic from x with (P, shift): holding on one full period holds for good.
        if (x..x + big_p).all(|j| g(j + p) == g(j) + s) {
            best = (p, s);
            break;
        }
    }
    let (p, s) = best;
    let mut e = x;
    while e > 0 && g(e - 1 + p) == g(e - 1) + s {
        e -= 1;
    }
    Period {
        period: p as u64,
        preperiod: e as u64,
        saltus: s,
        certified_len: n as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values of a subtraction game straight from the definition.
    fn subtraction(moves: &[usize], len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for n in 0..len {
            let options: Vec<u32> = moves
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| g[n - s])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn window_repeat_finds_the_first_repeat() {
        // S = {1, 3, 4}: 0 1 0 1 2 3 2 | 0 1 0 1 ..., windows of 4 repeat at 0 and 7.
        let g = subtraction(&[1, 3, 4], 40);
        let mut repeat = WindowRepeat::new(4, false);
        let found = (1..=g.len())
            .find_map(|len| repeat.scan(&g[..len]))
            .unwrap();
        assert_eq!(
            found,
            Period {
                period: 7,
                preperiod: 0,
                saltus: 0,
                certified_len: 11
            }
        );
    }

    #[test]
    fn window_repeat_survives_growth() {
        // Long transients: many windows stored before the repeat, so the set is rebuilt.
        for (moves, len) in [
            (vec![3, 24, 34, 37], 3000),
            (vec![1297, 3023, 4320], 30_000),
        ] {
            let g = subtraction(&moves, len);
            let w = *moves.last().unwrap();
            let mut repeat = WindowRepeat::new(w as u64, false);
            let got = repeat.scan(&g).map(|p| (p.period, p.preperiod));
            // The first repeat by a map of every window.
            let mut first = std::collections::HashMap::new();
            let want = (0..=g.len() - w).find_map(|j| match first.get(&g[j..j + w]) {
                Some(&x) => Some(((j - x) as u64, x as u64)),
                None => {
                    first.insert(&g[j..j + w], j);
                    None
                }
            });
            assert_eq!(got, want, "S = {moves:?}");
        }
        let g = subtraction(&[3, 24, 34, 37], 3000);
        assert_eq!(
            WindowRepeat::new(37, false)
                .scan(&g)
                .map(|p| p.certified_len),
            Some(1179 + 37)
        );
    }

    #[test]
    fn split_certificate_rejects_short_evidence() {
        // 0.4 (split only): 0 0 0 1 ...: a run of three zeros proves nothing.
        assert_eq!(SplitCheck::new(2, 0).test(&[0, 0, 0]), None);
        // A constant run proves period 1 once it is long enough: L = 2(max(e,1) + 1) + 0.
        assert_eq!(
            SplitCheck::new(2, 0).test(&[0, 0, 0, 0]),
            Some(Period {
                period: 1,
                preperiod: 0,
                saltus: 0,
                certified_len: 4
            })
        );
    }
}
