//! The `take-away` family: take-away games from one or more piles with a bounded take (Bash and its variants).

pub(crate) mod brave_game;
pub(crate) mod eclipse_encounter;
pub(crate) mod public_sale;
pub(crate) mod team_nim;
pub(crate) mod volunteers;
