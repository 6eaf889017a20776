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
    extend(&mut g, m, len, &mut Marks::default());
    g
}

/// The mex's marks, kept between tables: a stamp per value marks the options of the
/// current x (values are u16, so every xor of two lands inside and the inner loop needs no
/// bound check), and a new x only takes a new stamp.
struct Marks {
    seen: Vec<u32>,
    stamp: u32,
}

impl Default for Marks {
    fn default() -> Self {
        Marks {
            seen: vec![0; 1 << 16],
            stamp: 0,
        }
    }
}

/// Extends a table of g_M to `len` entries.
fn extend(g: &mut Vec<u16>, m: u64, len: usize, marks: &mut Marks) {
    while g.len() < len {
        let x = g.len();
        if (x as u64) < m {
            g.push(0);
            continue;
        }
        let rest = x - m as usize;
        if marks.stamp == u32::MAX {
            // Never reached in practice; a wrapped stamp would meet old marks.
            marks.seen.fill(0);
            marks.stamp = 0;
        }
        marks.stamp += 1;
        let stamp = marks.stamp;
        let seen = &mut marks.seen;
        // Splits i and rest − i give the same parts: half of them suffice.
        let half = rest / 2;
        let (low, high) = (&g[..=half], &g[rest - half..=rest]);
        for (&a, &b) in low.iter().zip(high.iter().rev()) {
            seen[usize::from(a ^ b)] = stamp;
        }
        // The mex is at most the number of options, half + 1 < 2^16.
        let mex = seen
            .iter()
            .position(|&s| s != stamp)
            .expect("a value is free");
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
    marks: Option<Marks>,
}

impl Rows {
    const KEEP: usize = 1 << 22;

    pub fn new() -> Self {
        Self::default()
    }

    /// The steps [`Rows::value`] would spend on g_M(x) building its table: one per split
    /// looked at (half of x − M for each entry x added), 0 for a closed form or an entry
    /// already in the table.
    pub fn work(&self, m: u64, x: u64) -> u64 {
        if m <= 2 || x / 2 < m {
            return 0;
        }
        let have = self.tables.get(&m).map_or(0, |t| t.len() as u64);
        let from = have.max(2 * m);
        if x < from {
            return 0;
        }
        // Σ over entries y in from..=x of (y − m)/2 + 1, about (a² − b²)/4.
        let (a, b) = (x - m + 1, from - m);
        a.saturating_mul(a).saturating_sub(b.saturating_mul(b)) / 4 + (x + 1 - from)
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
                    extend(t, m, len, self.marks.get_or_insert_with(Marks::default));
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
