//! Chess (HDU 5724): rows of 20 squares, numbered 1 … 20 from left to right, hold
//! chessmen. A move takes a chessman one square right onto an empty square, or, if the next
//! square is occupied, over the whole run of chessmen to its right onto the first empty
//! square after them; a run that reaches square 20 cannot move. Whoever cannot move loses.
//!
//! A row is staircase Nim. List the empty squares e_1 < … < e_k; the chessmen left of e_1
//! form group 0, those between e_i and e_(i+1) group i, those right of e_k group k (stuck).
//! Moving a chessman of group i frees its square and fills the first empty square to its
//! right: the chessmen after it in group i and it itself pass from group i to group i + 1,
//! any number 1 … g_i of them, and there are still k empty squares. So group i is step
//! k − i of a staircase whose last step (k − k = 0) is the floor, and the row's value is the
//! xor of the groups on odd steps ([`grundy_engine::staircase`]). That is the exact Grundy
//! value: a move from an odd step reaches every smaller xor as in Nim, and any move changes
//! exactly one odd step, so no option keeps the xor. The test compares it with the mex
//! table of all 2^20 rows.
//!
//! A row is a 20-bit mask: bit s − 1 holds square s.

/// Squares in a row.
pub const SQUARES: u32 = 20;
const FULL: u32 = (1 << SQUARES) - 1;

/// The Grundy value of a row: the xor of the chessmen counts of the groups an odd number of
/// empty squares before the row's end.
#[inline]
pub fn row_value(mask: u32) -> u32 {
    debug_assert!(mask <= FULL);
    // Walk from square 20 down: `odd` is whether an odd number of empty squares lies to
    // the right; a chessman there counts toward its group's heap.
    let mut value = 0;
    let mut odd = false;
    let mut count = 0;
    for s in (0..SQUARES).rev() {
        if mask >> s & 1 == 1 {
            count += 1;
        } else {
            if odd {
                value ^= count;
            }
            count = 0;
            odd = !odd;
        }
    }
    if odd {
        value ^= count;
    }
    value
}

/// The square (1-based) the chessman on `square` moves to, or `None` if it cannot move.
#[inline]
pub fn destination(mask: u32, square: u32) -> Option<u32> {
    debug_assert!(mask >> (square - 1) & 1 == 1);
    // The first empty square right of `square`.
    let above = !mask & FULL & !((1u32 << square) - 1);
    (above != 0).then(|| above.trailing_zeros() + 1)
}

/// Every move of a row: the chessman's square and where it lands, by ascending square.
pub fn moves(mask: u32) -> impl Iterator<Item = (u32, u32)> {
    (1..=SQUARES)
        .filter(move |&s| mask >> (s - 1) & 1 == 1)
        .filter_map(move |s| destination(mask, s).map(|to| (s, to)))
}

/// Every move of a row with the row's value after it, handed to `f` by descending square:
/// (from, to, value after). One pass instead of a value per move: a move from step e (e
/// empty squares to the chessman's right) carries the c chessmen from it to the end of its
/// group down to step e − 1, so only the odd one of the two steps changes in the xor.
#[inline]
pub fn each_move_with_value(mask: u32, mut f: impl FnMut(u32, u32, u32)) {
    // Chessmen per step, and the row's value.
    let mut count = [0u32; SQUARES as usize + 1];
    let mut e = 0usize;
    for s in (0..SQUARES).rev() {
        if mask >> s & 1 == 1 {
            count[e] += 1;
        } else {
            e += 1;
        }
    }
    let value = (1..count.len()).step_by(2).fold(0, |x, e| x ^ count[e]);
    // From the right: `e` empties so far (the nearest at `empty`), `run` chessmen of the
    // current group at or right of the square.
    let (mut e, mut run, mut empty) = (0usize, 0u32, 0u32);
    for s in (1..=SQUARES).rev() {
        if mask >> (s - 1) & 1 == 0 {
            e += 1;
            run = 0;
            empty = s;
            continue;
        }
        run += 1;
        if e == 0 {
            continue; // a run that reaches square 20 is stuck
        }
        let after = if e % 2 == 1 {
            value ^ count[e] ^ (count[e] - run)
        } else {
            value ^ count[e - 1] ^ (count[e - 1] + run)
        };
        f(s, empty, after);
    }
}

/// The row after moving the chessman on `from` to `to`.
#[inline]
pub fn after(mask: u32, from: u32, to: u32) -> u32 {
    mask & !(1 << (from - 1)) | 1 << (to - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mask(squares: &[u32]) -> u32 {
        squares.iter().fold(0, |m, &s| m | 1 << (s - 1))
    }

    #[test]
    fn sample_rows() {
        assert_eq!(row_value(mask(&[19, 20])), 0);
        assert_eq!(row_value(mask(&[19])), 1);
        assert_eq!(row_value(mask(&[18])), 0);
        assert_eq!(destination(mask(&[18, 19]), 18), Some(20));
        assert_eq!(destination(mask(&[19, 20]), 19), None);
    }
}
