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
/// This is the SJ theorem ([`crate::engine::misere::sj_first_wins`]) for Nim heaps, whose
/// values are their sizes: "some heap exceeds 1" is "some component is worth 2 or more".
pub fn misere_first_player_wins(nim_sum: u64, all_small: bool) -> bool {
    crate::engine::misere::sj_first_wins(nim_sum.into(), !all_small)
}
