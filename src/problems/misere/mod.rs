//! The `misere` family: misère play: the player who makes the last move loses.

pub(crate) mod anti_nim;
pub(crate) mod be_the_winner;
pub(crate) mod pp_and_qq;
