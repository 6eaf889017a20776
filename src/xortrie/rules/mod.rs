//! The rules of XOR-Trie (spec `xortrie.md` §1–§7 and the rulings of §10) as a state
//! machine: a [`Game`] takes typed [`Action`]s and either changes its state or refuses with a
//! typed [`Violation`]. Nothing here knows about transcript text; players are seat indices.
//!
//! Cards: the basic cards 1..511 each have one tracked [`Place`]; skill cards are fungible,
//! so only their counts per kind and per place are tracked. The deck has no known order: any
//! card in it may be the one drawn, and a transcript names which.
//!
//! One concept per file, each importing only from the files below it, so a turn reads from
//! top to bottom: [`game`] (a match) → [`round`] (the dispatch of a directive, and the
//! setup) → [`turn`] (the steps of §4) → [`operation`] (what an operation sets off, and
//! duels) → [`state`] (the round's state and the moves of cards) → [`phase`] (where a turn
//! stands), [`violation`], [`action`], [`bits`] (the arithmetic on sequences), [`cards`] →
//! [`basics`] (seats, targets, how a round ended).

pub mod action;
pub mod basics;
pub mod bits;
pub mod cards;
pub mod event;
pub mod game;
pub mod operation;
pub mod phase;
pub mod round;
pub mod state;
pub mod turn;
pub mod violation;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use basics::{EndedBy, Player, Target};
pub use bits::{
    check_bit, duel_split, hb, layer_points, len, sb, skill_effect, test_succeeds, TOP_BIT,
};
pub use cards::{Card, Place, Skill, Skills, HAND_LIMIT, MAX_CARD, SKILL_LIMIT};
pub use event::{CardList, Cause, DuelResult, Event, FewCards, MarkerCards, Outcome, What};
pub use game::Game;
pub use phase::{Phase, Turn};
pub use state::{Duel, DuelKind, Marker, PlayerState, Round, Stage};
pub use violation::{Duty, Violation};
