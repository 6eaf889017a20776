//! Pure game theory: no I/O, no parsing. Each judge solver reads its input, calls into
//! here, and prints; the property tests check every closed form here against
//! [`grundy_engine::impartial::Exhaustive`].

pub mod bomb;
pub mod calendar;
pub mod chess_rows;
pub mod coin_rows;
pub mod cutcake;
pub mod cutcake_cuts;
pub mod cutting;
pub mod digital_deletions;
pub mod euclid;
pub mod euclid_every;
pub mod fibonacci;
pub mod forest_misere;
pub mod georgia;
pub mod hackenbush;
pub mod hackenbush_cuts;
pub mod k_multiple;
pub mod kiki;
pub mod life_winner;
pub mod multiplication;
pub mod new_stone;
pub mod nim;
pub mod northcott;
pub mod paint_chain;
pub mod power_subtraction;
pub mod split_moves;
pub mod stone_box;
pub mod symmetry;
pub mod take_or_split;
pub mod takeaway;
pub mod team_nim;
pub mod wythoff;
