//! The `symmetry` family: games won by copying the opponent's move (a symmetry strategy).

pub(crate) mod coin_game;
pub(crate) mod new_stone_game;
pub(crate) mod play_a_game;
