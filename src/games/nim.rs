//! Nim: the nim-sum, the number of winning first moves, and the misère rule.

/// Xor of all heap sizes: the Grundy value of a Nim position.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// The number of winning first moves of a Nim position whose nim-sum is `x`.
///
/// A move on heap h wins iff it can make h into h ^ x, that is iff h ^ x < h, which holds
/// exactly when h has the highest set bit of x. At most one move per heap wins.
pub fn winning_moves(heaps: &[u64], x: u64) -> u64 {
    match highest_bit(x) {
        None => 0,
        Some(bit) => heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64,
    }
}

pub fn highest_bit(x: u64) -> Option<u32> {
    x.checked_ilog2()
}

/// Misère Nim (the player who takes the last object loses). `all_small` says every heap
/// is at most 1. The first player wins iff the nim-sum is zero when all heaps are small,
/// and iff it is non-zero otherwise (Bouton's misère rule).
///
/// This is the SJ theorem ([`grundy_engine::misere::sj_first_wins`]) for Nim heaps, whose
/// values are their sizes: "some heap exceeds 1" is "some component is worth 2 or more".
pub fn misere_first_player_wins(nim_sum: u64, all_small: bool) -> bool {
    grundy_engine::misere::sj_first_wins(nim_sum.into(), !all_small)
}

/// The winning moves of a Nim position whose nim-sum is `x`, in heap order: the heap's
/// index and its size after the move (h ⊕ x, wherever that is below h).
pub fn winning_moves_iter(heaps: &[u64], x: u64) -> impl Iterator<Item = (usize, u64)> + '_ {
    heaps.iter().enumerate().filter_map(move |(i, &h)| {
        let to = h ^ x;
        (to < h).then_some((i, to))
    })
}

/// The winning moves of misère Nim, in heap order: the heap's index and its size after.
///
/// The losing positions (for the player to move) are those with nim-sum 0 and some heap
/// above 1, and those with only heaps of 0 and 1, an odd number of 1s. So:
/// - with two or more heaps above 1, one stays above 1 whatever is moved: the winning
///   moves are Nim's (h to h ⊕ x);
/// - with exactly one heap above 1, every move elsewhere leaves it alone with a non-zero
///   nim-sum, and every reduction of it to 2 or more does too: the one winning move
///   reduces it to 0 or 1, leaving an odd number of 1s;
/// - with none, every move takes a 1; it wins exactly when the 1s are even in number.
pub fn misere_winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    let big: Vec<usize> = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h > 1)
        .map(|(i, _)| i)
        .take(2)
        .collect();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match big[..] {
        [_, _] => winning_moves_iter(heaps, nim_sum(heaps)).collect(),
        [i] => vec![(i, if ones % 2 == 1 { 0 } else { 1 })],
        _ if ones % 2 == 0 => heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h == 1)
            .map(|(i, _)| (i, 0))
            .collect(),
        _ => Vec::new(),
    }
}
