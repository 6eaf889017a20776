//! Paint Chain (HDU 3980): a circle of N beads; a move paints M consecutive unpainted
//! beads; whoever cannot paint loses.
//!
//! The first move (if N ≥ M) turns the circle into a row of x = N − M beads, where a move
//! paints M consecutive beads and splits the row in two: g_M(x) = mex{g_M(i) ⊕ g_M(x − M − i)
//! : 0 ≤ i ≤ x − M}, 0 for x < M. The circle's only options are that one row, so its Grundy
//! value is 1 if g_M(N − M) = 0 and 0 otherwise: the first player wins iff g_M(N − M) = 0.
//!
//! - g_M(x) = 1 for M ≤ x < 2M: both parts are shorter than M.
//! - M = 1: g_1(x) = x mod 2.
//! - M = 2: Dawson's Kayles (octal 0.07): g_2(x + 34) = g_2(x) for x ≥ 53, and not at 52.
//!   The Guy–Smith periodicity theorem makes that a proof once the table agrees up to
//!   2·53 + 34 + 2 (the test below builds it that far).
//! - M ≥ 3 (octal 0.007, 0.0007, …): no period is assumed; the table is built with the
//!   symmetric half of the splits, O(x²/4), and kept per M ([`Rows`]).

use std::collections::HashMap;

/// Dawson's Kayles: the first 87 values (the pre-period 53 and one period of 34).
const DAWSON_PREPERIOD: usize = 53;
const DAWSON_PERIOD: usize = 34;

/// g_M(x) for x below `len`, by the mex recursion over the symmetric half of the splits.
pub fn row_table(m: u64, len: usize) -> Vec<u16> {
    let mut g = Vec::with_capacity(len);
    extend(&mut g, m, len);
    g
}

/// Extends a table of g_M to `len` entries.
fn extend(g: &mut Vec<u16>, m: u64, len: usize) {
    let mut seen: Vec<u32> = Vec::new();
    let mut stamp = 0u32;
    while g.len() < len {
        let x = g.len();
        if (x as u64) < m {
            g.push(0);
            continue;
        }
        let rest = x - m as usize;
        // Splits i and rest − i give the same parts: half of them suffice.
        stamp += 1;
        if seen.len() < rest / 2 + 3 {
            seen.resize(rest / 2 + 3, 0);
        }
        for i in 0..=rest / 2 {
            let v = (g[i] ^ g[rest - i]) as usize;
            if v < seen.len() {
                seen[v] = stamp;
            }
        }
        // The mex is at most the number of distinct options, rest / 2 + 1.
        let mex = (0..seen.len())
            .find(|&v| seen[v] != stamp)
            .unwrap_or(seen.len());
        g.push(mex as u16);
    }
}

/// g_2 (Dawson's Kayles) for any x: the table, then its period.
pub fn dawson(x: u64) -> u16 {
    static TABLE: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
    let t = TABLE.get_or_init(|| row_table(2, DAWSON_PREPERIOD + DAWSON_PERIOD));
    let x = if x < DAWSON_PREPERIOD as u64 {
        x as usize
    } else {
        DAWSON_PREPERIOD + ((x - DAWSON_PREPERIOD as u64) % DAWSON_PERIOD as u64) as usize
    };
    t[x]
}

/// Largest x = N − M for M ≥ 3 that the contract accepts (a table of that many entries).
pub const MAX_TABLE_ROW: u64 = 10_000;

/// The row values of every M asked for, kept between cases. Memory stays bounded: past
/// [`Rows::KEEP`] entries in all, the tables are dropped and rebuilt on demand.
#[derive(Default)]
pub struct Rows {
    tables: HashMap<u64, Vec<u16>>,
    entries: usize,
}

impl Rows {
    const KEEP: usize = 1 << 22;

    pub fn new() -> Self {
        Self::default()
    }

    /// g_M(x) for a row of `x` beads, M ≥ 1. For M ≥ 3 and x ≥ 2M, x must be at most
    /// [`MAX_TABLE_ROW`] (the caller checks the contract's bound).
    pub fn value(&mut self, m: u64, x: u64) -> u16 {
        debug_assert!(m >= 1);
        if x < m {
            return 0;
        }
        if x - m < m {
            return 1;
        }
        match m {
            1 => (x % 2) as u16,
            2 => dawson(x),
            _ => {
                debug_assert!(x <= MAX_TABLE_ROW);
                let len = x as usize + 1;
                if self.entries + len > Self::KEEP {
                    self.tables.clear();
                    self.entries = 0;
                }
                let t = self.tables.entry(m).or_default();
                if t.len() < len {
                    self.entries += len - t.len();
                    extend(t, m, len);
                }
                t[x as usize]
            }
        }
    }

    /// Whether the first player wins the circle of `n` beads painted `m` at a time (n, m ≥
    /// 1): iff he can move (n ≥ m) and the row he leaves is worth 0.
    pub fn circle_first_wins(&mut self, n: u64, m: u64) -> bool {
        n >= m && self.value(m, n - m) == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dawson_values_and_period() {
        let t = row_table(2, 2 * DAWSON_PREPERIOD + DAWSON_PERIOD + 3);
        let want = [
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3,
        ];
        assert_eq!(&t[..21], &want);
        assert_eq!((t[52], t[86]), (2, 9));
        for (x, &g) in t.iter().enumerate().skip(DAWSON_PREPERIOD) {
            assert_eq!(dawson(x as u64), g, "x = {x}");
        }
    }

    #[test]
    fn samples_and_edges() {
        let mut rows = Rows::new();
        assert!(rows.circle_first_wins(3, 1));
        assert!(!rows.circle_first_wins(4, 2));
        assert!(rows.circle_first_wins(7, 7));
        assert!(!rows.circle_first_wins(6, 7));
        assert_eq!(rows.value(1, u64::MAX), 1);
        assert_eq!(rows.value(3, 5), 1);
    }
}
