//! Pure game theory: no I/O, no parsing. Each judge solver reads its input, calls into
//! here, and prints; the property tests check every closed form here against
//! [`crate::engine::impartial::Exhaustive`].

pub mod bomb;
pub mod coin_rows;
pub mod cutting;
pub mod euclid_every;
pub mod forest_misere;
pub mod georgia;
pub mod hackenbush;
pub mod k_multiple;
pub mod nim;
pub mod stone_box;
pub mod subtraction;
pub mod take_or_split;
pub mod wythoff;
