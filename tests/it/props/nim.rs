//! Property tests: every closed form for S-Nim, Nim winning moves and misère Nim against the
//! exhaustive search of `grundy::engine::impartial` on thousands of small random positions.

use grundy::engine::heap_game::HeapGame;
use grundy::engine::impartial::{heap_game_moves, Exhaustive};
use grundy::engine::table::GrundyTable;
use grundy::games::nim;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 2000,
        ..ProptestConfig::default()
    }
}

/// The engine's table of the subtraction game with these moves (any order, repeats).
fn subtraction(moves: &[u64]) -> GrundyTable {
    let mut moves = moves.to_vec();
    moves.sort_unstable();
    moves.dedup();
    GrundyTable::new(&HeapGame::Subtraction { moves })
}

proptest! {
    #![proptest_config(config())]

    /// Grundy values of single heaps, and W/L of several heaps via the nim-sum, against a
    /// search over the whole multi-heap game.
    fn snim_matches_search(
        moves in prop::collection::vec(1u64..12, 1..6),
        heaps in prop::collection::vec(0u64..25, 0..4),
    ) {
        let mut seq = subtraction(&moves);
        seq.extend_to(heaps.iter().copied().max().unwrap_or(0) as usize + 1).unwrap();
        let single = |h: u64| -> Vec<u64> { moves.iter().filter(|&&s| s <= h).map(|&s| h - s).collect() };
        let mut brute = Exhaustive::from_fn(|p: &Vec<u64>| heap_game_moves(p, single));
        for &h in &heaps {
            prop_assert_eq!(seq.value(h).unwrap(), brute.grundy(&vec![h]));
        }
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let x = heaps.iter().fold(0, |x, &h| x ^ seq.value(h).unwrap());
        prop_assert_eq!(x != 0, brute.wins(&sorted));
    }

    /// The certified period reproduces the plain table far past its end.
    fn snim_period_extends_the_table(moves in prop::collection::vec(1u64..20, 1..5)) {
        let mut seq = subtraction(&moves);
        let period = seq.search(1 << 20, &mut |_| {}).unwrap().unwrap();
        let mut plain = subtraction(&moves);
        plain.extend_to(5001).unwrap();
        for x in (period.certified_len..=5000).chain([u64::MAX]) {
            let want = plain.value(x).unwrap_or_else(|| {
                plain.value(period.preperiod + (x - period.preperiod) % period.period).unwrap()
            });
            prop_assert_eq!(seq.value(x), Some(want), "x = {}", x);
        }
    }

    /// The number of winning first moves, and that no pile has two.
    fn winning_moves_match_search(heaps in prop::collection::vec(0u64..12, 1..5)) {
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let mut brute = Exhaustive::from_fn(|p: &Vec<u64>| heap_game_moves(p, |h| (0..h).collect()));
        let winning = brute.winning_moves(&sorted).len() as u64;
        let x = nim::nim_sum(&heaps);
        prop_assert_eq!(nim::winning_moves(&heaps, x), winning);
        prop_assert_eq!(heaps.iter().filter(|&&h| x != 0 && h ^ x < h).count() as u64, winning);
        prop_assert_eq!(x != 0, brute.wins(&sorted));
    }

    /// Bouton's misère rule against a search where the last mover loses.
    fn misere_rule_matches_search(heaps in prop::collection::vec(0u64..8, 0..5)) {
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let mut brute = Exhaustive::from_fn(|p: &Vec<u64>| heap_game_moves(p, |h| (0..h).collect()));
        let rule = nim::misere_first_player_wins(nim::nim_sum(&heaps), heaps.iter().all(|&h| h <= 1));
        prop_assert_eq!(rule, brute.wins_misere(&sorted));
    }
}

trials![
    snim_matches_search,
    snim_period_extends_the_table,
    winning_moves_match_search,
    misere_rule_matches_search,
];
