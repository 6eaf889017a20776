//! The `nim` family: Nim and its formats: Bouton's xor rule, counting and printing winning moves.

pub(crate) mod good_boy;
pub(crate) mod matches_game;
pub(crate) mod nim_moves;
pub(crate) mod northcott_game;
pub(crate) mod rabbit_and_grass;
pub(crate) mod winning_ways;
