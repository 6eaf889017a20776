//! The `symmetry` family: games won by a pairing or mirror strategy. The second player
//! answers every move with its mirror image (or the partner of a pairing), so he always has
//! a move after the first player's; whoever can first set up the symmetry wins.
//!
//! - `play-a-game` (HDU 1564): a stone walks on an n × n board, never onto a visited
//!   square. Domino tilings: for even n the whole board is tiled, and the first player
//!   always moves to the partner square of the stone's square (it is unvisited, since the
//!   squares are visited in whole dominoes); for odd n the board without the starting
//!   corner is tiled, and the second player does the same.
//! - `coin-game` (HDU 3951): coins in a circle, take 1 … K consecutive ones. The first move
//!   turns the circle into a row, and with K ≥ 2 the second player splits that row into two
//!   equal rows (the middle one or two coins) and mirrors.
//! - `new-stone-game` (POJ 1740): piles of equal sizes in pairs lose, since every move on one
//!   pile of a pair is mirrored on its partner; any other position is paired in one move.
//!   Its winning moves (every paired vector a move can leave) are counted and listed in
//!   [`super::new_stone`].

/// Whether 8600 (the first player) wins Play a game on an n × n board (n ≥ 1): iff n is
/// even. The parity of n alone: n · n would overflow.
#[inline]
pub fn play_a_game_first_wins(n: u64) -> bool {
    n % 2 == 0
}

/// Whether the first player wins Coin Game with `n` coins in a circle and takes of 1 … `k`
/// consecutive coins (k ≥ 1): iff there is a coin and either one move takes them all or
/// (k = 1) the game is the parity of n.
#[inline]
pub fn coin_game_first_wins(n: u64, k: u64) -> bool {
    n >= 1 && (k >= n || (k == 1 && n % 2 == 1))
}

/// The winning first moves of Coin Game, as the number of coins each takes and how many
/// moves of that kind win (every starting coin is a move of its own): `None` when the
/// first player loses.
///
/// - k ≥ n ≥ 1: taking all n coins (one move, whatever coin it "starts" at) wins; every
///   smaller take leaves a row, which the opponent wins (k ≥ 2: take the middle and mirror;
///   k = 1 = n: there is no smaller take).
/// - k = 1 < n, n odd: each of the n single coins leaves an even row of singles: n moves.
pub fn coin_game_winning_moves(n: u64, k: u64) -> Option<(u64, u64)> {
    if !coin_game_first_wins(n, k) {
        return None;
    }
    if k >= n {
        Some((n, 1))
    } else {
        Some((1, n))
    }
}

/// Whether the first player of Coin Game's rows wins a row of `len` coins with takes of
/// 1 … k consecutive coins: with k ≥ 2 every non-empty row (take the middle one or two and
/// mirror), with k = 1 the odd rows.
#[inline]
pub fn coin_row_first_wins(len: u64, k: u64) -> bool {
    len >= 1 && (k >= 2 || len % 2 == 1)
}

/// Whether Alice (first) wins A New Stone Game: iff some non-zero size occurs an odd
/// number of times. `sizes` is reordered (sorted).
pub fn new_stone_first_wins(sizes: &mut [u64]) -> bool {
    sizes.sort_unstable();
    !unpaired(sizes).is_empty()
}

/// The non-zero sizes of a sorted list that occur an odd number of times, ascending.
pub fn unpaired(sorted: &[u64]) -> Vec<u64> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let v = sorted[i];
        let mut j = i;
        while j < sorted.len() && sorted[j] == v {
            j += 1;
        }
        if v != 0 && (j - i) % 2 == 1 {
            out.push(v);
        }
        i = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        assert!(play_a_game_first_wins(2));
        assert!(!play_a_game_first_wins(1));
        assert!(coin_game_first_wins(3, 1));
        assert!(!coin_game_first_wins(3, 2));
        assert!(!coin_game_first_wins(0, 5));
        assert!(new_stone_first_wins(&mut [2, 1, 3]));
        assert!(!new_stone_first_wins(&mut [1, 1]));
        assert!(!new_stone_first_wins(&mut [0, 5, 5]));
        assert!(!new_stone_first_wins(&mut []));
    }
}
