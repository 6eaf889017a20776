//! The `coin-flipping` family: coin-turning games, whose value is the xor (or nim product) of the coins' values.

pub(crate) mod mock_turtles;
pub(crate) mod switch_lights;
