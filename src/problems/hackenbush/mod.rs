//! The `hackenbush` family: Green Hackenbush on trees and graphs (the colon and fusion principles).

pub(crate) mod christmas;
pub(crate) mod tree_game;
