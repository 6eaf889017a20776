//! The `multi-sg` family: games whose move may split one component into several (Multi-SG).

pub(crate) mod bomb_game;
pub(crate) mod cutting_game;
pub(crate) mod nim_or_not;
pub(crate) mod paint_chain;
pub(crate) mod simple_nim;
