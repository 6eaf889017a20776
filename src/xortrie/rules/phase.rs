//! Where a turn stands (spec §4): the last step done ([`Phase`]) and whose turn it is
//! ([`Turn`]). Plain values, kept in the round's state and read by every step.

use super::basics::{Player, Target};
use super::cards::Skill;

/// Where a turn stands, in the order of §4. Each phase names the last step done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Begun,
    Drawn,
    Played,
    /// A successful test or a buy: `take` is due.
    AwaitingTake,
    /// Step 3 is over (a card taken, a failed test, or a success with no card left).
    Acquired,
    Dropped,
    /// A skill was played and may still be countered.
    SkillPending {
        skill: Skill,
        target: Target,
        bit: u32,
    },
    SkillDone,
    Kept,
    /// The actor was eliminated by a marker pair: the rest of the turn does not happen.
    Over,
}

impl Phase {
    pub(super) fn step(self) -> u8 {
        match self {
            Phase::Begun => 0,
            Phase::Drawn => 1,
            Phase::Played => 2,
            Phase::AwaitingTake => 3,
            Phase::Acquired => 4,
            Phase::Dropped => 5,
            Phase::SkillPending { .. } => 6,
            Phase::SkillDone => 7,
            Phase::Kept => 8,
            Phase::Over => 9,
        }
    }

    pub(super) fn last(self) -> &'static str {
        match self {
            Phase::Begun => "turn",
            Phase::Drawn => "draw",
            Phase::Played => "play",
            Phase::AwaitingTake => "test|buy",
            Phase::Acquired => "test|buy|take",
            Phase::Dropped => "drop",
            Phase::SkillPending { .. } => "use",
            Phase::SkillDone => "use",
            Phase::Kept => "keep",
            Phase::Over => "death",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub actor: Player,
    pub phase: Phase,
}
