//! What a table shows beyond its values: the period they repeat with when no theorem
//! certifies one (observed, proven by nothing), and the pattern of the P-positions (the
//! heaps of value 0) as residue classes from some heap on, which is proven when the period
//! of the values is.
//!
//! **Observed period** (a ruling, problems/table.md): the least period p of the last half
//! of the table, T = g(len − h..len) with h = ⌈len/2⌉, provided T holds it at least twice
//! (2p ≤ h); its pre-period is then the least e with g(n + p) = g(n) for all
//! e ≤ n < len − p. So a period is reported only when it covers at least the second half of
//! the table, twice over: a repeat in the last few values (Grundy's game has them) is not a
//! period. The least period of T comes from the prefix function (Knuth–Morris–Pratt) in
//! O(h), so the whole table is checked at once however long it is.

use crate::period::Period;

/// The observed period of g(0..len) (see the module), with `certified_len` = len: the
/// values it was observed on.
pub fn observed_period(values: &[u32]) -> Option<Period> {
    observe(values).map(|(p, e)| Period {
        period: p as u64,
        preperiod: e as u64,
        saltus: 0,
        certified_len: values.len() as u64,
    })
}

/// (p, e) of the observed period of any sequence.
fn observe<T: Eq>(seq: &[T]) -> Option<(usize, usize)> {
    let len = seq.len();
    let h = len - len / 2;
    let tail = &seq[len - h..];
    let p = least_period(tail)?;
    if 2 * p > h {
        return None;
    }
    let mut e = len - h;
    while e > 0 && seq[e - 1] == seq[e - 1 + p] {
        e -= 1;
    }
    Some((p, e))
}

/// The least p ≥ 1 with s[i] = s[i + p] for every i: |s| minus its longest proper border.
fn least_period<T: Eq>(s: &[T]) -> Option<usize> {
    if s.is_empty() {
        return None;
    }
    // border[i]: the length of the longest proper border of s[..=i].
    let mut border = vec![0u32; s.len()];
    for i in 1..s.len() {
        let mut j = border[i - 1] as usize;
        while j > 0 && s[i] != s[j] {
            j = border[j - 1] as usize;
        }
        if s[i] == s[j] {
            j += 1;
        }
        border[i] = j as u32;
    }
    Some(s.len() - border[s.len() - 1] as usize)
}

/// The P-positions from heap `from` on: exactly the n ≥ from with n mod `modulus` in
/// `residues` (ascending; empty when there are none from there on).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PPattern {
    pub modulus: u64,
    pub residues: Vec<u64>,
    pub from: u64,
}

impl PPattern {
    /// The least modulus and least start for the indicator z(n) = [g(n) = 0], given that
    /// z(n + period) = z(n) for every n ≥ start.
    fn least(z: impl Fn(u64) -> bool, period: u64, start: u64) -> PPattern {
        let holds = |q: u64| (start..start + period).all(|n| z(n + q) == z(n));
        let modulus = (1..=period)
            .filter(|q| period % q == 0)
            .find(|&q| holds(q))
            .unwrap_or(period);
        let mut from = start;
        while from > 0 && z(from - 1) == z(from - 1 + modulus) {
            from -= 1;
        }
        let mut residues: Vec<u64> = (from..from + modulus)
            .filter(|&n| z(n))
            .map(|n| n % modulus)
            .collect();
        residues.sort_unstable();
        PPattern {
            modulus,
            residues,
            from,
        }
    }

    /// The pattern every heap follows, given a period of the values (certified, or assumed
    /// by the user) and g through it.
    pub fn through(g: impl Fn(u64) -> u64, period: Period) -> PPattern {
        let z = |n: u64| g(n) == 0;
        if period.saltus > 0 {
            // g(n + p) = g(n) + s ≥ 1 for n ≥ e: no P-position from e + p on.
            return PPattern::least(z, 1, period.preperiod + period.period);
        }
        PPattern::least(z, period.period, period.preperiod)
    }

    /// The pattern the table shows (its observed period, as for the values).
    pub fn observed(values: &[u32]) -> Option<PPattern> {
        let z: Vec<bool> = values.iter().map(|&v| v == 0).collect();
        let (q, e) = observe(&z)?;
        Some(PPattern::least(|n| z[n as usize], q as u64, e as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition: every (p, e) tried, the least p whose stretch covers the last half
    /// twice.
    fn observed_by_search(g: &[u32]) -> Option<(usize, usize)> {
        let len = g.len();
        let h = len - len / 2;
        (1..=h / 2).find_map(|p| {
            let mut e = len - p;
            while e > 0 && g[e - 1] == g[e - 1 + p] {
                e -= 1;
            }
            (len - h >= e).then_some((p, e))
        })
    }

    #[test]
    fn observed_period_matches_a_search() {
        let mut state = 7u64;
        for case in 0..3000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = (state >> 40) as usize % 60;
            let p = 1 + (state >> 20) as usize % 7;
            let noise = (state >> 10) as usize % 20;
            let g: Vec<u32> = (0..len)
                .map(|i| {
                    if i < noise {
                        ((state >> (i % 50)) & 3) as u32
                    } else {
                        (i % p) as u32 % (1 + (case % 3) as u32)
                    }
                })
                .collect();
            let got = observed_period(&g).map(|p| (p.period as usize, p.preperiod as usize));
            assert_eq!(got, observed_by_search(&g), "{g:?}");
        }
    }

    #[test]
    fn p_patterns() {
        // S = {1, 2}: g = n mod 3, P-positions n ≡ 0 (mod 3).
        let g = |n: u64| n % 3;
        let period = Period {
            period: 3,
            preperiod: 0,
            saltus: 0,
            certified_len: 4,
        };
        let want = PPattern {
            modulus: 3,
            residues: vec![0],
            from: 0,
        };
        assert_eq!(PPattern::through(g, period), want);
        let values: Vec<u32> = (0..100).map(|n| (n % 3) as u32).collect();
        assert_eq!(PPattern::observed(&values), Some(want));
        // A period of 6 whose zeros repeat every 2, after exceptions below 5.
        let g = |n: u64| {
            if n < 5 {
                1 + n % 2
            } else {
                [0, 3, 0, 4, 0, 5][(n % 6) as usize]
            }
        };
        let period = Period {
            period: 6,
            preperiod: 5,
            saltus: 0,
            certified_len: 20,
        };
        assert_eq!(
            PPattern::through(g, period),
            PPattern {
                modulus: 2,
                residues: vec![0],
                from: 5
            }
        );
        // Arithmetic periods: no P-position after the first period.
        let g = |n: u64| n / 2;
        let period = Period {
            period: 2,
            preperiod: 0,
            saltus: 1,
            certified_len: 9,
        };
        assert_eq!(
            PPattern::through(g, period),
            PPattern {
                modulus: 1,
                residues: vec![],
                from: 2
            }
        );
    }
}
