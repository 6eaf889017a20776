//! Game-independent engines: Grundy tables of one-heap games and their certified periods.

pub mod heap_game;
pub mod period;
pub mod table;
