//! Northcott's game (HDU 1730): each row of a board holds one piece of each player; a player
//! moves one of his own pieces along its row to any empty square without jumping the
//! opponent's piece; whoever cannot move loses.
//!
//! It is Nim on the gaps g = |T − J| − 1 between the two pieces of a row. Moving toward
//! the enemy piece shrinks the gap by any amount: a Nim move. Moving away widens it, but the
//! opponent can at once advance the same distance and restore the gap, so a player who
//! wins Nim on the gaps never needs to widen one, only ever advances his own pieces, and so
//! ends the game in finitely many moves although positions may repeat. The game is
//! partizan and loopy, so the tests prove this with a retrograde analysis of the real game
//! (`engine::retrograde`): no position is a draw, and for either player to move the rule
//! holds.
//!
//! The winning moves are exactly those that leave the gaps with xor 0: in a row with gap g
//! the mover can make any gap below g (advance) and any gap from g + 1 up to g + room
//! (retreat, `room` squares behind his piece), so the row has a winning move iff g ⊕ X is
//! among those, X ≠ 0 being the xor of all gaps; at most one per row.

/// The gap of a row: the empty squares between the two pieces (T ≠ J).
#[inline]
pub fn gap(t: u64, j: u64) -> u64 {
    debug_assert!(t != j);
    t.abs_diff(j) - 1
}

/// The winning move in one row, as the square the mover's piece goes to: `m` columns, the
/// mover's piece on `mine`, the other's on `theirs`, `x` the xor of all gaps.
pub fn winning_square(m: u64, mine: u64, theirs: u64, x: u64) -> Option<u64> {
    let g = gap(mine, theirs);
    let want = g ^ x;
    if x == 0 || want == g {
        return None;
    }
    // Distances from the other piece: the piece goes to the square `want + 1` away from it,
    // on the mover's side, if the board has that square.
    if mine < theirs {
        theirs.checked_sub(want + 1).filter(|&s| s >= 1)
    } else {
        theirs.checked_add(want + 1).filter(|&s| s <= m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_advance_or_retreat() {
        // Gaps 2 and 0 (xor 2): advancing in row 1 wins.
        assert_eq!(winning_square(6, 4, 1, 2), Some(2));
        // Gap 0 and xor 1: retreating to a gap of 1, if there is room.
        assert_eq!(winning_square(6, 2, 3, 1), Some(1));
        assert_eq!(winning_square(6, 1, 2, 1), None);
        assert_eq!(winning_square(u64::MAX, u64::MAX, u64::MAX - 1, 1), None);
        assert_eq!(
            winning_square(u64::MAX, u64::MAX - 1, u64::MAX, 1),
            Some(u64::MAX - 2)
        );
        assert_eq!(
            winning_square(u64::MAX, 1, u64::MAX, (u64::MAX - 2) ^ 1),
            Some(u64::MAX - 2)
        );
    }
}
