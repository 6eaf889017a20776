//! kiki's game (HDU 2147): a coin on the top-right square of an n×m board moves one square
//! left, down, or diagonally left-down; the player who cannot move loses.
//!
//! With the coin r rows above the bottom and c columns right of the left edge, the
//! position is lost iff r and c are both even: every move lowers one or both by 1, which
//! leaves a lost position only from a winning one, and from any other position lowering
//! exactly the odd distance(s) reaches (even, even). The coin starts at r = n − 1,
//! c = m − 1, so the first player loses iff n and m are both odd. No table at all.

/// Whether the player to move loses from distances (`rows`, `cols`) to the bottom-left.
#[inline]
pub fn is_losing(rows: u64, cols: u64) -> bool {
    rows % 2 == 0 && cols % 2 == 0
}

/// Whether kiki (the first player) wins on an `n`×`m` board, n, m ≥ 1.
#[inline]
pub fn first_wins(n: u64, m: u64) -> bool {
    debug_assert!(n >= 1 && m >= 1);
    !is_losing(n - 1, m - 1)
}

/// A move of the coin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// One square left: one column less to go.
    Left,
    /// One square down: one row less to go.
    Down,
    /// One square diagonally left-down: one row and one column less.
    Diagonal,
}

impl Step {
    /// The distances (rows, columns) after this step from (`rows`, `cols`).
    pub fn apply(self, rows: u64, cols: u64) -> (u64, u64) {
        match self {
            Step::Left => (rows, cols - 1),
            Step::Down => (rows - 1, cols),
            Step::Diagonal => (rows - 1, cols - 1),
        }
    }
}

/// The one winning move from distances (`rows`, `cols`), or `None` when the position is
/// lost. Each step changes the parity of the rows, of the columns, or of both, so exactly
/// one of them (lowering just the odd distances) reaches the lost (even, even).
pub fn winning_step(rows: u64, cols: u64) -> Option<Step> {
    match (rows % 2 == 1, cols % 2 == 1) {
        (false, false) => None,
        (true, false) => Some(Step::Down),
        (false, true) => Some(Step::Left),
        (true, true) => Some(Step::Diagonal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::Exhaustive;

    #[test]
    fn samples() {
        assert!(!first_wins(5, 3));
        assert!(first_wins(5, 4));
        assert!(first_wins(6, 6));
        assert!(!first_wins(u64::MAX, u64::MAX));
        assert!(!first_wins(1, 1));
    }

    #[test]
    fn matches_the_game_tree() {
        let mut brute = Exhaustive::from_fn(|&(r, c): &(u64, u64)| {
            let mut out = Vec::new();
            if c > 0 {
                out.push((r, c - 1));
            }
            if r > 0 {
                out.push((r - 1, c));
            }
            if r > 0 && c > 0 {
                out.push((r - 1, c - 1));
            }
            out
        });
        for n in 1..=60 {
            for m in 1..=60 {
                assert_eq!(first_wins(n, m), brute.wins(&(n - 1, m - 1)), "{n}×{m}");
                let want = brute.winning_moves(&(n - 1, m - 1));
                let got: Vec<_> = winning_step(n - 1, m - 1)
                    .map(|s| s.apply(n - 1, m - 1))
                    .into_iter()
                    .collect();
                assert_eq!(got, want, "{n}×{m}");
            }
        }
    }
}
