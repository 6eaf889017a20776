//! Life Winner Bo (HDU 5754): one chess piece on (1, 1) of an N × M board moves only to
//! squares (x′, y′) with x′ ≥ x and y′ ≥ y; whoever first moves it onto (N, M) wins, and a
//! piece that cannot move anywhere else ends the game in a draw.
//!
//! Only the distances (a, b) = (N − x, M − y) to the target matter, and a position is won,
//! lost or drawn for the player to move ([`Outcome`]); the target itself, (0, 0), is lost
//! for the player to move (the opponent just won).
//! - King (one step right, down or diagonally): kiki's game, lost iff a and b are even.
//! - Rook (any distance right or down): two-pile Nim, lost iff a = b.
//! - Queen (rook or diagonal): Wythoff's game, lost iff (a, b) is a Wythoff P-position
//!   (the exact integer test of [`crate::wythoff`]).
//! - Knight ((+1, +2) or (+2, +1) only): each move lowers a + b by 3, so the target is
//!   reachable iff a + b ≡ 0 (mod 3), 2b ≥ a and 2a ≥ b. If it is not, or |a − b| ≥ 2, no
//!   one can win: a draw. If a = b the second player wins by mirroring (+1, +2) with
//!   (+2, +1), which keeps a = b and makes the last move; if |a − b| = 1 the first player
//!   moves onto that diagonal and mirrors. (In the other reachable positions the player
//!   who would lose steers off the reachable band.) Proved by a three-outcome search
//!   (`engine::retrograde`) on every board up to 40 × 40 in the tests.

use crate::{kiki, wythoff};
pub use grundy_engine::retrograde::Outcome;

/// The four pieces, numbered as in the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    King = 1,
    Rook = 2,
    Knight = 3,
    Queen = 4,
}

impl Piece {
    pub fn from_number(t: u64) -> Option<Piece> {
        Some(match t {
            1 => Piece::King,
            2 => Piece::Rook,
            3 => Piece::Knight,
            4 => Piece::Queen,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Piece::King => "king",
            Piece::Rook => "rook",
            Piece::Knight => "knight",
            Piece::Queen => "queen",
        }
    }
}

/// The outcome for the player to move with the piece `a` rows and `b` columns from the
/// target.
pub fn outcome(piece: Piece, a: u64, b: u64) -> Outcome {
    let lost = match piece {
        Piece::King => kiki::is_losing(a, b),
        Piece::Rook => a == b,
        Piece::Queen => wythoff::is_losing(a, b),
        Piece::Knight => return knight(a, b),
    };
    if lost {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

fn knight(a: u64, b: u64) -> Outcome {
    let (lo, hi) = (a.min(b), a.max(b));
    // 2b ≥ a and 2a ≥ b, without forming 2·lo (it may not fit): hi − lo ≤ lo.
    let reachable = (u128::from(a) + u128::from(b)) % 3 == 0 && hi - lo <= lo;
    match hi - lo {
        _ if !reachable => Outcome::Draw,
        0 => Outcome::Lose,
        1 => Outcome::Win,
        _ => Outcome::Draw,
    }
}

/// Every move of `piece` from distances (a, b): the distances after it, one entry per move
/// (a queen's rook and diagonal moves never reach the same square), in the order: along
/// a (the rows) by distance, along b by distance, then diagonally by distance.
pub fn moves(piece: Piece, a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    match piece {
        Piece::King => {
            if a > 0 {
                out.push((a - 1, b));
            }
            if b > 0 {
                out.push((a, b - 1));
            }
            if a > 0 && b > 0 {
                out.push((a - 1, b - 1));
            }
        }
        Piece::Knight => {
            if a >= 1 && b >= 2 {
                out.push((a - 1, b - 2));
            }
            if a >= 2 && b >= 1 {
                out.push((a - 2, b - 1));
            }
        }
        Piece::Rook | Piece::Queen => {
            out.extend((0..a).rev().map(|x| (x, b)));
            out.extend((0..b).rev().map(|y| (a, y)));
            if piece == Piece::Queen {
                out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
            }
        }
    }
    out
}

/// The winning moves of `piece` from (a, b): the distances after each, in the order of
/// [`moves`]. Rook and queen are computed, not enumerated (a rook may have 10^19 moves):
/// - rook: only the move that equalises a and b loses for the opponent;
/// - queen: the only losing positions in a row, a column or a diagonal are the Wythoff
///   position containing b (for a move along a), the one containing a (along b), and the
///   one with difference |a − b| oriented as (a, b) (diagonally): at most three;
/// - king and knight: their at most three moves, tested one by one.
pub fn winning_moves(piece: Piece, a: u64, b: u64) -> Vec<(u64, u64)> {
    match piece {
        Piece::King | Piece::Knight => moves(piece, a, b)
            .into_iter()
            .filter(|&(x, y)| outcome(piece, x, y) == Outcome::Lose)
            .collect(),
        Piece::Rook => {
            let mut out = Vec::new();
            if b < a {
                out.push((b, b));
            }
            if a < b {
                out.push((a, a));
            }
            out
        }
        Piece::Queen => {
            let mut out = Vec::new();
            // Along a: (x, b) with x < a lost, so x is b's Wythoff partner.
            let pb = wythoff::partner(b);
            if pb < u128::from(a) {
                out.push((pb as u64, b));
            }
            let pa = wythoff::partner(a);
            if pa < u128::from(b) {
                out.push((a, pa as u64));
            }
            // Diagonally the difference stays: the P-position (⌊dφ⌋, ⌊dφ⌋ + d), oriented.
            let d = a.abs_diff(b);
            let low = wythoff::floor_phi(d);
            if low < u128::from(a.min(b)) {
                let low = low as u64;
                out.push(if a <= b {
                    (low, low + d)
                } else {
                    (low + d, low)
                });
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        assert_eq!(outcome(Piece::King, 4, 4), Outcome::Lose);
        assert_eq!(outcome(Piece::Rook, 4, 4), Outcome::Lose);
        assert_eq!(outcome(Piece::Knight, 4, 4), Outcome::Draw);
        assert_eq!(outcome(Piece::Queen, 4, 4), Outcome::Win);
        assert_eq!(outcome(Piece::Knight, u64::MAX, u64::MAX), Outcome::Lose);
    }
}
