//! The `partizan` family: partizan games, where the two players have different moves (number values).

pub(crate) mod alice_game;
