//! The `sg-structure` family: games whose component values come from a structure of the numbers (squares, factorisations).

pub(crate) mod stone_box;
