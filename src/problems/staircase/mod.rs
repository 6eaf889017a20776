//! The `staircase` family: staircase Nim: coins moving down steps, only the odd steps count.

pub(crate) mod chess_rows;
pub(crate) mod georgia_and_bob;
