//! The `dag` family: games on an explicit or implicit directed acyclic graph of positions, won by the first player where a move reaches a losing position.

pub(crate) mod calendar_game;
pub(crate) mod chess_game;
pub(crate) mod digital_deletions;
pub(crate) mod euclid_game;
pub(crate) mod kiki_game;
pub(crate) mod life_winner_bo;
pub(crate) mod multiplication_game;
